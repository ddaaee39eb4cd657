// The read-only upline/downline history block of the member form (SPEC §2): promotion rows of the
// member, narrowed to what the viewer's office category sees (config.ts historyTypesFor). No
// client module of its own: the edit page's server renders it into the form (member-pages.tsx);
// the form loads it only when it had to load the member itself.
import {
  EmptyState,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { LocalDateTime } from "@/components/widgets/local-date-time";
import { HISTORY_LABEL, historyTypesFor } from "./config";
import type { MemberHistoryRow } from "./from-api";

export function MemberHistoryBlock({
  rows,
  viewerCategoryId,
}: {
  rows: MemberHistoryRow[];
  viewerCategoryId: number | null;
}) {
  const types = new Set(historyTypesFor(viewerCategoryId));
  const shown = rows.filter((r) => types.has(r.type));
  return (
    <section aria-labelledby="member-history-title" className="rounded-lg border p-4">
      <h2 id="member-history-title" className="mb-2 text-base font-semibold">
        Riwayat Upline / Downline
      </h2>
      <Table aria-label="Riwayat Upline / Downline">
        <TableHeader>
          <TableRow>
            <TableHead>Keterangan</TableHead>
            <TableHead>Kode</TableHead>
            <TableHead>Nama</TableHead>
            <TableHead>Tanggal</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {shown.length === 0 ? (
            <TableRow>
              <TableCell colSpan={4}>
                <EmptyState className="py-4" />
              </TableCell>
            </TableRow>
          ) : (
            shown.map((r) => (
              <TableRow key={r.id}>
                <TableCell>{HISTORY_LABEL[r.type] ?? r.type}</TableCell>
                <TableCell>{r.code ?? "-"}</TableCell>
                <TableCell>{r.name ?? "-"}</TableCell>
                <TableCell>{r.createdAt ? <LocalDateTime iso={r.createdAt} day /> : "-"}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </section>
  );
}
