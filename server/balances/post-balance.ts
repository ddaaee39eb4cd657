// The one balance posting (docs/ledgers.md): an office's saldo or SC deposit moves by a signed
// amount together with its ledger row (balance_trxes) carrying balance_after. Top-up approval
// uses it; order payments, refunds, cashback and withdrawals will too.
//
// Runs on the caller's transaction (`db` is a DbClient): the caller opens the transaction so that
// the posting and the document that causes it (a payment, a top-up decision) commit together.
// The increment is one conditional UPDATE ... RETURNING: concurrent postings serialise on the
// office row, and a debit that would take the account below zero changes nothing and answers 422
// 'Saldo tidak cukup' (no read-then-write race).
//
// Every posting is also journalled here, in the same transaction (docs/journals.md): the office's
// liability (Saldo Titipan Kantor / Deposit SC) against the counter account of its type
// (server/journals/postings.ts BALANCE_COUNTER), source balance_trxes/<row id>. So every caller,
// including the period close's cashback and commission credits, is journalled without a call of
// its own.
import type { DbClient } from "@/server/auth/db-client";
import { jakartaToday } from "@/lib/business-date";
import { postEvent, postEvents } from "@/server/journals/post-event";
import type { JournalPeriodMode } from "@/server/journals/post-journal";
import { BALANCE_JOURNAL_SOURCE } from "@/server/journals/sources";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { orderedUuidv7s } from "@/server/ids";
import { Prisma } from "@/server/generated/prisma/client";
import type { BalanceAccount, BalanceTrxType } from "@/server/generated/prisma/client";

export const BALANCE_INSUFFICIENT = "Saldo tidak cukup";
export const DEPOSIT_INSUFFICIENT = "Deposit tidak cukup";

export interface PostBalanceInput {
  officeId: string;
  account: BalanceAccount;
  /** Signed whole rupiah: positive credits, negative debits. Never 0. */
  amount: bigint | number;
  type: BalanceTrxType;
  /** The document behind the posting ("topups", "orders", ...) and its id. */
  sourceType: string;
  sourceId: string;
  description?: string | null;
  /** The journal's business date (default: today in Jakarta), e.g. a payment's payment_date. */
  date?: Date;
  /** For a credit: the money actually received, when less (an SC deposit's multiplier). */
  cashAmount?: bigint;
  /** "closing" for credits the period close itself makes (docs/journals.md). */
  journalPeriodMode?: JournalPeriodMode;
}

export interface PostBalanceResult {
  /** The balance_trxes row. */
  id: string;
  balanceAfter: bigint;
}

export async function postBalance(
  db: DbClient,
  input: PostBalanceInput,
  actor: { userId: Actor["userId"] | null },
): Promise<PostBalanceResult> {
  if (typeof input.amount === "number" && !Number.isSafeInteger(input.amount))
    throw new TypeError("postBalance: amount must be whole rupiah");
  const amount = BigInt(input.amount);
  if (amount === 0n) throw new TypeError("postBalance: amount must not be 0");
  const rows =
    input.account === "deposit"
      ? await db.$queryRaw<{ after: bigint }[]>`
          UPDATE offices SET deposit_balance = deposit_balance + ${amount}, updated_at = now()
          WHERE id = ${input.officeId}::uuid AND deleted_at IS NULL
            AND deposit_balance + ${amount} >= 0
          RETURNING deposit_balance AS after`
      : await db.$queryRaw<{ after: bigint }[]>`
          UPDATE offices SET balance = balance + ${amount}, updated_at = now()
          WHERE id = ${input.officeId}::uuid AND deleted_at IS NULL
            AND balance + ${amount} >= 0
          RETURNING balance AS after`;
  const row = rows[0];
  if (!row) {
    const office = await db.office.findFirst({
      where: { id: input.officeId, deletedAt: null },
      select: { id: true },
    });
    if (!office) throw AppError.notFound("Kantor tidak ditemukan");
    throw AppError.validation([
      {
        detail: input.account === "deposit" ? DEPOSIT_INSUFFICIENT : BALANCE_INSUFFICIENT,
        source: { pointer: "/data/attributes/amount" },
      },
    ]);
  }
  const balanceAfter = BigInt(row.after);
  const trx = await db.balanceTrx.create({
    data: {
      officeId: input.officeId,
      account: input.account,
      type: input.type,
      amount,
      balanceAfter,
      sourceType: input.sourceType,
      sourceId: input.sourceId,
      description: input.description ?? null,
      createdById: actor.userId,
    },
    select: { id: true },
  });
  await postEvent(
    db,
    {
      kind: "balance",
      type: input.type,
      account: input.account,
      amount,
      ...(input.cashAmount !== undefined ? { cashAmount: input.cashAmount } : {}),
    },
    {
      date: input.date ?? jakartaToday(),
      description: input.description ?? `Saldo ${input.type}`,
      sourceType: BALANCE_JOURNAL_SOURCE,
      sourceId: trx.id,
      officeId: input.officeId,
      ...(input.journalPeriodMode ? { periodMode: input.journalPeriodMode } : {}),
    },
    actor,
  );
  return { id: trx.id, balanceAfter };
}

/**
 * The types whose ledger rows have a unique source key (a partial unique index on
 * balance_trxes(source_id) for that type and source type): only these can be posted in bulk,
 * because the bulk form relies on the key to credit a retried batch once.
 */
export const ONCE_SOURCE: Partial<Record<BalanceTrxType, string>> = {
  commission: "office_commissions", // balance_trxes_commission_once
  cashback: "office_commissions", // balance_trxes_cashback_once (the close's office cashback)
  retur_credit: "returs", // balance_trxes_retur_credit_once
};

export interface BulkCredit {
  officeId: string;
  /** Positive whole rupiah. */
  amount: bigint | number;
  /** The document behind this credit (its unique source key with the batch's type). */
  sourceId: string;
  description?: string | null;
}

export interface PostBalancesInput {
  account: BalanceAccount;
  /** A type of ONCE_SOURCE, with its source type. */
  type: BalanceTrxType;
  sourceType: string;
  credits: readonly BulkCredit[];
  /** The journals' business date (default: today in Jakarta). */
  date?: Date;
  journalPeriodMode?: JournalPeriodMode;
}

const BALANCE_COLUMN: Record<BalanceAccount, Prisma.Sql> = {
  balance: Prisma.raw("balance"),
  deposit: Prisma.raw("deposit_balance"),
};

/**
 * The set-based form of postBalance for many credits on the caller's transaction (the close's
 * commission payout): the same rows, balances and journals as one postBalance per credit in the
 * order given, in a few statements whatever the number of credits:
 * 1. the offices' rows are locked FOR UPDATE in id order (a stable order: two batches never
 *    deadlock), 404 when one is missing or deleted;
 * 2. one statement skips the credits whose source key already has its ledger row (a retried
 *    batch, or a concurrent run that committed first: it held the same locks), inserts the
 *    others' balance_trxes rows with the running balance_after per office (ON CONFLICT DO
 *    NOTHING as the last guard), and adds only the inserted amounts to the offices' balances;
 * 3. one journal entry per inserted row (the journal check wants one per money document),
 *    written by postEvents / postJournals in one INSERT under the period lock.
 * Returns, per credit in input order, its ledger row or null when it had been credited before.
 */
export async function postBalances(
  db: DbClient,
  input: PostBalancesInput,
  actor: { userId: Actor["userId"] | null },
): Promise<(PostBalanceResult | null)[]> {
  if (ONCE_SOURCE[input.type] !== input.sourceType)
    throw new TypeError(
      `postBalances: ${input.type} / ${input.sourceType} has no unique source key`,
    );
  const credits = input.credits.map((c) => {
    if (typeof c.amount === "number" && !Number.isSafeInteger(c.amount))
      throw new TypeError("postBalances: amount must be whole rupiah");
    const amount = BigInt(c.amount);
    if (amount <= 0n) throw new TypeError("postBalances: amounts must be positive");
    return { ...c, amount };
  });
  if (!credits.length) return [];
  if (new Set(credits.map((c) => c.sourceId)).size !== credits.length)
    throw new TypeError("postBalances: a source is credited twice in one batch");

  const officeIds = [...new Set(credits.map((c) => c.officeId))];
  const locked = await db.$queryRaw<{ id: string }[]>`
    SELECT id::text AS id FROM offices
    WHERE id = ANY(${officeIds}::uuid[]) AND deleted_at IS NULL
    ORDER BY id FOR UPDATE`;
  if (locked.length !== officeIds.length) throw AppError.notFound("Kantor tidak ditemukan");

  const col = BALANCE_COLUMN[input.account];
  const [res] = await db.$queryRaw<
    {
      uncredited: bigint;
      offices: bigint;
      rows: { id: string; source_id: string; after: string }[];
    }[]
  >`
    WITH x AS (
      SELECT * FROM unnest(${orderedUuidv7s(credits.length)}::uuid[],
        ${credits.map((c) => c.officeId)}::uuid[], ${credits.map((c) => String(c.amount))}::bigint[],
        ${credits.map((c) => c.sourceId)}::uuid[], ${credits.map((c) => c.description ?? null)}::text[])
        WITH ORDINALITY AS x(id, office_id, amount, source_id, description, ord)
    ), uncredited AS (
      SELECT x.* FROM x
      WHERE NOT EXISTS (SELECT 1 FROM balance_trxes b
                        WHERE b.type = ${input.type}::balance_trx_type
                          AND b.source_type = ${input.sourceType} AND b.source_id = x.source_id)
    ), run AS (
      SELECT uncredited.*, o.${col} + SUM(uncredited.amount) OVER (PARTITION BY uncredited.office_id ORDER BY uncredited.ord) AS after
      FROM uncredited JOIN offices o ON o.id = uncredited.office_id
    ), ins AS (
      INSERT INTO balance_trxes (id, office_id, account, type, amount, balance_after, source_type,
        source_id, description, created_by_id, created_at)
      SELECT r.id, r.office_id, ${input.account}::balance_account, ${input.type}::balance_trx_type,
             r.amount, r.after, ${input.sourceType}, r.source_id, r.description,
             ${actor.userId}::uuid, now()
      FROM (SELECT * FROM run ORDER BY ord) r
      ON CONFLICT DO NOTHING
      RETURNING id, office_id, amount, balance_after, source_id
    ), upd AS (
      UPDATE offices o SET ${col} = o.${col} + s.total, updated_at = now()
      FROM (SELECT office_id, SUM(amount) AS total FROM ins GROUP BY office_id) s
      WHERE o.id = s.office_id
      RETURNING o.id
    )
    SELECT (SELECT COUNT(*) FROM uncredited) AS uncredited, (SELECT COUNT(*) FROM upd) AS offices,
           (SELECT COALESCE(json_agg(json_build_object('id', ins.id, 'source_id', ins.source_id,
                     'after', ins.balance_after::text)), '[]'::json) FROM ins) AS rows`;
  const rows = res?.rows ?? [];
  // A row skipped by ON CONFLICT though no ledger row had its key before the statement: another
  // transaction credited the same source to a different office meanwhile. The balance_after of
  // the rows written would not be what they say, so nothing of this batch may stay.
  if (rows.length !== Number(res?.uncredited ?? 0))
    throw new Error("postBalances: a source was credited concurrently; retry the batch");

  const bySource = new Map(rows.map((r) => [r.source_id, r]));
  const out = credits.map((c) => {
    const r = bySource.get(c.sourceId);
    return r ? { id: r.id, balanceAfter: BigInt(r.after), credit: c } : null;
  });
  const posted = out.filter((o) => o !== null);
  await postEvents(
    db,
    posted.map((p) => ({
      event: { kind: "balance", type: input.type, account: input.account, amount: p.credit.amount },
      ctx: {
        date: input.date ?? jakartaToday(),
        description: p.credit.description ?? `Saldo ${input.type}`,
        sourceType: BALANCE_JOURNAL_SOURCE,
        sourceId: p.id,
        officeId: p.credit.officeId,
        ...(input.journalPeriodMode ? { periodMode: input.journalPeriodMode } : {}),
      },
    })),
    actor,
  );
  return out.map((o) => (o ? { id: o.id, balanceAfter: o.balanceAfter } : null));
}
