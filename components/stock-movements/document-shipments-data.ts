// The shipments of a document (order or purchase order) as its detail lists them (issue 23):
// each movement with its kind (shipment or susulan), state and the sums of its lines: sent,
// received, in transit and settled (per outcome). Read from the document's GET with
// `include=stock-movements.movement-details`; no extra request. Plain data, no React, so the
// page's server loader and the browser both use it.
import { formatNumber } from "@/lib/format";
import type { ResourceObject } from "@/lib/jsonapi-client";

export interface ShipmentAttributes {
  code: string;
  status: string;
  status_label: string;
  is_susulan: boolean;
  /** Every unit accounted for: nothing of it is still in transit. */
  is_complete: boolean;
  delivery_method: "dikirim" | "diambil";
  sent_at: string | null;
  received_at: string | null;
}

interface ShipmentLineAttributes {
  stock_movement_id: string;
  quantity: number;
  received_quantity: number;
  in_transit_quantity: number;
  settled_quantity: number;
  settled_by_outcome: { returned: number; susulan: number; lost: number; damaged: number };
}

/** One movement of a document with its line sums. */
export interface DocumentShipment {
  id: string;
  attributes: ShipmentAttributes;
  sent: number;
  received: number;
  inTransit: number;
  settled: { returned: number; susulan: number; lost: number; damaged: number };
}

/** The include a document GET needs for documentShipments. */
export const SHIPMENT_INCLUDE = ["stock-movements", "stock-movements.movement-details"] as const;

/** The document's movements (oldest first) from its `included`, with their line sums. */
export function documentShipments(included: readonly ResourceObject[]): DocumentShipment[] {
  const sums = new Map<string, Omit<DocumentShipment, "id" | "attributes">>();
  for (const r of included) {
    if (r.type !== "movement-details") continue;
    const l = r.attributes as unknown as ShipmentLineAttributes;
    const s = sums.get(l.stock_movement_id) ?? {
      sent: 0,
      received: 0,
      inTransit: 0,
      settled: { returned: 0, susulan: 0, lost: 0, damaged: 0 },
    };
    s.sent += l.quantity;
    s.received += l.received_quantity;
    s.inTransit += l.in_transit_quantity;
    for (const k of ["returned", "susulan", "lost", "damaged"] as const)
      s.settled[k] += l.settled_by_outcome?.[k] ?? 0;
    sums.set(l.stock_movement_id, s);
  }
  return included
    .filter((r) => r.type === "stock-movements")
    .map((r) => ({
      id: r.id,
      attributes: r.attributes as unknown as ShipmentAttributes,
      ...(sums.get(r.id) ?? {
        sent: 0,
        received: 0,
        inTransit: 0,
        settled: { returned: 0, susulan: 0, lost: 0, damaged: 0 },
      }),
    }))
    .sort((a, b) => a.attributes.code.localeCompare(b.attributes.code));
}

/**
 * What the document's shipments wrote off (lost on the road, damaged on arrival), e.g. "2 unit
 * hilang, 1 unit rusak"; null when nothing. A completed document shows it beside its state.
 */
export function writtenOffText(shipments: readonly DocumentShipment[]): string | null {
  const lost = shipments.reduce((n, s) => n + s.settled.lost, 0);
  const damaged = shipments.reduce((n, s) => n + s.settled.damaged, 0);
  const parts = [
    lost > 0 ? `${formatNumber(lost)} unit hilang` : null,
    damaged > 0 ? `${formatNumber(damaged)} unit rusak` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(", ") : null;
}
