// First-load JavaScript per route of the production build, gzip-compressed: what a browser must
// download before a page is interactive. Next 16 (Turbopack) no longer prints these sizes, so this
// reads the build's manifests: the root main files (framework, runtime) every page loads, plus the
// entry chunks of the route's page and its layouts from the route's client reference manifest.
// Chunks loaded on demand (next/dynamic, import()) are not counted: they are not first-load.
//
// Usage: npx next build && node scripts/measure-first-load.mjs [--all] [--json] [--budget=150]
//   --all     every route (default: the 15 largest)
//   --json    machine-readable output
//   --budget  KB gzip per route; exits 1 when a route is over it
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) =>
  args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;

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

const rows = [];
for (const file of manifests(path.join(dist, "server", "app"))) {
  globalThis.__RSC_MANIFEST = {};
  // The manifest is a script that assigns to globalThis.__RSC_MANIFEST.
  new Function(fs.readFileSync(file, "utf8"))();
  for (const [entry, manifest] of Object.entries(globalThis.__RSC_MANIFEST)) {
    if (entry.startsWith("/_") || entry.startsWith("/api/")) continue;
    const chunks = new Set(rootFiles.map(norm));
    for (const [key, files] of Object.entries(manifest.entryJSFiles ?? {})) {
      if (NOT_FIRST_LOAD.test(key)) continue;
      for (const f of files) chunks.add(norm(f));
    }
    let bytes = 0;
    for (const c of chunks) bytes += gzipSize(c);
    rows.push({ route: routeOf(entry), kb: Math.round(bytes / 102.4) / 10, chunks: chunks.size });
  }
}
rows.sort((a, b) => b.kb - a.kb || a.route.localeCompare(b.route));

const budget = Number(option("budget", "150"));
const shared =
  Math.round([...new Set(rootFiles.map(norm))].reduce((s, f) => s + gzipSize(f), 0) / 102.4) / 10;
const shown = flag("all") ? rows : rows.slice(0, 15);
if (flag("json")) {
  console.log(JSON.stringify({ budgetKb: budget, sharedKb: shared, routes: shown }, null, 2));
} else {
  console.log(`First-load JS (gzip, KB) of ${rows.length} routes; shared by all: ${shared} KB`);
  for (const r of shown)
    console.log(
      `${r.kb.toFixed(1).padStart(7)}  ${String(r.chunks).padStart(3)} chunks  ${r.route}`,
    );
  const over = rows.filter((r) => r.kb > budget);
  console.log(
    over.length ? `${over.length} route(s) over ${budget} KB` : `all routes within ${budget} KB`,
  );
}
process.exitCode = rows.some((r) => r.kb > budget) ? 1 : 0;
