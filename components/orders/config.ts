// The shape of an order screen (SPEC §2; docs/orders.md "Screens") and the helpers that read one:
// ONE list, ONE form and ONE detail component (order-list.tsx, order-form.tsx, order-detail.tsx)
// read a screen's config. A screen names the order kind, the side the caller's office is on
// (origin = it sells, destination = it buys), its routes, and which office categories the other
// side may be. The table of every screen is screens.ts.
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
