// JSON:API engine benchmark: requests/s and p99 latency at 16 connections for two hot lists,
// each against a baseline route that runs the same SQL by hand through `pg`.
// Usage: npm run bench   (fresh embedded PostgreSQL, demo seed + 50k generated members, production build)
import fs from "node:fs";
import { spawn } from "node:child_process";
import autocannon from "autocannon";
import { provisionTestDatabase } from "../scripts/lib/test-db.mjs";
import { migrate } from "../scripts/lib/migrate.mjs";
import { freePort } from "../scripts/lib/embedded-db.mjs";
import { run, bin } from "../scripts/lib/runtime-env.mjs";
import { generate } from "./generate.mjs";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 16;

const db = await provisionTestDatabase();
let server;
try {
  await migrate(db.url);
  await run(process.execPath, [bin.tsx, "prisma/seed/index.ts"], {
    env: { ...process.env, DATABASE_URL: db.url },
  });
  const members = await generate(db.url, Number(process.env.BENCH_MEMBERS ?? 50_000));
  if (
    !fs.existsSync(`${process.env.NEXT_DIST_DIR ?? ".next"}/BUILD_ID`) ||
    process.env.BENCH_REBUILD === "1"
  )
    await run(process.execPath, [bin.next, "build"]);
  const port = await freePort();
  const env = {
    ...process.env,
    DATABASE_URL: db.url,
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret-00",
    AUTH_TRUST_HOST: "true",
    ENABLE_BENCH_ROUTES: "1",
    NODE_ENV: "production",
  };
  server = spawn(process.execPath, [bin.server, "-p", String(port), "-H", "127.0.0.1"], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const headersOf = async (email) => {
    const login = await fetch(`${base}/api/v1/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password: "rahasia123" }),
    });
    const token = (await login.json()).data.attributes.token;
    return { Authorization: `Bearer ${token}`, Accept: "application/vnd.api+json" };
  };
  const headers = await headersOf("admin@erp.test");
  const stockist = await headersOf("stockist@erp.test");

  const cases = [
    ["offices?include=office-category (engine)", "/api/v1/offices?include=office-category"],
    ["offices + categories (baseline pg)", "/api/bench/offices"],
    ["villages page 100 x 50 (engine)", "/api/v1/villages?page[number]=100&page[size]=50"],
    ["villages page 100 x 50 (baseline pg)", "/api/bench/villages?page[number]=100&page[size]=50"],
    // A stockist's Daftar Mitra Usaha over every generated member (registrar_office_id index).
    [
      "stockist member list, registrar=me + upline (engine)",
      "/api/v1/offices?filter[registrar]=me&include=upline&sort=-createdAt",
      stockist,
    ],
    [
      "stockist member list, registrar=me + upline, search a name (engine)",
      "/api/v1/offices?filter[registrar]=me&include=upline&sort=-createdAt&filter[search]=Bench%204242",
      stockist,
    ],
  ];
  const results = [];
  for (const [name, path, caseHeaders = headers] of cases) {
    const check = await fetch(base + path, { headers: caseHeaders });
    if (!check.ok) throw new Error(`${path}: ${check.status} ${await check.text()}`);
    const load = { url: base + path, connections: CONNECTIONS, headers: caseHeaders };
    await autocannon({ ...load, duration: 2 }); // warm-up
    const r = await autocannon({ ...load, duration: DURATION });
    results.push({
      name,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.non2xx,
    });
    console.log(
      `${name}: ${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, errors ${r.errors + r.non2xx}`,
    );
  }
  const ratio = (a, b) => (results[a].rps / results[b].rps).toFixed(2);
  const lines = [
    `# JSON:API engine benchmark (${new Date().toISOString().slice(0, 10)})`,
    "",
    `${CONNECTIONS} connections, ${DURATION} s per case after a 2 s warm-up, autocannon, production build, embedded PostgreSQL 17, ${members} generated members + demo data, 2-core machine (load generator on the same machine).`,
    "",
    "| case | req/s | p50 ms | p99 ms | errors |",
    "| --- | ---: | ---: | ---: | ---: |",
    ...results.map(
      (r) => `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} |`,
    ),
    "",
    `Engine / baseline throughput: offices ${ratio(0, 1)}, villages ${ratio(2, 3)}.`,
    "",
  ];
  fs.mkdirSync("bench/results", { recursive: true });
  fs.writeFileSync("bench/results/jsonapi.md", lines.join("\n"));
  console.log(lines.join("\n"));
} finally {
  if (server) server.kill("SIGTERM");
  await db.stop();
}
