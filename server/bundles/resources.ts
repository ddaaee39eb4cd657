// order-bundles and payment-bundles (SPEC §7 "Payments and money", docs/money.md "Order and
// payment bundles"). An office sees its own reports and their payments; Pusat (with the view
// permission) all; anything else is a 404. Writes are the use cases in order-bundle.ts and
// payment-bundle.ts, each in one transaction. Lists carry meta.totals (sums over every match).
import type { z } from "zod";
import { hasPermission, OFFICE_CATEGORY, type Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import {
  attr,
  boolFilter,
  enumFilter,
  intFilter,
  timestamps,
  uuidFilter,
} from "@/server/jsonapi/define";
import { validateInput } from "@/server/jsonapi/engine";
import { defineResource, type Row, type Where } from "@/server/jsonapi/resource";
import type { Db } from "@/server/prisma-client";
import {
  BUNDLE_KINDS,
  BUNDLE_KIND_LABEL,
  BUNDLE_STATUSES,
  BUNDLE_STATUS_LABEL,
  ZCreateOrderBundleInput,
  ZCreatePaymentBundleInput,
  ZUpdateOrderBundleInput,
  ZUpdatePaymentBundleInput,
  type BundleKind,
} from "@/lib/schemas/bundles";
import { createOrderBundle, deleteOrderBundle, updateOrderBundle } from "./order-bundle";
import { createPaymentBundle, deletePaymentBundle, updatePaymentBundle } from "./payment-bundle";
import { bundleStatus, orderBundleWhere, paymentBundleWhere } from "./rules";

const asRecordSchema = <T>(schema: z.ZodType<T>) =>
  schema as unknown as z.ZodType<Record<string, unknown>>;
const can = (permission: string) => (actor: Actor) => hasPermission(actor, permission);
const nested = (row: Row, rel: string, field: string): unknown =>
  (row[rel] as Record<string, unknown> | null | undefined)?.[field] ?? null;
const toNumber = (v: unknown) => (typeof v === "bigint" ? Number(v) : 0);

const STATUS_WHERE: Record<string, Where> = {
  draft: { isSubmitted: false },
  submitted: { isSubmitted: true, isValidated: false },
  validated: { isValidated: true },
};

async function bundleTotalsMeta(db: Db, where: Where): Promise<Record<string, unknown>> {
  const agg = await db.orderBundle.aggregate({
    where,
    _sum: { totalPrice: true, paidAmount: true },
  });
  const total = toNumber(agg._sum.totalPrice);
  const paid = toNumber(agg._sum.paidAmount);
  return {
    totals: {
      total_order_final_price: total,
      total_payment_amount: paid,
      total_remaining: total - paid,
    },
  };
}

async function paymentTotalsMeta(db: Db, where: Where): Promise<Record<string, unknown>> {
  const agg = await db.paymentBundle.aggregate({ where, _sum: { amount: true } });
  return { totals: { total_payment_amount: toNumber(agg._sum.amount) } };
}

export const orderBundles = defineResource({
  type: "order-bundles",
  model: "orderBundle",
  idKind: "uuid",
  attributes: {
    code: attr("code", "string", { sortable: true }),
    kind: attr("kind", "enum"),
    kind_label: attr("kind", "string", {
      get: (r) => BUNDLE_KIND_LABEL[r.kind as BundleKind] ?? String(r.kind),
    }),
    status: attr("isValidated", "string", {
      get: (r) => bundleStatus(r as { isSubmitted: boolean; isValidated: boolean }),
    }),
    status_label: attr("isValidated", "string", {
      get: (r) =>
        BUNDLE_STATUS_LABEL[bundleStatus(r as { isSubmitted: boolean; isValidated: boolean })],
    }),
    is_submitted: attr("isSubmitted", "boolean"),
    is_validated: attr("isValidated", "boolean"),
    is_paid: attr("isPaid", "boolean"),
    submitted_at: attr("submittedAt", "datetime", { sortable: true }),
    validated_at: attr("validatedAt", "datetime"),
    paid_at: attr("paidAt", "datetime"),
    office_id: attr("officeId"),
    office_code: attr("officeId", "string", { get: (r) => nested(r, "office", "code") }),
    office_name: attr("officeId", "string", { get: (r) => nested(r, "office", "name") }),
    office_category_id: attr("officeId", "number", {
      get: (r) => nested(r, "office", "officeCategoryId"),
    }),
    period_id: attr("periodId"),
    period_name: attr("periodId", "string", { get: (r) => nested(r, "period", "name") }),
    order_count: attr("id", "number", {
      get: (r) => (r._count as { orders?: number } | undefined)?.orders ?? 0,
    }),
    /** Sum of the orders' final prices (SPEC §3 total_order_final_price). */
    total_price: attr("totalPrice", "money", { sortable: true }),
    total_point: attr("totalPoint", "money"),
    total_bonus: attr("totalBonus", "money"),
    /** Sum of the verified payment bundles. */
    paid_amount: attr("paidAmount", "money"),
    remaining_amount: attr("totalPrice", "money", {
      get: (r) => {
        const left = (r.totalPrice as bigint) - (r.paidAmount as bigint);
        return left > 0n ? left : 0n;
      },
    }),
    description: attr("description"),
    created_by_id: attr("createdById"),
    created_by_name: attr("createdById", "string", { get: (r) => nested(r, "createdBy", "name") }),
    deletedAt: attr("deletedAt", "datetime"),
    ...timestamps(),
  },
  relationships: {
    office: { type: "offices", kind: "one", foreignKey: "officeId" },
    period: { type: "periods", kind: "one", foreignKey: "periodId" },
    orders: {
      type: "orders",
      kind: "many",
      inverseKey: "orderBundleId",
      where: { deletedAt: null },
    },
    "payment-bundles": {
      type: "payment-bundles",
      kind: "many",
      inverseKey: "orderBundleId",
      where: { deletedAt: null },
    },
  },
  rowInclude: {
    office: { select: { code: true, name: true, officeCategoryId: true } },
    period: { select: { name: true } },
    createdBy: { select: { name: true } },
    _count: { select: { orders: true } },
  },
  filters: {
    is_submitted: boolFilter("isSubmitted", "is_submitted"),
    is_validated: boolFilter("isValidated", "is_validated"),
    is_paid: boolFilter("isPaid", "is_paid"),
    kind: enumFilter("kind", "kind", BUNDLE_KINDS),
    office_id: uuidFilter("officeId", "office_id"),
    period_id: uuidFilter("periodId", "period_id"),
    status: (value, actor) => {
      const { status } = enumFilter("status", "status", BUNDLE_STATUSES)(value, actor) as {
        status: string | { in: string[] };
      };
      const values = typeof status === "string" ? [status] : status.in;
      return { OR: values.map((v) => STATUS_WHERE[v] ?? {}) };
    },
    office_category: (value, actor) => ({
      office: intFilter("officeCategoryId", "office_category")(value, actor),
    }),
    /** Reports of offices whose upline (referral) is a Kantor Pelayanan: 'Laporan via KP'. */
    via_kp: (value, actor) => {
      const w = boolFilter("x", "via_kp")(value, actor) as { x: boolean };
      const kp = { officeReferral: { officeCategoryId: OFFICE_CATEGORY.KANTOR_PELAYANAN } };
      return w.x ? { office: kp } : { office: { NOT: kp } };
    },
  },
  search: ["code", "office.code", "office.name"],
  defaultSort: "-createdAt",
  pageSize: { default: 15, max: 100 },
  softDelete: true,
  access: {
    read: can("order-bundles.view"),
    create: can("order-bundles.create"),
    update: can("order-bundles.update"),
    delete: can("order-bundles.delete"),
  },
  scope: orderBundleWhere,
  listMeta: bundleTotalsMeta,
  create: {
    schema: asRecordSchema(ZCreateOrderBundleInput),
    run: ({ db, actor }, input) => {
      const v = validateInput(orderBundles, ZCreateOrderBundleInput, input);
      return db.$transaction((tx) => createOrderBundle(tx, v, actor));
    },
  },
  update: {
    schema: asRecordSchema(ZUpdateOrderBundleInput),
    run: async ({ db, actor }, id, input) => {
      const v = validateInput(orderBundles, ZUpdateOrderBundleInput, input);
      await db.$transaction((tx) => updateOrderBundle(tx, String(id), v, actor));
    },
  },
  remove: ({ db, actor }, id) => db.$transaction((tx) => deleteOrderBundle(tx, String(id), actor)),
});

export const paymentBundles = defineResource({
  type: "payment-bundles",
  model: "paymentBundle",
  idKind: "uuid",
  attributes: {
    code: attr("code", "string", { sortable: true }),
    amount: attr("amount", "money", { sortable: true }),
    status: attr("isVerified", "string", { get: (r) => (r.isVerified ? "verified" : "pending") }),
    status_label: attr("isVerified", "string", {
      get: (r) => (r.isVerified ? "Terverifikasi" : "Menunggu Verifikasi"),
    }),
    is_verified: attr("isVerified", "boolean"),
    verified_at: attr("verifiedAt", "datetime"),
    payment_date: attr("paymentDate", "date", { sortable: true }),
    order_bundle_id: attr("orderBundleId"),
    order_bundle_code: attr("orderBundleId", "string", {
      get: (r) => nested(r, "orderBundle", "code"),
    }),
    office_id: attr("officeId"),
    office_code: attr("officeId", "string", { get: (r) => nested(r, "office", "code") }),
    office_name: attr("officeId", "string", { get: (r) => nested(r, "office", "name") }),
    payment_method_type_id: attr("paymentMethodTypeId"),
    payment_method_type_name: attr("paymentMethodTypeId", "string", {
      get: (r) => nested(r, "paymentMethodType", "name"),
    }),
    office_bank_id: attr("officeBankId"),
    bank_name: attr("officeBankId", "string", {
      get: (r) => {
        const ob = r.officeBank as { bank?: { name?: string } } | null | undefined;
        return ob?.bank?.name ?? null;
      },
    }),
    account_number: attr("officeBankId", "string", {
      get: (r) => nested(r, "officeBank", "accountNumber"),
    }),
    reference_number: attr("referenceNumber"),
    description: attr("description"),
    created_by_id: attr("createdById"),
    created_by_name: attr("createdById", "string", { get: (r) => nested(r, "createdBy", "name") }),
    deletedAt: attr("deletedAt", "datetime"),
    ...timestamps(),
  },
  relationships: {
    "order-bundle": { type: "order-bundles", kind: "one", foreignKey: "orderBundleId" },
    office: { type: "offices", kind: "one", foreignKey: "officeId" },
    "payment-method-type": {
      type: "payment-method-types",
      kind: "one",
      foreignKey: "paymentMethodTypeId",
    },
    "office-bank": { type: "office-banks", kind: "one", foreignKey: "officeBankId" },
  },
  rowInclude: {
    orderBundle: { select: { code: true } },
    office: { select: { code: true, name: true } },
    paymentMethodType: { select: { name: true } },
    officeBank: { select: { accountNumber: true, bank: { select: { name: true } } } },
    createdBy: { select: { name: true } },
  },
  filters: {
    order_bundle_id: uuidFilter("orderBundleId", "order_bundle_id"),
    office_id: uuidFilter("officeId", "office_id"),
    is_verified: boolFilter("isVerified", "is_verified"),
    office_category: (value, actor) => ({
      office: intFilter("officeCategoryId", "office_category")(value, actor),
    }),
  },
  search: ["code", "orderBundle.code", "office.code", "office.name", "referenceNumber"],
  defaultSort: "-createdAt",
  pageSize: { default: 15, max: 100 },
  softDelete: true,
  access: {
    read: can("payment-bundles.view"),
    create: can("payment-bundles.create"),
    update: can("payment-bundles.update"),
    delete: can("payment-bundles.delete"),
  },
  scope: paymentBundleWhere,
  listMeta: paymentTotalsMeta,
  create: {
    schema: asRecordSchema(ZCreatePaymentBundleInput),
    run: ({ db, actor }, input) => {
      const v = validateInput(paymentBundles, ZCreatePaymentBundleInput, input);
      return db.$transaction((tx) => createPaymentBundle(tx, v, actor));
    },
  },
  update: {
    schema: asRecordSchema(ZUpdatePaymentBundleInput),
    run: async ({ db, actor }, id, input) => {
      const v = validateInput(paymentBundles, ZUpdatePaymentBundleInput, input);
      await db.$transaction((tx) => updatePaymentBundle(tx, String(id), v, actor));
    },
  },
  remove: ({ db, actor }, id) =>
    db.$transaction((tx) => deletePaymentBundle(tx, String(id), actor)),
});

/** 400 for a missing required filter of an action (getTotalTransaction). */
export function requiredParam(url: URL, name: string): string {
  const v = url.searchParams.get(`filter[${name}]`);
  if (!v)
    throw AppError.badRequest(`filter[${name}] wajib diisi`, { parameter: `filter[${name}]` });
  return v;
}

export const bundleResources = [orderBundles, paymentBundles];
