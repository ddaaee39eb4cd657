// What the stock movement detail and packing pages read from the API, and how: the movement with
// its lines, packets, parent, susulan children, purchase order, warehouses and expedition in one
// GET (?include=...), plus the history and FEFO batch suggestions actions
// (server/stock/movements/actions.ts).
import { callAction } from "@/components/setup/action-client";
import { getResource, type ResourceIdentifier, type ResourceObject } from "@/lib/jsonapi-client";
import type { MovementStatus } from "@/server/stock/movements/machine";

export interface MovementDetailAttributes {
  code: string;
  status: MovementStatus;
  status_label: string;
  delivery_method: "dikirim" | "diambil";
  is_susulan: boolean;
  parent_movement_id: string | null;
  purchase_order_id: string | null;
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
  createdAt: string;
}

export interface LineAttributes {
  product_id: string;
  product_code: string | null;
  product_name: string | null;
  batch_id: string | null;
  quantity: number;
  received_quantity: number;
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

interface Named {
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

function related<A>(movement: ResourceObject<A>, name: string): ResourceIdentifier[] {
  const data = movement.relationships?.[name]?.data;
  if (!data) return [];
  return Array.isArray(data) ? data : [data];
}

export async function loadMovement(id: string, signal?: AbortSignal): Promise<LoadedMovement> {
  const { resource, included } = await getResource<MovementDetailAttributes>(
    "stock-movements",
    id,
    {
      include: [
        "movement-details",
        "packets",
        "parent-movement",
        "susulan-movements",
        "purchase-order",
        "expedition",
      ],
    },
    signal,
  );
  const find = <A>(name: string): ResourceObject<A>[] =>
    related(resource, name).flatMap((ref) => {
      const hit = included.find((r) => r.type === ref.type && r.id === ref.id);
      return hit ? [hit as unknown as ResourceObject<A>] : [];
    });
  return {
    movement: resource,
    lines: find<LineAttributes>("movement-details"),
    packets: find<PacketAttributes>("packets").sort((a, b) =>
      a.attributes.code.localeCompare(b.attributes.code, "id", { numeric: true }),
    ),
    parent: find<MovementDetailAttributes>("parent-movement")[0] ?? null,
    susulan: find<MovementDetailAttributes>("susulan-movements"),
    purchaseOrder: find<Named>("purchase-order")[0] ?? null,
    expedition: find<Named>("expedition")[0] ?? null,
  };
}

export async function loadHistory(id: string): Promise<ResourceObject<HistoryAttributes>[]> {
  const res = await callAction<{ data: ResourceObject<HistoryAttributes>[] }>(
    `stock-movements/${id}/-actions/history`,
    "GET",
  );
  return res.data;
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
