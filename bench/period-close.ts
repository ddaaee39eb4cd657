// Period close benchmark (issue 26 §4, docs/period-close.md): the accounting close of one month
// holding 1,000,000 orders and 1,000,000 payments of 2,000 generated stockists (with a warehouse
// each), run as ops run it — `npm run period:close -- --period <name>`, a process of its own —
// then the same close again from the start, killed with SIGKILL halfway through its largest
// batched step and resumed, timing the resume. Goal: the close under 30 s. Figures in
// bench/results/period-close.md (each run adds a dated section).
// Usage: npm run bench:period-close   (fresh embedded PostgreSQL, migrated and demo-seeded)
// Env: BENCH_ORDERS (1000000), BENCH_PAYMENTS (1000000), BENCH_OFFICES (2000),
// BENCH_RESULT, BENCH_DB_URL=<url> (an existing database: generated once, then only measured).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { seedDemoData } from "./seed-demo";
import { generateCloseData } from "./period-close-data";
import { provisionTestDatabase } from "../scripts/lib/test-db.mjs";
import { migrate } from "../scripts/lib/migrate.mjs";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 1_000_000);
const OFFICES = Number(process.env.BENCH_OFFICES ?? 2_000);
const RESULT = process.env.BENCH_RESULT ?? "bench/results/period-close.md";
const PREFIX = "BCL";
const PERIOD = "Bench Tutup Buku Januari 2030";
const FROM = "2030-01-01";
const TO = "2030-01-31";

function close(url: string): {
  kill: () => void;
  done: Promise<{ code: number | null; ms: number; out: string }>;
} {
  const t0 = performance.now();
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "--conditions",
      "react-server",
      path.resolve("scripts/period-close.ts"),
      "--period",
      PERIOD,
    ],
    {
      env: { ...process.env, DATABASE_URL: url, NODE_ENV: "production", JOB_STALE_SECONDS: "1" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  let out = "";
  child.stdout.on("data", (c: Buffer) => (out += c.toString()));
  child.stderr.on("data", (c: Buffer) => (out += c.toString()));
  const done = new Promise<{ code: number | null; ms: number; out: string }>((resolve) =>
    child.on("exit", (code, signal) =>
      resolve({ code: signal ? null : code, ms: performance.now() - t0, out }),
    ),
  );
  return { kill: () => child.pid && process.kill(-child.pid, "SIGKILL"), done };
}

interface Timing {
  startedAt?: string;
  finishedAt?: string;
}

async function runOf(c: pg.Client, periodId: string) {
  const r = await c.query<{
    completed_steps: string[];
    progress: { timings?: Record<string, Timing>; steps?: Record<string, { done?: number }> };
  }>(
    `SELECT completed_steps, progress FROM period_close_runs WHERE period_id = $1 ORDER BY created_at DESC LIMIT 1`,
    [periodId],
  );
  return r.rows[0] ?? null;
}

const stepMs = (t: Timing | undefined) =>
  t?.startedAt && t.finishedAt ? Date.parse(t.finishedAt) - Date.parse(t.startedAt) : NaN;

/** Puts the period back to open with nothing of its close left (to close it again). */
async function undoClose(c: pg.Client, periodId: string) {
  await c.query("BEGIN");
  await c.query(
    `WITH cm AS (SELECT id FROM office_commissions WHERE period_id = $1),
          t AS (DELETE FROM balance_trxes b USING cm WHERE b.source_type = 'office_commissions'
                AND b.source_id = cm.id RETURNING b.office_id, b.amount)
     UPDATE offices o SET balance = o.balance - s.amount
     FROM (SELECT office_id, sum(amount) AS amount FROM t GROUP BY office_id) s WHERE s.office_id = o.id`,
    [periodId],
  );
  for (const table of [
    "office_commissions",
    "period_office_totals",
    "stock_valuations",
    "period_close_runs",
  ])
    await c.query(`DELETE FROM ${table} WHERE period_id = $1`, [periodId]);
  await c.query(`DELETE FROM background_jobs WHERE key = $1`, [`periods:${periodId}`]);
  await c.query(`DELETE FROM periods WHERE start_date = $1::date + 31`, [FROM]);
  await c.query(`UPDATE periods SET status = 'open', closed_at = NULL WHERE id = $1`, [periodId]);
  await c.query("COMMIT");
}

const external = process.env.BENCH_DB_URL;
const db = external
  ? { url: external, stop: async () => undefined }
  : await provisionTestDatabase();
try {
  await migrate(db.url);
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  try {
    if ((await c.query(`SELECT 1 FROM offices WHERE code = 'PUSAT'`)).rowCount !== 1)
      seedDemoData(db.url);
    let generatedS: number | null = null;
    if (
      (await c.query(`SELECT 1 FROM offices WHERE code LIKE '${PREFIX}-%' LIMIT 1`)).rowCount === 0
    ) {
      const t = performance.now();
      await c.query(
        `INSERT INTO periods (id, name, start_date, end_date, updated_at)
                     VALUES (gen_random_uuid(), $1, $2, $3, now())`,
        [PERIOD, FROM, TO],
      );
      await generateCloseData(c, {
        prefix: PREFIX,
        offices: OFFICES,
        orders: ORDERS,
        payments: PAYMENTS,
        warehouses: OFFICES,
        products: 5,
        allReleased: true,
        from: FROM,
        to: TO,
      });
      await c.query("VACUUM ANALYZE");
      generatedS = (performance.now() - t) / 1000;
    }
    const periodId = (
      await c.query<{ id: string }>(`SELECT id FROM periods WHERE name = $1`, [PERIOD])
    ).rows[0]!.id;
    await undoClose(c, periodId);
    const counts = (
      await c.query<{ orders: string; payments: string; offices: string; trx: string }>(
        `SELECT (SELECT count(*) FROM orders WHERE order_date BETWEEN $1 AND $2) AS orders,
                (SELECT count(*) FROM payments WHERE payment_date BETWEEN $1 AND $2) AS payments,
                (SELECT count(*) FROM offices WHERE deleted_at IS NULL AND office_category_id <> 5) AS offices,
                (SELECT count(*) FROM stock_trxes) AS trx`,
        [FROM, TO],
      )
    ).rows[0]!;
    const loadBefore = os.loadavg()[0] ?? 0;

    // 1. The uninterrupted close.
    const full = await close(db.url).done;
    if (full.code !== 0) throw new Error(`close failed:\n${full.out}`);
    const run = await runOf(c, periodId);
    const timings = run?.progress.timings ?? {};
    const steps = run?.completed_steps ?? [];
    const batched = ["office_totals", "office_commissions", "stock_valuation"].filter((s) =>
      steps.includes(s),
    );
    const largest = batched.reduce(
      (a, b) => (stepMs(timings[b]) > stepMs(timings[a]) ? b : a),
      batched[0]!,
    );
    const units = run?.progress.steps?.[largest]?.done ?? 0;

    // 2. Again from the start, killed halfway through the largest batched step, then resumed.
    await undoClose(c, periodId);
    const killed = close(db.url);
    for (;;) {
      const r = await runOf(c, periodId);
      if ((r?.progress.steps?.[largest]?.done ?? 0) >= units / 2) break;
      await new Promise((res) => setTimeout(res, 20));
    }
    killed.kill();
    const k = await killed.done;
    const killedAt = (await runOf(c, periodId))?.progress.steps?.[largest]?.done ?? 0;
    await new Promise((res) => setTimeout(res, 1_100)); // its heartbeat goes stale (1 s)
    const resumed = await close(db.url).done;
    if (resumed.code !== 0) throw new Error(`resume failed:\n${resumed.out}`);
    const after = await runOf(c, periodId);
    const resumedStep = stepMs(after?.progress.timings?.[largest]);

    const closeS = full.ms / 1000;
    const sum = steps.reduce((s, n) => s + (stepMs(timings[n]) || 0), 0) / 1000;
    const lines = [
      `## Run of ${new Date().toISOString()}`,
      "",
      `${os.cpus().length} CPU(s), ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, PostgreSQL 17 (embedded), Node ${process.version}. ` +
        `\`npm run bench:period-close\` (bench/period-close.ts). Load average (1 min) ${loadBefore.toFixed(1)} at the start, ` +
        `${(os.loadavg()[0] ?? 0).toFixed(1)} at the end (the machine is shared: compare with care).`,
      "",
      `Data: ${Number(counts.orders).toLocaleString("en")} orders and ${Number(counts.payments).toLocaleString("en")} payments in the period, ` +
        `${Number(counts.offices).toLocaleString("en")} branch offices (${OFFICES.toLocaleString("en")} generated stockists, a warehouse each, 5 products), ` +
        `${Number(counts.trx).toLocaleString("en")} stock ledger rows, plus the demo seed; ` +
        (generatedS === null
          ? "generated by an earlier run (BENCH_DB_URL)."
          : `generated in ${generatedS.toFixed(1)} s.`),
      "",
      "| step | ms |",
      "| --- | ---: |",
      ...steps.map((n) => `| ${n} | ${stepMs(timings[n]).toFixed(0)} |`),
      `| **sum of the steps** | **${(sum * 1000).toFixed(0)}** |`,
      "",
      `- The close, \`npm run period:close -- --period\` wall time (process start to exit): **${closeS.toFixed(1)} s** ` +
        `(goal < 30 s: ${closeS < 30 ? "met" : "not met"}); the steps alone ${sum.toFixed(1)} s.`,
      `- Killed (SIGKILL, exit ${String(k.code)}) in the largest batched step \`${largest}\` at ${killedAt} of ${units} units; ` +
        `the resume (\`--period\` again, a new process) took **${(resumed.ms / 1000).toFixed(1)} s** wall, ` +
        `its \`${largest}\` ${(resumedStep / 1000).toFixed(1)} s (from the start of the step's first run).`,
      "",
    ];
    fs.mkdirSync("bench/results", { recursive: true });
    if (fs.existsSync(RESULT)) fs.appendFileSync(RESULT, `\n${lines.join("\n")}`);
    else fs.writeFileSync(RESULT, ["# Period close benchmark", "", ...lines].join("\n"));
    console.log(lines.join("\n"));
  } finally {
    await c.end();
  }
} finally {
  await db.stop();
}
