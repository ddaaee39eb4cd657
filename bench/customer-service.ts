// Customer service benchmark (issue 28 §4; docs/customer-service.md):
//  (a) a broadcast to BENCH_RECIPIENTS (100,000) generated members through the fake WhatsApp
//      gateway (a real HTTP server), made by the createBroadcast use case and sent by the
//      whatsapp-broadcast job handler itself: duration, messages per second against the
//      device's configured rate, and the process's RSS sampled through the run (flat memory);
//  (b) BENCH_MESSAGES (1,000,000) generated messages in BENCH_CHATS (20,000) conversations and
//      the inbox lists through the engine (the code path of GET /api/v1/whatsapp-chats and
//      whatsapp-messages minus HTTP): p50/p95/p99 over pages, search and filters.
// Figures in bench/results/customer-service.md. Not part of `npm test`.
// Usage: npm run bench:customer-service   (fresh embedded PostgreSQL, migrated and seeded)
import fs from "node:fs";
import os from "node:os";
import { seedDemoData } from "./seed-demo";
import { provisionTestDatabase } from "../scripts/lib/test-db.mjs";
import { migrate } from "../scripts/lib/migrate.mjs";
import { startFakeGateway } from "../scripts/fake-whatsapp-gateway-server";
import { createPrismaClient } from "@/server/prisma-client";
import { loadActor } from "@/server/auth/actor";
import { engine } from "@/server/api/registry";
import { createBroadcast } from "@/server/customer-service/create-broadcast";
import { broadcastJob } from "@/server/customer-service/broadcast-job";
import { closeRealtime } from "@/server/realtime";

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 100_000);
const RATE = Number(process.env.BENCH_RATE ?? 6000); // messages per minute of the device (CHECK: at most 6000)
const CHATS = Number(process.env.BENCH_CHATS ?? 20_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const RESULT = process.env.BENCH_RESULT ?? "bench/results/customer-service.md";

function stats(ms: number[]) {
  const v = [...ms].sort((a, b) => a - b);
  const at = (q: number) => v[Math.min(v.length - 1, Math.floor(q * v.length))]!;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

const mb = (n: number) => Math.round(n / 1024 / 1024);

const dbInfo = await provisionTestDatabase();
// Progress is published over the realtime channel (LISTEN/NOTIFY), which reads DATABASE_URL.
process.env.DATABASE_URL = dbInfo.url;
const lines: string[] = [];
try {
  await migrate(dbInfo.url);
  seedDemoData(dbInfo.url);
  const db = createPrismaClient(dbInfo.url);
  const cs = await db.user.findUniqueOrThrow({ where: { email: "cs@erp.test" } });
  const actor = await loadActor(db, cs.id, "session");
  if (!actor) throw new Error("no CS actor");

  // --- (a) the broadcast ---
  let t = Date.now();
  await db.$executeRawUnsafe(`
    INSERT INTO offices (id, code, name, office_type, office_category_id, phone, is_active, created_at, updated_at)
    SELECT gen_random_uuid(), 'BMU-' || lpad(i::text, 7, '0'), 'Mitra Bench ' || i, 'member', 5,
      '0877' || lpad(i::text, 8, '0'), true, now(), now()
    FROM generate_series(1, ${RECIPIENTS}) i`);
  console.log(`generated ${RECIPIENTS} members in ${Date.now() - t} ms`);
  const gateway = await startFakeGateway({ acks: false, countOnly: true });
  const device = await db.whatsappDevice.create({
    data: {
      name: "Bench",
      phone: "6281000000009",
      instanceName: "bench",
      gatewayUrl: gateway.url,
      ratePerMinute: RATE,
      status: "connected",
    },
  });
  const template = await db.broadcastTemplate.findFirstOrThrow({ where: { name: "Info saldo" } });
  t = Date.now();
  const id = await db.$transaction(
    (tx) =>
      createBroadcast(
        tx,
        {
          name: "Bench",
          device_id: device.id,
          template_id: template.id,
          message: template.message,
          audience: { category_ids: [5], is_active: true },
        },
        actor,
      ),
    { timeout: 600_000 },
  );
  const createMs = Date.now() - t;
  // The job the use case queued is run here by its handler (no app server needed).
  await db.backgroundJob.deleteMany({ where: { kind: "whatsapp-broadcast" } });
  const rss: number[] = [];
  const sampler = setInterval(() => rss.push(process.memoryUsage().rss), 1000);
  const ac = new AbortController();
  t = Date.now();
  await broadcastJob({
    db,
    job: {
      id: "bench",
      kind: "whatsapp-broadcast",
      key: null,
      payload: { broadcastId: id },
      attempts: 1,
      maxAttempts: 1,
      createdById: null,
      progress: null,
    },
    instanceId: "bench:1",
    signal: ac.signal,
    async progress() {},
  });
  const sendMs = Date.now() - t;
  clearInterval(sampler);
  const b = await db.broadcast.findUniqueOrThrow({ where: { id } });
  const perSecond = gateway.count() / (sendMs / 1000);
  const rssSorted = [...rss].sort((x, y) => x - y);
  lines.push(
    `## Broadcast to ${b.totalRecipients.toLocaleString("en")} recipients through the fake gateway`,
    "",
    `| figure | value |`,
    `| --- | --- |`,
    `| recipients (one INSERT … SELECT) | ${b.totalRecipients} in ${createMs} ms |`,
    `| device rate | ${RATE} / min = ${(RATE / 60).toFixed(0)} / s |`,
    `| sent (status) / accepted by the gateway / duplicates | ${b.sentCount} / ${gateway.count()} / ${gateway.duplicates()} |`,
    `| failed / skipped | ${b.failedCount} / ${b.skippedCount} |`,
    `| send time | ${(sendMs / 1000).toFixed(1)} s |`,
    `| messages per second | ${perSecond.toFixed(0)} (bound: ${(RATE / 60).toFixed(0)}) |`,
    `| RSS min / median / max during the send | ${mb(rssSorted[0] ?? 0)} / ${mb(rssSorted[Math.floor(rssSorted.length / 2)] ?? 0)} / ${mb(rssSorted[rssSorted.length - 1] ?? 0)} MB (${rss.length} samples) |`,
    `| status | ${b.status} |`,
    "",
  );
  // (a2) the bound itself: a smaller broadcast on a slow device must take at least its rate.
  const SLOW_RATE = Number(process.env.BENCH_SLOW_RATE ?? 6000);
  const SLOW_N = Number(process.env.BENCH_SLOW_RECIPIENTS ?? 2000);
  const slow = await db.whatsappDevice.create({
    data: {
      name: "Bench slow",
      phone: "6281000000008",
      instanceName: "bench-slow",
      gatewayUrl: gateway.url,
      ratePerMinute: SLOW_RATE,
      status: "connected",
    },
  });
  const slowCodes = Array.from(
    { length: SLOW_N },
    (_, i) => `BMU-${String(i + 1).padStart(7, "0")}`,
  );
  const slowId = await db.$transaction(
    (tx) =>
      createBroadcast(
        tx,
        {
          name: "Bench slow",
          device_id: slow.id,
          message: "Halo {nama}",
          audience: { codes: slowCodes },
        },
        actor,
      ),
    { timeout: 600_000 },
  );
  const before = gateway.count();
  t = Date.now();
  await broadcastJob({
    db,
    job: {
      id: "bench-slow",
      kind: "whatsapp-broadcast",
      key: null,
      payload: { broadcastId: slowId },
      attempts: 1,
      maxAttempts: 1,
      createdById: null,
      progress: null,
    },
    instanceId: "bench:2",
    signal: ac.signal,
    async progress() {},
  });
  const slowMs = Date.now() - t;
  const slowSent = gateway.count() - before;
  lines.push(
    `Bound check: ${slowSent} messages on a device limited to ${SLOW_RATE} / min (${(SLOW_RATE / 60).toFixed(0)} / s) took ${(slowMs / 1000).toFixed(1)} s = ${(slowSent / (slowMs / 1000)).toFixed(1)} / s.`,
    "",
  );
  console.log(lines.join("\n"));
  await gateway.close();

  // --- (b) the inbox over 1,000,000 messages ---
  t = Date.now();
  await db.$executeRawUnsafe(`
    INSERT INTO whatsapp_chats (id, whatsapp_device_id, phone, name, office_id, unread_count, last_message_at, last_message, created_at, updated_at)
    SELECT gen_random_uuid(), '${device.id}'::uuid, '62877' || lpad(i::text, 8, '0'), 'Kontak ' || i,
      (SELECT id FROM offices WHERE code = 'BMU-' || lpad(i::text, 7, '0')),
      (i % 7), now() - make_interval(mins => i), 'Pesan terakhir ' || i, now(), now()
    FROM generate_series(1, ${CHATS}) i`);
  const perChat = Math.ceil(MESSAGES / CHATS);
  await db.$executeRawUnsafe(`
    INSERT INTO whatsapp_messages (id, whatsapp_chat_id, direction, body, status, created_at, updated_at)
    SELECT gen_random_uuid(), c.id, CASE WHEN j % 2 = 0 THEN 'inbound' ELSE 'outbound' END::message_direction,
      'Pesan ' || j || ' dari ' || c.name, CASE WHEN j % 2 = 0 THEN 'received' ELSE 'read' END::chat_message_status,
      c.last_message_at - make_interval(mins => ${perChat} - j), now()
    FROM whatsapp_chats c, generate_series(1, ${perChat}) j
    WHERE c.whatsapp_device_id = '${device.id}'::uuid`);
  // One statement per call: the adapter prepares statements, which hold one command each.
  for (const table of ["whatsapp_chats", "whatsapp_messages", "offices"])
    await db.$executeRawUnsafe(`ANALYZE ${table}`);
  const total = await db.whatsappMessage.count();
  console.log(`generated ${total} messages in ${Date.now() - t} ms`);
  const someChat = await db.whatsappChat.findFirstOrThrow({
    where: { whatsappDeviceId: device.id },
    orderBy: { lastMessageAt: "desc" },
  });
  const cases: [string, () => string][] = [
    ["chats: first page, newest first", () => "/api/v1/whatsapp-chats?page[size]=30&include="],
    ["chats: page 20", () => "/api/v1/whatsapp-chats?page[size]=30&page[number]=20&include="],
    [
      "chats: unread, open",
      () => "/api/v1/whatsapp-chats?filter[unread]=true&filter[status]=open&page[size]=30&include=",
    ],
    [
      "chats: search by office code",
      () =>
        `/api/v1/whatsapp-chats?filter[search]=BMU-00${String(1000 + Math.floor(Math.random() * 8000))}&page[size]=30&include=`,
    ],
    [
      "chats: search by phone",
      () =>
        `/api/v1/whatsapp-chats?filter[search]=62877000${String(10000 + Math.floor(Math.random() * 9000))}&page[size]=30&include=`,
    ],
    [
      "messages of a conversation (thread)",
      () =>
        `/api/v1/whatsapp-messages?filter[chat]=${someChat.id}&sort=-createdAt&page[size]=100&include=`,
    ],
  ];
  lines.push(
    `## Inbox over ${total.toLocaleString("en")} messages in ${CHATS.toLocaleString("en")} conversations`,
    "",
    `Through the engine (engine.list, the code path of the GET minus HTTP), ${SAMPLES} samples each, ms:`,
    "",
    "| case | p50 | p95 | p99 |",
    "| --- | ---: | ---: | ---: |",
  );
  for (const [name, url] of cases) {
    const ms: number[] = [];
    for (let i = 0; i < SAMPLES + 5; i++) {
      const started = performance.now();
      const u = new URL(url(), "http://bench.local");
      const listType = u.pathname.split("/")[3] ?? "";
      await engine.list({ db, actor, url: u }, listType);
      if (i >= 5) ms.push(performance.now() - started);
    }
    const s = stats(ms);
    lines.push(`| ${name} | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)} | ${s.p99.toFixed(1)} |`);
    console.log(name, s);
  }
  lines.push(
    "",
    `Machine: ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? "?"}), load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")} at the end, shared with other work.`,
    "",
  );
  fs.writeFileSync(
    RESULT,
    `# Customer service benchmark\n\n\`npm run bench:customer-service\` (bench/customer-service.ts), ${new Date().toISOString().slice(0, 10)}.\n\n${lines.join("\n")}`,
  );
  console.log(`written ${RESULT}`);
  await db.$disconnect();
} finally {
  await closeRealtime();
  await dbInfo.stop();
}
