// Everything the application shell needs for one request: the session user of SPEC §3, the menu
// tree of the user's current role and the few settings the shell shows.
import "server-only";
import type { Db } from "@/server/prisma-client";
import { findSessionUser } from "@/server/users/get-session-user";
import type { SessionUser } from "@/lib/session-user";
import { buildMenuTree, type MenuItem, type MenuNode } from "@/lib/menu-tree";
import { jakartaDateString } from "@/lib/business-date";

export interface ShellData {
  user: SessionUser;
  menus: MenuNode[];
  settings: {
    brand: string;
    /**
     * The countdown of the Home banner: Admin's fixed deadline (setup closing_of_books_at) while it
     * lies ahead, else the end of the current accounting period (00:00 Asia/Jakarta of the day
     * after its last day), when the nightly close takes it.
     */
    closingOfBooksAt: string | null;
    /** An accounting period whose close is running (status closing), for the Home banner. */
    closingPeriod: string | null;
    roleLabel: string | null;
    roleLabels: Record<string, string>;
  };
}

const MENU_SELECT = {
  id: true,
  key: true,
  name: true,
  url: true,
  icon: true,
  type: true,
  parentId: true,
  sortOrder: true,
} as const;

/**
 * The menus of the given roles, plus the ancestors of any visible entry (a stockist sees the
 * Cash Bill entries it may use, so it also sees the Cash Bill module that holds them).
 */
export async function loadMenus(db: Db, roleNames: string[]): Promise<MenuItem[]> {
  if (!roleNames.length) return [];
  const rows = await db.menu.findMany({
    where: {
      deletedAt: null,
      isDisabled: false,
      roleMenus: { some: { role: { name: { in: roleNames }, deletedAt: null } } },
    },
    select: MENU_SELECT,
    orderBy: [{ sortOrder: "asc" }],
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (let depth = 0; depth < 5; depth++) {
    const missing = [
      ...new Set(
        [...byId.values()].map((r) => r.parentId).filter((p): p is string => !!p && !byId.has(p)),
      ),
    ];
    if (!missing.length) break;
    const parents = await db.menu.findMany({
      where: { id: { in: missing }, deletedAt: null, isDisabled: false },
      select: MENU_SELECT,
    });
    if (!parents.length) break;
    for (const p of parents) byId.set(p.id, p);
  }
  return [...byId.values()].map((r) => ({ ...r, type: r.type === "group" ? "group" : "item" }));
}

/** Null when the signed-in user no longer exists (deleted or deactivated). */
export async function loadShell(db: Db, userId: string): Promise<ShellData | null> {
  const user = await findSessionUser(db, userId);
  if (!user) return null;
  const [items, setups, roles, periods] = await Promise.all([
    loadMenus(db, user.currentRole ? [user.currentRole] : user.roles),
    db.setup.findMany({
      where: { setupKey: { in: ["company_name", "closing_of_books_at"] } },
      select: { setupKey: true, value: true },
    }),
    db.role.findMany({ where: { name: { in: user.roles } }, select: { name: true, label: true } }),
    db.period.findMany({
      where: { status: { in: ["open", "closing"] } },
      select: { name: true, status: true, startDate: true, endDate: true },
      orderBy: { startDate: "asc" },
      take: 6,
    }),
  ]);
  const setup = new Map(setups.map((s) => [s.setupKey, s.value]));
  const roleLabels = Object.fromEntries(roles.map((r) => [r.name, r.label ?? r.name]));
  return {
    user,
    menus: buildMenuTree(items),
    settings: {
      brand: setup.get("company_name") ?? "ERP",
      closingOfBooksAt: closingAt(setup.get("closing_of_books_at") ?? null, periods),
      closingPeriod: periods.find((p) => p.status === "closing")?.name ?? null,
      roleLabel: user.currentRole ? (roleLabels[user.currentRole] ?? user.currentRole) : null,
      roleLabels,
    },
  };
}

/** See ShellData.settings.closingOfBooksAt. */
function closingAt(
  fixed: string | null,
  periods: { status: string; startDate: Date; endDate: Date }[],
): string | null {
  const now = Date.now();
  if (fixed && Date.parse(fixed) > now) return fixed;
  const today = jakartaDateString();
  const current =
    periods.find(
      (p) =>
        p.status === "open" &&
        p.startDate.toISOString().slice(0, 10) <= today &&
        p.endDate.toISOString().slice(0, 10) >= today,
    ) ?? periods.find((p) => p.status === "open");
  if (!current) return fixed;
  const end = new Date(`${current.endDate.toISOString().slice(0, 10)}T00:00:00+07:00`);
  end.setUTCDate(end.getUTCDate() + 1);
  return end.toISOString();
}
