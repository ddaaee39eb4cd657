"use client";
// The member form's dialogs after a save (SPEC §2): 'Berhasil' with 'Tambah Lagi' / 'Selesai', and
// the failure dialog. Their own module: member-form.tsx loads it when the browser is idle and
// shows it once a save ends, so the form's first view does not carry it.
import { CheckCircle2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { ResultDialog, RESULT_SUCCESS_TEXT } from "@/components/widgets/result-dialog";

export default function MemberFormDialogs({
  saved,
  failure,
  onAddAnother,
  onFinish,
  onRetry,
  onBack,
}: {
  saved: boolean;
  failure: string | null;
  onAddAnother: () => void;
  onFinish: () => void;
  onRetry: () => void;
  onBack: () => void;
}) {
  return (
    <>
      <Dialog open={saved} onOpenChange={(open) => (open ? undefined : onAddAnother())}>
        <DialogContent size="sm" hideClose>
          <DialogHeader className="items-center text-center">
            <CheckCircle2 className="size-12 text-green-600" aria-hidden="true" />
            <DialogTitle>Berhasil</DialogTitle>
            <DialogDescription>{RESULT_SUCCESS_TEXT}</DialogDescription>
          </DialogHeader>
          <DialogFooter className="sm:justify-center">
            <Button type="button" variant="outline" onClick={onAddAnother}>
              Tambah Lagi
            </Button>
            <Button type="button" onClick={onFinish} autoFocus>
              Selesai
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <ResultDialog
        open={failure !== null}
        onOpenChange={(open) => (open ? undefined : onBack())}
        status="failure"
        text={failure ?? undefined}
        onRetry={onRetry}
        onBack={onBack}
      />
    </>
  );
}
