"use client";

// The release notes dialog (SPEC §2, §9): the first 3 entries, 'Lihat Semua' shows all. Loaded on
// demand by release-notes-button.tsx.
import * as React from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { RELEASE_NOTES_SHOWN } from "@/lib/release-notes";
import type { ShownReleaseNote } from "./release-notes-button";

export function ReleaseNotesDialog({
  open,
  onOpenChange,
  notes,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  notes: ShownReleaseNote[];
}) {
  const [showAll, setShowAll] = React.useState(false);
  const shown = showAll ? notes : notes.slice(0, RELEASE_NOTES_SHOWN);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setShowAll(false);
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Catatan Rilis</DialogTitle>
          <DialogDescription>Perubahan terbaru pada aplikasi.</DialogDescription>
        </DialogHeader>
        <ol className="flex flex-col gap-4" aria-label="Daftar catatan rilis">
          {shown.map((note) => (
            <li key={note.version} className="rounded-md border p-4">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">Versi {note.version}</span>
                <Badge color={note.status === "Development" ? "yellow" : "green"}>
                  {note.status}
                </Badge>
                <span className="text-xs text-muted-foreground">{note.dateLabel}</span>
              </div>
              <ul className="mt-2 list-disc pl-5 text-sm">
                {note.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
        {!showAll && notes.length > RELEASE_NOTES_SHOWN ? (
          <Button variant="outline" className="self-center" onClick={() => setShowAll(true)}>
            Lihat Semua
          </Button>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
