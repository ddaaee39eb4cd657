// The balance half of `npm run ledger:check` (docs/ledgers.md, docs/payments.md): every office's
// saldo (offices.balance) and SC deposit (offices.deposit_balance) must equal the sum of its
// balance_trxes rows of that account, and the newest row's balance_after must equal the stored
// balance. One grouped query over the ledger, whatever the number of offices.
// Two more proofs (docs/money.md "Balances"): every row's balance_after equals the running sum of
// its account up to that row (a window function over the ledger in posting order, seq), and every
// approved top-up has exactly one ledger row crediting its credit_amount while a pending or
// rejected one has none. And the paid amounts (docs/payments.md, docs/money.md): an order's
// paid_amount is the sum of its counted payments (not cancelled, not deleted) and never above its
// final_price; a report's paid_amount is the sum of its verified payment bundles, never above its
// total_price.
import type { DbClient } from "@/server/auth/db-client";

export interface BalanceDifference {
  officeId: string;
  officeCode: string;
  account: "balance" | "deposit";
  stored: bigint;
  fromLedger: bigint;
  lastBalanceAfter: bigint | null;
}

/** A ledger row whose balance_after is not the running sum of its account. */
export interface BalanceRowDifference {
  trxId: string;
  officeCode: string;
  account: "balance" | "deposit";
  balanceAfter: bigint;
  running: bigint;
}

/** A top-up whose ledger rows do not match its state. */
export interface TopupDifference {
  topupCode: string;
  status: string;
  creditAmount: bigint;
  rows: number;
  posted: bigint;
}

/** An order or report whose paid_amount is not what its payments say, or above what it costs. */
export interface PaidDifference {
  document: "orders" | "order_bundles";
  code: string;
  price: bigint;
  paidAmount: bigint;
  fromPayments: bigint;
}

export interface BalanceCheckReport {
  offices: number;
  ledgerRows: number;
  differences: BalanceDifference[];
  rowDifferences: BalanceRowDifference[];
  topupDifferences: TopupDifference[];
  paidDifferences: PaidDifference[];
}

export async function checkBalances(db: DbClient): Promise<BalanceCheckReport> {
  const raw = await db.$queryRaw<
    {
      office_id: string;
      code: string;
      account: "balance" | "deposit";
      stored: bigint;
      from_ledger: bigint;
      last_after: bigint | null;
    }[]
  >`
    WITH accounts AS (
      SELECT o.id, o.code, 'balance'::text AS account, o.balance AS stored FROM offices o
      UNION ALL
      SELECT o.id, o.code, 'deposit'::text, o.deposit_balance FROM offices o
    ),
    sums AS (
      SELECT office_id, account::text AS account, SUM(amount)::bigint AS total
      FROM balance_trxes GROUP BY office_id, account
    ),
    last AS (
      SELECT DISTINCT ON (office_id, account) office_id, account::text AS account, balance_after
      FROM balance_trxes ORDER BY office_id, account, seq DESC
    )
    SELECT a.id::text AS office_id, a.code, a.account, a.stored,
           COALESCE(s.total, 0)::bigint AS from_ledger, l.balance_after AS last_after
    FROM accounts a
    LEFT JOIN sums s ON s.office_id = a.id AND s.account = a.account
    LEFT JOIN last l ON l.office_id = a.id AND l.account = a.account
    WHERE a.stored <> COALESCE(s.total, 0)
       OR (l.balance_after IS NOT NULL AND l.balance_after <> a.stored)`;
  const [counts] = await db.$queryRaw<{ offices: bigint; rows: bigint }[]>`
    SELECT (SELECT COUNT(*) FROM offices)::bigint AS offices,
           (SELECT COUNT(*) FROM balance_trxes)::bigint AS rows`;
  const rowRaw = await db.$queryRaw<
    {
      id: string;
      code: string;
      account: "balance" | "deposit";
      balance_after: bigint;
      running: bigint;
    }[]
  >`
    SELECT r.id::text AS id, o.code, r.account, r.balance_after, r.running
    FROM (
      SELECT t.id, t.office_id, t.account::text AS account, t.balance_after,
             SUM(t.amount) OVER (PARTITION BY t.office_id, t.account
                                 ORDER BY t.seq)::bigint AS running
      FROM balance_trxes t
    ) r
    JOIN offices o ON o.id = r.office_id
    WHERE r.balance_after <> r.running
    LIMIT 1000`;
  const topupRaw = await db.$queryRaw<
    { code: string; status: string; credit_amount: bigint; rows: bigint; posted: bigint }[]
  >`
    SELECT tp.code, tp.status::text AS status, tp.credit_amount,
           COUNT(t.id)::bigint AS rows, COALESCE(SUM(t.amount), 0)::bigint AS posted
    FROM topups tp
    LEFT JOIN balance_trxes t ON t.source_type = 'topups' AND t.source_id = tp.id
    GROUP BY tp.id, tp.code, tp.status, tp.credit_amount
    HAVING (tp.status = 'approved' AND (COUNT(t.id) <> 1 OR COALESCE(SUM(t.amount), 0) <> tp.credit_amount))
        OR (tp.status <> 'approved' AND COUNT(t.id) <> 0)
    LIMIT 1000`;
  const paidRaw = await db.$queryRaw<
    {
      document: "orders" | "order_bundles";
      code: string;
      price: bigint;
      paid_amount: bigint;
      from_payments: bigint;
    }[]
  >`
    SELECT 'orders' AS document, o.code, o.final_price AS price, o.paid_amount,
           COALESCE(p.total, 0)::bigint AS from_payments
    FROM orders o
    LEFT JOIN (SELECT order_id, SUM(amount) AS total FROM payments
               WHERE deleted_at IS NULL AND status <> 'cancelled' GROUP BY order_id) p
      ON p.order_id = o.id
    WHERE o.paid_amount <> COALESCE(p.total, 0) OR o.paid_amount > o.final_price
    UNION ALL
    SELECT 'order_bundles', b.code, b.total_price, b.paid_amount, COALESCE(v.total, 0)::bigint
    FROM order_bundles b
    LEFT JOIN (SELECT order_bundle_id, SUM(amount) AS total FROM payment_bundles
               WHERE deleted_at IS NULL AND is_verified GROUP BY order_bundle_id) v
      ON v.order_bundle_id = b.id
    WHERE b.paid_amount <> COALESCE(v.total, 0) OR b.paid_amount > b.total_price
    LIMIT 1000`;
  return {
    offices: Number(counts?.offices ?? 0n),
    paidDifferences: paidRaw.map((r) => ({
      document: r.document,
      code: r.code,
      price: BigInt(r.price),
      paidAmount: BigInt(r.paid_amount),
      fromPayments: BigInt(r.from_payments),
    })),
    ledgerRows: Number(counts?.rows ?? 0n),
    rowDifferences: rowRaw.map((r) => ({
      trxId: r.id,
      officeCode: r.code,
      account: r.account,
      balanceAfter: BigInt(r.balance_after),
      running: BigInt(r.running),
    })),
    topupDifferences: topupRaw.map((r) => ({
      topupCode: r.code,
      status: r.status,
      creditAmount: BigInt(r.credit_amount),
      rows: Number(r.rows),
      posted: BigInt(r.posted),
    })),
    differences: raw.map((r) => ({
      officeId: r.office_id,
      officeCode: r.code,
      account: r.account,
      stored: BigInt(r.stored),
      fromLedger: BigInt(r.from_ledger),
      lastBalanceAfter: r.last_after === null ? null : BigInt(r.last_after),
    })),
  };
}

export function formatBalanceReport(r: BalanceCheckReport): string {
  const head = `balance check: ${r.offices} offices, ${r.ledgerRows} balance ledger rows; ${r.differences.length} balance difference(s), ${r.rowDifferences.length} row(s) off their running balance, ${r.topupDifferences.length} top-up(s) off their ledger rows, ${r.paidDifferences.length} paid amount(s) off their payments`;
  const lines = r.differences
    .slice(0, 50)
    .map(
      (d) =>
        `  ${d.officeCode} ${d.account}: stored ${d.stored}, ledger ${d.fromLedger}, last balance_after ${d.lastBalanceAfter ?? "-"}`,
    );
  const rows = r.rowDifferences
    .slice(0, 20)
    .map(
      (d) =>
        `  ${d.officeCode} ${d.account} row ${d.trxId}: balance_after ${d.balanceAfter}, running ${d.running}`,
    );
  const topups = r.topupDifferences
    .slice(0, 20)
    .map(
      (d) =>
        `  topup ${d.topupCode} (${d.status}): credit ${d.creditAmount}, ${d.rows} ledger row(s) posting ${d.posted}`,
    );
  const paid = r.paidDifferences
    .slice(0, 20)
    .map(
      (d) =>
        `  ${d.document} ${d.code}: paid_amount ${d.paidAmount}, payments ${d.fromPayments}, price ${d.price}`,
    );
  return [head, ...lines, ...rows, ...topups, ...paid].join("\n");
}
