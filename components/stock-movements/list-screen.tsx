"use client";

// The ONE list page of stock movements: every pengeluaran / pengiriman / susulan / penerimaan
// route mounts it with a kind key and a stage (config.ts). Lists through the DataTable with the
// kind's and stage's filters; the server limits rows to the caller's office.
import { codeLinkColumn } from "@/components/data-table/code-link-column";
import * as React from "react";
import Link from "next/link";
import { PackagePlus } from "lucide-react";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/data-table/data-table";
import { can } from "@/components/data-table/permissions";
import { useSessionUser } from "@/components/shell/session-provider";
import { buttonVariants } from "@/components/ui/button";
import { LocalDateTime } from "@/components/widgets/local-date-time";
import { formatRupiah } from "@/lib/format";
import { MovementStatusBadge } from "./status-badge";
import { PendingOrders } from "./pending-orders";
import { detailPath, receivePath } from "./paths";
import { kindTitle, STAGE_TITLE, type MovementStage } from "./kind";
import { MOVEMENT_LIST_FIELDS, movementListQuery, type MovementListInitial } from "./queries";
import { movementKind } from "./config";

export interface MovementAttributes {
  code: string;
  status: string;
  status_label: string;
  delivery_method: string;
  is_susulan: boolean;
  origin_office_code: string | null;
  origin_office_name: string | null;
  destination_office_code: string | null;
  destination_office_name: string | null;
  tracking_number: string | null;
  expedition_name: string | null;
  order_code: string | null;
  shipping_cost: number;
  createdAt: string;
  sent_at: string | null;
  received_at: string | null;
}

type ListAttributes = Pick<MovementAttributes, (typeof MOVEMENT_LIST_FIELDS)[number]>;

interface MovementRow extends ListAttributes {
  id: string;
}

export function MovementListScreen({
  kindKey,
  stage,
  section = false,
  initial,
}: {
  kindKey: string;
  stage: MovementStage;
  /** The first pages, loaded with the page (prefetchMovementLists of kind and stage). */
  initial?: MovementListInitial;
  /** A section of a page that has its own h1 (the stockist's member sales): an h2 title. */
  section?: boolean;
}) {
  const kind = movementKind(kindKey);
  if (!kind) throw new Error(`unknown stock movement kind ${kindKey}`);
  const query = React.useMemo(() => movementListQuery(kindKey, stage), [kindKey, stage]);
  const user = useSessionUser();
  const receive = stage === "penerimaan" ? receivePath(kind) : null;
  // Lists of shipments by expedition show who carries them and for which order.
  const byExpedition = kind.deliveryMethod !== "diambil";
  const ofOrders = Boolean(kind.orderTypes ?? kind.listOrderTypes) || kind.susulanOnly === true;

  const columns = React.useMemo<ColumnDef<MovementRow>[]>(
    () => [
      {
        id: "createdAt",
        header: "Tanggal",
        enableSorting: true,
        // The first page is rendered by the server too (see LocalDateTime).
        cell: ({ row }) => <LocalDateTime iso={row.original.createdAt} />,
      },
      codeLinkColumn<MovementRow>((r) => detailPath(kind, stage, r.id)),
      {
        id: "origin",
        header: "Asal",
        cell: ({ row }) =>
          `${row.original.origin_office_code ?? "-"} - ${row.original.origin_office_name ?? ""}`,
      },
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
      ...(ofOrders
        ? [
            {
              id: "order_code",
              header: "No. Order",
              cell: ({ row }) => row.original.order_code ?? "-",
            } satisfies ColumnDef<MovementRow>,
          ]
        : []),
      ...(byExpedition
        ? [
            {
              id: "expedition_name",
              header: "Ekspedisi",
              cell: ({ row }) => row.original.expedition_name ?? "-",
            } satisfies ColumnDef<MovementRow>,
          ]
        : []),
      {
        id: "tracking_number",
        header: "No. Resi",
        cell: ({ row }) => row.original.tracking_number ?? "-",
      },
      {
        id: "shipping_cost",
        header: "Ongkos Kirim",
        cell: ({ row }) => formatRupiah(row.original.shipping_cost),
      },
      {
        id: "status",
        header: "Status",
        cell: ({ row }) => (
          <MovementStatusBadge status={row.original.status} label={row.original.status_label} />
        ),
      },
    ],
    [kind, stage, byExpedition, ofOrders],
  );

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header className="flex flex-wrap items-center justify-between gap-2">
        {section ? (
          <h2 className="text-xl font-semibold">
            {STAGE_TITLE[stage]} {kindTitle(kind, stage)}
          </h2>
        ) : (
          <h1 className="text-2xl font-semibold">
            {STAGE_TITLE[stage]} {kindTitle(kind, stage)}
          </h1>
        )}
        {receive && can(user, "stock-movements.receive") ? (
          <Link href={receive} className={buttonVariants()}>
            <PackagePlus className="size-4" aria-hidden="true" />
            Tambah Barang Masuk
          </Link>
        ) : null}
      </header>
      {stage === "pengeluaran" && kind.orderTypes ? (
        <PendingOrders kind={kind} initial={initial?.pending} />
      ) : null}
      <DataTable<ListAttributes, MovementRow>
        {...query}
        initial={initial?.list}
        label={`Daftar ${STAGE_TITLE[stage]} ${kindTitle(kind, stage)}`}
        columns={columns}
        select={(result) => result.resources.map((r) => ({ ...r.attributes, id: r.id }))}
        searchPlaceholder="Cari kode atau nomor resi"
      />
    </div>
  );
}
