// npm postinstall: `prisma generate` with no environment variable and nothing outside the
// repository (README "Install"). The Prisma CLI first makes sure its native schema engine exists
// and downloads it from binaries.prisma.sh; generating the client itself does not run it.
// 1. Run `prisma generate` as is: where the native engine is installed or can be downloaded, or
//    PRISMA_SCHEMA_ENGINE_BINARY names one, that is what is used (the native engine stays the
//    choice where it can be had, for `prisma migrate` and `prisma db`).
// 2. When that fails because the engine cannot be downloaded (a machine that reaches only the
//    npm registry), generate again with the in-repo stand-in scripts/prisma/no-schema-engine,
//    which the generator never calls. `npm start` and the tests apply migrations with
//    scripts/lib/migrate.mjs and need no engine.
//    Where the engine's host does not even resolve and nothing could route around that (no proxy
//    or mirror variable), step 1 is skipped: the CLI would spend ~9 s failing to download it
//    (a fresh clone's `npm install`, issue 24 §5), and the generated client is the same.
import { spawnSync } from "node:child_process";
import dns from "node:dns/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const cli = path.join(root, "node_modules", "prisma", "build", "index.js");
const standIn = path.join(root, "scripts", "prisma", "no-schema-engine");

function generate(env) {
  const r = spawnSync(process.execPath, [cli, "generate"], {
    cwd: root,
    env,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  return { ok: r.status === 0, out: `${r.stdout ?? ""}${r.stderr ?? ""}` };
}

const ROUTED = ["HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy", "PRISMA_ENGINES_MIRROR"];
const unreachable =
  !process.env.PRISMA_SCHEMA_ENGINE_BINARY &&
  !ROUTED.some((name) => process.env[name]) &&
  (await dns.lookup("binaries.prisma.sh").then(
    () => false,
    () => true,
  ));
const first = unreachable
  ? { ok: false, out: "binaries.prisma.sh does not resolve (ENOTFOUND)" }
  : generate(process.env);
if (first.ok) {
  process.stdout.write(first.out);
  process.exit(0);
}
const engineDownload =
  /binaries\.prisma\.sh|schema-engine|ENOTFOUND|ECONNREFUSED|ETIMEDOUT|EAI_AGAIN|download/i;
if (process.env.PRISMA_SCHEMA_ENGINE_BINARY || !engineDownload.test(first.out)) {
  process.stderr.write(first.out);
  console.error("postinstall: prisma generate failed (see above)");
  process.exit(1);
}
console.log(
  "postinstall: Prisma's native schema engine cannot be downloaded here; generating the client " +
    "without it (prisma migrate/db need the engine, npm start does not).",
);
const second = generate({ ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: standIn });
process.stdout.write(second.out);
if (!second.ok) {
  process.stderr.write(first.out);
  console.error("postinstall: prisma generate failed (see above)");
  process.exit(1);
}
