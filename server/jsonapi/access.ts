// Resource-level access: whether the caller may list/read/create/update/delete a type at all
// (ResourceDef.access). Row scope is where.ts's baseConditions; field rules are write-access.ts.
// Pure: no database, no state.
import { hasPermission, type Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import type { Access, ResourceDef } from "./resource";
import { hasStanding } from "./standing";

export function checkAccess(access: Access | undefined, actor: Actor | null, action: string): void {
  if (access === undefined)
    throw new AppError("METHOD_NOT_ALLOWED", `Aksi ${action} tidak tersedia untuk resource ini`);
  if (access === "public") return;
  if (!actor) throw AppError.unauthenticated();
  if (access === "account") return;
  if (access === "authenticated") {
    // An account with no office and no role (open registration) has no business data yet.
    if (!hasStanding(actor)) throw AppError.forbidden();
    return;
  }
  const ok = typeof access === "function" ? access(actor) : hasPermission(actor, access.permission);
  if (!ok) throw AppError.forbidden();
}

/** Whether `actor` may read `def` at all (checkAccess as a boolean). */
export function canRead(def: ResourceDef, actor: Actor | null): boolean {
  try {
    checkAccess(def.access.read, actor, "read");
    return true;
  } catch {
    return false;
  }
}
