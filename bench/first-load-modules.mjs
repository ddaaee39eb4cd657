// Which source modules fill a route's first-load JavaScript (issue 24 §1, the 40 KB own-code
// goal): reads a build made with browser source maps and attributes every byte of the route's
// own chunks (those above the framework's root main files, as scripts/measure-first-load.mjs
// counts them) to the source file its mapping names; gzip KB are the chunk's gzip size shared
// out by those bytes.
//
// Usage:
//   NEXT_BROWSER_SOURCE_MAPS=1 NEXT_DIST_DIR=.next-sm NEXT_SKIP_TYPECHECK=1 npx next build
//   NEXT_DIST_DIR=.next-sm node bench/first-load-modules.mjs /admin/master/member/tambah-member [more routes]
// Env: TOP (40): how many modules to list per route.
// Next's build adds `.next-sm/types/**/*.ts` to tsconfig.json's include: undo that change
// (`git checkout tsconfig.json`) rather than commit it.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { TraceMap, decodedMappings } from "@jridgewell/trace-mapping";

const dist = path.resolve(process.env.NEXT_DIST_DIR ?? ".next-sm");
const top = Number(process.env.TOP ?? 40);
const routes = process.argv.slice(2);
if (!routes.length) {
  console.error("usage: node bench/first-load-modules.mjs <route> [route ...]");
  process.exit(2);
}
const buildManifest = JSON.parse(fs.readFileSync(path.join(dist, "build-manifest.json"), "utf8"));
const rootFiles = new Set(
  (buildManifest.rootMainFiles ?? []).map((f) => f.replace(/^\/?_next\//, "")),
);

/** '/(app)/admin/x/[id]/page' for '/admin/x/[id]' from the app paths manifest. */
function entryOf(route) {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dist, "server", "app-paths-manifest.json"), "utf8"),
  );
  for (const entry of Object.keys(manifest)) {
    const r = `/${entry
      .replace(/\/page$/, "")
      .split("/")
      .filter((s) => s && !/^\(.*\)$/.test(s))
      .join("/")}`;
    if (r === route && entry.endsWith("/page")) return entry;
  }
  throw new Error(`no page for ${route}`);
}

const NOT_FIRST_LOAD = /\/(not-found|global-error|_not-found)$/;

/** The route's entry chunks above the root main files, from its client reference manifest (a
 *  script that assigns to globalThis.__RSC_MANIFEST). */
function chunksOf(entry) {
  const file = path.join(dist, "server", "app", `${entry}_client-reference-manifest.js`);
  globalThis.__RSC_MANIFEST = {};
  new Function(fs.readFileSync(file, "utf8"))();
  const manifest = globalThis.__RSC_MANIFEST[entry];
  const files = new Set();
  for (const [key, list] of Object.entries(manifest?.entryJSFiles ?? {})) {
    if (NOT_FIRST_LOAD.test(key)) continue;
    for (const f of list) files.add(f.replace(/^\/?_next\//, ""));
  }
  return [...files].filter((f) => !rootFiles.has(f));
}

function attribute(chunk) {
  const js = fs.readFileSync(path.join(dist, chunk), "utf8");
  const gzip = zlib.gzipSync(js, { level: 9 }).length;
  const bySource = new Map();
  // Turbopack names a chunk's map by its own hash: the chunk's last line says which.
  const url = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(js)?.[1];
  const mapFile = url ? path.join(dist, path.dirname(chunk), url) : `${path.join(dist, chunk)}.map`;
  if (!fs.existsSync(mapFile))
    return { gzip, raw: js.length, bySource: new Map([["(no map)", js.length]]) };
  const map = new TraceMap(fs.readFileSync(mapFile, "utf8"));
  const lines = js.split("\n");
  const decoded = decodedMappings(map);
  for (let l = 0; l < lines.length; l++) {
    const segs = decoded[l] ?? [];
    const len = lines[l].length + 1;
    if (!segs.length) {
      bySource.set("(unmapped)", (bySource.get("(unmapped)") ?? 0) + len);
      continue;
    }
    for (let i = 0; i < segs.length; i++) {
      const start = segs[i][0];
      const end = i + 1 < segs.length ? segs[i + 1][0] : len;
      const src = segs[i].length > 1 ? (map.sources[segs[i][1]] ?? "(unknown)") : "(unmapped)";
      bySource.set(src, (bySource.get(src) ?? 0) + (end - start));
    }
  }
  return { gzip, raw: js.length, bySource };
}

const clean = (s) =>
  s
    .replace(/^.*?\/(node_modules\/)/, "$1")
    .replace(/^turbopack:\/\/\/\[project\]\//, "")
    .replace(/^.*?\[project\]\//, "");

for (const route of routes) {
  const chunks = chunksOf(entryOf(route));
  const total = new Map();
  let gzipAll = 0;
  for (const chunk of chunks) {
    const { gzip, raw, bySource } = attribute(chunk);
    gzipAll += gzip;
    for (const [src, bytes] of bySource) {
      const k = clean(src);
      total.set(k, (total.get(k) ?? 0) + (gzip * bytes) / raw);
    }
  }
  console.log(
    `\n${route}: ${(gzipAll / 1024).toFixed(1)} KB gzip of own chunks (${chunks.length})`,
  );
  const rows = [...total].sort((a, b) => b[1] - a[1]).slice(0, top);
  for (const [src, g] of rows) console.log(`${(g / 1024).toFixed(2).padStart(7)}  ${src}`);
}
