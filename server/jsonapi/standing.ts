// Whether a signed-in account belongs somewhere yet (docs/security-data.md "The no-office
// account"): shared by the engine's read access and the per-attribute write access.
import type { Actor } from "@/server/auth/actor";

/** Whether the user belongs somewhere: an office or at least one role (superadmin always). */
export function hasStanding(actor: Actor): boolean {
  return actor.isSuperadmin || !!actor.officeId || actor.roles.length > 0;
}
