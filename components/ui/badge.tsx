import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/utils";

/** Badge colors of SPEC §9: green, yellow, red, purple, blue, indigo. */
const badgeVariants = cva("inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium", {
  variants: {
    color: {
      green: "bg-green-100 text-green-800",
      yellow: "bg-yellow-100 text-yellow-800",
      red: "bg-red-100 text-red-800",
      purple: "bg-purple-100 text-purple-800",
      blue: "bg-blue-100 text-blue-800",
      indigo: "bg-indigo-100 text-indigo-800",
      gray: "bg-gray-100 text-gray-800",
    },
  },
  defaultVariants: { color: "gray" },
});

export type BadgeColor = NonNullable<VariantProps<typeof badgeVariants>["color"]>;

export function Badge({
  className,
  color,
  ...props
}: Omit<React.HTMLAttributes<HTMLSpanElement>, "color"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ color }), className)} {...props} />;
}
