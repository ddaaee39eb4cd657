"use client";

// The modal dialog (Radix Dialog). A page's closed dialogs cost no first-load JavaScript: Radix's
// dialog code (focus trap, scroll lock, dismissable layer: ~10 KB gzip) is in dialog-parts.tsx,
// fetched when the page is idle or when a dialog first opens, whichever comes first; until then a
// closed dialog renders nothing, as Radix does (docs/browser-performance.md).
import * as React from "react";
import type { Dialog as D } from "radix-ui";
import { cn } from "@/lib/utils";

type Parts = typeof import("./dialog-parts");
let parts: Promise<Parts> | null = null;
/** The Radix parts; one promise, so `React.use` suspends only until the first load. */
function loadParts(): Promise<Parts> {
  parts ??= import("./dialog-parts");
  return parts;
}
const useParts = () => React.use(loadParts());

type RootProps = React.ComponentProps<typeof D.Root>;

export function Dialog(props: RootProps) {
  // Uncontrolled dialogs (a DialogTrigger inside) render from the start.
  const [wanted, setWanted] = React.useState(
    props.open === undefined || props.open || props.defaultOpen === true,
  );
  if (!wanted && props.open) setWanted(true);
  React.useEffect(() => {
    if (wanted) return;
    const preload = () => void loadParts().catch(() => undefined);
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(preload, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(preload, 1000);
    return () => window.clearTimeout(id);
  }, [wanted]);
  if (!wanted) return null;
  return (
    <React.Suspense fallback={null}>
      <LoadedRoot {...props} />
    </React.Suspense>
  );
}

function LoadedRoot(props: RootProps) {
  const { DialogRoot } = useParts();
  return <DialogRoot {...props} />;
}

export function DialogTrigger(props: React.ComponentProps<typeof D.Trigger>) {
  const { DialogTrigger: Trigger } = useParts();
  return <Trigger {...props} />;
}

export function DialogClose(props: React.ComponentProps<typeof D.Close>) {
  const { DialogClose: Close } = useParts();
  return <Close {...props} />;
}

/** Modal content; default width max-w-3xl (SPEC §9), `size="sm"` for max-w-sm. */
export function DialogContent(
  props: React.ComponentProps<typeof D.Content> & { size?: "default" | "sm"; hideClose?: boolean },
) {
  const { DialogContent: Content } = useParts();
  return <Content {...props} />;
}

export function DialogTitle(props: React.ComponentProps<typeof D.Title>) {
  const { DialogTitle: Title } = useParts();
  return <Title {...props} />;
}

export function DialogDescription(props: React.ComponentProps<typeof D.Description>) {
  const { DialogDescription: Description } = useParts();
  return <Description {...props} />;
}

export function DialogHeader({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("flex flex-col gap-1.5 pr-6", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}
