"use client";

// QR code generations (SPEC §2 Admin /qrcode/generate; Supplier /produk-qr, read-only): the list
// (product, quantity, scanned, created by, date) through the DataTable, filters by product and
// date, and — for head office — the 'Generate' form: product + quantity 1..10 000 (+ note), the
// server's zod schema. A row opens the generation's QR sheet.
import { DateRangeFilter } from "@/components/data-table/filter-select";
import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ColumnDef } from "@tanstack/react-table";
import { Eye, Plus } from "lucide-react";
import { DataTable } from "@/components/data-table/data-table";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/widgets/toast";
import { dateTime } from "@/components/notifications/format";
import { formatNumber } from "@/lib/format";
import type { ListResult } from "@/lib/jsonapi-client";
import { QR_AREAS, type QrArea, type QrGenerationAttributes } from "./config";
import { ProductSelect, type PickedProduct } from "./product-select";

// The 'Generate' dialog (with react-hook-form) is not shown at first: it loads when the pointer
// nears 'Generate' or on its first click (docs/browser-performance.md).
const loadGenerateForm = () => import("./generate-form");
const GenerateForm = React.lazy(() =>
  loadGenerateForm().then((m) => ({ default: m.GenerateForm })),
);

interface GenerationRow extends QrGenerationAttributes {
  id: string;
  createdBy: string;
}

export function QrGenerationScreen({ area }: { area: QrArea }) {
  const cfg = QR_AREAS[area];
  const router = useRouter();
  const toast = useToast();
  const [reloadKey, setReloadKey] = React.useState(0);
  const [creating, setCreating] = React.useState(false);
  const [product, setProduct] = React.useState<PickedProduct | null>(null);
  const [dateFrom, setDateFrom] = React.useState("");
  const [dateTo, setDateTo] = React.useState("");

  const select = React.useCallback(
    (result: ListResult<QrGenerationAttributes>): GenerationRow[] =>
      result.resources.map((r) => {
        const link = r.relationships?.["created-by"]?.data;
        const first = Array.isArray(link) ? link[0] : null;
        const user = first
          ? result.included.find((x) => x.type === first.type && x.id === first.id)
          : null;
        const name = (user?.attributes as { name?: unknown } | undefined)?.name;
        return { ...r.attributes, id: r.id, createdBy: typeof name === "string" ? name : "-" };
      }),
    [],
  );

  const columns = React.useMemo<ColumnDef<GenerationRow>[]>(
    () => [
      {
        id: "createdAt",
        header: "Tanggal",
        enableSorting: true,
        cell: ({ row }) => dateTime(row.original.createdAt),
      },
      {
        id: "code",
        header: "Kode Generate",
        enableSorting: true,
        cell: ({ row }) => (
          <Link
            className="font-medium text-primary underline-offset-2 hover:underline"
            href={`${cfg.listPath}/${row.original.id}`}
          >
            {row.original.code}
          </Link>
        ),
      },
      {
        id: "product",
        header: "Barang",
        cell: ({ row }) =>
          `${row.original.product_code ?? "-"} - ${row.original.product_name ?? ""}`,
      },
      {
        id: "quantity",
        header: "Jumlah",
        enableSorting: true,
        cell: ({ row }) => formatNumber(row.original.quantity),
      },
      {
        id: "scanned_count",
        header: "Sudah Dipindai",
        cell: ({ row }) => formatNumber(row.original.scanned_count),
      },
      { id: "createdBy", accessorKey: "createdBy", header: "Dibuat Oleh" },
    ],
    [cfg.listPath],
  );

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">{cfg.title}</h1>
        <p className="text-sm text-muted-foreground">{cfg.description}</p>
      </header>
      <DataTable<QrGenerationAttributes, GenerationRow>
        resource="qr-code-generations"
        label="Daftar Generate QR Code"
        columns={columns}
        select={select}
        include={["created-by"]}
        defaultSort="-createdAt"
        filters={{ product_id: product?.id, date_from: dateFrom, date_to: dateTo }}
        searchPlaceholder="Cari kode generate"
        reloadKey={reloadKey}
        onRowClick={(row) => router.push(`${cfg.listPath}/${row.id}`)}
        toolbar={
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <div className="w-64">
              <ProductSelect
                id="qr-filter-product"
                value={product}
                onChange={setProduct}
                placeholder="Filter barang"
              />
            </div>
            <DateRangeFilter
              from={dateFrom}
              to={dateTo}
              onFromChange={setDateFrom}
              onToChange={setDateTo}
            />
            {cfg.mayGenerate ? (
              <Button
                type="button"
                onClick={() => setCreating(true)}
                onPointerEnter={() => void loadGenerateForm().catch(() => undefined)}
                onFocus={() => void loadGenerateForm().catch(() => undefined)}
              >
                <Plus className="size-4" aria-hidden="true" />
                Generate
              </Button>
            ) : null}
          </div>
        }
        rowActions={(row) => (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`Lihat ${row.code}`}
            onClick={(e) => {
              e.stopPropagation();
              router.push(`${cfg.listPath}/${row.id}`);
            }}
          >
            <Eye className="size-4" aria-hidden="true" />
          </Button>
        )}
      />
      {creating ? (
        <React.Suspense fallback={null}>
          <GenerateForm
            onClose={() => setCreating(false)}
            onSaved={(id, quantity) => {
              toast({
                variant: "success",
                description: `${formatNumber(quantity)} QR code berhasil dibuat`,
              });
              setCreating(false);
              setReloadKey((k) => k + 1);
              router.push(`${cfg.listPath}/${id}`);
            }}
          />
        </React.Suspense>
      ) : null}
    </div>
  );
}
