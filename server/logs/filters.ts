// Filters shared by the log and QR resources: a date range over a timestamp column, in the
// business's time zone (WIB, UTC+7): filter[date_from]=2026-11-01 includes that whole day,
// filter[date_to]=2026-11-30 too.
import { AppError } from "@/server/errors";
import type { FilterFn } from "@/server/jsonapi/resource";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const WIB_OFFSET = "+07:00";

/** The start of a WIB day, or a 400 naming the parameter. */
export function wibDayStart(value: string, parameter: string): Date {
  const v = value.trim();
  const d = DATE.test(v) ? new Date(`${v}T00:00:00${WIB_OFFSET}`) : null;
  // Invalid or rolled-over dates (2026-02-31) are refused.
  const valid =
    d !== null &&
    !Number.isNaN(d.getTime()) &&
    new Date(d.getTime() + 7 * 3600_000).toISOString().slice(0, 10) === v;
  if (!valid || !d)
    throw AppError.badRequest(`filter[${parameter}] harus berupa tanggal (YYYY-MM-DD)`, {
      parameter: `filter[${parameter}]`,
    });
  return d;
}

/** filter[date_from]: rows on or after that WIB day. */
export function dateFromFilter(field: string, parameter = "date_from"): FilterFn {
  return (value) => ({ [field]: { gte: wibDayStart(value, parameter) } });
}

/** filter[date_to]: rows up to and including that WIB day. */
export function dateToFilter(field: string, parameter = "date_to"): FilterFn {
  return (value) => ({
    [field]: { lt: new Date(wibDayStart(value, parameter).getTime() + 24 * 3600_000) },
  });
}
