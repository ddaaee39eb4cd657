// Product exports (SPEC §7 "Products": GET products/-actions/exportProduct, export-sales,
// downloadProduct). SPEC does not show their content; each is a CSV built the same way as
// exportMitra (server/offices/export-mitra.ts: csvField, UTF-8 BOM added by the action, CRLF):
//  - exportProduct: the product list (same filters as the list screen) with the current price of
//    every area x buyer type as columns;
//  - downloadProduct: the price list, one row per product, area and buyer type with a price in
//    force (optionally one area);
//  - export-sales: quantities and amounts sold per product from the details of validated orders
//    in a date range.
// Head office only, with `products.export` (docs/api-master.md).
import { isCalendarDate, jakartaDateString } from "@/lib/business-date";
import type { Db } from "@/server/prisma-client";
import type { OrderType, Prisma } from "@/server/generated/prisma/client";
import type { Actor } from "@/server/auth/actor";
import { canReadPurchasePrice } from "./read-rules";
import { AppError } from "@/server/errors";
import { requirePusatWith } from "@/server/master/access";
import { csvField } from "@/server/offices/export-mitra";

const MAX_ROWS = 100_000;
const BATCH = 1_000;
export const AREA_IDS = [0, 1, 2, 3, 4] as const;

export interface ProductExportFilter {
  search?: string | null;
  productCategoryId?: string | null;
  isActive?: string | null;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function badParam(parameter: string, detail: string): AppError {
  return AppError.badRequest(detail, { parameter });
}

/** The list's filters as a Prisma where (not deleted; search on code and name). */
export function productExportWhere(f: ProductExportFilter): Prisma.ProductWhereInput {
  const and: Prisma.ProductWhereInput[] = [{ deletedAt: null }];
  const term = f.search?.trim();
  if (term)
    and.push({
      OR: [
        { code: { contains: term, mode: "insensitive" } },
        { name: { contains: term, mode: "insensitive" } },
      ],
    });
  if (f.productCategoryId) {
    if (!UUID_RE.test(f.productCategoryId))
      throw badParam("filter[product_category_id]", "Id tidak valid");
    and.push({ productCategoryId: f.productCategoryId.toLowerCase() });
  }
  if (f.isActive !== null && f.isActive !== undefined && f.isActive !== "") {
    if (f.isActive !== "true" && f.isActive !== "false")
      throw badParam("filter[is_active]", "Nilai harus true atau false");
    and.push({ isActive: f.isActive === "true" });
  }
  return { AND: and };
}

const line = (cells: unknown[]) => cells.map(csvField).join(",");
const csv = (lines: string[]) => `${lines.join("\r\n")}\r\n`;

async function buyerTypes(db: Db) {
  return db.buyerType.findMany({
    orderBy: [{ createdAt: "asc" }, { code: "asc" }],
    select: { id: true, code: true, name: true },
  });
}

const PRODUCT_SELECT = {
  id: true,
  code: true,
  name: true,
  weight: true,
  point: true,
  bonusValue: true,
  purchasePrice: true,
  isActive: true,
  isPromo: true,
  productCategory: { select: { name: true } },
  unit: { select: { name: true } },
} satisfies Prisma.ProductSelect;
type ExportRow = Prisma.ProductGetPayload<{ select: typeof PRODUCT_SELECT }>;

/** Products in code order, fetched in batches (keyset on the unique code). */
async function* productBatches(
  db: Db,
  where: Prisma.ProductWhereInput,
): AsyncGenerator<ExportRow[]> {
  let after: string | null = null;
  for (let fetched = 0; fetched < MAX_ROWS;) {
    const rows: ExportRow[] = await db.product.findMany({
      where: after ? { AND: [where, { code: { gt: after } }] } : where,
      orderBy: { code: "asc" },
      take: Math.min(BATCH, MAX_ROWS - fetched),
      select: PRODUCT_SELECT,
    });
    if (!rows.length) return;
    yield rows;
    fetched += rows.length;
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.code;
  }
}

type InForce = Map<string, { price: bigint; retailPrice: bigint | null; validFrom: Date }>;

/** The price in force now per `${productId}:${areaId}:${buyerTypeId}`. */
async function pricesInForce(db: Db, productIds: string[], areaId?: number): Promise<InForce> {
  const rows = await db.productPrice.findMany({
    where: {
      productId: { in: productIds },
      validFrom: { lte: new Date() },
      ...(areaId === undefined ? {} : { areaId }),
    },
    orderBy: { validFrom: "desc" },
    select: {
      productId: true,
      areaId: true,
      buyerTypeId: true,
      price: true,
      retailPrice: true,
      validFrom: true,
    },
  });
  const out: InForce = new Map();
  for (const r of rows) {
    const key = `${r.productId}:${r.areaId}:${r.buyerTypeId}`;
    if (!out.has(key)) out.set(key, r);
  }
  return out;
}

const yesNo = (b: boolean) => (b ? "ya" : "tidak");

/** GET products/-actions/exportProduct */
export async function exportProducts(
  db: Db,
  filter: ProductExportFilter,
  actor: Actor,
): Promise<string> {
  requirePusatWith(actor, "products.export");
  const showPurchasePrice = canReadPurchasePrice(actor);
  const where = productExportWhere(filter);
  const types = await buyerTypes(db);
  const priceColumns = AREA_IDS.flatMap((a) => types.map((t) => ({ area: a, type: t })));
  const lines = [
    line([
      "kode",
      "nama",
      "kelompok",
      "satuan",
      "berat_gram",
      "point",
      "nilai_bonus",
      "harga_beli",
      "aktif",
      "promo",
      ...priceColumns.map((c) => `harga_wilayah_${c.area}_${c.type.code}`),
    ]),
  ];
  for await (const rows of productBatches(db, where)) {
    const prices = await pricesInForce(
      db,
      rows.map((r) => r.id),
    );
    for (const r of rows)
      lines.push(
        line([
          r.code,
          r.name,
          r.productCategory?.name,
          r.unit?.name,
          r.weight,
          r.point,
          r.bonusValue,
          showPurchasePrice ? r.purchasePrice : null,
          yesNo(r.isActive),
          yesNo(r.isPromo),
          ...priceColumns.map((c) => prices.get(`${r.id}:${c.area}:${c.type.id}`)?.price),
        ]),
      );
  }
  return csv(lines);
}

/** GET products/-actions/downloadProduct: the active products' price list. */
export async function downloadProductPriceList(
  db: Db,
  input: ProductExportFilter & { areaId?: string | null },
  actor: Actor,
): Promise<string> {
  requirePusatWith(actor, "products.export");
  let areaId: number | undefined;
  if (input.areaId !== null && input.areaId !== undefined && input.areaId !== "") {
    if (!/^[0-4]$/.test(input.areaId)) throw badParam("filter[area_id]", "Area harus angka 0-4");
    areaId = Number(input.areaId);
  }
  const where = productExportWhere({ ...input, isActive: input.isActive || "true" });
  const [types, areas] = await Promise.all([
    buyerTypes(db),
    db.area.findMany({ select: { id: true, name: true } }),
  ]);
  const areaName = new Map(areas.map((a) => [a.id, a.name]));
  const lines = [
    line([
      "kode",
      "nama",
      "satuan",
      "wilayah",
      "nama_wilayah",
      "tipe_pembeli",
      "harga",
      "harga_eceran",
      "berlaku_sejak",
    ]),
  ];
  const areaIds = areaId === undefined ? AREA_IDS : [areaId];
  for await (const rows of productBatches(db, where)) {
    const prices = await pricesInForce(
      db,
      rows.map((r) => r.id),
      areaId,
    );
    for (const r of rows)
      for (const a of areaIds)
        for (const t of types) {
          const p = prices.get(`${r.id}:${a}:${t.id}`);
          if (!p) continue;
          lines.push(
            line([
              r.code,
              r.name,
              r.unit?.name,
              a,
              areaName.get(a),
              t.name,
              p.price,
              p.retailPrice,
              p.validFrom.toISOString(),
            ]),
          );
        }
  }
  return csv(lines);
}

const ORDER_TYPES: readonly OrderType[] = [
  "sale",
  "restock",
  "purchase",
  "member_sale",
  "cashbill",
  "pbs",
  "point_addition",
  "loan",
];
/** Order types that move goods to a buyer (a point addition sells nothing). */
const SALE_TYPES: OrderType[] = ORDER_TYPES.filter((t) => t !== "point_addition");

function parseDay(value: string, parameter: string): Date {
  // A day the calendar has: 2026-02-30 is refused, not read as 2 March.
  if (!isCalendarDate(value)) throw badParam(parameter, "Format tanggal YYYY-MM-DD");
  return new Date(`${value}T00:00:00Z`);
}

export interface SalesExportInput {
  startDate?: string | null;
  endDate?: string | null;
  orderType?: string | null;
  search?: string | null;
}

/** The date range of export-sales: default the current month up to today. */
export function salesRange(input: SalesExportInput, today = new Date()): { from: Date; to: Date } {
  const day = jakartaDateString(today);
  const from = parseDay(input.startDate || `${day.slice(0, 8)}01`, "filter[start_date]");
  const to = parseDay(input.endDate || day, "filter[end_date]");
  if (to < from)
    throw badParam("filter[end_date]", "Tanggal akhir tidak boleh sebelum tanggal awal");
  return { from, to };
}

/** GET products/-actions/export-sales */
export async function exportSales(db: Db, input: SalesExportInput, actor: Actor): Promise<string> {
  requirePusatWith(actor, "products.export");
  const { from, to } = salesRange(input);
  let types = SALE_TYPES;
  if (input.orderType) {
    const t = ORDER_TYPES.find((x) => x === input.orderType);
    if (!t) throw badParam("filter[order_type]", "Jenis order tidak dikenal");
    types = [t];
  }
  const term = input.search?.trim();
  const groups = await db.orderDetail.groupBy({
    by: ["productId"],
    where: {
      order: {
        status: "validated",
        deletedAt: null,
        orderType: { in: types },
        orderDate: { gte: from, lte: to },
      },
      ...(term
        ? {
            product: {
              OR: [
                { code: { contains: term, mode: "insensitive" } },
                { name: { contains: term, mode: "insensitive" } },
              ],
            },
          }
        : {}),
    },
    _sum: { quantity: true, totalPrice: true, totalPoint: true, totalBonusValue: true },
    _count: { _all: true },
  });
  const products = await db.product.findMany({
    where: { id: { in: groups.map((g) => g.productId) } },
    select: { id: true, code: true, name: true, unit: { select: { name: true } } },
  });
  const byId = new Map(products.map((p) => [p.id, p]));
  const rows = groups
    .map((g) => ({ g, p: byId.get(g.productId) }))
    .sort((a, b) => (a.p?.code ?? "").localeCompare(b.p?.code ?? ""));
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const lines = [
    line([
      "tanggal_awal",
      "tanggal_akhir",
      "kode",
      "nama",
      "satuan",
      "jumlah_terjual",
      "total_harga",
      "total_point",
      "total_bonus",
      "jumlah_baris",
    ]),
  ];
  for (const { g, p } of rows)
    lines.push(
      line([
        day(from),
        day(to),
        p?.code,
        p?.name,
        p?.unit?.name,
        g._sum.quantity ?? 0,
        g._sum.totalPrice ?? 0n,
        g._sum.totalPoint ?? 0n,
        g._sum.totalBonusValue ?? 0n,
        g._count._all,
      ]),
    );
  return csv(lines);
}
