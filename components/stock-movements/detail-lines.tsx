"use client";

// The goods of a movement's detail page: its lines (ordered, packed, received and, after a
// partial receipt, what is still on the road and what was settled by outcome) and its packets.
import { EmptyRow, LinesTable, type LineColumn } from "@/components/widgets/detail-parts";
import { Card, CardContent } from "@/components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { formatNumber } from "@/lib/format";
import { SETTLEMENT_OUTCOME_LABEL } from "@/lib/labels/stock";
import type { ResourceObject } from "@/lib/jsonapi-client";
import type { LineAttributes, LoadedMovement } from "./api";

export function LinesCard({ loaded }: { loaded: LoadedMovement }) {
  const packedOf = packedByProduct(loaded);
  const columns: LineColumn<ResourceObject<LineAttributes>>[] = [
    { header: "Jumlah", format: "number", value: (l) => l.attributes.quantity },
    {
      header: "Dikemas",
      format: "number",
      value: (l) => packedOf.take(l.attributes.product_id, l.attributes.quantity),
    },
    { header: "Diterima", format: "number", value: (l) => l.attributes.received_quantity },
  ];
  // After a partial receipt: what is still on the road, and what was settled by outcome.
  if (loaded.movement.attributes.status === "partially_received") {
    columns.push({
      header: "Dalam Perjalanan",
      format: "number",
      value: (l) => l.attributes.in_transit_quantity,
    });
    for (const o of SETTLEMENT_OUTCOMES)
      if (loaded.lines.some((l) => (l.attributes.settled_by_outcome[o] ?? 0) > 0))
        columns.push({
          header: SETTLEMENT_OUTCOME_LABEL[o],
          format: "number",
          value: (l) => l.attributes.settled_by_outcome[o] ?? 0,
        });
  }
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-6">
        <h2 className="text-lg font-semibold">Barang</h2>
        <LinesTable label="Barang pengiriman" lines={loaded.lines} columns={columns} />
      </CardContent>
    </Card>
  );
}

const SETTLEMENT_OUTCOMES = Object.keys(
  SETTLEMENT_OUTCOME_LABEL,
) as (keyof typeof SETTLEMENT_OUTCOME_LABEL)[];

/** Packed quantities per product, handed out line by line (a product may be on two lines). */
export function packedByProduct(loaded: LoadedMovement) {
  const left = new Map<string, number>();
  for (const p of loaded.packets)
    for (const c of p.attributes.contents)
      left.set(c.product_id, (left.get(c.product_id) ?? 0) + c.quantity);
  return {
    take(productId: string, upTo: number): number {
      const have = left.get(productId) ?? 0;
      const q = Math.min(have, upTo);
      left.set(productId, have - q);
      return q;
    },
  };
}

export function PacketsCard({ loaded }: { loaded: LoadedMovement }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-6">
        <h2 className="text-lg font-semibold">Paket</h2>
        <Table aria-label="Paket">
          <TableHeader>
            <TableRow>
              <TableHead>Kode Paket</TableHead>
              <TableHead>Nama</TableHead>
              <TableHead>Isi</TableHead>
              <TableHead className="text-right">Berat (gram)</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {loaded.packets.length === 0 ? (
              <EmptyRow colSpan={4} />
            ) : (
              loaded.packets.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>{p.attributes.code}</TableCell>
                  <TableCell>{p.attributes.name ?? "-"}</TableCell>
                  <TableCell>
                    {p.attributes.contents
                      .map((c) => `${c.product_code} x ${formatNumber(c.quantity)}`)
                      .join(", ")}
                  </TableCell>
                  <TableCell className="text-right">{formatNumber(p.attributes.weight)}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
