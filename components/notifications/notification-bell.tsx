"use client";

// The navbar bell (SPEC §4 Notifications): unread count on the bell, a dropdown with the newest
// unread notifications (check icon = read now), 'Baca semua', a link to /notification; new
// notifications arrive live (toast + top of the list), and visiting a notification's page marks
// it read. Mounted by the shell's navbar.
import * as React from "react";
import { Bell } from "lucide-react";
// clsx, not cn(): the classes never conflict, and the shell stays free of tailwind-merge.
import { clsx } from "clsx";
import { buttonVariants } from "@/components/ui/button-variants";
import { OnDemand } from "@/components/shell/on-demand";
import { errorDetail, useToast } from "@/components/widgets/toast";
import { useSessionUser } from "@/components/shell/session-provider";
import { useNotifications } from "./use-notifications";
import { useReadOnVisit } from "./use-read-on-visit";
import { realtimeStatus, subscribeRealtimeStatus } from "./realtime-client";
import { countLabel } from "./count-label";
import type { NotificationItem } from "./types";

// The dropdown list (and Radix with it) loads on first use; see components/shell/on-demand.tsx.
const loadMenu = () => import("./notification-menu");
const NotificationMenu = React.lazy(() =>
  loadMenu().then((m) => ({ default: m.NotificationMenu })),
);

export function NotificationBell({ className }: { className?: string }) {
  const toast = useToast();
  const user = useSessionUser();
  const onCreated = React.useCallback(
    (n: NotificationItem) =>
      toast({ variant: "info", title: n.name, description: n.message || "Notifikasi baru" }),
    [toast],
  );
  const n = useNotifications({
    onCreated,
    initialTotal: user.dashboardStats?.unread_notifications,
  });
  useReadOnVisit(n);
  const live = React.useSyncExternalStore(subscribeRealtimeStatus, realtimeStatus, () => "offline");

  const fail = (error: unknown) =>
    toast({
      variant: "error",
      description: error instanceof Error ? error.message : errorDetail(error),
    });

  const label = n.total ? `Notifikasi (${n.total} belum dibaca)` : "Notifikasi";

  const triggerProps = {
    "aria-label": label,
    title: label,
    "data-realtime": live,
    className: clsx(buttonVariants({ variant: "ghost", size: "icon" }), "relative", className),
  };
  const trigger = (
    <>
      <Bell className="size-5" aria-hidden />
      {n.total > 0 && (
        <span
          data-testid="notification-count"
          className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-none font-semibold text-white"
        >
          {countLabel(n.total)}
        </span>
      )}
    </>
  );

  return (
    <OnDemand
      load={loadMenu}
      standIn={(p) => (
        <button type="button" aria-haspopup="menu" {...triggerProps} {...p}>
          {trigger}
        </button>
      )}
    >
      <NotificationMenu n={n} trigger={trigger} triggerProps={triggerProps} fail={fail} />
    </OnDemand>
  );
}
