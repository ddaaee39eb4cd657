"use client";

// The product (Barang) list of every layout (SPEC §2): Admin /admin/master/barang, the stockist
// variant /stockist/admin/barang and the KP variant /kantor-pelayanan/admin/master/barang. One
// component, a typed config per variant: Admin may add, open and export products; the other
// layouts (and the Bonus area's /bonus/admin/master-barang) read only, with the prices of the viewer's price area (SPEC §3 office area) in the
// columns and highlighted in the price dialog. Server-side search (code, name) and a category
// filter through the DataTable; category and unit from `include`, prices from the included
// product prices (the latest row already valid).
import { ActiveBadge } from "@/components/data-table/row-actions";
import { FilterSelect } from "@/components/data-table/filter-select";
import * as React from "react";
import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import { FileDown, Pencil, Plus, Tags } from "lucide-react";
import { DataTable } from "@/components/data-table/data-table";
import { can } from "@/components/data-table/permissions";
import { useSessionUser } from "@/components/shell/session-provider";
import { Button, buttonVariants } from "@/components/ui/button";
import { useToast } from "@/components/widgets/toast";
import { formatNumber, formatRupiah } from "@/lib/format";
import {
  failureText,
  listResources,
  listResultOf,
  relatedOne,
  type ListParams,
  type ListResult,
  type ResourceObject,
} from "@/lib/jsonapi-client";
import { downloadFile } from "./download";
import { PriceDialog } from "./price-dialog";
import { currentPrice, useLookup, type NamedRow, type PriceAttributes } from "./product-data";
import {
  PRODUCT_LISTS,
  areaPricesQuery,
  priceAreaOf,
  productListQuery,
  type ProductListAttributes,
  type ProductListInitial,
  type ProductListVariant,
} from "./list-config";
import { firstPageUrl, queryPage } from "@/components/data-table/query";

export interface ProductRow extends ProductListAttributes {
  id: string;
  category: string;
  unit: string;
}

/** Price rows by product. */
function byProduct(rows: PriceAttributes[], into = new Map<string, PriceAttributes[]>()) {
  for (const p of rows) into.set(p.product_id, [...(into.get(p.product_id) ?? []), p]);
  return into;
}

/** The page's price rows in the area (areaPricesQuery), every page of them, by product. */
async function areaPrices(
  productIds: string[],
  area: number,
  signal: AbortSignal,
): Promise<Map<string, PriceAttributes[]>> {
  const out = new Map<string, PriceAttributes[]>();
  if (!productIds.length) return out;
  const q = areaPricesQuery(productIds, area);
  for (let number = 1; ; number += 1) {
    const result = await listResources<PriceAttributes>(
      q.resource,
      queryPage(q, number - 1),
      signal,
    );
    byProduct(
      result.resources.map((r) => r.attributes),
      out,
    );
    if (number >= result.page.lastPage) return out;
  }
}

/** The server's first page of prices, when it answers these products and holds all of them. */
function initialPrices(
  initial: ProductListInitial | undefined,
  productIds: string[],
  area: number,
): Map<string, PriceAttributes[]> | null {
  if (!initial?.prices || initial.prices.url !== firstPageUrl(areaPricesQuery(productIds, area)))
    return null;
  const result = listResultOf<PriceAttributes>(initial.prices.body);
  if (result.page.lastPage > 1) return null;
  return byProduct(result.resources.map((r) => r.attributes));
}

function nameOf(r: ResourceObject | null): string {
  const name = (r?.attributes as { name?: unknown } | undefined)?.name;
  return typeof name === "string" ? name : "-";
}

export function ProductList({
  variant,
  initial,
}: {
  variant: ProductListVariant;
  /** The first page and its prices, loaded with the page (server/products/list-prefetch.ts). */
  initial?: ProductListInitial;
}) {
  const cfg = PRODUCT_LISTS[variant];
  const user = useSessionUser();
  const toast = useToast();
  const categories = useLookup("product-categories");
  const buyerTypes = useLookup("buyer-types");
  const [category, setCategory] = React.useState("");
  const categoryOptions = React.useMemo(
    () => categories.map((c) => ({ value: c.id, label: c.name })),
    [categories],
  );
  const [showing, setShowing] = React.useState<ProductRow | null>(null);
  const [downloading, setDownloading] = React.useState(false);
  const area = priceAreaOf(variant, user.officeAreaCode);
  const mayCreate = cfg.manage && can(user, "products.create");
  const mayOpen = cfg.manage && cfg.detailBase !== null && can(user, "products.view");
  const mayExport = cfg.manage && can(user, "products.export");

  const priceTypes = React.useMemo(
    () =>
      cfg.priceBuyerTypes.flatMap((code) => {
        const b = buyerTypes.find((x) => x.code === code);
        return b ? [b] : [];
      }),
    [buyerTypes, cfg.priceBuyerTypes],
  );

  // The prices of the page's products in the list's area, asked once the page is there.
  // The page's product ids (comma-joined): the server's first page, then each loaded page.
  const [pageIds, setPageIds] = React.useState(() =>
    initial?.list
      ? listResultOf(initial.list.body)
          .resources.map((r) => r.id)
          .join(",")
      : "",
  );
  const pageKey = `${area}:${pageIds}`;
  const [loadedPrices, setLoadedPrices] = React.useState<{
    key: string;
    byProduct: Map<string, PriceAttributes[]>;
  } | null>(() => {
    const first = initialPrices(initial, pageIds.split(",").filter(Boolean), area);
    return first ? { key: pageKey, byProduct: first } : null;
  });
  const prices = loadedPrices?.key === pageKey ? loadedPrices.byProduct : null;
  React.useEffect(() => {
    if (prices) return;
    const ac = new AbortController();
    areaPrices(pageIds.split(",").filter(Boolean), area, ac.signal)
      .then((found) => setLoadedPrices({ key: pageKey, byProduct: found }))
      .catch((err: unknown) => {
        if (ac.signal.aborted) return;
        setLoadedPrices({ key: pageKey, byProduct: new Map() });
        toast({ variant: "error", description: `Gagal memuat harga: ${failureText(err)}` });
      });
    return () => ac.abort();
  }, [prices, pageKey, pageIds, area, toast]);

  const select = React.useCallback(
    (result: ListResult<ProductListAttributes>): ProductRow[] =>
      result.resources.map((r) => {
        const cat = relatedOne(r, "product-category", result.included);
        const unit = relatedOne(r, "unit", result.included);
        return { ...r.attributes, id: r.id, category: nameOf(cat), unit: nameOf(unit) };
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
      ...priceTypes.map((b): ColumnDef<ProductRow> => ({
        id: `price_${b.code}`,
        header: `Harga ${b.name} (Wilayah ${area})`,
        cell: ({ row }) => {
          if (!prices) return <span className="text-muted-foreground">…</span>;
          const price = currentPrice(
            (prices.get(row.original.id) ?? []).filter((p) => p.buyer_type_id === b.id),
          );
          return price ? formatRupiah(price.price) : "-";
        },
      })),
      {
        id: "is_active",
        header: "Status",
        cell: ({ row }) => <ActiveBadge active={row.original.is_active} />,
      },
    ],
    [priceTypes, area, prices],
  );

  const download = async (
    action: string,
    params: Omit<ListParams, "page">,
    fallbackName: string,
  ) => {
    setDownloading(true);
    try {
      await downloadFile(`products/-actions/${action}`, params, fallbackName);
    } catch (err) {
      toast({ variant: "error", description: failureText(err) });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">Barang</h1>
        <p className="text-sm text-muted-foreground">
          {cfg.description ??
            (cfg.manage
              ? "Data master barang dan harga per wilayah."
              : `Daftar barang dengan harga wilayah ${area} (wilayah kantor anda).`)}
        </p>
      </header>
      <DataTable<ProductListAttributes, ProductRow>
        {...productListQuery(variant, category)}
        initial={initial?.list}
        label="Daftar Barang"
        columns={columns}
        select={select}
        onLoaded={(result) => setPageIds(result.resources.map((r) => r.id).join(","))}
        searchPlaceholder="Cari Barang"
        onExport={
          mayExport
            ? ({ search, filter }) =>
                void download("exportProduct", { search, filter }, "barang.csv")
            : undefined
        }
        exportLabel={downloading ? "Mengunduh..." : "Export"}
        toolbar={
          <>
            <FilterSelect
              label="Kelompok"
              value={category}
              onChange={setCategory}
              options={categoryOptions}
            />
            {mayExport ? (
              <Button
                type="button"
                variant="outline"
                disabled={downloading}
                onClick={() =>
                  void download(
                    "downloadProduct",
                    { filter: { product_category_id: category } },
                    "daftar-harga-barang.csv",
                  )
                }
              >
                <FileDown className="size-4" aria-hidden="true" />
                Daftar Harga
              </Button>
            ) : null}
            {mayCreate && cfg.detailBase ? (
              <Link href={`${cfg.detailBase}/tambah-barang`} className={buttonVariants()}>
                <Plus className="size-4" aria-hidden="true" />
                Tambah Barang
              </Link>
            ) : null}
          </>
        }
        rowActions={(row) => (
          <>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={`Harga ${row.name}`}
              onClick={() => setShowing(row)}
            >
              <Tags className="size-4" aria-hidden="true" />
            </Button>
            {mayOpen && cfg.detailBase ? (
              <Link
                href={`${cfg.detailBase}/${row.id}`}
                aria-label={`Detail ${row.name}`}
                className={buttonVariants({ variant: "ghost", size: "sm" })}
              >
                <Pencil className="size-4" aria-hidden="true" />
              </Link>
            ) : null}
          </>
        )}
      />
      {showing ? (
        <PriceDialog
          product={showing}
          buyerTypes={buyerTypes}
          highlightArea={cfg.area === "viewer" ? area : null}
          onClose={() => setShowing(null)}
        />
      ) : null}
    </div>
  );
}

export type { NamedRow };
