"use client";

// The filter bar of the three sales reports (/penjualan/laporan, /harian, /jumlah-barang; docs/
// orders.md "Reports and exports"): accounting period or a Dari/Sampai range (default: this
// month), the office (origin or destination, from the 'Daftar Kantor' picker), kind and state.
// The same filter names as GET orders, so one object drives the list, its totals and its files.
import * as React from "react";
import {
  DateRangeFilter,
  FilterSelect,
  usePeriodOptions,
  type FilterOption,
} from "@/components/data-table/filter-select";
import { useOfficeFilter } from "@/components/widgets/office-filter";
import { buildListQuery } from "@/lib/jsonapi-client";
import { jakartaMonthRange } from "@/lib/business-date";
import {
  ORDER_KINDS,
  ORDER_KIND_LABEL,
  ORDER_STATUSES,
  ORDER_STATUS_LABEL,
} from "@/lib/labels/orders";

export interface ReportFilterValues {
  order_date_from: string;
  order_date_to: string;
  period_id: string;
  office: string;
  kind: string;
  status: string;
}

const KIND_OPTIONS: FilterOption[] = ORDER_KINDS.map((k) => ({
  value: k,
  label: ORDER_KIND_LABEL[k],
}));
const STATUS_OPTIONS: FilterOption[] = ORDER_STATUSES.map((s) => ({
  value: s,
  label: ORDER_STATUS_LABEL[s],
}));

/** The report filters with this Jakarta month as the default range. */
export function useReportFilters() {
  const month = React.useMemo(() => jakartaMonthRange(), []);
  const [values, setValues] = React.useState<ReportFilterValues>({
    order_date_from: month.from,
    order_date_to: month.to,
    period_id: "",
    office: "",
    kind: "",
    status: "",
  });
  const set = React.useCallback(
    (patch: Partial<ReportFilterValues>) => setValues((v) => ({ ...v, ...patch })),
    [],
  );
  // A period replaces the date range (its own start and end).
  const filters = React.useMemo(
    () =>
      values.period_id
        ? { ...values, order_date_from: "", order_date_to: "" }
        : { ...values, period_id: "" },
    [values],
  );
  const query = buildListQuery({ filter: filters });
  return { values, set, filters, query: query ? `?${query}` : "" };
}

export function ReportFilters({
  values,
  set,
}: {
  values: ReportFilterValues;
  set: (patch: Partial<ReportFilterValues>) => void;
}) {
  const periods = usePeriodOptions(100);
  const officeFilter = useOfficeFilter({
    label: "Kantor",
    onChange: (o) => set({ office: o?.id ?? "" }),
  });
  return (
    <div className="flex flex-wrap items-end gap-3" role="group" aria-label="Filter laporan">
      <FilterSelect
        label="Periode"
        allLabel="Rentang tanggal"
        value={values.period_id}
        onChange={(v) => set({ period_id: v })}
        options={periods}
      />
      {values.period_id ? null : (
        <DateRangeFilter
          from={values.order_date_from}
          to={values.order_date_to}
          onFromChange={(v) => set({ order_date_from: v })}
          onToChange={(v) => set({ order_date_to: v })}
        />
      )}
      {officeFilter.buttons}
      <FilterSelect
        label="Jenis"
        value={values.kind}
        onChange={(v) => set({ kind: v })}
        options={KIND_OPTIONS}
      />
      <FilterSelect
        label="Status"
        value={values.status}
        onChange={(v) => set({ status: v })}
        options={STATUS_OPTIONS}
      />
      {officeFilter.picker}
    </div>
  );
}

/** One figure of a report's totals. */
export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-semibold" data-testid={`total-${label}`}>
        {value}
      </dd>
    </div>
  );
}
