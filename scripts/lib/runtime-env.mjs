// Settings shared by `npm start`, the seed and the test run.
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { spawn } from "node:child_process";

/** Loads .env (if present) without overriding variables already set. */
export function loadDotEnv(file = ".env") {
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

/** AUTH_SECRET from the environment, or one generated once into .data/auth-secret. */
export function ensureAuthSecret(dataDir = ".data") {
  if (process.env.AUTH_SECRET) return;
  const file = path.join(dataDir, "auth-secret");
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file))
    fs.writeFileSync(file, crypto.randomBytes(32).toString("base64url"), { mode: 0o600 });
  process.env.AUTH_SECRET = fs.readFileSync(file, "utf8").trim();
}

/** Runs a command, inheriting stdio; resolves on exit 0, rejects otherwise. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: "inherit", env: process.env, ...opts });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${cmd} ${args.join(" ")} exited with ${code ?? signal}`)),
    );
  });
}

export const bin = {
  next: "node_modules/next/dist/bin/next",
  /** `next start` with the socket address stamped on each request (scripts/server.mjs). */
  server: "scripts/server.mjs",
  tsx: "node_modules/tsx/dist/cli.mjs",
};
