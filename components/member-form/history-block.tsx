"use client";

// The read-only upline/downline history block of the member form (SPEC §2): promotion rows of the
// member, narrowed to what the viewer's office category sees (config.ts historyTypesFor).
import * as React from "react";
import {
  EmptyState,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { HISTORY_LABEL, historyTypesFor } from "./config";
import type { MemberHistoryRow } from "./from-api";

// The day of a history row: in the browser's time zone, as before; the server (which renders the
// member with the page) and the hydrating render show it in the business zone, so they agree
// whatever the browser's zone (see components/widgets/local-date-time.tsx).
const browserDay = new Intl.DateTimeFormat("id-ID", { dateStyle: "medium" });
const businessDay = new Intl.DateTimeFormat("id-ID", {
  dateStyle: "medium",
  timeZone: "Asia/Jakarta",
});
const noSubscription = () => () => undefined;

function HistoryDay({ iso }: { iso: string }) {
  const inBrowser = React.useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return <>{(inBrowser ? browserDay : businessDay).format(new Date(iso))}</>;
}

export function MemberHistoryBlock({
  rows,
  viewerCategoryId,
}: {
  rows: MemberHistoryRow[];
  viewerCategoryId: number | null;
}) {
  const shown = React.useMemo(() => {
    const types = new Set(historyTypesFor(viewerCategoryId));
    return rows.filter((r) => types.has(r.type));
  }, [rows, viewerCategoryId]);
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
                <TableCell>{r.createdAt ? <HistoryDay iso={r.createdAt} /> : "-"}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </section>
  );
}
