"use client";

// The frame of a document's detail page (orders, purchase orders, returs): the heading with the
// document's title and its status line, the steps the caller may take with 'Kembali' to the
// list last, then the load error or the loading overlay, then the page's own cards.
import * as React from "react";
import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { buttonVariants } from "@/components/ui/button";
import { LoadingOverlay } from "@/components/widgets/loading-overlay";

export interface DocumentDetailFrameProps {
  /** The h1: e.g. 'Detail Pembelian PO-…'. */
  title: React.ReactNode;
  /** Under the title (the status badge and its notes); nothing while the document loads. */
  status?: React.ReactNode;
  /** The step buttons, before 'Kembali'. */
  actions?: React.ReactNode;
  /** The list the page belongs to ('Kembali'). */
  backHref: string;
  /** The load failure, shown instead of the overlay. */
  error?: string | null;
  /** The document is still loading (the overlay shows unless there is an error). */
  loading?: boolean;
  children?: React.ReactNode;
}

export function DocumentDetailFrame({
  title,
  status,
  actions,
  backHref,
  error,
  loading,
  children,
}: DocumentDetailFrameProps) {
  return (
    <div className="flex flex-col gap-4 pt-2">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-2xl font-semibold">{title}</h1>
          {status ? <div className="mt-1 flex items-center gap-2 text-sm">{status}</div> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {actions}
          <Link href={backHref} className={buttonVariants({ variant: "outline" })}>
            Kembali
          </Link>
        </div>
      </header>
      {error ? <Alert variant="error">{error}</Alert> : null}
      {loading && !error ? <LoadingOverlay show text="Memuat..." /> : null}
      {children}
    </div>
  );
}
