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
import { postEvent } from "@/server/journals/post-event";
import type { JournalPeriodMode } from "@/server/journals/post-journal";
import { BALANCE_JOURNAL_SOURCE } from "@/server/journals/sources";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
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
