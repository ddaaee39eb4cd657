// Closing the books of a period in the general ledger (issue 26 §2 step 5, docs/journals.md
// "Closing"): the closing journal moves every revenue and expense account's result of the
// period, per office, into Laba Ditahan (3101), dated on the period's last day; then each
// account's balance at the period end is stored (account_period_balances) so the next period's
// reports start from it. Both are idempotent: the closing journal is written once per period
// (source periods/<id>), the balances are upserts of what the lines say.
import type { DbClient } from "@/server/auth/db-client";
import { ACCOUNT } from "./accounts";
import { postJournal, type JournalLineInput } from "./post-journal";
import { CLOSING_SOURCE } from "./sources";

export interface ClosingPeriod {
  id: string;
  name: string;
  startDate: Date;
  endDate: Date;
}

/** Writes the closing journal of the period unless it exists. Returns its number (or null). */
export async function writeClosingJournal(
  db: DbClient,
  period: ClosingPeriod,
  userId: string | null,
): Promise<string | null> {
  const done = await db.journalEntry.findFirst({
    where: { sourceType: CLOSING_SOURCE, sourceId: period.id },
    select: { journalNumber: true },
  });
  if (done) return done.journalNumber;
  const nets = await db.$queryRaw<{ code: string; office_id: string | null; net: bigint }[]>`
    SELECT a.code, j.office_id::text AS office_id, SUM(j.debit - j.credit)::bigint AS net
    FROM journal_entries j JOIN accounts a ON a.id = j.account_id
    WHERE j.period_id = ${period.id}::uuid AND a.kind IN ('revenue', 'expense')
    GROUP BY a.code, j.office_id
    HAVING SUM(j.debit - j.credit) <> 0
    ORDER BY a.code, j.office_id NULLS FIRST`;
  if (!nets.length) return null;
  const lines: JournalLineInput[] = [];
  const result = new Map<string | null, bigint>();
  for (const n of nets) {
    lines.push(
      n.net > 0n
        ? { account: { code: n.code }, credit: n.net, officeId: n.office_id }
        : { account: { code: n.code }, debit: -n.net, officeId: n.office_id },
    );
    result.set(n.office_id, (result.get(n.office_id) ?? 0n) + n.net);
  }
  for (const [officeId, net] of result) {
    if (net === 0n) continue;
    lines.push(
      net > 0n
        ? { account: { code: ACCOUNT.LABA_DITAHAN }, debit: net, officeId }
        : { account: { code: ACCOUNT.LABA_DITAHAN }, credit: -net, officeId },
    );
  }
  const posted = await postJournal(
    db,
    {
      date: period.endDate,
      description: `Jurnal penutup ${period.name}`,
      sourceType: CLOSING_SOURCE,
      sourceId: period.id,
      lines,
      periodMode: "closing",
    },
    { userId },
  );
  return posted.journalNumber;
}

/**
 * Stores the period-end balance of the accounts with code after `afterCode` (at most `limit`,
 * in code order): opening = the previous stored closing (of the latest earlier closed period
 * that has one, when every period starting before its end is closed) plus the lines between, or
 * every line before the period; debit / credit = the period's lines. Accounts that never moved
 * get no row. Returns the last account code handled.
 */
export async function storeClosingBalances(
  db: DbClient,
  period: ClosingPeriod,
  afterCode: string,
  limit: number,
): Promise<{ lastCode: string | null; accounts: number }> {
  const accounts = await db.$queryRaw<{ id: string; code: string }[]>`
    SELECT id::text AS id, code FROM accounts WHERE code > ${afterCode} ORDER BY code LIMIT ${limit}`;
  if (!accounts.length) return { lastCode: null, accounts: 0 };
  await db.$executeRaw`
    WITH acc AS (SELECT unnest(${accounts.map((a) => a.id)}::uuid[]) AS id),
    prev AS (
      SELECT DISTINCT ON (b.account_id) b.account_id, b.closing, p.end_date
      FROM account_period_balances b JOIN periods p ON p.id = b.period_id
      WHERE b.account_id IN (SELECT id FROM acc) AND p.end_date < ${period.startDate}::date
        AND p.id <> ${period.id}::uuid AND p.status = 'closed'
        -- Trusted only while no line can still be added before its end: every other period
        -- starting by then is closed too.
        AND NOT EXISTS (SELECT 1 FROM periods o WHERE o.status <> 'closed'
                          AND o.id <> ${period.id}::uuid AND o.start_date <= p.end_date)
      ORDER BY b.account_id, p.end_date DESC
    ),
    figures AS (
      SELECT acc.id AS account_id,
        COALESCE(prev.closing, 0) + COALESCE((
          SELECT SUM(j.debit - j.credit) FROM journal_entries j
          WHERE j.account_id = acc.id AND j.entry_date < ${period.startDate}::date
            AND (prev.end_date IS NULL OR j.entry_date > prev.end_date)), 0) AS opening,
        COALESCE((SELECT SUM(j.debit) FROM journal_entries j
                  WHERE j.account_id = acc.id AND j.period_id = ${period.id}::uuid), 0) AS debit,
        COALESCE((SELECT SUM(j.credit) FROM journal_entries j
                  WHERE j.account_id = acc.id AND j.period_id = ${period.id}::uuid), 0) AS credit
      FROM acc LEFT JOIN prev ON prev.account_id = acc.id
    )
    INSERT INTO account_period_balances (id, period_id, account_id, opening, debit, credit, closing, created_at)
    SELECT gen_random_uuid(), ${period.id}::uuid, f.account_id, f.opening, f.debit, f.credit,
           f.opening + f.debit - f.credit, now()
    FROM figures f WHERE f.opening <> 0 OR f.debit <> 0 OR f.credit <> 0
    ON CONFLICT (period_id, account_id) DO UPDATE SET opening = EXCLUDED.opening,
      debit = EXCLUDED.debit, credit = EXCLUDED.credit, closing = EXCLUDED.closing`;
  return { lastCode: accounts[accounts.length - 1]!.code, accounts: accounts.length };
}
