// Time to usable of every menu route (issue 23 §3): each URL of the menu tree
// (prisma/seed/data/menus.ts) opened in Debian's Chromium against a running production server,
// signed in as the demo account whose current role owns the route (admin@ where no other one
// does). "Usable": React has hydrated the document (`<html data-hydrated>`), the page's `<main>`
// is visible and nothing inside it is still loading (`aria-busy="true"`: a DataTable or panel
// fetching its rows). Measured from the navigation's start in the browser
// (`performance.now()`), beside the server's part: the document request's time to first byte
// and to its last byte (the streamed HTML complete), from the browser's Navigation Timing.
//
// Every route is opened RUNS times (2) in one browser context per account, as a person going
// through the menus: run 1 is the first request of that route since the server started (its
// modules load then), later runs are warm. The machine is shared, so the report gives the load
// average before and after and the server times beside the browser's.
//
// Usage (a production server with the demo data, e.g. from `npm start`, see bench/README.md):
//   BASE_URL=http://127.0.0.1:3410 npm run bench:menu-routes [-- /gudang /penjualan ...]
// Env: RUNS (2), LIMIT_MS (2000; routes over it are listed), BENCH_RESULT
// (bench/results/menu-routes.md; "-" prints only), CHROME_PATH (/usr/bin/chromium).
import fs from "node:fs";
import os from "node:os";
import { chromium, type BrowserContext, type Page } from "@playwright/test";
import { MENUS, flattenMenus } from "../prisma/seed/data/menus";
import { DEMO_USERS } from "../prisma/seed/data/access";

const base = process.env.BASE_URL ?? "http://127.0.0.1:3410";
const runs = Number(process.env.RUNS ?? 2);
const limitMs = Number(process.env.LIMIT_MS ?? 2000);
const resultFile = process.env.BENCH_RESULT ?? "bench/results/menu-routes.md";
const only = process.argv.slice(2);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

/** The demo account whose current role sees the route: a non-admin one first (superadmin sees all). */
function ownerOf(roles: readonly string[]): string {
  const user = DEMO_USERS.find((u) => u.email !== "admin@erp.test" && roles.includes(u.currentRole));
  return user?.email ?? "admin@erp.test";
}

const routes = flattenMenus(MENUS)
  .filter(({ menu }) => menu.url !== null && (only.length === 0 || only.includes(menu.url)))
  .map(({ menu }) => ({ url: menu.url ?? "/", owner: ownerOf(menu.roles) }));

interface Sample {
  usableMs: number;
  ttfbMs: number;
  documentMs: number;
  finalPath: string;
}

async function signIn(context: BrowserContext, email: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.waitForSelector("html[data-hydrated]");
  await page.getByLabel("Username").fill(email);
  await page.getByLabel("Password").fill("rahasia123");
  await page.getByRole("button", { name: "Masuk" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 60_000 });
  await page.close();
}

async function measure(page: Page, url: string): Promise<Sample> {
  await page.goto(`${base}${url}`, { waitUntil: "commit", timeout: 60_000 });
  const usableMs = await page.waitForFunction(
    () => {
      if (!document.documentElement?.hasAttribute("data-hydrated")) return false;
      const main = document.querySelector("main");
      if (!main || main.getClientRects().length === 0) return false;
      if (main.querySelector('[aria-busy="true"]')) return false;
      return performance.now();
    },
    undefined,
    { polling: "raf", timeout: 60_000 },
  );
  // The document may still be streaming when the page is usable: its last byte comes later.
  await page.waitForFunction(
    () => {
      const [nav] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      return !nav || nav.responseEnd > 0;
    },
    undefined,
    { timeout: 60_000 },
  );
  const timing = await page.evaluate(() => {
    const [nav] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    return {
      ttfb: nav ? nav.responseStart - nav.requestStart : Number.NaN,
      document: nav ? nav.responseEnd - nav.requestStart : Number.NaN,
      path: location.pathname,
    };
  });
  return {
    usableMs: Math.round(Number(await usableMs.jsonValue())),
    ttfbMs: Math.round(timing.ttfb),
    documentMs: Math.round(timing.document),
    finalPath: timing.path,
  };
}

const loadBefore = load();
const started = new Date();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
const contexts = new Map<string, Page>();
async function pageFor(email: string): Promise<Page> {
  let page = contexts.get(email);
  if (!page) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await signIn(context, email);
    page = await context.newPage();
    contexts.set(email, page);
  }
  return page;
}

const results = new Map<string, Sample[]>();
for (let run = 1; run <= runs; run++) {
  for (const { url, owner } of routes) {
    const page = await pageFor(owner);
    let sample: Sample;
    try {
      sample = await measure(page, url);
    } catch (error) {
      console.error(`${url} (${owner}): ${error instanceof Error ? error.message : String(error)}`);
      sample = { usableMs: Number.NaN, ttfbMs: Number.NaN, documentMs: Number.NaN, finalPath: "?" };
    }
    const list = results.get(url) ?? [];
    list.push(sample);
    results.set(url, list);
    console.log(
      `run ${run} ${String(sample.usableMs).padStart(6)} ms usable, ${String(sample.ttfbMs).padStart(5)} ms TTFB, ${String(sample.documentMs).padStart(5)} ms document  ${url} (${owner})${sample.finalPath !== url ? ` -> ${sample.finalPath}` : ""}`,
    );
  }
}
await browser.close();
const loadAfter = load();

const median = (xs: number[]) => {
  const s = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : Number.NaN;
};
const rows = routes.map(({ url, owner }) => {
  const samples = results.get(url) ?? [];
  const warm = samples.slice(1);
  return {
    url,
    owner,
    cold: samples[0],
    warmUsable: median(warm.map((s) => s.usableMs)),
    warmTtfb: median(warm.map((s) => s.ttfbMs)),
    warmDocument: median(warm.map((s) => s.documentMs)),
    redirected: samples.find((s) => s.finalPath !== url)?.finalPath ?? null,
  };
});
rows.sort((a, b) => (b.cold?.usableMs ?? 0) - (a.cold?.usableMs ?? 0));

const worst = (r: (typeof rows)[number]) => Math.max(r.cold?.usableMs ?? 0, r.warmUsable || 0);
const over = rows.filter((r) => worst(r) > limitMs || Number.isNaN(r.cold?.usableMs));
const allUsable = rows.map((r) => r.cold?.usableMs ?? Number.NaN);
const lines = [
  `## ${started.toISOString().slice(0, 16).replace("T", " ")} UTC, ${base}`,
  "",
  `${rows.length} menu routes, ${runs} run(s) each; load average (1/5/15 min) before ${loadBefore}, after ${loadAfter}.`,
  `Run 1 (cold: the route's first request since the server started): median ${median(allUsable)} ms usable, slowest ${Math.max(...allUsable.filter((x) => !Number.isNaN(x)))} ms.`,
  `${over.length} route(s) over ${limitMs} ms in some run${over.length ? `: ${over.map((r) => r.url).join(", ")}` : ""}.`,
  "",
  "| Route | Account | Usable ms (run 1) | TTFB ms (run 1) | Document ms (run 1) | Usable ms (warm) | TTFB ms (warm) | Document ms (warm) |",
  "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...rows.map(
    (r) =>
      `| \`${r.url}\`${r.redirected ? ` (-> \`${r.redirected}\`)` : ""} | ${r.owner.replace("@erp.test", "@")} | ${r.cold?.usableMs} | ${r.cold?.ttfbMs} | ${r.cold?.documentMs} | ${r.warmUsable} | ${r.warmTtfb} | ${r.warmDocument} |`,
  ),
  "",
];
console.log(lines.slice(0, 5).join("\n"));
if (resultFile !== "-") {
  const header =
    "# Menu routes: time to usable\n\n`bench/menu-routes.ts` (issue 23 §3); newest run first. Usable = hydrated + `<main>` visible + nothing in it `aria-busy`, from the navigation's start; TTFB and Document = the document request in the browser's Navigation Timing (server time on localhost).\n\n";
  const previous = fs.existsSync(resultFile)
    ? fs.readFileSync(resultFile, "utf8").replace(/^[\s\S]*?(?=^## )/m, "")
    : "";
  fs.writeFileSync(resultFile, `${header}${lines.join("\n")}\n${previous}`);
}
process.exit(0);
