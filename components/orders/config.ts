// The order screens of every area (SPEC §2; docs/orders.md "Screens") as typed configs: ONE list,
// ONE form and ONE detail component (order-list.tsx, order-form.tsx, order-detail.tsx) read
// these. A screen names the order kind, the side the caller's office is on (origin = it sells,
// destination = it buys), its routes, and which office categories the other side may be.
import { OFFICE_CATEGORY_IDS as CAT } from "@/lib/office-categories";
import {
  ORDER_HISTORY_LABEL,
  type OrderDeliveryStatus,
  type OrderKind,
  type OrderStatus,
} from "@/lib/labels/orders";
import type { OfficeCategory } from "@/components/stock-movements/kind";
import type { ListQuery } from "@/components/data-table/query";

export type OrderScreenSide = "origin" | "destination";

export interface OrderScreen {
  kind: OrderKind;
  /** The caller's side: its office is the order's origin (seller) or destination (buyer). */
  side: OrderScreenSide;
  /** The area root `requireArea` checks (the user must have this menu). */
  area: string;
  title: string;
  description: string;
  /** The list route. */
  basePath: string;
  /** The detail route prefix: `${detailBase}/${id}`. */
  detailBase: string;
  /** The form route ('Tambah'); null for a list-only screen. */
  createPath: string | null;
  createLabel: string;
  /** Office categories the other side may be (the office picker's filter, the list's filter). */
  otherCategories: readonly number[];
  /** Label of the other side ('Stockist', 'Mitra Usaha', 'Kantor Asal' ...). */
  otherLabel: string;
  /**
   * The list is not limited to the caller's side: Pusat's Cash Bill and Bonus staff see every
   * office's orders of the kind (the server still limits a branch to its own), with the seller.
   */
  allOffices?: boolean;
  /** The list and its totals show the points (total_point): cash bills, point additions. */
  points?: boolean;
  /** No goods (point additions): the detail offers no edit, validation, payment or shipment. */
  noGoods?: boolean;
  /** The form's default delivery method ('diambil': the member takes the goods at once). */
  defaultDelivery?: "dikirim" | "diambil";
  /** The list offers the sales report files (orders/-actions/report-download) of its rows. */
  exports?: boolean;
}

const ALL_STATUSES: readonly OrderStatus[] = [
  "draft",
  "validated",
  "released",
  "warehouse_rejected",
];

export const ORDER_SCREEN_STATUSES = ALL_STATUSES;

export const ORDER_SCREENS = {
  "penjualan-faktur": {
    kind: "sale",
    side: "origin",
    area: "/penjualan",
    title: "Faktur Penjualan",
    description: "Faktur penjualan Pusat ke stockist, Stockist Center dan Kantor Pelayanan.",
    basePath: "/penjualan/transaksi-penjualan",
    detailBase: "/penjualan/transaksi-penjualan",
    createPath: "/penjualan/transaksi-penjualan/tambah-transaksi-penjualan",
    createLabel: "Tambah Faktur Penjualan",
    otherCategories: [CAT.STOCKIST, CAT.STOCKIST_CENTER, CAT.KANTOR_PELAYANAN],
    otherLabel: "Pembeli",
  },
  "penjualan-faktur-sc": {
    kind: "restock",
    side: "origin",
    area: "/penjualan",
    title: "Faktur Restock SC",
    description: "Restock barang dari Pusat ke Stockist Center.",
    basePath: "/penjualan/faktur-sc",
    detailBase: "/penjualan/faktur-sc",
    createPath: "/penjualan/faktur-sc/tambah",
    createLabel: "Tambah Faktur Restock SC",
    otherCategories: [CAT.STOCKIST_CENTER],
    otherLabel: "Stockist Center",
  },
  "penjualan-restock-pbs": {
    kind: "restock",
    side: "origin",
    area: "/penjualan",
    title: "Restock PBS",
    description: "Restock barang dari Pusat ke stockist (PBS).",
    basePath: "/penjualan/restock-pbs",
    detailBase: "/penjualan/restock-pbs",
    createPath: "/penjualan/restock-pbs/tambah",
    createLabel: "Tambah Restock PBS",
    otherCategories: [CAT.STOCKIST],
    otherLabel: "Stockist",
  },
  "stockist-pembelian": {
    kind: "purchase",
    side: "destination",
    area: "/stockist",
    title: "Daftar Pembelian",
    description: "Order barang stockist ke Pusat atau upline.",
    basePath: "/stockist/pembelian",
    detailBase: "/stockist/pembelian",
    createPath: "/stockist/pembelian/tambah-pembelian",
    createLabel: "Order Barang",
    otherCategories: [CAT.PUSAT, CAT.KANTOR_PELAYANAN, CAT.STOCKIST_CENTER],
    otherLabel: "Kantor Asal",
  },
  "stockist-restock-pbs": {
    kind: "restock",
    side: "destination",
    area: "/stockist",
    title: "Restock PBS",
    description: "Permintaan restock stockist ke Pusat atau Kantor Pelayanan.",
    basePath: "/stockist/restock-pbs",
    detailBase: "/stockist/restock-pbs",
    createPath: "/stockist/restock-pbs/tambah",
    createLabel: "Tambah Restock PBS",
    otherCategories: [CAT.PUSAT, CAT.KANTOR_PELAYANAN],
    otherLabel: "Kantor Asal",
  },
  "stockist-member-sale": {
    kind: "member_sale",
    side: "origin",
    area: "/stockist",
    title: "Pengeluaran Barang ke Mitra Usaha",
    description: "Penjualan barang stockist ke mitra usaha.",
    basePath: "/stockist/pengeluaran",
    detailBase: "/stockist/pengeluaran/barang-ke-member",
    createPath: "/stockist/pengeluaran/tambah",
    createLabel: "Tambah Penjualan ke Mitra",
    otherCategories: [CAT.MEMBER],
    otherLabel: "Mitra Usaha",
  },
  "kp-restock": {
    kind: "restock",
    side: "destination",
    area: "/kantor-pelayanan",
    title: "Restock dari Pusat",
    description: "Restock barang Kantor Pelayanan dari Pusat.",
    basePath: "/kantor-pelayanan/restock",
    detailBase: "/kantor-pelayanan/restock",
    createPath: "/kantor-pelayanan/restock/tambah",
    createLabel: "Tambah Restock",
    otherCategories: [CAT.PUSAT],
    otherLabel: "Kantor Asal",
  },
  "kp-faktur": {
    kind: "sale",
    side: "origin",
    area: "/kantor-pelayanan",
    title: "Faktur KP",
    description: "Faktur penjualan Kantor Pelayanan ke stockist dan Stockist Center.",
    basePath: "/kantor-pelayanan/faktur-kp",
    detailBase: "/kantor-pelayanan/faktur-kp",
    createPath: "/kantor-pelayanan/faktur-kp/tambah",
    createLabel: "Tambah Faktur KP",
    otherCategories: [CAT.STOCKIST, CAT.STOCKIST_CENTER],
    otherLabel: "Pembeli",
  },
  "sc-restock": {
    kind: "restock",
    side: "destination",
    area: "/stockist-center",
    title: "Restock SC",
    description: "Restock barang Stockist Center dari Pusat atau Kantor Pelayanan.",
    basePath: "/stockist-center/restock",
    detailBase: "/stockist-center/restock",
    createPath: "/stockist-center/restock/tambah-restock",
    createLabel: "Tambah Restock",
    otherCategories: [CAT.PUSAT, CAT.KANTOR_PELAYANAN],
    otherLabel: "Kantor Asal",
  },
  "gudang-restock-kp": {
    kind: "restock",
    side: "origin",
    area: "/gudang",
    title: "Restock Pusat ke KP",
    description: "Restock barang dari gudang Pusat ke Kantor Pelayanan.",
    basePath: "/gudang/restock/pusat-ke-kp",
    detailBase: "/gudang/restock/pusat-ke-kp",
    createPath: "/gudang/restock/pusat-ke-kp/tambah",
    createLabel: "Tambah Restock KP",
    otherCategories: [CAT.KANTOR_PELAYANAN],
    otherLabel: "Kantor Pelayanan",
  },
  "gudang-order-barang": {
    // SPEC §2 Gudang /stock/order-barang: the goods orders (Order Barang, kind purchase) that
    // stockists, SCs and KPs place with Pusat, which Gudang serves; list and detail only.
    kind: "purchase",
    side: "origin",
    area: "/gudang",
    title: "Order Barang",
    description: "Order barang dari stockist, Stockist Center dan Kantor Pelayanan ke Pusat.",
    basePath: "/gudang/stock/order-barang",
    detailBase: "/gudang/stock/order-barang",
    createPath: null,
    createLabel: "",
    otherCategories: [CAT.STOCKIST, CAT.STOCKIST_CENTER, CAT.KANTOR_PELAYANAN],
    otherLabel: "Pemesan",
  },
  // The Cash Bill area and the member's own cash bills (docs/cash-bills.md "Screens").
  "cash-bill-transaksi": {
    kind: "cashbill",
    side: "origin",
    area: "/cash-bill",
    title: "Transaksi Cash Bill",
    description:
      "Pembelian mitra usaha di stockist atau Pusat, dengan poin pada periode mitra berjalan.",
    basePath: "/cash-bill/transaksi-cashbill",
    detailBase: "/cash-bill/transaksi-cashbill",
    createPath: "/cash-bill/transaksi-cashbill/tambah-transaksi-cash-bill",
    createLabel: "Pencatatan Cash Bill",
    otherCategories: [CAT.MEMBER],
    otherLabel: "Mitra Usaha",
    allOffices: true,
    points: true,
    defaultDelivery: "diambil",
  },
  "cash-bill-tambah-poin": {
    kind: "point_addition",
    side: "origin",
    area: "/cash-bill",
    title: "Pencatatan Tambah Poin",
    description: "Tambahan poin mitra usaha dengan alasan, hanya pada periode tutup buku (bonus).",
    basePath: "/cash-bill/pencatatan-tambah-poin",
    detailBase: "/cash-bill/pencatatan-tambah-poin",
    createPath: "/cash-bill/pencatatan-tambah-poin/tambah-poin",
    createLabel: "Tambah Poin",
    otherCategories: [CAT.MEMBER],
    otherLabel: "Mitra Usaha",
    allOffices: true,
    points: true,
    noGoods: true,
  },
  "cash-bill-penjualan-pbs": {
    kind: "pbs",
    side: "origin",
    area: "/cash-bill",
    title: "Penjualan PBS",
    description: "Penjualan ke mitra usaha dalam program PBS oleh kantor yang PBS-nya aktif.",
    basePath: "/cash-bill/penjualan-pbs",
    detailBase: "/cash-bill/penjualan-pbs",
    createPath: "/cash-bill/penjualan-pbs/tambah",
    createLabel: "Tambah Penjualan PBS",
    otherCategories: [CAT.MEMBER],
    otherLabel: "Mitra Usaha",
    allOffices: true,
    points: true,
    defaultDelivery: "diambil",
  },
  "member-cashbill": {
    kind: "cashbill",
    side: "destination",
    area: "/cashbill",
    title: "Cash Bill Saya",
    description: "Cash bill Anda beserta poinnya.",
    basePath: "/cashbill",
    detailBase: "/cashbill",
    createPath: null,
    createLabel: "",
    otherCategories: [CAT.PUSAT, CAT.KANTOR_PELAYANAN, CAT.STOCKIST_CENTER, CAT.STOCKIST],
    otherLabel: "Penjual",
    points: true,
  },
  "bonus-data-cashbill": {
    kind: "cashbill",
    side: "origin",
    area: "/bonus",
    title: "Data Cash Bill",
    description: "Cash bill semua kantor untuk perhitungan bonus, dengan total dan file unduhan.",
    basePath: "/bonus/bonus/data-cashbill",
    detailBase: "/cash-bill/transaksi-cashbill",
    createPath: null,
    createLabel: "",
    otherCategories: [CAT.MEMBER],
    otherLabel: "Mitra Usaha",
    allOffices: true,
    points: true,
    exports: true,
  },
  "bonus-data-tambahan-poin": {
    kind: "point_addition",
    side: "origin",
    area: "/bonus",
    title: "Data Tambahan Poin",
    description:
      "Tambahan poin semua mitra usaha untuk perhitungan bonus, dengan total dan file unduhan.",
    basePath: "/bonus/bonus/data-tambahan-poin",
    detailBase: "/cash-bill/pencatatan-tambah-poin",
    createPath: null,
    createLabel: "",
    otherCategories: [CAT.MEMBER],
    otherLabel: "Mitra Usaha",
    allOffices: true,
    points: true,
    noGoods: true,
    exports: true,
  },
} as const satisfies Record<string, OrderScreen>;

export type OrderScreenKey = keyof typeof ORDER_SCREENS;

const CATEGORY_OF_TYPE: Record<OfficeCategory, number> = {
  pusat: CAT.PUSAT,
  kantor_pelayanan: CAT.KANTOR_PELAYANAN,
  stockist_center: CAT.STOCKIST_CENTER,
  stockist: CAT.STOCKIST,
  member: CAT.MEMBER,
  supplier: CAT.SUPPLIER,
};

/**
 * The detail page of an order seen from one side (a movement's link back to its order): the
 * screen of the order's kind and side whose other side may be `other`, preferring one under
 * `area` (the route the viewer is on, e.g. "/gudang"); null when no screen shows it.
 */
export function orderDetailPath(
  order: { id: string; orderType: OrderKind },
  side: OrderScreenSide,
  other: OfficeCategory | readonly OfficeCategory[],
  area?: string,
): string | null {
  const cats = (typeof other === "string" ? [other] : other).map((t) => CATEGORY_OF_TYPE[t]);
  const screens = (Object.values(ORDER_SCREENS) as OrderScreen[]).filter(
    (s) =>
      s.kind === order.orderType &&
      s.side === side &&
      s.otherCategories.some((c) => cats.includes(c)),
  );
  const pick = screens.find((s) => area && s.detailBase.startsWith(`${area}/`)) ?? screens[0];
  return pick ? `${pick.detailBase}/${order.id}` : null;
}

export function orderScreen(key: OrderScreenKey): OrderScreen {
  return ORDER_SCREENS[key];
}

/** The other side of an order as the screen's caller sees it. */
export function otherSideOf(side: OrderScreenSide): OrderScreenSide {
  return side === "origin" ? "destination" : "origin";
}

/**
 * The list's fixed filters: the kind, the caller's side and the other side's categories (the
 * server still limits an office to its own orders).
 */
/** The office type the order filters name for each office category id (lib/office-categories). */
const OFFICE_TYPE_OF_CATEGORY: Record<number, string> = {
  1: "pusat",
  2: "kantor_pelayanan",
  3: "stockist_center",
  4: "stockist",
  5: "member",
  6: "supplier",
};

export function screenFilters(cfg: OrderScreen): Record<string, string> {
  return {
    kind: cfg.kind,
    ...(cfg.allOffices ? {} : { side: cfg.side }),
    [cfg.side === "origin" ? "destination_category" : "origin_category"]: cfg.otherCategories
      .map((id) => OFFICE_TYPE_OF_CATEGORY[id])
      .join(","),
  };
}

/**
 * The attributes an order list shows, asked as a sparse fieldset without includes: a page of 15
 * orders was 157 KB with the default include and every attribute, and is ~8 KB this way.
 */
export const ORDER_LIST_FIELDS = [
  "code",
  "order_date",
  "status",
  "delivery_status",
  "total_price",
  "final_price",
  "origin_office_code",
  "origin_office_name",
  "destination_office_code",
  "destination_office_name",
  "total_point",
] as const satisfies readonly (keyof OrderAttributes)[];
export type OrderListAttributes = Pick<OrderAttributes, (typeof ORDER_LIST_FIELDS)[number]>;

/** The list's own filters (status, the other office, the order date range); "" = not set. */
export interface OrderListFilters {
  status: string;
  otherOfficeId: string;
  from: string;
  to: string;
}

const NO_FILTERS: OrderListFilters = { status: "", otherOfficeId: "", from: "", to: "" };

/** The DataTable query of a screen's order list; the server loads its first page with the page. */
export function orderListQuery(cfg: OrderScreen, f: OrderListFilters = NO_FILTERS): ListQuery {
  return {
    resource: "orders",
    include: [],
    fields: { orders: ORDER_LIST_FIELDS },
    defaultSort: "-createdAt",
    filters: {
      ...screenFilters(cfg),
      status: f.status,
      [cfg.side === "origin" ? "destination_office_id" : "origin_office_id"]: f.otherOfficeId,
      order_date_from: f.from,
      order_date_to: f.to,
    },
  };
}

export const STATUS_COLOR: Record<OrderStatus, "gray" | "blue" | "yellow" | "green" | "red"> = {
  draft: "gray",
  submitted: "blue",
  validated: "yellow",
  released: "green",
  warehouse_rejected: "red",
  cancelled: "red",
};

/** The label of an order state, or of a delivery state its history names (Dikirim, Selesai). */
export function statusLabel(status: string): string {
  return Object.hasOwn(ORDER_HISTORY_LABEL, status)
    ? (ORDER_HISTORY_LABEL[status] ?? status)
    : status === "deleted"
      ? "Dihapus"
      : status;
}

/** Attributes of an `orders` resource as the screens read them. */
export interface OrderAttributes {
  code: string;
  order_type: OrderKind;
  order_type_label: string;
  status: OrderStatus;
  status_label: string;
  /** Where the goods are (docs/orders.md "Delivery status"). */
  delivery_status: OrderDeliveryStatus;
  delivery_completed_at: string | null;
  origin_office_type: OfficeCategory;
  destination_office_type: OfficeCategory;
  order_date: string;
  origin_office_id: string;
  origin_office_code: string | null;
  origin_office_name: string | null;
  destination_office_id: string;
  destination_office_code: string | null;
  destination_office_name: string | null;
  delivery_method: "dikirim" | "diambil" | null;
  origin_warehouse_id: string | null;
  origin_warehouse_name: string | null;
  total_price: number;
  discount: number;
  shipping_cost: number;
  final_price: number;
  total_point: number;
  total_bonus: number;
  total_weight: number;
  paid_amount: number;
  remaining_payment: number;
  is_paid: boolean;
  acc_payment_reason: string | null;
  acc_payment_at: string | null;
  cancel_warehouse_description: string | null;
  validated_at: string | null;
  description: string | null;
  createdAt: string;
}

export interface OrderDetailAttributes {
  product_id: string;
  product_code: string | null;
  product_name: string | null;
  quantity: number;
  unit_price: number;
  discount: number;
  total_price: number;
  point: number;
  total_point: number;
  description: string | null;
  createdAt: string;
}

/** The other office of a row, as `code - name`. */
export function otherOfficeText(
  cfg: OrderScreen,
  a: Pick<
    OrderAttributes,
    | "origin_office_code"
    | "origin_office_name"
    | "destination_office_code"
    | "destination_office_name"
  >,
): string {
  return cfg.side === "origin"
    ? `${a.destination_office_code ?? "-"} - ${a.destination_office_name ?? ""}`
    : `${a.origin_office_code ?? "-"} - ${a.origin_office_name ?? ""}`;
}
