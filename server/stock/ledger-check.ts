// Recomputes every stock and batch quantity from the ledger (stock_trxes) and compares it with
// the stored quantity and the last balance_after, and each stock's batch_quantity with its
// batched ledger rows (docs/stock.md). `npm run ledger:check` runs it;
// the integration stage runs it after the tests, so every test that posts stock is checked too.
import type { DbClient } from "@/server/auth/db-client";

export interface LedgerDifference {
  /** batch-share: a stock's batch_quantity against the ledger rows of its batches. */
  kind: "stock" | "batch" | "batch-share";
  id: string;
  warehouseId: string;
  productId: string;
  stored: number;
  fromLedger: number;
  /** balance_after of the newest ledger row of a stock (null for batches / no rows). */
  lastBalanceAfter: number | null;
}

export interface LedgerCheckReport {
  stocks: number;
  batches: number;
  ledgerRows: number;
  differences: LedgerDifference[];
}

type Raw = {
  kind: LedgerDifference["kind"];
  id: string;
  warehouse_id: string;
  product_id: string;
  stored: number;
  from_ledger: bigint;
  last_balance_after: number | null;
};

export async function checkLedger(db: DbClient): Promise<LedgerCheckReport> {
  const [counts] = await db.$queryRaw<{ stocks: bigint; batches: bigint; rows: bigint }[]>`
    SELECT (SELECT count(*) FROM stocks) AS stocks, (SELECT count(*) FROM batches) AS batches,
           (SELECT count(*) FROM stock_trxes) AS rows`;
  const raw = await db.$queryRaw<Raw[]>`
    WITH sums AS (
      SELECT stock_id, SUM(quantity_change)::bigint AS total FROM stock_trxes GROUP BY stock_id
    ), last AS (
      SELECT DISTINCT ON (stock_id) stock_id, balance_after FROM stock_trxes
      ORDER BY stock_id, created_at DESC, id DESC
    )
    SELECT 'stock' AS kind, s.id::text AS id, s.warehouse_id::text AS warehouse_id,
           s.product_id::text AS product_id, s.quantity AS stored,
           COALESCE(sums.total, 0)::bigint AS from_ledger, last.balance_after AS last_balance_after
    FROM stocks s LEFT JOIN sums ON sums.stock_id = s.id LEFT JOIN last ON last.stock_id = s.id
    WHERE s.quantity <> COALESCE(sums.total, 0)
       OR (last.balance_after IS NOT NULL AND last.balance_after <> s.quantity)
    UNION ALL
    SELECT 'batch', b.id::text, b.warehouse_id::text, b.product_id::text, b.quantity,
           COALESCE((SELECT SUM(t.quantity_change) FROM stock_trxes t WHERE t.batch_id = b.id), 0)::bigint,
           NULL
    FROM batches b
    WHERE b.quantity <> COALESCE((SELECT SUM(t.quantity_change) FROM stock_trxes t WHERE t.batch_id = b.id), 0)
    UNION ALL
    SELECT 'batch-share', s.id::text, s.warehouse_id::text, s.product_id::text, s.batch_quantity,
           COALESCE(bs.total, 0)::bigint, NULL
    FROM stocks s
    LEFT JOIN (SELECT stock_id, SUM(quantity_change)::bigint AS total FROM stock_trxes
               WHERE batch_id IS NOT NULL GROUP BY stock_id) bs ON bs.stock_id = s.id
    WHERE s.batch_quantity <> COALESCE(bs.total, 0)`;
  return {
    stocks: Number(counts?.stocks ?? 0),
    batches: Number(counts?.batches ?? 0),
    ledgerRows: Number(counts?.rows ?? 0),
    differences: raw.map((r) => ({
      kind: r.kind,
      id: r.id,
      warehouseId: r.warehouse_id,
      productId: r.product_id,
      stored: r.stored,
      fromLedger: Number(r.from_ledger),
      lastBalanceAfter: r.last_balance_after,
    })),
  };
}

export function formatLedgerReport(r: LedgerCheckReport): string {
  const head =
    `ledger check: ${r.stocks} stocks, ${r.batches} batches, ${r.ledgerRows} ledger rows; ` +
    `${r.differences.length} difference(s)`;
  const lines = r.differences
    .slice(0, 50)
    .map(
      (d) =>
        `  ${d.kind} ${d.id} (warehouse ${d.warehouseId}, product ${d.productId}): stored ` +
        `${d.stored}, ledger ${d.fromLedger}, last balance_after ${d.lastBalanceAfter ?? "-"}`,
    );
  return [head, ...lines].join("\n");
}
