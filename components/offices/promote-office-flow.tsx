"use client";

// 'Jadikan Stockist' / 'Jadikan Stockist Center': pick the office to promote in the office picker
// (members for a stockist, stockists for a stockist center), confirm ('Validasi', 'Ya' /
// 'Kembali'), then POST offices/{id}/-actions/promoteToStockist | promoteToSC. The result dialog
// says 'Data Berhasil disimpan' or shows the failure with 'Ulangi' / 'Kembali'.
import * as React from "react";
import { ConfirmDialog } from "@/components/widgets/confirm-dialog";
import { useSubmit } from "@/components/forms/use-submit";
import {
  OfficePicker,
  officeCodeLabel,
  type PickedOffice,
} from "@/components/widgets/office-picker";
import { ResultDialog } from "@/components/widgets/result-dialog";
import { failureText } from "@/lib/jsonapi-client";
import type { OfficeCreation } from "./config";
import { officeAction } from "./api";

type Step =
  | { at: "pick" }
  | { at: "confirm"; office: PickedOffice }
  | { at: "done"; office: PickedOffice }
  | { at: "failed"; office: PickedOffice; text: string };

export function PromoteOfficeFlow({
  creation,
  targetNoun,
  onClose,
  onDone,
}: {
  creation: Extract<OfficeCreation, { kind: "promote" }>;
  targetNoun: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const [step, setStep] = React.useState<Step>({ at: "pick" });
  const { busy, submit } = useSubmit();
  // The picker closes itself right after a row click; only a close without a pick ends the flow.
  const picked = React.useRef(false);

  const promote = async (office: PickedOffice) => {
    setStep({ at: "confirm", office });
    await submit(
      async () => {
        await officeAction(office.id, creation.action);
        setStep({ at: "done", office });
        onDone();
        return "done";
      },
      (err) => setStep({ at: "failed", office, text: failureText(err) }),
    );
  };

  return (
    <>
      <OfficePicker
        open={step.at === "pick"}
        onOpenChange={(open) => {
          if (!open && !picked.current) onClose();
        }}
        title={creation.pickerTitle}
        filters={{ office_category_id: creation.fromCategoryId }}
        onSelect={(office) => {
          picked.current = true;
          setStep({ at: "confirm", office });
        }}
      />
      <ConfirmDialog
        open={step.at === "confirm"}
        onOpenChange={(open) => {
          if (!open && !busy) onClose();
        }}
        title="Validasi"
        text={
          step.at === "confirm"
            ? `Jadikan ${officeCodeLabel(step.office.code, step.office.tempCode)} - ${step.office.name} sebagai ${targetNoun}? Apakah anda yakin data yang dibuat sudah benar?`
            : undefined
        }
        busy={busy}
        onConfirm={() => {
          if (step.at === "confirm") void promote(step.office);
        }}
      />
      <ResultDialog
        open={step.at === "done" || step.at === "failed"}
        onOpenChange={(open) => {
          // 'Ulangi' closes the dialog before it retries: only a success closes the whole flow here.
          if (!open && step.at === "done") onClose();
        }}
        onBack={onClose}
        status={step.at === "failed" ? "failure" : "success"}
        text={
          step.at === "failed"
            ? step.text
            : step.at === "done"
              ? `Data Berhasil disimpan: ${step.office.name} sekarang ${targetNoun}`
              : undefined
        }
        onRetry={step.at === "failed" ? () => void promote(step.office) : undefined}
      />
    </>
  );
}
