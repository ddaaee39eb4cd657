"use client";

// The login page's 'Catatan Rilis' button. The dialog (Radix Dialog and the list) is not part of
// the page's first load: its chunk is fetched when the pointer nears the button or it gets focus,
// and the dialog mounts on the first click.
import * as React from "react";
import dynamic from "next/dynamic";
import type { ReleaseNote } from "@/lib/release-notes";

/** A release note with its date already formatted for display (by the server). */
export type ShownReleaseNote = ReleaseNote & { dateLabel: string };

const loadDialog = () => import("./release-notes-dialog");
const ReleaseNotesDialog = dynamic(() => loadDialog().then((m) => m.ReleaseNotesDialog), {
  ssr: false,
});

export function ReleaseNotesButton({
  label,
  icon,
  notes,
}: {
  label: string;
  icon: React.ReactNode;
  notes: ShownReleaseNote[];
}) {
  const [open, setOpen] = React.useState(false);
  const [mounted, setMounted] = React.useState(false);
  const preload = () => void loadDialog();
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        className="inline-flex h-9 items-center justify-center gap-2 rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        {icon}
        {label}
      </button>
      {mounted ? <ReleaseNotesDialog open={open} onOpenChange={setOpen} notes={notes} /> : null}
    </>
  );
}
