// Orders shipped through the one movement lifecycle over real HTTP (docs/orders.md "Shipping"):
// a movement only from a released order (409 before), created by its origin office only (403
// for the buyer, 404 for an office that does not see the order), quantities capped at what is
// ordered and not yet shipped (422), everything remaining by default and 409 when nothing
// remains; the buyer receives part and the rest becomes a susulan of the same order; a member
// sale leaves the stockist's stock when handed over (final at send); notices to the origin on
// release and to the buyer on send; the list filters of the screens; the ledger stays clean.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { api, firstError, login, type JsonApiDoc, type JsonApiResource } from "../support/api";
import { loadActor } from "@/server/auth/actor";
import { postStock } from "@/server/stock/post-stock";
import { checkLedger } from "@/server/stock/ledger-check";
import { jakartaToday } from "@/lib/business-date";

const db = connectTestDb();
const TAG = `OS${randomUUID().slice(0, 6).toUpperCase()}`;
const one = (doc: JsonApiDoc) => doc.data as JsonApiResource;
const list = (doc: JsonApiDoc) => doc.data as JsonApiResource[];
const PRICE = 1_000_000;

let penjualan: string;
let kasir: string;
let gudang: string;
let admin: string;
let stockist: string;
let sc: string;
let kp: string;
const office: Record<string, string> = {};
let product: string;
let qty = 0;
let orderId = "";
let orderCode = "";
let stkWarehouse = "";

const act = (type: string, id: string, name: string, token: string, attributes?: object) =>
  api("PATCH", `/api/v1/${type}/${id}/-actions/${name}`, {
    token,
    body: attributes ? { data: { type, id, attributes } } : undefined,
  });

function movementDoc(order: string, details?: { product_id: string; quantity: number }[]) {
  return {
    data: {
      type: "stock-movements",
      attributes: details ? { details } : {},
      relationships: { order: { data: { type: "orders", id: order } } },
    },
  };
}

const createMovement = (
  token: string,
  order: string,
  details?: { product_id: string; quantity: number }[],
) => api("POST", "/api/v1/stock-movements", { token, body: movementDoc(order, details) });

async function stockOf(warehouseId: string): Promise<number> {
  const s = await db.stock.findUnique({
    where: { warehouseId_productId: { warehouseId, productId: product } },
  });
  return s?.quantity ?? 0;
}

async function newOrder(
  token: string,
  kind: string,
  relationship: { "destination-office": string },
  quantity: number,
  extra: Record<string, unknown> = {},
): Promise<JsonApiResource> {
  const res = await api("POST", "/api/v1/orders", {
    token,
    body: {
      data: {
        type: "orders",
        attributes: {
          order_type: kind,
          description: `Uji ${TAG}`,
          details: [{ product_id: product, quantity }],
          ...extra,
        },
        relationships: {
          "destination-office": {
            data: { type: "offices", id: relationship["destination-office"] },
          },
        },
      },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return one(res.body);
}

beforeAll(async () => {
  [penjualan, kasir, gudang, admin, stockist, sc, kp] = await Promise.all([
    login("penjualan@erp.test"),
    login("kasir@erp.test"),
    login("gudang@erp.test"),
    login("admin@erp.test"),
    login("stockist@erp.test"),
    login("sc@erp.test"),
    login("kp@erp.test"),
  ]);
  for (const [key, code] of [
    ["pusat", "PUSAT"],
    ["stk", "STK-001"],
    ["mu", "MU-0000001"],
  ] as const)
    office[key] = (await db.office.findUniqueOrThrow({ where: { code } })).id;
  const p = await db.product.create({
    data: { code: `${TAG}-P1`, name: `Barang Uji ${TAG}`, weight: 100 },
  });
  product = p.id;
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
  const gudangUser = await db.user.findUniqueOrThrow({ where: { email: "gudang@erp.test" } });
  const actor = await loadActor(db, gudangUser.id, "session");
  if (!actor) throw new Error("no gudang actor");
  const pusatWh = await db.warehouse.findFirstOrThrow({
    where: { officeId: office.pusat, type: "main" },
  });
  stkWarehouse = (
    await db.warehouse.findFirstOrThrow({ where: { officeId: office.stk, type: "main" } })
  ).id;
  await db.$transaction((tx) =>
    postStock(
      tx,
      {
        businessDate: jakartaToday(),
        lines: [
          {
            warehouseId: pusatWh.id,
            productId: product,
            quantity: 200,
            type: "adjustment" as const,
            sourceType: "stocks",
            sourceId: null,
            description: `Stok uji ${TAG}`,
          },
        ],
      },
      actor,
    ),
  );
  const order = await newOrder(penjualan, "sale", { "destination-office": office.stk ?? "" }, qty, {
    delivery_method: "dikirim",
  });
  orderId = order.id;
  orderCode = String(order.attributes.code);
});

afterAll(async () => {
  await db.$disconnect();
});

describe("a shipment from an order", () => {
  it("is refused before the order is released (409) and for anonymous callers (401)", async () => {
    let res = await createMovement(gudang, orderId);
    expect(res.status).toBe(409);
    expect(firstError(res.body).detail).toContain("belum siap dikirim");
    res = await act("orders", orderId, "validateOrder", penjualan);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    res = await createMovement(gudang, orderId);
    expect(res.status).toBe(409);
    res = await api("POST", "/api/v1/stock-movements", { body: movementDoc(orderId) });
    expect(res.status).toBe(401);
    expect(await db.stockMovement.count({ where: { orderId } })).toBe(0);
  });

  it("tells the origin warehouse when the order is released", async () => {
    const res = await act("orders", orderId, "acc-payment", kasir, {
      acc_payment_reason: `Uji ${TAG}`,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(one(res.body).attributes.status).toBe("released");
    const gudangUser = await db.user.findUniqueOrThrow({ where: { email: "gudang@erp.test" } });
    const notice = await db.notification.findFirst({
      where: { userId: gudangUser.id, name: `Order ${orderCode} siap dikemas` },
    });
    expect(notice?.url).toBe("/gudang/pengeluaran/barang-ke-stockist-dikirim");
    // Listed as waiting for a shipment on the origin's pengeluaran page.
    const pending = await api(
      "GET",
      `/api/v1/orders?filter[awaiting_shipment]=true&filter[side]=origin&filter[order_type]=sale&filter[destination_category]=stockist&filter[ships_as]=dikirim&filter[search]=${orderCode}`,
      { token: gudang },
    );
    expect(pending.status).toBe(200);
    expect(list(pending.body).map((o) => o.id)).toEqual([orderId]);
  });

  it("is the origin office's: the buyer 403, offices that do not see the order 404", async () => {
    let res = await createMovement(stockist, orderId);
    expect(res.status).toBe(403);
    for (const token of [sc, kp]) {
      res = await createMovement(token, orderId);
      expect(res.status).toBe(404);
    }
    res = await createMovement(gudang, randomUUID());
    expect(res.status).toBe(404);
    expect(await db.stockMovement.count({ where: { orderId } })).toBe(0);
  });

  it("caps the quantities at what is ordered and not yet shipped (422 at the line)", async () => {
    let res = await createMovement(gudang, orderId, [{ product_id: product, quantity: qty + 1 }]);
    expect(res.status).toBe(422);
    expect(firstError(res.body).source?.pointer).toBe("/data/attributes/details/0/quantity");
    const other = await db.product.findFirstOrThrow({ where: { code: { startsWith: "BRG-" } } });
    res = await createMovement(gudang, orderId, [{ product_id: other.id, quantity: 1 }]);
    expect(res.status).toBe(422);
    expect(firstError(res.body).source?.pointer).toBe("/data/attributes/details/0/product_id");
    expect(await db.stockMovement.count({ where: { orderId } })).toBe(0);
  });

  let first = "";
  it("ships part, then the rest by default; nothing left is a 409; a cancelled one frees its quantity", async () => {
    let res = await createMovement(gudang, orderId, [{ product_id: product, quantity: qty - 2 }]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const m = one(res.body);
    first = m.id;
    expect(m.attributes).toMatchObject({
      status: "draft",
      order_id: orderId,
      order_code: orderCode,
      delivery_method: "dikirim",
      origin_office_code: "PUSAT",
      destination_office_code: "STK-001",
      destination_warehouse_id: stkWarehouse,
    });
    res = await createMovement(gudang, orderId);
    expect(res.status).toBe(201);
    const rest = one(res.body).id;
    const lines = await db.movementDetail.findMany({ where: { stockMovementId: rest } });
    expect(lines.map((l) => l.quantity)).toEqual([2]);
    res = await createMovement(gudang, orderId);
    expect(res.status).toBe(409);
    expect(firstError(res.body).detail).toBe("Semua barang order ini sudah dikirim");
    res = await act("stock-movements", rest, "cancel", gudang, { reason: "salah hitung" });
    expect(res.status).toBe(200);
    res = await createMovement(gudang, orderId, [{ product_id: product, quantity: 3 }]);
    expect(res.status).toBe(422);
    res = await createMovement(gudang, orderId, [{ product_id: product, quantity: 2 }]);
    expect(res.status).toBe(201);
    // The pengeluaran list of restocks does not show a sale; the sales one does.
    const restock = await api(
      "GET",
      "/api/v1/stock-movements?filter[side]=origin&filter[order_type]=restock&filter[status]=draft&page[size]=100",
      { token: gudang },
    );
    expect(list(restock.body).some((r) => r.id === first)).toBe(false);
    const sales = await api(
      "GET",
      `/api/v1/stock-movements?filter[side]=origin&filter[order_type]=sale,purchase,loan&filter[order_id]=${orderId}`,
      { token: gudang },
    );
    expect(list(sales.body).map((r) => r.id)).toContain(first);
  });

  it("is packed and sent (the buyer is told), received in part; the rest stays in transit until Gudang sends it as a susulan", async () => {
    const pusatWh = await db.warehouse.findFirstOrThrow({
      where: { officeId: office.pusat, type: "main" },
    });
    const pusatBefore = await stockOf(pusatWh.id);
    let res = await api("POST", "/api/v1/packets", {
      token: gudang,
      body: {
        data: {
          type: "packets",
          attributes: { weight: 1000, details: [{ product_id: product, quantity: qty - 2 }] },
          relationships: { "stock-movement": { data: { type: "stock-movements", id: first } } },
        },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    res = await act("stock-movements", first, "pack", gudang, {});
    expect(res.status).toBe(200);
    const expedition = await db.expedition.findFirstOrThrow({ where: { deletedAt: null } });
    res = await act("stock-movements", first, "send", gudang, {
      expedition_id: expedition.id,
      tracking_number: `R${TAG}`,
      shipping_cost: 20000,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await stockOf(pusatWh.id)).toBe(pusatBefore - (qty - 2));
    const stockistUser = await db.user.findUniqueOrThrow({ where: { email: "stockist@erp.test" } });
    const notice = await db.notification.findFirst({
      where: { userId: stockistUser.id, url: `/stockist/penerimaan/barang-dari-pusat/${first}` },
    });
    expect(notice?.message).toContain(orderCode);

    const line = await db.movementDetail.findFirstOrThrow({ where: { stockMovementId: first } });
    const stkBefore = await stockOf(stkWarehouse);
    res = await act("stock-movements", first, "receive", stockist, {
      details: [{ id: line.id, received_quantity: qty - 6 }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(one(res.body).attributes.status).toBe("partially_received");
    expect(await stockOf(stkWarehouse)).toBe(stkBefore + qty - 6);
    // The 4 missing units are in transit (issue 23 §2): not back at Pusat, no susulan yet, and
    // still committed on the order.
    expect(await stockOf(pusatWh.id)).toBe(pusatBefore - (qty - 2));
    expect(await db.stockMovement.count({ where: { parentMovementId: first } })).toBe(0);
    res = await createMovement(gudang, orderId);
    expect(res.status).toBe(409);
    // The stockist cannot decide where they are; Gudang, the sender, sends them as a susulan.
    res = await act("stock-movements", first, "settle", stockist, {
      outcome: "susulan",
      reason: "x",
    });
    expect(res.status).toBe(403);
    res = await act("stock-movements", first, "settle", gudang, {
      outcome: "susulan",
      reason: "Tertinggal di gudang",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await stockOf(pusatWh.id)).toBe(pusatBefore - (qty - 2) + 4);
    const susulan = await db.stockMovement.findFirstOrThrow({
      where: { parentMovementId: first },
      include: { movementDetails: true },
    });
    expect(susulan).toMatchObject({ isSusulan: true, orderId, status: "draft" });
    expect(susulan.movementDetails.map((d) => d.quantity)).toEqual([4]);
    // Everything is committed: received + susulan + the second shipment.
    res = await createMovement(gudang, orderId);
    expect(res.status).toBe(409);
    // The buyer's penerimaan list shows it, the origin's susulan list the follow-up.
    const incoming = await api(
      "GET",
      "/api/v1/stock-movements?filter[side]=destination&filter[origin_category]=pusat&filter[destination_category]=stockist&filter[status]=sent,partially_received,received&page[size]=100",
      { token: stockist },
    );
    expect(list(incoming.body).map((r) => r.id)).toContain(first);
    const follow = await api(
      "GET",
      "/api/v1/stock-movements?filter[side]=origin&filter[is_susulan]=true&filter[destination_category]=stockist&page[size]=100",
      { token: gudang },
    );
    expect(list(follow.body).map((r) => r.id)).toContain(susulan.id);
  });
});

describe("a member sale", () => {
  it("leaves the stockist's stock when handed over: no warehouse at the member, final at send", async () => {
    const order = await newOrder(
      stockist,
      "member_sale",
      { "destination-office": office.mu ?? "" },
      3,
      {
        delivery_method: "diambil",
      },
    );
    let res = await act("orders", order.id, "validateOrder", stockist);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    res = await act("orders", order.id, "acc-payment", admin, { acc_payment_reason: "Uji" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Pusat reads every order but ships only its own; SC-001 does not see it at all.
    res = await createMovement(gudang, order.id);
    expect(res.status).toBe(403);
    res = await createMovement(sc, order.id);
    expect(res.status).toBe(404);
    res = await createMovement(stockist, order.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const m = one(res.body);
    expect(m.attributes).toMatchObject({
      destination_office_code: "MU-0000001",
      destination_warehouse_id: null,
      delivery_method: "diambil",
    });
    const before = await stockOf(stkWarehouse);
    res = await act("stock-movements", m.id, "send", stockist, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(one(res.body).attributes.status).toBe("received");
    expect(await stockOf(stkWarehouse)).toBe(before - 3);
    const out = await db.stockTrx.findMany({ where: { sourceId: m.id } });
    expect(out.map((t) => [t.type, t.quantityChange])).toEqual([["movement_out", -3]]);
    const history = await db.documentStatusHistory.findMany({
      where: { documentId: m.id },
      orderBy: { createdAt: "asc" },
    });
    expect(history.map((h) => h.toStatus)).toEqual(["draft", "sent", "received"]);
    // Nothing left to receive: the stockist is not the receiving side (403), and even the
    // superadmin finds it already received (409).
    res = await act("stock-movements", m.id, "receive", stockist, {});
    expect(res.status).toBe(403);
    res = await act("stock-movements", m.id, "receive", admin, {});
    expect(res.status).toBe(409);
  });
});

describe("the ledger", () => {
  it("stays consistent", async () => {
    expect((await checkLedger(db)).differences).toEqual([]);
  });
});
