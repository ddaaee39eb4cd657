// Everything the application shell needs for one request: the session user of SPEC §3, the menu
// tree of the user's current role and the few settings the shell shows.
import "server-only";
import type { Db } from "@/server/prisma-client";
import { findSessionUser } from "@/server/users/get-session-user";
import type { SessionUser } from "@/lib/session-user";
import { buildMenuTree, type MenuItem, type MenuNode } from "@/lib/menu-tree";

export interface ShellData {
  user: SessionUser;
  menus: MenuNode[];
  settings: {
    brand: string;
    closingOfBooksAt: string | null;
    roleLabel: string | null;
    roleLabels: Record<string, string>;
  };
}

const MENU_SELECT = { id: true, key: true, name: true, url: true, icon: true, type: true, parentId: true, sortOrder: true } as const;

/**
 * The menus of the given roles, plus the ancestors of any visible entry (a stockist sees the
 * Cash Bill entries it may use, so it also sees the Cash Bill module that holds them).
 */
export async function loadMenus(db: Db, roleNames: string[]): Promise<MenuItem[]> {
  if (!roleNames.length) return [];
  const rows = await db.menu.findMany({
    where: { deletedAt: null, isDisabled: false, roleMenus: { some: { role: { name: { in: roleNames }, deletedAt: null } } } },
    select: MENU_SELECT,
    orderBy: [{ sortOrder: "asc" }],
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (let depth = 0; depth < 5; depth++) {
    const missing = [...new Set([...byId.values()].map((r) => r.parentId).filter((p): p is string => !!p && !byId.has(p)))];
    if (!missing.length) break;
    const parents = await db.menu.findMany({ where: { id: { in: missing }, deletedAt: null, isDisabled: false }, select: MENU_SELECT });
    if (!parents.length) break;
    for (const p of parents) byId.set(p.id, p);
  }
  return [...byId.values()].map((r) => ({ ...r, type: r.type === "group" ? "group" : "item" }));
}

/** Null when the signed-in user no longer exists (deleted or deactivated). */
export async function loadShell(db: Db, userId: string): Promise<ShellData | null> {
  const user = await findSessionUser(db, userId);
  if (!user) return null;
  const [items, setups, roles] = await Promise.all([
    loadMenus(db, user.currentRole ? [user.currentRole] : user.roles),
    db.setup.findMany({ where: { setupKey: { in: ["company_name", "closing_of_books_at"] } }, select: { setupKey: true, value: true } }),
    db.role.findMany({ where: { name: { in: user.roles } }, select: { name: true, label: true } }),
  ]);
  const setup = new Map(setups.map((s) => [s.setupKey, s.value]));
  const roleLabels = Object.fromEntries(roles.map((r) => [r.name, r.label ?? r.name]));
  return {
    user,
    menus: buildMenuTree(items),
    settings: {
      brand: setup.get("company_name") ?? "ERP",
      closingOfBooksAt: setup.get("closing_of_books_at") ?? null,
      roleLabel: user.currentRole ? (roleLabels[user.currentRole] ?? user.currentRole) : null,
      roleLabels,
    },
  };
}
