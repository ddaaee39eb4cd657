"use client";

// /gudang/stock/pilah-stock (SPEC §2 Gudang): what sits in the office's retur warehouse (GET
// stocks of that warehouse, quantity > 0, server-paged), and per line how many go to the main
// warehouse and how many to the damaged one. Each 'Pilah' posts
// stock-movements/-actions/classifyStocks with an Idempotency-Key (a double click posts once);
// 'Berhasil memilah barang' / 'Gagal memilah barang' (SPEC §8).
import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/data-table/data-table";
import { Alert } from "@/components/ui/alert";
import { failureText, listResources } from "@/lib/jsonapi-client";
import { formatNumber } from "@/lib/format";

// A line's form (react-hook-form) shows only with the list's rows, after its data: its module is
// asked for when the screen mounts, beside the warehouse and stock calls.
const loadRowForm = () => import("./classify-row-form");
const ClassifyRowForm = React.lazy(() =>
  loadRowForm().then((m) => ({ default: m.ClassifyRowForm })),
);

interface StockAttributes {
  product_id: string;
  product_code: string;
  product_name: string;
  quantity: number;
}
export type PilahStockRow = StockAttributes & { id: string };
type StockRow = PilahStockRow;

export function PilahStockScreen() {
  const [retur, setRetur] = React.useState<{ id: string; label: string } | null>(null);
  const [loadError, setLoadError] = React.useState<string | null>(null);
  const [reloadKey, setReloadKey] = React.useState(0);

  React.useEffect(() => {
    void loadRowForm().catch(() => undefined);
    const ac = new AbortController();
    listResources<{ code: string; name: string; warehouse_type: string }>(
      "warehouses",
      { page: { number: 1, size: 100 } },
      ac.signal,
    )
      .then((r) => {
        const w = r.rows.find((x) => x.warehouse_type === "retur");
        if (w) setRetur({ id: w.id, label: `${w.code} - ${w.name}` });
        else setLoadError("Kantor belum memiliki gudang retur");
      })
      .catch((err: unknown) => {
        if (!ac.signal.aborted) setLoadError(failureText(err));
      });
    return () => ac.abort();
  }, []);

  const reload = React.useCallback(() => setReloadKey((k) => k + 1), []);
  const columns = React.useMemo<ColumnDef<StockRow>[]>(
    () => [
      { id: "product_code", accessorKey: "product_code", header: "Kode Barang" },
      { id: "product_name", accessorKey: "product_name", header: "Nama Barang" },
      {
        id: "quantity",
        header: "Stok Retur",
        enableSorting: true,
        cell: ({ row }) => formatNumber(row.original.quantity),
      },
      {
        id: "classify",
        header: "Ke Gudang Utama / Ke Gudang Rusak",
        cell: ({ row }) => (
          // The stand-in keeps the row's height while the form's module arrives.
          <React.Suspense fallback={<div className="h-10" aria-hidden="true" />}>
            <ClassifyRowForm row={row.original} onDone={reload} />
          </React.Suspense>
        ),
      },
    ],
    [reload],
  );

  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold">Pilah Stock</h1>
      <p className="text-sm text-muted-foreground">
        Barang retur di {retur?.label ?? "gudang retur"}: pilah ke gudang utama (layak jual) atau
        gudang rusak.
      </p>
      {loadError ? <Alert variant="error">{loadError}</Alert> : null}
      {retur ? (
        <DataTable<StockAttributes, StockRow>
          resource="stocks"
          label="Stok gudang retur"
          columns={columns}
          filters={{ warehouse_id: retur.id, in_stock: true }}
          searchable={false}
          reloadKey={reloadKey}
        />
      ) : null}
    </div>
  );
}
