// A newcomer's first page (issue 24 §5): a fresh clone, `npm ci`, `npm start`, until /login
// answers. Prints every `[start]` line with the seconds since `npm start` began, the durations
// of `npm ci` and of `npm start` to the first 200 from /login, and the load average before and
// after. Stops the app (and its embedded PostgreSQL) once /login answers.
//
// Wall times follow the shared machine's load, so it also gives the CPU time (user + sys) that
// `npm ci` and `npm start` (until stopped) used, with all their children.
//
// Usage: node bench/first-start.mjs [source repo, default .] [clone dir, default /tmp/fc]
// Env: PORT (3900; the web server's port), SKIP_CI=1 (reuse the clone's node_modules: measures
// `npm start` alone), KEEP=1 (keep the clone afterwards).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn, spawnSync } from "node:child_process";

const source = process.argv[2] ?? ".";
const dir = process.argv[3] ?? "/tmp/fc";
const port = process.env.PORT ?? "3900";
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
const secs = (ms) => (ms / 1000).toFixed(1);

// CPU seconds (user + sys) of a command and everything it waited for, from getrusage(CHILDREN)
// of a small python3 wrapper: on a shared machine wall time follows the load, CPU time far less.
// The wrapper's SIGINT handler only lets the command handle the signal itself.
const CPU_WRAPPER = `
import json, resource, signal, subprocess, sys
signal.signal(signal.SIGINT, lambda *a: None)
code = subprocess.call(sys.argv[2:])
r = resource.getrusage(resource.RUSAGE_CHILDREN)
open(sys.argv[1], "w").write(json.dumps({"user": r.ru_utime, "sys": r.ru_stime}))
sys.exit(code)
`;
const cpuFile = (name) => path.join(os.tmpdir(), `first-start-${process.pid}-${name}.json`);
const cpuOf = (name) => {
  try {
    const { user, sys } = JSON.parse(fs.readFileSync(cpuFile(name), "utf8"));
    fs.rmSync(cpuFile(name));
    return `${(user + sys).toFixed(0)} s CPU`;
  } catch {
    return "CPU unknown";
  }
};

const loadBefore = load();
const env = { ...process.env, PORT: port, HOSTNAME: "127.0.0.1" };
// A newcomer has no database of their own: the embedded one is part of what is measured.
delete env.DATABASE_URL;
delete env.NEXT_DIST_DIR;

let ciMs = null;
let ciCpu = "";
if (process.env.SKIP_CI !== "1") {
  fs.rmSync(dir, { recursive: true, force: true });
  const clone = spawnSync("git", ["clone", "-q", source, dir], { stdio: "inherit" });
  if (clone.status !== 0) process.exit(1);
  const t = Date.now();
  const ci = spawnSync(
    "python3",
    ["-c", CPU_WRAPPER, cpuFile("ci"), "npm", "ci", "--no-audit", "--no-fund"],
    {
      cwd: dir,
      env,
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  ciMs = Date.now() - t;
  if (ci.status !== 0) process.exit(1);
  ciCpu = cpuOf("ci");
  console.log(`npm ci: ${secs(ciMs)} s, ${ciCpu} (load ${load()})`);
}

const t0 = Date.now();
const app = spawn("python3", ["-c", CPU_WRAPPER, cpuFile("start"), "npm", "start"], {
  cwd: dir,
  env,
  detached: true,
});
const lines = [];
let buffer = "";
const onData = (chunk) => {
  buffer += chunk;
  let i;
  while ((i = buffer.indexOf("\n")) >= 0) {
    const line = buffer.slice(0, i);
    buffer = buffer.slice(i + 1);
    if (/^\[start\]|Compiled|Finished|Generating static|Running TypeScript|Ready in/.test(line)) {
      const stamped = `${secs(Date.now() - t0).padStart(6)} s  ${line}`;
      lines.push(stamped);
      console.log(stamped);
    }
  }
};
app.stdout.setEncoding("utf8").on("data", onData);
app.stderr.setEncoding("utf8").on("data", onData);
let exited = false;
app.on("exit", () => (exited = true));

let firstPageMs = null;
while (!exited && Date.now() - t0 < 900_000) {
  try {
    const r = await fetch(`http://127.0.0.1:${port}/login`);
    if (r.status === 200) {
      firstPageMs = Date.now() - t0;
      break;
    }
  } catch {
    // not up yet
  }
  await new Promise((r) => setTimeout(r, 250));
}
const loadAfter = load();
process.kill(-app.pid, "SIGINT");
await new Promise((r) => (exited ? r() : app.on("exit", r)));

console.log(
  `\nnpm ci ${ciMs === null ? "skipped" : `${secs(ciMs)} s (${ciCpu})`}; npm start to /login 200: ${
    firstPageMs === null ? "never" : `${secs(firstPageMs)} s`
  } (${cpuOf("start")} until stopped); total ${
    firstPageMs === null ? "-" : `${secs((ciMs ?? 0) + firstPageMs)} s`
  }; load average (1/5/15 min) before ${loadBefore}, after ${loadAfter}`,
);
if (process.env.KEEP !== "1") fs.rmSync(dir, { recursive: true, force: true });
process.exit(firstPageMs === null ? 1 : 0);
