// The period that follows a closed one (pure: unit-tested in tests/unit/admin-setup.test.ts).

export const MONTHS_ID = [
  "Januari",
  "Februari",
  "Maret",
  "April",
  "Mei",
  "Juni",
  "Juli",
  "Agustus",
  "September",
  "Oktober",
  "November",
  "Desember",
];

const DAY_MS = 86_400_000;

/** The period after `p`: the next calendar month when `p` is one whole month, else the same length. */
export function nextPeriodRange(p: { startDate: Date; endDate: Date }): {
  startDate: Date;
  endDate: Date;
  name: string;
} {
  const start = new Date(p.endDate.getTime() + DAY_MS);
  const wholeMonth =
    p.startDate.getUTCDate() === 1 &&
    new Date(p.endDate.getTime() + DAY_MS).getUTCDate() === 1 &&
    p.startDate.getUTCMonth() === p.endDate.getUTCMonth();
  if (wholeMonth) {
    const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0));
    return {
      startDate: start,
      endDate: end,
      name: `${MONTHS_ID[start.getUTCMonth()]} ${start.getUTCFullYear()}`,
    };
  }
  const length = Math.round((p.endDate.getTime() - p.startDate.getTime()) / DAY_MS);
  const end = new Date(start.getTime() + length * DAY_MS);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { startDate: start, endDate: end, name: `Periode ${iso(start)} s/d ${iso(end)}` };
}
