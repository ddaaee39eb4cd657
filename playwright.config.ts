import fs from "node:fs";
import { defineConfig } from "@playwright/test";

// Debian's Chromium (apt-get install chromium); Playwright's own browser download is not reachable here.
const executablePath = fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;

export default defineConfig({
  testDir: "tests/e2e",
  // A flow test signs in, opens a screen and saves through a dialog; on a busy 2-core machine
  // that takes 20-35 s, so 60 s per test. E2E_TIMEOUT_MS stretches both timeouts further on
  // a machine shared with other heavy jobs.
  timeout: Number(process.env.E2E_TIMEOUT_MS ?? 60_000),
  expect: { timeout: Number(process.env.E2E_TIMEOUT_MS ?? 60_000) / 4 },
  // One worker by default: on this 2-core machine the app server, PostgreSQL and the browser
  // already share the cores, and a second worker made every flow slower (a full-run measurement:
  // 43 of 76 tests in 8.5 min with 2 workers, against about 400 s for 70 tests with one).
  // Every spec makes the data it changes (names unique to the run) and signs in once per user
  // and worker (tests/e2e/support.ts signInAs), so E2E_WORKERS=2 or more is safe on a bigger
  // machine.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000",
    // Tracing records every action of every test: about a quarter of the e2e time, and CI never
    // shows the traces. E2E_TRACE=on keeps them for failed tests when debugging locally.
    trace: process.env.E2E_TRACE === "on" ? "retain-on-failure" : "off",
    launchOptions: {
      executablePath,
      args: [
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
});
