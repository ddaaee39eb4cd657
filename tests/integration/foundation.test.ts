import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { createDatabase, dropDatabase } from "@/scripts/lib/test-db.mjs";
import { listMigrations, migrate } from "@/scripts/lib/migrate.mjs";
import { verifyCredentials } from "@/server/auth/verify-credentials";
import { seed } from "@/prisma/seed/index";
import type { Db } from "@/server/prisma-client";
import { adminDbUrl, connectTestDb } from "../support/db";
import { jakartaToday } from "@/lib/business-date";

let db: Db;

beforeAll(() => {
  db = connectTestDb();
});
afterAll(async () => {
  await db.$disconnect();
});

describe("migrations", () => {
  it("apply to an empty database and are recorded like prisma migrate deploy", async () => {
    const name = `erp_empty_${Date.now().toString(36)}`;
    const url = await createDatabase(adminDbUrl(), name);
    try {
      const applied = await migrate(url);
      const all = await listMigrations();
      expect(applied).toEqual(all.map((m) => m.name));
      expect(await migrate(url)).toEqual([]); // idempotent

      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const tables = await client.query<{ table_name: string }>(
          "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
        );
        const names = new Set(tables.rows.map((r) => r.table_name));
        for (const t of [
          "offices",
          "office_categories",
          "users",
          "roles",
          "permissions",
          "menus",
          "products",
          "product_prices",
          "warehouses",
          "stocks",
          "stock_trxes",
          "stock_movements",
          "orders",
          "order_details",
          "returs",
          "payments",
          "payment_methods",
          "balance_trxes",
          "periods",
          "provinces",
          "cities",
          "districts",
          "villages",
          "notifications",
          "refresh_tokens",
        ]) {
          expect(names, `table ${t}`).toContain(t);
        }
        const recorded = await client.query<{ checksum: string; finished_at: Date | null }>(
          `SELECT checksum, finished_at FROM "_prisma_migrations"`,
        );
        expect(recorded.rows.map((r) => r.checksum)).toEqual(all.map((m) => m.checksum));
        expect(recorded.rows.every((r) => r.finished_at !== null)).toBe(true);
      } finally {
        await client.end();
      }
    } finally {
      await dropDatabase(adminDbUrl(), name);
    }
  });
});

describe("demo data", () => {
  it("holds every Indonesian region with a price area", async () => {
    expect(await db.province.count()).toBe(38);
    expect(await db.city.count()).toBe(514);
    expect(await db.district.count()).toBe(7285);
    expect(await db.village.count()).toBe(83762);
    const jakartaSelatan = await db.city.findUniqueOrThrow({ where: { id: "31.74" } });
    expect(jakartaSelatan.areaId).toBe(0);
    const byArea = await db.city.groupBy({ by: ["areaId"], _count: true });
    expect(byArea.map((g) => g.areaId).sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it("has the six office categories with their fixed ids", async () => {
    const cats = await db.officeCategory.findMany({ orderBy: { id: "asc" } });
    expect(cats.map((c) => [c.id, c.name])).toEqual([
      [1, "Pusat"],
      [2, "Kantor Pelayanan"],
      [3, "Stockist Center"],
      [4, "Stockist"],
      [5, "Member"],
      [6, "Supplier"],
    ]);
  });

  it("re-seeding adds no duplicates and changes nothing", async () => {
    const count = async () => {
      const rows = await db.$queryRaw<{ table_name: string; n: bigint }[]>`
        SELECT relname AS table_name, n_live_tup::bigint AS n FROM pg_stat_user_tables`;
      const exact: Record<string, number> = {};
      for (const r of rows) {
        const c = await db.$queryRawUnsafe<{ n: bigint }[]>(
          `SELECT count(*)::bigint AS n FROM "${r.table_name}"`,
        );
        exact[r.table_name] = Number(c[0]?.n ?? 0);
      }
      return exact;
    };
    const before = await count();
    await seed(db, () => undefined);
    const after = await count();
    expect(after).toEqual(before);
  });

  it("lets every demo user sign in with rahasia123, by email or office code", async () => {
    for (const email of [
      "admin@erp.test",
      "gudang@erp.test",
      "kasir@erp.test",
      "penjualan@erp.test",
      "bonus@erp.test",
      "cs@erp.test",
      "stockist@erp.test",
      "sc@erp.test",
      "kp@erp.test",
      "mitra@erp.test",
      "supplier@erp.test",
    ]) {
      const user = await verifyCredentials(db, email, "rahasia123");
      expect(user?.email, email).toBe(email);
    }
    expect(await verifyCredentials(db, "admin@erp.test", "salah")).toBeNull();
    expect(await verifyCredentials(db, "nobody@erp.test", "rahasia123")).toBeNull();
    const byCode = await verifyCredentials(db, "STK-001", "rahasia123");
    expect(byCode?.email).toBe("stockist@erp.test");
  });

  it("gives the admin the Superadmin role at Pusat and every route a menu", async () => {
    const admin = await db.user.findUniqueOrThrow({
      where: { email: "admin@erp.test" },
      include: { office: true, userRoles: { include: { role: true } } },
    });
    expect(admin.office?.officeCategoryId).toBe(1);
    expect(admin.userRoles.map((r) => r.role.name)).toContain("superadmin");
    expect(await db.menu.count()).toBeGreaterThan(100);
    expect(await db.product.count()).toBeGreaterThanOrEqual(45);
    const prices = await db.productPrice.count();
    expect(prices).toBeGreaterThanOrEqual((await db.product.count()) * 5);
    // The seeded period is the one open period covering today's business date (Jakarta, as the
    // product reads it; other test files add periods of their own far-off dates to the shared
    // database).
    const today = jakartaToday();
    expect(
      await db.period.count({
        where: { status: "open", startDate: { lte: today }, endDate: { gte: today } },
      }),
    ).toBe(1);
    expect(
      await db.memberPeriod.count({
        where: { status: "open", startDate: { lte: today }, endDate: { gte: today } },
      }),
    ).toBe(1);
    // Tomorrow's business date has its periods too (the next month's on a month's last day), so
    // postings after Jakarta midnight are not refused before the nightly close has run.
    const tomorrow = jakartaToday(new Date(Date.now() + 86_400_000));
    const coversTomorrow = {
      where: { status: "open" as const, startDate: { lte: tomorrow }, endDate: { gte: tomorrow } },
    };
    expect(await db.period.count(coversTomorrow)).toBe(1);
    expect(await db.memberPeriod.count(coversTomorrow)).toBe(1);
  });
});
