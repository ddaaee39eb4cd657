"use client";
// The second section of the Barang form, Harga per Wilayah: the price grid per area (0-4) and
// buyer type, in whole rupiah; an empty cell has no price yet.
import { Controller } from "react-hook-form";
import { NumberInput } from "@/components/forms/number-input";
import { MONEY } from "@/lib/bounds";
import { Alert } from "@/components/ui/alert";
import { Card, CardContent } from "@/components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import type { Lookups } from "./product-form-load";
import type { ProductFormApi } from "./product-form-shared";

export function ProductPricesSection({
  form,
  lookups,
  busy,
}: {
  form: ProductFormApi;
  lookups: Lookups;
  busy: boolean;
}) {
  const pricesError =
    form.formState.errors.prices?.message ?? form.formState.errors.prices?.root?.message;
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-6">
        <div>
          <h2 className="text-lg font-semibold">Harga per Wilayah</h2>
          <p className="text-sm text-muted-foreground">
            Harga per wilayah (0-4) dan tipe pembeli, dalam rupiah. Harga yang diubah berlaku mulai
            sekarang; riwayat harga tetap tersimpan. Kosongkan sel yang belum punya harga.
          </p>
        </div>
        {pricesError ? <Alert variant="error">{pricesError}</Alert> : null}
        <div className="overflow-x-auto">
          <Table aria-label="Harga per Wilayah">
            <TableHeader>
              <TableRow>
                <TableHead>Wilayah</TableHead>
                {lookups.buyerTypes.map((b) => (
                  <TableHead key={b.id}>{b.name}</TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {lookups.areas.map((a, ai) => (
                <TableRow key={a.id}>
                  <TableCell className="whitespace-nowrap">
                    {a.id} - {a.name}
                  </TableCell>
                  {lookups.buyerTypes.map((b, bi) => {
                    const index = ai * lookups.buyerTypes.length + bi;
                    return (
                      <TableCell key={b.id} className="min-w-40">
                        <Controller
                          control={form.control}
                          name={`prices.${index}.price`}
                          render={({ field, fieldState }) => (
                            <>
                              <NumberInput
                                spec={MONEY}
                                ref={field.ref}
                                name={field.name}
                                value={field.value}
                                onChange={field.onChange}
                                onBlur={field.onBlur}
                                readOnly={busy}
                                aria-label={`Harga Wilayah ${a.id} ${b.name}`}
                                aria-invalid={fieldState.error ? true : undefined}
                              />
                              {fieldState.error ? (
                                <p className="text-xs text-destructive">
                                  {fieldState.error.message}
                                </p>
                              ) : null}
                            </>
                          )}
                        />
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </CardContent>
    </Card>
  );
}
