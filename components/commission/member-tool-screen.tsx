"use client";

// The Bonus area's member tools (/bonus/tool/update-upline-mitra-usaha, /bonus/tool/hapus-mitra-
// usaha; docs/commission.md "Tools"): ONE screen driven by a typed config. Pick the member with the
// office picker (members only), fill what the tool needs, confirm ('Yakin' / 'Batal'); the API
// refuses what the rules refuse (a cycle, a member with purchases, a closed period) with its
// message, and records the change in the member's history.
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/forms/form-field";
import { useSubmit } from "@/components/forms/use-submit";
import { ConfirmDialog } from "@/components/widgets/confirm-dialog";
import { useToast } from "@/components/widgets/toast";
import {
  OfficeField,
  OfficePicker,
  officeCodeLabel,
  type PickedOffice,
} from "@/components/widgets/office-picker";
import { JsonApiError, callApi, failureText } from "@/lib/jsonapi-client";

export type MemberToolKind = "update-upline" | "remove-member";

const TOOL: Record<
  MemberToolKind,
  { title: string; description: string; action: string; confirm: string; needsUpline: boolean }
> = {
  "update-upline": {
    title: "Update Upline Mitra Usaha",
    description:
      "Memindahkan mitra usaha ke upline lain. Upline tidak boleh mitra usaha itu sendiri atau downline-nya; periode yang sudah ditutup tidak berubah.",
    action: "updateUpline",
    confirm: "Upline mitra usaha akan diubah. Lanjutkan?",
    needsUpline: true,
  },
  "remove-member": {
    title: "Hapus Mitra Usaha",
    description:
      "Menghapus mitra usaha yang belum pernah bertransaksi dan tidak memiliki downline.",
    action: "removeMember",
    confirm: "Mitra usaha akan dihapus. Lanjutkan?",
    needsUpline: false,
  },
};

const MEMBER_FILTER = { office_category_id: 5 };

export function MemberToolScreen({ kind }: { kind: MemberToolKind }) {
  const cfg = TOOL[kind];
  const toast = useToast();
  const save = useSubmit();
  const [member, setMember] = React.useState<PickedOffice | null>(null);
  const [upline, setUpline] = React.useState<PickedOffice | null>(null);
  const [picking, setPicking] = React.useState<"member" | "upline" | null>(null);
  const [note, setNote] = React.useState("");
  const [confirming, setConfirming] = React.useState(false);
  const [errors, setErrors] = React.useState<Record<string, string>>({});

  const ready = member !== null && (!cfg.needsUpline || upline !== null);
  const run = () => {
    setConfirming(false);
    if (!member) return;
    void save.submit(
      async () => {
        const doc = await callApi<{ meta?: { message?: string } }>(
          `offices/${member.id}/-actions/${cfg.action}`,
          {
            method: "POST",
            body: {
              data: {
                type: "offices",
                attributes: {
                  ...(cfg.needsUpline ? { upline_code: upline?.code ?? "" } : {}),
                  note: note.trim() || null,
                },
              },
            },
          },
        );
        toast({ variant: "success", description: String(doc.meta?.message ?? "Berhasil") });
        setMember(null);
        setUpline(null);
        setNote("");
        setErrors({});
        return "done";
      },
      (err) => {
        setErrors(err instanceof JsonApiError ? err.toFailedResult().fieldErrors : {});
        toast({ variant: "error", description: failureText(err) });
      },
    );
  };

  return (
    <div className="flex max-w-2xl flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">{cfg.title}</h1>
        <p className="text-sm text-muted-foreground">{cfg.description}</p>
      </header>
      <form
        className="flex flex-col gap-4 rounded-md border p-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (ready) setConfirming(true);
        }}
      >
        <OfficeField
          id="tool-member"
          label="Mitra Usaha"
          text={member ? `${officeCodeLabel(member.code, member.tempCode)} ${member.name}` : ""}
          onPick={() => setPicking("member")}
          locked={save.busy}
        />
        {cfg.needsUpline ? (
          <OfficeField
            id="tool-upline"
            label="Upline Baru"
            text={upline ? `${officeCodeLabel(upline.code, upline.tempCode)} ${upline.name}` : ""}
            error={errors.upline_code}
            onPick={() => setPicking("upline")}
            locked={save.busy}
          />
        ) : null}
        <FormField id="tool-note" label="Keterangan" error={errors.note}>
          <Input
            id="tool-note"
            value={note}
            maxLength={500}
            readOnly={save.busy}
            onChange={(e) => setNote(e.target.value)}
          />
        </FormField>
        <div>
          <Button type="submit" disabled={!ready || save.busy}>
            {cfg.needsUpline ? "Ubah Upline" : "Hapus"}
          </Button>
        </div>
      </form>
      <OfficePicker
        open={picking !== null}
        onOpenChange={(o) => (!o ? setPicking(null) : undefined)}
        title="Daftar Mitra Usaha"
        view="stockist"
        filters={MEMBER_FILTER}
        onSelect={(office) => {
          if (picking === "member") setMember(office);
          else setUpline(office);
          setPicking(null);
        }}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={run}
        title={cfg.title}
        text={cfg.confirm}
        variant="yakin"
        busy={save.busy}
      />
    </div>
  );
}
