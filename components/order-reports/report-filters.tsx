"use client";

// The filter bar of the three sales reports (/penjualan/laporan, /harian, /jumlah-barang; docs/
// orders.md "Reports and exports"): accounting period or a Dari/Sampai range (default: this
// month), the seller (by default the reader's own office: Pusat's report is Pusat's sales, not a
// stockist's member sales or a KP's fakturs), the office (origin or destination, from the
// 'Daftar Kantor' picker), kind and state (by default validated and released only: a draft is no
// sale). The same filter names as GET orders, so one object drives the list, its totals and its
// files; the line under the bar says what the figures count.
import * as React from "react";
import {
  DateRangeFilter,
  FilterSelect,
  usePeriodOptions,
  type FilterOption,
} from "@/components/data-table/filter-select";
import { useOfficeFilter } from "@/components/widgets/office-filter";
import { useSessionUser } from "@/components/shell/session-provider";
import { buildListQuery } from "@/lib/jsonapi-client";
import { jakartaMonthRange } from "@/lib/business-date";
import {
  COUNTED_ORDER_STATUSES,
  ORDER_KINDS,
  ORDER_KIND_LABEL,
  ORDER_STATUSES,
  ORDER_STATUS_LABEL,
  type OrderKind,
  type OrderStatus,
} from "@/lib/labels/orders";

export interface ReportFilterValues {
  order_date_from: string;
  order_date_to: string;
  period_id: string;
  office: string;
  /** "own": the reader's office sold it (default); "": every seller. */
  seller: "own" | "";
  kind: string;
  /** "": the counted states (validated, released); else one state or ALL_STATUSES. */
  status: string;
}

const COUNTED = COUNTED_ORDER_STATUSES.join(",");
const ALL_STATUSES = ORDER_STATUSES.join(",");

const KIND_OPTIONS: FilterOption[] = ORDER_KINDS.map((k) => ({
  value: k,
  label: ORDER_KIND_LABEL[k],
}));
const STATUS_OPTIONS: FilterOption[] = [
  { value: ALL_STATUSES, label: "Semua status (termasuk draft)" },
  ...ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABEL[s] })),
];
const SELLER_OPTIONS: FilterOption[] = [{ value: "own", label: "Kantor ini" }];

/** The report filters with this Jakarta month as the default range. */
export function useReportFilters() {
  const user = useSessionUser();
  const month = React.useMemo(() => jakartaMonthRange(), []);
  const [values, setValues] = React.useState<ReportFilterValues>({
    order_date_from: month.from,
    order_date_to: month.to,
    period_id: "",
    office: "",
    seller: "own",
    kind: "",
    status: "",
  });
  const set = React.useCallback(
    (patch: Partial<ReportFilterValues>) => setValues((v) => ({ ...v, ...patch })),
    [],
  );
  // A period replaces the date range (its own start and end).
  const filters = React.useMemo(() => {
    const { seller, ...rest } = values;
    const f = {
      ...rest,
      origin_office_id: seller === "own" ? (user.officeId ?? "") : "",
      status: values.status || COUNTED,
    };
    return values.period_id
      ? { ...f, order_date_from: "", order_date_to: "" }
      : { ...f, period_id: "" };
  }, [values, user.officeId]);
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
  const user = useSessionUser();
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
        label="Penjual"
        allLabel="Semua kantor"
        value={values.seller}
        onChange={(v) => set({ seller: v === "own" ? "own" : "" })}
        options={SELLER_OPTIONS}
      />
      <FilterSelect
        label="Jenis"
        value={values.kind}
        onChange={(v) => set({ kind: v })}
        options={KIND_OPTIONS}
      />
      <FilterSelect
        label="Status"
        allLabel="Tervalidasi (dihitung)"
        value={values.status}
        onChange={(v) => set({ status: v })}
        options={STATUS_OPTIONS}
      />
      {officeFilter.picker}
      <p className="basis-full text-sm text-muted-foreground" data-testid="report-counts">
        {countedText(values, user.officeCode)}
      </p>
    </div>
  );
}

/** What the figures count, in words: seller, kinds and states. */
export function countedText(values: ReportFilterValues, ownCode: string | null): string {
  const statuses = (values.status || COUNTED).split(",") as OrderStatus[];
  const seller =
    values.seller === "own" ? `penjualan ${ownCode ?? "kantor ini"}` : "penjualan semua kantor";
  const kind = values.kind ? ORDER_KIND_LABEL[values.kind as OrderKind] : "semua jenis";
  const state =
    values.status === ALL_STATUSES
      ? "semua status, termasuk draft"
      : statuses.map((x) => ORDER_STATUS_LABEL[x]).join(" dan ");
  return `Dihitung: ${seller}, ${kind}, status ${state}.`;
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
