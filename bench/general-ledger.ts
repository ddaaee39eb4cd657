// General ledger benchmark (issue 26 §4, docs/journals.md "General ledger"): a year (2025) of
// generated journals — BENCH_ENTRIES balanced two-line entries (default 500,000, so 1,000,000
// lines) over the chart's accounts and 2,000 offices, in date order as postings write them —
// then the Laporan GL screen load timed as the screen asks for it: the summary (opening balance,
// totals, closing balance: ledgerSummary) and the first page of 25 lines (ledgerBatches), one
// account over one month, through the same functions the API runs (no HTTP). Goal: p99 < 200 ms.
// Figures in bench/results/general-ledger.md (each run adds a dated section).
// Usage: npm run bench:general-ledger  (fresh embedded PostgreSQL, migrated and seeded)
// or BENCH_DB_URL=<url> npm run bench:general-ledger  (generate once, then only measure)
import os from "node:os";
import pg from "pg";
import { seedDemoData } from "./seed-demo";
import { provisionTestDatabase } from "../scripts/lib/test-db.mjs";
import { migrate } from "../scripts/lib/migrate.mjs";
import { createPrismaClient } from "@/server/prisma-client";
import { ledgerBatches, ledgerSummary, type LedgerFilter } from "@/server/journals/general-ledger";
import { storeClosingBalances } from "@/server/journals/closing";
import { addResultSection } from "./results-file";

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 500_000);
const OFFICES = Number(process.env.BENCH_OFFICES ?? 2_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const RESULT = process.env.BENCH_RESULT ?? "bench/results/general-ledger.md";

type Stats = { p50: number; p95: number; p99: number; samples: number };

async function latency(fn: (i: number) => Promise<void>, samples: number): Promise<Stats> {
  for (let i = 0; i < 5; i++) await fn(i);
  const ms: number[] = [];
  for (let i = 0; i < samples; i++) {
    const t = performance.now();
    await fn(i);
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), samples };
}

async function generate(client: pg.Client): Promise<number> {
  const t0 = performance.now();
  // The periods of 2025 (journal lines need their period).
  await client.query(`
    INSERT INTO periods (id, name, start_date, end_date, status, updated_at)
    SELECT gen_random_uuid(), 'Bench ' || to_char(d, 'YYYY-MM'), d, (d + interval '1 month - 1 day')::date,
           'open', now()
    FROM generate_series('2025-01-01'::date, '2025-12-01'::date, interval '1 month') d
    ON CONFLICT (name) DO NOTHING`);
  await client.query(
    `INSERT INTO offices (id, code, name, office_type, office_category_id, updated_at)
     SELECT gen_random_uuid(), 'BGL-' || lpad(g::text, 5, '0'), 'Bench GL ' || g, 'stockist', 4, now()
     FROM generate_series(1, $1) g`,
    [OFFICES],
  );
  await client.query(`CREATE TEMP TABLE bo AS
    SELECT row_number() OVER (ORDER BY code) AS n, id FROM offices WHERE code LIKE 'BGL-%'`);
  // Each entry: debit one of four accounts, credit one of four (Kas / Bank / Saldo / Penjualan …).
  await client.query(
    `WITH e AS (
       SELECT g, '2025-01-01'::date + ((g - 1) * 365 / $1)::int AS d,
              (ARRAY['1101','1102','2101','5102'])[1 + g % 4] AS dr,
              (ARRAY['4101','2101','1101','2102'])[1 + (g / 4) % 4] AS cr,
              10000 + (g % 997) * 100 AS amount, 1 + (g * 7) % $2 AS o
       FROM generate_series(1, $1) g)
     INSERT INTO journal_entries (id, period_id, journal_number, entry_date, account_id, account_code,
                                  account_name, description, debit, credit, office_id, source_type,
                                  source_id, updated_at)
     SELECT gen_random_uuid(), p.id, 'BJU-' || e.g, e.d, a.id, a.code, a.name, 'Bench', 
            CASE WHEN s.side = 'D' THEN e.amount ELSE 0 END,
            CASE WHEN s.side = 'C' THEN e.amount ELSE 0 END, bo.id, 'bench', gen_random_uuid(), now()
     FROM e
     CROSS JOIN LATERAL (VALUES ('D', e.dr), ('C', e.cr)) s(side, code)
     JOIN accounts a ON a.code = s.code
     JOIN periods p ON p.start_date <= e.d AND p.end_date >= e.d
     JOIN bo ON bo.n = e.o
     ORDER BY e.d, e.g, s.side DESC`,
    [ENTRIES, OFFICES],
  );
  await client.query("VACUUM ANALYZE journal_entries");
  return (performance.now() - t0) / 1000;
}

const external = process.env.BENCH_DB_URL;
const db = external
  ? { url: external, stop: async () => undefined }
  : await provisionTestDatabase();
try {
  await migrate(db.url);
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  if ((await client.query(`SELECT 1 FROM offices WHERE code = 'PUSAT'`)).rowCount !== 1)
    seedDemoData(db.url);
  const prisma = createPrismaClient(db.url, 4);
  try {
    const generated =
      (await client.query(`SELECT 1 FROM journal_entries WHERE source_type = 'bench' LIMIT 1`))
        .rowCount === 1;
    const generatedS = generated ? null : await generate(client);
    /** Every bench month open again, no stored closing balance (the worst case first). */
    const resetBooks = async () => {
      await client.query(`DELETE FROM account_period_balances b USING periods p
        WHERE p.id = b.period_id AND p.name LIKE 'Bench 2025-%'`);
      await client.query(`UPDATE periods SET status = 'open' WHERE name LIKE 'Bench 2025-%'`);
    };
    await resetBooks();
    const lines = Number(
      (await client.query<{ n: string }>(`SELECT count(*) AS n FROM journal_entries`)).rows[0]!.n,
    );
    const kas = (await client.query<{ id: string }>(`SELECT id FROM accounts WHERE code = '1101'`))
      .rows[0]!.id;
    const month = (i: number) => {
      const m = (i % 12) + 1;
      const from = `2025-${String(m).padStart(2, "0")}-01`;
      const to = new Date(Date.UTC(2025, m, 0)).toISOString().slice(0, 10);
      return { from, to };
    };
    const f = (i: number, accountId: string | null): LedgerFilter => ({
      ...month(i),
      accountId,
      officeId: null,
      sourceType: null,
      periodId: null,
    });
    const load = os.loadavg()[0] ?? 0;
    const screen = async (filter: LedgerFilter) => {
      await ledgerSummary(prisma, filter);
      const it = ledgerBatches(prisma, filter, 25);
      await it.next();
      await it.return(undefined);
    };
    // Each case with the 1-minute load average before and after it (the machine is shared).
    const cases: [string, Stats, string][] = [];
    const measured = async (name: string, fn: (i: number) => Promise<void>, samples: number) => {
      const before = os.loadavg()[0] ?? 0;
      const s = await latency(fn, samples);
      cases.push([name, s, `${before.toFixed(2)} → ${(os.loadavg()[0] ?? 0).toFixed(2)}`]);
    };
    await measured(
      "Laporan GL, Kas, one month (summary + first page of 25), every month open (opening = every earlier line)",
      (i) => screen(f(i, kas)),
      SAMPLES,
    );
    await measured(
      "Laporan GL, every account, one month",
      (i) => screen(f(i, null)),
      Math.max(20, SAMPLES / 4),
    );

    // The books as the nightly close leaves them: January to November closed, each with its
    // stored closing balances (server/journals/closing.ts, the close step's own function), so
    // the opening balance is the previous month's stored closing instead of every earlier line.
    const months = await prisma.period.findMany({
      where: { name: { startsWith: "Bench 2025-" } },
      orderBy: { startDate: "asc" },
    });
    for (const p of months.slice(0, 11)) {
      await prisma.period.update({ where: { id: p.id }, data: { status: "closed" } });
      await storeClosingBalances(prisma, p, "", 10_000);
    }
    await measured(
      "Laporan GL, Kas, one month, the months before closed by the close (goal, steady state)",
      (i) => screen(f(i, kas)),
      SAMPLES,
    );
    await measured(
      "Laporan GL, every account, one month, the months before closed",
      (i) => screen(f(i, null)),
      Math.max(20, SAMPLES / 4),
    );
    await resetBooks();
    const table = [
      `## ${new Date().toISOString().slice(0, 16)} UTC`,
      "",
      `${lines.toLocaleString("en")} journal lines over 2025, ${OFFICES} offices; load average ${load.toFixed(2)} on ${os.cpus().length} CPUs` +
        (generatedS !== null ? `; generated in ${generatedS.toFixed(1)} s` : ""),
      "",
      "| case | p50 ms | p95 ms | p99 ms | samples | load avg (1 min) before → after |",
      "| --- | ---: | ---: | ---: | ---: | --- |",
      ...cases.map(
        ([name, s, l]) =>
          `| ${name} | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)} | ${s.p99.toFixed(1)} | ${s.samples} | ${l} |`,
      ),
      "",
    ].join("\n");
    console.log(table);
    addResultSection(
      RESULT,
      "# General ledger benchmark (`npm run bench:general-ledger`, bench/general-ledger.ts)\n\n" +
        "Goal: p99 < 200 ms for one account over one month. Newest run first; the machine is " +
        "shared, so every figure has the 1-minute load average measured beside it.",
      table,
    );
  } finally {
    await prisma.$disconnect();
    await client.end();
  }
} finally {
  await db.stop();
}
