// Notices of the order shipping flow (docs/orders.md "Shipping"): the origin warehouse is told
// an order is ready to pack when it is released, the buyer that its goods were sent. Written on
// the caller's transaction (server/notifications/transactional.ts); the links point at the
// movement routes of components/stock-movements/config.ts (tests/unit/order-shipping.test.ts
// checks they exist in the menus).
import type { DbClient } from "@/server/auth/db-client";
import { Prisma } from "@/server/generated/prisma/client";
import { recordOfficeNotice } from "@/server/notifications/transactional";
import { returDetailPath } from "@/lib/retur-routes";

type OfficeType =
  "pusat" | "kantor_pelayanan" | "stockist_center" | "stockist" | "member" | "supplier";

const ORIGIN_AREA: Partial<Record<OfficeType, string>> = {
  pusat: "/gudang",
  kantor_pelayanan: "/kantor-pelayanan",
  stockist_center: "/stockist-center",
};

/** The origin's pengeluaran list where a released order of this shape is packed. */
export function pengeluaranRoute(
  origin: OfficeType,
  destination: OfficeType,
  orderType: string,
  deliveryMethod: string | null,
): string | null {
  if (origin === "stockist" || destination === "member") return "/stockist/pengeluaran";
  const area = ORIGIN_AREA[origin];
  if (!area) return null;
  const method = deliveryMethod === "diambil" ? "diambil" : "dikirim";
  if (destination === "kantor_pelayanan")
    return origin === "pusat" ? "/gudang/pengeluaran/barang-ke-kp" : null;
  if (destination === "stockist_center") return `${area}/pengeluaran/barang-ke-sc-${method}`;
  if (destination === "stockist")
    return orderType === "restock"
      ? `${area}/pengeluaran/restock-barang-ke-stockist-${method}`
      : `${area}/pengeluaran/barang-ke-stockist-${method}`;
  return null;
}

/** The buyer's penerimaan list for goods from `origin`. */
export function penerimaanRoute(origin: OfficeType, destination: OfficeType): string | null {
  if (origin === "supplier" && destination === "pusat")
    return "/gudang/penerimaan/penerimaan-barang-dari-supplier";
  if (destination === "stockist_center") return "/stockist-center/penerimaan";
  if (destination === "kantor_pelayanan") return "/kantor-pelayanan/penerimaan-barang-dari-pusat";
  if (destination === "stockist") {
    if (origin === "pusat") return "/stockist/penerimaan/barang-dari-pusat";
    if (origin === "kantor_pelayanan") return "/stockist/penerimaan/barang-dari-kp";
    if (origin === "stockist_center") return "/stockist/penerimaan/barang-dari-sc";
  }
  return null;
}

/** What the "ready to pack" notice says about a released order. */
export interface ReleasedOrderInfo {
  code: string;
  order_type: string;
  delivery_method: string | null;
  origin_office_id: string;
  origin_type: OfficeType;
  destination_code: string;
  destination_name: string;
  destination_type: OfficeType;
}

/**
 * The columns of ReleasedOrderInfo over `orders o`, its origin office `oo` and its destination
 * office `d` (a SELECT list, or the RETURNING list of an UPDATE of the order that joins both).
 */
export const RELEASED_ORDER_COLUMNS = Prisma.sql`o.code, o.order_type::text AS order_type,
  o.delivery_method::text AS delivery_method, o.origin_office_id::text AS origin_office_id,
  oo.office_type::text AS origin_type, d.code AS destination_code, d.name AS destination_name,
  d.office_type::text AS destination_type`;

/** Every user of the released order's origin office is told it waits to be packed. */
export async function noticeReleased(db: DbClient, o: ReleasedOrderInfo): Promise<void> {
  await recordOfficeNotice(db, o.origin_office_id, {
    name: `Order ${o.code} siap dikemas`,
    message: `Order ${o.code} untuk ${o.destination_code} - ${o.destination_name} sudah dapat dikirim. Buat pengeluaran dan kemas barangnya.`,
    url: pengeluaranRoute(o.origin_type, o.destination_type, o.order_type, o.delivery_method),
  });
}

/** The order is released: every user of the origin office is told it waits to be packed. */
export async function noticeOrderReleased(db: DbClient, orderId: string): Promise<void> {
  // One statement for the order and both offices (a nested Prisma select would be three).
  const rows = await db.$queryRaw<ReleasedOrderInfo[]>`
    SELECT ${RELEASED_ORDER_COLUMNS}
    FROM orders o
    JOIN offices oo ON oo.id = o.origin_office_id
    JOIN offices d ON d.id = o.destination_office_id
    WHERE o.id = ${orderId}::uuid`;
  const o = rows[0];
  if (!o) throw new Error(`order ${orderId} not found`);
  await noticeReleased(db, o);
}

/** The origin's susulan list, where a follow-up shipment waits to be packed and sent. */
export function susulanRoute(origin: OfficeType, destination: OfficeType): string | null {
  if (origin === "supplier") return "/supplier/susulan/barang-dari-supplier";
  if (origin === "stockist_center")
    return destination === "stockist" ? "/stockist-center/susulan/sc" : null;
  const area = ORIGIN_AREA[origin];
  if (!area || (origin !== "pusat" && origin !== "kantor_pelayanan")) return null;
  if (destination === "stockist") return `${area}/susulan/barang-ke-stockist`;
  if (destination === "stockist_center") return `${area}/susulan/barang-ke-sc`;
  if (destination === "kantor_pelayanan" && origin === "pusat") return "/gudang/susulan/barang-ke-kp";
  return null;
}

const MOVEMENT_NOTICE_SELECT = {
  id: true,
  code: true,
  originOfficeId: true,
  destinationOfficeId: true,
  parentMovement: { select: { code: true } },
  originOffice: { select: { code: true, officeType: true } },
  destinationOffice: { select: { code: true, officeType: true } },
  order: { select: { code: true } },
  purchaseOrder: { select: { code: true } },
  retur: { select: { id: true, code: true, kind: true } },
} as const;

/** "order X" / "pembelian X": the document a movement belongs to, as a notice names it. */
function documentOf(m: {
  order: { code: string } | null;
  purchaseOrder: { code: string } | null;
  retur: { code: string } | null;
}): string {
  if (m.order) return `order ${m.order.code}`;
  if (m.purchaseOrder) return `pembelian ${m.purchaseOrder.code}`;
  if (m.retur) return `retur ${m.retur.code}`;
  return "";
}

/**
 * A shipment was sent (an order's, a supplier's for a purchase order, a susulan): the receiving
 * office's users are told, with a link to its detail on their penerimaan list (a member has no
 * users).
 */
export async function noticeGoodsSent(db: DbClient, movementId: string): Promise<void> {
  const m = await db.stockMovement.findUniqueOrThrow({
    where: { id: movementId },
    select: MOVEMENT_NOTICE_SELECT,
  });
  if (m.destinationOffice.officeType === "member") return;
  const route = penerimaanRoute(m.originOffice.officeType, m.destinationOffice.officeType);
  const doc = documentOf(m);
  await recordOfficeNotice(db, m.destinationOfficeId, {
    name: `Barang ${m.code} dikirim`,
    message: `Barang ${doc ? `${doc} ` : ""}dari ${m.originOffice.code} sudah dikirim (${m.code}). Terima barangnya saat tiba.`,
    // A retur's goods are received on its receiver's retur screen (lib/retur-routes.ts).
    url: m.retur
      ? returDetailPath("receiver", m.retur.kind, m.retur.id)
      : route
        ? `${route}/${m.id}`
        : null,
  });
}

/** A susulan settlement made a follow-up: the origin office's users are told it waits to be packed. */
export async function noticeSusulanCreated(db: DbClient, susulanId: string): Promise<void> {
  const m = await db.stockMovement.findUniqueOrThrow({
    where: { id: susulanId },
    select: MOVEMENT_NOTICE_SELECT,
  });
  const route = susulanRoute(m.originOffice.officeType, m.destinationOffice.officeType);
  const doc = documentOf(m);
  await recordOfficeNotice(db, m.originOfficeId, {
    name: `Susulan ${m.code} siap dikemas`,
    message: `Sisa ${m.parentMovement?.code ?? ""}${doc ? ` (${doc})` : ""} untuk ${m.destinationOffice.code} dikirim sebagai susulan ${m.code}: menunggu dikemas dan dikirim.`,
    url: route ? `${route}/${m.id}` : null,
  });
}
