// The close's own steps on generated data (docs/period-close.md): office totals, office cashback
// credited exactly once, stock valuation at the period end; and THE CRASH TEST: the same data
// under other codes closed by `npm run period:close` killed with SIGKILL at 10+ points across the
// steps and rerun each time, whose every written table hashes the same as an uninterrupted close.
// Periods live in 2111-2119 (no other test writes there).
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/prisma-client";
import { PERIOD_CLOSE_JOB } from "@/server/periods/close-period-job";
import { closeStepNames } from "@/server/periods/close-steps";
import { generateCloseData, type CloseDataOptions } from "@/bench/period-close-data";
import { connectTestDb, testDbUrl } from "../support/db";
import { api, login, type JsonApiResource } from "../support/api";
import { clockShift } from "../support/clock";

const STEPS = closeStepNames("periods");
/** Small batches: many commit points to kill at. */
const BATCH = 3;
const FROM = new Date("2111-01-01T00:00:00Z");
const UNTIL = new Date("2120-01-01T00:00:00Z");
const PREFIXES = ["CKA", "CKB"] as const;
const SIZE: Omit<CloseDataOptions, "prefix" | "from" | "to"> = {
  offices: 8,
  orders: 160,
  payments: 90,
  warehouses: 4,
  products: 3,
};

let db: Db;
let sql: pg.Client;

const CHILD_ENV = (): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH ?? "",
  HOME: process.env.HOME ?? "",
  ...clockShift(),
  NODE_ENV: "production" as const,
  DATABASE_URL: testDbUrl(),
  PERIOD_CLOSE_BATCH_SIZE: String(BATCH),
  // A killed close counts as dead after 1 s of silence, so the rerun takes its run over.
  JOB_STALE_SECONDS: "1",
  JOB_HEARTBEAT_MS: "200",
});

/** `npm run period:close -- <args>` as one node process (no tsx wrapper), in its own group. */
function startClose(args: string[]): {
  child: ChildProcess;
  done: Promise<{ code: number | null; out: string }>;
} {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "--conditions",
      "react-server",
      path.resolve("scripts/period-close.ts"),
      ...args,
    ],
    { env: CHILD_ENV(), stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  let out = "";
  child.stdout?.on("data", (c: Buffer) => (out += c.toString()));
  child.stderr?.on("data", (c: Buffer) => (out += c.toString()));
  const done = new Promise<{ code: number | null; out: string }>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve({ code: signal ? null : code, out }));
  });
  return { child, done };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function periodNamed(prefix: string) {
  return db.period.findFirstOrThrow({ where: { name: `Uji Crash ${prefix}` } });
}

async function cleanup() {
  const range = { startDate: { gte: FROM, lt: UNTIL } };
  const periods = (await db.period.findMany({ where: range, select: { id: true } })).map(
    (p) => p.id,
  );
  const like = (col: string) => PREFIXES.map((p) => `${col} LIKE '${p}-%'`).join(" OR ");
  await sql.query(`DELETE FROM background_jobs WHERE kind = $1 AND key = ANY($2::text[])`, [
    PERIOD_CLOSE_JOB,
    periods.map((id) => `periods:${id}`),
  ]);
  await sql.query(`DELETE FROM period_close_runs WHERE period_id = ANY($1::uuid[])`, [periods]);
  await sql.query(`DELETE FROM period_office_totals WHERE period_id = ANY($1::uuid[])`, [periods]);
  await sql.query(`DELETE FROM stock_valuations WHERE period_id = ANY($1::uuid[])`, [periods]);
  // Cashback credited by these closes: the ledger rows go, and the saldo they added with them.
  await sql.query(
    `WITH c AS (SELECT id FROM office_commissions WHERE period_id = ANY($1::uuid[])),
          t AS (DELETE FROM balance_trxes b USING c
                WHERE b.source_type = 'office_commissions' AND b.source_id = c.id
                RETURNING b.office_id, b.amount)
     UPDATE offices o SET balance = o.balance - s.amount
     FROM (SELECT office_id, sum(amount) AS amount FROM t GROUP BY office_id) s WHERE s.office_id = o.id`,
    [periods],
  );
  await sql.query(`DELETE FROM office_commissions WHERE period_id = ANY($1::uuid[])`, [periods]);
  await sql.query(
    `DELETE FROM stock_trxes WHERE warehouse_id IN (SELECT id FROM warehouses WHERE ${like("code")})`,
  );
  await sql.query(
    `DELETE FROM stocks WHERE warehouse_id IN (SELECT id FROM warehouses WHERE ${like("code")})`,
  );
  await sql.query(`DELETE FROM warehouses WHERE ${like("code")}`);
  await sql.query(`DELETE FROM payments WHERE ${like("code")}`);
  await sql.query(`DELETE FROM orders WHERE ${like("code")}`);
  await sql.query(`DELETE FROM offices WHERE ${like("code")}`);
  await db.period.deleteMany({ where: range });
}

/**
 * md5 over the ordered rows of every table the close of `periodId` writes (period_close_runs
 * excluded: its timings differ), with the generated codes' prefix and the period's own name and
 * year taken out, so two closes of the same data under other codes compare equal.
 */
async function digest(periodId: string, prefix: string): Promise<Record<string, string>> {
  const period = await db.period.findUniqueOrThrow({ where: { id: periodId } });
  const year = period.startDate.getUTCFullYear();
  const code = (col: string) => `regexp_replace(${col}, '^${prefix}-', 'GEN-')`;
  const text = (col: string) => `replace(${col}, '${period.name}', '<periode>')`;
  const queries: Record<string, string> = {
    period_office_totals: `SELECT ${code("o.code")}, t.sales_count, t.sales_amount, t.sales_point,
        t.sales_paid_amount, t.purchase_count, t.purchase_amount, t.purchase_discount,
        t.return_count, t.return_amount, t.payment_count, t.payment_amount
      FROM period_office_totals t JOIN offices o ON o.id = t.office_id
      WHERE t.period_id = $1
        AND (o.code LIKE '${prefix}-%' OR NOT (${PREFIXES.map((p) => `o.code LIKE '${p}-%'`).join(" OR ")}))`,
    office_commissions: `SELECT ${code("o.code")}, c.amount, c.total_point, c.total_bonus,
        ${text("c.description")}
      FROM office_commissions c JOIN offices o ON o.id = c.office_id WHERE c.period_id = $1`,
    balance_trxes: `SELECT ${code("o.code")}, b.account, b.type, b.amount, b.balance_after,
        ${text("b.description")}
      FROM balance_trxes b JOIN office_commissions c ON b.source_type = 'office_commissions'
        AND b.source_id = c.id JOIN offices o ON o.id = b.office_id WHERE c.period_id = $1`,
    offices: `SELECT ${code("o.code")}, o.balance, o.deposit_balance FROM offices o
      WHERE o.code LIKE '${prefix}-%' AND $1::uuid IS NOT NULL`,
    stock_valuations: `SELECT ${code("w.code")}, p.code, v.quantity, v.unit_cost, v.value
      FROM stock_valuations v JOIN warehouses w ON w.id = v.warehouse_id
        JOIN products p ON p.id = v.product_id
      WHERE v.period_id = $1
        AND (w.code LIKE '${prefix}-%' OR NOT (${PREFIXES.map((p) => `w.code LIKE '${p}-%'`).join(" OR ")}))`,
    // The journals the close posts in the period (the cashback credits' entries, the closing
    // journal): one row per entry — its date, source, description and its lines (account,
    // debit, credit, office) — without what differs between two runs of the same data (the
    // number from journal_number_seq, ids, timestamps, the year). An entry posted twice, or one
    // lost, changes the digest.
    journal_entries: `SELECT to_char(e.entry_date, 'MM-DD'), e.source_type, e.source,
        ${text("e.description")}, e.lines
      FROM (
        SELECT j.journal_number, min(j.entry_date) AS entry_date, min(j.source_type) AS source_type,
               min(j.description) AS description,
               -- The source document as content: a saldo posting by its office, type and amount;
               -- the closing journal by its period.
               min(CASE j.source_type
                     WHEN 'balance_trxes' THEN (SELECT ${code("so.code")} || ' ' || sb.type || ' ' || sb.amount
                                                FROM balance_trxes sb JOIN offices so ON so.id = sb.office_id
                                                WHERE sb.id = j.source_id)
                     WHEN 'periods' THEN CASE WHEN j.source_id = $1 THEN '<periode>' ELSE j.source_id::text END
                     ELSE j.source_id::text END) AS source,
               string_agg(j.account_code || ' ' || j.debit || ' ' || j.credit || ' ' ||
                          COALESCE(${code("lo.code")}, '-'), '; '
                          ORDER BY j.account_code, j.debit, j.credit, lo.code) AS lines
        FROM journal_entries j LEFT JOIN offices lo ON lo.id = j.office_id
        WHERE j.period_id = $1
        GROUP BY j.journal_number) e`,
    // Each account's stored balance at the period end: the period's debit and credit, and
    // whether the opening is every earlier line (its figure itself holds the other data set's
    // earlier closes, so it is checked, not compared).
    account_period_balances: `SELECT a.code, b.debit, b.credit, b.closing - b.opening,
        b.opening = COALESCE((SELECT sum(j.debit - j.credit) FROM journal_entries j
                              WHERE j.account_id = b.account_id AND j.entry_date < p.start_date), 0)
          AS opening_is_earlier_lines
      FROM account_period_balances b JOIN accounts a ON a.id = b.account_id
        JOIN periods p ON p.id = b.period_id
      WHERE b.period_id = $1 AND (b.debit <> 0 OR b.credit <> 0)
      UNION ALL
      SELECT 'accounts carried with no movement, opening off the earlier lines', count(*), 0, 0, true
      FROM account_period_balances b JOIN periods p ON p.id = b.period_id
      WHERE b.period_id = $1 AND b.debit = 0 AND b.credit = 0
        AND b.opening <> COALESCE((SELECT sum(j.debit - j.credit) FROM journal_entries j
                                   WHERE j.account_id = b.account_id AND j.entry_date < p.start_date), 0)`,
    periods: `SELECT replace(replace(p.name, '${year}', '<tahun>'), '${prefix}', 'GEN'), p.status, p.closed_at IS NOT NULL,
        to_char(p.start_date, 'MM-DD'), to_char(p.end_date, 'MM-DD')
      FROM periods p WHERE p.id = $1 OR p.start_date = (SELECT end_date + 1 FROM periods WHERE id = $1)`,
  };
  const out: Record<string, string> = {};
  for (const [table, q] of Object.entries(queries)) {
    const r = await sql.query<{ md5: string; n: string }>(
      `SELECT md5(COALESCE(string_agg(x::text, E'\\n' ORDER BY x::text), '')) AS md5, count(*)::text AS n
       FROM (${q}) x`,
      [periodId],
    );
    out[table] = `${r.rows[0]!.n}:${r.rows[0]!.md5}`;
  }
  return out;
}

interface RunState {
  completed: string[];
  steps: Record<string, { done?: number } | undefined>;
}

async function runState(periodId: string): Promise<RunState | null> {
  const r = await sql.query<{
    completed_steps: string[];
    progress: { steps?: RunState["steps"] } | null;
  }>(
    `SELECT completed_steps, progress FROM period_close_runs WHERE period_id = $1
     ORDER BY created_at DESC LIMIT 1`,
    [periodId],
  );
  const row = r.rows[0];
  return row ? { completed: row.completed_steps, steps: row.progress?.steps ?? {} } : null;
}

/** A point to kill at: reached when `test` holds for the run's committed state. */
interface KillPoint {
  name: string;
  test: (s: RunState | null) => boolean;
}

const after = (step: string): KillPoint => ({
  name: `after ${step}`,
  test: (s) => !!s && s.completed.includes(step),
});
const within = (step: string, done: number): KillPoint => ({
  name: `${step} at ${done}`,
  test: (s) => !!s && (s.steps[step]?.done ?? 0) >= done && !s.completed.includes(step),
});

beforeAll(async () => {
  db = connectTestDb();
  sql = new pg.Client({ connectionString: testDbUrl() });
  await sql.connect();
  await cleanup();
  for (const [i, prefix] of PREFIXES.entries()) {
    const year = 2113 + i; // two years of the same length (no 29 February)
    await db.period.create({
      data: {
        name: `Uji Crash ${prefix}`,
        startDate: new Date(`${year}-01-01T00:00:00Z`),
        endDate: new Date(`${year}-01-31T00:00:00Z`),
      },
    });
    await generateCloseData(sql, { prefix, ...SIZE, from: `${year}-01-01`, to: `${year}-01-31` });
  }
}, 120_000);

afterAll(async () => {
  await cleanup();
  await sql.end();
  await db.$disconnect();
});

describe("the close's own steps", () => {
  it("closes uninterrupted: office totals, cashback credited once, valuation at the end", async () => {
    const period = await periodNamed("CKA");
    const { done } = startClose(["--period", period.name]);
    const run = await done;
    expect(run.code, run.out).toBe(0);
    for (const step of [
      "Menghitung total per kantor",
      "Menghitung komisi dan cashback kantor",
      "Menilai persediaan akhir periode",
    ])
      expect(run.out).toContain(step);
    // One progress line per batch: "<done>/<of>".
    expect(run.out).toMatch(/Menghitung total per kantor \d+\/\d+/);

    // Office totals = the orders, payments of the generated offices, summed independently.
    const totals = await sql.query<{ same: boolean; n: string }>(
      `SELECT bool_and(t.purchase_count = e.n AND t.purchase_amount = e.amount
                       AND t.purchase_discount = e.discount AND t.payment_amount = e.paid) AS same,
              count(*)::text AS n
       FROM period_office_totals t JOIN offices o ON o.id = t.office_id AND o.code LIKE 'CKA-%'
       CROSS JOIN LATERAL (
         SELECT count(*) AS n, COALESCE(sum(x.final_price), 0) AS amount,
                COALESCE(sum(x.discount), 0) AS discount,
                (SELECT COALESCE(sum(p.amount), 0) FROM payments p
                 WHERE p.office_id = o.id AND p.status <> 'cancelled') AS paid
         FROM orders x WHERE x.destination_office_id = o.id AND x.status = 'released') e
       WHERE t.period_id = $1`,
      [period.id],
    );
    expect(totals.rows[0]).toEqual({ same: true, n: String(SIZE.offices) });
    const pusat = await sql.query<{ sales_count: number }>(
      `SELECT t.sales_count FROM period_office_totals t JOIN offices o ON o.id = t.office_id
       WHERE o.code = 'PUSAT' AND t.period_id = $1`,
      [period.id],
    );
    const released = await sql.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM orders WHERE code LIKE 'CKA-O%' AND status = 'released'`,
    );
    expect(String(pusat.rows[0]?.sales_count)).toBe(released.rows[0]!.n);

    // Cashback: only what the orders did not already give as discount, credited once.
    const cb = await sql.query<{
      office: string;
      amount: string;
      due: string;
      credits: string;
      balance: string;
    }>(
      `SELECT o.code AS office, c.amount::text AS amount, o.balance::text AS balance,
              (SELECT COALESCE(sum(GREATEST(LEAST(oc.cashback_luar_jawa, x.total_price) - x.discount, 0)), 0)
               FROM orders x JOIN office_categories oc ON oc.id = 4
               WHERE x.destination_office_id = o.id AND x.status = 'released'
                 AND x.total_price >= oc.min_order_luar_jawa)::text AS due,
              (SELECT count(*) FROM balance_trxes b WHERE b.source_type = 'office_commissions'
                 AND b.source_id = c.id AND b.type = 'cashback')::text AS credits
       FROM office_commissions c JOIN offices o ON o.id = c.office_id
       WHERE c.period_id = $1 AND o.code LIKE 'CKA-%' ORDER BY o.code`,
      [period.id],
    );
    expect(cb.rows).toHaveLength(SIZE.offices);
    for (const r of cb.rows) {
      expect(r.amount, r.office).toBe(r.due);
      expect(r.balance, r.office).toBe(r.amount);
      expect(r.credits, r.office).toBe(BigInt(r.amount) > 0n ? "1" : "0");
    }
    expect(cb.rows.some((r) => BigInt(r.amount) > 0n)).toBe(true);

    // Valuation: the ledger at the end of 31 January (the row dated 1 February left out).
    const val = await sql.query<{ same: boolean; n: string }>(
      `SELECT bool_and(v.quantity = s.quantity - 7 AND v.value = v.quantity * p.purchase_price) AS same,
              count(*)::text AS n
       FROM stock_valuations v JOIN warehouses w ON w.id = v.warehouse_id AND w.code LIKE 'CKA-W%'
       JOIN stocks s ON s.warehouse_id = v.warehouse_id AND s.product_id = v.product_id
       JOIN products p ON p.id = v.product_id
       WHERE v.period_id = $1`,
      [period.id],
    );
    expect(val.rows[0]).toEqual({ same: true, n: String(SIZE.warehouses * SIZE.products) });

    // Laporan Omzet (the revenue report) over exactly the closed period reads its frozen office
    // totals: a figure changed there shows, while a live range (one day less) sums the orders.
    const kasir = await login("kasir@erp.test");
    const first = await db.office.findUniqueOrThrow({ where: { code: "CKA-00001" } });
    const frozen = await db.periodOfficeTotal.findUniqueOrThrow({
      where: { periodId_officeId: { periodId: period.id, officeId: first.id } },
    });
    await db.periodOfficeTotal.update({
      where: { id: frozen.id },
      data: { salesCount: 7, salesAmount: 123_456n },
    });
    try {
      const url = (range: string) =>
        `/api/v1/money-reports?filter[report]=revenue&${range}&filter[office_category_id]=4&filter[office_id]=${first.id}`;
      const closed = await api("GET", url(`filter[period_id]=${period.id}`), { token: kasir });
      expect(closed.status, JSON.stringify(closed.body)).toBe(200);
      const row = (closed.body.data as JsonApiResource[])[0]!;
      expect(row.attributes).toMatchObject({ order_count: 7, order_final_price: 123_456 });
      expect(closed.body.meta?.totals).toMatchObject({ total_order_final_price: 123_456 });
      const live = await api(
        "GET",
        url("filter[date_from]=2113-01-01&filter[date_to]=2113-01-30"),
        {
          token: kasir,
        },
      );
      expect(live.status).toBe(200);
      expect((live.body.data as JsonApiResource[])[0]!.attributes).toMatchObject({
        order_count: 0,
        order_final_price: 0,
      });
    } finally {
      await db.periodOfficeTotal.update({
        where: { id: frozen.id },
        data: { salesCount: frozen.salesCount, salesAmount: frozen.salesAmount },
      });
    }

    // A second run of the close changes nothing (it is closed).
    const before = await digest(period.id, "CKA");
    const again = await startClose(["--period", period.name]).done;
    expect(again.code, again.out).toBe(0);
    expect(await digest(period.id, "CKA")).toEqual(before);
  }, 120_000);

  it("killed with SIGKILL at 10+ points and rerun, ends exactly like the uninterrupted close", async () => {
    const reference = await periodNamed("CKA");
    const period = await periodNamed("CKB");
    const ref = await runState(reference.id);
    const offices = ref?.steps.office_totals?.done ?? 0;
    const buyers = ref?.steps.office_commissions?.done ?? 0;
    const warehouses = ref?.steps.stock_valuation?.done ?? 0;
    expect(offices).toBeGreaterThan(4 * BATCH);
    const points: KillPoint[] = [
      { name: "run started", test: (s) => s !== null },
      after("freeze"),
      after("verify"),
      within("office_totals", BATCH),
      within("office_totals", Math.floor(offices / 4)),
      within("office_totals", Math.floor(offices / 2)),
      within("office_totals", Math.floor((3 * offices) / 4)),
      after("office_totals"),
      within("office_commissions", BATCH),
      within("office_commissions", Math.floor(buyers / 4)),
      within("office_commissions", Math.floor(buyers / 2)),
      within("office_commissions", Math.floor((3 * buyers) / 4)),
      after("office_commissions"),
      within("stock_valuation", Math.min(BATCH, Math.max(1, warehouses - 1))),
      after("stock_valuation"),
      after("close_period"),
    ];
    // More points than the 10 asked for: on an idle machine the short steps at the end (a batch or
    // one statement each) often finish between two polls, so a run may pass a point unkilled;
    // the long steps' batches give the spare ones.
    // Every step of the registry that runs between those gets a kill point too (e.g. a step
    // another change adds), so the test follows the registry.
    for (const step of STEPS)
      if (!points.some((p) => p.name === `after ${step}`) && step !== STEPS.at(-1))
        points.push(after(step));
    const killed: string[] = [];
    let finished: { code: number | null; out: string } | null = null;
    // A start that answers 3 (the killed one's heartbeat not stale yet) is not a round; at most
    // 200 of those, so that a close that never resumes still ends the test.
    let waits = 0;
    for (let round = 0; round < points.length + 10 && !finished; round += 1) {
      const state = await runState(period.id);
      const next = points.find((p) => !p.test(state) && !killed.includes(p.name));
      const { child, done } = startClose(["--period", period.name]);
      let exited: { code: number | null; out: string } | null = null;
      void done.then((r) => (exited = r));
      if (!next) {
        finished = await done;
        break;
      }
      // Watch the committed state; at the point, wait 0-10 ms more (so that some kills land in
      // the middle of the next batch's transaction) and kill the process. On an idle machine a
      // batch commits in a few ms: a longer wait or poll passes several points in one round.
      while (!exited && !next.test(await runState(period.id))) await sleep(3);
      if (exited) {
        const r: { code: number | null; out: string } = exited;
        if (r.code === 3) {
          // Not a round: it started before the killed one's heartbeat went stale.
          if (waits++ < 200) round -= 1;
          await sleep(100);
          continue;
        }
        finished = r;
        break;
      }
      await sleep(Math.floor(Math.random() * 10));
      if (child.pid) process.kill(-child.pid, "SIGKILL");
      const r = await done;
      if (r.code === null) killed.push(next.name);
      // 3: it started before the killed one's heartbeat went stale (JOB_STALE_SECONDS=1); again.
      else if (r.code !== 3) finished = r;
      else if (waits++ < 200) round -= 1;
    }
    // The last kill's heartbeat may not be stale yet (3): start again until it is.
    for (let tries = 0; tries < 20 && (!finished || finished.code === 3); tries += 1) {
      if (finished) await sleep(250);
      finished = await startClose(["--period", period.name]).done;
    }
    expect(finished?.code, finished?.out).toBe(0);
    expect(killed.length, killed.join(", ")).toBeGreaterThanOrEqual(10);
    const run = await sql.query<{ status: string; completed_steps: string[] }>(
      `SELECT status, completed_steps FROM period_close_runs WHERE period_id = $1`,
      [period.id],
    );
    expect(run.rows).toEqual([{ status: "succeeded", completed_steps: STEPS }]);
    const crashed = await digest(period.id, "CKB");
    const clean = await digest(reference.id, "CKA");
    console.log(`crash test: killed at ${killed.join("; ")}\ndigests ${JSON.stringify(crashed)}`);
    expect(crashed).toEqual(clean);
  }, 240_000);
});
