"use client";

// One list screen for every office category (config.ts): search, status and area filters,
// server-side paging and sorting (DataTable), and the category's way of adding offices —
// promote a Mitra Usaha to Stockist / a Stockist to Stockist Center through the office picker,
// or a form for Kantor Pelayanan and Supplier. The KP layout's lists are the same screen read-only.
import {
  AREA_OPTIONS,
  FilterSelect,
  OFFICE_STATUS_FILTERS,
  OFFICE_STATUS_OPTIONS,
  type OfficeStatus,
} from "@/components/data-table/filter-select";
import * as React from "react";
import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import { Pencil, Plus, UserCheck } from "lucide-react";
import { DataTable } from "@/components/data-table/data-table";
import { can } from "@/components/data-table/permissions";
import { Button } from "@/components/ui/button";
import { useSessionUser } from "@/components/shell/session-provider";
import { officeCodeLabel } from "@/components/widgets/office-lookup";
import { failureText, relatedOne, updateResource, type ListResult } from "@/lib/jsonapi-client";
import { Badge } from "@/components/ui/badge";
import { Switch } from "@/components/ui/switch";
import { useToast } from "@/components/widgets/toast";
import { formatRupiah } from "@/lib/format";
import { AREA_LABEL } from "@/lib/office-categories";
import type { InitialList } from "@/components/data-table/query";
import {
  OFFICE_LIST_FIELDS,
  OFFICE_SCREENS,
  officeListQuery,
  type OfficeColumn,
  type OfficeScreenKey,
} from "./config";
import { OfficeStatusBadge } from "./office-status";
import type { OfficeAttributes } from "./types";

// The add and edit flows (forms with their schemas, the office picker) load when opened: the list
// does not show them at first (docs/browser-performance.md).
const PromoteOfficeFlow = React.lazy(() =>
  import("./promote-office-flow").then((m) => ({ default: m.PromoteOfficeFlow })),
);
const OfficeCreateDialog = React.lazy(() =>
  import("./office-create-dialog").then((m) => ({ default: m.OfficeCreateDialog })),
);
const OfficeEditDialog = React.lazy(() =>
  import("./office-edit-form").then((m) => ({ default: m.OfficeEditDialog })),
);

type OfficeListAttributes = Pick<
  OfficeAttributes,
  Exclude<(typeof OFFICE_LIST_FIELDS)[number], "upline">
>;

export interface OfficeListRow extends OfficeListAttributes {
  id: string;
  upline: { code: string; name: string } | null;
}

function rowsOf(result: ListResult<OfficeListAttributes>): OfficeListRow[] {
  return result.resources.map((r) => {
    const up = relatedOne(r, "upline", result.included);
    const a = (up?.attributes ?? {}) as { code?: string; name?: string };
    return {
      ...r.attributes,
      id: r.id,
      upline: up ? { code: a.code ?? "", name: a.name ?? "" } : null,
    };
  });
}

export function OfficeListScreen({
  screen,
  initial,
}: {
  screen: OfficeScreenKey;
  /** The first page, loaded with the page (officeListQuery of the screen, prefetchList). */
  initial?: InitialList;
}) {
  const config = OFFICE_SCREENS[screen];
  const user = useSessionUser();
  const [reloadKey, setReloadKey] = React.useState(0);
  const [status, setStatus] = React.useState<OfficeStatus | "">("");
  const [area, setArea] = React.useState("");
  const [creating, setCreating] = React.useState(false);
  const [editing, setEditing] = React.useState<OfficeListRow | null>(null);
  const reload = () => setReloadKey((k) => k + 1);

  const mayCreate = config.create !== null && can(user, config.create.permission);
  const mayEdit = config.editInList && can(user, "offices.update");
  const mayPbs = config.pbsSwitch === true && can(user, "offices.update");
  const toast = useToast();
  const [switching, setSwitching] = React.useState<string | null>(null);
  const switchPbs = React.useCallback(
    (office: OfficeListRow, on: boolean) => {
      setSwitching(office.id);
      updateResource("offices", office.id, { is_pbs_activated: on })
        .then(() => {
          toast({
            variant: "success",
            description: `PBS ${office.name} ${on ? "diaktifkan" : "dinonaktifkan"}`,
          });
          setReloadKey((k) => k + 1);
        })
        .catch((err: unknown) => toast({ variant: "error", description: failureText(err) }))
        .finally(() => setSwitching(null));
    },
    [toast],
  );

  const columns = React.useMemo<ColumnDef<OfficeListRow>[]>(() => {
    const all: Record<OfficeColumn, ColumnDef<OfficeListRow>> = {
      code: {
        id: "code",
        header: "Kode",
        enableSorting: true,
        cell: ({ row }) => officeCodeLabel(row.original.code, row.original.temp_code),
      },
      name: {
        id: "name",
        header: `Nama ${config.noun}`,
        enableSorting: true,
        cell: ({ row }) =>
          config.detailPath ? (
            <Link
              href={`${config.detailPath}/${row.original.id}`}
              className="font-medium text-primary hover:underline"
            >
              {row.original.name}
            </Link>
          ) : (
            row.original.name
          ),
      },
      phone: { id: "phone", header: "No. Telp", cell: ({ row }) => row.original.phone ?? "-" },
      address: {
        id: "address",
        header: "Alamat",
        cell: ({ row }) => row.original.address ?? "-",
      },
      area: {
        id: "area",
        header: "Wilayah",
        cell: ({ row }) =>
          row.original.area_code === null ? "-" : (AREA_LABEL[row.original.area_code] ?? "-"),
      },
      upline: {
        id: "upline",
        header: "Upline",
        cell: ({ row }) =>
          row.original.upline ? `${row.original.upline.code} - ${row.original.upline.name}` : "-",
      },
      balance: {
        id: "balance",
        header: "Saldo",
        enableSorting: true,
        cell: ({ row }) => formatRupiah(row.original.balance),
      },
      pbs: {
        id: "is_pbs_activated",
        header: "PBS",
        cell: ({ row }) =>
          mayPbs ? (
            <Switch
              aria-label={`PBS ${row.original.name}`}
              checked={row.original.is_pbs_activated}
              disabled={switching !== null}
              onCheckedChange={(on) => switchPbs(row.original, on)}
            />
          ) : (
            <Badge color={row.original.is_pbs_activated ? "green" : "red"}>
              {row.original.is_pbs_activated ? "Aktif" : "Tidak Aktif"}
            </Badge>
          ),
      },
      status: {
        id: "status",
        header: "Status",
        cell: ({ row }) => (
          <OfficeStatusBadge
            active={row.original.is_active}
            suspended={row.original.is_suspended}
          />
        ),
      },
    };
    return config.columns.map((c) => all[c]);
  }, [config, mayPbs, switching, switchPbs]);

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">{config.title}</h1>
        <p className="text-sm text-muted-foreground">{config.description}</p>
      </header>
      <DataTable<OfficeListAttributes, OfficeListRow>
        {...officeListQuery(config, { status: OFFICE_STATUS_FILTERS[status], area })}
        initial={initial}
        label={`Daftar ${config.title}`}
        columns={columns}
        select={rowsOf}
        searchPlaceholder={config.searchPlaceholder}
        reloadKey={reloadKey}
        toolbar={
          <>
            <FilterSelect
              label="Status"
              value={status}
              onChange={setStatus}
              options={OFFICE_STATUS_OPTIONS}
            />
            <FilterSelect label="Wilayah" value={area} onChange={setArea} options={AREA_OPTIONS} />
            {mayCreate && config.create ? (
              <Button type="button" onClick={() => setCreating(true)}>
                {config.create.kind === "promote" ? (
                  <UserCheck className="size-4" aria-hidden="true" />
                ) : (
                  <Plus className="size-4" aria-hidden="true" />
                )}
                {config.create.label}
              </Button>
            ) : null}
          </>
        }
        rowActions={
          mayEdit
            ? (row) => (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Ubah ${row.name}`}
                  onClick={() => setEditing(row)}
                >
                  <Pencil className="size-4" aria-hidden="true" />
                </Button>
              )
            : undefined
        }
      />
      <React.Suspense fallback={null}>
        {creating && config.create?.kind === "promote" ? (
          <PromoteOfficeFlow
            creation={config.create}
            targetNoun={config.noun}
            onClose={() => setCreating(false)}
            onDone={reload}
          />
        ) : null}
        {creating && config.create?.kind === "form" ? (
          <OfficeCreateDialog
            title={config.create.label}
            categoryId={config.categoryId}
            onClose={() => setCreating(false)}
            onDone={reload}
          />
        ) : null}
        {editing ? (
          <OfficeEditDialog
            officeId={editing.id}
            title={`Ubah ${config.noun}`}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              reload();
            }}
          />
        ) : null}
      </React.Suspense>
    </div>
  );
}
