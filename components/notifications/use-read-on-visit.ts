"use client";

// Visiting a route whose path matches an unread notification's url marks it read (SPEC §4):
// on every pathname change, POST notifications/-actions/read-all-by-url {url: pathname} while the
// user has unread notifications.
import * as React from "react";
import { usePathname } from "next/navigation";
import type { UseNotifications } from "./use-notifications";

export function useReadOnVisit(n: Pick<UseNotifications, "status" | "total" | "readByUrl">) {
  const pathname = usePathname();
  const handled = React.useRef<string | null>(null);
  const { status, total, readByUrl } = n;
  React.useEffect(() => {
    if (!pathname || status !== "ready" || handled.current === pathname) return;
    handled.current = pathname;
    if (total > 0) readByUrl(pathname).catch(() => undefined);
  }, [pathname, status, total, readByUrl]);
}
