// Who sees which dispute: Pusat with disputes.view (and superadmin) every dispute; any other
// office only the disputes it filed (404 otherwise). Images follow their dispute; an image not
// yet attached is seen only by the office that uploaded it.
import "server-only";
import { hasPermission, isPusat, type Actor } from "@/server/auth/actor";

const NO_OFFICE = "00000000-0000-0000-0000-000000000000";

export function disputeWhere(actor: Actor): Record<string, unknown> | null {
  if (actor.isSuperadmin || (isPusat(actor) && hasPermission(actor, "disputes.view"))) return null;
  return { officeId: actor.officeId ?? NO_OFFICE };
}

export function disputeImageWhere(actor: Actor): Record<string, unknown> | null {
  const w = disputeWhere(actor);
  if (!w) return null;
  const office = actor.officeId ?? NO_OFFICE;
  return { OR: [{ dispute: w }, { disputeId: null, officeId: office }] };
}
