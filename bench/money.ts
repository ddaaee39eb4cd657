// Money report benchmark (issue 13 §5, docs/money.md "Reports"): 1,000,000 generated payments
// (one per order, 1-2 payment method lines each) of 2,000 generated stockists over the year 2025,
// written in date order as a cashier records them (a payment's date is the day it is recorded),
// then the Laporan Harian (one day) and the Laporan Keuangan per Stockist (one month, first page
// of 25 stockists) timed as the screen asks for them: the page of rows, the row count and the
// totals, through the same function GET money-reports runs (moneyReportPage, no HTTP).
// Goal: p99 < 200 ms. Figures in bench/results/money.md (each run adds a dated section).
// Usage: npm run bench:money   (fresh embedded PostgreSQL, migrated and seeded; BENCH_PAYMENTS=n)
// or BENCH_DB_URL=<url> npm run bench:money  (generate once, then only measure: bench/README.md)
import fs from "node:fs";
import os from "node:os";
import pg from "pg";
import { seedDemoData } from "./seed-demo";
import { provisionTestDatabase } from "../scripts/lib/test-db.mjs";
import { migrate } from "../scripts/lib/migrate.mjs";
import { Prisma } from "@/server/generated/prisma/client";
import { createPrismaClient } from "@/server/prisma-client";
import type { DbClient } from "@/server/auth/db-client";
import type { MoneyReportFilter } from "@/server/money-reports/filter";
import { moneyReportPage } from "@/server/money-reports/reports";
import { MONEY_REPORTS, type MoneyReportKey } from "@/lib/money-reports";

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 1_000_000);
const OFFICES = Number(process.env.BENCH_OFFICES ?? 2_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const RESULT = process.env.BENCH_RESULT ?? "bench/results/money.md";
/** Only the cases whose name contains this text (iterating on one of them). */
const CASES = process.env.BENCH_CASES ?? "";
/** Print EXPLAIN (ANALYZE, BUFFERS) of every statement of one screen load per case. */
const EXPLAIN = process.env.BENCH_EXPLAIN === "1";
const YEAR_START = "2025-01-01";

type Stats = {
  p50: number;
  p95: number;
  p99: number;
  rows: number;
  samples: number;
  statements: number;
};

/** Pusat's id: the receipts reports (daily, data) count what Pusat received, as its Kasir reads them. */
let pusatId: string | null = null;

function filter(report: MoneyReportKey, from: string, to: string, officeId: string | null = null) {
  const f: MoneyReportFilter = {
    report,
    from,
    to,
    officeId,
    receiverOfficeId: MONEY_REPORTS[report].byReceiver ? pusatId : null,
    scopeOfficeId: null,
    officeCategoryId: null,
    periodId: null,
    status: null,
  };
  return f;
}

/** A client that records every $queryRaw statement before running it (BENCH_EXPLAIN). */
function recording(db: DbClient, seen: Prisma.Sql[]): DbClient {
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key !== "$queryRaw") return Reflect.get(target, key, receiver) as unknown;
      return (first: TemplateStringsArray | Prisma.Sql, ...values: unknown[]) => {
        const sql = first instanceof Prisma.Sql ? first : Prisma.sql(first, ...values);
        seen.push(sql);
        return target.$queryRaw(sql);
      };
    },
  });
}

/** SQL statements of the last screen load (moneyReportPage tells). */
let statements = 0;

/** One screen load: the page of rows, the count and the totals (as moneyReportResponse does). */
async function screen(db: DbClient, f: MoneyReportFilter): Promise<number> {
  const page = await moneyReportPage(db, f, { limit: 25, offset: 0 });
  statements = page.statements;
  return page.rows.length;
}

async function latency(fn: (i: number) => Promise<number>, samples: number): Promise<Stats> {
  for (let i = 0; i < 5; i++) await fn(i); // warm the plan cache and the buffers
  const ms: number[] = [];
  let rows = 0;
  for (let i = 0; i < samples; i++) {
    const t = performance.now();
    rows += await fn(i);
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0;
  return {
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    rows: Math.round(rows / samples),
    samples,
    statements,
  };
}

const day = (i: number) => {
  const d = new Date(`${YEAR_START}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + ((i * 37) % 365));
  return d.toISOString().slice(0, 10);
};
const month = (i: number) => {
  const m = (i % 12) + 1;
  const from = `2025-${String(m).padStart(2, "0")}-01`;
  const to = new Date(Date.UTC(2025, m, 0)).toISOString().slice(0, 10);
  return { from, to };
};

/** Generates the stockists, orders, payments and method lines; returns the seconds taken. */
async function generate(client: pg.Client): Promise<number> {
  const t0 = performance.now();
  // Stockists with a saldo, and Pusat's bank account for the transfer lines.
  await client.query(
    `INSERT INTO offices (id, code, name, office_type, office_category_id, balance, updated_at)
     SELECT gen_random_uuid(), 'BSTK-' || lpad(g::text, 5, '0'), 'Bench Stockist ' || g,
            'stockist', 4, (g * 7919) % 5000000, now()
     FROM generate_series(1, $1) g`,
    [OFFICES],
  );
  await client.query(`CREATE TEMP TABLE bo AS
    SELECT row_number() OVER (ORDER BY code) AS n, id FROM offices WHERE code LIKE 'BSTK-%'`);
  const ids = await client.query<{ pusat: string; buyer: string; bank: string }>(
    `SELECT (SELECT id FROM offices WHERE code = 'PUSAT') AS pusat,
            (SELECT id FROM buyer_types WHERE code = 'stockist') AS buyer,
            (SELECT id FROM office_banks WHERE deleted_at IS NULL ORDER BY created_at LIMIT 1) AS bank`,
  );
  const { pusat, buyer, bank } = ids.rows[0]!;
  // One order per payment: Pusat sells to a stockist on a day of 2025.
  await client.query(
    `INSERT INTO orders (id, code, order_type, status, origin_office_id, destination_office_id,
                         area_id, buyer_type_id, order_date, total_price, final_price, paid_amount,
                         is_paid, updated_at)
     SELECT gen_random_uuid(), 'BORD-' || g, 'sale', 'released', $2::uuid, bo.id, 0, $3::uuid,
            $4::date + ((g - 1) * 365 / $1)::int, 100000 + (g % 97) * 1000, 100000 + (g % 97) * 1000,
            100000 + (g % 97) * 1000, true, now()
     FROM generate_series(1, $1) g JOIN bo ON bo.n = 1 + (g * 7) % $5`,
    [PAYMENTS, pusat, buyer, YEAR_START, OFFICES],
  );
  await client.query(
    `INSERT INTO payments (id, code, order_id, office_id, amount, status, payment_date, updated_at)
     SELECT gen_random_uuid(), 'BPAY-' || substr(o.code, 6), o.id, o.destination_office_id,
            o.final_price, CASE WHEN random() < 0.05 THEN 'cancelled' ELSE 'verified' END::payment_status,
            o.order_date, now()
     FROM orders o WHERE o.code LIKE 'BORD-%' ORDER BY o.order_date, o.code`,
  );
  // 1-2 lines: cash, or a transfer to Pusat's account plus cash.
  await client.query(
    `INSERT INTO payment_methods (id, payment_id, payment_method_type_id, office_bank_id, amount, updated_at)
     SELECT gen_random_uuid(), p.id, t.id, NULL,
            CASE WHEN (hashtext(p.code) & 1) = 0 THEN p.amount ELSE 20000 END, now()
     FROM payments p, payment_method_types t WHERE p.code LIKE 'BPAY-%' AND t.code = 'cash'
     ORDER BY p.payment_date, p.code`,
  );
  await client.query(
    `INSERT INTO payment_methods (id, payment_id, payment_method_type_id, office_bank_id, amount, updated_at)
     SELECT gen_random_uuid(), p.id, t.id, $1::uuid, p.amount - 20000, now()
     FROM payments p, payment_method_types t
     WHERE p.code LIKE 'BPAY-%' AND t.code = 'transfer' AND (hashtext(p.code) & 1) = 1
     ORDER BY p.payment_date, p.code`,
    [bank],
  );
  // VACUUM as autovacuum does after inserts in use: it sets the visibility map that lets the
  // covering indexes answer without visiting the heap.
  await client.query("VACUUM ANALYZE");
  return (performance.now() - t0) / 1000;
}

// BENCH_DB_URL: an existing database (e.g. `EMBEDDED_PG_DIR=.data/pg-bench-money npm run db:up`);
// migrated (pending migrations only), seeded when empty, generated when it holds no generated
// payments yet, and kept afterwards, so a second run only measures (bench/README.md).
const external = process.env.BENCH_DB_URL;
const db = external
  ? { url: external, stop: async () => undefined }
  : await provisionTestDatabase();
try {
  await migrate(db.url);
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const seededAlready =
    (await client.query(`SELECT 1 FROM offices WHERE code = 'PUSAT'`)).rowCount === 1;
  if (!seededAlready) {
    seedDemoData(db.url);
  }
  const prisma = createPrismaClient(db.url, 4);
  try {
    const generatedAlready =
      (await client.query(`SELECT 1 FROM offices WHERE code LIKE 'BSTK-%' LIMIT 1`)).rowCount === 1;
    let generatedS: number | null = null;
    if (!generatedAlready) {
      generatedS = await generate(client);
    } else {
      await client.query(`CREATE TEMP TABLE bo AS
        SELECT row_number() OVER (ORDER BY code) AS n, id FROM offices WHERE code LIKE 'BSTK-%'`);
    }
    const counts = await client.query<{ payments: string; lines: string; orders: string }>(
      `SELECT (SELECT count(*) FROM payments) AS payments, (SELECT count(*) FROM payment_methods) AS lines,
              (SELECT count(*) FROM orders) AS orders`,
    );
    pusatId = (await client.query<{ id: string }>(`SELECT id FROM offices WHERE code = 'PUSAT'`))
      .rows[0]!.id;
    const someOffice = (await client.query<{ id: string }>(`SELECT id FROM bo WHERE n = 17`))
      .rows[0]!.id;

    const load = os.loadavg()[0] ?? 0;
    const cases: [string, Stats][] = [];
    // The two goal cases get SAMPLES samples; the others (context) a quarter of them.
    const run = async (
      name: string,
      f: (i: number) => MoneyReportFilter,
      samples = SAMPLES / 4,
    ) => {
      if (!name.includes(CASES)) return;
      const s = await latency((i) => screen(prisma, f(i)), Math.max(20, Math.round(samples)));
      cases.push([name, s]);
      console.log(name, s);
      if (EXPLAIN) {
        const seen: Prisma.Sql[] = [];
        await screen(recording(prisma, seen), f(0));
        for (const sql of seen) {
          const plan = await client.query<{ "QUERY PLAN": string }>(
            `EXPLAIN (ANALYZE, BUFFERS) ${sql.text}`,
            sql.values,
          );
          console.log(plan.rows.map((r) => r["QUERY PLAN"]).join("\n"));
        }
      }
    };
    await run(
      "Laporan Harian, one day, every office (goal)",
      (i) => filter("daily", day(i), day(i)),
      SAMPLES,
    );
    await run("Laporan Harian, one day, one office", (i) =>
      filter("daily", day(i), day(i), someOffice),
    );
    await run("Laporan Harian, one month, every office", (i) =>
      filter("daily", month(i).from, month(i).to),
    );
    await run(
      `Laporan Keuangan per Stockist, one month, page 1 of ${OFFICES.toLocaleString("en")}+ stockists (goal)`,
      (i) => filter("per-office", month(i).from, month(i).to),
      SAMPLES,
    );
    await run("Laporan Keuangan per Stockist, one month, one stockist", (i) =>
      filter("per-office", month(i).from, month(i).to, someOffice),
    );
    await run("Laporan Keuangan per Stockist, whole year, page 1", () =>
      filter("per-office", "2025-01-01", "2025-12-31"),
    );

    const c = counts.rows[0]!;
    const lines = [
      `## Run of ${new Date().toISOString()}`,
      "",
      `Generated: ${new Date().toISOString()} on ${os.cpus().length} CPU(s), ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, ` +
        `PostgreSQL 17 (embedded), Node ${process.version}. \`npm run bench:money\` (bench/money.ts).`,
      "",
      `Data: ${Number(c.payments).toLocaleString("en")} payments (5% cancelled) with ${Number(c.lines).toLocaleString("en")} payment method lines, ` +
        `${Number(c.orders).toLocaleString("en")} orders, ${OFFICES.toLocaleString("en")} generated stockists with a saldo, over the 365 days of 2025; ` +
        (generatedS === null
          ? "generated by an earlier run (BENCH_DB_URL)."
          : `generated in ${generatedS.toFixed(1)} s (plus the demo seed).`),
      "",
      `Each case: sequential samples (${SAMPLES} for the two goal cases) after 5 warm-up runs of one screen load of GET money-reports, in process ` +
        `(no HTTP): the page of 25 rows, the row count and the totals through moneyReportPage as the route does ` +
        `("statements": SQL statements per screen load). ` +
        `Load average (1 min) at the start ${load.toFixed(1)}, at the end ${(os.loadavg()[0] ?? 0).toFixed(1)}.`,
      "",
      "| case | samples | rows on the page | statements | p50 ms | p95 ms | p99 ms | p99 < 200 ms |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | :-: |",
      ...cases.map(
        ([name, s]) =>
          `| ${name} | ${s.samples} | ${s.rows} | ${s.statements} | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)} | ${s.p99.toFixed(1)} | ${s.p99 < 200 ? "yes" : "no"} |`,
      ),
      "",
    ];
    fs.mkdirSync("bench/results", { recursive: true });
    // A new dated section under the older ones (the file's heading when it is new).
    if (fs.existsSync(RESULT)) fs.appendFileSync(RESULT, `\n${lines.join("\n")}`);
    else fs.writeFileSync(RESULT, ["# Money report benchmark", "", ...lines].join("\n"));
    console.log(lines.join("\n"));
  } finally {
    await client.end();
    await prisma.$disconnect();
  }
} finally {
  await db.stop();
}
