// The filter controls of the list toolbars: a labelled select whose first option ('Semua')
// clears the filter (options are plain value/label pairs), and a Dari/Sampai date range.
import * as React from "react";
import { DateInput } from "@/components/forms/date-input";
import { isCalendarDate } from "./query";
import { AREA_LABEL } from "@/lib/office-categories";
import { listResources } from "@/lib/jsonapi-client";
import { cn } from "@/lib/utils";

export interface FilterOption {
  value: string;
  label: string;
}

export const SELECT_CLASS =
  "h-10 rounded-md border border-input bg-background px-2 text-sm disabled:opacity-50";

/** Price areas 0-4 with their names (Jawa, I … IV), for area filters. */
export const AREA_OPTIONS: FilterOption[] = Object.entries(AREA_LABEL).map(([value, label]) => ({
  value,
  label,
}));

/** Aktif / Non Aktif over a boolean `is_active` filter. */
export const ACTIVE_OPTIONS: FilterOption[] = [
  { value: "true", label: "Aktif" },
  { value: "false", label: "Non Aktif" },
];

/** An office's state: Aktif, Non Aktif (inactive) or Suspended (office lists). */
export type OfficeStatus = "active" | "inactive" | "suspended";
export const OFFICE_STATUS_OPTIONS: FilterOption[] = [
  { value: "active", label: "Aktif" },
  { value: "inactive", label: "Non Aktif" },
  { value: "suspended", label: "Suspended" },
];

/** The JSON:API filters an office status stands for. */
export const OFFICE_STATUS_FILTERS: Record<
  OfficeStatus | "",
  { is_active?: boolean; is_suspended?: boolean }
> = {
  "": {},
  active: { is_active: true, is_suspended: false },
  inactive: { is_active: false },
  suspended: { is_suspended: true },
};

export function FilterSelect<V extends string>({
  label,
  value,
  onChange,
  options,
  allLabel = "Semua",
  ariaLabel,
}: {
  label: string;
  value: V | "";
  onChange: (value: V | "") => void;
  options: readonly FilterOption[];
  allLabel?: string;
  /** When the visible label alone would be ambiguous on the page. */
  ariaLabel?: string;
}) {
  return (
    // min-w-0 / max-w-full: a select is as wide as its longest option (a warehouse or office
    // name); on a 390 px phone it must shrink to the screen instead of widening the page.
    <label className="flex max-w-full min-w-0 items-center gap-2 text-sm">
      {label}
      <select
        className={cn(SELECT_CLASS, "max-w-full min-w-0")}
        aria-label={ariaLabel}
        value={value}
        onChange={(e) => onChange(e.target.value as V | "")}
      >
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** 'Dari' / 'Sampai': a date range filter of a list toolbar (YYYY-MM-DD, empty = open). */
export function DateRangeFilter({
  from,
  to,
  onFromChange,
  onToChange,
}: {
  from: string;
  to: string;
  onFromChange: (value: string) => void;
  onToChange: (value: string) => void;
}) {
  return (
    <>
      <label className="flex items-center gap-1 text-sm">
        Dari
        <DateFilterInput
          className="w-40"
          value={from}
          max={to || undefined}
          onChange={onFromChange}
        />
      </label>
      <label className="flex items-center gap-1 text-sm">
        Sampai
        <DateFilterInput
          className="w-40"
          value={to}
          min={from || undefined}
          onChange={onToChange}
        />
      </label>
    </>
  );
}

/** A date filter: typed as YYYY-MM-DD; the filter changes once the text is a date or empty. */
function DateFilterInput({
  value,
  onChange,
  ...props
}: {
  value: string;
  onChange: (value: string) => void;
  className?: string;
  min?: string;
  max?: string;
}) {
  const [text, setText] = React.useState(value);
  const [shown, setShown] = React.useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  return (
    <DateInput
      {...props}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        if (e.target.value === "" || isCalendarDate(e.target.value)) onChange(e.target.value);
      }}
    />
  );
}

/** The latest periods as filter options ('Periode'), newest first; `size` of them at most. */
export function usePeriodOptions(size: number): FilterOption[] {
  const [options, setOptions] = React.useState<FilterOption[]>([]);
  React.useEffect(() => {
    const ac = new AbortController();
    listResources<{ name: string }>(
      "periods",
      { page: { number: 1, size }, sort: "-start_date" },
      ac.signal,
    )
      .then((r) => setOptions(r.rows.map((p) => ({ value: p.id, label: p.name }))))
      .catch(() => undefined);
    return () => ac.abort();
  }, [size]);
  return options;
}
