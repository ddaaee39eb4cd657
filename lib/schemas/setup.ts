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

// ------------------------------------------------------------------------------------------------
// Setup keys

/** How a setup value is typed. The `setups.value` column is text; the API speaks the typed value. */
export type SetupValueKind =
  "integer" | "decimal" | "money" | "percent" | "boolean" | "date" | "datetime" | "text";

export type SetupTab = "penjualan" | "kasir" | "stockist" | "gudang" | "mitra";

export interface SetupKeyDef {
  key: string;
  tab: SetupTab;
  kind: SetupValueKind;
  /** Label on the form (Indonesian). */
  label: string;
  min?: number;
  max?: number;
}

/**
 * Every key the setup tabs edit (docs/admin-setup.md describes each). Keys not listed here (e.g.
 * client_min_version, company_name) are plain text and not shown on a tab.
 */
export const SETUP_KEYS: readonly SetupKeyDef[] = [
  // Penjualan
  {
    key: "ppn_percent",
    tab: "penjualan",
    kind: "percent",
    label: "Tarif PPN (%)",
    min: 0,
    max: 100,
  },
  {
    key: "invoice_due_days",
    tab: "penjualan",
    kind: "integer",
    label: "Jatuh Tempo Faktur (hari)",
    min: 0,
    max: 365,
  },
  {
    key: "max_retur_days",
    tab: "penjualan",
    kind: "integer",
    label: "Batas Hari Retur",
    min: 0,
    max: 365,
  },
  {
    key: "closing_of_books_at",
    tab: "penjualan",
    kind: "datetime",
    label: "Batas Waktu Tutup Buku",
  },
  // Kasir
  { key: "min_topup_stockist", tab: "kasir", kind: "money", label: "Minimal Topup Saldo Stockist" },
  { key: "min_topup_deposit_sc", tab: "kasir", kind: "money", label: "Minimal Topup Deposit SC" },
  {
    key: "payment_verification_required",
    tab: "kasir",
    kind: "boolean",
    label: "Pembayaran Transfer Wajib Diverifikasi",
  },
  // Stockist
  {
    key: "sc_deposit_multiplier",
    tab: "stockist",
    kind: "decimal",
    label: "Pengali Deposit Stockist Center",
    min: 0,
    max: 1000,
  },
  {
    key: "min_order_stockist",
    tab: "stockist",
    kind: "money",
    label: "Minimal Order Stockist (Jawa)",
  },
  {
    key: "min_order_stockist_luar_jawa",
    tab: "stockist",
    kind: "money",
    label: "Minimal Order Stockist (Luar Jawa)",
  },
  { key: "min_order_sc", tab: "stockist", kind: "money", label: "Minimal Restock Stockist Center" },
  {
    key: "stockist_promotion_min_omzet",
    tab: "stockist",
    kind: "money",
    label: "Omzet Minimal Promosi Stockist",
  },
  // Gudang
  { key: "default_warehouse_code", tab: "gudang", kind: "text", label: "Kode Gudang Default" },
  {
    key: "stock_minimum_alert",
    tab: "gudang",
    kind: "integer",
    label: "Batas Stok Minimum",
    min: 0,
    max: 1_000_000,
  },
  { key: "packing_required", tab: "gudang", kind: "boolean", label: "Pengeluaran Wajib Dikemas" },
  // Mitra
  {
    key: "member_registration_fee",
    tab: "mitra",
    kind: "money",
    label: "Biaya Pendaftaran Mitra Usaha",
  },
  { key: "kta_delivery_fee", tab: "mitra", kind: "money", label: "Ongkos Kirim KTA" },
  {
    key: "member_min_age",
    tab: "mitra",
    kind: "integer",
    label: "Usia Minimal Pendaftar (tahun)",
    min: 0,
    max: 100,
  },
  { key: "member_code_prefix", tab: "mitra", kind: "text", label: "Awalan Kode Mitra Usaha" },
];

const KEY_MAP = new Map(SETUP_KEYS.map((k) => [k.key, k]));

export function setupKeyDef(key: string): SetupKeyDef | undefined {
  return KEY_MAP.get(key);
}

export function setupKeysOf(tab: SetupTab): SetupKeyDef[] {
  return SETUP_KEYS.filter((k) => k.tab === tab);
}

export type SetupValue = number | boolean | string;

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

/** The typed value of a stored text; null when the text does not fit the kind. */
export function parseSetupValue(kind: SetupValueKind, raw: string): SetupValue | null {
  switch (kind) {
    case "integer":
    case "money": {
      if (!/^-?\d+$/.test(raw.trim())) return null;
      return Number(raw.trim());
    }
    case "decimal":
    case "percent": {
      const n = Number(raw.trim());
      return raw.trim() !== "" && Number.isFinite(n) ? n : null;
    }
    case "boolean":
      return raw === "true" ? true : raw === "false" ? false : null;
    case "date":
      return validDate(raw) ? raw : null;
    case "datetime":
      return Number.isNaN(new Date(raw).getTime()) ? null : raw;
    case "text":
      return raw;
  }
}

/** The text stored for a typed value. */
export function formatSetupValue(value: SetupValue): string {
  return typeof value === "number"
    ? String(value)
    : typeof value === "boolean"
      ? String(value)
      : value;
}

/** The tabs of Admin > Setup in order, with their route segment (SPEC §2 spells them so). */
export const SETUP_TABS: readonly { tab: SetupTab; segment: string; label: string }[] = [
  { tab: "penjualan", segment: "penjualan", label: "Penjualan" },
  { tab: "kasir", segment: "kasir", label: "Kasir" },
  { tab: "stockist", segment: "Stockist", label: "Stockist" },
  { tab: "gudang", segment: "Gudang", label: "Gudang" },
  { tab: "mitra", segment: "Mitra", label: "Mitra Usaha" },
];

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

export const PROMO_CODE_TAKEN = "Kode promo sudah dipakai";
export const PROMO_END_BEFORE_START = "Tanggal selesai tidak boleh sebelum tanggal mulai";
export const PROMO_NO_BENEFIT = "Isi harga promo, potongan, atau barang bonus";
export const PRODUCT_NOT_FOUND = "Barang tidak ditemukan";

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

type PromoShape = {
  start_date?: string;
  end_date?: string;
  promo_price?: number | null;
  discount_amount?: number;
  free_quantity?: number;
  "free-product"?: string | null;
};

/** Rules across fields; on update they apply to the merged row (server/promos/update-promo.ts). */
export function promoIssues(v: PromoShape): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  if (v.start_date && v.end_date && v.end_date < v.start_date)
    out.push({ path: "end_date", message: PROMO_END_BEFORE_START });
  const hasFree = Boolean(v["free-product"]) && (v.free_quantity ?? 0) > 0;
  if (v["free-product"] && !(v.free_quantity && v.free_quantity > 0))
    out.push({ path: "free_quantity", message: "Jumlah bonus minimal 1" });
  if (
    v.promo_price === undefined ||
    v.discount_amount === undefined ||
    v.free_quantity === undefined
  )
    return out;
  if ((v.promo_price === null || v.promo_price === undefined) && !v.discount_amount && !hasFree)
    out.push({ path: "promo_price", message: PROMO_NO_BENEFIT });
  return out;
}

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

export const PERIOD_END_BEFORE_START = "Tanggal akhir tidak boleh sebelum tanggal awal";
export const PERIOD_CLOSED = "Periode sudah ditutup";
export const PERIOD_CLOSE_RUNNING = "Tutup buku periode ini sedang berjalan";

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
