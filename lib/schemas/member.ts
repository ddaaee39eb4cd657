// The member (Mitra Usaha) form model of SPEC §3 "Member form model" and its rules (§4, §5), in the
// form's own names, with the messages of the server schema (ZCreateMemberInput in ./master.ts):
// the browser validates step by step with this schema, then `memberDocument` turns it into the
// createMember / updateMember document that the server validates with ZCreateMemberInput.
import { z } from "zod";
import { REQUIRED, zBirthDate, zOptionalText, zText } from "./master";
import { normalizeArea, type MemberFormOptions } from "./member-rules";

export * from "./member-rules";

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
