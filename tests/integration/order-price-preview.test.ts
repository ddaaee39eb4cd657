// The order form's live figures over real HTTP (docs/orders.md "Live figures on the form"):
// POST orders/-actions/price-preview prices the lines a form would save for the buyer (the price
// in force for the buyer's area and buyer type, read here independently from the price list),
// with the minimum order's progress and the cashback, and equals what POST orders then stores;
// POST orders/{id}/-actions/price-preview does the same for an editable order's new lines.
// 401 / 403 / 404 / 422 paths, and a stockist cannot read another office's prices. Every body is
// checked against the JSON:API schema by tests/support/api.ts.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { api, firstError, login, type JsonApiDoc, type JsonApiResource } from "../support/api";
import { isJawaProvince } from "@/server/orders/kinds";

const db = connectTestDb();
const TAG = `PP${randomUUID().slice(0, 6).toUpperCase()}`;
const one = (doc: JsonApiDoc) => doc.data as JsonApiResource;
const PREVIEW = "/api/v1/orders/-actions/price-preview";

let penjualan: string;
let stockist: string;
let mitra: string;
const office: Record<string, string> = {};
/** Two seeded active products with a stockist price in STK-001's area. */
const product: { id: string; price: number }[] = [];
let minOrder = 0;
let cashback = 0;

function orderDoc(attributes: Record<string, unknown>, relationships: Record<string, string> = {}) {
  return {
    data: {
      type: "orders",
      attributes: { description: `Uji ${TAG}`, ...attributes },
      relationships: Object.fromEntries(
        Object.entries(relationships).map(([k, id]) => [k, { data: { type: "offices", id } }]),
      ),
    },
  };
}

const saleDoc = (details: Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
  orderDoc({ order_type: "sale", details, ...extra }, { "destination-office": office.stk ?? "" });

async function preview(body: unknown, token = penjualan) {
  return api("POST", PREVIEW, { token, body });
}

beforeAll(async () => {
  [penjualan, stockist, mitra] = await Promise.all([
    login("penjualan@erp.test"),
    login("stockist@erp.test"),
    login("mitra@erp.test"),
  ]);
  for (const [key, code] of [
    ["pusat", "PUSAT"],
    ["stk", "STK-001"],
    ["sc", "SC-001"],
    ["kp", "KP-001"],
    ["mu", "MU-0000001"],
  ] as const)
    office[key] = (await db.office.findUniqueOrThrow({ where: { code } })).id;
  // The buyer's price context, read from the tables (not through server/orders).
  const stk = await db.office.findUniqueOrThrow({
    where: { id: office.stk },
    select: {
      areaId: true,
      officeCategory: true,
      addresses: {
        orderBy: [{ isPrimary: "desc" }, { createdAt: "asc" }],
        take: 1,
        select: { provinceId: true, city: { select: { areaId: true } } },
      },
    },
  });
  const address = stk.addresses[0];
  const areaId = address?.city?.areaId ?? stk.areaId;
  if (areaId === null || areaId === undefined) throw new Error("STK-001 has no price area");
  const jawa = isJawaProvince(address?.provinceId);
  minOrder = Number(jawa ? stk.officeCategory.minOrderJawa : stk.officeCategory.minOrderLuarJawa);
  cashback = Number(jawa ? stk.officeCategory.cashbackJawa : stk.officeCategory.cashbackLuarJawa);
  const buyerType = await db.buyerType.findUniqueOrThrow({ where: { code: "stockist" } });
  const prices = await db.productPrice.findMany({
    where: {
      areaId,
      buyerTypeId: buyerType.id,
      validFrom: { lte: new Date() },
      product: { isActive: true, deletedAt: null },
    },
    orderBy: [{ productId: "asc" }, { validFrom: "desc" }],
    select: { productId: true, price: true },
  });
  const latest = new Map<string, number>();
  for (const p of prices) if (!latest.has(p.productId)) latest.set(p.productId, Number(p.price));
  for (const [id, price] of [...latest].slice(0, 2)) product.push({ id, price });
  expect(product).toHaveLength(2);
  expect(minOrder).toBeGreaterThan(0);
});

afterAll(async () => {
  await db.$disconnect();
});

describe("POST orders/-actions/price-preview", () => {
  it("prices the lines for the buyer's area and buyer type, below the minimum order", async () => {
    const [a, b] = product as [(typeof product)[0], (typeof product)[0]];
    const res = await preview(
      saleDoc(
        [
          { product_id: a.id, quantity: 1 },
          { product_id: b.id, quantity: 2 },
        ],
        { shipping_cost: 15000 },
      ),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const p = one(res.body);
    expect(p.type).toBe("order-price-previews");
    expect(p.id).toBe(office.stk);
    const total = a.price + 2 * b.price;
    expect(p.attributes).toMatchObject({
      order_type: "sale",
      buyer_office_id: office.stk,
      buyer_type: "stockist",
      lines: [
        { product_id: a.id, quantity: 1, unit_price: a.price, total_price: a.price },
        { product_id: b.id, quantity: 2, unit_price: b.price, total_price: 2 * b.price },
      ],
      total_price: total,
      shipping_cost: 15000,
      min_order: minOrder,
      cashback,
    });
    if (total < minOrder)
      expect(p.attributes).toMatchObject({
        meets_min_order: false,
        min_order_shortfall: minOrder - total,
        discount: 0,
        final_price: total + 15000,
      });
  });

  it("with no lines yet: zero totals and the whole minimum order missing", async () => {
    const res = await preview(saleDoc([]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(one(res.body).attributes).toMatchObject({
      lines: [],
      total_price: 0,
      discount: 0,
      final_price: 0,
      meets_min_order: false,
      min_order_shortfall: minOrder,
    });
  });

  it("past the minimum order earns the cashback, and equals the order POST orders saves", async () => {
    const a = product[0] as (typeof product)[0];
    const quantity = Math.ceil(minOrder / a.price) + 1;
    const doc = saleDoc([{ product_id: a.id, quantity }], { shipping_cost: 5000 });
    const res = await preview(doc);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const p = one(res.body).attributes;
    const total = quantity * a.price;
    expect(p).toMatchObject({
      total_price: total,
      meets_min_order: true,
      min_order_shortfall: 0,
      discount: Math.min(cashback, total),
      final_price: total - Math.min(cashback, total) + 5000,
    });
    const saved = await api("POST", "/api/v1/orders", { token: penjualan, body: doc });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const order = one(saved.body);
    for (const k of ["total_price", "discount", "shipping_cost", "final_price", "total_point"])
      expect(order.attributes[k], k).toBe(p[k]);
    const line = await db.orderDetail.findFirstOrThrow({ where: { orderId: order.id } });
    expect(Number(line.unitPrice)).toBe(a.price);
    await db.order.update({ where: { id: order.id }, data: { deletedAt: new Date() } });
  });

  it("a kind without minimum order or cashback (a stockist's member sale): zero", async () => {
    const a = product[0] as (typeof product)[0];
    const res = await preview(
      orderDoc(
        { order_type: "member_sale", details: [{ product_id: a.id, quantity: 1 }] },
        { "destination-office": office.mu ?? "" },
      ),
      stockist,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(one(res.body).attributes).toMatchObject({
      buyer_type: "member",
      min_order: 0,
      meets_min_order: true,
      cashback: 0,
      discount: 0,
    });
  });

  it("a stockist reads its own prices as a buyer, never another office's", async () => {
    const a = product[0] as (typeof product)[0];
    const own = await preview(
      orderDoc(
        { order_type: "purchase", details: [{ product_id: a.id, quantity: 1 }] },
        { "origin-office": office.pusat ?? "" },
      ),
      stockist,
    );
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(one(own.body).attributes).toMatchObject({
      buyer_office_id: office.stk,
      lines: [{ unit_price: a.price }],
    });
    for (const other of [office.sc, office.kp]) {
      const res = await preview(
        orderDoc(
          { order_type: "purchase", details: [{ product_id: a.id, quantity: 1 }] },
          { "origin-office": office.pusat ?? "", "destination-office": other ?? "" },
        ),
        stockist,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(firstError(res.body).source?.pointer).toBe("/data/relationships/destination-office");
      expect(res.body.data).toBeUndefined();
    }
  });

  it("401 without a session, 403 for a caller that writes no order of the kind", async () => {
    const body = saleDoc([{ product_id: product[0]?.id, quantity: 1 }]);
    expect((await api("POST", PREVIEW, { body })).status).toBe(401);
    const member = await preview(body, mitra);
    expect(member.status, JSON.stringify(member.body)).toBe(403);
  });

  it("422 at the pointer of bad input, never a 500", async () => {
    const a = product[0] as (typeof product)[0];
    const cases: [unknown, string][] = [
      [orderDoc({ order_type: "sale", details: [] }), "/data/relationships/destination-office"],
      [saleDoc([{ product_id: a.id, quantity: 0 }]), "/data/attributes/details/0/quantity"],
      [
        saleDoc([{ product_id: randomUUID(), quantity: 1 }]),
        "/data/attributes/details/0/product_id",
      ],
      [saleDoc([{ product_id: "x", quantity: 1 }]), "/data/attributes/details/0/product_id"],
      [
        saleDoc([
          { product_id: a.id, quantity: 1 },
          { product_id: a.id, quantity: 2 },
        ]),
        "/data/attributes/details/1/product_id",
      ],
      [orderDoc({ order_type: "nope", details: [] }), "/data/attributes/order_type"],
      [saleDoc([], { shipping_cost: -1 }), "/data/attributes/shipping_cost"],
    ];
    for (const [body, pointer] of cases) {
      const res = await preview(body);
      expect(res.status, `${pointer}: ${JSON.stringify(res.body)}`).toBe(422);
      expect(firstError(res.body).source?.pointer).toBe(pointer);
      expect(firstError(res.body).detail).toBeTruthy();
    }
  });
});

describe("POST orders/{id}/-actions/price-preview", () => {
  let draft: string;
  let scOrder: string;

  beforeAll(async () => {
    const a = product[0] as (typeof product)[0];
    const res = await api("POST", "/api/v1/orders", {
      token: penjualan,
      body: saleDoc([{ product_id: a.id, quantity: 1 }], { shipping_cost: 1000 }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    draft = one(res.body).id;
    const sc = await api("POST", "/api/v1/orders", {
      token: penjualan,
      body: orderDoc(
        { order_type: "sale", details: [{ product_id: a.id, quantity: 1 }] },
        { "destination-office": office.sc ?? "" },
      ),
    });
    expect(sc.status, JSON.stringify(sc.body)).toBe(201);
    scOrder = one(sc.body).id;
  });

  afterAll(async () => {
    await db.order.updateMany({
      where: { id: { in: [draft, scOrder] } },
      data: { deletedAt: new Date() },
    });
  });

  const linesDoc = (id: string, details: Record<string, unknown>[]) => ({
    data: { type: "orders", id, attributes: { details } },
  });
  const at = (id: string) => `/api/v1/orders/${id}/-actions/price-preview`;

  it("prices new lines for the order's buyer, keeping its shipping cost", async () => {
    const b = product[1] as (typeof product)[0];
    const res = await api("POST", at(draft), {
      token: penjualan,
      body: linesDoc(draft, [{ product_id: b.id, quantity: 3 }]),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const p = one(res.body);
    expect(p.id).toBe(draft);
    expect(p.attributes).toMatchObject({
      buyer_office_id: office.stk,
      lines: [{ product_id: b.id, unit_price: b.price, total_price: 3 * b.price }],
      total_price: 3 * b.price,
      shipping_cost: 1000,
    });
  });

  it("404 outside the caller's scope or for a malformed id, 403 for the buyer side", async () => {
    const b = product[1] as (typeof product)[0];
    const other = await api("POST", at(scOrder), {
      token: stockist,
      body: linesDoc(scOrder, [{ product_id: b.id, quantity: 1 }]),
    });
    expect(other.status, JSON.stringify(other.body)).toBe(404);
    const malformed = await api("POST", at("abc"), {
      token: penjualan,
      body: linesDoc("abc", []),
    });
    expect(malformed.status).toBe(404);
    // STK-001 buys this faktur: it sees the order but does not write it.
    const buyer = await api("POST", at(draft), {
      token: stockist,
      body: linesDoc(draft, [{ product_id: b.id, quantity: 1 }]),
    });
    expect(buyer.status, JSON.stringify(buyer.body)).toBe(403);
    // The side is checked before the body: a bad body from the buyer side is still a 403.
    const bad = await api("POST", at(draft), {
      token: stockist,
      body: linesDoc(draft, [{ product_id: b.id, quantity: -1 }]),
    });
    expect(bad.status).toBe(403);
    const unauth = await api("POST", at(draft), { body: linesDoc(draft, []) });
    expect(unauth.status).toBe(401);
  });

  it("422 at the line for a bad quantity from the maker", async () => {
    const res = await api("POST", at(draft), {
      token: penjualan,
      body: linesDoc(draft, [{ product_id: product[0]?.id, quantity: 0 }]),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(firstError(res.body).source?.pointer).toBe("/data/attributes/details/0/quantity");
  });
});
