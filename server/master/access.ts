// Access rules shared by the master-data resources: writes belong to head office (Pusat) staff
// holding the permission; other offices only read.
import { hasPermission, isPusat, type Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";

/** Access predicate: a Pusat user with `permission` (superadmin always). */
export function pusatWith(permission: string) {
  return (actor: Actor): boolean => isPusat(actor) && hasPermission(actor, permission);
}

export function requirePusatWith(actor: Actor, permission: string): void {
  if (!pusatWith(permission)(actor)) throw AppError.forbidden();
}
