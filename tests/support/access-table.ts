// Who may do what with every JSON:API type, written by hand apart from the resource definitions
// (server/*/resources.ts) so that the authorization matrix (tests/integration/
// authorization-matrix.test.ts) checks the server against it instead of against itself. The rules
// come from SPEC §2 / §7 and the role permissions of the seed (prisma/seed/data/access.ts); a new
// type fails the matrix until it is added here, and a changed rule fails it until this table says
// so too.
//
// `who` gives, for each demo caller in CALLERS order, the operations it may use: r(ead: list and
// fetch), c(reate), u(pdate), d(elete), or "-" for none. `ops` are the operations the type offers
// at all; any other answers 405 to everyone.
//
// `rows` says whose rows a type holds:
// - "shared": reference and catalogue data every signed-in office reads whole;
// - "pusat": only Pusat callers read the type (no branch caller has "r");
// - a function: rows that belong to offices (or to a user). Given the caller's context it returns
//   a Prisma where of rows that are NOT the caller's: rows of unrelated offices only, written
//   conservatively (every office a row names must be foreign). A branch caller must get 404 for
//   such a row and an empty list for filter[id] on it. Such a type must declare a row scope.
import type { Where } from "@/server/jsonapi/resource";

export const CALLERS = [
  "superadmin",
  "pusat-staff",
  "kp",
  "sc",
  "stockist",
  "member",
  "supplier",
  "no-office",
] as const;
export type CallerKey = (typeof CALLERS)[number];
/** Callers of an office other than Pusat (and the account without an office). */
export const BRANCH_CALLERS: readonly CallerKey[] = [
  "kp",
  "sc",
  "stockist",
  "member",
  "supplier",
  "no-office",
];

export interface ForeignContext {
  /** Every office but the caller's own: the rows of most types are its own office's only. */
  offices: string[];
  /** Office records (offices, addresses, histories, upline relations) are read along the
   * network: the non-member offices not linked to the caller (upline, downline, registrar), less
   * the categories its own category reads (a Kantor Pelayanan reads every stockist and SC). */
  officeRecords: string[];
  userId: string;
  roles: string[];
}

export type Rows = "shared" | "pusat" | ((c: ForeignContext) => Where);

export interface TypeAccess {
  ops: string;
  who: string;
  rows: Rows;
}

const inAll = (ids: string[]) => ({ in: ids });
/** Rows whose office fields all point at foreign offices. */
const officeFields =
  (...fields: string[]) =>
  (c: ForeignContext): Where =>
    Object.fromEntries(fields.map((f) => [f, inAll(c.offices)]));
const through =
  (relation: string, inner: (c: ForeignContext) => Where) =>
  (c: ForeignContext): Where => ({ [relation]: inner(c) });
const productRows = (c: ForeignContext): Where => ({
  OR: [{ product: { officeId: null } }, { product: { officeId: inAll(c.offices) } }],
});
/** A payment belongs to the office that paid and to the seller of its order. */
const paymentRows = (c: ForeignContext): Where => ({
  officeId: inAll(c.offices),
  OR: [{ orderId: null }, { order: { originOfficeId: inAll(c.offices) } }],
});
const movementRows = officeFields("originOfficeId", "destinationOfficeId");
const warehouseRows = through("warehouse", officeFields("officeId"));
const officeRecordRows = (field: string) => (c: ForeignContext) => ({
  [field]: inAll(c.officeRecords),
});

export const ACCESS_TABLE: Record<string, TypeAccess> = {
  // Callers:               superadmin pusat-staff kp sc stockist member supplier no-office
  // A branch writes its own addresses and its registered members'; a member its own.
  addresses: { ops: "rcu", who: "rcu r rcu rcu rcu ru r -", rows: officeRecordRows("officeId") },
  areas: { ops: "r", who: "r r r r r r r -", rows: "shared" },
  "balance-trxes": { ops: "r", who: "r - r r r r - -", rows: officeFields("officeId") },
  banks: { ops: "rcud", who: "rcud r r r r r r -", rows: "shared" },
  "buyer-types": { ops: "r", who: "r r r r r r r -", rows: "shared" },
  cities: { ops: "ru", who: "ru r r r r r r -", rows: "shared" },
  "classify-stocks": { ops: "r", who: "r r r - - - - -", rows: officeFields("officeId") },
  "dispute-images": { ops: "r", who: "r r r r r - - -", rows: officeFields("officeId") },
  disputes: { ops: "rc", who: "rc r rc rc rc - - -", rows: officeFields("officeId") },
  districts: { ops: "r", who: "r r r r r r r -", rows: "shared" },
  educations: { ops: "rcud", who: "rcud r r r r r r -", rows: "shared" },
  "expedition-details": { ops: "rcud", who: "rcud r r r r r r -", rows: "shared" },
  expeditions: { ops: "rcud", who: "rcud r r r r r r -", rows: "shared" },
  // Only Pusat records goods arriving from its suppliers.
  "incoming-goods": {
    ops: "rc",
    who: "rc rc r r r - r -",
    rows: (c) => ({
      officeId: inAll(c.offices),
      OR: [{ originOfficeId: null }, { originOfficeId: inAll(c.offices) }],
    }),
  },
  "mail-logs": { ops: "r", who: "r - - - - - - -", rows: "pusat" },
  "member-pins": { ops: "r", who: "r - - - - - - -", rows: "pusat" },
  menus: { ops: "ru", who: "ru r r r r r r -", rows: "shared" },
  "mitra-periods": { ops: "ru", who: "ru r r r r r r -", rows: "shared" },
  // Commission (docs/commission.md): plan versions are read by all, written by Pusat (admin);
  // a member reads its own commission and lines, Pusat with bonuses.view all of them.
  "commission-plans": { ops: "rc", who: "rc r r r r r r -", rows: "shared" },
  "office-commissions": {
    ops: "r",
    who: "r - - - - r - -",
    rows: officeFields("officeId"),
  },
  "office-commission-lines": {
    ops: "r",
    who: "r - - - - r - -",
    rows: officeFields("officeId"),
  },
  "member-auth-logs": { ops: "r", who: "r - - - - - - -", rows: "pusat" },
  // The history of Generate Mitra Usaha ND (Pusat with bonuses.view: the Bonus staff).
  "member-nd-runs": { ops: "r", who: "r - - - - - - -", rows: "pusat" },
  "movement-details": {
    ops: "ru",
    who: "ru ru ru ru ru - ru -",
    rows: through("stockMovement", movementRows),
  },
  notifications: {
    ops: "ru",
    who: "ru ru ru ru ru ru ru -",
    rows: (c) => ({ userId: { not: c.userId } }),
  },
  // Pusat's receiving accounts are every office's transfer targets: not foreign.
  "office-banks": {
    ops: "rcud",
    who: "rcud - rcud rcud rcud - - -",
    rows: (c) => ({ officeId: inAll(c.offices), office: { officeCategoryId: { not: 1 } } }),
  },
  "office-categories": { ops: "ru", who: "ru r r r r r r -", rows: "shared" },
  "office-histories": { ops: "r", who: "r r r r r r r -", rows: officeRecordRows("officeId") },
  offices: { ops: "rcu", who: "rcu r rcu rcu rcu ru r -", rows: officeRecordRows("id") },
  "order-bundles": {
    ops: "rcud",
    who: "rcud - rcud rcud rcud - - -",
    rows: officeFields("officeId"),
  },
  "order-details": {
    ops: "rcud",
    who: "rcud rcud rcud rcud rcud r - -",
    rows: through("order", officeFields("originOfficeId", "destinationOfficeId")),
  },
  orders: {
    ops: "rcud",
    who: "rcud rcu rcu rcu rcu rc - -",
    rows: officeFields("originOfficeId", "destinationOfficeId"),
  },
  packets: {
    ops: "rcd",
    who: "rcd rcd rcd rcd rcd - rcd -",
    rows: through("stockMovement", movementRows),
  },
  "payment-bundles": {
    ops: "rcud",
    who: "rcud - rcud rcud rcud - - -",
    rows: officeFields("officeId"),
  },
  "payment-method-types": { ops: "r", who: "r r r r r r r -", rows: "shared" },
  // Lines of a pending payment: a seller adds one; removing one is Pusat's correction.
  "payment-methods": {
    ops: "rcud",
    who: "rcud - rcu rcu rcu - - -",
    rows: (c) => ({ payment: paymentRows(c) }),
  },
  payments: {
    ops: "rcu",
    who: "rcu - rc rc rc - - -",
    rows: paymentRows,
  },
  // Tutup Buku runs: Pusat staff who may close a period (the superadmin here; Gudang may not).
  "period-close-runs": { ops: "r", who: "r - - - - - - -", rows: "pusat" },
  // The general ledger and its chart: Pusat finance only (docs/journals.md).
  "journal-entries": { ops: "r", who: "r - - - - - - -", rows: "pusat" },
  accounts: { ops: "r", who: "r - - - - - - -", rows: "pusat" },
  periods: { ops: "ru", who: "ru r r r r r r -", rows: "shared" },
  permissions: { ops: "rcud", who: "rcud - - - - - - -", rows: "pusat" },
  "product-categories": { ops: "rcud", who: "rcud r r r r r r -", rows: "shared" },
  "product-limits": { ops: "rcu", who: "rcu r r r r r r -", rows: "shared" },
  "product-prices": { ops: "rc", who: "rc r r r r r r -", rows: "shared" },
  "product-promos": { ops: "rcud", who: "rcud r r r r r r -", rows: "shared" },
  products: { ops: "rcud", who: "rcud r r r r r r -", rows: "shared" },
  professions: { ops: "rcud", who: "rcud r r r r r r -", rows: "shared" },
  provinces: { ops: "r", who: "r r r r r r r -", rows: "shared" },
  "purchase-order-details": {
    ops: "r",
    who: "r r - - - - r -",
    rows: through("purchaseOrder", officeFields("officeId", "supplierOfficeId")),
  },
  "purchase-orders": {
    ops: "rcu",
    who: "rcu rcu - - - - r -",
    rows: officeFields("officeId", "supplierOfficeId"),
  },
  // A supplier reads the codes of its own products (Pusat's have no office).
  "qr-code-generations": { ops: "rc", who: "rc rc - - - - r -", rows: productRows },
  "qr-codes": { ops: "r", who: "r r - - - - r -", rows: productRows },
  // An office reads the roles it holds.
  // Returs (docs/returns.md): the returning office writes them and their lines while a draft;
  // Gudang (pusat-staff) reads them, a supplier the returns addressed to it.
  "retur-details": {
    ops: "rcud",
    who: "rcud r rcud rcud rcud - r -",
    rows: through("retur", officeFields("originOfficeId", "destinationOfficeId")),
  },
  "retur-shipments": { ops: "r", who: "r r r r r - r -", rows: movementRows },
  returs: {
    ops: "rc",
    who: "rc r rc rc rc - r -",
    rows: officeFields("originOfficeId", "destinationOfficeId"),
  },
  roles: {
    ops: "rcud",
    who: "rcud r r r r r r -",
    rows: (c) => ({ name: { notIn: c.roles } }),
  },
  setups: { ops: "ru", who: "ru ru - - - - - -", rows: "pusat" },
  "simple-offices": { ops: "r", who: "r r r r r r r -", rows: officeRecordRows("id") },
  "stock-batches": { ops: "rc", who: "rc rc r - - - rc -", rows: warehouseRows },
  "stock-movements": { ops: "rcud", who: "rcud rcud rcu rcu rcu - rcu -", rows: movementRows },
  "stock-trxes": { ops: "r", who: "r r r r r - r -", rows: warehouseRows },
  stocks: { ops: "ru", who: "ru ru r r r - ru -", rows: warehouseRows },
  "topup-types": { ops: "r", who: "r r r r r r r -", rows: "shared" },
  topups: { ops: "r", who: "r - r r r r - -", rows: officeFields("officeId") },
  units: { ops: "rcud", who: "rcud r r r r r r -", rows: "shared" },
  "upline-relations": { ops: "r", who: "r r r r r r r -", rows: officeRecordRows("officeId") },
  // Every account reads and updates itself; an office its own users.
  users: { ops: "rcu", who: "rcu ru ru ru ru ru ru ru", rows: officeFields("officeId") },
  villages: { ops: "r", who: "r r r r r r r -", rows: "shared" },
  warehouses: { ops: "r", who: "r r r r r - r -", rows: officeFields("officeId") },
  "whatsapp-logs": { ops: "r", who: "r - - - - - - -", rows: "pusat" },
  // Customer service (docs/customer-service.md): Pusat with the customer_service permissions only.
  "broadcast-recipients": { ops: "r", who: "r - - - - - - -", rows: "pusat" },
  "broadcast-templates": { ops: "rcud", who: "rcud - - - - - - -", rows: "pusat" },
  broadcasts: { ops: "rc", who: "rc - - - - - - -", rows: "pusat" },
  "canned-responses": { ops: "rcud", who: "rcud - - - - - - -", rows: "pusat" },
  "cs-business-hours": { ops: "ru", who: "ru - - - - - - -", rows: "pusat" },
  "response-patterns": { ops: "rcud", who: "rcud - - - - - - -", rows: "pusat" },
  "whatsapp-chats": { ops: "r", who: "r - - - - - - -", rows: "pusat" },
  "whatsapp-devices": { ops: "rcud", who: "rcud - - - - - - -", rows: "pusat" },
  "whatsapp-messages": { ops: "r", who: "r - - - - - - -", rows: "pusat" },
  "whatsapp-opt-outs": { ops: "r", who: "r - - - - - - -", rows: "pusat" },
};

/** The operations `caller` may use on `type` ("" for none). */
export function allowedOps(entry: TypeAccess, caller: CallerKey): string {
  const cell = entry.who.split(/\s+/)[CALLERS.indexOf(caller)];
  if (cell === undefined)
    throw new Error(`access table: no column for ${caller} in "${entry.who}"`);
  return cell === "-" ? "" : cell;
}
