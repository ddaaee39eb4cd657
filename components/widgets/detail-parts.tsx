"use client";

// Small parts every document detail page shares (purchase orders, stock movements, orders): a
// labelled value of the header, the empty row of a lines table, and the required-reason field of
// the dialogs that cancel, refuse or release with a reason.
import { FormField } from "@/components/forms/form-field";
import { EmptyState, TableCell, TableRow } from "@/components/ui/table";

/** A label over its value, in a detail page's header grid. */
export function Info({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col">
      <span className="text-muted-foreground">{label}</span>
      <span className="font-medium">{value}</span>
    </div>
  );
}

/** The one row of a lines table that has none. */
export function EmptyRow({ colSpan }: { colSpan: number }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan}>
        <EmptyState />
      </TableCell>
    </TableRow>
  );
}

/** 'Alasan': the reason a dialog asks for (at most 1,000 characters, as the API's schemas). */
export function ReasonField({
  id,
  value,
  onChange,
  error,
  busy,
  required = true,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  busy: boolean;
  required?: boolean;
}) {
  return (
    <FormField id={id} label="Alasan" required={required} error={error ?? undefined}>
      <textarea
        id={id}
        className="min-h-24 rounded-md border border-input bg-background px-3 py-2 text-sm"
        value={value}
        maxLength={1000}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
        readOnly={busy}
      />
    </FormField>
  );
}
