// The zod-free part of lib/schemas/member.ts: the member form's values (member-values.ts), its
// step rules, messages and the API document built from them, which a browser module may import without pulling zod into its
// page's first-load JavaScript (components/forms/lazy-resolver.ts).
// lib/schemas/member.ts re-exports all of it, so server code imports either.
import { MEMBER_CATEGORY_ID, normalizeArea, type MemberFormValues } from "./member-values";

export { REQUIRED } from "./master-rules";
export * from "./member-values";

/** The fields each step validates before moving on (SPEC §4/§5). */
export const STEP_FIELDS = [
  [
    "nama_distributor",
    "no_nik",
    "email",
    "no_hp",
    "tanggal_lahir",
    "education_id",
    "profession_id",
    "jenis_kelamin",
    "status_pernikahan",
    "nama_pasangan",
    "tanggal_pasangan",
    "nama_pewaris",
    "tanggal_pewaris",
  ],
  [
    "alamat.detail",
    "alamat.provinsi",
    "alamat.kabupaten",
    "alamat.kecamatan",
    "alamat.desa",
    "alamat.kode_pos",
    "area",
  ],
  [
    "bank_id",
    "bank.no_rekening",
    "bank.cabang_bank",
    "bank.nama_rekening",
    "no_npwp",
    "nama_npwp",
    "referal.no_upline",
  ],
] as const;

export type MemberFieldPath = (typeof STEP_FIELDS)[number][number];

/** Form field of an API error pointer (createMember / updateMember), for server-side errors. */
export function formFieldOfPointer(pointer: string): MemberFieldPath | null {
  const key = pointer.replace(/^\/data\/(attributes|relationships)\//, "");
  const map: Record<string, MemberFieldPath> = {
    name: "nama_distributor",
    ktp_number: "no_nik",
    email: "email",
    phone: "no_hp",
    birthdate: "tanggal_lahir",
    education: "education_id",
    profession: "profession_id",
    sex: "jenis_kelamin",
    marital_status: "status_pernikahan",
    spouse_name: "nama_pasangan",
    spouse_birthdate: "tanggal_pasangan",
    devisor_name: "nama_pewaris",
    devisor_birthdate: "tanggal_pewaris",
    address: "alamat.detail",
    postal_code: "alamat.kode_pos",
    "address_details/province_id": "alamat.provinsi",
    "address_details/city_id": "alamat.kabupaten",
    "address_details/district_id": "alamat.kecamatan",
    "address_details/village_id": "alamat.desa",
    address_details: "alamat.provinsi",
    bank: "bank_id",
    bank_account_number: "bank.no_rekening",
    bank_branch_name: "bank.cabang_bank",
    bank_account_name: "bank.nama_rekening",
    npwp_number: "no_npwp",
    npwp_name: "nama_npwp",
    "referal/no_upline": "referal.no_upline",
    referal: "referal.no_upline",
  };
  return Object.hasOwn(map, key) ? (map[key] ?? null) : null;
}

export function stepOfField(field: MemberFieldPath): number {
  return STEP_FIELDS.findIndex((fields) => (fields as readonly string[]).includes(field));
}

/** The JSON:API document of createMember (no id) / updateMember (with data.id), SPEC §7. */
export function memberDocument(v: MemberFormValues, id?: string) {
  const married = v.status_pernikahan === "married";
  const orNull = (s: string) => (s.trim() === "" ? null : s.trim());
  return {
    data: {
      type: "offices",
      ...(id ? { id } : {}),
      attributes: {
        name: v.nama_distributor,
        ktp_number: v.no_nik,
        email: v.email,
        phone: v.no_hp,
        birthdate: v.tanggal_lahir,
        ...(v.jenis_kelamin ? { sex: v.jenis_kelamin } : {}),
        ...(v.status_pernikahan ? { marital_status: v.status_pernikahan } : {}),
        spouse_name: married ? orNull(v.nama_pasangan) : null,
        spouse_birthdate: married ? orNull(v.tanggal_pasangan) : null,
        devisor_name: v.nama_pewaris,
        devisor_birthdate: v.tanggal_pewaris,
        address: v.alamat.detail,
        postal_code: v.alamat.kode_pos,
        address_details: {
          province_id: v.alamat.provinsi,
          city_id: v.alamat.kabupaten,
          district_id: v.alamat.kecamatan,
          village_id: v.alamat.desa,
        },
        is_kta_need_delivery: v.is_kta_need_delivery,
        bank_account_number: v.bank.no_rekening,
        bank_branch_name: v.bank.cabang_bank,
        bank_account_name: v.bank.nama_rekening,
        npwp_number: v.no_npwp,
        npwp_name: v.nama_npwp,
        referal: { no_upline: v.referal.no_upline },
      },
      relationships: {
        bank: { data: { type: "banks", id: v.bank_id } },
        education: { data: { type: "educations", id: v.education_id } },
        profession: { data: { type: "professions", id: v.profession_id } },
        area: { data: { type: "areas", id: String(normalizeArea(v.area)) } },
        ...(id
          ? {}
          : {
              "office-category": {
                data: { type: "office-categories", id: String(MEMBER_CATEGORY_ID) },
              },
            }),
      },
    },
  };
}
