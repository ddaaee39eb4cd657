import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatNumber, formatRupiah } from "@/lib/format";

describe("Indonesian formatting", () => {
  it("formats whole rupiah without decimals", () => {
    expect(formatRupiah(1500000)).toBe("Rp 1.500.000");
    expect(formatRupiah(10n ** 12n)).toBe("Rp 1.000.000.000.000");
    expect(formatNumber(83763)).toBe("83.763");
  });

  it("always writes 'Rp', one plain space, then the number (never 'Rp5.000.000')", () => {
    expect(formatRupiah(5_000_000)).toBe("Rp 5.000.000");
    expect(formatRupiah(5_000_000n)).toBe("Rp 5.000.000");
    expect(formatRupiah(0)).toBe("Rp 0");
    expect(formatRupiah(-5000)).toBe("-Rp 5.000");
    expect(formatRupiah(-5000n)).toBe("-Rp 5.000");
  });

  it("is the one rupiah formatter: no source writes 'Rp' before a number by hand", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const files = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) return e.name === "generated" ? [] : files(p);
        return /\.tsx?$/.test(e.name) ? [p] : [];
      });
    const byHand = ["app", "components", "lib", "server"]
      .flatMap((d) => files(path.join(root, d)))
      .filter(
        (f) =>
          !f.endsWith(path.join("lib", "format.ts")) &&
          /Rp\s*\$\{|["'`]Rp\s*["'`]\s*\+/.test(fs.readFileSync(f, "utf8")),
      )
      .map((f) => path.relative(root, f));
    expect(byHand).toEqual([]);
  });
});
