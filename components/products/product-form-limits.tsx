"use client";
// The third section of the Barang form, Batas Pembelian: order limits (minimum, maximum, active)
// for every office, an office category or one office.
import { Controller, type UseFieldArrayReturn } from "react-hook-form";
import { Plus, Trash2 } from "lucide-react";
import { NumberInput } from "@/components/forms/number-input";
import { COUNT } from "@/lib/bounds";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import type { TProductFormInput } from "@/lib/schemas/master-products";
import type { Lookups } from "./product-form-load";
import { SELECT_CLASS, selectValue, type ProductFormApi } from "./product-form-shared";

export function ProductLimitsSection({
  form,
  limits,
  lookups,
  busy,
  onPickOffice,
}: {
  form: ProductFormApi;
  limits: UseFieldArrayReturn<TProductFormInput, "limits", "id">;
  lookups: Lookups;
  busy: boolean;
  onPickOffice: () => void;
}) {
  const limitsError =
    form.formState.errors.limits?.message ?? form.formState.errors.limits?.root?.message;
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <h2 className="text-lg font-semibold">Batas Pembelian</h2>
            <p className="text-sm text-muted-foreground">
              Jumlah minimal dan maksimal per order, untuk semua kantor atau per kategori kantor.
              Maksimal kosong berarti tanpa batas.
            </p>
          </div>
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() =>
              limits.append({
                office_category_id: "",
                office_id: null,
                office_label: null,
                min_quantity: 0,
                max_quantity: null,
                is_active: true,
              })
            }
          >
            <Plus className="size-4" aria-hidden="true" />
            Tambah Batas
          </Button>
          <Button type="button" variant="outline" disabled={busy} onClick={onPickOffice}>
            <Plus className="size-4" aria-hidden="true" />
            Tambah Batas per Kantor
          </Button>
        </div>
        {limitsError ? <Alert variant="error">{limitsError}</Alert> : null}
        <Table aria-label="Batas Pembelian">
          <TableHeader>
            <TableRow>
              <TableHead>Berlaku untuk</TableHead>
              <TableHead>Minimal</TableHead>
              <TableHead>Maksimal</TableHead>
              <TableHead>Aktif</TableHead>
              <TableHead>
                <span className="sr-only">Aksi</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {limits.fields.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5} className="text-center text-sm text-muted-foreground">
                  Belum ada batas pembelian
                </TableCell>
              </TableRow>
            ) : (
              limits.fields.map((f, i) => (
                <TableRow key={f.id}>
                  <TableCell>
                    {f.office_label ? (
                      <span>Kantor {f.office_label}</span>
                    ) : (
                      <select
                        className={SELECT_CLASS}
                        aria-label={`Berlaku untuk batas ${i + 1}`}
                        defaultValue={selectValue(f.office_category_id)}
                        {...form.register(`limits.${i}.office_category_id`)}
                      >
                        <option value="">Semua Kantor</option>
                        {lookups.officeCategories.map((c) => (
                          <option key={c.id} value={String(c.id)}>
                            {c.name}
                          </option>
                        ))}
                      </select>
                    )}
                  </TableCell>
                  {(["min_quantity", "max_quantity"] as const).map((k) => (
                    <TableCell key={k} className="min-w-32">
                      <Controller
                        control={form.control}
                        name={`limits.${i}.${k}`}
                        render={({ field, fieldState }) => (
                          <>
                            <NumberInput
                              spec={COUNT}
                              ref={field.ref}
                              name={field.name}
                              value={field.value}
                              onChange={field.onChange}
                              onBlur={field.onBlur}
                              readOnly={busy}
                              aria-label={`${k === "min_quantity" ? "Minimal" : "Maksimal"} batas ${i + 1}`}
                              aria-invalid={fieldState.error ? true : undefined}
                            />
                            {fieldState.error ? (
                              <p className="text-xs text-destructive">{fieldState.error.message}</p>
                            ) : null}
                          </>
                        )}
                      />
                    </TableCell>
                  ))}
                  <TableCell>
                    <input
                      type="checkbox"
                      className="size-4"
                      aria-label={`Aktif batas ${i + 1}`}
                      defaultChecked={f.is_active}
                      {...form.register(`limits.${i}.is_active`)}
                    />
                  </TableCell>
                  <TableCell>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={`Hapus batas ${i + 1}`}
                      disabled={busy}
                      onClick={() => limits.remove(i)}
                    >
                      <Trash2 className="size-4 text-destructive" aria-hidden="true" />
                    </Button>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
