// Input schemas of the office screens and their use cases (server/payments, server/offices):
// office bank accounts, balance top-ups, and the office edit form of the Admin office screens.
// Keys are JSON:API names, so a form validates the very object it sends. Messages as SPEC §5.
import { z } from "zod";
import {
  REQUIRED,
  zOptionalText,
  zText,
  zUuidRef,
  zDate,
  zNumber,
  zRequiredNumberText,
} from "./master";
import { TOPUP_AMOUNT } from "../bounds";

export * from "./office-rules";

// ---------------------------------------------------------------------------------------------
// Office bank accounts (office-banks)

const zAccountNumber = () => zText(64).regex(/^[0-9][0-9 -]*$/, "Nomor rekening harus angka");

export const ZOfficeBankCreateInput = z
  .object({
    account_number: zAccountNumber(),
    account_name: zText(255),
    branch: zOptionalText(255).optional(),
    is_active: z.boolean({ error: "Harus true atau false" }).default(true),
    bank: zUuidRef("Bank"),
    /** Required for head office; any other office adds accounts to itself only. */
    office: zUuidRef("Kantor").optional(),
  })
  .strict();
export type TOfficeBankCreateInput = z.infer<typeof ZOfficeBankCreateInput>;

export const ZOfficeBankUpdateInput = z
  .object({
    account_number: zAccountNumber().optional(),
    account_name: zText(255).optional(),
    branch: zOptionalText(255).optional(),
    is_active: z.boolean({ error: "Harus true atau false" }).optional(),
    bank: zUuidRef("Bank").optional(),
  })
  .strict();
export type TOfficeBankUpdateInput = z.infer<typeof ZOfficeBankUpdateInput>;

/** The office bank form of the screens (strings; the bank is chosen from a select). */
export const ZOfficeBankForm = z.object({
  bank: z.string({ error: REQUIRED }).min(1, REQUIRED),
  account_number: zAccountNumber(),
  account_name: zText(255),
  branch: z.string().trim().max(255, "Maksimal 255 karakter"),
  is_active: z.boolean(),
});
export type TOfficeBankForm = z.infer<typeof ZOfficeBankForm>;

// ---------------------------------------------------------------------------------------------
// Balance top-ups (topUpStockist, approveTopupStockist)

export {
  TOPUP_TYPES_BY_CATEGORY,
  TOPUP_CREATE_PERMISSION,
  depositCredit,
  TOPUP_TYPE_LABEL,
  TOPUP_STATUS_LABEL,
} from "@/lib/labels/topups";
export type { TopupKind } from "@/lib/labels/topups";

const zTopupAmount = () => zNumber(TOPUP_AMOUNT);

export const ZTopUpStockistInput = z
  .object({
    amount: zTopupAmount(),
    topup_type: z
      .enum(["saldo_stockist", "restock_sc", "sisa_pembayaran_sc", "deposit_sc"], {
        error: "Jenis topup tidak valid",
      })
      .optional(),
    transfer_date: zDate().nullish(),
    description: zOptionalText(1000).optional(),
  })
  .strict();
export type TTopUpStockistInput = z.infer<typeof ZTopUpStockistInput>;

/** The top-up dialog: the amount comes from the currency input (whole rupiah or null). */
export const ZTopUpForm = z.object({
  amount: zRequiredNumberText(TOPUP_AMOUNT),
  topup_type: z.string().min(1, REQUIRED),
  description: z.string().trim().max(1000, "Maksimal 1000 karakter"),
});
export type TTopUpForm = z.output<typeof ZTopUpForm>;
export type TTopUpFormInput = z.input<typeof ZTopUpForm>;

/** rejectTopupStockist: the reason is required (the office sees it in its top-up list). */
export const ZRejectTopupInput = z
  .object({
    reject_reason: z
      .string({ error: REQUIRED })
      .trim()
      .min(1, REQUIRED)
      .min(3, "Alasan penolakan minimal 3 huruf")
      .max(500, "Maksimal 500 karakter"),
  })
  .strict();
export type TRejectTopupInput = z.infer<typeof ZRejectTopupInput>;

// ---------------------------------------------------------------------------------------------
// The office edit form of the detail screen (PATCH offices/{id} with ZOfficeUpdateInput)

const zPhoneText = () =>
  zText(32).regex(/^\+?[0-9][0-9 -]{6,20}$/, "Nomor HP tidak valid (angka, minimal 7 digit)");

const zOptionalEmail = () =>
  z
    .string()
    .trim()
    .max(255, "Email terlalu panjang")
    .refine((v) => v === "" || z.email().safeParse(v).success, "Email tidak valid");

const zFormText = (max: number) => z.string().trim().max(max, `Maksimal ${max} karakter`);

export const ZOfficeEditForm = z.object({
  code: zText(64).regex(/^[A-Za-z0-9._-]+$/, "Kode hanya boleh huruf, angka, titik, - dan _"),
  name: zText(255),
  phone: zPhoneText(),
  email: zOptionalEmail(),
  address: zFormText(1000),
  address2: zFormText(1000),
  postal_code: zFormText(10),
  npwp_number: zFormText(32),
  npwp_name: zFormText(255),
  bank: z.string(),
  bank_account_number: zFormText(64),
  bank_account_name: zFormText(255),
  bank_branch_name: zFormText(255),
  area: z.string().regex(/^[0-4]?$/, "Area harus angka 0-4"),
  is_active: z.boolean(),
  is_suspended: z.boolean(),
  is_pbs_activated: z.boolean(),
});
export type TOfficeEditForm = z.infer<typeof ZOfficeEditForm>;

/** The create dialog of Kantor Pelayanan / Supplier (POST offices). */
export const ZOfficeCreateForm = z.object({
  code: zText(64).regex(/^[A-Za-z0-9._-]+$/, "Kode hanya boleh huruf, angka, titik, - dan _"),
  name: zText(255),
  phone: zPhoneText(),
  email: zOptionalEmail(),
  address: zFormText(1000),
  area: z.string().regex(/^[0-4]?$/, "Area harus angka 0-4"),
});
export type TOfficeCreateForm = z.infer<typeof ZOfficeCreateForm>;
