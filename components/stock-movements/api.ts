// What the stock movement detail and packing pages read from the API, and how: the movement with
// its lines, packets, parent, susulan children, purchase order, warehouses and expedition in one
// GET (?include=...), plus the history and FEFO batch suggestions actions
// (server/stock/movements/actions.ts).
import { callAction } from "@/components/setup/action-client";
import type { Submit, SubmitEnd } from "@/components/forms/use-submit";
import { browserGet, resourceUrl, type ResourceObject } from "@/lib/jsonapi-client";
import { MOVEMENT_DETAIL_PARAMS, loadedMovementOf } from "./detail-screen-load";
import type { MovementStatus, SettlementOutcome } from "@/server/stock/movements/machine";
import type { OrderKind } from "@/lib/labels/orders";

export interface MovementDetailAttributes {
  code: string;
  status: MovementStatus;
  status_label: string;
  delivery_method: "dikirim" | "diambil";
  is_susulan: boolean;
  parent_movement_id: string | null;
  purchase_order_id: string | null;
  /** The order it ships (docs/orders.md "Shipping"): its detail is linked from the movement. */
  order_id: string | null;
  order_code: string | null;
  order_type: OrderKind | null;
  origin_office_code: string | null;
  origin_office_name: string | null;
  destination_office_code: string | null;
  destination_office_name: string | null;
  origin_warehouse_name: string | null;
  destination_warehouse_name: string | null;
  tracking_number: string | null;
  shipping_cost: number;
  total_weight: number;
  description: string | null;
  recipient_name: string | null;
  shipping_address: string | null;
  packed_at: string | null;
  sent_at: string | null;
  received_at: string | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
  complaint_status: "pending" | "approved" | "declined" | null;
  complaint_description: string | null;
  complaint_resolution: string | null;
  expedition_id: string | null;
  /** Every unit accounted for (received, or settled after a partial receipt). */
  is_complete: boolean;
  completed_at: string | null;
  createdAt: string;
}

export interface LineAttributes {
  product_id: string;
  product_code: string | null;
  product_name: string | null;
  batch_id: string | null;
  quantity: number;
  received_quantity: number;
  /** Goods in transit: quantity = received + in transit + settled. */
  settled_quantity: number;
  in_transit_quantity: number;
  settled_by_outcome: Record<SettlementOutcome, number>;
}

export interface PacketContent {
  product_id: string;
  product_code: string;
  product_name: string;
  quantity: number;
}

export interface PacketAttributes {
  code: string;
  name: string | null;
  weight: number;
  contents: PacketContent[];
}

export interface HistoryAttributes {
  from_status: string | null;
  from_label: string | null;
  to_status: string;
  to_label: string | null;
  action: string | null;
  note: string | null;
  user_name: string | null;
  createdAt: string;
}

export interface BatchSuggestion {
  code: string;
  product_id: string;
  expired_at: string | null;
  quantity: number;
}

export interface Named {
  code?: string | null;
  name?: string | null;
}

export interface LoadedMovement {
  movement: ResourceObject<MovementDetailAttributes>;
  lines: ResourceObject<LineAttributes>[];
  packets: ResourceObject<PacketAttributes>[];
  parent: ResourceObject<MovementDetailAttributes> | null;
  susulan: ResourceObject<MovementDetailAttributes>[];
  purchaseOrder: ResourceObject<Named> | null;
  expedition: ResourceObject<Named> | null;
}

/** The movement as the packing and receive screens show it (the detail's own loader reads the same). */
export async function loadMovement(id: string, signal?: AbortSignal): Promise<LoadedMovement> {
  return loadedMovementOf(
    await browserGet(resourceUrl("stock-movements", id, MOVEMENT_DETAIL_PARAMS), signal),
  );
}

export async function loadBatchSuggestions(id: string): Promise<ResourceObject<BatchSuggestion>[]> {
  const res = await callAction<{ data: ResourceObject<BatchSuggestion>[] }>(
    `stock-movements/${id}/-actions/batch-suggestions`,
    "GET",
  );
  return res.data;
}

/** The JSON:API body of a stock-movements action. */
export function movementBody(id: string, attributes: Record<string, unknown> = {}) {
  return { data: { type: "stock-movements", id, attributes } };
}

export function officeText(code: string | null, name: string | null): string {
  return `${code ?? "-"} - ${name ?? ""}`;
}

export function namedText(r: ResourceObject<Named> | null): string {
  if (!r) return "-";
  const { code, name } = r.attributes;
  return [code, name].filter(Boolean).join(" - ") || "-";
}

/**
 * What every action dialog of the movement detail gets from it (send, reason, settle): the
 * screen's one submit (useSubmit, components/forms/use-submit.ts), busy from the click until the
 * reloaded movement is on screen.
 */
export interface MovementDialogProps {
  busy: boolean;
  submit: Submit["submit"];
  onClose: () => void;
  /** The action succeeded: the screen shows `message`, closes the dialog and says how it ends. */
  onDone: (message: string) => SubmitEnd;
}
