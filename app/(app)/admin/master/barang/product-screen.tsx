"use client";

// Admin > Master > Barang (SPEC §2): the product list, read-only here (creating and editing
// products is a later screen). Server-side search (code, name) and a category filter through the
// DataTable; category and unit come from `include`, the consumer price of area 0 from the
// included product prices (the latest row already valid). 'Harga' opens a dialog with the
// current price per area and buyer type.
import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { Tags } from "lucide-react";
import { DataTable } from "@/components/data-table/data-table";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import {
  EmptyState,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { Alert } from "@/components/ui/alert";
import { useToast } from "@/components/widgets/toast";
import { formatNumber, formatRupiah } from "@/lib/format";
import {
  failureText,
  listResources,
  relatedOne,
  type ListResult,
  type ResourceObject,
} from "@/lib/jsonapi-client";

interface ProductAttributes {
  code: string;
  name: string;
  point: number;
  bonus_value: number;
  is_active: boolean;
}

interface PriceAttributes {
  price: number;
  retail_price: number;
  valid_from: string;
  area_id: number;
  buyer_type_id: string;
  product_id: string;
}

interface ProductRow extends ProductAttributes {
  id: string;
  category: string;
  unit: string;
  /** The included price rows of area 0 (every buyer type); the column picks 'konsumen'. */
  area0Prices: PriceAttributes[];
}

interface NamedRow {
  id: string;
  code: string;
  name: string;
}

const CONSUMER_CODE = "konsumen";
const INCLUDE = ["product-category", "unit", "product-prices"];

/** The latest price already valid (valid_from <= now), else the earliest future one. */
function currentPrice(rows: PriceAttributes[], now = Date.now()): PriceAttributes | null {
  let best: PriceAttributes | null = null;
  for (const p of rows) {
    const t = Date.parse(p.valid_from);
    if (t > now) continue;
    if (!best || t > Date.parse(best.valid_from)) best = p;
  }
  return best;
}

function useLookup(type: string): NamedRow[] {
  const toast = useToast();
  const [rows, setRows] = React.useState<NamedRow[]>([]);
  React.useEffect(() => {
    const ctl = new AbortController();
    listResources<Omit<NamedRow, "id">>(
      type,
      { page: { number: 1, size: 100 }, sort: "name" },
      ctl.signal,
    )
      .then((r) => setRows(r.rows))
      .catch((err: unknown) => {
        if (!ctl.signal.aborted) toast({ variant: "error", description: failureText(err) });
      });
    return () => ctl.abort();
  }, [type, toast]);
  return rows;
}

export function ProductScreen() {
  const categories = useLookup("product-categories");
  const buyerTypes = useLookup("buyer-types");
  const [category, setCategory] = React.useState("");
  const [showing, setShowing] = React.useState<ProductRow | null>(null);
  const consumerId = buyerTypes.find((b) => b.code === CONSUMER_CODE)?.id ?? null;

  const select = React.useCallback(
    (result: ListResult<ProductAttributes>): ProductRow[] =>
      result.resources.map((r) => {
        const cat = relatedOne(r, "product-category", result.included);
        const unit = relatedOne(r, "unit", result.included);
        const prices = result.included
          .filter((x) => x.type === "product-prices")
          .map((x) => x.attributes as unknown as PriceAttributes)
          .filter((p) => p.product_id === r.id && p.area_id === 0);
        return {
          ...r.attributes,
          id: r.id,
          category: nameOf(cat),
          unit: nameOf(unit),
          area0Prices: prices,
        };
      }),
    [],
  );

  const columns = React.useMemo<ColumnDef<ProductRow>[]>(
    () => [
      { id: "code", accessorKey: "code", header: "Kode Barang", enableSorting: true },
      { id: "name", accessorKey: "name", header: "Nama Barang", enableSorting: true },
      { id: "category", accessorKey: "category", header: "Kelompok" },
      { id: "unit", accessorKey: "unit", header: "Satuan" },
      {
        id: "point",
        header: "Point",
        enableSorting: true,
        cell: ({ row }) => formatNumber(row.original.point),
      },
      {
        id: "bonus_value",
        header: "Nilai Bonus",
        enableSorting: true,
        cell: ({ row }) => formatRupiah(row.original.bonus_value),
      },
      {
        id: "consumer_price",
        header: "Harga Konsumen (Wilayah 0)",
        cell: ({ row }) => {
          const price = currentPrice(
            row.original.area0Prices.filter((p) => p.buyer_type_id === consumerId),
          );
          return price ? formatRupiah(price.price) : "-";
        },
      },
      {
        id: "is_active",
        header: "Status",
        cell: ({ row }) =>
          row.original.is_active ? (
            <Badge color="green">Aktif</Badge>
          ) : (
            <Badge color="red">Non Aktif</Badge>
          ),
      },
    ],
    [consumerId],
  );

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">Barang</h1>
        <p className="text-sm text-muted-foreground">Data master barang dan harga per wilayah.</p>
      </header>
      <DataTable<ProductAttributes, ProductRow>
        resource="products"
        label="Daftar Barang"
        columns={columns}
        select={select}
        include={INCLUDE}
        defaultSort="code"
        filters={{ product_category_id: category }}
        searchPlaceholder="Cari Barang"
        toolbar={
          <label className="flex items-center gap-2 text-sm">
            Kelompok
            <select
              className="h-10 rounded-md border border-input bg-background px-2 text-sm"
              value={category}
              onChange={(e) => setCategory(e.target.value)}
            >
              <option value="">Semua</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        }
        rowActions={(row) => (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`Harga ${row.name}`}
            onClick={() => setShowing(row)}
          >
            <Tags className="size-4" aria-hidden="true" />
          </Button>
        )}
      />
      {showing ? (
        <PriceDialog product={showing} buyerTypes={buyerTypes} onClose={() => setShowing(null)} />
      ) : null}
    </div>
  );
}

function nameOf(r: ResourceObject | null): string {
  const name = (r?.attributes as { name?: unknown } | undefined)?.name;
  return typeof name === "string" ? name : "-";
}

interface PriceState {
  loading: boolean;
  error: string | null;
  /** `${area_id}:${buyer_type_id}` -> current price row. */
  cells: Map<string, PriceAttributes>;
  areas: { id: number; name: string }[];
}

function PriceDialog({
  product,
  buyerTypes,
  onClose,
}: {
  product: ProductRow;
  buyerTypes: NamedRow[];
  onClose: () => void;
}) {
  const [state, setState] = React.useState<PriceState>({
    loading: true,
    error: null,
    cells: new Map(),
    areas: [],
  });

  React.useEffect(() => {
    const ctl = new AbortController();
    Promise.all([
      listResources<PriceAttributes>(
        "product-prices",
        {
          filter: { product_id: product.id },
          page: { number: 1, size: 100 },
          sort: "-valid_from",
        },
        ctl.signal,
      ),
      listResources<{ name: string }>(
        "areas",
        { page: { number: 1, size: 100 }, sort: "code" },
        ctl.signal,
      ),
    ])
      .then(([prices, areas]) => {
        const groups = new Map<string, PriceAttributes[]>();
        for (const p of prices.rows) {
          const key = `${p.area_id}:${p.buyer_type_id}`;
          groups.set(key, [...(groups.get(key) ?? []), p]);
        }
        const cells = new Map<string, PriceAttributes>();
        for (const [key, rows] of groups) {
          const cur = currentPrice(rows);
          if (cur) cells.set(key, cur);
        }
        const areaIds = new Set(prices.rows.map((p) => p.area_id));
        setState({
          loading: false,
          error: null,
          cells,
          areas: areas.rows
            .map((a) => ({ id: Number(a.id), name: a.name }))
            .filter((a) => areaIds.has(a.id)),
        });
      })
      .catch((err: unknown) => {
        if (!ctl.signal.aborted)
          setState((s) => ({ ...s, loading: false, error: failureText(err) }));
      });
    return () => ctl.abort();
  }, [product.id]);

  const title = `Harga ${product.code}`;
  return (
    <Dialog
      open
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {product.name}: harga yang berlaku per wilayah dan tipe pembeli.
          </DialogDescription>
        </DialogHeader>
        {state.error ? <Alert variant="error">{state.error}</Alert> : null}
        {state.loading ? (
          <p className="text-sm text-muted-foreground">Memuat...</p>
        ) : (
          <div className="overflow-x-auto">
            <Table aria-label={`Daftar Harga ${product.code}`}>
              <TableHeader>
                <TableRow>
                  <TableHead>Wilayah</TableHead>
                  {buyerTypes.map((b) => (
                    <TableHead key={b.id}>{b.name}</TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {state.areas.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={buyerTypes.length + 1}>
                      <EmptyState />
                    </TableCell>
                  </TableRow>
                ) : (
                  state.areas.map((a) => (
                    <TableRow key={a.id}>
                      <TableCell>
                        {a.id} - {a.name}
                      </TableCell>
                      {buyerTypes.map((b) => {
                        const p = state.cells.get(`${a.id}:${b.id}`);
                        return <TableCell key={b.id}>{p ? formatRupiah(p.price) : "-"}</TableCell>;
                      })}
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </div>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Tutup
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
