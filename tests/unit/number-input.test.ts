// The one number input's reading and writing (lib/number-input.ts) and the form schemas built on
// it (zNumberText): what a person types is never changed behind their back, and what a field
// cannot hold is refused with the message the field shows.
import { describe, expect, it } from "vitest";
import { COUNT, MONEY, MONEY_MAX, TOPUP_AMOUNT } from "@/lib/bounds";
import {
  NUMBER_DOT_DECIMAL,
  NUMBER_EXPONENT,
  NUMBER_FORMAT_INVALID,
  NUMBER_WHOLE,
  NUMBER_WHOLE_RUPIAH,
  caretAfterRegroup,
  numberText,
  parseNumberText,
  regroupNumberText,
} from "@/lib/number-input";
import { zMoney, zNumberText, zRequiredNumberText } from "@/lib/schemas/master";
import { ZProductForm } from "@/lib/schemas/master";

const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error?.issues[0]?.message;

describe("parseNumberText", () => {
  it("answers a fraction in a whole-number field with one message, '1,5' and '1.5' alike", () => {
    for (const typed of ["1,5", "1.5", "12.50", "1.500,5", "-2,5"])
      expect(parseNumberText(typed, "integer"), typed).toEqual({ ok: false, message: NUMBER_WHOLE });
    for (const typed of ["1,5", "1.5"])
      expect(parseNumberText(typed, "rupiah"), typed).toEqual({
        ok: false,
        message: NUMBER_WHOLE_RUPIAH,
      });
    // Thousands dots are still thousands; a decimal field still asks for the comma.
    expect(parseNumberText("1.500", "integer")).toEqual({ ok: true, value: 1500 });
    expect(parseNumberText("2,0", "integer")).toEqual({ ok: true, value: 2 });
    expect(parseNumberText("1.5", "decimal")).toEqual({ ok: false, message: NUMBER_DOT_DECIMAL });
    expect(parseNumberText("1,5", "decimal")).toEqual({ ok: true, value: 1.5 });
    // The form schemas of whole-number fields say the same for both spellings.
    for (const typed of ["2,5", "2.5"]) {
      expect(messageOf(zRequiredNumberText(COUNT).safeParse(typed)), typed).toBe(NUMBER_WHOLE);
      expect(messageOf(zNumberText(MONEY).safeParse(typed)), typed).toBe(NUMBER_WHOLE_RUPIAH);
    }
  });


  it("reads id-ID numbers", () => {
    expect(parseNumberText("1.500.000")).toEqual({ ok: true, value: 1500000 });
    expect(parseNumberText("Rp 1.500.000")).toEqual({ ok: true, value: 1500000 });
    expect(parseNumberText("1500000")).toEqual({ ok: true, value: 1500000 });
    expect(parseNumberText("-5.000")).toEqual({ ok: true, value: -5000 });
    expect(parseNumberText("12,5")).toEqual({ ok: true, value: 12.5 });
    expect(parseNumberText(" ")).toEqual({ ok: true, value: null });
  });

  it("refuses what is not a number instead of cleaning it", () => {
    expect(parseNumberText("1e309")).toEqual({ ok: false, message: NUMBER_EXPONENT });
    expect(parseNumberText("1E5")).toEqual({ ok: false, message: NUMBER_EXPONENT });
    expect(parseNumberText("12.5")).toEqual({ ok: false, message: NUMBER_DOT_DECIMAL });
    expect(parseNumberText("1.2345")).toEqual({ ok: false, message: NUMBER_DOT_DECIMAL });
    expect(parseNumberText("abc")).toEqual({ ok: false, message: NUMBER_FORMAT_INVALID });
    expect(parseNumberText("1.500,75,2")).toEqual({ ok: false, message: NUMBER_FORMAT_INVALID });
    expect(parseNumberText("12.34.5")).toEqual({ ok: false, message: NUMBER_FORMAT_INVALID });
    expect(parseNumberText("--5")).toEqual({ ok: false, message: NUMBER_FORMAT_INVALID });
  });

  it("writes numbers the way it reads them", () => {
    expect(numberText(1500000)).toBe("1.500.000");
    expect(numberText(-5000)).toBe("-5.000");
    expect(numberText(12.5)).toBe("12,5");
    expect(numberText(-0.5)).toBe("-0,5");
    expect(numberText(null)).toBe("");
    for (const n of [0, 7, 1234, -98765, 12.25, MONEY_MAX])
      expect(parseNumberText(numberText(n))).toEqual({ ok: true, value: n });
  });
});

describe("regroupNumberText (what the field shows while typing)", () => {
  it("adds thousands dots to digits typed or pasted, keeping every character", () => {
    expect(regroupNumberText("", "1500000")).toBe("1.500.000");
    expect(regroupNumberText("", "-5000")).toBe("-5.000");
    expect(regroupNumberText("", "12,5")).toBe("12,5");
    expect(regroupNumberText("", "9".repeat(20))).toBe("99.999.999.999.999.999.999");
    expect(regroupNumberText("1.234", "1.2345")).toBe("12.345");
    expect(regroupNumberText("12.345", "12.34")).toBe("1.234");
  });

  it("leaves text it cannot group exactly as typed", () => {
    expect(regroupNumberText("1", "1.")).toBe("1.");
    expect(regroupNumberText("1.", "1.5")).toBe("1.5");
    expect(regroupNumberText("1", "1e")).toBe("1e");
    expect(regroupNumberText("1e30", "1e309")).toBe("1e309");
    expect(regroupNumberText("", "abc")).toBe("abc");
    expect(regroupNumberText("1.234", "1.2a34")).toBe("1.2a34");
  });

  it("keeps the caret after the same characters", () => {
    expect(caretAfterRegroup("12345", 5, "12.345")).toBe(6);
    expect(caretAfterRegroup("12345", 2, "12.345")).toBe(2);
    expect(caretAfterRegroup("1.2345", 3, "12.345")).toBe(2);
  });
});

describe("zNumberText (the form side of the shared bounds)", () => {
  const money = zRequiredNumberText(MONEY);
  it("accepts id-ID text and numbers within the bounds", () => {
    expect(money.parse("1.500.000")).toBe(1500000);
    expect(money.parse(2500)).toBe(2500);
    expect(money.parse(String(MONEY_MAX))).toBe(MONEY_MAX);
    expect(zNumberText(MONEY).parse("")).toBeNull();
  });

  it("refuses, with the field's message, what the field cannot hold", () => {
    expect(messageOf(money.safeParse("-5.000"))).toBe("Tidak boleh negatif");
    expect(messageOf(money.safeParse("12,5"))).toBe("Harus bilangan bulat (rupiah)");
    expect(messageOf(money.safeParse("1e309"))).toBe(NUMBER_EXPONENT);
    expect(messageOf(money.safeParse("9".repeat(20)))).toBe(
      "Nilai terlalu besar (maksimal 1.000.000.000.000)",
    );
    expect(messageOf(money.safeParse(""))).toBe("Kolom wajib diisi");
    expect(messageOf(money.safeParse(undefined))).toBe("Kolom wajib diisi");
    expect(messageOf(zRequiredNumberText(COUNT).safeParse("2,5"))).toBe("Harus bilangan bulat");
    expect(messageOf(zRequiredNumberText(TOPUP_AMOUNT).safeParse("-1"))).toBe(
      "Jumlah topup harus lebih dari 0",
    );
  });

  it("the API's money schema has the same bounds", () => {
    expect(messageOf(zMoney().safeParse(-5000))).toBe("Tidak boleh negatif");
    expect(messageOf(zMoney().safeParse(12.5))).toBe("Harus bilangan bulat (rupiah)");
    expect(messageOf(zMoney().safeParse(MONEY_MAX + 1))).toBe(
      "Nilai terlalu besar (maksimal 1.000.000.000.000)",
    );
    expect(messageOf(zMoney().safeParse(Infinity))).toBe("Harus angka");
  });

  it("the product form refuses each bad price at its own field", () => {
    const base = ZProductForm.safeParse({});
    expect(base.success).toBe(false);
    const cell = { area_id: 0, buyer_type_id: "x", retail_price: null };
    const r = ZProductForm.shape.prices.safeParse([
      { ...cell, price: "-5000" },
      { ...cell, price: "12,5" },
      { ...cell, price: "1e309" },
      { ...cell, price: "9".repeat(20) },
    ]);
    expect(r.success).toBe(false);
    const byPath = new Map<string, string>();
    for (const i of r.error?.issues ?? [])
      if (!byPath.has(i.path.join("."))) byPath.set(i.path.join("."), i.message);
    expect(byPath.get("0.price")).toBe("Tidak boleh negatif");
    expect(byPath.get("1.price")).toBe("Harus bilangan bulat (rupiah)");
    expect(byPath.get("2.price")).toBe(NUMBER_EXPONENT);
    expect(byPath.get("3.price")).toBe("Nilai terlalu besar (maksimal 1.000.000.000.000)");
  });
});
