"use client";

// 'Dispute' on an order or shipment detail page (docs/money.md "Disputes"): the disputes filed
// on this document (the caller's own; Pusat sees all) and 'Ajukan Dispute' for an office with
// disputes.create: the kind (Jumlah Tidak Sesuai / Barang Kurang), a description and up to 5
// images (JPG, PNG or WEBP, at most 5 MB each; the server checks their content). The images are
// uploaded first (dispute-images/-actions/uploads), then the dispute is filed with their ids.
import * as React from "react";
import Link from "next/link";
import { MessageSquareWarning } from "lucide-react";
import { can } from "@/components/data-table/permissions";
import { FormDialog } from "@/components/forms/form-actions";
import { FormField } from "@/components/forms/form-field";
import { useSessionUser } from "@/components/shell/session-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useToast } from "@/components/widgets/toast";
import { useSubmit } from "@/components/forms/use-submit";
import { JsonApiError, failureText, listResources } from "@/lib/jsonapi-client";
import {
  DISPUTE_CREATED,
  DISPUTE_IMAGE_MAX_BYTES,
  DISPUTE_KIND_LABEL,
  DISPUTE_KINDS,
  DISPUTE_MAX_IMAGES,
  type DisputeKind,
} from "@/lib/labels/disputes";
import { fileDispute, uploadImages, type DisputeAttributes } from "./api";
import { DISPUTE_STATUS_COLOR } from "./status";

export interface DisputeSubject {
  type: "orders" | "stock-movements";
  id: string;
  code: string;
}

export function DisputeCard({ subject }: { subject: DisputeSubject }) {
  const user = useSessionUser();
  const [rows, setRows] = React.useState<(DisputeAttributes & { id: string })[]>([]);
  const [reload, setReload] = React.useState(0);
  const [open, setOpen] = React.useState(false);
  const mayView = can(user, "disputes.view");
  const mayCreate = can(user, "disputes.create");

  React.useEffect(() => {
    if (!mayView) return;
    const ac = new AbortController();
    const filter =
      subject.type === "orders" ? { order_id: subject.id } : { stock_movement_id: subject.id };
    listResources<DisputeAttributes>(
      "disputes",
      { filter, page: { number: 1, size: 20 } },
      ac.signal,
    )
      .then((r) => setRows(r.rows))
      .catch(() => undefined);
    return () => ac.abort();
  }, [subject.type, subject.id, mayView, reload]);

  if (!mayView && !mayCreate) return null;
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-4">
        <div className="flex items-center justify-between gap-2">
          <h2 className="font-semibold">Dispute</h2>
          {mayCreate ? (
            <Button type="button" variant="outline" onClick={() => setOpen(true)}>
              <MessageSquareWarning className="size-4" aria-hidden="true" />
              Ajukan Dispute
            </Button>
          ) : null}
        </div>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">Belum ada dispute.</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {rows.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center gap-2">
                <Link href={`/dispute?id=${d.id}`} className="font-medium underline">
                  {d.code}
                </Link>
                <span>{d.kind_label}</span>
                <Badge color={DISPUTE_STATUS_COLOR[d.status]}>{d.status_label}</Badge>
                {d.resolution ? (
                  <span className="text-muted-foreground">Alasan: {d.resolution}</span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {open ? (
        <DisputeFormDialog
          subject={subject}
          onClose={() => setOpen(false)}
          onFiled={() => {
            setOpen(false);
            setReload((n) => n + 1);
          }}
        />
      ) : null}
    </Card>
  );
}

function DisputeFormDialog({
  subject,
  onClose,
  onFiled,
}: {
  subject: DisputeSubject;
  onClose: () => void;
  onFiled: () => void;
}) {
  const toast = useToast();
  const [kind, setKind] = React.useState<DisputeKind>("wrong_amount");
  const [description, setDescription] = React.useState("");
  const [files, setFiles] = React.useState<File[]>([]);
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const { busy, submit: run } = useSubmit();

  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (!description.trim()) local.description = "Kolom wajib diisi";
    if (files.length > DISPUTE_MAX_IMAGES) local.images = `Maksimal ${DISPUTE_MAX_IMAGES} gambar`;
    if (files.some((f) => f.size > DISPUTE_IMAGE_MAX_BYTES))
      local.images = "Ukuran gambar maksimal 5 MB";
    setErrors(local);
    if (Object.keys(local).length) return;
    await run(
      async () => {
        let imageIds: string[];
        try {
          imageIds = await uploadImages(files);
        } catch (err) {
          setErrors({ images: failureText(err) });
          return "done";
        }
        await fileDispute({ kind, description: description.trim(), imageIds, subject });
        toast({ variant: "success", description: DISPUTE_CREATED });
        onFiled();
        return "done";
      },
      (err) => {
        if (err instanceof JsonApiError && Object.keys(err.fieldErrors).length)
          setErrors(err.fieldErrors);
        toast({ variant: "error", title: "Dispute gagal dikirim", description: failureText(err) });
      },
    );
  };

  return (
    <FormDialog
      title="Ajukan Dispute"
      description={`Dispute atas ${subject.type === "orders" ? "order" : "pengiriman"} ${subject.code}`}
      busy={busy}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
    >
      <FormField id="dispute-kind" label="Jenis Dispute" required error={errors.kind}>
        <select
          id="dispute-kind"
          className="h-9 rounded-md border border-input bg-background px-3 text-sm"
          value={kind}
          onChange={(e) => setKind(e.target.value as DisputeKind)}
          disabled={busy}
        >
          {DISPUTE_KINDS.map((k) => (
            <option key={k} value={k}>
              {DISPUTE_KIND_LABEL[k]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="dispute-description" label="Keterangan" required error={errors.description}>
        <textarea
          id="dispute-description"
          className="min-h-24 rounded-md border border-input bg-background px-3 py-2 text-sm"
          value={description}
          maxLength={2000}
          aria-invalid={errors.description ? true : undefined}
          onChange={(e) => setDescription(e.target.value)}
          readOnly={busy}
        />
      </FormField>
      <FormField
        id="dispute-images"
        label="Foto Bukti"
        hint={`JPG, PNG atau WEBP, maksimal ${DISPUTE_MAX_IMAGES} foto @ 5 MB`}
        error={errors.images ?? errors.image_ids}
      >
        <input
          id="dispute-images"
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          className="text-sm"
          disabled={busy}
          onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
        />
      </FormField>
    </FormDialog>
  );
}
