"use client";

// /customer-service/broadcast/template (docs/customer-service.md "Templates"): broadcast templates
// with variables ({nama}, {kode}, {saldo}, {komisi} …) and a preview filled with a real office's
// values (broadcast-templates/-actions/preview), plus the canned responses agents insert with `/`.
import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { useForm, useWatch } from "react-hook-form";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { DataTable } from "@/components/data-table/data-table";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { TextField } from "@/components/forms/form-field";
import { FormDialog } from "@/components/forms/form-actions";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { applyServerErrors } from "@/components/forms/server-errors";
import { useToast } from "@/components/widgets/toast";
import {
  callApi,
  createResource,
  deleteResource,
  failureText,
  JsonApiError,
  updateResource,
  type Row,
} from "@/lib/jsonapi-client";
import { TEMPLATE_VARIABLES, unknownVariables } from "@/lib/customer-service-rules";

interface TemplateAttrs {
  name: string;
  message: string;
  is_active: boolean;
}
type TemplateRow = Row<TemplateAttrs>;

interface CannedAttrs {
  shortcut: string;
  content: string;
}
type CannedRow = Row<CannedAttrs>;

const templateResolver = lazyZodResolver(() =>
  import("@/lib/schemas/customer-service").then((m) => m.ZTemplateInput),
);
const cannedResolver = lazyZodResolver(() =>
  import("@/lib/schemas/customer-service").then((m) => m.ZCannedInput),
);

const templateColumns: ColumnDef<TemplateRow>[] = [
  { id: "name", accessorKey: "name", header: "Nama", enableSorting: true },
  {
    id: "message",
    header: "Pesan",
    cell: ({ row }) => (
      <span className="line-clamp-2 max-w-lg whitespace-pre-wrap">{row.original.message}</span>
    ),
  },
  {
    id: "is_active",
    header: "Status",
    cell: ({ row }) =>
      row.original.is_active ? (
        <Badge color="green">Aktif</Badge>
      ) : (
        <Badge color="red">Non Aktif</Badge>
      ),
  },
];

const cannedColumns: ColumnDef<CannedRow>[] = [
  {
    id: "shortcut",
    header: "Pintasan",
    enableSorting: true,
    cell: ({ row }) => `/${row.original.shortcut}`,
  },
  {
    id: "content",
    header: "Isi",
    cell: ({ row }) => <span className="line-clamp-2 max-w-lg">{row.original.content}</span>,
  },
];

export function TemplatesScreen() {
  const toast = useToast();
  const [reload, setReload] = React.useState(0);
  const [editing, setEditing] = React.useState<TemplateRow | "new" | null>(null);
  const [canned, setCanned] = React.useState<CannedRow | "new" | null>(null);
  const done = (message: string) => {
    setEditing(null);
    setCanned(null);
    setReload((n) => n + 1);
    toast({ variant: "success", description: message });
  };
  return (
    <div className="flex flex-col gap-6 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">Template Broadcast</h1>
        <p className="text-sm text-muted-foreground">
          Pesan dengan variabel yang diisi dari data kantor penerima.
        </p>
      </header>
      <DataTable<TemplateAttrs, TemplateRow>
        resource="broadcast-templates"
        label="Daftar template"
        columns={templateColumns}
        defaultSort="name"
        reloadKey={reload}
        searchPlaceholder="Cari template"
        toolbar={
          <Button type="button" onClick={() => setEditing("new")}>
            <Plus className="size-4" aria-hidden="true" /> Tambah Template
          </Button>
        }
        rowActions={(row) => (
          <div className="flex gap-1">
            <Button
              type="button"
              size="sm"
              variant="ghost"
              aria-label={`Ubah ${row.name}`}
              onClick={() => setEditing(row)}
            >
              <Pencil className="size-4" aria-hidden="true" />
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              aria-label={`Hapus ${row.name}`}
              onClick={() =>
                void deleteResource("broadcast-templates", row.id)
                  .then(() => done("Template dihapus"))
                  .catch((e: unknown) => toast({ variant: "error", description: failureText(e) }))
              }
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </div>
        )}
      />
      <section aria-label="Balasan cepat" className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">Balasan Cepat</h2>
        <p className="text-sm text-muted-foreground">
          Ketik / dan pintasannya di kotak balasan chat.
        </p>
        <DataTable<CannedAttrs, CannedRow>
          resource="canned-responses"
          label="Daftar balasan cepat"
          columns={cannedColumns}
          defaultSort="shortcut"
          reloadKey={reload}
          searchPlaceholder="Cari balasan cepat"
          toolbar={
            <Button type="button" variant="outline" onClick={() => setCanned("new")}>
              <Plus className="size-4" aria-hidden="true" /> Tambah Balasan Cepat
            </Button>
          }
          rowActions={(row) => (
            <div className="flex gap-1">
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={`Ubah /${row.shortcut}`}
                onClick={() => setCanned(row)}
              >
                <Pencil className="size-4" aria-hidden="true" />
              </Button>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={`Hapus /${row.shortcut}`}
                onClick={() =>
                  void deleteResource("canned-responses", row.id)
                    .then(() => done("Balasan cepat dihapus"))
                    .catch((e: unknown) => toast({ variant: "error", description: failureText(e) }))
                }
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </div>
          )}
        />
      </section>
      {editing ? (
        <TemplateForm
          row={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={done}
        />
      ) : null}
      {canned ? (
        <CannedForm
          row={canned === "new" ? null : canned}
          onClose={() => setCanned(null)}
          onSaved={done}
        />
      ) : null}
    </div>
  );
}

interface TemplateValues {
  name: string;
  message: string;
}

function TemplateForm({
  row,
  onClose,
  onSaved,
}: {
  row: TemplateRow | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const toast = useToast();
  const form = useForm<TemplateValues>({
    resolver: templateResolver,
    defaultValues: { name: row?.name ?? "", message: row?.message ?? "" },
  });
  const [officeCode, setOfficeCode] = React.useState("");
  const [preview, setPreview] = React.useState<{ text: string; office: string | null } | null>(
    null,
  );
  const message = useWatch({ control: form.control, name: "message" });
  const unknown = unknownVariables(message);

  async function showPreview() {
    try {
      let officeId: string | null = null;
      if (officeCode.trim()) {
        const found = await callApi<{ data: { id: string }[] }>(
          `offices?filter[code]=${encodeURIComponent(officeCode.trim())}&page[size]=1&include=`,
        );
        officeId = found.data[0]?.id ?? null;
        if (!officeId) throw new JsonApiError(404, "Kantor tidak ditemukan");
      }
      const doc = await callApi<{
        meta: { preview: string; office: { code: string; name: string } | null };
      }>("broadcast-templates/-actions/preview", {
        method: "POST",
        body: {
          data: { type: "broadcast-templates", attributes: { message, office_id: officeId } },
        },
      });
      setPreview({
        text: doc.meta.preview,
        office: doc.meta.office ? `${doc.meta.office.code} ${doc.meta.office.name}` : null,
      });
    } catch (e) {
      toast({ variant: "error", description: failureText(e) });
    }
  }

  const onSubmit = form.handleSubmit(async (v) => {
    try {
      if (row) await updateResource("broadcast-templates", row.id, v);
      else await createResource("broadcast-templates", v);
      onSaved(row ? "Template diubah" : "Template ditambahkan");
    } catch (e) {
      if (e instanceof JsonApiError) applyServerErrors(form, e.toFailedResult());
      toast({ variant: "error", description: failureText(e) });
    }
  });
  const error = form.formState.errors.message?.message;
  return (
    <FormDialog
      title={row ? "Ubah Template" : "Tambah Template"}
      description="Variabel ditulis dalam kurung kurawal, misalnya {nama}."
      busy={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <TextField form={form} name="name" label="Nama" required autoFocus />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="template-message">Pesan *</Label>
        <textarea
          id="template-message"
          rows={5}
          className="rounded-md border bg-background p-2 text-sm"
          aria-invalid={error ? true : undefined}
          {...form.register("message")}
        />
        {error ? <p className="text-xs text-destructive">{error}</p> : null}
        <p className="text-xs text-muted-foreground">
          {Object.entries(TEMPLATE_VARIABLES)
            .map(([k, v]) => `{${k}} ${v}`)
            .join(" · ")}
        </p>
        {unknown.length ? (
          <p className="text-xs text-yellow-700">
            Variabel tidak dikenal: {unknown.map((u) => `{${u}}`).join(", ")}
          </p>
        ) : null}
      </div>
      <div className="flex items-end gap-2">
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor="preview-office">Kode kantor untuk pratinjau</Label>
          <Input
            id="preview-office"
            value={officeCode}
            onChange={(e) => setOfficeCode(e.target.value)}
            placeholder="Kosongkan: Mitra Usaha pertama"
          />
        </div>
        <Button
          type="button"
          variant="outline"
          onClick={() => void showPreview()}
          disabled={!message.trim()}
        >
          Pratinjau
        </Button>
      </div>
      {preview ? (
        <div aria-label="Pratinjau pesan" className="rounded-md border bg-green-50 p-2 text-sm">
          {preview.office ? (
            <p className="mb-1 text-xs text-muted-foreground">Untuk {preview.office}</p>
          ) : null}
          <p className="whitespace-pre-wrap">{preview.text}</p>
        </div>
      ) : null}
    </FormDialog>
  );
}

interface CannedValues {
  shortcut: string;
  content: string;
}

function CannedForm({
  row,
  onClose,
  onSaved,
}: {
  row: CannedRow | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const toast = useToast();
  const form = useForm<CannedValues>({
    resolver: cannedResolver,
    defaultValues: { shortcut: row?.shortcut ?? "", content: row?.content ?? "" },
  });
  const onSubmit = form.handleSubmit(async (v) => {
    try {
      if (row) await updateResource("canned-responses", row.id, v);
      else await createResource("canned-responses", v);
      onSaved(row ? "Balasan cepat diubah" : "Balasan cepat ditambahkan");
    } catch (e) {
      if (e instanceof JsonApiError) applyServerErrors(form, e.toFailedResult());
      toast({ variant: "error", description: failureText(e) });
    }
  });
  return (
    <FormDialog
      title={row ? "Ubah Balasan Cepat" : "Tambah Balasan Cepat"}
      description="Pintasan huruf kecil tanpa spasi, misalnya salam."
      busy={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <TextField form={form} name="shortcut" label="Pintasan" required autoFocus />
      <TextField form={form} name="content" label="Isi" required />
    </FormDialog>
  );
}
