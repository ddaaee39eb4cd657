// Reading and writing numbers as people type them in Indonesian (id-ID): a dot groups thousands
// ("1.500.000"), a comma starts the decimals ("12,5"). Used by the one number input
// (components/forms/number-input.tsx) and the form schemas (lib/schemas). Nothing here drops or
// changes a character silently: text that is not a number is reported, never "cleaned".
import { formatNumber } from "./format";
import type { NumberSpec } from "./bounds";

export const NUMBER_FORMAT_INVALID = "Format angka tidak valid (contoh: 1.500.000)";
export const NUMBER_EXPONENT = "Tulis angka lengkap, tanpa notasi e";
export const NUMBER_DOT_DECIMAL = "Pakai koma untuk desimal, titik untuk ribuan (contoh: 12,5)";
/** A whole-number field (counts, quantities) given a fraction, "1,5" or "1.5" alike. */
export const NUMBER_WHOLE = "Harus bilangan bulat";
/** A rupiah field given a fraction (SPEC §5: no decimals in money). */
export const NUMBER_WHOLE_RUPIAH = "Harus bilangan bulat (rupiah)";

/** The one message of a field of this kind for a fraction (null: the kind takes fractions). */
export function wholeNumberMessage(kind: NumberSpec["kind"]): string | null {
  if (kind === "rupiah") return NUMBER_WHOLE_RUPIAH;
  if (kind === "integer") return NUMBER_WHOLE;
  return null;
}

export type ParsedNumber = { ok: true; value: number | null } | { ok: false; message: string };

const PLAIN = /^-?\d+(,\d+)?$/;
const GROUPED = /^-?\d{1,3}(\.\d{3})+(,\d+)?$/;

/**
 * The number a person typed: "1.500.000" -> 1500000, "-5.000" -> -5000, "12,5" -> 12.5,
 * "" -> null. An "Rp" prefix and spaces around are allowed. Not a number (letters, exponent
 * notation, a dot used as decimal point, misplaced thousands dots) -> the message to show.
 * With the `kind` of a whole-number field (rupiah, integer), a fraction is refused with the one
 * message of that field whether it was written "1,5" or "1.5" (not "use a comma" for one and
 * "whole numbers only" for the other). Other bounds (sign, maximum) are the schema's job
 * (`zNumberText` in lib/schemas).
 */
export function parseNumberText(text: string, kind?: NumberSpec["kind"]): ParsedNumber {
  const t = text.trim().replace(/^rp\.?\s*/i, "");
  if (t === "") return { ok: true, value: null };
  if (/^-?[\d.,]*\d[eE][+-]?\d+$/.test(t)) return { ok: false, message: NUMBER_EXPONENT };
  const whole = kind ? wholeNumberMessage(kind) : null;
  if (!PLAIN.test(t) && !GROUPED.test(t)) {
    const dotDecimal = /^-?\d+\.\d+$/.test(t);
    if (dotDecimal && whole) return { ok: false, message: whole };
    return { ok: false, message: dotDecimal ? NUMBER_DOT_DECIMAL : NUMBER_FORMAT_INVALID };
  }
  const value = Number(t.replace(/\./g, "").replace(",", "."));
  if (!Number.isFinite(value)) return { ok: false, message: NUMBER_FORMAT_INVALID };
  if (whole && !Number.isInteger(value)) return { ok: false, message: whole };
  return { ok: true, value };
}

/**
 * A field's typed number for running figures (a form's totals, a live price preview): the number
 * a form was loaded with, or the text read as parseNumberText does; 0 while the field holds no
 * valid number (the schema reports it at the field).
 */
export function typedNumber(value: string | number | null | undefined): number {
  if (typeof value === "number") return Number.isFinite(value) ? value : 0;
  if (!value) return 0;
  const parsed = parseNumberText(value);
  return parsed.ok && parsed.value !== null ? parsed.value : 0;
}

/** The text of a number in id-ID: 1500000 -> "1.500.000", 12.5 -> "12,5", null -> "". */
export function numberText(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "";
  const abs = Math.abs(value);
  const fraction = String(abs).split(".")[1];
  return `${value < 0 ? "-" : ""}${formatNumber(Math.trunc(abs))}${fraction ? `,${fraction}` : ""}`;
}

/** "-1234567,5" -> "-1.234.567,5": thousands dots added to a plain number, nothing else changed. */
function group(plain: string): string {
  const m = /^(-?)(\d+)(,\d*)?$/.exec(plain);
  if (!m) return plain;
  const [, sign = "", digits = "", fraction = ""] = m;
  return `${sign}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".")}${fraction}`;
}

/**
 * The text to show after an edit: thousands dots are (re)placed only where that loses nothing:
 * the new text has no dots of its own (typed or pasted digits), or it is the previous shown text
 * with digits added or removed at its end. Anything else (a dot the person typed, letters, "e")
 * is shown exactly as typed, for the schema to refuse with a message.
 */
export function regroupNumberText(previous: string, next: string): string {
  const loose = /^-?\d+(,\d*)?$/;
  if (loose.test(next)) return group(next);
  const undotted = next.replace(/\./g, "");
  const prevUndotted = previous.replace(/\./g, "");
  const prevCanonical = previous === "" || group(prevUndotted) === previous;
  const endEdit = next.startsWith(previous) || previous.startsWith(next);
  if (prevCanonical && endEdit && loose.test(undotted) && /^[\d,]*$/.test(diff(previous, next)))
    return group(undotted);
  return next;
}

function diff(a: string, b: string): string {
  return a.length > b.length ? a.slice(b.length) : b.slice(a.length);
}

/** Where the caret goes after regrouping: after the same count of non-dot characters. */
export function caretAfterRegroup(typed: string, caret: number, shown: string): number {
  const keep = typed.slice(0, caret).replace(/\./g, "").length;
  let seen = 0;
  for (let i = 0; i < shown.length; i += 1) {
    if (seen === keep) return i;
    if (shown[i] !== ".") seen += 1;
  }
  return shown.length;
}

/** The input mode a spec asks the on-screen keyboard for. */
export function inputModeOf(spec: NumberSpec): "numeric" | "decimal" {
  return spec.kind === "decimal" ? "decimal" : "numeric";
}
