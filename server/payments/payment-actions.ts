// Actions of order payments (SPEC §7 "Payments and money", docs/payments.md):
//   POST  payments/{id}/-actions/verify               pending -> verified (not by its maker)
//   GET   payments/-actions/get-report-meta           sums and counts of the matching payments
//   POST  payment-methods/{id}/-actions/verify        one line verified (all lines -> payment)
//   GET   payment-methods/-actions/daily-report       per method and bank, for filter[date]
//   PATCH orders/{id}/-actions/cancelPayment          attributes cancel_reason, payment_id?
// Writes are one transaction around their use case; outside the caller's scope a 404.
import type { ActionDef } from "@/server/jsonapi/actions";
import type { HandlerContext } from "@/server/jsonapi/handle";
import { inputFromDocument, validateInput } from "@/server/jsonapi/engine";
import { documentResponse } from "@/server/jsonapi/respond";
import { memberTransition } from "@/server/jsonapi/member-actions";
import { hasPermission } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { isCalendarDate, jakartaDateString } from "@/lib/business-date";
import { ZCancelPaymentInput } from "@/lib/schemas/payments";
import { orders } from "@/server/orders/resources";
import { cancelOrderPayment, paymentWhere, verifyPayment, verifyPaymentMethod } from "./pay-order";

function dateParam(ctx: HandlerContext, name: string): string | null {
  const v = ctx.url.searchParams.get(`filter[${name}]`);
  if (v === null || v === "") return null;
  if (!isCalendarDate(v))
    throw AppError.badRequest(`filter[${name}] harus tanggal YYYY-MM-DD`, {
      parameter: `filter[${name}]`,
    });
  return v;
}

const verify = memberTransition({
  type: "payments",
  name: "verify",
  message: "Pembayaran berhasil diverifikasi",
  methods: ["POST", "PATCH"],
  apply: (tx, actor, id) => verifyPayment(tx, id, actor),
});

const verifyMethod = memberTransition({
  type: "payment-methods",
  name: "verify",
  message: "Metode pembayaran berhasil diverifikasi",
  methods: ["POST", "PATCH"],
  apply: (tx, actor, id) => verifyPaymentMethod(tx, id, actor),
});

/**
 * Sums of the payments the caller sees (scope), for filter[payment_date_from|to] and
 * filter[status]: count and amount per status and per payment method type.
 */
const reportMeta: ActionDef = {
  type: "payments",
  name: "get-report-meta",
  scope: "collection",
  methods: ["GET"],
  auth: "required",
  async run(ctx) {
    const actor = ctx.requireActor();
    if (!hasPermission(actor, "payments.view")) throw AppError.forbidden();
    const from = dateParam(ctx, "payment_date_from");
    const to = dateParam(ctx, "payment_date_to");
    const scope = paymentWhere(actor);
    const where = {
      deletedAt: null,
      ...(scope ?? {}),
      ...(from || to
        ? {
            paymentDate: {
              ...(from ? { gte: new Date(`${from}T00:00:00Z`) } : {}),
              ...(to ? { lte: new Date(`${to}T00:00:00Z`) } : {}),
            },
          }
        : {}),
    };
    const byStatus = await ctx.db.payment.groupBy({
      by: ["status"],
      where,
      _count: { _all: true },
      _sum: { amount: true },
    });
    const byType = await ctx.db.paymentMethod.groupBy({
      by: ["paymentMethodTypeId"],
      where: { deletedAt: null, payment: { ...where, status: { not: "cancelled" } } },
      _count: { _all: true },
      _sum: { amount: true },
    });
    const types = await ctx.db.paymentMethodType.findMany({
      where: { id: { in: byType.map((t) => t.paymentMethodTypeId) } },
      select: { id: true, code: true, name: true },
    });
    const status = (s: string) => byStatus.find((b) => b.status === s);
    const num = (v: bigint | null | undefined) => Number(v ?? 0n);
    return documentResponse({
      jsonapi: { version: "1.0" },
      meta: {
        payment_date_from: from,
        payment_date_to: to,
        count: byStatus.reduce((s, b) => s + b._count._all, 0),
        total_amount: byStatus
          .filter((b) => b.status !== "cancelled")
          .reduce((s, b) => s + num(b._sum.amount), 0),
        by_status: Object.fromEntries(
          ["pending", "verified", "cancelled"].map((s) => [
            s,
            { count: status(s)?._count._all ?? 0, amount: num(status(s)?._sum.amount) },
          ]),
        ),
        by_method: byType.map((t) => {
          const type = types.find((x) => x.id === t.paymentMethodTypeId);
          return {
            payment_method_type_id: t.paymentMethodTypeId,
            code: type?.code ?? null,
            name: type?.name ?? null,
            count: t._count._all,
            amount: num(t._sum.amount),
          };
        }),
      },
    });
  },
};

/**
 * The day's takings per payment method and receiving bank (cancelled payments excluded), for
 * filter[date] (default today, Jakarta): one `payment-method-daily-reports` resource per group.
 */
const dailyReport: ActionDef = {
  type: "payment-methods",
  name: "daily-report",
  scope: "collection",
  methods: ["GET"],
  auth: "required",
  async run(ctx) {
    const actor = ctx.requireActor();
    if (!hasPermission(actor, "payment-methods.daily-report")) throw AppError.forbidden();
    const date = dateParam(ctx, "date") ?? jakartaDateString();
    const scope = paymentWhere(actor);
    const groups = await ctx.db.paymentMethod.groupBy({
      by: ["paymentMethodTypeId", "officeBankId"],
      where: {
        deletedAt: null,
        payment: {
          deletedAt: null,
          status: { not: "cancelled" },
          paymentDate: new Date(`${date}T00:00:00Z`),
          ...(scope ?? {}),
        },
      },
      _count: { _all: true },
      _sum: { amount: true },
      orderBy: [{ paymentMethodTypeId: "asc" }, { officeBankId: "asc" }],
    });
    const types = await ctx.db.paymentMethodType.findMany({
      where: { id: { in: groups.map((g) => g.paymentMethodTypeId) } },
      select: { id: true, code: true, name: true },
    });
    const bankIds = groups.flatMap((g) => (g.officeBankId ? [g.officeBankId] : []));
    const banks = await ctx.db.officeBank.findMany({
      where: { id: { in: bankIds } },
      select: {
        id: true,
        accountNumber: true,
        accountName: true,
        bank: { select: { name: true } },
      },
    });
    return documentResponse({
      jsonapi: { version: "1.0" },
      meta: { date, total_amount: groups.reduce((s, g) => s + Number(g._sum.amount ?? 0n), 0) },
      data: groups.map((g) => {
        const type = types.find((t) => t.id === g.paymentMethodTypeId);
        const bank = banks.find((b) => b.id === g.officeBankId);
        return {
          type: "payment-method-daily-reports",
          id: `${date}:${g.paymentMethodTypeId}:${g.officeBankId ?? "none"}`,
          attributes: {
            date,
            payment_method_type_id: g.paymentMethodTypeId,
            payment_method_type_code: type?.code ?? null,
            payment_method_type_name: type?.name ?? null,
            office_bank_id: g.officeBankId,
            bank_name: bank?.bank.name ?? null,
            account_number: bank?.accountNumber ?? null,
            account_name: bank?.accountName ?? null,
            count: g._count._all,
            amount: Number(g._sum.amount ?? 0n),
          },
        };
      }),
    });
  },
};

const cancelPayment = memberTransition({
  type: "orders",
  name: "cancelPayment",
  message: "Pembayaran berhasil dibatalkan",
  body: "jsonapi",
  input(ctx, actor, id) {
    // The seller's Kasir (orders.cancel-payment) or the buyer for its own saldo payments
    // (payments.create); cancelOrderPayment decides which side the caller is.
    if (!hasPermission(actor, "orders.cancel-payment") && !hasPermission(actor, "payments.create"))
      throw AppError.forbidden();
    return validateInput(orders, ZCancelPaymentInput, inputFromDocument(orders, ctx.body, id));
  },
  apply: (tx, actor, id, input) => cancelOrderPayment(tx, id, input, actor),
});

export const orderPaymentActions: ActionDef[] = [
  verify,
  verifyMethod,
  reportMeta,
  dailyReport,
  cancelPayment,
];
