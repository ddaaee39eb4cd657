// Actions of order and payment bundles (SPEC §7, docs/money.md "Order and payment bundles"):
//   PATCH|POST order-bundles/{id}/-actions/validate-order-bundle   submitted -> validated (Pusat)
//   POST       order-bundles/{id}/-actions/pay                     methods[] -> payment bundles (201)
//   GET        order-bundles/-actions/getTotalTransaction          what a new report would hold
//   POST|PATCH payment-bundles/{id}/-actions/verify                pending -> verified, once
//   GET        order-bundles/{id}/-actions/history                 the report's state history
// Writes are one transaction around their use case; outside the caller's scope a 404.
import type { ActionDef } from "@/server/jsonapi/actions";
import { validateInput } from "@/server/jsonapi/engine";
import { historyAction, memberDocument, memberTransition } from "@/server/jsonapi/member-actions";
import { documentResponse } from "@/server/jsonapi/respond";
import { hasPermission, isPusat } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { assertOpenPeriodFor } from "@/server/periods/assert-open-period";
import { jakartaToday } from "@/lib/business-date";
import { UUID_RE } from "@/lib/schemas/master";
import {
  BUNDLE_KINDS,
  BUNDLE_VALIDATED_MESSAGE,
  PAYMENT_BUNDLE_VERIFIED_MESSAGE,
  ZPayOrderBundleInput,
  type BundleKind,
} from "@/lib/schemas/bundles";
import { PAYMENT_SUCCESS_MESSAGE } from "@/lib/schemas/payments";
import { validateOrderBundle } from "./order-bundle";
import { payOrderBundle, verifyPaymentBundle } from "./payment-bundle";
import { orderBundles } from "./resources";
import { candidateTotals, loadBundle, ORDER_BUNDLE_DOCUMENT, pusatOffice } from "./rules";

const validate = memberTransition({
  type: "order-bundles",
  name: "validate-order-bundle",
  message: BUNDLE_VALIDATED_MESSAGE,
  apply: (tx, actor, id) => validateOrderBundle(tx, id, actor),
});

const pay: ActionDef = {
  type: "order-bundles",
  name: "pay",
  scope: "member",
  methods: ["POST"],
  auth: "required",
  body: "jsonapi",
  async run(ctx) {
    const actor = ctx.requireActor();
    const id = ctx.id ?? "";
    if (!hasPermission(actor, "order-bundles.pay")) throw AppError.forbidden();
    const data = (ctx.body as { data?: unknown }).data;
    if (!data || typeof data !== "object" || Array.isArray(data))
      throw AppError.badRequest("Body harus berisi data", { pointer: "/data" });
    const { attributes } = data as { attributes?: Record<string, unknown> };
    const input = validateInput(orderBundles, ZPayOrderBundleInput, attributes ?? {});
    const ids = await ctx.db.$transaction((tx) => payOrderBundle(tx, id, input, actor));
    return memberDocument(ctx, "order-bundles", id, PAYMENT_SUCCESS_MESSAGE, {
      status: 201,
      include: "payment-bundles",
      meta: { payment_bundle_ids: ids },
    });
  },
};

/**
 * The sums a new report would hold: the office's validated/released sales of the kind and
 * period not yet in a report (SQL), for filter[kind] (default sales), filter[period_id]
 * (default the period of today) and, for Pusat, filter[office_id] (required).
 */
const totalTransaction: ActionDef = {
  type: "order-bundles",
  name: "getTotalTransaction",
  scope: "collection",
  methods: ["GET"],
  auth: "required",
  async run(ctx) {
    const actor = ctx.requireActor();
    if (!hasPermission(actor, "order-bundles.view")) throw AppError.forbidden();
    const param = (name: string) => ctx.url.searchParams.get(`filter[${name}]`) || null;
    const kind = (param("kind") ?? "sales") as BundleKind;
    if (!BUNDLE_KINDS.includes(kind))
      throw AppError.badRequest(`filter[kind] harus salah satu dari: ${BUNDLE_KINDS.join(", ")}`, {
        parameter: "filter[kind]",
      });
    for (const name of ["office_id", "period_id", "order_bundle_id"])
      if (param(name) && !UUID_RE.test(param(name) ?? ""))
        throw AppError.badRequest(`filter[${name}] tidak valid`, { parameter: `filter[${name}]` });
    const pusat = actor.isSuperadmin || isPusat(actor);
    const officeId = pusat ? param("office_id") : actor.officeId;
    if (!officeId)
      throw AppError.badRequest("filter[office_id] wajib diisi", {
        parameter: "filter[office_id]",
      });
    if (!pusat && param("office_id") && param("office_id") !== actor.officeId)
      throw AppError.notFound("Kantor tidak ditemukan");
    const periodId =
      param("period_id") ?? (await assertOpenPeriodFor(ctx.db, jakartaToday())).periodId;
    const t = await candidateTotals(ctx.db, officeId, periodId, kind);
    const bundleId = param("order_bundle_id");
    const bundle = bundleId ? await loadBundle(ctx.db, actor, bundleId) : null;
    return documentResponse({
      jsonapi: { version: "1.0" },
      meta: {
        // Pusat receives every report payment (its accounts are the transfer targets).
        receiver_office_id: (await pusatOffice(ctx.db)).id,
        office_id: officeId,
        period_id: periodId,
        kind,
        order_count: t.count,
        total_order_final_price: Number(t.total),
        total_point: Number(t.point),
        total_bonus: Number(t.bonus),
        ...(bundle
          ? {
              order_bundle: {
                id: bundle.id,
                total_order_final_price: Number(bundle.totalPrice),
                total_payment_amount: Number(bundle.paidAmount),
              },
            }
          : {}),
      },
    });
  },
};

const verify = memberTransition({
  type: "payment-bundles",
  name: "verify",
  message: PAYMENT_BUNDLE_VERIFIED_MESSAGE,
  methods: ["POST", "PATCH"],
  apply: (tx, actor, id) => verifyPaymentBundle(tx, id, actor),
});

const history = historyAction("order-bundles", ORDER_BUNDLE_DOCUMENT);

export const bundleActions: ActionDef[] = [validate, pay, totalTransaction, verify, history];
