"use client";

// 'Simpan' of every form: shows 'Menyimpan...' while the request runs and waits meanwhile. Its
// own module, so a page form does not load the dialog parts of form-actions.tsx with it.
import { Button } from "@/components/ui/button";

export function SaveButton({ busy, disabled = false }: { busy: boolean; disabled?: boolean }) {
  return (
    <Button type="submit" disabled={busy || disabled}>
      {busy ? "Menyimpan..." : "Simpan"}
    </Button>
  );
}
