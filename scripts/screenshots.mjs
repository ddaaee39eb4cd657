// Screenshots for the README (docs/screenshots/*.png): a fresh demo database, the production
// build, and Debian's Chromium driven by Playwright. Usage: npm run screenshots
// (or SCREENSHOT_BASE_URL=http://127.0.0.1:3000 npm run screenshots against a running demo).
import fs from "node:fs";
import { spawn } from "node:child_process";
import { chromium } from "@playwright/test";
import { provisionTestDatabase } from "./lib/test-db.mjs";
import { migrate } from "./lib/migrate.mjs";
import { freePort } from "./lib/embedded-db.mjs";
import { run, bin } from "./lib/runtime-env.mjs";

const SHOTS = [
  { file: "home-pusat.png", email: "admin@erp.test", path: "/" },
  { file: "home-stockist.png", email: "stockist@erp.test", path: "/" },
  { file: "gudang.png", email: "gudang@erp.test", path: "/gudang" },
  { file: "products.png", email: "admin@erp.test", path: "/admin/master/barang" },
  {
    file: "member-form.png",
    email: "admin@erp.test",
    path: "/admin/master/member/tambah-member",
    // The first step partly filled in, as someone registering a member would see it.
    async prepare(page) {
      await page.getByLabel(/^Nama Distributor/).fill("Siti Rahmawati");
      await page.getByLabel(/^No\. NIK/).fill("3273014405900002");
      await page.getByLabel(/^Email/).fill("siti.rahmawati@contoh.id");
    },
  },
];

const external = process.env.SCREENSHOT_BASE_URL;
const db = external ? null : await provisionTestDatabase();
let server;
let browser;
try {
  let base = external;
  if (db) base = await startServer(db);
  browser = await chromium.launch({
    executablePath: fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined,
    args: [
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  fs.mkdirSync("docs/screenshots", { recursive: true });
  for (const shot of SHOTS) {
    const page = await browser.newPage({ viewport: { width: 1366, height: 860 } });
    await page.goto(`${base}/login`);
    await page.getByLabel("Username").fill(shot.email);
    await page.getByLabel("Password").fill("rahasia123");
    await page.getByRole("button", { name: "Masuk" }).click();
    await page.waitForURL((u) => !u.pathname.startsWith("/login"));
    await page.goto(`${base}${shot.path}`);
    await page.waitForLoadState("networkidle");
    if (shot.prepare)
      await shot.prepare(page).catch((e) => console.warn(`${shot.file}: ${e.message}`));
    await page.screenshot({ path: `docs/screenshots/${shot.file}`, fullPage: false });
    console.log(`docs/screenshots/${shot.file}`);
    await page.close();
  }
} finally {
  if (browser) await browser.close();
  if (server) server.kill("SIGTERM");
  if (db) await db.stop();
}

async function startServer(db) {
  await migrate(db.url);
  await run(process.execPath, [bin.tsx, "prisma/seed/index.ts"], {
    env: { ...process.env, DATABASE_URL: db.url },
  });
  const dist = process.env.NEXT_DIST_DIR ?? ".next";
  if (!fs.existsSync(`${dist}/BUILD_ID`) || process.env.REBUILD === "1")
    await run(process.execPath, [bin.next, "build"]);
  const port = await freePort();
  const env = {
    ...process.env,
    DATABASE_URL: db.url,
    AUTH_SECRET: "screenshot-secret-screenshot-secret-0000",
    AUTH_TRUST_HOST: "true",
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
  return base;
}
