// The balance half of `npm run ledger:check` (docs/ledgers.md, docs/payments.md): every office's
// saldo (offices.balance) and SC deposit (offices.deposit_balance) must equal the sum of its
// balance_trxes rows of that account, and the newest row's balance_after must equal the stored
// balance. One grouped query over the ledger, whatever the number of offices.
import type { DbClient } from "@/server/auth/db-client";

export interface BalanceDifference {
  officeId: string;
  officeCode: string;
  account: "balance" | "deposit";
  stored: bigint;
  fromLedger: bigint;
  lastBalanceAfter: bigint | null;
}

export interface BalanceCheckReport {
  offices: number;
  ledgerRows: number;
  differences: BalanceDifference[];
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
      FROM balance_trxes ORDER BY office_id, account, created_at DESC, id DESC
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
  return {
    offices: Number(counts?.offices ?? 0n),
    ledgerRows: Number(counts?.rows ?? 0n),
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
  const head = `balance check: ${r.offices} offices, ${r.ledgerRows} balance ledger rows; ${r.differences.length} difference(s)`;
  const lines = r.differences
    .slice(0, 50)
    .map(
      (d) =>
        `  ${d.officeCode} ${d.account}: stored ${d.stored}, ledger ${d.fromLedger}, last balance_after ${d.lastBalanceAfter ?? "-"}`,
    );
  return [head, ...lines].join("\n");
}
