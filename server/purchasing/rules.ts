// Checks shared by the purchasing use cases: who may touch a purchase order (the ordering
// office or its supplier; anyone else gets 404, as reads do), that the supplier is a Supplier
// office, that the lines name existing products, the server-side totals, and the guarded
// state change (a concurrent change is a 409, never a lost update).
import { OFFICE_CATEGORY, type Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import type { Prisma } from "@/server/generated/prisma/client";
import { ensureOfficeWarehouses } from "@/server/offices/ensure-office-warehouses";
import type { PurchaseOrderStatus } from "@/lib/schemas/purchasing";

export const PO_NOT_FOUND = "Pembelian tidak ditemukan";

export function invalidAt(pointer: string, detail: string): AppError {
  return AppError.validation([{ detail, source: { pointer } }]);
}

const PO_SELECT = {
  id: true,
  code: true,
  status: true,
  officeId: true,
  supplierOfficeId: true,
  warehouseId: true,
  orderDate: true,
} as const;

export type LoadedPurchaseOrder = {
  id: string;
  code: string;
  status: PurchaseOrderStatus;
  officeId: string;
  supplierOfficeId: string;
  warehouseId: string | null;
  orderDate: Date;
};

/**
 * The purchase order as its buyer (the ordering office; superadmin any) sees it, locked for
 * the rest of the transaction; 404 for everyone else (a supplier does not change the buyer's
 * document through these use cases).
 */
export async function loadForBuyer(
  db: DbClient,
  actor: Actor,
  id: string,
): Promise<LoadedPurchaseOrder> {
  return load(db, id, actor.isSuperadmin ? {} : { officeId: actor.officeId ?? "" });
}

/** The purchase order as its supplier sees it (submitted or later; drafts stay with the buyer). */
export async function loadForSupplier(
  db: DbClient,
  actor: Actor,
  id: string,
): Promise<LoadedPurchaseOrder> {
  return load(
    db,
    id,
    actor.isSuperadmin
      ? {}
      : { supplierOfficeId: actor.officeId ?? "", status: { not: "draft" as const } },
  );
}

async function load(
  db: DbClient,
  id: string,
  scope: Prisma.PurchaseOrderWhereInput,
): Promise<LoadedPurchaseOrder> {
  const row = await db.purchaseOrder.findFirst({ where: { id, ...scope }, select: PO_SELECT });
  if (!row) throw AppError.notFound(PO_NOT_FOUND);
  return row;
}

/** Moves the order from `from` to the state in `data` only if it is still in `from` (else 409). */
export async function guardedUpdate(
  db: DbClient,
  id: string,
  from: PurchaseOrderStatus,
  data: Prisma.PurchaseOrderUncheckedUpdateManyInput,
): Promise<void> {
  const res = await db.purchaseOrder.updateMany({ where: { id, status: from }, data });
  if (res.count !== 1) throw AppError.conflict("Pembelian sudah diubah oleh pengguna lain");
}

/** The ordering office of the actor: a Pusat office (purchases are Pusat's, SPEC §2 Gudang). */
export async function buyingOffice(db: DbClient, actor: Actor) {
  const office = actor.officeId
    ? await db.office.findFirst({
        where: { id: actor.officeId, deletedAt: null },
        select: { id: true, code: true, name: true, officeCategoryId: true },
      })
    : null;
  if (!office || office.officeCategoryId !== OFFICE_CATEGORY.PUSAT)
    throw AppError.forbidden("Pembelian ke supplier hanya untuk Pusat");
  return office;
}

/** Pusat's main warehouse, where the purchased goods arrive (created when missing). */
export async function mainWarehouseOf(
  db: DbClient,
  office: { id: string; code: string; name: string; officeCategoryId: number },
): Promise<string> {
  const warehouses = await ensureOfficeWarehouses(db, office);
  const main = warehouses.find((w) => w.type === "main");
  if (!main) throw AppError.conflict("Gudang utama kantor tidak ditemukan");
  return main.id;
}

/** The supplier named by the relationship: an active, not deleted office of category Supplier. */
export async function assertSupplierOffice(db: DbClient, id: string): Promise<void> {
  const office = await db.office.findFirst({
    where: { id, deletedAt: null, officeCategoryId: OFFICE_CATEGORY.SUPPLIER },
    select: { isActive: true },
  });
  const pointer = "/data/relationships/supplier-office";
  if (!office) throw invalidAt(pointer, "Supplier tidak ditemukan");
  if (!office.isActive) throw invalidAt(pointer, "Supplier tidak aktif");
}

export type PricedLine = {
  productId: string;
  quantity: number;
  unitPrice: bigint;
  totalPrice: bigint;
};

/** Lines with their server-computed totals; a product that does not exist is a 422 at its line. */
export async function pricedLines(
  db: DbClient,
  details: { product_id: string; quantity: number; unit_price: number }[],
): Promise<{ lines: PricedLine[]; total: bigint }> {
  const ids = details.map((d) => d.product_id);
  const found = await db.product.findMany({
    where: { id: { in: ids }, deletedAt: null },
    select: { id: true },
  });
  const known = new Set(found.map((p) => p.id));
  const items = details.flatMap((d, i) =>
    known.has(d.product_id)
      ? []
      : [
          {
            detail: "Barang tidak ditemukan",
            source: { pointer: `/data/attributes/details/${i}/product_id` },
          },
        ],
  );
  if (items.length) throw AppError.validation(items);
  const lines = details.map((d) => {
    const unitPrice = BigInt(d.unit_price);
    return {
      productId: d.product_id,
      quantity: d.quantity,
      unitPrice,
      totalPrice: unitPrice * BigInt(d.quantity),
    };
  });
  return { lines, total: lines.reduce((sum, l) => sum + l.totalPrice, 0n) };
}
