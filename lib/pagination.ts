// Offset paging as JSON:API `meta.page` describes it (SPEC §3), for lists a page or a server
// action returns without going through the JSON:API engine.

export interface PageMeta {
  currentPage: number;
  from: number | null;
  lastPage: number;
  perPage: number;
  to: number | null;
  total: number;
  hasMore: boolean;
}

export interface Paged<T> {
  rows: T[];
  page: PageMeta;
}

/** A requested page number: a positive integer, else 1. */
export function pageNumber(raw: unknown): number {
  const n = typeof raw === "number" ? raw : Number(raw);
  return Number.isInteger(n) && n > 0 ? Math.min(n, 1_000_000) : 1;
}

export function pageMeta(number: number, size: number, total: number, count: number): PageMeta {
  const lastPage = Math.max(1, Math.ceil(total / size));
  const start = (number - 1) * size;
  return {
    currentPage: number,
    from: count ? start + 1 : null,
    lastPage,
    perPage: size,
    to: count ? start + count : null,
    total,
    hasMore: number < lastPage,
  };
}

/**
 * The page buttons to show: at most `max` (SPEC §9: 3) consecutive numbers around the current
 * page, e.g. current 5 of 9 -> [4, 5, 6].
 */
export function pageWindow(current: number, last: number, max = 3): number[] {
  const size = Math.min(max, last);
  let start = Math.max(1, current - Math.floor(size / 2));
  start = Math.min(start, last - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}
