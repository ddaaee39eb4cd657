// Commission benchmark (issue 27 §3, docs/commission.md): the member-period close with the
// commission step over BENCH_MEMBERS (100,000) generated members in a random tree of depth at most
// BENCH_DEPTH (20) and BENCH_ORDERS (1,000,000) released cash bills in one member period (2095-01),
// closed by the real close (runCloseSteps: freeze, verify, member_commission, close_period,
// open_next_period) with a 5-level plan paid to saldo; then one member's explanation page (the
// three API reads the page makes: the commission with its plan, the first page of its lines, the
// orders behind one line) timed BENCH_SAMPLES times through the JSON:API engine in-process.
// Goals: close < 30 s, explanation p99 < 200 ms. Figures appended to bench/results/commission.md.
// Usage: npm run bench:commission (fresh embedded PostgreSQL, migrated, demo-seeded).
import fs from "node:fs";
import os from "node:os";
import pg from "pg";
import { seedDemoData } from "./seed-demo";
import { provisionTestDatabase } from "../scripts/lib/test-db.mjs";
import { migrate } from "../scripts/lib/migrate.mjs";
import { createPrismaClient } from "@/server/prisma-client";
import { loadActor } from "@/server/auth/actor";
import { engine, actionRegistry } from "@/server/api/registry";
import { runCloseSteps } from "@/server/periods/close-steps";

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const DEPTH = Number(process.env.BENCH_DEPTH ?? 20);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const RESULT = process.env.BENCH_RESULT ?? "bench/results/commission.md";

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** A random tree: each member's upline is a recent earlier member whose depth is below DEPTH. */
function tree(n: number): { parent: Int32Array; maxDepth: number } {
  const parent = new Int32Array(n).fill(-1);
  const depth = new Int32Array(n);
  let seed = 27;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  let maxDepth = 0;
  for (let i = 1; i < n; i += 1) {
    let j = Math.floor(i - 1 - rnd() * rnd() * Math.min(i - 1, 5000));
    // Deep enough already: go up until there is room (the root always has it).
    while (depth[j]! >= DEPTH) j = parent[j]!;
    parent[i] = j;
    depth[i] = depth[j]! + 1;
    if (depth[i]! > maxDepth) maxDepth = depth[i]!;
  }
  return { parent, maxDepth };
}

async function generate(
  client: pg.Client,
): Promise<{ seconds: number; maxDepth: number; periodId: string }> {
  const t0 = performance.now();
  // Generation is not what is measured: on a shared machine it runs at the lowest priority (this
  // process and its database backend), and both go back to normal before the close is timed.
  const [{ pid: backend }] = (await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid"))
    .rows as [{ pid: number }];
  const nice = (n: number) => {
    for (const pid of [process.pid, backend])
      try {
        os.setPriority(pid, n);
      } catch {
        // Not permitted (lowering the niceness again needs root): the figures say the load anyway.
      }
  };
  nice(19);
  try {
    return await generateData(client, t0);
  } finally {
    nice(0);
  }
}

async function generateData(
  client: pg.Client,
  t0: number,
): Promise<{ seconds: number; maxDepth: number; periodId: string }> {
  const { parent, maxDepth } = tree(MEMBERS);
  const codes = Array.from({ length: MEMBERS }, (_, i) => `BCM-${String(i + 1).padStart(6, "0")}`);
  await client.query("BEGIN");
  for (let from = 0; from < MEMBERS; from += 20_000) {
    const to = Math.min(from + 20_000, MEMBERS);
    await client.query(
      `INSERT INTO offices (id, code, name, office_type, office_category_id, created_at, updated_at)
       SELECT gen_random_uuid(), c, 'Mitra Bench ' || c, 'member', 5, now(), now()
       FROM unnest($1::text[]) AS c`,
      [codes.slice(from, to)],
    );
  }
  await client.query(
    `CREATE TEMP TABLE bm AS SELECT row_number() OVER (ORDER BY code) - 1 AS i, id FROM offices
     WHERE code LIKE 'BCM-%'`,
  );
  await client.query("CREATE INDEX ON bm (i)");
  await client.query(
    `UPDATE offices o SET office_referral_id = p.id
     FROM unnest($1::int[], $2::int[]) AS e(child, parent), bm c, bm p
     WHERE c.i = e.child AND p.i = e.parent AND o.id = c.id`,
    [Array.from({ length: MEMBERS - 1 }, (_, k) => k + 1), Array.from(parent.slice(1))],
  );
  const period = await client.query<{ id: string }>(
    `INSERT INTO member_periods (id, name, start_date, end_date, status, created_at, updated_at)
     VALUES (gen_random_uuid(), 'Bench Komisi Januari 2095', '2095-01-01', '2095-01-31', 'open', now(), now())
     RETURNING id`,
  );
  const periodId = period.rows[0]!.id;
  const refs = await client.query<{ stockist: string; area: number; buyer: string }>(
    `SELECT (SELECT id FROM offices WHERE code = 'STK-001') AS stockist,
            (SELECT id FROM areas ORDER BY id LIMIT 1) AS area,
            (SELECT id FROM buyer_types ORDER BY id LIMIT 1) AS buyer`,
  );
  const r = refs.rows[0]!;
  // The cash bills: each to a random member (a skewed choice: some members buy much more).
  await client.query(
    `INSERT INTO orders (id, code, order_type, status, origin_office_id, destination_office_id,
       area_id, buyer_type_id, order_date, member_period_id, total_point, created_at, updated_at)
     SELECT gen_random_uuid(), 'BCB-' || g, 'cashbill', 'released', $1::uuid, bm.id, $2, $3::uuid,
       DATE '2095-01-01' + (g % 31), $4::uuid, 1 + (g::bigint * 7919) % 100, now(), now()
     FROM generate_series(1, $5::int) g
     JOIN bm ON bm.i = (g::bigint * 2654435761) % $6::bigint`,
    [r.stockist, r.area, r.buyer, periodId, ORDERS, MEMBERS],
  );
  await client.query(
    `INSERT INTO commission_plans (id, version, min_personal_points, point_value,
       level_basis_points, cap_amount, payout_method, note, created_at)
     VALUES (gen_random_uuid(), (SELECT COALESCE(MAX(version), 0) + 1 FROM commission_plans),
       50, 1000, ARRAY[1000, 500, 300, 200, 100], 1000000, 'saldo', 'Bench', now())`,
  );
  await client.query("COMMIT");
  await client.query("VACUUM ANALYZE");
  return { seconds: (performance.now() - t0) / 1000, maxDepth, periodId };
}

const db = await provisionTestDatabase();
const lines: string[] = [];
try {
  await migrate(db.url);
  seedDemoData(db.url);
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const prisma = createPrismaClient(db.url, 4);
  try {
    const gen = await generate(client);
    console.log(`generated in ${gen.seconds.toFixed(1)} s (depth ${gen.maxDepth})`);
    const load = os.loadavg()[0]!.toFixed(2);
    const admin = await prisma.user.findFirstOrThrow({ where: { email: "admin@erp.test" } });
    const t0 = performance.now();
    const result = await runCloseSteps(prisma, {
      kind: "mitra-periods",
      periodId: gen.periodId,
      userId: admin.id,
      jobId: "bench",
    });
    const closeS = (performance.now() - t0) / 1000;
    const loadAfter = os.loadavg()[0]!.toFixed(2);
    const run = await prisma.periodCloseRun.findUniqueOrThrow({ where: { id: result.runId } });
    const progress = run.progress as {
      steps?: Record<string, Record<string, unknown>>;
      timings?: Record<string, { startedAt: string; finishedAt: string }>;
    };
    const stepTimes = Object.entries(progress.timings ?? {}).map(
      ([name, t]) =>
        `${name} ${((Date.parse(t.finishedAt) - Date.parse(t.startedAt)) / 1000).toFixed(1)} s`,
    );
    const mc = progress.steps?.member_commission ?? {};
    const counts = await client.query<{ rows: string; lines: string; paid: string; total: string }>(
      `SELECT (SELECT COUNT(*) FROM office_commissions WHERE member_period_id = $1) AS rows,
              (SELECT COUNT(*) FROM office_commission_lines WHERE member_period_id = $1) AS lines,
              (SELECT COUNT(*) FROM office_commissions WHERE member_period_id = $1 AND balance_trx_id IS NOT NULL) AS paid,
              (SELECT COALESCE(SUM(amount), 0) FROM office_commissions WHERE member_period_id = $1) AS total`,
      [gen.periodId],
    );
    const c = counts.rows[0]!;

    // The explanation page of the member with the most lines.
    const top = await client.query<{ id: string; office_id: string }>(
      `SELECT oc.id, oc.office_id FROM office_commissions oc
       JOIN office_commission_lines l ON l.office_commission_id = oc.id
       WHERE oc.member_period_id = $1 GROUP BY oc.id ORDER BY COUNT(*) DESC LIMIT 1`,
      [gen.periodId],
    );
    const commission = top.rows[0]!;
    const role = await prisma.role.findUniqueOrThrow({ where: { name: "mitra_usaha" } });
    const user = await prisma.user.create({
      data: {
        email: "bench-commission@erp.test",
        name: "Bench",
        passwordHash: "x",
        officeId: commission.office_id,
        currentRoleId: role.id,
        userRoles: { create: [{ roleId: role.id }] },
      },
    });
    const actor = (await loadActor(prisma, user.id, "session"))!;
    const firstLine = await prisma.officeCommissionLine.findFirstOrThrow({
      where: { officeCommissionId: commission.id },
      orderBy: { points: "desc" },
    });
    const ordersAction = actionRegistry.find("member", "office-commission-lines", "orders")!;
    const base = "http://bench/api/v1";
    const page = async () => {
      const ctx = (url: string) => ({ db: prisma, actor, url: new URL(url) });
      await engine.read(
        ctx(`${base}/office-commissions/${commission.id}?include=commission-plan`),
        "office-commissions",
        commission.id,
      );
      await engine.list(
        ctx(
          `${base}/office-commission-lines?filter[office_commission_id]=${commission.id}&page[size]=15&sort=level`,
        ),
        "office-commission-lines",
      );
      await ordersAction.run({
        ...ctx(`${base}/office-commission-lines/${firstLine.id}/-actions/orders`),
        id: firstLine.id,
        engine,
        body: {},
        request: new Request(`${base}/office-commission-lines/${firstLine.id}/-actions/orders`),
        requireActor: () => actor,
      } as unknown as Parameters<typeof ordersAction.run>[0]);
    };
    const loadPage = os.loadavg()[0]!.toFixed(2);
    for (let i = 0; i < 20; i += 1) await page();
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const t = performance.now();
      await page();
      times.push(performance.now() - t);
    }
    const lineCount = await prisma.officeCommissionLine.count({
      where: { officeCommissionId: commission.id },
    });

    lines.push(
      `## ${new Date().toISOString()} (${os.cpus().length} CPUs, load ${load} before the close)`,
      "",
      `- Data: ${MEMBERS.toLocaleString("en")} members, tree depth ${gen.maxDepth} (at most ${DEPTH}), ${ORDERS.toLocaleString("en")} released cash bills in one member period; generated in ${gen.seconds.toFixed(1)} s.`,
      `- Plan: 50 points to qualify, Rp 1.000 a point, 5 levels 10/5/3/2/1 %, cap Rp 1.000.000, paid to saldo.`,
      `- **Close (runCloseSteps, all steps): ${closeS.toFixed(1)} s** (goal < 30 s; load ${load} before, ${loadAfter} after): ${stepTimes.join(", ")}.`,
      `- member_commission: load (tree + points) ${String(mc.loadMs ?? "?")} ms, compute ${String(mc.computeMs ?? "?")} ms, writes (commissions / lines / saldo credits) ${Array.isArray(mc.writeMs) ? mc.writeMs.join(" / ") : "?"} ms; ${Number(c.rows).toLocaleString("en")} commissions, ${Number(c.lines).toLocaleString("en")} lines, ${Number(c.paid).toLocaleString("en")} saldo credits (postBalances), total Rp ${Number(c.total).toLocaleString("id-ID")}.`,
      `- **Explanation page** (load ${loadPage} before; the commission + plan, its first 15 lines, the orders behind one line; member with ${lineCount} lines), ${SAMPLES} samples in-process: p50 ${ms(pct(times, 50))}, p95 ${ms(pct(times, 95))}, **p99 ${ms(pct(times, 99))}** (goal < 200 ms).`,
      "",
    );
    console.log(lines.join("\n"));
    fs.mkdirSync("bench/results", { recursive: true });
    // Newest first: the run goes right under the file's title.
    const title = "# Commission benchmark (bench/commission.ts)\n\n";
    const old = fs.existsSync(RESULT) ? fs.readFileSync(RESULT, "utf8") : title;
    const rest = old.startsWith(title) ? old.slice(title.length) : old;
    fs.writeFileSync(RESULT, `${title}${lines.join("\n")}\n${rest}`);
  } finally {
    await prisma.$disconnect();
    await client.end();
  }
} finally {
  await db.stop();
}
