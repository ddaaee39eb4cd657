// The zod-free part of lib/schemas/cashbills.ts (docs/cash-bills.md): limits and messages a
// browser module may import without pulling zod into its first-load JavaScript.
import type { NumberSpec } from "@/lib/bounds";

/** Most points one point addition gives. */
export const POINT_ADDITION_MAX = 1_000_000;

export const POINT_ADDITION_POINTS: NumberSpec = {
  kind: "integer",
  min: 1,
  max: POINT_ADDITION_MAX,
  minMessage: "Poin minimal 1",
};

export const POINT_ADDITION_REASON_REQUIRED = "Alasan tambah poin wajib diisi";
export const POINT_ADDITION_SAVED = "Tambah poin berhasil dicatat";
