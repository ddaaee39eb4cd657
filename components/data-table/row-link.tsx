"use client";

// The link button of a list row (DataTable rowActions) to the row's page: a ghost icon button
// (the eye unless told) whose click does not also trigger the row's own onRowClick.
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
      aria-label={label}
      className={buttonVariants({ variant: "ghost", size: "sm" })}
      onClick={(e) => e.stopPropagation()}
    >
      <Icon className="size-4" aria-hidden="true" />
    </Link>
  );
}
