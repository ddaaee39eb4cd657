// A fresh PostgreSQL database for one test run: on TEST_DATABASE_URL's server when set,
// otherwise on a throwaway embedded PostgreSQL cluster (deleted when the run ends).
import path from "node:path";
import crypto from "node:crypto";
import pg from "pg";
import { startEmbeddedPostgres, freePort } from "./embedded-db.mjs";

function withDatabase(url, database) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function createDatabase(adminUrl, name) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(`CREATE DATABASE "${name}"`);
  } finally {
    await c.end();
  }
  return withDatabase(adminUrl, name);
}

export async function dropDatabase(adminUrl, name) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await c.end();
  }
}

/** Returns { adminUrl, url, name, stop } for a new empty database. */
export async function provisionTestDatabase() {
  const name = `erp_test_${Date.now().toString(36)}_${crypto.randomBytes(3).toString("hex")}`;
  if (process.env.TEST_DATABASE_URL) {
    const adminUrl = process.env.TEST_DATABASE_URL;
    const url = await createDatabase(adminUrl, name);
    return { adminUrl, url, name, stop: () => dropDatabase(adminUrl, name) };
  }
  const port = await freePort();
  const dir = path.join(".data", `pg-test-${process.pid}`);
  const cluster = await startEmbeddedPostgres({ dir, port, persistent: false });
  const adminUrl = cluster.url("postgres");
  const url = await createDatabase(adminUrl, name);
  return { adminUrl, url, name, stop: () => cluster.stop() };
}
