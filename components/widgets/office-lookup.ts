// The office picker's data (office-picker.tsx): its search rules, the `simple-offices` row it
// shows and picks, and the office code text of SPEC §5. A plain module: screens that only show an
// office's code, and the picker's dialog, import it without the picker's lazy loading; it imports
// no API code (the dialog reads the list: pickedOffices is office-picker-dialog.tsx).
import type { FilterValue } from "@/lib/jsonapi-client";

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
