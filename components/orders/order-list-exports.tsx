"use client";

// The sales report files (docs/orders.md "Reports and exports") of an order list's rows (the
// Bonus data pages, docs/cash-bills.md): the same kind, state, other office and dates (with no
// dates the report covers this Jakarta month), with the orders' points and bonus values. Loaded
// only by the lists that offer them.
import { ExcelPdfButtons, ExportButton } from "@/components/exports/export-button";

export function OrderListExports({ query }: { query: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <ExcelPdfButtons
        excelUrl={`/api/v1/orders/-actions/report-download?${query}`}
        pdfUrl={`/api/v1/orders/-actions/report-export?${query}`}
        file="laporan"
        messages={{ excel: "Gagal download excel", pdf: "Gagal export pdf" }}
      />
      <ExportButton
        label="Download CSV"
        format="csv"
        url={`/api/v1/orders/-actions/report-csv?${query}`}
        failureMessage="Gagal download csv"
        fallbackName="laporan.csv"
      />
    </div>
  );
}
