// Dates people type are plausible (issue 10 §2): the shared schemas refuse days that do not
// exist, birth dates in the future or before 1900, and business dates outside 2000-2099.
import { describe, expect, it } from "vitest";
import {
  BIRTH_DATE_FUTURE,
  BIRTH_DATE_TOO_EARLY,
  isCalendarDate,
  zBirthDate,
  zDate,
} from "@/lib/schemas/master";
import { memberFormSchema } from "@/lib/schemas/member";
import { setupValueSchema } from "@/lib/schemas/setup";
import { jakartaDateString } from "@/lib/business-date";

const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error?.issues[0]?.message;

describe("isCalendarDate", () => {
  it("knows which YYYY-MM-DD name a real day", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2023-02-29")).toBe(false);
    expect(isCalendarDate("2023-02-31")).toBe(false);
    expect(isCalendarDate("02/03/2024")).toBe(false);
    expect(isCalendarDate("2024-2-3")).toBe(false);
  });
});

describe("zBirthDate", () => {
  it("accepts a birth date from 1900 up to today (Jakarta)", () => {
    expect(zBirthDate().parse("1900-01-01")).toBe("1900-01-01");
    expect(zBirthDate().parse("1990-02-03")).toBe("1990-02-03");
    expect(zBirthDate().parse(jakartaDateString())).toBe(jakartaDateString());
  });

  it("refuses a future, a too early, a non-existent or a mistyped date with its message", () => {
    expect(messageOf(zBirthDate().safeParse("2099-01-01"))).toBe(BIRTH_DATE_FUTURE);
    expect(messageOf(zBirthDate().safeParse("0001-01-01"))).toBe(BIRTH_DATE_TOO_EARLY);
    expect(messageOf(zBirthDate().safeParse("1990-02-30"))).toBe("Tanggal tidak valid");
    expect(messageOf(zBirthDate().safeParse("03/02/1990"))).toBe("Format tanggal YYYY-MM-DD");
  });

  it("the member form shows the same messages at the field", () => {
    const schema = memberFormSchema({ kpView: true });
    const at = (tanggal_lahir: string) => {
      const r = schema.safeParse({ tanggal_lahir });
      return r.success
        ? null
        : r.error.issues.find((i) => i.path.join(".") === "tanggal_lahir")?.message;
    };
    expect(at("2099-01-01")).toBe(BIRTH_DATE_FUTURE);
    expect(at("0001-01-01")).toBe(BIRTH_DATE_TOO_EARLY);
    expect(at("1990-13-01")).toBe("Tanggal tidak valid");
    expect(at("")).toBe("Kolom wajib diisi");
  });
});

describe("business dates", () => {
  it("lie between 2000-01-01 and 2099-12-31", () => {
    expect(zDate().parse("2026-11-25")).toBe("2026-11-25");
    expect(messageOf(zDate().safeParse("1999-12-31"))).toBe(
      "Tanggal tidak boleh sebelum 2000-01-01",
    );
    expect(messageOf(zDate().safeParse("2100-01-01"))).toBe(
      "Tanggal tidak boleh setelah 2099-12-31",
    );
    expect(messageOf(setupValueSchema("date").safeParse("0001-01-01"))).toBe(
      "Tanggal harus antara 2000-01-01 dan 2099-12-31",
    );
  });
});
