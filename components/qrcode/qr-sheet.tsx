"use client";

// One generation (SPEC §2 Admin /qrcode/generate/{id}; Supplier /produk-qr/{id}): its facts and
// its codes as real QR images (qrcode package, SVG), 48 per page. 'Cetak' prints only the sheet
// (print CSS below hides the app shell); 'Unduh CSV' downloads every code of the generation; each
// code can be downloaded as an SVG file.
import * as React from "react";
import Link from "next/link";
import { ArrowLeft, Download, Printer } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/table";
import { Pagination } from "@/components/settings/pagination";
import { dateTime } from "@/components/notifications/format";
import { formatNumber } from "@/lib/format";
import { failureText, getResource, listResources, type Row } from "@/lib/jsonapi-client";
import type { PageMeta } from "@/lib/pagination";
import { QR_AREAS, type QrArea, type QrGenerationAttributes } from "./config";
import { QrImage } from "./qr-image";
import { exportUrl, imageUrl } from "./api";

const PAGE_SIZE = 48;

interface QrCodeAttributes {
  code: string;
  scan_count: number;
  scanned_at: string | null;
}

const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  #qr-sheet, #qr-sheet * { visibility: visible !important; }
  #qr-sheet { position: absolute; inset: 0 auto auto 0; width: 100%; }
  #qr-sheet .qr-no-print { display: none !important; }
  @page { margin: 10mm; }
}`;

export function QrSheet({ area, id }: { area: QrArea; id: string }) {
  const cfg = QR_AREAS[area];
  const [gen, setGen] = React.useState<Row<QrGenerationAttributes> | null>(null);
  const [pageNo, setPageNo] = React.useState(1);
  const [codes, setCodes] = React.useState<{
    rows: Row<QrCodeAttributes>[];
    page: PageMeta | null;
    key: number;
  }>({
    rows: [],
    page: null,
    key: 0,
  });
  const [error, setError] = React.useState<string | null>(null);

  React.useEffect(() => {
    const ac = new AbortController();
    getResource<QrGenerationAttributes>("qr-code-generations", id, {}, ac.signal)
      .then(({ resource }) => setGen({ ...resource.attributes, id: resource.id }))
      .catch((err: unknown) => {
        if (!ac.signal.aborted) setError(failureText(err));
      });
    return () => ac.abort();
  }, [id]);

  React.useEffect(() => {
    const ac = new AbortController();
    listResources<QrCodeAttributes>(
      "qr-codes",
      {
        filter: { qr_code_generation_id: id },
        sort: "id",
        page: { number: pageNo, size: PAGE_SIZE },
      },
      ac.signal,
    )
      .then((r) => setCodes({ rows: r.rows, page: r.page, key: pageNo }))
      .catch((err: unknown) => {
        if (!ac.signal.aborted) setError(failureText(err));
      });
    return () => ac.abort();
  }, [id, pageNo]);

  const loading = codes.key !== pageNo;
  return (
    <div id="qr-sheet" className="flex flex-col gap-4 pt-2">
      <style>{PRINT_CSS}</style>
      <div className="qr-no-print">
        <Link href={cfg.listPath} className={buttonVariants({ variant: "ghost", size: "sm" })}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Kembali
        </Link>
      </div>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">QR Code {gen?.code ?? ""}</h1>
          {gen ? (
            <p className="text-sm text-muted-foreground">
              {gen.product_code} - {gen.product_name} · {formatNumber(gen.quantity)} QR code ·{" "}
              {dateTime(gen.createdAt)}
              {gen.description ? ` · ${gen.description}` : ""}
            </p>
          ) : null}
        </div>
        <div className="qr-no-print flex gap-2">
          <Button type="button" variant="outline" onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden="true" />
            Cetak
          </Button>
          <a className={buttonVariants({ variant: "default" })} href={exportUrl(id)} download>
            <Download className="size-4" aria-hidden="true" />
            Unduh CSV
          </a>
        </div>
      </header>
      {error ? <Alert variant="error">{error}</Alert> : null}
      {codes.page && codes.page.total === 0 && !loading ? <EmptyState /> : null}
      <ul
        aria-label="Daftar QR Code"
        aria-busy={loading}
        className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6 print:grid-cols-6"
      >
        {codes.rows.map((c) => (
          <li
            key={c.id}
            className="flex break-inside-avoid flex-col items-center gap-1 rounded-md border p-2"
          >
            <QrImage code={c.code} size={120} />
            <span className="font-mono text-[10px] tracking-tight">{c.code}</span>
            <a
              className="qr-no-print text-xs text-primary underline-offset-2 hover:underline"
              href={imageUrl(c.id, true)}
              download
            >
              Unduh SVG
            </a>
          </li>
        ))}
      </ul>
      {codes.page ? (
        <div className="qr-no-print">
          <Pagination page={codes.page} onPageChange={setPageNo} disabled={loading} />
        </div>
      ) : null}
    </div>
  );
}
