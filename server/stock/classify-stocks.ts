// Pilah stock (classify-stocks, docs/stock.md "Classify"): goods returned to an office sit in its
// retur warehouse until someone sorts them: the good ones into the main (sellable) warehouse, the
// damaged ones into the damaged warehouse. One classification is one `classify_stocks` row with
// its details, posted through postStock in the caller's transaction (out of retur, into main /
// damaged, ledger type `classify`, source `classify-stocks`), plus history rows. Two entries:
//   classifyStocks    quantities straight from the retur warehouse (at most what it holds)
//   classifyMovement  the lines of a received return movement (at most what was received on each
//                     product, less what earlier classifications of that movement took)
import { randomBytes } from "node:crypto";
import type { Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { jakartaDateString, jakartaToday } from "@/lib/business-date";
import { postStock, type StockPostingLine } from "./post-stock";
import { loadMovementFor } from "./movements/write";
import { recordMovementTransition } from "./movements/history";
import { historyRow } from "./movements/machine";
import { recordStatusChange } from "@/server/history/document-history";

export const CLASSIFY_SOURCE = "classify-stocks";
export const CLASSIFY_SUCCESS = "Berhasil memilah barang";

export interface ClassifyLine {
  productId: string;
  toMain: number;
  toDamaged: number;
  /** Request pointer of the line (for a 422). */
  pointer?: string;
}

export function classifyCode(now = new Date()): string {
  return `PS-${jakartaDateString(now).replace(/-/g, "")}-${randomBytes(4).toString("hex").toUpperCase()}`;
}

/** The office's retur, main and damaged warehouses (422 when one is missing). */
export async function classifyWarehouses(db: DbClient, officeId: string) {
  const rows = await db.warehouse.findMany({
    where: { officeId, deletedAt: null, type: { in: ["retur", "main", "damaged"] } },
    orderBy: { createdAt: "asc" },
    select: { id: true, type: true },
  });
  const of = (t: string) => rows.find((w) => w.type === t)?.id;
  const retur = of("retur");
  const main = of("main");
  const damaged = of("damaged");
  if (!retur || !main || !damaged)
    throw AppError.validation([
      { detail: "Kantor belum memiliki gudang retur, gudang utama dan gudang rusak" },
    ]);
  return { retur, main, damaged };
}

function mergeLines(lines: ClassifyLine[]): ClassifyLine[] {
  const by = new Map<string, ClassifyLine>();
  for (const l of lines) {
    const seen = by.get(l.productId);
    if (seen) {
      seen.toMain += l.toMain;
      seen.toDamaged += l.toDamaged;
    } else by.set(l.productId, { ...l });
  }
  return [...by.values()];
}

async function productCodes(db: DbClient, ids: string[]): Promise<Map<string, string>> {
  const rows = await db.product.findMany({
    where: { id: { in: ids } },
    select: { id: true, code: true },
  });
  return new Map(rows.map((p) => [p.id, p.code]));
}

/**
 * Posts one classification out of `fromWarehouseId` (the retur warehouse). `limits` caps each
 * product (movement classification); without it the retur stock is the cap. 422 names the
 * product; nothing is written then (the caller's transaction rolls back).
 */
async function post(
  db: DbClient,
  input: {
    officeId: string;
    fromWarehouseId: string;
    to: { main: string; damaged: string };
    lines: ClassifyLine[];
    stockMovementId: string | null;
    description: string | null;
    limits?: Map<string, number>;
  },
  actor: Actor,
) {
  const lines = mergeLines(input.lines).filter((l) => l.toMain + l.toDamaged > 0);
  if (lines.length === 0)
    throw AppError.validation([
      { detail: "Isi jumlah yang dipilah", source: { pointer: "/data/attributes/details" } },
    ]);
  const codes = await productCodes(
    db,
    lines.map((l) => l.productId),
  );
  const stocks = await db.stock.findMany({
    where: { warehouseId: input.fromWarehouseId, productId: { in: lines.map((l) => l.productId) } },
    select: { productId: true, quantity: true },
  });
  const inRetur = new Map(stocks.map((s) => [s.productId, s.quantity]));
  for (const l of lines) {
    const code = codes.get(l.productId);
    if (!code)
      throw AppError.validation([
        { detail: "Barang tidak ditemukan", source: { pointer: l.pointer ?? "/data/attributes" } },
      ]);
    const want = l.toMain + l.toDamaged;
    const cap = Math.min(inRetur.get(l.productId) ?? 0, input.limits?.get(l.productId) ?? Infinity);
    if (want > cap)
      throw AppError.validation([
        {
          detail: `Jumlah pilah ${code} melebihi yang dapat dipilah: tersedia ${cap}`,
          source: { pointer: l.pointer ?? "/data/attributes/details" },
        },
      ]);
  }
  const code = classifyCode();
  const header = await db.classifyStock.create({
    data: {
      code,
      officeId: input.officeId,
      warehouseId: input.fromWarehouseId,
      stockMovementId: input.stockMovementId,
      description: input.description,
      createdById: actor.userId,
    },
    select: { id: true, code: true },
  });
  const details: {
    classifyStockId: string;
    productId: string;
    fromWarehouseId: string;
    toWarehouseId: string;
    quantity: number;
  }[] = [];
  const ledger: StockPostingLine[] = [];
  const base = {
    type: "classify" as const,
    sourceType: CLASSIFY_SOURCE,
    sourceId: header.id,
    description: `Pilah stok ${code}`,
  };
  for (const l of lines) {
    ledger.push({
      ...base,
      warehouseId: input.fromWarehouseId,
      productId: l.productId,
      quantity: -(l.toMain + l.toDamaged),
      pointer: l.pointer,
    });
    for (const [to, q] of [
      [input.to.main, l.toMain],
      [input.to.damaged, l.toDamaged],
    ] as const) {
      if (q <= 0) continue;
      ledger.push({ ...base, warehouseId: to, productId: l.productId, quantity: q });
      details.push({
        classifyStockId: header.id,
        productId: l.productId,
        fromWarehouseId: input.fromWarehouseId,
        toWarehouseId: to,
        quantity: q,
      });
    }
  }
  await postStock(db, { lines: ledger, businessDate: jakartaToday() }, actor);
  await db.classifyStockDetail.createMany({ data: details });
  await recordStatusChange(db, CLASSIFY_SOURCE, header.id, {
    from: null,
    to: "posted",
    action: "classify",
    userId: actor.userId,
    note: input.description,
  });
  return header;
}

/** POST stock-movements/-actions/classifyStocks: straight from the caller's retur warehouse. */
export async function classifyStocks(
  db: DbClient,
  input: { lines: ClassifyLine[]; description?: string | null },
  actor: Actor,
) {
  if (!actor.officeId) throw AppError.forbidden();
  const w = await classifyWarehouses(db, actor.officeId);
  return post(
    db,
    {
      officeId: actor.officeId,
      fromWarehouseId: w.retur,
      to: { main: w.main, damaged: w.damaged },
      lines: input.lines,
      stockMovementId: null,
      description: input.description ?? null,
    },
    actor,
  );
}

export interface ClassifyMovementLine {
  /** movement_details id */
  id: string;
  toMain: number;
  toDamaged: number;
  pointer?: string;
}

/**
 * PATCH stock-movements/{id}/-actions/classify: the received return movement's goods, taken out
 * of the retur warehouse they were received into. 404 outside the scope, 403 when the caller is
 * not the receiving office, 409 before it is received, 422 past what is left to classify.
 */
export async function classifyMovement(
  db: DbClient,
  id: string,
  input: { lines: ClassifyMovementLine[]; description?: string | null },
  actor: Actor,
) {
  const m = await loadMovementFor(db, actor, id, "destination");
  // One classification of a movement at a time: the limits below are read under this lock.
  await db.$queryRaw`SELECT id FROM stock_movements WHERE id = ${id}::uuid FOR UPDATE`;
  const current = await db.stockMovement.findUniqueOrThrow({
    where: { id },
    select: { status: true },
  });
  if (current.status !== "received" && current.status !== "partially_received")
    throw AppError.conflict("Pengiriman belum diterima, barang belum dapat dipilah");
  const dest = m.destinationWarehouseId
    ? await db.warehouse.findUnique({
        where: { id: m.destinationWarehouseId },
        select: { id: true, type: true, officeId: true },
      })
    : null;
  if (!dest || dest.type !== "retur")
    throw AppError.validation([{ detail: "Pengiriman ini bukan retur ke gudang retur" }]);
  const w = await classifyWarehouses(db, dest.officeId);
  const rows = await db.movementDetail.findMany({
    where: { stockMovementId: id },
    select: { id: true, productId: true, receivedQuantity: true },
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const received = new Map<string, number>();
  for (const r of rows)
    received.set(r.productId, (received.get(r.productId) ?? 0) + r.receivedQuantity);
  const done = await db.classifyStockDetail.groupBy({
    by: ["productId"],
    where: { classifyStock: { stockMovementId: id } },
    _sum: { quantity: true },
  });
  const limits = new Map(received);
  for (const d of done)
    limits.set(d.productId, (limits.get(d.productId) ?? 0) - (d._sum.quantity ?? 0));
  const lines: ClassifyLine[] = input.lines.map((l, i) => {
    const row = byId.get(l.id);
    if (!row)
      throw AppError.validation([
        {
          detail: "Baris pengiriman tidak ditemukan",
          source: { pointer: l.pointer ?? `/data/attributes/details/${i}/id` },
        },
      ]);
    return {
      productId: row.productId,
      toMain: l.toMain,
      toDamaged: l.toDamaged,
      pointer: l.pointer,
    };
  });
  const header = await post(
    db,
    {
      officeId: dest.officeId,
      fromWarehouseId: dest.id,
      to: { main: w.main, damaged: w.damaged },
      lines,
      stockMovementId: id,
      description: input.description ?? null,
      limits,
    },
    actor,
  );
  await db.stockMovement.update({ where: { id }, data: { classifiedAt: new Date() } });
  await recordMovementTransition(
    db,
    historyRow(id, current.status, current.status, "classify", actor.userId, header.code),
  );
  return header;
}
