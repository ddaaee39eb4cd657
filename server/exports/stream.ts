// Streamed table exports (docs/stock.md "Exports"): an XLSX (exceljs' streaming WorkbookWriter)
// or a PDF (pdfkit) written to the HTTP response while the rows are read from PostgreSQL in
// keyset batches. Memory stays flat whatever the row count: one batch of rows, the writer's
// current zip entry / PDF page, and the socket's buffers. Between batches the producer waits for
// the response stream to drain (backpressure), and stops reading when the client goes away.
//
// An error after the first byte cannot become a JSON:API error any more: the stream is destroyed
// and the client sees an aborted download (the screens show 'Gagal export ...').
import "server-only";
import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import PDFDocument from "pdfkit";
import { csvField } from "./cell";

export interface ExportColumn<R> {
  header: string;
  /** Column width in characters (XLSX) and relative width (PDF). */
  width: number;
  value: (row: R) => string | number;
  /** Numbers are right-aligned and formatted with Indonesian thousands separators. */
  numeric?: boolean;
}

export interface TableExport<R> {
  /** Sheet name / PDF heading. */
  title: string;
  /** Lines under the heading (filters, date). */
  subtitle: string[];
  columns: ExportColumn<R>[];
  /** Row batches in a stable order (keyset paged). */
  batches: AsyncIterable<R[]>;
  /** Closing row (totals), computed after the rows; cells aligned with `columns`. */
  footer?: () => Promise<(string | number)[]>;
}

const ID_NUMBER = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });

/** Waits until the consumer has taken what is buffered (backpressure between batches). */
async function drained(out: PassThrough): Promise<void> {
  if (out.destroyed) return;
  if (out.writableNeedDrain || out.readableLength > out.readableHighWaterMark) {
    await new Promise<void>((resolve) => {
      const done = () => {
        out.off("drain", done);
        out.off("close", done);
        resolve();
      };
      out.once("drain", done);
      out.once("close", done);
    });
  }
  // Let the writer's internal streams (zip deflate, PDF) flush into `out`.
  await new Promise<void>((resolve) => setImmediate(resolve));
}

function toWeb(out: PassThrough): ReadableStream<Uint8Array> {
  return Readable.toWeb(out) as unknown as ReadableStream<Uint8Array>;
}

function fail(out: PassThrough, error: unknown) {
  console.error("export failed", error);
  out.destroy(error instanceof Error ? error : new Error(String(error)));
}

/** The export as an .xlsx stream (one sheet; header, subtitle lines, rows, footer). */
export function xlsxStream<R>(spec: TableExport<R>): ReadableStream<Uint8Array> {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  const run = async () => {
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    const ws = wb.addWorksheet(spec.title.slice(0, 31));
    ws.columns = spec.columns.map((c) => ({ width: c.width }));
    ws.addRow([spec.title]).commit();
    for (const line of spec.subtitle) ws.addRow([line]).commit();
    ws.addRow([]).commit();
    const header = ws.addRow(spec.columns.map((c) => c.header));
    header.font = { bold: true };
    header.commit();
    for await (const batch of spec.batches) {
      if (out.destroyed) return; // the client cancelled: stop reading the database
      for (const r of batch) {
        const row = ws.addRow(spec.columns.map((c) => c.value(r)));
        spec.columns.forEach((c, i) => {
          if (c.numeric) row.getCell(i + 1).numFmt = "#,##0";
        });
        row.commit();
      }
      await drained(out);
    }
    if (spec.footer) {
      const row = ws.addRow(await spec.footer());
      row.font = { bold: true };
      spec.columns.forEach((c, i) => {
        if (c.numeric) row.getCell(i + 1).numFmt = "#,##0";
      });
      row.commit();
    }
    ws.commit();
    await wb.commit();
  };
  run().catch((e: unknown) => fail(out, e));
  return toWeb(out);
}

/**
 * The export as a CSV stream (UTF-8 with a BOM, CRLF, comma-separated; csvField quotes and
 * neutralises formulas): the header row, the rows, the footer. Numbers are plain digits.
 */
export function csvStream<R>(spec: TableExport<R>): ReadableStream<Uint8Array> {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  const line = (values: (string | number)[]) => `${values.map(csvField).join(",")}\r\n`;
  const run = async () => {
    out.write(`\uFEFF${line(spec.columns.map((c) => c.header))}`);
    for await (const batch of spec.batches) {
      if (out.destroyed) return;
      out.write(batch.map((r) => line(spec.columns.map((c) => c.value(r)))).join(""));
      await drained(out);
    }
    if (spec.footer) out.write(line(await spec.footer()));
    out.end();
  };
  run().catch((e: unknown) => fail(out, e));
  return toWeb(out);
}

/** The export as a PDF stream (A4 landscape table, header repeated on every page). */
export function pdfStream<R>(spec: TableExport<R>): ReadableStream<Uint8Array> {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: 36,
    bufferPages: false,
    info: { Title: spec.title },
  });
  doc.pipe(out);
  const left = doc.page.margins.left;
  const usable = doc.page.width - left - doc.page.margins.right;
  const totalWidth = spec.columns.reduce((s, c) => s + c.width, 0);
  const widths = spec.columns.map((c) => (c.width / totalWidth) * usable);
  const rowHeight = 14;
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  const cells = (values: (string | number)[], bold: boolean) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(8);
    let x = left;
    const y = doc.y;
    values.forEach((v, i) => {
      const col = spec.columns[i];
      const text = typeof v === "number" ? ID_NUMBER.format(v) : v;
      doc.text(text, x + 2, y, {
        width: (widths[i] ?? 0) - 4,
        height: rowHeight,
        ellipsis: true,
        lineBreak: false,
        align: col?.numeric ? "right" : "left",
      });
      x += widths[i] ?? 0;
    });
    doc.x = left;
    doc.y = y + rowHeight;
  };
  const headerRow = () => {
    cells(
      spec.columns.map((c) => c.header),
      true,
    );
    doc
      .moveTo(left, doc.y - 2)
      .lineTo(left + usable, doc.y - 2)
      .stroke();
  };
  const line = (values: (string | number)[], bold = false) => {
    if (doc.y + rowHeight > bottom()) {
      doc.addPage(); // flushes the finished page to the stream (bufferPages: false)
      headerRow();
    }
    cells(values, bold);
  };

  const run = async () => {
    doc.font("Helvetica-Bold").fontSize(14).text(spec.title);
    doc.font("Helvetica").fontSize(9);
    for (const s of spec.subtitle) doc.text(s);
    doc.moveDown(0.5);
    headerRow();
    for await (const batch of spec.batches) {
      if (out.destroyed) return;
      for (const r of batch) line(spec.columns.map((c) => c.value(r)));
      await drained(out);
    }
    if (spec.footer) line(await spec.footer(), true);
    doc.end();
  };
  run().catch((e: unknown) => fail(out, e));
  return toWeb(out);
}
