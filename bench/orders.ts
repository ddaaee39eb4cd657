// Orders benchmark (issue 12 §4), in the style of bench/stock.ts:
//  (a) a 20-line faktur Pusat -> STK-001 created, validated and paid in full in cash, through the
//      real use cases (createOrder, validateOrder, createPayment via withNotices: three
//      transactions, as the three requests of the screens), by 16 concurrent clients, against a
//      hand-written `pg` baseline doing the same reads and writes in three transactions;
//  (b) 1,000,000 generated orders (2 lines each) and the orders list with the default includes
//      (SPEC §9) and meta.totals through the engine (the code path of GET /api/v1/orders minus
//      HTTP), p50/p95/p99 over filters and pages.
// Figures in bench/results/orders.md. Not part of `npm test`.
// Usage: npm run bench:orders   (fresh embedded PostgreSQL, migrated and seeded; env in bench/README.md)
import fs from "node:fs";
import os from "node:os";
import pg from "pg";
import { seedDemoData } from "./seed-demo";
import { provisionTestDatabase } from "../scripts/lib/test-db.mjs";
import { migrate } from "../scripts/lib/migrate.mjs";
import { PrismaClient } from "@/server/generated/prisma/client";
import { createPgAdapter } from "@/server/prisma-client";
import { loadActor, type Actor } from "@/server/auth/actor";
import { createOrder } from "@/server/orders/write-order";
import { validateOrder } from "@/server/orders/transitions";
import { createPayment } from "@/server/payments/pay-order";
import { withNotices } from "@/server/notifications/transactional";
import { postStock } from "@/server/stock/post-stock";
import { engine } from "@/server/api/registry";
import { jakartaDateString, jakartaToday } from "@/lib/business-date";
import { ZCreateOrderInput } from "@/lib/schemas/orders";
import { sumOrders } from "@/server/orders/resources";
import { ZCreatePaymentInput } from "@/lib/schemas/payments";

const FLOWS = Number(process.env.BENCH_FLOWS ?? 400);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP = Math.min(100, FLOWS);
const CLIENTS = 16;
const LINES = 20;
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const BUYERS = 1_000;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const RESULT = process.env.BENCH_RESULT ?? "bench/results/orders.md";
/** BENCH_LIST=0: only the write runs (printed, no result file), without the 1M-order list part. */
const LIST = process.env.BENCH_LIST !== "0";
/**
 * BENCH_BASELINE_PREPARED=0: the pg baseline sends its statements unnamed (parsed and planned on
 * every call, as before 2026-11-26); by default it prepares them, as the app does.
 */
const BASE_PREPARED = process.env.BENCH_BASELINE_PREPARED !== "0";
/**
 * BENCH_DB_URL: a database an earlier run generated and kept (BENCH_KEEP_DB=1): pending migrations
 * are applied, then only the list part is measured (no seed, no write part, no generation), and
 * the table is printed (written only to an explicit BENCH_RESULT). For iterating on the list.
 */
const REUSE = process.env.BENCH_DB_URL;
/** BENCH_CASES: only the list cases whose name contains one of these comma-separated texts. */
const CASES = (process.env.BENCH_CASES ?? "")
  .split(",")
  .map((c) => c.trim())
  .filter(Boolean);

function stats(ms: number[]) {
  const v = [...ms].sort((a, b) => a - b);
  const at = (q: number) => v[Math.min(v.length - 1, Math.floor(q * v.length))]!;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/**
 * CPU time (user + system, ms) of every PostgreSQL process on this machine, from /proc: with the
 * bench's own process.cpuUsage() it splits an order's cost between the app and the database.
 * Linux only; 0 elsewhere.
 */
function postgresCpuMs(): number {
  let ticks = 0;
  let pids: string[] = [];
  try {
    pids = fs.readdirSync("/proc").filter((d) => /^\d+$/.test(d));
  } catch {
    return 0;
  }
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      if (!stat.slice(stat.indexOf("(") + 1, close).startsWith("postgres")) continue;
      const f = stat.slice(close + 2).split(" ");
      // Fields 14 and 15 of stat (utime, stime) are 11 and 12 after the ")" and state.
      ticks += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return (ticks * 1000) / 100;
}

async function runClients(n: number, flow: (i: number) => Promise<void>) {
  let next = 0;
  const t = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let i = next++; i < n; i = next++) await flow(i);
    }),
  );
  return { ms: performance.now() - t };
}

const median = (xs: number[]) => {
  const v = [...xs].sort((a, b) => a - b);
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m]! : (v[m - 1]! + v[m]!) / 2;
};

const db = REUSE ? { url: REUSE, stop: async () => {} } : await provisionTestDatabase();
// The realtime channel (LISTEN/NOTIFY after a commit, withNotices) reads DATABASE_URL, as the app.
process.env.DATABASE_URL = db.url;
try {
  await migrate(db.url);
  if (!REUSE) {
    seedDemoData(db.url);
  }
  // The app's client (server/prisma-client.ts) with a longer interactive-transaction timeout: on
  // the shared 2-core machine 16 clients' transactions can exceed Prisma's 5 s default while
  // other work runs. A timeout changes no throughput, it only aborts.
  const prisma = new PrismaClient({
    // The app's adapter (server/prisma-client.ts: pool, prepared statements).
    adapter: createPgAdapter(db.url, CLIENTS),
    transactionOptions: { timeout: 60_000, maxWait: 60_000 },
    // Every statement is counted: the list table gives the statements per request.
    log: [{ emit: "event", level: "query" }],
  });
  let statements = 0;
  prisma.$on("query", () => {
    statements++;
  });
  // The write runs go through a client without the query log, as the app's (server/db.ts): the
  // log's event, with its parameters rendered, cost a third of the app's CPU per order.
  const appDb = new PrismaClient({
    adapter: createPgAdapter(db.url, CLIENTS),
    transactionOptions: { timeout: 60_000, maxWait: 60_000 },
  });
  const pool = new pg.Pool({ connectionString: db.url, max: CLIENTS });
  try {
    const actorOf = async (email: string): Promise<Actor> => {
      const u = await prisma.user.findUniqueOrThrow({ where: { email } });
      const a = await loadActor(prisma, u.id, "session");
      if (!a) throw new Error(`no actor for ${email}`);
      return a;
    };
    const penjualan = await actorOf("penjualan@erp.test");
    const kasir = await actorOf("kasir@erp.test");
    const pusat = await prisma.office.findUniqueOrThrow({ where: { code: "PUSAT" } });
    const stk = await prisma.office.findUniqueOrThrow({ where: { code: "STK-001" } });
    const wh = await prisma.warehouse.findFirstOrThrow({
      where: { officeId: pusat.id, type: "main" },
    });
    const cash = await prisma.paymentMethodType.findUniqueOrThrow({ where: { code: "cash" } });

    // Products with a price for every area and buyer type, stocked plenty in Pusat's warehouse
    // (validation needs the stock; nothing is reserved by an order, so it never runs out).
    const makeProducts = async (prefix: string) => {
      await pool.query(
        `INSERT INTO products (id, code, name, purchase_price, point, bonus_value, weight, created_at, updated_at)
         SELECT gen_random_uuid(), $1 || '-' || lpad(g::text, 2, '0'), 'Bench order ' || $1 || ' ' || g,
                50000, 10, 2000, 250, now(), now()
         FROM generate_series(1, $2) g`,
        [prefix, LINES],
      );
      await pool.query(
        `INSERT INTO product_prices (id, product_id, area_id, buyer_type_id, price, valid_from, created_at, updated_at)
         SELECT gen_random_uuid(), p.id, a.id, b.id, 100000 + (row_number() OVER ()) % 50 * 1000,
                now() - interval '1 day', now(), now()
         FROM products p CROSS JOIN areas a CROSS JOIN buyer_types b WHERE p.code LIKE $1 || '-%'`,
        [prefix],
      );
      const products = await prisma.product.findMany({
        where: { code: { startsWith: `${prefix}-` } },
        select: { id: true },
        orderBy: { code: "asc" },
      });
      const ids = products.map((p) => p.id);
      await prisma.$transaction((tx) =>
        postStock(
          tx,
          {
            businessDate: jakartaToday(),
            lines: ids.map((productId) => ({
              warehouseId: wh.id,
              productId,
              quantity: 1_000_000,
              type: "opening" as const,
              sourceType: "warehouses",
              sourceId: wh.id,
            })),
          },
          { userId: null },
        ),
      );
      return ids;
    };

    // ---- (a) the real path: three transactions, as the screens' three requests ----
    const viaUseCases = (ids: string[], n: number) =>
      runClients(n, async (i) => {
        const details = ids.map((product_id, k) => ({
          product_id,
          quantity: 1 + ((i + k) % 5),
          description: null,
        }));
        const orderId = await appDb.$transaction((tx) =>
          createOrder(
            tx,
            ZCreateOrderInput.parse({
              order_type: "sale",
              "destination-office": stk.id,
              details,
              shipping_cost: 0,
            }),
            penjualan,
          ),
        );
        await withNotices(appDb, (tx) => validateOrder(tx, orderId, penjualan));
        const order = await appDb.order.findUniqueOrThrow({
          where: { id: orderId },
          select: { finalPrice: true },
        });
        const paid = await withNotices(appDb, (tx) =>
          createPayment(
            tx,
            ZCreatePaymentInput.parse({
              order: orderId,
              methods: [{ payment_method_type_id: cash.id, amount: Number(order.finalPrice) }],
            }),
            kasir,
          ),
        );
        if (!paid.released) throw new Error("order not released");
      });

    // ---- the hand-written baseline: the same reads and writes in three transactions ----
    // Create: the period lock, the buyer's area / type / category, the price snapshots, the order
    // code, the order with its totals, its lines and its history row, in ONE statement. Validate:
    // the period lock, then one statement that moves draft -> validated only when every line is
    // in stock and the minimum order is reached, with the history row. Pay: the period lock, one
    // statement that raises paid_amount (never above final_price), releases the order, inserts
    // the payment, its method line, both history rows and the warehouse's notifications. It
    // skips what the use cases also check (product limits, the accepted methods, the JS-side
    // errors), so it is the floor the real path cannot go below.
    const periodLock = `SELECT id, status::text AS status FROM periods
      WHERE start_date <= $1::date AND end_date >= $1::date FOR SHARE`;
    const buyerCte = `buyer AS (
        SELECT o.id, COALESCE(ci.area_id, o.area_id) AS area_id, bt.id AS buyer_type_id,
               CASE WHEN COALESCE(a.province_id, ci.province_id) BETWEEN '31' AND '36'
                    THEN c.min_order_jawa ELSE c.min_order_luar_jawa END AS min_order,
               CASE WHEN COALESCE(a.province_id, ci.province_id) BETWEEN '31' AND '36'
                    THEN c.cashback_jawa ELSE c.cashback_luar_jawa END AS cashback
        FROM offices o JOIN office_categories c ON c.id = o.office_category_id
        JOIN buyer_types bt ON bt.code = 'stockist'
        LEFT JOIN LATERAL (SELECT * FROM office_addresses x WHERE x.office_id = o.id
                           ORDER BY x.is_primary DESC, x.created_at LIMIT 1) a ON true
        LEFT JOIN cities ci ON ci.id = a.city_id
        WHERE o.id = $1::uuid)`;
    const createSql = `
      WITH ${buyerCte},
      lines AS (
        SELECT l.product_id, l.quantity, pr.price, p.point, p.bonus_value, p.weight, l.ord
        FROM unnest($2::uuid[], $3::int[]) WITH ORDINALITY AS l(product_id, quantity, ord)
        JOIN products p ON p.id = l.product_id AND p.deleted_at IS NULL AND p.is_active
        CROSS JOIN buyer
        JOIN LATERAL (SELECT price FROM product_prices pp WHERE pp.product_id = l.product_id
                        AND pp.area_id = buyer.area_id AND pp.buyer_type_id = buyer.buyer_type_id
                        AND pp.valid_from <= now() ORDER BY pp.valid_from DESC LIMIT 1) pr ON true),
      t AS (SELECT sum(price * quantity) AS total, sum(point * quantity) AS points,
                   sum(bonus_value * quantity) AS bonus, sum(weight * quantity) AS weight FROM lines),
      o AS (
        INSERT INTO orders (id, code, order_type, status, origin_office_id, destination_office_id,
          origin_warehouse_id, area_id, buyer_type_id, order_date, period_id, total_price, discount,
          shipping_cost, final_price, total_point, total_bonus, total_weight, created_by_id,
          created_at, updated_at)
        SELECT gen_random_uuid(), 'BB-' || lpad(nextval('order_code_seq')::text, 6, '0'), 'sale',
          'draft', $4::uuid, buyer.id, $5::uuid, buyer.area_id, buyer.buyer_type_id, $6::date,
          $7::uuid, t.total, CASE WHEN t.total >= buyer.min_order THEN LEAST(buyer.cashback, t.total) ELSE 0 END,
          0, t.total - CASE WHEN t.total >= buyer.min_order THEN LEAST(buyer.cashback, t.total) ELSE 0 END,
          t.points, t.bonus, t.weight, $8::uuid, now(), now()
        FROM buyer, t RETURNING id),
      d AS (
        INSERT INTO order_details (id, order_id, product_id, quantity, unit_price, discount,
          total_price, point, total_point, bonus_value, total_bonus_value, created_at, updated_at)
        SELECT gen_random_uuid(), o.id, l.product_id, l.quantity, l.price, 0, l.price * l.quantity,
          l.point, l.point * l.quantity, l.bonus_value, l.bonus_value * l.quantity, now(), now()
        FROM o, lines l),
      h AS (
        INSERT INTO document_status_histories (id, document_type, document_id, from_status,
          to_status, action, user_id, created_at)
        SELECT gen_random_uuid(), 'orders', o.id, NULL, 'draft', 'create', $8::uuid, now() FROM o)
      SELECT id FROM o`;
    const validateSql = `
      WITH ${buyerCte},
      ok AS (
        SELECT o.id FROM orders o JOIN buyer ON buyer.id = o.destination_office_id
        WHERE o.id = $3::uuid AND o.status = 'draft' AND o.total_price >= buyer.min_order
          AND NOT EXISTS (
            SELECT 1 FROM order_details d LEFT JOIN stocks s
              ON s.warehouse_id = o.origin_warehouse_id AND s.product_id = d.product_id
            WHERE d.order_id = o.id GROUP BY d.product_id
            HAVING sum(d.quantity) > COALESCE(max(s.quantity), 0))),
      u AS (UPDATE orders o SET status = 'validated', validated_at = now(), validated_by_id = $2::uuid,
              updated_at = now() FROM ok WHERE o.id = ok.id AND o.status = 'draft' RETURNING o.id),
      h AS (INSERT INTO document_status_histories (id, document_type, document_id, from_status,
              to_status, action, user_id, created_at)
            SELECT gen_random_uuid(), 'orders', u.id, 'draft', 'validated', 'validate', $2::uuid, now() FROM u)
      SELECT id FROM u`;
    const paySql = `
      WITH u AS (
        UPDATE orders SET paid_amount = paid_amount + final_price - paid_amount, is_paid = true,
          paid_at = now(), status = 'released', updated_at = now()
        WHERE id = $1::uuid AND deleted_at IS NULL AND status = 'validated'
        RETURNING id, code, final_price, destination_office_id, origin_office_id),
      p AS (
        INSERT INTO payments (id, code, order_id, office_id, amount, status, payment_date, period_id,
          created_by_id, created_at, updated_at)
        SELECT gen_random_uuid(), 'PAYB-' || lpad(nextval('payment_code_seq')::text, 6, '0'), u.id,
          u.destination_office_id, u.final_price, 'pending', $2::date, $3::uuid, $4::uuid, now(), now()
        FROM u RETURNING id, code, amount),
      m AS (
        INSERT INTO payment_methods (id, payment_id, payment_method_type_id, amount, created_at, updated_at)
        SELECT gen_random_uuid(), p.id, $5::uuid, p.amount, now(), now() FROM p),
      h AS (
        INSERT INTO document_status_histories (id, document_type, document_id, from_status,
          to_status, action, user_id, note, created_at)
        SELECT gen_random_uuid(), 'payments', p.id, NULL, 'pending', 'create', $4::uuid, NULL, now() FROM p
        UNION ALL
        SELECT gen_random_uuid(), 'orders', u.id, 'validated', 'released', 'release', $4::uuid,
               'Lunas (' || p.code || ')', now() FROM u, p),
      n AS (
        INSERT INTO notifications (id, user_id, name, message, url, created_at, updated_at)
        SELECT gen_random_uuid(), us.id, 'Order ' || u.code || ' siap dikemas', NULL,
               '/gudang/pengeluaran/barang-ke-stockist-dikirim', now(), now()
        FROM u JOIN users us ON us.office_id = u.origin_office_id AND us.is_active AND us.deleted_at IS NULL)
      SELECT u.id FROM u`;
    const today = jakartaDateString(new Date());
    const inTx = async <T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T> => {
      const c = await pool.connect();
      try {
        await c.query("BEGIN");
        const r = await fn(c);
        await c.query("COMMIT");
        return r;
      } catch (e) {
        await c.query("ROLLBACK");
        throw e;
      } finally {
        c.release();
      }
    };
    const openPeriod = async (c: pg.PoolClient) => {
      const r = await c.query<{ id: string; status: string }>({
        name: BASE_PREPARED ? "base_period" : undefined,
        text: periodLock,
        values: [today],
      });
      if (r.rows[0]?.status !== "open") throw new Error("no open period");
      return r.rows[0].id;
    };
    const viaBaseline = (ids: string[], n: number) =>
      runClients(n, async (i) => {
        const qty = ids.map((_, k) => 1 + ((i + k) % 5));
        const orderId = await inTx(async (c) => {
          const periodId = await openPeriod(c);
          const r = await c.query<{ id: string }>({
            name: BASE_PREPARED ? "base_create" : undefined,
            text: createSql,
            values: [stk.id, ids, qty, pusat.id, wh.id, today, periodId, penjualan.userId],
          });
          return r.rows[0]!.id;
        });
        await inTx(async (c) => {
          await openPeriod(c);
          const r = await c.query({
            name: BASE_PREPARED ? "base_validate" : undefined,
            text: validateSql,
            values: [stk.id, penjualan.userId, orderId],
          });
          if (!r.rowCount) throw new Error("baseline validation refused");
        });
        await inTx(async (c) => {
          const periodId = await openPeriod(c);
          const r = await c.query({
            name: BASE_PREPARED ? "base_pay" : undefined,
            text: paySql,
            values: [orderId, today, periodId, kasir.userId, cash.id],
          });
          if (!r.rowCount) throw new Error("baseline payment refused");
        });
      });

    type Run = { ms: number; load: [number, number]; nodeCpuMs: number; pgCpuMs: number };
    const timed = async (fn: () => Promise<{ ms: number }>): Promise<Run> => {
      const before = os.loadavg()[0]!;
      const cpu0 = process.cpuUsage();
      const pg0 = postgresCpuMs();
      const r = await fn();
      const cpu = process.cpuUsage(cpu0);
      return {
        ...r,
        load: [before, os.loadavg()[0]!],
        nodeCpuMs: (cpu.user + cpu.system) / 1000,
        pgCpuMs: postgresCpuMs() - pg0,
      };
    };
    const realRuns: Run[] = [];
    const baseRuns: Run[] = [];
    if (!REUSE) {
      await viaUseCases(await makeProducts("BOW-U"), WARMUP);
      await viaBaseline(await makeProducts("BOW-B"), WARMUP);
    }
    for (let round = 0; round < (REUSE ? 0 : ROUNDS); round++) {
      const u = await makeProducts(`BO${round}-U`);
      const b = await makeProducts(`BO${round}-B`);
      realRuns.push(await timed(() => viaUseCases(u, FLOWS)));
      console.log("use cases run", round, JSON.stringify(realRuns.at(-1)));
      baseRuns.push(await timed(() => viaBaseline(b, FLOWS)));
      console.log("baseline run", round, JSON.stringify(baseRuns.at(-1)));
    }
    const released = await prisma.order.count({
      where: { status: "released", isPaid: true, code: { startsWith: "FJ-" } },
    });

    const rateOf = (r: Run) => FLOWS / (r.ms / 1000);
    console.log(
      `write runs: use cases ${realRuns.map((r) => rateOf(r).toFixed(1)).join(", ")} orders/s; ` +
        `baseline ${baseRuns.map((r) => rateOf(r).toFixed(1)).join(", ")} orders/s; ` +
        `released and paid ${released}`,
    );
    if (LIST) {
      // ---- (b) ORDERS generated orders (2 lines each) and the orders list ----
      // BUYERS stockists (category 4), orders from Pusat, KP-001, SC-001 and STK-001 (member sales
      // go to the bench buyers too: only the list's shape matters) over two years, every state,
      // set-based in one transaction, then VACUUM ANALYZE.
      const g0 = performance.now();
      if (!REUSE) {
        const gen = await pool.connect();
        try {
          await gen.query("BEGIN");
          await gen.query(
            `INSERT INTO offices (id, code, name, office_type, office_category_id, area_id, is_active, created_at, updated_at)
         SELECT gen_random_uuid(), 'BST-' || lpad(g::text, 5, '0'), 'Stockist Bench ' || g, 'stockist', 4,
                g % 5, true, now(), now()
         FROM generate_series(1, $1) g`,
            [BUYERS],
          );
          await gen.query(`
        CREATE TEMP TABLE bench_buyers AS
          SELECT row_number() OVER (ORDER BY code) - 1 AS n, id FROM offices WHERE code LIKE 'BST-%';
        CREATE TEMP TABLE bench_sellers AS
          SELECT array_position(ARRAY['PUSAT', 'KP-001', 'SC-001', 'STK-001']::text[], o.code::text) - 1 AS n,
                 o.id, w.id AS warehouse_id
          FROM offices o LEFT JOIN warehouses w ON w.office_id = o.id AND w.type = 'main' AND w.deleted_at IS NULL
          WHERE o.code IN ('PUSAT', 'KP-001', 'SC-001', 'STK-001');
        CREATE TEMP TABLE bench_products AS
          SELECT row_number() OVER (ORDER BY code) - 1 AS n, id FROM products
          WHERE code LIKE 'BRG-%' AND deleted_at IS NULL;`);
          const bt = await gen.query<{ id: string }>(
            "SELECT id FROM buyer_types WHERE code = 'stockist'",
          );
          // status by g % 20: 0 draft, 1-2 validated, 3 warehouse_rejected, else released;
          // kind by g % 10: 0-6 sale, 7-8 restock, 9 purchase; seller: Pusat 70%, then the others.
          await gen.query(
            `INSERT INTO orders (id, code, order_type, status, origin_office_id, destination_office_id,
           origin_warehouse_id, area_id, buyer_type_id, order_date, total_price, discount, shipping_cost,
           final_price, total_point, total_bonus, total_weight, is_paid, paid_amount, paid_at,
           validated_at, description, created_at, updated_at)
         SELECT gen_random_uuid(), 'BO-' || lpad(g::text, 7, '0'),
           (CASE WHEN g % 10 < 7 THEN 'sale' WHEN g % 10 < 9 THEN 'restock' ELSE 'purchase' END)::order_type,
           (CASE g % 20 WHEN 0 THEN 'draft' WHEN 1 THEN 'validated' WHEN 2 THEN 'validated'
                 WHEN 3 THEN 'warehouse_rejected' ELSE 'released' END)::order_status,
           s.id, b.id, s.warehouse_id, g % 5, $2::uuid, x.day,
           x.total, 0, x.ship, x.total + x.ship, 20, 4000, 500,
           g % 20 >= 4, CASE WHEN g % 20 >= 4 THEN x.total + x.ship ELSE 0 END,
           CASE WHEN g % 20 >= 4 THEN x.at END, CASE WHEN g % 20 > 0 THEN x.at END,
           NULL, x.at, x.at
         FROM generate_series(1, $1) g
         CROSS JOIN LATERAL (SELECT
             (current_date - ((($1 - g)::bigint * 730) / $1)::int) AS day,
             now() - ((($1 - g)::bigint * 730 * 86400) / $1) * interval '1 second' AS at,
             (100000 + (g::bigint * 7919) % 5000000)::bigint AS total,
             ((g % 4) * 25000)::bigint AS ship) x
         JOIN bench_sellers s ON s.n = CASE WHEN g % 10 < 7 THEN 0 ELSE 1 + g % 3 END
         JOIN bench_buyers b ON b.n = (g * 31) % $3`,
            [ORDERS, bt.rows[0]!.id, BUYERS],
          );
          // Two lines per order whose totals add up to the order's total_price.
          await gen.query(
            `INSERT INTO order_details (id, order_id, product_id, quantity, unit_price, discount, total_price,
           point, total_point, bonus_value, total_bonus_value, created_at, updated_at)
         SELECT gen_random_uuid(), o.id, p.id, 1, CASE k WHEN 1 THEN o.total_price - o.total_price / 2 ELSE o.total_price / 2 END,
                0, CASE k WHEN 1 THEN o.total_price - o.total_price / 2 ELSE o.total_price / 2 END,
                10, 10, 2000, 2000, o.created_at, o.created_at
         FROM orders o CROSS JOIN generate_series(1, 2) k
         JOIN bench_products p ON p.n = ((hashtext(o.code) & 65535) + k) % (SELECT count(*) FROM bench_products)
         WHERE o.code LIKE 'BO-%'`,
          );
          await gen.query("COMMIT");
        } finally {
          gen.release();
        }
      }
      // Reused: ANALYZE only (the statistics of a migration's new indexes and columns).
      for (const t of ["orders", "order_details", "offices"])
        await pool.query(REUSE ? `ANALYZE ${t}` : `VACUUM ANALYZE ${t}`);
      const generatedS = (performance.now() - g0) / 1000;
      const counts = await pool.query<{ orders: string; lines: string }>(
        "SELECT (SELECT count(*) FROM orders) AS orders, (SELECT count(*) FROM order_details) AS lines",
      );

      const stockistActor = await actorOf("stockist@erp.test");
      const buyerIds = (
        await pool.query<{ id: string }>(
          "SELECT id FROM offices WHERE code LIKE 'BST-%' ORDER BY code LIMIT 50",
        )
      ).rows.map((r) => r.id);
      const get = (actor: Actor, query: string) => {
        const url = new URL(`http://bench/api/v1/orders?${query}`);
        return engine.list({ db: prisma, actor, url }, "orders");
      };
      const monthAgo = jakartaDateString(new Date(Date.now() - 30 * 86_400_000));
      const yearAgo = jakartaDateString(new Date(Date.now() - 365 * 86_400_000));
      const yearAgoEnd = jakartaDateString(new Date(Date.now() - 358 * 86_400_000));
      const deepPages = Math.floor(ORDERS / 15);
      const allCases: [string, Actor, (i: number) => string][] = [
        ["page 1, newest first, no filter (the Penjualan list)", penjualan, () => ""],
        [
          "page at a random page number (up to 1,000 pages deep)",
          penjualan,
          (i) => `page[number]=${1 + ((i * 7919) % Math.min(1000, deepPages))}`,
        ],
        ["filter[status]=validated", penjualan, () => "filter[status]=validated"],
        [
          "filter[kind]=sale&filter[status]=released&filter[is_paid]=true",
          penjualan,
          () => "filter[kind]=sale&filter[status]=released&filter[is_paid]=true",
        ],
        [
          "filter[office] one buyer (origin or destination)",
          penjualan,
          (i) => `filter[office]=${buyerIds[i % buyerIds.length]}`,
        ],
        [
          "filter[destination_office_id] one buyer, page 2",
          penjualan,
          (i) => `filter[destination_office_id]=${buyerIds[i % buyerIds.length]}&page[number]=2`,
        ],
        [
          "filter[order_date_from/to] the last 30 days",
          penjualan,
          () => `filter[order_date_from]=${monthAgo}&filter[order_date_to]=${today}`,
        ],
        [
          "filter[order_date_from/to] one week a year ago",
          penjualan,
          () => `filter[order_date_from]=${yearAgo}&filter[order_date_to]=${yearAgoEnd}`,
        ],
        [
          "filter[search] an order code",
          penjualan,
          (i) => `filter[search]=BO-${String(1 + ((i * 104729) % ORDERS)).padStart(7, "0")}`,
        ],
        [
          "filter[search] a buyer code",
          penjualan,
          (i) => `filter[search]=BST-${String(1 + (i % BUYERS)).padStart(5, "0")}`,
        ],
        ["sort=-final_price", penjualan, () => "sort=-final_price"],
        [
          "the stockist's own orders (STK-001, side=origin)",
          stockistActor,
          () => "filter[side]=origin",
        ],
      ];
      const cases = allCases.filter(
        ([name]) => !CASES.length || CASES.some((c) => name.includes(c)),
      );
      const measureLoad = os.loadavg()[0]!;
      const measured: {
        name: string;
        p50: number;
        p95: number;
        p99: number;
        total: number;
        statements: number;
      }[] = [];
      for (const [name, actor, q] of cases) {
        const ms: number[] = [];
        const counts: number[] = [];
        let total = 0;
        await get(actor, q(0)); // a first call outside the samples (plans, caches)
        for (let i = 0; i < SAMPLES; i++) {
          const s0 = statements;
          const t = performance.now();
          const doc = (await get(actor, q(i))) as { meta?: { page?: { total?: number } } };
          ms.push(performance.now() - t);
          counts.push(statements - s0);
          total = doc.meta?.page?.total ?? total;
        }
        const r = { name, ...stats(ms), total, statements: median(counts) };
        measured.push(r);
        console.log(
          `${name}: p50 ${r.p50.toFixed(1)} p95 ${r.p95.toFixed(1)} p99 ${r.p99.toFixed(1)} ms ` +
            `(total ${total}, ${r.statements} statements)`,
        );
      }

      // GET orders/-actions/totals ("Hitung total" past the list's cap): the exact count and sums
      // over every match, asked for on purpose; the action's code path minus HTTP.
      const TOTAL_SAMPLES = Math.max(5, Math.floor(SAMPLES / 5));
      const totalCases: [string, Actor, string][] = [
        ["every order", penjualan, ""],
        [
          "the last 30 days",
          penjualan,
          `filter[order_date_from]=${monthAgo}&filter[order_date_to]=${today}`,
        ],
        ["status=released, every date", penjualan, "filter[status]=released"],
        ["the stockist's own orders (STK-001)", stockistActor, ""],
      ];
      const exactTotals: { name: string; count: number; p50: number; p99: number }[] = [];
      for (const [name, actor, query] of totalCases) {
        const ctx = {
          db: prisma,
          actor,
          url: new URL(`http://bench/api/v1/orders/-actions/totals?${query}`),
        };
        const ms: number[] = [];
        let count = 0;
        await sumOrders(prisma, engine.listWhere(ctx, "orders"));
        for (let i = 0; i < TOTAL_SAMPLES; i++) {
          const t = performance.now();
          count = (await sumOrders(prisma, engine.listWhere(ctx, "orders"))).count;
          ms.push(performance.now() - t);
        }
        const r = { name, count, ...stats(ms) };
        exactTotals.push(r);
        console.log(
          `totals ${name}: p50 ${r.p50.toFixed(1)} p99 ${r.p99.toFixed(1)} ms (count ${count})`,
        );
      }

      const rate = (r: Run) => FLOWS / (r.ms / 1000);
      const realRate = median(realRuns.map(rate));
      const baseRate = median(baseRuns.map(rate));
      const perOrder = (ms: number) => (ms / FLOWS).toFixed(1);
      const runRow = (name: string, r: Run, i: number) =>
        `| ${name} ${i + 1} | ${rate(r).toFixed(1)} | ${(r.ms / 1000).toFixed(1)} | ${perOrder(r.nodeCpuMs)} | ${perOrder(r.pgCpuMs)} | ${r.load[0].toFixed(1)} / ${r.load[1].toFixed(1)} |`;
      const writePart = REUSE
        ? []
        : [
            `# Orders benchmark (${new Date().toISOString().slice(0, 10)})`,
            "",
            `## Create a ${LINES}-line order, validate it and pay it in full`,
            "",
            `${FLOWS} orders per run (Pusat -> STK-001, ${LINES} lines, paid in cash) by ${CLIENTS} concurrent clients, ` +
              `each order three transactions (create, validate, pay) as the screens' three requests; runs interleaved ` +
              `use cases / baseline x ${ROUNDS} after a ${WARMUP}-order warm-up of each, each run on fresh products; ` +
              `embedded PostgreSQL 17, ${os.cpus().length}-core machine shared with other work, \`npm run bench:orders\`.`,
            "",
            "CPU per order: the bench's own Node process (process.cpuUsage: the use cases with Prisma, " +
              "or the baseline's pg calls) and every PostgreSQL process (/proc), user + system.",
            "",
            "| run | orders/s | total s | Node CPU ms/order | PostgreSQL CPU ms/order | load avg 1 min before / after |",
            "| --- | ---: | ---: | ---: | ---: | ---: |",
            ...realRuns.map((r, i) =>
              runRow("use cases (createOrder, validateOrder, createPayment)", r, i),
            ),
            ...baseRuns.map((r, i) =>
              runRow("baseline (pg: 3 transactions, one CTE statement each)", r, i),
            ),
            "",
            "| goal (issue 12 §4) | measured | met |",
            "| --- | ---: | :-: |",
            `| use cases >= 50% of the baseline (median ${baseRate.toFixed(1)}/s) | ${realRate.toFixed(1)}/s = ${((100 * realRate) / baseRate).toFixed(0)}% | ${realRate >= 0.5 * baseRate ? "yes" : "no"} |`,
            "",
            `Orders of the use-case runs released and paid: ${released}.`,
            "",
          ];
      const lines = [
        ...writePart,
        `## The orders list over ${Number(counts.rows[0]!.orders).toLocaleString("en")} orders ` +
          `(${Number(counts.rows[0]!.lines).toLocaleString("en")} lines), ${REUSE ? "reused" : `generated in ${generatedS.toFixed(1)} s`}`,
        "",
        `${SAMPLES} sequential samples each, in-process through the engine (GET /api/v1/orders minus HTTP): ` +
          "default includes (area, buyer-type, destination-office, order-details, origin-office, stock-movements, " +
          "origin-warehouse, destination-warehouse, payments), page size 15, meta.page.total and meta.totals. " +
          `Goal p99 < 200 ms. Load average (1 min) at the start ${measureLoad.toFixed(1)}, at the end ${os.loadavg()[0]!.toFixed(1)}.`,
        "",
        "| case | matches | statements | p50 ms | p95 ms | p99 ms | p99 < 200 ms |",
        "| --- | ---: | ---: | ---: | ---: | ---: | :-: |",
        ...measured.map(
          (r) =>
            `| ${r.name} | ${r.total.toLocaleString("en")} | ${r.statements} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.p99 < 200 ? "yes" : "no"} |`,
        ),
        "",
        "### Exact totals on request (`GET orders/-actions/totals`, the list's 'Hitung total')",
        "",
        `${TOTAL_SAMPLES} sequential samples each: the list's where (engine.listWhere) and one aggregate ` +
          "(count and five sums) over every match, without the list's 10,000 cap. Not on every page: asked for.",
        "",
        "| rows | count | p50 ms | p99 ms |",
        "| --- | ---: | ---: | ---: |",
        ...exactTotals.map(
          (r) =>
            `| ${r.name} | ${r.count.toLocaleString("en")} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} |`,
        ),
        "",
      ];
      if (!REUSE || process.env.BENCH_RESULT) {
        fs.mkdirSync("bench/results", { recursive: true });
        fs.writeFileSync(RESULT, lines.join("\n"));
      }
      console.log(lines.join("\n"));
    }
    if (process.env.BENCH_KEEP_DB) {
      console.log(`BENCH_KEEP_DB: database kept at ${db.url} until SIGINT (Ctrl-C)`);
      await new Promise((resolve) => process.once("SIGINT", resolve));
    }
  } finally {
    await pool.end();
    await prisma.$disconnect();
    await appDb.$disconnect();
  }
} finally {
  await db.stop();
}
