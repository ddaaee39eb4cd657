import { describe, expect, it } from "vitest";
import { listMigrations } from "@/scripts/lib/migrate.mjs";

describe("migration files", () => {
  it("are listed in order with sha256 checksums", async () => {
    const all = await listMigrations();
    expect(all.length).toBeGreaterThan(0);
    expect(all.map((m) => m.name)).toEqual([...all.map((m) => m.name)].sort());
    for (const m of all) expect(m.checksum).toMatch(/^[0-9a-f]{64}$/);
  });
});
