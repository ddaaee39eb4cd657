// Which offices an actor may see. Pusat (and superadmin) see every office. Any other office sees
// itself, the offices directly below it (downlines), the office above it (its upline), and member
// offices (Mitra Usaha), which every branch needs for the referral/upline lookup of SPEC §2.
import type { Actor } from "@/server/auth/actor";
import { isPusat, OFFICE_CATEGORY } from "@/server/auth/actor";
import type { Where } from "@/server/jsonapi/resource";

export function officeScope(actor: Actor): Where | null {
  if (isPusat(actor)) return null;
  if (!actor.officeId) return { id: { in: [] } };
  return {
    OR: [
      { id: actor.officeId },
      { officeReferralId: actor.officeId },
      { referrals: { some: { id: actor.officeId } } },
      { officeCategoryId: OFFICE_CATEGORY.MEMBER },
    ],
  };
}

/** Rows that belong to one office (users, warehouses, addresses): Pusat sees all, others their own. */
export function ownOfficeScope(field = "officeId") {
  return (actor: Actor): Where | null =>
    isPusat(actor) ? null : { [field]: actor.officeId ?? "00000000-0000-0000-0000-000000000000" };
}
