// The API the stock screens use (docs/stock.md "Screens"): the stocks list's search, sorts and
// value columns; the row scope per office category (stockist, SC, KP, supplier see only their
// own warehouses; another office's stock and its ledger are 404); the ledger paged by cursor;
// tambah-stock's business date; the stock-batches resource (list, expiry filter, create with its
// validation and the initial quantity through the ledger, 401/403/404/415/422/400); and the
// Stock-stockist summary action.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { api, firstError, login, type JsonApiDoc, type JsonApiResource } from "../support/api";
import { checkLedger } from "@/server/stock/ledger-check";
import { jakartaDateString } from "@/lib/business-date";
import {
  ADJUST_FUTURE_DATE,
  BATCH_CODE_TAKEN,
  BATCH_EXPIRY_BEFORE_PRODUCTION,
} from "@/lib/schemas/stock";

const db = connectTestDb();
const TAG = `SS${randomUUID().slice(0, 6).toUpperCase()}`;
const list = (doc: JsonApiDoc) => doc.data as JsonApiResource[];
const one = (doc: JsonApiDoc) => doc.data as JsonApiResource;
const q = (s: string) => s.replace(/\[/g, "%5B").replace(/\]/g, "%5D");

let admin: string;
let gudang: string;
let stockist: string;
let sc: string;
let kp: string;
let supplier: string;
let pusatOffice: string;
let pusatWh: string;
let supplierWh: string;
let pusatStockId: string;
let productId: string;
let productCode: string;

const dayOffset = (days: number) => jakartaDateString(new Date(Date.now() + days * 86_400_000));

const batchDoc = (attributes: Record<string, unknown>, warehouse: string, product: string) => ({
  data: {
    type: "stock-batches",
    attributes,
    relationships: {
      warehouse: { data: { type: "warehouses", id: warehouse } },
      product: { data: { type: "products", id: product } },
    },
  },
});

beforeAll(async () => {
  [admin, gudang, stockist, sc, kp, supplier] = await Promise.all([
    login("admin@erp.test"),
    login("gudang@erp.test"),
    login("stockist@erp.test"),
    login("sc@erp.test"),
    login("kp@erp.test"),
    login("supplier@erp.test"),
  ]);
  const [pw, sw] = await Promise.all([
    db.warehouse.findFirstOrThrow({ where: { office: { code: "PUSAT" }, type: "main" } }),
    db.warehouse.findFirstOrThrow({ where: { office: { code: "SUP-001" }, type: "main" } }),
  ]);
  pusatOffice = pw.officeId;
  pusatWh = pw.id;
  supplierWh = sw.id;
  const p = await db.product.create({
    data: {
      code: `${TAG}-A`,
      name: `Produk layar stok ${TAG}`,
      purchasePrice: 2000n,
      point: 4n,
      bonusValue: 900n,
    },
  });
  productId = p.id;
  productCode = p.code;
  const res = await api("POST", "/api/v1/stocks/-actions/tambah-stock", {
    token: gudang,
    body: {
      data: {
        type: "stocks",
        attributes: {
          warehouse_id: pusatWh,
          product_id: p.id,
          quantity: 12,
          reason: "Stok awal uji",
        },
      },
    },
  });
  expect(res.status).toBe(201);
  pusatStockId = one(res.body).id;
});

afterAll(async () => {
  await db.$disconnect();
});

describe("stocks list for the screens", () => {
  it("searches by product code, sorts by product code and shows point/BV values", async () => {
    const res = await api(
      "GET",
      q(`/api/v1/stocks?filter[office_id]=${pusatOffice}&filter[search]=${TAG}&sort=-product_code`),
      { token: gudang },
    );
    expect(res.status).toBe(200);
    const rows = list(res.body);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.attributes).toMatchObject({
      product_code: productCode,
      warehouse_type: "main",
      office_code: "PUSAT",
      quantity: 12,
      total_point: 48,
      total_bonus: 10_800,
    });
    // Purchase prices are not gudang's to read: the value is left out, for admin it is there.
    expect(rows[0]?.attributes).not.toHaveProperty("total_value");
    const asAdmin = await api("GET", `/api/v1/stocks/${pusatStockId}`, { token: admin });
    expect(one(asAdmin.body).attributes.total_value).toBe(24_000);

    const sorted = await api(
      "GET",
      q(`/api/v1/stocks?filter[office_id]=${pusatOffice}&sort=product_code&page[size]=50`),
      { token: gudang },
    );
    expect(sorted.status).toBe(200);
    const codes = list(sorted.body).map((r) => String(r.attributes.product_code));
    expect(codes).toEqual([...codes].sort());
  });

  it("searches Stock-stockist rows by office code and narrows by office category", async () => {
    const res = await api(
      "GET",
      q("/api/v1/stocks?filter[office_category_id]=4,3&filter[search]=STK-001&page[size]=100"),
      { token: gudang },
    );
    expect(res.status).toBe(200);
    const rows = list(res.body);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.attributes.office_code === "STK-001")).toBe(true);
    const bad = await api("GET", q("/api/v1/stocks?filter[office_category_id]=x"), {
      token: gudang,
    });
    expect(bad.status).toBe(400);
    expect(firstError(bad.body).source?.parameter).toBe("filter[office_category_id]");
  });

  it.each([
    ["stockist", "STK-001"],
    ["sc", "SC-001"],
    ["kp", "KP-001"],
    ["supplier", "SUP-001"],
  ])("%s sees only its own office's stock; Pusat's stock and ledger are 404", async (who, code) => {
    const token = { stockist, sc, kp, supplier }[who as "stockist"] as string;
    const res = await api("GET", q("/api/v1/stocks?page[size]=100"), { token });
    expect(res.status).toBe(200);
    const rows = list(res.body);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.attributes.office_code === code)).toBe(true);
    // Asking for Pusat's rows by filter does not widen the scope.
    const filtered = await api("GET", q(`/api/v1/stocks?filter[office_id]=${pusatOffice}`), {
      token,
    });
    expect(list(filtered.body)).toEqual([]);
    const other = await api("GET", `/api/v1/stocks/${pusatStockId}`, { token });
    expect(other.status).toBe(404);
    const ledger = await api("GET", `/api/v1/stocks/${pusatStockId}/stock-trxes`, { token });
    expect(ledger.status).toBe(404);
  });
});

describe("the ledger drill-down", () => {
  it("pages newest first by cursor with the running balance and the actor's name", async () => {
    for (const [quantity, reason] of [
      [-2, "Rusak saat bongkar"],
      [5, "Koreksi opname"],
    ] as const) {
      const res = await api("POST", "/api/v1/stocks/-actions/tambah-stock", {
        token: gudang,
        body: {
          data: {
            type: "stocks",
            attributes: { warehouse_id: pusatWh, product_id: productId, quantity, reason },
          },
        },
      });
      expect(res.status).toBe(201);
    }
    const path = `/api/v1/stocks/${pusatStockId}/stock-trxes?sort=-createdAt&page%5Blimit%5D=2`;
    const first = await api("GET", path, { token: gudang });
    expect(first.status).toBe(200);
    const rows = list(first.body);
    expect(rows.map((r) => r.attributes.balance_after)).toEqual([15, 10]);
    expect(rows[0]?.attributes).toMatchObject({
      trx_type: "adjustment",
      quantity_change: 5,
      description: "Koreksi opname",
      user_name: "Agus Setiawan",
      source_type: "stock-adjustments",
    });
    expect(first.body.meta?.page?.total).toBe(3);
    const next = first.body.links?.next;
    expect(typeof next).toBe("string");
    const second = await api("GET", new URL(String(next)).pathname + new URL(String(next)).search, {
      token: gudang,
    });
    expect(second.status).toBe(200);
    expect(list(second.body).map((r) => r.attributes.balance_after)).toEqual([12]);
    expect(second.body.links?.next ?? null).toBeNull();
  });
});

describe("tambah-stock business date", () => {
  const path = "/api/v1/stocks/-actions/tambah-stock";
  const attrs = (extra: Record<string, unknown>) => ({
    data: {
      type: "stocks",
      attributes: {
        warehouse_id: pusatWh,
        product_id: productId,
        quantity: 1,
        reason: "x",
        ...extra,
      },
    },
  });

  it("accepts today and refuses a future day or a malformed date with 422, changing nothing", async () => {
    const before = await db.stockTrx.count({ where: { stockId: pusatStockId } });
    const future = await api("POST", path, {
      token: gudang,
      body: attrs({ business_date: dayOffset(2) }),
    });
    expect(future.status).toBe(422);
    expect(firstError(future.body)).toMatchObject({
      detail: ADJUST_FUTURE_DATE,
      source: { pointer: "/data/attributes/business_date" },
    });
    const malformed = await api("POST", path, {
      token: gudang,
      body: attrs({ business_date: "26-11-2026" }),
    });
    expect(malformed.status).toBe(422);
    expect(firstError(malformed.body).source?.pointer).toBe("/data/attributes/business_date");
    expect(await db.stockTrx.count({ where: { stockId: pusatStockId } })).toBe(before);
    const ok = await api("POST", path, {
      token: gudang,
      body: attrs({ business_date: jakartaDateString() }),
    });
    expect(ok.status).toBe(201);
    expect(ok.body.meta?.message).toBe("Stok berhasil disesuaikan");
  });
});

describe("stock-batches", () => {
  it("lists the seeded lots of Pusat with the expiry filter", async () => {
    const res = await api(
      "GET",
      q(
        `/api/v1/stock-batches?filter[office_id]=${pusatOffice}&filter[search]=LOT-&page[size]=100`,
      ),
      { token: gudang },
    );
    expect(res.status).toBe(200);
    const rows = list(res.body);
    expect(rows.length).toBeGreaterThanOrEqual(9);
    expect(rows[0]?.attributes).toHaveProperty("production_date");
    const expired = await api(
      "GET",
      q(
        `/api/v1/stock-batches?filter[office_id]=${pusatOffice}&filter[expiry]=expired&page[size]=100`,
      ),
      { token: gudang },
    );
    const expiredRows = list(expired.body);
    expect(expiredRows.length).toBeGreaterThan(0);
    expect(expiredRows.every((r) => r.attributes.expiry_status === "expired")).toBe(true);
    const expiring = await api(
      "GET",
      q(
        `/api/v1/stock-batches?filter[office_id]=${pusatOffice}&filter[expiry]=expiring&page[size]=100`,
      ),
      { token: gudang },
    );
    expect(list(expiring.body).every((r) => r.attributes.expiry_status === "expiring")).toBe(true);
    const bad = await api("GET", q("/api/v1/stock-batches?filter[expiry]=soon"), { token: gudang });
    expect(bad.status).toBe(400);
    expect(firstError(bad.body).source?.parameter).toBe("filter[expiry]");
  });

  it("supplier creates a lot; an initial quantity is an adjustment (stocks.adjust + reason)", async () => {
    const code = `${TAG}-L1`;
    const attrs = {
      code,
      production_date: dayOffset(-10),
      expired_at: dayOffset(300),
      description: "Produksi uji",
    };
    // Issue 23 §5: goods on hand with a new lot are stock from no document, so they need the
    // adjustment permission the supplier lacks (its 'Tambah Stock' is a 403 too): 403, nothing.
    const opening = await api("POST", "/api/v1/stock-batches", {
      token: supplier,
      body: batchDoc({ ...attrs, quantity: 25, reason: "Produksi" }, supplierWh, productId),
    });
    expect(opening.status).toBe(403);
    expect(await db.batch.count({ where: { code } })).toBe(0);
    const res = await api("POST", "/api/v1/stock-batches", {
      token: supplier,
      body: batchDoc(attrs, supplierWh, productId),
    });
    expect(res.status).toBe(201);
    const created = one(res.body);
    expect(created.attributes).toMatchObject({
      code,
      quantity: 0,
      production_date: dayOffset(-10),
      expired_at: dayOffset(300),
      expiry_status: "valid",
      warehouse_id: supplierWh,
    });
    expect(await db.stockTrx.count({ where: { batchId: created.id } })).toBe(0);
    // The supplier reads its lot; Pusat's lots are 404 for it.
    const mine = await api("GET", `/api/v1/stock-batches/${created.id}`, { token: supplier });
    expect(mine.status).toBe(200);
    const pusatLot = await db.batch.findFirstOrThrow({ where: { warehouseId: pusatWh } });
    const foreign = await api("GET", `/api/v1/stock-batches/${pusatLot.id}`, { token: supplier });
    expect(foreign.status).toBe(404);
    const supplierList = await api("GET", q("/api/v1/stock-batches?page[size]=100"), {
      token: supplier,
    });
    expect(list(supplierList.body).every((r) => r.attributes.warehouse_id === supplierWh)).toBe(
      true,
    );
    expect((await checkLedger(db)).differences).toEqual([]);
  });

  it("refuses bad lots with 422 and nothing created, and guards access (401/403/404/415)", async () => {
    const valid = {
      code: `${TAG}-L2`,
      production_date: dayOffset(-5),
      expired_at: dayOffset(100),
    };
    const count = () => db.batch.count({ where: { productId } });
    const before = await count();

    const dup = await api("POST", "/api/v1/stock-batches", {
      token: supplier,
      body: batchDoc({ ...valid, code: `${TAG}-L1` }, supplierWh, productId),
    });
    expect(dup.status).toBe(422);
    expect(firstError(dup.body)).toMatchObject({
      detail: BATCH_CODE_TAKEN,
      source: { pointer: "/data/attributes/code" },
    });
    const backwards = await api("POST", "/api/v1/stock-batches", {
      token: supplier,
      body: batchDoc({ ...valid, expired_at: dayOffset(-6) }, supplierWh, productId),
    });
    expect(backwards.status).toBe(422);
    expect(firstError(backwards.body)).toMatchObject({
      detail: BATCH_EXPIRY_BEFORE_PRODUCTION,
      source: { pointer: "/data/attributes/expired_at" },
    });
    const noCode = await api("POST", "/api/v1/stock-batches", {
      token: supplier,
      body: batchDoc({ ...valid, code: " " }, supplierWh, productId),
    });
    expect(noCode.status).toBe(422);
    expect(firstError(noCode.body).source?.pointer).toBe("/data/attributes/code");
    const unknownProduct = await api("POST", "/api/v1/stock-batches", {
      token: supplier,
      body: batchDoc(valid, supplierWh, randomUUID()),
    });
    expect(unknownProduct.status).toBe(422);
    expect(firstError(unknownProduct.body).source?.pointer).toBe("/data/relationships/product");

    // Pusat's warehouse is not the supplier's: 404.
    const foreignWh = await api("POST", "/api/v1/stock-batches", {
      token: supplier,
      body: batchDoc(valid, pusatWh, productId),
    });
    expect(foreignWh.status).toBe(404);
    // KP may view batches but not create them; a stockist may not even view them.
    const kpCreate = await api("POST", "/api/v1/stock-batches", {
      token: kp,
      body: batchDoc(valid, supplierWh, productId),
    });
    expect(kpCreate.status).toBe(403);
    const stockistList = await api("GET", "/api/v1/stock-batches", { token: stockist });
    expect(stockistList.status).toBe(403);
    const anon = await api("POST", "/api/v1/stock-batches", {
      body: batchDoc(valid, supplierWh, productId),
    });
    expect(anon.status).toBe(401);
    const wrongMedia = await api("POST", "/api/v1/stock-batches", {
      token: supplier,
      raw: JSON.stringify(batchDoc(valid, supplierWh, productId)),
      headers: { "Content-Type": "application/json" },
    });
    expect(wrongMedia.status).toBe(415);
    expect(await count()).toBe(before);
  });
});

describe("stockist-stock-summary", () => {
  const path = "/api/v1/stocks/-actions/stockist-stock-summary";

  it("sums every stockist and SC's stock for Pusat, narrowed by search and category", async () => {
    const all = await api("GET", path, { token: gudang });
    expect(all.status).toBe(200);
    const meta = all.body.meta as Record<string, number>;
    expect(meta.offices_with_stock).toBeGreaterThanOrEqual(3);
    expect(meta.total_quantity).toBeGreaterThan(0);
    expect(meta).not.toHaveProperty("total_value");
    const asAdmin = await api("GET", path, { token: admin });
    expect((asAdmin.body.meta as Record<string, number>).total_value).toBeGreaterThan(0);

    const one = await api("GET", q(`${path}?filter[search]=STK-001`), { token: gudang });
    const m1 = one.body.meta as Record<string, number>;
    expect(m1.offices_with_stock).toBe(1);
    const agg = await db.stock.aggregate({
      where: { warehouse: { office: { code: "STK-001" }, deletedAt: null } },
      _sum: { quantity: true },
    });
    expect(m1.total_quantity).toBe(agg._sum.quantity ?? 0);

    const scOnly = await api("GET", q(`${path}?filter[office_category_id]=3`), { token: gudang });
    expect((scOnly.body.meta as Record<string, number>).offices_with_stock).toBeGreaterThanOrEqual(
      1,
    );
  });

  it("is Pusat's only: 401 without sign-in, 403 for a stockist, 400 for another category", async () => {
    expect((await api("GET", path)).status).toBe(401);
    expect((await api("GET", path, { token: stockist })).status).toBe(403);
    const bad = await api("GET", q(`${path}?filter[office_category_id]=1`), { token: gudang });
    expect(bad.status).toBe(400);
    expect(firstError(bad.body).source?.parameter).toBe("filter[office_category_id]");
  });
});
