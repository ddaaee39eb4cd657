// What the order detail (order-detail.tsx) shows: the order with its lines, its shipments (with
// their lines, for the figures), its history and the order it was duplicated from. Read through an ApiGet, so the detail page's server loads it into
// the page's HTML (server/jsonapi/prefetch.ts) and the browser reloads it after an action.
import {
  resourceResultOf,
  resourceUrl,
  type ApiGet,
  type ResourceObject,
} from "@/lib/jsonapi-client";
import type { DocumentHistoryAttributes } from "@/components/widgets/detail-parts";
import {
  documentShipments,
  SHIPMENT_INCLUDE,
  type DocumentShipment,
} from "@/components/stock-movements/document-shipments-data";
import type { OrderAttributes, OrderDetailAttributes } from "./config";

export interface OrderDetailLoaded {
  order: ResourceObject<OrderAttributes>;
  lines: ResourceObject<OrderDetailAttributes>[];
  /** Its shipments and susulan with their figures (issue 23). */
  shipments: DocumentShipment[];
  history: ResourceObject<DocumentHistoryAttributes>[];
  previousId: string | null;
}

export async function loadOrderDetail(
  get: ApiGet,
  id: string,
  signal?: AbortSignal,
): Promise<OrderDetailLoaded> {
  const [document, history, previous] = await Promise.all([
    get(resourceUrl("orders", id, { include: ["order-details", ...SHIPMENT_INCLUDE] }), signal),
    get(`orders/${encodeURIComponent(id)}/-actions/history`, signal) as Promise<{
      data: ResourceObject<DocumentHistoryAttributes>[];
    }>,
    get(`orders/${encodeURIComponent(id)}/previous-order`, signal) as Promise<{
      data?: { id: string }[];
    }>,
  ]);
  const { resource, included } = resourceResultOf<OrderAttributes>(document);
  const lines = (
    included.filter(
      (r) => r.type === "order-details",
    ) as unknown as ResourceObject<OrderDetailAttributes>[]
  ).sort((a, b) => a.attributes.createdAt.localeCompare(b.attributes.createdAt));
  return {
    order: resource,
    lines,
    shipments: documentShipments(included),
    history: history.data,
    previousId: previous.data?.[0]?.id ?? null,
  };
}
