"use client";

// The Mitra Usaha list (SPEC §2 Admin "/master/member" and the stockist layout's "daftar-member"):
// the members the user manages (filter[registrar]=me: every member for head office, the members
// it registered for a stockist/SC/KP), with search, status and area filters, columns code, name,
// NIK, phone, upline, area, join date and (head office) the registering office, a row click to the detail/edit page and the download
// (downloadMitra, the same filters) as CSV.
import {
  AREA_OPTIONS,
  FilterSelect,
  OFFICE_STATUS_FILTERS,
  OFFICE_STATUS_OPTIONS,
  type OfficeStatus,
} from "@/components/data-table/filter-select";
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
import { officeCodeLabel } from "@/components/widgets/office-lookup";
import type { InitialList } from "@/components/data-table/query";
import { relatedOne, type ListResult } from "@/lib/jsonapi-client";
import { downloadMitraUrl } from "./api";
import { memberListQuery, type MemberListAttributes, type MemberScreenConfig } from "./config";

type MemberAttributes = MemberListAttributes;

interface MemberRow extends MemberAttributes {
  id: string;
  upline: string | null;
  registrar: string | null;
}

function rowsOf(result: ListResult<MemberAttributes>): MemberRow[] {
  const label = (r: ReturnType<typeof relatedOne>) => {
    const a = (r?.attributes ?? {}) as { code?: string; name?: string };
    return r ? `${a.code ?? ""} - ${a.name ?? ""}` : null;
  };
  return result.resources.map((r) => ({
    ...r.attributes,
    id: r.id,
    upline: label(relatedOne(r, "upline", result.included)),
    registrar: label(relatedOne(r, "registrar", result.included)),
  }));
}

// The join day in the business zone: the first page is rendered by the server too, whose zone
// need not be the browser's (see components/widgets/local-date-time.tsx).
const dateFormat = new Intl.DateTimeFormat("id-ID", {
  dateStyle: "medium",
  timeZone: "Asia/Jakarta",
});

export function MemberList({
  config,
  initial,
}: {
  config: MemberScreenConfig;
  /** The first page, loaded with the page (memberListQuery, prefetchList). */
  initial?: InitialList;
}) {
  const router = useRouter();
  const user = useSessionUser();
  const [status, setStatus] = React.useState<OfficeStatus | "">("");
  const [area, setArea] = React.useState("");
  const mayCreate = can(user, "offices.create-member");
  const mayDownload =
    config.exportable && (can(user, "offices.export") || can(user, "offices.create-member"));

  const query = memberListQuery(config, { status: OFFICE_STATUS_FILTERS[status], area });

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
            <Badge color="red">Ditangguhkan</Badge>
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
      ...(config.showRegistrar
        ? [
            {
              id: "registrar",
              header: "Kantor Pendaftar",
              cell: ({ row }) => row.original.registrar ?? "-",
            } satisfies ColumnDef<MemberRow>,
          ]
        : []),
    ],
    [config.showRegistrar],
  );

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">{config.listTitle}</h1>
        <p className="text-sm text-muted-foreground">Data Mitra Usaha.</p>
      </header>
      <DataTable<MemberAttributes, MemberRow>
        {...query}
        initial={initial}
        label="Daftar Mitra Usaha"
        columns={columns}
        select={rowsOf}
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
            <FilterSelect
              label="Status"
              value={status}
              onChange={setStatus}
              options={OFFICE_STATUS_OPTIONS}
            />
            <FilterSelect label="Area" value={area} onChange={setArea} options={AREA_OPTIONS} />
            {mayCreate && config.createPath ? (
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
