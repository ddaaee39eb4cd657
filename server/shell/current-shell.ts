// The shell data of the signed-in user, loaded once per request (React cache) and shared by the
// (app) layout, the guards and the pages.
import "server-only";
import { cache } from "react";
import { redirect } from "next/navigation";
import { auth } from "@/auth";
import { getDb } from "@/server/db";
import { menuUrls, rootForPath } from "@/lib/menu-tree";
import { loadShell, type ShellData } from "./load-shell";

export const currentShell = cache(async (): Promise<ShellData> => {
  const session = await auth();
  if (!session?.user?.id) redirect("/login");
  const shell = await loadShell(getDb(), session.user.id);
  if (!shell) redirect("/login?expired=1");
  return shell;
});

/**
 * Guard for pages of a functional area: the user's menus (current role) must contain the area's
 * root, else the user goes to / (SPEC §2: a route outside the user's office category or
 * permissions goes to /). `alsoFrom`: the work-menu roots (/pembelian, /barang-masuk,
 * /pengiriman-barang, /laporan) whose landing page leads to this screen
 * (server/dashboard/areas.ts `entries`), so a user with only that role may open it too.
 */
export async function requireArea(
  areaPath: string,
  ...alsoFrom: readonly string[]
): Promise<ShellData> {
  const shell = await currentShell();
  const has = (path: string) => rootForPath(shell.menus, path)?.url === path;
  if (!has(areaPath) && !alsoFrom.some(has)) redirect("/");
  return shell;
}

/** True when `pathname` is one of the user's menu entries. */
export function hasMenuUrl(shell: ShellData, pathname: string): boolean {
  return menuUrls(shell.menus).includes(pathname);
}

/** True when some role has a top-level menu at `/${area}` (a real area, whoever may enter it). */
export const isKnownArea = cache(async (area: string): Promise<boolean> => {
  if (!/^[a-z-]{2,40}$/.test(area)) return false;
  const root = await getDb().menu.findFirst({ where: { url: `/${area}`, parentId: null, deletedAt: null }, select: { id: true } });
  return root !== null;
});
