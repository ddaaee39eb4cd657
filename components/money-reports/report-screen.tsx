"use client";

// The ONE money report screen (docs/money.md "Reports"): every Kasir report page passes a key of
// MONEY_REPORT_SCREENS (config.ts). Rows are server-paged from GET money-reports with the
// report's filters (date range, period, office, office category, payment status); the totals
// under the table are the server's SQL sums (meta.totals) for every matching row, not the page.
// Excel / PDF exports stream with progress (ExportButton) with the same filters.
import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/data-table/data-table";
import {
  DateRangeFilter,
  FilterSelect,
  usePeriodOptions,
} from "@/components/data-table/filter-select";
import { ExcelPdfButtons } from "@/components/exports/export-button";
import { useOfficeFilter } from "@/components/widgets/office-filter";
import { buildListQuery, type ListResult } from "@/lib/jsonapi-client";
import { formatNumber, formatRupiah } from "@/lib/format";
import { MONEY_REPORTS, type MoneyColumn } from "@/lib/money-reports";
import { OFFICE_CATEGORY_IDS } from "@/lib/office-categories";
import { PAYMENT_STATUS_LABEL, PAYMENT_STATUSES } from "@/lib/labels/payments";
import type { InitialList } from "@/components/data-table/query";
import {
  MONEY_REPORT_MESSAGES,
  MONEY_REPORT_SCREENS,
  moneyReportQuery,
  type MoneyReportScreenKey,
} from "./config";

type Attributes = Record<string, string | number>;
type Row = Attributes & { id: string };

const select = (result: ListResult<Attributes>): Row[] =>
  result.resources.map((r) => ({ ...r.attributes, id: r.id }));

function cellText(c: MoneyColumn, v: string | number | undefined): string {
  if (c.kind === "money") return formatRupiah(Number(v ?? 0));
  if (c.kind === "number") return formatNumber(Number(v ?? 0));
  return v === undefined || v === "" ? "-" : String(v);
}

export function MoneyReportScreen({
  screen,
  initial,
}: {
  screen: MoneyReportScreenKey;
  /** The first page, loaded with the page (moneyReportQuery(screen), prefetchList). */
  initial?: InitialList;
}) {
  const cfg = MONEY_REPORT_SCREENS[screen];
  const def = MONEY_REPORTS[cfg.report];
  const [from, setFrom] = React.useState("");
  const [to, setTo] = React.useState("");
  const [period, setPeriod] = React.useState("");
  const [status, setStatus] = React.useState("");
  // A receipts report (laporan harian, data pembayaran) counts what one office received, by
  // default the reader's own; 'Kantor Pembayar' narrows it to one payer.
  const receipts = def.byReceiver === true;
  const officeFilter = useOfficeFilter({
    label: receipts ? "Kantor Pembayar" : "Kantor",
    clearLabel: receipts ? "Hapus filter kantor pembayar" : "Hapus filter kantor",
    filters: { office_category_id: cfg.officeCategories.join(",") },
  });
  const office = officeFilter.office;
  const receiverFilter = useOfficeFilter({
    label: "Kantor Penerima",
    clearLabel: "Kembali ke kantor sendiri",
    filters: { office_category_id: [OFFICE_CATEGORY_IDS.PUSAT, ...cfg.officeCategories].join(",") },
  });
  const receiver = receipts ? receiverFilter.office : null;
  const [meta, setMeta] = React.useState<{
    totals: Record<string, number>;
    date_from: string;
    date_to: string;
    receiver: string;
  } | null>(null);
  const periods = usePeriodOptions(24);

  const list = React.useMemo(
    () =>
      moneyReportQuery(screen, {
        from,
        to,
        period,
        officeId: office?.id ?? "",
        receiverOfficeId: receiver?.id ?? "",
        status,
      }),
    [screen, from, to, period, office, receiver, status],
  );
  const query = buildListQuery({ filter: list.filters });

  const columns = React.useMemo<ColumnDef<Row>[]>(
    () =>
      def.columns.map((c) => ({
        id: c.key,
        header: c.header,
        cell: ({ row }) => cellText(c, row.original[c.key]),
      })),
    [def],
  );

  const onLoaded = React.useCallback((result: ListResult<Attributes>) => {
    const m = result.meta as {
      totals?: Record<string, number>;
      date_from?: string;
      date_to?: string;
      receiver_office_code?: string | null;
      receiver_office_name?: string | null;
    };
    setMeta(
      m.totals
        ? {
            totals: m.totals,
            date_from: m.date_from ?? "",
            date_to: m.date_to ?? "",
            receiver: m.receiver_office_code
              ? `${m.receiver_office_code} - ${m.receiver_office_name ?? ""}`
              : "",
          }
        : null,
    );
  }, []);

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">{cfg.title}</h1>
        <p className="text-sm text-muted-foreground">{cfg.description}</p>
        {meta ? (
          <p className="text-sm text-muted-foreground" data-testid="report-range">
            Periode {meta.date_from} s.d. {meta.date_to}
          </p>
        ) : null}
        {meta?.receiver ? (
          <p className="text-sm text-muted-foreground" data-testid="report-receiver">
            Penerimaan kantor {meta.receiver}
          </p>
        ) : null}
      </header>
      <div className="flex flex-wrap items-end gap-3">
        <DateRangeFilter from={from} to={to} onFromChange={setFrom} onToChange={setTo} />
        <FilterSelect
          label="Periode"
          allLabel="Tanpa Periode"
          value={period}
          onChange={setPeriod}
          options={periods}
        />
        {cfg.statusFilter ? (
          <FilterSelect
            label="Status"
            allLabel="Belum Dibatalkan"
            value={status}
            onChange={setStatus}
            options={PAYMENT_STATUSES.map((s) => ({ value: s, label: PAYMENT_STATUS_LABEL[s] }))}
          />
        ) : null}
        {receipts ? receiverFilter.buttons : null}
        {officeFilter.buttons}
      </div>
      <div className="flex flex-wrap gap-2">
        <ExcelPdfButtons
          excelUrl={`/api/v1/money-reports/-actions/export-excel?${query}`}
          pdfUrl={`/api/v1/money-reports/-actions/export-pdf?${query}`}
          file={def.file}
          messages={MONEY_REPORT_MESSAGES}
        />
      </div>
      <DataTable<Attributes, Row>
        {...list}
        initial={initial}
        label={cfg.title}
        columns={columns}
        select={select}
        searchable={false}
        onLoaded={onLoaded}
        loadErrorMessage={MONEY_REPORT_MESSAGES.load}
      />
      {meta ? (
        <dl
          aria-label="Total laporan"
          className="grid gap-2 rounded-md border p-3 text-sm sm:grid-cols-3 lg:grid-cols-5"
        >
          {def.totals.map((t) => (
            <div key={t.key} className="flex flex-col">
              <dt className="text-muted-foreground">{t.label}</dt>
              <dd className="font-semibold" data-testid={`total-${t.key}`}>
                {t.kind === "money"
                  ? formatRupiah(meta.totals[t.key] ?? 0)
                  : formatNumber(meta.totals[t.key] ?? 0)}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {officeFilter.picker}
      {receipts ? receiverFilter.picker : null}
    </div>
  );
}
