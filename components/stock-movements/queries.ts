// The list queries of stock movement screens: what a kind's list asks the API for in each
// stage, and the released orders waiting for a shipment that a pengeluaran list offers.

import type { InitialList, ListQuery } from "@/components/data-table/query";
import { movementKind } from "./config";
import {
  STAGE_SIDE,
  STAGE_STATUSES,
  type MovementKind,
  type MovementStage,
  type OfficeCategory,
} from "./kind";

function categories(c: OfficeCategory | readonly OfficeCategory[]): string {
  return typeof c === "string" ? c : c.join(",");
}

/**
 * The filter of the released orders without a shipment that a pengeluaran list offers to ship
 * ("Buat Pengeluaran"); null when the kind ships no orders.
 */
export function pendingOrdersFilter(kind: MovementKind): Record<string, string> | null {
  if (!kind.orderTypes) return null;
  const filter: Record<string, string> = {
    awaiting_shipment: "true",
    side: "origin",
    order_type: kind.orderTypes.join(","),
    destination_category: categories(kind.destination),
  };
  if (kind.deliveryMethod) filter.ships_as = kind.deliveryMethod;
  return filter;
}

/** An order waiting for its shipment, as the pending-order list shows it. */
export interface PendingOrderAttributes {
  code: string;
  order_date: string;
  destination_office_code: string | null;
  destination_office_name: string | null;
  delivery_method: string | null;
  final_price: number;
}

/** Every attribute of PendingOrderAttributes, asked as a sparse fieldset without includes. */
const PENDING_ORDER_FIELDS = [
  "code",
  "order_date",
  "destination_office_code",
  "destination_office_name",
  "delivery_method",
  "final_price",
] as const satisfies readonly (keyof PendingOrderAttributes)[];

/** The DataTable query of the orders waiting for a shipment of this kind (null: not a kind that
 *  ships orders); shown above its pengeluaran list. */
export function pendingOrdersQuery(kind: MovementKind): ListQuery | null {
  const filters = pendingOrdersFilter(kind);
  if (!filters) return null;
  return {
    resource: "orders",
    include: [],
    fields: { orders: PENDING_ORDER_FIELDS },
    defaultSort: "-createdAt",
    filters,
  };
}

/** The first pages a movement list screen shows, loaded with the page
 *  (server/stock/movements/list-prefetch.ts). */
export interface MovementListInitial {
  list?: InitialList;
  pending?: InitialList;
}

/** Filters of the list: the kind's offices and delivery method, the stage's states and side. */
export function listFilter(kind: MovementKind, stage: MovementStage): Record<string, string> {
  const filter: Record<string, string> = {
    origin_category: categories(kind.origin),
    destination_category: categories(kind.destination),
    status: (kind.statuses ?? STAGE_STATUSES[stage]).join(","),
    side: STAGE_SIDE[stage],
  };
  if (kind.deliveryMethod) filter.delivery_method = kind.deliveryMethod;
  if (kind.orderTypes && stage === "pengeluaran") filter.order_type = kind.orderTypes.join(",");
  if (kind.listOrderTypes) filter.order_type = kind.listOrderTypes.join(",");
  if (stage === "susulan" || kind.susulanOnly) filter.is_susulan = "true";
  return filter;
}

/** The attributes a movement list shows (sparse fieldset, no includes): a page of 15 was 72 KB
 *  with every attribute and relationship link. */
export const MOVEMENT_LIST_FIELDS = [
  "code",
  "status",
  "status_label",
  "delivery_method",
  "origin_office_code",
  "origin_office_name",
  "destination_office_code",
  "destination_office_name",
  "tracking_number",
  "expedition_name",
  "order_code",
  "shipping_cost",
  "createdAt",
] as const;

/** The DataTable query of a kind's list in a stage; the server loads its first page with the page. */
export function movementListQuery(kindKey: string, stage: MovementStage): ListQuery {
  const kind = movementKind(kindKey);
  if (!kind) throw new Error(`unknown stock movement kind ${kindKey}`);
  return {
    resource: "stock-movements",
    include: [],
    fields: { "stock-movements": MOVEMENT_LIST_FIELDS },
    defaultSort: "-createdAt",
    filters: listFilter(kind, stage),
  };
}
