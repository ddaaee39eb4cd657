"use client";

// Release notes of the login page (SPEC §2, §9): the first 3 entries, 'Lihat Semua' shows all.
import * as React from "react";
import { format, parseISO } from "date-fns";
import { id as localeId } from "date-fns/locale";
import { ScrollText } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { RELEASE_NOTES_SHOWN, type ReleaseNote } from "@/lib/release-notes";

function formatDate(date: string): string {
  return format(parseISO(date), "d MMMM yyyy", { locale: localeId });
}

export function ReleaseNotesDialog({ notes }: { notes: readonly ReleaseNote[] }) {
  const [showAll, setShowAll] = React.useState(false);
  const latest = notes[0];
  const shown = showAll ? notes : notes.slice(0, RELEASE_NOTES_SHOWN);
  return (
    <Dialog onOpenChange={(open) => (open ? undefined : setShowAll(false))}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-muted-foreground">
          <ScrollText className="size-4" aria-hidden="true" />
          Catatan Rilis{latest ? ` v${latest.version}` : ""}
        </Button>
      </DialogTrigger>
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
                <span className="text-xs text-muted-foreground">{formatDate(note.date)}</span>
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
