import * as React from "react";
import { cn } from "@/lib/utils";

export function Table({ className, ...props }: React.TableHTMLAttributes<HTMLTableElement>) {
  return (
    // relative: an absolutely positioned cell content (the sr-only column names such as 'Aksi')
    // is placed inside this scroll box; without it, it escaped to the page and, on a 390 px
    // phone, widened the whole page to the table's width.
    <div className="relative w-full overflow-x-auto rounded-md border bg-card">
      <table className={cn("w-full caption-bottom text-sm", className)} {...props} />
    </div>
  );
}
export function TableHeader(props: React.HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className="bg-muted/60 text-left" {...props} />;
}
export function TableBody(props: React.HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody {...props} />;
}
export function TableRow({ className, ...props }: React.HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cn("border-b last:border-0 hover:bg-muted/40", className)} {...props} />;
}
/**
 * `pin="end"`: the column stays at the right edge of the table's scroll box, so a row's action
 * or quantity input is on screen on a narrow phone (390 px) without scrolling the table sideways
 * (issue 23 §3b). Use it on the one column a person must reach: the row actions, the input.
 */
export type TablePin = "end";

const PINNED = "sticky right-0 z-[1] shadow-[-1px_0_0_var(--color-border)]";

export function TableHead({
  className,
  pin,
  ...props
}: React.ThHTMLAttributes<HTMLTableCellElement> & { pin?: TablePin }) {
  return (
    <th
      className={cn(
        "h-10 px-3 font-medium whitespace-nowrap text-muted-foreground",
        pin && `${PINNED} bg-muted`,
        className,
      )}
      {...props}
    />
  );
}
export function TableCell({
  className,
  pin,
  ...props
}: React.TdHTMLAttributes<HTMLTableCellElement> & { pin?: TablePin }) {
  return (
    <td
      className={cn("px-3 py-2 align-middle", pin && `${PINNED} bg-card`, className)}
      {...props}
    />
  );
}

/** The empty state every list shows (SPEC §2): 'Data Kosong'. */
export function EmptyState({
  text = "Data Kosong",
  className,
}: {
  text?: string;
  className?: string;
}) {
  return (
    <div className={cn("py-10 text-center text-sm text-muted-foreground", className)}>{text}</div>
  );
}
