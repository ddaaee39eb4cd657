"use client";

// Admin > QR Code > Laporan QR Code (SPEC §2 /admin/qrcode/laporan): per product, how many
// generations, codes generated, scanned (first scan recorded) and not yet scanned; filters by
// product and generation date (WIB days). Data: GET qr-codes/-actions/report.
import { DateRangeFilter } from "@/components/data-table/filter-select";
import * as React from "react";
import { Alert } from "@/components/ui/alert";
import {
  EmptyState,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { dateTime } from "@/components/notifications/format";
import { formatNumber } from "@/lib/format";
import { failureText } from "@/lib/jsonapi-client";
import { fetchQrReport, type QrReport } from "./api";
import { ProductSelect, type PickedProduct } from "./product-select";

export function QrReportScreen() {
  const [product, setProduct] = React.useState<PickedProduct | null>(null);
  const [dateFrom, setDateFrom] = React.useState("");
  const [dateTo, setDateTo] = React.useState("");
  const [state, setState] = React.useState<{
    key: string;
    report: QrReport | null;
    error: string | null;
  } | null>(null);
  const key = `${product?.id ?? ""}|${dateFrom}|${dateTo}`;

  React.useEffect(() => {
    const ac = new AbortController();
    fetchQrReport({ product_id: product?.id, date_from: dateFrom, date_to: dateTo }, ac.signal)
      .then((report) => setState({ key, report, error: null }))
      .catch((err: unknown) => {
        if (!ac.signal.aborted) setState({ key, report: null, error: failureText(err) });
      });
    return () => ac.abort();
  }, [key, product?.id, dateFrom, dateTo]);

  const loading = state?.key !== key;
  const report = state?.report ?? null;
  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">Laporan QR Code</h1>
        <p className="text-sm text-muted-foreground">
          QR code per barang: jumlah dibuat, sudah dipindai dan belum dipindai.
        </p>
      </header>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <div className="w-64">
          <ProductSelect
            id="qr-report-product"
            value={product}
            onChange={setProduct}
            placeholder="Semua barang"
          />
        </div>
        <DateRangeFilter
          from={dateFrom}
          to={dateTo}
          onFromChange={setDateFrom}
          onToChange={setDateTo}
        />
      </div>
      {state?.error ? <Alert variant="error">{state.error}</Alert> : null}
      <div className="overflow-x-auto rounded-md border" aria-busy={loading}>
        <Table aria-label="Laporan QR Code">
          <TableHeader>
            <TableRow>
              <TableHead>Kode Barang</TableHead>
              <TableHead>Nama Barang</TableHead>
              <TableHead className="text-right">Jumlah Generate</TableHead>
              <TableHead className="text-right">QR Dibuat</TableHead>
              <TableHead className="text-right">Sudah Dipindai</TableHead>
              <TableHead className="text-right">Belum Dipindai</TableHead>
              <TableHead>Generate Terakhir</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {!report || report.rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={7}>
                  {loading ? (
                    <p className="py-6 text-center text-sm text-muted-foreground">Memuat...</p>
                  ) : (
                    <EmptyState />
                  )}
                </TableCell>
              </TableRow>
            ) : (
              <>
                {report.rows.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell className="font-medium">{r.product_code}</TableCell>
                    <TableCell>{r.product_name}</TableCell>
                    <TableCell className="text-right">{formatNumber(r.generations)}</TableCell>
                    <TableCell className="text-right">{formatNumber(r.generated)}</TableCell>
                    <TableCell className="text-right">{formatNumber(r.scanned)}</TableCell>
                    <TableCell className="text-right">{formatNumber(r.unscanned)}</TableCell>
                    <TableCell>
                      {r.last_generated_at ? dateTime(r.last_generated_at) : "-"}
                    </TableCell>
                  </TableRow>
                ))}
                <TableRow className="font-semibold">
                  <TableCell colSpan={2}>Total</TableCell>
                  <TableCell className="text-right">
                    {formatNumber(report.totals.generations)}
                  </TableCell>
                  <TableCell className="text-right">
                    {formatNumber(report.totals.generated)}
                  </TableCell>
                  <TableCell className="text-right">
                    {formatNumber(report.totals.scanned)}
                  </TableCell>
                  <TableCell className="text-right">
                    {formatNumber(report.totals.generated - report.totals.scanned)}
                  </TableCell>
                  <TableCell />
                </TableRow>
              </>
            )}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
