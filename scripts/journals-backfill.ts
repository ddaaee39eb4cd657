// `npm run journals:backfill`: the one-time backfill of journals for every money event written
// before the journals existed (server/journals/backfill.ts, docs/journals.md "Backfill").
// Idempotent: run it after `prisma migrate deploy` on an existing database; a second run posts
// nothing. Uses DATABASE_URL (or .env).
import { createPrismaClient } from "@/server/prisma-client";
import { backfillJournals } from "@/server/journals/backfill";

if (!process.env.DATABASE_URL) {
  try {
    process.loadEnvFile(".env");
  } catch {
    // no .env
  }
}
const url = process.env.DATABASE_URL;
if (!url) {
  console.error("journals:backfill: DATABASE_URL is not set (set it or run `npm run db:up`)");
  process.exit(2);
}
const db = createPrismaClient(url, 1);
try {
  const report = await backfillJournals(db);
  console.log(`journals backfilled: ${JSON.stringify(report)}`);
} finally {
  await db.$disconnect();
}
