// The returs part of `npm run ledger:check` (docs/returns.md): every retur credit in
// balance_trxes equals its priced lines (line total = price x received quantity, the retur's
// total their sum, one retur_credit row of that amount on the credited office, none for a total
// of 0 or an unpriced retur, and no retur_credit row without its retur), and every received line
// matches its shipments: received quantity = what its movements' lines received = the
// movement_in rows of those movements into the retur's destination warehouse.
import type { DbClient } from "@/server/auth/db-client";

export interface ReturDifference {
  kind: "retur";
  id: string;
  code: string;
  problem: string;
}

export async function checkReturs(
  db: DbClient,
): Promise<{ checked: number; differences: ReturDifference[] }> {
  const [count] = await db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM returs`;
  const rows = await db.$queryRaw<{ id: string; code: string; problem: string }[]>`
    WITH lines AS (
      SELECT retur_id, SUM(total_price) AS total,
             bool_and(total_price = price * received_quantity) AS lines_ok
      FROM retur_details GROUP BY retur_id
    )
    SELECT r.id::text AS id, r.code, 'total ' || r.total_price || ' <> lines ' || COALESCE(l.total, 0)
           || CASE WHEN l.lines_ok THEN '' ELSE ' (a line total is not price x received)' END AS problem
    FROM returs r LEFT JOIN lines l ON l.retur_id = r.id
    WHERE r.status = 'priced' AND (r.total_price <> COALESCE(l.total, 0) OR NOT COALESCE(l.lines_ok, true))
    UNION ALL
    SELECT r.id::text, r.code, 'credit ' || COALESCE(b.amount::text, 'none') || ' <> total ' || r.total_price
    FROM returs r LEFT JOIN balance_trxes b ON b.id = r.balance_trx_id
    WHERE (r.status = 'priced' AND r.total_price > 0 AND (
             b.id IS NULL OR b.amount <> r.total_price OR b.type <> 'retur_credit'
             OR b.source_type <> 'returs' OR b.source_id <> r.id
             OR b.office_id <> CASE WHEN r.kind = 'supplier' THEN r.destination_office_id
                                    ELSE r.origin_office_id END))
       OR (r.status <> 'priced' AND (r.balance_trx_id IS NOT NULL OR r.total_price <> 0))
       OR (r.status = 'priced' AND r.total_price = 0 AND r.balance_trx_id IS NOT NULL)
    UNION ALL
    SELECT b.source_id::text, COALESCE(r.code, '-'), 'retur_credit row ' || b.id || ' without its retur'
    FROM balance_trxes b LEFT JOIN returs r ON r.balance_trx_id = b.id
    WHERE b.type = 'retur_credit' AND b.source_type = 'returs' AND r.id IS NULL
    UNION ALL
    SELECT r.id::text, r.code, 'line ' || p.code || ': received ' || d.received_quantity
           || ', shipments received ' || COALESCE(md.received, 0)
           || ', ledger movement_in ' || COALESCE(t.posted, 0)
    FROM returs r
    JOIN retur_details d ON d.retur_id = r.id
    JOIN products p ON p.id = d.product_id
    LEFT JOIN LATERAL (
      SELECT SUM(x.received_quantity) AS received FROM movement_details x
      JOIN stock_movements m ON m.id = x.stock_movement_id
      WHERE m.retur_id = r.id AND m.status <> 'cancelled' AND x.product_id = d.product_id
    ) md ON true
    LEFT JOIN LATERAL (
      SELECT SUM(s.quantity_change) AS posted FROM stock_trxes s
      JOIN stock_movements m ON m.id = s.source_id
      WHERE s.source_type = 'stock-movements' AND m.retur_id = r.id AND s.type = 'movement_in'
        AND s.product_id = d.product_id AND s.warehouse_id = r.destination_warehouse_id
    ) t ON true
    WHERE r.status IN ('received', 'priced')
      AND (d.received_quantity <> COALESCE(md.received, 0)
           OR d.received_quantity <> COALESCE(t.posted, 0))`;
  return {
    checked: Number(count?.n ?? 0),
    differences: rows.map((r) => ({ kind: "retur", ...r })),
  };
}

export function formatReturReport(r: { checked: number; differences: ReturDifference[] }): string {
  const head = `retur check: ${r.checked} returs; ${r.differences.length} difference(s)`;
  return [
    head,
    ...r.differences.slice(0, 50).map((d) => `  retur ${d.code} (${d.id}): ${d.problem}`),
  ].join("\n");
}
