// The zod-free part of lib/schemas/purchasing.ts: limits, messages, number specs and the total a
// browser module may import without pulling zod into its page's first-load JavaScript
// (components/forms/lazy-resolver.ts). lib/schemas/purchasing.ts re-exports all of it, so server
// code imports either.
import { MONEY, type NumberSpec } from "@/lib/bounds";

/** Bounds of one purchase-order line (whole units, whole rupiah). */
export const PO_MAX_QUANTITY = 1_000_000;
export const PO_MAX_UNIT_PRICE = 1_000_000_000;
export const PO_MAX_LINES = 200;

export const PO_DUPLICATE_PRODUCT = "Barang yang sama diisi dua kali";
export const PO_EXPECTED_BEFORE_ORDER = "Tanggal perkiraan tidak boleh sebelum tanggal pembelian";

export { PURCHASE_ORDER_STATUS_LABEL } from "@/lib/labels/purchasing";
export type { PurchaseOrderStatus } from "@/lib/labels/purchasing";

/** A line's quantity and agreed unit price (lib/bounds.ts specs, read by the one number input). */
export const PO_QUANTITY: NumberSpec = {
  kind: "integer",
  min: 1,
  max: PO_MAX_QUANTITY,
  minMessage: "Jumlah minimal 1",
};
export const PO_UNIT_PRICE: NumberSpec = { ...MONEY, max: PO_MAX_UNIT_PRICE };

/** Largest total of one purchase order (whole rupiah, exact in a JSON number). */
export const PO_MAX_TOTAL = 1e15;

/** The total of lines as the server computes it (the form shows the same figure). */
export function purchaseOrderTotal(lines: { quantity: number; unit_price: number }[]): number {
  return lines.reduce((sum, l) => sum + l.quantity * l.unit_price, 0);
}
