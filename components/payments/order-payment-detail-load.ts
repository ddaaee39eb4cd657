// What the Kasir's payment page of one order (order-payment-detail.tsx) shows: the order's bill
// and its payments. Read through an ApiGet, so the page's server loads it into the page's HTML
// (server/jsonapi/prefetch.ts) and the browser reloads it after a payment, a verification or a
// cancellation.
import {
  buildListQuery,
  listResultOf,
  resourceResultOf,
  resourceUrl,
  toRow,
  type ApiGet,
  type Row,
} from "@/lib/jsonapi-client";
import type { PayableOrderAttributes, PaymentAttributes } from "./config";

export interface OrderPaymentLoaded {
  order: Row<PayableOrderAttributes>;
  payments: Row<PaymentAttributes>[];
}

export async function loadOrderPayment(
  get: ApiGet,
  id: string,
  signal?: AbortSignal,
): Promise<OrderPaymentLoaded> {
  const [order, payments] = await Promise.all([
    get(resourceUrl("orders", id, { include: [] }), signal),
    get(
      `payments?${buildListQuery({
        filter: { order_id: id },
        sort: "createdAt",
        page: { number: 1, size: 100 },
      })}`,
      signal,
    ),
  ]);
  return {
    order: toRow(resourceResultOf<PayableOrderAttributes>(order).resource),
    payments: listResultOf<PaymentAttributes>(payments).rows,
  };
}
