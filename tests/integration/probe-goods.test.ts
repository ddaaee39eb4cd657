// Probes of the goods API as a hostile client (stock movements, purchase orders, stock reads),
// each a defect that was found and fixed; every test here failed before its fix:
// - PATCH movement-details/{id} raised a draft line of an order's shipment past what the order
//   leaves (an order of N shipped N x 100, paid for N);
// - a supplier's shipment against a purchase order took products not on it and any quantity
//   (its receipt could only fail, with a pointer into a member the receive has not);
// - a purchase order with a shipment on its way could be cancelled, after which the goods could
//   never be received (stuck in transit for good);
// - a shipment of an order that is no longer released (payment cancelled, warehouse rejected)
//   could still be sent;
// - a shipment line took any batch id (another warehouse's, another product's, none at all), so
//   the draft could never be sent;
// - the batch suggestions of a shipment showed the receiving office the sender's lots and
//   their quantities (another office's warehouse);
// - a shipment to an office without a warehouse (a member) was a 422 without a pointer;
// - a stock adjustment (or a purchase order) dated on a day no period covers was a 422 without
//   a pointer at the date the client chose;
// - a packet added while the movement was being packed slipped in after the pack had read the
//   packets: packed with more in its packets than on its lines;
// - impossible days (2026-02-31) in the stock ledger, stock report and purchase-order filters
//   were taken as days of the next month;
// - a deadlock between two requests (40P01) was a 500;
// - zod's own messages (a null where an object goes, an unknown enum value) were English.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { adjustStockAsGudang } from "../support/stock";
import { waitForLockWaiter } from "../support/locks";
import { api, firstError, login, type JsonApiDoc, type JsonApiResource } from "../support/api";
import { loadActor } from "@/server/auth/actor";
import { postStock } from "@/server/stock/post-stock";
import { checkLedger } from "@/server/stock/ledger-check";
import { jakartaDateString, jakartaToday } from "@/lib/business-date";
import { toAppError } from "@/server/jsonapi/respond";
import { claimIdempotencyKey, completeIdempotencyKey } from "@/server/jsonapi/idempotency";

const db = connectTestDb();
const TAG = `PG${randomUUID().slice(0, 6).toUpperCase()}`;
const one = (doc: JsonApiDoc) => doc.data as JsonApiResource;
const PRICE = 1_000_000;

let penjualan: string;
let kasir: string;
let gudang: string;
let supplier: string;
/** The superadmin: the one demo user who may move goods without a document (a transfer). */
let admin: string;
const office: Record<string, string> = {};
let product = "";
let other = "";
let qty = 0;
let pusatWh = "";
let supplierWh = "";

const act = (type: string, id: string, name: string, token: string, attributes?: object) =>
  api("PATCH", `/api/v1/${type}/${id}/-actions/${name}`, {
    token,
    body: { data: { type, id, attributes: attributes ?? {} } },
  });

const patchLine = (token: string, id: string, quantity: number) =>
  api("PATCH", `/api/v1/movement-details/${id}`, {
    token,
    body: { data: { type: "movement-details", id, attributes: { quantity } } },
  });

async function stockOf(warehouseId: string, productId = product): Promise<number> {
  const s = await db.stock.findUnique({
    where: { warehouseId_productId: { warehouseId, productId } },
  });
  return s?.quantity ?? 0;
}

const opening = (warehouseId: string, productId: string, quantity: number) =>
  adjustStockAsGudang(db, [{ warehouseId, productId, quantity }], `Stok uji ${TAG}`);

/** A released sale from Pusat to STK-001 of `qty` units of the test product. */
async function releasedOrder(): Promise<string> {
  const res = await api("POST", "/api/v1/orders", {
    token: penjualan,
    body: {
      data: {
        type: "orders",
        attributes: {
          order_type: "sale",
          description: `Uji ${TAG}`,
          delivery_method: "diambil",
          details: [{ product_id: product, quantity: qty }],
        },
        relationships: {
          "destination-office": { data: { type: "offices", id: office.stk ?? "" } },
        },
      },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = one(res.body).id;
  let r = await act("orders", id, "validateOrder", penjualan);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  r = await act("orders", id, "acc-payment", kasir, { acc_payment_reason: `Uji ${TAG}` });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(one(r.body).attributes.status).toBe("released");
  return id;
}

async function orderShipment(orderId: string, quantity: number): Promise<string> {
  const res = await api("POST", "/api/v1/stock-movements", {
    token: gudang,
    body: {
      data: {
        type: "stock-movements",
        attributes: { details: [{ product_id: product, quantity }] },
        relationships: { order: { data: { type: "orders", id: orderId } } },
      },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return one(res.body).id;
}

/** A purchase order from Pusat to SUP-001 (10 of the test product), submitted. */
async function submittedPurchaseOrder(): Promise<string> {
  const res = await api("POST", "/api/v1/purchase-orders", {
    token: gudang,
    body: {
      data: {
        type: "purchase-orders",
        attributes: {
          order_date: jakartaDateString(),
          description: `Uji ${TAG}`,
          details: [{ product_id: product, quantity: 10, unit_price: 1000 }],
        },
        relationships: {
          "supplier-office": { data: { type: "offices", id: office.sup ?? "" } },
        },
      },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = one(res.body).id;
  const r = await act("purchase-orders", id, "submit", gudang);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return id;
}

const supplierShipment = (
  poId: string,
  details: { product_id: string; quantity: number; batch_id?: string }[],
) =>
  api("POST", "/api/v1/stock-movements", {
    token: supplier,
    body: {
      data: {
        type: "stock-movements",
        attributes: { delivery_method: "diambil", details },
        relationships: { "purchase-order": { data: { type: "purchase-orders", id: poId } } },
      },
    },
  });

beforeAll(async () => {
  [penjualan, kasir, gudang, supplier, admin] = await Promise.all([
    login("penjualan@erp.test"),
    login("kasir@erp.test"),
    login("gudang@erp.test"),
    login("supplier@erp.test"),
    login("admin@erp.test"),
  ]);
  for (const [key, code] of [
    ["pusat", "PUSAT"],
    ["stk", "STK-001"],
    ["sup", "SUP-001"],
  ] as const)
    office[key] = (await db.office.findUniqueOrThrow({ where: { code } })).id;
  const p = await db.product.create({
    data: { code: `${TAG}-P1`, name: `Barang Uji ${TAG}`, weight: 100 },
  });
  product = p.id;
  other = (await db.product.create({ data: { code: `${TAG}-P2`, name: `Lain ${TAG}`, weight: 1 } }))
    .id;
  const buyerTypes = await db.buyerType.findMany();
  await db.productPrice.createMany({
    data: [0, 1, 2, 3, 4].flatMap((areaId) =>
      buyerTypes.map((bt) => ({
        productId: product,
        areaId,
        buyerTypeId: bt.id,
        price: BigInt(PRICE),
        validFrom: new Date(Date.now() - 3600_000),
      })),
    ),
  });
  const category = await db.officeCategory.findUniqueOrThrow({ where: { id: 4 } });
  qty = Math.ceil(Number(category.minOrderJawa) / PRICE) + 6;
  pusatWh = (
    await db.warehouse.findFirstOrThrow({ where: { officeId: office.pusat, type: "main" } })
  ).id;
  supplierWh = (
    await db.warehouse.findFirstOrThrow({ where: { officeId: office.sup, type: "main" } })
  ).id;
  await opening(pusatWh, product, qty * 200);
  await opening(supplierWh, product, 500);
  await opening(supplierWh, other, 50);
});

afterAll(async () => {
  await db.$disconnect();
});

describe("a draft line of an order's shipment", () => {
  it("cannot be raised past what the order leaves (422 at quantity, line unchanged)", async () => {
    const orderId = await releasedOrder();
    const m = await orderShipment(orderId, qty - 4);
    const line = await db.movementDetail.findFirstOrThrow({ where: { stockMovementId: m } });
    let res = await patchLine(gudang, line.id, qty * 100);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(firstError(res.body).source?.pointer).toBe("/data/attributes/quantity");
    expect(firstError(res.body).detail).toContain(`maksimal ${qty}`);
    expect((await db.movementDetail.findUniqueOrThrow({ where: { id: line.id } })).quantity).toBe(
      qty - 4,
    );
    // Up to the order's remainder is fine; a second shipment then has nothing left.
    res = await patchLine(gudang, line.id, qty);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(one(res.body).attributes.quantity).toBe(qty);
    res = await api("POST", "/api/v1/stock-movements", {
      token: gudang,
      body: {
        data: {
          type: "stock-movements",
          attributes: {},
          relationships: { order: { data: { type: "orders", id: orderId } } },
        },
      },
    });
    expect(res.status).toBe(409);
    // Lowering is always allowed.
    res = await patchLine(gudang, line.id, 1);
    expect(res.status).toBe(200);
  });

  it("with another shipment of the order under way, only the rest may be added", async () => {
    const orderId = await releasedOrder();
    const a = await orderShipment(orderId, qty - 3);
    const b = await orderShipment(orderId, 2);
    const lineB = await db.movementDetail.findFirstOrThrow({ where: { stockMovementId: b } });
    let res = await patchLine(gudang, lineB.id, 4);
    expect(res.status).toBe(422);
    expect(firstError(res.body).detail).toContain("maksimal 3");
    res = await patchLine(gudang, lineB.id, 3);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Cancelling the first frees its quantity for the second.
    res = await act("stock-movements", a, "cancel", gudang, { reason: `Uji ${TAG}` });
    expect(res.status).toBe(200);
    res = await patchLine(gudang, lineB.id, qty);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

describe("sending an order's shipment", () => {
  it("is refused (409, nothing posted) when the order is no longer released", async () => {
    const orderId = await releasedOrder();
    const m = await orderShipment(orderId, qty);
    // What a cancelPayment racing the shipment's creation leaves behind: the order back to
    // validated (it did not see the new draft, so the draft was not cancelled with it).
    await db.order.update({ where: { id: orderId }, data: { status: "validated" } });
    const before = await stockOf(pusatWh);
    let res = await act("stock-movements", m, "send", gudang);
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(firstError(res.body).detail).toBe(
      "Order berstatus Menunggu Pembayaran belum siap dikirim",
    );
    expect(await stockOf(pusatWh)).toBe(before);
    expect((await db.stockMovement.findUniqueOrThrow({ where: { id: m } })).status).toBe("draft");
    await db.order.update({ where: { id: orderId }, data: { status: "released" } });
    res = await act("stock-movements", m, "send", gudang);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await stockOf(pusatWh)).toBe(before - qty);
  });
});

describe("the batch suggestions of a shipment", () => {
  it("are the sender's: its lots for the packing page, 403 for the receiving office", async () => {
    const stockist = await login("stockist@erp.test");
    const lot = await db.batch.create({
      data: {
        code: `${TAG}-LOT`,
        productId: product,
        warehouseId: pusatWh,
        expiredAt: new Date("2027-06-01"),
      },
    });
    const gudangUser = await db.user.findUniqueOrThrow({ where: { email: "gudang@erp.test" } });
    const actor = await loadActor(db, gudangUser.id, "session");
    if (!actor) throw new Error("no gudang actor");
    await db.$transaction((tx) =>
      postStock(
        tx,
        {
          businessDate: jakartaToday(),
          lines: [
            {
              warehouseId: pusatWh,
              productId: product,
              batchId: lot.id,
              quantity: 7,
              type: "opening" as const,
              sourceType: "stock-batches",
              sourceId: lot.id,
            },
          ],
        },
        actor,
      ),
    );
    const m = await orderShipment(await releasedOrder(), 1);
    const path = `/api/v1/stock-movements/${m}/-actions/batch-suggestions`;
    let res = await api("GET", path, { token: gudang });
    expect(res.status).toBe(200);
    expect((res.body.data as JsonApiResource[]).map((b) => b.attributes.code)).toContain(
      `${TAG}-LOT`,
    );
    // The receiver sees the movement, not the sender's lots and their quantities.
    expect((await api("GET", `/api/v1/stock-movements/${m}`, { token: stockist })).status).toBe(
      200,
    );
    res = await api("GET", path, { token: stockist });
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toContain(`${TAG}-LOT`);
    const cancelled = await act("stock-movements", m, "cancel", gudang);
    expect(cancelled.status).toBe(200);
  });
});

describe("a supplier's shipment against a purchase order", () => {
  it("carries only the order's products, at most what remains (422 at the line)", async () => {
    const po = await submittedPurchaseOrder();
    let res = await supplierShipment(po, [
      { product_id: product, quantity: 5 },
      { product_id: other, quantity: 3 },
    ]);
    expect(res.status).toBe(422);
    expect(firstError(res.body).source?.pointer).toBe("/data/attributes/details/1/product_id");
    expect(firstError(res.body).detail).toBe("Produk tidak ada di pembelian ini");
    res = await supplierShipment(po, [{ product_id: product, quantity: 11 }]);
    expect(res.status).toBe(422);
    expect(firstError(res.body).source?.pointer).toBe("/data/attributes/details/0/quantity");
    expect(firstError(res.body).detail).toContain("sisa 10");
    expect(await db.stockMovement.count({ where: { purchaseOrderId: po } })).toBe(0);
    res = await supplierShipment(po, [{ product_id: product, quantity: 6 }]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const first = one(res.body).id;
    res = await supplierShipment(po, [{ product_id: product, quantity: 5 }]);
    expect(res.status).toBe(422);
    expect(firstError(res.body).detail).toContain("sisa 4");
    res = await supplierShipment(po, [{ product_id: product, quantity: 4 }]);
    expect(res.status).toBe(201);
    // Nor can a draft line be raised past the order afterwards.
    const line = await db.movementDetail.findFirstOrThrow({ where: { stockMovementId: first } });
    res = await patchLine(supplier, line.id, 7);
    expect(res.status).toBe(422);
    expect(firstError(res.body).source?.pointer).toBe("/data/attributes/quantity");
    // Sent and received in full, the order is complete.
    res = await act("stock-movements", first, "send", supplier);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    res = await act("stock-movements", first, "recieve", gudang);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(
      (await db.purchaseOrderDetail.findFirstOrThrow({ where: { purchaseOrderId: po } }))
        .receivedQuantity,
    ).toBe(6);
  });

  it("takes a batch only of that product in the origin warehouse (422 at batch_id)", async () => {
    const po = await submittedPurchaseOrder();
    const [pusatLot, otherLot] = await Promise.all([
      db.batch.create({ data: { code: `${TAG}-A`, productId: product, warehouseId: pusatWh } }),
      db.batch.create({ data: { code: `${TAG}-B`, productId: other, warehouseId: supplierWh } }),
    ]);
    for (const batchId of [pusatLot.id, otherLot.id, randomUUID()]) {
      const res = await supplierShipment(po, [
        { product_id: product, quantity: 1, batch_id: batchId },
      ]);
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(firstError(res.body).source?.pointer).toBe("/data/attributes/details/0/batch_id");
    }
    expect(await db.stockMovement.count({ where: { purchaseOrderId: po } })).toBe(0);
    const own = await db.batch.create({
      data: { code: `${TAG}-C`, productId: product, warehouseId: supplierWh },
    });
    const res = await supplierShipment(po, [
      { product_id: product, quantity: 1, batch_id: own.id },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const cancelled = await act("stock-movements", one(res.body).id, "cancel", supplier);
    expect(cancelled.status).toBe(200);
  });

  it("keeps its order from being cancelled (409) until the shipment is cancelled", async () => {
    const po = await submittedPurchaseOrder();
    let res = await supplierShipment(po, [{ product_id: product, quantity: 10 }]);
    expect(res.status).toBe(201);
    const m = one(res.body).id;
    const cancel = () =>
      act("purchase-orders", po, "cancel", gudang, { reason: `Batal uji ${TAG}` });
    res = await cancel();
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(firstError(res.body).detail).toContain("tidak dapat dibatalkan");
    const row = await db.purchaseOrder.findUniqueOrThrow({ where: { id: po } });
    expect(row).toMatchObject({ status: "submitted", cancelReason: null, cancelledAt: null });
    expect(
      await db.documentStatusHistory.count({
        where: { documentType: "purchase-orders", documentId: po, action: "cancel" },
      }),
    ).toBe(0);
    // Sent: still refused, and Pusat receives the goods into its order.
    res = await act("stock-movements", m, "send", supplier);
    expect(res.status).toBe(200);
    res = await cancel();
    expect(res.status).toBe(409);
    res = await act("stock-movements", m, "recieve", gudang);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await db.purchaseOrder.findUniqueOrThrow({ where: { id: po } })).status).toBe(
      "received",
    );
  });

  it("once cancelled by the supplier, no longer keeps the order from being cancelled", async () => {
    const po = await submittedPurchaseOrder();
    let res = await supplierShipment(po, [{ product_id: product, quantity: 3 }]);
    expect(res.status).toBe(201);
    res = await act("stock-movements", one(res.body).id, "cancel", supplier, { reason: "batal" });
    expect(res.status).toBe(200);
    res = await act("purchase-orders", po, "cancel", gudang, { reason: `Batal uji ${TAG}` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(one(res.body).attributes.status).toBe("cancelled");
  });
});

describe("date filters of the goods reads", () => {
  it("refuse a day the calendar does not have (400 at the parameter)", async () => {
    for (const [path, parameter] of [
      ["/api/v1/stock-trxes?filter[from]=2026-02-31", "filter[from]"],
      ["/api/v1/stock-trxes?filter[to]=2026-04-31", "filter[to]"],
      ["/api/v1/stocks/-actions/global-report?filter[date]=2026-02-30", "filter[date]"],
      ["/api/v1/stocks/-actions/total-stock-available?filter[date]=2026-06-31", "filter[date]"],
      ["/api/v1/purchase-orders?filter[order_date_from]=2026-02-29", "filter[order_date_from]"],
      ["/api/v1/purchase-orders?filter[order_date_to]=2026-11-31", "filter[order_date_to]"],
    ] as const) {
      const res = await api("GET", path, { token: gudang });
      expect(res.status, path).toBe(400);
      expect(firstError(res.body).source?.parameter).toBe(parameter);
    }
    const ok = await api("GET", "/api/v1/stock-trxes?filter[from]=2024-02-29", { token: gudang });
    expect(ok.status).toBe(200);
  });
});

describe("packing while a packet is being added", () => {
  it("checks the packets there are when it packs (422), not the ones it read before", async () => {
    // A transfer (no order): the superadmin's, from Pusat's main warehouse; Gudang packs it.
    let res = await api("POST", "/api/v1/stock-movements", {
      token: admin,
      body: {
        data: {
          type: "stock-movements",
          attributes: { details: [{ product_id: product, quantity: 5 }] },
          relationships: { "destination-office": { data: { type: "offices", id: office.stk } } },
        },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const m = one(res.body).id;
    res = await api("POST", "/api/v1/packets", {
      token: gudang,
      body: {
        data: {
          type: "packets",
          attributes: { weight: 100, details: [{ product_id: product, quantity: 5 }] },
          relationships: { "stock-movement": { data: { type: "stock-movements", id: m } } },
        },
      },
    });
    expect(res.status).toBe(201);
    // A packet being added holds the movement's row while the pack request comes in; it commits
    // once the pack is waiting. The pack must then see it (one unit too many), not pack with it.
    const { packing } = await db.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT id FROM stock_movements WHERE id = ${m}::uuid FOR UPDATE`;
        const started = act("stock-movements", m, "pack", gudang);
        await waitForLockWaiter(db, tx);
        await tx.packet.create({
          data: {
            stockMovementId: m,
            code: `${TAG}-X`,
            weight: 1,
            packetDetails: { create: [{ productId: product, quantity: 1 }] },
          },
        });
        return { packing: started };
      },
      { timeout: 20_000 },
    );
    res = await packing;
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect((await db.stockMovement.findUniqueOrThrow({ where: { id: m } })).status).toBe("draft");
  });
});

describe("a shipment to an office without a warehouse", () => {
  it("is a 422 pointing at the destination office (a member gets goods through an order)", async () => {
    const mu = await db.office.findUniqueOrThrow({ where: { code: "MU-0000001" } });
    const res = await api("POST", "/api/v1/stock-movements", {
      token: admin,
      body: {
        data: {
          type: "stock-movements",
          attributes: { details: [{ product_id: product, quantity: 1 }] },
          relationships: { "destination-office": { data: { type: "offices", id: mu.id } } },
        },
      },
    });
    expect(res.status).toBe(422);
    expect(firstError(res.body)).toMatchObject({
      detail: "Kantor belum memiliki gudang utama",
      source: { pointer: "/data/relationships/destination-office" },
    });
  });
});

describe("a stock adjustment on a day no period covers", () => {
  it("is a 422 pointing at business_date, nothing posted", async () => {
    const before = await stockOf(pusatWh);
    const res = await api("POST", "/api/v1/stocks/-actions/tambah-stock", {
      token: gudang,
      body: {
        data: {
          type: "stocks",
          attributes: {
            warehouse_id: pusatWh,
            product_id: product,
            quantity: 5,
            reason: `Uji ${TAG}`,
            business_date: "2001-01-02",
          },
        },
      },
    });
    expect(res.status).toBe(422);
    expect(firstError(res.body).detail).toContain("Tidak ada periode");
    expect(firstError(res.body).source?.pointer).toBe("/data/attributes/business_date");
    expect(await stockOf(pusatWh)).toBe(before);
  });
});

describe("zod's own messages", () => {
  it("are Indonesian in a 422 (a null line, a wrong type, an unknown delivery method)", async () => {
    const res = await api("POST", "/api/v1/stock-movements", {
      token: gudang,
      body: {
        data: {
          type: "stock-movements",
          attributes: { details: [null], delivery_method: "kapal", description: [] },
        },
      },
    });
    expect(res.status).toBe(422);
    const details = (res.body.errors ?? []).map((e) => `${e.source?.pointer} ${e.detail}`);
    expect(details).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/data\/attributes\/details\/0 Input tidak valid/),
        expect.stringMatching(/^\/data\/attributes\/delivery_method Pilihan tidak valid/),
        expect.stringMatching(/^\/data\/attributes\/description Input tidak valid/),
      ]),
    );
    for (const d of details) expect(d).not.toMatch(/Invalid|expected|received/);
  });
});

describe("two requests that deadlock", () => {
  it("answer 409 (the aborted one changed nothing), not 500", async () => {
    const [a, b] = [office.stk ?? "", office.sup ?? ""];
    // Each transaction takes its second row only once both hold their first: a deadlock for
    // certain, however slow the machine (a sleep between the two let one finish first).
    const held: (() => void)[] = [];
    const bothHeld = Promise.all([0, 1].map(() => new Promise<void>((r) => held.push(r))));
    const lockBoth = (first: string, second: string, holds: (() => void) | undefined) =>
      db.$transaction(
        async (tx) => {
          await tx.$executeRaw`UPDATE offices SET updated_at = updated_at WHERE id = ${first}::uuid`;
          holds?.();
          await bothHeld;
          await tx.$executeRaw`UPDATE offices SET updated_at = updated_at WHERE id = ${second}::uuid`;
        },
        { timeout: 20_000 },
      );
    const results = await Promise.allSettled([lockBoth(a, b, held[0]), lockBoth(b, a, held[1])]);
    const failed = results.filter((r) => r.status === "rejected");
    expect(failed).toHaveLength(1);
    const error = toAppError((failed[0] as PromiseRejectedResult).reason);
    expect(error.status).toBe(409);
    // "Retry": the same request may be sent again, so its Idempotency-Key is not spent on it.
    expect(error.headers["Retry-After"]).toBe("1");
  });

  it("leave the Idempotency-Key free for the retry: an answer with Retry-After is not stored", async () => {
    const request = {
      scope: randomUUID(),
      key: `deadlock-${randomUUID()}`,
      method: "POST",
      path: "/api/v1/stock-movements",
      body: "{}",
    };
    const first = await claimIdempotencyKey(db, request);
    expect(first.replay).toBeNull();
    await completeIdempotencyKey(db, first.id, 409, '{"errors":[]}', true);
    // The retry with the same key runs again (no replay of the 409) ...
    const retry = await claimIdempotencyKey(db, request);
    expect(retry.replay).toBeNull();
    // ... and its final answer is stored and replayed as before.
    await completeIdempotencyKey(db, retry.id, 201, '{"data":null}');
    const again = await claimIdempotencyKey(db, request);
    expect(again.replay?.status).toBe(201);
  });
});

describe("the ledger after the probes", () => {
  it("balances", async () => {
    const result = await checkLedger(db);
    expect(result.differences).toEqual([]);
  });
});
