// Applies prisma/migrations/*/migration.sql in order and records them in `_prisma_migrations`
// exactly as `prisma migrate deploy` does (same table, same sha256 checksum), so the Prisma CLI
// sees the same state. It needs no Prisma schema engine, which keeps `npm start` working on
// machines that cannot download one. Each migration runs in its own transaction.
import fs from "node:fs/promises";
import path from "node:path";
import crypto from "node:crypto";
import pg from "pg";

const MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export async function listMigrations(dir = "prisma/migrations") {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const out = [];
  for (const name of names) {
    const file = path.join(dir, name, "migration.sql");
    const sql = await fs.readFile(file, "utf8").catch(() => null);
    if (sql === null) continue;
    out.push({ name, sql, checksum: crypto.createHash("sha256").update(sql).digest("hex") });
  }
  return out;
}

/** Applies pending migrations to `databaseUrl`. Returns the names applied. */
export async function migrate(
  databaseUrl,
  { dir = "prisma/migrations", log = () => undefined } = {},
) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // One migrator at a time per database (several app instances may start together).
    await client.query("SELECT pg_advisory_lock(72707369)");
    await client.query(MIGRATIONS_TABLE);
    const done = await client.query(
      `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
    );
    const applied = new Map(done.rows.map((r) => [r.migration_name, r]));
    const result = [];
    for (const m of await listMigrations(dir)) {
      const row = applied.get(m.name);
      if (row) {
        if (!row.finished_at)
          throw new Error(`Migration ${m.name} failed earlier; resolve it before starting.`);
        if (row.checksum !== m.checksum)
          log(`warning: migration ${m.name} was modified after it was applied`);
        continue;
      }
      const id = crypto.randomUUID();
      await client.query("BEGIN");
      try {
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())`,
          [id, m.checksum, m.name],
        );
        await client.query(m.sql);
        await client.query(
          `UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`,
          [id],
        );
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw new Error(`Migration ${m.name} failed: ${error.message}`);
      }
      log(`applied ${m.name}`);
      result.push(m.name);
    }
    return result;
  } finally {
    await client.query("SELECT pg_advisory_unlock(72707369)").catch(() => undefined);
    await client.end();
  }
}
