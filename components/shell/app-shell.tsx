"use client";

// The frame around every signed-in page: navbar, sidebar, breadcrumbs, footer, the menu picker
// (Ctrl+M) and the version check.
import * as React from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { rootForPath, type MenuNode } from "@/lib/menu-tree";
import { useShell } from "./session-provider";
import { Navbar } from "./navbar";
import { Sidebar } from "./sidebar";
import { VersionCheck } from "./version-check";
import { APP_VERSION } from "@/lib/version";
import { ApplyPreferences } from "@/components/settings/apply-preferences";

// The menu picker (Radix Dialog) loads on its first opening.
const MenuPicker = React.lazy(() =>
  import("./menu-picker").then((m) => ({ default: m.MenuPicker })),
);

export function AppShell({ children }: { children: React.ReactNode }) {
  const { menus, settings } = useShell();
  const pathname = usePathname();
  const root = rootForPath(menus, pathname);
  const [pickerOpen, setPickerOpenState] = React.useState(false);
  const [pickerWanted, setPickerWanted] = React.useState(false);
  const setPickerOpen = React.useCallback((open: boolean) => {
    if (open) setPickerWanted(true);
    setPickerOpenState(open);
  }, []);

  React.useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === "m") {
        e.preventDefault();
        setPickerOpen(true);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [setPickerOpen]);

  return (
    <div className="flex min-h-screen">
      <Sidebar menus={menus} activeRoot={root} />
      <div className="flex min-w-0 flex-1 flex-col">
        <Navbar root={root} onOpenPicker={() => setPickerOpen(true)} />
        <Breadcrumbs menus={menus} pathname={pathname} />
        <main id="main" className="flex-1 px-4 pb-6 md:px-6">
          {children}
        </main>
        <footer className="border-t px-6 py-3 text-center text-xs text-muted-foreground">
          Copyright © {settings.brand} {new Date().getFullYear()} · Versi {APP_VERSION}
        </footer>
      </div>
      {pickerWanted ? (
        <React.Suspense fallback={null}>
          <MenuPicker open={pickerOpen} onOpenChange={setPickerOpen} />
        </React.Suspense>
      ) : null}
      <VersionCheck />
      <ApplyPreferences />
    </div>
  );
}

/** Trail of menu names from Home to the current page (SPEC §2: routes have breadcrumbs). */
export function findTrail(menus: MenuNode[], pathname: string): MenuNode[] {
  let best: MenuNode[] = [];
  const walk = (list: MenuNode[], trail: MenuNode[]) => {
    for (const n of list) {
      const t = [...trail, n];
      if (
        n.url &&
        (pathname === n.url || pathname.startsWith(`${n.url}/`)) &&
        t.length >= best.length
      ) {
        if (!best.length || n.url.length >= (best[best.length - 1]?.url?.length ?? 0)) best = t;
      }
      walk(n.children, t);
    }
  };
  walk(menus, []);
  return best;
}

function Breadcrumbs({ menus, pathname }: { menus: MenuNode[]; pathname: string }) {
  if (pathname === "/") return null;
  const trail = findTrail(menus, pathname);
  return (
    <nav aria-label="Breadcrumb" className="px-4 pt-4 pb-2 text-sm text-muted-foreground md:px-6">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link href="/" className="hover:text-foreground hover:underline">
            Home
          </Link>
        </li>
        {trail.map((n, i) => (
          <li key={n.id} className="flex items-center gap-1">
            <span aria-hidden="true">/</span>
            {n.url && i < trail.length - 1 ? (
              <Link href={n.url} className="hover:text-foreground hover:underline">
                {n.name}
              </Link>
            ) : (
              <span className={i === trail.length - 1 ? "font-medium text-foreground" : undefined}>
                {n.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
