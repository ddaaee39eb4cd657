import "server-only";
import { createPrismaClient, type Db } from "./prisma-client";

export type { Db };

const globalForDb = globalThis as unknown as { __erpDb?: Db };

/**
 * The one Prisma client of the app. Created on first use so that importing this module
 * (e.g. while `next build` collects route modules) never needs DATABASE_URL.
 */
export function getDb(): Db {
  if (!globalForDb.__erpDb) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is not set");
    globalForDb.__erpDb = createPrismaClient(url);
  }
  return globalForDb.__erpDb;
}
