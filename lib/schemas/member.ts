// The member (Mitra Usaha) form model of SPEC §3 "Member form model" and its rules (§4, §5), in the
// form's own names, with the messages of the server schema (ZCreateMemberInput in ./master.ts):
// the browser validates step by step with this schema, then `memberDocument` turns it into the
// createMember / updateMember document that the server validates with ZCreateMemberInput.
import { z } from "zod";
import { REQUIRED, UPLINE_NOT_FOUND, zBirthDate, zOptionalText, zText } from "./master";

export { REQUIRED, UPLINE_NOT_FOUND };
export const FORM_INCOMPLETE = "Form belum lengkap!";
export const MEMBER_CATEGORY_ID = 5;

export const STEP_TITLES = ["Data Pribadi", "Data Alamat", "Data Bank"] as const;

const zBlankableDate = () =>
  z
    .string()
    .transform((v) => (v === "" ? null : v))
    .pipe(zBirthDate().nullable());

/** An empty date is 'Kolom wajib diisi' (SPEC §5), not a format error. */
const zRequiredDate = () =>
  // One message per state, without aborting (an abort would skip the spouse checks below).
  z.string({ error: REQUIRED }).superRefine((v, ctx) => {
    if (v === "") ctx.addIssue({ code: "custom", message: REQUIRED });
    else {
      const r = zBirthDate().safeParse(v);
      const issue = r.success ? null : r.error.issues[0];
      // A text that is no date at all keeps the form's 'Tanggal tidak valid'.
      if (issue)
        ctx.addIssue({
          code: "custom",
          message: issue.code === "invalid_format" ? "Tanggal tidak valid" : issue.message,
        });
    }
  });

const zNik = () =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .regex(/^\d{16}$/, "NIK harus 16 digit angka");

/** SPEC §5: area numeric 0-4; anything else becomes 0 (§4). */
export function normalizeArea(value: unknown): number {
  const n = typeof value === "number" ? value : Number(value);
  return Number.isInteger(n) && n >= 0 && n <= 4 ? n : 0;
}

export interface MemberFormOptions {
  /** The Kantor Pelayanan view asks neither sex nor marital status (SPEC §2). */
  kpView: boolean;
}

export function memberFormSchema({ kpView }: MemberFormOptions) {
  const choice = <T extends string>(values: readonly [T, ...T[]], message: string) =>
    kpView
      ? z.union([z.enum(values), z.literal("")])
      : z
          .union([z.enum(values, { error: message }), z.literal("")])
          .refine((v) => v !== "", REQUIRED);
  return (
    z
      .object({
        id: z.string().optional(),
        nomor: z.string().optional(),
        nama_lengkap: z.string().optional(),
        nama_distributor: zText(255),
        no_nik: zNik(),
        email: z
          .string({ error: REQUIRED })
          .trim()
          .min(1, REQUIRED)
          .max(255, "Email terlalu panjang")
          .pipe(z.email({ error: "Email tidak valid" })),
        no_hp: zText(32).regex(
          /^\+?[0-9][0-9 -]{6,20}$/,
          "Nomor HP tidak valid (angka, minimal 7 digit)",
        ),
        tanggal_lahir: zRequiredDate(),
        education_id: zText(64),
        profession_id: zText(64),
        jenis_kelamin: choice(["male", "female"], "Pilih laki-laki atau perempuan"),
        status_pernikahan: choice(["married", "single"], "Pilih status pernikahan"),
        nama_pasangan: zOptionalText(255),
        tanggal_pasangan: zBlankableDate(),
        nama_pewaris: zText(255),
        tanggal_pewaris: zRequiredDate(),
        alamat: z.object({
          detail: zText(1000),
          provinsi: zText(16),
          kabupaten: zText(16),
          kecamatan: zText(16),
          desa: zText(16),
          kode_pos: zText(10).regex(/^\d{5}$/, "Kode pos harus 5 digit angka"),
        }),
        area: z.number().transform(normalizeArea),
        bank_id: zText(64),
        bank: z.object({
          nama_bank: zOptionalText(255),
          no_rekening: zText(64).regex(/^\d+$/, "Nomor rekening harus angka"),
          cabang_bank: zText(255),
          nama_rekening: zText(255),
        }),
        no_npwp: zText(32),
        nama_npwp: zText(255),
        is_active: z.boolean().optional(),
        is_kta_need_delivery: z.boolean(),
        referal: z.object({
          id: z.string().optional(),
          no_upline: zText(64),
          nama_upline: zOptionalText(255),
        }),
      })
      // SPEC §4: 'married' enables the spouse fields, which are then required. `when` lets these
      // run while other steps are still empty, so step 1 can report them.
      .refine((v) => v.status_pernikahan !== "married" || !!v.nama_pasangan?.trim(), {
        path: ["nama_pasangan"],
        message: REQUIRED,
        when: () => true,
      })
      .refine((v) => v.status_pernikahan !== "married" || !!v.tanggal_pasangan, {
        path: ["tanggal_pasangan"],
        message: REQUIRED,
        when: () => true,
      })
  );
}

export type TMemberFormInput = z.input<ReturnType<typeof memberFormSchema>>;
export type TMemberFormOutput = z.output<ReturnType<typeof memberFormSchema>>;

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
