// The field builders every input schema is made of (master data, offices, orders, stock...):
// texts, numbers within lib/bounds.ts, form number texts, ids, dates, with the SPEC §5 messages.
import { z } from "zod";
import "@/lib/zod-locale";
import {
  BIRTH_DATE_MIN,
  BUSINESS_DATE_MAX,
  BUSINESS_DATE_MIN,
  COUNT,
  COUNT_MAX,
  MONEY,
  type NumberSpec,
} from "../bounds";
import { isCalendarDate, jakartaDateString } from "../business-date";
import { numberText, parseNumberText, wholeNumberMessage } from "../number-input";
import { BIRTH_DATE_FUTURE, BIRTH_DATE_TOO_EARLY, REQUIRED, UUID_RE } from "./master-rules";

export function zText(max = 255) {
  return z
    .string({
      error: (iss) =>
        iss.input === undefined || iss.input === null ? REQUIRED : "Harus berupa teks",
    })
    .trim()
    .min(1, REQUIRED)
    .max(max, `Maksimal ${max} karakter`);
}

export function zOptionalText(max = 1000) {
  return z
    .string({ error: "Harus berupa teks" })
    .trim()
    .max(max, `Maksimal ${max} karakter`)
    .nullish()
    .transform((v) => (v === "" ? null : v));
}

/** A number within a spec's bounds (lib/bounds.ts), with the SPEC §5 messages. */
export function zNumber(spec: NumberSpec) {
  let s = z.number({
    error: (iss) => (iss.input === undefined || iss.input === null ? REQUIRED : "Harus angka"),
  });
  // The maximum first: a 20-digit number is 'too large' before it is 'not a safe integer'.
  s = s
    .max(spec.max, `Nilai terlalu besar (maksimal ${numberText(spec.max)})`)
    .min(
      spec.min,
      spec.minMessage ??
        (spec.min === 0 ? "Tidak boleh negatif" : `Minimal ${numberText(spec.min)}`),
    );
  const whole = wholeNumberMessage(spec.kind);
  if (whole) s = s.int(whole);
  const digits = spec.fractionDigits;
  return digits === undefined
    ? s
    : s.refine(
        (v) => (String(v).split(".")[1] ?? "").length <= digits,
        `Maksimal ${digits} angka di belakang koma`,
      );
}

/**
 * A number field of a form: the text as typed in the one number input
 * (components/forms/number-input.tsx) or a number (a loaded value), read as id-ID
 * (lib/number-input.ts) and then held to the same bounds as the API (`zNumber`). Empty is null.
 */
function numberTextOf<T extends z.ZodType<number | null, number | null>>(
  bounded: T,
  kind: NumberSpec["kind"],
) {
  return z
    .union([z.number(), z.string(), z.null(), z.undefined()], { error: "Harus angka" })
    .transform((v, ctx) => {
      // A field never filled (undefined) is empty, like a cleared one: 'Kolom wajib diisi'.
      if (v === undefined) return null;
      if (typeof v !== "string") return v;
      const parsed = parseNumberText(v, kind);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: "custom", message: parsed.message });
      return z.NEVER;
    })
    .pipe(bounded);
}
export const zNumberText = (spec: NumberSpec) => numberTextOf(zNumber(spec).nullable(), spec.kind);
/** As zNumberText, and an empty field is 'Kolom wajib diisi'. */
export const zRequiredNumberText = (spec: NumberSpec) => numberTextOf(zNumber(spec), spec.kind);

/** Whole rupiah (SPEC §5: no decimals), at most MONEY_MAX. */
export function zMoney() {
  return zNumber(MONEY);
}

export function zCount(max = COUNT_MAX) {
  return zNumber({ ...COUNT, max });
}

/** A relationship id (uuid) as the engine hands it over. */
export function zUuidRef(label = "Data") {
  return z
    .string({
      error: (iss) => (iss.input === undefined || iss.input === null ? REQUIRED : "Id tidak valid"),
    })
    .regex(UUID_RE, `${label} tidak valid`);
}

const DATE_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

export { isCalendarDate };

/**
 * A date typed as YYYY-MM-DD (the format the one date input shows, components/forms/date-input)
 * within a plausible window: business dates by default (lib/bounds.ts).
 */
export const zDate = (
  min = BUSINESS_DATE_MIN,
  max = BUSINESS_DATE_MAX,
  messages: { min?: string; max?: string } = {},
) =>
  z
    .string({
      error: (iss) => (iss.input === undefined || iss.input === null ? REQUIRED : "Harus tanggal"),
    })
    .regex(DATE_FORMAT, "Format tanggal YYYY-MM-DD")
    .refine((v) => !DATE_FORMAT.test(v) || isCalendarDate(v), "Tanggal tidak valid")
    .refine(
      (v) => !isCalendarDate(v) || v >= min,
      messages.min ?? `Tanggal tidak boleh sebelum ${min}`,
    )
    .refine(
      (v) => !isCalendarDate(v) || v <= max,
      messages.max ?? `Tanggal tidak boleh setelah ${max}`,
    );

/** A birth date: a real day from 1900-01-01 up to today (Jakarta). */
export const zBirthDate = () =>
  zDate(BIRTH_DATE_MIN, "9999-12-31", { min: BIRTH_DATE_TOO_EARLY }).refine(
    (v) => !isCalendarDate(v) || v <= jakartaDateString(),
    BIRTH_DATE_FUTURE,
  );

export const zDeletedAt = z.iso
  .datetime({ offset: true, error: "Tanggal tidak valid (ISO 8601)" })
  .nullable()
  .optional();

/** A code (kode) of master data: letters, digits, dot, - and _. */
export const zCode = () =>
  zText(64).regex(/^[A-Za-z0-9._-]+$/, "Kode hanya boleh huruf, angka, titik, - dan _");
