// Pure helpers of the DataTable: TanStack table state -> the JSON:API list query (docs/api.md).
import type { SortingState } from "@tanstack/react-table";
import { buildListQuery, type FilterValue, type ListParams } from "@/lib/jsonapi-client";

/** SPEC §9 debounces. */
export const SEARCH_DEBOUNCE_MS = 500;
export const PAGING_DEBOUNCE_MS = 100;
export const DEFAULT_PAGE_SIZE = 15;

/** TanStack sorting -> JSON:API `sort` ("-name,code"); empty when nothing is sorted. */
export function sortParam(sorting: SortingState): string {
  return sorting.map((s) => (s.desc ? `-${s.id}` : s.id)).join(",");
}

/** JSON:API `sort` -> TanStack sorting (the inverse of sortParam). */
export function parseSort(sort: string | undefined): SortingState {
  if (!sort) return [];
  return sort
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => (s.startsWith("-") ? { id: s.slice(1), desc: true } : { id: s, desc: false }));
}

/**
 * The search text to send: trimmed; blank -> undefined (no filter). Shorter than `minLength`
 * (but not blank) -> null, meaning "do not search yet" (the office picker's 3-letter rule).
 */
export function effectiveSearch(text: string, minLength = 0): string | undefined | null {
  const t = text.trim();
  if (!t) return undefined;
  return t.length < minLength ? null : t;
}

export interface TableQueryState {
  pageIndex: number;
  pageSize: number;
  sorting: SortingState;
  search?: string;
  filters?: Record<string, FilterValue>;
  defaultSort?: string;
  /** `[]`: no related resources; undefined: the resource's default include. */
  include?: string[];
  /** Sparse fieldset of the listed type. */
  fields?: Record<string, readonly string[]>;
}

export function tableQuery(s: TableQueryState): ListParams {
  const sort = sortParam(s.sorting) || s.defaultSort;
  return {
    page: { number: s.pageIndex + 1, size: s.pageSize },
    ...(sort ? { sort } : {}),
    ...(s.search ? { search: s.search } : {}),
    ...(s.filters ? { filter: s.filters } : {}),
    ...(s.include ? { include: s.include } : {}),
    ...(s.fields ? { fields: s.fields } : {}),
  };
}

// The date filters' check, from the zod-free lib/business-date (docs/browser-performance.md).
export { isCalendarDate } from "@/lib/business-date";

/**
 * The props of a DataTable that shape its query (a screen spreads them onto the table), and what
 * the server needs to load the same first page with the page (server/jsonapi/prefetch.ts).
 */
export interface ListQuery {
  resource: string;
  filters?: Record<string, FilterValue>;
  defaultSort?: string;
  include?: string[];
  fields?: Record<string, readonly string[]>;
  pageSize?: number;
}

/** The list parameters of a page of the query (0-based), with no search and no column sorted. */
export function queryPage(q: ListQuery, pageIndex = 0): ListParams {
  return tableQuery({
    pageIndex,
    pageSize: q.pageSize ?? DEFAULT_PAGE_SIZE,
    sorting: [],
    filters: q.filters,
    defaultSort: q.defaultSort,
    include: q.include,
    fields: q.fields,
  });
}

/** `type?query` of a list's first page: page 1, no search, no column sorted. */
export function firstPageUrl(q: ListQuery): string {
  return `${q.resource}?${buildListQuery(queryPage(q))}`;
}

/**
 * A list's first page, loaded by the server with the page (prefetchList): the table shows it at
 * once instead of asking for it after the page's script ran. `url` is firstPageUrl of the query
 * it answers; a table whose first query differs ignores it and asks the API itself.
 */
export interface InitialList {
  url: string;
  body: unknown;
}
