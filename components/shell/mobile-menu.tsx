"use client";

// The navbar's menu under 768 px: the whole menu tree (loaded when first opened, navbar.tsx).
import type * as React from "react";
import Link from "next/link";
import type { MenuNode } from "@/lib/menu-tree";
import { ShellIcon } from "./shell-icon";

// Menu links are not prefetched (prefetch={false}), as in the rest of the shell (navbar.tsx).
export function MobileMenu({ menus }: { menus: MenuNode[] }) {
  const render = (list: MenuNode[], depth: number): React.ReactNode =>
    list.map((n) => (
      <li key={n.id}>
        {n.url && !n.children.length ? (
          <Link
            prefetch={false}
            href={n.url}
            className="flex items-center gap-2 rounded px-2 py-2 text-sm hover:bg-muted"
            style={{ paddingLeft: 8 + depth * 16 }}
          >
            <ShellIcon name={n.icon} className="size-4 text-muted-foreground" />
            {n.name}
          </Link>
        ) : (
          <>
            <p
              className="px-2 pt-3 pb-1 text-xs font-semibold text-muted-foreground uppercase"
              style={{ paddingLeft: 8 + depth * 16 }}
            >
              {n.url ? (
                <Link prefetch={false} href={n.url}>
                  {n.name}
                </Link>
              ) : (
                n.name
              )}
            </p>
            <ul>{render(n.children, depth + 1)}</ul>
          </>
        )}
      </li>
    ));
  return (
    <nav aria-label="Menu" className="max-h-[70vh] overflow-y-auto border-t px-2 py-2 md:hidden">
      <ul>{render(menus, 0)}</ul>
    </nav>
  );
}
