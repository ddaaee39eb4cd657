// The member form's values, step titles and first-view messages: what the form's first view needs
// of lib/schemas/member-rules.ts (which re-exports all of it). The step rules, the server-error
// mapping and the API document stay in member-rules.ts, which the form loads when a step is left
// or the form is saved (docs/browser-performance.md, "Eighth change: the member forms").
export { UPLINE_NOT_FOUND } from "./master-rules";
export const FORM_INCOMPLETE = "Form belum lengkap!";
export const MEMBER_CATEGORY_ID = 5;

export const STEP_TITLES = ["Data Pribadi", "Data Alamat", "Data Bank"] as const;

/** SPEC §5: area numeric 0-4; anything else becomes 0 (§4). */
export function normalizeArea(value: unknown): number {
  const n = typeof value === "number" ? value : Number(value);
  return Number.isInteger(n) && n >= 0 && n <= 4 ? n : 0;
}

export interface MemberFormOptions {
  /** The Kantor Pelayanan view asks neither sex nor marital status (SPEC §2). */
  kpView: boolean;
}

/** The form's values (what the inputs hold; blank strings for empty fields). */
export interface MemberFormValues {
  id?: string;
  nomor?: string;
  nama_lengkap?: string;
  nama_distributor: string;
  no_nik: string;
  email: string;
  no_hp: string;
  tanggal_lahir: string;
  education_id: string;
  profession_id: string;
  jenis_kelamin: "" | "male" | "female";
  status_pernikahan: "" | "married" | "single";
  nama_pasangan: string;
  tanggal_pasangan: string;
  nama_pewaris: string;
  tanggal_pewaris: string;
  alamat: {
    detail: string;
    provinsi: string;
    kabupaten: string;
    kecamatan: string;
    desa: string;
    kode_pos: string;
  };
  area: number;
  bank_id: string;
  bank: { nama_bank: string; no_rekening: string; cabang_bank: string; nama_rekening: string };
  no_npwp: string;
  nama_npwp: string;
  is_active?: boolean;
  is_kta_need_delivery: boolean;
  referal: { id: string; no_upline: string; nama_upline: string };
}

export function emptyMemberForm(): MemberFormValues {
  return {
    nama_distributor: "",
    no_nik: "",
    email: "",
    no_hp: "",
    tanggal_lahir: "",
    education_id: "",
    profession_id: "",
    jenis_kelamin: "",
    status_pernikahan: "",
    nama_pasangan: "",
    tanggal_pasangan: "",
    nama_pewaris: "",
    tanggal_pewaris: "",
    alamat: { detail: "", provinsi: "", kabupaten: "", kecamatan: "", desa: "", kode_pos: "" },
    area: 0,
    bank_id: "",
    bank: { nama_bank: "", no_rekening: "", cabang_bank: "", nama_rekening: "" },
    no_npwp: "",
    nama_npwp: "",
    is_kta_need_delivery: false,
    referal: { id: "", no_upline: "", nama_upline: "" },
  };
}
