"use client";

// The Radix parts of components/ui/dialog.tsx, loaded the first time a dialog opens (or on idle):
// import from "@/components/ui/dialog", not from here.
import * as React from "react";
import { Dialog as D } from "radix-ui";
import { X } from "lucide-react";
import { cn } from "@/lib/utils";

export const DialogRoot = D.Root;
export const DialogTrigger = D.Trigger;
export const DialogClose = D.Close;

/** Modal content; default width max-w-3xl (SPEC §9), `size="sm"` for max-w-sm. */
export function DialogContent({
  className,
  children,
  size = "default",
  hideClose = false,
  ...props
}: React.ComponentProps<typeof D.Content> & { size?: "default" | "sm"; hideClose?: boolean }) {
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-50 bg-black/40" />
      <D.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-card p-6 shadow-lg focus:outline-none",
          size === "sm" ? "max-w-sm" : "max-w-3xl",
          className,
        )}
        {...props}
      >
        {children}
        {hideClose ? null : (
          <D.Close
            className="absolute top-3 right-3 rounded p-1 text-muted-foreground hover:bg-muted"
            aria-label="Tutup"
          >
            <X className="size-4" />
          </D.Close>
        )}
      </D.Content>
    </D.Portal>
  );
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof D.Title>) {
  return <D.Title className={cn("text-lg font-semibold", className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof D.Description>) {
  return <D.Description className={cn("text-sm text-muted-foreground", className)} {...props} />;
}
