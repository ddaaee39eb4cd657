import { defineConfig } from "prisma/config";

// DATABASE_URL is set by scripts/start.mjs (embedded PostgreSQL) or by the operator.
// `prisma generate` needs no database, so an unset URL must not throw here.
export default defineConfig({
  schema: "prisma/schema",
  migrations: {
    path: "prisma/migrations",
    seed: "tsx prisma/seed/index.ts",
  },
  datasource: {
    url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/unset",
  },
});
