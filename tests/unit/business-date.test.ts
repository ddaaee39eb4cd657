import { describe, expect, it } from "vitest";
import {
  jakartaDateString,
  jakartaDayBounds,
  jakartaMonthBounds,
  jakartaMonthRange,
  jakartaToday,
} from "@/lib/business-date";

describe("Jakarta business dates", () => {
  it("after 17:00 UTC it is already tomorrow (and next month) in Jakarta", () => {
    const at = new Date("2026-11-30T18:30:00Z");
    expect(jakartaDateString(at)).toBe("2026-12-01");
    expect(jakartaToday(at).toISOString()).toBe("2026-12-01T00:00:00.000Z");
    expect(jakartaMonthRange(at)).toMatchObject({ from: "2026-12-01", to: "2026-12-31" });
    expect(jakartaDateString(new Date("2026-11-30T16:59:59Z"))).toBe("2026-11-30");
  });

  it("day and month bounds are WIB midnights", () => {
    expect(jakartaDayBounds("2026-11-25")).toEqual({
      gte: new Date("2026-11-24T17:00:00Z"),
      lt: new Date("2026-11-25T17:00:00Z"),
    });
    expect(jakartaMonthBounds(new Date("2026-02-10T00:00:00Z"))).toEqual({
      gte: new Date("2026-01-31T17:00:00Z"),
      lt: new Date("2026-02-28T17:00:00Z"),
    });
  });
});
