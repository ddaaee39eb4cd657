import { createPrismaClient, type Db } from "@/server/prisma-client";

/** The run's seeded database (see scripts/test.mjs). */
export function testDbUrl(): string {
  const url = process.env.TEST_DB_URL;
  if (!url) throw new Error("TEST_DB_URL is not set");
  return url;
}

export function adminDbUrl(): string {
  const url = process.env.TEST_ADMIN_URL;
  if (!url) throw new Error("TEST_ADMIN_URL is not set");
  return url;
}

export function connectTestDb(): Db {
  return createPrismaClient(testDbUrl(), 4);
}
