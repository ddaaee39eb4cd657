// Messages of the Bonus area's member tools (zod-free; lib/schemas/bonus-tools.ts has the schemas).
export const MEMBER_NOT_FOUND = "Mitra usaha tidak ditemukan";
export const UPLINE_NOT_A_MEMBER = "Upline tidak ditemukan atau bukan mitra usaha";
export const UPLINE_IS_CYCLE = "Upline tidak boleh mitra usaha ini sendiri atau downline-nya";
export const UPLINE_UNCHANGED = "Upline sudah sama";
export const MEMBER_HAS_PURCHASES = "Mitra usaha yang sudah memiliki transaksi tidak dapat dihapus";
export const MEMBER_HAS_DOWNLINES = "Mitra usaha yang memiliki downline tidak dapat dihapus";
export const UPLINE_UPDATED = "Upline berhasil diubah";
export const MEMBER_REMOVED = "Mitra usaha berhasil dihapus";
