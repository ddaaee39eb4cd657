"use client";

// Pager under a table: 'Menampilkan a-b dari n', previous / next and at most 3 page buttons
// (SPEC §9). Either links (`hrefPattern` with "{page}", usable from server components) or
// buttons (`onPageChange`).
import * as React from "react";
import Link from "next/link";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { formatNumber } from "@/lib/format";
import { pageWindow, type PageMeta } from "@/lib/pagination";
// clsx, not cn(): the size classes are given whole (size: null), so nothing conflicts, and pages
// with a pager do not need tailwind-merge for it.
import { clsx } from "clsx";

export interface PaginationProps {
  page: PageMeta;
  /** e.g. "/saldo?page={page}". */
  hrefPattern?: string;
  onPageChange?: (page: number) => void;
  disabled?: boolean;
  label?: string;
}

export function Pagination({
  page,
  hrefPattern,
  onPageChange,
  disabled,
  label = "Halaman",
}: PaginationProps) {
  if (page.total === 0) return null;
  const { currentPage, lastPage } = page;
  const item = (
    target: number,
    content: React.ReactNode,
    opts: { aria: string; active?: boolean },
  ) => {
    // The "sm" size (h-9 px-3) with narrower padding.
    const cls = clsx(
      buttonVariants({ variant: opts.active ? "default" : "outline", size: null }),
      "h-9 min-w-9 px-2",
    );
    if (opts.active)
      return (
        <span className={cls} aria-label={opts.aria} aria-current="page">
          {content}
        </span>
      );
    const off = disabled || target < 1 || target > lastPage;
    if (hrefPattern && !off)
      return (
        <Link
          href={hrefPattern.replace("{page}", String(target))}
          className={cls}
          aria-label={opts.aria}
          scroll={false}
        >
          {content}
        </Link>
      );
    return (
      <button
        type="button"
        className={cls}
        aria-label={opts.aria}
        disabled={off}
        onClick={() => onPageChange?.(target)}
      >
        {content}
      </button>
    );
  };
  return (
    <nav
      aria-label={label}
      className="flex flex-wrap items-center justify-between gap-2 pt-3 text-sm"
    >
      <p className="text-muted-foreground">
        Menampilkan {formatNumber(page.from ?? 0)}-{formatNumber(page.to ?? 0)} dari{" "}
        {formatNumber(page.total)}
      </p>
      <div className="flex items-center gap-1">
        {item(currentPage - 1, <ChevronLeft className="size-4" />, { aria: "Sebelumnya" })}
        {pageWindow(currentPage, lastPage).map((n) => (
          <React.Fragment key={n}>
            {item(n, n, { aria: `Halaman ${n}`, active: n === currentPage })}
          </React.Fragment>
        ))}
        {item(currentPage + 1, <ChevronRight className="size-4" />, { aria: "Berikutnya" })}
      </div>
    </nav>
  );
}
