// The zod-free part of lib/schemas/setup.ts: the setup keys and tabs, their typed values, and the
// promo and period messages and cross-field rules, which a browser module may import without
// pulling zod into its page's first-load JavaScript (components/forms/lazy-resolver.ts).
// lib/schemas/setup.ts re-exports all of it, so server code imports either.
import { isCalendarDate } from "../business-date";

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
      return isCalendarDate(raw) ? raw : null;
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

// ------------------------------------------------------------------------------------------------
// Promo (product-promos)

export const PROMO_CODE_TAKEN = "Kode promo sudah dipakai";
export const PROMO_END_BEFORE_START = "Tanggal selesai tidak boleh sebelum tanggal mulai";
export const PROMO_NO_BENEFIT = "Isi harga promo, potongan, atau barang bonus";
export const PRODUCT_NOT_FOUND = "Barang tidak ditemukan";

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

// ------------------------------------------------------------------------------------------------
// Periods (periods, mitra-periods)

export const PERIOD_END_BEFORE_START = "Tanggal akhir tidak boleh sebelum tanggal awal";
export const PERIOD_CLOSED = "Periode sudah ditutup";
export const PERIOD_CLOSE_RUNNING = "Tutup buku periode ini sedang berjalan";
