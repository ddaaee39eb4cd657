// The benches' demo data: the same seed `npm start` and the tests load (prisma/seed), into the
// bench's own database, in a child process (the seed is its own program).
import { spawnSync } from "node:child_process";

export function seedDemoData(databaseUrl: string): void {
  const seeded = spawnSync(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "prisma/seed/index.ts"],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: "inherit",
    },
  );
  if (seeded.status !== 0) throw new Error("seed failed");
}
