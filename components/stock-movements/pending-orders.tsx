"use client";

// On a pengeluaran list of a kind that ships orders (config.ts `orderTypes`): the released
// orders of the caller's office that have no shipment yet, each with "Buat Pengeluaran", which
// creates the shipment of everything ordered (POST stock-movements with the order relationship;
// docs/orders.md "Shipping") and opens its packing page; a pick-up (diambil) needs no packing,
// so its detail opens instead ("Serahkan Barang" there), and a member's pick-up is handed over
// at once ("Serahkan ke Mitra": orders/{id}/-actions/hand-over, the order 'Selesai').
import * as React from "react";
import { useRouter } from "next/navigation";
import type { ColumnDef } from "@tanstack/react-table";
import { PackageOpen } from "lucide-react";
import { DataTable } from "@/components/data-table/data-table";
import { can } from "@/components/data-table/permissions";
import { useSessionUser } from "@/components/shell/session-provider";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/widgets/toast";
import { formatRupiah } from "@/lib/format";
import { createResource, failureText } from "@/lib/jsonapi-client";
import { callAction } from "@/components/setup/action-client";
import type { InitialList } from "@/components/data-table/query";
import { detailPath, packingPath } from "./paths";
import { pendingOrdersQuery, type PendingOrderAttributes } from "./queries";
import { type MovementKind } from "./kind";

interface PendingOrderRow extends PendingOrderAttributes {
  id: string;
}

/** A member's pick-up: handed over at once, no shipment to pack (hand-over-order.ts). */
function handsOver(kind: MovementKind, row: PendingOrderRow): boolean {
  return kind.destination === "member" && row.delivery_method === "diambil";
}

export function PendingOrders({
  kind,
  initial,
}: {
  kind: MovementKind;
  /** The first page, loaded with the page (pendingOrdersQuery, list-prefetch.ts). */
  initial?: InitialList;
}) {
  const router = useRouter();
  const toast = useToast();
  const user = useSessionUser();
  const [busy, setBusy] = React.useState<string | null>(null);
  const query = React.useMemo(() => pendingOrdersQuery(kind), [kind]);
  const mayCreate = can(user, "stock-movements.create");

  const ship = React.useCallback(
    async (row: PendingOrderRow) => {
      setBusy(row.id);
      try {
        if (handsOver(kind, row)) {
          const res = await callAction<{ meta?: { message?: string } }>(
            `orders/${row.id}/-actions/hand-over`,
            "PATCH",
          );
          toast({ variant: "success", description: res.meta?.message ?? "Barang diserahkan" });
          // The order screens' table loads after the hand-over, not with the list's first view.
          const { orderDetailPath } = await import("@/components/orders/screens");
          router.push(
            orderDetailPath({ id: row.id, orderType: "member_sale" }, "origin", "member") ?? "/",
          );
          return;
        }
        const movement = await createResource(
          "stock-movements",
          {},
          { order: { data: { type: "orders", id: row.id } } },
        );
        toast({ variant: "success", description: "Pengeluaran barang berhasil dibuat" });
        const packing =
          row.delivery_method === "diambil" ? null : packingPath(kind, "pengeluaran", movement.id);
        router.push(packing ?? detailPath(kind, "pengeluaran", movement.id));
      } catch (err) {
        toast({ variant: "error", description: failureText(err) });
        setBusy(null);
      }
    },
    [kind, router, toast],
  );

  const columns = React.useMemo<ColumnDef<PendingOrderRow>[]>(
    () => [
      { id: "order_date", header: "Tanggal", cell: ({ row }) => row.original.order_date },
      { id: "code", header: "Kode Order", cell: ({ row }) => row.original.code },
      {
        id: "destination",
        header: "Tujuan",
        cell: ({ row }) =>
          `${row.original.destination_office_code ?? "-"} - ${row.original.destination_office_name ?? ""}`,
      },
      {
        id: "delivery_method",
        header: "Metode",
        cell: ({ row }) => (row.original.delivery_method === "diambil" ? "Diambil" : "Dikirim"),
      },
      {
        id: "final_price",
        header: "Total",
        cell: ({ row }) => formatRupiah(row.original.final_price),
      },
    ],
    [],
  );

  if (!query) return null;
  return (
    <section className="flex flex-col gap-2" aria-label="Order siap dikirim">
      <h2 className="text-lg font-semibold">Order Siap Dikirim</h2>
      <DataTable<PendingOrderAttributes, PendingOrderRow>
        {...query}
        initial={initial}
        label="Daftar order siap dikirim"
        columns={columns}
        select={(result) => result.resources.map((r) => ({ ...r.attributes, id: r.id }))}
        searchPlaceholder="Cari kode order"
        rowActions={(row) =>
          mayCreate ? (
            <Button type="button" size="sm" onClick={() => void ship(row)} disabled={busy !== null}>
              <PackageOpen className="size-4" aria-hidden="true" />
              {handsOver(kind, row) ? "Serahkan ke Mitra" : "Buat Pengeluaran"}
            </Button>
          ) : null
        }
      />
    </section>
  );
}
