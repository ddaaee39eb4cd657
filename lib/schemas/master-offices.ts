// Input schemas of the office use cases (server/offices): an office's create and update, and a new
// member (Mitra Usaha) in API names.
import { z } from "zod";
import { zBirthDate, zCode, zOptionalText, zText, zUuidRef } from "./fields";
import { REQUIRED } from "./master-rules";

export const OFFICE_CATEGORY_IDS = {
  PUSAT: 1,
  KANTOR_PELAYANAN: 2,
  STOCKIST_CENTER: 3,
  STOCKIST: 4,
  MEMBER: 5,
  SUPPLIER: 6,
} as const;

const zPhone = () =>
  zText(32).regex(/^\+?[0-9][0-9 -]{6,20}$/, "Nomor HP tidak valid (angka, minimal 7 digit)");
const zEmailText = () =>
  z
    .string({ error: REQUIRED })
    .trim()
    .toLowerCase()
    .min(1, REQUIRED)
    .max(255, "Email terlalu panjang")
    .pipe(z.email({ error: "Email tidak valid" }));
const zCategoryRef = () =>
  z
    .union([z.number(), z.string()], { error: REQUIRED })
    .transform((v) => Number(v))
    .pipe(
      z
        .number({ error: "Kategori kantor tidak valid" })
        .int()
        .min(1)
        .max(6, "Kategori kantor tidak valid"),
    );
const zAreaRef = () =>
  z
    .union([z.number(), z.string()], { error: "Area harus angka 0-4" })
    .transform((v) => Number(v))
    .pipe(
      z
        .number()
        .int("Area harus angka 0-4")
        .min(0, "Area harus angka 0-4")
        .max(4, "Area harus angka 0-4"),
    );

/** Stockist, stockist center, KP and supplier offices (Pusat creates them). */
const officeFields = {
  code: zCode(),
  name: zText(255),
  phone: zPhone(),
  email: zEmailText().nullish(),
  address: zOptionalText(),
  address2: zOptionalText(),
  postal_code: zOptionalText(10),
  npwp_number: zOptionalText(32),
  npwp_name: zOptionalText(255),
  bank_account_number: zOptionalText(64),
  bank_account_name: zOptionalText(255),
  bank_branch_name: zOptionalText(255),
  is_active: z.boolean({ error: "Harus true atau false" }),
  "office-category": zCategoryRef(),
  area: zAreaRef().nullable(),
  bank: zUuidRef("Bank").nullable(),
  upline: zUuidRef("Upline").nullable(),
};

export const ZOfficeCreateInput = z
  .object({
    ...officeFields,
    email: officeFields.email.optional(),
    address: officeFields.address.optional(),
    address2: officeFields.address2.optional(),
    postal_code: officeFields.postal_code.optional(),
    npwp_number: officeFields.npwp_number.optional(),
    npwp_name: officeFields.npwp_name.optional(),
    bank_account_number: officeFields.bank_account_number.optional(),
    bank_account_name: officeFields.bank_account_name.optional(),
    bank_branch_name: officeFields.bank_branch_name.optional(),
    is_active: officeFields.is_active.default(true),
    area: officeFields.area.optional(),
    bank: officeFields.bank.optional(),
    upline: officeFields.upline.optional(),
  })
  .strict();
export type TOfficeCreateInput = z.infer<typeof ZOfficeCreateInput>;

/** PATCH offices/{id}: the category and type change only through the promote actions. */
export const ZOfficeUpdateInput = z
  .object({
    code: officeFields.code.optional(),
    name: officeFields.name.optional(),
    phone: officeFields.phone.optional(),
    email: officeFields.email.optional(),
    address: officeFields.address.optional(),
    address2: officeFields.address2.optional(),
    postal_code: officeFields.postal_code.optional(),
    npwp_number: officeFields.npwp_number.optional(),
    npwp_name: officeFields.npwp_name.optional(),
    bank_account_number: officeFields.bank_account_number.optional(),
    bank_account_name: officeFields.bank_account_name.optional(),
    bank_branch_name: officeFields.bank_branch_name.optional(),
    is_active: officeFields.is_active.optional(),
    is_suspended: z.boolean({ error: "Harus true atau false" }).optional(),
    is_pbs_activated: z.boolean({ error: "Harus true atau false" }).optional(),
    is_kta_need_delivery: z.boolean({ error: "Harus true atau false" }).optional(),
    ktp_number: z
      .string({ error: REQUIRED })
      .trim()
      .regex(/^\d{16}$/, "NIK harus 16 digit angka")
      .optional(),
    birthdate: zBirthDate().nullish(),
    sex: z.enum(["male", "female"], { error: "Pilih male atau female" }).nullish(),
    marital_status: z.enum(["single", "married"], { error: "Pilih single atau married" }).nullish(),
    spouse_name: zOptionalText(255),
    spouse_birthdate: zBirthDate().nullish(),
    devisor_name: zOptionalText(255),
    devisor_birthdate: zBirthDate().nullish(),
    area: officeFields.area.optional(),
    bank: officeFields.bank.optional(),
    education: zUuidRef("Pendidikan").nullish(),
    profession: zUuidRef("Pekerjaan").nullish(),
  })
  .strict();
export type TOfficeUpdateInput = z.infer<typeof ZOfficeUpdateInput>;

/**
 * A new member (Mitra Usaha), SPEC §2 "Member create/edit form" in API names: Data Pribadi,
 * Data Alamat (address + address_details), Data Bank and the upline referral `referal.no_upline`.
 * Spouse fields are required when married and dropped when single. Sex and marital status may be
 * left out only by a Kantor Pelayanan (the use case checks that).
 */
export const ZCreateMemberInput = z
  .object({
    name: zText(255),
    ktp_number: z
      .string({ error: REQUIRED })
      .trim()
      .min(1, REQUIRED)
      .regex(/^\d{16}$/, "NIK harus 16 digit angka"),
    email: zEmailText(),
    phone: zPhone(),
    birthdate: zBirthDate(),
    sex: z.enum(["male", "female"], { error: "Pilih male atau female" }).optional(),
    marital_status: z
      .enum(["single", "married"], { error: "Pilih single atau married" })
      .optional(),
    spouse_name: zOptionalText(255),
    spouse_birthdate: zBirthDate().nullish(),
    devisor_name: zText(255),
    devisor_birthdate: zBirthDate(),
    address: zText(1000),
    postal_code: zText(10).regex(/^\d{5}$/, "Kode pos harus 5 digit angka"),
    address_details: z
      .object(
        {
          province_id: zText(16),
          city_id: zText(16),
          district_id: zText(16),
          village_id: zText(16),
        },
        { error: REQUIRED },
      )
      .strict(),
    is_kta_need_delivery: z.boolean({ error: "Harus true atau false" }).default(false),
    bank_account_number: zText(64).regex(/^\d+$/, "Nomor rekening harus angka"),
    bank_branch_name: zText(255),
    bank_account_name: zText(255),
    npwp_number: zText(32),
    npwp_name: zText(255),
    referal: z
      .object(
        { no_upline: zText(64), nama_upline: zOptionalText(255), id: zOptionalText(64) },
        { error: REQUIRED },
      )
      .strict(),
    "office-category": zCategoryRef().optional(),
    area: zAreaRef().nullish(),
    bank: zUuidRef("Bank"),
    education: zUuidRef("Pendidikan"),
    profession: zUuidRef("Pekerjaan"),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.marital_status !== "married") return;
    if (!v.spouse_name) ctx.addIssue({ code: "custom", path: ["spouse_name"], message: REQUIRED });
    if (!v.spouse_birthdate)
      ctx.addIssue({ code: "custom", path: ["spouse_birthdate"], message: REQUIRED });
  })
  .transform((v) =>
    v.marital_status === "married" ? v : { ...v, spouse_name: null, spouse_birthdate: null },
  );
export type TCreateMemberInput = z.infer<typeof ZCreateMemberInput>;
