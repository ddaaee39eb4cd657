// Admin > Setup (SPEC §2): the typed setup keys of each tab, the promo (product-promos) and the
// period schemas. Shared by the browser forms and the server use cases (server/setup, server/promos,
// server/periods) so both validate with the same rules and SPEC §5 messages.
import { z } from "zod";
import {
  REQUIRED,
  UUID_RE,
  isCalendarDate,
  zMoney,
  zNumberText,
  zRequiredNumberText,
  zOptionalText,
  zText,
} from "./master";
import { BUSINESS_DATE_MAX, BUSINESS_DATE_MIN, MONEY } from "../bounds";
import {
  PERIOD_END_BEFORE_START,
  PROMO_END_BEFORE_START,
  promoIssues,
  type SetupKeyDef,
  type SetupValueKind,
} from "./setup-rules";

export * from "./setup-rules";

// ------------------------------------------------------------------------------------------------
// Setup values

const validDate = isCalendarDate;
/** Business dates (settings, promos, periods) lie in the window of lib/bounds.ts. */
const inBusinessWindow = (s: string) =>
  !validDate(s) || (s >= BUSINESS_DATE_MIN && s <= BUSINESS_DATE_MAX);
const BUSINESS_WINDOW = `Tanggal harus antara ${BUSINESS_DATE_MIN} dan ${BUSINESS_DATE_MAX}`;

/** The zod schema of a key's typed value (the `value` attribute of PATCH setups/{id}). */
export function setupValueSchema(kind: SetupValueKind, def?: Pick<SetupKeyDef, "min" | "max">) {
  const num = (int: boolean) => {
    let s = z.number({
      error: (iss) => (iss.input === undefined || iss.input === null ? REQUIRED : "Harus angka"),
    });
    if (int) s = s.int("Harus bilangan bulat");
    s = s.min(def?.min ?? 0, `Minimal ${def?.min ?? 0}`);
    if (def?.max !== undefined) s = s.max(def.max, `Maksimal ${def.max}`);
    return s;
  };
  switch (kind) {
    case "integer":
      return num(true);
    case "decimal":
    case "percent":
      return num(false);
    case "money":
      return zMoney();
    case "boolean":
      return z.boolean({ error: "Harus true atau false" });
    case "date":
      return z
        .string({ error: REQUIRED })
        .refine(validDate, "Format tanggal YYYY-MM-DD")
        .refine(inBusinessWindow, BUSINESS_WINDOW);
    case "datetime":
      return z.iso.datetime({ offset: true, error: "Tanggal dan jam tidak valid (ISO 8601)" });
    case "text":
      return zText(1000);
  }
}

/** Office payment methods (the minimal setup variant, 'Metode Pembayaran'). */
export const ZOfficePaymentMethodsInput = z
  .object({
    office_id: z.string().regex(UUID_RE, "Kantor tidak valid").optional(),
    payment_method_types: z
      .array(z.string({ error: "Harus berupa teks" }).trim().min(1).max(50), {
        error: "Harus berupa daftar kode metode pembayaran",
      })
      .max(100, "Terlalu banyak metode pembayaran"),
  })
  .strict();
export type TOfficePaymentMethodsInput = z.infer<typeof ZOfficePaymentMethodsInput>;

// ------------------------------------------------------------------------------------------------
// Promo (product-promos)

const zDateOnly = () =>
  z
    .string({
      error: (iss) => (iss.input === undefined || iss.input === null ? REQUIRED : "Harus tanggal"),
    })
    .min(1, REQUIRED)
    .refine(validDate, "Format tanggal YYYY-MM-DD")
    .refine(inBusinessWindow, BUSINESS_WINDOW);

const zRef = (label: string) =>
  z
    .string({
      error: (iss) => (iss.input === undefined || iss.input === null ? REQUIRED : "Id tidak valid"),
    })
    .min(1, REQUIRED)
    .regex(UUID_RE, `${label} tidak valid`);

const zQuantity = (min: number) =>
  z
    .number({
      error: (iss) => (iss.input === undefined || iss.input === null ? REQUIRED : "Harus angka"),
    })
    .int("Harus bilangan bulat")
    .min(min, `Minimal ${min}`)
    .max(1_000_000, "Nilai terlalu besar");

const promoFields = {
  code: zText(64).regex(/^[A-Za-z0-9._-]+$/, "Kode hanya huruf, angka, titik, _ dan -"),
  name: zText(255),
  description: zOptionalText(),
  start_date: zDateOnly(),
  end_date: zDateOnly(),
  min_quantity: zQuantity(1),
  promo_price: zMoney().nullish(),
  discount_amount: zMoney(),
  free_quantity: zQuantity(0),
  is_active: z.boolean({ error: "Harus true atau false" }),
  product: zRef("Barang"),
  "free-product": zRef("Barang bonus").nullish(),
};

export const ZPromoCreateInput = z
  .object({
    ...promoFields,
    description: promoFields.description.optional(),
    min_quantity: promoFields.min_quantity.default(1),
    promo_price: promoFields.promo_price.default(null),
    discount_amount: promoFields.discount_amount.default(0),
    free_quantity: promoFields.free_quantity.default(0),
    is_active: promoFields.is_active.default(true),
    "free-product": promoFields["free-product"].default(null),
  })
  .strict()
  .superRefine((v, ctx) => {
    for (const i of promoIssues(v))
      ctx.addIssue({ code: "custom", path: [i.path], message: i.message });
  });
export type TPromoCreateInput = z.infer<typeof ZPromoCreateInput>;

/** The promo form: ZPromoCreateInput with the money fields as typed in the number input. */
export const ZPromoForm = z
  .object({
    ...promoFields,
    description: promoFields.description.optional(),
    min_quantity: promoFields.min_quantity.default(1),
    promo_price: zNumberText(MONEY),
    discount_amount: zRequiredNumberText(MONEY),
    free_quantity: promoFields.free_quantity.default(0),
    is_active: promoFields.is_active.default(true),
    "free-product": promoFields["free-product"].default(null),
  })
  .strict()
  .superRefine((v, ctx) => {
    for (const i of promoIssues(v))
      ctx.addIssue({ code: "custom", path: [i.path], message: i.message });
  });

export const ZPromoUpdateInput = z
  .object({
    ...promoFields,
    /** Soft delete (a timestamp) or restore (null), as for the other master data. */
    deletedAt: z.iso.datetime({ offset: true, error: "Tanggal tidak valid (ISO 8601)" }).nullable(),
  })
  .partial()
  .strict()
  .superRefine((v, ctx) => {
    if (v.start_date && v.end_date && v.end_date < v.start_date)
      ctx.addIssue({ code: "custom", path: ["end_date"], message: PROMO_END_BEFORE_START });
  });
export type TPromoUpdateInput = z.infer<typeof ZPromoUpdateInput>;

// ------------------------------------------------------------------------------------------------
// Periods (periods, mitra-periods)

export const ZPeriodUpdateInput = z
  .object({
    name: zText(100).optional(),
    start_date: zDateOnly().optional(),
    end_date: zDateOnly().optional(),
    description: zOptionalText(),
    is_bonus_period: z.boolean({ error: "Harus true atau false" }).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.start_date && v.end_date && v.end_date < v.start_date)
      ctx.addIssue({ code: "custom", path: ["end_date"], message: PERIOD_END_BEFORE_START });
  });
export type TPeriodUpdateInput = z.infer<typeof ZPeriodUpdateInput>;

/** runClosePeriod / close-mitra-period: optionally which period (default: the current one). */
export const ZClosePeriodInput = z
  .object({ period_id: z.string().regex(UUID_RE, "Periode tidak valid").optional() })
  .strict();
