// Input schemas of the master-data use cases (server/products, server/master, server/offices),
// with the SPEC §5 messages. Keys are the JSON:API names (attributes and relationship names), so
// a form can validate the very object it sends as `attributes` + relationship ids.
import { z } from "zod";
import "@/lib/zod-locale";
import {
  BIRTH_DATE_MIN,
  BUSINESS_DATE_MAX,
  BUSINESS_DATE_MIN,
  COUNT,
  COUNT_MAX,
  MONEY,
  type NumberSpec,
} from "../bounds";
import { isCalendarDate, jakartaDateString } from "../business-date";
import { numberText, parseNumberText, wholeNumberMessage } from "../number-input";

import {
  BIRTH_DATE_FUTURE,
  BIRTH_DATE_TOO_EARLY,
  REQUIRED,
  UUID_RE,
} from "./master-rules";

export * from "./master-rules";

export function zText(max = 255) {
  return z
    .string({
      error: (iss) =>
        iss.input === undefined || iss.input === null ? REQUIRED : "Harus berupa teks",
    })
    .trim()
    .min(1, REQUIRED)
    .max(max, `Maksimal ${max} karakter`);
}

export function zOptionalText(max = 1000) {
  return z
    .string({ error: "Harus berupa teks" })
    .trim()
    .max(max, `Maksimal ${max} karakter`)
    .nullish()
    .transform((v) => (v === "" ? null : v));
}

/** A number within a spec's bounds (lib/bounds.ts), with the SPEC §5 messages. */
export function zNumber(spec: NumberSpec) {
  let s = z.number({
    error: (iss) => (iss.input === undefined || iss.input === null ? REQUIRED : "Harus angka"),
  });
  // The maximum first: a 20-digit number is 'too large' before it is 'not a safe integer'.
  s = s
    .max(spec.max, `Nilai terlalu besar (maksimal ${numberText(spec.max)})`)
    .min(
      spec.min,
      spec.minMessage ??
        (spec.min === 0 ? "Tidak boleh negatif" : `Minimal ${numberText(spec.min)}`),
    );
  const whole = wholeNumberMessage(spec.kind);
  if (whole) s = s.int(whole);
  const digits = spec.fractionDigits;
  return digits === undefined
    ? s
    : s.refine(
        (v) => (String(v).split(".")[1] ?? "").length <= digits,
        `Maksimal ${digits} angka di belakang koma`,
      );
}

/**
 * A number field of a form: the text as typed in the one number input
 * (components/forms/number-input.tsx) or a number (a loaded value), read as id-ID
 * (lib/number-input.ts) and then held to the same bounds as the API (`zNumber`). Empty is null.
 */
function numberTextOf<T extends z.ZodType<number | null, number | null>>(
  bounded: T,
  kind: NumberSpec["kind"],
) {
  return z
    .union([z.number(), z.string(), z.null(), z.undefined()], { error: "Harus angka" })
    .transform((v, ctx) => {
      // A field never filled (undefined) is empty, like a cleared one: 'Kolom wajib diisi'.
      if (v === undefined) return null;
      if (typeof v !== "string") return v;
      const parsed = parseNumberText(v, kind);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: "custom", message: parsed.message });
      return z.NEVER;
    })
    .pipe(bounded);
}
export const zNumberText = (spec: NumberSpec) =>
  numberTextOf(zNumber(spec).nullable(), spec.kind);
/** As zNumberText, and an empty field is 'Kolom wajib diisi'. */
export const zRequiredNumberText = (spec: NumberSpec) => numberTextOf(zNumber(spec), spec.kind);

/** Whole rupiah (SPEC §5: no decimals), at most MONEY_MAX. */
export function zMoney() {
  return zNumber(MONEY);
}

export function zCount(max = COUNT_MAX) {
  return zNumber({ ...COUNT, max });
}

/** A relationship id (uuid) as the engine hands it over. */
export function zUuidRef(label = "Data") {
  return z
    .string({
      error: (iss) => (iss.input === undefined || iss.input === null ? REQUIRED : "Id tidak valid"),
    })
    .regex(UUID_RE, `${label} tidak valid`);
}

const DATE_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

export { isCalendarDate };

/**
 * A date typed as YYYY-MM-DD (the format the one date input shows, components/forms/date-input)
 * within a plausible window: business dates by default (lib/bounds.ts).
 */
export const zDate = (
  min = BUSINESS_DATE_MIN,
  max = BUSINESS_DATE_MAX,
  messages: { min?: string; max?: string } = {},
) =>
  z
    .string({
      error: (iss) => (iss.input === undefined || iss.input === null ? REQUIRED : "Harus tanggal"),
    })
    .regex(DATE_FORMAT, "Format tanggal YYYY-MM-DD")
    .refine((v) => !DATE_FORMAT.test(v) || isCalendarDate(v), "Tanggal tidak valid")
    .refine(
      (v) => !isCalendarDate(v) || v >= min,
      messages.min ?? `Tanggal tidak boleh sebelum ${min}`,
    )
    .refine(
      (v) => !isCalendarDate(v) || v <= max,
      messages.max ?? `Tanggal tidak boleh setelah ${max}`,
    );

/** A birth date: a real day from 1900-01-01 up to today (Jakarta). */
export const zBirthDate = () =>
  zDate(BIRTH_DATE_MIN, "9999-12-31", { min: BIRTH_DATE_TOO_EARLY }).refine(
    (v) => !isCalendarDate(v) || v <= jakartaDateString(),
    BIRTH_DATE_FUTURE,
  );

export const zDeletedAt = z.iso
  .datetime({ offset: true, error: "Tanggal tidak valid (ISO 8601)" })
  .nullable()
  .optional();

const zCode = () =>
  zText(64).regex(/^[A-Za-z0-9._-]+$/, "Kode hanya boleh huruf, angka, titik, - dan _");

// ---------------------------------------------------------------------------------------------
// Products

const productFields = {
  code: zCode(),
  name: zText(255),
  description: zOptionalText(),
  weight: zCount(),
  point: zMoney(),
  bonus_value: zMoney(),
  purchase_price: zMoney(),
  is_active: z.boolean({ error: "Harus true atau false" }),
  is_promo: z.boolean({ error: "Harus true atau false" }),
  has_batch: z.boolean({ error: "Harus true atau false" }),
  qr_code: zOptionalText(128),
  barcode: zOptionalText(128),
  "product-category": zUuidRef("Kelompok barang"),
  unit: zUuidRef("Satuan"),
  office: zUuidRef("Kantor").nullable(),
};

export const ZProductCreateInput = z
  .object({
    ...productFields,
    description: productFields.description.optional(),
    weight: productFields.weight.default(0),
    point: productFields.point.default(0),
    bonus_value: productFields.bonus_value.default(0),
    purchase_price: productFields.purchase_price.default(0),
    is_active: productFields.is_active.default(true),
    is_promo: productFields.is_promo.default(false),
    has_batch: productFields.has_batch.default(false),
    qr_code: productFields.qr_code.optional(),
    barcode: productFields.barcode.optional(),
    office: productFields.office.optional(),
  })
  .strict();
export type TProductCreateInput = z.infer<typeof ZProductCreateInput>;

export const ZProductUpdateInput = z
  .object(productFields)
  .partial()
  .extend({ deletedAt: zDeletedAt })
  .strict();
export type TProductUpdateInput = z.infer<typeof ZProductUpdateInput>;

export const ZProductPriceCreateInput = z
  .object({
    price: zMoney(),
    retail_price: zMoney().nullish(),
    valid_from: z.iso
      .datetime({ offset: true, error: "Tanggal tidak valid (ISO 8601)" })
      .optional(),
    product: zUuidRef("Barang"),
    area: z
      .union([z.number(), z.string()], { error: REQUIRED })
      .transform((v) => Number(v))
      .pipe(
        z
          .number()
          .int("Area harus angka 0-4")
          .min(0, "Area harus angka 0-4")
          .max(4, "Area harus angka 0-4"),
      ),
    "buyer-type": zUuidRef("Tipe pembeli"),
  })
  .strict();
export type TProductPriceCreateInput = z.infer<typeof ZProductPriceCreateInput>;

export const ZProductLimitCreateInput = z
  .object({
    min_quantity: zCount().default(0),
    max_quantity: zCount().nullish(),
    /** Most one buyer may order in one accounting period (docs/orders.md); null = no limit. */
    period_max_quantity: zCount().nullish(),
    is_active: z.boolean({ error: "Harus true atau false" }).default(true),
    description: zOptionalText(),
    product: zUuidRef("Barang"),
    "office-category": z
      .union([z.number(), z.string()], { error: "Kategori kantor tidak valid" })
      .transform((v) => Number(v))
      .pipe(
        z
          .number()
          .int()
          .min(1, "Kategori kantor tidak valid")
          .max(6, "Kategori kantor tidak valid"),
      )
      .nullish(),
    office: zUuidRef("Kantor").nullish(),
  })
  .strict()
  .refine(
    (v) =>
      v.max_quantity === null || v.max_quantity === undefined || v.max_quantity >= v.min_quantity,
    {
      path: ["max_quantity"],
      message: "Jumlah maksimal tidak boleh kurang dari jumlah minimal",
    },
  );
export type TProductLimitCreateInput = z.infer<typeof ZProductLimitCreateInput>;

export const ZProductLimitUpdateInput = z
  .object({
    min_quantity: zCount().optional(),
    max_quantity: zCount().nullable().optional(),
    period_max_quantity: zCount().nullable().optional(),
    is_active: z.boolean({ error: "Harus true atau false" }).optional(),
    description: zOptionalText(),
  })
  .strict();
export type TProductLimitUpdateInput = z.infer<typeof ZProductLimitUpdateInput>;

// Product with its price grid and limits in one write (POST/PATCH products, the Barang form).
// `prices` and `limits` are write-only attributes of `products`: the use case stores them in the
// same transaction as the product (docs/api-master.md "Product form writes").

const zAreaId = () =>
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

const zOfficeCategoryId = () =>
  z
    .union([z.number(), z.string()], { error: "Kategori kantor tidak valid" })
    .transform((v) => Number(v))
    .pipe(
      z
        .number()
        .int("Kategori kantor tidak valid")
        .min(1, "Kategori kantor tidak valid")
        .max(6, "Kategori kantor tidak valid"),
    );

/** One cell of the price grid: the price in force for (area, buyer type) from now on. */
export const ZProductPriceCell = z
  .object({
    area_id: zAreaId(),
    buyer_type_id: zUuidRef("Tipe pembeli"),
    price: zMoney(),
    retail_price: zMoney().nullish(),
  })
  .strict();
export type TProductPriceCell = z.infer<typeof ZProductPriceCell>;

export const PRICE_CELL_TWICE = "Harga untuk wilayah dan tipe pembeli ini diisi dua kali";
export const LIMIT_MAX_BELOW_MIN = "Jumlah maksimal tidak boleh kurang dari jumlah minimal";

/** One order limit row; `id` names an existing limit of the product (update), else a new one. */
export const ZProductLimitRow = z
  .object({
    id: zUuidRef("Batas pembelian").optional(),
    office_category_id: zOfficeCategoryId().nullish(),
    office_id: zUuidRef("Kantor").nullish(),
    min_quantity: zCount().default(0),
    max_quantity: zCount().nullish(),
    /** Most one buyer may order in one accounting period (docs/orders.md); null = no limit. */
    period_max_quantity: zCount().nullish(),
    is_active: z.boolean({ error: "Harus true atau false" }).default(true),
    description: zOptionalText(),
  })
  .strict()
  .refine(
    (v) =>
      v.max_quantity === null || v.max_quantity === undefined || v.max_quantity >= v.min_quantity,
    { path: ["max_quantity"], message: LIMIT_MAX_BELOW_MIN },
  );
export type TProductLimitRow = z.infer<typeof ZProductLimitRow>;

function uniquePriceCells(
  cells: { area_id: number; buyer_type_id: string }[] | undefined,
  ctx: z.RefinementCtx,
): void {
  const seen = new Set<string>();
  (cells ?? []).forEach((c, i) => {
    const key = `${c.area_id}:${c.buyer_type_id.toLowerCase()}`;
    if (seen.has(key))
      ctx.addIssue({ code: "custom", path: ["prices", i], message: PRICE_CELL_TWICE });
    seen.add(key);
  });
}

const productWrites = {
  prices: z.array(ZProductPriceCell, { error: "prices harus berupa array" }).max(100).optional(),
  limits: z.array(ZProductLimitRow, { error: "limits harus berupa array" }).max(50).optional(),
};

export const ZProductSaveCreateInput = ZProductCreateInput.extend(productWrites).superRefine(
  (v, ctx) => uniquePriceCells(v.prices, ctx),
);
export type TProductSaveCreateInput = z.infer<typeof ZProductSaveCreateInput>;

/** PATCH: `prices` adds a row only where a cell differs; `limits` replaces the product's set. */
export const ZProductSaveUpdateInput = ZProductUpdateInput.extend(productWrites).superRefine(
  (v, ctx) => uniquePriceCells(v.prices, ctx),
);
export type TProductSaveUpdateInput = z.infer<typeof ZProductSaveUpdateInput>;

const blankToUndefined = (v: unknown) => (v === "" ? undefined : v);

/**
 * The Barang form (/admin/master/barang/tambah-barang and /{id}): the product fields with the
 * server's rules, a price grid whose empty cells are left out when sending, and limit rows.
 */
export const ZProductForm = z.object({
  code: productFields.code,
  name: productFields.name,
  description: productFields.description,
  weight: zRequiredNumberText(COUNT),
  point: zRequiredNumberText(MONEY),
  bonus_value: zRequiredNumberText(MONEY),
  purchase_price: zRequiredNumberText(MONEY),
  is_active: productFields.is_active,
  is_promo: productFields.is_promo,
  has_batch: productFields.has_batch,
  qr_code: productFields.qr_code,
  barcode: productFields.barcode,
  "product-category": z.preprocess(blankToUndefined, productFields["product-category"]),
  unit: z.preprocess(blankToUndefined, productFields.unit),
  office: productFields.office,
  prices: z.array(
    z.object({
      area_id: z.number().int().min(0).max(4),
      buyer_type_id: z.string(),
      price: zNumberText(MONEY),
      retail_price: zNumberText(MONEY),
    }),
  ),
  limits: z.array(
    z
      .object({
        id: z.string().optional(),
        office_category_id: z.preprocess(
          (v) => (v === "" || v === null || v === undefined ? null : Number(v)),
          z.number().int().min(1).max(6).nullable(),
        ),
        office_id: z.string().nullable(),
        office_label: z.string().nullable(),
        min_quantity: zRequiredNumberText(COUNT),
        max_quantity: zNumberText(COUNT),
        is_active: z.boolean(),
      })
      .refine((v) => v.max_quantity === null || v.max_quantity >= v.min_quantity, {
        path: ["max_quantity"],
        message: LIMIT_MAX_BELOW_MIN,
      }),
  ),
});
export type TProductFormInput = z.input<typeof ZProductForm>;
export type TProductForm = z.output<typeof ZProductForm>;

// ---------------------------------------------------------------------------------------------
// Named lookups (educations, professions), permissions (Hak Akses) and banks: the create schemas
// the server resources validate with and the admin lookup screen validates its form with.

export const ZNamedLookupCreateInput = z
  .object({ name: zText(150), description: zOptionalText() })
  .strict();
export type TNamedLookupCreateInput = z.infer<typeof ZNamedLookupCreateInput>;

export const ZPermissionCreateInput = z
  .object({
    name: zText(150).regex(
      /^[a-z0-9-]+(\.[a-z0-9-]+)+$/,
      "Nama hak akses berbentuk resource.aksi, huruf kecil",
    ),
    description: zOptionalText(),
  })
  .strict();
export type TPermissionCreateInput = z.infer<typeof ZPermissionCreateInput>;

export const ZBankCreateInput = z
  .object({
    code: zText(32),
    name: zText(150),
    description: zOptionalText(),
    is_active: z.boolean({ error: "Harus true atau false" }).optional(),
  })
  .strict();
export type TBankCreateInput = z.infer<typeof ZBankCreateInput>;

// ---------------------------------------------------------------------------------------------
// Coded lookups: product categories, units, expeditions

export const ZCodedLookupCreateInput = z
  .object({ code: zText(32), name: zText(150), description: zOptionalText() })
  .strict();
export type TCodedLookupCreateInput = z.infer<typeof ZCodedLookupCreateInput>;

export const ZCodedLookupUpdateInput = z
  .object({
    code: zText(32).optional(),
    name: zText(150).optional(),
    description: zOptionalText(),
    deletedAt: zDeletedAt,
  })
  .strict();
export type TCodedLookupUpdateInput = z.infer<typeof ZCodedLookupUpdateInput>;

const expeditionFields = {
  code: zText(32),
  name: zText(150),
  phone: zOptionalText(32),
  address: zOptionalText(),
  description: zOptionalText(),
  is_active: z.boolean({ error: "Harus true atau false" }),
};

export const ZExpeditionCreateInput = z
  .object({
    ...expeditionFields,
    phone: expeditionFields.phone.optional(),
    address: expeditionFields.address.optional(),
    description: expeditionFields.description.optional(),
    is_active: expeditionFields.is_active.default(true),
  })
  .strict();
export type TExpeditionCreateInput = z.infer<typeof ZExpeditionCreateInput>;

export const ZExpeditionUpdateInput = z
  .object({
    code: expeditionFields.code.optional(),
    name: expeditionFields.name.optional(),
    phone: expeditionFields.phone.optional(),
    address: expeditionFields.address.optional(),
    description: expeditionFields.description.optional(),
    is_active: expeditionFields.is_active.optional(),
    deletedAt: zDeletedAt,
  })
  .strict();
export type TExpeditionUpdateInput = z.infer<typeof ZExpeditionUpdateInput>;

/** A service line of an expedition: name (e.g. REG), optional destination city, tariff per kg. */
const zCityRef = () =>
  z
    .string({ error: "Kota tidak valid" })
    .regex(/^\d{2}\.\d{2}$/, "Kota tidak valid")
    .nullish();
const zEstimatedDays = () =>
  z
    .number({ error: "Harus angka" })
    .int("Harus bilangan bulat")
    .min(0, "Tidak boleh negatif")
    .max(365, "Maksimal 365 hari")
    .nullish();

export const ZExpeditionDetailCreateInput = z
  .object({
    expedition: zUuidRef("Ekspedisi"),
    name: zText(150),
    city: zCityRef(),
    price_per_kg: zMoney(),
    estimated_days: zEstimatedDays(),
    description: zOptionalText(),
    is_active: z.boolean({ error: "Harus true atau false" }).optional(),
  })
  .strict();
export type TExpeditionDetailCreateInput = z.infer<typeof ZExpeditionDetailCreateInput>;

export const ZExpeditionDetailUpdateInput = z
  .object({
    name: zText(150).optional(),
    city: zCityRef(),
    price_per_kg: zMoney().optional(),
    estimated_days: zEstimatedDays(),
    description: zOptionalText(),
    is_active: z.boolean({ error: "Harus true atau false" }).optional(),
  })
  .strict();

// ---------------------------------------------------------------------------------------------
// Offices

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
