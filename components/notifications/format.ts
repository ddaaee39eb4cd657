// Dates of notifications in Indonesian (ARCHITECTURE §6). `dateTime` is used by many list and
// detail screens, so it is written out here instead of calling date-fns `format` (which brings
// ~8 KB gzip of date-fns and its locales into their first-load JavaScript,
// docs/browser-performance.md); it gives what `format(parseISO(iso), "d MMM yyyy HH:mm",
// { locale: id })` gives (a unit test compares the two). `timeAgo` (date-fns) lives in
// ./time-ago.ts: the bundler does not drop an unused export's imports, so while it was here every
// screen using `dateTime` loaded date-fns too. This module must import nothing.

/** date-fns `id` locale, abbreviated month names. */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "Mei", "Jun", "Jul", "Agt", "Sep", "Okt", "Nov", "Des"];
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "12 Mar 2025 14:05" (SPEC §9 display 'll LT'), in the browser's time zone. */
export function dateTime(iso: string): string {
  // As parseISO: a bare date is local midnight (Date would read it as UTC).
  const day = DATE_ONLY.exec(iso);
  const d = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso);
  if (Number.isNaN(d.getTime())) throw new RangeError("Invalid time value");
  return dateTimeText(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes());
}

/** dateTime's text of a moment's parts (month 0-11), in whatever zone they were read. */
export function dateTimeText(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${day} ${MONTHS[month]} ${pad(year, 4)} ${pad(hour)}:${pad(minute)}`;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** dateTime's text of a moment in the given IANA time zone, whatever the process's own zone. */
export function dateTimeInZone(iso: string, timeZone: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) throw new RangeError("Invalid time value");
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    });
    zoneFormats.set(timeZone, format);
  }
  const v: Record<string, number> = {};
  for (const p of format.formatToParts(d)) if (p.type !== "literal") v[p.type] = Number(p.value);
  return dateTimeText(v.year ?? 0, (v.month ?? 1) - 1, v.day ?? 0, v.hour ?? 0, v.minute ?? 0);
}
