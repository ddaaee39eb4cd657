"use client";

// The office picker's dialog (office-picker.tsx): the `simple-offices` DataTable in a dialog. Its
// own module so a form with an office field loads the table only when the picker first opens;
// screens that show a DataTable anyway render it directly.
import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/data-table/data-table";
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
  OFFICE_SEARCH_DEBOUNCE_MS,
  OFFICE_SEARCH_MIN,
  OFFICE_SEARCH_MIN_MESSAGE,
  officeCodeLabel,
  type OfficePickerProps,
  type PickedOffice,
  type SimpleOfficeAttributes,
} from "./office-lookup";
import { relatedOne, type ListResult } from "@/lib/jsonapi-client";

/** The picker's rows from a `simple-offices` list (the upline comes from include=office.upline). */
export function pickedOffices(result: ListResult<SimpleOfficeAttributes>): PickedOffice[] {
  return result.resources.map((r) => {
    const office = relatedOne(r, "office", result.included);
    const up = office ? relatedOne(office, "upline", result.included) : null;
    const upAttrs = (up?.attributes ?? {}) as { code?: string | null; name?: string };
    return {
      id: r.id,
      code: r.attributes.code,
      tempCode: r.attributes.temp_code,
      name: r.attributes.name,
      address: r.attributes.address ?? null,
      phone: r.attributes.phone ?? null,
      officeCategoryId: r.attributes.office_category_id,
      upline: up ? { id: up.id, code: upAttrs.code ?? null, name: upAttrs.name ?? "" } : null,
    };
  });
}

export function OfficePickerDialog({
  open,
  onOpenChange,
  onSelect,
  title = "Daftar Kantor",
  view = "default",
  filters,
  pageSize = 5,
}: OfficePickerProps) {
  const columns = React.useMemo<ColumnDef<PickedOffice>[]>(() => {
    const base: ColumnDef<PickedOffice>[] = [
      {
        id: "code",
        header: "Kode Kantor",
        enableSorting: true,
        cell: ({ row }) => officeCodeLabel(row.original.code, row.original.tempCode),
      },
      { id: "name", header: "Nama Kantor", enableSorting: true, accessorKey: "name" },
    ];
    return view === "stockist"
      ? [
          ...base,
          {
            id: "upline",
            header: "Upline",
            cell: ({ row }) =>
              row.original.upline
                ? `${row.original.upline.code ?? ""} - ${row.original.upline.name}`
                : "-",
          },
        ]
      : [
          ...base,
          { id: "address", header: "Alamat", cell: ({ row }) => row.original.address ?? "-" },
          { id: "phone", header: "No. Telp", cell: ({ row }) => row.original.phone ?? "-" },
        ];
  }, [view]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent hideClose>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Klik baris kantor untuk memilih.</DialogDescription>
        </DialogHeader>
        {open ? (
          <DataTable<SimpleOfficeAttributes, PickedOffice>
            resource="simple-offices"
            label={title}
            columns={columns}
            select={pickedOffices}
            include={view === "stockist" ? ["office.upline"] : undefined}
            filters={filters}
            pageSize={pageSize}
            searchPlaceholder="Cari Kantor"
            searchDebounceMs={OFFICE_SEARCH_DEBOUNCE_MS}
            minSearchLength={OFFICE_SEARCH_MIN}
            minSearchMessage={OFFICE_SEARCH_MIN_MESSAGE}
            autoFocusSearch
            onRowClick={(office) => {
              onSelect(office);
              onOpenChange(false);
            }}
          />
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Tutup
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
