// Release notes of the login page (SPEC §2, §9): a button that opens the notes in a dialog.
// A server component: the dates are formatted here (date-fns and its Indonesian locale stay on
// the server) and the icon is rendered here, so the page ships only the small button island;
// the dialog's code loads when the user asks for it (release-notes-button.tsx).
import { format, parseISO } from "date-fns";
import { id as localeId } from "date-fns/locale";
import { ScrollText } from "lucide-react";
import type { ReleaseNote } from "@/lib/release-notes";
import { ReleaseNotesButton, type ShownReleaseNote } from "./release-notes-button";

function formatDate(date: string): string {
  return format(parseISO(date), "d MMMM yyyy", { locale: localeId });
}

export function ReleaseNotes({ notes }: { notes: readonly ReleaseNote[] }) {
  const latest = notes[0];
  const shown: ShownReleaseNote[] = notes.map((n) => ({ ...n, dateLabel: formatDate(n.date) }));
  return (
    <ReleaseNotesButton
      label={`Catatan Rilis${latest ? ` v${latest.version}` : ""}`}
      icon={<ScrollText className="size-4" aria-hidden="true" />}
      notes={shown}
    />
  );
}
