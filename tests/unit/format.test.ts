import { describe, expect, it } from "vitest";
import { formatNumber, formatRupiah, parseRupiah, sanitizeDecimal } from "@/lib/format";

describe("Indonesian formatting", () => {
  it("formats whole rupiah without decimals", () => {
    expect(formatRupiah(1500000)).toBe("Rp 1.500.000");
    expect(formatRupiah(10n ** 12n)).toBe("Rp 1.000.000.000.000");
    expect(formatNumber(83763)).toBe("83.763");
  });

  it("parses currency input back to an integer", () => {
    expect(parseRupiah("Rp 1.500.000")).toBe(1500000);
    expect(parseRupiah("")).toBeNull();
  });

  it("keeps digits and one dot in decimal inputs", () => {
    expect(sanitizeDecimal("12a.3.4")).toBe("12.34");
    expect(sanitizeDecimal("abc")).toBe("");
  });
});
