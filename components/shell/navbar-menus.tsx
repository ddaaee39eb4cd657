"use client";

// The navbar's dropdown menus (SPEC §2): a module group's items, 'Lainnya', and the profile menu.
// Loaded on demand (components/shell/on-demand.tsx): each mounts open, on the first click of the
// stand-in trigger the navbar renders until then.
import * as React from "react";
import Link from "next/link";
// Menu links are not prefetched (prefetch={false}): every link in view made the browser ask the
// server to render that route, 30-70 renders per page load on a 2-core server, just when the page
// itself asked for its data (docs/browser-performance.md "Menu links are not prefetched").
import { LogOut, Repeat, Shield, User, Wallet } from "lucide-react";
import type { MenuNode } from "@/lib/menu-tree";
import { hasSaldo } from "@/lib/office-categories";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useToast } from "@/components/widgets/toast";
import { logoutAction, switchRoleAction } from "@/app/(app)/actions";
import { useShell } from "./session-provider";
import { ShellIcon } from "./shell-icon";

/** A dropdown of menu links (a module group of the tree menu, or 'Lainnya'). */
export function TreeMenuDropdown({
  trigger,
  triggerClassName,
  items,
  align,
}: {
  trigger: React.ReactNode;
  triggerClassName: string;
  items: MenuNode[];
  align: "start" | "end";
}) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger className={triggerClassName}>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align={align}>
        {items.map((c) => (
          <MenuLinkItem key={c.id} node={c} />
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
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
      <Link prefetch={false} href={node.url ?? "#"}>
        <ShellIcon name={node.icon} className="size-4 text-muted-foreground" />
        {node.name}
      </Link>
    </DropdownMenuItem>
  );
}

export function ProfileMenu({
  hasAdmin,
  trigger,
  triggerClassName,
}: {
  hasAdmin: boolean;
  trigger: React.ReactNode;
  triggerClassName: string;
}) {
  const { user, settings } = useShell();
  const toast = useToast();
  const [pending, startTransition] = React.useTransition();
  // Stockist, Stockist Center and Kantor Pelayanan (the same list as /saldo itself).
  const canSaldo = hasSaldo(user.officeCategoryId);
  const otherRoles = user.roles.filter((r) => r !== user.currentRole);

  const switchTo = (role: string) =>
    startTransition(async () => {
      const { error } = await switchRoleAction(role);
      if (error) toast({ variant: "error", description: error });
      else window.location.assign("/");
    });

  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger className={triggerClassName} aria-label="Menu profil" disabled={pending}>
        {trigger}
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
            <Link prefetch={false} href="/saldo">
              <Wallet className="size-4" /> Saldo
            </Link>
          </DropdownMenuItem>
        ) : null}
        {hasAdmin ? (
          <DropdownMenuItem asChild>
            <Link prefetch={false} href="/admin">
              <Shield className="size-4" /> Admin
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem asChild>
          <Link prefetch={false} href="/settings">
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
