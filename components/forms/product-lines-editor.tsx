"use client";

// The product lines of a document form (orders, returs, purchase orders): ONE table markup for
// every such form. A line is its product (the search combobox), its quantity, the form's own
// columns (a typed config: reason, unit price, the live figures ...) and 'Hapus baris'; above it the
// heading, the scan hint and 'Tambah Barang', below it what the form adds (the order's price
// summary). The form keeps its react-hook-form lines (their types differ): it hands its field
// array, the picked products (usePickedLines) and its control in, and sets the product_id a
// line's product change gives back. Where a picked or scanned product goes is product-lines.ts
// (the purchase order, without a scanner, does not load it).
import * as React from "react";
import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { GLYPH, Glyph } from "@/components/ui/glyph";
import { NumberInput } from "@/components/forms/number-input";
import { ProductSelect, type PickedProduct } from "@/components/qrcode/product-select";
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
import type { NumberSpec } from "@/lib/bounds";

/** The product picked on each line, in the lines' order (null: none yet). */
export interface PickedLines {
  at: (i: number) => PickedProduct | null;
  set: (i: number, product: PickedProduct | null) => void;
  append: (product: PickedProduct | null) => void;
  remove: (i: number) => void;
}

export function usePickedLines(initial: () => (PickedProduct | null)[]): PickedLines {
  const [products, setProducts] = React.useState(initial);
  // The changes keep their identity across renders (a form's callbacks depend on them).
  const changes = React.useMemo(
    () => ({
      set: (i: number, product: PickedProduct | null) =>
        setProducts((m) => m.map((p, k) => (k === i ? product : p))),
      append: (product: PickedProduct | null) => setProducts((m) => [...m, product]),
      remove: (i: number) => setProducts((m) => m.filter((_, k) => k !== i)),
    }),
    [],
  );
  return React.useMemo(
    () => ({ at: (i: number) => products[i] ?? null, ...changes }),
    [products, changes],
  );
}

/** A column after 'Barang': its header and what line `i` shows in it. */
export interface ProductLineColumn {
  header: string;
  /** Classes of the header cell (width, `hidden sm:table-cell`, `text-right` ...). */
  headClassName?: string;
  /** Classes of the body cells, after `align-top`. */
  cellClassName?: string;
  /** `data-testid` of line `i`'s cell. */
  testId?: (i: number) => string;
  cell: (i: number) => React.ReactNode;
}

/** A line's errors as react-hook-form holds them (`formState.errors.details[i]`). */
export interface LineErrors {
  product_id?: { message?: string };
  quantity?: { message?: string };
}

export interface ProductLinesEditorProps<T extends FieldValues, L> {
  /** The card's heading ('Barang', 'Barang Retur'). */
  title: string;
  /** The table's accessible name. */
  label: string;
  /** Shows 'Scan barcode untuk menambah barang' (the form listens with useProductScan). */
  scanHint?: boolean;
  /** The form's lines (`useFieldArray`): one table row each, keyed by its id. */
  lines: {
    fields: readonly { id: string }[];
    append: (line: L) => void;
    remove: (i: number) => void;
  };
  /** What 'Tambah Barang' appends. */
  emptyLine: () => L;
  /** The product each line shows (usePickedLines). */
  picked: PickedLines;
  maxLines: number;
  busy: boolean;
  /** The lines' own error (none, too many, a product twice). */
  error?: string;
  lineErrors: (i: number) => LineErrors | undefined;
  /** Line `i` got another product (null: cleared): the form sets its product_id. */
  onProduct: (i: number, productId: string) => void;
  /** The form's control and each line's quantity field ('Jumlah'). */
  control: Control<T>;
  quantity: { name: (i: number) => FieldPath<T>; spec: NumberSpec; headClassName: string };
  /** Shown under line `i`'s product (the order's figures on a phone). */
  belowProduct?: (i: number) => React.ReactNode;
  /** The columns after 'Jumlah'. */
  columns: readonly ProductLineColumn[];
  /** Rows after the lines (the purchase order's total). */
  footer?: React.ReactNode;
  /** Under the table, inside the card (the order's price summary). */
  children?: React.ReactNode;
}

export function ProductLinesEditor<T extends FieldValues, L>({
  title,
  label,
  scanHint = false,
  lines,
  emptyLine,
  picked,
  maxLines,
  busy,
  error,
  lineErrors,
  onProduct,
  control,
  quantity,
  belowProduct,
  columns,
  footer,
  children,
}: ProductLinesEditorProps<T, L>) {
  const rows = lines.fields;
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">{title}</h2>
          {scanHint ? (
            <span className="flex items-center gap-1 text-xs text-muted-foreground">
              <Glyph d={GLYPH.scanLine} />
              Scan barcode untuk menambah barang
            </span>
          ) : null}
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={busy || rows.length >= maxLines}
            onClick={() => {
              lines.append(emptyLine());
              picked.append(null);
            }}
          >
            <Glyph d={GLYPH.plus} />
            Tambah Barang
          </Button>
        </div>
        {error ? <Alert variant="error">{error}</Alert> : null}
        <Table aria-label={label}>
          <TableHeader>
            <TableRow>
              <TableHead className="min-w-64">Barang</TableHead>
              <TableHead className={quantity.headClassName}>Jumlah</TableHead>
              {columns.map((c) => (
                <TableHead key={c.header} className={c.headClassName}>
                  {c.header}
                </TableHead>
              ))}
              <TableHead className="w-12">
                <span className="sr-only">Aksi</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row, i) => {
              const e = lineErrors(i);
              const productMessage = e?.product_id?.message;
              return (
                <TableRow key={row.id}>
                  <TableCell className="align-top">
                    <ProductSelect
                      id={`line-${i}-product`}
                      value={picked.at(i)}
                      invalid={Boolean(productMessage)}
                      describedBy={productMessage ? `line-${i}-product-error` : undefined}
                      onChange={(p) => {
                        picked.set(i, p);
                        onProduct(i, p?.id ?? "");
                      }}
                    />
                    <LineError id={`line-${i}-product-error`} message={productMessage} />
                    {belowProduct?.(i)}
                  </TableCell>
                  <TableCell className="align-top">
                    <LineNumberField
                      control={control}
                      name={quantity.name(i)}
                      spec={quantity.spec}
                      label={`Jumlah baris ${i + 1}`}
                      error={e?.quantity?.message}
                      readOnly={busy}
                    />
                  </TableCell>
                  {columns.map((c) => (
                    <TableCell
                      key={c.header}
                      className={c.cellClassName ? `${c.cellClassName} align-top` : "align-top"}
                      data-testid={c.testId?.(i)}
                    >
                      {c.cell(i)}
                    </TableCell>
                  ))}
                  <TableCell className="align-top">
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={`Hapus baris ${i + 1}`}
                      disabled={busy || rows.length === 1}
                      onClick={() => {
                        lines.remove(i);
                        picked.remove(i);
                      }}
                    >
                      <Glyph d={GLYPH.trash} />
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
            {footer}
          </TableBody>
        </Table>
        {children}
      </CardContent>
    </Card>
  );
}

/** A line's field error, under its input. */
export function LineError({ id, message }: { id?: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-xs text-destructive">
      {message}
    </p>
  ) : null;
}

/** A line's number (quantity, unit price) bound to the form, with its error under it. */
export function LineNumberField<T extends FieldValues>({
  control,
  name,
  spec,
  label,
  error,
  readOnly,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  spec: NumberSpec;
  label: string;
  error: string | undefined;
  readOnly: boolean;
}) {
  return (
    <>
      <Controller
        control={control}
        name={name}
        render={({ field: f }) => (
          <NumberInput
            spec={spec}
            aria-label={label}
            aria-invalid={error ? true : undefined}
            readOnly={readOnly}
            value={f.value}
            onChange={f.onChange}
            onBlur={f.onBlur}
            ref={f.ref}
          />
        )}
      />
      <LineError message={error} />
    </>
  );
}
