// Order bundles (the sales reports of an SC/KP) and payment bundles over real HTTP
// (docs/money.md "Order and payment bundles"): an SC bundles its validated member sales, sends
// the report, pays it split over cash and a transfer to Pusat; Pusat's Kasir verifies each
// payment exactly once (never its maker) and validates the report; a bundled order is frozen
// (409 on update, line writes and delete); a validated report is un-validated only with its
// permission; an office sees only its own reports (404); totals equal the sums computed here;
// every error status (400/401/403/404/409/415/422). Every body is schema-checked by api().
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

const db = connectTestDb();
const TAG = `BD${randomUUID().slice(0, 6).toUpperCase()}`;
const one = (doc: JsonApiDoc) => doc.data as JsonApiResource;
const list = (doc: JsonApiDoc) => doc.data as JsonApiResource[];

const token: Record<string, string> = {};
const office: Record<string, string> = {};
let method: Record<string, string> = {};
let bankId: string;
let p1: string;
const PRICE = 150_000;

const memberSale = (who: "sc" | "kp", quantity: number) =>
  validatedOrder(token[who] ?? "", {
    orderType: "member_sale",
    productId: p1,
    quantity,
    buyerOfficeId: office.mu ?? "",
    description: `Uji ${TAG}`,
  });

const bundleDoc = (attributes: Record<string, unknown>, relationships = {}) => ({
  data: { type: "order-bundles", attributes, relationships },
});
const createBundle = (who: string, attributes: Record<string, unknown>, rel = {}) =>
  api("POST", "/api/v1/order-bundles", { token: token[who], body: bundleDoc(attributes, rel) });
const patchBundle = (who: string, id: string, attributes: Record<string, unknown>) =>
  api("PATCH", `/api/v1/order-bundles/${id}`, {
    token: token[who],
    body: { data: { type: "order-bundles", id, attributes } },
  });
const payBundle = (who: string, id: string, methods: Record<string, unknown>[]) =>
  api("POST", `/api/v1/order-bundles/${id}/-actions/pay`, {
    token: token[who],
    body: { data: { type: "order-bundles", id, attributes: { methods } } },
  });
const verify = (who: string, id: string) =>
  api("POST", `/api/v1/payment-bundles/${id}/-actions/verify`, { token: token[who] });
const validate = (who: string, id: string) =>
  api("PATCH", `/api/v1/order-bundles/${id}/-actions/validate-order-bundle`, {
    token: token[who],
  });
const history = (id: string) =>
  db.documentStatusHistory.findMany({ where: { documentId: id }, orderBy: { createdAt: "asc" } });

beforeAll(async () => {
  for (const [k, email] of [
    ["sc", "sc@erp.test"],
    ["kp", "kp@erp.test"],
    ["kasir", "kasir@erp.test"],
    ["penjualan", "penjualan@erp.test"],
    ["admin", "admin@erp.test"],
    ["gudang", "gudang@erp.test"],
    ["mitra", "mitra@erp.test"],
  ] as const)
    token[k] = await login(email);
  for (const [k, code] of [
    ["pusat", "PUSAT"],
    ["sc", "SC-001"],
    ["kp", "KP-001"],
    ["mu", "MU-0000001"],
  ] as const)
    office[k] = (await db.office.findUniqueOrThrow({ where: { code } })).id;
  method = await paymentMethodIds(db);
  bankId = await pusatBankAccount(db, TAG, "77");
  p1 = await pricedProduct(db, {
    code: `${TAG}-P1`,
    name: `Barang ${TAG}`,
    price: PRICE,
    point: 2n,
    bonusValue: 3n,
  });
  for (const key of ["sc", "kp"]) {
    const wh = await db.warehouse.findFirstOrThrow({
      where: { officeId: office[key], type: "main" },
    });
    await adjustStockAsGudang(
      db,
      [{ warehouseId: wh.id, productId: p1, quantity: 500 }],
      `Stok uji ${TAG}`,
    );
  }
});

afterAll(async () => {
  await db.$disconnect();
});

describe("order bundles: an SC reports, pays; Pusat verifies and validates", () => {
  let a: { id: string; final: number };
  let b: { id: string; final: number };
  let bundleId: string;
  let cashId: string;
  let transferId: string;

  it("creates a draft report whose totals are the sums of its orders", async () => {
    a = await memberSale("sc", 2);
    b = await memberSale("sc", 3);
    const res = await createBundle("sc", { kind: "sales", order_ids: [a.id, b.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const r = one(res.body);
    bundleId = r.id;
    const sums = await db.order.aggregate({
      where: { id: { in: [a.id, b.id] } },
      _sum: { finalPrice: true, totalPoint: true, totalBonus: true },
    });
    expect(a.final + b.final).toBe(Number(sums._sum.finalPrice));
    expect(r.attributes).toMatchObject({
      status: "draft",
      is_submitted: false,
      is_validated: false,
      is_paid: false,
      office_id: office.sc,
      order_count: 2,
      total_price: a.final + b.final,
      total_point: Number(sums._sum.totalPoint),
      total_bonus: Number(sums._sum.totalBonus),
      paid_amount: 0,
    });
    expect(String(r.attributes.code)).toMatch(/^LP-\d{6}-\d{6}$/);
    const orders = await api("GET", `/api/v1/order-bundles/${bundleId}/orders`, {
      token: token.sc,
    });
    expect(orders.status).toBe(200);
    expect(
      list(orders.body)
        .map((o) => o.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    expect((await history(bundleId)).map((h) => h.action)).toEqual(["create"]);
  });

  it("freezes a bundled order: update, line writes and delete are 409", async () => {
    const patch = await api("PATCH", `/api/v1/orders/${a.id}`, {
      token: token.sc,
      body: { data: { type: "orders", id: a.id, attributes: { description: "ubah" } } },
    });
    expect(patch.status).toBe(409);
    expect(firstError(patch.body).detail).toContain("laporan");
    const del = await api("DELETE", `/api/v1/orders/${a.id}`, { token: token.admin });
    expect(del.status).toBe(409);
    expect(firstError(del.body).detail).toContain("laporan");
    const line = await api("POST", "/api/v1/order-details", {
      token: token.sc,
      body: {
        data: {
          type: "order-details",
          attributes: { quantity: 1 },
          relationships: {
            order: { data: { type: "orders", id: a.id } },
            product: { data: { type: "products", id: p1 } },
          },
        },
      },
    });
    expect(line.status).toBe(409);
    expect((await db.order.findUniqueOrThrow({ where: { id: a.id } })).deletedAt).toBeNull();
  });

  it("refuses orders the report may not take (422 at the order) and bad bodies", async () => {
    const kpSale = await memberSale("kp", 1);
    const res = await createBundle("sc", { order_ids: [kpSale.id] });
    expect(res.status).toBe(422);
    expect(firstError(res.body).source?.pointer).toBe("/data/attributes/order_ids/0");
    const taken = await createBundle("sc", { order_ids: [a.id] });
    expect(taken.status).toBe(422);
    const empty = await createBundle("sc", { order_ids: [] });
    expect(empty.status).toBe(422);
    expect(firstError(empty.body).source?.pointer).toBe("/data/attributes/order_ids");
    const kind = await createBundle("sc", { kind: "lainnya" });
    expect(kind.status).toBe(422);
    expect(firstError(kind.body).source?.pointer).toBe("/data/attributes/kind");
    const media = await api("POST", "/api/v1/order-bundles", {
      token: token.sc,
      raw: JSON.stringify(bundleDoc({})),
      headers: { "Content-Type": "application/json" },
    });
    expect(media.status).toBe(415);
  });

  it("an office sees only its own reports (404 for another's), Pusat all", async () => {
    const kp = await api("GET", `/api/v1/order-bundles/${bundleId}`, { token: token.kp });
    expect(kp.status).toBe(404);
    const kpList = await api("GET", "/api/v1/order-bundles?page[size]=100", { token: token.kp });
    expect(kpList.status).toBe(200);
    expect(list(kpList.body).every((r) => r.attributes.office_id === office.kp)).toBe(true);
    const scList = await api("GET", "/api/v1/order-bundles?page[size]=100", { token: token.sc });
    expect(list(scList.body).every((r) => r.attributes.office_id === office.sc)).toBe(true);
    expect(list(scList.body).some((r) => r.id === bundleId)).toBe(true);
    const kasir = await api("GET", `/api/v1/order-bundles/${bundleId}`, { token: token.kasir });
    expect(kasir.status).toBe(200);
    const kpPay = await payBundle("kp", bundleId, [
      { payment_method_type_id: method.cash, amount: 1 },
    ]);
    expect(kpPay.status).toBe(404);
    const kpPatch = await patchBundle("kp", bundleId, { is_submitted: true });
    expect(kpPatch.status).toBe(404);
  });

  it("401 without credentials, 403 without the permission", async () => {
    expect((await api("GET", "/api/v1/order-bundles")).status).toBe(401);
    expect((await api("GET", "/api/v1/payment-bundles")).status).toBe(401);
    expect((await api("GET", "/api/v1/order-bundles", { token: token.mitra })).status).toBe(403);
    const gudang = await createBundle("gudang", {});
    expect(gudang.status).toBe(403);
    const scValidates = await validate("sc", bundleId);
    expect(scValidates.status).toBe(403);
  });

  it("a draft is neither paid nor validated (409)", async () => {
    const pay = await payBundle("sc", bundleId, [
      { payment_method_type_id: method.cash, amount: 1000 },
    ]);
    expect(pay.status).toBe(409);
    expect((await validate("kasir", bundleId)).status).toBe(409);
  });

  it("sends the report, pays it over cash and a transfer; overpayment is 422", async () => {
    const sent = await patchBundle("sc", bundleId, { is_submitted: true });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(one(sent.body).attributes).toMatchObject({ status: "submitted", is_submitted: true });
    const total = a.final + b.final;
    const over = await payBundle("sc", bundleId, [
      { payment_method_type_id: method.cash, amount: total + 1 },
    ]);
    expect(over.status).toBe(422);
    expect(firstError(over.body).source?.pointer).toBe("/data/attributes/amount");
    const noBank = await payBundle("sc", bundleId, [
      { payment_method_type_id: method.transfer, amount: 1000 },
    ]);
    expect(noBank.status).toBe(422);
    expect(firstError(noBank.body).source?.pointer).toBe(
      "/data/attributes/methods/0/office_bank_id",
    );
    const cash = Math.floor(total / 3);
    const res = await payBundle("sc", bundleId, [
      { payment_method_type_id: method.cash, amount: cash },
      {
        payment_method_type_id: method.transfer,
        office_bank_id: bankId,
        amount: total - cash,
        reference_number: `TRF-${TAG}`,
      },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const ids = (res.body.meta?.payment_bundle_ids ?? []) as string[];
    expect(ids).toHaveLength(2);
    [cashId, transferId] = ids as [string, string];
    const pbs = await api(
      "GET",
      `/api/v1/payment-bundles?filter[order_bundle_id]=${bundleId}&page[size]=50`,
      { token: token.sc },
    );
    expect(pbs.status).toBe(200);
    expect(list(pbs.body).reduce((s, p) => s + Number(p.attributes.amount), 0)).toBe(total);
    expect(pbs.body.meta?.totals).toMatchObject({ total_payment_amount: total });
    const more = await payBundle("sc", bundleId, [
      { payment_method_type_id: method.cash, amount: 1 },
    ]);
    expect(more.status).toBe(422);
  });

  it("verifies each payment exactly once, by Pusat only; the report becomes paid", async () => {
    expect((await verify("sc", cashId)).status).toBe(403);
    expect((await verify("kp", cashId)).status).toBe(404);
    const first = await verify("kasir", cashId);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(one(first.body).attributes).toMatchObject({ is_verified: true, status: "verified" });
    const again = await verify("kasir", cashId);
    expect(again.status).toBe(409);
    let row = await db.orderBundle.findUniqueOrThrow({ where: { id: bundleId } });
    expect(row.isPaid).toBe(false);
    expect((await verify("kasir", transferId)).status).toBe(200);
    row = await db.orderBundle.findUniqueOrThrow({ where: { id: bundleId } });
    const verified = await db.paymentBundle.aggregate({
      where: { orderBundleId: bundleId, isVerified: true, deletedAt: null },
      _sum: { amount: true },
    });
    expect(row.paidAmount).toBe(verified._sum.amount);
    expect(row.paidAmount).toBe(BigInt(a.final + b.final));
    expect(row.isPaid).toBe(true);
    const cashRow = await db.paymentBundle.findUniqueOrThrow({ where: { id: cashId } });
    expect(
      await db.documentStatusHistory.count({ where: { documentId: cashId, action: "verify" } }),
    ).toBe(1);
    expect(cashRow.isVerified).toBe(true);
  });

  it("Pusat validates once; un-validating needs its permission", async () => {
    const v = await validate("kasir", bundleId);
    expect(v.status, JSON.stringify(v.body)).toBe(200);
    expect(one(v.body).attributes).toMatchObject({ status: "validated", is_validated: true });
    expect((await validate("kasir", bundleId)).status).toBe(409);
    const noPerm = await patchBundle("penjualan", bundleId, { is_validated: false });
    expect(noPerm.status).toBe(403);
    const del = await api("DELETE", `/api/v1/order-bundles/${bundleId}`, { token: token.sc });
    expect(del.status).toBe(409);
    const back = await patchBundle("kasir", bundleId, { is_validated: false });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(one(back.body).attributes.status).toBe("submitted");
    expect((await validate("penjualan", bundleId)).status).toBe(200);
    // Still frozen after validation.
    const patch = await api("DELETE", `/api/v1/orders/${b.id}`, { token: token.admin });
    expect(patch.status).toBe(409);
    expect((await history(bundleId)).map((h) => h.action)).toEqual([
      "create",
      "submit",
      "paid",
      "validate",
      "unvalidate",
      "validate",
    ]);
  });

  it("the maker of a payment may not verify it (403)", async () => {
    const c = await memberSale("sc", 1);
    const made = await createBundle("sc", { order_ids: [c.id], submit: true });
    expect(made.status).toBe(201);
    const id = one(made.body).id;
    const pb = await api("POST", "/api/v1/payment-bundles", {
      token: token.kasir,
      body: {
        data: {
          type: "payment-bundles",
          attributes: { payment_method_type_id: method.cash, amount: c.final },
          relationships: { "order-bundle": { data: { type: "order-bundles", id } } },
        },
      },
    });
    expect(pb.status, JSON.stringify(pb.body)).toBe(201);
    const pbId = one(pb.body).id;
    expect((await verify("kasir", pbId)).status).toBe(403);
    expect((await verify("admin", pbId)).status).toBe(200);
    const bad = await api("POST", "/api/v1/payment-bundles", {
      token: token.sc,
      body: {
        data: {
          type: "payment-bundles",
          attributes: { payment_method_type_id: method.cash, amount: 0 },
          relationships: { "order-bundle": { data: { type: "order-bundles", id } } },
        },
      },
    });
    expect(bad.status).toBe(422);
    expect(firstError(bad.body).source?.pointer).toBe("/data/attributes/amount");
  });

  it("deleting a draft report frees its orders; withdraw and resend", async () => {
    const c = await memberSale("sc", 1);
    const made = await createBundle("sc", { order_ids: [c.id], submit: true });
    const id = one(made.body).id;
    const back = await patchBundle("sc", id, { is_submitted: false });
    expect(back.status).toBe(200);
    expect(one(back.body).attributes.status).toBe("draft");
    const del = await api("DELETE", `/api/v1/order-bundles/${id}`, { token: token.sc });
    expect(del.status).toBe(204);
    expect((await db.order.findUniqueOrThrow({ where: { id: c.id } })).orderBundleId).toBeNull();
    expect((await api("GET", `/api/v1/order-bundles/${id}`, { token: token.sc })).status).toBe(404);
  });

  it("filters by state; meta.totals and getTotalTransaction add up this test's own orders", async () => {
    const res = await api(
      "GET",
      `/api/v1/order-bundles?filter[office_id]=${office.sc}&filter[is_submitted]=true&filter[is_validated]=true&filter[is_paid]=true&page[size]=100`,
      { token: token.kasir },
    );
    expect(res.status).toBe(200);
    const rows = list(res.body);
    expect(rows.some((r) => r.id === bundleId)).toBe(true);
    expect(rows.every((r) => r.attributes.is_validated && r.attributes.is_paid)).toBe(true);
    // The totals over this file's report alone (found by its code): its orders of 2 and 3 units
    // at PRICE (a member sale has no cashback and no shipping), paid in full above.
    const code = String(rows.find((r) => r.id === bundleId)?.attributes.code);
    const own = await api(
      "GET",
      `/api/v1/order-bundles?filter[search]=${code}&filter[is_submitted]=true&filter[is_validated]=true&filter[is_paid]=true`,
      { token: token.kasir },
    );
    expect(own.status).toBe(200);
    expect(list(own.body).map((r) => r.id)).toEqual([bundleId]);
    expect(a.final + b.final).toBe(5 * PRICE);
    expect(own.body.meta?.totals).toMatchObject({
      total_order_final_price: 5 * PRICE,
      total_payment_amount: 5 * PRICE,
      total_remaining: 0,
    });
    // The same report is not unpaid: the state filter takes it out, and the totals with it.
    const unpaid = await api(
      "GET",
      `/api/v1/order-bundles?filter[search]=${code}&filter[is_paid]=false`,
      { token: token.kasir },
    );
    expect(unpaid.status).toBe(200);
    expect(list(unpaid.body)).toEqual([]);
    expect(unpaid.body.meta?.totals).toMatchObject({
      total_order_final_price: 0,
      total_payment_amount: 0,
    });
    const bad = await api("GET", "/api/v1/order-bundles?filter[is_paid]=mungkin", {
      token: token.kasir,
    });
    expect(bad.status).toBe(400);
    expect(firstError(bad.body).source?.parameter).toBe("filter[is_paid]");

    // What a new report would hold grows by exactly the validated sale made here (4 units).
    const totalTransaction = async () => {
      const t = await api("GET", "/api/v1/order-bundles/-actions/getTotalTransaction", {
        token: token.sc,
      });
      expect(t.status, JSON.stringify(t.body)).toBe(200);
      return {
        count: Number(t.body.meta?.order_count),
        total: Number(t.body.meta?.total_order_final_price),
      };
    };
    const before = await totalTransaction();
    const sale = await memberSale("sc", 4);
    expect(sale.final).toBe(4 * PRICE);
    const after = await totalTransaction();
    expect(after).toEqual({ count: before.count + 1, total: before.total + 4 * PRICE });
    const pusat = await api("GET", "/api/v1/order-bundles/-actions/getTotalTransaction", {
      token: token.kasir,
    });
    expect(pusat.status).toBe(400);
    expect(firstError(pusat.body).source?.parameter).toBe("filter[office_id]");
  });
});
