// The one journal posting (docs/journals.md), like postStock for goods and postBalance for saldo:
// a balanced entry of lines (account, debit, credit, office), whole rupiah, tied to the document
// that caused it (source_type / source_id), numbered JU-YYYYMM-NNNNNNNN from journal_number_seq.
//
// Runs on the caller's transaction, so the entry commits or rolls back with its event. Under the
// period lock: the entry's period is the one covering its date, read FOR SHARE
// (assertOpenPeriodFor), so a concurrent close either waits for this posting or has closed the
// period first and the posting is refused (409). Σ debit must equal Σ credit and every amount be
// a positive whole rupiah on exactly one side: otherwise it throws before writing anything.
import type { DbClient } from "@/server/auth/db-client";
import {
  assertOpenPeriodFor,
  openPeriodOf,
  type LockedPeriod,
} from "@/server/periods/assert-open-period";
import { AppError } from "@/server/errors";
import { orderedUuidv7s } from "@/server/ids";
import { PERIOD_CLOSED } from "@/lib/schemas/setup";
import { accountOf, ensureBankAccounts, resolveAccounts, type AccountRef } from "./accounts";

export interface JournalLineInput {
  account: AccountRef;
  debit?: bigint;
  credit?: bigint;
  /** The office the line belongs to (defaults to the entry's office). */
  officeId?: string | null;
  description?: string | null;
}

/**
 * How the entry's period is checked:
 * - "open" (default): the period covering the date must be open (409 closed / closing, 422 none);
 * - "closing": also accepted while that period is `closing` (entries written by the close job's
 *   own steps, e.g. the closing journal, or credits the close makes);
 * - "backfill": any period covering the date (the one-time backfill of past events).
 */
export type JournalPeriodMode = "open" | "closing" | "backfill";

export interface PostJournalInput {
  /** Business date (midnight UTC of the Jakarta day, as @db.Date columns hold it). */
  date: Date;
  description: string;
  sourceType: string;
  sourceId: string;
  officeId?: string | null;
  lines: readonly JournalLineInput[];
  /** The client's date field, for the 409/422 of the period lock. */
  datePointer?: string;
  periodMode?: JournalPeriodMode;
}

export interface PostedJournal {
  journalNumber: string;
  periodId: string;
  total: bigint;
}

export class UnbalancedJournalError extends Error {
  constructor(debit: bigint, credit: bigint) {
    super(`postJournal: unbalanced entry (debit ${debit}, credit ${credit})`);
    this.name = "UnbalancedJournalError";
  }
}

/** Checks the lines: amounts whole, non-negative, one side each, Σ debit = Σ credit > 0. */
export function balanceOf(lines: readonly JournalLineInput[]): bigint {
  if (!lines.length) throw new TypeError("postJournal: an entry needs lines");
  let debit = 0n;
  let credit = 0n;
  for (const l of lines) {
    const d = l.debit ?? 0n;
    const c = l.credit ?? 0n;
    if (typeof d !== "bigint" || typeof c !== "bigint")
      throw new TypeError("postJournal: amounts are bigint whole rupiah");
    if (d < 0n || c < 0n) throw new TypeError("postJournal: amounts must not be negative");
    if (d > 0n === c > 0n) throw new TypeError("postJournal: a line is a debit or a credit");
    debit += d;
    credit += c;
  }
  if (debit !== credit) throw new UnbalancedJournalError(debit, credit);
  return debit;
}

async function periodFor(db: DbClient, input: PostJournalInput): Promise<string> {
  const mode = input.periodMode ?? "open";
  if (mode === "open")
    return (await assertOpenPeriodFor(db, input.date, "periods", input.datePointer)).periodId;
  const rows = await db.$queryRaw<{ id: string; name: string; status: string }[]>`
    SELECT id::text AS id, name, status::text AS status FROM periods
    WHERE start_date <= ${input.date}::date AND end_date >= ${input.date}::date
    ORDER BY start_date LIMIT 1 FOR SHARE`;
  const p = rows[0];
  if (!p) return (await assertOpenPeriodFor(db, input.date, "periods", input.datePointer)).periodId;
  if (mode === "closing" && p.status === "closed")
    throw AppError.conflict(`${PERIOD_CLOSED}: ${p.name}`);
  return p.id;
}

const yyyymm = (d: Date) => `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, "0")}`;

export async function postJournal(
  db: DbClient,
  input: PostJournalInput,
  actor: { userId: string | null },
): Promise<PostedJournal> {
  const total = balanceOf(input.lines);
  if ((input.periodMode ?? "open") === "open") return postOpen(db, input, actor, total);
  const periodId = await periodFor(db, input);
  const accounts = await resolveAccounts(
    db,
    input.lines.map((l) => l.account),
  );
  const [seq] = await db.$queryRaw<{ n: bigint }[]>`SELECT nextval('journal_number_seq') AS n`;
  const journalNumber = `JU-${yyyymm(input.date)}-${String(seq!.n).padStart(8, "0")}`;
  await db.journalEntry.createMany({
    data: input.lines.map((l) => {
      const a = accountOf(accounts, l.account);
      return {
        periodId,
        journalNumber,
        entryDate: input.date,
        accountId: a.id,
        accountCode: a.code,
        accountName: a.name,
        description: l.description ?? input.description,
        debit: l.debit ?? 0n,
        credit: l.credit ?? 0n,
        officeId: l.officeId === undefined ? (input.officeId ?? null) : l.officeId,
        sourceType: input.sourceType,
        sourceId: input.sourceId,
        createdById: actor.userId,
      };
    }),
  });
  return { journalNumber, periodId, total };
}

/**
 * Many entries of one date at once (a batch of saldo credits, server/balances/post-balances.ts):
 * the same rules as postJournal for each entry (balanced, whole rupiah, one side per line; the
 * period covering the date locked FOR SHARE and checked once for all), numbered in the order
 * given, all lines written by one INSERT. Returns one PostedJournal per input, in order.
 */
export async function postJournals(
  db: DbClient,
  inputs: readonly PostJournalInput[],
  actor: { userId: string | null },
): Promise<PostedJournal[]> {
  if (!inputs.length) return [];
  const first = inputs[0]!;
  const day = first.date.getTime();
  const mode = first.periodMode ?? "open";
  for (const i of inputs)
    if (i.date.getTime() !== day || (i.periodMode ?? "open") !== mode)
      throw new TypeError("postJournals: every entry of a batch has the same date and period mode");
  const totals = inputs.map((i) => balanceOf(i.lines));
  const periodId = await periodFor(db, first);
  const accounts = await resolveAccounts(
    db,
    inputs.flatMap((i) => i.lines.map((l) => l.account)),
  );
  const seqs = await db.$queryRaw<{ n: bigint }[]>`
    SELECT nextval('journal_number_seq') AS n FROM generate_series(1, ${inputs.length}::int) g
    ORDER BY g`;
  const numbers = seqs.map((r) => `JU-${yyyymm(first.date)}-${String(r.n).padStart(8, "0")}`);
  const rows = inputs.flatMap((input, k) =>
    input.lines.map((l) => {
      const a = accountOf(accounts, l.account);
      return {
        number: numbers[k]!,
        accountId: a.id,
        code: a.code,
        name: a.name,
        description: l.description ?? input.description,
        debit: String(l.debit ?? 0n),
        credit: String(l.credit ?? 0n),
        officeId: l.officeId === undefined ? (input.officeId ?? null) : l.officeId,
        sourceType: input.sourceType,
        sourceId: input.sourceId,
      };
    }),
  );
  const inserted = await db.$executeRaw`
    INSERT INTO journal_entries (id, period_id, journal_number, entry_date, account_id,
      account_code, account_name, description, debit, credit, office_id, source_type, source_id,
      created_by_id, created_at, updated_at)
    SELECT x.id, ${periodId}::uuid, x.number, ${first.date}::date, x.account_id, x.code, x.name,
           x.description, x.debit, x.credit, x.office_id, x.source_type, x.source_id,
           ${actor.userId}::uuid, now(), now()
    FROM unnest(${orderedUuidv7s(rows.length)}::uuid[], ${rows.map((r) => r.number)}::text[],
      ${rows.map((r) => r.accountId)}::uuid[], ${rows.map((r) => r.code)}::text[],
      ${rows.map((r) => r.name)}::text[], ${rows.map((r) => r.description)}::text[],
      ${rows.map((r) => r.debit)}::bigint[], ${rows.map((r) => r.credit)}::bigint[],
      ${rows.map((r) => r.officeId)}::uuid[], ${rows.map((r) => r.sourceType)}::text[],
      ${rows.map((r) => r.sourceId)}::uuid[])
      AS x(id, number, account_id, code, name, description, debit, credit, office_id,
           source_type, source_id)`;
  if (inserted !== rows.length) throw new TypeError("postJournals: lines not written");
  return inputs.map((_, k) => ({ journalNumber: numbers[k]!, periodId, total: totals[k]! }));
}

/**
 * The posting of every event (period open) in ONE statement, as it runs inside the busiest
 * transactions (every saldo debit): the period lock (FOR SHARE, as assertOpenPeriodFor), the
 * number, the accounts and the lines. Nothing is inserted unless the period is open; the rule's
 * 409 / 422 is then raised from the locked rows (openPeriodOf), and an unknown account (fewer
 * lines inserted than given) throws, so the caller's transaction rolls back.
 */
async function postOpen(
  db: DbClient,
  input: PostJournalInput,
  actor: { userId: string | null },
  total: bigint,
): Promise<PostedJournal> {
  const day = new Date(
    Date.UTC(input.date.getUTCFullYear(), input.date.getUTCMonth(), input.date.getUTCDate()),
  );
  const lines = input.lines;
  const banks = lines.flatMap((l) => ("officeBankId" in l.account ? [l.account.officeBankId] : []));
  if (banks.length) await ensureBankAccounts(db, banks);
  const [row] = await db.$queryRaw<
    { periods: LockedPeriod[] | null; number: string | null; period_id: string | null; n: bigint }[]
  >`
    WITH per AS (
      SELECT p.id, p.name, p.status::text AS status, p.start_date FROM periods p
      WHERE p.start_date <= ${day}::date AND p.end_date >= ${day}::date
      ORDER BY p.start_date FOR SHARE OF p
    ), ok AS (
      SELECT per.id FROM per WHERE NOT EXISTS (SELECT 1 FROM per x WHERE x.status <> 'open')
      ORDER BY per.start_date LIMIT 1
    ), num AS (
      SELECT 'JU-' || ${yyyymm(day)} || '-' || lpad(nextval('journal_number_seq')::text, 8, '0') AS n
      FROM ok
    ), x AS (
      SELECT * FROM unnest(
        ${orderedUuidv7s(lines.length)}::uuid[],
        ${lines.map((l) => ("code" in l.account ? l.account.code : null))}::text[],
        ${lines.map((l) => ("officeBankId" in l.account ? l.account.officeBankId : null))}::uuid[],
        ${lines.map((l) => String(l.debit ?? 0n))}::bigint[],
        ${lines.map((l) => String(l.credit ?? 0n))}::bigint[],
        ${lines.map((l) => (l.officeId === undefined ? (input.officeId ?? null) : l.officeId))}::uuid[],
        ${lines.map((l) => l.description ?? input.description)}::text[]
      ) AS x(id, code, bank, debit, credit, office_id, description)
    ), ins AS (
      INSERT INTO journal_entries (id, period_id, journal_number, entry_date, account_id,
        account_code, account_name, description, debit, credit, office_id, source_type, source_id,
        created_by_id, created_at, updated_at)
      SELECT x.id, ok.id, num.n, ${day}::date, a.id, a.code, a.name, x.description, x.debit,
             x.credit, x.office_id, ${input.sourceType}, ${input.sourceId}::uuid,
             ${actor.userId}::uuid, now(), now()
      FROM ok, num, x
      JOIN accounts a ON (x.code IS NOT NULL AND a.code = x.code)
                      OR (x.bank IS NOT NULL AND a.office_bank_id = x.bank)
      RETURNING 1
    )
    SELECT (SELECT COALESCE(json_agg(json_build_object('id', per.id, 'name', per.name,
                     'status', per.status) ORDER BY per.start_date), '[]'::json) FROM per) AS periods,
           (SELECT n FROM num) AS number, (SELECT id::text FROM ok) AS period_id,
           (SELECT COUNT(*) FROM ins) AS n`;
  const { periodId } = openPeriodOf(row?.periods ?? [], day, input.datePointer);
  if (!row?.number || row.period_id !== periodId || Number(row.n) !== lines.length)
    throw new TypeError("postJournal: unknown account in the entry");
  return { journalNumber: row.number, periodId, total };
}
