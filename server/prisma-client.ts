// Builds a Prisma client on the pg driver adapter. No "server-only" marker here so that the
// seed, scripts and integration tests (plain Node) can use it too; app code goes through server/db.ts.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/prisma/client";

export type Db = InstanceType<typeof PrismaClient>;

export function createPrismaClient(connectionString: string, max = 10): Db {
  const adapter = new PrismaPg({ connectionString, max });
  return new PrismaClient({ adapter });
}
