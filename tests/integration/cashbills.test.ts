// Cash bills, point additions and PBS over real HTTP (issue 27 §1, docs/cash-bills.md): a
// stockist's cash bill for a member (points snapshotted, the current member period), Pusat's Cash
// Bill staff correcting it, Pusat's own cash bill handed over (the goods leave Pusat's stock
// through the ledger), point additions only in a bonus period (422 with Home's tooltip text
// otherwise), cash bills refused in a closed member period (409), PBS sales only for a
// PBS-activated user and their report validated by the Kasir, and the scope: a member sees its own
// cash bills only, a stockist those it wrote, others 404. Every answer passes the JSON:API schema
// (tests/support/api.ts), and ledger:check holds at the end.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { openingStock } from "../support/stock";
import ExcelJS from "exceljs";
import {
  api,
  baseUrl,
  firstError,
  login,
  MEDIA_TYPE,
  type JsonApiDoc,
  type JsonApiResource,
} from "../support/api";
import { checkLedger } from "@/server/stock/ledger-check";
import { jakartaToday } from "@/lib/business-date";
import { NOT_BONUS_PERIOD_REASON } from "@/lib/home";
import { MEMBER_PERIOD_CLOSED } from "@/server/orders/member-period";
import { PBS_NOT_ACTIVATED } from "@/server/orders/write-order";

const db = connectTestDb();
const TAG = `CB${randomUUID().slice(0, 6).toUpperCase()}`;
const one = (doc: JsonApiDoc) => doc.data as JsonApiResource;
const list = (doc: JsonApiDoc) => doc.data as JsonApiResource[];
const day = (s: string) => new Date(`${s}T00:00:00Z`);

const tok: Record<string, string> = {};
let stk: string;
let pusat: string;
let mu1: string;
let mu2: string;
let mu3: string;
let product: string;
let productPoint: bigint;
let pusatWh: string;
let stkWh: string;
let currentMemberPeriod: string;

function orderDoc(
  attributes: Record<string, unknown>,
  member: string,
): { data: Record<string, unknown> } {
  return {
    data: {
      type: "orders",
      attributes,
      relationships: { "destination-office": { data: { type: "offices", id: member } } },
    },
  };
}

const createBill = (who: string, member: string, extra: Record<string, unknown> = {}) =>
  api("POST", "/api/v1/orders", {
    token: tok[who],
    body: orderDoc(
      {
        order_type: "cashbill",
        delivery_method: "diambil",
        description: `${TAG} cash bill`,
        details: [{ product_id: product, quantity: 2 }],
        ...extra,
      },
      member,
    ),
  });

const addPoints = (who: string, member: string, attributes: Record<string, unknown>) =>
  api("POST", "/api/v1/orders/-actions/add-points", {
    token: tok[who],
    body: orderDoc(attributes, member),
  });

const act = (who: string, id: string, name: string, body?: unknown) =>
  api("PATCH", `/api/v1/orders/${id}/-actions/${name}`, {
    token: tok[who],
    ...(body ? { body } : {}),
  });

const qty = async (warehouseId: string, productId: string) =>
  (await db.stock.findUnique({ where: { warehouseId_productId: { warehouseId, productId } } }))
    ?.quantity ?? 0;

beforeAll(async () => {
  const users = ["stockist", "bonus", "kasir", "gudang", "mitra", "sc", "kp", "penjualan"];
  const tokens = await Promise.all(users.map((u) => login(`${u}@erp.test`)));
  users.forEach((u, i) => (tok[u] = tokens[i]!));
  const office = async (code: string) =>
    (await db.office.findUniqueOrThrow({ where: { code }, select: { id: true } })).id;
  stk = await office("STK-001");
  pusat = await office("PUSAT");
  mu1 = await office("MU-0000001");
  mu2 = await office("MU-0000002");
  mu3 = await office("MU-0000003");
  const p = await db.product.findFirstOrThrow({
    where: { code: { startsWith: "BRG-" }, isActive: true, point: { gt: 0 } },
    orderBy: { code: "asc" },
    select: { id: true, point: true },
  });
  product = p.id;
  productPoint = BigInt(p.point);
  pusatWh = (await db.warehouse.findFirstOrThrow({ where: { officeId: pusat, type: "main" } })).id;
  stkWh = (await db.warehouse.findFirstOrThrow({ where: { officeId: stk, type: "main" } })).id;
  await openingStock(db, [
    { warehouseId: stkWh, productId: product, quantity: 20 },
    { warehouseId: pusatWh, productId: product, quantity: 20 },
  ]);
  const today = jakartaToday();
  const mp = await db.memberPeriod.findFirstOrThrow({
    where: { status: "open", startDate: { lte: today }, endDate: { gte: today } },
  });
  currentMemberPeriod = mp.id;
  await db.memberPeriod.update({ where: { id: mp.id }, data: { isBonusPeriod: true } });
});

afterAll(async () => {
  await db.memberPeriod.update({
    where: { id: currentMemberPeriod },
    data: { isBonusPeriod: true },
  });
  await db.$disconnect();
});

describe("cash bills", () => {
  let bill: string;

  it("a stockist records a cash bill for a member in the current member period", async () => {
    const res = await createBill("stockist", mu2);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const a = one(res.body).attributes;
    bill = one(res.body).id;
    expect(a).toMatchObject({
      order_type: "cashbill",
      order_type_label: "Cash Bill",
      status: "draft",
      origin_office_id: stk,
      destination_office_id: mu2,
      member_period_id: currentMemberPeriod,
      total_point: Number(productPoint * 2n),
    });
    expect(String(a.code)).toMatch(/^CB-\d{6}-\d{6}$/);
    const lines = await db.orderDetail.findMany({ where: { orderId: bill } });
    expect(lines.map((l) => [l.point, l.totalPoint])).toEqual([[productPoint, productPoint * 2n]]);

    // The seller validates it: the points count from now on (validated, member period set).
    const v = await act("stockist", bill, "validateOrder");
    expect(v.status, JSON.stringify(v.body)).toBe(200);
    expect(one(v.body).attributes.status).toBe("validated");
  });

  it("Pusat's Cash Bill staff see and correct every cash bill; other offices get 404", async () => {
    const draft = await createBill("stockist", mu2);
    expect(draft.status).toBe(201);
    const id = one(draft.body).id;
    const patch = await api("PATCH", `/api/v1/orders/${id}`, {
      token: tok.bonus,
      body: {
        data: {
          type: "orders",
          id,
          attributes: { details: [{ product_id: product, quantity: 3 }] },
        },
      },
    });
    expect(patch.status, JSON.stringify(patch.body)).toBe(200);
    expect(one(patch.body).attributes.total_point).toBe(Number(productPoint * 3n));
    const list1 = await api(
      "GET",
      `/api/v1/orders?filter[kind]=cashbill&filter[search]=${one(draft.body).attributes.code}`,
      {
        token: tok.bonus,
      },
    );
    expect(list(list1.body).map((r) => r.id)).toEqual([id]);
    // Penjualan (Pusat, orders.update, no orders.manage-cashbill) is not the cash bill's seller.
    const byPenjualan = await api("PATCH", `/api/v1/orders/${id}`, {
      token: tok.penjualan,
      body: { data: { type: "orders", id, attributes: { description: "x" } } },
    });
    expect(byPenjualan.status).toBe(403);
    // Another branch: the order does not exist for it.
    for (const who of ["sc", "kp"]) {
      expect((await api("GET", `/api/v1/orders/${id}`, { token: tok[who] })).status).toBe(404);
      const p = await api("PATCH", `/api/v1/orders/${id}`, {
        token: tok[who],
        body: { data: { type: "orders", id, attributes: { description: "x" } } },
      });
      expect(p.status).toBe(404);
    }
    // The staff delete the wrong one (a correction), with its history row.
    expect((await api("DELETE", `/api/v1/orders/${id}`, { token: tok.bonus })).status).toBe(204);
    const hist = await db.documentStatusHistory.findMany({
      where: { documentId: id },
      orderBy: { createdAt: "asc" },
    });
    expect(hist.map((h) => h.action)).toEqual(["create", "delete"]);
  });

  it("Pusat's cash bill: handed over, the goods leave Pusat's stock through the ledger", async () => {
    const res = await createBill("bonus", mu3);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = one(res.body).id;
    expect(one(res.body).attributes.origin_office_id).toBe(pusat);
    expect((await act("bonus", id, "validateOrder")).status).toBe(200);
    // Paid at the counter: the Kasir's acc-payment releases it (maker-checker: not the staff).
    const acc = await act("kasir", id, "acc-payment", {
      data: { type: "orders", id, attributes: { acc_payment_reason: `${TAG} tunai` } },
    });
    expect(acc.status, JSON.stringify(acc.body)).toBe(200);
    const before = await qty(pusatWh, product);
    const hand = await act("gudang", id, "hand-over");
    expect(hand.status, JSON.stringify(hand.body)).toBe(200);
    expect(one(hand.body).attributes).toMatchObject({
      status: "released",
      delivery_status: "completed",
    });
    expect(await qty(pusatWh, product)).toBe(before - 2);
    const movement = await db.stockMovement.findFirstOrThrow({ where: { orderId: id } });
    const trx = await db.stockTrx.aggregate({
      where: { sourceId: movement.id, productId: product, warehouseId: pusatWh },
      _sum: { quantityChange: true },
    });
    expect(trx._sum.quantityChange).toBe(-2);
    expect((await checkLedger(db)).differences).toEqual([]);
  });

  it("a closed member period refuses new cash bills and changes of its cash bills", async () => {
    const start = day("2097-05-01");
    const end = day("2097-05-31");
    await db.period.create({ data: { name: `${TAG} Mei 2097`, startDate: start, endDate: end } });
    const mp = await db.memberPeriod.create({
      data: { name: `${TAG} Mei 2097`, startDate: start, endDate: end },
    });
    const open = await createBill("stockist", mu2, { order_date: "2097-05-10" });
    expect(open.status, JSON.stringify(open.body)).toBe(201);
    const id = one(open.body).id;
    expect(one(open.body).attributes.member_period_id).toBe(mp.id);
    await db.memberPeriod.update({ where: { id: mp.id }, data: { status: "closed" } });

    const refused = await createBill("stockist", mu2, { order_date: "2097-05-11" });
    expect(refused.status).toBe(409);
    expect(firstError(refused.body).detail).toContain(MEMBER_PERIOD_CLOSED);
    expect(firstError(refused.body).source?.pointer).toBe("/data/attributes/order_date");
    const patch = await api("PATCH", `/api/v1/orders/${id}`, {
      token: tok.bonus,
      body: { data: { type: "orders", id, attributes: { description: "koreksi" } } },
    });
    expect(patch.status).toBe(409);
    expect(firstError(patch.body).detail).toContain(MEMBER_PERIOD_CLOSED);
    expect((await act("stockist", id, "validateOrder")).status).toBe(409);
    expect((await api("DELETE", `/api/v1/orders/${id}`, { token: tok.bonus })).status).toBe(409);
    // A date no member period covers: 422.
    const none = await createBill("stockist", mu2, { order_date: "2097-06-10" });
    expect(none.status).toBe(422);
  });

  it("scope: a member sees its own cash bills only, a stockist those it wrote", async () => {
    const mine = await api("GET", "/api/v1/orders?filter[kind]=cashbill&page[size]=100", {
      token: tok.mitra,
    });
    expect(mine.status).toBe(200);
    expect(list(mine.body).length).toBeGreaterThan(0);
    expect(new Set(list(mine.body).map((r) => r.attributes.destination_office_id))).toEqual(
      new Set([mu1]),
    );
    // MU-0000002's cash bill is not the member's.
    expect((await api("GET", `/api/v1/orders/${bill}`, { token: tok.mitra })).status).toBe(404);
    const pusatBill = await db.order.findFirstOrThrow({
      where: { orderType: "cashbill", originOfficeId: pusat, deletedAt: null },
    });
    expect(
      (await api("GET", `/api/v1/orders/${pusatBill.id}`, { token: tok.stockist })).status,
    ).toBe(404);
    const stkList = await api("GET", "/api/v1/orders?filter[kind]=cashbill&page[size]=100", {
      token: tok.stockist,
    });
    expect(new Set(list(stkList.body).map((r) => r.attributes.origin_office_id))).toEqual(
      new Set([stk]),
    );
    // A member writes no cash bill.
    expect((await createBill("mitra", mu1)).status).toBe(403);
    // The member period filter is checked.
    const bad = await api("GET", "/api/v1/orders?filter[member_period_id]=nope", {
      token: tok.bonus,
    });
    expect(bad.status).toBe(400);
    const byPeriod = await api(
      "GET",
      `/api/v1/orders?filter[kind]=cashbill&filter[member_period_id]=${currentMemberPeriod}&page[size]=100`,
      { token: tok.bonus },
    );
    expect(byPeriod.status).toBe(200);
    expect(list(byPeriod.body).map((r) => r.id)).toContain(bill);
    expect(byPeriod.body.meta?.totals).toHaveProperty("total_point");
  });
});

describe("point additions", () => {
  it("Bonus staff add points in a bonus period: validated at once, counted in the member period", async () => {
    const res = await addPoints("bonus", mu1, {
      total_point: 40,
      description: `${TAG} koreksi poin`,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const a = one(res.body).attributes;
    expect(a).toMatchObject({
      order_type: "point_addition",
      status: "validated",
      total_point: 40,
      final_price: 0,
      description: `${TAG} koreksi poin`,
      destination_office_id: mu1,
      member_period_id: currentMemberPeriod,
    });
    expect(String(a.code)).toMatch(/^TP-/);
    expect(await db.orderDetail.count({ where: { orderId: one(res.body).id } })).toBe(0);
    // A stockist adds points too; a retried request with the same key adds them once.
    const key = randomUUID();
    const body = orderDoc({ total_point: 3, description: `${TAG} stockist` }, mu2);
    const first = await api("POST", "/api/v1/orders/-actions/add-points", {
      token: tok.stockist,
      body,
      headers: { "Idempotency-Key": key },
    });
    const again = await api("POST", "/api/v1/orders/-actions/add-points", {
      token: tok.stockist,
      body,
      headers: { "Idempotency-Key": key },
    });
    expect(first.status).toBe(201);
    expect(one(again.body).id).toBe(one(first.body).id);
    expect(
      await db.order.count({
        where: { orderType: "point_addition", description: `${TAG} stockist` },
      }),
    ).toBe(1);
  });

  it("is refused outside a bonus period with Home's tooltip text", async () => {
    const flag = (value: boolean) =>
      api("PATCH", `/api/v1/mitra-periods/${currentMemberPeriod}`, {
        token: tok.bonus,
        body: {
          data: {
            type: "mitra-periods",
            id: currentMemberPeriod,
            attributes: { is_bonus_period: value },
          },
        },
      });
    expect((await flag(false)).status).toBe(200);
    try {
      const res = await addPoints("bonus", mu1, { total_point: 5, description: `${TAG} luar` });
      expect(res.status).toBe(422);
      expect(firstError(res.body).detail).toBe(NOT_BONUS_PERIOD_REASON);
    } finally {
      expect((await flag(true)).status).toBe(200);
    }
  });

  it("answers every client mistake with its 4xx", async () => {
    // The reason is required; the points are whole and at least 1.
    const noReason = await addPoints("bonus", mu1, { total_point: 5 });
    expect(noReason.status).toBe(422);
    expect(firstError(noReason.body).source?.pointer).toBe("/data/attributes/description");
    const zero = await addPoints("bonus", mu1, { total_point: 0, description: "x" });
    expect(zero.status).toBe(422);
    expect(firstError(zero.body).source?.pointer).toBe("/data/attributes/total_point");
    // Not a member: 422 at the relationship.
    const notMember = await addPoints("bonus", stk, { total_point: 5, description: "x" });
    expect(notMember.status).toBe(422);
    expect(firstError(notMember.body).source?.pointer).toBe(
      "/data/relationships/destination-office",
    );
    // A member adds no points (403); no token 401; wrong media type 415.
    expect((await addPoints("mitra", mu1, { total_point: 5, description: "x" })).status).toBe(403);
    const anon = await api("POST", "/api/v1/orders/-actions/add-points", {
      body: orderDoc({ total_point: 5, description: "x" }, mu1),
    });
    expect(anon.status).toBe(401);
    const media = await api("POST", "/api/v1/orders/-actions/add-points", {
      token: tok.bonus,
      raw: JSON.stringify(orderDoc({ total_point: 5, description: "x" }, mu1)),
      headers: { "Content-Type": "application/json" },
    });
    expect(media.status).toBe(415);
    // Point additions are not written through POST orders.
    const viaOrders = await api("POST", "/api/v1/orders", {
      token: tok.bonus,
      body: orderDoc(
        { order_type: "point_addition", details: [{ product_id: product, quantity: 1 }] },
        mu1,
      ),
    });
    expect(viaOrders.status).toBe(422);
    expect(firstError(viaOrders.body).source?.pointer).toBe("/data/attributes/order_type");
    expect(MEDIA_TYPE).toBe("application/vnd.api+json");
  });
});

describe("PBS", () => {
  it("a PBS-activated stockist sells under PBS and reports it; the Kasir validates the report", async () => {
    // PBS is the office's flag (offices.is_pbs_activated): Pusat's Bonus staff switch it on, and
    // the session user of the office reads it.
    const on = await api("PATCH", `/api/v1/offices/${stk}`, {
      token: tok.bonus,
      body: { data: { type: "offices", id: stk, attributes: { is_pbs_activated: true } } },
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(one(on.body).attributes.is_pbs_activated).toBe(true);
    const me = await api("GET", "/api/v1/users/-actions/me", { token: tok.stockist });
    expect(me.status).toBe(200);
    expect(one(me.body).attributes.is_pbs_activated).toBe(true);
    const res = await api("POST", "/api/v1/orders", {
      token: tok.stockist,
      body: orderDoc(
        {
          order_type: "pbs",
          description: `${TAG} pbs`,
          details: [{ product_id: product, quantity: 1 }],
        },
        mu2,
      ),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = one(res.body).id;
    expect(one(res.body).attributes).toMatchObject({
      order_type: "pbs",
      member_period_id: currentMemberPeriod,
    });
    expect(String(one(res.body).attributes.code)).toMatch(/^PBS-/);
    expect((await act("stockist", id, "validateOrder")).status).toBe(200);

    const report = await api("POST", "/api/v1/order-bundles", {
      token: tok.stockist,
      body: {
        data: {
          type: "order-bundles",
          attributes: { kind: "pbs", order_ids: [id], submit: true, description: `${TAG} PBS` },
        },
      },
    });
    expect(report.status, JSON.stringify(report.body)).toBe(201);
    const reportId = one(report.body).id;
    expect(one(report.body).attributes).toMatchObject({ kind: "pbs", is_submitted: true });
    const review = await api(
      "GET",
      "/api/v1/order-bundles?filter[kind]=pbs&filter[is_submitted]=true&page[size]=100",
      { token: tok.kasir },
    );
    expect(list(review.body).map((b) => b.id)).toContain(reportId);
    const validated = await api(
      "PATCH",
      `/api/v1/order-bundles/${reportId}/-actions/validate-order-bundle`,
      { token: tok.kasir },
    );
    expect(validated.status, JSON.stringify(validated.body)).toBe(200);
    expect(one(validated.body).attributes.is_validated).toBe(true);
    // Penjualan sees it; another branch does not.
    expect(
      (await api("GET", `/api/v1/order-bundles/${reportId}`, { token: tok.penjualan })).status,
    ).toBe(200);
    expect((await api("GET", `/api/v1/order-bundles/${reportId}`, { token: tok.sc })).status).toBe(
      404,
    );
  });

  it("an office without PBS makes no PBS sale (422 at the order kind), nor may it switch PBS on", async () => {
    const kpUser = await db.user.findUniqueOrThrow({
      where: { email: "kp@erp.test" },
      select: { officeId: true },
    });
    const kp = kpUser.officeId!;
    await db.office.update({ where: { id: kp }, data: { isPbsActivated: false } });
    const me = await api("GET", "/api/v1/users/-actions/me", { token: tok.kp });
    expect(one(me.body).attributes.is_pbs_activated).toBe(false);
    const res = await api("POST", "/api/v1/orders", {
      token: tok.kp,
      body: orderDoc({ order_type: "pbs", details: [{ product_id: product, quantity: 1 }] }, mu2),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(firstError(res.body)).toMatchObject({
      detail: PBS_NOT_ACTIVATED,
      source: { pointer: "/data/attributes/order_type" },
    });
    // The flag is Pusat's to set: the office itself may not (403), nothing changes.
    const self = await api("PATCH", `/api/v1/offices/${kp}`, {
      token: tok.kp,
      body: { data: { type: "offices", id: kp, attributes: { is_pbs_activated: true } } },
    });
    expect(self.status).toBe(403);
    expect(
      (await db.office.findUniqueOrThrow({ where: { id: kp }, select: { isPbsActivated: true } }))
        .isPbsActivated,
    ).toBe(false);
  });
});

describe("Bonus data files carry the points", () => {
  const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
  const fetchFile = async (pathname: string, accept: string, who = "bonus") => {
    const res = await fetch(new URL(pathname, baseUrl()), {
      headers: { Accept: `${accept}, ${MEDIA_TYPE}`, Authorization: `Bearer ${tok[who]}` },
    });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  it("Data Cash Bill's Excel and CSV have Poin and Nilai Bonus per order and in the totals", async () => {
    const today = jakartaToday().toISOString().slice(0, 10);
    const q = `filter[kind]=cashbill&filter[order_date_from]=${today}&filter[order_date_to]=${today}`;
    const [want] = await db.$queryRaw<{ n: number; points: bigint; bonus: bigint }[]>`
      SELECT count(*)::int AS n, COALESCE(SUM(total_point), 0)::bigint AS points,
             COALESCE(SUM(total_bonus), 0)::bigint AS bonus
      FROM orders WHERE order_type = 'cashbill' AND deleted_at IS NULL
        AND status IN ('validated', 'released') AND order_date = ${today}::date`;
    expect(want!.n).toBeGreaterThan(0);
    expect(want!.points).toBeGreaterThan(0n);

    const xlsx = await fetchFile(`/api/v1/orders/-actions/report-download?${q}`, XLSX);
    expect(xlsx.res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const header = rows.findIndex((r) => r[0] === "Kode");
    expect(rows[header]!.slice(-2)).toEqual(["Poin", "Nilai Bonus"]);
    const data = rows.slice(header + 1, -1);
    expect(data).toHaveLength(want!.n);
    const footer = rows.at(-1)!;
    expect(footer.slice(-2)).toEqual([Number(want!.points), Number(want!.bonus)]);
    const sum = (i: number) => data.reduce((s, r) => s + Number(r[i] ?? 0), 0);
    expect(sum(rows[header]!.length - 2)).toBe(Number(want!.points));

    const csv = await fetchFile(`/api/v1/orders/-actions/report-csv?${q}`, "text/csv");
    expect(csv.res.status).toBe(200);
    expect(csv.res.headers.get("content-type")).toContain("text/csv");
    const lines = csv.bytes
      .toString("utf8")
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]!.endsWith(",Dibayar,Poin,Nilai Bonus")).toBe(true);
    expect(lines).toHaveLength(want!.n + 2);
    expect(lines.at(-1)!.split(",").slice(-2)).toEqual([String(want!.points), String(want!.bonus)]);

    // Penjualan's report of every kind keeps its money columns only.
    const all = await fetchFile(
      `/api/v1/orders/-actions/report-csv?filter[order_date_from]=${today}&filter[order_date_to]=${today}`,
      "text/csv",
      "penjualan",
    );
    expect(all.res.status).toBe(200);
    expect(all.bytes.toString("utf8").split("\r\n")[0]!.endsWith(",Dibayar")).toBe(true);
  });
});
