// The general ledger read from the journals (Kasir /kasir/laporan-gl, docs/journals.md "General
// ledger"): for an account (or every account) and a date range, the opening balance, the lines
// and the closing balance, signed debit-positive. The opening balance starts from the latest
// stored closing balances (close step closing_balances) before the range when the books before
// it are closed, plus the lines between; otherwise it is the sum of every line before the range.
// Lines are read in (entry_date, id) order through the (account_id, entry_date) or
// (entry_date, id) index, in keyset batches for the exports.
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { Prisma } from "@/server/generated/prisma/client";
import { isCalendarDate, jakartaMonthRange } from "@/lib/business-date";
import { UUID_RE } from "@/lib/schemas/master-rules";

export const GL_MAX_DAYS = 366;

export interface LedgerFilter {
  from: string;
  to: string;
  accountId: string | null;
  officeId: string | null;
  sourceType: string | null;
  periodId: string | null;
}

const KNOWN = new Set([
  "account_id",
  "account_code",
  "office_id",
  "source_type",
  "period_id",
  "date_from",
  "date_to",
]);

const bad = (parameter: string, detail: string) =>
  AppError.badRequest(detail, { parameter: `filter[${parameter}]` });

/** The filters of the GL and its exports; a malformed or unknown one is a 400 before any read. */
export async function ledgerFilterFrom(db: DbClient, url: URL): Promise<LedgerFilter> {
  const get = (k: string) => url.searchParams.get(`filter[${k}]`)?.trim() || null;
  for (const key of url.searchParams.keys()) {
    const m = /^filter\[(.+)\]$/.exec(key);
    if (m && !KNOWN.has(m[1]!)) throw bad(m[1]!, `Filter ${m[1]} tidak dikenal`);
  }
  const uuid = (k: string) => {
    const v = get(k);
    if (v && !UUID_RE.test(v)) throw bad(k, `filter[${k}] harus berupa id yang valid`);
    return v;
  };
  const day = (k: string) => {
    const v = get(k);
    if (v && !isCalendarDate(v)) throw bad(k, `filter[${k}] harus tanggal YYYY-MM-DD`);
    return v;
  };
  let accountId = uuid("account_id");
  const officeId = uuid("office_id");
  const periodId = uuid("period_id");
  let from = day("date_from");
  let to = day("date_to");
  const code = get("account_code");
  if (code && !accountId) {
    const a = await db.account.findUnique({ where: { code }, select: { id: true } });
    if (!a) throw bad("account_code", "Akun tidak ditemukan");
    accountId = a.id;
  } else if (accountId) {
    const a = await db.account.findUnique({ where: { id: accountId }, select: { id: true } });
    if (!a) throw bad("account_id", "Akun tidak ditemukan");
  }
  if (periodId && !from && !to) {
    const p = await db.period.findUnique({
      where: { id: periodId },
      select: { startDate: true, endDate: true },
    });
    if (!p) throw bad("period_id", "Periode tidak ditemukan");
    from = p.startDate.toISOString().slice(0, 10);
    to = p.endDate.toISOString().slice(0, 10);
  }
  if (!from && !to) ({ from, to } = jakartaMonthRange());
  from ??= to!;
  to ??= from;
  if (from > to) throw bad("date_to", "Tanggal akhir tidak boleh sebelum tanggal awal");
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  if (days > GL_MAX_DAYS) throw bad("date_to", `Rentang tanggal paling lama ${GL_MAX_DAYS} hari`);
  return { from, to, accountId, officeId, sourceType: get("source_type"), periodId };
}

function where(f: LedgerFilter, range: Prisma.Sql): Prisma.Sql {
  const parts = [range];
  if (f.accountId) parts.push(Prisma.sql`j.account_id = ${f.accountId}::uuid`);
  if (f.officeId) parts.push(Prisma.sql`j.office_id = ${f.officeId}::uuid`);
  if (f.sourceType) parts.push(Prisma.sql`j.source_type = ${f.sourceType}`);
  return Prisma.join(parts, " AND ");
}

export interface LedgerSummary {
  opening: bigint;
  debit: bigint;
  credit: bigint;
  closing: bigint;
  lines: number;
  /** The closed period whose stored balances the opening starts from (null: summed lines). */
  openingFromPeriodId: string | null;
}

/** Opening balance at `from`: stored closing balances when they can be trusted, else the lines. */
async function openingBalance(
  db: DbClient,
  f: LedgerFilter,
): Promise<{ amount: bigint; periodId: string | null }> {
  if (!f.officeId && !f.sourceType) {
    // The latest period ending before the range with stored balances, when no period that
    // starts before its end is still open (so no line can still be added before it).
    const [q] = await db.$queryRaw<{ id: string; end_date: Date }[]>`
      SELECT p.id::text AS id, p.end_date FROM periods p
      WHERE p.end_date < ${f.from}::date AND p.status = 'closed'
        AND EXISTS (SELECT 1 FROM account_period_balances b WHERE b.period_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM periods o WHERE o.status <> 'closed' AND o.start_date <= p.end_date)
      ORDER BY p.end_date DESC LIMIT 1`;
    if (q) {
      const acc = f.accountId ? Prisma.sql`AND b.account_id = ${f.accountId}::uuid` : Prisma.empty;
      const [stored] = await db.$queryRaw<{ s: bigint | null }[]>`
        SELECT SUM(b.closing)::bigint AS s FROM account_period_balances b
        WHERE b.period_id = ${q.id}::uuid ${acc}`;
      const [gap] = await db.$queryRaw<{ s: bigint | null }[]>`
        SELECT SUM(j.debit - j.credit)::bigint AS s FROM journal_entries j
        WHERE ${where(f, Prisma.sql`j.entry_date > ${q.end_date}::date AND j.entry_date < ${f.from}::date`)}`;
      return { amount: (stored?.s ?? 0n) + (gap?.s ?? 0n), periodId: q.id };
    }
  }
  const [all] = await db.$queryRaw<{ s: bigint | null }[]>`
    SELECT SUM(j.debit - j.credit)::bigint AS s FROM journal_entries j
    WHERE ${where(f, Prisma.sql`j.entry_date < ${f.from}::date`)}`;
  return { amount: all?.s ?? 0n, periodId: null };
}

export async function ledgerSummary(db: DbClient, f: LedgerFilter): Promise<LedgerSummary> {
  const opening = await openingBalance(db, f);
  const [t] = await db.$queryRaw<{ d: bigint | null; c: bigint | null; n: bigint }[]>`
    SELECT SUM(j.debit)::bigint AS d, SUM(j.credit)::bigint AS c, COUNT(*) AS n
    FROM journal_entries j
    WHERE ${ledgerLinesWhere(f)}`;
  const debit = t?.d ?? 0n;
  const credit = t?.c ?? 0n;
  return {
    opening: opening.amount,
    debit,
    credit,
    closing: opening.amount + debit - credit,
    lines: Number(t?.n ?? 0),
    openingFromPeriodId: opening.periodId,
  };
}

export interface LedgerLine {
  id: string;
  entryDate: string;
  journalNumber: string;
  accountCode: string;
  accountName: string;
  officeCode: string;
  description: string;
  debit: bigint;
  credit: bigint;
  sourceType: string;
  sourceId: string;
}

/**
 * The lines of the range: journal_entries `j` matching the filter, in LEDGER_LINE_ORDER (ids are
 * time-ordered, so an entry's lines stay together). THE selection of the general ledger: the
 * Laporan GL screen and its exports (ledgerLinesSql / ledgerBatches) and
 * `GET money-reports?filter[report]=gl` (server/money-reports/reports.ts) all read it.
 */
export const LEDGER_LINE_ORDER = Prisma.sql`j.entry_date, j.id`;

export function ledgerLinesWhere(f: LedgerFilter): Prisma.Sql {
  return where(f, Prisma.sql`j.entry_date >= ${f.from}::date AND j.entry_date <= ${f.to}::date`);
}

/** The GL's lines (ledgerLinesWhere) with their account and office; `page`: a keyset batch. */
export function ledgerLinesSql(
  f: LedgerFilter,
  page?: { after: { date: string; id: string } | null; limit: number },
): Prisma.Sql {
  const cursor: Prisma.Sql = page?.after
    ? Prisma.sql`AND (j.entry_date, j.id) > (${page.after.date}::date, ${page.after.id}::uuid)`
    : Prisma.empty;
  const limit = page ? Prisma.sql`LIMIT ${page.limit}` : Prisma.empty;
  return Prisma.sql`
    SELECT j.id::text AS id, to_char(j.entry_date, 'YYYY-MM-DD') AS "entryDate",
           j.journal_number AS "journalNumber", j.account_code AS "accountCode",
           COALESCE(j.account_name, '') AS "accountName", COALESCE(o.code, '') AS "officeCode",
           COALESCE(j.description, '') AS description, j.debit, j.credit,
           COALESCE(j.source_type, '') AS "sourceType", COALESCE(j.source_id::text, '') AS "sourceId"
    FROM journal_entries j LEFT JOIN offices o ON o.id = j.office_id
    WHERE ${ledgerLinesWhere(f)} ${cursor}
    ORDER BY ${LEDGER_LINE_ORDER} ${limit}`;
}

/** Every line of the range in (entry_date, id) order, `size` at a time (keyset). */
export async function* ledgerBatches(
  db: DbClient,
  f: LedgerFilter,
  size = 1000,
): AsyncGenerator<LedgerLine[]> {
  let after: { date: string; id: string } | null = null;
  for (;;) {
    const rows: LedgerLine[] = await db.$queryRaw<LedgerLine[]>(
      ledgerLinesSql(f, { after, limit: size }),
    );
    if (!rows.length) return;
    yield rows;
    const last = rows[rows.length - 1]!;
    after = { date: last.entryDate, id: last.id };
    if (rows.length < size) return;
  }
}
