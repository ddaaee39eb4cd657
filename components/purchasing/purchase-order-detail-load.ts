// What the purchase-order detail (purchase-order-detail.tsx) shows: the purchase order with its
// lines, goods receipts and shipments (one GET with ?include=...) and its state history. Read
// through an ApiGet, so the detail page's server loads it into the page's HTML
// (server/jsonapi/prefetch.ts) and the browser reloads it after an action.
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
import type { PurchaseOrderAttributes, PurchaseOrderDetailAttributes } from "./config";

export interface IncomingAttributes {
  code: string;
  received_at: string | null;
}

export interface PurchaseOrderDetailLoaded {
  po: ResourceObject<PurchaseOrderAttributes>;
  lines: ResourceObject<PurchaseOrderDetailAttributes>[];
  receipts: ResourceObject<IncomingAttributes>[];
  /** Its shipments and susulan with their figures (issue 23). */
  shipments: DocumentShipment[];
  history: ResourceObject<DocumentHistoryAttributes>[];
}

export async function loadPurchaseOrderDetail(
  get: ApiGet,
  id: string,
  signal?: AbortSignal,
): Promise<PurchaseOrderDetailLoaded> {
  const [document, history] = await Promise.all([
    get(
      resourceUrl("purchase-orders", id, {
        include: ["purchase-order-details", "incoming-goods", ...SHIPMENT_INCLUDE],
      }),
      signal,
    ),
    get(`purchase-orders/${encodeURIComponent(id)}/-actions/history`, signal) as Promise<{
      data: ResourceObject<DocumentHistoryAttributes>[];
    }>,
  ]);
  const { resource, included } = resourceResultOf<PurchaseOrderAttributes>(document);
  return {
    po: resource,
    lines: included.filter(
      (r) => r.type === "purchase-order-details",
    ) as unknown as ResourceObject<PurchaseOrderDetailAttributes>[],
    receipts: included.filter(
      (r) => r.type === "incoming-goods",
    ) as unknown as ResourceObject<IncomingAttributes>[],
    shipments: documentShipments(included),
    history: history.data,
  };
}
