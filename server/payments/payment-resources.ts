// Payments of orders and their method lines (SPEC §7 "Payments and money", docs/payments.md).
// POST payments records a payment of an order split over methods (server/payments/pay-order.ts);
// PATCH payments/{id} changes its note; the money never changes in place (cancel and pay again).
// payment-methods are the lines (read, PATCH reference/note while pending). An office sees the
// payments it makes and those of the orders it sells; Pusat with payments.view all; else 404.
import { withNotices } from "@/server/notifications/transactional";
import type { z } from "zod";
import { hasPermission, type Actor } from "@/server/auth/actor";
import { attr, dayFilter, enumFilter, timestamps, uuidFilter } from "@/server/jsonapi/define";
import { validateInput } from "@/server/jsonapi/engine";
import { defineResource, type Row, type Where } from "@/server/jsonapi/resource";
import { notifyOffice } from "@/server/notifications/create-notification";
import type { Db } from "@/server/prisma-client";
import {
  PAYMENT_STATUSES,
  PAYMENT_STATUS_LABEL,
  ZCreatePaymentInput,
  ZPaymentMethodCreateInput,
  ZUpdatePaymentInput,
  ZUpdatePaymentMethodInput,
  type PaymentStatus,
} from "@/lib/schemas/payments";
import { formatRupiah } from "@/lib/format";
import { ORDER_KINDS } from "@/lib/schemas/orders";
import { createPayment, paymentWhere, updatePayment, updatePaymentMethod } from "./pay-order";
import { addPaymentMethodLine, removePaymentMethodLine } from "./payment-method-lines";

const asRecordSchema = <T>(schema: z.ZodType<T>) =>
  schema as unknown as z.ZodType<Record<string, unknown>>;
const can = (permission: string) => (actor: Actor) => hasPermission(actor, permission);
const nested = (row: Row, rel: string, field: string): unknown =>
  (row[rel] as Record<string, unknown> | null | undefined)?.[field] ?? null;

/** The buyer is told its order was paid (after the commit; a failure never undoes the payment). */
async function notifyPaid(db: Db, paymentId: string): Promise<void> {
  const p = await db.payment.findUnique({
    where: { id: paymentId },
    select: {
      code: true,
      amount: true,
      officeId: true,
      order: { select: { code: true, isPaid: true } },
    },
  });
  if (!p?.order) return;
  await notifyOffice(db, p.officeId, {
    name: p.order.isPaid ? `Order ${p.order.code} lunas` : `Pembayaran order ${p.order.code}`,
    message: `Pembayaran ${p.code} sebesar ${formatRupiah(p.amount)} telah diterima${
      p.order.isPaid ? "; order lunas dan siap dikirim" : ""
    }.`,
    data: { payment_code: p.code, order_code: p.order.code },
  }).catch((e: unknown) => console.error("payment notification failed", e));
}

export const payments = defineResource({
  type: "payments",
  model: "payment",
  idKind: "uuid",
  attributes: {
    code: attr("code", "string", { sortable: true }),
    amount: attr("amount", "money", { sortable: true }),
    status: attr("status", "enum", { sortable: true }),
    status_label: attr("status", "string", {
      get: (r) => PAYMENT_STATUS_LABEL[r.status as PaymentStatus],
    }),
    payment_date: attr("paymentDate", "date", { sortable: true }),
    order_id: attr("orderId"),
    order_code: attr("orderId", "string", { get: (r) => nested(r, "order", "code") }),
    order_type: attr("orderId", "string", { get: (r) => nested(r, "order", "orderType") }),
    office_id: attr("officeId"),
    office_code: attr("officeId", "string", { get: (r) => nested(r, "office", "code") }),
    office_name: attr("officeId", "string", { get: (r) => nested(r, "office", "name") }),
    description: attr("description"),
    created_by_name: attr("createdById", "string", {
      get: (r) => nested(r, "createdBy", "name"),
    }),
    verified_by_name: attr("verifiedById", "string", {
      get: (r) => nested(r, "verifiedBy", "name"),
    }),
    created_by_id: attr("createdById"),
    verified_at: attr("verifiedAt", "datetime"),
    cancelled_at: attr("cancelledAt", "datetime"),
    cancel_reason: attr("cancelReason"),
    deletedAt: attr("deletedAt", "datetime"),
    ...timestamps(),
  },
  relationships: {
    order: { type: "orders", kind: "one", foreignKey: "orderId" },
    office: { type: "offices", kind: "one", foreignKey: "officeId" },
    "payment-methods": {
      type: "payment-methods",
      kind: "many",
      inverseKey: "paymentId",
      where: { deletedAt: null },
    },
  },
  rowInclude: {
    order: { select: { code: true, orderType: true } },
    office: { select: { code: true, name: true } },
    createdBy: { select: { name: true } },
    verifiedBy: { select: { name: true } },
  },
  filters: {
    order_id: uuidFilter("orderId", "order_id"),
    office_id: uuidFilter("officeId", "office_id"),
    status: enumFilter("status", "status", PAYMENT_STATUSES),
    payment_date_from: dayFilter("paymentDate", "payment_date_from", "gte"),
    payment_date_to: dayFilter("paymentDate", "payment_date_to", "lte"),
    order_type: (value, actor) => ({
      order: enumFilter("orderType", "order_type", ORDER_KINDS)(value, actor),
    }),
  },
  search: ["code", "order.code", "office.code", "office.name"],
  defaultSort: "-createdAt",
  pageSize: { default: 15, max: 100 },
  softDelete: true,
  access: {
    read: can("payments.view"),
    create: can("payments.create"),
    update: can("payments.update"),
  },
  scope: paymentWhere,
  create: {
    schema: asRecordSchema(ZCreatePaymentInput),
    run: async ({ db, actor }, input) => {
      const v = validateInput(payments, ZCreatePaymentInput, input);
      // withNotices: a payment that releases the order pushes the warehouse's notice after commit.
      const created = await withNotices(db, (tx) => createPayment(tx, v, actor));
      await notifyPaid(db, created.id);
      return created.id;
    },
  },
  update: {
    schema: asRecordSchema(ZUpdatePaymentInput),
    run: async ({ db, actor }, id, input) => {
      const v = validateInput(payments, ZUpdatePaymentInput, input);
      await db.$transaction((tx) => updatePayment(tx, String(id), v, actor));
    },
  },
});

/** Lines follow their payment's visibility. */
function paymentChildWhere(actor: Actor): Where | null {
  const w = paymentWhere(actor);
  return w ? { payment: { AND: [w, { deletedAt: null }] } } : { payment: { deletedAt: null } };
}

export const paymentMethods = defineResource({
  type: "payment-methods",
  model: "paymentMethod",
  idKind: "uuid",
  attributes: {
    payment_id: attr("paymentId"),
    payment_method_type_id: attr("paymentMethodTypeId"),
    payment_method_type_code: attr("paymentMethodTypeId", "string", {
      get: (r) => nested(r, "paymentMethodType", "code"),
    }),
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
    amount: attr("amount", "money", { sortable: true }),
    reference_number: attr("referenceNumber"),
    description: attr("description"),
    is_verified: attr("isVerified", "boolean"),
    verified_at: attr("verifiedAt", "datetime"),
    ...timestamps(),
  },
  relationships: {
    payment: { type: "payments", kind: "one", foreignKey: "paymentId" },
    "payment-method-type": {
      type: "payment-method-types",
      kind: "one",
      foreignKey: "paymentMethodTypeId",
    },
    "office-bank": { type: "office-banks", kind: "one", foreignKey: "officeBankId" },
  },
  rowInclude: {
    paymentMethodType: { select: { code: true, name: true } },
    officeBank: { select: { accountNumber: true, bank: { select: { name: true } } } },
  },
  filters: {
    payment_id: uuidFilter("paymentId", "payment_id"),
    payment_method_type_id: uuidFilter("paymentMethodTypeId", "payment_method_type_id"),
    office_bank_id: uuidFilter("officeBankId", "office_bank_id"),
  },
  defaultSort: "createdAt",
  pageSize: { default: 50, max: 200 },
  softDelete: true,
  access: {
    read: can("payment-methods.view"),
    create: can("payment-methods.create"),
    update: can("payment-methods.update"),
    delete: can("payment-methods.delete"),
  },
  scope: paymentChildWhere,
  // A line added to / removed from a pending payment (payment-method-lines.ts).
  create: {
    schema: asRecordSchema(ZPaymentMethodCreateInput),
    run: ({ db, actor }, input) =>
      withNotices(db, (tx) =>
        addPaymentMethodLine(
          tx,
          validateInput(paymentMethods, ZPaymentMethodCreateInput, input),
          actor,
        ),
      ),
  },
  remove: async ({ db, actor }, id) => {
    await db.$transaction((tx) => removePaymentMethodLine(tx, String(id), actor));
  },
  update: {
    schema: asRecordSchema(ZUpdatePaymentMethodInput),
    run: async ({ db, actor }, id, input) => {
      const v = validateInput(paymentMethods, ZUpdatePaymentMethodInput, input);
      await db.$transaction((tx) => updatePaymentMethod(tx, String(id), v, actor));
    },
  },
});

export const orderPaymentResources = [payments, paymentMethods];
