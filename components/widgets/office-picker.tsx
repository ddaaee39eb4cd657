"use client";

// The office picker modal of SPEC §2 "Shared widgets": title 'Daftar Kantor', search 'Cari
// Kantor' (300 ms debounce; fewer than 3 letters shows 'Pencarian tidak boleh kurang dari 3 huruf'
// and does not search), columns office code, name, then the upline (stockist view) or address and
// phone; paging; a row click selects and closes; 'Tutup' closes. Reads the `simple-offices`
// lookup, so it only lists offices the user may see; `filters` narrows it (e.g.
// `{ office_category_id: 5 }` for upline lookups, SPEC §9). OfficeField is a form's field that
// opens it. The dialog with its DataTable is office-picker-dialog.tsx, loaded when the picker
// first opens (a form with an office field does not load the table before that).
import * as React from "react";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { relatedOne, type FilterValue, type ListResult } from "@/lib/jsonapi-client";

export const OFFICE_SEARCH_DEBOUNCE_MS = 300;
export const OFFICE_SEARCH_MIN = 3;
export const OFFICE_SEARCH_MIN_MESSAGE = "Pencarian tidak boleh kurang dari 3 huruf";

export interface SimpleOfficeAttributes {
  code: string | null;
  temp_code: string | null;
  name: string;
  /** Omitted for a member the caller may not contact (docs/security-data.md). */
  address?: string | null;
  phone?: string | null;
  office_category_id: number | null;
  office_referral_id: string | null;
}

export interface PickedOffice {
  id: string;
  code: string | null;
  tempCode: string | null;
  name: string;
  address: string | null;
  phone: string | null;
  officeCategoryId: number | null;
  upline: { id: string; code: string | null; name: string } | null;
}

/** SPEC §5: 'code' or 'temp_code', or 'code / temp_code' when both exist and differ. */
export function officeCodeLabel(code: string | null, tempCode: string | null): string {
  if (code && tempCode && code !== tempCode) return `${code} / ${tempCode}`;
  return code ?? tempCode ?? "-";
}

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

export interface OfficePickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (office: PickedOffice) => void;
  title?: string;
  /** "stockist" shows the upline column instead of address and phone. */
  view?: "default" | "stockist";
  /** filter[...] of the lookup, e.g. { office_category_id: 5 }. */
  filters?: Record<string, FilterValue>;
  pageSize?: number;
}

const OfficePickerDialog = React.lazy(() =>
  loadOfficePicker().then((m) => ({ default: m.OfficePickerDialog })),
);
/** The picker's dialog module (the DataTable with it), fetched once. */
function loadOfficePicker() {
  return import("./office-picker-dialog");
}

/**
 * The picker: nothing until it first opens, then the dialog (office-picker-dialog.tsx), fetched
 * on that first open (or earlier, when the pointer nears or the focus reaches an OfficeField).
 */
export function OfficePicker(props: OfficePickerProps) {
  const [wanted, setWanted] = React.useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <React.Suspense fallback={null}>
      <OfficePickerDialog {...props} />
    </React.Suspense>
  );
}

/**
 * A form's office field: the read-only text of the picked office (a click opens the picker) and
 * 'Pilih' beside it; `locked` (an office that may no longer change) drops both openers.
 */
export function OfficeField({
  id,
  label,
  text,
  error,
  locked = false,
  onPick,
}: {
  id: string;
  label: string;
  text: string;
  error?: string;
  locked?: boolean;
  onPick: () => void;
}) {
  const preload = () => void loadOfficePicker().catch(() => undefined);
  return (
    <FormField id={id} label={label} required error={error}>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          className="h-10 w-full rounded-md border border-input bg-muted px-3 text-sm aria-[invalid=true]:border-destructive"
          value={text}
          placeholder={`Pilih ${label}`}
          aria-invalid={error ? true : undefined}
          onClick={() => !locked && onPick()}
          onFocus={locked ? undefined : preload}
          onPointerEnter={locked ? undefined : preload}
        />
        {locked ? null : (
          <Button
            type="button"
            variant="outline"
            onClick={onPick}
            onFocus={preload}
            onPointerEnter={preload}
          >
            Pilih
          </Button>
        )}
      </div>
    </FormField>
  );
}
