// Messages of the Bonus area's member tools (zod-free; lib/schemas/bonus-tools.ts has the schemas).
export const MEMBER_NOT_FOUND = "Mitra usaha tidak ditemukan";
export const UPLINE_NOT_A_MEMBER = "Upline tidak ditemukan atau bukan mitra usaha";
export const UPLINE_IS_CYCLE = "Upline tidak boleh mitra usaha ini sendiri atau downline-nya";
export const UPLINE_UNCHANGED = "Upline sudah sama";
export const MEMBER_HAS_PURCHASES = "Mitra usaha yang sudah memiliki transaksi tidak dapat dihapus";
export const MEMBER_HAS_DOWNLINES = "Mitra usaha yang memiliki downline tidak dapat dihapus";
export const UPLINE_UPDATED = "Upline berhasil diubah";
export const MEMBER_REMOVED = "Mitra usaha berhasil dihapus";
// Generate Mitra Usaha ND / Export ND-NE (docs/commission.md "ND and NE").
export const ND_PERIOD_NOT_CLOSED =
  "ND hanya dapat dibuat untuk periode mitra usaha yang sudah ditutup";
export const ND_PERIOD_NOT_FOUND = "Periode mitra usaha tidak ditemukan";
/** The message of a run: how many NDs it gave. */
export function ndGeneratedMessage(count: number): string {
  return count === 0
    ? "Tidak ada ND baru: semua mitra usaha yang memenuhi syarat sudah memiliki ND"
    : `${count} ND berhasil dibuat`;
}
