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
// BASE_URL may list several servers (commas; BASE_LABELS names them, e.g. "before,after"): each
// route is then opened on each in turn, SETTLE_MS (0) apart, so they share the machine's load.
import fs from "node:fs";
import os from "node:os";
import { chromium, type BrowserContext, type Page } from "@playwright/test";
import { MENUS, flattenMenus } from "../prisma/seed/data/menus";
import { DEMO_USERS } from "../prisma/seed/data/access";

/** One server, or several separated by commas (e.g. a build before and after a change). */
const bases = (process.env.BASE_URL ?? "http://127.0.0.1:3410").split(",").map((b) => b.trim());
const labels = (process.env.BASE_LABELS ?? "").split(",").map((l) => l.trim());
const labelOf = (i: number) => labels[i] || bases[i];
const settleMs = Number(process.env.SETTLE_MS ?? 0);
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
  const user = DEMO_USERS.find(
    (u) => u.email !== "admin@erp.test" && roles.includes(u.currentRole),
  );
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

async function signIn(context: BrowserContext, base: string, email: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.waitForSelector("html[data-hydrated]");
  await page.getByLabel("Username").fill(email);
  await page.getByLabel("Password").fill("rahasia123");
  await page.getByRole("button", { name: "Masuk" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 60_000 });
  await page.close();
}

async function measure(page: Page, base: string, url: string): Promise<Sample> {
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
async function pageFor(base: string, email: string): Promise<Page> {
  let page = contexts.get(`${base} ${email}`);
  if (!page) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await signIn(context, base, email);
    page = await context.newPage();
    contexts.set(`${base} ${email}`, page);
  }
  return page;
}

// With several servers each route is opened on each in turn, so a burst of load from other work
// on the shared machine hits all of them; SETTLE_MS lets what a page started (its requests)
// finish before the next server is measured.
/** Samples per server (by index) and route. */
const results = new Map<string, Sample[]>();
const key = (i: number, url: string) => `${i} ${url}`;
for (let run = 1; run <= runs; run++) {
  for (const { url, owner } of routes) {
    for (const [i, base] of bases.entries()) {
      const page = await pageFor(base, owner);
      let sample: Sample;
      try {
        sample = await measure(page, base, url);
      } catch (error) {
        console.error(
          `${url} (${owner}): ${error instanceof Error ? error.message : String(error)}`,
        );
        sample = {
          usableMs: Number.NaN,
          ttfbMs: Number.NaN,
          documentMs: Number.NaN,
          finalPath: "?",
        };
      }
      const list = results.get(key(i, url)) ?? [];
      list.push(sample);
      results.set(key(i, url), list);
      console.log(
        `${bases.length > 1 ? `${labelOf(i)} ` : ""}run ${run} ${String(sample.usableMs).padStart(6)} ms usable, ${String(sample.ttfbMs).padStart(5)} ms TTFB, ${String(sample.documentMs).padStart(5)} ms document  ${url} (${owner})${sample.finalPath !== url ? ` -> ${sample.finalPath}` : ""}`,
      );
      if (settleMs) await page.waitForTimeout(settleMs);
    }
  }
}
await browser.close();
const loadAfter = load();

const median = (xs: number[]) => {
  const s = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : Number.NaN;
};

function section(i: number): { summary: string[]; table: string[] } {
  const rows = routes.map(({ url, owner }) => {
    const samples = results.get(key(i, url)) ?? [];
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
  const cold = rows.map((r) => r.cold?.usableMs ?? Number.NaN);
  const coldTtfb = rows.map((r) => r.cold?.ttfbMs ?? Number.NaN);
  const name = bases.length > 1 ? `**${labelOf(i)}** (${bases[i]}): ` : "";
  return {
    summary: [
      `${name}run 1 (cold: the route's first request since the server started): median ${median(cold)} ms usable (TTFB ${median(coldTtfb)} ms), slowest ${Math.max(...cold.filter((x) => !Number.isNaN(x)))} ms; ${over.length} route(s) over ${limitMs} ms in some run${over.length ? `: ${over.map((r) => `\`${r.url}\` ${worst(r)}`).join(", ")}` : ""}.`,
    ],
    table: [
      ...(bases.length > 1 ? [`### ${labelOf(i)}`, ""] : []),
      "| Route | Account | Usable ms (run 1) | TTFB ms (run 1) | Document ms (run 1) | Usable ms (warm) | TTFB ms (warm) | Document ms (warm) |",
      "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
      ...rows.map(
        (r) =>
          `| \`${r.url}\`${r.redirected ? ` (-> \`${r.redirected}\`)` : ""} | ${r.owner.replace("@erp.test", "@")} | ${r.cold?.usableMs} | ${r.cold?.ttfbMs} | ${r.cold?.documentMs} | ${r.warmUsable} | ${r.warmTtfb} | ${r.warmDocument} |`,
      ),
      "",
    ],
  };
}

const sections = bases.map((_, i) => section(i));
const lines = [
  `## ${started.toISOString().slice(0, 16).replace("T", " ")} UTC, ${bases.map((b, i) => (bases.length > 1 ? `${labelOf(i)} ${b}` : b)).join(" / ")}`,
  "",
  `${routes.length} menu routes, ${runs} run(s) each${bases.length > 1 ? `, servers in turn per route${settleMs ? ` with ${settleMs} ms between` : ""}` : ""}; load average (1/5/15 min) before ${loadBefore}, after ${loadAfter}.`,
  "",
  ...sections.flatMap((s) => [...s.summary, ""]),
  ...sections.flatMap((s) => s.table),
];
console.log(lines.slice(0, 4 + sections.length * 2).join("\n"));
if (resultFile !== "-") {
  const header =
    "# Menu routes: time to usable\n\n`bench/menu-routes.ts` (issue 23 §3); newest run first. Usable = hydrated + `<main>` visible + nothing in it `aria-busy`, from the navigation's start; TTFB and Document = the document request in the browser's Navigation Timing (server time on localhost).\n\n";
  const previous = fs.existsSync(resultFile)
    ? fs.readFileSync(resultFile, "utf8").replace(/^[\s\S]*?(?=^## )/m, "")
    : "";
  fs.writeFileSync(resultFile, `${header}${lines.join("\n")}\n${previous}`);
}
process.exit(0);
