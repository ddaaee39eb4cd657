// `npm start`: one command from a fresh clone to a running app.
// - DATABASE_URL unset: starts an embedded PostgreSQL 17 (data in .data/pg).
// - applies migrations, seeds demo data into an empty database (SEED_DEMO_DATA=false to skip),
// - builds the app when there is no build or the sources are newer,
// - serves on PORT (3000) and HOSTNAME (0.0.0.0). `--dev` runs `next dev` instead.
import fs from "node:fs";
import path from "node:path";
import { spawn } from "node:child_process";
import pg from "pg";
import {
  startEmbeddedPostgres,
  ensureDatabase,
  choosePort,
  rememberPort,
  StartError,
} from "./lib/embedded-db.mjs";
import { migrate } from "./lib/migrate.mjs";
import { loadDotEnv, ensureAuthSecret, run, bin } from "./lib/runtime-env.mjs";

const t0 = Date.now();
const dev = process.argv.includes("--dev");
const log = (m) => console.log(`[start] ${m}`);

// Any failure prints the step that failed, why, and what to do; never a bare stack trace.
let step = "reading the environment";
let embedded = null;
function fail(error) {
  const message = error instanceof Error ? error.message : String(error ?? "unknown error");
  console.error(`[start] FAILED while ${step}: ${message || "unknown error"}`);
  const hint =
    error instanceof StartError
      ? error.hint
      : (HINTS[step] ?? "see the message above; docs/operations.md describes npm start");
  console.error(`[start] what to do: ${hint}`);
  if (embedded)
    embedded
      .stop()
      .catch(() => undefined)
      .finally(() => process.exit(1));
  else process.exit(1);
}
const HINTS = {
  "starting the embedded PostgreSQL":
    "another PostgreSQL may use this data directory (.data/pg): stop it, or set EMBEDDED_PG_DIR / EMBEDDED_PG_PORT, or DATABASE_URL for your own server",
  "applying migrations":
    "check that DATABASE_URL points at a reachable PostgreSQL 17 the user may change",
  "seeding demo data": "run `npm run db:seed` to see the full error; SEED_DEMO_DATA=false skips it",
  "building the app (next build)": "run `npx next build` to see the full error",
};
process.on("uncaughtException", fail);
process.on("unhandledRejection", fail);

loadDotEnv();
ensureAuthSecret();
process.env.AUTH_TRUST_HOST ??= "true";

if (!process.env.DATABASE_URL) {
  step = "choosing the embedded PostgreSQL port";
  const dir = process.env.EMBEDDED_PG_DIR ?? ".data/pg";
  const { port, note } = await choosePort(dir, process.env.EMBEDDED_PG_PORT);
  if (note) log(note);
  step = "starting the embedded PostgreSQL";
  log(`DATABASE_URL not set: starting embedded PostgreSQL on 127.0.0.1:${port} (${dir})`);
  embedded = await startEmbeddedPostgres({ dir, port });
  await rememberPort(dir, port);
  await ensureDatabase(embedded.pg, "erp");
  process.env.DATABASE_URL = embedded.url("erp");
}

step = "applying migrations";
const applied = await migrate(process.env.DATABASE_URL, { log });
log(applied.length ? `migrations applied: ${applied.length}` : "database schema up to date");

step = "seeding demo data";
if (process.env.SEED_DEMO_DATA !== "false" && (await isEmpty(process.env.DATABASE_URL))) {
  log("empty database: seeding demo data");
  await run(process.execPath, [bin.tsx, "prisma/seed/index.ts"]);
}

step = "building the app (next build)";
if (!dev && needsBuild()) {
  log("building the app (next build)");
  await run(process.execPath, [bin.next, "build"]);
}

step = "starting the web server";
const port = process.env.PORT ?? "3000";
const host = process.env.HOSTNAME ?? "0.0.0.0";
log(
  `serving on http://${host === "0.0.0.0" ? "localhost" : host}:${port} (ready in ${((Date.now() - t0) / 1000).toFixed(1)} s before the server boots)`,
);
// Production goes through scripts/server.mjs (next start + the socket address for client-ip.ts);
// `next dev` has no such entry, so in development every client shares one rate-limit bucket.
const serverArgs = dev
  ? [bin.next, "dev", "-p", port, "-H", host]
  : [bin.server, "-p", port, "-H", host];
const server = spawn(process.execPath, serverArgs, {
  stdio: "inherit",
  env: process.env,
});

let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  if (server.exitCode === null) server.kill("SIGTERM");
  if (embedded) await embedded.stop().catch(() => undefined);
  process.exit(code);
}
process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));
server.on("exit", (code) => shutdown(code ?? 0));

async function isEmpty(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const r = await client.query(`SELECT count(*)::int AS n FROM users`);
    return r.rows[0].n === 0;
  } finally {
    await client.end();
  }
}

function needsBuild() {
  const stamp = `${process.env.NEXT_DIST_DIR ?? ".next"}/BUILD_ID`;
  if (!fs.existsSync(stamp)) return true;
  const built = fs.statSync(stamp).mtimeMs;
  const roots = [
    "app",
    "components",
    "lib",
    "server",
    "public",
    "next.config.mjs",
    "package-lock.json",
    "proxy.ts",
    "auth.ts",
  ];
  const newer = (p) => {
    if (!fs.existsSync(p)) return false;
    const st = fs.statSync(p);
    if (st.isFile()) return st.mtimeMs > built;
    if (p.endsWith("generated")) return false;
    return fs.readdirSync(p).some((e) => newer(path.join(p, e)));
  };
  return roots.some(newer);
}
