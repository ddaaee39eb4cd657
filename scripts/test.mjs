// `npm test`: type check, lint, unit tests, integration tests on a fresh real PostgreSQL,
// then end-to-end tests in Chromium against the built app. Stops at the first failing stage.
import fs from "node:fs";
import path from "node:path";
import { spawn } from "node:child_process";
import { createDatabase, provisionTestDatabase } from "./lib/test-db.mjs";
import { migrate } from "./lib/migrate.mjs";
import { freePort } from "./lib/embedded-db.mjs";
import { run, bin } from "./lib/runtime-env.mjs";

const only = process.argv.slice(2); // e.g. `npm test -- unit integration`
// TEST_ONLY="tests/integration/products tests/e2e/admin-products" narrows the integration and e2e
// stages to those files (path prefixes); a stage with no file named is skipped. For quick loops only.
const testOnly = (process.env.TEST_ONLY ?? "").split(/\s+/).filter(Boolean);
const filesFor = (dir) => testOnly.filter((f) => f.startsWith(dir));
const skippedByOnly = (dir) => testOnly.length > 0 && filesFor(dir).length === 0;
const want = (stage) =>
  only.length === 0 ||
  only.includes(stage) ||
  (stage === "build" && (only.includes("integration") || only.includes("e2e")));
const timings = [];
async function stage(name, fn) {
  if (!want(name)) return;
  const t = Date.now();
  console.log(`\n=== ${name} ===`);
  await fn();
  timings.push(`${name} ${((Date.now() - t) / 1000).toFixed(1)} s`);
}

let db = null;
let server = null;
let serverEnv = null;
let exitCode = 0;
let releaseLock = () => undefined;
try {
  // Type check and lint are single-threaded: on two cores they run side by side, as do the unit
  // tests and the database setup (mostly PostgreSQL's own work).
  await Promise.all([
    stage("typecheck", () =>
      run(process.execPath, ["node_modules/typescript/bin/tsc", "--noEmit"]),
    ),
    stage("lint", () =>
      run(process.execPath, ["node_modules/eslint/bin/eslint.js", ".", "--max-warnings=0"]),
    ),
  ]);
  await Promise.all([
    stage("unit", () =>
      run(process.execPath, ["node_modules/vitest/vitest.mjs", "run", "--project", "unit"]),
    ),
    (async () => {
      if (!want("integration") && !want("e2e")) return;
      const t = Date.now();
      db = await provisionTestDatabase();
      await migrate(db.url);
      process.env.TEST_DB_URL = db.url;
      process.env.TEST_ADMIN_URL = db.adminUrl;
      await seedDatabase(db.url);
      timings.push(`database (fresh, migrated, seeded) ${((Date.now() - t) / 1000).toFixed(1)} s`);
    })(),
  ]);

  // Integration and API tests talk to the production build over real HTTP, like browsers do.
  if (want("integration") || want("e2e")) {
    releaseLock = await lockBuildDir();
    // The typecheck stage has just checked the same sources: Next's own check would repeat it.
    const typechecked = want("typecheck") ? { NEXT_SKIP_TYPECHECK: "1" } : {};
    await stage("build", async () => {
      await run(process.execPath, [bin.next, "build"], { env: { ...process.env, ...typechecked } });
      // Our own code above the framework: at most 40 KB gzip on every route (issue 24 §1;
      // docs/browser-performance.md "Budget"). Fails naming the route and its largest modules.
      await run(process.execPath, ["scripts/measure-first-load.mjs", "--own-budget=40"]);
    });
    const port = await freePort();
    const env = {
      ...process.env,
      DATABASE_URL: db.url,
      AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
      AUTH_TRUST_HOST: "true",
      PORT: String(port),
      UPLOAD_DIR: `.data/uploads-test-${process.pid}`,
      // The test process (127.0.0.1) acts as a trusted proxy, so API tests can give each test its
      // own client address in X-Forwarded-For; security-auth.test.ts binds to 127.0.0.2 to act as
      // an untrusted client whose forwarded headers must be ignored.
      TRUSTED_PROXIES: "127.0.0.1",
      // Log-only mail/WhatsApp land unmasked here (server/logs/outbox.ts); tests read codes from it.
      MESSAGE_OUTBOX_FILE: path.resolve(`.data/outbox-test-${process.pid}.jsonl`),
    };
    fs.mkdirSync(".data", { recursive: true });
    serverEnv = env;
    await startServer(env, db.url);
    process.env.AUTH_SECRET = env.AUTH_SECRET;
    process.env.MESSAGE_OUTBOX_FILE = env.MESSAGE_OUTBOX_FILE;
    // What a second instance of the app needs to run beside the first (two-instances.test.ts).
    process.env.TEST_SERVER_ENV = JSON.stringify(
      Object.fromEntries(
        ["AUTH_SECRET", "AUTH_TRUST_HOST", "TRUSTED_PROXIES", "UPLOAD_DIR", "MESSAGE_OUTBOX_FILE"].map(
          (k) => [k, env[k]],
        ),
      ),
    );
  }

  // The e2e stage gets its own freshly seeded database: what the integration tests left behind
  // (stock they posted, orders and products they made) must not change the figures a person sees.
  // It is prepared while the integration tests run.
  const e2eDatabase =
    want("e2e") &&
    want("integration") &&
    !skippedByOnly("tests/e2e") &&
    !skippedByOnly("tests/integration")
      ? (async () => {
          const t = Date.now();
          const url = await createDatabase(db.adminUrl, `${db.name}_e2e`);
          await migrate(url);
          await seedDatabase(url);
          timings.push(
            `database for e2e (fresh, migrated, seeded, beside integration) ${((Date.now() - t) / 1000).toFixed(1)} s`,
          );
          return url;
        })()
      : null;
  // Settled here so a failing integration stage does not leave it unobserved.
  e2eDatabase?.catch(() => undefined);

  // The integration stage ends with the ledger check (docs/stock.md): every test that posted
  // stock is also checked against the ledger.
  if (!skippedByOnly("tests/integration"))
    await stage("integration", async () => {
      await run(process.execPath, [
        "node_modules/vitest/vitest.mjs",
        "run",
        "--project",
        "integration",
        ...filesFor("tests/integration"),
      ]);
      await run(process.execPath, [bin.tsx, "scripts/ledger-check.ts"], {
        env: { ...process.env, DATABASE_URL: db.url },
      });
    });

  if (e2eDatabase) {
    const url = await e2eDatabase;
    if (server && server.exitCode === null) {
      const stopped = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await stopped;
    }
    await startServer(serverEnv, url);
    process.env.TEST_DB_URL = url;
  }

  if (!skippedByOnly("tests/e2e"))
    await stage("e2e", () =>
      run(process.execPath, [
        "node_modules/@playwright/test/cli.js",
        "test",
        ...filesFor("tests/e2e"),
      ]),
    );
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  if (server && server.exitCode === null) server.kill("SIGTERM");
  releaseLock();
  if (db) await db.stop().catch(() => undefined);
  console.log(`\n=== timings ===\n${timings.join("\n")}`);
  console.log(exitCode === 0 ? "\nAll test stages passed." : "\nTest run FAILED.");
}
process.exit(exitCode);

/**
 * Two test runs in one checkout would build into the same .next folder at once; the second waits.
 * The lock is a directory holding the owner's pid; a lock whose process is gone is taken over.
 */
async function lockBuildDir() {
  const dir = ".data/test-run.lock";
  fs.mkdirSync(".data", { recursive: true });
  for (let waited = 0; ; waited += 1000) {
    try {
      fs.mkdirSync(dir);
      fs.writeFileSync(`${dir}/pid`, String(process.pid));
      return () => fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      let pid = 0;
      try {
        pid = Number(fs.readFileSync(`${dir}/pid`, "utf8")) || 0;
      } catch {
        // the owner is between mkdir and writing its pid
      }
      let alive = pid === 0 && waited < 5000;
      try {
        if (pid) {
          process.kill(pid, 0);
          alive = true;
        }
      } catch {
        alive = false;
      }
      if (!alive) fs.rmSync(dir, { recursive: true, force: true });
      else if (waited % 30000 === 0)
        console.log(`waiting for another test run (pid ${pid}) to finish...`);
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

function seedDatabase(url) {
  return run(process.execPath, [bin.tsx, "prisma/seed/index.ts"], {
    env: { ...process.env, DATABASE_URL: url },
  });
}

/** Starts the production server on a free port against `databaseUrl` and points the tests at it. */
async function startServer(env, databaseUrl) {
  const port = await freePort();
  server = spawn(process.execPath, [bin.server, "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`, 60_000);
  process.env.TEST_BASE_URL = base;
  process.env.E2E_BASE_URL = base;
}

async function waitFor(url, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not answer ${url} within ${ms} ms`);
}
