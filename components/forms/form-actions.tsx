"use client";

// The save controls of a form dialog: 'Batal' beside 'Simpan' (save-button.tsx), and the form
// dialog itself. One place for their texts and busy rules.
import type * as React from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { SaveButton } from "./save-button";

/** Footer of a form dialog: 'Batal' closes it, 'Simpan' submits; both wait while saving. */
export function DialogFormFooter({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
        Batal
      </Button>
      <SaveButton busy={busy} />
    </DialogFooter>
  );
}

/**
 * A form in a dialog: title and description, the fields, then 'Batal' + 'Simpan'. It cannot be
 * closed while saving. `open` is false while a result dialog takes its place.
 */
export function FormDialog({
  title,
  description,
  busy,
  open = true,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  description: React.ReactNode;
  busy: boolean;
  open?: boolean;
  onClose: () => void;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  children: React.ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o && !busy) onClose();
      }}
    >
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate aria-label={title}>
          {children}
          <DialogFormFooter busy={busy} onCancel={onClose} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
