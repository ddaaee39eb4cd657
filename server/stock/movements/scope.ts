// Row scope of shipments: an office sees only the movements it sends or receives (Pusat too:
// a movement between two other offices is none of its warehouse's business); superadmin sees
// all. A movement outside the scope is a 404, so ids of other offices leak nothing.
import { hasPermission, type Actor } from "@/server/auth/actor";
import type { Where } from "@/server/jsonapi/resource";

const NO_OFFICE = "00000000-0000-0000-0000-000000000000";

export function movementWhere(actor: Actor): Where | null {
  if (actor.isSuperadmin) return null;
  const office = actor.officeId ?? NO_OFFICE;
  return { OR: [{ originOfficeId: office }, { destinationOfficeId: office }] };
}

/** Scope of rows that belong to a movement (movement-details, packets). */
export function movementChildWhere(actor: Actor): Where | null {
  const w = movementWhere(actor);
  return w ? { stockMovement: w } : null;
}

export function canRead(permission: string) {
  return (actor: Actor): boolean => hasPermission(actor, permission);
}
