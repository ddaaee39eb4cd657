// Orders over real HTTP (docs/orders.md): prices and totals from the server whatever the client
// sends (area and buyer type of the buyer, cashback once the category's minimum order is
// reached), product limits per order and per period and the minimum order as 422s at the
// line, the state machine (validateOrder, acc-payment with maker-checker, cancelStockMovement,
// 409 after validation), soft delete with the sales-delete permission, duplicate and
// previous-order, order-details line edits, office scope per category (404), closed periods,
// filters with meta.totals and Idempotency-Key. Every body is checked against the JSON:API
// schema by tests/support/api.ts.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { api, firstError, login, type JsonApiDoc, type JsonApiResource } from "../support/api";
import { loadActor } from "@/server/auth/actor";
import { postStock } from "@/server/stock/post-stock";
import { jakartaDateString, jakartaToday } from "@/lib/business-date";

const db = connectTestDb();
const TAG = `OT${randomUUID().slice(0, 6).toUpperCase()}`;
/** Today's business date, read at each use: a run may cross Jakarta midnight. */
const today = () => jakartaDateString();
const one = (doc: JsonApiDoc) => doc.data as JsonApiResource;
const list = (doc: JsonApiDoc) => doc.data as JsonApiResource[];

let penjualan: string;
let kasir: string;
let gudang: string;
let admin: string;
let stockist: string;
let sc: string;
let kp: string;
let mitra: string;
const office: Record<string, string> = {};
let p1: string; // priced, stocked at Pusat
let p2: string; // limited for stockists: max 5 per order, 8 per period
let p3: string; // priced, no stock anywhere
let cashbackJawa = 0;
let minOrderJawa = 0;
const P1_PRICE = 1_000_000;

function orderDoc(attributes: Record<string, unknown>, relationships: Record<string, string> = {}) {
  return {
    data: {
      type: "orders",
      attributes: { description: `Uji ${TAG}`, ...attributes },
      relationships: Object.fromEntries(
        Object.entries(relationships).map(([k, id]) => [
          k,
          { data: { type: k.endsWith("warehouse") ? "warehouses" : "offices", id } },
        ]),
      ),
    },
  };
}

async function createSale(
  details: Record<string, unknown>[],
  extra: Record<string, unknown> = {},
  token = penjualan,
): Promise<JsonApiResource> {
  const res = await api("POST", "/api/v1/orders", {
    token,
    body: orderDoc(
      { order_type: "sale", details, ...extra },
      { "destination-office": office.stk ?? "" },
    ),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return one(res.body);
}

const act = (id: string, name: string, token: string, attributes?: Record<string, unknown>) =>
  api("PATCH", `/api/v1/orders/${id}/-actions/${name}`, {
    token,
    body: attributes ? { data: { type: "orders", id, attributes } } : undefined,
  });

async function newProduct(suffix: string, price: number) {
  const product = await db.product.create({
    data: {
      code: `${TAG}-${suffix}`,
      name: `Barang Uji ${TAG} ${suffix}`,
      point: 10n,
      bonusValue: 5000n,
      weight: 250,
    },
  });
  const buyerTypes = await db.buyerType.findMany();
  await db.productPrice.createMany({
    data: [0, 1, 2, 3, 4].flatMap((areaId) =>
      buyerTypes.map((bt) => ({
        productId: product.id,
        areaId,
        buyerTypeId: bt.id,
        // Stockists in area 0 pay `price`; every other area / buyer type pays something else.
        price: BigInt(areaId === 0 && bt.code === "stockist" ? price : price + 7_000 + areaId),
        validFrom: new Date(Date.now() - 3600_000),
      })),
    ),
  });
  return product.id;
}

beforeAll(async () => {
  [penjualan, kasir, gudang, admin, stockist, sc, kp, mitra] = await Promise.all([
    login("penjualan@erp.test"),
    login("kasir@erp.test"),
    login("gudang@erp.test"),
    login("admin@erp.test"),
    login("stockist@erp.test"),
    login("sc@erp.test"),
    login("kp@erp.test"),
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
  const category = await db.officeCategory.findUniqueOrThrow({ where: { id: 4 } });
  cashbackJawa = Number(category.cashbackJawa);
  minOrderJawa = Number(category.minOrderJawa);
  p1 = await newProduct("P1", P1_PRICE);
  p2 = await newProduct("P2", 100_000);
  p3 = await newProduct("P3", 2_000_000);
  await db.productLimit.create({
    data: { productId: p2, officeCategoryId: 4, maxQuantity: 5, periodMaxQuantity: 8 },
  });
  // Opening stock of P1 (and P2) in Pusat's main warehouse, through the ledger.
  const gudangUser = await db.user.findUniqueOrThrow({ where: { email: "gudang@erp.test" } });
  const actor = await loadActor(db, gudangUser.id, "session");
  if (!actor) throw new Error("no gudang actor");
  const pusatWh = await db.warehouse.findFirstOrThrow({
    where: { officeId: office.pusat, type: "main" },
  });
  await db.$transaction((tx) =>
    postStock(
      tx,
      {
        businessDate: jakartaToday(),
        lines: [p1, p2].map((productId) => ({
          warehouseId: pusatWh.id,
          productId,
          quantity: 100,
          type: "adjustment" as const,
          sourceType: "stocks",
          sourceId: null,
          description: `Stok uji ${TAG}`,
        })),
      },
      actor,
    ),
  );
});

afterAll(async () => {
  await db.$disconnect();
});

describe("POST orders: prices and totals are the server's", () => {
  it("snapshots the buyer's area/buyer-type price, point and bonus, and computes the totals", async () => {
    const qty = Math.ceil(minOrderJawa / P1_PRICE) + 1;
    const res = await api("POST", "/api/v1/orders", {
      token: penjualan,
      body: orderDoc(
        {
          order_type: "sale",
          shipping_cost: 15000,
          total_price: 1,
          final_price: 2,
          discount: 999_999,
          details: [{ product_id: p1, quantity: qty, unit_price: 1, total_price: 3 }],
        },
        { "destination-office": office.stk ?? "" },
      ),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = one(res.body);
    expect(res.headers.get("location")).toContain(`/api/v1/orders/${order.id}`);
    const total = qty * P1_PRICE;
    expect(order.attributes).toMatchObject({
      order_type: "sale",
      status: "draft",
      status_label: "Draft",
      order_date: today(),
      origin_office_code: "PUSAT",
      destination_office_code: "STK-001",
      area_id: 0,
      total_price: total,
      discount: cashbackJawa,
      shipping_cost: 15000,
      final_price: total - cashbackJawa + 15000,
      total_point: 10 * qty,
      total_bonus: 5000 * qty,
      total_weight: 250 * qty,
      paid_amount: 0,
      remaining_payment: total - cashbackJawa + 15000,
    });
    expect(String(order.attributes.code)).toMatch(/^FJ-\d{6}-\d{6}$/);
    // The default include of SPEC §9 comes along.
    const types = new Set((res.body.included ?? []).map((r) => r.type));
    for (const t of ["areas", "buyer-types", "offices", "order-details", "warehouses"])
      expect(types, t).toContain(t);
    const line = (res.body.included ?? []).find((r) => r.type === "order-details");
    expect(line?.attributes).toMatchObject({
      quantity: qty,
      unit_price: P1_PRICE,
      total_price: total,
      point: 10,
      bonus_value: 5000,
    });
    const buyerType = await db.buyerType.findUniqueOrThrow({ where: { code: "stockist" } });
    expect(order.relationships?.["buyer-type"]?.data).toEqual({
      type: "buyer-types",
      id: buyerType.id,
    });
  });

  it("refuses bad input with Indonesian 422s at the field, and nothing is created", async () => {
    const before = await db.order.count({ where: { description: `Uji ${TAG}` } });
    const cases: [Record<string, unknown>, string][] = [
      [{ order_type: "sale", details: [] }, "/data/attributes/details"],
      [
        { order_type: "sale", details: [{ product_id: p1, quantity: 0 }] },
        "/data/attributes/details/0/quantity",
      ],
      [
        { order_type: "sale", details: [{ product_id: randomUUID(), quantity: 1 }] },
        "/data/attributes/details/0/product_id",
      ],
      [
        {
          order_type: "sale",
          details: [
            { product_id: p1, quantity: 1 },
            { product_id: p1, quantity: 2 },
          ],
        },
        "/data/attributes/details/1/product_id",
      ],
      [
        // Not an order kind (cash bills are one since issue 27: docs/cash-bills.md).
        { order_type: "komisi", details: [{ product_id: p1, quantity: 1 }] },
        "/data/attributes/order_type",
      ],
    ];
    for (const [attributes, pointer] of cases) {
      const res = await api("POST", "/api/v1/orders", {
        token: penjualan,
        body: orderDoc(attributes, { "destination-office": office.stk ?? "" }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(firstError(res.body).source?.pointer).toBe(pointer);
    }
    // A buyer of the wrong category for the kind, and no buyer at all.
    const member = await api("POST", "/api/v1/orders", {
      token: penjualan,
      body: orderDoc(
        { order_type: "sale", details: [{ product_id: p1, quantity: 1 }] },
        { "destination-office": office.mu ?? "" },
      ),
    });
    expect(member.status).toBe(422);
    expect(firstError(member.body).source?.pointer).toBe("/data/relationships/destination-office");
    const none = await api("POST", "/api/v1/orders", {
      token: penjualan,
      body: orderDoc({ order_type: "sale", details: [{ product_id: p1, quantity: 1 }] }),
    });
    expect(none.status).toBe(422);
    expect(firstError(none.body).detail).toBe("Kolom wajib diisi");
    expect(await db.order.count({ where: { description: `Uji ${TAG}` } })).toBe(before);
  });

  it("enforces product limits per order and per period at the line (422)", async () => {
    const perOrder = await api("POST", "/api/v1/orders", {
      token: penjualan,
      body: orderDoc(
        {
          order_type: "sale",
          details: [
            { product_id: p1, quantity: 1 },
            { product_id: p2, quantity: 6 },
          ],
        },
        { "destination-office": office.stk ?? "" },
      ),
    });
    expect(perOrder.status).toBe(422);
    expect(firstError(perOrder.body).source?.pointer).toBe("/data/attributes/details/1/quantity");
    expect(firstError(perOrder.body).detail).toBe(`Pembelian ${TAG}-P2 maksimal 5 per order`);

    await createSale([{ product_id: p2, quantity: 5 }]);
    const perPeriod = await api("POST", "/api/v1/orders", {
      token: penjualan,
      body: orderDoc(
        { order_type: "sale", details: [{ product_id: p2, quantity: 4 }] },
        { "destination-office": office.stk ?? "" },
      ),
    });
    expect(perPeriod.status).toBe(422);
    expect(firstError(perPeriod.body).source?.pointer).toBe("/data/attributes/details/0/quantity");
    expect(firstError(perPeriod.body).detail).toBe(
      `Pembelian ${TAG}-P2 maksimal 8 per periode (sudah dipesan 5)`,
    );
    // Pusat raises the period limit on product-limits; the same order then passes.
    const limit = await db.productLimit.findFirstOrThrow({ where: { productId: p2 } });
    const raised = await api("PATCH", `/api/v1/product-limits/${limit.id}`, {
      token: admin,
      body: {
        data: { type: "product-limits", id: limit.id, attributes: { period_max_quantity: 20 } },
      },
    });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect(one(raised.body).attributes.period_max_quantity).toBe(20);
    await createSale([{ product_id: p2, quantity: 4 }]);
  });

  it("honours Idempotency-Key: a retried POST creates one order", async () => {
    const key = randomUUID();
    const send = () =>
      api("POST", "/api/v1/orders", {
        token: penjualan,
        headers: { "Idempotency-Key": key },
        body: orderDoc(
          { order_type: "sale", details: [{ product_id: p1, quantity: 1 }] },
          { "destination-office": office.stk ?? "" },
        ),
      });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(one(again.body).id).toBe(one(first.body).id);
  });

  it("refuses a closed period (409) and a date no period covers (422)", async () => {
    await db.period.create({
      data: {
        name: `Tutup ${TAG}`,
        startDate: new Date("2001-03-01"),
        endDate: new Date("2001-03-31"),
        status: "closed",
      },
    });
    const closed = await api("POST", "/api/v1/orders", {
      token: penjualan,
      body: orderDoc(
        {
          order_type: "sale",
          order_date: "2001-03-10",
          details: [{ product_id: p1, quantity: 1 }],
        },
        { "destination-office": office.stk ?? "" },
      ),
    });
    expect(closed.status).toBe(409);
    expect(firstError(closed.body).detail).toContain(`Tutup ${TAG}`);
    const uncovered = await api("POST", "/api/v1/orders", {
      token: penjualan,
      body: orderDoc(
        {
          order_type: "sale",
          order_date: "2001-05-10",
          details: [{ product_id: p1, quantity: 1 }],
        },
        { "destination-office": office.stk ?? "" },
      ),
    });
    expect(uncovered.status).toBe(422);
    expect(firstError(uncovered.body).detail).toContain("Tidak ada periode");
  });

  it("lets only the kind's maker side create: a member cannot, a stockist orders from Pusat", async () => {
    const member = await api("POST", "/api/v1/orders", {
      token: mitra,
      body: orderDoc(
        { order_type: "sale", details: [{ product_id: p1, quantity: 1 }] },
        { "destination-office": office.stk ?? "" },
      ),
    });
    expect(member.status).toBe(403);
    const purchase = await api("POST", "/api/v1/orders", {
      token: stockist,
      body: orderDoc(
        { order_type: "purchase", details: [{ product_id: p1, quantity: 2 }] },
        { "origin-office": office.pusat ?? "" },
      ),
    });
    expect(purchase.status, JSON.stringify(purchase.body)).toBe(201);
    const order = one(purchase.body);
    expect(order.attributes).toMatchObject({
      order_type: "purchase",
      origin_office_code: "PUSAT",
      destination_office_code: "STK-001",
      total_price: 2 * P1_PRICE,
    });
    expect(String(order.attributes.code)).toMatch(/^OB-/);
    // The buyer does not validate its own purchase: the seller does.
    const validate = await act(order.id, "validateOrder", stockist);
    expect(validate.status).toBe(403);
  });
});

describe("order lifecycle", () => {
  it("previews, validates, locks, acc-pays, and lets the warehouse refuse", async () => {
    const qty = Math.ceil(minOrderJawa / P1_PRICE) + 1;
    const order = await createSale([{ product_id: p1, quantity: qty }]);
    const id = order.id;

    const preview = await api("POST", `/api/v1/orders/${id}/-actions/onBeforeValidation`, {
      token: penjualan,
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(one(preview.body).attributes).toMatchObject({
      can_validate: true,
      meets_min_order: true,
      min_order: minOrderJawa,
      problems: [],
    });
    const lines = one(preview.body).attributes.lines as Record<string, unknown>[];
    expect(lines[0]).toMatchObject({
      quantity: qty,
      stock_after: Number(lines[0]?.stock_available) - qty,
    });

    const validated = await act(id, "validateOrder", penjualan);
    expect(validated.status, JSON.stringify(validated.body)).toBe(200);
    expect(one(validated.body).attributes.status).toBe("validated");
    expect(validated.body.meta?.message).toBe("Order berhasil divalidasi");

    // Locked after validation: the order, its lines, and validating again.
    const patch = await api("PATCH", `/api/v1/orders/${id}`, {
      token: penjualan,
      body: { data: { type: "orders", id, attributes: { shipping_cost: 1 } } },
    });
    expect(patch.status).toBe(409);
    const addLine = await api("POST", "/api/v1/order-details", {
      token: penjualan,
      body: {
        data: {
          type: "order-details",
          attributes: { quantity: 1 },
          relationships: {
            order: { data: { type: "orders", id } },
            product: { data: { type: "products", id: p2 } },
          },
        },
      },
    });
    expect(addLine.status).toBe(409);
    expect((await act(id, "validateOrder", penjualan)).status).toBe(409);

    // acc-payment: permission (403), reason (422), then the superior releases the goods.
    expect((await act(id, "acc-payment", penjualan, { acc_payment_reason: "x" })).status).toBe(403);
    const noReason = await act(id, "acc-payment", kasir, { acc_payment_reason: " " });
    expect(noReason.status).toBe(422);
    expect(firstError(noReason.body).source?.pointer).toBe("/data/attributes/acc_payment_reason");
    const acc = await act(id, "acc-payment", kasir, { acc_payment_reason: "Pelanggan tetap" });
    expect(acc.status, JSON.stringify(acc.body)).toBe(200);
    expect(one(acc.body).attributes).toMatchObject({
      status: "released",
      status_label: "Siap Dikirim",
      acc_payment_reason: "Pelanggan tetap",
    });
    expect((await act(id, "acc-payment", kasir, { acc_payment_reason: "lagi" })).status).toBe(409);

    // A released order cannot be deleted.
    expect((await api("DELETE", `/api/v1/orders/${id}`, { token: penjualan })).status).toBe(409);

    // cancelStockMovement: the buyer may not (403), a reason is required (422), the seller's
    // warehouse refuses (warehouse_rejected), not twice (409).
    expect(
      (await act(id, "cancelStockMovement", stockist, { cancel_warehouse_description: "x" }))
        .status,
    ).toBe(403);
    const noDescription = await act(id, "cancelStockMovement", gudang, {
      cancel_warehouse_description: "",
    });
    expect(noDescription.status).toBe(422);
    expect(firstError(noDescription.body).source?.pointer).toBe(
      "/data/attributes/cancel_warehouse_description",
    );
    const refused = await act(id, "cancelStockMovement", gudang, {
      cancel_warehouse_description: "Kemasan rusak, tunggu stok baru",
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect(one(refused.body).attributes).toMatchObject({
      status: "warehouse_rejected",
      cancel_warehouse_description: "Kemasan rusak, tunggu stok baru",
    });
    expect(
      (await act(id, "cancelStockMovement", gudang, { cancel_warehouse_description: "x" })).status,
    ).toBe(409);

    // Editable again, then validated again.
    const edit = await api("PATCH", `/api/v1/orders/${id}`, {
      token: penjualan,
      body: { data: { type: "orders", id, attributes: { shipping_cost: 20000, final_price: 1 } } },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const total = qty * P1_PRICE;
    expect(one(edit.body).attributes.final_price).toBe(total - cashbackJawa + 20000);
    expect((await act(id, "validateOrder", penjualan)).status).toBe(200);

    // Every change is in the history (who, from, to, reason).
    const history = await api("GET", `/api/v1/orders/${id}/-actions/history`, { token: penjualan });
    expect(history.status).toBe(200);
    const steps = list(history.body).map((r) => [r.attributes.from_status, r.attributes.to_status]);
    expect(steps).toEqual([
      [null, "draft"],
      ["draft", "validated"],
      ["validated", "released"],
      ["released", "warehouse_rejected"],
      ["warehouse_rejected", "validated"],
    ]);
    expect(list(history.body)[2]?.attributes).toMatchObject({
      action: "acc-payment",
      note: "Pelanggan tetap",
      user_name: "Dewi Lestari",
    });
  });

  it("cancels the order's unsent shipments with it, and refuses once goods were sent (409)", async () => {
    const qty = Math.ceil(minOrderJawa / P1_PRICE) + 1;
    const release = async () => {
      const order = await createSale([{ product_id: p1, quantity: qty }]);
      expect((await act(order.id, "validateOrder", penjualan)).status).toBe(200);
      expect(
        (await act(order.id, "acc-payment", kasir, { acc_payment_reason: "Uji gudang" })).status,
      ).toBe(200);
      return order.id;
    };
    const movement = (orderId: string, status: "draft" | "sent", n: number) =>
      db.stockMovement.create({
        data: {
          code: `SJ-${TAG}-${n}`,
          orderId,
          originOfficeId: office.pusat ?? "",
          destinationOfficeId: office.stk ?? "",
          status,
          deliveryMethod: "diambil",
        },
      });
    const open = await release();
    const draft = await movement(open, "draft", 1);
    const ok = await act(open, "cancelStockMovement", gudang, {
      cancel_warehouse_description: "Gudang penuh",
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const cancelled = await db.stockMovement.findUniqueOrThrow({ where: { id: draft.id } });
    expect(cancelled).toMatchObject({ status: "cancelled", cancelReason: "Gudang penuh" });
    expect(
      await db.documentStatusHistory.count({
        where: { documentId: draft.id, toStatus: "cancelled", action: "cancel" },
      }),
    ).toBe(1);

    const shipped = await release();
    await movement(shipped, "sent", 2);
    const late = await act(shipped, "cancelStockMovement", gudang, {
      cancel_warehouse_description: "Terlambat",
    });
    expect(late.status).toBe(409);
    expect(firstError(late.body).detail).toContain("Barang sudah dikirim");
    expect((await db.order.findUniqueOrThrow({ where: { id: shipped } })).status).toBe("released");
  });

  it("refuses the maker's own acc-payment (maker-checker, 403)", async () => {
    const qty = Math.ceil(minOrderJawa / P1_PRICE) + 1;
    const order = await createSale([{ product_id: p1, quantity: qty }], {}, admin);
    expect((await act(order.id, "validateOrder", admin)).status).toBe(200);
    const own = await act(order.id, "acc-payment", admin, { acc_payment_reason: "Sendiri" });
    expect(own.status).toBe(403);
    expect(firstError(own.body).detail).toContain("bukan pembuatnya");
  });

  it("refuses validation below the minimum order and over the stock (422 at the field)", async () => {
    const small = await createSale([{ product_id: p1, quantity: 1 }]);
    const preview = await api("POST", `/api/v1/orders/${small.id}/-actions/onBeforeValidation`, {
      token: penjualan,
    });
    expect(one(preview.body).attributes).toMatchObject({
      can_validate: false,
      meets_min_order: false,
    });
    const refused = await act(small.id, "validateOrder", penjualan);
    expect(refused.status).toBe(422);
    expect(firstError(refused.body).source?.pointer).toBe("/data/attributes/total_price");
    expect(firstError(refused.body).detail).toContain("Minimal order");
    // The discount follows the minimum order: below it, no cashback.
    expect(small.attributes.discount).toBe(0);

    const qty = Math.ceil(minOrderJawa / P1_PRICE) + 1;
    const short = await createSale([
      { product_id: p1, quantity: qty },
      { product_id: p3, quantity: 1 },
    ]);
    const noStock = await act(short.id, "validateOrder", penjualan);
    expect(noStock.status).toBe(422);
    expect(firstError(noStock.body).source?.pointer).toBe("/data/attributes/details/1/quantity");
    expect(firstError(noStock.body).detail).toBe(
      `Stok ${TAG}-P3 di gudang asal tidak cukup: tersedia 0`,
    );
    expect((await db.order.findUniqueOrThrow({ where: { id: short.id } })).status).toBe("draft");
  });

  it("edits lines through order-details with server prices and recomputed totals", async () => {
    const order = await createSale([{ product_id: p1, quantity: 1 }]);
    const add = await api("POST", "/api/v1/order-details", {
      token: penjualan,
      body: {
        data: {
          type: "order-details",
          attributes: { quantity: 2, unit_price: 1, total_price: 1 },
          relationships: {
            order: { data: { type: "orders", id: order.id } },
            product: { data: { type: "products", id: p2 } },
          },
        },
      },
    });
    expect(add.status, JSON.stringify(add.body)).toBe(201);
    const lineId = one(add.body).id;
    expect(one(add.body).attributes).toMatchObject({ unit_price: 100_000, total_price: 200_000 });
    const over = await api("PATCH", `/api/v1/order-details/${lineId}`, {
      token: penjualan,
      body: { data: { type: "order-details", id: lineId, attributes: { quantity: 9 } } },
    });
    expect(over.status).toBe(422);
    expect(firstError(over.body).source?.pointer).toBe("/data/attributes/quantity");
    const patch = await api("PATCH", `/api/v1/order-details/${lineId}`, {
      token: penjualan,
      body: { data: { type: "order-details", id: lineId, attributes: { quantity: 3 } } },
    });
    expect(patch.status).toBe(200);
    let stored = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(Number(stored.totalPrice)).toBe(P1_PRICE + 300_000);
    expect(Number(stored.finalPrice)).toBe(P1_PRICE + 300_000);
    // Another office's order line is a 404; the line removed recomputes the totals.
    expect((await api("DELETE", `/api/v1/order-details/${lineId}`, { token: sc })).status).toBe(
      404,
    );
    expect(
      (await api("DELETE", `/api/v1/order-details/${lineId}`, { token: penjualan })).status,
    ).toBe(204);
    stored = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(Number(stored.totalPrice)).toBe(P1_PRICE);
    const lines = await api("GET", `/api/v1/orders/${order.id}/order-details`, { token: stockist });
    expect(lines.status).toBe(200);
    expect(list(lines.body).map((l) => l.attributes.product_id)).toEqual([p1]);
  });

  it("refuses unauthenticated calls (401), a wrong media type (415) and the buyer's line edits (403)", async () => {
    expect((await api("GET", "/api/v1/orders")).status).toBe(401);
    const raw = await api("POST", "/api/v1/orders", {
      token: penjualan,
      raw: JSON.stringify(orderDoc({ order_type: "sale", details: [] })),
      headers: { "Content-Type": "text/plain" },
    });
    expect(raw.status).toBe(415);
    const sale = await createSale([{ product_id: p1, quantity: 1 }]);
    const buyerEdit = await api("POST", "/api/v1/order-details", {
      token: stockist,
      body: {
        data: {
          type: "order-details",
          attributes: { quantity: 1 },
          relationships: {
            order: { data: { type: "orders", id: sale.id } },
            product: { data: { type: "products", id: p2 } },
          },
        },
      },
    });
    expect(buyerEdit.status).toBe(403);
    const buyerPatch = await api("PATCH", `/api/v1/orders/${sale.id}`, {
      token: stockist,
      body: { data: { type: "orders", id: sale.id, attributes: { description: "x" } } },
    });
    expect(buyerPatch.status).toBe(403);
    // Soft delete through PATCH deletedAt (SPEC §4) is the same rule as DELETE.
    const viaPatch = await api("PATCH", `/api/v1/orders/${sale.id}`, {
      token: penjualan,
      body: {
        data: { type: "orders", id: sale.id, attributes: { deletedAt: new Date().toISOString() } },
      },
    });
    expect(viaPatch.status, JSON.stringify(viaPatch.body)).toBe(200);
    expect(one(viaPatch.body).attributes.deletedAt).not.toBeNull();
    expect((await api("GET", `/api/v1/orders/${sale.id}`, { token: penjualan })).status).toBe(404);
  });

  it("soft-deletes only with the sales-delete permission ('Faktur penjualan' delete)", async () => {
    const purchase = await api("POST", "/api/v1/orders", {
      token: stockist,
      body: orderDoc(
        { order_type: "purchase", details: [{ product_id: p1, quantity: 1 }] },
        { "origin-office": office.pusat ?? "" },
      ),
    });
    expect(purchase.status).toBe(201);
    const denied = await api("DELETE", `/api/v1/orders/${one(purchase.body).id}`, {
      token: stockist,
    });
    expect(denied.status).toBe(403);

    const sale = await createSale([{ product_id: p1, quantity: 1 }]);
    const deleted = await api("DELETE", `/api/v1/orders/${sale.id}`, { token: penjualan });
    expect(deleted.status).toBe(204);
    expect((await api("GET", `/api/v1/orders/${sale.id}`, { token: penjualan })).status).toBe(404);
    const row = await db.order.findUniqueOrThrow({ where: { id: sale.id } });
    expect(row.deletedAt).not.toBeNull();
    const last = await db.documentStatusHistory.findFirst({
      where: { documentId: sale.id },
      orderBy: { createdAt: "desc" },
    });
    expect(last).toMatchObject({ action: "delete", toStatus: "deleted" });
  });

  it("duplicates an order and finds the buyer's previous order", async () => {
    const source = await createSale([{ product_id: p1, quantity: 2 }], { shipping_cost: 5000 });
    const dup = await api("POST", `/api/v1/orders/${source.id}/-actions/duplicate`, {
      token: penjualan,
    });
    expect(dup.status, JSON.stringify(dup.body)).toBe(201);
    const copy = one(dup.body);
    expect(copy.id).not.toBe(source.id);
    expect(copy.attributes).toMatchObject({
      status: "draft",
      order_type: "sale",
      destination_office_code: "STK-001",
      total_price: 2 * P1_PRICE,
      shipping_cost: 5000,
    });
    expect(dup.body.meta?.message).toBe("Order berhasil diduplikasi");
    // A buyer that did not write it cannot duplicate a sale.
    expect(
      (await api("POST", `/api/v1/orders/${source.id}/-actions/duplicate`, { token: stockist }))
        .status,
    ).toBe(403);

    const previous = await api("GET", `/api/v1/orders/${copy.id}/previous-order`, {
      token: penjualan,
    });
    expect(previous.status).toBe(200);
    expect(list(previous.body).map((o) => o.id)).toEqual([source.id]);
  });
});

describe("office scope and lists", () => {
  let saleId: string;
  let memberSaleId: string;

  beforeAll(async () => {
    saleId = (await createSale([{ product_id: p1, quantity: 1 }])).id;
    const res = await api("POST", "/api/v1/orders", {
      token: stockist,
      body: orderDoc(
        { order_type: "member_sale", details: [{ product_id: p1, quantity: 1 }] },
        { "destination-office": office.mu ?? "" },
      ),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    memberSaleId = one(res.body).id;
    expect(one(res.body).attributes).toMatchObject({
      order_type: "member_sale",
      origin_office_code: "STK-001",
      destination_office_code: "MU-0000001",
      destination_warehouse_id: null,
    });
  });

  it("shows an order only to its origin and destination (404 otherwise); Pusat sees all", async () => {
    const see = async (token: string, id: string) =>
      (await api("GET", `/api/v1/orders/${id}`, { token })).status;
    expect(await see(stockist, saleId)).toBe(200);
    expect(await see(penjualan, saleId)).toBe(200);
    expect(await see(sc, saleId)).toBe(404);
    expect(await see(kp, saleId)).toBe(404);
    expect(await see(mitra, saleId)).toBe(404);
    expect(await see(mitra, memberSaleId)).toBe(200);
    expect(await see(sc, memberSaleId)).toBe(404);
    expect(await see(penjualan, memberSaleId)).toBe(200);
    // Writes outside the scope are 404 too.
    const patch = await api("PATCH", `/api/v1/orders/${saleId}`, {
      token: sc,
      body: { data: { type: "orders", id: saleId, attributes: { description: "x" } } },
    });
    expect(patch.status).toBe(404);
    expect((await act(saleId, "validateOrder", kp)).status).toBe(404);
  });

  it("lists each office's own orders only, and a member its own", async () => {
    for (const [token, officeId] of [
      [stockist, office.stk],
      [sc, office.sc],
      [kp, office.kp],
      [mitra, office.mu],
    ] as const) {
      const res = await api("GET", "/api/v1/orders?page[size]=100", { token });
      expect(res.status).toBe(200);
      for (const o of list(res.body))
        expect([o.attributes.origin_office_id, o.attributes.destination_office_id]).toContain(
          officeId,
        );
    }
    const member = await api("GET", "/api/v1/orders?page[size]=100", { token: mitra });
    expect(list(member.body).map((o) => o.id)).toContain(memberSaleId);
  });

  it("filters by state, kind, office and date with totals in meta; bad filters are 400", async () => {
    const res = await api(
      "GET",
      `/api/v1/orders?filter[status]=draft&filter[kind]=sale&filter[office]=${office.stk}&filter[order_date_from]=${today()}&filter[order_date_to]=${today()}&filter[search]=STK-001&page[size]=100`,
      { token: penjualan },
    );
    expect(res.status).toBe(200);
    const rows = list(res.body);
    expect(rows.length).toBeGreaterThan(0);
    for (const o of rows)
      expect(o.attributes).toMatchObject({
        status: "draft",
        order_type: "sale",
        order_date: today(),
        destination_office_id: office.stk,
      });
    const totals = res.body.meta?.totals as Record<string, number>;
    expect(totals.final_price).toBe(rows.reduce((s, o) => s + Number(o.attributes.final_price), 0));
    for (const q of [
      "filter[status]=nope",
      "filter[office]=x",
      "filter[order_date_from]=kemarin",
      "filter[destination_category]=sc",
      "filter[origin_category]=1",
    ]) {
      const bad = await api("GET", `/api/v1/orders?${q}`, { token: penjualan });
      expect(bad.status, q).toBe(400);
    }
  });

  it("filters by the buyer's and the seller's office category (the per-screen lists)", async () => {
    // Penjualan's 'Faktur Restock SC' (restocks from Pusat to SCs) and the KP's 'Restock'.
    const sc = await api(
      "GET",
      "/api/v1/orders?filter[kind]=restock&filter[destination_category]=stockist_center&filter[origin_category]=pusat&page[size]=100",
      { token: penjualan },
    );
    expect(sc.status).toBe(200);
    expect(list(sc.body).length).toBeGreaterThan(0);
    for (const o of list(sc.body)) {
      expect(o.attributes.order_type).toBe("restock");
      expect(String(o.attributes.destination_office_code)).toMatch(/^SC-/);
      expect(o.attributes.origin_office_code).toBe("PUSAT");
    }
    const both = await api(
      "GET",
      "/api/v1/orders?filter[destination_category]=kantor_pelayanan,stockist_center&page[size]=100",
      {
        token: penjualan,
      },
    );
    expect(both.status).toBe(200);
    for (const o of list(both.body))
      expect(String(o.attributes.destination_office_code)).toMatch(/^(SC|KP)-/);
  });

  it("answers stock-movements and payments of an order as empty relations for now", async () => {
    for (const related of ["stock-movements", "payments"]) {
      const res = await api("GET", `/api/v1/orders/${saleId}/${related}`, { token: admin });
      expect(res.status, related).toBe(200);
      expect(list(res.body)).toEqual([]);
    }
  });
});
