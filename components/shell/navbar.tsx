"use client";

// Navbar (SPEC §2): logo, role label, the tree menu of the current module (groups open
// dropdowns), a mobile menu under 768 px, notification bell, menu-grid icon and profile dropdown.
// Items that would come within 200 px of the right edge move into a 'Lainnya' dropdown.
import * as React from "react";
import Link from "next/link";
// Menu links are not prefetched (prefetch={false}): every link in view made the browser ask the
// server to render that route, 30-70 renders per page load on a 2-core server, just when the page
// itself asked for its data (docs/browser-performance.md "Menu links are not prefetched").
import { usePathname } from "next/navigation";
import type { MenuNode } from "@/lib/menu-tree";
// clsx, not clsx(): the classes never conflict, and the shell stays free of tailwind-merge.
import { clsx } from "clsx";
import { OFFICE_CATEGORY_IDS } from "@/lib/office-categories";
import { buttonVariants } from "@/components/ui/button-variants";
import { useShell } from "./session-provider";
import { OnDemand } from "./on-demand";
import { ShellGlyph } from "./shell-icon";
import { NotificationSlot } from "./notification-slot";

const RIGHT_GAP_PX = 200;

// The dropdowns (and Radix with them) load on first use; see on-demand.tsx.
const loadMenus = () => import("./navbar-menus");
const TreeMenuDropdown = React.lazy(() =>
  loadMenus().then((m) => ({ default: m.TreeMenuDropdown })),
);
const ProfileMenu = React.lazy(() => loadMenus().then((m) => ({ default: m.ProfileMenu })));
// The phone menu (the whole tree) loads when first opened.
const loadMobileMenu = () => import("./mobile-menu");
const MobileMenu = React.lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

export function Navbar({
  root,
  onOpenPicker,
}: {
  root: MenuNode | null;
  onOpenPicker: () => void;
}) {
  const { user, menus, settings } = useShell();
  const pathname = usePathname();
  // The mobile menu closes by itself on navigation: it is open only for the path it was opened on.
  const [openedAt, setOpenedAt] = React.useState<string | null>(null);
  const mobileOpen = openedAt === pathname;
  const setMobileOpen = (update: (open: boolean) => boolean) =>
    setOpenedAt(update(mobileOpen) ? pathname : null);
  const isMember = user.officeCategoryId === OFFICE_CATEGORY_IDS.MEMBER;
  const items = root?.children ?? [];

  return (
    <header className="sticky top-0 z-40 border-b bg-card">
      <div className="flex h-14 items-center gap-3 px-3 md:px-4">
        {!isMember ? (
          <button
            type="button"
            className="rounded p-2 hover:bg-muted md:hidden"
            aria-label={mobileOpen ? "Tutup menu" : "Buka menu"}
            aria-expanded={mobileOpen}
            onClick={() => setMobileOpen((o) => !o)}
            onPointerEnter={() => void loadMobileMenu().catch(() => undefined)}
            onFocus={() => void loadMobileMenu().catch(() => undefined)}
          >
            <ShellGlyph name={mobileOpen ? "close" : "menu"} className="size-5" />
          </button>
        ) : null}
        <Link
          prefetch={false}
          href="/"
          className="flex items-center gap-2 font-semibold text-primary"
        >
          <span className="grid size-8 place-items-center rounded bg-primary text-sm text-primary-foreground">
            E
          </span>
          <span className="hidden sm:inline">ERP</span>
        </Link>
        {settings.roleLabel ? (
          <span
            className="hidden rounded bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground sm:inline"
            data-testid="role-label"
          >
            {settings.roleLabel}
          </span>
        ) : null}
        <TreeMenu items={items} pathname={pathname} />
        <div className="ml-auto flex items-center gap-1">
          <NotificationSlot />
          <button
            type="button"
            className={buttonVariants({ variant: "ghost", size: "icon" })}
            aria-label="Pilih menu (Ctrl+M)"
            title="Pilih menu (Ctrl+M)"
            onClick={onOpenPicker}
          >
            <ShellGlyph name="grid" className="size-5" />
          </button>
          <ProfileMenuSlot hasAdmin={menus.some((m) => m.url === "/admin")} />
        </div>
      </div>
      {mobileOpen ? (
        <React.Suspense fallback={null}>
          <MobileMenu menus={menus} />
        </React.Suspense>
      ) : null}
    </header>
  );
}

function isActive(pathname: string, url: string | null): boolean {
  return !!url && (pathname === url || pathname.startsWith(`${url}/`));
}

function TreeMenu({ items, pathname }: { items: MenuNode[]; pathname: string }) {
  const navRef = React.useRef<HTMLDivElement>(null);
  const [visible, setVisible] = React.useState(items.length);

  React.useLayoutEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const measure = () => {
      const limit = window.innerWidth - RIGHT_GAP_PX;
      const children = [...nav.querySelectorAll<HTMLElement>("[data-menu-item]")];
      let count = children.length;
      for (let i = 0; i < children.length; i++) {
        const el = children[i];
        if (el && el.getBoundingClientRect().right > limit) {
          count = i;
          break;
        }
      }
      setVisible(count);
    };
    setVisible(items.length);
    const raf = requestAnimationFrame(measure);
    window.addEventListener("resize", measure);
    return () => {
      cancelAnimationFrame(raf);
      window.removeEventListener("resize", measure);
    };
  }, [items]);

  if (!items.length) return <div className="flex-1" />;
  const hidden = items.slice(visible);
  return (
    <nav
      ref={navRef}
      aria-label="Menu modul"
      className="hidden min-w-0 flex-1 items-center gap-1 overflow-hidden md:flex"
    >
      {items.map((n, i) => (
        <div key={n.id} data-menu-item className={clsx(i >= visible && "invisible absolute")}>
          {n.children.length ? (
            <MenuGroup
              label={n.name}
              items={n.children}
              align="start"
              className={clsx(
                GROUP_TRIGGER_CLASS,
                n.children.some((c) => isActive(pathname, c.url)) && "font-semibold text-primary",
              )}
            />
          ) : (
            <Link
              prefetch={false}
              href={n.url ?? "#"}
              className={clsx(
                "block rounded px-2 py-1.5 text-sm whitespace-nowrap hover:bg-muted",
                isActive(pathname, n.url) && "font-semibold text-primary",
              )}
            >
              {n.name}
            </Link>
          )}
        </div>
      ))}
      {hidden.length ? (
        <MenuGroup
          label="Lainnya"
          items={hidden.flatMap((n) => (n.children.length ? n.children : [n]))}
          align="end"
          className={GROUP_TRIGGER_CLASS}
        />
      ) : null}
    </nav>
  );
}

const GROUP_TRIGGER_CLASS =
  "flex items-center gap-1 rounded px-2 py-1.5 text-sm whitespace-nowrap hover:bg-muted";

/** A module group (or 'Lainnya') of the tree menu: a stand-in button until its dropdown loads. */
function MenuGroup({
  label,
  items,
  align,
  className,
}: {
  label: string;
  items: MenuNode[];
  align: "start" | "end";
  className: string;
}) {
  const trigger = (
    <>
      {label}
      <ShellGlyph name="chevron-down" className="size-3.5" />
    </>
  );
  return (
    <OnDemand
      load={loadMenus}
      standIn={(p) => (
        <button type="button" aria-haspopup="menu" className={className} {...p}>
          {trigger}
        </button>
      )}
    >
      <TreeMenuDropdown
        trigger={trigger}
        triggerClassName={className}
        items={items}
        align={align}
      />
    </OnDemand>
  );
}

const PROFILE_TRIGGER_CLASS = "flex items-center gap-2 rounded px-2 py-1 hover:bg-muted";

/** The profile button; its dropdown (navbar-menus.tsx) loads on first use. */
function ProfileMenuSlot({ hasAdmin }: { hasAdmin: boolean }) {
  const { user } = useShell();
  const trigger = (
    <>
      {user.avatarFilename ? (
        // eslint-disable-next-line @next/next/no-img-element -- avatars are served by our API with their own caching; next/image adds nothing here
        <img
          src={`/api/v1/avatars/${user.avatarFilename}`}
          alt=""
          className="size-8 rounded-full object-cover"
        />
      ) : (
        <span className="grid size-8 place-items-center rounded-full bg-muted">
          <ShellGlyph name="user" className="size-4" />
        </span>
      )}
      <span className="hidden max-w-40 truncate text-sm lg:inline">{user.name}</span>
    </>
  );
  return (
    <OnDemand
      load={loadMenus}
      standIn={(p) => (
        <button
          type="button"
          aria-haspopup="menu"
          aria-label="Menu profil"
          className={PROFILE_TRIGGER_CLASS}
          {...p}
        >
          {trigger}
        </button>
      )}
    >
      <ProfileMenu hasAdmin={hasAdmin} trigger={trigger} triggerClassName={PROFILE_TRIGGER_CLASS} />
    </OnDemand>
  );
}
