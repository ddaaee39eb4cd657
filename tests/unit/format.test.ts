import { describe, expect, it } from "vitest";
import { formatNumber, formatRupiah } from "@/lib/format";

describe("Indonesian formatting", () => {
  it("formats whole rupiah without decimals", () => {
    expect(formatRupiah(1500000)).toBe("Rp 1.500.000");
    expect(formatRupiah(10n ** 12n)).toBe("Rp 1.000.000.000.000");
    expect(formatNumber(83763)).toBe("83.763");
  });
});
