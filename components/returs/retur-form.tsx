"use client";

// The retur form of every retur screen that writes one (config.ts): the returning office writes
// its own retur to Pusat; Penjualan picks the returning office (Daftar Kantor, the kind's
// category) or, for a return to a supplier, the supplier and the warehouse the goods leave
// (damaged or main). Lines are added by product search or a barcode scan, each with its quantity
// and reason (required for a product the office never bought: the server says which). Prices are
// not entered here: Penjualan prices the retur once its goods arrived. Server errors land on their
// line ('/data/attributes/details/{i}/...').
import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Controller, useFieldArray, useForm } from "react-hook-form";
import { can } from "@/components/data-table/permissions";
import { FormField, TextField } from "@/components/forms/form-field";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { SaveButton } from "@/components/forms/save-button";
import { DateInput } from "@/components/forms/date-input";
import { useUnsavedChanges } from "@/components/forms/use-unsaved-changes";
import type { PickedProduct } from "@/components/qrcode/product-select";
import { useSessionUser } from "@/components/shell/session-provider";
import { Alert } from "@/components/ui/alert";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { OfficeField, OfficePicker, officeCodeLabel } from "@/components/widgets/office-picker";
import { placeProduct, useProductScan } from "@/components/forms/product-lines";
import {
  LineError,
  ProductLinesEditor,
  usePickedLines,
} from "@/components/forms/product-lines-editor";
import { useToast } from "@/components/widgets/toast";
import { JsonApiError, createResource, failureText } from "@/lib/jsonapi-client";
import { jakartaDateString } from "@/lib/business-date";
import { RETUR_MAX_LINES, RETUR_MAX_QUANTITY } from "@/lib/labels/returs";
import type { NumberSpec } from "@/lib/bounds";
import type { TReturFormInput, TReturFormOutput } from "@/lib/schemas/returs";
import type { ReturScreen } from "./config";

const resolver = lazyZodResolver<TReturFormInput, TReturFormOutput>(() =>
  import("@/lib/schemas/returs").then((m) => m.ZReturForm),
);

const QUANTITY: NumberSpec = { kind: "integer", min: 1, max: RETUR_MAX_QUANTITY };
const LINE_POINTER = /^\/data\/attributes\/details\/(\d+)\/(product_id|quantity|reason)$/;
const PARTY_POINTER = /^\/data\/relationships\/(origin|destination)-office$/;
/** Office categories Penjualan picks the returning office from, per kind. */
const CATEGORY = { stockist: 4, stockist_center: 3, kantor_pelayanan: 2, supplier: 6 } as const;

/**
 * `cfg` is the page's one screen (RETUR_SCREENS[key], read on the server): importing the table
 * here would ship every retur screen, their labels and routes with the form.
 */
export function ReturForm({ cfg }: { cfg: ReturScreen }) {
  const router = useRouter();
  const toast = useToast();
  const user = useSessionUser();
  const [busy, setBusy] = React.useState(false);
  const [alert, setAlert] = React.useState<string | null>(null);
  const [picking, setPicking] = React.useState(false);
  const [partyText, setPartyText] = React.useState("");
  const picked = usePickedLines(() => [null]);
  const onBehalf = cfg.side === "penjualan";
  const supplier = cfg.kind === "supplier";
  const form = useForm<TReturFormInput, unknown, TReturFormOutput>({
    resolver,
    defaultValues: {
      party: "",
      retur_date: jakartaDateString(),
      delivery_method: "dikirim",
      ...(supplier ? { origin_warehouse_type: "damaged" as const } : {}),
      description: "",
      details: [{ product_id: "", quantity: 1, reason: "" }],
    },
  });
  const lines = useFieldArray({ control: form.control, name: "details" });
  const [saved, setSaved] = React.useState(false);
  useUnsavedChanges(form.formState.isDirty && !saved);

  const addProduct = React.useCallback(
    (p: PickedProduct) => {
      const current = form.getValues("details");
      const place = placeProduct(current, p.id);
      if (place.kind === "increment")
        form.setValue(`details.${place.at}.quantity`, place.quantity, { shouldDirty: true });
      else if (place.kind === "fill") {
        form.setValue(`details.${place.at}.product_id`, p.id, { shouldDirty: true });
        picked.set(place.at, p);
      } else {
        lines.append({ product_id: p.id, quantity: 1, reason: "" });
        picked.append(p);
      }
    },
    [form, lines, picked],
  );

  // A scanned barcode is a product code: add it (or one more of it).
  useProductScan(addProduct, !busy);

  const showServerErrors = (err: unknown) => {
    if (!(err instanceof JsonApiError)) {
      setAlert(failureText(err));
      return;
    }
    let other: string | null = null;
    for (const [pointer, detail] of Object.entries(err.pointers)) {
      const m = LINE_POINTER.exec(pointer);
      if (m) {
        const field = m[2] as "product_id" | "quantity" | "reason";
        form.setError(`details.${Number(m[1])}.${field}`, { type: "server", message: detail });
      } else if (PARTY_POINTER.test(pointer))
        form.setError("party", { type: "server", message: detail });
      else if (pointer === "/data/attributes/retur_date")
        form.setError("retur_date", { type: "server", message: detail });
      else other ??= detail;
    }
    setAlert(other);
  };

  const save = async (v: TReturFormOutput) => {
    if (onBehalf && !v.party) {
      form.setError("party", { type: "required", message: "Kolom wajib diisi" });
      return;
    }
    setBusy(true);
    setAlert(null);
    try {
      const relationships =
        onBehalf && v.party
          ? {
              [supplier ? "destination-office" : "origin-office"]: {
                data: { type: "offices", id: v.party },
              },
            }
          : undefined;
      const row = await createResource(
        "returs",
        {
          retur_date: v.retur_date,
          delivery_method: v.delivery_method,
          description: v.description,
          ...(supplier ? { origin_warehouse_type: v.origin_warehouse_type } : {}),
          details: v.details.map((d) => ({
            product_id: d.product_id,
            quantity: d.quantity,
            reason: d.reason,
          })),
        },
        relationships,
      );
      toast({ variant: "success", description: "Data Berhasil disimpan" });
      setSaved(true);
      router.replace(`${cfg.detailBase}/${row.id}`);
    } catch (err) {
      showServerErrors(err);
      setBusy(false);
    }
  };

  if (!can(user, "returs.create"))
    return <Alert variant="error">Anda tidak memiliki akses untuk membuat retur</Alert>;
  const partyError = form.getFieldState("party", form.formState).error?.message;
  const linesError =
    form.formState.errors.details?.message ?? form.formState.errors.details?.root?.message;

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-2xl font-semibold">Tambah {cfg.title}</h1>
          <p className="text-sm text-muted-foreground">
            Stok barang diambil dari gudang asal saat retur dikirim; barang yang belum pernah dibeli
            wajib diberi alasan.
          </p>
        </div>
        <Link href={cfg.basePath} className={buttonVariants({ variant: "outline" })}>
          Kembali ke {cfg.title}
        </Link>
      </header>
      {alert ? <Alert variant="error">{alert}</Alert> : null}
      <form
        noValidate
        aria-label={`Tambah ${cfg.title}`}
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit(save)}
      >
        <Card>
          <CardContent className="grid gap-4 pt-6 md:grid-cols-2">
            {onBehalf ? (
              <OfficeField
                id="field-party"
                label={supplier ? "Supplier" : "Kantor Asal"}
                text={partyText}
                error={partyError}
                onPick={() => setPicking(true)}
              />
            ) : null}
            <FormField
              id="field-retur-date"
              label="Tanggal Retur"
              required
              error={form.formState.errors.retur_date?.message}
            >
              <Controller
                control={form.control}
                name="retur_date"
                render={({ field: f }) => (
                  <DateInput
                    id="field-retur-date"
                    readOnly={busy}
                    value={f.value}
                    onChange={f.onChange}
                    onBlur={f.onBlur}
                    ref={f.ref}
                  />
                )}
              />
            </FormField>
            <FormField id="field-delivery-method" label="Metode Pengiriman" required>
              <select
                id="field-delivery-method"
                className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
                disabled={busy}
                {...form.register("delivery_method")}
              >
                <option value="dikirim">Dikirim</option>
                <option value="diambil">Diambil</option>
              </select>
            </FormField>
            {supplier ? (
              <FormField id="field-origin-warehouse" label="Gudang Asal" required>
                <select
                  id="field-origin-warehouse"
                  className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
                  disabled={busy}
                  {...form.register("origin_warehouse_type")}
                >
                  <option value="damaged">Gudang Rusak</option>
                  <option value="main">Gudang Utama</option>
                </select>
              </FormField>
            ) : null}
            <TextField form={form} name="description" label="Keterangan" readOnly={busy} />
          </CardContent>
        </Card>

        <ProductLinesEditor
          title="Barang Retur"
          label="Barang retur"
          scanHint
          lines={lines}
          emptyLine={() => ({ product_id: "", quantity: 1, reason: "" })}
          picked={picked}
          maxLines={RETUR_MAX_LINES}
          busy={busy}
          error={linesError}
          lineErrors={(i) => form.formState.errors.details?.[i]}
          onProduct={(i, id) => form.setValue(`details.${i}.product_id`, id, { shouldDirty: true })}
          control={form.control}
          quantity={{ name: (i) => `details.${i}.quantity`, spec: QUANTITY, headClassName: "w-40" }}
          columns={[
            {
              header: "Alasan",
              headClassName: "min-w-48",
              cell: (i) => {
                const error = form.formState.errors.details?.[i]?.reason?.message;
                return (
                  <>
                    <Input
                      aria-label={`Alasan baris ${i + 1}`}
                      aria-invalid={error ? true : undefined}
                      readOnly={busy}
                      {...form.register(`details.${i}.reason`)}
                    />
                    <LineError message={error} />
                  </>
                );
              },
            },
          ]}
        />
        <div className="flex justify-end">
          <SaveButton busy={busy} />
        </div>
      </form>
      {onBehalf ? (
        <OfficePicker
          open={picking}
          onOpenChange={setPicking}
          title={supplier ? "Daftar Supplier" : "Daftar Kantor"}
          filters={{ office_category_id: CATEGORY[cfg.kind] }}
          onSelect={(o) => {
            form.setValue("party", o.id, { shouldDirty: true });
            setPartyText(`${officeCodeLabel(o.code, o.tempCode)} - ${o.name}`);
            setPicking(false);
          }}
        />
      ) : null}
    </div>
  );
}
