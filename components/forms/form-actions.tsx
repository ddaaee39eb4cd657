"use client";

// The save controls of every form: 'Simpan' (shows 'Menyimpan...' while the request runs) and,
// in dialogs, 'Batal' beside it. One place for their texts and busy rules.
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";

export function SaveButton({ busy, disabled = false }: { busy: boolean; disabled?: boolean }) {
  return (
    <Button type="submit" disabled={busy || disabled}>
      {busy ? "Menyimpan..." : "Simpan"}
    </Button>
  );
}

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
