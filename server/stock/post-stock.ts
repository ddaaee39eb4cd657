// The ONE way stock changes (docs/stock.md, ARCHITECTURE §2): a list of signed lines applied on
// the caller's transaction, each with its stock_trxes ledger row carrying balance_after. Sending,
// receiving, adjustments, sales, returns and the demo opening stock all post through it; nothing
// else writes stocks.quantity or batches.quantity (`npm run ledger:check` proves the ledger and
// the quantities agree).
//
// Runs on the caller's transaction (`db` is a DbClient) and never opens its own, so a document
// and the stock it moves commit or roll back together. Rules:
// - the business date must lie in an open period (assertOpenPeriodFor, 409 when closed);
// - lines are applied sorted by (warehouse id, product id), so two postings touching the same
//   rows lock them in the same order and cannot deadlock;
// - an increment is one upsert of the stocks row; a decrement is ONE conditional
//   `UPDATE ... SET quantity = quantity - n WHERE quantity >= n RETURNING quantity`: concurrent
//   postings serialise on the row and a shortage changes nothing and answers 422
//   'Stok <kode> tidak cukup: tersedia N' (no read-then-write race);
// - batches stay within the stock: a batched line moves the batch by the same amount (a
//   conditional UPDATE too) and the stock's batch_quantity (the batches' share, CHECK
//   0 <= batch_quantity <= quantity); an unbatched decrement may not take stock that batches
//   hold (`quantity - n >= batch_quantity`, on the locked row, in the same UPDATE).
//
// Round trips (issue 11 §5): an unbatched line is ONE statement (fastLine: the conditional
// UPDATE or upsert and the ledger INSERT in one CTE, the first line also taking the period lock),
// so a one-line posting costs BEGIN, one statement, COMMIT. When that statement applies nothing
// (closed or missing period, shortage), the line runs the step-by-step path
// (assertOpenPeriodFor, applyLine), which answers the precise 409/422.
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { Prisma, type StockTrxType } from "@/server/generated/prisma/client";
import { assertOpenPeriodFor } from "@/server/periods/assert-open-period";
import { SQL_CLOCK, SQL_UUIDV7, uuidv7 } from "@/server/ids";

export interface StockPostingLine {
  warehouseId: string;
  productId: string;
  /**
   * Lot of the goods. For an increment into another warehouse than the batch's own (goods
   * received from elsewhere), the destination gets a batch with the same code and dates.
   */
  batchId?: string | null;
  /** Signed whole units: positive puts goods in, negative takes them out. Never 0. */
  quantity: number;
  type: StockTrxType;
  /** The document behind the line: its JSON:API type ("stock-movements", "stocks", ...) and id. */
  sourceType: string;
  sourceId: string | null;
  description?: string | null;
  /** JSON:API pointer of the request field this line came from, named by a 422. */
  pointer?: string;
}

export interface PostStockInput {
  lines: readonly StockPostingLine[];
  /** The document's business date (Jakarta day, `jakartaToday()` for a posting made now). */
  businessDate: Date;
  /** The request field the business date came from, when the client chose it (409/422 point at it). */
  datePointer?: string;
}

export interface PostedStockLine {
  /** The stock_trxes row. */
  id: string;
  stockId: string;
  warehouseId: string;
  productId: string;
  batchId: string | null;
  quantity: number;
  balanceAfter: number;
}

export function stockShortage(productCode: string, available: number): string {
  return `Stok ${productCode} tidak cukup: tersedia ${available}`;
}

async function productCode(db: DbClient, productId: string): Promise<string> {
  const p = await db.product.findUnique({ where: { id: productId }, select: { code: true } });
  if (!p) throw AppError.notFound("Produk tidak ditemukan");
  return p.code;
}

function shortage(line: StockPostingLine, detail: string): AppError {
  return AppError.validation([
    { detail, ...(line.pointer ? { source: { pointer: line.pointer } } : {}) },
  ]);
}

/** Moves the batch of an increment; returns the batch row that received the goods. */
async function batchIn(db: DbClient, line: StockPostingLine, batchId: string): Promise<string> {
  const batch = await db.batch.findUnique({
    where: { id: batchId },
    select: {
      id: true,
      code: true,
      warehouseId: true,
      productId: true,
      productionDate: true,
      expiredAt: true,
    },
  });
  if (!batch || batch.productId !== line.productId)
    throw AppError.validation([
      {
        detail: "Batch tidak ditemukan untuk produk ini",
        ...(line.pointer ? { source: { pointer: line.pointer } } : {}),
      },
    ]);
  const rows = await db.$queryRaw<{ id: string }[]>`
    INSERT INTO batches (id, code, product_id, warehouse_id, production_date, expired_at,
                         quantity, created_at, updated_at)
    VALUES (${uuidv7()}::uuid, ${batch.code}, ${line.productId}::uuid, ${line.warehouseId}::uuid,
            ${batch.productionDate}::date, ${batch.expiredAt}::date, ${line.quantity}, now(), now())
    ON CONFLICT (warehouse_id, product_id, code)
    DO UPDATE SET quantity = batches.quantity + EXCLUDED.quantity, updated_at = now()
    RETURNING id::text AS id`;
  return rows[0]!.id;
}

/** Takes from a batch of the line's warehouse, never below zero. */
async function batchOut(
  db: DbClient,
  line: StockPostingLine,
  batchId: string,
  n: number,
): Promise<void> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    UPDATE batches SET quantity = quantity - ${n}, updated_at = now()
    WHERE id = ${batchId}::uuid AND warehouse_id = ${line.warehouseId}::uuid
      AND product_id = ${line.productId}::uuid AND quantity >= ${n}
    RETURNING id::text AS id`;
  if (rows[0]) return;
  const batch = await db.batch.findFirst({
    where: { id: batchId, warehouseId: line.warehouseId, productId: line.productId },
    select: { code: true, quantity: true },
  });
  if (!batch) throw shortage(line, "Batch tidak ditemukan di gudang ini");
  throw shortage(
    line,
    `Stok ${await productCode(db, line.productId)} batch ${batch.code} tidak cukup: tersedia ${batch.quantity}`,
  );
}

/**
 * The ledger row's time and id, taken in the INSERT (after the stocks row is locked) from ONE
 * clock_timestamp(): `FROM ... , ${LEDGER_CLOCK}` gives `ts.t`, and LEDGER_ID is a UUIDv7 of it
 * with the sub-millisecond fraction in its 12 rand_a bits. Rows of one stock are written in lock
 * order, so (created_at, id), the ledger's order, follows it even when created_at (milliseconds)
 * ties; an id made in JS before the lock wait could sort a later row first.
 */
const LEDGER_CLOCK = SQL_CLOCK;
const LEDGER_ID = SQL_UUIDV7;

async function applyLine(
  db: DbClient,
  line: StockPostingLine,
  userId: string | null,
): Promise<PostedStockLine> {
  const q = line.quantity;
  // A batched line moves the stock's batch_quantity with it (the batches' share of the stock).
  const b = line.batchId ? q : 0;
  let row: { id: string; quantity: number } | undefined;
  if (q > 0) {
    const rows = await db.$queryRaw<{ id: string; quantity: number }[]>`
      INSERT INTO stocks (id, warehouse_id, product_id, quantity, batch_quantity, created_at,
                          updated_at)
      VALUES (${uuidv7()}::uuid, ${line.warehouseId}::uuid, ${line.productId}::uuid, ${q}, ${b},
              now(), now())
      ON CONFLICT (warehouse_id, product_id)
      DO UPDATE SET quantity = stocks.quantity + EXCLUDED.quantity,
                    batch_quantity = stocks.batch_quantity + EXCLUDED.batch_quantity,
                    updated_at = now()
      RETURNING id::text AS id, quantity`;
    row = rows[0];
  } else {
    const n = -q;
    // Unbatched goods taken may not dig into what the batches hold; a batched take comes out of
    // the batches' share too (and out of its batch, batchOut).
    const rows = await db.$queryRaw<{ id: string; quantity: number }[]>`
      UPDATE stocks SET quantity = quantity - ${n}, batch_quantity = batch_quantity + ${b},
                        updated_at = now()
      WHERE warehouse_id = ${line.warehouseId}::uuid AND product_id = ${line.productId}::uuid
        AND quantity >= ${n}
        AND ${line.batchId ? Prisma.sql`batch_quantity >= ${n}` : Prisma.sql`quantity - ${n} >= batch_quantity`}
      RETURNING id::text AS id, quantity`;
    row = rows[0];
    if (!row) {
      const current = await db.stock.findUnique({
        where: {
          warehouseId_productId: { warehouseId: line.warehouseId, productId: line.productId },
        },
        select: { quantity: true, batchQuantity: true },
      });
      const quantity = current?.quantity ?? 0;
      // Enough stock but not in the batches: the batch itself is short (it names the batch).
      if (line.batchId && quantity >= n) await batchOut(db, line, line.batchId, n);
      throw shortage(
        line,
        stockShortage(
          await productCode(db, line.productId),
          quantity < n || line.batchId ? quantity : quantity - (current?.batchQuantity ?? 0),
        ),
      );
    }
  }
  if (!row) throw new Error("postStock: the stocks row was not returned");

  let batchId: string | null = null;
  if (line.batchId) {
    if (q > 0) batchId = await batchIn(db, line, line.batchId);
    else {
      await batchOut(db, line, line.batchId, -q);
      batchId = line.batchId;
    }
  }

  const inserted = await db.$queryRaw<{ id: string }[]>`
    INSERT INTO stock_trxes (id, stock_id, warehouse_id, product_id, batch_id, type,
                             quantity_change, balance_after, source_type, source_id,
                             description, user_id, created_at)
    SELECT ${LEDGER_ID}, ${row.id}::uuid, ${line.warehouseId}::uuid, ${line.productId}::uuid,
           ${batchId}::uuid, ${line.type}::stock_trx_type, ${q}, ${row.quantity},
           ${line.sourceType}, ${line.sourceId}::uuid, ${line.description ?? null},
           ${userId}::uuid, ts.t
    FROM ${LEDGER_CLOCK}
    RETURNING id::text AS id`;
  return {
    id: inserted[0]!.id,
    stockId: row.id,
    warehouseId: line.warehouseId,
    productId: line.productId,
    batchId,
    quantity: q,
    balanceAfter: row.quantity,
  };
}

/**
 * The period lock of the first line, inside the line's statement: the periods covering the day,
 * FOR SHARE (as assertOpenPeriodFor), and `ok.open` true only when there is one and all are open.
 */
function periodCte(day: Date | null): Prisma.Sql {
  if (day === null) return Prisma.sql`ok AS (SELECT true AS open),`;
  return Prisma.sql`p AS (SELECT status::text AS status FROM periods
      WHERE start_date <= ${day}::date AND end_date >= ${day}::date FOR SHARE),
    ok AS (SELECT count(*) > 0 AND COALESCE(bool_and(status = 'open'), false) AS open FROM p),`;
}

/**
 * An unbatched line in one statement. An increment upserts the stocks row; a decrement is the
 * conditional UPDATE, whose condition also keeps what the batches hold
 * (`quantity - n >= batch_quantity`, both on the locked row). Returns null when nothing was
 * applied (closed or missing period, shortage); the caller then runs applyLine, which names why.
 */
async function fastLine(
  db: DbClient,
  line: StockPostingLine,
  userId: string | null,
  day: Date | null,
): Promise<PostedStockLine | null> {
  const q = line.quantity;
  const change =
    q > 0
      ? Prisma.sql`u AS (INSERT INTO stocks (id, warehouse_id, product_id, quantity, created_at, updated_at)
          SELECT ${uuidv7()}::uuid, ${line.warehouseId}::uuid, ${line.productId}::uuid, ${q}, now(), now()
          FROM ok WHERE ok.open
          ON CONFLICT (warehouse_id, product_id)
          DO UPDATE SET quantity = stocks.quantity + EXCLUDED.quantity, updated_at = now()
          RETURNING id, quantity)`
      : Prisma.sql`u AS (UPDATE stocks s SET quantity = s.quantity - ${-q}, updated_at = now()
          FROM ok
          WHERE s.warehouse_id = ${line.warehouseId}::uuid AND s.product_id = ${line.productId}::uuid
            AND s.quantity - ${-q} >= s.batch_quantity AND ok.open
          RETURNING s.id, s.quantity)`;
  const rows = await db.$queryRaw<{ trx_id: string; id: string; quantity: number }[]>`
    WITH ${periodCte(day)}
    ${change},
    t AS (INSERT INTO stock_trxes (id, stock_id, warehouse_id, product_id, batch_id, type,
                                   quantity_change, balance_after, source_type, source_id,
                                   description, user_id, created_at)
          SELECT ${LEDGER_ID}, u.id, ${line.warehouseId}::uuid, ${line.productId}::uuid, NULL,
                 ${line.type}::stock_trx_type, ${q}, u.quantity, ${line.sourceType},
                 ${line.sourceId}::uuid, ${line.description ?? null}, ${userId}::uuid, ts.t
          FROM u, ${LEDGER_CLOCK}
          RETURNING id)
    SELECT t.id::text AS trx_id, u.id::text AS id, u.quantity FROM u, t`;
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.trx_id,
    stockId: row.id,
    warehouseId: line.warehouseId,
    productId: line.productId,
    batchId: null,
    quantity: q,
    balanceAfter: row.quantity,
  };
}

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Applies every line (sorted by warehouse id, product id) with its ledger row. Returns the
 * posted lines in the order they were given.
 */
export async function postStock(
  db: DbClient,
  input: PostStockInput,
  actor: { userId: string | null },
): Promise<PostedStockLine[]> {
  for (const l of input.lines) {
    if (!Number.isSafeInteger(l.quantity) || l.quantity === 0)
      throw new TypeError("postStock: quantity must be a non-zero whole number");
  }
  if (input.lines.length === 0) return [];
  const order = input.lines
    .map((line, index) => ({ line, index }))
    .sort(
      (a, b) =>
        cmp(a.line.warehouseId, b.line.warehouseId) ||
        cmp(a.line.productId, b.line.productId) ||
        a.index - b.index,
    );
  const posted = new Array<PostedStockLine>(input.lines.length);
  // The period is locked by the first statement that succeeds; until then each line checks it.
  let periodLocked = false;
  for (const { line, index } of order) {
    const day = periodLocked ? null : input.businessDate;
    const fast = line.batchId ? null : await fastLine(db, line, actor.userId, day);
    if (fast) posted[index] = fast;
    else {
      if (!periodLocked)
        await assertOpenPeriodFor(db, input.businessDate, "periods", input.datePointer);
      posted[index] = await applyLine(db, line, actor.userId);
    }
    periodLocked = true;
  }
  return posted;
}
