// The write side of the shipment lifecycle (docs/stock-movements.md): create, packets, pack,
// send, receive (what did not arrive stays in transit until settled: settle.ts) and receive-all. Every use case runs
// on the caller's transaction, goes through the state machine (machine.ts), moves stock only
// through postStock and writes a document_status_histories row for each transition.
//
// Who may do what: the origin office creates, packs and sends; the destination office receives.
// A movement outside the caller's scope is a 404 (scope.ts); a movement the caller sees but whose
// side it is not on is a 403. Superadmin acts for either side.
import { randomBytes } from "node:crypto";
import type { DbClient } from "@/server/auth/db-client";
import { hasPermission, type Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { jakartaDateString, jakartaToday } from "@/lib/business-date";
import { postStock } from "@/server/stock/post-stock";
import {
  assertTransition,
  historyRow,
  packingProblems,
  planReceive,
  planSend,
  type MovementDeliveryMethod,
  type MovementLine,
  type MovementStatus,
  type ReceiveInput,
} from "./machine";
import { recordMovementTransition } from "./history";
import { movementWhere } from "./scope";
import { recordPurchaseReceipt } from "@/server/purchasing/record-purchase-receipt";
import { orderShipmentFor, planPurchaseOrderShipment } from "./order-shipment";
import { noticeGoodsSent, noticeSusulanCreated } from "./order-notices";
import { ORDER_STATUS_LABEL } from "@/lib/labels/orders";
import { followDocumentDelivery, lockMovementDocument } from "./follow-document-delivery";
import { recordReturReceipt, recordReturSent } from "@/server/returs/record-retur-shipment";

export const MOVEMENT_SOURCE = "stock-movements";

type Side = "origin" | "destination";

export function movementCode(now = new Date()): string {
  const day = jakartaDateString(now).replace(/-/g, "");
  return `SJ-${day}-${randomBytes(4).toString("hex").toUpperCase()}`;
}

async function mainWarehouseOf(db: DbClient, officeId: string, pointer?: string): Promise<string> {
  const w = await db.warehouse.findFirst({
    where: { officeId, type: "main", deletedAt: null },
    select: { id: true },
    orderBy: { createdAt: "asc" },
  });
  if (!w)
    throw AppError.validation([
      { detail: "Kantor belum memiliki gudang utama", ...(pointer ? { source: { pointer } } : {}) },
    ]);
  return w.id;
}

/** Loads a movement in the caller's scope (404) and checks the caller is on `side` (403). */
export async function loadMovementFor(
  db: DbClient,
  actor: Actor,
  id: string,
  side: Side,
  forbidden?: string,
) {
  const scope = movementWhere(actor);
  const m = await db.stockMovement.findFirst({
    where: { id, deletedAt: null, ...(scope ?? {}) },
    select: {
      id: true,
      code: true,
      status: true,
      deliveryMethod: true,
      originOfficeId: true,
      destinationOfficeId: true,
      originWarehouseId: true,
      destinationWarehouseId: true,
      purchaseOrderId: true,
      orderId: true,
      returId: true,
      parentMovementId: true,
      expeditionId: true,
    },
  });
  if (!m) throw AppError.notFound("Pengiriman tidak ditemukan");
  const office = side === "origin" ? m.originOfficeId : m.destinationOfficeId;
  if (!actor.isSuperadmin && actor.officeId !== office)
    throw AppError.forbidden(
      forbidden ??
        (side === "origin"
          ? "Hanya kantor pengirim yang dapat mengemas dan mengirim barang ini"
          : "Hanya kantor tujuan yang dapat menerima barang ini"),
    );
  return m;
}

export async function movementLines(db: DbClient, id: string): Promise<MovementLine[]> {
  const rows = await db.movementDetail.findMany({
    where: { stockMovementId: id },
    orderBy: { id: "asc" },
    select: {
      id: true,
      productId: true,
      batchId: true,
      quantity: true,
      receivedQuantity: true,
      settledQuantity: true,
      product: { select: { code: true } },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    productId: r.productId,
    productCode: r.product.code,
    batchId: r.batchId,
    quantity: r.quantity,
    receivedQuantity: r.receivedQuantity,
    settledQuantity: r.settledQuantity,
  }));
}

/**
 * The movement's status read under its row lock (FOR UPDATE), held until commit: packets are
 * added, deleted and checked by `pack` only under it, so a packet added while the movement is
 * being packed either lands before the pack reads the packets or finds the movement packed.
 */
export async function lockedStatus(db: DbClient, id: string): Promise<MovementStatus> {
  const rows = await db.$queryRaw<{ status: MovementStatus }[]>`
    SELECT status::text AS status FROM stock_movements WHERE id = ${id}::uuid FOR UPDATE`;
  if (!rows[0]) throw AppError.notFound("Pengiriman tidak ditemukan");
  return rows[0].status;
}

/** Moves `id` from `from` to `to` only if it is still in `from` (else 409). */
export async function guardedUpdate(
  db: DbClient,
  id: string,
  from: MovementStatus,
  data: Parameters<DbClient["stockMovement"]["updateMany"]>[0]["data"],
): Promise<void> {
  const res = await db.stockMovement.updateMany({ where: { id, status: from }, data });
  if (res.count !== 1) throw AppError.conflict("Pengiriman sudah diubah oleh pengguna lain");
}

// ---- create ------------------------------------------------------------------------------

export interface MovementLineInput {
  productId: string;
  quantity: number;
  batchId?: string | null;
  /** The line's batch may be expired (an explicit override; 422 without it). */
  allowExpired?: boolean;
}

export interface CreateMovementInput {
  destinationOfficeId?: string | null;
  purchaseOrderId?: string | null;
  /** A released order (order-shipment.ts): parties, warehouses and lines come from it. */
  orderId?: string | null;
  /** Default: the order's delivery method, else dikirim. */
  deliveryMethod?: MovementDeliveryMethod | null;
  /** Required without an order; with one, empty means everything not yet shipped. */
  details?: MovementLineInput[] | null;
  description?: string | null;
  recipientName?: string | null;
  shippingAddress?: string | null;
}

async function assertProducts(db: DbClient, lines: readonly MovementLineInput[]): Promise<void> {
  const ids = [...new Set(lines.map((l) => l.productId))];
  const found = new Set(
    (
      await db.product.findMany({
        where: { id: { in: ids }, deletedAt: null },
        select: { id: true },
      })
    ).map((p) => p.id),
  );
  const items = lines.flatMap((l, i) =>
    found.has(l.productId)
      ? []
      : [
          {
            detail: "Produk tidak ditemukan",
            source: { pointer: `/data/attributes/details/${i}/product_id` },
          },
        ],
  );
  if (items.length) throw AppError.validation(items);
}

/**
 * A line's batch (optional) must be a lot of that product in the origin warehouse, the only
 * batch its send can take from (postStock); otherwise the draft could never be sent. An expired
 * lot (expiry before today in Jakarta) needs the line's explicit `allowExpired` (422 otherwise):
 * the FEFO suggestion never offers one.
 */
async function assertBatches(
  db: DbClient,
  originWarehouseId: string,
  lines: readonly MovementLineInput[],
): Promise<void> {
  const ids = [...new Set(lines.flatMap((l) => (l.batchId ? [l.batchId] : [])))];
  if (ids.length === 0) return;
  const found = new Map(
    (
      await db.batch.findMany({
        where: { id: { in: ids }, warehouseId: originWarehouseId },
        select: { id: true, productId: true, code: true, expiredAt: true },
      })
    ).map((b) => [b.id, b]),
  );
  const today = jakartaToday();
  const items = lines.flatMap((l, i) => {
    if (!l.batchId) return [];
    const pointer = `/data/attributes/details/${i}/batch_id`;
    const batch = found.get(l.batchId);
    if (batch?.productId !== l.productId)
      return [
        {
          detail: "Batch tidak ditemukan untuk barang ini di gudang pengirim",
          source: { pointer },
        },
      ];
    if (batch.expiredAt && batch.expiredAt < today && !l.allowExpired)
      return [
        {
          detail: `Batch ${batch.code} kedaluwarsa sejak ${batch.expiredAt.toISOString().slice(0, 10)}; pilih batch lain atau setujui pemakaian batch kedaluwarsa`,
          source: { pointer },
        },
      ];
    return [];
  });
  if (items.length) throw AppError.validation(items);
}

/** The permission of a movement with no order or purchase order (an explicit transfer). */
export const TRANSFER_PERMISSION = "stock-movements.transfer";
export const MOVEMENT_NEEDS_DOCUMENT =
  "Pengiriman barang harus berdasarkan order atau purchase order";

/**
 * A new movement in draft from the caller's office (its main warehouse) to the destination
 * office's main warehouse, or, for a supplier, against a purchase order addressed to it (the
 * destination is the ordering office and the order's warehouse).
 */
export async function createMovement(
  db: DbClient,
  input: CreateMovementInput,
  actor: Actor,
): Promise<string> {
  if (input.orderId) return createOrderMovement(db, { ...input, orderId: input.orderId }, actor);
  if (!actor.officeId)
    throw AppError.validation([{ detail: "Pengguna tidak terhubung ke kantor" }]);
  const details = input.details ?? [];
  if (details.length === 0)
    throw AppError.validation([
      { detail: "Barang wajib diisi", source: { pointer: "/data/attributes/details" } },
    ]);
  // Every movement belongs to a document that allows it (ARCHITECTURE §2): an order (above), a
  // purchase order (below), or, with neither, an explicit transfer by whoever holds
  // stock-movements.transfer. Retur shipments, restocks (orders) and susulan (receive) have
  // their own paths. Anything else is stock moved on nobody's say-so: 422 at the document.
  if (!input.purchaseOrderId && !hasPermission(actor, TRANSFER_PERMISSION))
    throw AppError.validation([
      { detail: MOVEMENT_NEEDS_DOCUMENT, source: { pointer: "/data/relationships/order" } },
    ]);
  let destinationOfficeId = input.destinationOfficeId ?? null;
  let destinationWarehouseId: string | null = null;
  if (input.purchaseOrderId) {
    // The order row FOR UPDATE: two shipments created at once cannot both take what remains,
    // and a concurrent cancel (cancel-purchase-order.ts) waits for this shipment and then
    // refuses, instead of cancelling an order whose goods are on the way.
    await db.$queryRaw`SELECT id FROM purchase_orders WHERE id = ${input.purchaseOrderId}::uuid FOR UPDATE`;
    const po = await db.purchaseOrder.findFirst({
      where: {
        id: input.purchaseOrderId,
        ...(actor.isSuperadmin ? {} : { supplierOfficeId: actor.officeId }),
      },
      select: { id: true, officeId: true, warehouseId: true, status: true },
    });
    if (!po) throw AppError.notFound("Purchase order tidak ditemukan");
    if (!["submitted", "processing", "sent", "partially_received"].includes(po.status))
      throw AppError.conflict("Purchase order tidak dapat dikirim pada status ini");
    if (destinationOfficeId && destinationOfficeId !== po.officeId)
      throw AppError.validation([
        {
          detail: "Kantor tujuan harus kantor pemesan purchase order",
          source: { pointer: "/data/relationships/destination-office" },
        },
      ]);
    destinationOfficeId = po.officeId;
    destinationWarehouseId = po.warehouseId;
    await planPurchaseOrderShipment(db, po.id, details);
  }
  if (!destinationOfficeId)
    throw AppError.validation([
      {
        detail: "Kantor tujuan wajib diisi",
        source: { pointer: "/data/relationships/destination-office" },
      },
    ]);
  if (destinationOfficeId === actor.officeId)
    throw AppError.validation([
      {
        detail: "Kantor tujuan tidak boleh kantor sendiri",
        source: { pointer: "/data/relationships/destination-office" },
      },
    ]);
  const destination = await db.office.findFirst({
    where: { id: destinationOfficeId, deletedAt: null },
    select: { id: true },
  });
  if (!destination)
    throw AppError.validation([
      {
        detail: "Kantor tujuan tidak ditemukan",
        source: { pointer: "/data/relationships/destination-office" },
      },
    ]);
  await assertProducts(db, details);
  const originWarehouseId = await mainWarehouseOf(db, actor.officeId);
  await assertBatches(db, originWarehouseId, details);
  // A member office has no warehouse: goods reach members only through an order (member_sale).
  destinationWarehouseId ??= await mainWarehouseOf(
    db,
    destinationOfficeId,
    "/data/relationships/destination-office",
  );
  const m = await db.stockMovement.create({
    data: {
      code: movementCode(),
      purchaseOrderId: input.purchaseOrderId ?? null,
      originOfficeId: actor.officeId,
      destinationOfficeId,
      originWarehouseId,
      destinationWarehouseId,
      deliveryMethod: input.deliveryMethod ?? "dikirim",
      description: input.description ?? null,
      recipientName: input.recipientName ?? null,
      shippingAddress: input.shippingAddress ?? null,
      createdById: actor.userId,
      movementDetails: {
        create: details.map((d) => ({
          productId: d.productId,
          quantity: d.quantity,
          batchId: d.batchId ?? null,
        })),
      },
    },
    select: { id: true },
  });
  await recordMovementTransition(db, historyRow(m.id, null, "draft", "create", actor.userId));
  return m.id;
}

/**
 * The shipment (pengeluaran) of a released order by its origin office's warehouse
 * (docs/orders.md "Shipping"): the order's parties and warehouses, lines at most what is
 * ordered and not yet shipped (order-shipment.ts). A member sale has no destination warehouse:
 * its send is final (sendMovement).
 */
async function createOrderMovement(
  db: DbClient,
  input: CreateMovementInput & { orderId: string },
  actor: Actor,
): Promise<string> {
  const lines = (input.details ?? []).map((d) => ({
    productId: d.productId,
    quantity: d.quantity,
  }));
  const plan = await orderShipmentFor(db, input.orderId, lines, actor);
  if (input.destinationOfficeId && input.destinationOfficeId !== plan.destinationOfficeId)
    throw AppError.validation([
      {
        detail: "Kantor tujuan harus pembeli order",
        source: { pointer: "/data/relationships/destination-office" },
      },
    ]);
  if (input.purchaseOrderId)
    throw AppError.validation([
      {
        detail: "Pengiriman order tidak terkait purchase order",
        source: { pointer: "/data/relationships/purchase-order" },
      },
    ]);
  const originWarehouseId =
    plan.originWarehouseId ?? (await mainWarehouseOf(db, plan.originOfficeId));
  await assertBatches(db, originWarehouseId, input.details ?? []);
  const destinationWarehouseId = plan.toMember
    ? null
    : (plan.destinationWarehouseId ?? (await mainWarehouseOf(db, plan.destinationOfficeId)));
  const batchOf = new Map((input.details ?? []).map((d) => [d.productId, d.batchId ?? null]));
  const m = await db.stockMovement.create({
    data: {
      code: movementCode(),
      orderId: plan.orderId,
      originOfficeId: plan.originOfficeId,
      destinationOfficeId: plan.destinationOfficeId,
      originWarehouseId,
      destinationWarehouseId,
      deliveryMethod: input.deliveryMethod ?? plan.deliveryMethod ?? "dikirim",
      description: input.description ?? null,
      recipientName: input.recipientName ?? null,
      shippingAddress: input.shippingAddress ?? null,
      createdById: actor.userId,
      movementDetails: {
        create: plan.lines.map((l) => ({
          productId: l.productId,
          quantity: l.quantity,
          batchId: batchOf.get(l.productId) ?? null,
        })),
      },
    },
    select: { id: true },
  });
  await recordMovementTransition(db, historyRow(m.id, null, "draft", "create", actor.userId));
  return m.id;
}

// ---- packets and packing -----------------------------------------------------------------

export interface CreatePacketInput {
  stockMovementId: string;
  code?: string | null;
  name?: string | null;
  weight?: number | null;
  details: { productId: string; quantity: number }[];
}

/** A parcel of a draft movement (origin side), with its lines. */
export async function createPacket(
  db: DbClient,
  input: CreatePacketInput,
  actor: Actor,
): Promise<string> {
  const m = await loadMovementFor(db, actor, input.stockMovementId, "origin");
  if ((await lockedStatus(db, m.id)) !== "draft")
    throw AppError.conflict("Paket hanya dapat ditambahkan saat pengiriman menunggu dikemas");
  const lines = await movementLines(db, m.id);
  const onMovement = new Set(lines.map((l) => l.productId));
  const items = input.details.flatMap((d, i) =>
    onMovement.has(d.productId)
      ? []
      : [
          {
            detail: "Produk tidak ada di pengiriman ini",
            source: { pointer: `/data/attributes/details/${i}/product_id` },
          },
        ],
  );
  if (items.length) throw AppError.validation(items);
  const code =
    input.code ?? `P${(await db.packet.count({ where: { stockMovementId: m.id } })) + 1}`;
  const clash = await db.packet.findFirst({ where: { stockMovementId: m.id, code } });
  if (clash)
    throw AppError.conflict("Kode paket sudah dipakai di pengiriman ini", {
      pointer: "/data/attributes/code",
    });
  const merged = new Map<string, number>();
  for (const d of input.details)
    merged.set(d.productId, (merged.get(d.productId) ?? 0) + d.quantity);
  const p = await db.packet.create({
    data: {
      stockMovementId: m.id,
      code,
      name: input.name ?? null,
      weight: input.weight ?? 0,
      packetDetails: {
        create: [...merged].map(([productId, quantity]) => ({ productId, quantity })),
      },
    },
    select: { id: true },
  });
  return p.id;
}

/** DELETE packets/{id}: while draft or packed; a packed movement goes back to draft (unpack). */
export async function deletePacket(db: DbClient, packetId: string, actor: Actor): Promise<void> {
  const packet = await db.packet.findUnique({
    where: { id: packetId },
    select: { id: true, stockMovementId: true },
  });
  if (!packet) throw AppError.notFound("Paket tidak ditemukan");
  const m = await loadMovementFor(db, actor, packet.stockMovementId, "origin");
  const from = await lockedStatus(db, m.id);
  if (from === "packed") {
    assertTransition(from, "unpack", m.deliveryMethod);
    await guardedUpdate(db, m.id, from, { status: "draft", packedAt: null });
    await recordMovementTransition(db, historyRow(m.id, from, "draft", "unpack", actor.userId));
  } else if (from !== "draft") {
    throw AppError.conflict("Paket tidak dapat dihapus setelah barang dikirim");
  }
  await db.packet.delete({ where: { id: packet.id } });
}

/** draft -> packed when the packets hold exactly every line's quantity (422 otherwise). */
export async function packMovement(db: DbClient, id: string, actor: Actor): Promise<void> {
  const m = await loadMovementFor(db, actor, id, "origin");
  // Under the row lock: the packets read below are all there are until this commits.
  const from = await lockedStatus(db, id);
  assertTransition(from, "pack", m.deliveryMethod);
  const [lines, packed] = await Promise.all([
    movementLines(db, id),
    db.packetDetail.findMany({
      where: { packet: { stockMovementId: id } },
      select: { productId: true, quantity: true },
    }),
  ]);
  const problems = packingProblems(lines, packed);
  if (problems.length) throw AppError.validation(problems.map((detail) => ({ detail })));
  const weight = await db.packet.aggregate({
    where: { stockMovementId: id },
    _sum: { weight: true },
  });
  await guardedUpdate(db, id, from, {
    status: "packed",
    packedAt: new Date(),
    totalWeight: weight._sum.weight ?? 0,
  });
  await recordMovementTransition(db, historyRow(id, from, "packed", "pack", actor.userId));
}

// ---- cancel ------------------------------------------------------------------------------

/**
 * draft|packed -> cancelled (reason optional). Nothing was taken from the origin before sending,
 * so nothing is released. Either side in scope may cancel (the action checks the permission).
 * A retur's shipment is cancelled only with its retur (cancel-retur.ts passes `fromRetur`).
 */
export async function cancelMovement(
  db: DbClient,
  id: string,
  reason: string,
  actor: Actor,
  opts: { fromRetur?: boolean } = {},
): Promise<void> {
  const scope = movementWhere(actor);
  const m = await db.stockMovement.findFirst({
    where: { id, deletedAt: null, ...(scope ?? {}) },
    select: { id: true, status: true, deliveryMethod: true, returId: true },
  });
  if (!m) throw AppError.notFound("Pengiriman tidak ditemukan");
  if (m.returId && !opts.fromRetur)
    throw AppError.conflict("Pengiriman retur dibatalkan melalui returnya (Batalkan Retur)");
  const from = m.status as MovementStatus;
  assertTransition(from, "cancel", m.deliveryMethod);
  await guardedUpdate(db, id, from, {
    status: "cancelled",
    cancelledAt: new Date(),
    cancelReason: reason || null,
  });
  await recordMovementTransition(
    db,
    historyRow(id, from, "cancelled", "cancel", actor.userId, reason || null),
  );
}

// ---- send --------------------------------------------------------------------------------

export interface SendInput {
  expeditionId?: string | null;
  trackingNumber?: string | null;
  shippingCost?: number | null;
}

/**
 * packed (dikirim) or draft/packed (diambil) -> sent: the goods leave the origin warehouse
 * (movement_out) and are in transit. dikirim needs the expedition.
 */
export async function sendMovement(
  db: DbClient,
  id: string,
  input: SendInput,
  actor: Actor,
): Promise<void> {
  const m = await loadMovementFor(db, actor, id, "origin");
  // The document row first, then the movement's (follow-document-delivery.ts).
  const doc = await lockMovementDocument(db, id);
  const from = m.status as MovementStatus;
  assertTransition(from, "send", m.deliveryMethod);
  if (m.deliveryMethod === "dikirim") {
    if (!input.expeditionId)
      throw AppError.validation([
        {
          detail: "Ekspedisi wajib diisi",
          source: { pointer: "/data/attributes/expedition_id" },
        },
      ]);
    const exp = await db.expedition.findFirst({
      where: { id: input.expeditionId, deletedAt: null },
      select: { id: true },
    });
    if (!exp)
      throw AppError.validation([
        {
          detail: "Ekspedisi tidak ditemukan",
          source: { pointer: "/data/attributes/expedition_id" },
        },
      ]);
  }
  if (!m.originWarehouseId) throw AppError.conflict("Pengiriman belum memiliki gudang asal");
  const lines = await movementLines(db, id);
  await postStock(
    db,
    {
      businessDate: jakartaToday(),
      lines: planSend(m.originWarehouseId, lines).map((l) => ({
        ...l,
        type: "movement_out" as const,
        sourceType: MOVEMENT_SOURCE,
        sourceId: id,
        description: `Pengiriman ${m.code}`,
      })),
    },
    actor,
  );
  await guardedUpdate(db, id, from, {
    status: "sent",
    sentAt: new Date(),
    ...(m.deliveryMethod === "dikirim"
      ? {
          expeditionId: input.expeditionId ?? null,
          trackingNumber: input.trackingNumber ?? null,
          shippingCost: BigInt(input.shippingCost ?? 0),
        }
      : {}),
  });
  // Goods of an order leave only while it is released (paid or acc-paid). A shipment is created
  // from a released order, but cancelPayment / cancelStockMovement racing its creation can take
  // the release back without seeing the new shipment, which then waits as a draft; so the send
  // checks again, under the order's row lock taken above (before the movement's, as those use
  // cases lock them), so it reads the committed state.
  if (m.orderId) {
    const order = await db.order.findUnique({
      where: { id: m.orderId },
      select: { status: true },
    });
    if (order?.status !== "released")
      throw AppError.conflict(
        `Order berstatus ${order ? ORDER_STATUS_LABEL[order.status] : "-"} belum siap dikirim`,
      );
  }
  await recordMovementTransition(db, historyRow(id, from, "sent", "send", actor.userId));
  // A retur's goods left: the retur follows (validated -> shipped), in this transaction.
  if (m.returId) await recordReturSent(db, m.returId, actor);
  // A member has no warehouse: handing the goods over (diambil) or shipping them (dikirim) is
  // final, so the movement is received at once in full, with nothing posted (the goods left the
  // stockist's stock with the movement_out above) and no susulan.
  if (!m.destinationWarehouseId) {
    assertTransition("sent", "receive", m.deliveryMethod);
    for (const l of lines)
      await db.movementDetail.update({
        where: { id: l.id },
        data: { receivedQuantity: l.quantity },
      });
    const now = new Date();
    await guardedUpdate(db, id, "sent", { status: "received", receivedAt: now, completedAt: now });
    await recordMovementTransition(
      db,
      historyRow(id, "sent", "received", "handover", actor.userId, "Diserahkan ke mitra usaha"),
    );
  }
  // The order or purchase order follows: sent, or (a member's hand-over) completed.
  await followDocumentDelivery(
    db,
    doc,
    { action: m.destinationWarehouseId ? "send" : "handover", note: m.code },
    actor,
  );
  await noticeGoodsSent(db, id);
}

// ---- receive -----------------------------------------------------------------------------

export interface ReceiveResult {
  status: "received" | "partially_received";
  /** Units that did not arrive: in transit until settled (settle.ts). */
  inTransit: number;
}

/**
 * sent -> received / partially_received at the destination: the received quantities go into the
 * destination warehouse (movement_in). What did not arrive stays in transit on the movement,
 * in no warehouse: nothing is put back at the origin and no susulan is made until the sender
 * settles it (settle.ts: returned, susulan, lost) or the receiver books it damaged.
 */
export async function receiveMovement(
  db: DbClient,
  id: string,
  input: readonly ReceiveInput[] | null,
  actor: Actor,
): Promise<ReceiveResult> {
  const m = await loadMovementFor(db, actor, id, "destination");
  // The document row first (follow-document-delivery.ts): receipts of two shipments of one
  // order serialise on it, and the later one reads the earlier one's lines.
  const doc = await lockMovementDocument(db, id);
  const from = m.status as MovementStatus;
  assertTransition(from, "receive", m.deliveryMethod);
  if (!m.destinationWarehouseId) throw AppError.conflict("Pengiriman belum memiliki gudang tujuan");
  const lines = await movementLines(db, id);
  const plan = planReceive(m.destinationWarehouseId, lines, input);
  await postStock(
    db,
    {
      businessDate: jakartaToday(),
      lines: plan.ledger.map((l) => ({
        ...l,
        type: "movement_in" as const,
        sourceType: MOVEMENT_SOURCE,
        sourceId: id,
        description: `Penerimaan ${m.code}`,
      })),
    },
    actor,
  );
  for (const [lineId, q] of plan.received)
    await db.movementDetail.update({ where: { id: lineId }, data: { receivedQuantity: q } });
  // Goods bought from a supplier: the purchase order follows what arrived (incoming-goods row,
  // received quantities, partially_received / received), in the same transaction.
  if (m.purchaseOrderId) {
    const byProduct = new Map<string, number>();
    for (const l of lines) {
      const q = plan.received.get(l.id) ?? 0;
      if (q > 0) byProduct.set(l.productId, (byProduct.get(l.productId) ?? 0) + q);
    }
    await recordPurchaseReceipt(
      db,
      {
        purchaseOrderId: m.purchaseOrderId,
        movementId: id,
        lines: [...byProduct].map(([productId, receivedQuantity]) => ({
          productId,
          receivedQuantity,
        })),
      },
      actor,
    );
  }
  // A retur's goods arrived: the retur follows (received, its lines' received quantities).
  if (m.returId) await recordReturReceipt(db, m.returId, actor);
  const now = new Date();
  await guardedUpdate(db, id, from, {
    status: plan.status,
    receivedAt: now,
    ...(plan.status === "received" ? { completedAt: now } : {}),
  });
  await recordMovementTransition(
    db,
    historyRow(
      id,
      from,
      plan.status,
      "receive",
      actor.userId,
      plan.inTransit > 0 ? `${plan.inTransit} unit belum diterima (dalam perjalanan)` : null,
    ),
  );
  // An order follows its goods here; a purchase order already did in recordPurchaseReceipt.
  if (m.orderId) await followDocumentDelivery(db, doc, { action: "receive", note: m.code }, actor);
  return { status: plan.status, inTransit: plan.inTransit };
}

/**
 * A follow-up movement (susulan, `<code>-S<n>`, draft at the origin, parent_movement_id) carrying
 * `lines`; the sender packs and sends it like any other. Made by a susulan settlement (settle.ts).
 */
export async function createSusulan(
  db: DbClient,
  parentId: string,
  lines: readonly { productId: string; batchId: string | null; quantity: number }[],
  actor: Actor,
): Promise<string> {
  const parent = await db.stockMovement.findUniqueOrThrow({ where: { id: parentId } });
  const n = await db.stockMovement.count({ where: { parentMovementId: parentId } });
  const s = await db.stockMovement.create({
    data: {
      code: `${parent.code}-S${n + 1}`,
      orderId: parent.orderId,
      purchaseOrderId: parent.purchaseOrderId,
      returId: parent.returId,
      parentMovementId: parentId,
      isSusulan: true,
      originOfficeId: parent.originOfficeId,
      destinationOfficeId: parent.destinationOfficeId,
      originWarehouseId: parent.originWarehouseId,
      destinationWarehouseId: parent.destinationWarehouseId,
      deliveryMethod: parent.deliveryMethod,
      recipientName: parent.recipientName,
      shippingAddress: parent.shippingAddress,
      description: `Susulan dari ${parent.code}`,
      createdById: actor.userId,
      movementDetails: {
        create: lines.map((r) => ({
          productId: r.productId,
          batchId: r.batchId,
          quantity: r.quantity,
        })),
      },
    },
    select: { id: true },
  });
  await recordMovementTransition(
    db,
    historyRow(s.id, null, "draft", "susulan", actor.userId, `Susulan dari ${parent.code}`),
  );
  // The sender's users are told the susulan waits to be packed (order-notices.ts).
  await noticeSusulanCreated(db, s.id);
  return s.id;
}

/**
 * receive-all: every sent movement with this code (and its susulan follow-ups, codes
 * `<code>-S<n>`) addressed to the caller's office, each received in full. 404 when none.
 */
export async function receiveAll(db: DbClient, code: string, actor: Actor): Promise<string[]> {
  const scope = movementWhere(actor);
  const rows = await db.stockMovement.findMany({
    where: {
      deletedAt: null,
      status: "sent",
      OR: [{ code }, { code: { startsWith: `${code}-S` } }],
      ...(actor.isSuperadmin ? {} : { destinationOfficeId: actor.officeId ?? "" }),
      ...(scope ? { AND: [scope] } : {}),
    },
    orderBy: { code: "asc" },
    select: { id: true },
  });
  if (rows.length === 0)
    throw AppError.notFound("Tidak ada pengiriman dengan kode ini yang menunggu diterima");
  for (const r of rows) await receiveMovement(db, r.id, null, actor);
  return rows.map((r) => r.id);
}
