// Lighthouse (default mobile settings, performance only) against a running production server:
// /login as a guest and signed-in pages with the session cookie of a demo account. Each URL is
// measured RUNS times (default 3) and the median run is reported, since the machine is shared.
//
// Usage (server from `npm start`, see bench/README.md):
//   BASE_URL=http://127.0.0.1:3410 node bench/lighthouse.mjs [/login / /gudang ...]
//   BASE_URL=... node bench/lighthouse.mjs stockist@erp.test:/ kasir@erp.test:/kasir/pembayaran
//   BASE_URL=... node bench/lighthouse.mjs --issue24     # the pages issue 24 §1 names
// A page is a path, or `account:path` to sign in as another demo account than ACCOUNT. A path may
// end in `{first}`: the first link under that list path on its page (e.g. the first office of
// `/admin/master/stockist/{first}`), so a detail page needs no id written down.
// Env: RUNS (3), ACCOUNT (admin@erp.test), CHROME_PATH (/usr/bin/chromium),
// LIGHTHOUSE (lighthouse@12.2.3: 13.x refuses to run on this machine's Node/Chromium),
// KEEP_REPORTS (a directory: keep each run's JSON report there, e.g. to read its long tasks).
// Lighthouse is run with `npx -y`, not installed as a dependency of the app. Every page's row
// says the machine's load average (1 min) when its runs started: the machine is shared.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";

const base = process.env.BASE_URL ?? "http://127.0.0.1:3410";
const runs = Number(process.env.RUNS ?? 3);
const account = process.env.ACCOUNT ?? "admin@erp.test";
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const lighthouse = process.env.LIGHTHOUSE ?? "lighthouse@12.2.3";

/** Issue 24 §1: /login, Home of Pusat and of a stockist, the office detail, the order and member
 * forms, /settings, a stock list and card, the Kasir's payment page, the period close. */
const ISSUE_24 = [
  "/login",
  "/",
  "stockist@erp.test:/",
  "/admin/master/stockist/{first}",
  "/penjualan/transaksi-penjualan/tambah-transaksi-penjualan",
  "/admin/master/member/tambah-member",
  "/settings",
  "/gudang/stock/stocks",
  "/gudang/stock/stocks/{first}",
  "kasir@erp.test:/kasir/pembayaran/faktur-penjualan-pusat-ke-stockist/{first}",
  "/admin/setup/periode-tutup-buku/penjualan",
];
const argv = process.argv.slice(2);
const pages = (argv.includes("--issue24") ? ISSUE_24 : argv.length ? argv : ["/login", "/"]).map(
  (arg) => {
    const m = /^([^:/]+@[^:/]+):(\/.*)$/.exec(arg);
    return m ? { account: m[1], path: m[2] } : { account, path: arg };
  },
);

/** Signs in as `email` in a fresh context; returns the context (for {first}) and its cookie. */
async function signIn(browser, email) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.waitForSelector("html[data-hydrated]");
  await page.getByLabel("Username").fill(email);
  await page.getByLabel("Password").fill("rahasia123");
  await page.getByRole("button", { name: "Masuk" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 60_000 });
  const cookies = await context.cookies();
  return { page, cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; ") };
}

/** `/list/{first}` -> the first link to `/list/<something>` on the list page. */
async function resolveFirst(page, path) {
  if (!path.endsWith("/{first}")) return path;
  const list = path.slice(0, -"/{first}".length);
  await page.goto(`${base}${list}`);
  const link = page.locator(`main a[href^="${list}/"]`).first();
  await link.waitFor({ timeout: 60_000 });
  const href = await link.getAttribute("href");
  if (!href) throw new Error(`no link under ${list}`);
  return new URL(href, base).pathname;
}

function audit(url, cookie) {
  const out = path.join(os.tmpdir(), `lh-${process.pid}-${Date.now()}.json`);
  const args = [
    "-y",
    lighthouse,
    url,
    "--only-categories=performance",
    "--output=json",
    `--output-path=${out}`,
    "--quiet",
    '--chrome-flags="--headless --no-sandbox --disable-gpu"',
  ];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  execFileSync("npx", args, {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, CHROME_PATH: chromePath },
  });
  const report = JSON.parse(fs.readFileSync(out, "utf8"));
  if (process.env.KEEP_REPORTS) {
    fs.mkdirSync(process.env.KEEP_REPORTS, { recursive: true });
    fs.copyFileSync(out, path.join(process.env.KEEP_REPORTS, path.basename(out)));
  }
  fs.rmSync(out, { force: true });
  const a = report.audits;
  const scriptBytes = (a["network-requests"]?.details?.items ?? [])
    .filter((i) => i.resourceType === "Script")
    .reduce((s, i) => s + (i.transferSize ?? 0), 0);
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcp: a["first-contentful-paint"].numericValue,
    lcp: a["largest-contentful-paint"].numericValue,
    tbt: a["total-blocking-time"].numericValue,
    cls: a["cumulative-layout-shift"].numericValue,
    scriptKb: scriptBytes / 1024,
    finalUrl: report.finalDisplayedUrl ?? report.finalUrl,
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// Sign in once per account and resolve the {first} paths before any audit.
const sessions = new Map();
{
  const browser = await chromium.launch({ executablePath: chromePath, args: ["--no-sandbox"] });
  try {
    for (const entry of pages) {
      if (entry.path.startsWith("/login")) continue;
      let session = sessions.get(entry.account);
      if (!session) sessions.set(entry.account, (session = await signIn(browser, entry.account)));
      entry.path = await resolveFirst(session.page, entry.path);
    }
  } finally {
    await browser.close();
  }
}
console.log(`Lighthouse ${lighthouse}, mobile defaults, ${runs} runs per URL, median; ${base}`);
console.log(
  "| Page | Account | Score (runs) | FCP ms | LCP ms | TBT ms | CLS | Script KB (transfer) | Load (1 min) |",
);
console.log("|---|---|---|---|---|---|---|---|---|");
for (const { path: p, account: who } of pages) {
  const cookie = p.startsWith("/login") ? null : sessions.get(who).cookie;
  const load = os.loadavg()[0].toFixed(1);
  // One request first: a route's first render after the server starts loads its modules, which
  // would otherwise fall inside the first audit and compete with the page for the two cores.
  await fetch(`${base}${p}`, { headers: p === "/login" || !cookie ? {} : { Cookie: cookie } });
  const results = [];
  for (let i = 0; i < runs; i++) results.push(audit(`${base}${p}`, p === "/login" ? null : cookie));
  const mid = results.find((r) => r.score === median(results.map((x) => x.score)));
  const redirected =
    new URL(mid.finalUrl).pathname !== p ? ` (-> ${new URL(mid.finalUrl).pathname})` : "";
  console.log(
    `| ${p}${redirected} | ${cookie ? who.replace("@erp.test", "@") : "-"} | ${mid.score} (${results.map((r) => r.score).join(", ")}) | ${Math.round(median(results.map((r) => r.fcp)))} | ${Math.round(median(results.map((r) => r.lcp)))} | ${Math.round(median(results.map((r) => r.tbt)))} | ${median(results.map((r) => r.cls)).toFixed(3)} | ${median(results.map((r) => r.scriptKb)).toFixed(1)} | ${load} |`,
  );
}
console.log(
  `\nLoad average at the end: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(", ")}`,
);
