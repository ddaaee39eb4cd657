"use client";

// The office detail's list tabs (office-detail-screen.tsx): upline and downlines, the promotion
// history, the users and the warehouses, each a DataTable of the office. Loaded when one of these
// tabs first opens, so the detail's first view (the Profil form) does not load the table.
import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { ActiveBadge } from "@/components/data-table/row-actions";
import { DataTable } from "@/components/data-table/data-table";
import { officeCodeLabel } from "@/components/widgets/office-picker";
import type { Row } from "@/lib/jsonapi-client";
import { OFFICE_CATEGORY_LABEL } from "@/lib/office-categories";
import { OfficeStatusBadge } from "./office-status";
import { formatDateTime, type OfficeAttributes } from "./types";

export interface OfficeUpline {
  id: string;
  code: string;
  name: string;
  categoryId: number | null;
}

const HISTORY_LABEL: Record<string, string> = {
  promoted_to_stockist_by: "Dipromosikan menjadi Stockist oleh",
  promoting_to_stockist: "Mempromosikan menjadi Stockist",
  promoted_to_sc_by: "Dipromosikan menjadi Stockist Center oleh",
  promoting_to_sc: "Mempromosikan menjadi Stockist Center",
};

interface HistoryAttributes {
  history_type: string;
  code: string | null;
  name: string | null;
  description: string | null;
  createdAt: string;
}
interface UserAttributes {
  name: string;
  email: string;
  phone: string | null;
  current_role: string | null;
  is_active: boolean;
}
interface WarehouseAttributes {
  code: string;
  name: string;
  warehouse_type: string;
  address: string | null;
  is_active: boolean;
}

const activeBadge = (on: boolean) => <ActiveBadge active={on} />;

export function OfficeNetworkTab({
  officeId,
  upline,
}: {
  officeId: string;
  upline: OfficeUpline | null;
}) {
  const downlineColumns = React.useMemo<ColumnDef<Row<OfficeAttributes>>[]>(
    () => [
      {
        id: "code",
        header: "Kode",
        enableSorting: true,
        cell: ({ row }) => officeCodeLabel(row.original.code, row.original.temp_code),
      },
      { id: "name", accessorKey: "name", header: "Nama", enableSorting: true },
      {
        id: "category",
        header: "Kategori",
        cell: ({ row }) => OFFICE_CATEGORY_LABEL[row.original.office_category_id] ?? "-",
      },
      {
        id: "status",
        header: "Status",
        cell: ({ row }) => (
          <OfficeStatusBadge
            active={row.original.is_active}
            suspended={row.original.is_suspended}
          />
        ),
      },
    ],
    [],
  );
  return (
    <>
      <section>
        <h3 className="font-semibold">Upline</h3>
        <p className="text-sm" data-testid="office-upline">
          {upline
            ? `${upline.code} - ${upline.name} (${OFFICE_CATEGORY_LABEL[upline.categoryId ?? 0] ?? "-"})`
            : "-"}
        </p>
      </section>
      <section className="flex flex-col gap-2">
        <h3 className="font-semibold">Downline</h3>
        <DataTable<OfficeAttributes>
          resource="offices"
          label="Daftar Downline"
          columns={downlineColumns}
          defaultSort="code"
          filters={{ office_referral_id: officeId }}
          searchPlaceholder="Cari Downline"
        />
      </section>
    </>
  );
}

export function OfficeHistoryTab({ officeId }: { officeId: string }) {
  const historyColumns = React.useMemo<ColumnDef<Row<HistoryAttributes>>[]>(
    () => [
      {
        id: "createdAt",
        header: "Tanggal",
        enableSorting: true,
        cell: ({ row }) => formatDateTime(row.original.createdAt),
      },
      {
        id: "history_type",
        header: "Riwayat",
        cell: ({ row }) => HISTORY_LABEL[row.original.history_type] ?? row.original.history_type,
      },
      {
        id: "office",
        header: "Kantor",
        cell: ({ row }) => `${row.original.code ?? ""} - ${row.original.name ?? ""}`,
      },
      {
        id: "description",
        header: "Keterangan",
        cell: ({ row }) => row.original.description ?? "-",
      },
    ],
    [],
  );
  return (
    <DataTable<HistoryAttributes>
      resource="office-histories"
      label="Riwayat Kantor"
      columns={historyColumns}
      defaultSort="-createdAt"
      filters={{ office_id: officeId }}
      searchable={false}
    />
  );
}

export function OfficeUsersTab({ officeId }: { officeId: string }) {
  const userColumns = React.useMemo<ColumnDef<Row<UserAttributes>>[]>(
    () => [
      { id: "name", accessorKey: "name", header: "Nama", enableSorting: true },
      { id: "email", accessorKey: "email", header: "Email", enableSorting: true },
      { id: "phone", header: "No. HP", cell: ({ row }) => row.original.phone ?? "-" },
      { id: "role", header: "Role", cell: ({ row }) => row.original.current_role ?? "-" },
      { id: "is_active", header: "Status", cell: ({ row }) => activeBadge(row.original.is_active) },
    ],
    [],
  );
  return (
    <DataTable<UserAttributes>
      resource="users"
      label="Daftar User"
      columns={userColumns}
      defaultSort="name"
      filters={{ office_id: officeId }}
      searchPlaceholder="Cari User"
    />
  );
}

export function OfficeWarehousesTab({ officeId }: { officeId: string }) {
  const warehouseColumns = React.useMemo<ColumnDef<Row<WarehouseAttributes>>[]>(
    () => [
      { id: "code", accessorKey: "code", header: "Kode", enableSorting: true },
      { id: "name", accessorKey: "name", header: "Nama Gudang", enableSorting: true },
      { id: "warehouse_type", accessorKey: "warehouse_type", header: "Tipe" },
      { id: "address", header: "Alamat", cell: ({ row }) => row.original.address ?? "-" },
      { id: "is_active", header: "Status", cell: ({ row }) => activeBadge(row.original.is_active) },
    ],
    [],
  );
  return (
    <DataTable<WarehouseAttributes>
      resource="warehouses"
      label="Daftar Gudang"
      columns={warehouseColumns}
      defaultSort="code"
      filters={{ office_id: officeId }}
      searchPlaceholder="Cari Gudang"
    />
  );
}
