// What the three sections of the Barang form share: the form's type and the look of its selects.
import type { UseFormReturn } from "react-hook-form";
import type { TProductForm, TProductFormInput } from "@/lib/schemas/master-products";

export type ProductFormApi = UseFormReturn<TProductFormInput, unknown, TProductForm>;

export const SELECT_CLASS =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm aria-[invalid=true]:border-destructive";

/** A select's starting value, in the page's HTML before the form takes it over. */
export const selectValue = (v: unknown): string =>
  typeof v === "string" ? v : v === null || v === undefined ? "" : String(v);
