// The "Kode" column of a document list: the code as a link to the row's page, sortable by the
// server's `code` (the accessor makes the DataTable offer the sort; see columns.ts). Not
// prefetched, as RowLink (row-link.tsx).
import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";

export function codeLinkColumn<R extends { id: string; code: string }>(
  href: (row: R) => string,
): ColumnDef<R> {
  return {
    id: "code",
    accessorKey: "code",
    header: "Kode",
    enableSorting: true,
    cell: ({ row }) => (
      <Link href={href(row.original)} prefetch={false} className="font-medium underline">
        {row.original.code}
      </Link>
    ),
  };
}
