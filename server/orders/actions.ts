// Order actions (SPEC §7 "Orders and purchasing", docs/orders.md):
//   POST       orders/{id}/-actions/duplicate            a new draft like this order -> 201
//   POST       orders/{id}/-actions/onBeforeValidation   what validating would find (no change)
//   PATCH|POST orders/{id}/-actions/validateOrder        draft|warehouse_rejected -> validated
//   PATCH|POST orders/{id}/-actions/acc-payment          validated -> released, body
//              {"data": {"type": "orders", "id": "<id>", "attributes": {"acc_payment_reason": "..."}}}
//   PATCH|POST orders/{id}/-actions/cancelStockMovement  released -> warehouse_rejected, body
//              attributes {"cancel_warehouse_description": "..."}
//   PATCH|POST orders/{id}/-actions/hand-over            a released member sale picked up (diambil):
//              its shipment created and handed over at once, the order 'Selesai'
//   GET        orders/{id}/-actions/history              the state history (oldest first)
//   GET        orders/-actions/totals                    exact count and sums of what GET orders
//              lists with the same filters (also past the list's 10,000 cap)
//   POST       orders/-actions/price-preview             the order form's live figures: the body
//              POST orders would send, nothing written (order-price-previews)
//   POST       orders/{id}/-actions/price-preview        the same for new lines of an editable order
// (cancelPayment comes with the payments issue.) Each write is one transaction around its use
// case; the answer is the order with meta.message. Outside the caller's scope: 404; the wrong
// side or a missing permission: 403; an illegal state: 409; a refused rule: 422.
import type { Actor } from "@/server/auth/actor";
import type { ActionDef } from "@/server/jsonapi/actions";
import type { HandlerContext } from "@/server/jsonapi/handle";
import { inputFromDocument, validateInput } from "@/server/jsonapi/engine";
import { documentResponse } from "@/server/jsonapi/respond";
import { historyAction, memberDocument, memberTransition } from "@/server/jsonapi/member-actions";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { hasPermission } from "@/server/auth/actor";
import {
  ORDER_HISTORY_LABEL,
  ZAccPaymentInput,
  ZCancelStockMovementInput,
  ZOrderLinesPricePreviewInput,
  ZOrderPricePreviewInput,
} from "@/lib/schemas/orders";
import { ORDER_DOCUMENT_TYPE } from "./history";
import { orders, sumOrders } from "./resources";
import { withNotices } from "@/server/notifications/transactional";
import { accPayment, beforeValidation, cancelStockMovement, validateOrder } from "./transitions";
import { duplicateOrder } from "./write-order";
import { handOverOrder } from "@/server/stock/movements/hand-over-order";
import {
  previewNewOrderPrices,
  previewOrderLinesPrices,
  type OrderPricePreview,
} from "./preview-order-prices";

function transition(
  name: string,
  message: string,
  body: "none" | "jsonapi",
  apply: (tx: DbClient, actor: Actor, id: string, ctx: HandlerContext) => Promise<void>,
): ActionDef {
  return memberTransition({
    type: "orders",
    name,
    message,
    body,
    // withNotices: the release notice (noticeOrderReleased) is pushed after the commit.
    commit: withNotices,
    apply: (tx, actor, id, _input, ctx) => apply(tx, actor, id, ctx),
  });
}

/** A reason attribute from the action's JSON:API body; who may act comes first (403 before 422). */
function reasonFrom<T extends Record<string, string>>(
  ctx: HandlerContext,
  id: string,
  schema: import("zod").ZodType<T>,
): T {
  return validateInput(orders, schema, inputFromDocument(orders, ctx.body, id));
}

const duplicate: ActionDef = {
  type: "orders",
  name: "duplicate",
  scope: "member",
  methods: ["POST"],
  auth: "required",
  async run(ctx) {
    const actor = ctx.requireActor();
    const newId = await ctx.db.$transaction((tx) => duplicateOrder(tx, ctx.id ?? "", actor));
    return memberDocument(ctx, "orders", newId, "Order berhasil diduplikasi", { status: 201 });
  },
};

const n = (v: bigint) => Number(v);

const onBeforeValidation: ActionDef = {
  type: "orders",
  name: "onBeforeValidation",
  scope: "member",
  methods: ["POST"],
  auth: "required",
  async run(ctx) {
    const actor = ctx.requireActor();
    const id = ctx.id ?? "";
    const { order, preview } = await ctx.db.$transaction((tx) => beforeValidation(tx, id, actor));
    return documentResponse({
      jsonapi: { version: "1.0" },
      data: {
        type: "order-validation-previews",
        id: order.id,
        attributes: {
          order_code: order.code,
          status: order.status,
          can_validate: preview.problems.length === 0,
          total_price: n(preview.totalPrice),
          discount: n(preview.discount),
          shipping_cost: n(preview.shippingCost),
          final_price: n(preview.finalPrice),
          min_order: n(preview.minOrder),
          meets_min_order: preview.meetsMinOrder,
          cashback: n(preview.cashback),
          is_jawa: preview.isJawa,
          lines: preview.lines.map((l) => ({
            order_detail_id: l.detailId,
            product_id: l.productId,
            product_code: l.productCode,
            product_name: l.productName,
            quantity: l.quantity,
            unit_price: n(l.unitPrice),
            total_price: n(l.totalPrice),
            stock_available: l.stockAvailable,
            stock_after: l.stockAfter,
            problems: l.problems,
          })),
          problems: preview.problems,
        },
      },
    });
  },
};

const history = historyAction("orders", ORDER_DOCUMENT_TYPE, ORDER_HISTORY_LABEL);

/** An order-price-previews document: id = the order (member action) or the buyer office. */
function pricePreviewResponse(id: string, p: OrderPricePreview): Response {
  return documentResponse({
    jsonapi: { version: "1.0" },
    data: {
      type: "order-price-previews",
      id,
      attributes: {
        order_type: p.kind,
        buyer_office_id: p.buyer.officeId,
        area_id: p.buyer.areaId,
        buyer_type: p.buyer.buyerTypeCode,
        is_jawa: p.buyer.jawa,
        lines: p.lines.map((l) => ({
          product_id: l.productId,
          product_code: l.productCode,
          quantity: l.quantity,
          unit_price: n(l.unitPrice),
          total_price: n(l.totalPrice),
          total_point: n(l.totalPoint),
        })),
        total_price: n(p.totals.totalPrice),
        discount: n(p.totals.discount),
        shipping_cost: n(p.shippingCost),
        final_price: n(p.totals.finalPrice),
        total_point: n(p.totals.totalPoint),
        total_bonus: n(p.totals.totalBonus),
        total_weight: p.totals.totalWeight,
        min_order: n(p.minOrder),
        meets_min_order: p.meetsMinOrder,
        min_order_shortfall: n(p.minOrderShortfall),
        cashback: n(p.cashback),
      },
    },
  });
}

const newOrderPricePreview: ActionDef = {
  type: "orders",
  name: "price-preview",
  scope: "collection",
  methods: ["POST"],
  auth: "required",
  body: "jsonapi",
  async run(ctx) {
    const actor = ctx.requireActor();
    const preview = await previewNewOrderPrices(
      ctx.db,
      () => validateInput(orders, ZOrderPricePreviewInput, inputFromDocument(orders, ctx.body)),
      actor,
    );
    return pricePreviewResponse(preview.buyer.officeId, preview);
  },
};

const orderLinesPricePreview: ActionDef = {
  type: "orders",
  name: "price-preview",
  scope: "member",
  methods: ["POST"],
  auth: "required",
  body: "jsonapi",
  async run(ctx) {
    const actor = ctx.requireActor();
    const id = ctx.id ?? "";
    const read = () =>
      validateInput(orders, ZOrderLinesPricePreviewInput, inputFromDocument(orders, ctx.body, id));
    return pricePreviewResponse(id, await previewOrderLinesPrices(ctx.db, id, read, actor));
  },
};

/**
 * The exact count and sums over every order `GET orders` would list with the same query (its
 * filters, filter[search], the caller's scope): what the list's meta.totals gives up to
 * ORDER_LIST_CAP matches, here without the cap. It reads every match, so the screens ask for it
 * on purpose ("Hitung total") instead of on every page.
 */
const totals: ActionDef = {
  type: "orders",
  name: "totals",
  scope: "collection",
  methods: ["GET"],
  auth: "required",
  async run(ctx) {
    const engine = ctx.engine;
    const where = engine.listWhere({ db: ctx.db, actor: ctx.actor, url: ctx.url }, "orders");
    const { count, totals } = await sumOrders(ctx.db, where);
    return documentResponse({ jsonapi: { version: "1.0" }, meta: { count, totals } });
  },
};

export const orderActions: ActionDef[] = [
  history,
  totals,
  newOrderPricePreview,
  orderLinesPricePreview,
  duplicate,
  onBeforeValidation,
  // A member's pick-up: the shipment is created and handed over at once (hand-over-order.ts).
  transition(
    "hand-over",
    "Barang berhasil diserahkan ke mitra usaha",
    "none",
    async (tx, actor, id) => {
      await handOverOrder(tx, id, actor);
    },
  ),
  transition("validateOrder", "Order berhasil divalidasi", "none", (tx, actor, id) =>
    validateOrder(tx, id, actor),
  ),
  transition(
    "acc-payment",
    "Acc pembayaran berhasil, barang dapat dikeluarkan",
    "jsonapi",
    (tx, actor, id, ctx) => {
      if (!hasPermission(actor, "orders.acc-payment")) throw AppError.forbidden();
      const v = reasonFrom(ctx, id, ZAccPaymentInput);
      return accPayment(tx, id, v.acc_payment_reason, actor);
    },
  ),
  transition(
    "cancelStockMovement",
    "Pengeluaran barang dibatalkan oleh gudang",
    "jsonapi",
    (tx, actor, id, ctx) => {
      if (!hasPermission(actor, "orders.cancel-stock-movement")) throw AppError.forbidden();
      const v = reasonFrom(ctx, id, ZCancelStockMovementInput);
      return cancelStockMovement(tx, id, v.cancel_warehouse_description, actor);
    },
  ),
];
