"use client";

// The office picker modal of SPEC §2 "Shared widgets": title 'Daftar Kantor', search 'Cari
// Kantor' (300 ms debounce; fewer than 3 letters shows 'Pencarian tidak boleh kurang dari 3 huruf'
// and does not search), columns office code, name, then the upline (stockist view) or address and
// phone; paging; a row click selects and closes; 'Tutup' closes. Reads the `simple-offices`
// lookup, so it only lists offices the user may see; `filters` narrows it (e.g.
// `{ office_category_id: 5 }` for upline lookups, SPEC §9). OfficeField is a form's field that
// opens it. The dialog with its DataTable is office-picker-dialog.tsx, loaded when the picker
// first opens (a form with an office field does not load the table before that); a screen that
// shows a DataTable anyway (a list's office filter, the lookups) renders OfficePickerDialog itself,
// and one that only shows office codes imports office-lookup.ts: a lazy import in a graph that
// already holds the table only splits its chunks (~0.3-0.9 KB more gzip, no byte saved).
import * as React from "react";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import type { OfficePickerProps } from "./office-lookup";

export {
  OFFICE_SEARCH_DEBOUNCE_MS,
  OFFICE_SEARCH_MIN,
  OFFICE_SEARCH_MIN_MESSAGE,
  officeCodeLabel,
  type OfficePickerProps,
  type PickedOffice,
  type SimpleOfficeAttributes,
} from "./office-lookup";

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
