// depositCredit (lib/schemas/office.ts): an SC deposit is amount x sc_deposit_multiplier in exact
// integer arithmetic, rounded down to whole rupiah; a multiplier that is not a positive decimal
// gives null (the top-up is refused with 422).
import { describe, expect, it } from "vitest";
import { depositCredit } from "@/lib/schemas/office";

describe("depositCredit", () => {
  it("multiplies exactly and rounds down", () => {
    expect(depositCredit(1_000_000n, "3")).toBe(3_000_000n);
    expect(depositCredit(1_000_001n, "2.5")).toBe(2_500_002n);
    expect(depositCredit(3n, "0.3333")).toBe(0n);
    expect(depositCredit(999_999_999_999n, "1000")).toBe(999_999_999_999_000n);
    expect(depositCredit(10n, " 1.25 ")).toBe(12n);
  });
  it("refuses what is not a positive decimal", () => {
    for (const m of ["0", "0.0", "-1", "tiga", "", "1e3", "1.23456"])
      expect(depositCredit(1000n, m)).toBeNull();
  });
});
