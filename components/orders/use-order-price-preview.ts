"use client";

// The order form's live figures (issue 23 §3a, docs/orders.md "Live figures on the form"): while
// the form is filled, the lines that are complete (a product and a whole quantity in bounds) are
// sent to the server's price preview, which prices them by the rule of saving (the buyer's area
// and buyer type) and answers the line prices, the totals, the minimum order's progress and the
// cashback. Nothing is computed here; the save prices everything again. Requests are debounced
// (PREVIEW_DELAY_MS) and a newer one aborts the older, so the figures shown are those of the
// last lines typed; `pending` is true while they are being fetched.
import * as React from "react";
import { failureText } from "@/lib/jsonapi-errors";
import { loadJsonApi } from "@/lib/jsonapi-load";
import { typedNumber } from "@/lib/number-input";
import { MONEY } from "@/lib/bounds";
import { ORDER_QUANTITY, type OrderKind } from "@/lib/schemas/orders-rules";

export const PREVIEW_DELAY_MS = 300;

export interface PreviewLine {
  product_id: string;
  product_code: string;
  quantity: number;
  unit_price: number;
  total_price: number;
}

/** The attributes of an order-price-previews resource (server/orders/actions.ts). */
export interface OrderPricePreview {
  lines: PreviewLine[];
  total_price: number;
  discount: number;
  shipping_cost: number;
  final_price: number;
  total_point: number;
  min_order: number;
  meets_min_order: boolean;
  min_order_shortfall: number;
  cashback: number;
  is_jawa: boolean;
}

export interface PreviewRequest {
  kind: OrderKind;
  /** The relationship naming the other office of a new order, e.g. "destination-office". */
  otherKey: string;
  /** The other office of a new order ("" while none is picked). */
  otherId: string;
  /** Set when editing: the order whose new lines are previewed. */
  orderId?: string;
  details: readonly { product_id?: string; quantity?: string | number | null }[];
  shippingCost: string | number | null | undefined;
}

function wholeIn(n: number, spec: { min: number; max: number }): boolean {
  return Number.isInteger(n) && n >= spec.min && n <= spec.max;
}

export function useOrderPricePreview(req: PreviewRequest): {
  preview: OrderPricePreview | null;
  /** Product id -> its priced line. */
  byProduct: Map<string, PreviewLine>;
  pending: boolean;
  error: string | null;
  /** False while there is nothing to ask (no other office picked yet). */
  ready: boolean;
} {
  const details = req.details
    .map((d) => ({ product_id: d.product_id ?? "", quantity: typedNumber(d.quantity) }))
    .filter((d) => d.product_id && wholeIn(d.quantity, ORDER_QUANTITY));
  const shipping = typedNumber(req.shippingCost);
  const shippingCost = wholeIn(shipping, MONEY) ? shipping : 0;
  const ready = Boolean(req.orderId || req.otherId);
  // One key per distinct question: an unchanged form asks nothing again.
  const key = ready ? JSON.stringify([req.orderId, req.otherId, details, shippingCost]) : "";
  const [state, setState] = React.useState<{
    key: string;
    preview: OrderPricePreview | null;
    error: string | null;
  }>({ key: "", preview: null, error: null });
  const { kind, otherKey, otherId, orderId } = req;

  React.useEffect(() => {
    if (!key) return;
    const ac = new AbortController();
    const [, , lines, cost] = JSON.parse(key) as [unknown, unknown, unknown, number];
    const timer = window.setTimeout(() => {
      const body = orderId
        ? {
            data: {
              type: "orders",
              id: orderId,
              attributes: { details: lines, shipping_cost: cost },
            },
          }
        : {
            data: {
              type: "orders",
              attributes: { order_type: kind, details: lines, shipping_cost: cost },
              relationships: { [otherKey]: { data: { type: "offices", id: otherId } } },
            },
          };
      const path = orderId
        ? `orders/${encodeURIComponent(orderId)}/-actions/price-preview`
        : "orders/-actions/price-preview";
      loadJsonApi()
        .then(({ callApi }) =>
          callApi<{ data: { attributes: OrderPricePreview } }>(path, {
            method: "POST",
            body,
            signal: ac.signal,
          }),
        )
        .then((doc) => setState({ key, preview: doc.data.attributes, error: null }))
        .catch((err: unknown) => {
          if (ac.signal.aborted) return;
          setState((s) => ({ key, preview: s.preview, error: failureText(err) }));
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      ac.abort();
    };
  }, [key, kind, otherKey, otherId, orderId]);

  const current = state.key === key;
  const preview = ready ? state.preview : null;
  const byProduct = React.useMemo(
    () => new Map((preview?.lines ?? []).map((l) => [l.product_id, l])),
    [preview],
  );
  return {
    preview,
    byProduct,
    pending: ready && !current,
    error: current ? state.error : null,
    ready,
  };
}
