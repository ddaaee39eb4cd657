"use client";

// The signed-in user (SPEC §3 session user), the menu tree and a few settings, for the shell.
import * as React from "react";
import type { SessionUser } from "@/lib/session-user";
import type { MenuNode } from "@/lib/menu-tree";
import type { ShellGlyphName } from "./shell-icon";

export type ShellUser = SessionUser;

export interface ShellSettings {
  /** Company name for the footer's copyright line. */
  brand: string;
  /** Fixed closing-of-books moment the home banner counts down to (ISO 8601). */
  closingOfBooksAt: string | null;
  closingPeriod: string | null;
  /** Label of the user's current role ("Superadmin", "Stockist", ...). */
  roleLabel: string | null;
  /** Labels of all the user's roles, for the role switch. */
  roleLabels: Record<string, string>;
}

interface ShellContextValue {
  user: ShellUser;
  menus: MenuNode[];
  settings: ShellSettings;
  /**
   * The menu icons the user's screens show, rendered by the server (app/(app)/layout.tsx) by
   * their stored name, so the icon set is not part of the client bundle. See shell-icon.tsx.
   */
  icons: Record<string, React.ReactNode>;
  /** The shell's own glyphs, rendered by the server too (shell-glyphs.tsx). */
  glyphs: Record<ShellGlyphName, React.ReactNode>;
}

const ShellContext = React.createContext<ShellContextValue | null>(null);

export function ShellProvider({
  user,
  menus,
  settings,
  icons,
  glyphs,
  children,
}: ShellContextValue & { children: React.ReactNode }) {
  const value = React.useMemo(
    () => ({ user, menus, settings, icons, glyphs }),
    [user, menus, settings, icons, glyphs],
  );
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellContextValue {
  const ctx = React.useContext(ShellContext);
  if (!ctx) throw new Error("useShell needs <ShellProvider> (app/(app)/layout.tsx)");
  return ctx;
}

export function useSessionUser(): ShellUser {
  return useShell().user;
}
