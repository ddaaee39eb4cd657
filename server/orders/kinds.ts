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
  /**
   * The order counts for the member's points (docs/cash-bills.md): `member_period_id` is the
   * member period covering the order date, set at write time; a closed member period refuses
   * every change (409) and a date no member period covers is a 422 ("required") or leaves it
   * unset ("optional", member sales written before member periods existed keep working).
   */
  memberPeriod?: "required" | "optional";
  /**
   * Pusat's Cash Bill staff (permission `orders.manage-cashbill`) act as the seller of every
   * order of this kind: they see and correct all of them until the member period closes.
   */
  staffManaged?: boolean;
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
    memberPeriod: "optional",
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
  // A member's purchase at a stockist, SC, KP or Pusat (transaksi cash bill, docs/cash-bills.md).
  cashbill: {
    origin: [PUSAT, KP, SC, STOCKIST],
    destination: [MEMBER],
    makers: ["origin"],
    minimumOrder: false,
    cashback: false,
    codePrefix: "CB",
    memberPeriod: "required",
    staffManaged: true,
  },
  // A sale to a member under the PBS programme by a seller whose user is PBS-activated.
  pbs: {
    origin: [KP, SC, STOCKIST],
    destination: [MEMBER],
    makers: ["origin"],
    minimumOrder: false,
    cashback: false,
    codePrefix: "PBS",
    memberPeriod: "required",
    staffManaged: true,
  },
  // Extra points for a member with a reason, only in a bonus period: no goods, no money
  // (server/cashbills/add-points.ts writes it; POST orders refuses it).
  point_addition: {
    origin: [PUSAT, KP, SC, STOCKIST],
    destination: [MEMBER],
    makers: ["origin"],
    minimumOrder: false,
    cashback: false,
    codePrefix: "TP",
    memberPeriod: "required",
    staffManaged: true,
  },
};

/** Permission of Pusat's Cash Bill staff over every order of a `staffManaged` kind. */
export const MANAGE_CASHBILL_PERMISSION = "orders.manage-cashbill";

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
