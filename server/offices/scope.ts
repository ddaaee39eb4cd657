// Which offices an actor may see. Pusat (and superadmin) see every office. Any other office sees
// itself, the offices directly below it (downlines), the office above it (its upline), and member
// offices (Mitra Usaha), which every branch needs for the referral/upline lookup of SPEC §2.
// A Kantor Pelayanan also sees every stockist and stockist center: it ships goods to them and its
// layout lists them (read only) under /kantor-pelayanan/admin/master/stockist and /stockist-center.
// officeScope is for lookups; full records go through officeRecordScope (members: only managed ones).
import type { Actor } from "@/server/auth/actor";
import { isPusat, OFFICE_CATEGORY } from "@/server/auth/actor";
import type { Where } from "@/server/jsonapi/resource";
import { memberScope } from "./member-scope";

export function officeScope(actor: Actor): Where | null {
  if (isPusat(actor)) return null;
  if (!actor.officeId) return { id: { in: [] } };
  const categories: number[] =
    actor.officeCategoryId === OFFICE_CATEGORY.KANTOR_PELAYANAN
      ? [OFFICE_CATEGORY.MEMBER, OFFICE_CATEGORY.STOCKIST, OFFICE_CATEGORY.STOCKIST_CENTER]
      : [OFFICE_CATEGORY.MEMBER];
  return {
    OR: [
      { id: actor.officeId },
      { officeReferralId: actor.officeId },
      { referrals: { some: { id: actor.officeId } } },
      { officeCategoryId: { in: categories } },
    ],
  };
}

/**
 * Full office records (offices and their histories, addresses and upline relations). Like
 * officeScope, except that of the members an office sees only those it manages
 * (member-scope.ts: registered by it) besides its direct network: a stockist does not read the
 * NIK, phone and address of another stockist's members. The upline lookup keeps officeScope
 * through `simple-offices` (code, name, address, phone only; SPEC §7).
 */
export function officeRecordScope(actor: Actor): Where | null {
  if (isPusat(actor)) return null;
  if (!actor.officeId) return { id: { in: [] } };
  const or: Where[] = [
    { id: actor.officeId },
    { officeReferralId: actor.officeId },
    { referrals: { some: { id: actor.officeId } } },
    memberScope(actor),
  ];
  if (actor.officeCategoryId === OFFICE_CATEGORY.KANTOR_PELAYANAN)
    or.push({
      officeCategoryId: { in: [OFFICE_CATEGORY.STOCKIST, OFFICE_CATEGORY.STOCKIST_CENTER] },
    });
  return { OR: or };
}

/** Rows that belong to one office (users, warehouses, addresses): Pusat sees all, others their own. */
export function ownOfficeScope(field = "officeId") {
  return (actor: Actor): Where | null =>
    isPusat(actor) ? null : { [field]: actor.officeId ?? "00000000-0000-0000-0000-000000000000" };
}
