// What a period still holds before 'Tutup Buku' (server/periods/open-items.ts) over real HTTP:
// on a period of its own in 2091 (no other test writes orders in that year) the counts equal the documents
// made here; a shipment still on the road counts in every period it left before the end of; the
// member period lists its draft cash bills; 401, 403, 404 and every body against the schema.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { api, firstError, login, type JsonApiResource } from "../support/api";

const db = connectTestDb();
const TAG = `PO${randomUUID().slice(0, 6).toUpperCase()}`;
const D = (day: string) => new Date(`2091-03-${day}T00:00:00Z`);

let admin: string;
let stockist: string;
let periodId: string;
let memberPeriodId: string;

beforeAll(async () => {
  [admin, stockist] = await Promise.all([login("admin@erp.test"), login("stockist@erp.test")]);
  const period = await db.period.create({
    data: { name: `Periode ${TAG}`, startDate: D("01"), endDate: D("31") },
  });
  periodId = period.id;
  const mp = await db.memberPeriod.create({
    data: { name: `Periode Mitra ${TAG}`, startDate: D("01"), endDate: D("31") },
  });
  memberPeriodId = mp.id;
  const office = (code: string) => db.office.findUniqueOrThrow({ where: { code } });
  const [pusat, stk, mu] = await Promise.all([
    office("PUSAT"),
    office("STK-001"),
    office("MU-0000001"),
  ]);
  const buyer = await db.buyerType.findFirstOrThrow();
  let i = 0;
  const order = (
    status: "draft" | "validated" | "released",
    orderType: "sale" | "cashbill" = "sale",
    day = "10",
  ) =>
    db.order.create({
      data: {
        code: `${TAG}-${++i}`,
        orderType,
        status,
        originOfficeId: orderType === "sale" ? pusat.id : stk.id,
        destinationOfficeId: orderType === "sale" ? stk.id : mu.id,
        areaId: 0,
        buyerTypeId: buyer.id,
        orderDate: D(day),
        totalPrice: 100_000n,
        finalPrice: 100_000n,
      },
    });
  // Two drafts, one validated and unpaid with a pending payment, one released and paid, one
  // draft in April (outside), a draft cash bill.
  await order("draft");
  await order("draft", "sale", "31");
  const unpaid = await order("validated");
  await db.order.create({
    data: {
      code: `${TAG}-${++i}`,
      orderType: "sale",
      status: "released",
      isPaid: true,
      paidAmount: 100_000n,
      originOfficeId: pusat.id,
      destinationOfficeId: stk.id,
      areaId: 0,
      buyerTypeId: buyer.id,
      orderDate: D("12"),
      totalPrice: 100_000n,
      finalPrice: 100_000n,
    },
  });
  await db.order.create({
    data: {
      code: `${TAG}-${++i}`,
      orderType: "sale",
      status: "draft",
      originOfficeId: pusat.id,
      destinationOfficeId: stk.id,
      areaId: 0,
      buyerTypeId: buyer.id,
      orderDate: new Date("2091-04-01T00:00:00Z"),
    },
  });
  await order("draft", "cashbill");
  await db.payment.create({
    data: {
      code: `${TAG}-P`,
      orderId: unpaid.id,
      officeId: stk.id,
      amount: 50_000n,
      status: "pending",
      paymentDate: D("15"),
    },
  });
});

afterAll(async () => {
  await db.payment.deleteMany({ where: { code: { startsWith: TAG } } });
  await db.order.deleteMany({ where: { code: { startsWith: TAG } } });
  await db.period.delete({ where: { id: periodId } });
  await db.memberPeriod.delete({ where: { id: memberPeriodId } });
  await db.$disconnect();
});

const counts = (data: JsonApiResource[]) =>
  Object.fromEntries(data.map((r) => [r.id, r.attributes.count]));

describe("GET periods/{id}/-actions/open-items", () => {
  it("counts what the accounting period still holds, each with its screen", async () => {
    const res = await api("GET", `/api/v1/periods/${periodId}/-actions/open-items`, {
      token: admin,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data as JsonApiResource[];
    expect(data.every((r) => r.type === "period-open-items")).toBe(true);
    const inTransit = await db.stockMovement.count({
      where: {
        deletedAt: null,
        completedAt: null,
        status: { in: ["sent", "partially_received"] },
        sentAt: { lt: new Date("2091-04-01T00:00:00+07:00") },
      },
    });
    expect(counts(data)).toEqual({
      "unverified-payments": 1,
      // The two draft fakturs and the draft cash bill (an order of the period too); not April's.
      "draft-orders": 3,
      "unpaid-orders": 1,
      "shipments-in-transit": inTransit,
      "open-purchase-orders": 0,
      "pending-topups": 0,
      "unpriced-returs": 0,
    });
    const draft = data.find((r) => r.id === "draft-orders");
    expect(draft?.attributes).toMatchObject({
      label: "Order belum divalidasi (draft)",
      href: "/penjualan/transaksi-penjualan",
    });
    expect(res.body.meta).toMatchObject({ period_id: periodId, period_name: `Periode ${TAG}` });
  });

  it("the member period lists its draft cash bills", async () => {
    const res = await api("GET", `/api/v1/mitra-periods/${memberPeriodId}/-actions/open-items`, {
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(counts(res.body.data as JsonApiResource[])).toEqual({
      "draft-member-orders": 1,
      "draft-member-sales": 0,
    });
  });

  it("401 signed out, 403 without the close permission, 404 for an unknown period", async () => {
    const anon = await api("GET", `/api/v1/periods/${periodId}/-actions/open-items`);
    expect(anon.status).toBe(401);
    const denied = await api("GET", `/api/v1/periods/${periodId}/-actions/open-items`, {
      token: stockist,
    });
    expect(denied.status).toBe(403);
    for (const id of [randomUUID(), "bukan-id"]) {
      const res = await api("GET", `/api/v1/periods/${id}/-actions/open-items`, { token: admin });
      expect(res.status).toBe(404);
      expect(firstError(res.body).detail).toBe("Periode tidak ditemukan");
    }
  });
});
