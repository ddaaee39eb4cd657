"use client";

// 'Pengiriman Barang' on an order's and a purchase order's detail (issue 23): every shipment and
// susulan of the document with its state and figures (sent, received, in transit, settled per
// outcome), its dates, and a link to the movement's own detail page.
import Link from "next/link";
import { Card, CardContent } from "@/components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { EmptyRow } from "@/components/widgets/detail-parts";
import { LocalDateTime } from "@/components/widgets/local-date-time";
import { formatNumber } from "@/lib/format";
import { SETTLEMENT_OUTCOME_LABEL } from "@/lib/labels/stock";
import { MovementStatusBadge } from "./status-badge";
import type { DocumentShipment } from "./document-shipments-data";

function settledText(s: DocumentShipment): string {
  const parts = (["returned", "susulan", "lost", "damaged"] as const)
    .filter((k) => s.settled[k] > 0)
    .map((k) => `${formatNumber(s.settled[k])} ${SETTLEMENT_OUTCOME_LABEL[k].toLowerCase()}`);
  return parts.length ? parts.join(", ") : "-";
}

export function DocumentShipmentsCard({
  shipments,
  href,
}: {
  shipments: readonly DocumentShipment[];
  /** The movement's detail page for the viewer (null: no page of its kind on this side). */
  href: (s: DocumentShipment) => string | null;
}) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-6">
        <h2 className="text-lg font-semibold">Pengiriman Barang</h2>
        <Table aria-label="Pengiriman barang">
          <TableHeader>
            <TableRow>
              <TableHead>Kode Pengiriman</TableHead>
              <TableHead>Jenis</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Dikirim</TableHead>
              <TableHead className="text-right">Diterima</TableHead>
              <TableHead className="text-right">Dalam Perjalanan</TableHead>
              <TableHead>Diselesaikan</TableHead>
              <TableHead>Tanggal Kirim</TableHead>
              <TableHead>Tanggal Terima</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shipments.length === 0 ? (
              <EmptyRow colSpan={9} />
            ) : (
              shipments.map((s) => {
                const link = href(s);
                const a = s.attributes;
                return (
                  <TableRow key={s.id} data-testid={`shipment-${a.code}`}>
                    <TableCell>
                      {link ? (
                        <Link href={link} className="font-medium underline">
                          {a.code}
                        </Link>
                      ) : (
                        a.code
                      )}
                    </TableCell>
                    <TableCell>{a.is_susulan ? "Susulan" : "Pengiriman"}</TableCell>
                    <TableCell>
                      <span className="flex flex-wrap items-center gap-1">
                        <MovementStatusBadge status={a.status} label={a.status_label} />
                        {a.status === "partially_received" && a.is_complete ? (
                          <span className="text-xs text-muted-foreground">Selesai</span>
                        ) : null}
                      </span>
                    </TableCell>
                    <TableCell className="text-right">{formatNumber(s.sent)}</TableCell>
                    <TableCell className="text-right">{formatNumber(s.received)}</TableCell>
                    <TableCell className="text-right">{formatNumber(s.inTransit)}</TableCell>
                    <TableCell>{settledText(s)}</TableCell>
                    <TableCell>{a.sent_at ? <LocalDateTime iso={a.sent_at} /> : "-"}</TableCell>
                    <TableCell>
                      {a.received_at ? <LocalDateTime iso={a.received_at} /> : "-"}
                    </TableCell>
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
