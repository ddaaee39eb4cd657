// Recomputes every stock and batch quantity from the ledger (stock_trxes) and compares it with
// the stored quantity and the last balance_after, and each stock's batch_quantity with its
// batched ledger rows (docs/stock.md), and every shipment's goods (docs/stock-movements.md "Goods
// in transit"): per line sent = received + in transit + settled, the settlements add up, and the
// movement's ledger rows agree with them. `npm run ledger:check` runs it; the integration stage
// runs it after the tests, so every test that posts stock is checked too.
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

/** A shipment whose quantities or ledger rows disagree (checkMovements). */
export interface MovementDifference {
  kind: "movement";
  id: string;
  code: string;
  problem: string;
}

export interface LedgerCheckReport {
  stocks: number;
  batches: number;
  ledgerRows: number;
  /** Movements checked (sent or later); `unposted`: of those, ones with no ledger row at all. */
  movements: number;
  unposted: number;
  differences: (LedgerDifference | MovementDifference)[];
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
  const movements = await checkMovements(db);
  return {
    stocks: Number(counts?.stocks ?? 0),
    batches: Number(counts?.batches ?? 0),
    ledgerRows: Number(counts?.rows ?? 0),
    movements: movements.checked,
    unposted: movements.unposted,
    differences: [
      ...raw.map((r) => ({
        kind: r.kind,
        id: r.id,
        warehouseId: r.warehouse_id,
        productId: r.product_id,
        stored: r.stored,
        fromLedger: Number(r.from_ledger),
        lastBalanceAfter: r.last_balance_after,
      })),
      ...movements.differences,
    ],
  };
}

type MovementRaw = {
  id: string;
  code: string;
  status: string;
  has_destination: boolean;
  complete: boolean;
  sent: bigint;
  received: bigint;
  settled: bigint;
  bad_lines: bigint;
  settlements: bigint;
  settled_back: bigint;
  settled_damaged: bigint;
  posted: bigint;
  ledger_out: bigint;
  ledger_in: bigint;
  ledger_in_other: bigint;
  ledger_back: bigint;
};

/**
 * Every movement that was sent (sent, partially received, received), in one statement:
 * - per line: 0 <= received, settled; received + settled <= quantity; settled = the line's
 *   settlements; a `sent` movement has nothing received or settled, a `received` one everything
 *   received; in transit = sent - received - settled (so sent = received + in transit + settled);
 * - completed_at never set while units are in transit, and set on a partially received movement
 *   once nothing is (a received one is complete by its state);
 * - its ledger rows (source `stock-movements`, the movement): movement_out = sent; movement_in
 *   into the destination warehouse = received (none for a member, who has no warehouse);
 *   movement_in elsewhere (the receiver's damaged warehouse) = settled damaged; movement_reversal
 *   = settled returned + susulan. Lost units have no ledger row: their settlement is the record.
 * A movement with no ledger row at all is counted in `unposted` (test fixtures write such rows
 * straight to the table, in any state): only its lines and settlements are checked.
 */
async function checkMovements(
  db: DbClient,
): Promise<{ checked: number; unposted: number; differences: MovementDifference[] }> {
  const rows = await db.$queryRaw<MovementRaw[]>`
    WITH l AS (
      SELECT d.stock_movement_id AS id, SUM(d.quantity)::bigint AS sent,
             SUM(d.received_quantity)::bigint AS received, SUM(d.settled_quantity)::bigint AS settled,
             COUNT(*) FILTER (WHERE d.received_quantity < 0 OR d.settled_quantity < 0
               OR d.received_quantity + d.settled_quantity > d.quantity
               OR d.settled_quantity <> COALESCE((SELECT SUM(s.quantity) FROM movement_settlements s
                                                  WHERE s.movement_detail_id = d.id), 0))::bigint AS bad_lines
      FROM movement_details d GROUP BY d.stock_movement_id
    ), st AS (
      SELECT stock_movement_id AS id, SUM(quantity)::bigint AS total,
             COALESCE(SUM(quantity) FILTER (WHERE outcome IN ('returned', 'susulan')), 0)::bigint AS back,
             COALESCE(SUM(quantity) FILTER (WHERE outcome = 'damaged'), 0)::bigint AS damaged
      FROM movement_settlements GROUP BY stock_movement_id
    ), led AS (
      SELECT t.source_id AS id, COUNT(*)::bigint AS posted,
             COALESCE(-SUM(t.quantity_change) FILTER (WHERE t.type = 'movement_out'), 0)::bigint AS out,
             COALESCE(SUM(t.quantity_change) FILTER (WHERE t.type = 'movement_in'
               AND t.warehouse_id IS NOT DISTINCT FROM m.destination_warehouse_id), 0)::bigint AS in_dest,
             COALESCE(SUM(t.quantity_change) FILTER (WHERE t.type = 'movement_in'
               AND t.warehouse_id IS DISTINCT FROM m.destination_warehouse_id), 0)::bigint AS in_other,
             COALESCE(SUM(t.quantity_change) FILTER (WHERE t.type = 'movement_reversal'), 0)::bigint AS back
      FROM stock_trxes t JOIN stock_movements m ON m.id = t.source_id
      WHERE t.source_type = 'stock-movements'
      GROUP BY t.source_id
    )
    SELECT m.id::text AS id, m.code, m.status::text AS status,
           m.destination_warehouse_id IS NOT NULL AS has_destination,
           m.completed_at IS NOT NULL AS complete,
           COALESCE(l.sent, 0)::bigint AS sent, COALESCE(l.received, 0)::bigint AS received,
           COALESCE(l.settled, 0)::bigint AS settled, COALESCE(l.bad_lines, 0)::bigint AS bad_lines,
           COALESCE(st.total, 0)::bigint AS settlements,
           COALESCE(st.back, 0)::bigint AS settled_back,
           COALESCE(st.damaged, 0)::bigint AS settled_damaged,
           COALESCE(led.posted, 0)::bigint AS posted, COALESCE(led.out, 0)::bigint AS ledger_out,
           COALESCE(led.in_dest, 0)::bigint AS ledger_in,
           COALESCE(led.in_other, 0)::bigint AS ledger_in_other,
           COALESCE(led.back, 0)::bigint AS ledger_back
    FROM stock_movements m
    LEFT JOIN l ON l.id = m.id LEFT JOIN st ON st.id = m.id LEFT JOIN led ON led.id = m.id
    WHERE m.status IN ('sent', 'partially_received', 'received')`;
  const differences: MovementDifference[] = [];
  let unposted = 0;
  for (const r of rows) {
    const n = (v: bigint) => Number(v);
    const sent = n(r.sent);
    const received = n(r.received);
    const settled = n(r.settled);
    const inTransit =
      r.status === "sent"
        ? sent
        : r.status === "partially_received"
          ? sent - received - settled
          : 0;
    const problems: string[] = [];
    if (n(r.bad_lines) > 0)
      problems.push(
        `${n(r.bad_lines)} line(s): received + settled outside 0..quantity or settled <> its settlements`,
      );
    if (n(r.settlements) !== settled)
      problems.push(`settled ${settled} <> settlements ${n(r.settlements)}`);
    if (n(r.posted) === 0) unposted++;
    else {
      if (sent !== received + inTransit + settled)
        problems.push(
          `sent ${sent} <> received ${received} + in transit ${inTransit} + settled ${settled}`,
        );
      if (r.status === "sent" && received + settled > 0)
        problems.push(`sent but ${received} received, ${settled} settled`);
      if (r.status === "received" && received !== sent)
        problems.push(`received ${received} of ${sent}`);
      // A received movement is complete by its state; a partial one by completed_at.
      if (r.complete && inTransit > 0)
        problems.push(`completed_at set with ${inTransit} in transit`);
      if (r.status === "partially_received" && !r.complete && inTransit === 0)
        problems.push("nothing in transit but completed_at missing");
      if (n(r.ledger_out) !== sent) problems.push(`ledger out ${n(r.ledger_out)} <> sent ${sent}`);
      const expectedIn = r.has_destination ? received : 0;
      if (n(r.ledger_in) !== expectedIn)
        problems.push(`ledger in ${n(r.ledger_in)} <> received ${expectedIn}`);
      if (n(r.ledger_in_other) !== n(r.settled_damaged))
        problems.push(
          `ledger damaged ${n(r.ledger_in_other)} <> settled damaged ${n(r.settled_damaged)}`,
        );
      if (n(r.ledger_back) !== n(r.settled_back))
        problems.push(`ledger reversal ${n(r.ledger_back)} <> settled back ${n(r.settled_back)}`);
    }
    if (problems.length)
      differences.push({ kind: "movement", id: r.id, code: r.code, problem: problems.join("; ") });
  }
  return { checked: rows.length, unposted, differences };
}

export function formatLedgerReport(r: LedgerCheckReport): string {
  const head =
    `ledger check: ${r.stocks} stocks, ${r.batches} batches, ${r.ledgerRows} ledger rows, ` +
    `${r.movements} movements (${r.unposted} without ledger rows); ` +
    `${r.differences.length} difference(s)`;
  const lines = r.differences
    .slice(0, 50)
    .map((d) =>
      d.kind === "movement"
        ? `  movement ${d.code} (${d.id}): ${d.problem}`
        : `  ${d.kind} ${d.id} (warehouse ${d.warehouseId}, product ${d.productId}): stored ` +
          `${d.stored}, ledger ${d.fromLedger}, last balance_after ${d.lastBalanceAfter ?? "-"}`,
    );
  return [head, ...lines].join("\n");
}
