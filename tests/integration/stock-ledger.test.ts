// The stock ledger (docs/stock.md): postStock directly on the real database (conditional
// decrement, upsert increment, balance_after, batches, the period lock), the ledger check, and
// over real HTTP the stock read API (row scope per office), the report actions and the stock
// adjustment, including 16 concurrent requests taking the last units of one product.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { backfillJournals } from "@/server/journals/backfill";
import { api, firstError, login, type JsonApiDoc, type JsonApiResource } from "../support/api";
import { postStock, stockShortage } from "@/server/stock/post-stock";
import { checkLedger } from "@/server/stock/ledger-check";
import { AppError } from "@/server/errors";
import { jakartaDateString, jakartaToday } from "@/lib/business-date";

const db = connectTestDb();
const TAG = `SL${randomUUID().slice(0, 6).toUpperCase()}`;
const list = (doc: JsonApiDoc) => doc.data as JsonApiResource[];
const one = (doc: JsonApiDoc) => doc.data as JsonApiResource;
/** Today's business date, read at each use: a run may cross Jakarta midnight. */
const today = () => jakartaToday();
const actor = { userId: null };

let gudang: string;
let stockist: string;
let mitra: string;
let pusatWh: string;
let stockistWh: string;
let productId: string;
let productCode: string;
let categoryId: string;

async function quantity(warehouseId: string, pid = productId): Promise<number> {
  const s = await db.stock.findUnique({
    where: { warehouseId_productId: { warehouseId, productId: pid } },
  });
  return s?.quantity ?? 0;
}

async function newProduct(suffix: string) {
  const p = await db.product.create({
    data: {
      code: `${TAG}-${suffix}`,
      name: `Produk uji ${TAG} ${suffix}`,
      productCategoryId: categoryId,
      purchasePrice: 1500n,
      point: 3n,
      bonusValue: 700n,
    },
  });
  return p;
}

const adjustDoc = (attributes: Record<string, unknown>) => ({
  data: { type: "stocks", attributes },
});

beforeAll(async () => {
  [gudang, stockist, mitra] = await Promise.all([
    login("gudang@erp.test"),
    login("stockist@erp.test"),
    login("mitra@erp.test"),
  ]);
  const [pw, sw] = await Promise.all([
    db.warehouse.findFirstOrThrow({ where: { office: { code: "PUSAT" }, type: "main" } }),
    db.warehouse.findFirstOrThrow({ where: { office: { code: "STK-001" }, type: "main" } }),
  ]);
  pusatWh = pw.id;
  stockistWh = sw.id;
  const cat = await db.productCategory.create({ data: { code: TAG, name: `Kategori ${TAG}` } });
  categoryId = cat.id;
  const p = await newProduct("A");
  productId = p.id;
  productCode = p.code;
});

afterAll(async () => {
  // Adjustments posted here straight through postStock get the journals adjustStock would have
  // posted, so the run's ledger check (journals, docs/journals.md) stays clean.
  await backfillJournals(db);
  await db.$disconnect();
});

describe("postStock", () => {
  it("puts goods in with an upsert and takes them out, each with a ledger row and balance_after", async () => {
    const posted = await db.$transaction((tx) =>
      postStock(
        tx,
        {
          businessDate: today(),
          lines: [
            {
              warehouseId: pusatWh,
              productId,
              quantity: 20,
              type: "adjustment",
              sourceType: "stock-adjustments",
              sourceId: null,
            },
            {
              warehouseId: pusatWh,
              productId,
              quantity: -5,
              type: "adjustment",
              sourceType: "stock-adjustments",
              sourceId: null,
            },
          ],
        },
        actor,
      ),
    );
    expect(posted.map((p) => p.balanceAfter)).toEqual([20, 15]);
    expect(await quantity(pusatWh)).toBe(15);
    const rows = await db.stockTrx.findMany({
      where: { productId, warehouseId: pusatWh },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    });
    expect(rows.map((r) => [r.quantityChange, r.balanceAfter])).toEqual([
      [20, 20],
      [-5, 15],
    ]);
  });

  it("refuses a shortage with 422 naming the product and what is available, changing nothing", async () => {
    const before = await db.stockTrx.count({ where: { productId } });
    const attempt = db.$transaction((tx) =>
      postStock(
        tx,
        {
          businessDate: today(),
          lines: [
            {
              warehouseId: stockistWh,
              productId,
              quantity: 3,
              type: "adjustment",
              sourceType: "stock-adjustments",
              sourceId: null,
            },
            {
              warehouseId: pusatWh,
              productId,
              quantity: -16,
              type: "adjustment",
              sourceType: "stock-adjustments",
              sourceId: null,
              pointer: "/data/attributes/details/1/quantity",
            },
          ],
        },
        actor,
      ),
    );
    const error = await attempt.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    const e = error as AppError;
    expect(e.status).toBe(422);
    expect(e.message).toBe(stockShortage(productCode, 15));
    expect(e.message).toBe(`Stok ${productCode} tidak cukup: tersedia 15`);
    expect(e.items[0]?.source?.pointer).toBe("/data/attributes/details/1/quantity");
    expect(await quantity(pusatWh)).toBe(15);
    expect(await quantity(stockistWh)).toBe(0);
    expect(await db.stockTrx.count({ where: { productId } })).toBe(before);
  });

  it("refuses a posting dated in a closed period with 409", async () => {
    await db.period.create({
      data: {
        name: `Tutup ${TAG}`,
        startDate: new Date("2001-02-01"),
        endDate: new Date("2001-02-28"),
        status: "closed",
      },
    });
    const error = await db
      .$transaction((tx) =>
        postStock(
          tx,
          {
            businessDate: new Date("2001-02-10"),
            lines: [
              {
                warehouseId: pusatWh,
                productId,
                quantity: 1,
                type: "adjustment",
                sourceType: "stock-adjustments",
                sourceId: null,
              },
            ],
          },
          actor,
        ),
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(409);
    expect((error as AppError).message).toContain(`Tutup ${TAG}`);
    expect(await quantity(pusatWh)).toBe(15);
  });

  it("keeps batches within the stock: a batch moves with its line and never below zero", async () => {
    const p = await newProduct("BATCH");
    const batch = await db.batch.create({
      data: { code: `B-${TAG}`, productId: p.id, warehouseId: pusatWh, quantity: 0 },
    });
    const line = (q: number, batchId: string | null, warehouseId = pusatWh) => ({
      warehouseId,
      productId: p.id,
      batchId,
      quantity: q,
      type: "adjustment" as const,
      sourceType: "stock-adjustments",
      sourceId: null,
    });
    await db.$transaction((tx) =>
      postStock(tx, { businessDate: today(), lines: [line(10, batch.id), line(4, null)] }, actor),
    );
    expect(await quantity(pusatWh, p.id)).toBe(14);
    expect((await db.batch.findUniqueOrThrow({ where: { id: batch.id } })).quantity).toBe(10);
    // Unbatched goods are 4: taking 5 without a batch would dig into the batch.
    const dig = await db
      .$transaction((tx) =>
        postStock(tx, { businessDate: today(), lines: [line(-5, null)] }, actor),
      )
      .catch((e: unknown) => e);
    expect((dig as AppError).status).toBe(422);
    expect((dig as AppError).message).toBe(`Stok ${p.code} tidak cukup: tersedia 4`);
    const over = await db
      .$transaction((tx) =>
        postStock(tx, { businessDate: today(), lines: [line(-11, batch.id)] }, actor),
      )
      .catch((e: unknown) => e);
    expect((over as AppError).status).toBe(422);
    expect((over as AppError).message).toContain(`batch B-${TAG} tidak cukup: tersedia 10`);
    // Moving the batch to another warehouse: out of Pusat, in at the stockist under the same code.
    await db.$transaction((tx) =>
      postStock(
        tx,
        {
          businessDate: today(),
          lines: [line(-6, batch.id), line(6, batch.id, stockistWh)],
        },
        actor,
      ),
    );
    expect((await db.batch.findUniqueOrThrow({ where: { id: batch.id } })).quantity).toBe(4);
    const there = await db.batch.findFirstOrThrow({
      where: { warehouseId: stockistWh, productId: p.id, code: `B-${TAG}` },
    });
    expect(there.quantity).toBe(6);
    expect(await quantity(stockistWh, p.id)).toBe(6);
    // batch_quantity: the batches' share of each stock, moved with every batched line.
    const share = async (warehouseId: string) =>
      (
        await db.stock.findUniqueOrThrow({
          where: { warehouseId_productId: { warehouseId, productId: p.id } },
        })
      ).batchQuantity;
    expect(await share(pusatWh)).toBe(4);
    expect(await share(stockistWh)).toBe(6);
    const report = await checkLedger(db);
    expect(report.differences).toEqual([]);
  });

  it("the database refuses a batches' share above the stock, and ledger:check names a wrong one", async () => {
    const p = await newProduct("SHARE");
    const [posted] = await db.$transaction((tx) =>
      postStock(
        tx,
        {
          businessDate: today(),
          lines: [
            {
              warehouseId: pusatWh,
              productId: p.id,
              quantity: 3,
              type: "adjustment",
              sourceType: "stock-adjustments",
              sourceId: null,
            },
          ],
        },
        actor,
      ),
    );
    const stockId = posted!.stockId;
    // CHECK (batch_quantity <= quantity): a direct write past it is refused, nothing changes.
    await expect(
      db.$executeRaw`UPDATE stocks SET batch_quantity = 4 WHERE id = ${stockId}::uuid`,
    ).rejects.toThrow(/stocks_batch_quantity_check/);
    // Within the CHECK but not what the ledger says: reported, then put back.
    await db.$transaction(async (tx) => {
      await tx.$executeRaw`UPDATE stocks SET batch_quantity = 2 WHERE id = ${stockId}::uuid`;
      const report = await checkLedger(tx);
      expect(report.differences).toContainEqual(
        expect.objectContaining({ kind: "batch-share", id: stockId, stored: 2, fromLedger: 0 }),
      );
      await tx.$executeRaw`UPDATE stocks SET batch_quantity = 0 WHERE id = ${stockId}::uuid`;
    });
    expect((await checkLedger(db)).differences).toEqual([]);
  });
});

describe("stock adjustment (tambah-stock) over HTTP", () => {
  it("posts an adjustment with its reason into the ledger and answers the stock", async () => {
    const res = await api("POST", "/api/v1/stocks/-actions/tambah-stock", {
      token: gudang,
      body: adjustDoc({
        warehouse_id: pusatWh,
        product_id: productId,
        quantity: 5,
        reason: "Koreksi stok opname",
      }),
    });
    expect(res.status).toBe(201);
    expect(res.body.meta?.message).toBe("Stok berhasil disesuaikan");
    expect(one(res.body).attributes).toMatchObject({
      product_code: productCode,
      warehouse_id: pusatWh,
      quantity: 20,
    });
    const stockId = one(res.body).id;
    const ledger = await api("GET", `/api/v1/stocks/${stockId}/stock-trxes`, { token: gudang });
    expect(ledger.status).toBe(200);
    const rows = list(ledger.body);
    expect(rows.map((r) => r.attributes.balance_after)).toEqual([20, 15, 20]);
    expect(rows.at(-1)?.attributes).toMatchObject({
      trx_type: "adjustment",
      quantity_change: 5,
      description: "Koreksi stok opname",
    });
  });

  it("answers every client mistake with the right status and a JSON:API error", async () => {
    const path = "/api/v1/stocks/-actions/tambah-stock";
    const valid = { warehouse_id: pusatWh, product_id: productId, quantity: 1, reason: "x" };
    const anon = await api("POST", path, { body: adjustDoc(valid) });
    expect(anon.status).toBe(401);
    const noPerm = await api("POST", path, { token: stockist, body: adjustDoc(valid) });
    expect(noPerm.status).toBe(403);
    const noReason = await api("POST", path, {
      token: gudang,
      body: adjustDoc({ ...valid, reason: " " }),
    });
    expect(noReason.status).toBe(422);
    expect(firstError(noReason.body).source?.pointer).toBe("/data/attributes/reason");
    const zero = await api("POST", path, {
      token: gudang,
      body: adjustDoc({ ...valid, quantity: 0 }),
    });
    expect(zero.status).toBe(422);
    expect(firstError(zero.body).source?.pointer).toBe("/data/attributes/quantity");
    const short = await api("POST", path, {
      token: gudang,
      body: adjustDoc({ ...valid, quantity: -1000 }),
    });
    expect(short.status).toBe(422);
    expect(firstError(short.body).detail).toBe(`Stok ${productCode} tidak cukup: tersedia 20`);
    expect(firstError(short.body).source?.pointer).toBe("/data/attributes/quantity");
    const wrongType = await api("POST", path, {
      token: gudang,
      body: { data: { type: "warehouses", attributes: valid } },
    });
    expect(wrongType.status).toBe(409);
    const notJson = await api("POST", path, {
      token: gudang,
      raw: "{",
      headers: { "Content-Type": "application/vnd.api+json" },
    });
    expect(notJson.status).toBe(400);
    const unknownWarehouse = await api("POST", path, {
      token: gudang,
      body: adjustDoc({ ...valid, warehouse_id: randomUUID() }),
    });
    expect(unknownWarehouse.status).toBe(404);
  });

  it("16 concurrent requests take the last 10 units: exactly 10 leave, 6 get the 422", async () => {
    const p = await newProduct("RACE");
    await db.$transaction((tx) =>
      postStock(
        tx,
        {
          businessDate: today(),
          lines: [
            {
              warehouseId: pusatWh,
              productId: p.id,
              quantity: 10,
              type: "adjustment",
              sourceType: "stock-adjustments",
              sourceId: null,
            },
          ],
        },
        actor,
      ),
    );
    const results = await Promise.all(
      Array.from({ length: 16 }, () =>
        api("POST", "/api/v1/stocks/-actions/tambah-stock", {
          token: gudang,
          body: adjustDoc({
            warehouse_id: pusatWh,
            product_id: p.id,
            quantity: -1,
            reason: "Ambil unit terakhir",
          }),
        }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 422)).toHaveLength(6);
    for (const r of results.filter((x) => x.status === 422))
      expect(firstError(r.body).detail).toBe(`Stok ${p.code} tidak cukup: tersedia 0`);
    expect(await quantity(pusatWh, p.id)).toBe(0);
    const balances = (
      await db.stockTrx.findMany({ where: { productId: p.id }, select: { balanceAfter: true } })
    ).map((r) => r.balanceAfter);
    expect(balances.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const report = await checkLedger(db);
    expect(report.differences).toEqual([]);
    expect(report.ledgerRows).toBeGreaterThan(0);
  });
});

describe("stock read API", () => {
  it("shows Pusat every warehouse's stock and a stockist only its own (404 otherwise)", async () => {
    await db.$transaction((tx) =>
      postStock(
        tx,
        {
          businessDate: today(),
          lines: [
            {
              warehouseId: stockistWh,
              productId,
              quantity: 2,
              type: "adjustment",
              sourceType: "stock-adjustments",
              sourceId: null,
            },
          ],
        },
        actor,
      ),
    );
    const q = `filter[product_id]=${productId}`;
    const asPusat = await api("GET", `/api/v1/stocks?${q}`, { token: gudang });
    expect(asPusat.status).toBe(200);
    const pusatRows = list(asPusat.body);
    expect(pusatRows.map((r) => r.attributes.warehouse_id).sort()).toEqual(
      [pusatWh, stockistWh].sort(),
    );
    const asStockist = await api("GET", `/api/v1/stocks?${q}`, { token: stockist });
    expect(list(asStockist.body).map((r) => r.attributes.warehouse_id)).toEqual([stockistWh]);
    const pusatStock = pusatRows.find((r) => r.attributes.warehouse_id === pusatWh)!;
    const hidden = await api("GET", `/api/v1/stocks/${pusatStock.id}`, { token: stockist });
    expect(hidden.status).toBe(404);
    const hiddenLedger = await api("GET", `/api/v1/stocks/${pusatStock.id}/stock-trxes`, {
      token: stockist,
    });
    expect(hiddenLedger.status).toBe(404);
    const trxes = await api("GET", `/api/v1/stock-trxes?filter[product_id]=${productId}`, {
      token: stockist,
    });
    expect(trxes.status).toBe(200);
    // Only the ledger of its own warehouse (the +2 above), none of Pusat's rows.
    expect(list(trxes.body).map((r) => r.attributes.warehouse_id)).toEqual([stockistWh]);
    const own = await api("GET", `/api/v1/warehouses/${stockistWh}/stocks`, { token: stockist });
    expect(own.status).toBe(200);
    expect(list(own.body).every((r) => r.attributes.warehouse_id === stockistWh)).toBe(true);
    const other = await api("GET", `/api/v1/warehouses/${pusatWh}/stocks`, { token: stockist });
    expect(other.status).toBe(404);
  });

  it("filters by warehouse, category and office; refuses malformed filters and callers without permission", async () => {
    const byCategory = await api(
      "GET",
      `/api/v1/stocks?filter[category_id]=${categoryId}&filter[warehouse_id]=${pusatWh}`,
      { token: gudang },
    );
    expect(byCategory.status).toBe(200);
    const codes = list(byCategory.body).map((r) => r.attributes.product_code);
    expect(codes).toContain(productCode);
    expect(codes.every((c) => String(c).startsWith(TAG))).toBe(true);
    const stockistOffice = await db.office.findUniqueOrThrow({ where: { code: "STK-001" } });
    const byOffice = await api(
      "GET",
      `/api/v1/stocks?filter[office_id]=${stockistOffice.id}&filter[category_id]=${categoryId}`,
      { token: gudang },
    );
    expect(list(byOffice.body).every((r) => r.attributes.warehouse_id === stockistWh)).toBe(true);
    const bad = await api("GET", "/api/v1/stocks?filter[warehouse_id]=nope", { token: gudang });
    expect(bad.status).toBe(400);
    const badType = await api("GET", "/api/v1/stock-trxes?filter[trx_type]=theft", {
      token: gudang,
    });
    expect(badType.status).toBe(400);
    const badDay = await api("GET", "/api/v1/stock-trxes?filter[from]=kemarin", { token: gudang });
    expect(badDay.status).toBe(400);
    const member = await api("GET", "/api/v1/stocks", { token: mitra });
    expect(member.status).toBe(403);
    const anon = await api("GET", "/api/v1/stocks");
    expect(anon.status).toBe(401);
  });

  it("sorts the ledger by time with the running balance", async () => {
    const res = await api(
      "GET",
      `/api/v1/stock-trxes?filter[product_id]=${productId}&filter[warehouse_id]=${pusatWh}&filter[from]=${jakartaDateString()}`,
      { token: gudang },
    );
    expect(res.status).toBe(200);
    const rows = list(res.body);
    // The rows this file posted: +20 and -5 (postStock), +5 (tambah-stock), oldest first.
    expect(rows.map((r) => r.attributes.quantity_change)).toEqual([20, -5, 5]);
    let running = 0;
    for (const r of rows) {
      running += Number(r.attributes.quantity_change);
      expect(r.attributes.balance_after).toBe(running);
    }
  });
});

describe("stock report actions", () => {
  it("total-stock-available and global-report sum quantity x price, point and bonus", async () => {
    const q = `filter[category_id]=${categoryId}&filter[warehouse_id]=${pusatWh}`;
    const total = await api("GET", `/api/v1/stocks/-actions/total-stock-available?${q}`, {
      token: gudang,
    });
    expect(total.status).toBe(200);
    const pusatQty = await db.stock.aggregate({
      where: { warehouseId: pusatWh, product: { productCategoryId: categoryId } },
      _sum: { quantity: true },
    });
    const qty = pusatQty._sum.quantity ?? 0;
    expect(total.body.meta).toEqual({
      total_quantity_stock_available: qty,
      total_price_stock_available: qty * 1500,
      total_point_stock_available: qty * 3,
      total_bonus_stock_available: qty * 700,
    });
    const report = await api("GET", `/api/v1/stocks/-actions/global-report?${q}`, {
      token: gudang,
    });
    expect(report.status).toBe(200);
    const row = list(report.body).find((r) => r.attributes.product_code === productCode);
    expect(row?.type).toBe("stock-global-reports");
    expect(row?.attributes.total_price).toBe(Number(row?.attributes.quantity) * 1500);
    expect(report.body.meta?.total_price_stock_available).toBe(qty * 1500);
  });

  it("reports the stock at the end of a past day from the ledger", async () => {
    const yesterday = jakartaDateString(new Date(Date.now() - 86_400_000));
    const res = await api(
      "GET",
      `/api/v1/stocks/-actions/total-stock-available?filter[category_id]=${categoryId}&filter[date]=${yesterday}`,
      { token: gudang },
    );
    expect(res.status).toBe(200);
    expect(res.body.meta?.total_quantity_stock_available).toBe(0);
  });

  it("scopes a stockist to its own warehouses and refuses bad filters and missing permissions", async () => {
    const res = await api(
      "GET",
      `/api/v1/stocks/-actions/total-stock-available?filter[category_id]=${categoryId}&filter[warehouse_id]=${pusatWh}`,
      { token: stockist },
    );
    expect(res.status).toBe(200);
    expect(res.body.meta?.total_quantity_stock_available).toBe(0);
    const bad = await api("GET", "/api/v1/stocks/-actions/global-report?filter[date]=31-12-2026", {
      token: gudang,
    });
    expect(bad.status).toBe(400);
    expect(firstError(bad.body).source?.parameter).toBe("filter[date]");
    const noPerm = await api("GET", "/api/v1/stocks/-actions/global-report", { token: stockist });
    expect(noPerm.status).toBe(403);
    const anon = await api("GET", "/api/v1/stocks/-actions/total-stock-available");
    expect(anon.status).toBe(401);
  });
});
