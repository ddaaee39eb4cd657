"use client";

// The save-result dialog (SPEC §8): success 'Data Berhasil disimpan' (title and text
// overridable) with one closing button; failure with 'Ulangi' (retry) and 'Kembali'.
import * as React from "react";
import { CheckCircle2, XCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

export interface ResultDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  status: "success" | "failure";
  title?: string;
  text?: string;
  /** Failure: 'Ulangi' runs this (the dialog closes first). */
  onRetry?: () => void;
  /** Failure 'Kembali' / success button: runs after closing. */
  onBack?: () => void;
  /** Label of the success button. */
  okLabel?: string;
}

export const RESULT_SUCCESS_TEXT = "Data Berhasil disimpan";

export function ResultDialog({
  open,
  onOpenChange,
  status,
  title,
  text,
  onRetry,
  onBack,
  okLabel = "OK",
}: ResultDialogProps) {
  const ok = status === "success";
  const close = (then?: () => void) => {
    onOpenChange(false);
    then?.();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" hideClose>
        <DialogHeader className="items-center text-center">
          {ok ? (
            <CheckCircle2 className="size-12 text-green-600" aria-hidden="true" />
          ) : (
            <XCircle className="size-12 text-destructive" aria-hidden="true" />
          )}
          <DialogTitle>{title ?? (ok ? "Berhasil" : "Gagal")}</DialogTitle>
          <DialogDescription>
            {text ?? (ok ? RESULT_SUCCESS_TEXT : "Terjadi error")}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="sm:justify-center">
          {ok ? (
            <Button type="button" onClick={() => close(onBack)} autoFocus>
              {okLabel}
            </Button>
          ) : (
            <>
              <Button type="button" variant="outline" onClick={() => close(onBack)}>
                Kembali
              </Button>
              <Button type="button" onClick={() => close(onRetry)} autoFocus>
                Ulangi
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
