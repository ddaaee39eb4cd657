"use client";

// Admin > Setup > Promo (SPEC §2): the promo list (code, name, product, period, promo price,
// discount, bonus, status) with search; 'Tambah Promo' and a row click lead to the form pages.
import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ColumnDef } from "@tanstack/react-table";
import { Plus } from "lucide-react";
import { DataTable } from "@/components/data-table/data-table";
import { can } from "@/components/data-table/permissions";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { useSessionUser } from "@/components/shell/session-provider";
import { formatRupiah } from "@/lib/format";
import { relatedOne, type ListResult } from "@/lib/jsonapi-client";

export interface PromoAttributes {
  code: string;
  name: string;
  description: string | null;
  start_date: string;
  end_date: string;
  min_quantity: number;
  promo_price: number | null;
  discount_amount: number;
  free_quantity: number;
  is_active: boolean;
}

interface PromoRow extends PromoAttributes {
  id: string;
  product: string;
  freeProduct: string | null;
}

function productLabel(attrs: unknown): string {
  const a = (attrs ?? {}) as { code?: string; name?: string };
  return `${a.code ?? ""} ${a.name ?? ""}`.trim();
}

function selectRows(result: ListResult<PromoAttributes>): PromoRow[] {
  return result.resources.map((r) => {
    const product = relatedOne(r, "product", result.included);
    const free = relatedOne(r, "free-product", result.included);
    return {
      ...r.attributes,
      id: r.id,
      product: product ? productLabel(product.attributes) : "-",
      freeProduct: free ? productLabel(free.attributes) : null,
    };
  });
}

export function PromoScreen() {
  const user = useSessionUser();
  const router = useRouter();
  const columns = React.useMemo<ColumnDef<PromoRow>[]>(
    () => [
      { id: "code", accessorKey: "code", header: "Kode", enableSorting: true },
      { id: "name", accessorKey: "name", header: "Nama Promo", enableSorting: true },
      { id: "product", accessorKey: "product", header: "Barang" },
      {
        id: "start_date",
        header: "Periode",
        enableSorting: true,
        cell: ({ row }) => `${row.original.start_date} s/d ${row.original.end_date}`,
      },
      {
        id: "promo_price",
        header: "Harga Promo",
        cell: ({ row }) =>
          row.original.promo_price === null ? "-" : formatRupiah(row.original.promo_price),
      },
      {
        id: "discount_amount",
        header: "Potongan",
        cell: ({ row }) => formatRupiah(row.original.discount_amount),
      },
      {
        id: "bonus",
        header: "Bonus",
        cell: ({ row }) =>
          row.original.freeProduct
            ? `${row.original.free_quantity} x ${row.original.freeProduct}`
            : "-",
      },
      {
        id: "is_active",
        header: "Status",
        cell: ({ row }) => (
          <Badge color={row.original.is_active ? "green" : "red"}>
            {row.original.is_active ? "Aktif" : "Tidak Aktif"}
          </Badge>
        ),
      },
    ],
    [],
  );
  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">Promo</h1>
        <p className="text-sm text-muted-foreground">Promo barang per periode tanggal.</p>
      </header>
      <DataTable<PromoAttributes, PromoRow>
        resource="product-promos"
        label="Daftar Promo"
        columns={columns}
        select={selectRows}
        include={["product", "free-product"]}
        defaultSort="-start_date"
        searchPlaceholder="Cari Promo"
        onRowClick={(row) => router.push(`/admin/setup/promo/${row.id}`)}
        toolbar={
          can(user, "product-promos.create") ? (
            <Link href="/admin/setup/promo/tambah-promo" className={buttonVariants()}>
              <Plus className="size-4" aria-hidden="true" />
              Tambah Promo
            </Link>
          ) : null
        }
      />
    </div>
  );
}
