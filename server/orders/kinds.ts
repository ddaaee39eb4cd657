// How each kind of order is configured (docs/orders.md "Kinds"): which office categories may
// sell (origin) and buy (destination), which side writes the draft (the caller's office becomes
// that side), and whether the buyer category's minimum order and cashback apply. One model, one
// set of use cases and one state machine serve every kind; a kind only changes these values.
import { OFFICE_CATEGORY } from "@/server/auth/actor";
import type { OrderKind } from "@/lib/schemas/orders";

export type OrderSide = "origin" | "destination";

export interface OrderKindConfig {
  /** Categories of the selling office (goods leave its warehouse). */
  origin: readonly number[];
  /** Categories of the buying office. */
  destination: readonly number[];
  /** The sides whose office writes (creates, edits, deletes, duplicates) the draft. */
  makers: readonly OrderSide[];
  /** The buyer category's min_order_jawa / min_order_luar_jawa must be reached to validate. */
  minimumOrder: boolean;
  /** The buyer category's cashback_jawa / cashback_luar_jawa is the order's discount once the
   *  minimum order is reached. */
  cashback: boolean;
  /** Document code prefix (<prefix>-YYYYMM-NNNNNN). */
  codePrefix: string;
}

const { PUSAT, KANTOR_PELAYANAN: KP, STOCKIST_CENTER: SC, STOCKIST, MEMBER } = OFFICE_CATEGORY;

export const ORDER_KIND_CONFIG: Record<OrderKind, OrderKindConfig> = {
  // Pusat / KP / SC sells to a KP, SC or stockist (faktur penjualan, faktur SC, faktur KP).
  sale: {
    origin: [PUSAT, KP, SC],
    destination: [KP, SC, STOCKIST],
    makers: ["origin"],
    minimumOrder: true,
    cashback: true,
    codePrefix: "FJ",
  },
  // Restock of a KP, SC or stockist from Pusat or a KP: written by the supplying warehouse
  // (Gudang restock pusat-ke-kp) or requested by the buying office (SC/KP restock).
  restock: {
    origin: [PUSAT, KP],
    destination: [KP, SC, STOCKIST],
    makers: ["origin", "destination"],
    minimumOrder: true,
    cashback: true,
    codePrefix: "RS",
  },
  // The buying office orders from its upline (stockist 'Order Barang' / pembelian).
  purchase: {
    origin: [PUSAT, KP, SC],
    destination: [KP, SC, STOCKIST],
    makers: ["destination"],
    minimumOrder: true,
    cashback: true,
    codePrefix: "OB",
  },
  // A stockist (or SC / KP) sells to a member (pencatatan mitra usaha).
  member_sale: {
    origin: [STOCKIST, SC, KP],
    destination: [MEMBER],
    makers: ["origin"],
    minimumOrder: false,
    cashback: false,
    codePrefix: "PM",
  },
  // Goods lent by Pusat to a Stockist Center, paid later (pinjaman barang SC).
  loan: {
    origin: [PUSAT],
    destination: [SC],
    makers: ["origin"],
    minimumOrder: false,
    cashback: false,
    codePrefix: "PJ",
  },
};

/** The buyer type (buyer_types.code) whose prices a buyer office of this category pays. */
export const BUYER_TYPE_BY_CATEGORY: Partial<Record<number, string>> = {
  [KP]: "kp",
  [SC]: "sc",
  [STOCKIST]: "stockist",
  [MEMBER]: "member",
};

/**
 * Jawa or luar Jawa for the category's minimum order and cashback, by the buyer's province:
 * the BPS province codes of the island of Java all start with "3" (31 DKI Jakarta ... 36 Banten).
 * Price areas are per regency and editable (area 0 also holds Bali), so the island is read from
 * the province, as the office categories' columns name it.
 */
export function isJawaProvince(provinceId: string | null | undefined): boolean {
  return !!provinceId && /^3\d$/.test(provinceId);
}
