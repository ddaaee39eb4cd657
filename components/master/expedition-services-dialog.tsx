"use client";

// Admin > Master > Ekspedisi > 'Layanan': an expedition's service lines (expedition-details, SPEC
// §7): name (REG, YES ...), optional destination city, tariff per kg in whole rupiah, estimated
// days, active. Listed with the DataTable; added and edited in the form under the list (validated
// with the server's schema), deleted after 'Yakin' / 'Batal'.
import type { LookupPanelProps } from "@/components/data-table/lookup-configs";
import { ActiveBadge, EditDeleteActions } from "@/components/data-table/row-actions";
import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { Controller, useForm } from "react-hook-form";
import { DataTable } from "@/components/data-table/data-table";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { NumberInput } from "@/components/forms/number-input";
import { MONEY } from "@/lib/bounds";
import { FormField, TextField, fieldAria } from "@/components/forms/form-field";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { applyServerErrors } from "@/components/forms/server-errors";
import { ConfirmDialog } from "@/components/widgets/confirm-dialog";
import { useToast } from "@/components/widgets/toast";
import {
  JsonApiError,
  createResource,
  deleteResource,
  failureText,
  listResources,
  relatedOne,
  updateResource,
  type ListResult,
} from "@/lib/jsonapi-client";
import { formatRupiah } from "@/lib/format";
import type {
  TExpeditionServiceFormInput,
  TExpeditionServiceFormOutput,
} from "./expedition-services-dialog-schema";

interface DetailAttributes {
  name: string;
  city_id: string | null;
  price_per_kg: number;
  estimated_days: number | null;
  description: string | null;
  is_active: boolean;
}
interface DetailRow extends DetailAttributes {
  id: string;
  city: string;
}
interface Option {
  id: string;
  name: string;
}

type TIn = TExpeditionServiceFormInput;
type TOut = TExpeditionServiceFormOutput;
const resolver = lazyZodResolver(() =>
  import("./expedition-services-dialog-schema").then((m) => m.ZExpeditionServiceForm),
);

const SELECT = "h-10 w-full rounded-md border border-input bg-background px-2 text-sm";

export function ExpeditionServicesDialog({
  expedition,
  mayEdit,
  onClose,
}: {
  expedition: { id: string; name: string };
  mayEdit: boolean;
  onClose: () => void;
}) {
  const toast = useToast();
  const [reloadKey, setReloadKey] = React.useState(0);
  const [editing, setEditing] = React.useState<DetailRow | null>(null);
  const [deleting, setDeleting] = React.useState<DetailRow | null>(null);
  const [busyDelete, setBusyDelete] = React.useState(false);

  const select = React.useCallback(
    (result: ListResult<DetailAttributes>): DetailRow[] =>
      result.resources.map((r) => ({
        ...r.attributes,
        id: r.id,
        city: String(relatedOne(r, "city", result.included)?.attributes?.name ?? "Semua kota"),
      })),
    [],
  );
  const columns = React.useMemo<ColumnDef<DetailRow>[]>(
    () => [
      { id: "name", accessorKey: "name", header: "Layanan", enableSorting: true },
      { id: "city", accessorKey: "city", header: "Kota Tujuan" },
      {
        id: "price_per_kg",
        header: "Tarif / kg",
        enableSorting: true,
        cell: ({ row }) => formatRupiah(row.original.price_per_kg),
      },
      {
        id: "estimated_days",
        header: "Estimasi",
        cell: ({ row }) =>
          row.original.estimated_days == null ? "-" : `${row.original.estimated_days} hari`,
      },
      {
        id: "is_active",
        header: "Status",
        cell: ({ row }) => <ActiveBadge active={row.original.is_active} />,
      },
    ],
    [],
  );

  const onDelete = async () => {
    if (!deleting) return;
    setBusyDelete(true);
    try {
      await deleteResource("expedition-details", deleting.id);
      toast({ variant: "success", description: "Layanan berhasil dihapus" });
      if (editing?.id === deleting.id) setEditing(null);
      setDeleting(null);
      setReloadKey((k) => k + 1);
    } catch (err) {
      toast({ variant: "error", description: failureText(err) });
    } finally {
      setBusyDelete(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Layanan {expedition.name}</DialogTitle>
          <DialogDescription>Layanan pengiriman, kota tujuan dan tarif per kg.</DialogDescription>
        </DialogHeader>
        <DataTable<DetailAttributes, DetailRow>
          resource="expedition-details"
          label={`Daftar Layanan ${expedition.name}`}
          columns={columns}
          select={select}
          include={["city"]}
          defaultSort="name"
          pageSize={5}
          filters={{ expedition_id: expedition.id }}
          searchPlaceholder="Cari Layanan"
          reloadKey={reloadKey}
          rowActions={
            mayEdit
              ? (row) => (
                  <>
                    <EditDeleteActions
                      editLabel={`Ubah layanan ${row.name}`}
                      deleteLabel={`Hapus layanan ${row.name}`}
                      onEdit={() => setEditing(row)}
                      onDelete={() => setDeleting(row)}
                    />
                  </>
                )
              : undefined
          }
        />
        {mayEdit ? (
          <ServiceForm
            key={editing?.id ?? "new"}
            expeditionId={expedition.id}
            row={editing}
            onCancel={() => setEditing(null)}
            onSaved={(message) => {
              toast({ variant: "success", description: message });
              setEditing(null);
              setReloadKey((k) => k + 1);
            }}
          />
        ) : null}
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(o) => {
            if (!o) setDeleting(null);
          }}
          variant="yakin"
          title="Hapus Layanan"
          text={deleting ? `Yakin menghapus layanan '${deleting.name}'?` : ""}
          busy={busyDelete}
          onConfirm={onDelete}
        />
      </DialogContent>
    </Dialog>
  );
}

function ServiceForm({
  expeditionId,
  row,
  onCancel,
  onSaved,
}: {
  expeditionId: string;
  row: DetailRow | null;
  onCancel: () => void;
  onSaved: (message: string) => void;
}) {
  const toast = useToast();
  const [provinces, setProvinces] = React.useState<Option[]>([]);
  const [cityOptions, setCityOptions] = React.useState<{ province: string; rows: Option[] }>({
    province: "",
    rows: [],
  });
  const [province, setProvince] = React.useState(row?.city_id?.slice(0, 2) ?? "");
  const form = useForm<TIn, unknown, TOut>({
    resolver,
    defaultValues: {
      name: row?.name ?? "",
      city: row?.city_id ?? null,
      price_per_kg: row?.price_per_kg,
      estimated_days: row?.estimated_days ?? null,
      description: row?.description ?? "",
      is_active: row?.is_active ?? true,
    },
  });

  React.useEffect(() => {
    const ctl = new AbortController();
    listResources<{ name: string }>(
      "provinces",
      { sort: "name", page: { number: 1, size: 100 }, fields: { provinces: ["name"] } },
      ctl.signal,
    )
      .then((r) => setProvinces(r.rows.map((p) => ({ id: p.id, name: p.name }))))
      .catch(() => undefined);
    return () => ctl.abort();
  }, []);

  React.useEffect(() => {
    if (!province) return;
    const ctl = new AbortController();
    listResources<{ name: string }>(
      "cities",
      {
        sort: "name",
        filter: { province_id: province },
        page: { number: 1, size: 100 },
        fields: { cities: ["name"] },
      },
      ctl.signal,
    )
      .then((r) =>
        setCityOptions({ province, rows: r.rows.map((c) => ({ id: c.id, name: c.name })) }),
      )
      .catch(() => undefined);
    return () => ctl.abort();
  }, [province]);

  const cities = cityOptions.province === province ? cityOptions.rows : [];

  const onSubmit = form.handleSubmit(async (values) => {
    const attributes = {
      name: values.name,
      price_per_kg: values.price_per_kg,
      estimated_days: values.estimated_days ?? null,
      description: values.description ?? null,
      is_active: values.is_active ?? true,
    };
    const city = { data: values.city ? { type: "cities", id: values.city } : null };
    try {
      if (row) {
        await updateResource("expedition-details", row.id, attributes, { city });
        onSaved("Data Berhasil diubah");
      } else {
        await createResource("expedition-details", attributes, {
          expedition: { data: { type: "expeditions", id: expeditionId } },
          city,
        });
        onSaved("Data Berhasil disimpan");
      }
    } catch (err) {
      const first =
        err instanceof JsonApiError ? applyServerErrors(form, err.toFailedResult()) : null;
      toast({ variant: "error", description: first ?? failureText(err) });
    }
  });

  const busy = form.formState.isSubmitting;
  const errors = form.formState.errors;
  const title = row ? `Ubah layanan ${row.name}` : "Tambah Layanan";
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={title}
      className="grid gap-3 rounded-md border p-3 sm:grid-cols-2"
    >
      <h3 className="font-medium sm:col-span-2">{title}</h3>
      <TextField form={form} name="name" label="Nama Layanan" required readOnly={busy} />
      <FormField
        id="field-price_per_kg"
        label="Tarif / kg"
        required
        error={errors.price_per_kg?.message}
      >
        <Controller
          control={form.control}
          name="price_per_kg"
          render={({ field }) => (
            <NumberInput
              id="field-price_per_kg"
              spec={MONEY}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              readOnly={busy}
              {...fieldAria("field-price_per_kg", errors.price_per_kg?.message, true)}
            />
          )}
        />
      </FormField>
      <FormField id="field-province" label="Provinsi Tujuan">
        <select
          id="field-province"
          className={SELECT}
          value={province}
          onChange={(e) => {
            setProvince(e.target.value);
            form.setValue("city", null);
          }}
        >
          <option value="">Semua kota</option>
          {provinces.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="field-city" label="Kota Tujuan" error={errors.city?.message}>
        <Controller
          control={form.control}
          name="city"
          render={({ field }) => (
            <select
              id="field-city"
              className={SELECT}
              value={field.value ?? ""}
              disabled={!province}
              onChange={(e) => field.onChange(e.target.value || null)}
            >
              <option value="">Semua kota</option>
              {cities.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        />
      </FormField>
      <FormField
        id="field-estimated_days"
        label="Estimasi (hari)"
        error={errors.estimated_days?.message}
      >
        <Controller
          control={form.control}
          name="estimated_days"
          render={({ field }) => (
            <Input
              id="field-estimated_days"
              type="number"
              min={0}
              max={365}
              value={field.value ?? ""}
              onChange={(e) =>
                field.onChange(e.target.value === "" ? null : Number(e.target.value))
              }
              readOnly={busy}
            />
          )}
        />
      </FormField>
      <Controller
        control={form.control}
        name="is_active"
        render={({ field }) => (
          <div className="flex items-center gap-3 self-end pb-2">
            <Switch
              id="field-service-active"
              checked={field.value ?? true}
              onCheckedChange={field.onChange}
              disabled={busy}
            />
            <Label htmlFor="field-service-active">Aktif</Label>
          </div>
        )}
      />
      <div className="flex justify-end gap-2 sm:col-span-2">
        {row ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            Batal
          </Button>
        ) : null}
        <Button type="submit" disabled={busy}>
          {busy ? "Menyimpan..." : row ? "Simpan Layanan" : "Tambah Layanan"}
        </Button>
      </div>
    </form>
  );
}

/** The Ekspedisi lookup's row panel (components/data-table/lookup-configs.ts). */
export default function ExpeditionServicesPanel({
  row,
  label,
  mayEdit,
  onClose,
}: LookupPanelProps) {
  return (
    <ExpeditionServicesDialog
      expedition={{ id: row.id, name: label }}
      mayEdit={mayEdit}
      onClose={onClose}
    />
  );
}
