// Stock posting benchmark (issue 11 §5): 10,000 random postings by 16 concurrent posters on one
// warehouse, through postStock (Prisma, one interactive transaction per posting) and through a
// hand-written `pg` baseline doing the same work (period lock, conditional UPDATE or upsert,
// ledger INSERT). Afterwards: no negative stock, `checkLedger` clean. Figures in
// bench/results/stock.md.
// Usage: npm run bench:stock   (fresh embedded PostgreSQL, migrated and seeded; BENCH_POSTINGS=n)
import fs from "node:fs";
import os from "node:os";
import pg from "pg";
import { seedDemoData } from "./seed-demo";
import { provisionTestDatabase } from "../scripts/lib/test-db.mjs";
import { migrate } from "../scripts/lib/migrate.mjs";
import { createPrismaClient } from "@/server/prisma-client";
import { postStock } from "@/server/stock/post-stock";
import { checkLedger } from "@/server/stock/ledger-check";
import { isAppError } from "@/server/errors";
import { jakartaToday } from "@/lib/business-date";
import { uuidv7 } from "@/server/qrcodes/codes";
import { engine } from "@/server/api/registry";
import { globalReport, totalStockAvailable } from "@/server/stock/report";
import { encodeCursor } from "@/server/jsonapi/query";
import type { Actor } from "@/server/auth/actor";
import { jakartaDateString } from "@/lib/business-date";

const POSTINGS = Number(process.env.BENCH_POSTINGS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP = 1_000;
const POSTERS = 16;
const PRODUCTS = 20;
const OPENING = 100;
const LEDGER_ROWS = Number(process.env.BENCH_LEDGER_ROWS ?? 1_000_000);
const LEDGER_STOCKS = 100;
const SAMPLES = 200;
const LIST_PRODUCTS = Number(process.env.BENCH_LIST_PRODUCTS ?? 2_000);
const RESULT = process.env.BENCH_RESULT ?? "bench/results/stock.md";

const pusatStaff: Actor = {
  userId: "",
  name: "bench",
  email: "bench@erp.test",
  officeId: null,
  officeCode: null,
  officeCategoryId: 1,
  officeType: "pusat",
  roles: [],
  currentRole: null,
  permissions: new Set(["stocks.view", "stock-trxes.view", "stock-global-reports.view"]),
  isSuperadmin: false,
  via: "bearer",
};

async function latency(fn: (i: number) => Promise<unknown>) {
  const ms: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t = performance.now();
    await fn(i);
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!;
  return { p50: at(0.5), p99: at(0.99) };
}

type Op = { product: number; quantity: number };

/** Deterministic ops (mulberry32), mostly small takes, so shortages happen. */
function ops(seed: number): Op[] {
  let a = seed;
  const rand = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from({ length: POSTINGS }, () => {
    const q = Math.floor(rand() * 10) - 5; // -5..4
    return { product: Math.floor(rand() * PRODUCTS), quantity: q >= 0 ? q + 1 : q };
  });
}

async function runPosters(
  all: Op[],
  post: (op: Op) => Promise<"ok" | "short">,
): Promise<{ ms: number; ok: number; short: number }> {
  let next = 0;
  let ok = 0;
  let short = 0;
  const t = performance.now();
  await Promise.all(
    Array.from({ length: POSTERS }, async () => {
      for (let i = next++; i < all.length; i = next++) {
        if ((await post(all[i]!)) === "ok") ok++;
        else short++;
      }
    }),
  );
  return { ms: performance.now() - t, ok, short };
}

const db = await provisionTestDatabase();
try {
  await migrate(db.url);
  seedDemoData(db.url);
  const prisma = createPrismaClient(db.url, POSTERS);
  const pool = new pg.Pool({ connectionString: db.url, max: POSTERS });
  try {
    const wh = await prisma.warehouse.findFirstOrThrow({
      where: { office: { code: "PUSAT" }, type: "main" },
    });
    const make = async (prefix: string) => {
      const ids: string[] = [];
      for (let i = 0; i < PRODUCTS; i++) {
        const p = await prisma.product.create({
          data: { code: `${prefix}-${String(i).padStart(2, "0")}`, name: `Bench ${prefix} ${i}` },
        });
        ids.push(p.id);
      }
      await prisma.$transaction((tx) =>
        postStock(
          tx,
          {
            businessDate: jakartaToday(),
            lines: ids.map((productId) => ({
              warehouseId: wh.id,
              productId,
              quantity: OPENING,
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
    const workload = ops(42);
    const today = jakartaToday();
    const todayDay = jakartaDateString(new Date());

    const viaPostStock = (products: string[], n = POSTINGS) =>
      runPosters(workload.slice(0, n), async (op) => {
        try {
          await prisma.$transaction((tx) =>
            postStock(
              tx,
              {
                businessDate: today,
                lines: [
                  {
                    warehouseId: wh.id,
                    productId: products[op.product]!,
                    quantity: op.quantity,
                    type: "adjustment",
                    sourceType: "stock-adjustments",
                    sourceId: null,
                  },
                ],
              },
              { userId: null },
            ),
          );
          return "ok";
        } catch (e) {
          if (isAppError(e) && e.status === 422) return "short";
          throw e;
        }
      });

    // The hand-written equivalent: one transaction per posting holding ONE statement that takes
    // the period lock (FOR SHARE), applies the conditional UPDATE (or the upsert of an increment)
    // and inserts the ledger row with balance_after. It skips what postStock also guards (the
    // batches' share of the stock, the JS checks), so it is the floor a posting cannot go below.
    // The ledger id as postStock makes it (a UUIDv7 of the row's clock_timestamp()).
    const LEDGER_ID = `(lpad(to_hex(floor(extract(epoch FROM ts.t) * 1000)::bigint), 12, '0')
      || '7' || lpad(to_hex(floor((extract(epoch FROM ts.t) * 1000
           - floor(extract(epoch FROM ts.t) * 1000)) * 4096)::int), 3, '0')
      || to_hex(8 + floor(random() * 4)::int) || substr(md5(random()::text), 1, 15))::uuid`;
    const baselineSql = (increment: boolean) => `
      WITH p AS (SELECT status::text AS status FROM periods
                 WHERE start_date <= $4::date AND end_date >= $4::date FOR SHARE),
      ok AS (SELECT count(*) > 0 AND COALESCE(bool_and(status = 'open'), false) AS open FROM p),
      u AS (${
        increment
          ? `INSERT INTO stocks (id, warehouse_id, product_id, quantity, created_at, updated_at)
             SELECT $5::uuid, $1::uuid, $2::uuid, $3, now(), now() FROM ok WHERE ok.open
             ON CONFLICT (warehouse_id, product_id)
             DO UPDATE SET quantity = stocks.quantity + EXCLUDED.quantity, updated_at = now()
             RETURNING id, quantity`
          : `UPDATE stocks s SET quantity = s.quantity + $3, updated_at = now() FROM ok
             WHERE s.warehouse_id = $1::uuid AND s.product_id = $2::uuid
               AND s.quantity + $3 >= 0 AND ok.open
             RETURNING s.id, s.quantity`
      }),
      t AS (INSERT INTO stock_trxes (id, stock_id, warehouse_id, product_id, type, quantity_change,
                                     balance_after, source_type, created_at)
            SELECT ${LEDGER_ID}, u.id, $1::uuid, $2::uuid, 'adjustment', $3, u.quantity,
                   'stock-adjustments', ts.t FROM u, LATERAL (SELECT clock_timestamp() AS t) ts)
      SELECT u.id, u.quantity FROM u`;
    const viaBaseline = (products: string[], n = POSTINGS) =>
      runPosters(workload.slice(0, n), async (op) => {
        const c = await pool.connect();
        try {
          await c.query("BEGIN");
          const params: unknown[] = [wh.id, products[op.product]!, op.quantity, todayDay];
          if (op.quantity > 0) params.push(uuidv7()); // the stocks row's id when it is new
          const r = await c.query<{ id: string; quantity: number }>(
            baselineSql(op.quantity > 0),
            params,
          );
          await c.query(r.rows[0] ? "COMMIT" : "ROLLBACK");
          return r.rows[0] ? "ok" : "short";
        } catch (e) {
          await c.query("ROLLBACK");
          throw e;
        } finally {
          c.release();
        }
      });

    // Interleaved A B A B (the machine is shared: a burst of load hits both), each run on its own
    // fresh products; the report gives every run and the medians.
    type Run = Awaited<ReturnType<typeof runPosters>> & { load: [number, number] };
    const timed = async (fn: () => Promise<Awaited<ReturnType<typeof runPosters>>>) => {
      const before = os.loadavg()[0]!;
      const r = await fn();
      return { ...r, load: [before, os.loadavg()[0]!] as [number, number] };
    };
    const postRuns: Run[] = [];
    const baseRuns: Run[] = [];
    // Warm-up (not reported): both paths once on their own products, so neither pays the JIT,
    // the pool's connections or the first plans inside a measured run.
    await viaPostStock(await make("BS-WE"), WARMUP);
    await viaBaseline(await make("BS-WB"), WARMUP);
    for (let round = 0; round < ROUNDS; round++) {
      const e = await make(`BS-E${round}`);
      const b = await make(`BS-B${round}`);
      postRuns.push(await timed(() => viaPostStock(e)));
      console.log("postStock run", round, postRuns.at(-1));
      baseRuns.push(await timed(() => viaBaseline(b)));
      console.log("baseline run", round, baseRuns.at(-1));
    }

    // ---- 1,000,000 ledger rows: ledger pages, ledger filters, stock lists, the global report ----
    // Bench data generated set-based (like bench/generate.mjs): LEDGER_STOCKS products with
    // LEDGER_ROWS / LEDGER_STOCKS rows each (+1 each, balance_after running) in the main
    // warehouse, plus LIST_PRODUCTS products stocked in every warehouse with one opening row each
    // (the stock lists' rows); stocks.quantity = the sum of its rows, so the ledger check stays
    // clean. Measured in-process through the engine (the code path of the GET minus HTTP) and the
    // report use case.
    const perStock = Math.floor(LEDGER_ROWS / LEDGER_STOCKS);
    const g0 = performance.now();
    const c = await pool.connect();
    try {
      await c.query("BEGIN");
      await c.query(
        `INSERT INTO products (id, code, name, purchase_price, point, bonus_value, created_at, updated_at)
         SELECT gen_random_uuid(), 'BL-' || lpad(g::text, 3, '0'), 'Bench ledger ' || g, 1000 + g, 2, 300, now(), now()
         FROM generate_series(1, $1) g`,
        [LEDGER_STOCKS],
      );
      await c.query(
        `INSERT INTO stocks (id, warehouse_id, product_id, quantity, created_at, updated_at)
         SELECT gen_random_uuid(), $1, p.id, $2, now(), now() FROM products p WHERE p.code LIKE 'BL-%'`,
        [wh.id, perStock],
      );
      await c.query(
        `INSERT INTO stock_trxes (id, stock_id, warehouse_id, product_id, type, quantity_change,
           balance_after, source_type, created_at)
         SELECT gen_random_uuid(), s.id, s.warehouse_id, s.product_id, 'adjustment', 1, g, 'bench',
                now() - interval '60 days' + g * (interval '60 days' / $1)
         FROM stocks s JOIN products p ON p.id = s.product_id AND p.code LIKE 'BL-%'
         CROSS JOIN generate_series(1, $1) g`,
        [perStock],
      );
      await c.query(
        `INSERT INTO products (id, code, name, purchase_price, point, bonus_value, created_at, updated_at)
         SELECT gen_random_uuid(), 'BX-' || lpad(g::text, 5, '0'), 'Bench list ' || g, 500 + g, 1, 100, now(), now()
         FROM generate_series(1, $1) g`,
        [LIST_PRODUCTS],
      );
      await c.query(
        `INSERT INTO stocks (id, warehouse_id, product_id, quantity, created_at, updated_at)
         SELECT gen_random_uuid(), w.id, p.id, 1 + abs(hashtext(p.code || w.code)) % 500, now(), now()
         FROM products p CROSS JOIN warehouses w WHERE p.code LIKE 'BX-%' AND w.deleted_at IS NULL`,
      );
      await c.query(
        `INSERT INTO stock_trxes (id, stock_id, warehouse_id, product_id, type, quantity_change,
           balance_after, source_type, created_at)
         SELECT gen_random_uuid(), s.id, s.warehouse_id, s.product_id, 'opening', s.quantity,
                s.quantity, 'bench', now() - interval '61 days'
         FROM stocks s JOIN products p ON p.id = s.product_id AND p.code LIKE 'BX-%'`,
      );
      await c.query("COMMIT");
      await c.query("VACUUM ANALYZE stock_trxes");
      await c.query("VACUUM ANALYZE stocks");
      await c.query("VACUUM ANALYZE products");
    } finally {
      c.release();
    }
    const generatedS = (performance.now() - g0) / 1000;
    const measureLoad = os.loadavg()[0]!;
    const counts = await pool.query<{ stocks: string; rows: string }>(
      "SELECT (SELECT count(*) FROM stocks) AS stocks, (SELECT count(*) FROM stock_trxes) AS rows",
    );
    const ledgerStocks = await prisma.stock.findMany({
      where: { product: { code: { startsWith: "BL-" } } },
      select: { id: true, productId: true },
    });
    const pages = Math.floor(perStock / 25);
    const get = (path: string) => {
      const url = new URL(`http://bench/api/v1/${path}`);
      const [type, id, rel] = url.pathname.slice("/api/v1/".length).split("/");
      const ctx = { db: prisma, actor: pusatStaff, url };
      return id && rel ? engine.related(ctx, type!, id, rel) : engine.list(ctx, type!);
    };
    const stockOf = (i: number) => ledgerStocks[i % ledgerStocks.length]!;
    const pageOf = (i: number, n: number) =>
      get(`stocks/${stockOf(i).id}/stock-trxes?sort=-createdAt&page[number]=${n}&page[size]=25`);
    // Cursors of rows at random depths (what a client holds after paging that far).
    const deepCursors: string[] = [];
    for (let i = 0; i < 50; i++) {
      const r = await pool.query<{ created_at: Date; id: string }>(
        `SELECT created_at, id FROM stock_trxes WHERE stock_id = $1
         ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT 1`,
        [stockOf(i * 7).id, (i * 7919) % perStock],
      );
      const row = r.rows[0]!;
      deepCursors.push(
        `${stockOf(i * 7).id}|${encodeCursor([row.created_at.toISOString(), row.id])}`,
      );
    }
    const from = jakartaDateString(new Date(Date.now() - 20 * 86_400_000));
    const to = jakartaDateString(new Date(Date.now() - 19 * 86_400_000));
    const fifteenDaysAgo = jakartaDateString(new Date(Date.now() - 15 * 86_400_000));
    const noFilter = { warehouseId: null, categoryId: null, date: null, officeId: null };
    const cases: [string, (i: number) => Promise<unknown>][] = [
      [
        "ledger page 1, newest first (stocks/{id}/stock-trxes?sort=-createdAt)",
        (i) => pageOf(i * 13, 1),
      ],
      [
        "ledger page at a random page number (up to 10,000 rows deep)",
        (i) => pageOf(i, 1 + ((i * 7919) % pages)),
      ],
      ["ledger last page", (i) => pageOf(i, pages)],
      [
        "ledger next page by cursor (page[limit]=25&page[after]), random depth",
        (i) => {
          const [id, cursor] = deepCursors[i % deepCursors.length]!.split("|");
          return get(
            `stocks/${id}/stock-trxes?sort=-createdAt&page[limit]=25&page[after]=${cursor}`,
          );
        },
      ],
      [
        "stock-trxes page 1 newest first, no filter",
        () => get("stock-trxes?sort=-createdAt&page[size]=25"),
      ],
      [
        "stock-trxes filter[warehouse_id] newest first",
        () => get(`stock-trxes?filter[warehouse_id]=${wh.id}&sort=-createdAt&page[size]=25`),
      ],
      [
        "stock-trxes filter[product_id] newest first",
        (i) =>
          get(
            `stock-trxes?filter[product_id]=${stockOf(i).productId}&sort=-createdAt&page[size]=25`,
          ),
      ],
      [
        "stock-trxes filter[trx_type]=opening newest first",
        () => get("stock-trxes?filter[trx_type]=opening&sort=-createdAt&page[size]=25"),
      ],
      [
        "stock-trxes filter[from]/[to] (one day) newest first",
        () =>
          get(`stock-trxes?filter[from]=${from}&filter[to]=${to}&sort=-createdAt&page[size]=25`),
      ],
      ["stocks sorted by -quantity", () => get("stocks?sort=-quantity&page[size]=15")],
      ["stocks sorted by product_code", () => get("stocks?sort=product_code&page[size]=15")],
      ["stocks sorted by warehouse_code", () => get("stocks?sort=warehouse_code&page[size]=15")],
      [
        "stocks of one warehouse sorted by product_code",
        () => get(`stocks?filter[warehouse_id]=${wh.id}&sort=product_code&page[size]=15`),
      ],
      [
        "global report now (every main warehouse, per product)",
        () => globalReport(prisma, noFilter),
      ],
      ["total stock available now", () => totalStockAvailable(prisma, noFilter)],
      [
        "global report of the main warehouse at the end of a day 15 days ago",
        () => globalReport(prisma, { ...noFilter, warehouseId: wh.id, date: fifteenDaysAgo }),
      ],
      [
        "global report of every main warehouse 15 days ago",
        () => globalReport(prisma, { ...noFilter, date: fifteenDaysAgo }),
      ],
    ];
    const measured: { name: string; p50: number; p99: number }[] = [];
    for (const [name, fn] of cases) {
      const r = await latency(fn);
      measured.push({ name, ...r });
      console.log(`${name}: p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`);
    }

    const negatives = await prisma.stock.count({ where: { quantity: { lt: 0 } } });
    const ledger = await checkLedger(prisma);
    const rate = (r: { ms: number }) => POSTINGS / (r.ms / 1000);
    const median = (xs: number[]) => {
      const v = [...xs].sort((a, b) => a - b);
      const m = Math.floor(v.length / 2);
      return v.length % 2 ? v[m]! : (v[m - 1]! + v[m]!) / 2;
    };
    const postRate = median(postRuns.map(rate));
    const baseRate = median(baseRuns.map(rate));
    const runRow = (name: string, r: Run, i: number) =>
      `| ${name} ${i + 1} | ${rate(r).toFixed(0)} | ${(r.ms / 1000).toFixed(1)} | ${r.ok} | ${r.short} | ${r.load[0].toFixed(1)} / ${r.load[1].toFixed(1)} |`;
    const lines = [
      `# Stock posting benchmark (${new Date().toISOString().slice(0, 10)})`,
      "",
      `${POSTINGS} random postings per run (one line each, -5..+5 units, ${PRODUCTS} products opened with ${OPENING} units) ` +
        `by ${POSTERS} concurrent posters on one warehouse, each posting its own transaction; ` +
        `runs interleaved postStock / baseline x ${ROUNDS} after a ${WARMUP}-posting warm-up of each, each run on fresh products; ` +
        `embedded PostgreSQL 17, ${os.cpus().length}-core machine shared with other work, \`npm run bench:stock\`.`,
      "",
      "| run | postings/s | total s | applied | refused (shortage 422) | load avg 1 min before / after |",
      "| --- | ---: | ---: | ---: | ---: | ---: |",
      ...postRuns.map((r, i) => runRow("postStock (Prisma interactive transaction)", r, i)),
      ...baseRuns.map((r, i) => runRow("baseline (pg: BEGIN, one CTE statement, COMMIT)", r, i)),
      "",
      `| goal (issue 11 §5) | measured | met |`,
      "| --- | ---: | :-: |",
      `| postStock >= 500 postings/s (median) | ${postRate.toFixed(0)} | ${postRate >= 500 ? "yes" : "no"} |`,
      `| postStock >= 50% of the baseline (median ${baseRate.toFixed(0)}/s) | ${((100 * postRate) / baseRate).toFixed(0)}% | ${postRate >= 0.5 * baseRate ? "yes" : "no"} |`,
      "",
      `## ${LEDGER_ROWS.toLocaleString("en")} ledger rows (${LEDGER_STOCKS} stocks x ${perStock.toLocaleString("en")} rows) ` +
        `+ ${LIST_PRODUCTS.toLocaleString("en")} products in every warehouse; ${Number(counts.rows[0]!.stocks).toLocaleString("en")} stocks, ` +
        `${Number(counts.rows[0]!.rows).toLocaleString("en")} ledger rows, generated in ${generatedS.toFixed(1)} s`,
      "",
      `${SAMPLES} sequential samples each, in-process (engine / use case, no HTTP), goal p99 < 200 ms. Load average (1 min) at the start ${measureLoad.toFixed(1)}, at the end ${os.loadavg()[0]!.toFixed(1)}.`,
      "",
      "| case | p50 ms | p99 ms | p99 < 200 ms |",
      "| --- | ---: | ---: | :-: |",
      ...measured.map(
        (r) =>
          `| ${r.name} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.p99 < 200 ? "yes" : "no"} |`,
      ),
      "",
      `After all runs: ${negatives} negative stock rows; ledger check: ${ledger.stocks} stocks, ` +
        `${ledger.ledgerRows} ledger rows, ${ledger.differences.length} difference(s).`,
      "",
    ];
    fs.mkdirSync("bench/results", { recursive: true });
    fs.writeFileSync(RESULT, lines.join("\n"));
    console.log(lines.join("\n"));
    if (negatives > 0 || ledger.differences.length > 0) process.exitCode = 1;
    if (process.env.BENCH_KEEP_DB) {
      console.log(`BENCH_KEEP_DB: database kept at ${db.url} until SIGINT (Ctrl-C)`);
      // Ctrl-C (SIGINT) ends the wait; the finally blocks then stop the database.
      await new Promise((resolve) => process.once("SIGINT", resolve));
    }
  } finally {
    await pool.end();
    await prisma.$disconnect();
  }
} finally {
  await db.stop();
}
