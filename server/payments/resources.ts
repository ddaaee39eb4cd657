// Money resources of the office screens (SPEC §7 "Payments and money"): office bank accounts
// (office-banks CRUD), the balance ledger (balance-trxes, read only: rows are written by the use
// cases), top-up requests (topups) and the payment method types. Every office sees only its own
// rows; head office sees all.
import { z } from "zod";
import { attr, boolFilter, enumFilter, timestamps, uuidFilter } from "@/server/jsonapi/define";
import { defineResource, type ResourceDef, type Row, type Where } from "@/server/jsonapi/resource";
import { OFFICE_CATEGORY, type Actor } from "@/server/auth/actor";
import { ownOfficeScope } from "@/server/offices/scope";
import { dateFromFilter, dateToFilter } from "@/server/logs/filters";
import { TOPUP_CREATE_PERMISSION } from "@/lib/schemas/office";

const TOPUP_KINDS = Object.keys(TOPUP_CREATE_PERMISSION);
import { ZOfficeBankCreateInput, ZOfficeBankUpdateInput } from "@/lib/schemas/office";
import { createOfficeBank } from "./create-office-bank";
import { updateOfficeBank } from "./update-office-bank";
import { deleteOfficeBank } from "./delete-office-bank";
import { orderPaymentResources } from "./payment-resources";

function receivingBankScope(actor: Actor): Where | null {
  const own = ownOfficeScope()(actor);
  if (!own) return null;
  return {
    OR: [own, { office: { officeCategoryId: OFFICE_CATEGORY.PUSAT } }],
  };
}

const nested = (row: Row, rel: string, field: string): unknown =>
  (row[rel] as Record<string, unknown> | null | undefined)?.[field] ?? null;

export const officeBanks = defineResource({
  type: "office-banks",
  model: "officeBank",
  idKind: "uuid",
  attributes: {
    account_number: attr("accountNumber", "string", { sortable: true }),
    account_name: attr("accountName", "string", { sortable: true }),
    branch: attr("branch"),
    is_active: attr("isActive", "boolean"),
    bank_code: attr("bankId", "string", { get: (row) => nested(row, "bank", "code") }),
    bank_name: attr("bankId", "string", { get: (row) => nested(row, "bank", "name") }),
    office_id: attr("officeId"),
    deletedAt: attr("deletedAt", "datetime"),
    ...timestamps(),
  },
  relationships: {
    office: { type: "offices", kind: "one", foreignKey: "officeId" },
    bank: { type: "banks", kind: "one", foreignKey: "bankId" },
  },
  rowInclude: { bank: { select: { code: true, name: true } } },
  filters: {
    office_id: uuidFilter("officeId", "office_id"),
    is_active: boolFilter("isActive", "is_active"),
  },
  search: ["accountNumber", "accountName"],
  defaultSort: "createdAt",
  softDelete: true,
  access: {
    read: { permission: "office-banks.view" },
    create: { permission: "office-banks.create" },
    update: { permission: "office-banks.update" },
    delete: { permission: "office-banks.delete" },
  },
  // An office also reads Pusat's accounts: they receive its report payments (the 'Bayar' form of
  // a report names an active one, docs/money.md); changing them stays Pusat's.
  scope: receivingBankScope,
  create: {
    schema: ZOfficeBankCreateInput,
    run: ({ db, actor }, input) => createOfficeBank(db, ZOfficeBankCreateInput.parse(input), actor),
  },
  update: {
    schema: ZOfficeBankUpdateInput,
    run: ({ db, actor }, id, input) =>
      updateOfficeBank(db, { ...ZOfficeBankUpdateInput.parse(input), id: String(id) }, actor),
  },
  remove: ({ db, actor }, id) => deleteOfficeBank(db, { id: String(id) }, actor),
});

export const topups = defineResource({
  type: "topups",
  model: "topup",
  idKind: "uuid",
  attributes: {
    code: attr("code", "string", { sortable: true }),
    amount: attr("amount", "money", { sortable: true }),
    credit_amount: attr("creditAmount", "money"),
    multiplier: attr("multiplier", "string", {
      get: (row) => (row.multiplier == null ? null : String(row.multiplier)),
    }),
    status: attr("status", "enum", { sortable: true }),
    office_code: attr("officeId", "string", { get: (row) => nested(row, "office", "code") }),
    office_name: attr("officeId", "string", { get: (row) => nested(row, "office", "name") }),
    created_by_id: attr("createdById"),
    created_by_name: attr("createdById", "string", {
      get: (row) => nested(row, "createdBy", "name"),
    }),
    approved_by_name: attr("approvedById", "string", {
      get: (row) => nested(row, "approvedBy", "name"),
    }),
    topup_type: attr("topupTypeId", "string", { get: (row) => nested(row, "topupType", "code") }),
    topup_type_name: attr("topupTypeId", "string", {
      get: (row) => nested(row, "topupType", "name"),
    }),
    transfer_date: attr("transferDate", "date"),
    description: attr("description"),
    office_id: attr("officeId"),
    approved_at: attr("approvedAt", "datetime"),
    rejected_at: attr("rejectedAt", "datetime"),
    reject_reason: attr("rejectReason"),
    ...timestamps(),
  },
  relationships: {
    office: { type: "offices", kind: "one", foreignKey: "officeId" },
    "approved-by": { type: "users", kind: "one", foreignKey: "approvedById" },
    "created-by": { type: "users", kind: "one", foreignKey: "createdById" },
  },
  rowInclude: {
    topupType: { select: { code: true, name: true } },
    office: { select: { code: true, name: true } },
    createdBy: { select: { name: true } },
    approvedBy: { select: { name: true } },
  },
  filters: {
    office_id: uuidFilter("officeId", "office_id"),
    status: enumFilter("status", "status", ["pending", "approved", "rejected"]),
    topup_type: (value, actor) => ({
      topupType: enumFilter("code", "topup_type", TOPUP_KINDS)(value, actor),
    }),
    date_from: dateFromFilter("createdAt"),
    date_to: dateToFilter("createdAt"),
  },
  search: ["code", "office.code", "office.name"],
  defaultSort: "-createdAt",
  access: { read: { permission: "balance-trxes.view" } },
  scope: ownOfficeScope(),
});

export const balanceTrxes = defineResource({
  type: "balance-trxes",
  model: "balanceTrx",
  idKind: "uuid",
  attributes: {
    account: attr("account", "enum"),
    trx_type: attr("type", "enum", { sortable: true }),
    amount: attr("amount", "money", { sortable: true }),
    balance_after: attr("balanceAfter", "money"),
    source_type: attr("sourceType"),
    source_id: attr("sourceId"),
    description: attr("description"),
    office_id: attr("officeId"),
    createdAt: attr("createdAt", "datetime", { sortable: true }),
  },
  // The source document is polymorphic (source_type + source_id), so it is no relationship.
  relationships: { office: { type: "offices", kind: "one", foreignKey: "officeId" } },
  filters: {
    office_id: uuidFilter("officeId", "office_id"),
    account: enumFilter("account", "account", ["balance", "deposit"]),
    trx_type: enumFilter("type", "trx_type", [
      "topup",
      "deposit",
      "order_payment",
      "order_refund",
      "retur_credit",
      "cashback",
      "commission",
      "withdrawal",
      "adjustment",
    ]),
  },
  defaultSort: "-createdAt",
  access: { read: { permission: "balance-trxes.view" } },
  scope: ownOfficeScope(),
});

export const paymentMethodTypes = defineResource({
  type: "payment-method-types",
  model: "paymentMethodType",
  idKind: "uuid",
  attributes: {
    code: attr("code", "string", { sortable: true }),
    name: attr("name", "string", { sortable: true }),
    description: attr("description"),
    requires_office_bank: attr("requiresOfficeBank", "boolean"),
    is_active: attr("isActive", "boolean"),
    sort_order: attr("sortOrder", "number", { sortable: true }),
    ...timestamps(),
  },
  filters: { is_active: boolFilter("isActive", "is_active") },
  search: ["code", "name"],
  defaultSort: "sort_order",
  access: { read: "authenticated" },
});

/** Body of approveTopupStockist and rejectTopupStockist: the top-up as a resource identifier. */
export const ZApproveTopupBody = z.object({
  data: z.object(
    {
      type: z.literal("topups", { error: "data.type harus topups" }),
      id: z.string({ error: "data.id wajib diisi" }),
    },
    { error: "Body harus berisi data {type: topups, id}" },
  ),
});

export const paymentResources: ResourceDef[] = [
  officeBanks,
  topups,
  balanceTrxes,
  paymentMethodTypes,
  ...orderPaymentResources,
];
