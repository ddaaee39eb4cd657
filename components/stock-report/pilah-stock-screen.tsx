"use client";

// /gudang/stock/pilah-stock (SPEC §2 Gudang): what sits in the office's retur warehouse (GET
// stocks of that warehouse, quantity > 0, server-paged), and per line how many go to the main
// warehouse and how many to the damaged one. Each 'Pilah' posts
// stock-movements/-actions/classifyStocks with an Idempotency-Key (a double click posts once);
// 'Berhasil memilah barang' / 'Gagal memilah barang' (SPEC §8).
import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { Controller, useForm } from "react-hook-form";
import { DataTable } from "@/components/data-table/data-table";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { NumberInput } from "@/components/forms/number-input";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/widgets/toast";
import { callApi, failureText, listResources } from "@/lib/jsonapi-client";
import { formatNumber } from "@/lib/format";
import type { TClassifyLineForm, TClassifyLineFormInput } from "@/lib/schemas/stock";
import { CLASSIFY_QUANTITY } from "@/lib/schemas/stock-rules";

export const PILAH_SUCCESS = "Berhasil memilah barang";
export const PILAH_FAILED = "Gagal memilah barang";

/** One loader for every row's form (lib/schemas/stock.ts ZClassifyLineForm). */
const resolver = lazyZodResolver(() =>
  import("@/lib/schemas/stock").then((m) => m.ZClassifyLineForm),
);

interface StockAttributes {
  product_id: string;
  product_code: string;
  product_name: string;
  quantity: number;
}
type StockRow = StockAttributes & { id: string };

function ClassifyRowForm({ row, onDone }: { row: StockRow; onDone: () => void }) {
  const toast = useToast();
  // One key per attempt: a repeated request of the same attempt posts once (Idempotency-Key).
  const [idemKey, setIdemKey] = React.useState(() => crypto.randomUUID());
  const form = useForm<TClassifyLineFormInput, unknown, TClassifyLineForm>({
    resolver,
    defaultValues: { to_main: "0", to_damaged: "0" },
  });
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(async (v) => {
    try {
      await callApi("stock-movements/-actions/classifyStocks", {
        method: "POST",
        idempotencyKey: idemKey,
        body: {
          data: {
            type: "classify-stocks",
            attributes: {
              details: [
                { product_id: row.product_id, to_main: v.to_main, to_damaged: v.to_damaged },
              ],
            },
          },
        },
      });
      setIdemKey(crypto.randomUUID());
      toast({ variant: "success", description: PILAH_SUCCESS });
      form.reset({ to_main: "0", to_damaged: "0" });
      onDone();
    } catch (err) {
      setIdemKey(crypto.randomUUID());
      toast({ variant: "error", title: PILAH_FAILED, description: failureText(err) });
    }
  });
  const error = form.formState.errors.to_main?.message ?? form.formState.errors.to_damaged?.message;
  return (
    <form className="flex flex-wrap items-start gap-2" onSubmit={(e) => void submit(e)} noValidate>
      <Controller
        control={form.control}
        name="to_main"
        render={({ field: f }) => (
          <NumberInput
            spec={CLASSIFY_QUANTITY}
            className="w-24"
            aria-label={`Ke gudang utama ${row.product_code}`}
            readOnly={busy}
            value={f.value}
            onChange={f.onChange}
            onBlur={f.onBlur}
            ref={f.ref}
          />
        )}
      />
      <Controller
        control={form.control}
        name="to_damaged"
        render={({ field: f }) => (
          <NumberInput
            spec={CLASSIFY_QUANTITY}
            className="w-24"
            aria-label={`Ke gudang rusak ${row.product_code}`}
            readOnly={busy}
            value={f.value}
            onChange={f.onChange}
            onBlur={f.onBlur}
            ref={f.ref}
          />
        )}
      />
      <Button type="submit" size="sm" disabled={busy} aria-label={`Pilah ${row.product_code}`}>
        Pilah
      </Button>
      {error ? <p className="w-full text-xs text-destructive">{error}</p> : null}
    </form>
  );
}

export function PilahStockScreen() {
  const [retur, setRetur] = React.useState<{ id: string; label: string } | null>(null);
  const [loadError, setLoadError] = React.useState<string | null>(null);
  const [reloadKey, setReloadKey] = React.useState(0);

  React.useEffect(() => {
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
        cell: ({ row }) => <ClassifyRowForm row={row.original} onDone={reload} />,
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
