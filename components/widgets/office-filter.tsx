"use client";

// An office filter of a list or report toolbar: the 'Pilih <label>' button (showing the picked
// office's code once chosen), the button that clears it, and the 'Daftar Kantor' picker behind
// them. The screen places `buttons` in its toolbar and `picker` anywhere (it is a modal).
import * as React from "react";
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { FilterValue } from "@/lib/jsonapi-client";
import { OfficePickerDialog as OfficePicker } from "./office-picker-dialog";
import type { PickedOffice } from "./office-lookup";

export function useOfficeFilter({
  label,
  clearLabel = `Hapus filter ${label}`,
  filters,
  onChange,
}: {
  /** What the office is on this screen, e.g. 'Kantor' or 'Stockist'. */
  label: string;
  clearLabel?: string;
  /** filter[...] of the picker's lookup, e.g. { office_category_id: "2,3" }. */
  filters?: Record<string, FilterValue>;
  /** Called after the office is picked or cleared. */
  onChange?: (office: PickedOffice | null) => void;
}) {
  const [office, setOffice] = React.useState<PickedOffice | null>(null);
  const [picking, setPicking] = React.useState(false);
  const change = (o: PickedOffice | null) => {
    setOffice(o);
    onChange?.(o);
  };
  const buttons = (
    <>
      <Button type="button" variant="outline" onClick={() => setPicking(true)}>
        {office ? `${label}: ${office.code ?? office.name}` : `Pilih ${label}`}
      </Button>
      {office ? (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-label={clearLabel}
          onClick={() => change(null)}
        >
          <X className="size-4" aria-hidden="true" />
        </Button>
      ) : null}
    </>
  );
  const picker = (
    <OfficePicker
      open={picking}
      onOpenChange={setPicking}
      title="Daftar Kantor"
      filters={filters}
      onSelect={(o) => {
        change(o);
        setPicking(false);
      }}
    />
  );
  return { office, buttons, picker };
}
