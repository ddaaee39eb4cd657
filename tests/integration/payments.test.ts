// Paying orders at the Kasir over real HTTP (docs/payments.md): a payment split over cash and a
// transfer releases the order, overpayment is a 422 at the amount, saldo never goes below zero
// under 16 concurrent payments from one office (the balance ledger stays consistent), a retried
// payment with the same Idempotency-Key pays once, maker-checker on verify, cancelPayment (a
// released, unsent order goes back to validated; sent goods are a 409), office scope per
// category (404), closed periods, 401/403/415/422. Every body is schema-checked by api().
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { api, firstError, login, type JsonApiDoc, type JsonApiResource } from "../support/api";
import {
  paymentMethodIds,
  pricedProduct,
  pusatBankAccount,
  validatedOrder,
} from "../support/sales";
import { adjustStockAsGudang } from "../support/stock";
import { postBalance } from "@/server/balances/post-balance";

const db = connectTestDb();
const TAG = `PY${randomUUID().slice(0, 6).toUpperCase()}`;
const one = (doc: JsonApiDoc) => doc.data as JsonApiResource;
const list = (doc: JsonApiDoc) => doc.data as JsonApiResource[];

let penjualan: string;
let kasir: string;
let admin: string;
let stockist: string;
let sc: string;
let kp: string;
let mitra: string;
const office: Record<string, string> = {};
let method: Record<string, string> = {};
let bankId: string;
let p1: string;
let qty = 0;
const P1_PRICE = 1_000_000;

const validatedSale = () =>
  validatedOrder(penjualan, {
    orderType: "sale",
    productId: p1,
    quantity: qty,
    buyerOfficeId: office.stk ?? "",
    description: `Uji ${TAG}`,
  });

type Line = { type: string; amount: number; bank?: boolean };
function paymentDoc(orderId: string, lines: Line[], attributes: Record<string, unknown> = {}) {
  return {
    data: {
      type: "payments",
      attributes: {
        methods: lines.map((l) => ({
          payment_method_type_id: method[l.type],
          amount: l.amount,
          ...(l.bank ? { office_bank_id: bankId, reference_number: `TRF-${TAG}` } : {}),
        })),
        ...attributes,
      },
      relationships: { order: { data: { type: "orders", id: orderId } } },
    },
  };
}

const pay = (orderId: string, lines: Line[], token = kasir, headers?: Record<string, string>) =>
  api("POST", "/api/v1/payments", { token, body: paymentDoc(orderId, lines), headers });

const orderRow = (id: string) => db.order.findUniqueOrThrow({ where: { id } });
const cancel = (orderId: string, attributes: Record<string, unknown>, token = kasir) =>
  api("PATCH", `/api/v1/orders/${orderId}/-actions/cancelPayment`, {
    token,
    body: { data: { type: "orders", id: orderId, attributes } },
  });

async function setBalance(officeId: string, target: bigint) {
  const o = await db.office.findUniqueOrThrow({ where: { id: officeId } });
  const user = await db.user.findUniqueOrThrow({ where: { email: "kasir@erp.test" } });
  if (o.balance !== target)
    await db.$transaction((tx) =>
      postBalance(
        tx,
        {
          officeId,
          account: "balance",
          type: "adjustment",
          amount: target - o.balance,
          sourceType: "tests",
          sourceId: randomUUID(),
          description: `Penyesuaian uji ${TAG}`,
        },
        { userId: user.id },
      ),
    );
}

beforeAll(async () => {
  [penjualan, kasir, admin, stockist, sc, kp, mitra] = await Promise.all([
    login("penjualan@erp.test"),
    login("kasir@erp.test"),
    login("admin@erp.test"),
    login("stockist@erp.test"),
    login("sc@erp.test"),
    login("kp@erp.test"),
    login("mitra@erp.test"),
  ]);
  for (const [key, code] of [
    ["pusat", "PUSAT"],
    ["stk", "STK-001"],
  ] as const)
    office[key] = (await db.office.findUniqueOrThrow({ where: { code } })).id;
  method = await paymentMethodIds(db);
  bankId = await pusatBankAccount(db, TAG, "99");
  const category = await db.officeCategory.findUniqueOrThrow({ where: { id: 4 } });
  qty = Math.ceil(Number(category.minOrderJawa) / P1_PRICE) + 1;
  p1 = await pricedProduct(db, { code: `${TAG}-P1`, name: `Barang ${TAG}`, price: P1_PRICE });
  const wh = await db.warehouse.findFirstOrThrow({
    where: { officeId: office.pusat, type: "main" },
  });
  await adjustStockAsGudang(
    db,
    [{ warehouseId: wh.id, productId: p1, quantity: 1000 }],
    `Stok uji ${TAG}`,
  );
});

afterAll(async () => {
  await db.$disconnect();
});

describe("POST payments", () => {
  it("splits a payment over cash and a transfer; paid in full releases the order", async () => {
    const o = await validatedSale();
    const res = await pay(o.id, [
      { type: "cash", amount: 1_000_000 },
      { type: "transfer", amount: o.final - 1_000_000, bank: true },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const p = one(res.body);
    expect(p.attributes).toMatchObject({ amount: o.final, status: "pending", order_id: o.id });
    expect(String(p.attributes.code)).toMatch(/^PAY-\d{6}-\d{6}$/);
    expect(res.headers.get("location")).toContain(`/api/v1/payments/${p.id}`);
    const row = await orderRow(o.id);
    expect(row).toMatchObject({ status: "released", isPaid: true, paidAmount: BigInt(o.final) });
    expect(
      await db.documentStatusHistory.count({
        where: { documentId: o.id, action: "release", toStatus: "released" },
      }),
    ).toBe(1);
    const lines = await api("GET", `/api/v1/payments/${p.id}/payment-methods`, { token: kasir });
    expect(lines.status).toBe(200);
    expect(
      list(lines.body)
        .map((l) => l.attributes.payment_method_type_code)
        .sort(),
    ).toEqual(["cash", "transfer"]);
    const ofOrder = await api("GET", `/api/v1/orders/${o.id}/payments`, { token: kasir });
    expect(list(ofOrder.body).map((x) => x.id)).toEqual([p.id]);
    // The buyer is told.
    expect(
      await db.notification.count({
        where: { name: { contains: o.code }, user: { officeId: office.stk } },
      }),
    ).toBeGreaterThan(0);
    // A paid order takes no more payments (409).
    const again = await pay(o.id, [{ type: "cash", amount: 1 }]);
    expect(again.status).toBe(409);
  });

  it("refuses overpayment at the amount (422) and changes nothing", async () => {
    const o = await validatedSale();
    const res = await pay(o.id, [
      { type: "cash", amount: o.final },
      { type: "cash", amount: 1 },
    ]);
    expect(res.status).toBe(422);
    expect(firstError(res.body).source?.pointer).toBe("/data/attributes/amount");
    expect(firstError(res.body).detail).toContain("melebihi sisa tagihan");
    expect(await db.payment.count({ where: { orderId: o.id } })).toBe(0);
    expect((await orderRow(o.id)).paidAmount).toBe(0n);
    // A partial payment keeps it waiting, with the rest to pay.
    const part = await pay(o.id, [{ type: "cash", amount: 500_000 }]);
    expect(part.status).toBe(201);
    const got = await api("GET", `/api/v1/orders/${o.id}`, { token: kasir });
    expect(one(got.body).attributes).toMatchObject({
      status: "validated",
      paid_amount: 500_000,
      remaining_payment: o.final - 500_000,
    });
  });

  it("pays once for a retried request with the same Idempotency-Key", async () => {
    const o = await validatedSale();
    const key = `pay-${randomUUID()}`;
    const first = await pay(o.id, [{ type: "cash", amount: 100_000 }], kasir, {
      "Idempotency-Key": key,
    });
    const second = await pay(o.id, [{ type: "cash", amount: 100_000 }], kasir, {
      "Idempotency-Key": key,
    });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(one(second.body).id).toBe(one(first.body).id);
    expect(await db.payment.count({ where: { orderId: o.id } })).toBe(1);
    expect((await orderRow(o.id)).paidAmount).toBe(100_000n);
  });

  it("validates the input: 401, 415, 403 for other sides, 422 for bad methods", async () => {
    const o = await validatedSale();
    expect((await api("GET", "/api/v1/payments")).status).toBe(401);
    expect((await api("POST", "/api/v1/payments", { body: paymentDoc(o.id, []) })).status).toBe(
      401,
    );
    const raw = await api("POST", "/api/v1/payments", {
      token: kasir,
      raw: JSON.stringify(paymentDoc(o.id, [{ type: "cash", amount: 1 }])),
      headers: { "Content-Type": "text/plain" },
    });
    expect(raw.status).toBe(415);
    expect((await pay(o.id, [{ type: "cash", amount: 1 }], penjualan)).status).toBe(403);
    expect((await pay(o.id, [{ type: "cash", amount: 1 }], stockist)).status).toBe(403);
    const empty = await pay(o.id, []);
    expect(empty.status).toBe(422);
    expect(firstError(empty.body).source?.pointer).toBe("/data/attributes/methods");
    const zero = await pay(o.id, [{ type: "cash", amount: 0 }]);
    expect(zero.status).toBe(422);
    expect(firstError(zero.body).source?.pointer).toBe("/data/attributes/methods/0/amount");
    const noBank = await pay(o.id, [{ type: "transfer", amount: 1 }]);
    expect(noBank.status).toBe(422);
    expect(firstError(noBank.body).source?.pointer).toBe(
      "/data/attributes/methods/0/office_bank_id",
    );
    const noOrder = await pay(randomUUID(), [{ type: "cash", amount: 1 }]);
    expect(noOrder.status).toBe(422);
    expect(firstError(noOrder.body).source?.pointer).toBe("/data/relationships/order");
    expect(await db.payment.count({ where: { orderId: o.id } })).toBe(0);
  });

  it("refuses a payment dated in a closed period (409)", async () => {
    await db.period.create({
      data: {
        name: `Tutup ${TAG}`,
        startDate: new Date("2002-03-01"),
        endDate: new Date("2002-03-31"),
        status: "closed",
      },
    });
    const o = await validatedSale();
    const res = await api("POST", "/api/v1/payments", {
      token: kasir,
      body: paymentDoc(o.id, [{ type: "cash", amount: 1000 }], { payment_date: "2002-03-10" }),
    });
    expect(res.status).toBe(409);
    expect(firstError(res.body).detail).toContain(`Tutup ${TAG}`);
    expect(await db.payment.count({ where: { orderId: o.id } })).toBe(0);
  });
});

describe("saldo", () => {
  it("never goes below zero under 16 concurrent payments; ledger and balance agree", async () => {
    const o = await validatedSale();
    const unit = 100_000;
    await setBalance(office.stk ?? "", BigInt(unit * 5));
    // Saldo is spent only by its owner: the stockist pays its own order (docs/payments.md).
    const results = await Promise.all(
      Array.from({ length: 16 }, () => pay(o.id, [{ type: "saldo", amount: unit }], stockist)),
    );
    const ok = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 422);
    expect(ok.length).toBe(5);
    expect(refused.length).toBe(11);
    for (const r of refused) expect(firstError(r.body).detail).toContain("Saldo tidak cukup");
    const stk = await db.office.findUniqueOrThrow({ where: { id: office.stk } });
    expect(stk.balance).toBe(0n);
    const ids = ok.map((r) => one(r.body).id);
    const trx = await db.balanceTrx.findMany({
      where: { sourceType: "payments", sourceId: { in: ids } },
    });
    expect(trx.length).toBe(5);
    expect(trx.every((t) => t.type === "order_payment" && t.amount === BigInt(-unit))).toBe(true);
    const last = await db.balanceTrx.findFirstOrThrow({
      where: { officeId: office.stk, account: "balance" },
      orderBy: { seq: "desc" }, // the posting order (created_at ties within a millisecond)
    });
    expect(last.balanceAfter).toBe(0n);
    expect((await orderRow(o.id)).paidAmount).toBe(BigInt(unit * 5));
    const sum = await db.balanceTrx.aggregate({
      where: { officeId: office.stk, account: "balance" },
      _sum: { amount: true },
    });
    expect(sum._sum.amount ?? 0n).toBe(stk.balance);

    // Cancelling the order's payments gives the saldo back through the same ledger.
    const c = await cancel(o.id, { cancel_reason: "Salah input" });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    expect((await db.office.findUniqueOrThrow({ where: { id: office.stk } })).balance).toBe(
      BigInt(unit * 5),
    );
    expect((await orderRow(o.id)).paidAmount).toBe(0n);
  });

  it("answers 'Saldo tidak cukup' with the available amount", async () => {
    const o = await validatedSale();
    await setBalance(office.stk ?? "", 50_000n);
    const res = await pay(o.id, [{ type: "saldo", amount: 60_000 }], stockist);
    expect(res.status).toBe(422);
    expect(firstError(res.body).detail).toBe("Saldo tidak cukup: tersedia Rp 50.000");
    expect(firstError(res.body).source?.pointer).toBe("/data/attributes/methods/0/amount");
    expect((await orderRow(o.id)).paidAmount).toBe(0n);
  });
});

describe("verify and cancel", () => {
  it("verify: never by the creator (403); another Kasir verifies once (409 after)", async () => {
    const o = await validatedSale();
    const p = one((await pay(o.id, [{ type: "cash", amount: 1000 }])).body);
    const own = await api("POST", `/api/v1/payments/${p.id}/-actions/verify`, { token: kasir });
    expect(own.status).toBe(403);
    const ok = await api("POST", `/api/v1/payments/${p.id}/-actions/verify`, { token: admin });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(one(ok.body).attributes.status).toBe("verified");
    const twice = await api("POST", `/api/v1/payments/${p.id}/-actions/verify`, { token: admin });
    expect(twice.status).toBe(409);
    const lines = await db.paymentMethod.findMany({ where: { paymentId: p.id } });
    expect(lines.every((l) => l.isVerified)).toBe(true);
  });

  it("payment-methods: verify one line (not by the maker), the last one verifies the payment; PATCH notes", async () => {
    const o = await validatedSale();
    const p = one(
      (
        await pay(o.id, [
          { type: "cash", amount: 1000 },
          { type: "transfer", amount: 2000, bank: true },
        ])
      ).body,
    );
    const lines = list(
      (await api("GET", `/api/v1/payments/${p.id}/payment-methods`, { token: kasir })).body,
    );
    expect(lines.length).toBe(2);
    const [a, b] = lines as [JsonApiResource, JsonApiResource];
    const patched = await api("PATCH", `/api/v1/payment-methods/${a.id}`, {
      token: kasir,
      body: {
        data: { type: "payment-methods", id: a.id, attributes: { reference_number: "REF-9" } },
      },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(one(patched.body).attributes.reference_number).toBe("REF-9");
    const money = await api("PATCH", `/api/v1/payment-methods/${a.id}`, {
      token: kasir,
      body: { data: { type: "payment-methods", id: a.id, attributes: { amount: 1 } } },
    });
    expect(money.status).toBe(422);
    const note = await api("PATCH", `/api/v1/payments/${p.id}`, {
      token: kasir,
      body: { data: { type: "payments", id: p.id, attributes: { description: "Catatan" } } },
    });
    expect(note.status).toBe(200);
    expect(one(note.body).attributes.description).toBe("Catatan");
    const own = await api("POST", `/api/v1/payment-methods/${a.id}/-actions/verify`, {
      token: kasir,
    });
    expect(own.status).toBe(403);
    for (const line of [a, b]) {
      const ok = await api("POST", `/api/v1/payment-methods/${line.id}/-actions/verify`, {
        token: admin,
      });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(one(ok.body).attributes.is_verified).toBe(true);
    }
    const after = await api("GET", `/api/v1/payments/${p.id}`, { token: kasir });
    expect(one(after.body).attributes.status).toBe("verified");
    const late = await api("PATCH", `/api/v1/payment-methods/${a.id}`, {
      token: kasir,
      body: { data: { type: "payment-methods", id: a.id, attributes: { reference_number: "X" } } },
    });
    expect(late.status).toBe(409);
  });

  it("cancelPayment: a released order whose goods have not left goes back to validated", async () => {
    const o = await validatedSale();
    expect((await pay(o.id, [{ type: "cash", amount: o.final }])).status).toBe(201);
    const draft = await db.stockMovement.create({
      data: {
        code: `SJ-${TAG}-1`,
        orderId: o.id,
        originOfficeId: office.pusat ?? "",
        destinationOfficeId: office.stk ?? "",
        status: "draft",
      },
    });
    expect((await cancel(o.id, { cancel_reason: " " })).status).toBe(422);
    expect((await cancel(o.id, { cancel_reason: "x" }, penjualan)).status).toBe(403);
    const res = await cancel(o.id, { cancel_reason: "Transfer tidak masuk" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(one(res.body).attributes).toMatchObject({ status: "validated", paid_amount: 0 });
    expect(await db.stockMovement.findUniqueOrThrow({ where: { id: draft.id } })).toMatchObject({
      status: "cancelled",
    });
    expect(await db.payment.count({ where: { orderId: o.id, status: "cancelled" } })).toBe(1);
    expect(
      await db.documentStatusHistory.count({
        where: { documentId: o.id, action: "cancel-payment", toStatus: "validated" },
      }),
    ).toBe(1);
    // Nothing left to cancel: 409.
    expect((await cancel(o.id, { cancel_reason: "lagi" })).status).toBe(409);
  });

  it("cancelPayment: once goods were sent it is a 409 and nothing changes", async () => {
    const o = await validatedSale();
    expect((await pay(o.id, [{ type: "cash", amount: o.final }])).status).toBe(201);
    await db.stockMovement.create({
      data: {
        code: `SJ-${TAG}-2`,
        orderId: o.id,
        originOfficeId: office.pusat ?? "",
        destinationOfficeId: office.stk ?? "",
        status: "sent",
        // Picked up at the warehouse: a shipment "dikirim" would name its expedition.
        deliveryMethod: "diambil",
      },
    });
    const res = await cancel(o.id, { cancel_reason: "Terlambat" });
    expect(res.status).toBe(409);
    expect(firstError(res.body).detail).toContain("Barang sudah dikirim");
    expect(await orderRow(o.id)).toMatchObject({ status: "released", isPaid: true });
    expect(await db.payment.count({ where: { orderId: o.id, status: "cancelled" } })).toBe(0);
  });
});

describe("scope and reports", () => {
  it("the paying office sees its payments; other offices get 404; Pusat's Kasir sees all", async () => {
    const o = await validatedSale();
    const p = one((await pay(o.id, [{ type: "cash", amount: 2000 }])).body);
    const mine = await api("GET", `/api/v1/payments/${p.id}`, { token: stockist });
    expect(mine.status).toBe(200);
    for (const token of [sc, kp]) {
      const other = await api("GET", `/api/v1/payments/${p.id}`, { token });
      expect(other.status).toBe(404);
      const lines = await api("GET", `/api/v1/payments/${p.id}/payment-methods`, { token });
      expect(lines.status).toBe(404);
    }
    // A member reads no payments at all (no payments.view).
    expect((await api("GET", `/api/v1/payments/${p.id}`, { token: mitra })).status).toBe(403);
    // The stockist's own list holds only its payments.
    const stkList = await api("GET", "/api/v1/payments?page[size]=100", { token: stockist });
    expect(stkList.status).toBe(200);
    expect(list(stkList.body).every((x) => x.attributes.office_id === office.stk)).toBe(true);
    const scList = await api("GET", `/api/v1/payments?filter[order_id]=${o.id}`, { token: sc });
    expect(list(scList.body)).toEqual([]);
    const all = await api("GET", `/api/v1/payments?filter[order_id]=${o.id}`, { token: kasir });
    expect(list(all.body).map((x) => x.id)).toContain(p.id);
    // The buyer cannot verify or cancel (403 / 403).
    const v = await api("POST", `/api/v1/payments/${p.id}/-actions/verify`, { token: stockist });
    expect(v.status).toBe(403);
  });

  it("daily-report aggregates by method and bank; get-report-meta sums", async () => {
    const report = await api("GET", "/api/v1/payment-methods/-actions/daily-report", {
      token: kasir,
    });
    expect(report.status).toBe(200);
    const rows = list(report.body);
    expect(rows.length).toBeGreaterThan(0);
    const transfer = rows.find((r) => r.attributes.office_bank_id === bankId);
    expect(transfer?.attributes.payment_method_type_code).toBe("transfer");
    const bad = await api("GET", "/api/v1/payment-methods/-actions/daily-report?filter[date]=x", {
      token: kasir,
    });
    expect(bad.status).toBe(400);
    expect(
      (await api("GET", "/api/v1/payment-methods/-actions/daily-report", { token: sc })).status,
    ).toBe(403);
    const meta = await api("GET", "/api/v1/payments/-actions/get-report-meta", { token: kasir });
    expect(meta.status).toBe(200);
    expect(Number(meta.body.meta?.count)).toBeGreaterThan(0);
  });
});
