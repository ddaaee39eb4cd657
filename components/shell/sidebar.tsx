"use client";

// Sidebar (SPEC §2): root menus in an icon column; the child menu of the current module with a
// search (name, case and space insensitive, from 2 characters); expand/collapse remembered locally.
import * as React from "react";
import Link from "next/link";
// Menu links are not prefetched (prefetch={false}): every link in view made the browser ask the
// server to render that route, 30-70 renders per page load on a 2-core server, just when the page
// itself asked for its data (docs/browser-performance.md "Menu links are not prefetched").
import { usePathname } from "next/navigation";
import { filterMenuTree, type MenuNode } from "@/lib/menu-tree";
// clsx, not clsx(): the classes never conflict, and the shell stays free of tailwind-merge.
import { clsx } from "clsx";
import { useHoverTip } from "./hover-tip";
import { ShellGlyph, ShellIcon } from "./shell-icon";
import {
  PREFERENCES_EVENT,
  PREFERENCES_KEY,
  parsePreferences,
} from "@/components/settings/preferences";

const STORAGE_KEY = "sidebar";

interface SidebarState {
  collapsed: boolean;
  open: Record<string, boolean>;
}

const DEFAULT_STATE: SidebarState = { collapsed: false, open: {} };
const CHANGE_EVENT = "sidebar-state";

function parseState(raw: string | null): SidebarState {
  try {
    if (raw) {
      const v = JSON.parse(raw) as Partial<SidebarState>;
      return {
        collapsed: v.collapsed === true,
        open: typeof v.open === "object" && v.open ? v.open : {},
      };
    }
  } catch {
    // ignore a corrupt value
  }
  return DEFAULT_STATE;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** Sidebar state remembered in localStorage, read without a hydration mismatch. */
function useSidebarState(): [SidebarState, (next: SidebarState) => void] {
  const raw = React.useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(STORAGE_KEY),
    () => null,
  );
  const state = React.useMemo(() => parseState(raw), [raw]);
  const update = React.useCallback((next: SidebarState) => {
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // storage full or disabled: the state just isn't remembered
    }
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return [state, update];
}

function subscribePreferences(onChange: () => void): () => void {
  window.addEventListener(PREFERENCES_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(PREFERENCES_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** Preferensi 'Tema sidebar' (Aktif / Non Aktif): a coloured icon column when active. */
function useSidebarTheme(): boolean {
  const raw = React.useSyncExternalStore(
    subscribePreferences,
    () => window.localStorage.getItem(PREFERENCES_KEY),
    () => null,
  );
  return parsePreferences(raw).sidebarTheme;
}

export function Sidebar({ menus, activeRoot }: { menus: MenuNode[]; activeRoot: MenuNode | null }) {
  const themed = useSidebarTheme();
  const pathname = usePathname();
  const [state, update] = useSidebarState();
  const [query, setQuery] = React.useState("");
  const roots = menus.filter((m) => m.url);
  const children = activeRoot ? filterMenuTree(activeRoot.children, query) : [];
  const searching = query.replace(/\s+/g, "").length >= 2;
  const tip = useHoverTip("right");

  return (
    // The aside stretches to the page's full height (the dark column runs down to the footer on
    // long pages); its contents stay in view while the page scrolls (sticky, one screen high).
    <aside className="hidden shrink-0 border-r bg-card md:flex" aria-label="Sidebar">
      <nav
        aria-label="Modul"
        data-themed={themed}
        className={clsx(
          "flex w-14 flex-col border-r",
          themed &&
            "bg-slate-900 text-slate-100 [&_a]:text-slate-300 [&_a:hover]:bg-slate-800 [&_a:hover]:text-white [&_a[aria-current=page]]:bg-primary [&_a[aria-current=page]]:text-white",
        )}
      >
        <div className="sticky top-0 flex max-h-screen flex-col items-center gap-1 overflow-y-auto py-3">
          <SideIcon href="/" label="Home" active={pathname === "/"} tip={tip.props("Home")}>
            <ShellGlyph name="home" className="size-5" />
          </SideIcon>
          {roots.map((r) => (
            <SideIcon
              key={r.id}
              href={r.url ?? "/"}
              label={r.name}
              active={activeRoot?.id === r.id}
              tip={tip.props(r.name)}
            >
              <ShellIcon name={r.icon} className="size-5" />
            </SideIcon>
          ))}
        </div>
      </nav>
      {tip.element}
      {activeRoot && activeRoot.children.length && !state.collapsed ? (
        <div className="sticky top-0 flex h-screen w-60 flex-col self-start">
          <div className="flex items-center justify-between px-3 pt-3">
            <Link
              prefetch={false}
              href={activeRoot.url ?? "/"}
              className="truncate text-sm font-semibold"
            >
              {activeRoot.name}
            </Link>
            <button
              type="button"
              className="rounded p-1 text-xs text-muted-foreground hover:bg-muted"
              onClick={() => update({ ...state, collapsed: true })}
              aria-label="Sembunyikan menu"
            >
              «
            </button>
          </div>
          <label className="relative mx-3 mt-2 block">
            <ShellGlyph
              name="search"
              className="pointer-events-none absolute top-2.5 left-2 size-4 text-muted-foreground"
            />
            <span className="sr-only">Cari menu</span>
            <input
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Cari menu"
              className="h-9 w-full rounded-md border bg-background pr-2 pl-8 text-sm"
            />
          </label>
          <ul className="mt-2 flex-1 overflow-y-auto px-2 pb-4">
            {children.map((n) => (
              <SideNode
                key={n.id}
                node={n}
                depth={0}
                pathname={pathname}
                open={state.open}
                forceOpen={searching}
                onToggle={(id, v) => update({ ...state, open: { ...state.open, [id]: v } })}
              />
            ))}
            {searching && !children.length ? (
              <li className="px-2 py-4 text-sm text-muted-foreground">Menu tidak ditemukan</li>
            ) : null}
          </ul>
        </div>
      ) : activeRoot && activeRoot.children.length ? (
        <button
          type="button"
          className="sticky top-0 h-screen w-5 self-start border-l text-xs text-muted-foreground hover:bg-muted"
          onClick={() => update({ ...state, collapsed: false })}
          aria-label="Tampilkan menu"
        >
          »
        </button>
      ) : null}
    </aside>
  );
}

function SideIcon({
  href,
  label,
  active,
  tip,
  children,
}: {
  href: string;
  label: string;
  active: boolean;
  /** Hover/focus handlers of the column's tooltip (useHoverTip). */
  tip: ReturnType<ReturnType<typeof useHoverTip>["props"]>;
  children: React.ReactNode;
}) {
  return (
    <Link
      prefetch={false}
      href={href}
      aria-label={label}
      aria-current={active ? "page" : undefined}
      className={clsx(
        "grid size-10 place-items-center rounded-md hover:bg-muted hover:text-foreground",
        active ? "bg-primary/10 text-primary" : "text-muted-foreground",
      )}
      {...tip}
    >
      {children}
    </Link>
  );
}

function SideNode({
  node,
  depth,
  pathname,
  open,
  forceOpen,
  onToggle,
}: {
  node: MenuNode;
  depth: number;
  pathname: string;
  open: Record<string, boolean>;
  forceOpen: boolean;
  onToggle: (id: string, open: boolean) => void;
}) {
  const active = !!node.url && (pathname === node.url || pathname.startsWith(`${node.url}/`));
  if (!node.children.length) {
    return (
      <li>
        <Link
          prefetch={false}
          href={node.url ?? "#"}
          aria-current={active ? "page" : undefined}
          className={clsx(
            "flex items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-muted",
            active && "bg-primary/10 font-medium text-primary",
          )}
          style={{ paddingLeft: 8 + depth * 14 }}
        >
          <ShellIcon name={node.icon} className="size-4 shrink-0 opacity-70" />
          <span className="truncate">{node.name}</span>
        </Link>
      </li>
    );
  }
  const isOpen =
    forceOpen ||
    open[node.id] === true ||
    node.children.some((c) => c.url && pathname.startsWith(c.url));
  return (
    <li>
      <button
        type="button"
        aria-expanded={isOpen}
        onClick={() => onToggle(node.id, !isOpen)}
        className="flex w-full items-center gap-2 rounded px-2 py-1.5 text-left text-sm font-medium hover:bg-muted"
        style={{ paddingLeft: 8 + depth * 14 }}
      >
        <ShellGlyph
          name="chevron-right"
          className={clsx("size-4 shrink-0 transition-transform", isOpen && "rotate-90")}
        />
        <span className="truncate">{node.name}</span>
      </button>
      {isOpen ? (
        <ul>
          {node.children.map((c) => (
            <SideNode
              key={c.id}
              node={c}
              depth={depth + 1}
              pathname={pathname}
              open={open}
              forceOpen={forceOpen}
              onToggle={onToggle}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
