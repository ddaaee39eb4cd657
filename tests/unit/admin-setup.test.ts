// Pure parts of Admin > Setup: the next period after a close and the typed setup values.
import { describe, expect, it } from "vitest";
import { nextPeriodRange } from "@/server/periods/next-period";
import {
  formatSetupValue,
  parseSetupValue,
  promoIssues,
  setupKeyDef,
  setupValueSchema,
  SETUP_KEYS,
  SETUP_TABS,
} from "@/lib/schemas/setup";

const d = (s: string) => new Date(`${s}T00:00:00Z`);
const iso = (x: Date) => x.toISOString().slice(0, 10);

describe("nextPeriodRange", () => {
  it("a whole month is followed by the next calendar month, named in Indonesian", () => {
    const n = nextPeriodRange({ startDate: d("2099-01-01"), endDate: d("2099-01-31") });
    expect([iso(n.startDate), iso(n.endDate), n.name]).toEqual([
      "2099-02-01",
      "2099-02-28",
      "Februari 2099",
    ]);
    const dec = nextPeriodRange({ startDate: d("2026-12-01"), endDate: d("2026-12-31") });
    expect([iso(dec.startDate), iso(dec.endDate), dec.name]).toEqual([
      "2027-01-01",
      "2027-01-31",
      "Januari 2027",
    ]);
  });

  it("another range is followed by one of the same length from the next day", () => {
    const n = nextPeriodRange({ startDate: d("2098-06-01"), endDate: d("2098-06-29") });
    expect([iso(n.startDate), iso(n.endDate)]).toEqual(["2098-06-30", "2098-07-28"]);
    expect(n.name).toBe("Periode 2098-06-30 s/d 2098-07-28");
  });
});

describe("setup values", () => {
  it("every key belongs to a known tab and keys are unique", () => {
    const tabs = new Set(SETUP_TABS.map((t) => t.tab));
    expect(SETUP_KEYS.every((k) => tabs.has(k.tab))).toBe(true);
    expect(new Set(SETUP_KEYS.map((k) => k.key)).size).toBe(SETUP_KEYS.length);
    expect(setupKeyDef("sc_deposit_multiplier")?.tab).toBe("stockist");
  });

  it("parses stored text per kind and refuses what does not fit", () => {
    expect(parseSetupValue("decimal", "2.5")).toBe(2.5);
    expect(parseSetupValue("money", "1000000")).toBe(1000000);
    expect(parseSetupValue("money", "10.5")).toBeNull();
    expect(parseSetupValue("boolean", "true")).toBe(true);
    expect(parseSetupValue("boolean", "ya")).toBeNull();
    expect(parseSetupValue("date", "2024-02-30")).toBeNull();
    expect(formatSetupValue(false)).toBe("false");
  });

  it("validates typed input with the SPEC messages", () => {
    expect(setupValueSchema("money").safeParse(1.5).error?.issues[0]?.message).toBe(
      "Harus bilangan bulat (rupiah)",
    );
    expect(setupValueSchema("decimal").safeParse("3").error?.issues[0]?.message).toBe(
      "Harus angka",
    );
    expect(setupValueSchema("percent", { min: 0, max: 100 }).safeParse(101).success).toBe(false);
    expect(setupValueSchema("boolean").safeParse(true).success).toBe(true);
  });
});

describe("promoIssues", () => {
  it("needs end >= start and one benefit", () => {
    const base = { promo_price: null, discount_amount: 0, free_quantity: 0, "free-product": null };
    expect(promoIssues({ ...base, start_date: "2099-01-02", end_date: "2099-01-01" })).toEqual(
      expect.arrayContaining([{ path: "end_date", message: expect.any(String) }]),
    );
    expect(promoIssues({ ...base, start_date: "2099-01-01", end_date: "2099-01-01" })).toEqual([
      { path: "promo_price", message: "Isi harga promo, potongan, atau barang bonus" },
    ]);
    expect(promoIssues({ ...base, discount_amount: 500 })).toEqual([]);
  });
});
