// A document's status follows its goods to the end (issue 23; docs/orders.md "Delivery status",
// docs/purchasing.md "States"), over real HTTP: a faktur sent in two parts with a susulan goes
// Siap Dikirim -> Dikirim -> Diterima Sebagian -> Selesai, each step in its history (who, from,
// to); two receipts of two shipments of one order at once end complete (the order row lock); a
// purchase order whose remainder was lost ends received with the loss shown; a member's
// pick-up is handed over in one step; the document's shipments are listed through the API
// (relationship with include, filter by document).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { api, firstError, login, type JsonApiDoc, type JsonApiResource } from "../support/api";
import { openingStock } from "../support/stock";
import { checkLedger } from "@/server/stock/ledger-check";
import { jakartaToday } from "@/lib/business-date";

const db = connectTestDb();
const TAG = `DD${randomUUID().slice(0, 6).toUpperCase()}`;
const one = (doc: JsonApiDoc) => doc.data as JsonApiResource;
const list = (doc: JsonApiDoc) => doc.data as JsonApiResource[];
const PRICE = 1_000_000;

let penjualan: string;
let gudang: string;
let admin: string;
let stockist: string;
let supplier: string;
const office: Record<string, string> = {};
let product = "";
/** A second product, so that two shipments of one order touch different stock rows. */
let product2 = "";
let qty = 0;

const act = (type: string, id: string, name: string, token: string, attributes?: object) =>
  api("PATCH", `/api/v1/${type}/${id}/-actions/${name}`, {
    token,
    body: attributes ? { data: { type, id, attributes } } : undefined,
  });

async function newOrder(
  token: string,
  kind: string,
  buyer: string,
  quantity: number,
  more: readonly { product_id: string; quantity: number }[] = [],
): Promise<string> {
  const res = await api("POST", "/api/v1/orders", {
    token,
    body: {
      data: {
        type: "orders",
        attributes: {
          order_type: kind,
          description: `Uji ${TAG}`,
          delivery_method: "diambil",
          details: [{ product_id: product, quantity }, ...more],
        },
        relationships: { "destination-office": { data: { type: "offices", id: buyer } } },
      },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return one(res.body).id;
}

/** Validated by its seller, released by the superadmin's acc-payment. */
async function release(id: string, seller: string): Promise<void> {
  let res = await act("orders", id, "validateOrder", seller);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  res = await act("orders", id, "acc-payment", admin, { acc_payment_reason: `Uji ${TAG}` });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function shipment(token: string, relationship: object, quantity?: number): Promise<string> {
  const res = await api("POST", "/api/v1/stock-movements", {
    token,
    body: {
      data: {
        type: "stock-movements",
        attributes: {
          delivery_method: "diambil",
          ...(quantity ? { details: [{ product_id: product, quantity }] } : {}),
        },
        relationships: relationship,
      },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return one(res.body).id;
}

const send = async (token: string, id: string) => {
  const res = await act("stock-movements", id, "send", token, {});
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

async function receive(token: string, id: string, received?: number) {
  const line = await db.movementDetail.findFirstOrThrow({ where: { stockMovementId: id } });
  return act(
    "stock-movements",
    id,
    "recieve",
    token,
    received === undefined ? {} : { details: [{ id: line.id, received_quantity: received }] },
  );
}

async function orderAttributes(id: string) {
  const res = await api("GET", `/api/v1/orders/${id}`, { token: penjualan });
  expect(res.status).toBe(200);
  return one(res.body).attributes;
}

async function historyOf(type: "orders" | "purchase-orders", id: string, token: string) {
  const res = await api("GET", `/api/v1/${type}/${id}/-actions/history`, { token });
  expect(res.status).toBe(200);
  return list(res.body).map((r) => r.attributes);
}

beforeAll(async () => {
  [penjualan, gudang, admin, stockist, supplier] = await Promise.all([
    login("penjualan@erp.test"),
    login("gudang@erp.test"),
    login("admin@erp.test"),
    login("stockist@erp.test"),
    login("supplier@erp.test"),
  ]);
  for (const [key, code] of [
    ["pusat", "PUSAT"],
    ["stk", "STK-001"],
    ["mu", "MU-0000001"],
    ["sup", "SUP-001"],
  ] as const)
    office[key] = (await db.office.findUniqueOrThrow({ where: { code } })).id;
  product = (
    await db.product.create({ data: { code: `${TAG}-P1`, name: `Barang ${TAG}`, weight: 100 } })
  ).id;
  product2 = (
    await db.product.create({ data: { code: `${TAG}-P2`, name: `Barang ${TAG} 2`, weight: 100 } })
  ).id;
  const buyerTypes = await db.buyerType.findMany();
  await db.productPrice.createMany({
    data: [product, product2].flatMap((productId) =>
      [0, 1, 2, 3, 4].flatMap((areaId) =>
        buyerTypes.map((bt) => ({
          productId,
          areaId,
          buyerTypeId: bt.id,
          price: BigInt(PRICE),
          validFrom: new Date(Date.now() - 3600_000),
        })),
      ),
    ),
  });
  const category = await db.officeCategory.findUniqueOrThrow({ where: { id: 4 } });
  qty = Math.ceil(Number(category.minOrderJawa) / PRICE) + 6;
  // Opening stock at Pusat, the stockist and the supplier (tests/support/stock.ts).
  const warehouses = await db.warehouse.findMany({
    where: {
      officeId: { in: [office.pusat ?? "", office.stk ?? "", office.sup ?? ""] },
      type: "main",
    },
    select: { id: true },
  });
  await openingStock(
    db,
    warehouses.flatMap((w) =>
      [product, product2].map((productId) => ({ warehouseId: w.id, productId, quantity: 5000 })),
    ),
  );
});

afterAll(async () => {
  await db.$disconnect();
});

describe("a faktur sent in two parts with a susulan", () => {
  let order = "";
  it("goes Siap Dikirim -> Dikirim -> Diterima Sebagian -> Selesai with its goods", async () => {
    order = await newOrder(penjualan, "sale", office.stk ?? "", qty);
    await release(order, penjualan);
    expect(await orderAttributes(order)).toMatchObject({
      status: "released",
      delivery_status: "pending",
      status_label: "Siap Dikirim",
    });
    const rel = { order: { data: { type: "orders", id: order } } };
    const first = await shipment(gudang, rel, qty - 3);
    const second = await shipment(gudang, rel);
    // A shipment packed or waiting changes nothing; one that left does.
    expect((await orderAttributes(order)).delivery_status).toBe("pending");
    await send(gudang, first);
    expect(await orderAttributes(order)).toMatchObject({
      status: "released",
      delivery_status: "sent",
      status_label: "Dikirim",
    });
    let res = await receive(stockist, first);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await orderAttributes(order)).status_label).toBe("Diterima Sebagian");

    // The second part arrives short: 1 of 3; the 2 missing go out again as a susulan.
    await send(gudang, second);
    res = await receive(stockist, second, 1);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await orderAttributes(order)).delivery_status).toBe("partially_received");
    res = await act("stock-movements", second, "settle", gudang, {
      outcome: "susulan",
      reason: "Tertinggal di gudang",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const susulan = String((res.body.meta as { susulan_id: string }).susulan_id);
    expect((await orderAttributes(order)).delivery_status).toBe("partially_received");
    await send(gudang, susulan);
    expect((await orderAttributes(order)).delivery_status).toBe("partially_received");
    res = await receive(stockist, susulan);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const done = await orderAttributes(order);
    expect(done).toMatchObject({
      status: "released",
      delivery_status: "completed",
      delivery_status_label: "Selesai",
      status_label: "Selesai",
    });
    expect(done.delivery_completed_at).toEqual(expect.any(String));
    // The list filters by it too.
    const listed = await api(
      "GET",
      `/api/v1/orders?filter[delivery_status]=completed&filter[search]=${String(done.code)}`,
      { token: penjualan },
    );
    expect(list(listed.body).map((o) => o.id)).toEqual([order]);
    expect(
      (await api("GET", "/api/v1/orders?filter[delivery_status]=nope", { token: penjualan }))
        .status,
    ).toBe(400);
  });

  it("records every state change in its history: who, from, to", async () => {
    const steps = (await historyOf("orders", order, penjualan)).filter(
      (h) => h.from_status !== h.to_status,
    );
    expect(steps.map((h) => [h.from_status, h.to_status, h.action])).toEqual([
      [null, "draft", "create"],
      ["draft", "validated", "validate"],
      ["validated", "released", "acc-payment"],
      ["released", "sent", "send"],
      ["sent", "partially_received", "receive"],
      ["partially_received", "completed", "receive"],
    ]);
    const last = steps.at(-1);
    expect(last).toMatchObject({
      from_label: "Diterima Sebagian",
      to_label: "Selesai",
      user_name: expect.any(String),
    });
    expect(String(last?.note)).toContain("Semua barang tercatat.");
    // The settlement is on the order's history too, without a change of state.
    const all = await historyOf("orders", order, penjualan);
    expect(all.some((h) => h.action === "settle-susulan")).toBe(true);
  });

  it("lists its shipments and susulan through the API (relationship with include, filter)", async () => {
    const res = await api(
      "GET",
      `/api/v1/orders/${order}?include=stock-movements,stock-movements.movement-details`,
      { token: stockist },
    );
    expect(res.status).toBe(200);
    const included = (res.body.included ?? []) as JsonApiResource[];
    const movements = included.filter((r) => r.type === "stock-movements");
    expect(movements).toHaveLength(3);
    expect(movements.filter((m) => m.attributes.is_susulan)).toHaveLength(1);
    expect(movements.every((m) => m.attributes.is_complete)).toBe(true);
    const lines = included.filter((r) => r.type === "movement-details");
    expect(lines.reduce((n, l) => n + Number(l.attributes.received_quantity), 0)).toBe(qty);
    const filtered = await api("GET", `/api/v1/stock-movements?filter[order_id]=${order}`, {
      token: gudang,
    });
    expect(
      list(filtered.body)
        .map((m) => m.id)
        .sort(),
    ).toEqual(movements.map((m) => m.id).sort());
    // Each movement links back to its document.
    expect(movements.every((m) => m.attributes.order_id === order)).toBe(true);
  });
});

describe("two receipts of two shipments of one order at once", () => {
  // Each shipment carries another product, so the two receipts share no stock row, no movement
  // and no line: the order row (lockMovementDocument's FOR UPDATE) is the only thing that makes
  // one of them see the other's goods. Without it both read "not everything arrived" and the
  // order stays Diterima Sebagian (or both complete it twice).
  it("end in the right state: the order row serialises them", async () => {
    for (let round = 0; round < 3; round++) {
      const order = await newOrder(penjualan, "sale", office.stk ?? "", qty, [
        { product_id: product2, quantity: 3 },
      ]);
      await release(order, penjualan);
      const rel = { order: { data: { type: "orders", id: order } } };
      const a = await shipment(gudang, rel, qty);
      const b = await shipment(gudang, rel);
      const lines = await db.movementDetail.findMany({
        where: { stockMovementId: { in: [a, b] } },
        select: { stockMovementId: true, productId: true },
      });
      expect(lines.map((l) => [l.stockMovementId === a ? "a" : "b", l.productId]).sort()).toEqual(
        [
          ["a", product],
          ["b", product2],
        ].sort(),
      );
      await send(gudang, a);
      await send(gudang, b);
      const [ra, rb] = await Promise.all([receive(stockist, a), receive(stockist, b)]);
      expect([ra.status, rb.status], JSON.stringify([ra.body, rb.body])).toEqual([200, 200]);
      expect((await orderAttributes(order)).delivery_status).toBe("completed");
      const completions = (await historyOf("orders", order, penjualan)).filter(
        (h) => h.to_status === "completed",
      );
      expect(completions).toHaveLength(1);
    }
  });
});

describe("a purchase order whose remainder was lost on the road", () => {
  it("ends received with the loss shown: Dikirim Supplier -> Diterima Sebagian -> Diterima", async () => {
    const pusatWh = await db.warehouse.findFirstOrThrow({
      where: { officeId: office.pusat, type: "main" },
    });
    const po = (
      await db.purchaseOrder.create({
        data: {
          code: `PO-${TAG}`,
          supplierOfficeId: office.sup ?? "",
          officeId: office.pusat ?? "",
          warehouseId: pusatWh.id,
          status: "processing",
          orderDate: jakartaToday(),
          details: {
            create: [{ productId: product, quantity: 10, unitPrice: 1000n, totalPrice: 10000n }],
          },
        },
      })
    ).id;
    const m = await shipment(
      supplier,
      { "purchase-order": { data: { type: "purchase-orders", id: po } } },
      10,
    );
    await send(supplier, m);
    const status = async () =>
      (await db.purchaseOrder.findUniqueOrThrow({ where: { id: po } })).status;
    expect(await status()).toBe("sent");
    const res = await receive(gudang, m, 7);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await status()).toBe("partially_received");
    const expedition = await db.expedition.findFirstOrThrow({ where: { deletedAt: null } });
    const lost = await act("stock-movements", m, "settle", supplier, {
      outcome: "lost",
      reason: "Paket hilang di jalan",
      expedition_id: expedition.id,
      claim_reference: `KLAIM-${TAG}`,
    });
    expect(lost.status, JSON.stringify(lost.body)).toBe(200);
    const read = await api(
      "GET",
      `/api/v1/purchase-orders/${po}?include=stock-movements,stock-movements.movement-details`,
      { token: gudang },
    );
    expect(one(read.body).attributes).toMatchObject({
      status: "received",
      status_label: "Diterima",
    });
    const line = ((read.body.included ?? []) as JsonApiResource[]).find(
      (r) => r.type === "movement-details",
    );
    expect(line?.attributes.settled_by_outcome).toMatchObject({ lost: 3 });
    const steps = (await historyOf("purchase-orders", po, gudang)).map((h) => [
      h.from_status,
      h.to_status,
      h.action,
    ]);
    expect(steps).toEqual([
      ["processing", "sent", "send"],
      ["sent", "partially_received", "receipt"],
      ["partially_received", "received", "settle-lost"],
    ]);
    const last = (await historyOf("purchase-orders", po, gudang)).at(-1);
    expect(String(last?.note)).toContain("Semua barang tercatat (3 unit hilang).");
    // Complete: the supplier ships nothing more against it.
    const more = await api("POST", "/api/v1/stock-movements", {
      token: supplier,
      body: {
        data: {
          type: "stock-movements",
          attributes: { details: [{ product_id: product, quantity: 1 }] },
          relationships: { "purchase-order": { data: { type: "purchase-orders", id: po } } },
        },
      },
    });
    expect(more.status).toBe(409);
  });
});

describe("a member's pick-up", () => {
  it("goes from released straight to handed over, without packing; the order is Selesai", async () => {
    const order = await newOrder(stockist, "member_sale", office.mu ?? "", 2);
    // Not yet released: nothing to hand over (409), and nobody else's to hand over.
    let res = await act("orders", order, "hand-over", stockist);
    expect(res.status).toBe(409);
    await release(order, stockist);
    res = await act("orders", order, "hand-over", gudang);
    expect(res.status).toBe(403);
    res = await act("orders", order, "hand-over", stockist);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(one(res.body).attributes).toMatchObject({
      delivery_status: "completed",
      status_label: "Selesai",
    });
    const movements = await db.stockMovement.findMany({ where: { orderId: order } });
    expect(movements.map((m) => [m.status, m.deliveryMethod, m.packedAt])).toEqual([
      ["received", "diambil", null],
    ]);
    const steps = (await historyOf("orders", order, stockist)).map((h) => [
      h.from_status,
      h.to_status,
    ]);
    expect(steps.at(-1)).toEqual(["released", "completed"]);
    // Done once: a second hand-over finds nothing left.
    res = await act("orders", order, "hand-over", stockist);
    expect(res.status).toBe(409);
    expect(firstError(res.body).detail).toBe("Semua barang order ini sudah dikirim");
  });

  it("is refused for a sale that is shipped (dikirim) or not to a member (409)", async () => {
    const order = await newOrder(penjualan, "sale", office.stk ?? "", qty);
    await release(order, penjualan);
    const res = await act("orders", order, "hand-over", admin);
    expect(res.status).toBe(409);
    expect(firstError(res.body).detail).toContain("Hanya penjualan ke mitra usaha");
  });
});

describe("the ledger", () => {
  it("stays consistent", async () => {
    expect((await checkLedger(db)).differences).toEqual([]);
  });
});
