// Builds a Prisma client on the pg driver adapter. No "server-only" marker here so that the
// seed, scripts and integration tests (plain Node) can use it too; app code goes through server/db.ts.
import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/prisma/client";

export type Db = InstanceType<typeof PrismaClient>;

/**
 * Statements with at most this many parameters run as named prepared statements, so each pooled
 * connection parses and plans them once (the write path's CTEs are worth it). Texts with long
 * parameter lists (a createMany, an IN list) vary with the list's length; they stay unnamed, so
 * the statements a connection keeps prepared stay a bounded set.
 */
const PREPARED_MAX_PARAMS = 32;

function statementName(query: { sql: string; args: readonly unknown[] }): string | undefined {
  if (query.args.length > PREPARED_MAX_PARAMS) return undefined;
  return `erp_${createHash("sha1").update(query.sql).digest("base64url")}`;
}

/** The app's pg adapter: `max` pooled connections, named prepared statements (see above). */
export function createPgAdapter(connectionString: string, max = 10): PrismaPg {
  // The adapter's type asks for a name; `undefined` leaves a statement unnamed (pg's default).
  return new PrismaPg(
    { connectionString, max },
    { statementNameGenerator: statementName as (q: { sql: string; args: unknown[] }) => string },
  );
}

export function createPrismaClient(connectionString: string, max = 10): Db {
  return new PrismaClient({ adapter: createPgAdapter(connectionString, max) });
}
