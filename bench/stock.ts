// Stock posting benchmark (issue 11 §5): 10,000 random postings by 16 concurrent posters on one
// warehouse, through postStock (Prisma, one interactive transaction per posting) and through a
// hand-written `pg` baseline doing the same work (period lock, conditional UPDATE or upsert,
// ledger INSERT). Afterwards: no negative stock, `checkLedger` clean. Figures in
// bench/results/stock.md.
// Usage: npm run bench:stock   (fresh embedded PostgreSQL, migrated and seeded; BENCH_POSTINGS=n)
import fs from "node:fs";
import { spawnSync } from "node:child_process";
import pg from "pg";
import { provisionTestDatabase } from "../scripts/lib/test-db.mjs";
import { migrate } from "../scripts/lib/migrate.mjs";
import { createPrismaClient } from "@/server/prisma-client";
import { postStock } from "@/server/stock/post-stock";
import { checkLedger } from "@/server/stock/ledger-check";
import { isAppError } from "@/server/errors";
import { jakartaToday } from "@/lib/business-date";
import { uuidv7 } from "@/server/qrcodes/codes";
import { engine } from "@/server/api/registry";
import { globalReport } from "@/server/stock/report";
import type { Actor } from "@/server/auth/actor";
import { jakartaDateString } from "@/lib/business-date";

const POSTINGS = Number(process.env.BENCH_POSTINGS ?? 10_000);
const POSTERS = 16;
const PRODUCTS = 20;
const OPENING = 100;
const LEDGER_ROWS = Number(process.env.BENCH_LEDGER_ROWS ?? 1_000_000);
const LEDGER_STOCKS = 100;
const SAMPLES = 200;

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
  const seeded = spawnSync(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "prisma/seed/index.ts"],
    {
      env: { ...process.env, DATABASE_URL: db.url },
      stdio: "inherit",
    },
  );
  if (seeded.status !== 0) throw new Error("seed failed");
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
    const engineProducts = await make("BS-E");
    const baseProducts = await make("BS-B");
    const workload = ops(42);
    const today = jakartaToday();

    const viaPostStock = await runPosters(workload, async (op) => {
      try {
        await prisma.$transaction((tx) =>
          postStock(
            tx,
            {
              businessDate: today,
              lines: [
                {
                  warehouseId: wh.id,
                  productId: engineProducts[op.product]!,
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

    const baseline = await runPosters(workload, async (op) => {
      const c = await pool.connect();
      try {
        await c.query("BEGIN");
        await c.query(
          "SELECT id FROM periods WHERE start_date <= $1::date AND end_date >= $1::date FOR SHARE",
          [today],
        );
        const productId = baseProducts[op.product]!;
        const r =
          op.quantity > 0
            ? await c.query<{ id: string; quantity: number }>(
                `INSERT INTO stocks (id, warehouse_id, product_id, quantity, created_at, updated_at)
                 VALUES ($1, $2, $3, $4, now(), now())
                 ON CONFLICT (warehouse_id, product_id)
                 DO UPDATE SET quantity = stocks.quantity + EXCLUDED.quantity, updated_at = now()
                 RETURNING id, quantity`,
                [uuidv7(), wh.id, productId, op.quantity],
              )
            : await c.query<{ id: string; quantity: number }>(
                `UPDATE stocks SET quantity = quantity - $3, updated_at = now()
                 WHERE warehouse_id = $1 AND product_id = $2 AND quantity >= $3
                 RETURNING id, quantity`,
                [wh.id, productId, -op.quantity],
              );
        const row = r.rows[0];
        if (!row) {
          await c.query("ROLLBACK");
          return "short";
        }
        await c.query(
          `INSERT INTO stock_trxes (id, stock_id, warehouse_id, product_id, type, quantity_change,
             balance_after, source_type, created_at)
           VALUES ($1, $2, $3, $4, 'adjustment', $5, $6, 'stock-adjustments', clock_timestamp())`,
          [uuidv7(), row.id, wh.id, productId, op.quantity, row.quantity],
        );
        await c.query("COMMIT");
        return "ok";
      } catch (e) {
        await c.query("ROLLBACK");
        throw e;
      } finally {
        c.release();
      }
    });

    // ---- 1,000,000 ledger rows: a ledger page and the global report ----
    // Bench data generated set-based (like bench/generate.mjs): LEDGER_STOCKS products with
    // LEDGER_ROWS / LEDGER_STOCKS rows each (+1 each, balance_after running), stocks.quantity =
    // their sum, so the ledger check stays clean. Measured in-process through the engine (the
    // code path of GET stocks/{id}/stock-trxes minus HTTP) and the report use case.
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
      await c.query("COMMIT");
      await c.query("ANALYZE stock_trxes");
      await c.query("ANALYZE stocks");
    } finally {
      c.release();
    }
    const generatedS = (performance.now() - g0) / 1000;
    const ledgerStocks = await prisma.stock.findMany({
      where: { product: { code: { startsWith: "BL-" } } },
      select: { id: true },
    });
    const pages = Math.floor(perStock / 25);
    const pageOf = (i: number, last = false) => {
      const s = ledgerStocks[i % ledgerStocks.length]!;
      const n = last ? pages : 1 + ((i * 7919) % pages);
      const url = new URL(
        `http://bench/api/v1/stocks/${s.id}/stock-trxes?page[number]=${n}&page[size]=25`,
      );
      return engine.related({ db: prisma, actor: pusatStaff, url }, "stocks", s.id, "stock-trxes");
    };
    const firstPage = await latency((i) => pageOf(i * 13).then(() => undefined));
    const randomPage = await latency((i) => pageOf(i));
    const lastPage = await latency((i) => pageOf(i, true));
    const fifteenDaysAgo = jakartaDateString(new Date(Date.now() - 15 * 86_400_000));
    const reportNow = await latency(() =>
      globalReport(prisma, { warehouseId: null, categoryId: null, date: null, officeId: null }),
    );
    const reportPast = await latency(() =>
      globalReport(prisma, {
        warehouseId: wh.id,
        categoryId: null,
        date: fifteenDaysAgo,
        officeId: null,
      }),
    );

    const negatives = await prisma.stock.count({ where: { quantity: { lt: 0 } } });
    const ledger = await checkLedger(prisma);
    const rate = (r: { ms: number }) => POSTINGS / (r.ms / 1000);
    const lines = [
      `# Stock posting benchmark (${new Date().toISOString().slice(0, 10)})`,
      "",
      `${POSTINGS} random postings (one line each, -5..+5 units, ${PRODUCTS} products opened with ${OPENING} units) ` +
        `by ${POSTERS} concurrent posters on one warehouse, each posting its own transaction; ` +
        "embedded PostgreSQL 17, 2-core machine shared with other work, `npm run bench:stock`.",
      "",
      "| case | postings/s | total s | applied | refused (shortage 422) |",
      "| --- | ---: | ---: | ---: | ---: |",
      ...(
        [
          ["postStock (Prisma interactive transaction)", viaPostStock],
          [
            "baseline (hand-written pg: period FOR SHARE, conditional UPDATE / upsert, INSERT)",
            baseline,
          ],
        ] as const
      ).map(
        ([name, r]) =>
          `| ${name} | ${rate(r).toFixed(0)} | ${(r.ms / 1000).toFixed(1)} | ${r.ok} | ${r.short} |`,
      ),
      "",
      `postStock / baseline throughput: ${(rate(viaPostStock) / rate(baseline)).toFixed(2)}. ` +
        `Both runs applied the same ops to their own products: applied ${viaPostStock.ok} vs ${baseline.ok}.`,
      "",
      `## ${LEDGER_ROWS.toLocaleString("en")} ledger rows (${LEDGER_STOCKS} stocks x ${perStock.toLocaleString("en")} rows, generated in ${generatedS.toFixed(1)} s)`,
      "",
      `${SAMPLES} sequential samples each, in-process (engine / use case, no HTTP), target p99 < 200 ms.`,
      "",
      "| case | p50 ms | p99 ms |",
      "| --- | ---: | ---: |",
      ...(
        [
          ["ledger page 1 (stocks/{id}/stock-trxes, 25 rows)", firstPage],
          ["ledger page at a random offset (up to 10,000 rows deep)", randomPage],
          ["ledger last page", lastPage],
          ["global report now (every main warehouse, per product)", reportNow],
          ["global report at the end of a day 15 days ago (ledger subtraction)", reportPast],
        ] as const
      ).map(([name, r]) => `| ${name} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} |`),
      "",
      `After both runs: ${negatives} negative stock rows; ledger check: ${ledger.stocks} stocks, ` +
        `${ledger.ledgerRows} ledger rows, ${ledger.differences.length} difference(s).`,
      "",
    ];
    fs.mkdirSync("bench/results", { recursive: true });
    fs.writeFileSync("bench/results/stock.md", lines.join("\n"));
    console.log(lines.join("\n"));
    if (negatives > 0 || ledger.differences.length > 0) process.exitCode = 1;
  } finally {
    await pool.end();
    await prisma.$disconnect();
  }
} finally {
  await db.stop();
}
