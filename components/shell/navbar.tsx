"use client";

// Navbar (SPEC §2): logo, role label, the tree menu of the current module (groups open
// dropdowns), a mobile menu under 768 px, notification bell, menu-grid icon and profile dropdown.
// Items that would come within 200 px of the right edge move into a 'Lainnya' dropdown.
import * as React from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import {
  ChevronDown,
  LayoutGrid,
  LogOut,
  Menu as MenuIconGlyph,
  User,
  Wallet,
  Shield,
  Repeat,
  X,
} from "lucide-react";
import type { MenuNode } from "@/lib/menu-tree";
import { cn } from "@/lib/utils";
import { OFFICE_CATEGORY_IDS } from "@/lib/office-categories";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/widgets/toast";
import { logoutAction, switchRoleAction } from "@/app/(app)/actions";
import { useShell } from "./session-provider";
import { MenuIcon } from "./menu-icon";
import { NotificationSlot } from "./notification-slot";

const RIGHT_GAP_PX = 200;

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
          >
            {mobileOpen ? <X className="size-5" /> : <MenuIconGlyph className="size-5" />}
          </button>
        ) : null}
        <Link href="/" className="flex items-center gap-2 font-semibold text-primary">
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
          <Button
            variant="ghost"
            size="icon"
            aria-label="Pilih menu (Ctrl+M)"
            title="Pilih menu (Ctrl+M)"
            onClick={onOpenPicker}
          >
            <LayoutGrid className="size-5" />
          </Button>
          <ProfileMenu hasAdmin={menus.some((m) => m.url === "/admin")} />
        </div>
      </div>
      {mobileOpen ? <MobileMenu menus={menus} /> : null}
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
        <div key={n.id} data-menu-item className={cn(i >= visible && "invisible absolute")}>
          {n.children.length ? (
            <DropdownMenu>
              <DropdownMenuTrigger
                className={cn(
                  "flex items-center gap-1 rounded px-2 py-1.5 text-sm whitespace-nowrap hover:bg-muted",
                  n.children.some((c) => isActive(pathname, c.url)) && "font-semibold text-primary",
                )}
              >
                {n.name}
                <ChevronDown className="size-3.5" />
              </DropdownMenuTrigger>
              <DropdownMenuContent align="start">
                {n.children.map((c) => (
                  <MenuLinkItem key={c.id} node={c} />
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
          ) : (
            <Link
              href={n.url ?? "#"}
              className={cn(
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
        <DropdownMenu>
          <DropdownMenuTrigger className="flex items-center gap-1 rounded px-2 py-1.5 text-sm hover:bg-muted">
            Lainnya <ChevronDown className="size-3.5" />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {hidden
              .flatMap((n) => (n.children.length ? n.children : [n]))
              .map((c) => (
                <MenuLinkItem key={c.id} node={c} />
              ))}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}
    </nav>
  );
}

function MenuLinkItem({ node }: { node: MenuNode }) {
  if (node.children.length) {
    return (
      <>
        <DropdownMenuLabel>{node.name}</DropdownMenuLabel>
        {node.children.map((c) => (
          <MenuLinkItem key={c.id} node={c} />
        ))}
      </>
    );
  }
  return (
    <DropdownMenuItem asChild>
      <Link href={node.url ?? "#"}>
        <MenuIcon name={node.icon} className="size-4 text-muted-foreground" />
        {node.name}
      </Link>
    </DropdownMenuItem>
  );
}

function MobileMenu({ menus }: { menus: MenuNode[] }) {
  const render = (list: MenuNode[], depth: number): React.ReactNode =>
    list.map((n) => (
      <li key={n.id}>
        {n.url && !n.children.length ? (
          <Link
            href={n.url}
            className="flex items-center gap-2 rounded px-2 py-2 text-sm hover:bg-muted"
            style={{ paddingLeft: 8 + depth * 16 }}
          >
            <MenuIcon name={n.icon} className="size-4 text-muted-foreground" />
            {n.name}
          </Link>
        ) : (
          <>
            <p
              className="px-2 pt-3 pb-1 text-xs font-semibold text-muted-foreground uppercase"
              style={{ paddingLeft: 8 + depth * 16 }}
            >
              {n.url ? <Link href={n.url}>{n.name}</Link> : n.name}
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

function ProfileMenu({ hasAdmin }: { hasAdmin: boolean }) {
  const { user, settings } = useShell();
  const toast = useToast();
  const [pending, startTransition] = React.useTransition();
  const canSaldo =
    user.officeCategoryId === OFFICE_CATEGORY_IDS.STOCKIST ||
    user.officeCategoryId === OFFICE_CATEGORY_IDS.STOCKIST_CENTER;
  const otherRoles = user.roles.filter((r) => r !== user.currentRole);

  const switchTo = (role: string) =>
    startTransition(async () => {
      const { error } = await switchRoleAction(role);
      if (error) toast({ variant: "error", description: error });
      else window.location.assign("/");
    });

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex items-center gap-2 rounded px-2 py-1 hover:bg-muted"
        aria-label="Menu profil"
        disabled={pending}
      >
        {user.avatarFilename ? (
          // eslint-disable-next-line @next/next/no-img-element -- avatars are served by our API with their own caching; next/image adds nothing here
          <img
            src={`/api/v1/avatars/${user.avatarFilename}`}
            alt=""
            className="size-8 rounded-full object-cover"
          />
        ) : (
          <span className="grid size-8 place-items-center rounded-full bg-muted">
            <User className="size-4" />
          </span>
        )}
        <span className="hidden max-w-40 truncate text-sm lg:inline">{user.name}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="text-foreground">
          <span className="block truncate">{user.name}</span>
          <span className="block truncate font-normal text-muted-foreground">
            {user.officeCode ?? user.email}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {canSaldo ? (
          <DropdownMenuItem asChild>
            <Link href="/saldo">
              <Wallet className="size-4" /> Saldo
            </Link>
          </DropdownMenuItem>
        ) : null}
        {hasAdmin ? (
          <DropdownMenuItem asChild>
            <Link href="/admin">
              <Shield className="size-4" /> Admin
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem asChild>
          <Link href="/settings">
            <User className="size-4" /> Profile
          </Link>
        </DropdownMenuItem>
        {user.roles.length >= 2 ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel>Ganti role</DropdownMenuLabel>
            {otherRoles.map((r) => (
              <DropdownMenuItem key={r} onSelect={() => switchTo(r)}>
                <Repeat className="size-4" /> {settings.roleLabels[r] ?? r}
              </DropdownMenuItem>
            ))}
          </>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => startTransition(() => logoutAction())}>
          <LogOut className="size-4" /> Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
