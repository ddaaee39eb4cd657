// The DataTable's column model: the small part of TanStack Table the back office uses, without
// its runtime (table-core is ~12 KB gzip on every list page; paging, sorting and filtering are
// done by the server anyway). Callers keep writing TanStack `ColumnDef`s (a type-only import);
// this reads the fields they use: `id`, `accessorKey` (dotted paths too), `accessorFn`, `header`,
// `cell` and `enableSorting`, and keeps TanStack's sorting rules (see `nextSorting`).
import type { ColumnDef, SortingState } from "@tanstack/react-table";

export interface TableColumn<R> {
  id: string;
  def: ColumnDef<R>;
  /** The column's value of a row; null for display columns (cell only). */
  accessor: ((row: R, index: number) => unknown) | null;
  /** TanStack: `enableSorting` (off by default here) and only columns with an accessor. */
  canSort: boolean;
}

/** `a.b.c` -> row.a.b.c, undefined when a step is missing (TanStack's accessorKey rule). */
function pathAccessor<R>(key: string): (row: R) => unknown {
  if (!key.includes(".")) return (row) => (row as Record<string, unknown>)[key];
  const steps = key.split(".");
  return (row) => {
    let value: unknown = row;
    for (const step of steps) {
      if (value === null || typeof value !== "object") return undefined;
      value = (value as Record<string, unknown>)[step];
    }
    return value;
  };
}

export function tableColumns<R>(defs: ColumnDef<R>[]): TableColumn<R>[] {
  return defs.map((def) => {
    const accessorKey = "accessorKey" in def ? String(def.accessorKey) : undefined;
    const accessorFn = "accessorFn" in def ? def.accessorFn : undefined;
    // TanStack: id, else the accessor key with its first '.' as '_', else a string header.
    const id =
      def.id ??
      accessorKey?.replace(".", "_") ??
      (typeof def.header === "string" ? def.header : undefined);
    if (!id) throw new Error("DataTable: a column needs an id, an accessorKey or a string header");
    const accessor = accessorFn
      ? (row: R, index: number) => accessorFn(row, index)
      : accessorKey !== undefined
        ? pathAccessor<R>(accessorKey)
        : null;
    return { id, def, accessor, canSort: (def.enableSorting ?? false) && accessor !== null };
  });
}

/**
 * The sorting after a click on a sortable column's header, as TanStack does it with single
 * sorting: unsorted -> the first direction -> the other -> unsorted. The first direction is
 * ascending when the first row's value of the column is a string, otherwise descending.
 */
export function nextSorting<R>(
  sorting: SortingState,
  column: TableColumn<R>,
  firstRow: R | undefined,
): SortingState {
  const first =
    firstRow !== undefined && typeof column.accessor?.(firstRow, 0) === "string" ? "asc" : "desc";
  const current = sorting.find((s) => s.id === column.id);
  const isSorted = current ? (current.desc ? "desc" : "asc") : false;
  if (!isSorted) return [{ id: column.id, desc: first === "desc" }];
  if (isSorted !== first) return sorting.filter((s) => s.id !== column.id);
  return [{ id: column.id, desc: isSorted !== "desc" }];
}
