import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

import { DEMO_USERS, PERMISSIONS, ROLES } from "../../prisma/seed/data/access";
import {
  ALL_ROUTES,
  MENUS,
  MENU_ICONS,
  assertMenuTreeValid,
  flattenMenus,
  type MenuSeed,
} from "../../prisma/seed/data/menus";
import {
  OFFICES,
  OFFICE_CATEGORIES,
  officesInDependencyOrder,
} from "../../prisma/seed/data/offices";
import { PRODUCTS, priceFor } from "../../prisma/seed/data/products";
import {
  AREAS,
  BANKS,
  BUYER_TYPES,
  CITY_AREA_OVERRIDES,
  EDUCATIONS,
  PRODUCT_CATEGORIES,
  PROFESSIONS,
  PROVINCE_AREA,
  RELEASE_NOTES,
  SETUPS,
  UNITS,
} from "../../prisma/seed/data/reference";

const AREA_DATA_DIR = new URL("../../node_modules/idn-area-data/data/", import.meta.url);

/** Reads an idn-area-data CSV (code first column, parent code second for children). */
function readCsv(file: string): string[][] {
  const text = readFileSync(fileURLToPath(new URL(file, AREA_DATA_DIR)), "utf8");
  return text
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== "")
    .map((line) => line.split(","));
}

function codeToParent(file: string): Map<string, string> {
  return new Map(readCsv(file).map((cols) => [cols[0] ?? "", cols[1] ?? ""]));
}

const roleNames = new Set(ROLES.map((r) => r.name));
const flat = flattenMenus(MENUS);

describe("menus", () => {
  it("is a valid tree (assertMenuTreeValid does not throw)", () => {
    expect(() => assertMenuTreeValid(MENUS)).not.toThrow();
  });

  it("has unique keys and urls", () => {
    const keys = flat.map((f) => f.menu.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(ALL_ROUTES).size).toBe(ALL_ROUTES.length);
    expect(ALL_ROUTES.length).toBe(flat.filter((f) => f.menu.url !== null).length);
  });

  it("assertMenuTreeValid rejects duplicates", () => {
    const dup: MenuSeed = {
      key: "x",
      name: "X",
      url: "/x",
      icon: "Package",
      type: "item",
      roles: ["superadmin"],
    };
    expect(() => assertMenuTreeValid([dup, { ...dup }])).toThrow(/x/);
  });

  it("references only existing roles, and superadmin sees every node", () => {
    for (const { menu } of flat) {
      expect(menu.roles.length).toBeGreaterThan(0);
      expect(menu.roles).toContain("superadmin");
      for (const role of menu.roles) expect(roleNames.has(role), `${menu.key}: ${role}`).toBe(true);
    }
  });

  it("uses existing lucide-react icons", async () => {
    const lucide: Record<string, unknown> = await import("lucide-react");
    for (const icon of MENU_ICONS) expect(lucide[icon], icon).toBeDefined();
    for (const { menu } of flat)
      expect((MENU_ICONS as readonly string[]).includes(menu.icon), menu.key).toBe(true);
  });

  it("covers the area roots of the SPEC", () => {
    const roots = [
      "/superadmin",
      "/admin",
      "/gudang",
      "/kasir",
      "/penjualan",
      "/cash-bill",
      "/bonus",
      "/stock-stockist",
      "/customer-service",
      "/pembelian",
      "/kantor-pelayanan",
      "/barang-masuk",
      "/pengiriman-barang",
      "/retur-barang",
      "/laporan",
      "/cashbill",
      "/komisi-bulanan",
      "/stockist",
      "/stockist-center",
      "/supplier",
    ];
    expect(MENUS.map((m) => m.url).sort()).toEqual([...roots].sort());
    for (const { menu, parentKey } of flat) {
      if (parentKey !== null && menu.url !== null) {
        const rootUrl =
          MENUS.find((r) => flattenMenus([r]).some((f) => f.menu.key === menu.key))?.url ?? "";
        expect(menu.url.startsWith(`${rootUrl}/`), menu.url).toBe(true);
      }
    }
  });

  it("flattens parents before children with 1-based sort order", () => {
    const seen = new Set<string>();
    for (const { menu, parentKey, sortOrder } of flat) {
      if (parentKey !== null) expect(seen.has(parentKey)).toBe(true);
      expect(sortOrder).toBeGreaterThanOrEqual(1);
      seen.add(menu.key);
    }
  });
});

describe("access", () => {
  it("has unique, well-formed permission names", () => {
    const names = PERMISSIONS.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const p of PERMISSIONS) {
      expect(p.name).toMatch(/^[a-z][a-z-]*\.[a-z][a-z-]*$/);
      expect(p.description.length).toBeGreaterThan(0);
    }
  });

  it("roles reference only existing permissions", () => {
    const names = new Set(PERMISSIONS.map((p) => p.name));
    expect(new Set(ROLES.map((r) => r.name)).size).toBe(ROLES.length);
    for (const role of ROLES) {
      expect(role.officeCategoryIds.length).toBeGreaterThan(0);
      for (const id of role.officeCategoryIds)
        expect(OFFICE_CATEGORIES.some((c) => c.id === id)).toBe(true);
      if (role.permissions === "*") continue;
      expect(role.permissions.length, role.name).toBeGreaterThan(0);
      for (const p of role.permissions) expect(names.has(p), `${role.name}: ${p}`).toBe(true);
    }
  });

  it("demo users reference existing roles and offices", () => {
    const officeKeys = new Set(OFFICES.map((o) => o.key));
    for (const user of DEMO_USERS) {
      expect(officeKeys.has(user.officeKey), user.email).toBe(true);
      for (const role of user.roles)
        expect(roleNames.has(role), `${user.email}: ${role}`).toBe(true);
      expect(user.roles).toContain(user.currentRole);
    }
    expect(new Set(DEMO_USERS.map((u) => u.email)).size).toBe(DEMO_USERS.length);
  });
});

describe("reference", () => {
  it("maps every province of the CSV to an area 0-4", () => {
    const provinces = readCsv("provinces.csv").map((cols) => cols[0] ?? "");
    expect(provinces.length).toBe(38);
    for (const code of provinces) {
      const area = PROVINCE_AREA[code];
      expect(area, code).toBeDefined();
      expect(AREAS.some((a) => a.id === area)).toBe(true);
    }
    expect(Object.keys(PROVINCE_AREA).sort()).toEqual([...provinces].sort());
  });

  it("city overrides point at existing regencies", () => {
    const regencies = codeToParent("regencies.csv");
    for (const [code, area] of Object.entries(CITY_AREA_OVERRIDES)) {
      expect(regencies.has(code), code).toBe(true);
      expect(area).toBeGreaterThanOrEqual(0);
      expect(area).toBeLessThanOrEqual(4);
    }
  });

  it("has the expected lookup lists", () => {
    expect(EDUCATIONS.map((e) => e.name)).toEqual(["SD", "SMP", "SMA/SMK", "D3", "S1", "S2", "S3"]);
    expect(PROFESSIONS.length).toBeGreaterThanOrEqual(10);
    expect(BANKS.find((b) => b.name === "BCA")?.code).toBe("014");
    expect(new Set(SETUPS.map((s) => s.key)).size).toBe(SETUPS.length);
    expect(SETUPS.find((s) => s.key === "sc_deposit_multiplier")?.value).toBe("3");
    expect(RELEASE_NOTES[0]?.version).toBe("0.5.24");
  });
});

describe("products", () => {
  it("has 50±5 products with unique codes and valid references", () => {
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(45);
    expect(PRODUCTS.length).toBeLessThanOrEqual(55);
    expect(new Set(PRODUCTS.map((p) => p.code)).size).toBe(PRODUCTS.length);
    const categories = new Set<string>(PRODUCT_CATEGORIES.map((c) => c.code));
    const units = new Set<string>(UNITS.map((u) => u.code));
    for (const p of PRODUCTS) {
      expect(categories.has(p.categoryCode), p.code).toBe(true);
      expect(units.has(p.unitCode), p.code).toBe(true);
      for (const n of [p.basePrice, p.point, p.bonusValue, p.weightGrams])
        expect(Number.isInteger(n)).toBe(true);
    }
  });

  it("priceFor returns integers rounded to Rp 100, monotonic by buyer type and area", () => {
    const order = ["konsumen", "member", "stockist", "sc", "kp"];
    expect(BUYER_TYPES.map((b) => b.code)).toEqual(order);
    for (const p of PRODUCTS) {
      for (const area of AREAS) {
        const prices = order.map((b) => priceFor(p.basePrice, area.id, b));
        for (const price of prices) {
          expect(Number.isInteger(price)).toBe(true);
          expect(price % 100).toBe(0);
          expect(price).toBeGreaterThan(0);
        }
        for (let i = 1; i < prices.length; i++)
          expect(prices[i]).toBeLessThanOrEqual(prices[i - 1] ?? 0);
      }
      for (const buyer of order) {
        for (let a = 1; a < AREAS.length; a++) {
          expect(priceFor(p.basePrice, a, buyer)).toBeGreaterThanOrEqual(
            priceFor(p.basePrice, a - 1, buyer),
          );
        }
      }
    }
    expect(priceFor(100_000, 0, "konsumen")).toBe(100_000);
    expect(priceFor(100_000, 0, "member")).toBe(85_000);
    expect(() => priceFor(100_000, 5, "member")).toThrow();
    expect(() => priceFor(100_000, 0, "reseller")).toThrow();
  });
});

describe("offices", () => {
  const regencies = codeToParent("regencies.csv");
  const districts = codeToParent("districts.csv");
  const villages = codeToParent("villages.csv");

  it("uses existing regency, district and village codes", () => {
    for (const o of OFFICES) {
      expect(regencies.get(o.cityCode), `${o.key} city ${o.cityCode}`).toBe(o.provinceCode);
      expect(districts.get(o.districtCode), `${o.key} district ${o.districtCode}`).toBe(o.cityCode);
      expect(villages.get(o.villageCode), `${o.key} village ${o.villageCode}`).toBe(o.districtCode);
    }
  });

  it("has unique keys, codes, NIKs and emails", () => {
    for (const field of ["key", "code", "ktpNumber", "email", "phone"] as const) {
      expect(new Set(OFFICES.map((o) => o[field])).size, field).toBe(OFFICES.length);
    }
    for (const o of OFFICES) expect(o.ktpNumber).toMatch(/^\d{16}$/);
  });

  it("has a consistent upline tree and a warehouse per non-member office", () => {
    expect(() => officesInDependencyOrder()).not.toThrow();
    const byKey = new Map(OFFICES.map((o) => [o.key, o]));
    expect(byKey.get("stockist-1")?.uplineKey).toBe("sc-1");
    for (const o of OFFICES) {
      if (o.officeType === "member") {
        expect(o.warehouse).toBeNull();
        if (o.uplineKey !== null) expect(byKey.get(o.uplineKey)?.officeType).toBe("member");
      } else {
        expect(o.warehouse, o.key).not.toBeNull();
      }
      expect(BANKS.some((b) => b.code === o.bankCode)).toBe(true);
    }
    const warehouseCodes = OFFICES.flatMap((o) => (o.warehouse ? [o.warehouse.code] : []));
    expect(new Set(warehouseCodes).size).toBe(warehouseCodes.length);
  });
});
