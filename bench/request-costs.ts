// What two heavy requests cost, measured here instead of asserted inside the tests (a time limit in
// a test passes or fails with the machine's load, not with the code): generating 10,000 QR codes
// (POST qr-code-generations, tests/integration/admin-logs-qr.test.ts checks it works) and refusing
// an include past the cap (GET provinces?include=cities.districts.villages, a 400 that must stop
// loading at the cap; tests/integration/security-read.test.ts checks the answer). In process
// through the use case / the engine (no HTTP), on a fresh embedded PostgreSQL, migrated and
// demo-seeded. Reports the figures (median and slowest of the samples); no pass or fail, except
// exit 1 when a request does not do what it is measured for (no codes, no refusal).
// Usage: npm run bench:request-costs   (BENCH_SAMPLES, default 5; BENCH_RESULT, default
// bench/results/request-costs.md)
import fs from "node:fs";
import os from "node:os";
import { seedDemoData } from "./seed-demo";
import { provisionTestDatabase } from "../scripts/lib/test-db.mjs";
import { migrate } from "../scripts/lib/migrate.mjs";
import { createPrismaClient } from "@/server/prisma-client";
import { loadActor } from "@/server/auth/actor";
import { engine } from "@/server/api/registry";
import { isAppError } from "@/server/errors";
import { generateQrCodes } from "@/server/qrcodes/generate-qr-codes";

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 5);
const RESULT = process.env.BENCH_RESULT ?? "bench/results/request-costs.md";

async function timed(fn: () => Promise<void>): Promise<{ median: number; max: number }> {
  await fn(); // warm-up
  const ms: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return { median: ms[Math.floor(ms.length / 2)] ?? 0, max: ms.at(-1) ?? 0 };
}

const db = await provisionTestDatabase();
try {
  await migrate(db.url);
  seedDemoData(db.url);
  const prisma = createPrismaClient(db.url, 4);
  try {
    const admin = await prisma.user.findUniqueOrThrow({ where: { email: "admin@erp.test" } });
    const actor = await loadActor(prisma, admin.id, "bearer");
    if (!actor) throw new Error("no actor for admin@erp.test");
    const product = await prisma.product.findFirstOrThrow({ where: { deletedAt: null } });
    const load = os.loadavg()[0] ?? 0;

    const qr = await timed(async () => {
      const id = await generateQrCodes(
        prisma,
        { product: product.id, quantity: 10_000, description: null },
        actor,
      );
      const n = await prisma.qrCode.count({ where: { qrCodeGenerationId: id } });
      if (n !== 10_000) throw new Error(`generated ${n} codes, not 10000`);
    });

    const list = (path: string) =>
      engine.list({ db: prisma, actor, url: new URL(`http://bench/api/v1/${path}`) }, "provinces");
    const refused = await timed(async () => {
      const status = await list("provinces?page[size]=100&include=cities.districts.villages").then(
        () => 200,
        (e: unknown) => (isAppError(e) ? e.status : 500),
      );
      if (status !== 400) throw new Error(`the include past the cap answered ${status}, not 400`);
    });
    const small = await timed(async () => {
      await list("provinces?page[size]=2&include=cities");
    });

    const row = (name: string, s: { median: number; max: number }) =>
      `| ${name} | ${SAMPLES} | ${s.median.toFixed(0)} | ${s.max.toFixed(0)} |`;
    const lines = [
      `## Run of ${new Date().toISOString()}`,
      "",
      `${os.cpus().length} CPU(s), PostgreSQL 17 (embedded), Node ${process.version}; ` +
        `load average (1 min) at the start ${load.toFixed(1)}, at the end ${(os.loadavg()[0] ?? 0).toFixed(1)}. ` +
        "`npm run bench:request-costs` (bench/request-costs.ts), in process, after one warm-up run each.",
      "",
      "| request | samples | median ms | slowest ms |",
      "| --- | ---: | ---: | ---: |",
      row("generate 10,000 QR codes (generateQrCodes, one transaction)", qr),
      row("provinces?page[size]=100&include=cities.districts.villages (refused, 400)", refused),
      row("provinces?page[size]=2&include=cities (answered)", small),
      "",
    ];
    fs.mkdirSync("bench/results", { recursive: true });
    if (fs.existsSync(RESULT)) fs.appendFileSync(RESULT, `\n${lines.join("\n")}`);
    else fs.writeFileSync(RESULT, ["# Heavy request costs", "", ...lines].join("\n"));
    console.log(lines.join("\n"));
  } finally {
    await prisma.$disconnect();
  }
} finally {
  await db.stop();
}
