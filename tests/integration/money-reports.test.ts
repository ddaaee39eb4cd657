// The money reports over real HTTP (docs/money.md "Reports"): on a fixture of orders, payments,
// payment methods, a balance movement and a bundle payment dated in May 2031 (no other data of
// the run lies there), every report's rows match the fixture computed here by hand, every
// report's meta.totals equal the sum of its rows, filters (date range, period, office, office
// category, payment status) apply, a branch sees only its own office (404 for another), the
// XLSX/PDF exports stream the same rows and totals (read back with exceljs), and every error
// status comes back as a JSON:API error (400, 401, 403, 404).
import { randomUUID } from "node:crypto";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { backfillJournals } from "@/server/journals/backfill";
import {
  api,
  baseUrl,
  firstError,
  login,
  MEDIA_TYPE,
  type JsonApiDoc,
  type JsonApiResource,
} from "../support/api";
import { MONEY_REPORTS, type MoneyReportKey } from "@/lib/money-reports";

const db = connectTestDb();
const TAG = `MR${randomUUID().slice(0, 6).toUpperCase()}`;
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const D1 = "2031-05-01";
const D2 = "2031-05-02";
const D3 = "2031-05-03";
const RANGE = `filter[date_from]=${D1}&filter[date_to]=${D3}`;

let kasir: string;
let stockist: string;
let mitra: string;
const office: Record<"pusat" | "a" | "b" | "s", string> = { pusat: "", a: "", b: "", s: "" };
const A_BALANCE = 500_000;
let pusatName = "";

type Attrs = Record<string, string | number>;

async function report(path: string, token = kasir): Promise<{ rows: Attrs[]; doc: JsonApiDoc }> {
  const rows: Attrs[] = [];
  let doc: JsonApiDoc = {};
  for (let page = 1; ; page += 1) {
    const sep = path.includes("?") ? "&" : "?";
    const res = await api("GET", `${path}${sep}page[size]=200&page[number]=${page}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    doc = res.body;
    const data = doc.data as JsonApiResource[];
    for (const r of data) rows.push(r.attributes as Attrs);
    if (!doc.meta?.page?.hasMore) break;
  }
  return { rows, doc };
}

const money = (key: MoneyReportKey, extra = "") =>
  report(`/api/v1/money-reports?filter[report]=${key}&${RANGE}${extra}`);
const totalsOf = (doc: JsonApiDoc) => doc.meta?.totals as Record<string, number>;
const sum = (rows: Attrs[], key: string) => rows.reduce((s, r) => s + Number(r[key] ?? 0), 0);

/** Every total of the report that sums a column equals the sum of that column over its rows. */
function expectTotalsAreRowSums(
  key: MoneyReportKey,
  rows: Attrs[],
  totals: Record<string, number>,
) {
  for (const t of MONEY_REPORTS[key].totals) {
    if (t.column) expect(totals[t.key], `${key}.${t.key}`).toBe(sum(rows, t.column));
  }
}

async function download(path: string, token = kasir) {
  const res = await fetch(new URL(path, baseUrl()), {
    headers: {
      Accept: `${XLSX}, application/pdf, ${MEDIA_TYPE}`,
      Authorization: `Bearer ${token}`,
    },
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  if (!ws) throw new Error("no worksheet");
  const out: unknown[][] = [];
  ws.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
}

beforeAll(async () => {
  [kasir, stockist, mitra] = await Promise.all([
    login("kasir@erp.test"),
    login("stockist@erp.test"),
    login("mitra@erp.test"),
  ]);
  const pusat = await db.office.findUniqueOrThrow({ where: { code: "PUSAT" } });
  office.pusat = pusat.id;
  pusatName = pusat.name;
  const mk = (suffix: string, cat: number, type: "stockist" | "stockist_center", balance = 0) =>
    db.office.create({
      data: {
        code: `${TAG}-${suffix}`,
        name: `Kantor ${TAG} ${suffix}`,
        officeType: type,
        officeCategoryId: cat,
        balance: BigInt(balance),
      },
    });
  office.a = (await mk("A", 4, "stockist", A_BALANCE)).id;
  office.b = (await mk("B", 4, "stockist")).id;
  office.s = (await mk("S", 3, "stockist_center")).id;
  const buyer = await db.buyerType.findFirstOrThrow({ where: { code: "stockist" } });
  const types = new Map(
    (await db.paymentMethodType.findMany()).map((t) => [t.code, t.id] as const),
  );
  const bank = await db.bank.findFirstOrThrow();
  const ob = await db.officeBank.create({
    data: { officeId: office.pusat, bankId: bank.id, accountNumber: `${TAG}99`, accountName: TAG },
  });

  let n = 0;
  const order = (
    origin: string,
    dest: string,
    date: string,
    status: "draft" | "validated" | "released",
    final: number,
    paid: number,
    extra: { point?: number; deleted?: boolean } = {},
  ) =>
    db.order.create({
      data: {
        code: `${TAG}-O${++n}`,
        orderType: "sale",
        status,
        originOfficeId: origin,
        destinationOfficeId: dest,
        areaId: 0,
        buyerTypeId: buyer.id,
        orderDate: new Date(`${date}T00:00:00Z`),
        totalPrice: BigInt(final),
        finalPrice: BigInt(final),
        paidAmount: BigInt(paid),
        totalPoint: BigInt(extra.point ?? 0),
        deletedAt: extra.deleted ? new Date() : null,
      },
    });
  const o1 = await order(office.pusat, office.a, D1, "validated", 1_000_000, 600_000);
  const o2 = await order(office.pusat, office.a, D2, "released", 2_000_000, 2_000_000);
  await order(office.pusat, office.b, D2, "validated", 500_000, 0);
  await order(office.pusat, office.a, D1, "draft", 9_999, 0);
  await order(office.pusat, office.b, D3, "validated", 123_456, 0, { deleted: true });
  const o6 = await order(office.s, office.a, D3, "released", 700_000, 700_000, { point: 70 });

  const payment = (
    orderId: string,
    date: string,
    status: "pending" | "verified" | "cancelled",
    lines: { type: string; amount: number; bank?: boolean }[],
  ) =>
    db.payment.create({
      data: {
        code: `${TAG}-P${++n}`,
        orderId,
        officeId: office.a,
        amount: BigInt(lines.reduce((s, l) => s + l.amount, 0)),
        status,
        paymentDate: new Date(`${date}T00:00:00Z`),
        paymentMethods: {
          create: lines.map((l) => ({
            paymentMethodTypeId: types.get(l.type) ?? "",
            officeBankId: l.bank ? ob.id : null,
            amount: BigInt(l.amount),
          })),
        },
      },
    });
  await payment(o1.id, D1, "pending", [
    { type: "cash", amount: 100_000 },
    { type: "transfer", amount: 500_000, bank: true },
  ]);
  await payment(o2.id, D2, "verified", [{ type: "transfer", amount: 2_000_000, bank: true }]);
  await payment(o2.id, D2, "cancelled", [{ type: "cash", amount: 50_000 }]);
  await payment(o6.id, D3, "verified", [{ type: "saldo", amount: 700_000 }]);

  await db.balanceTrx.createMany({
    data: [
      {
        officeId: office.a,
        type: "topup",
        amount: 1_200_000n,
        balanceAfter: 1_200_000n,
        createdAt: new Date(`${D1}T10:00:00+07:00`),
        description: `Topup ${TAG}`,
      },
      {
        officeId: office.a,
        type: "order_payment",
        amount: -700_000n,
        balanceAfter: 500_000n,
        createdAt: new Date(`${D3}T10:00:00+07:00`),
      },
    ],
  });
  const bundle = await db.orderBundle.create({
    data: { code: `${TAG}-BU`, officeId: office.b },
  });
  await db.paymentBundle.create({
    data: {
      code: `${TAG}-PB`,
      orderBundleId: bundle.id,
      officeId: office.b,
      amount: 250_000n,
      paymentDate: new Date(`${D2}T00:00:00Z`),
    },
  });
});

/** May 2031 as an accounting period (the GL's journals need one), created once. */
let fixturePeriodId: string | null = null;
async function ensureFixturePeriod() {
  if (fixturePeriodId) return;
  const p = await db.period.create({
    data: {
      name: `${TAG} Mei 2031`,
      startDate: new Date("2031-05-01T00:00:00Z"),
      endDate: new Date("2031-05-31T00:00:00Z"),
    },
  });
  fixturePeriodId = p.id;
}

afterAll(async () => {
  // Money written here past the use cases gets the journals the use cases would have posted, so
  // the run's ledger check (journals, docs/journals.md) stays clean.
  await backfillJournals(db);
  // The fixture's period goes, and its journals with it (ON DELETE CASCADE): the documents are
  // then dated outside every period again, as before the GL test.
  if (fixturePeriodId) await db.period.delete({ where: { id: fixturePeriodId } });
  await db.$disconnect();
});

describe("report rows and totals", () => {
  it("laporan harian: what Pusat received per day, method and bank; totals are the rows' sums", async () => {
    // office.a paid Pusat on D1 and D2, and the SC (office.s) on D3: Pusat's Kasir counts only
    // what Pusat received (the receipts report's default receiver is the reader's office).
    const { rows, doc } = await money("daily", `&filter[office_id]=${office.a}`);
    expect(
      rows.map((r) => [r.date, r.method_name, r.account_number, r.transaction_count, r.amount]),
    ).toEqual([
      [D1, "Tunai", "", 1, 100_000],
      [D1, "Transfer Bank", `${TAG}99`, 1, 500_000],
      [D2, "Transfer Bank", `${TAG}99`, 1, 2_000_000],
    ]);
    const t = totalsOf(doc);
    expect(t.total_payment_amount).toBe(2_600_000);
    expect(t.total_transactions).toBe(3);
    expectTotalsAreRowSums("daily", rows, t);
    expect(doc.meta?.date_from).toBe(D1);
    expect(doc.meta?.date_to).toBe(D3);
    expect(doc.meta).toMatchObject({
      receiver_office_id: office.pusat,
      receiver_office_code: "PUSAT",
      office_id: office.a,
    });
  });

  it("laporan harian by receiving office: another office's receipts when Pusat names it", async () => {
    const sc = await money("daily", `&filter[receiver_office_id]=${office.s}`);
    expect(sc.rows.map((r) => [r.date, r.method_name, r.amount])).toEqual([[D3, "Saldo", 700_000]]);
    expect(totalsOf(sc.doc)).toEqual({ total_payment_amount: 700_000, total_transactions: 1 });
    expect(sc.doc.meta?.receiver_office_code).toBe(`${TAG}-S`);
    // The payer filter narrows a receiver's receipts: office.b paid nobody in the range.
    const none = await money(
      "daily",
      `&filter[receiver_office_id]=${office.s}&filter[office_id]=${office.b}`,
    );
    expect(none.rows).toEqual([]);
    expect(totalsOf(none.doc).total_payment_amount).toBe(0);
  });

  it("laporan harian defaults to one day (date_from alone)", async () => {
    const { rows, doc } = await report(
      `/api/v1/money-reports?filter[report]=daily&filter[date_from]=${D2}&filter[office_id]=${office.a}`,
    );
    expect(doc.meta?.date_to).toBe(D2);
    expect(rows).toHaveLength(1);
    expect(totalsOf(doc).total_payment_amount).toBe(2_000_000);
  });

  it("keuangan global: one row per day, orders, payments and bundle payments", async () => {
    const { rows, doc } = await money("global");
    const byDay = Object.fromEntries(rows.map((r) => [r.date, r]));
    expect(rows.map((r) => r.date)).toEqual([D1, D2, D3]);
    expect(byDay[D1]).toMatchObject({
      order_count: 1,
      order_final_price: 1_000_000,
      payment_amount: 600_000,
    });
    expect(byDay[D2]).toMatchObject({
      order_count: 2,
      order_final_price: 2_500_000,
      payment_count: 1,
      payment_amount: 2_000_000,
      bundle_payment_amount: 250_000,
      grand_total_payment_amount: 2_250_000,
    });
    expect(byDay[D3]).toMatchObject({
      order_count: 1,
      order_final_price: 700_000,
      payment_amount: 700_000,
    });
    const t = totalsOf(doc);
    expect(t).toMatchObject({
      total_order_final_price: 4_200_000,
      total_payment_amount: 3_300_000,
      total_bundle_payment_amount: 250_000,
      grand_total_payment_amount: 3_550_000,
    });
    expectTotalsAreRowSums("global", rows, t);
    const balances = await db.office.aggregate({
      where: { deletedAt: null, officeCategoryId: { not: 1 } },
      _sum: { balance: true },
    });
    expect(t.total_office_balance).toBe(Number(balances._sum.balance ?? 0n));
    const one = await money("global", `&filter[office_id]=${office.a}`);
    expect(totalsOf(one.doc).total_office_balance).toBe(A_BALANCE);
    expect(totalsOf(one.doc).total_order_final_price).toBe(3_700_000);
  });

  it("keuangan per stockist: every stockist, totals are the sums over all of them", async () => {
    const { rows, doc } = await money("per-office");
    const a = rows.find((r) => r.office_code === `${TAG}-A`);
    expect(a).toMatchObject({
      order_count: 3,
      order_final_price: 3_700_000,
      payment_amount: 3_300_000,
      remaining_amount: 400_000,
      office_balance: A_BALANCE,
    });
    expect(rows.find((r) => r.office_code === `${TAG}-B`)).toMatchObject({
      order_count: 1,
      order_final_price: 500_000,
      remaining_amount: 500_000,
    });
    // The SC is no stockist.
    expect(rows.some((r) => r.office_code === `${TAG}-S`)).toBe(false);
    const count = await db.office.count({ where: { officeCategoryId: 4, deletedAt: null } });
    expect(rows).toHaveLength(count);
    expectTotalsAreRowSums("per-office", rows, totalsOf(doc));
    const codes = rows.map((r) => String(r.office_code));
    expect(codes).toEqual([...codes].sort());
  });

  it("laporan GL reads the journals: the same lines as the journal-entries general ledger", async () => {
    // The fixture was written past the use cases: it gets the journals the use cases post, in the
    // fixture's own accounting period (docs/journals.md "Backfill").
    await ensureFixturePeriod();
    await backfillJournals(db);
    const { rows, doc } = await money("gl", `&filter[office_id]=${office.a}`);
    // office.a's own lines: its top-up (Kas / Saldo Titipan) and its saldo payment of o6
    // (Saldo Titipan / Penjualan). Its cash and bank payments are the receiving office's lines
    // (Pusat's, the SC's), as the journals record them.
    expect(
      rows.map((r) => `${r.date} ${r.account_code} ${r.debit} ${r.credit} ${r.office_code}`).sort(),
    ).toEqual(
      [
        `${D1} 1101 1200000 0 ${TAG}-A`,
        `${D1} 2101 0 1200000 ${TAG}-A`,
        `${D3} 2101 700000 0 ${TAG}-A`,
        `${D3} 4101 0 700000 ${TAG}-A`,
      ].sort(),
    );
    const t = totalsOf(doc);
    expect(t).toMatchObject({ total_debit: 1_900_000, total_credit: 1_900_000 });
    expectTotalsAreRowSums("gl", rows, t);
    // Every line carries its journal number as the reference.
    expect(rows.every((r) => /^JU-\d{6}-\d{8}$/.test(String(r.reference)))).toBe(true);

    // One GL: the journal-entries general ledger of the same range and office has these lines
    // and these totals, for every office (Pusat's receipts included).
    for (const who of [
      `&filter[office_id]=${office.a}`,
      `&filter[office_id]=${office.pusat}`,
      "",
    ]) {
      const mr = await money("gl", who);
      const filters = `${RANGE}${who}`;
      const summary = await api(
        "GET",
        `/api/v1/journal-entries/-actions/general-ledger?${filters}`,
        { token: kasir },
      );
      expect(summary.status, JSON.stringify(summary.body)).toBe(200);
      expect(summary.body.meta).toMatchObject({
        total_debit: totalsOf(mr.doc).total_debit,
        total_credit: totalsOf(mr.doc).total_credit,
        line_count: mr.rows.length,
      });
      const lines = await api(
        "GET",
        `/api/v1/journal-entries?${filters}&sort=entry_date&page[size]=200`,
        { token: kasir },
      );
      expect(lines.status, JSON.stringify(lines.body)).toBe(200);
      const listed = (lines.body.data as JsonApiResource[]).map(
        (r) =>
          `${String(r.attributes?.journal_number)} ${String(r.attributes?.debit)} ${String(r.attributes?.credit)}`,
      );
      expect(mr.rows.map((r) => `${r.reference} ${r.debit} ${r.credit}`).sort()).toEqual(
        listed.sort(),
      );
    }
    // Pusat received the order payments: cash 100,000 and bank 500,000 + 2,000,000 against
    // Penjualan; the cancelled one's receipt and reversal cancel out.
    const pusat = await money("gl", `&filter[office_id]=${office.pusat}`);
    const net = (code: string) =>
      pusat.rows
        .filter((r) => String(r.account_code).startsWith(code))
        .reduce((s, r) => s + Number(r.debit) - Number(r.credit), 0);
    expect(net("1101")).toBe(100_000);
    expect(net("1102.")).toBe(2_500_000);
  });

  it("omzet SC (getOfficesRevenue and the report): the SC's sales", async () => {
    const { rows, doc } = await money("revenue", `&filter[office_category_id]=3`);
    const s = rows.find((r) => r.office_code === `${TAG}-S`);
    expect(s).toMatchObject({
      order_count: 1,
      order_final_price: 700_000,
      total_point: 70,
      payment_amount: 700_000,
    });
    expectTotalsAreRowSums("revenue", rows, totalsOf(doc));
    const action = await report(
      `/api/v1/offices/-actions/getOfficesRevenue?${RANGE}&filter[office_category_id]=3&filter[office_id]=${office.s}`,
    );
    expect(action.rows).toHaveLength(1);
    expect(totalsOf(action.doc)).toEqual({
      total_order_final_price: 700_000,
      total_point: 70,
      total_payment_amount: 700_000,
    });
  });

  it("data pembayaran: not cancelled by default, the status filter, newest first", async () => {
    const { rows, doc } = await money("data", `&filter[office_id]=${office.a}`);
    // Received by Pusat only: office.a's D3 payment went to the SC.
    expect(rows.map((r) => r.date)).toEqual([D2, D1]);
    expect(rows.find((r) => r.date === D1)?.methods).toBe("Tunai, Transfer Bank");
    expect(totalsOf(doc)).toEqual({ total_payment_amount: 2_600_000, total_payments: 2 });
    const sc = await money("data", `&filter[receiver_office_id]=${office.s}`);
    expect(sc.rows.map((r) => [r.date, r.office_code, r.amount])).toEqual([
      [D3, `${TAG}-A`, 700_000],
    ]);
    expectTotalsAreRowSums("data", rows, totalsOf(doc));
    const cancelled = await money(
      "data",
      `&filter[office_id]=${office.a}&filter[status]=cancelled`,
    );
    expect(cancelled.rows).toHaveLength(1);
    expect(totalsOf(cancelled.doc).total_payment_amount).toBe(50_000);
  });

  it("office actions: order payment report, its meta, payment history", async () => {
    const r = await report(
      `/api/v1/offices/${office.a}/-actions/get-order-payment-report?${RANGE}`,
    );
    expect(r.rows.map((x) => x.order_final_price)).toEqual([700_000, 2_000_000, 1_000_000]);
    expect(totalsOf(r.doc)).toEqual({
      total_order_final_price: 3_700_000,
      total_payment_amount: 3_300_000,
      total_remaining_amount: 400_000,
      total_office_balance: A_BALANCE,
    });
    expectTotalsAreRowSums("order-payments", r.rows, totalsOf(r.doc));
    const meta = await api(
      "GET",
      `/api/v1/offices/${office.a}/-actions/get-order-payment-report-meta?${RANGE}`,
      {
        token: kasir,
      },
    );
    expect(meta.status).toBe(200);
    expect(meta.body.data).toBeUndefined();
    expect(meta.body.meta?.totals).toEqual(totalsOf(r.doc));
    const h = await report(
      `/api/v1/offices/${office.a}/-actions/get-order-payment-history?${RANGE}`,
    );
    expect(h.rows).toHaveLength(3);
    expect(totalsOf(h.doc).total_payment_amount).toBe(3_300_000);
  });

  it("filter[period_id] takes the period's dates", async () => {
    const period = await db.period.findFirstOrThrow({ orderBy: { startDate: "desc" } });
    const res = await api(
      "GET",
      `/api/v1/money-reports?filter[report]=global&filter[period_id]=${period.id}`,
      { token: kasir },
    );
    expect(res.status).toBe(200);
    expect(res.body.meta?.date_from).toBe(period.startDate.toISOString().slice(0, 10));
    expect(res.body.meta?.date_to).toBe(period.endDate.toISOString().slice(0, 10));
  });

  it("pages: page[size] and meta.page", async () => {
    const res = await api(
      "GET",
      `/api/v1/money-reports?filter[report]=global&${RANGE}&page[size]=2&page[number]=2`,
      { token: kasir },
    );
    expect(res.status).toBe(200);
    expect((res.body.data as JsonApiResource[]).map((r) => r.attributes.date)).toEqual([D3]);
    expect(res.body.meta?.page).toMatchObject({ total: 3, lastPage: 2, currentPage: 2 });
  });

  // Laporan Harian and per Stockist answer a page with its row count and totals in one statement
  // (window aggregates over every row): each page carries the totals of all rows, and a page past
  // the last row still has the count and the totals.
  it("one-statement pages: every page has all rows' count and totals, past the end too", async () => {
    for (const [key, extra] of [
      ["daily", `&filter[office_id]=${office.a}`],
      ["per-office", ""],
    ] as const) {
      const all = await money(key, extra);
      const base = `/api/v1/money-reports?filter[report]=${key}&${RANGE}${extra}&page[size]=2`;
      const pages: Attrs[] = [];
      const last = Math.ceil(all.rows.length / 2);
      for (let n = 1; n <= last + 1; n += 1) {
        const res = await api("GET", `${base}&page[number]=${n}`, { token: kasir });
        expect(res.status, key).toBe(200);
        const data = res.body.data as JsonApiResource[];
        expect(data.length, `${key} page ${n}`).toBe(
          n <= last ? Math.min(2, all.rows.length - 2 * (n - 1)) : 0,
        );
        pages.push(...data.map((r) => r.attributes as Attrs));
        expect(totalsOf(res.body), `${key} page ${n}`).toEqual(totalsOf(all.doc));
        expect(res.body.meta?.page?.total, `${key} page ${n}`).toBe(all.rows.length);
      }
      expect(pages).toEqual(all.rows);
    }
  });

  it("laporan harian of a branch: its own payments only (none in the fixture's days)", async () => {
    const res = await api("GET", `/api/v1/money-reports?filter[report]=daily&${RANGE}`, {
      token: stockist,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.meta?.page?.total).toBe(0);
    expect(totalsOf(res.body)).toEqual({ total_payment_amount: 0, total_transactions: 0 });
  });
});

describe("office scope", () => {
  it("a branch sees only its own office: another office is a 404", async () => {
    for (const path of [
      `/api/v1/money-reports?filter[report]=daily&filter[receiver_office_id]=${office.pusat}`,
      `/api/v1/money-reports?filter[report]=data&filter[receiver_office_id]=${office.s}`,
      `/api/v1/money-reports?filter[report]=daily&filter[office_id]=${office.a}`,
      `/api/v1/offices/${office.a}/-actions/get-order-payment-report`,
      `/api/v1/offices/${office.a}/-actions/get-order-payment-history`,
      `/api/v1/money-reports/-actions/export-excel?filter[report]=data&filter[office_id]=${office.a}`,
    ]) {
      const res = await api("GET", path, { token: stockist });
      expect(res.status, path).toBe(404);
      expect(firstError(res.body).detail).toBe("Kantor tidak ditemukan");
    }
  });

  it("a branch's report holds only its own rows", async () => {
    const stk = await db.office.findUniqueOrThrow({ where: { code: "STK-001" } });
    const { rows } = await report(
      `/api/v1/money-reports?filter[report]=per-office&${RANGE}`,
      stockist,
    );
    expect(rows.map((r) => r.office_code)).toEqual(["STK-001"]);
    const own = await report(
      `/api/v1/offices/${stk.id}/-actions/get-order-payment-report?${RANGE}`,
      stockist,
    );
    expect(own.rows).toEqual([]);
    const gl = await report(`/api/v1/money-reports?filter[report]=gl&${RANGE}`, stockist);
    expect(gl.rows.every((r) => r.office_code === "STK-001")).toBe(true);
  });
});

describe("exports", () => {
  it("Excel: the heading, every row and the totals row, read back with exceljs", async () => {
    const { res, bytes } = await download(
      `/api/v1/money-reports/-actions/export-excel?filter[report]=daily&${RANGE}&filter[office_id]=${office.a}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain(XLSX);
    expect(res.headers.get("content-disposition")).toMatch(/laporan-harian-.*\.xlsx/);
    const rows = await sheetRows(bytes);
    expect(rows[0]?.[0]).toBe("Laporan Harian");
    const header = rows.findIndex((r) => r[0] === "Tanggal");
    expect(rows[header]).toEqual(MONEY_REPORTS.daily.columns.map((c) => c.header));
    const body = rows.slice(header + 1, -1);
    expect(body.map((r) => r[5])).toEqual([100_000, 500_000, 2_000_000]);
    expect(rows.some((r) => r[0] === "Diterima oleh: PUSAT - " + pusatName)).toBe(true);
    const footer = rows[rows.length - 1] ?? [];
    expect(footer[0]).toBe("Total");
    expect(footer[4]).toBe(3);
    expect(footer[5]).toBe(2_600_000);
  });

  it("Excel of the per-stockist report: the sum of the rows is the totals row", async () => {
    const { res, bytes } = await download(
      `/api/v1/money-reports/-actions/export-excel?filter[report]=per-office&${RANGE}`,
    );
    expect(res.status).toBe(200);
    const rows = await sheetRows(bytes);
    const header = rows.findIndex((r) => r[0] === "Kode");
    const body = rows.slice(header + 1, -1);
    const footer = rows[rows.length - 1] ?? [];
    const col = MONEY_REPORTS["per-office"].columns.findIndex((c) => c.key === "order_final_price");
    expect(footer[col]).toBe(body.reduce((s, r) => s + Number(r[col] ?? 0), 0));
    expect(body.some((r) => r[0] === `${TAG}-A`)).toBe(true);
  });

  it("PDF: a PDF file of the GL", async () => {
    const { res, bytes } = await download(
      `/api/v1/money-reports/-actions/export-pdf?filter[report]=gl&${RANGE}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/pdf");
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });
});

describe("errors", () => {
  const bad: [string, string][] = [
    ["", "filter[report]"],
    ["filter[report]=nope", "filter[report]"],
    ["filter[report]=daily&filter[date_from]=2031-02-30", "filter[date_from]"],
    [
      "filter[report]=daily&filter[date_from]=2031-05-03&filter[date_to]=2031-05-01",
      "filter[date_from]",
    ],
    [
      "filter[report]=global&filter[date_from]=2030-01-01&filter[date_to]=2031-05-01",
      "filter[date_to]",
    ],
    ["filter[report]=daily&filter[office_id]=abc", "filter[office_id]"],
    ["filter[report]=daily&filter[office_category_id]=9", "filter[office_category_id]"],
    ["filter[report]=daily&filter[receiver_office_id]=abc", "filter[receiver_office_id]"],
    [
      `filter[report]=global&filter[receiver_office_id]=${randomUUID()}`,
      "filter[receiver_office_id]",
    ],
    ["filter[report]=data&filter[status]=paid", "filter[status]"],
    [`filter[report]=daily&filter[period_id]=${randomUUID()}`, "filter[period_id]"],
    ["filter[report]=daily&filter[__proto__]=1", "filter[__proto__]"],
    ["filter[report]=daily&page[size]=0", "page[size]"],
  ];
  it.each(bad)("400 for %s", async (query, parameter) => {
    const res = await api("GET", `/api/v1/money-reports?${query}`, { token: kasir });
    expect(res.status).toBe(400);
    expect(firstError(res.body).source?.parameter).toBe(parameter);
  });

  it("400 before the first byte of an export", async () => {
    const { res, bytes } = await download(
      "/api/v1/money-reports/-actions/export-excel?filter[report]=nope",
    );
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain(MEDIA_TYPE);
    expect(JSON.parse(bytes.toString("utf8")).errors[0].source.parameter).toBe("filter[report]");
  });

  it("401 without a session, 403 without payments.view, 404 for an unknown office", async () => {
    const anon = await api("GET", "/api/v1/money-reports?filter[report]=daily");
    expect(anon.status).toBe(401);
    const member = await api("GET", "/api/v1/money-reports?filter[report]=daily", { token: mitra });
    expect(member.status).toBe(403);
    const exp = await download(
      "/api/v1/money-reports/-actions/export-pdf?filter[report]=daily",
      mitra,
    );
    expect(exp.res.status).toBe(403);
    for (const id of [randomUUID(), "not-a-uuid"]) {
      const res = await api("GET", `/api/v1/offices/${id}/-actions/get-order-payment-report`, {
        token: kasir,
      });
      expect(res.status).toBe(404);
    }
    const unknown = await api(
      "GET",
      `/api/v1/money-reports?filter[report]=daily&filter[office_id]=${randomUUID()}`,
      { token: kasir },
    );
    expect(unknown.status).toBe(404);
  });

  it("405 for a write to the report collection", async () => {
    const res = await api("POST", "/api/v1/money-reports", { token: kasir, body: { data: {} } });
    expect(res.status).toBe(405);
  });
});
