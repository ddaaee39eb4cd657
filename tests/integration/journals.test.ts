// Journals for every rupiah over real HTTP (issue 26 §1, docs/journals.md): a payment split over
// cash, a Pusat bank account and the buyer's saldo, its cancellation, a saldo top-up, every
// balance type through postBalance (retur credit, cashback, commission, withdrawal, adjustment,
// SC deposit with its multiplier), a report's payment bundle and a stock adjustment at value
// each post one balanced entry with the accounts of the posting table; an unbalanced entry writes
// nothing; nothing posts into a closed period; the journal-entries API (filters, paging, sort,
// include, schema, 400/401/403/404/405); downloadDbf is a real dBase file read back with dbffile;
// the closing balances equal the sums of the lines and the GL's opening + lines = closing.
import { randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DBFFile } from "dbffile";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import {
  api,
  baseUrl,
  firstError,
  login,
  type ApiResponse,
  type JsonApiDoc,
  type JsonApiResource,
} from "../support/api";
import {
  paymentMethodIds,
  pricedProduct,
  pusatBankAccount,
  validatedOrder,
} from "../support/sales";
import { postBalance } from "@/server/balances/post-balance";
import { postJournal, UnbalancedJournalError } from "@/server/journals/post-journal";
import { ACCOUNT } from "@/server/journals/accounts";
import { BALANCE_COUNTER } from "@/server/journals/postings";
import { checkJournals, journalDifferenceCount } from "@/server/journals/journal-check";
import { storeClosingBalances, writeClosingJournal } from "@/server/journals/closing";
import { backfillJournals } from "@/server/journals/backfill";
import { isAppError } from "@/server/errors";
import type { BalanceTrxType } from "@/server/generated/prisma/client";
import { jakartaToday } from "@/lib/business-date";

const db = connectTestDb();
const TAG = `JR${randomUUID().slice(0, 6).toUpperCase()}`;
const one = (doc: JsonApiDoc) => doc.data as JsonApiResource;
const list = (doc: JsonApiDoc) => doc.data as JsonApiResource[];
const MISSING = "00000000-0000-7000-8000-000000000000";
// Years no other test uses: a closed month and a month closed by the closing step.
const CLOSED_YEAR = 2095;
const BOOK_YEAR = 2096;

let admin: string;
let kasir: string;
let penjualan: string;
let stockist: string;
let gudang: string;
let kasirUserId: string;
const office: Record<string, string> = {};
let method: Record<string, string> = {};
let bankId: string;
let productId: string;
let myStk: string;
let quantity = 0;
const periodsMade: string[] = [];

interface Line {
  account: string;
  debit: number;
  credit: number;
  office: string | null;
}

/** The journal lines of a source document, read over the API. */
async function linesOf(sourceType: string, sourceId: string): Promise<Line[]> {
  const res = await api(
    "GET",
    `/api/v1/journal-entries?filter[source_type]=${sourceType}&filter[source_id]=${sourceId}&sort=journal_number,account_code&page[size]=100`,
    { token: kasir },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return list(res.body).map((r) => ({
    account: String(r.attributes.account_code),
    debit: Number(r.attributes.debit),
    credit: Number(r.attributes.credit),
    office: (r.attributes.office_id as string | null) ?? null,
  }));
}

function expectBalanced(lines: Line[]) {
  expect(lines.length).toBeGreaterThan(1);
  const d = lines.reduce((s, l) => s + l.debit, 0);
  const c = lines.reduce((s, l) => s + l.credit, 0);
  expect(d).toBe(c);
  for (const l of lines) expect(l.debit > 0 !== l.credit > 0).toBe(true);
}

/** Σ debit − Σ credit per account. */
function net(lines: Line[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const l of lines) out[l.account] = (out[l.account] ?? 0) + l.debit - l.credit;
  return out;
}

const validatedSale = (quantity: number) =>
  validatedOrder(penjualan, {
    orderType: "sale",
    productId,
    quantity,
    buyerOfficeId: office.stk ?? "",
    description: `Uji ${TAG}`,
  });

async function saldoAdjust(officeId: string, amount: bigint, type: BalanceTrxType = "adjustment") {
  return db.$transaction((tx) =>
    postBalance(
      tx,
      {
        officeId,
        account: "balance",
        type,
        amount,
        sourceType: "tests",
        sourceId: randomUUID(),
        description: `Uji ${TAG} ${type}`,
      },
      { userId: kasirUserId },
    ),
  );
}

async function monthPeriod(year: number, status: "open" | "closed") {
  const p = await db.period.create({
    data: {
      name: `Uji Jurnal ${TAG} ${year}-01`,
      startDate: new Date(`${year}-01-01T00:00:00Z`),
      endDate: new Date(`${year}-01-31T00:00:00Z`),
      status,
    },
  });
  periodsMade.push(p.id);
  return p;
}

beforeAll(async () => {
  [admin, kasir, penjualan, stockist, gudang] = await Promise.all([
    login("admin@erp.test"),
    login("kasir@erp.test"),
    login("penjualan@erp.test"),
    login("stockist@erp.test"),
    login("gudang@erp.test"),
  ]);
  kasirUserId = (await db.user.findUniqueOrThrow({ where: { email: "kasir@erp.test" } })).id;
  for (const [key, code] of [
    ["pusat", "PUSAT"],
    ["stk", "STK-001"],
  ] as const)
    office[key] = (await db.office.findUniqueOrThrow({ where: { code } })).id;
  method = await paymentMethodIds(db);
  bankId = await pusatBankAccount(db, TAG, "77");
  productId = await pricedProduct(db, {
    code: `${TAG}-P`,
    name: `Barang ${TAG}`,
    price: 1_000_000,
    purchasePrice: 40_000n,
  });
  const category = await db.officeCategory.findUniqueOrThrow({ where: { id: 4 } });
  quantity = Math.ceil(Number(category.minOrderJawa) / 1_000_000) + 1;
  // Stock to sell, through the adjustment screen's action (itself journalled at value).
  const wh = await db.warehouse.findFirstOrThrow({
    where: { officeId: office.pusat, type: "main" },
  });
  const res = await api("POST", "/api/v1/stocks/-actions/tambah-stock", {
    token: gudang,
    body: {
      data: {
        type: "stocks",
        attributes: {
          warehouse_id: wh.id,
          product_id: productId,
          quantity: 100,
          reason: `Stok ${TAG}`,
        },
      },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const created = await api("POST", "/api/v1/offices", {
    token: admin,
    body: {
      data: {
        type: "offices",
        attributes: { code: `STK-${TAG}`, name: `Kantor Uji ${TAG}`, phone: "0341123456" },
        relationships: {
          "office-category": { data: { type: "office-categories", id: "4" } },
          area: { data: { type: "areas", id: "0" } },
        },
      },
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  myStk = one(created.body).id;
});

afterAll(async () => {
  // Periods made here go with their lines and balances (cascade); nothing else lies in them.
  await db.period.deleteMany({ where: { id: { in: periodsMade } } });
  await db.$disconnect();
});

describe("every money event posts one balanced entry", () => {
  it("a stock adjustment: Persediaan against Selisih Persediaan at the purchase price", async () => {
    const trx = await db.stockTrx.findFirstOrThrow({
      where: { productId, type: "adjustment" },
      orderBy: { createdAt: "desc" },
    });
    const lines = await linesOf("stock_trxes", trx.id);
    expectBalanced(lines);
    expect(net(lines)).toEqual({
      [ACCOUNT.PERSEDIAAN]: 4_000_000,
      [ACCOUNT.SELISIH_PERSEDIAAN]: -4_000_000,
    });
  });

  it("a payment by cash, a Pusat bank account and saldo, then its cancellation", async () => {
    await saldoAdjust(office.stk ?? "", 300_000n);
    const order = await validatedSale(quantity);
    const paid = await api("POST", "/api/v1/payments", {
      token: kasir,
      body: {
        data: {
          type: "payments",
          attributes: {
            methods: [
              { payment_method_type_id: method.cash, amount: 100_000 },
              {
                payment_method_type_id: method.transfer,
                amount: 500_000,
                office_bank_id: bankId,
                reference_number: `TRF-${TAG}`,
              },
            ],
          },
          relationships: { order: { data: { type: "orders", id: order.id } } },
        },
      },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const paymentId = one(paid.body).id;
    const bankAccount = await db.account.findUniqueOrThrow({ where: { officeBankId: bankId } });
    expect(bankAccount.code).toMatch(/^1102\.\d{4}$/);
    const lines = await linesOf("payments", paymentId);
    expectBalanced(lines);
    expect(net(lines)).toEqual({
      [ACCOUNT.KAS]: 100_000,
      [bankAccount.code]: 500_000,
      [ACCOUNT.PENJUALAN]: -600_000,
    });
    // The seller (Pusat) received it.
    expect(new Set(lines.map((l) => l.office))).toEqual(new Set([office.pusat]));

    // The buyer pays a part from its own saldo: postBalance journals it (saldo against revenue).
    const saldo = await api("POST", "/api/v1/payments", {
      token: stockist,
      body: {
        data: {
          type: "payments",
          attributes: { methods: [{ payment_method_type_id: method.saldo, amount: 200_000 }] },
          relationships: { order: { data: { type: "orders", id: order.id } } },
        },
      },
    });
    expect(saldo.status, JSON.stringify(saldo.body)).toBe(201);
    const saldoId = one(saldo.body).id;
    expect(await linesOf("payments", saldoId)).toEqual([]);
    const trx = await db.balanceTrx.findFirstOrThrow({
      where: { sourceType: "payments", sourceId: saldoId, type: "order_payment" },
    });
    const saldoLines = await linesOf("balance_trxes", trx.id);
    expectBalanced(saldoLines);
    expect(net(saldoLines)).toEqual({
      [ACCOUNT.SALDO_TITIPAN]: 200_000,
      [ACCOUNT.PENJUALAN]: -200_000,
    });

    // Cancelled: the cash and bank lines are reversed, the saldo refund is its own entry.
    const cancelled = await api("PATCH", `/api/v1/orders/${order.id}/-actions/cancelPayment`, {
      token: kasir,
      body: { data: { type: "orders", id: order.id, attributes: { cancel_reason: `Uji ${TAG}` } } },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const after = await linesOf("payments", paymentId);
    expect(new Set(after.map((l) => l.account))).toEqual(
      new Set([ACCOUNT.KAS, bankAccount.code, ACCOUNT.PENJUALAN]),
    );
    expect(Object.values(net(after)).every((v) => v === 0)).toBe(true);
    const refund = await db.balanceTrx.findFirstOrThrow({
      where: { sourceType: "payments", sourceId: saldoId, type: "order_refund" },
    });
    expect(net(await linesOf("balance_trxes", refund.id))).toEqual({
      [ACCOUNT.SALDO_TITIPAN]: -200_000,
      [ACCOUNT.PENJUALAN]: 200_000,
    });
  });

  it("a saldo top-up approved by another user: Kas against Saldo Titipan", async () => {
    const made = await api("POST", `/api/v1/offices/${myStk}/-actions/topUpStockist`, {
      token: kasir,
      body: {
        data: { type: "topups", attributes: { amount: 1_500_000, topup_type: "saldo_stockist" } },
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const ok = await api("POST", "/api/v1/balance-trxes/-actions/approveTopupStockist", {
      token: admin,
      body: { data: { type: "topups", id: one(made.body).id } },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const lines = await linesOf("balance_trxes", one(ok.body).id);
    expectBalanced(lines);
    expect(net(lines)).toEqual({ [ACCOUNT.KAS]: 1_500_000, [ACCOUNT.SALDO_TITIPAN]: -1_500_000 });
    expect(new Set(lines.map((l) => l.office))).toEqual(new Set([myStk]));
  });

  it("every balance type posts its liability against the counter account of the table", async () => {
    const types: BalanceTrxType[] = [
      "retur_credit",
      "cashback",
      "commission",
      "adjustment",
      "topup",
    ];
    for (const type of types) {
      const posted = await saldoAdjust(myStk, 10_000n, type);
      const lines = await linesOf("balance_trxes", posted.id);
      expectBalanced(lines);
      expect(net(lines)).toEqual({
        [BALANCE_COUNTER[type]]: 10_000,
        [ACCOUNT.SALDO_TITIPAN]: -10_000,
      });
    }
    const out = await saldoAdjust(myStk, -25_000n, "withdrawal");
    expect(net(await linesOf("balance_trxes", out.id))).toEqual({
      [ACCOUNT.SALDO_TITIPAN]: 25_000,
      [ACCOUNT.KAS]: -25_000,
    });
    // An SC deposit of Rp 1.000.000 paid, credited x3: the extra is the deposit incentive.
    const deposit = await db.$transaction((tx) =>
      postBalance(
        tx,
        {
          officeId: myStk,
          account: "deposit",
          type: "deposit",
          amount: 3_000_000n,
          cashAmount: 1_000_000n,
          sourceType: "tests",
          sourceId: randomUUID(),
        },
        { userId: kasirUserId },
      ),
    );
    expect(net(await linesOf("balance_trxes", deposit.id))).toEqual({
      [ACCOUNT.KAS]: 1_000_000,
      [ACCOUNT.INSENTIF_DEPOSIT]: 2_000_000,
      [ACCOUNT.DEPOSIT_SC]: -3_000_000,
    });
  });

  it("the ledger check finds every entry balanced and every document journalled", async () => {
    const report = await checkJournals(db);
    expect(report.unbalanced).toEqual([]);
    expect(report.documentDifferences).toEqual([]);
    expect(report.accountDifferences).toEqual([]);
    expect(journalDifferenceCount(report)).toBe(0);
    // The backfill finds nothing left to post.
    const again = await backfillJournals(db);
    expect(
      again.balanceTrxes + again.payments + again.paymentBundles + again.stockAdjustments,
    ).toBe(0);
  });
});

describe("postJournal's rules", () => {
  it("an unbalanced entry writes nothing", async () => {
    const before = await db.journalEntry.count();
    const sourceId = randomUUID();
    await expect(
      db.$transaction((tx) =>
        postJournal(
          tx,
          {
            date: jakartaToday(),
            description: `Uji ${TAG}`,
            sourceType: "tests",
            sourceId,
            lines: [
              { account: { code: ACCOUNT.KAS }, debit: 1_000n },
              { account: { code: ACCOUNT.PENJUALAN }, credit: 999n },
            ],
          },
          { userId: kasirUserId },
        ),
      ),
    ).rejects.toBeInstanceOf(UnbalancedJournalError);
    await expect(
      db.$transaction((tx) =>
        postJournal(
          tx,
          {
            date: jakartaToday(),
            description: `Uji ${TAG}`,
            sourceType: "tests",
            sourceId,
            lines: [{ account: { code: ACCOUNT.KAS }, debit: 1_000n, credit: 1_000n }],
          },
          { userId: kasirUserId },
        ),
      ),
    ).rejects.toThrow(TypeError);
    expect(await db.journalEntry.count({ where: { sourceId } })).toBe(0);
    expect(await db.journalEntry.count()).toBe(before);
  });

  it("nothing posts into a closed period (409), nor outside the calendar (422)", async () => {
    const closed = await monthPeriod(CLOSED_YEAR, "closed");
    const post = (date: Date) =>
      db.$transaction((tx) =>
        postJournal(
          tx,
          {
            date,
            description: `Uji ${TAG}`,
            sourceType: "tests",
            sourceId: randomUUID(),
            lines: [
              { account: { code: ACCOUNT.KAS }, debit: 5n },
              { account: { code: ACCOUNT.PENJUALAN }, credit: 5n },
            ],
          },
          { userId: kasirUserId },
        ),
      );
    const refused = await post(new Date(`${CLOSED_YEAR}-01-15T00:00:00Z`)).catch((e: unknown) => e);
    expect(isAppError(refused) && refused.status).toBe(409);
    const none = await post(new Date(`${CLOSED_YEAR}-03-15T00:00:00Z`)).catch((e: unknown) => e);
    expect(isAppError(none) && none.status).toBe(422);
    expect(await db.journalEntry.count({ where: { periodId: closed.id } })).toBe(0);
  });
});

describe("journal-entries API", () => {
  it("lists with filters, sort, include and cursor paging, schema-checked", async () => {
    const bank = await db.account.findUniqueOrThrow({ where: { officeBankId: bankId } });
    const res = await api(
      "GET",
      `/api/v1/journal-entries?filter[account_id]=${bank.id}&include=account,period,office&sort=-entry_date`,
      { token: kasir },
    );
    expect(res.status).toBe(200);
    const rows = list(res.body);
    expect(rows.length).toBe(2); // the transfer and its reversal
    expect(rows.every((r) => r.attributes.account_code === bank.code)).toBe(true);
    const included = (res.body.included ?? []).map((r) => r.type);
    expect(included).toEqual(expect.arrayContaining(["accounts", "periods", "offices"]));

    const today = jakartaToday().toISOString().slice(0, 10);
    const q = `filter[office_id]=${myStk}&filter[date_from]=${today}&filter[date_to]=${today}&sort=entry_date`;
    const all = await api("GET", `/api/v1/journal-entries?${q}&page[size]=200`, { token: kasir });
    expect(all.status).toBe(200);
    const ids = list(all.body).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(4);
    // Cursor paging (page[limit], then links.next's page[after]) walks the same rows in order.
    const seen: string[] = [];
    let next: string | null = `/api/v1/journal-entries?${q}&page[limit]=3`;
    while (next && seen.length <= ids.length) {
      const page: ApiResponse = await api("GET", next, { token: kasir });
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      seen.push(...list(page.body).map((r) => r.id));
      const link: unknown = page.body.links?.next;
      next = typeof link === "string" ? link : null;
    }
    expect(seen).toEqual(ids);

    const accounts = await api("GET", "/api/v1/accounts?filter[kind]=revenue", { token: kasir });
    expect(accounts.status).toBe(200);
    expect(list(accounts.body).map((a) => a.attributes.code)).toEqual([
      ACCOUNT.PENJUALAN,
      ACCOUNT.RETUR_PENJUALAN,
    ]);
  });

  it("answers 400, 401, 403, 404 and 405 on the client's mistakes", async () => {
    const bad = await api("GET", "/api/v1/journal-entries?filter[account_id]=x", { token: kasir });
    expect(bad.status).toBe(400);
    expect(firstError(bad.body).source?.parameter).toBe("filter[account_id]");
    const badDay = await api("GET", "/api/v1/journal-entries?filter[date_from]=2026-02-30", {
      token: kasir,
    });
    expect(badDay.status).toBe(400);
    expect((await api("GET", "/api/v1/journal-entries")).status).toBe(401);
    expect((await api("GET", "/api/v1/journal-entries", { token: gudang })).status).toBe(403);
    expect((await api("GET", "/api/v1/journal-entries", { token: stockist })).status).toBe(403);
    expect((await api("GET", "/api/v1/accounts", { token: stockist })).status).toBe(403);
    expect((await api("GET", `/api/v1/journal-entries/${MISSING}`, { token: kasir })).status).toBe(
      404,
    );
    const post = await api("POST", "/api/v1/journal-entries", {
      token: kasir,
      body: { data: { type: "journal-entries", attributes: { debit: 1 } } },
    });
    expect(post.status).toBe(405);
    const gl = await api(
      "GET",
      "/api/v1/journal-entries/-actions/general-ledger?filter[date_from]=2026-01-01&filter[date_to]=2027-06-01",
      { token: kasir },
    );
    expect(gl.status).toBe(400);
    expect(firstError(gl.body).source?.parameter).toBe("filter[date_to]");
    const unknown = await api(
      "GET",
      "/api/v1/journal-entries/-actions/general-ledger?filter[zzz]=1",
      {
        token: kasir,
      },
    );
    expect(unknown.status).toBe(400);
    expect(
      (await api("GET", "/api/v1/journal-entries/-actions/general-ledger", { token: gudang }))
        .status,
    ).toBe(403);
  });

  it("downloadDbf is a real dBase file of the filtered lines", async () => {
    const today = jakartaToday().toISOString().slice(0, 10);
    const q = `filter[office_id]=${myStk}&filter[date_from]=${today}&filter[date_to]=${today}`;
    const res = await fetch(
      new URL(`/api/v1/journal-entries/-actions/downloadDbf?${q}`, baseUrl()),
      {
        headers: { Authorization: `Bearer ${kasir}`, Accept: "application/x-dbf" },
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/x-dbf");
    const dir = await mkdtemp(path.join(tmpdir(), "jr-dbf-"));
    try {
      const file = path.join(dir, "j.dbf");
      await writeFile(file, Buffer.from(await res.arrayBuffer()));
      const dbf = await DBFFile.open(file);
      const records = await dbf.readRecords(10_000);
      const lines = await db.journalEntry.findMany({
        where: { officeId: myStk, entryDate: jakartaToday() },
      });
      expect(records.length).toBe(lines.length);
      const sum = (k: "DEBET" | "KREDIT") => records.reduce((s, r) => s + Number(r[k]), 0);
      expect(sum("DEBET")).toBe(sum("KREDIT"));
      expect(sum("DEBET")).toBe(lines.reduce((s, l) => s + Number(l.debit), 0));
      expect(dbf.fields.map((f) => f.name)).toContain("NO_JURNAL");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    const denied = await api("GET", `/api/v1/journal-entries/-actions/downloadDbf?${q}`, {
      token: gudang,
      headers: { Accept: "application/x-dbf" },
    });
    expect(denied.status).toBe(403);
  });
});

describe("closing balances and the general ledger", () => {
  it("the closing step's balances equal the sums of the lines; GL opening + lines = closing", async () => {
    const period = await monthPeriod(BOOK_YEAR, "open");
    const post = (day: string, debit: string, credit: string, amount: bigint) =>
      db.$transaction((tx) =>
        postJournal(
          tx,
          {
            date: new Date(`${BOOK_YEAR}-01-${day}T00:00:00Z`),
            description: `Uji ${TAG}`,
            sourceType: "tests",
            sourceId: randomUUID(),
            officeId: myStk,
            lines: [
              { account: { code: debit }, debit: amount },
              { account: { code: credit }, credit: amount },
            ],
          },
          { userId: kasirUserId },
        ),
      );
    await post("03", ACCOUNT.KAS, ACCOUNT.PENJUALAN, 700_000n);
    await post("10", ACCOUNT.KOMISI, ACCOUNT.KAS, 50_000n);
    await post("20", ACCOUNT.KAS, ACCOUNT.SALDO_TITIPAN, 90_000n);
    await db.period.update({ where: { id: period.id }, data: { status: "closing" } });
    const journal = await db.$transaction((tx) => writeClosingJournal(tx, period, kasirUserId));
    expect(journal).toMatch(/^JU-209601-/);
    // Idempotent: a second run finds the journal.
    expect(await db.$transaction((tx) => writeClosingJournal(tx, period, kasirUserId))).toBe(
      journal,
    );
    let after = "";
    for (;;) {
      const r = await db.$transaction((tx) => storeClosingBalances(tx, period, after, 5));
      if (!r.lastCode) break;
      after = r.lastCode;
    }
    await db.period.update({ where: { id: period.id }, data: { status: "closed" } });
    const closing = await db.journalEntry.findMany({ where: { journalNumber: journal ?? "" } });
    const closingNet = net(
      closing.map((l) => ({
        account: l.accountCode,
        debit: Number(l.debit),
        credit: Number(l.credit),
        office: l.officeId,
      })),
    );
    // Revenue and expense of the month move into Laba Ditahan: 700.000 − 50.000.
    expect(closingNet[ACCOUNT.LABA_DITAHAN]).toBe(-650_000);

    const balances = await db.accountPeriodBalance.findMany({
      where: { periodId: period.id },
      include: { account: { select: { code: true } } },
    });
    const byCode = new Map(balances.map((b) => [b.account.code, b]));
    // The month's result is closed: revenue and expense end where they began.
    for (const code of [ACCOUNT.PENJUALAN, ACCOUNT.KOMISI]) {
      const b = byCode.get(code);
      expect(b && b.debit - b.credit).toBe(0n);
      expect(b?.closing).toBe(b?.opening);
    }
    for (const b of balances) {
      const sums = await db.journalEntry.aggregate({
        where: { accountId: b.accountId, periodId: period.id },
        _sum: { debit: true, credit: true },
      });
      expect(b.debit).toBe(sums._sum.debit ?? 0n);
      expect(b.credit).toBe(sums._sum.credit ?? 0n);
      const before = await db.journalEntry.aggregate({
        where: { accountId: b.accountId, entryDate: { lt: period.startDate } },
        _sum: { debit: true, credit: true },
      });
      expect(b.opening).toBe((before._sum.debit ?? 0n) - (before._sum.credit ?? 0n));
      expect(b.closing).toBe(b.opening + b.debit - b.credit);
    }
    expect((await checkJournals(db)).accountDifferences).toEqual([]);

    // The GL of Kas for the month: opening + debits − credits = closing = the stored balance.
    const gl = await api(
      "GET",
      `/api/v1/journal-entries/-actions/general-ledger?filter[account_code]=${ACCOUNT.KAS}&filter[period_id]=${period.id}`,
      { token: kasir },
    );
    expect(gl.status, JSON.stringify(gl.body)).toBe(200);
    const m = gl.body.meta as Record<string, number | string | null>;
    expect(m.date_from).toBe(`${BOOK_YEAR}-01-01`);
    expect(m.date_to).toBe(`${BOOK_YEAR}-01-31`);
    expect(Number(m.total_debit)).toBe(790_000);
    expect(Number(m.total_credit)).toBe(50_000);
    expect(Number(m.opening_balance) + 790_000 - 50_000).toBe(Number(m.closing_balance));
    expect(BigInt(Number(m.closing_balance))).toBe(byCode.get(ACCOUNT.KAS)?.closing);
    expect(Number(m.opening_balance)).toBe(Number(byCode.get(ACCOUNT.KAS)?.opening ?? 0n));

    // The exports answer files with the same filters.
    for (const [name, type] of [
      ["export-excel", "spreadsheetml"],
      ["export-pdf", "application/pdf"],
    ] as const) {
      const file = await fetch(
        new URL(
          `/api/v1/journal-entries/-actions/${name}?filter[account_code]=${ACCOUNT.KAS}&filter[period_id]=${period.id}`,
          baseUrl(),
        ),
        { headers: { Authorization: `Bearer ${kasir}`, Accept: "*/*" } },
      );
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toContain(type);
      expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
  });
});
