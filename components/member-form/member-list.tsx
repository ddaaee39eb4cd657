"use client";

// The Mitra Usaha list (SPEC §2 Admin "/master/member" and the stockist layout's "daftar-member"):
// the members the user manages (filter[registrar]=me: every member for head office, the members
// it registered for a stockist/SC/KP), with search, status and area filters, columns code, name,
// NIK, phone, upline, area and join date, a row click to the detail/edit page and the download
// (downloadMitra, the same filters) as CSV.
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
import { officeCodeLabel } from "@/components/widgets/office-picker";
import { relatedOne, type FilterValue, type ListResult } from "@/lib/jsonapi-client";
import { downloadMitraUrl } from "./api";
import type { MemberScreenConfig } from "./config";

interface MemberAttributes {
  code: string;
  temp_code: string | null;
  name: string;
  ktp_number: string | null;
  phone: string | null;
  area_code: number | null;
  is_active: boolean;
  is_suspended: boolean;
  createdAt: string;
}

interface MemberRow extends MemberAttributes {
  id: string;
  upline: string | null;
}

type StatusFilter = "" | "active" | "inactive" | "suspended";

const STATUS_FILTERS: Record<StatusFilter, Record<string, FilterValue>> = {
  "": {},
  active: { is_active: true, is_suspended: false },
  inactive: { is_active: false },
  suspended: { is_suspended: true },
};

function rowsOf(result: ListResult<MemberAttributes>): MemberRow[] {
  return result.resources.map((r) => {
    const up = relatedOne(r, "upline", result.included);
    const a = (up?.attributes ?? {}) as { code?: string; name?: string };
    return { ...r.attributes, id: r.id, upline: up ? `${a.code ?? ""} - ${a.name ?? ""}` : null };
  });
}

const dateFormat = new Intl.DateTimeFormat("id-ID", { dateStyle: "medium" });

export function MemberList({ config }: { config: MemberScreenConfig }) {
  const router = useRouter();
  const user = useSessionUser();
  const [status, setStatus] = React.useState<StatusFilter>("");
  const [area, setArea] = React.useState("");
  const mayCreate = can(user, "offices.create-member");
  const mayDownload =
    config.exportable && (can(user, "offices.export") || can(user, "offices.create-member"));

  const filters = React.useMemo<Record<string, FilterValue>>(
    () => ({ registrar: "me", ...STATUS_FILTERS[status], area_id: area }),
    [status, area],
  );

  const columns = React.useMemo<ColumnDef<MemberRow>[]>(
    () => [
      {
        id: "code",
        header: "Kode",
        enableSorting: true,
        cell: ({ row }) => officeCodeLabel(row.original.code, row.original.temp_code),
      },
      { id: "name", accessorKey: "name", header: "Nama", enableSorting: true },
      { id: "ktp_number", header: "NIK", cell: ({ row }) => row.original.ktp_number ?? "-" },
      { id: "phone", header: "No. HP", cell: ({ row }) => row.original.phone ?? "-" },
      { id: "upline", header: "Upline", cell: ({ row }) => row.original.upline ?? "-" },
      { id: "area", header: "Area", cell: ({ row }) => row.original.area_code ?? "-" },
      {
        id: "status",
        header: "Status",
        cell: ({ row }) =>
          row.original.is_suspended ? (
            <Badge color="red">Suspended</Badge>
          ) : row.original.is_active ? (
            <Badge color="green">Aktif</Badge>
          ) : (
            <Badge color="gray">Non Aktif</Badge>
          ),
      },
      {
        id: "createdAt",
        header: "Tanggal Daftar",
        enableSorting: true,
        cell: ({ row }) => dateFormat.format(new Date(row.original.createdAt)),
      },
    ],
    [],
  );

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">{config.listTitle}</h1>
        <p className="text-sm text-muted-foreground">Data Mitra Usaha.</p>
      </header>
      <DataTable<MemberAttributes, MemberRow>
        resource="offices"
        label="Daftar Mitra Usaha"
        columns={columns}
        select={rowsOf}
        include={["upline"]}
        defaultSort="-createdAt"
        filters={filters}
        searchPlaceholder="Cari Mitra Usaha"
        onRowClick={(row) => router.push(`${config.listPath}/${row.id}`)}
        onExport={
          mayDownload
            ? (params) => {
                window.location.href = downloadMitraUrl({
                  ...(params.filter ?? {}),
                  search: params.search,
                });
              }
            : undefined
        }
        exportLabel="Download"
        toolbar={
          <>
            <label className="flex items-center gap-2 text-sm">
              Status
              <select
                className="h-10 rounded-md border border-input bg-background px-2 text-sm"
                value={status}
                onChange={(e) => setStatus(e.target.value as StatusFilter)}
              >
                <option value="">Semua</option>
                <option value="active">Aktif</option>
                <option value="inactive">Non Aktif</option>
                <option value="suspended">Suspended</option>
              </select>
            </label>
            <label className="flex items-center gap-2 text-sm">
              Area
              <select
                className="h-10 rounded-md border border-input bg-background px-2 text-sm"
                value={area}
                onChange={(e) => setArea(e.target.value)}
              >
                <option value="">Semua</option>
                {[0, 1, 2, 3, 4].map((a) => (
                  <option key={a} value={String(a)}>
                    Area {a}
                  </option>
                ))}
              </select>
            </label>
            {mayCreate ? (
              <Link href={config.createPath} className={buttonVariants()}>
                <Plus className="size-4" aria-hidden="true" />
                Tambah Mitra Usaha
              </Link>
            ) : null}
          </>
        }
      />
    </div>
  );
}
