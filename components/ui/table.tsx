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
export function TableHead({ className, ...props }: React.ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      className={cn("h-10 px-3 font-medium whitespace-nowrap text-muted-foreground", className)}
      {...props}
    />
  );
}
export function TableCell({ className, ...props }: React.TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn("px-3 py-2 align-middle", className)} {...props} />;
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
