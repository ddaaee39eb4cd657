// Lighthouse (default mobile settings, performance only) against a running production server:
// /login as a guest and signed-in pages with the session cookie of a demo account. Each URL is
// measured RUNS times (default 3) and the median run is reported, since the machine is shared.
//
// Usage (server from `npm start`, see bench/README.md):
//   BASE_URL=http://127.0.0.1:3410 node bench/lighthouse.mjs [/login / /gudang ...]
// Env: RUNS (3), ACCOUNT (admin@erp.test), CHROME_PATH (/usr/bin/chromium), LIGHTHOUSE (lighthouse@13).
// Lighthouse is run with `npx -y`, not installed as a dependency of the app.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";

const base = process.env.BASE_URL ?? "http://127.0.0.1:3410";
const runs = Number(process.env.RUNS ?? 3);
const account = process.env.ACCOUNT ?? "admin@erp.test";
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const lighthouse = process.env.LIGHTHOUSE ?? "lighthouse@13";
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/login", "/"];

async function sessionCookie() {
  const browser = await chromium.launch({ executablePath: chromePath, args: ["--no-sandbox"] });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/login`);
    await page.waitForSelector("html[data-hydrated]");
    await page.getByLabel("Username").fill(account);
    await page.getByLabel("Password").fill("rahasia123");
    await page.getByRole("button", { name: "Masuk" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 60_000 });
    const cookies = await page.context().cookies();
    return cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  } finally {
    await browser.close();
  }
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

const cookie = paths.some((p) => !p.startsWith("/login")) ? await sessionCookie() : null;
console.log(`Lighthouse ${lighthouse}, mobile defaults, ${runs} runs per URL, median; ${base}`);
console.log("| Page | Score (runs) | FCP ms | LCP ms | TBT ms | CLS | Script KB (transfer) |");
console.log("|---|---|---|---|---|---|---|");
for (const p of paths) {
  // One request first: a route's first render after the server starts loads its modules, which
  // would otherwise fall inside the first audit and compete with the page for the two cores.
  await fetch(`${base}${p}`, { headers: p === "/login" || !cookie ? {} : { Cookie: cookie } });
  const results = [];
  for (let i = 0; i < runs; i++) results.push(audit(`${base}${p}`, p === "/login" ? null : cookie));
  const mid = results.find((r) => r.score === median(results.map((x) => x.score)));
  const redirected =
    new URL(mid.finalUrl).pathname !== p ? ` (-> ${new URL(mid.finalUrl).pathname})` : "";
  console.log(
    `| ${p}${redirected} | ${mid.score} (${results.map((r) => r.score).join(", ")}) | ${Math.round(median(results.map((r) => r.fcp)))} | ${Math.round(median(results.map((r) => r.lcp)))} | ${Math.round(median(results.map((r) => r.tbt)))} | ${median(results.map((r) => r.cls)).toFixed(3)} | ${median(results.map((r) => r.scriptKb)).toFixed(1)} |`,
  );
}
