"use client";

// Laporan GL (Kasir /kasir/laporan-gl, docs/journals.md "General ledger"): the general ledger
// read from the journals. For an account (or every account), a date range and optionally an
// office: the opening balance, the journal lines (server-paged) and the closing balance, with the
// period's debits and credits; Excel, PDF and DBF exports stream with progress (ExportButton) with
// the same filters. The balances are the server's (journal-entries/-actions/general-ledger).
import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/data-table/data-table";
import { DateRangeFilter, FilterSelect } from "@/components/data-table/filter-select";
import { ExcelPdfButtons, ExportButton } from "@/components/exports/export-button";
import { useOfficeFilter } from "@/components/widgets/office-filter";
import type { InitialList } from "@/components/data-table/query";
import { buildListQuery, callApi, listResources } from "@/lib/jsonapi-client";
import { formatRupiah } from "@/lib/format";
import { defaultLedgerChoice, LEDGER_MESSAGES, ledgerFilters, ledgerQuery } from "./config";

type Attributes = {
  entry_date: string;
  journal_number: string;
  account_code: string;
  account_name: string | null;
  description: string | null;
  debit: number;
  credit: number;
};
type Row = Attributes & { id: string };

interface Summary {
  opening_balance: number;
  total_debit: number;
  total_credit: number;
  closing_balance: number;
  date_from: string;
  date_to: string;
}

const money = (v: number) => formatRupiah(Number(v ?? 0));

const COLUMNS: ColumnDef<Row>[] = [
  { id: "entry_date", header: "Tanggal", cell: ({ row }) => row.original.entry_date },
  { id: "journal_number", header: "No. Jurnal", cell: ({ row }) => row.original.journal_number },
  {
    id: "account_code",
    header: "Akun",
    cell: ({ row }) => `${row.original.account_code} ${row.original.account_name ?? ""}`,
  },
  { id: "description", header: "Keterangan", cell: ({ row }) => row.original.description ?? "-" },
  { id: "debit", header: "Debet", cell: ({ row }) => money(row.original.debit) },
  { id: "credit", header: "Kredit", cell: ({ row }) => money(row.original.credit) },
];

function useAccountOptions() {
  const [options, setOptions] = React.useState<{ value: string; label: string }[]>([]);
  React.useEffect(() => {
    const ac = new AbortController();
    listResources<{ code: string; name: string }>(
      "accounts",
      { page: { number: 1, size: 200 }, sort: "code" },
      ac.signal,
    )
      .then((r) => setOptions(r.rows.map((a) => ({ value: a.id, label: `${a.code} ${a.name}` }))))
      .catch(() => undefined);
    return () => ac.abort();
  }, []);
  return options;
}

export function GeneralLedgerScreen({ initial }: { initial?: InitialList }) {
  const start = React.useMemo(() => defaultLedgerChoice(), []);
  const [from, setFrom] = React.useState(start.from);
  const [to, setTo] = React.useState(start.to);
  const [accountId, setAccountId] = React.useState("");
  const officeFilter = useOfficeFilter({
    label: "Kantor",
    clearLabel: "Hapus filter kantor",
    filters: {},
  });
  const officeId = officeFilter.office?.id ?? "";
  const accounts = useAccountOptions();
  const choice = React.useMemo(
    () => ({ from, to, accountId, officeId }),
    [from, to, accountId, officeId],
  );
  const list = React.useMemo(() => ledgerQuery(choice), [choice]);
  const query = buildListQuery({ filter: ledgerFilters(choice) });
  const [summary, setSummary] = React.useState<Summary | null>(null);
  const [failed, setFailed] = React.useState(false);

  React.useEffect(() => {
    const ac = new AbortController();
    callApi<{ meta?: Summary }>(`journal-entries/-actions/general-ledger?${query}`, {
      signal: ac.signal,
    })
      .then((doc) => {
        setSummary(doc.meta ?? null);
        setFailed(false);
      })
      .catch(() => {
        if (!ac.signal.aborted) setFailed(true);
      });
    return () => ac.abort();
  }, [query]);

  const totals = summary
    ? [
        ["opening_balance", "Saldo Awal", summary.opening_balance],
        ["total_debit", "Total Debet", summary.total_debit],
        ["total_credit", "Total Kredit", summary.total_credit],
        ["closing_balance", "Saldo Akhir", summary.closing_balance],
      ]
    : [];

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">Laporan GL</h1>
        <p className="text-sm text-muted-foreground">
          Buku besar dari jurnal: saldo awal, baris jurnal dan saldo akhir per akun.
        </p>
        {summary ? (
          <p className="text-sm text-muted-foreground" data-testid="report-range">
            Periode {summary.date_from} s.d. {summary.date_to}
          </p>
        ) : null}
        {failed ? (
          <p role="alert" className="text-sm text-destructive">
            {LEDGER_MESSAGES.load}
          </p>
        ) : null}
      </header>
      <div className="flex flex-wrap items-end gap-3">
        <DateRangeFilter from={from} to={to} onFromChange={setFrom} onToChange={setTo} />
        <FilterSelect
          label="Akun"
          allLabel="Semua Akun"
          value={accountId}
          onChange={setAccountId}
          options={accounts}
        />
        {officeFilter.buttons}
      </div>
      <div className="flex flex-wrap gap-2">
        <ExcelPdfButtons
          excelUrl={`/api/v1/journal-entries/-actions/export-excel?${query}`}
          pdfUrl={`/api/v1/journal-entries/-actions/export-pdf?${query}`}
          file="laporan-gl"
          messages={LEDGER_MESSAGES}
        />
        <ExportButton
          label="Export DBF"
          format="dbf"
          url={`/api/v1/journal-entries/-actions/downloadDbf?${query}`}
          failureMessage={LEDGER_MESSAGES.dbf}
          fallbackName="jurnal.dbf"
        />
      </div>
      {summary ? (
        <p className="text-sm" data-testid="opening-balance">
          Saldo awal: <span className="font-semibold">{money(summary.opening_balance)}</span>
        </p>
      ) : null}
      <DataTable<Attributes, Row>
        {...list}
        initial={initial}
        label="Laporan GL"
        columns={COLUMNS}
        searchable={false}
        loadErrorMessage={LEDGER_MESSAGES.load}
      />
      {summary ? (
        <dl
          aria-label="Total laporan"
          className="grid gap-2 rounded-md border p-3 text-sm sm:grid-cols-2 lg:grid-cols-4"
        >
          {totals.map(([key, label, value]) => (
            <div key={String(key)} className="flex flex-col">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-semibold" data-testid={`total-${String(key)}`}>
                {money(Number(value))}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {officeFilter.picker}
    </div>
  );
}
