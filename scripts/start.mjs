// `npm start`: one command from a fresh clone to a running app.
// - builds the app when there is no build or the sources are newer, WHILE the database is
//   prepared (the build needs no database): on a fresh clone this is most of the wait,
// - DATABASE_URL unset: starts an embedded PostgreSQL 17 (data in .data/pg),
// - applies migrations, seeds demo data into an empty database (SEED_DEMO_DATA=false to skip),
// - serves on PORT (3000) and HOSTNAME (0.0.0.0) once both are done. `--dev` runs `next dev`.
// Its own build skips Next's type check and Turbopack's build cache (see startBuild): `npm test`
// and `npm run build` (deploys, the Dockerfile) still check types.
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
let build = null;
function fail(error, failedStep = step) {
  const message = error instanceof Error ? error.message : String(error ?? "unknown error");
  console.error(`[start] FAILED while ${failedStep}: ${message || "unknown error"}`);
  const hint =
    error instanceof StartError
      ? error.hint
      : (HINTS[failedStep] ?? "see the message above; docs/operations.md describes npm start");
  console.error(`[start] what to do: ${hint}`);
  if (build?.child.exitCode === null) build.child.kill("SIGTERM");
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

const BUILD_STEP = "building the app (next build)";
if (!dev && needsBuild()) build = startBuild();

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
  const t = Date.now();
  log("empty database: seeding demo data");
  await run(process.execPath, [bin.tsx, "prisma/seed/index.ts"]);
  log(`demo data seeded in ${seconds(Date.now() - t)}`);
}
log(`database ready after ${seconds(Date.now() - t0)}`);

step = BUILD_STEP;
if (build) {
  if (build.child.exitCode === null) log("waiting for the build");
  await build.done;
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

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * `next build` in the background. A newcomer's first build is most of the wait for the first
 * page (issue 24 §5), so it leaves out two things this one-off build does not need:
 * - Next's own type check (NEXT_SKIP_TYPECHECK, next.config.mjs): `npm test` type-checks the same
 *   sources in its first stage, and `npm run build` (deploys, the Dockerfile) still checks;
 * - writing Turbopack's build cache (NEXT_BUILD_CACHE=0, next.config.mjs), which only a later
 *   build of the same checkout could read and which costs tens of seconds to write.
 * Either can be set explicitly to have the full build here too.
 */
function startBuild() {
  const t = Date.now();
  log(`${BUILD_STEP}, while the database is prepared`);
  const child = spawn(process.execPath, [bin.next, "build"], {
    stdio: "inherit",
    env: {
      ...process.env,
      NEXT_SKIP_TYPECHECK: process.env.NEXT_SKIP_TYPECHECK ?? "1",
      NEXT_BUILD_CACHE: process.env.NEXT_BUILD_CACHE ?? "0",
    },
  });
  const done = new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`next build exited with ${code ?? signal}`)),
    );
  }).then(
    () => log(`app built in ${seconds(Date.now() - t)}`),
    (error) => {
      fail(error, BUILD_STEP);
      return new Promise(() => undefined); // fail() exits; nothing after the build may run
    },
  );
  return { child, done };
}

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
