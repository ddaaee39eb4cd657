"use client";

// The confirmation dialogs of SPEC §2 "Shared widgets":
// - default: title 'Validasi', 'Apakah anda yakin data yang dibuat sudah benar?', 'Ya' / 'Kembali';
// - variant "yakin": 'Yakin' / 'Batal';
// - with `confirmCode`: the confirm button is enabled only when the typed text equals the code.
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void | Promise<void>;
  title?: string;
  text?: string;
  variant?: "validasi" | "yakin";
  confirmCode?: string;
  busy?: boolean;
  /** What the person should see before confirming (e.g. what a period still holds). */
  children?: React.ReactNode;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  title = "Validasi",
  text = "Apakah anda yakin data yang dibuat sudah benar?",
  variant = "validasi",
  confirmCode,
  busy = false,
  children,
}: ConfirmDialogProps) {
  const [typed, setTyped] = React.useState("");
  const labels =
    variant === "yakin" ? { ok: "Yakin", cancel: "Batal" } : { ok: "Ya", cancel: "Kembali" };
  const blocked = busy || (confirmCode !== undefined && typed !== confirmCode);
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) setTyped("");
        onOpenChange(o);
      }}
    >
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{text}</DialogDescription>
        </DialogHeader>
        {children}
        {confirmCode !== undefined ? (
          <div className="flex flex-col gap-2 text-sm">
            <p>
              Ketik <span className="font-mono font-semibold">{confirmCode}</span> untuk
              melanjutkan.
            </p>
            <Input
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              aria-label="Kode konfirmasi"
              autoFocus
            />
          </div>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            {labels.cancel}
          </Button>
          <Button onClick={() => void onConfirm()} disabled={blocked}>
            {labels.ok}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
