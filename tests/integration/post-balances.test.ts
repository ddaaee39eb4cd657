// The set-based saldo credit postBalances (server/balances/post-balance.ts) on the real database:
// it writes exactly the ledger rows, balances and journals that one postBalance per credit writes
// (two identical sets of fresh offices, one credited each way, compared field by field), a batch
// run twice or by two concurrent transactions credits once, a batch partly credited before
// credits only the rest with the right running balance, the rules (positive whole rupiah, an
// office that exists, a type with a unique source key, the period lock) refuse before anything
// stays, and the balance and journal checks find nothing on these offices.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { postBalance, postBalances, type BulkCredit } from "@/server/balances/post-balance";
import { checkBalances } from "@/server/balances/balance-check";
import { checkJournals } from "@/server/journals/journal-check";
import { AppError } from "@/server/errors";
import { uuidv7 } from "@/server/ids";

const db = connectTestDb();
const TAG = `PB${randomUUID().slice(0, 6).toUpperCase()}`;
const SOURCE = "office_commissions";
let userId: string;

async function offices(set: string, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const o = await db.office.create({
      data: {
        code: `${TAG}-${set}-${i}`,
        name: `Mitra Uji ${TAG} ${set}${i}`,
        officeType: "member",
        officeCategoryId: 5,
      },
    });
    ids.push(o.id);
  }
  return ids;
}

/** The shape of a batch on offices `ids`: office index, amount, description. */
const SHAPE: [number, number, string | null][] = [
  [0, 1000, "Komisi A"],
  [1, 250, null],
  [0, 333, "Komisi A lagi"],
  [2, 7, "Komisi C"],
  [1, 1_250_000, "Komisi B besar"],
];
const creditsOn = (ids: string[]): BulkCredit[] =>
  SHAPE.map(([i, amount, description]) => ({
    officeId: ids[i]!,
    amount,
    sourceId: uuidv7(),
    description,
  }));

const bulk = (credits: BulkCredit[]) =>
  db.$transaction((tx) =>
    postBalances(
      tx,
      { account: "balance", type: "commission", sourceType: SOURCE, credits },
      { userId },
    ),
  );

/** Ledger rows and journal lines of some offices, with the office given as its index. */
async function books(ids: string[]) {
  const trxes = await db.balanceTrx.findMany({
    where: { officeId: { in: ids } },
    orderBy: { seq: "asc" },
  });
  const journals = await db.journalEntry.findMany({
    where: { sourceType: "balance_trxes", sourceId: { in: trxes.map((t) => t.id) } },
    orderBy: [{ journalNumber: "asc" }, { accountCode: "asc" }],
  });
  const at = (id: string | null) => (id ? ids.indexOf(id) : -1);
  const trxIndex = new Map(trxes.map((t, k) => [t.id, k]));
  const numbers = [...new Set(journals.map((j) => j.journalNumber))];
  const balances = await db.office.findMany({
    where: { id: { in: ids } },
    select: { id: true, balance: true, depositBalance: true },
  });
  return {
    trxes: trxes.map((t) => ({
      office: at(t.officeId),
      account: t.account,
      type: t.type,
      amount: t.amount,
      balanceAfter: t.balanceAfter,
      sourceType: t.sourceType,
      description: t.description,
      createdById: t.createdById,
    })),
    journals: journals.map((j) => ({
      entry: numbers.indexOf(j.journalNumber),
      trx: trxIndex.get(j.sourceId ?? ""),
      periodId: j.periodId,
      entryDate: j.entryDate.toISOString(),
      accountCode: j.accountCode,
      accountName: j.accountName,
      description: j.description,
      debit: j.debit,
      credit: j.credit,
      office: at(j.officeId),
      createdById: j.createdById,
    })),
    balances: ids.map((id) => {
      const o = balances.find((b) => b.id === id)!;
      return { balance: o.balance, deposit: o.depositBalance };
    }),
  };
}

async function checksClean(ids: string[]) {
  const b = await checkBalances(db);
  const mine = new Set(ids);
  expect(b.differences.filter((d) => mine.has(d.officeId))).toEqual([]);
  const codes = new Set(
    (await db.office.findMany({ where: { id: { in: ids } } })).map((o) => o.code),
  );
  expect(b.rowDifferences.filter((d) => codes.has(d.officeCode))).toEqual([]);
  const trxIds = new Set(
    (await db.balanceTrx.findMany({ where: { officeId: { in: ids } }, select: { id: true } })).map(
      (t) => t.id,
    ),
  );
  const j = await checkJournals(db, 10_000);
  expect(j.documentDifferences.filter((d) => trxIds.has(d.sourceId))).toEqual([]);
}

beforeAll(async () => {
  userId = (await db.user.findFirstOrThrow({ where: { email: "admin@erp.test" } })).id;
});
afterAll(async () => {
  await db.$disconnect();
});

describe("postBalances", () => {
  it("writes the same rows, balances and journals as one postBalance per credit", async () => {
    const single = await offices("S", 3);
    const many = await offices("M", 3);
    const one = creditsOn(single);
    const singles = await db.$transaction(async (tx) => {
      const out = [];
      for (const c of one)
        out.push(
          await postBalance(
            tx,
            {
              officeId: c.officeId,
              account: "balance",
              amount: c.amount,
              type: "commission",
              sourceType: SOURCE,
              sourceId: c.sourceId,
              description: c.description ?? null,
            },
            { userId },
          ),
        );
      return out;
    });
    const bulked = await bulk(creditsOn(many));
    expect(bulked.map((r) => r?.balanceAfter)).toEqual(singles.map((r) => r.balanceAfter));
    expect(bulked.map((r) => r?.balanceAfter)).toEqual([1000n, 250n, 1333n, 7n, 1_250_250n]);
    const a = await books(single);
    const b = await books(many);
    expect(b.trxes).toEqual(a.trxes);
    expect(b.journals).toEqual(a.journals);
    expect(b.balances).toEqual(a.balances);
    // One balanced entry per ledger row, numbered in posting order.
    expect(new Set(b.journals.map((j) => j.entry)).size).toBe(SHAPE.length);
    expect(b.journals.map((j) => j.trx)).toEqual(b.journals.map((j) => j.entry));
    await checksClean([...single, ...many]);
  });

  it("credits a batch once when it runs twice, and only the new credits of a partly done batch", async () => {
    const ids = await offices("T", 3);
    const credits = creditsOn(ids);
    await bulk(credits.slice(0, 2));
    const again = await bulk(credits);
    expect(again.map((r) => (r ? r.balanceAfter : null))).toEqual([
      null,
      null,
      1333n,
      7n,
      1_250_250n,
    ]);
    expect(await bulk(credits)).toEqual([null, null, null, null, null]);
    const b = await books(ids);
    expect(b.trxes.map((t) => [t.office, t.amount, t.balanceAfter])).toEqual([
      [0, 1000n, 1000n],
      [1, 250n, 250n],
      [0, 333n, 1333n],
      [2, 7n, 7n],
      [1, 1_250_000n, 1_250_250n],
    ]);
    expect(b.balances.map((x) => x.balance)).toEqual([1333n, 1_250_250n, 7n]);
    expect(new Set(b.journals.map((j) => j.entry)).size).toBe(5);
    await checksClean(ids);
  });

  it("credits once under two concurrent runs of the same batch", async () => {
    const ids = await offices("C", 3);
    const credits = creditsOn(ids);
    const [x, y] = await Promise.all([bulk(credits), bulk(credits)]);
    const done = [x, y].map((r) => r.filter((v) => v !== null).length).sort();
    expect(done).toEqual([0, SHAPE.length]);
    const b = await books(ids);
    expect(b.trxes).toHaveLength(SHAPE.length);
    expect(b.balances.map((v) => v.balance)).toEqual([1333n, 1_250_250n, 7n]);
    expect(new Set(b.journals.map((j) => j.entry)).size).toBe(SHAPE.length);
    await checksClean(ids);
  });

  it("keeps postBalance's rules and leaves nothing when it refuses", async () => {
    const ids = await offices("R", 2);
    const ok = { officeId: ids[0]!, amount: 10, sourceId: uuidv7() };
    const refuse = async (
      credits: BulkCredit[],
      type: "commission" | "topup" = "commission",
      date?: Date,
    ) => {
      try {
        await db.$transaction((tx) =>
          postBalances(
            tx,
            { account: "balance", type, sourceType: SOURCE, credits, ...(date ? { date } : {}) },
            { userId },
          ),
        );
      } catch (e) {
        return e;
      }
      throw new Error("not refused");
    };
    expect(await refuse([ok, { ...ok, sourceId: uuidv7(), amount: 0 }])).toBeInstanceOf(TypeError);
    expect(await refuse([ok, { ...ok, sourceId: uuidv7(), amount: -5 }])).toBeInstanceOf(TypeError);
    expect(await refuse([ok, { ...ok, sourceId: uuidv7(), amount: 1.5 }])).toBeInstanceOf(
      TypeError,
    );
    expect(await refuse([ok, ok])).toBeInstanceOf(TypeError);
    expect(await refuse([ok], "topup")).toBeInstanceOf(TypeError);
    const missing = await refuse([ok, { officeId: randomUUID(), amount: 5, sourceId: uuidv7() }]);
    expect(missing).toBeInstanceOf(AppError);
    expect((missing as AppError).status).toBe(404);
    await db.office.update({ where: { id: ids[1]! }, data: { deletedAt: new Date() } });
    const deleted = await refuse([ok, { officeId: ids[1]!, amount: 5, sourceId: uuidv7() }]);
    expect((deleted as AppError).status).toBe(404);
    // A date no accounting period covers: the journal's period lock refuses, all rolls back.
    const noPeriod = await refuse([ok], "commission", new Date(Date.UTC(2199, 0, 1)));
    expect(noPeriod).toBeInstanceOf(AppError);
    expect((noPeriod as AppError).status).toBe(422);
    const b = await books(ids);
    expect(b.trxes).toEqual([]);
    expect(b.journals).toEqual([]);
    expect(b.balances.map((v) => v.balance)).toEqual([0n, 0n]);
  });
});
