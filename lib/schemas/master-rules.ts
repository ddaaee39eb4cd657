// The zod-free part of lib/schemas/master.ts: messages and patterns a browser module may import
// without pulling zod into its page's first-load JavaScript (components/forms/lazy-resolver.ts).
// lib/schemas/master.ts re-exports all of it, so server code imports either.
import { BIRTH_DATE_MIN } from "../bounds";

export const REQUIRED = "Kolom wajib diisi";
export const CODE_TAKEN = "Kode sudah dipakai";
export const PRODUCT_CODE_TAKEN = "Kode barang sudah dipakai";
export const OFFICE_CODE_TAKEN = "Kode kantor sudah dipakai";
export const NIK_TAKEN = "NIK sudah terdaftar";
export const UPLINE_NOT_FOUND = "Nomor upline tidak ditemukan atau bukan Mitra Usaha";

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const BIRTH_DATE_FUTURE = "Tanggal lahir tidak boleh di masa depan";
export const BIRTH_DATE_TOO_EARLY = `Tanggal lahir tidak boleh sebelum ${BIRTH_DATE_MIN}`;
