// How an order becomes a shipment (docs/orders.md "Shipping", docs/stock-movements.md "Orders"):
// the origin office's warehouse creates a movement for a released order's lines, at most what
// is ordered and not yet on its way. Pure planning plus the loads it needs; createMovement
// (write.ts) writes the movement.
import { OFFICE_CATEGORY, type Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { ORDER_STATUS_LABEL, type OrderStatus } from "@/lib/schemas/orders";
import { ORDER_KIND_CONFIG } from "@/server/orders/kinds";
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
 * What a shipment line still may carry per product. A movement that is not cancelled commits
 * what it carries minus what was settled on it (docs/stock-movements.md "Goods in transit"): on
 * its way, received, or still in transit, all count; units settled as returned, lost or damaged
 * are freed for a new shipment, and units sent as a susulan are counted by the susulan (a
 * movement of its own, counted the same way). Cancelling a susulan frees its quantity too.
 */
export function committedQuantity(m: {
  status: string;
  lines: { productId: string; quantity: number; settledQuantity: number }[];
}): Map<string, number> {
  const out = new Map<string, number>();
  if (m.status === "cancelled") return out;
  for (const l of m.lines)
    out.set(l.productId, (out.get(l.productId) ?? 0) + l.quantity - l.settledQuantity);
  return out;
}

/** The document a shipment carries goods of: a sales order, or a purchase order (pembelian). */
export type ShippedDocument = "order" | "pembelian";

/**
 * The lines of a new shipment: `input` (product, quantity; duplicates merged), each product on
 * the order and at most its remaining quantity (422 at the line), or, when `input` is empty,
 * everything remaining (409 when nothing remains).
 */
export function planOrderShipment(
  balances: readonly OrderProductBalance[],
  input: readonly OrderLineInput[] | null,
  doc: ShippedDocument = "order",
): OrderLineInput[] {
  const byProduct = new Map(balances.map((b) => [b.productId, b]));
  const remaining = (b: OrderProductBalance) => Math.max(0, b.ordered - b.committed);
  if (!input || input.length === 0) {
    const all = balances.filter((b) => remaining(b) > 0);
    if (all.length === 0) throw AppError.conflict(`Semua barang ${doc} ini sudah dikirim`);
    return all.map((b) => ({ productId: b.productId, quantity: remaining(b) }));
  }
  const merged = new Map<string, { quantity: number; index: number }>();
  const items: { detail: string; source: { pointer: string } }[] = [];
  for (const [i, l] of input.entries()) {
    if (!byProduct.has(l.productId)) {
      items.push({
        detail: `Produk tidak ada di ${doc} ini`,
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
        detail: `Jumlah ${b.code} melebihi sisa ${doc} yang belum dikirim (sisa ${remaining(b)})`,
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
  /** A sale to a member: the buyer has no warehouse; the send is final (write.ts sendMovement). */
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
  const balances = await orderBalances(db, order.id);
  const lines = planOrderShipment(balances, input);
  return {
    orderId: order.id,
    originOfficeId: order.originOfficeId,
    destinationOfficeId: order.destinationOfficeId,
    originWarehouseId: order.originWarehouseId,
    destinationWarehouseId: order.destinationWarehouseId,
    // Member sales, cash bills and PBS sales: the buyer is a member (no warehouse).
    toMember: ORDER_KIND_CONFIG[order.orderType].destination.every(
      (c) => c === OFFICE_CATEGORY.MEMBER,
    ),
    deliveryMethod: (order.deliveryMethod as MovementDeliveryMethod | null) ?? null,
    lines,
  };
}

/**
 * Per product of the order: ordered, and committed by its movements (committedQuantity). The
 * caller has locked the order row, so no other shipment of the order changes the figures until
 * it commits.
 */
async function orderBalances(db: DbClient, orderId: string): Promise<OrderProductBalance[]> {
  // One query at a time: a transaction is one connection.
  const details = await db.orderDetail.findMany({
    where: { orderId },
    select: { productId: true, quantity: true, product: { select: { code: true } } },
    orderBy: { createdAt: "asc" },
  });
  const movements = await db.stockMovement.findMany({
    where: { orderId, deletedAt: null },
    select: {
      status: true,
      movementDetails: { select: { productId: true, quantity: true, settledQuantity: true } },
    },
  });
  return balancesOf(details, movements);
}

/** The same for a purchase order: ordered from the supplier, committed by its shipments. */
async function purchaseOrderBalances(
  db: DbClient,
  purchaseOrderId: string,
): Promise<OrderProductBalance[]> {
  const details = await db.purchaseOrderDetail.findMany({
    where: { purchaseOrderId },
    select: { productId: true, quantity: true, product: { select: { code: true } } },
    orderBy: { createdAt: "asc" },
  });
  const movements = await db.stockMovement.findMany({
    where: { purchaseOrderId, deletedAt: null },
    select: {
      status: true,
      movementDetails: { select: { productId: true, quantity: true, settledQuantity: true } },
    },
  });
  return balancesOf(details, movements);
}

function balancesOf(
  details: { productId: string; quantity: number; product: { code: string } }[],
  movements: {
    status: string;
    movementDetails: { productId: string; quantity: number; settledQuantity: number }[];
  }[],
): OrderProductBalance[] {
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
  return [...balances.values()];
}

/**
 * The lines of a supplier's shipment against a purchase order (createMovement): each product on
 * the order and at most what is ordered and not yet on its way or received (422 at the line).
 * Without it a supplier ships goods Pusat never ordered, and their receipt can only fail
 * (recordPurchaseReceipt refuses more than the order). The caller holds the order row FOR UPDATE.
 */
export async function planPurchaseOrderShipment(
  db: DbClient,
  purchaseOrderId: string,
  input: readonly OrderLineInput[],
): Promise<void> {
  planOrderShipment(await purchaseOrderBalances(db, purchaseOrderId), input, "pembelian");
}

/**
 * A new quantity for a draft line of a shipment of an order or a purchase order (PATCH
 * movement-details/{id}): at most what the document still leaves for it, i.e. its current
 * quantity plus what no shipment carries yet (422 at `/data/attributes/quantity` otherwise).
 * The document row is locked first, as when a shipment is created, so two edits (or an edit and
 * a new shipment) cannot both take the same remainder. Without this an edited line ships more
 * than was ordered (and paid).
 */
export async function assertShipmentLineQuantity(
  db: DbClient,
  document: { orderId: string | null; purchaseOrderId: string | null },
  line: { productId: string; productCode: string; quantity: number },
  quantity: number,
): Promise<void> {
  if (quantity <= line.quantity) return; // less than before never exceeds the document
  let balances: OrderProductBalance[];
  let doc: ShippedDocument;
  if (document.orderId) {
    await db.order.update({ where: { id: document.orderId }, data: { updatedAt: new Date() } });
    balances = await orderBalances(db, document.orderId);
    doc = "order";
  } else if (document.purchaseOrderId) {
    await db.$queryRaw`SELECT id FROM purchase_orders WHERE id = ${document.purchaseOrderId}::uuid FOR UPDATE`;
    balances = await purchaseOrderBalances(db, document.purchaseOrderId);
    doc = "pembelian";
  } else return;
  const b = balances.find((x) => x.productId === line.productId);
  const allowed = line.quantity + Math.max(0, (b?.ordered ?? 0) - (b?.committed ?? 0));
  if (quantity > allowed)
    throw AppError.validation([
      {
        detail: `Jumlah ${line.productCode} melebihi sisa ${doc} yang belum dikirim (maksimal ${allowed})`,
        source: { pointer: "/data/attributes/quantity" },
      },
    ]);
}
