// First-load JavaScript per route of the production build, gzip-compressed: what a browser must
// download before a page is interactive. Next 16 (Turbopack) no longer prints these sizes, so this
// reads the build's manifests: the root main files (framework, runtime) every page loads, plus the
// entry chunks of the route's page and its layouts from the route's client reference manifest.
// Chunks loaded on demand (next/dynamic, import()) are not counted: they are not first-load.
//
// Usage: npx next build && node scripts/measure-first-load.mjs [--all] [--json] [--budget=150]
//          [--own-budget=40]
//   --all         every route (default: the 15 largest)
//   --json        machine-readable output
//   --budget      KB gzip per route, framework included; exits 1 when a route is over it
//   --own-budget  KB gzip of our own code above the framework (the route minus the root main
//                 files every page loads; issue 24 §1: 40). Exits 1 when a route is over it,
//                 naming the route and the client modules that bring in its largest chunks.
//                 `npm test` runs this check right after its build stage (scripts/test.mjs).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
/** `--name=value` or `--name value` (the second form was silently ignored before). */
const option = (name, fallback) => {
  const joined = args.find((a) => a.startsWith(`--${name}=`));
  if (joined) return joined.slice(name.length + 3);
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] !== undefined && !args[at + 1].startsWith("--")
    ? args[at + 1]
    : fallback;
};

const dist = path.resolve(process.env.NEXT_DIST_DIR ?? ".next");
const buildManifestFile = path.join(dist, "build-manifest.json");
if (!fs.existsSync(buildManifestFile)) {
  console.error(`no build in ${dist}: run \`npx next build\` first`);
  process.exit(2);
}
const buildManifest = JSON.parse(fs.readFileSync(buildManifestFile, "utf8"));
/** Every page loads these (polyfills are `nomodule`: modern browsers skip them). */
const rootFiles = buildManifest.rootMainFiles ?? [];

const gzipSizes = new Map();
function gzipSize(file) {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    const full = path.join(dist, file.replace(/^\/?_next\//, ""));
    size = zlib.gzipSync(fs.readFileSync(full), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}
const norm = (file) => file.replace(/^\/?_next\//, "");

/** '/(app)/[area]/page' -> '/[area]'; route groups do not show in the URL. */
function routeOf(entry) {
  const segments = entry
    .replace(/\/page$/, "")
    .split("/")
    .filter((s) => s && !/^\(.*\)$/.test(s));
  return `/${segments.join("/")}`;
}

function* manifests(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) yield* manifests(full);
    else if (e.name === "page_client-reference-manifest.js") yield full;
  }
}

// Entries every page's manifest lists but a page does not load up front.
const NOT_FIRST_LOAD = /\/(not-found|global-error|_not-found)$/;

const kbOf = (bytes) => Math.round(bytes / 102.4) / 10;
const root = new Set(rootFiles.map(norm));
const sharedBytes = [...root].reduce((s, f) => s + gzipSize(f), 0);

const rows = [];
for (const file of manifests(path.join(dist, "server", "app"))) {
  globalThis.__RSC_MANIFEST = {};
  // The manifest is a script that assigns to globalThis.__RSC_MANIFEST.
  new Function(fs.readFileSync(file, "utf8"))();
  for (const [entry, manifest] of Object.entries(globalThis.__RSC_MANIFEST)) {
    if (entry.startsWith("/_") || entry.startsWith("/api/")) continue;
    const chunks = new Set(root);
    for (const [key, files] of Object.entries(manifest.entryJSFiles ?? {})) {
      if (NOT_FIRST_LOAD.test(key)) continue;
      for (const f of files) chunks.add(norm(f));
    }
    let bytes = 0;
    for (const c of chunks) bytes += gzipSize(c);
    rows.push({
      route: routeOf(entry),
      kb: kbOf(bytes),
      ownKb: kbOf(bytes - sharedBytes),
      chunks: chunks.size,
      largest: () => largestChunks(manifest, chunks),
    });
  }
}
rows.sort((a, b) => b.kb - a.kb || a.route.localeCompare(b.route));

/**
 * The route's largest chunks above the framework, each with our client modules ("use client"
 * boundaries, from the client reference manifest) that load it: production chunks carry no module
 * names, so this is what names the code that makes a route heavy.
 */
function largestChunks(manifest, chunks, count = 4) {
  // Every chunk with the client modules that need it, the most specific (fewest chunks) first.
  const holders = new Map();
  for (const [key, m] of Object.entries(manifest.clientModules ?? {})) {
    const name = key.replace(/^\[project\]\//, "").replace(/ <module evaluation>$/, "");
    if (name.startsWith("node_modules/") || !m.chunks?.length) continue;
    const files = m.chunks.map(norm);
    if (!files.every((f) => chunks.has(f))) continue;
    for (const f of files) {
      if (root.has(f)) continue;
      const list = holders.get(f) ?? new Map();
      list.set(name, Math.min(list.get(name) ?? Infinity, files.length));
      holders.set(f, list);
    }
  }
  const named = (c) =>
    [...(holders.get(c) ?? new Map())]
      .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
      .slice(0, 4)
      .map(([name]) => name);
  return [...chunks]
    .filter((c) => !root.has(c))
    .map((c) => ({ chunk: c, kb: kbOf(gzipSize(c)), modules: [...named(c), ...librariesIn(c)] }))
    .sort((a, b) => b.kb - a.kb)
    .slice(0, count);
}

/** Libraries a chunk holds, known by strings of theirs (docs/browser-performance.md). */
const LIBRARY_MARKS = [
  ["shouldUnregister", "react-hook-form"],
  ["invalid_type", "zod"],
  ["DismissableLayer", "radix-ui dialog layer"],
  ["isThemeGetter", "tailwind-merge"],
  ["Anno Domini", "date-fns"],
];
function librariesIn(chunk) {
  const text = fs.readFileSync(path.join(dist, chunk), "utf8");
  return LIBRARY_MARKS.filter(([mark]) => text.includes(mark)).map(([, name]) => `[${name}]`);
}

/**
 * Routes allowed over --own-budget for now, each with why and the most it may weigh meanwhile (so
 * it cannot grow unseen). An entry whose route is back under the budget is reported as one to
 * remove. Keep this empty but for work that is under way.
 */
const OWN_BUDGET_PENDING = new Map(
  /** @type {[string, number, string][]} route, most KB meanwhile (measured + ~0.3), why */ (
    [
      // Empty since every route is within 40 KB (docs/browser-performance.md, fifteenth change).
    ]
  ).map(([route, maxKb, why]) => [route, { maxKb, why }]),
);

const budget = Number(option("budget", "150"));
const ownBudget = option("own-budget", null) === null ? null : Number(option("own-budget"));
const shared = kbOf(sharedBytes);
const shown = flag("all") ? rows : rows.slice(0, 15);
const sorted = (list) => [...list].sort((a, b) => a - b);
const median = (list) => sorted(list)[Math.floor((list.length - 1) / 2)] ?? 0;
const ownOver = ownBudget === null ? [] : rows.filter((r) => r.ownKb > ownBudget);
const ownFailing = ownOver.filter((r) => {
  const pending = OWN_BUDGET_PENDING.get(r.route);
  return !pending || r.ownKb > pending.maxKb;
});
if (flag("json")) {
  console.log(
    JSON.stringify(
      {
        budgetKb: budget,
        ownBudgetKb: ownBudget,
        sharedKb: shared,
        routes: shown.map(({ largest, ...r }) => ({
          ...r,
          ...(ownBudget !== null && r.ownKb > ownBudget ? { largestChunks: largest() } : {}),
        })),
      },
      null,
      2,
    ),
  );
} else {
  console.log(
    `First-load JS (gzip, KB) of ${rows.length} routes; shared by all (framework): ${shared} KB; ` +
      `own code above it: median ${median(rows.map((r) => r.ownKb)).toFixed(1)}, largest ${Math.max(...rows.map((r) => r.ownKb)).toFixed(1)}`,
  );
  for (const r of shown)
    console.log(
      `${r.kb.toFixed(1).padStart(7)}  own ${r.ownKb.toFixed(1).padStart(5)}  ${String(r.chunks).padStart(3)} chunks  ${r.route}`,
    );
  const over = rows.filter((r) => r.kb > budget);
  console.log(
    over.length ? `${over.length} route(s) over ${budget} KB` : `all routes within ${budget} KB`,
  );
  if (ownBudget !== null) {
    for (const r of ownOver) {
      const pending = OWN_BUDGET_PENDING.get(r.route);
      const tag = !pending
        ? "OVER"
        : r.ownKb > pending.maxKb
          ? `OVER its pending limit ${pending.maxKb} KB (${pending.why})`
          : `pending (${pending.why})`;
      console.log(`\n${tag}: ${r.route} has ${r.ownKb} KB of own code, budget ${ownBudget} KB`);
      for (const c of r.largest())
        console.log(
          `  ${c.kb.toFixed(1).padStart(5)} KB  ${c.chunk}  ${c.modules.join(", ") || "(no client module of ours names it)"}`,
        );
    }
    for (const route of OWN_BUDGET_PENDING.keys()) {
      const row = rows.find((r) => r.route === route);
      if (!row || row.ownKb <= ownBudget)
        console.log(
          `\n${route} is within ${ownBudget} KB now (${row?.ownKb ?? "no such route"}): remove it from OWN_BUDGET_PENDING in scripts/measure-first-load.mjs`,
        );
    }
    console.log(
      ownFailing.length
        ? `\n${ownFailing.length} route(s) over ${ownBudget} KB of own code: ${ownFailing.map((r) => r.route).join(", ")}`
        : `\nown code within ${ownBudget} KB on every route${ownOver.length ? ` but ${ownOver.length} pending` : ""}`,
    );
  }
}
process.exitCode =
  (ownBudget === null && rows.some((r) => r.kb > budget)) || ownFailing.length ? 1 : 0;
