// Pilah stock and draft edits over real HTTP (docs/stock.md "Classify", docs/stock-movements.md
// "Draft edits"): classifyStocks from Pusat's retur warehouse and classify of a received return
// movement post out of retur into main/damaged (ledger check clean), over-classification is a 422
// naming the product with nothing changed, Idempotency-Key replays; PATCH stocks/{id} changes only
// the threshold; PATCH/DELETE stock-movements/{id} and PATCH movement-details/{id} only while
// draft; 401/403/404/409/422 paths and office scope.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { api, firstError, login, type JsonApiDoc, type JsonApiResource } from "../support/api";
import { postStock } from "@/server/stock/post-stock";
import { checkLedger } from "@/server/stock/ledger-check";
import { jakartaToday } from "@/lib/business-date";

const db = connectTestDb();
const TAG = `PC${randomUUID().slice(0, 6).toUpperCase()}`;
const one = (doc: JsonApiDoc) => doc.data as JsonApiResource;

let gudang: string;
let stockist: string;
let bonus: string;
let productId: string;
let productCode: string;
let wh: { retur: string; main: string; damaged: string };
let stockistOffice: string;
let stockistWh: string;
let pusatOffice: string;

async function qty(warehouseId: string) {
  const s = await db.stock.findUnique({
    where: { warehouseId_productId: { warehouseId, productId } },
  });
  return s?.quantity ?? 0;
}

const classifyDoc = (details: unknown[]) => ({
  data: { type: "classify-stocks", attributes: { details } },
});

beforeAll(async () => {
  [gudang, stockist, bonus] = await Promise.all([
    login("gudang@erp.test"),
    login("stockist@erp.test"),
    login("bonus@erp.test"),
  ]);
  const [pusat, stk] = await Promise.all([
    db.office.findUniqueOrThrow({ where: { code: "PUSAT" } }),
    db.office.findUniqueOrThrow({ where: { code: "STK-001" } }),
  ]);
  pusatOffice = pusat.id;
  stockistOffice = stk.id;
  const ws = await db.warehouse.findMany({ where: { officeId: pusat.id, deletedAt: null } });
  const of = (t: string) => ws.find((w) => w.type === t)?.id ?? "";
  wh = { retur: of("retur"), main: of("main"), damaged: of("damaged") };
  stockistWh = (await db.warehouse.findFirstOrThrow({ where: { officeId: stk.id, type: "main" } }))
    .id;
  const cat = await db.productCategory.create({ data: { code: TAG, name: `Kategori ${TAG}` } });
  const p = await db.product.create({
    data: { code: `${TAG}-A`, name: `Produk pilah ${TAG}`, productCategoryId: cat.id },
  });
  productId = p.id;
  productCode = p.code;
  await db.$transaction((tx) =>
    postStock(
      tx,
      {
        businessDate: jakartaToday(),
        lines: [
          {
            warehouseId: wh.retur,
            productId,
            quantity: 10,
            type: "retur_in",
            sourceType: "stocks",
            sourceId: null,
          },
          {
            warehouseId: stockistWh,
            productId,
            quantity: 20,
            type: "adjustment",
            sourceType: "stocks",
            sourceId: null,
          },
        ],
      },
      { userId: null },
    ),
  );
});

afterAll(async () => {
  await db.$disconnect();
});

describe("classifyStocks (from the retur warehouse)", () => {
  it("moves quantities out of retur into main and damaged, with history, once per key", async () => {
    const key = randomUUID();
    const body = classifyDoc([{ product_id: productId, to_main: 3, to_damaged: 2 }]);
    const res = await api("POST", "/api/v1/stock-movements/-actions/classifyStocks", {
      token: gudang,
      body,
      headers: { "Idempotency-Key": key },
    });
    expect(res.status).toBe(201);
    expect(one(res.body).type).toBe("classify-stocks");
    expect(res.body.meta?.message).toBe("Berhasil memilah barang");
    expect([await qty(wh.retur), await qty(wh.main), await qty(wh.damaged)]).toEqual([5, 3, 2]);
    const again = await api("POST", "/api/v1/stock-movements/-actions/classifyStocks", {
      token: gudang,
      body,
      headers: { "Idempotency-Key": key },
    });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await qty(wh.retur)).toBe(5);
    const id = one(res.body).id;
    const trx = await db.stockTrx.findMany({
      where: { sourceType: "classify-stocks", sourceId: id },
    });
    expect(trx.map((t) => t.quantityChange).sort((a, b) => a - b)).toEqual([-5, 2, 3]);
    expect(trx.every((t) => t.type === "classify")).toBe(true);
    const history = await db.documentStatusHistory.count({
      where: { documentType: "classify-stocks", documentId: id, action: "classify" },
    });
    expect(history).toBe(1);
  });

  it("refuses over-classification with a 422 naming the product, nothing changed", async () => {
    const res = await api("POST", "/api/v1/stock-movements/-actions/classifyStocks", {
      token: gudang,
      body: classifyDoc([{ product_id: productId, to_main: 4, to_damaged: 2 }]),
    });
    expect(res.status).toBe(422);
    expect(firstError(res.body).detail).toContain(productCode);
    expect(firstError(res.body).source?.pointer).toBe("/data/attributes/details/0");
    expect(await qty(wh.retur)).toBe(5);
  });

  it("answers 401, 403, 422 on bad input", async () => {
    const body = classifyDoc([{ product_id: productId, to_main: 1, to_damaged: 0 }]);
    expect(
      (await api("POST", "/api/v1/stock-movements/-actions/classifyStocks", { body })).status,
    ).toBe(401);
    expect(
      (
        await api("POST", "/api/v1/stock-movements/-actions/classifyStocks", {
          token: stockist,
          body,
        })
      ).status,
    ).toBe(403);
    const zero = await api("POST", "/api/v1/stock-movements/-actions/classifyStocks", {
      token: gudang,
      body: classifyDoc([{ product_id: productId, to_main: 0, to_damaged: 0 }]),
    });
    expect(zero.status).toBe(422);
    const negative = await api("POST", "/api/v1/stock-movements/-actions/classifyStocks", {
      token: gudang,
      body: classifyDoc([{ product_id: productId, to_main: -1 }]),
    });
    expect(negative.status).toBe(422);
    expect(firstError(negative.body).source?.pointer).toBe("/data/attributes/details/0/to_main");
    expect(await qty(wh.retur)).toBe(5);
  });
});

describe("classify of a received return movement", () => {
  async function returnMovement(status: "received" | "sent", destinationWarehouseId = wh.retur) {
    const m = await db.stockMovement.create({
      data: {
        code: `RT-${TAG}-${randomUUID().slice(0, 6)}`,
        originOfficeId: stockistOffice,
        destinationOfficeId: pusatOffice,
        originWarehouseId: stockistWh,
        destinationWarehouseId,
        status,
        movementDetails: { create: [{ productId, quantity: 4, receivedQuantity: 4 }] },
      },
      include: { movementDetails: true },
    });
    if (status === "received")
      await db.$transaction((tx) =>
        postStock(
          tx,
          {
            businessDate: jakartaToday(),
            lines: [
              {
                warehouseId: stockistWh,
                productId,
                quantity: -4,
                type: "movement_out",
                sourceType: "stock-movements",
                sourceId: m.id,
              },
              {
                warehouseId: destinationWarehouseId,
                productId,
                quantity: 4,
                type: "movement_in",
                sourceType: "stock-movements",
                sourceId: m.id,
              },
            ],
          },
          { userId: null },
        ),
      );
    return { id: m.id, lineId: m.movementDetails[0]?.id ?? "" };
  }

  const doc = (id: string, details: unknown[]) => ({
    data: { type: "stock-movements", id, attributes: { details } },
  });

  it("classifies up to what was received, then 422 naming the product", async () => {
    const m = await returnMovement("received");
    const before = await qty(wh.retur);
    const ok = await api("PATCH", `/api/v1/stock-movements/${m.id}/-actions/classify`, {
      token: gudang,
      body: doc(m.id, [{ id: m.lineId, to_main: 3, to_damaged: 0 }]),
    });
    expect(ok.status).toBe(200);
    expect(one(ok.body).attributes.stock_movement_id).toBe(m.id);
    expect(await qty(wh.retur)).toBe(before - 3);
    const over = await api("PATCH", `/api/v1/stock-movements/${m.id}/-actions/classify`, {
      token: gudang,
      body: doc(m.id, [{ id: m.lineId, to_main: 0, to_damaged: 2 }]),
    });
    expect(over.status).toBe(422);
    expect(firstError(over.body).detail).toContain(productCode);
    expect(firstError(over.body).detail).toContain("tersedia 1");
    const rest = await api("PATCH", `/api/v1/stock-movements/${m.id}/-actions/classify`, {
      token: gudang,
      body: doc(m.id, [{ id: m.lineId, to_main: 0, to_damaged: 1 }]),
    });
    expect(rest.status).toBe(200);
    const history = await db.documentStatusHistory.count({
      where: { documentType: "stock-movements", documentId: m.id, action: "classify" },
    });
    expect(history).toBe(2);
  });

  it("answers 409 before receipt, 404 outside the scope, 403 for the sender, 422 for a bad line", async () => {
    const sent = await returnMovement("sent");
    const early = await api("PATCH", `/api/v1/stock-movements/${sent.id}/-actions/classify`, {
      token: gudang,
      body: doc(sent.id, [{ id: sent.lineId, to_main: 1 }]),
    });
    expect(early.status).toBe(409);
    const m = await returnMovement("received");
    const sender = await api("PATCH", `/api/v1/stock-movements/${m.id}/-actions/classify`, {
      token: stockist,
      body: doc(m.id, [{ id: m.lineId, to_main: 1 }]),
    });
    expect(sender.status).toBe(403);
    const kp = await login("kp@erp.test");
    const foreign = await api("PATCH", `/api/v1/stock-movements/${m.id}/-actions/classify`, {
      token: kp,
      body: doc(m.id, [{ id: m.lineId, to_main: 1 }]),
    });
    expect(foreign.status).toBe(404);
    const badLine = await api("PATCH", `/api/v1/stock-movements/${m.id}/-actions/classify`, {
      token: gudang,
      body: doc(m.id, [{ id: randomUUID(), to_main: 1 }]),
    });
    expect(badLine.status).toBe(422);
    const toMain = await returnMovement("received", wh.main);
    const notRetur = await api("PATCH", `/api/v1/stock-movements/${toMain.id}/-actions/classify`, {
      token: gudang,
      body: doc(toMain.id, [{ id: toMain.lineId, to_main: 1 }]),
    });
    expect(notRetur.status).toBe(422);
    expect((await checkLedger(db)).differences).toEqual([]);
  });
});

describe("PATCH stocks/{id}", () => {
  it("changes the threshold only; quantity is refused; office scope and permission apply", async () => {
    const stock = await db.stock.findUniqueOrThrow({
      where: { warehouseId_productId: { warehouseId: wh.main, productId } },
    });
    const patch = (attributes: Record<string, unknown>, token?: string) =>
      api("PATCH", `/api/v1/stocks/${stock.id}`, {
        token,
        body: { data: { type: "stocks", id: stock.id, attributes } },
      });
    const ok = await patch({ min_quantity: 7 }, gudang);
    expect(ok.status).toBe(200);
    expect(one(ok.body).attributes.min_quantity).toBe(7);
    const q = await patch({ min_quantity: 7, quantity: 999 }, gudang);
    expect(q.status).toBe(422);
    expect(firstError(q.body).source?.pointer).toBe("/data/attributes/quantity");
    expect((await patch({ min_quantity: -1 }, gudang)).status).toBe(422);
    expect((await patch({ min_quantity: 1 })).status).toBe(401);
    expect((await patch({ min_quantity: 1 }, bonus)).status).toBe(403);
    // Pusat's stock row is outside a stockist's scope: 404.
    const stockistRow = await db.stock.findUniqueOrThrow({
      where: { warehouseId_productId: { warehouseId: stockistWh, productId } },
    });
    const foreign = await api("GET", `/api/v1/stocks/${stock.id}`, { token: stockist });
    expect(foreign.status).toBe(404);
    const notFound = await api("PATCH", `/api/v1/stocks/${randomUUID()}`, {
      token: gudang,
      body: { data: { type: "stocks", id: randomUUID(), attributes: { min_quantity: 1 } } },
    });
    expect(notFound.status).toBe(404);
    expect((await db.stock.findUniqueOrThrow({ where: { id: stock.id } })).quantity).toBe(
      stock.quantity,
    );
    expect(stockistRow.minQuantity).toBe(0);
  });
});

describe("draft edits of stock movements", () => {
  async function draft(status: "draft" | "packed" = "draft") {
    const m = await db.stockMovement.create({
      data: {
        code: `DR-${TAG}-${randomUUID().slice(0, 6)}`,
        originOfficeId: pusatOffice,
        destinationOfficeId: stockistOffice,
        originWarehouseId: wh.main,
        status,
        movementDetails: { create: [{ productId, quantity: 2 }] },
      },
      include: { movementDetails: true },
    });
    return { id: m.id, lineId: m.movementDetails[0]?.id ?? "" };
  }
  const mdoc = (id: string, attributes: Record<string, unknown>) => ({
    data: { type: "stock-movements", id, attributes },
  });

  it("PATCH changes a draft (history), 409 once packed, 403 for the receiver, 422 bad input", async () => {
    const m = await draft();
    const ok = await api("PATCH", `/api/v1/stock-movements/${m.id}`, {
      token: gudang,
      body: mdoc(m.id, { description: "Catatan baru", delivery_method: "diambil" }),
    });
    expect(ok.status).toBe(200);
    expect(one(ok.body).attributes).toMatchObject({
      description: "Catatan baru",
      delivery_method: "diambil",
    });
    expect(
      await db.documentStatusHistory.count({
        where: { documentType: "stock-movements", documentId: m.id, action: "update" },
      }),
    ).toBe(1);
    const receiver = await api("PATCH", `/api/v1/stock-movements/${m.id}`, {
      token: stockist,
      body: mdoc(m.id, { description: "x" }),
    });
    expect(receiver.status).toBe(403);
    const bad = await api("PATCH", `/api/v1/stock-movements/${m.id}`, {
      token: gudang,
      body: mdoc(m.id, { status: "sent" }),
    });
    expect(bad.status).toBe(422);
    const packed = await draft("packed");
    const late = await api("PATCH", `/api/v1/stock-movements/${packed.id}`, {
      token: gudang,
      body: mdoc(packed.id, { description: "x" }),
    });
    expect(late.status).toBe(409);
    const kp = await login("kp@erp.test");
    expect(
      (
        await api("PATCH", `/api/v1/stock-movements/${m.id}`, {
          token: kp,
          body: mdoc(m.id, { description: "x" }),
        })
      ).status,
    ).toBe(404);
  });

  it("PATCH movement-details changes a draft line's quantity; 409 once packed; 422 bad quantity", async () => {
    const m = await draft();
    const line = (id: string, attributes: Record<string, unknown>, token = gudang) =>
      api("PATCH", `/api/v1/movement-details/${id}`, {
        token,
        body: { data: { type: "movement-details", id, attributes } },
      });
    const ok = await line(m.lineId, { quantity: 5 });
    expect(ok.status).toBe(200);
    expect(one(ok.body).attributes.quantity).toBe(5);
    expect((await line(m.lineId, { quantity: 0 })).status).toBe(422);
    expect((await line(m.lineId, { received_quantity: 1 })).status).toBe(422);
    expect((await line(m.lineId, { quantity: 1 }, stockist)).status).toBe(403);
    const packed = await draft("packed");
    expect((await line(packed.lineId, { quantity: 1 })).status).toBe(409);
    expect((await line(randomUUID(), { quantity: 1 })).status).toBe(404);
  });

  it("DELETE soft-deletes a draft (cancelled, hidden), 409 once packed, 403 for the receiver", async () => {
    const m = await draft();
    expect(
      (await api("DELETE", `/api/v1/stock-movements/${m.id}`, { token: stockist })).status,
    ).toBe(403);
    const del = await api("DELETE", `/api/v1/stock-movements/${m.id}`, { token: gudang });
    expect(del.status).toBe(204);
    const row = await db.stockMovement.findUniqueOrThrow({ where: { id: m.id } });
    expect(row.status).toBe("cancelled");
    expect(row.deletedAt).not.toBeNull();
    expect((await api("GET", `/api/v1/stock-movements/${m.id}`, { token: gudang })).status).toBe(
      404,
    );
    const packed = await draft("packed");
    expect(
      (await api("DELETE", `/api/v1/stock-movements/${packed.id}`, { token: gudang })).status,
    ).toBe(409);
  });
});
