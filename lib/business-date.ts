// Business dates: the company works in Asia/Jakarta (UTC+7, no DST). "Today" and "this month"
// on dashboards, in filters and for postings are Jakarta dates, not the server's UTC date.
// A business date is carried as a YYYY-MM-DD string or as the Date Prisma stores in a
// `@db.Date` column (midnight UTC of that date).

const FMT = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Jakarta",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The Jakarta calendar date of an instant, as YYYY-MM-DD. */
export function jakartaDateString(at: Date = new Date()): string {
  return FMT.format(at);
}

/** Today in Jakarta as midnight UTC of that date (what a `@db.Date` column holds). */
export function jakartaToday(at: Date = new Date()): Date {
  return new Date(`${jakartaDateString(at)}T00:00:00Z`);
}

/** The Jakarta month containing `at`: first and last day (midnight UTC dates) and YYYY-MM-DD. */
export function jakartaMonthRange(at: Date = new Date()): {
  start: Date;
  end: Date;
  from: string;
  to: string;
} {
  const [y, m] = jakartaDateString(at).split("-").map(Number) as [number, number];
  const start = new Date(Date.UTC(y, m - 1, 1));
  const end = new Date(Date.UTC(y, m, 0));
  return { start, end, from: start.toISOString().slice(0, 10), to: end.toISOString().slice(0, 10) };
}

/**
 * The instants bounding a Jakarta day, for filtering timestamp columns (createdAt ...):
 * [gte, lt) = [00:00 WIB, next day 00:00 WIB).
 */
export function jakartaDayBounds(day: string = jakartaDateString()): { gte: Date; lt: Date } {
  const gte = new Date(`${day}T00:00:00+07:00`);
  return { gte, lt: new Date(gte.getTime() + 86_400_000) };
}

/** The instants bounding the Jakarta month containing `at` ([1st 00:00 WIB, next 1st 00:00 WIB)). */
export function jakartaMonthBounds(at: Date = new Date()): { gte: Date; lt: Date } {
  const { start, end } = jakartaMonthRange(at);
  const gte = new Date(`${start.toISOString().slice(0, 10)}T00:00:00+07:00`);
  const next = new Date(end.getTime() + 86_400_000).toISOString().slice(0, 10);
  return { gte, lt: new Date(`${next}T00:00:00+07:00`) };
}

/** YYYY-MM-DD naming a day of the calendar ("2023-02-31" does not). */
export function isCalendarDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}
