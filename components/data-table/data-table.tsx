"use client";

// The one list component of the back office (ARCHITECTURE §6): TanStack Table column definitions
// (types only: columns.ts renders them without the TanStack runtime) with server-side paging,
// sorting and filtering through the JSON:API query shape. Search is
// debounced (500 ms by default, SPEC §9), page clicks by 100 ms; 'Data Kosong' when empty; a
// pager with 3 page buttons, previous/next and the total; optional row actions and export hook.
import * as React from "react";
import type { ColumnDef, ColumnDefTemplate, SortingState } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown, Download, Loader2, Search } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  EmptyState,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { Pagination } from "@/components/settings/pagination";
import {
  buildListQuery,
  failureText,
  listResources,
  listResultOf,
  type FilterValue,
  type ListParams,
  type ListResult,
  type Row,
} from "@/lib/jsonapi-client";
import { cn } from "@/lib/utils";
import {
  DEFAULT_PAGE_SIZE,
  PAGING_DEBOUNCE_MS,
  SEARCH_DEBOUNCE_MS,
  effectiveSearch,
  parseSort,
  sortParam,
  tableQuery,
  type InitialList,
} from "./query";
import { useDebouncedValue } from "./use-debounced-value";
import { nextSorting, tableColumns, type TableColumn } from "./columns";

/**
 * A column's header or cell: a string, or a function called with the context. The context has
 * what the back office's columns read (`row.original`, `row.id`, `row.index`, `getValue`,
 * `renderValue`, `column.id`, `column.columnDef`); it is not a full TanStack context, which
 * would need the TanStack runtime this table no longer loads.
 */
function renderTemplate<C extends object>(
  template: ColumnDefTemplate<C> | undefined,
  context: () => object,
): React.ReactNode {
  if (template === undefined || template === null) return null;
  if (typeof template === "string") return template;
  // A partial context (see above): the callers' templates read only the fields it has.
  return template(context() as C) as React.ReactNode;
}

function cellContext<R>(column: TableColumn<R>, original: R, index: number, id: string) {
  const getValue = () => column.accessor?.(original, index);
  const columnInfo = { id: column.id, columnDef: column.def };
  return () => ({
    getValue,
    renderValue: getValue,
    row: { id, index, original, getValue },
    column: columnInfo,
  });
}

function headerContext<R>(column: TableColumn<R>) {
  return () => ({ column: { id: column.id, columnDef: column.def } });
}

/** TanStack's default cell: the value as text. */
function defaultCell<R>(column: TableColumn<R>, original: R, index: number): React.ReactNode {
  const value = column.accessor?.(original, index);
  return value === undefined || value === null ? null : String(value);
}

export interface DataTableProps<A, R extends { id: string } = Row<A>> {
  /** JSON:API type, e.g. "educations". */
  resource: string;
  /** Column ids of sortable columns must be the API's sort names; opt in with `enableSorting`. */
  columns: ColumnDef<R>[];
  /** Accessible name of the table. */
  label: string;
  /** Rows from a list result; default: id + attributes. Use it to resolve `include`d resources. */
  select?: (result: ListResult<A>) => R[];
  pageSize?: number;
  /** Sort sent while no column is sorted, e.g. "-createdAt". */
  defaultSort?: string;
  /** Extra filter[...] values (null/undefined/"" left out). A change goes back to page 1. */
  filters?: Record<string, FilterValue>;
  /** Related resources to include; `[]` for none, left out for the resource's default include. */
  include?: string[];
  /**
   * Sparse fieldsets (`fields[type]`): per type, the attributes and relationships the screen
   * shows, so a list over a wide resource carries only what it renders.
   */
  fields?: Record<string, readonly string[]>;
  searchable?: boolean;
  searchPlaceholder?: string;
  searchDebounceMs?: number;
  /** Search text shorter than this (but not blank) is not sent; `minSearchMessage` is shown. */
  minSearchLength?: number;
  minSearchMessage?: string;
  autoFocusSearch?: boolean;
  /** Cells of an 'Aksi' column at the end of each row. */
  rowActions?: (row: R) => React.ReactNode;
  onRowClick?: (row: R) => void;
  /** Shows an export button; receives the current query (without paging). */
  onExport?: (params: Omit<ListParams, "page">) => void;
  exportLabel?: string;
  /** Extra controls right of the search (e.g. a 'Tambah' button). */
  toolbar?: React.ReactNode;
  /** Called with every loaded page and its query (e.g. to show the list's `meta.totals`). */
  onLoaded?: (result: ListResult<A>, params: ListParams) => void;
  /** Change it to fetch again (after a create/update/delete). */
  reloadKey?: number;
  /**
   * The first page, loaded by the server with the page (server/jsonapi/prefetch.ts): shown
   * at once when it answers the table's first query, so the rows are in the page's HTML.
   */
  initial?: InitialList;
  /** A screen's fixed failure text (SPEC §8, e.g. 'Gagal memuat laporan stok global'), shown with the detail. */
  loadErrorMessage?: string;
  className?: string;
}

interface Loaded<R> {
  key: string;
  rows: R[];
  page: ListResult<unknown>["page"] | null;
  error: string | null;
}

/** The server's first page when it answers the table's first query, else null. */
function initialLoaded<A, R>(
  initial: InitialList | undefined,
  url: string,
  key: string,
  select: ((result: ListResult<A>) => R[]) | undefined,
): { loaded: Loaded<R>; result: ListResult<A> } | null {
  if (!initial || initial.url !== url) return null;
  const result = listResultOf<A>(initial.body);
  const rows = select ? select(result) : (result.rows as unknown as R[]);
  return { loaded: { key, rows, page: result.page, error: null }, result };
}

export function DataTable<A, R extends { id: string } = Row<A>>({
  resource,
  columns,
  label,
  select,
  pageSize = DEFAULT_PAGE_SIZE,
  defaultSort,
  filters,
  include,
  fields,
  searchable = true,
  searchPlaceholder = "Cari",
  searchDebounceMs = SEARCH_DEBOUNCE_MS,
  minSearchLength = 0,
  minSearchMessage,
  autoFocusSearch,
  rowActions,
  onRowClick,
  onExport,
  exportLabel = "Export",
  toolbar,
  reloadKey = 0,
  initial,
  onLoaded,
  loadErrorMessage,
  className,
}: DataTableProps<A, R>) {
  const [text, setText] = React.useState("");
  const debouncedText = useDebouncedValue(text, searchDebounceMs);
  const [appliedSearch, setAppliedSearch] = React.useState<string | undefined>(undefined);
  const [seenText, setSeenText] = React.useState(debouncedText);
  const [pageIndex, setPageIndex] = React.useState(0);
  const [sorting, setSorting] = React.useState<SortingState>(() => parseSort(undefined));
  const filtersKey = JSON.stringify(filters ?? {});
  const [seenFilters, setSeenFilters] = React.useState(filtersKey);

  // Adjust state while rendering (no extra fetch): a new search or filter goes back to page 1.
  if (debouncedText !== seenText) {
    setSeenText(debouncedText);
    const s = effectiveSearch(debouncedText, minSearchLength);
    if (s !== null && s !== appliedSearch) {
      setAppliedSearch(s);
      setPageIndex(0);
    }
  }
  if (filtersKey !== seenFilters) {
    setSeenFilters(filtersKey);
    setPageIndex(0);
  }

  const tooShort = effectiveSearch(text, minSearchLength) === null;
  const sort = sortParam(sorting);
  // Keys for the memo below: null (not given) differs from "" (an empty list, sent as `include=`).
  const includeKey = include ? include.join(",") : null;
  const fieldsKey = fields ? JSON.stringify(fields) : null;
  const params = React.useMemo(
    () =>
      tableQuery({
        pageIndex,
        pageSize,
        sorting: parseSort(sort),
        search: appliedSearch,
        filters: JSON.parse(filtersKey) as Record<string, FilterValue>,
        defaultSort,
        include: includeKey === null ? undefined : includeKey.split(",").filter(Boolean),
        fields:
          fieldsKey === null
            ? undefined
            : (JSON.parse(fieldsKey) as Record<string, readonly string[]>),
      }),
    [pageIndex, pageSize, sort, appliedSearch, filtersKey, defaultSort, includeKey, fieldsKey],
  );
  const key = `${resource}?${JSON.stringify(params)}#${reloadKey}`;

  // The server's first page (if it answers this query) is the first state; the effect below then
  // reports it to onLoaded instead of fetching it again.
  const [first] = React.useState(() =>
    initialLoaded(initial, `${resource}?${buildListQuery(params)}`, key, select),
  );
  const [loaded, setLoaded] = React.useState<Loaded<R> | null>(first?.loaded ?? null);
  const firstReported = React.useRef(false);
  const selectRef = React.useRef(select);
  const onLoadedRef = React.useRef(onLoaded);
  React.useEffect(() => {
    selectRef.current = select;
    onLoadedRef.current = onLoaded;
  });

  React.useEffect(() => {
    if (first && !firstReported.current) {
      firstReported.current = true;
      if (first.loaded.key === key) {
        onLoadedRef.current?.(first.result, params);
        return;
      }
    }
    const ac = new AbortController();
    listResources<A>(resource, params, ac.signal)
      .then((result) => {
        if (ac.signal.aborted) return;
        // The list shrank under the current page (e.g. after a delete): go to the last page.
        if (result.page.total > 0 && result.page.currentPage > result.page.lastPage) {
          setPageIndex(result.page.lastPage - 1);
          return;
        }
        const rows = selectRef.current
          ? selectRef.current(result)
          : (result.rows as unknown as R[]);
        setLoaded({ key, rows, page: result.page, error: null });
        onLoadedRef.current?.(result, params);
      })
      .catch((err: unknown) => {
        if (ac.signal.aborted) return;
        // SPEC §8: a failed list load empties the list and keeps the error.
        const detail = failureText(err);
        setLoaded({
          key,
          rows: [],
          page: null,
          error: loadErrorMessage ? `${loadErrorMessage}: ${detail}` : detail,
        });
      });
    return () => ac.abort();
  }, [key, resource, params, loadErrorMessage, first]);

  const pagingTimer = React.useRef<number | null>(null);
  React.useEffect(
    () => () => {
      if (pagingTimer.current) window.clearTimeout(pagingTimer.current);
    },
    [],
  );
  const goTo = (page: number) => {
    if (pagingTimer.current) window.clearTimeout(pagingTimer.current);
    pagingTimer.current = window.setTimeout(() => setPageIndex(page - 1), PAGING_DEBOUNCE_MS);
  };

  const loading = loaded?.key !== key;
  const rows = React.useMemo(() => loaded?.rows ?? [], [loaded]);
  const page = loaded?.page ?? null;

  const allColumns = React.useMemo<ColumnDef<R>[]>(
    () =>
      rowActions
        ? [
            ...columns,
            {
              id: "__actions",
              header: "Aksi",
              enableSorting: false,
              cell: ({ row }) => (
                <div className="flex justify-end gap-1" onClick={(e) => e.stopPropagation()}>
                  {rowActions(row.original)}
                </div>
              ),
            },
          ]
        : columns,
    [columns, rowActions],
  );

  const tableCols = React.useMemo(() => tableColumns(allColumns), [allColumns]);
  const toggleSort = (column: TableColumn<R>) => {
    setSorting((old) => nextSorting(old, column, rows[0]));
    setPageIndex(0);
  };

  const searchId = React.useId();
  const colCount = allColumns.length;

  return (
    <div className={cn("flex flex-col gap-3", className)}>
      {searchable || toolbar || onExport ? (
        <div className="flex flex-wrap items-start justify-between gap-2">
          {searchable ? (
            <div className="flex w-full max-w-sm flex-col gap-1">
              <div className="relative">
                <Search
                  className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
                  aria-hidden="true"
                />
                <Input
                  id={searchId}
                  type="search"
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  placeholder={searchPlaceholder}
                  aria-label={searchPlaceholder}
                  className="pl-8"
                  autoFocus={autoFocusSearch}
                  aria-describedby={tooShort ? `${searchId}-min` : undefined}
                />
              </div>
              {tooShort && minSearchMessage ? (
                <p id={`${searchId}-min`} role="alert" className="text-xs text-destructive">
                  {minSearchMessage}
                </p>
              ) : null}
            </div>
          ) : (
            <span />
          )}
          {/* max-w-full min-w-0: never wider than the list (a long filter select shrinks). */}
          <div className="flex max-w-full min-w-0 flex-wrap items-center gap-2">
            {onExport ? (
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  // An export writes its own columns: the screen's fieldset is not its business.
                  const { page: _page, fields: _fields, ...rest } = params;
                  onExport(rest);
                }}
              >
                <Download className="size-4" aria-hidden="true" />
                {exportLabel}
              </Button>
            ) : null}
            {toolbar}
          </div>
        </div>
      ) : null}

      {loaded?.error && !loading ? <Alert variant="error">{loaded.error}</Alert> : null}

      <div className="relative">
        <Table aria-label={label} aria-busy={loading || undefined}>
          <TableHeader>
            <TableRow>
              {tableCols.map((column) => {
                const current = sorting.find((sort) => sort.id === column.id);
                const dir = current ? (current.desc ? "desc" : "asc") : false;
                const content = renderTemplate(column.def.header, headerContext(column));
                return (
                  <TableHead
                    key={column.id}
                    aria-sort={
                      dir === "asc" ? "ascending" : dir === "desc" ? "descending" : undefined
                    }
                    className={column.id === "__actions" ? "text-right" : undefined}
                    pin={column.id === "__actions" ? "end" : undefined}
                  >
                    {column.canSort ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 hover:text-foreground"
                        onClick={() => toggleSort(column)}
                      >
                        {content}
                        {dir === "asc" ? (
                          <ArrowUp className="size-3.5" aria-hidden="true" />
                        ) : dir === "desc" ? (
                          <ArrowDown className="size-3.5" aria-hidden="true" />
                        ) : (
                          <ArrowUpDown className="size-3.5 opacity-50" aria-hidden="true" />
                        )}
                      </button>
                    ) : (
                      content
                    )}
                  </TableHead>
                );
              })}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={colCount}>
                  {loading ? (
                    <div className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground">
                      <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Memuat...
                    </div>
                  ) : (
                    <EmptyState />
                  )}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row, index) => (
                <TableRow
                  key={row.id}
                  className={cn(onRowClick && "cursor-pointer", loading && "opacity-60")}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  tabIndex={onRowClick ? 0 : undefined}
                  onKeyDown={
                    onRowClick
                      ? (e) => {
                          if (e.key === "Enter") onRowClick(row);
                        }
                      : undefined
                  }
                >
                  {tableCols.map((column) => (
                    <TableCell
                      key={column.id}
                      className={column.id === "__actions" ? "text-right" : undefined}
                      pin={column.id === "__actions" ? "end" : undefined}
                    >
                      {column.def.cell === undefined
                        ? defaultCell(column, row, index)
                        : renderTemplate(column.def.cell, cellContext(column, row, index, row.id))}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
        {loading && rows.length > 0 ? (
          <div className="absolute inset-0 grid place-items-center" aria-hidden="true">
            <Loader2 className="size-5 animate-spin text-primary" />
          </div>
        ) : null}
      </div>
      {page ? <Pagination page={page} onPageChange={goTo} disabled={loading} /> : null}
    </div>
  );
}
