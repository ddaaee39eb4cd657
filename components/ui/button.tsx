import * as React from "react";
import type { VariantProps } from "class-variance-authority";
import { cn } from "@/lib/utils";
import { buttonVariants } from "./button-variants";

export interface ButtonProps
  extends React.ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof buttonVariants> {}

export function Button({ className, variant, size, ...props }: ButtonProps) {
  // data-variant: which button is a page's primary action, readable by tests and styles.
  return (
    <button
      className={cn(buttonVariants({ variant, size }), className)}
      data-variant={variant ?? "default"}
      {...props}
    />
  );
}

export { buttonVariants };
