// The balance ledger of one office with its running balance (docs/money.md "Balances"): /saldo
// and GET balance-trxes/-actions/ledger. Newest first, keyset paged on the posting order (seq),
// filtered by account (saldo / deposit), kind and a date range (Jakarta days).
//
// The running balance is computed in SQL with a window function, in O(page): the page's rows are
// taken first (index (office_id, seq) / (office_id, account, seq) / (office_id, type, seq)); then,
// per account, every ledger row between the page's newest and oldest row (filters aside, so a
// filtered page still shows the account's real balance) is summed newest-first, anchored on the
// newest row's balance_after:
//   running(r) = balance_after(newest) - SUM(amount of the rows after r, up to the newest)
// `npm run ledger:check` proves every balance_after equals the running sum from the account's
// first row (server/balances/balance-check.ts), so the anchor is the account's real balance there.
import type { DbClient } from "@/server/auth/db-client";
import type { Actor } from "@/server/auth/actor";
import { OFFICE_CATEGORY, hasPermission, isPusat } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { Prisma } from "@/server/generated/prisma/client";
import { wibDayStart } from "@/server/logs/filters";
import { BALANCE_TRX_TYPES, type BalanceTrxKind } from "@/lib/balance-trx";

export const LEDGER_PAGE_SIZE = 20;
export const LEDGER_PAGE_MAX = 100;

export interface LedgerFilter {
  account?: "balance" | "deposit" | null;
  type?: BalanceTrxKind | null;
  /** YYYY-MM-DD, Jakarta days, inclusive. */
  dateFrom?: string | null;
  dateTo?: string | null;
}

export interface LedgerRow {
  id: string;
  seq: bigint;
  createdAt: Date;
  account: "balance" | "deposit";
  type: BalanceTrxKind;
  amount: bigint;
  balanceAfter: bigint;
  /** The account's balance after this row, computed by the window function. */
  running: bigint;
  sourceType: string | null;
  sourceId: string | null;
  /** The source document's code when it is a top-up or a payment. */
  sourceCode: string | null;
  description: string | null;
}

export interface LedgerPage {
  rows: LedgerRow[];
  /** Cursor of the next (older) page, null on the last. */
  next: string | null;
}

/** Office categories with a saldo ledger of their own (SPEC §6: Saldo for Stockist and SC). */
export function hasOwnLedger(officeCategoryId: number | null | undefined): boolean {
  return (
    officeCategoryId === OFFICE_CATEGORY.STOCKIST ||
    officeCategoryId === OFFICE_CATEGORY.STOCKIST_CENTER
  );
}

/**
 * The office whose ledger `actor` may read: a stockist or SC its own (another office's id is a
 * 404); Pusat with balance-trxes.view any office it names (required). 403 for anyone else.
 */
export async function ledgerOfficeFor(
  db: DbClient,
  actor: Actor,
  requested: string | null,
): Promise<string> {
  if (!hasPermission(actor, "balance-trxes.view")) throw AppError.forbidden();
  if (isPusat(actor)) {
    if (!requested)
      throw AppError.badRequest("filter[office_id] wajib diisi", {
        parameter: "filter[office_id]",
      });
    const office = UUID.test(requested)
      ? await db.office.findFirst({
          where: { id: requested, deletedAt: null },
          select: { id: true },
        })
      : null;
    if (!office) throw AppError.notFound("Kantor tidak ditemukan");
    return office.id;
  }
  if (!actor.officeId || !hasOwnLedger(actor.officeCategoryId))
    throw AppError.forbidden("Saldo hanya untuk Stockist dan Stockist Center");
  if (requested && requested !== actor.officeId) throw AppError.notFound("Kantor tidak ditemukan");
  return actor.officeId;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Parses the query parameters of the ledger (the API's filter[...] / page[...] or /saldo's). */
export function parseLedgerQuery(params: {
  account?: string | null;
  type?: string | null;
  dateFrom?: string | null;
  dateTo?: string | null;
  after?: string | null;
  limit?: string | null;
}): { filter: LedgerFilter; after: bigint | null; limit: number } {
  const blank = (v: string | null | undefined) => (v == null || v.trim() === "" ? null : v.trim());
  const account = blank(params.account);
  if (account !== null && account !== "balance" && account !== "deposit")
    throw AppError.badRequest("filter[account] harus balance atau deposit", {
      parameter: "filter[account]",
    });
  const type = blank(params.type);
  if (type !== null && !(BALANCE_TRX_TYPES as readonly string[]).includes(type))
    throw AppError.badRequest(
      `filter[trx_type] harus salah satu dari: ${BALANCE_TRX_TYPES.join(", ")}`,
      {
        parameter: "filter[trx_type]",
      },
    );
  const dateFrom = blank(params.dateFrom);
  const dateTo = blank(params.dateTo);
  if (dateFrom) wibDayStart(dateFrom, "date_from");
  if (dateTo) wibDayStart(dateTo, "date_to");
  const after = blank(params.after);
  if (after !== null && !/^\d{1,18}$/.test(after))
    throw AppError.badRequest("Cursor tidak valid", { parameter: "page[after]" });
  const limitText = blank(params.limit);
  if (limitText !== null && !/^\d{1,4}$/.test(limitText))
    throw AppError.badRequest("page[limit] harus berupa angka", { parameter: "page[limit]" });
  const limit = Math.min(
    Math.max(limitText === null ? LEDGER_PAGE_SIZE : Number(limitText), 1),
    LEDGER_PAGE_MAX,
  );
  return {
    filter: {
      account: account as LedgerFilter["account"],
      type: type as BalanceTrxKind | null,
      dateFrom,
      dateTo,
    },
    after: after === null ? null : BigInt(after),
    limit,
  };
}

export async function balanceLedger(
  db: DbClient,
  input: { officeId: string; filter: LedgerFilter; after: bigint | null; limit: number },
): Promise<LedgerPage> {
  const { officeId, filter, after, limit } = input;
  const conds: Prisma.Sql[] = [Prisma.sql`t.office_id = ${officeId}::uuid`];
  if (filter.account) conds.push(Prisma.sql`t.account = ${filter.account}::balance_account`);
  if (filter.type) conds.push(Prisma.sql`t.type = ${filter.type}::balance_trx_type`);
  if (filter.dateFrom)
    conds.push(Prisma.sql`t.created_at >= ${wibDayStart(filter.dateFrom, "date_from")}`);
  if (filter.dateTo)
    conds.push(
      Prisma.sql`t.created_at < ${new Date(wibDayStart(filter.dateTo, "date_to").getTime() + 86_400_000)}`,
    );
  if (after !== null) conds.push(Prisma.sql`t.seq < ${after}`);
  const raw = await db.$queryRaw<
    {
      id: string;
      seq: bigint;
      created_at: Date;
      account: "balance" | "deposit";
      type: BalanceTrxKind;
      amount: bigint;
      balance_after: bigint;
      running: bigint;
      source_type: string | null;
      source_id: string | null;
      source_code: string | null;
      description: string | null;
    }[]
  >`
    WITH page AS (
      SELECT t.id, t.seq, t.created_at, t.account, t.type, t.amount, t.balance_after,
             t.source_type, t.source_id, t.description
      FROM balance_trxes t
      WHERE ${Prisma.join(conds, " AND ")}
      ORDER BY t.seq DESC
      LIMIT ${limit + 1}
    ),
    bounds AS (
      SELECT account, MIN(seq) AS lo, MAX(seq) AS hi FROM page GROUP BY account
    ),
    span AS (
      SELECT t.id, t.account, t.seq,
             FIRST_VALUE(t.balance_after) OVER w
               - COALESCE(SUM(t.amount) OVER (w ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)
               AS running
      FROM balance_trxes t
      JOIN bounds b ON b.account = t.account AND t.seq BETWEEN b.lo AND b.hi
      WHERE t.office_id = ${officeId}::uuid
      WINDOW w AS (PARTITION BY t.account ORDER BY t.seq DESC)
    )
    SELECT p.id::text AS id, p.seq, p.created_at, p.account::text AS account, p.type::text AS type,
           p.amount, p.balance_after, s.running::bigint AS running,
           p.source_type, p.source_id::text AS source_id,
           COALESCE(tp.code, pm.code) AS source_code, p.description
    FROM page p
    JOIN span s ON s.id = p.id
    LEFT JOIN topups tp ON p.source_type = 'topups' AND tp.id = p.source_id
    LEFT JOIN payments pm ON p.source_type = 'payments' AND pm.id = p.source_id
    ORDER BY p.seq DESC`;
  const more = raw.length > limit;
  const rows = raw.slice(0, limit).map((r) => ({
    id: r.id,
    seq: BigInt(r.seq),
    createdAt: r.created_at,
    account: r.account,
    type: r.type,
    amount: BigInt(r.amount),
    balanceAfter: BigInt(r.balance_after),
    running: BigInt(r.running),
    sourceType: r.source_type,
    sourceId: r.source_id,
    sourceCode: r.source_code,
    description: r.description,
  }));
  const last = rows.at(-1);
  return { rows, next: more && last ? String(last.seq) : null };
}
