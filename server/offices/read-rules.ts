// Who may read an office's personal attributes (docs/security-data.md). The rules are declared on
// the attributes (AttributeDef.read) and enforced by the one serializer, so they hold for every
// document that emits an office (lists, reads, includes, related routes, action answers); the
// member CSV exports apply the same functions to their columns.
//
//   personal (NIK, NPWP, birthdate, sex, marital status, spouse, heir, bank account):
//     the office itself, the office that registered it (registrar_office_id), and Pusat users
//     holding `offices.view-personal` (superadmin always);
//   contact (address, postal code, phone, email) of a MEMBER office: the member itself, its
//     registrar, its direct upline, and Pusat; the contact data of other offices (branches,
//     suppliers) is business data and follows the row;
//   money (saldo `balance`, SC `deposit_balance`): the office itself and Pusat. An upline, a
//     registrar or a KP that lists its stockists does not read what they hold. Sorting by them is
//     therefore Pusat's too (the engine refuses a sort on an attribute the caller cannot read).
import { hasPermission, isPusat, OFFICE_CATEGORY, type Actor } from "@/server/auth/actor";
import type { ReadRule, Row } from "@/server/jsonapi/resource";

export const VIEW_PERSONAL_PERMISSION = "offices.view-personal";

/** The office columns the rules look at (every office row the engine reads has them). */
export interface OfficeRuleRow {
  id?: unknown;
  officeCategoryId?: unknown;
  registrarOfficeId?: unknown;
  officeReferralId?: unknown;
}

function ownOrRegistered(actor: Actor, row: OfficeRuleRow): boolean {
  return (
    !!actor.officeId && (row.id === actor.officeId || row.registrarOfficeId === actor.officeId)
  );
}

export function canReadPersonal(actor: Actor | null, row: OfficeRuleRow): boolean {
  if (!actor) return false;
  if (isPusat(actor) && hasPermission(actor, VIEW_PERSONAL_PERMISSION)) return true;
  return ownOrRegistered(actor, row);
}

export function canReadContact(actor: Actor | null, row: OfficeRuleRow): boolean {
  if (!actor) return false;
  if (row.officeCategoryId !== OFFICE_CATEGORY.MEMBER) return true;
  if (isPusat(actor)) return true;
  return (
    ownOrRegistered(actor, row) || (!!actor.officeId && row.officeReferralId === actor.officeId)
  );
}

export function canReadBalance(actor: Actor | null, row: OfficeRuleRow): boolean {
  if (!actor) return false;
  if (isPusat(actor)) return true;
  return !!actor.officeId && row.id === actor.officeId;
}

export const personal: ReadRule = (actor, row: Row) => canReadPersonal(actor, row);
export const contact: ReadRule = (actor, row: Row) => canReadContact(actor, row);
export const balance: ReadRule = (actor, row: Row) => canReadBalance(actor, row);
