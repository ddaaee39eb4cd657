// The journal part of `npm run ledger:check` and of the period close's verify step
// (docs/journals.md "Checks"): every entry balances, every money document has its journal and the
// amounts agree, and every stored closing balance equals the sum of its lines. A document whose
// date no period covers (only test fixtures written past the use cases can have one) cannot be
// journalled and is counted apart, not as a difference.
import type { DbClient } from "@/server/auth/db-client";
import { ACCOUNT } from "./accounts";
import {
  ADJUSTMENT_JOURNAL_SOURCE,
  BALANCE_JOURNAL_SOURCE,
  PAYMENT_BUNDLE_SOURCE,
  PAYMENT_SOURCE,
} from "./sources";

export interface UnbalancedEntry {
  journalNumber: string;
  debit: bigint;
  credit: bigint;
}

export interface DocumentDifference {
  sourceType: string;
  sourceId: string;
  expected: bigint;
  journalled: bigint;
}

export interface AccountBalanceDifference {
  periodId: string;
  accountCode: string;
  stored: bigint;
  lines: bigint;
}

export interface JournalReport {
  entries: number;
  lines: number;
  unbalanced: UnbalancedEntry[];
  documentDifferences: DocumentDifference[];
  accountDifferences: AccountBalanceDifference[];
  outsideCalendar: number;
}

export const journalDifferenceCount = (r: JournalReport): number =>
  r.unbalanced.length + r.documentDifferences.length + r.accountDifferences.length;

const inCalendar = (day: string) =>
  `EXISTS (SELECT 1 FROM periods pr WHERE pr.start_date <= ${day} AND pr.end_date >= ${day})`;

export async function checkJournals(db: DbClient, limit = 100): Promise<JournalReport> {
  const [totals] = await db.$queryRaw<{ entries: bigint; lines: bigint }[]>`
    SELECT COUNT(DISTINCT journal_number) AS entries, COUNT(*) AS lines FROM journal_entries`;
  const unbalanced = await db.$queryRaw<UnbalancedEntry[]>`
    SELECT journal_number AS "journalNumber", SUM(debit)::bigint AS debit, SUM(credit)::bigint AS credit
    FROM journal_entries GROUP BY journal_number
    HAVING SUM(debit) <> SUM(credit) OR COUNT(DISTINCT period_id) > 1
    ORDER BY journal_number LIMIT ${limit}`;

  // What each document should have journalled, against what its journals say: a saldo posting
  // its |amount| in one entry; a payment (of an order or of a report) the net revenue of its
  // cash / bank / giro lines while it counts (0 once cancelled or withdrawn); a stock adjustment
  // of a product with a purchase price, one entry (its value is the price of that day, which may
  // have changed since, so only the entry is checked).
  // Set-based (a million payments are one pass each, not a million probes): the periods'
  // calendar as one multirange, each payment's non-saldo lines summed in one GROUP BY, and every
  // journalled source's value and entry count in one GROUP BY over journal_entries, hash-joined.
  const documentDifferences = await db.$queryRawUnsafe<DocumentDifference[]>(
    `
    WITH cal AS (
      SELECT COALESCE(range_agg(daterange(start_date, end_date, '[]')), '{}'::datemultirange) AS days
      FROM periods
    ),
    method_sums AS (
      SELECT pm.payment_id, SUM(pm.amount) AS amount
      FROM payment_methods pm JOIN payment_method_types t ON t.id = pm.payment_method_type_id
      WHERE pm.deleted_at IS NULL AND t.code <> 'saldo'
      GROUP BY pm.payment_id
    ),
    journalled AS (
      SELECT x.source_type, x.source_id,
             SUM(CASE WHEN x.account_code = '${ACCOUNT.PENJUALAN}' THEN x.credit - x.debit ELSE 0 END) AS revenue,
             SUM(x.debit) AS debit,
             COUNT(DISTINCT x.journal_number) AS entries
      FROM journal_entries x
      WHERE x.source_type IN ('${BALANCE_JOURNAL_SOURCE}', '${PAYMENT_SOURCE}',
                              '${PAYMENT_BUNDLE_SOURCE}', '${ADJUSTMENT_JOURNAL_SOURCE}')
      GROUP BY x.source_type, x.source_id
    ),
    expected AS (
      SELECT '${BALANCE_JOURNAL_SOURCE}'::text AS source_type, b.id AS source_id,
             abs(b.amount) AS amount, 'debit' AS measure
      FROM balance_trxes b, cal
      WHERE cal.days @> (b.created_at AT TIME ZONE 'Asia/Jakarta')::date
      UNION ALL
      SELECT '${PAYMENT_SOURCE}', p.id,
             CASE WHEN p.status = 'cancelled' OR p.deleted_at IS NOT NULL THEN 0
                  ELSE COALESCE(ms.amount, 0) END,
             'revenue'
      FROM payments p CROSS JOIN cal
      LEFT JOIN method_sums ms ON ms.payment_id = p.id
      WHERE cal.days @> p.payment_date::date
        AND (p.deleted_at IS NULL OR EXISTS (SELECT 1 FROM journalled jd
               WHERE jd.source_type = '${PAYMENT_SOURCE}' AND jd.source_id = p.id))
      UNION ALL
      SELECT '${PAYMENT_BUNDLE_SOURCE}', pb.id,
             CASE WHEN pb.deleted_at IS NOT NULL OR COALESCE(t.code, '') = 'saldo' THEN 0 ELSE pb.amount END,
             'revenue'
      FROM payment_bundles pb CROSS JOIN cal
      LEFT JOIN payment_method_types t ON t.id = pb.payment_method_type_id
      WHERE cal.days @> pb.payment_date::date
      UNION ALL
      SELECT '${ADJUSTMENT_JOURNAL_SOURCE}', st.id, abs(st.quantity_change::bigint * p.purchase_price), 'entry'
      FROM stock_trxes st JOIN products p ON p.id = st.product_id CROSS JOIN cal
      WHERE st.type = 'adjustment' AND st.source_type = 'stock-adjustments' AND p.purchase_price > 0
        AND cal.days @> (st.created_at AT TIME ZONE 'Asia/Jakarta')::date
    )
    SELECT e.source_type AS "sourceType", e.source_id::text AS "sourceId",
           e.amount::bigint AS expected,
           COALESCE(CASE e.measure WHEN 'revenue' THEN j.revenue ELSE j.debit END, 0)::bigint AS journalled
    FROM expected e
    LEFT JOIN journalled j ON j.source_type = e.source_type AND j.source_id = e.source_id
    WHERE (e.measure <> 'entry'
           AND COALESCE(CASE e.measure WHEN 'revenue' THEN j.revenue ELSE j.debit END, 0) <> e.amount)
       OR (e.measure <> 'revenue' AND COALESCE(j.entries, 0) <> 1)
    ORDER BY 1, 2 LIMIT $1`,
    limit,
  );

  // A stored closing balance is its opening plus the period's lines (the table's CHECK holds
  // closing = opening + debit - credit; here debit and credit are recomputed from the lines).
  const accountDifferences = await db.$queryRaw<AccountBalanceDifference[]>`
    SELECT b.period_id::text AS "periodId", a.code AS "accountCode",
           (b.debit - b.credit)::bigint AS stored, COALESCE(l.net, 0)::bigint AS lines
    FROM account_period_balances b JOIN accounts a ON a.id = b.account_id
    LEFT JOIN LATERAL (SELECT SUM(j.debit - j.credit) AS net FROM journal_entries j
                       WHERE j.period_id = b.period_id AND j.account_id = b.account_id) l ON true
    WHERE (b.debit - b.credit) <> COALESCE(l.net, 0)
    ORDER BY 1, 2 LIMIT ${limit}`;

  const [outside] = await db.$queryRawUnsafe<{ n: bigint }[]>(`
    SELECT (SELECT COUNT(*) FROM balance_trxes b
             WHERE NOT ${inCalendar("(b.created_at AT TIME ZONE 'Asia/Jakarta')::date")})
         + (SELECT COUNT(*) FROM payments p WHERE NOT ${inCalendar("p.payment_date")}) AS n`);

  return {
    entries: Number(totals?.entries ?? 0),
    lines: Number(totals?.lines ?? 0),
    unbalanced,
    documentDifferences,
    accountDifferences,
    outsideCalendar: Number(outside?.n ?? 0),
  };
}

export function formatJournalReport(r: JournalReport): string {
  const out = [
    `journals: ${r.entries} entries, ${r.lines} lines; ${r.unbalanced.length} unbalanced, ` +
      `${r.documentDifferences.length} documents without their journal, ` +
      `${r.accountDifferences.length} closing balances off their lines` +
      (r.outsideCalendar ? ` (${r.outsideCalendar} documents dated outside every period)` : ""),
  ];
  for (const u of r.unbalanced)
    out.push(`  unbalanced ${u.journalNumber}: debit ${u.debit} credit ${u.credit}`);
  for (const d of r.documentDifferences)
    out.push(`  ${d.sourceType} ${d.sourceId}: expected ${d.expected}, journalled ${d.journalled}`);
  for (const a of r.accountDifferences)
    out.push(
      `  period ${a.periodId} account ${a.accountCode}: stored ${a.stored}, lines ${a.lines}`,
    );
  return out.join("\n");
}
