// The ONE state machine of orders, every kind alike (docs/orders.md "States"):
//
//   draft --validateOrder--> validated --(paid in full | acc-payment)--> released
//     ^                          |                                          |
//     |                          |                            cancelStockMovement
//     |                          |                                          v
//     +---- (edit again) ----  warehouse_rejected <-------------------------+
//                                |
//                                +--validateOrder--> validated
//
// cancelPayment (server/payments) takes a released order whose payment is cancelled, and whose
// goods have not left, back to validated (docs/payments.md).
// Lines and prices change only while editable (draft, warehouse_rejected); soft delete only
// while nothing was paid and no goods left. `submitted` and `cancelled` are reserved (a buyer's
// submission; the cancellation after payment of the payments issue) and reached by no action yet.
// Pure: the use cases load the row, ask here (409 otherwise), then move it with a conditional
// UPDATE on the state they read, plus a history row.
import { AppError } from "@/server/errors";
import { ORDER_STATUS_LABEL, type OrderStatus } from "@/lib/schemas/orders";

export type OrderAction =
  | "update"
  | "delete"
  | "validate"
  | "acc-payment"
  | "release"
  | "cancel-stock-movement"
  | "cancel-payment";

export const ALLOWED_FROM: Record<OrderAction, readonly OrderStatus[]> = {
  update: ["draft", "warehouse_rejected"],
  delete: ["draft", "validated", "warehouse_rejected"],
  validate: ["draft", "submitted", "warehouse_rejected"],
  "acc-payment": ["validated"],
  release: ["validated"],
  "cancel-stock-movement": ["released"],
  "cancel-payment": ["released"],
};

export const TARGET: Partial<Record<OrderAction, OrderStatus>> = {
  validate: "validated",
  "acc-payment": "released",
  release: "released",
  "cancel-stock-movement": "warehouse_rejected",
  "cancel-payment": "validated",
};

const REFUSAL: Record<OrderAction, string> = {
  update: "Order hanya dapat diubah sebelum divalidasi",
  delete: "Order yang sudah dibayar atau dikirim tidak dapat dihapus",
  validate: "Order ini tidak dapat divalidasi",
  "acc-payment": "Acc pembayaran hanya untuk order yang sudah divalidasi dan belum dibayar lunas",
  release: "Order ini tidak menunggu pembayaran",
  "cancel-stock-movement": "Hanya order yang siap dikirim yang dapat dibatalkan oleh gudang",
  "cancel-payment": "Hanya order yang siap dikirim yang kembali menunggu pembayaran",
};

export function canRun(action: OrderAction, from: OrderStatus): boolean {
  return ALLOWED_FROM[action].includes(from);
}

export function isEditable(status: OrderStatus): boolean {
  return canRun("update", status);
}

/** 409 naming the current state when `action` is not legal from `from`. */
export function assertOrderTransition(action: OrderAction, from: OrderStatus): void {
  if (!canRun(action, from))
    throw AppError.conflict(`${REFUSAL[action]} (status sekarang: ${ORDER_STATUS_LABEL[from]})`);
}

/** Server-side totals: finalPrice = totalPrice - discount + shippingCost, in whole rupiah. */
export function orderTotals(
  lines: { totalPrice: bigint; totalPoint: bigint; totalBonusValue: bigint; weight: number }[],
  discountRule: { minOrder: bigint; cashback: bigint } | null,
  shippingCost: bigint,
): {
  totalPrice: bigint;
  discount: bigint;
  finalPrice: bigint;
  totalPoint: bigint;
  totalBonus: bigint;
  totalWeight: number;
} {
  const totalPrice = lines.reduce((s, l) => s + l.totalPrice, 0n);
  const reached = discountRule ? totalPrice >= discountRule.minOrder : false;
  const cashback = reached && discountRule ? discountRule.cashback : 0n;
  const discount = cashback > totalPrice ? totalPrice : cashback;
  return {
    totalPrice,
    discount,
    finalPrice: totalPrice - discount + shippingCost,
    totalPoint: lines.reduce((s, l) => s + l.totalPoint, 0n),
    totalBonus: lines.reduce((s, l) => s + l.totalBonusValue, 0n),
    totalWeight: lines.reduce((s, l) => s + l.weight, 0),
  };
}
