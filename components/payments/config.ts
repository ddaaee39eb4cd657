// The Kasir's payment screens (SPEC §2 Kasir, docs/payments.md) as typed configs: the orders
// waiting for payment of one kind (faktur penjualan Pusat ke stockist = `sale`, pinjaman barang
// SC = `loan`) or of every kind (/kasir/pembayaran). One list and one detail component read them.
import type { OrderKind } from "@/lib/labels/orders";
import type { ListQuery } from "@/components/data-table/query";
import { FAKTUR_BASE, PINJAMAN_BASE } from "./paths";

export interface PaymentScreen {
  title: string;
  description: string;
  /** The kind listed; null = every kind. */
  kind: OrderKind | null;
  /** The list route; an order's page is `${detailBase(kind)}/${id}`. */
  basePath: string;
}

export const PAYMENT_SCREENS = {
  semua: {
    title: "Daftar Pembayaran",
    description: "Order yang sudah divalidasi dan menunggu pembayaran.",
    kind: null,
    basePath: "/kasir/pembayaran",
  },
  faktur: {
    title: "Faktur Penjualan Pusat ke Stockist",
    description: "Faktur penjualan yang menunggu pembayaran di kasir.",
    kind: "sale",
    basePath: FAKTUR_BASE,
  },
  pinjaman: {
    title: "Pinjaman Barang SC",
    description: "Pinjaman barang ke Stockist Center yang menunggu pembayaran.",
    kind: "loan",
    basePath: PINJAMAN_BASE,
  },
} as const satisfies Record<string, PaymentScreen>;

export type PaymentScreenKey = keyof typeof PAYMENT_SCREENS;

/** The attributes the awaiting-payment list shows (sparse fieldset, no includes). */
export const AWAITING_LIST_FIELDS = [
  "code",
  "origin_code",
  "order_type",
  "order_type_label",
  "destination_office_code",
  "destination_office_name",
  "order_date",
  "final_price",
  "paid_amount",
  "remaining_payment",
] as const satisfies readonly (keyof PayableOrderAttributes)[];
export type AwaitingListAttributes = Pick<
  PayableOrderAttributes,
  (typeof AWAITING_LIST_FIELDS)[number]
>;

/**
 * The DataTable query of an awaiting-payment list (order date range "" = not set): the Kasir
 * takes the payments of its own office's sales (the seller side). The server loads its first
 * page with the page.
 */
export function awaitingPaymentQuery(
  screen: PaymentScreenKey,
  range: { from: string; to: string } = { from: "", to: "" },
): ListQuery {
  const kind: OrderKind | null = PAYMENT_SCREENS[screen].kind;
  return {
    resource: "orders",
    include: [],
    fields: { orders: AWAITING_LIST_FIELDS },
    defaultSort: "-createdAt",
    filters: {
      side: "origin",
      status: "validated",
      is_paid: false,
      kind: kind ?? "",
      order_date_from: range.from,
      order_date_to: range.to,
    },
  };
}

/** Attributes of an order as these screens read them. */
export interface PayableOrderAttributes {
  code: string;
  origin_code: string | null;
  order_type: string;
  order_type_label: string;
  status: string;
  status_label: string;
  order_date: string;
  origin_office_id: string;
  origin_office_code: string | null;
  origin_office_name: string | null;
  destination_office_code: string | null;
  destination_office_name: string | null;
  total_price: number;
  discount: number;
  shipping_cost: number;
  final_price: number;
  paid_amount: number;
  remaining_payment: number;
  is_paid: boolean;
  acc_payment_reason: string | null;
}

export interface PaymentAttributes {
  code: string;
  amount: number;
  status: string;
  status_label: string;
  payment_date: string;
  order_id: string | null;
  order_code: string | null;
  order_type: string | null;
  office_code: string | null;
  office_name: string | null;
  description: string | null;
  created_by_name: string | null;
  verified_by_name: string | null;
  verified_at: string | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
  createdAt: string;
}

export interface PaymentMethodAttributes {
  payment_method_type_code: string | null;
  payment_method_type_name: string | null;
  bank_name: string | null;
  account_number: string | null;
  amount: number;
  reference_number: string | null;
  is_verified: boolean;
}
