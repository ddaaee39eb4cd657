// Probing the money and order API as a hostile client (real HTTP, real PostgreSQL). Each test
// here failed before its fix:
// - a paid order the warehouse rejected (editable again) could be edited below what was paid,
//   then validated and released with paid_amount > final_price (and is_paid stayed true when the
//   total grew);
// - an unknown member inside a nested object pointed at the wrong place, a boolean in a number
//   field and zod's own messages answered in English, a payment date no period covers had no
//   source.pointer;
// - races decided on rows read before the row lock: cancelPayment missed a shipment created
//   meanwhile (the order went back to validated with a live shipment), a new shipment was created
//   for an order whose payment had just been cancelled, a report was deleted (or paid while being
//   withdrawn to draft) beside a payment recorded meanwhile.
// The races are made deterministic by holding the row lock from the test's own transaction while
// the request runs, waiting until PostgreSQL shows the request waiting on it, then committing the
// concurrent change.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { backfillJournals } from "@/server/journals/backfill";
import { journalReceipt, paymentMethodLines } from "@/server/journals/receipts";
import { PAYMENT_SOURCE } from "@/server/journals/sources";
import { waitForLockWaiter } from "../support/locks";
import { api, firstError, login, type JsonApiDoc, type JsonApiResource } from "../support/api";
import { loadActor } from "@/server/auth/actor";
import { postStock } from "@/server/stock/post-stock";
import { checkBalances } from "@/server/balances/balance-check";
import { jakartaToday } from "@/lib/business-date";

const db = connectTestDb();
const TAG = `PM${randomUUID().slice(0, 6).toUpperCase()}`;
const one = (doc: JsonApiDoc) => doc.data as JsonApiResource;

const token: Record<string, string> = {};
const office: Record<string, string> = {};
const method: Record<string, string> = {};
let p1: string;
let qty = 0;
const PRICE = 1_000_000;

async function stockUp(officeId: string, quantity: number) {
  const user = await db.user.findUniqueOrThrow({ where: { email: "gudang@erp.test" } });
  const actor = await loadActor(db, user.id, "session");
  if (!actor) throw new Error("no actor");
  const wh = await db.warehouse.findFirstOrThrow({ where: { officeId, type: "main" } });
  await db.$transaction((tx) =>
    postStock(
      tx,
      {
        businessDate: jakartaToday(),
        lines: [
          {
            warehouseId: wh.id,
            productId: p1,
            quantity,
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
}

const orderDoc = (attributes: Record<string, unknown>, destination: string) => ({
  data: {
    type: "orders",
    attributes,
    relationships: { "destination-office": { data: { type: "offices", id: destination } } },
  },
});

/** Pusat's faktur to STK-001 of `quantity`, validated. */
async function validatedSale(quantity = qty): Promise<{ id: string; final: number }> {
  const res = await api("POST", "/api/v1/orders", {
    token: token.penjualan,
    body: orderDoc(
      { order_type: "sale", description: `Uji ${TAG}`, details: [{ product_id: p1, quantity }] },
      office.stk ?? "",
    ),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = one(res.body).id;
  const v = await act(id, "validateOrder", token.penjualan ?? "");
  expect(v.status, JSON.stringify(v.body)).toBe(200);
  return { id, final: Number(one(v.body).attributes.final_price) };
}

const act = (id: string, name: string, who: string, attributes?: Record<string, unknown>) =>
  api("PATCH", `/api/v1/orders/${id}/-actions/${name}`, {
    token: who,
    ...(attributes ? { body: { data: { type: "orders", id, attributes } } } : {}),
  });

const paymentDoc = (orderId: string, methods: unknown[], attributes = {}) => ({
  data: {
    type: "payments",
    attributes: { methods, ...attributes },
    relationships: { order: { data: { type: "orders", id: orderId } } },
  },
});

const payCash = (orderId: string, amount: number) =>
  api("POST", "/api/v1/payments", {
    token: token.kasir,
    body: paymentDoc(orderId, [{ payment_method_type_id: method.cash, amount }]),
  });

const orderRow = (id: string) => db.order.findUniqueOrThrow({ where: { id } });

beforeAll(async () => {
  for (const [k, email] of [
    ["penjualan", "penjualan@erp.test"],
    ["kasir", "kasir@erp.test"],
    ["gudang", "gudang@erp.test"],
    ["sc", "sc@erp.test"],
  ] as const)
    token[k] = await login(email);
  for (const [k, code] of [
    ["pusat", "PUSAT"],
    ["stk", "STK-001"],
    ["sc", "SC-001"],
    ["mu", "MU-0000001"],
  ] as const)
    office[k] = (await db.office.findUniqueOrThrow({ where: { code } })).id;
  for (const t of await db.paymentMethodType.findMany()) method[t.code] = t.id;
  const category = await db.officeCategory.findUniqueOrThrow({ where: { id: 4 } });
  qty = Math.ceil(Number(category.minOrderJawa) / PRICE) + 2;
  p1 = (
    await db.product.create({
      data: { code: `${TAG}-P1`, name: `Barang ${TAG}`, point: 1n, bonusValue: 1n, weight: 100 },
    })
  ).id;
  const buyerTypes = await db.buyerType.findMany();
  await db.productPrice.createMany({
    data: [0, 1, 2, 3, 4].flatMap((areaId) =>
      buyerTypes.map((bt) => ({
        productId: p1,
        areaId,
        buyerTypeId: bt.id,
        price: BigInt(PRICE),
        validFrom: new Date(Date.now() - 3600_000),
      })),
    ),
  });
  await stockUp(office.pusat ?? "", 1000);
  await stockUp(office.sc ?? "", 100);
});

afterAll(async () => {
  // Money written here past the use cases gets the journals the use cases would have posted, so
  // the run's ledger check (journals, docs/journals.md) stays clean.
  await backfillJournals(db);
  await db.$disconnect();
});

describe("a paid order the warehouse rejected", () => {
  it("cannot be edited below what was paid; a larger total is no longer paid", async () => {
    const o = await validatedSale();
    expect((await payCash(o.id, o.final)).status).toBe(201);
    expect(await orderRow(o.id)).toMatchObject({ status: "released", isPaid: true });
    const rejected = await act(o.id, "cancelStockMovement", token.gudang ?? "", {
      cancel_warehouse_description: `Stok rusak ${TAG}`,
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(one(rejected.body).attributes.status).toBe("warehouse_rejected");

    // One unit less: the total would be below the money received. 422, nothing changed.
    const less = await api("PATCH", `/api/v1/orders/${o.id}`, {
      token: token.penjualan,
      body: {
        data: {
          type: "orders",
          id: o.id,
          attributes: { details: [{ product_id: p1, quantity: qty - 1 }] },
        },
      },
    });
    expect(less.status, JSON.stringify(less.body)).toBe(422);
    expect(firstError(less.body).source?.pointer).toBe("/data/attributes/details");
    expect(firstError(less.body).detail).toContain("kurang dari yang sudah dibayar");
    const line = await db.orderDetail.findFirstOrThrow({ where: { orderId: o.id } });
    const lineLess = await api("PATCH", `/api/v1/order-details/${line.id}`, {
      token: token.penjualan,
      body: { data: { type: "order-details", id: line.id, attributes: { quantity: qty - 1 } } },
    });
    expect(lineLess.status, JSON.stringify(lineLess.body)).toBe(422);
    expect(firstError(lineLess.body).source?.pointer).toBe("/data/attributes/quantity");
    expect(await orderRow(o.id)).toMatchObject({
      finalPrice: BigInt(o.final),
      paidAmount: BigInt(o.final),
      isPaid: true,
    });
    expect(await db.orderDetail.findUniqueOrThrow({ where: { id: line.id } })).toMatchObject({
      quantity: qty,
    });

    // One unit more: allowed, but the order is no longer paid in full; validation keeps it
    // waiting for the rest, and paying the rest releases it.
    const more = await api("PATCH", `/api/v1/orders/${o.id}`, {
      token: token.penjualan,
      body: {
        data: {
          type: "orders",
          id: o.id,
          attributes: { details: [{ product_id: p1, quantity: qty + 1 }] },
        },
      },
    });
    expect(more.status, JSON.stringify(more.body)).toBe(200);
    expect(one(more.body).attributes).toMatchObject({ is_paid: false, paid_amount: o.final });
    const v = await act(o.id, "validateOrder", token.penjualan ?? "");
    expect(v.status, JSON.stringify(v.body)).toBe(200);
    expect(one(v.body).attributes).toMatchObject({ status: "validated", is_paid: false });
    const rest = Number(one(v.body).attributes.final_price) - o.final;
    expect(rest).toBe(PRICE);
    expect((await payCash(o.id, rest + 1)).status).toBe(422);
    expect((await payCash(o.id, rest)).status).toBe(201);
    const done = await orderRow(o.id);
    expect(done).toMatchObject({ status: "released", isPaid: true });
    expect(done.paidAmount).toBe(done.finalPrice);
  });
});

describe("messages and pointers of bad input", () => {
  it("an unknown member of a nested object points at that member", async () => {
    const o = await validatedSale();
    const res = await api("POST", "/api/v1/payments", {
      token: token.kasir,
      body: paymentDoc(o.id, [
        { payment_method_type_id: method.cash, amount: 1, is_verified: true },
      ]),
    });
    expect(res.status).toBe(422);
    expect(firstError(res.body)).toMatchObject({
      detail: "Atribut tidak dikenal: is_verified",
      source: { pointer: "/data/attributes/methods/0/is_verified" },
    });
    const order = await api("POST", "/api/v1/orders", {
      token: token.penjualan,
      body: orderDoc(
        { order_type: "sale", details: [{ product_id: p1, quantity: 1, harga: 1 }] },
        office.stk ?? "",
      ),
    });
    expect(order.status).toBe(422);
    expect(firstError(order.body).source?.pointer).toBe("/data/attributes/details/0/harga");
    // Two read-only members sent: one error each, at its own member.
    const two = await api("POST", "/api/v1/payments", {
      token: token.kasir,
      body: paymentDoc(o.id, [{ payment_method_type_id: method.cash, amount: 1 }], {
        status: "verified",
        verified_at: "2026-11-01T00:00:00Z",
      }),
    });
    expect(two.status).toBe(422);
    expect(two.body.errors?.map((e) => [e.detail, e.source?.pointer])).toEqual([
      ["Atribut tidak dikenal: status", "/data/attributes/status"],
      ["Atribut tidak dikenal: verified_at", "/data/attributes/verified_at"],
    ]);
    expect(await db.payment.count({ where: { orderId: o.id } })).toBe(0);
  });

  it("answers in Indonesian where the schema names no message", async () => {
    const o = await validatedSale();
    const bool = await api("POST", "/api/v1/payments", {
      token: token.kasir,
      body: paymentDoc(o.id, [{ payment_method_type_id: method.cash, amount: true }]),
    });
    expect(bool.status).toBe(422);
    expect(firstError(bool.body)).toMatchObject({
      detail: "Harus angka",
      source: { pointer: "/data/attributes/methods/0/amount" },
    });
    const nul = await api("POST", "/api/v1/payments", {
      token: token.kasir,
      body: paymentDoc(o.id, [null]),
    });
    expect(nul.status).toBe(422);
    expect(firstError(nul.body).source?.pointer).toBe("/data/attributes/methods/0");
    expect(firstError(nul.body).detail).not.toMatch(/invalid|expected|received/i);
    expect(await db.payment.count({ where: { orderId: o.id } })).toBe(0);
  });

  it("a day that does not exist in a date filter is a 400, not the next month's day", async () => {
    for (const [path, parameter] of [
      ["/api/v1/payments?filter[payment_date_from]=2026-02-30", "filter[payment_date_from]"],
      ["/api/v1/orders?filter[order_date_to]=2026-04-31", "filter[order_date_to]"],
      [
        "/api/v1/payments/-actions/get-report-meta?filter[payment_date_to]=2026-02-29",
        "filter[payment_date_to]",
      ],
      ["/api/v1/payment-methods/-actions/daily-report?filter[date]=2026-06-31", "filter[date]"],
      ["/api/v1/order-daily-reports?filter[order_date_from]=2026-11-31", "filter[order_date_from]"],
    ] as const) {
      const res = await api("GET", path, { token: token.kasir });
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(firstError(res.body).source?.parameter).toBe(parameter);
    }
  });

  it("a payment date no period covers is a 422 at payment_date", async () => {
    const o = await validatedSale();
    const res = await api("POST", "/api/v1/payments", {
      token: token.kasir,
      body: paymentDoc(o.id, [{ payment_method_type_id: method.cash, amount: 1 }], {
        payment_date: "2099-01-01",
      }),
    });
    expect(res.status).toBe(422);
    expect(firstError(res.body).detail).toContain("Tidak ada periode");
    expect(firstError(res.body).source?.pointer).toBe("/data/attributes/payment_date");
    const order = await api("POST", "/api/v1/orders", {
      token: token.penjualan,
      body: orderDoc(
        {
          order_type: "sale",
          order_date: "2099-01-01",
          details: [{ product_id: p1, quantity: 1 }],
        },
        office.stk ?? "",
      ),
    });
    expect(order.status).toBe(422);
    expect(firstError(order.body).source?.pointer).toBe("/data/attributes/order_date");
    expect(await orderRow(o.id)).toMatchObject({ paidAmount: 0n });
  });
});

describe("Idempotency-Key", () => {
  it("a retried payment answers as the first: same 201, same Location, one payment", async () => {
    const o = await validatedSale();
    const key = `pay-${TAG}-${randomUUID()}`;
    const send = () =>
      api("POST", "/api/v1/payments", {
        token: token.kasir,
        headers: { "Idempotency-Key": key },
        body: paymentDoc(o.id, [{ payment_method_type_id: method.cash, amount: 1000 }]),
      });
    const first = await send();
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const location = first.headers.get("location");
    expect(location).toContain(`/api/v1/payments/${one(first.body).id}`);
    const retry = await send();
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.headers.get("location")).toBe(location);
    expect(one(retry.body).id).toBe(one(first.body).id);
    expect(await db.payment.count({ where: { orderId: o.id } })).toBe(1);
    expect(await orderRow(o.id)).toMatchObject({ paidAmount: 1000n });
  });
});

describe("races decided under the row lock", () => {
  it("cancelPayment also cancels a shipment created while it ran", async () => {
    const o = await validatedSale();
    expect((await payCash(o.id, o.final)).status).toBe(201);
    let pending: ReturnType<typeof act> | undefined;
    const movement = await db.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT id FROM orders WHERE id = ${o.id}::uuid FOR UPDATE`;
        pending = act(o.id, "cancelPayment", token.kasir ?? "", {
          cancel_reason: `Transfer tidak masuk ${TAG}`,
        });
        await waitForLockWaiter(db, tx);
        // The warehouse's new shipment commits first.
        return tx.stockMovement.create({
          data: {
            code: `SJ-${TAG}-RACE`,
            orderId: o.id,
            originOfficeId: office.pusat ?? "",
            destinationOfficeId: office.stk ?? "",
            status: "draft",
          },
        });
      },
      { timeout: 30_000 },
    );
    const res = await pending;
    expect(res?.status, JSON.stringify(res?.body)).toBe(200);
    expect(await orderRow(o.id)).toMatchObject({ status: "validated", paidAmount: 0n });
    // No live shipment is left for an order that waits for payment again.
    expect(await db.stockMovement.findUniqueOrThrow({ where: { id: movement.id } })).toMatchObject({
      status: "cancelled",
    });
  });

  it("a shipment is refused for an order whose payment was cancelled while it waited", async () => {
    const o = await validatedSale();
    expect((await payCash(o.id, o.final)).status).toBe(201);
    let pending: ReturnType<typeof api> | undefined;
    await db.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT id FROM orders WHERE id = ${o.id}::uuid FOR UPDATE`;
        pending = api("POST", "/api/v1/stock-movements", {
          token: token.gudang,
          body: {
            data: {
              type: "stock-movements",
              attributes: {},
              relationships: { order: { data: { type: "orders", id: o.id } } },
            },
          },
        });
        await waitForLockWaiter(db, tx);
        // cancelPayment commits first: the payment is cancelled, the order waits for payment.
        await tx.payment.updateMany({
          where: { orderId: o.id },
          data: { status: "cancelled", cancelledAt: new Date(), cancelReason: `Uji ${TAG}` },
        });
        // As cancelPayment does: the cancelled payment's receipt is reversed in the journals.
        for (const p of await tx.payment.findMany({ where: { orderId: o.id } }))
          await journalReceipt(
            tx,
            await paymentMethodLines(tx, p.id),
            {
              date: p.paymentDate,
              description: `Uji ${TAG}`,
              sourceType: PAYMENT_SOURCE,
              sourceId: p.id,
              officeId: null,
              reverse: true,
            },
            { userId: null },
          );
        await tx.order.update({
          where: { id: o.id },
          data: { status: "validated", isPaid: false, paidAmount: 0n, paidAt: null },
        });
      },
      { timeout: 30_000 },
    );
    const res = await pending;
    expect(res?.status, JSON.stringify(res?.body)).toBe(409);
    expect(await db.stockMovement.count({ where: { orderId: o.id } })).toBe(0);
  });

  it("an order paid while its delete waited is not deleted", async () => {
    const o = await validatedSale();
    let pending: ReturnType<typeof api> | undefined;
    await db.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT id FROM orders WHERE id = ${o.id}::uuid FOR UPDATE`;
        pending = api("DELETE", `/api/v1/orders/${o.id}`, { token: token.penjualan });
        await waitForLockWaiter(db, tx);
        // The Kasir's payment commits first.
        await tx.payment.create({
          data: {
            code: `PAY-${TAG}-RACE`,
            orderId: o.id,
            officeId: office.stk ?? "",
            amount: 1n,
            paymentDate: jakartaToday(),
          },
        });
        await tx.order.update({ where: { id: o.id }, data: { paidAmount: 1n } });
      },
      { timeout: 30_000 },
    );
    const res = await pending;
    expect(res?.status, JSON.stringify(res?.body)).toBe(409);
    expect(await orderRow(o.id)).toMatchObject({ deletedAt: null, paidAmount: 1n });
  });

  async function sentReport(): Promise<string> {
    const sale = await api("POST", "/api/v1/orders", {
      token: token.sc,
      body: orderDoc(
        { order_type: "member_sale", details: [{ product_id: p1, quantity: 1 }] },
        office.mu ?? "",
      ),
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    const orderId = one(sale.body).id;
    expect((await act(orderId, "validateOrder", token.sc ?? "")).status).toBe(200);
    const res = await api("POST", "/api/v1/order-bundles", {
      token: token.sc,
      body: {
        data: {
          type: "order-bundles",
          attributes: { kind: "sales", order_ids: [orderId], submit: true },
        },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return one(res.body).id;
  }

  it("a report is not deleted beside a payment recorded while the delete ran", async () => {
    const bundleId = await sentReport();
    let pending: ReturnType<typeof api> | undefined;
    await db.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT id FROM order_bundles WHERE id = ${bundleId}::uuid FOR UPDATE`;
        pending = api("DELETE", `/api/v1/order-bundles/${bundleId}`, { token: token.sc });
        await waitForLockWaiter(db, tx);
        // The SC's payment commits first.
        await tx.paymentBundle.create({
          data: {
            code: `PB-${TAG}-RACE`,
            orderBundleId: bundleId,
            officeId: office.sc ?? "",
            paymentMethodTypeId: method.cash ?? null,
            amount: 1n,
            paymentDate: jakartaToday(),
          },
        });
      },
      { timeout: 30_000 },
    );
    const res = await pending;
    expect(res?.status, JSON.stringify(res?.body)).toBe(409);
    expect(await db.orderBundle.findUniqueOrThrow({ where: { id: bundleId } })).toMatchObject({
      deletedAt: null,
    });
  });

  it("a report withdrawn to draft while a payment waited is not paid", async () => {
    const bundleId = await sentReport();
    let pending: ReturnType<typeof api> | undefined;
    await db.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT id FROM order_bundles WHERE id = ${bundleId}::uuid FOR UPDATE`;
        pending = api("POST", `/api/v1/order-bundles/${bundleId}/-actions/pay`, {
          token: token.sc,
          body: {
            data: {
              type: "order-bundles",
              id: bundleId,
              attributes: { methods: [{ payment_method_type_id: method.cash, amount: 1 }] },
            },
          },
        });
        await waitForLockWaiter(db, tx);
        // The withdrawal commits first.
        await tx.orderBundle.update({
          where: { id: bundleId },
          data: { isSubmitted: false, submittedAt: null },
        });
      },
      { timeout: 30_000 },
    );
    const res = await pending;
    expect(res?.status, JSON.stringify(res?.body)).toBe(409);
    expect(await db.paymentBundle.count({ where: { orderBundleId: bundleId } })).toBe(0);
  });
});

describe("ledger check", () => {
  it("checks each order's paid amount against its payments", async () => {
    const paid = await validatedSale();
    expect((await payCash(paid.id, paid.final)).status).toBe(201);
    const off = await validatedSale();
    // Money on an order that no payment carries (what an unguarded write would leave).
    await db.order.update({ where: { id: off.id }, data: { paidAmount: 7n } });
    const codes = new Map(
      (await db.order.findMany({ where: { id: { in: [paid.id, off.id] } } })).map((o) => [
        o.code,
        o.id,
      ]),
    );
    const found = (await checkBalances(db)).paidDifferences.filter((d) => codes.has(d.code));
    expect(found).toEqual([
      {
        document: "orders",
        code: [...codes].find(([, id]) => id === off.id)?.[0],
        price: BigInt(off.final),
        paidAmount: 7n,
        fromPayments: 0n,
      },
    ]);
    // Put it right again: the run's own `npm run ledger:check` checks every order.
    await db.order.update({ where: { id: off.id }, data: { paidAmount: 0n } });
  });
});
