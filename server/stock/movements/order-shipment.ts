// How an order becomes a shipment (docs/orders.md "Shipping", docs/stock-movements.md "Orders"):
// the origin office's warehouse creates a movement for a released order's lines, at most what
// is ordered and not yet on its way. Pure planning plus the loads it needs; createMovement
// (write.ts) writes the movement.
import type { Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { ORDER_STATUS_LABEL, type OrderStatus } from "@/lib/schemas/orders";
import { loadOrder } from "@/server/orders/rules";
import type { MovementDeliveryMethod } from "./machine";

export type OrderLineInput = { productId: string; quantity: number };

/** Per product: ordered, and committed = what shipments already carry (see `committed`). */
export type OrderProductBalance = {
  productId: string;
  code: string;
  ordered: number;
  committed: number;
};

/**
 * What a shipment line still may carry per product. A movement commits its quantities while it
 * is on its way (draft, packed, sent) and, once received, only what was received: the rest is
 * in its susulan (a movement of its own, counted the same way). A cancelled movement commits
 * nothing, so cancelling a susulan frees its quantity for a new shipment.
 */
export function committedQuantity(m: {
  status: string;
  lines: { productId: string; quantity: number; receivedQuantity: number }[];
}): Map<string, number> {
  const out = new Map<string, number>();
  if (m.status === "cancelled") return out;
  const received = m.status === "received" || m.status === "partially_received";
  for (const l of m.lines)
    out.set(
      l.productId,
      (out.get(l.productId) ?? 0) + (received ? l.receivedQuantity : l.quantity),
    );
  return out;
}

/**
 * The lines of a new shipment: `input` (product, quantity; duplicates merged), each product on
 * the order and at most its remaining quantity (422 at the line), or, when `input` is empty,
 * everything remaining (409 when nothing remains).
 */
export function planOrderShipment(
  balances: readonly OrderProductBalance[],
  input: readonly OrderLineInput[] | null,
): OrderLineInput[] {
  const byProduct = new Map(balances.map((b) => [b.productId, b]));
  const remaining = (b: OrderProductBalance) => Math.max(0, b.ordered - b.committed);
  if (!input || input.length === 0) {
    const all = balances.filter((b) => remaining(b) > 0);
    if (all.length === 0) throw AppError.conflict("Semua barang order ini sudah dikirim");
    return all.map((b) => ({ productId: b.productId, quantity: remaining(b) }));
  }
  const merged = new Map<string, { quantity: number; index: number }>();
  const items: { detail: string; source: { pointer: string } }[] = [];
  for (const [i, l] of input.entries()) {
    if (!byProduct.has(l.productId)) {
      items.push({
        detail: "Produk tidak ada di order ini",
        source: { pointer: `/data/attributes/details/${i}/product_id` },
      });
      continue;
    }
    const m = merged.get(l.productId);
    merged.set(l.productId, { quantity: (m?.quantity ?? 0) + l.quantity, index: i });
  }
  for (const [productId, m] of merged) {
    const b = byProduct.get(productId);
    if (b && m.quantity > remaining(b))
      items.push({
        detail: `Jumlah ${b.code} melebihi sisa order yang belum dikirim (sisa ${remaining(b)})`,
        source: { pointer: `/data/attributes/details/${m.index}/quantity` },
      });
  }
  if (items.length) throw AppError.validation(items);
  return [...merged].map(([productId, m]) => ({ productId, quantity: m.quantity }));
}

export interface OrderShipment {
  orderId: string;
  originOfficeId: string;
  destinationOfficeId: string;
  originWarehouseId: string | null;
  destinationWarehouseId: string | null;
  /** member_sale: the buyer has no warehouse; the send is final (write.ts sendMovement). */
  toMember: boolean;
  deliveryMethod: MovementDeliveryMethod | null;
  lines: OrderLineInput[];
}

/**
 * Loads and checks a released order for a new shipment by `actor`: outside the caller's order
 * scope 404, not the origin (seller) office 403, not released 409; then plans the lines. The
 * order row is locked (loadOrder's FOR UPDATE) so two shipments created at once cannot both take
 * the same remaining quantity, and the state checked is the committed one.
 */
export async function orderShipmentFor(
  db: DbClient,
  orderId: string,
  input: readonly OrderLineInput[] | null,
  actor: Actor,
): Promise<OrderShipment> {
  // Read under the row lock: the state checked is the committed one (a payment cancelled or a
  // rejection by the warehouse meanwhile is seen), and a second shipment waits for this one.
  const order = await loadOrder(db, actor, orderId, { lock: true });
  if (!actor.isSuperadmin && actor.officeId !== order.originOfficeId)
    throw AppError.forbidden("Hanya gudang kantor asal order yang dapat membuat pengeluaran");
  if (order.status !== "released")
    throw AppError.conflict(
      `Order berstatus ${ORDER_STATUS_LABEL[order.status as OrderStatus] ?? order.status} belum siap dikirim`,
    );
  // One query at a time: a transaction is one connection.
  const details = await db.orderDetail.findMany({
    where: { orderId: order.id },
    select: { productId: true, quantity: true, product: { select: { code: true } } },
    orderBy: { createdAt: "asc" },
  });
  const movements = await db.stockMovement.findMany({
    where: { orderId: order.id, deletedAt: null },
    select: {
      status: true,
      movementDetails: { select: { productId: true, quantity: true, receivedQuantity: true } },
    },
  });
  const balances = new Map<string, OrderProductBalance>();
  for (const d of details) {
    const b = balances.get(d.productId) ?? {
      productId: d.productId,
      code: d.product.code,
      ordered: 0,
      committed: 0,
    };
    b.ordered += d.quantity;
    balances.set(d.productId, b);
  }
  for (const m of movements)
    for (const [productId, q] of committedQuantity({
      status: m.status,
      lines: m.movementDetails,
    })) {
      const b = balances.get(productId);
      if (b) b.committed += q;
    }
  const lines = planOrderShipment([...balances.values()], input);
  return {
    orderId: order.id,
    originOfficeId: order.originOfficeId,
    destinationOfficeId: order.destinationOfficeId,
    originWarehouseId: order.originWarehouseId,
    destinationWarehouseId: order.destinationWarehouseId,
    toMember: order.orderType === "member_sale",
    deliveryMethod: (order.deliveryMethod as MovementDeliveryMethod | null) ?? null,
    lines,
  };
}
