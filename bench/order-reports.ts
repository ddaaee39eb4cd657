// The sales reports at a million orders (docs/orders.md "Reports and exports"): a fresh embedded
// PostgreSQL (migrated, demo-seeded), BENCH_ORDERS (1,000,000) orders generated set-based over two
// years across the demo offices (two lines each, a payment with one method for every fourth),
// VACUUM ANALYZE, then sequential samples of each report query through the use cases of
// server/orders/reports.ts (in-process, no HTTP), for Pusat (every office) and for one office,
// over a month and over a year; plus the plan of an office's per-day report.
// Usage: npm run bench:order-reports   (results in bench/results/order-reports.md)
import fs from "node:fs";
import os from "node:os";
import pg from "pg";
import { seedDemoData } from "./seed-demo";
import { provisionTestDatabase } from "../scripts/lib/test-db.mjs";
import { migrate } from "../scripts/lib/migrate.mjs";
import { createPrismaClient } from "@/server/prisma-client";
import {
  addDays,
  dailyReport,
  orderSums,
  productReport,
  type OrderReportFilter,
} from "@/server/orders/reports";
import { jakartaDateString } from "@/lib/business-date";
import { COUNTED_ORDER_STATUSES } from "@/lib/labels/orders";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
const RESULT = process.env.BENCH_RESULT ?? "bench/results/order-reports.md";

async function latency(fn: () => Promise<unknown>) {
  const ms: number[] = [];
  await fn(); // warm-up
  for (let i = 0; i < SAMPLES; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}

const db = await provisionTestDatabase();
try {
  await migrate(db.url);
  seedDemoData(db.url);
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const prisma = createPrismaClient(db.url, 4);
  try {
    const ids = async (sql: string) =>
      (await client.query<{ id: string }>(sql)).rows.map((r) => r.id);
    const pusat = (await ids("SELECT id::text AS id FROM offices WHERE code = 'PUSAT'"))[0] ?? "";
    const stk = (await ids("SELECT id::text AS id FROM offices WHERE code = 'STK-001'"))[0] ?? "";
    // Buyers: every non-Pusat office of the chain plus 200 members (the demo's offices).
    const buyers = await ids(
      `(SELECT id::text AS id FROM offices WHERE office_type IN ('stockist','stockist_center','kantor_pelayanan'))
       UNION ALL (SELECT id::text FROM offices WHERE office_type = 'member' LIMIT 200)`,
    );
    const products = await ids("SELECT id::text AS id FROM products ORDER BY code LIMIT 50");
    const buyerType = (await ids("SELECT id::text AS id FROM buyer_types LIMIT 1"))[0] ?? "";
    const methods = await ids(
      "SELECT id::text AS id FROM payment_method_types ORDER BY sort_order",
    );
    const today = jakartaDateString();
    const t0 = performance.now();
    await client.query(
      `INSERT INTO orders (id, code, order_type, status, origin_office_id, destination_office_id,
         area_id, buyer_type_id, order_date, total_price, discount, shipping_cost, final_price,
         paid_amount, is_paid, created_at, updated_at)
       SELECT gen_random_uuid(), 'BN-' || g,
         (ARRAY['sale','restock','purchase','member_sale']::order_type[])[1 + g % 4],
         (ARRAY['draft','validated','released']::order_status[])[1 + g % 3],
         $1::uuid, ($2::uuid[])[1 + g % array_length($2::uuid[], 1)], 0, $3::uuid,
         $4::date - ((g - 1)::bigint * 730 / $5::int)::int, 100000 + (g % 50) * 1000, 0, (g % 3) * 1000,
         100000 + (g % 50) * 1000 + (g % 3) * 1000,
         CASE WHEN g % 4 = 0 THEN 100000 + (g % 50) * 1000 + (g % 3) * 1000 ELSE 0 END,
         g % 4 = 0, now(), now()
       FROM generate_series(1, $5::int) g`,
      [pusat, buyers, buyerType, today, ORDERS],
    );
    await client.query(
      `INSERT INTO order_details (id, order_id, product_id, quantity, unit_price, total_price, created_at, updated_at)
       SELECT gen_random_uuid(), o.id, ($1::uuid[])[1 + (abs(hashtext(o.code)) + k) % array_length($1::uuid[], 1)],
              k, 10000, 10000 * k, now(), now()
       FROM orders o CROSS JOIN generate_series(1, 2) k WHERE o.code LIKE 'BN-%'`,
      [products],
    );
    await client.query(
      `WITH p AS (
         INSERT INTO payments (id, code, order_id, office_id, amount, status, payment_date, created_at, updated_at)
         SELECT gen_random_uuid(), 'BP-' || o.code, o.id, o.origin_office_id, o.paid_amount,
                'verified', o.order_date, now(), now()
         FROM orders o WHERE o.code LIKE 'BN-%' AND o.paid_amount > 0
         RETURNING id, amount)
       INSERT INTO payment_methods (id, payment_id, payment_method_type_id, amount, created_at, updated_at)
       SELECT gen_random_uuid(), p.id, ($1::uuid[])[1 + abs(hashtext(p.id::text)) % array_length($1::uuid[], 1)],
              p.amount, now(), now() FROM p`,
      [methods],
    );
    await client.query("VACUUM ANALYZE orders, order_details, payments, payment_methods");
    const generatedS = (performance.now() - t0) / 1000;
    const counts = (
      await client.query<{ o: string; d: string; p: string; s: string }>(
        `SELECT (SELECT count(*) FROM orders)::text AS o, (SELECT count(*) FROM order_details)::text AS d,
                (SELECT count(*) FROM payments)::text AS p,
                (SELECT count(*) FROM orders WHERE origin_office_id = $1 OR destination_office_id = $1)::text AS s`,
        [stk],
      )
    ).rows[0];

    const month: OrderReportFilter = {
      dateFrom: addDays(today, -30),
      dateTo: today,
      periodId: null,
      officeId: null,
      sellerId: null,
      kinds: null,
      statuses: [...COUNTED_ORDER_STATUSES],
      scopeOfficeId: null,
    };
    const year = { ...month, dateFrom: addDays(today, -365) };
    const own = (f: OrderReportFilter) => ({ ...f, scopeOfficeId: stk });
    const page = { number: 1, size: 31 };
    const load = os.loadavg()[0] ?? 0;
    const cases: [string, () => Promise<unknown>][] = [
      ["per day, Pusat, 31 days", () => dailyReport(prisma, month, page)],
      ["per day, STK-001, 31 days", () => dailyReport(prisma, own(month), page)],
      ["per day, Pusat, 366 days (page 1)", () => dailyReport(prisma, year, page)],
      ["per day, STK-001, 366 days (page 1)", () => dailyReport(prisma, own(year), page)],
      ["per product, Pusat, 31 days", () => productReport(prisma, month, { number: 1, size: 25 })],
      [
        "per product, STK-001, 31 days",
        () => productReport(prisma, own(month), { number: 1, size: 25 }),
      ],
      ["per product, Pusat, 366 days", () => productReport(prisma, year, { number: 1, size: 25 })],
      ["sums (sales report totals), Pusat, 31 days", () => orderSums(prisma, month)],
      ["sums, STK-001, 366 days", () => orderSums(prisma, own(year))],
      [
        "sums, Pusat, kind=sale status=released, 31 days",
        () => orderSums(prisma, { ...month, kinds: ["sale"], statuses: ["released"] }),
      ],
    ];
    const measured: { name: string; p50: number; p99: number }[] = [];
    for (const [name, fn] of cases) {
      const r = await latency(fn);
      measured.push({ name, ...r });
      console.log(name, r.p50.toFixed(1), r.p99.toFixed(1));
    }
    const explain = async (sql: string, params: unknown[]) =>
      (await client.query<{ "QUERY PLAN": string }>(sql, params)).rows.map((r) => r["QUERY PLAN"]);
    const methodPlan = await explain(
      `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) SELECT t.code, SUM(pm.amount)
       FROM orders o
       JOIN payments p ON p.order_id = o.id AND p.deleted_at IS NULL AND p.status <> 'cancelled'
       JOIN payment_methods pm ON pm.payment_id = p.id AND pm.deleted_at IS NULL
       JOIN payment_method_types t ON t.id = pm.payment_method_type_id
       WHERE o.deleted_at IS NULL AND o.order_date >= $1::date AND o.order_date <= $2::date
       GROUP BY t.code`,
      [month.dateFrom, month.dateTo],
    );
    const plan = (
      await client.query<{ "QUERY PLAN": string }>(
        `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) SELECT o.order_date, COUNT(*), SUM(o.final_price)
         FROM orders o WHERE o.deleted_at IS NULL AND o.order_date >= $2::date AND o.order_date <= $3::date
           AND (o.origin_office_id = $1::uuid OR o.destination_office_id = $1::uuid)
         GROUP BY o.order_date ORDER BY o.order_date DESC LIMIT 31`,
        [stk, month.dateFrom, month.dateTo],
      )
    ).rows.map((r) => r["QUERY PLAN"]);
    const lines = [
      "# Sales reports at a million orders",
      "",
      `\`npm run bench:order-reports\` (bench/order-reports.ts), ${new Date().toISOString().slice(0, 10)}, ` +
        `${os.cpus().length} CPUs. ${Number(counts?.o).toLocaleString("en")} orders over 730 days ` +
        `(${Number(counts?.s).toLocaleString("en")} of them STK-001's), ${Number(counts?.d).toLocaleString("en")} lines, ` +
        `${Number(counts?.p).toLocaleString("en")} payments; generated in ${generatedS.toFixed(1)} s.`,
      "",
      `${SAMPLES} sequential samples each after one warm-up, in-process through server/orders/reports.ts ` +
        `(each report call = its page, its count and its totals). Load average (1 min) at the start ${load.toFixed(1)}, ` +
        `at the end ${(os.loadavg()[0] ?? 0).toFixed(1)} (a shared machine).`,
      "",
      "| case | p50 ms | p99 ms |",
      "| --- | ---: | ---: |",
      ...measured.map((r) => `| ${r.name} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} |`),
      "",
      "Plan of an office's per-day report over 31 days (the planner's choice for an office with 1/16 of the orders: the date index with a filter; a smaller office gets the (office, order_date) indexes):",
      "",
      "```",
      ...plan,
      "```",
      "",
      "Plan of Pusat's paid-per-method sums over 31 days:",
      "",
      "```",
      ...methodPlan,
      "```",
      "",
    ];
    fs.mkdirSync("bench/results", { recursive: true });
    fs.writeFileSync(RESULT, lines.join("\n"));
    console.log(lines.join("\n"));
  } finally {
    await prisma.$disconnect();
    await client.end();
  }
} finally {
  await db.stop();
}
