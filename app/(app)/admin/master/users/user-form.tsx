"use client";

// Admin > Master > Users > Tambah User / Ubah User (SPEC §2): name, email, phone, password with
// confirmation (optional when editing: blank keeps the current one), the office (office picker
// 'Daftar Kantor') and the roles (at least one; checkboxes). The same zod schemas as the API
// (lib/schemas/users.ts); 422/409 details land on their fields. Editing replaces the roles and
// can deactivate the user ('Nonaktifkan' / 'Aktifkan'). Saved: 'Data Berhasil disimpan'.
import * as React from "react";
import { useUnsavedChanges } from "@/components/forms/use-unsaved-changes";
import { useRouter } from "next/navigation";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { Building2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { FormField, TextField } from "@/components/forms/form-field";
import { applyServerErrors } from "@/components/forms/server-errors";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { LoadingOverlay } from "@/components/widgets/loading-overlay";
import { OfficePicker, officeCodeLabel } from "@/components/widgets/office-picker";
import { ResultDialog } from "@/components/widgets/result-dialog";
import { useToast } from "@/components/widgets/toast";
import {
  JsonApiError,
  createResource,
  failureText,
  getResource,
  listResources,
  updateResource,
} from "@/lib/jsonapi-client";
import type { ZUserEditFormInput } from "@/lib/schemas/users";
import { SaveButton } from "@/components/forms/save-button";

type FormValues = z.input<typeof ZUserEditFormInput>;

// Creating needs a password; editing keeps the current one when it is left blank.
const createResolver = lazyZodResolver(() =>
  import("@/lib/schemas/users").then((m) => m.ZUserCreateInput),
);
const editResolver = lazyZodResolver(() =>
  import("@/lib/schemas/users").then((m) => m.ZUserEditFormInput),
);

interface RoleOption {
  id: string;
  name: string;
  label: string | null;
}

const EMPTY: FormValues = {
  name: "",
  email: "",
  phone: "",
  password: "",
  password_confirmation: "",
  is_active: true,
  office: "",
  roles: [],
};

export function UserForm({ userId }: { userId: string | null }) {
  const router = useRouter();
  const toast = useToast();
  const editing = userId !== null;
  const [roles, setRoles] = React.useState<RoleOption[]>([]);
  const [officeLabel, setOfficeLabel] = React.useState<string>("");
  const [pickerOpen, setPickerOpen] = React.useState(false);
  const [loading, setLoading] = React.useState(true);
  const [result, setResult] = React.useState<{ ok: boolean; text?: string } | null>(null);

  const form = useForm<FormValues>({
    resolver: (editing ? editResolver : createResolver) as never,
    defaultValues: EMPTY,
  });
  // Leaving with unsaved changes (browser Back, a link, closing the tab) asks first (SPEC §5);
  // a saved form has none left.
  useUnsavedChanges(form.formState.isDirty && !result?.ok);

  React.useEffect(() => {
    let live = true;
    const load = async () => {
      try {
        const roleList = await listResources<{ name: string; label: string | null }>("roles", {
          page: { number: 1, size: 100 },
          sort: "name",
        });
        if (!live) return;
        setRoles(roleList.rows.map((r) => ({ id: r.id, name: r.name, label: r.label })));
        if (userId) {
          const { resource, included } = await getResource<{
            name: string;
            email: string;
            phone: string | null;
            is_active: boolean;
          }>("users", userId, { include: ["office", "roles"] });
          if (!live) return;
          const officeRef = resource.relationships?.office?.data;
          const roleRefs = resource.relationships?.roles?.data;
          const office =
            officeRef && !Array.isArray(officeRef)
              ? included.find((x) => x.type === "offices" && x.id === officeRef.id)
              : undefined;
          const oa = (office?.attributes ?? {}) as { code?: string | null; name?: string };
          setOfficeLabel(office ? `${oa.code ?? "-"} — ${oa.name ?? ""}` : "");
          form.reset({
            name: resource.attributes.name,
            email: resource.attributes.email,
            phone: resource.attributes.phone ?? "",
            password: "",
            password_confirmation: "",
            is_active: resource.attributes.is_active,
            office: officeRef && !Array.isArray(officeRef) ? officeRef.id : "",
            roles: Array.isArray(roleRefs) ? roleRefs.map((r) => r.id) : [],
          });
        }
      } catch (err) {
        if (live) toast({ variant: "error", description: failureText(err) });
      } finally {
        if (live) setLoading(false);
      }
    };
    void load();
    return () => {
      live = false;
    };
  }, [userId, form, toast]);

  const onSubmit = form.handleSubmit(async (values) => {
    const attributes: Record<string, unknown> = {
      name: values.name,
      email: values.email,
      phone: values.phone || null,
      is_active: values.is_active,
    };
    if (values.password) {
      attributes.password = values.password;
      attributes.password_confirmation = values.password_confirmation;
    }
    const relationships = {
      office: { data: { type: "offices", id: values.office } },
      roles: { data: values.roles.map((id) => ({ type: "roles", id })) },
    };
    try {
      if (userId) await updateResource("users", userId, attributes, relationships);
      else await createResource("users", attributes, relationships);
      setResult({ ok: true });
    } catch (err) {
      const other =
        err instanceof JsonApiError ? applyServerErrors(form, err.toFailedResult()) : null;
      if (other !== null || !(err instanceof JsonApiError))
        setResult({ ok: false, text: failureText(err) });
    }
  });

  const busy = form.formState.isSubmitting;
  const officeError = form.formState.errors.office?.message;
  const rolesError = form.formState.errors.roles?.message;
  const title = editing ? "Ubah User" : "Tambah User";

  return (
    <div className="flex max-w-3xl flex-col gap-4 pt-2">
      <LoadingOverlay show={loading || busy} text={busy ? "Menyimpan..." : "Memuat..."} />
      <header>
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="text-sm text-muted-foreground">
          {editing
            ? "Ubah data user; kosongkan password bila tidak diganti."
            : "Isi data user, kantor dan role-nya."}
        </p>
      </header>
      <form onSubmit={onSubmit} noValidate aria-label={title} className="flex flex-col gap-4">
        {/* Disabled until the record is in: its arrival resets the form (see member-form.tsx). */}
        <fieldset disabled={loading || busy} className="contents">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField form={form} name="name" label="Nama" required readOnly={busy} />
            <TextField
              form={form}
              name="email"
              label="Email"
              type="email"
              required
              readOnly={busy}
            />
            <TextField form={form} name="phone" label="No. Telepon" readOnly={busy} />
            <FormField id="field-office" label="Kantor" required error={officeError}>
              <div className="flex gap-2">
                <input
                  id="field-office"
                  readOnly
                  value={officeLabel}
                  placeholder="Pilih kantor"
                  className="h-10 w-full rounded-md border bg-muted px-3 text-sm"
                  aria-invalid={officeError ? true : undefined}
                  onClick={() => setPickerOpen(true)}
                />
                <Button type="button" variant="outline" onClick={() => setPickerOpen(true)}>
                  <Building2 className="size-4" aria-hidden="true" />
                  Cari Kantor
                </Button>
              </div>
            </FormField>
            <TextField
              form={form}
              name="password"
              label="Password"
              type="password"
              autoComplete="new-password"
              required={!editing}
              hint={editing ? "Kosongkan bila tidak diganti" : undefined}
              readOnly={busy}
            />
            <TextField
              form={form}
              name="password_confirmation"
              label="Konfirmasi Password"
              type="password"
              autoComplete="new-password"
              required={!editing}
              readOnly={busy}
            />
          </div>
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={rolesError ? "roles-error" : undefined}
          >
            <legend className="text-sm font-medium">
              Role
              <span aria-hidden="true" className="ml-0.5 text-destructive">
                *
              </span>
            </legend>
            <Controller
              control={form.control}
              name="roles"
              render={({ field }) => (
                <div className="grid gap-2 sm:grid-cols-3">
                  {roles.map((r) => {
                    const checked = field.value.includes(r.id);
                    return (
                      <label key={r.id} className="flex items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          checked={checked}
                          disabled={busy}
                          onChange={(e) =>
                            field.onChange(
                              e.target.checked
                                ? [...field.value, r.id]
                                : field.value.filter((x) => x !== r.id),
                            )
                          }
                        />
                        {r.label || r.name}
                      </label>
                    );
                  })}
                </div>
              )}
            />
            {rolesError ? (
              <p id="roles-error" className="text-xs text-destructive">
                {rolesError}
              </p>
            ) : null}
          </fieldset>
          {editing ? (
            <Controller
              control={form.control}
              name="is_active"
              render={({ field }) => (
                <div className="flex items-center gap-2">
                  <Switch
                    id="field-is-active"
                    checked={field.value}
                    onCheckedChange={field.onChange}
                    disabled={busy}
                  />
                  <Label htmlFor="field-is-active">User Aktif</Label>
                </div>
              )}
            />
          ) : null}
          <div className="flex gap-2">
            <Button
              type="button"
              variant="outline"
              onClick={() => router.push("/admin/master/users")}
              disabled={busy}
            >
              Kembali
            </Button>
            <SaveButton busy={busy} disabled={loading} />
          </div>
        </fieldset>
      </form>
      <OfficePicker
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        onSelect={(o) => {
          form.setValue("office", o.id, { shouldValidate: form.formState.isSubmitted });
          setOfficeLabel(`${officeCodeLabel(o.code, o.tempCode)} — ${o.name}`);
          setPickerOpen(false);
        }}
      />
      <ResultDialog
        open={result !== null}
        onOpenChange={(o) => {
          if (!o) setResult(null);
        }}
        status={result?.ok ? "success" : "failure"}
        text={result?.ok ? undefined : result?.text}
        onRetry={() => void onSubmit()}
        onBack={() => {
          if (result?.ok) router.push("/admin/master/users");
        }}
      />
    </div>
  );
}
