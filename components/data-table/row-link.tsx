"use client";

// The link button of a list row (DataTable rowActions) to the row's page: a ghost icon button
// (the eye unless told) whose click does not also trigger the row's own onRowClick. Row links are
// not prefetched: a page of rows would ask the server to render every row's page (each a
// session and menu lookup) on every list view; the click loads the one that is opened.
import Link from "next/link";
import { Eye, type LucideIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";

export function RowLink({
  href,
  label,
  icon: Icon = Eye,
}: {
  href: string;
  /** The accessible name, e.g. `Detail ${row.code}`. */
  label: string;
  icon?: LucideIcon;
}) {
  return (
    <Link
      href={href}
      prefetch={false}
      aria-label={label}
      className={buttonVariants({ variant: "ghost", size: "sm" })}
      onClick={(e) => e.stopPropagation()}
    >
      <Icon className="size-4" aria-hidden="true" />
    </Link>
  );
}
