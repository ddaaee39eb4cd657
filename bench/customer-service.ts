// Customer service benchmark (issue 28 §4; docs/customer-service.md):
//  (a) a broadcast to BENCH_RECIPIENTS (100,000) generated members through the fake WhatsApp
//      gateway (a real HTTP server in its own process, `npm run whatsapp:fake-gateway`), made by
//      the createBroadcast use case and sent by the whatsapp-broadcast job handler itself:
//      duration, messages per second against the device's configured rate (BENCH_RATE per
//      minute; 30,000 = 500 / s), every recipient sent exactly once (the gateway's accepted and
//      repeated idempotency keys, the recipients' states), and the sender's RSS sampled every
//      second (flat memory: the first and the last tenth of the run compared);
//  (b) BENCH_MESSAGES (1,000,000) generated messages in BENCH_CHATS (20,000) conversations and
//      the inbox's own requests through the engine (the code path of GET /api/v1/whatsapp-chats
//      and whatsapp-messages minus HTTP, with the query strings components/customer-service/
//      inbox.tsx sends): p50/p95/p99, and EXPLAIN (ANALYZE, BUFFERS) of every statement of the
//      slowest cases.
// Figures in bench/results/customer-service.md. Not part of `npm test`.
// Usage: npm run bench:customer-service   (fresh embedded PostgreSQL, migrated and seeded)
//   BENCH_PARTS=broadcast,bound,inbox (all by default; "bound": BENCH_BOUND_RECIPIENTS (1,500) at
//   BENCH_BOUND_RATE (1,200 / min = 20 / s), a pace a loaded machine reaches, to show the bound)
import fs from "node:fs";
import os from "node:os";
import { spawn } from "node:child_process";
import pg from "pg";
import { seedDemoData } from "./seed-demo";
import { provisionTestDatabase } from "../scripts/lib/test-db.mjs";
import { migrate } from "../scripts/lib/migrate.mjs";
import { PrismaClient } from "@/server/generated/prisma/client";
import { createPgAdapter } from "@/server/prisma-client";
import { loadActor, type Actor } from "@/server/auth/actor";
import { engine } from "@/server/api/registry";
import { createBroadcast } from "@/server/customer-service/create-broadcast";
import { broadcastJob } from "@/server/customer-service/broadcast-job";
import { closeRealtime } from "@/server/realtime";
import type { Db } from "@/server/prisma-client";

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 100_000);
const RATE = Number(process.env.BENCH_RATE ?? 30_000); // per minute of the device (at most 60,000)
const CHATS = Number(process.env.BENCH_CHATS ?? 20_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const RESULT = process.env.BENCH_RESULT ?? "bench/results/customer-service.md";
const PARTS = (process.env.BENCH_PARTS ?? "broadcast,bound,inbox").split(",");
const BOUND_RATE = Number(process.env.BENCH_BOUND_RATE ?? 1200); // per minute: 20 / s
const BOUND_N = Number(process.env.BENCH_BOUND_RECIPIENTS ?? 1500);
const GATEWAY_PORT = Number(process.env.BENCH_GATEWAY_PORT ?? 4077);
/** Cases whose p99 is above this get the EXPLAIN of their statements (and the two slowest). */
const EXPLAIN_ABOVE_MS = Number(process.env.BENCH_EXPLAIN_ABOVE_MS ?? 50);

function stats(ms: number[]) {
  const v = [...ms].sort((a, b) => a - b);
  const at = (q: number) => v[Math.min(v.length - 1, Math.floor(q * v.length))]!;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: v[v.length - 1]! };
}
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? 0;
const mb = (n: number) => Math.round(n / 1024 / 1024);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ");

/** The fake gateway in its own process, so its idempotency-key map is not in the sender's RSS. */
async function startGatewayProcess(): Promise<{
  url: string;
  sent: () => Promise<{ count: number; duplicates: number }>;
  stop: () => Promise<void>;
}> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/fake-whatsapp-gateway.ts"], {
    env: {
      ...process.env,
      FAKE_GATEWAY_PORT: String(GATEWAY_PORT),
      FAKE_GATEWAY_ACKS: "0",
      FAKE_GATEWAY_COUNT_ONLY: "1",
      FAKE_GATEWAY_INSTANCE: "bench",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`fake gateway exited ${code}`)));
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("fake WhatsApp gateway on")) resolve();
    });
  });
  const url = `http://127.0.0.1:${GATEWAY_PORT}`;
  return {
    url,
    async sent() {
      const r = await fetch(`${url}/_fake/sent`);
      return (await r.json()) as { count: number; duplicates: number };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

async function runJob(db: Db, broadcastId: string, instance: string): Promise<void> {
  await broadcastJob({
    db,
    job: {
      id: instance,
      kind: "whatsapp-broadcast",
      key: null,
      payload: { broadcastId },
      attempts: 1,
      maxAttempts: 1,
      createdById: null,
      progress: null,
    },
    instanceId: instance,
    signal: new AbortController().signal,
    async progress() {},
  });
}

interface BroadcastRun {
  title: string;
  rate: number;
  audience: { category_ids?: number[]; is_active?: boolean; codes?: string[] };
}

async function broadcastPart(
  db: Db,
  actor: Actor,
  deviceId: string,
  lines: string[],
  run: BroadcastRun,
) {
  const RATE = run.rate;
  const gateway = await startGatewayProcess();
  try {
    await db.whatsappDevice.update({
      where: { id: deviceId },
      data: { gatewayUrl: gateway.url, ratePerMinute: RATE },
    });
    const template = await db.broadcastTemplate.findFirstOrThrow({
      where: { name: "Info saldo" },
    });
    const loadBefore = load();
    let t = Date.now();
    const id = await db.$transaction(
      (tx) =>
        createBroadcast(
          tx,
          {
            name: run.title,
            device_id: deviceId,
            template_id: template.id,
            message: template.message,
            audience: run.audience,
          },
          actor,
        ),
      { timeout: 600_000 },
    );
    const createMs = Date.now() - t;
    // The job the use case queued is run here by its handler (no app server needed).
    await db.backgroundJob.deleteMany({ where: { kind: "whatsapp-broadcast" } });
    const samples: { at: number; rss: number; sent: number }[] = [];
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const s = await gateway.sent();
        samples.push({ at: Date.now(), rss: process.memoryUsage().rss, sent: s.count });
        await new Promise((r) => setTimeout(r, 1000));
      }
    })();
    t = Date.now();
    await runJob(db, id, "bench:1");
    const sendMs = Date.now() - t;
    sampling = false;
    await sampler;
    const loadAfter = load();
    const b = await db.broadcast.findUniqueOrThrow({ where: { id } });
    const g = await gateway.sent();
    const [check] = await db.$queryRaw<
      { total: bigint; sent: bigint; phones: bigint; retried: bigint; max_attempts: number }[]
    >`SELECT count(*)::bigint AS total,
        count(*) FILTER (WHERE status = 'sent')::bigint AS sent,
        count(DISTINCT phone)::bigint AS phones,
        count(*) FILTER (WHERE attempts > 1)::bigint AS retried,
        max(attempts) AS max_attempts
      FROM broadcast_recipients WHERE broadcast_id = ${id}::uuid`;
    // Messages per second over 5-second windows of the sampled gateway count.
    const rates: number[] = [];
    for (let i = 5; i < samples.length; i += 5) {
      const a = samples[i - 5]!;
      const z = samples[i]!;
      rates.push((z.sent - a.sent) / ((z.at - a.at) / 1000));
    }
    const rss = samples.map((s) => s.rss);
    const tenth = Math.max(1, Math.floor(rss.length / 10));
    const perSecond = g.count / (sendMs / 1000);
    const exactlyOnce =
      g.count === b.totalRecipients &&
      g.duplicates === 0 &&
      Number(check!.sent) === b.totalRecipients &&
      Number(check!.phones) === b.totalRecipients;
    lines.push(
      `## ${run.title}: a broadcast to ${b.totalRecipients.toLocaleString("en")} recipients through the fake gateway`,
      "",
      `Load average (1 / 5 / 15 min) before: ${loadBefore}; after: ${loadAfter}.`,
      "",
      `| figure | value |`,
      `| --- | --- |`,
      `| recipients (one INSERT … SELECT) | ${b.totalRecipients.toLocaleString("en")} in ${createMs} ms |`,
      `| device rate (configured) | ${RATE.toLocaleString("en")} / min = ${(RATE / 60).toFixed(0)} / s |`,
      `| send time | ${(sendMs / 1000).toFixed(1)} s |`,
      `| messages per second, whole run | ${perSecond.toFixed(0)} (bound: ${(RATE / 60).toFixed(0)}) |`,
      `| messages per second, 5 s windows: median / max | ${median(rates).toFixed(0)} / ${Math.max(0, ...rates).toFixed(0)} (${rates.length} windows) |`,
      `| accepted by the gateway / repeated idempotency keys | ${g.count.toLocaleString("en")} / ${g.duplicates} |`,
      `| recipients sent / distinct phones / sent more than once | ${Number(check!.sent).toLocaleString("en")} / ${Number(check!.phones).toLocaleString("en")} / ${g.duplicates} |`,
      `| recipients retried (attempts > 1) / max attempts | ${Number(check!.retried)} / ${check!.max_attempts} |`,
      `| failed / skipped | ${b.failedCount} / ${b.skippedCount} |`,
      `| every recipient exactly once | ${exactlyOnce ? "yes" : "**no**"} |`,
      `| sender RSS min / median / max | ${mb(Math.min(...rss))} / ${mb(median(rss))} / ${mb(Math.max(...rss))} MB (${rss.length} samples, 1 s apart) |`,
      `| sender RSS median, first tenth → last tenth of the run | ${mb(median(rss.slice(0, tenth)))} → ${mb(median(rss.slice(-tenth)))} MB |`,
      `| status | ${b.status} |`,
      "",
    );
    console.log(lines.join("\n"));
    if (!exactlyOnce) process.exitCode = 1;
  } finally {
    await gateway.stop();
  }
}

interface Logged {
  query: string;
  params: string;
}

async function inboxPart(
  db: Db,
  logDb: Db,
  seen: Logged[],
  pool: pg.Pool,
  deviceId: string,
  actor: Actor,
  lines: string[],
) {
  const t = Date.now();
  // Conversations: a third closed, a fifth held by the CS user, a seventh with unread messages.
  await db.$executeRawUnsafe(`
    INSERT INTO whatsapp_chats (id, whatsapp_device_id, phone, name, office_id, unread_count,
      last_message_at, last_message, status, assigned_to_id, created_at, updated_at)
    SELECT gen_random_uuid(), '${deviceId}'::uuid, '62877' || lpad(i::text, 8, '0'), 'Kontak ' || i,
      (SELECT id FROM offices WHERE code = 'BMU-' || lpad(i::text, 7, '0')),
      CASE WHEN i % 7 = 0 THEN i % 5 + 1 ELSE 0 END, now() - make_interval(mins => i),
      'Pesan terakhir ' || i, CASE WHEN i % 3 = 0 THEN 'closed' ELSE 'open' END::chat_status,
      CASE WHEN i % 5 = 0 THEN '${actor.userId}'::uuid END, now(), now()
    FROM generate_series(1, ${CHATS}) i`);
  const perChat = Math.ceil(MESSAGES / CHATS);
  await db.$executeRawUnsafe(`
    INSERT INTO whatsapp_messages (id, whatsapp_chat_id, direction, body, status, created_at, updated_at)
    SELECT gen_random_uuid(), c.id, CASE WHEN j % 2 = 0 THEN 'inbound' ELSE 'outbound' END::message_direction,
      'Pesan ' || j || ' dari ' || c.name, CASE WHEN j % 2 = 0 THEN 'received' ELSE 'read' END::chat_message_status,
      c.last_message_at - make_interval(mins => ${perChat} - j), now()
    FROM whatsapp_chats c, generate_series(1, ${perChat}) j
    WHERE c.whatsapp_device_id = '${deviceId}'::uuid`);
  // One statement per call: the adapter prepares statements, which hold one command each.
  for (const table of ["whatsapp_chats", "whatsapp_messages", "offices"])
    await db.$executeRawUnsafe(`VACUUM ANALYZE ${table}`);
  const total = await db.whatsappMessage.count();
  console.log(`generated ${total} messages in ${Date.now() - t} ms`);
  const chatIds = (
    await db.whatsappChat.findMany({
      where: { whatsappDeviceId: deviceId },
      select: { id: true },
      orderBy: { lastMessageAt: "desc" },
      take: 2000,
    })
  ).map((c) => c.id);
  const rnd = (n: number) => Math.floor(Math.random() * n);
  // The inbox's own query strings (components/customer-service/inbox.tsx: listResources with
  // page {1, 30 × pages}, sort -last_message_at, filter by the tab, filter[search]; the thread's
  // 100 newest messages).
  const chats = (q: string, pages = 1) =>
    `/api/v1/whatsapp-chats?page[number]=1&page[size]=${30 * pages}&sort=-last_message_at${q}&include=`;
  const cases: [string, () => string][] = [
    ["chats: tab Terbuka (the screen opens)", () => chats("&filter[status]=open")],
    ["chats: tab Terbuka, 'Muat lagi' ×2 (90 rows)", () => chats("&filter[status]=open", 3)],
    ["chats: tab Milik saya", () => chats("&filter[assigned]=me&filter[status]=open")],
    ["chats: tab Belum ditugaskan", () => chats("&filter[assigned]=none&filter[status]=open")],
    ["chats: tab Ditutup", () => chats("&filter[status]=closed")],
    ["chats: tab Semua", () => chats("")],
    [
      "chats: search by name",
      () =>
        chats(
          `&filter[search]=${encodeURIComponent(`Kontak ${1000 + rnd(8000)}`)}&filter[status]=open`,
        ),
    ],
    [
      "chats: search by office code",
      () => chats(`&filter[search]=BMU-000${String(1000 + rnd(8000))}&filter[status]=open`),
    ],
    [
      "chats: search by phone",
      () => chats(`&filter[search]=62877000${String(10000 + rnd(9000))}&filter[status]=open`),
    ],
    [
      "messages: a conversation's thread (100 newest)",
      () =>
        `/api/v1/whatsapp-messages?page[number]=1&page[size]=100&sort=-createdAt&filter[chat]=${chatIds[rnd(chatIds.length)]}&include=`,
    ],
  ];
  const loadBefore = load();
  const results: { name: string; url: () => string; s: ReturnType<typeof stats> }[] = [];
  for (const [name, url] of cases) {
    const ms: number[] = [];
    for (let i = 0; i < SAMPLES + 5; i++) {
      const u = new URL(url(), "http://bench.local");
      const listType = u.pathname.split("/")[3] ?? "";
      const started = performance.now();
      await engine.list({ db, actor, url: u }, listType);
      if (i >= 5) ms.push(performance.now() - started);
    }
    const s = stats(ms);
    results.push({ name, url, s });
    console.log(name, s);
  }
  const loadAfter = load();
  lines.push(
    `## Inbox over ${total.toLocaleString("en")} messages in ${CHATS.toLocaleString("en")} conversations`,
    "",
    `Through the engine (engine.list, the code path of the GET minus HTTP) with the query strings`,
    `the inbox sends, ${SAMPLES} samples each after 5 warm-up requests, sequential, ms. Load average`,
    `(1 / 5 / 15 min) before: ${loadBefore}; after: ${loadAfter}.`,
    "",
    "| case | p50 | p95 | p99 | max |",
    "| --- | ---: | ---: | ---: | ---: |",
    ...results.map(
      ({ name, s }) =>
        `| ${name} | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)} | ${s.p99.toFixed(1)} | ${s.max.toFixed(1)} |`,
    ),
    "",
    `p99 under 200 ms in every case: ${results.every((r) => r.s.p99 < 200) ? "yes" : "**no**"}.`,
    "",
  );
  // The plans of the slowest: every statement one request runs, EXPLAIN (ANALYZE, BUFFERS).
  const slow = [...results]
    .sort((a, b) => b.s.p99 - a.s.p99)
    .filter((r, i) => i < 2 || r.s.p99 > EXPLAIN_ABOVE_MS);
  lines.push("### Plans of the slowest cases", "");
  for (const r of slow) {
    seen.length = 0;
    const u = new URL(r.url(), "http://bench.local");
    await engine.list({ db: logDb, actor, url: u }, u.pathname.split("/")[3] ?? "");
    lines.push(
      `**${r.name}** (p99 ${r.s.p99.toFixed(1)} ms): \`${u.pathname}${decodeURIComponent(u.search)}\``,
      "",
    );
    for (const q of seen.filter((x) => /^\s*SELECT/i.test(x.query))) {
      try {
        const plan = await pool.query<{ "QUERY PLAN": string }>(
          `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${q.query}`,
          JSON.parse(q.params) as unknown[],
        );
        lines.push("```", q.query, "", ...plan.rows.map((p) => p["QUERY PLAN"]), "```", "");
      } catch (error) {
        lines.push(`(no plan for \`${q.query.slice(0, 120)}\`: ${String(error)})`, "");
      }
    }
  }
  console.log(lines.slice(-40).join("\n"));
}

const dbInfo = await provisionTestDatabase();
// Progress is published over the realtime channel (LISTEN/NOTIFY), which reads DATABASE_URL.
process.env.DATABASE_URL = dbInfo.url;
const lines: string[] = [];
try {
  await migrate(dbInfo.url);
  seedDemoData(dbInfo.url);
  const db = new PrismaClient({
    adapter: createPgAdapter(dbInfo.url),
    transactionOptions: { timeout: 60_000, maxWait: 60_000 },
  });
  // A second client that logs its statements, for the EXPLAIN of the slow cases only.
  const logDb = new PrismaClient({
    adapter: createPgAdapter(dbInfo.url, 2),
    log: [{ emit: "event", level: "query" }],
  });
  const seen: Logged[] = [];
  logDb.$on("query", (e) => seen.push({ query: e.query, params: e.params }));
  const pool = new pg.Pool({ connectionString: dbInfo.url, max: 2 });
  const cs = await db.user.findUniqueOrThrow({ where: { email: "cs@erp.test" } });
  const actor = await loadActor(db, cs.id, "session");
  if (!actor) throw new Error("no CS actor");

  const t = Date.now();
  await db.$executeRawUnsafe(`
    INSERT INTO offices (id, code, name, office_type, office_category_id, phone, is_active, created_at, updated_at)
    SELECT gen_random_uuid(), 'BMU-' || lpad(i::text, 7, '0'), 'Mitra Bench ' || i, 'member', 5,
      '0877' || lpad(i::text, 8, '0'), true, now(), now()
    FROM generate_series(1, ${Math.max(RECIPIENTS, CHATS)}) i`);
  await db.$executeRawUnsafe(`ANALYZE offices`);
  console.log(`generated ${Math.max(RECIPIENTS, CHATS)} members in ${Date.now() - t} ms`);
  const device = await db.whatsappDevice.create({
    data: {
      name: "Bench",
      phone: "6281000000009",
      instanceName: "bench",
      ratePerMinute: RATE,
      status: "connected",
    },
  });
  if (PARTS.includes("broadcast"))
    await broadcastPart(db, actor, device.id, lines, {
      title: "Full scale",
      rate: RATE,
      audience: { category_ids: [5], is_active: true },
    });
  // The bound itself: a rate the machine reaches even when loaded, so the pace is the device's.
  if (PARTS.includes("bound"))
    await broadcastPart(db, actor, device.id, lines, {
      title: "Rate bound",
      rate: BOUND_RATE,
      audience: {
        codes: Array.from({ length: BOUND_N }, (_, i) => `BMU-${String(i + 1).padStart(7, "0")}`),
      },
    });
  if (PARTS.includes("inbox")) await inboxPart(db, logDb, seen, pool, device.id, actor, lines);
  lines.push(
    `Machine: ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? "?"}), shared with other`,
    `engineers' builds and tests; load average at the end ${load()}.`,
    "",
  );
  fs.writeFileSync(
    RESULT,
    `# Customer service benchmark\n\n\`npm run bench:customer-service\` (bench/customer-service.ts), ${new Date().toISOString().slice(0, 10)}, parts: ${PARTS.join(", ")}.\n\n${lines.join("\n")}`,
  );
  console.log(`written ${RESULT}`);
  await pool.end();
  await logDb.$disconnect();
  await db.$disconnect();
} finally {
  await closeRealtime();
  await dbInfo.stop();
}
