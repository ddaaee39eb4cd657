// Small builders that keep resource definitions short and alike.
import { z } from "zod";
import type { AttrKind, AttributeDef, FilterFn, Where } from "./resource";
import { AppError } from "@/server/errors";
import { isCalendarDate } from "@/lib/business-date";

export function attr(
  field: string,
  kind: AttrKind = "string",
  opts: Omit<AttributeDef, "field" | "kind"> = {},
): AttributeDef {
  return { field, kind, ...opts };
}

/** createdAt / updatedAt as sortable datetime attributes (names as SPEC.md writes them). */
export function timestamps(): Record<string, AttributeDef> {
  return {
    createdAt: attr("createdAt", "datetime", { sortable: true }),
    updatedAt: attr("updatedAt", "datetime", { sortable: true }),
  };
}

export function softDeleteAttr(): Record<string, AttributeDef> {
  return { deletedAt: attr("deletedAt", "datetime", { writable: true }) };
}

/** filter[x]=value on a text column (exact match; comma-separated values mean any of them). */
export function eqFilter(field: string): FilterFn {
  return (value) => {
    const values = value
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean);
    return values.length > 1 ? { [field]: { in: values } } : { [field]: value.trim() };
  };
}

/** filter[x]=1,2 on an integer column. */
export function intFilter(field: string, parameter: string): FilterFn {
  return (value) => {
    const values = value
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean);
    if (!values.length || values.some((v) => !/^-?\d{1,9}$/.test(v)))
      throw AppError.badRequest(`filter[${parameter}] harus berupa angka`, {
        parameter: `filter[${parameter}]`,
      });
    const nums = values.map(Number);
    return nums.length > 1 ? { [field]: { in: nums } } : { [field]: nums[0] };
  };
}

/** filter[x]=true|false|1|0 on a boolean column. */
export function boolFilter(field: string, parameter: string): FilterFn {
  return (value) => {
    const v = value.trim().toLowerCase();
    if (!["true", "false", "1", "0"].includes(v))
      throw AppError.badRequest(`filter[${parameter}] harus true atau false`, {
        parameter: `filter[${parameter}]`,
      });
    return { [field]: v === "true" || v === "1" };
  };
}

/** filter[x]=<uuid> on a uuid column; a malformed id is a 400 rather than a database error. */
export function uuidFilter(field: string, parameter: string): FilterFn {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  return (value) => {
    const values = value
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean);
    if (!values.length || values.some((v) => !UUID.test(v)))
      throw AppError.badRequest(`filter[${parameter}] harus berupa id yang valid`, {
        parameter: `filter[${parameter}]`,
      });
    return values.length > 1 ? { [field]: { in: values } } : { [field]: values[0] };
  };
}

export function and(...parts: (Where | null | undefined)[]): Where {
  const list = parts.filter((p): p is Where => !!p);
  return list.length === 1 && list[0] ? list[0] : { AND: list };
}

// Zod building blocks with the Indonesian messages of SPEC §5.
export const REQUIRED = "Kolom wajib diisi";

export function requiredText(max = 255) {
  return z
    .string({
      error: (iss) =>
        iss.input === undefined || iss.input === null ? REQUIRED : "Harus berupa teks",
    })
    .trim()
    .min(1, REQUIRED)
    .max(max, `Maksimal ${max} karakter`);
}

export function optionalText(max = 1000) {
  return z
    .string({ error: "Harus berupa teks" })
    .trim()
    .max(max, `Maksimal ${max} karakter`)
    .nullish();
}

/** A deletion marker for resources whose PATCH of deletedAt means delete/restore (SPEC §4). */
export const deletedAtInput = z.iso
  .datetime({ offset: true, error: "Tanggal tidak valid (ISO 8601)" })
  .refine(plausibleYear, "Tanggal di luar rentang yang dapat disimpan")
  .nullable()
  .optional();

/**
 * An ISO date(-time) whose year PostgreSQL and the app can hold (1900-9999): year 0000 passes the
 * ISO pattern but PostgreSQL has no year 0. Use it on every date a schema takes from a client.
 */
export function plausibleYear(value: string): boolean {
  const d = new Date(value);
  const year = d.getUTCFullYear();
  return !Number.isNaN(d.getTime()) && year >= 1900 && year <= 9999;
}

/** filter[x]=a,b on an enum column: unknown values are a 400 instead of a database error. */
export function enumFilter(field: string, parameter: string, allowed: readonly string[]): FilterFn {
  const ok = new Set(allowed);
  return (value) => {
    const values = value
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean);
    if (!values.length || values.some((v) => !ok.has(v)))
      throw AppError.badRequest(
        `filter[${parameter}] harus salah satu dari: ${allowed.join(", ")}`,
        { parameter: `filter[${parameter}]` },
      );
    return values.length > 1 ? { [field]: { in: values } } : { [field]: values[0] };
  };
}

/**
 * filter[x]=YYYY-MM-DD on a date column, as a lower (`gte`) or upper (`lte`) bound. The day must
 * exist: 2026-02-30 is a 400, never read as 2 March (what `new Date` makes of it).
 */
export function dayFilter(field: string, parameter: string, op: "gte" | "lte"): FilterFn {
  return (value) => {
    const v = value.trim();
    if (!isCalendarDate(v))
      throw AppError.badRequest(`filter[${parameter}] harus tanggal YYYY-MM-DD`, {
        parameter: `filter[${parameter}]`,
      });
    return { [field]: { [op]: new Date(`${v}T00:00:00Z`) } };
  };
}
