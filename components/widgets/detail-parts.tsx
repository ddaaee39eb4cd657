"use client";

// Small parts every document detail page shares (purchase orders, stock movements, orders): a
// labelled value of the header, the lines table (product code and name, then the document's own
// figure columns), the empty row of a table, and the required-reason field of
// the dialogs that cancel, refuse or release with a reason, and the card of a document's history
// of states; a figure of a totals row (lists and reports).
import { FormField } from "@/components/forms/form-field";
import { Card, CardContent } from "@/components/ui/card";
import {
  EmptyState,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { formatNumber, formatRupiah } from "@/lib/format";
import { historyActionLabel } from "@/lib/labels/history";

/** A label over its value, in a detail page's header grid. */
export function Info({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="flex flex-col">
      <span className="text-muted-foreground">{label}</span>
      <span className="font-medium">{value}</span>
    </div>
  );
}

/** One figure of a list's or report's totals (inside their <dl>). */
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

/** The one row of a lines table that has none. */
export function EmptyRow({ colSpan }: { colSpan: number }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan}>
        <EmptyState />
      </TableCell>
    </TableRow>
  );
}

/** A figure column of a lines table: its header and the line's value, as a count or in rupiah. */
export interface LineColumn<L> {
  header: string;
  format: "number" | "rupiah";
  /** null: no figure yet (shown as '-'), e.g. a price not set. */
  value: (line: L) => number | bigint | null;
}

/** A column after the figures, left-aligned: a text (a reason) or the line's own buttons. */
export interface LineTrailingColumn<L> {
  header: string;
  cell: (line: L) => React.ReactNode;
}

/** A document line as the lines table reads it: the product's code and name beside its figures. */
export interface ProductLine {
  id: string;
  attributes: { product_code: string | null; product_name: string | null };
}

/**
 * The lines table of a document detail page (order, purchase order, stock movement, retur):
 * 'Kode Barang' and 'Nama Barang', then the document's own figure columns (right-aligned), then
 * its trailing columns (`after`), one row per line, the empty row when it has none.
 */
export function LinesTable<L extends ProductLine>({
  label,
  lines,
  columns,
  after = [],
}: {
  label: string;
  lines: readonly L[];
  columns: readonly LineColumn<L>[];
  after?: readonly LineTrailingColumn<L>[];
}) {
  const figure = (c: LineColumn<L>, l: L) => {
    const v = c.value(l);
    if (v === null) return "-";
    return c.format === "rupiah" ? formatRupiah(v) : formatNumber(v);
  };
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHead>Kode Barang</TableHead>
          <TableHead>Nama Barang</TableHead>
          {columns.map((c) => (
            <TableHead key={c.header} className="text-right">
              {c.header}
            </TableHead>
          ))}
          {after.map((c) => (
            <TableHead key={c.header}>{c.header}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {lines.length === 0 ? (
          <EmptyRow colSpan={columns.length + after.length + 2} />
        ) : (
          lines.map((l) => (
            <TableRow key={l.id}>
              <TableCell>{l.attributes.product_code ?? "-"}</TableCell>
              <TableCell>{l.attributes.product_name ?? "-"}</TableCell>
              {columns.map((c) => (
                <TableCell key={c.header} className="text-right">
                  {figure(c, l)}
                </TableCell>
              ))}
              {after.map((c) => (
                <TableCell key={c.header}>{c.cell(l)}</TableCell>
              ))}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}

/** 'Alasan': the reason a dialog asks for (at most 1,000 characters, as the API's schemas). */
export function ReasonField({
  id,
  value,
  onChange,
  error,
  busy,
  required = true,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  busy: boolean;
  required?: boolean;
}) {
  return (
    <FormField id={id} label="Alasan" required={required} error={error ?? undefined}>
      <textarea
        id={id}
        className="min-h-24 rounded-md border border-input bg-background px-3 py-2 text-sm"
        value={value}
        maxLength={1000}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
        readOnly={busy}
      />
    </FormField>
  );
}

/** One state change of a document, as the page shows it (labels already resolved). */
export interface HistoryRow {
  id: string;
  /** When: LocalDateTime (localDateTime), so a server-rendered history hydrates in any zone. */
  at: React.ReactNode;
  action: string;
  from: string;
  to: string;
  by: string;
  note: string;
}

/** The attributes of a document-status-histories resource (GET {type}/{id}/-actions/history). */
export interface DocumentHistoryAttributes {
  from_status: string | null;
  to_status: string;
  action: string | null;
  note: string | null;
  user_name: string | null;
  createdAt: string;
}

/** One document-status-histories resource, as GET {type}/{id}/-actions/history answers it. */
export interface DocumentHistoryResource {
  id: string;
  attributes: DocumentHistoryAttributes;
}

/**
 * The history resources as the card's rows, with the document's action and state labels (a map,
 * or a function for documents whose labels have their own fallback). An action the document does
 * not word itself takes the shared label (lib/labels/history.ts), never its raw name.
 */
export function historyRows(
  rows: readonly DocumentHistoryResource[],
  labels: {
    action: Readonly<Record<string, string>>;
    status: Readonly<Record<string, string>> | ((status: string) => string);
  },
  at: (iso: string) => React.ReactNode,
): HistoryRow[] {
  const status =
    typeof labels.status === "function"
      ? labels.status
      : (s: string) => (labels.status as Readonly<Record<string, string>>)[s] ?? s;
  return rows.map(({ id, attributes: h }) => ({
    id,
    at: at(h.createdAt),
    action: historyActionLabel(h.action, labels.action),
    from: h.from_status ? status(h.from_status) : "-",
    to: status(h.to_status),
    by: h.user_name ?? "-",
    note: h.note ?? "-",
  }));
}

/** 'Riwayat Status': who moved the document from which state to which, when and why. */
export function StatusHistoryCard({
  rows,
  noteLabel = "Catatan",
}: {
  rows: readonly HistoryRow[];
  noteLabel?: string;
}) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-6">
        <h2 className="text-lg font-semibold">Riwayat Status</h2>
        <Table aria-label="Riwayat status">
          <TableHeader>
            <TableRow>
              <TableHead>Waktu</TableHead>
              <TableHead>Aksi</TableHead>
              <TableHead>Dari</TableHead>
              <TableHead>Menjadi</TableHead>
              <TableHead>Oleh</TableHead>
              <TableHead>{noteLabel}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.length === 0 ? (
              <EmptyRow colSpan={6} />
            ) : (
              rows.map((h) => (
                <TableRow key={h.id}>
                  <TableCell>{h.at}</TableCell>
                  <TableCell>{h.action}</TableCell>
                  <TableCell>{h.from}</TableCell>
                  <TableCell>{h.to}</TableCell>
                  <TableCell>{h.by}</TableCell>
                  <TableCell>{h.note}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
