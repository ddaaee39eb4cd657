// Where a stock movement opens: its detail, packing and receipt pages per kind and stage, and
// the detail of a document's shipment seen from one side.

import type { MovementDeliveryMethod } from "@/server/stock/movements/machine";
import type { OrderKind } from "@/lib/labels/orders";
import { MOVEMENT_KINDS } from "./config";
import { STAGE_SIDE, type MovementKind, type MovementStage, type OfficeCategory } from "./kind";

/** The page where the destination records a receipt (null: the kind has none). */
export function receivePath(kind: MovementKind): string | null {
  return kind.receivePage && kind.routes.penerimaan
    ? `${kind.routes.penerimaan}/tambah-barang-masuk`
    : null;
}

/** The detail route of a movement in a stage: `{route}/{id}`. */
export function detailPath(kind: MovementKind, stage: MovementStage, id: string): string {
  return `${kind.routes[stage] ?? ""}/${id}`;
}

/** The packing page of a movement seen from `stage` (null: this kind has no packing page). */
export function packingPath(kind: MovementKind, stage: MovementStage, id: string): string | null {
  const packing = kind.packingStages.includes(stage) ? stage : kind.packingStages[0];
  const route = packing ? kind.routes[packing] : undefined;
  return route ? `${route}/${id}/pengemasan` : null;
}

/**
 * The stage whose detail a related movement (parent or susulan) opens in: a susulan in the
 * susulan list for the origin, anything else in the stage the viewer is looking at.
 */
export function relatedStage(
  kind: MovementKind,
  stage: MovementStage,
  related: { is_susulan: boolean },
): MovementStage {
  if (STAGE_SIDE[stage] === "origin") {
    if (related.is_susulan && kind.routes.susulan) return "susulan";
    if (stage === "susulan") return kind.routes.pengiriman ? "pengiriman" : "pengeluaran";
  }
  return stage;
}

/**
 * The stage whose detail shows a movement to one side, e.g. from a purchase order: the
 * destination's penerimaan; for the origin its susulan list, else pengeluaran while it is being
 * packed and pengiriman once sent.
 */
export function stageOf(
  kind: MovementKind,
  side: "origin" | "destination",
  m: { status: string; is_susulan: boolean },
): MovementStage {
  if (side === "destination") return "penerimaan";
  if (m.is_susulan && kind.routes.susulan) return "susulan";
  return m.status === "draft" || m.status === "packed" ? "pengeluaran" : "pengiriman";
}

/**
 * The detail page of a document's movement for one side (an order's or purchase order's
 * shipments list, issue 23): the first kind of this shape (office categories, method, order
 * kind) with a route for the stage the movement shows in (stageOf); null when none has one.
 */
export function shipmentDetailPath(
  shape: {
    origin: OfficeCategory;
    destination: OfficeCategory;
    orderType: OrderKind | null;
  },
  side: "origin" | "destination",
  m: { id: string; status: string; is_susulan: boolean; delivery_method: MovementDeliveryMethod },
): string | null {
  const has = (c: OfficeCategory | readonly OfficeCategory[], x: OfficeCategory) =>
    typeof c === "string" ? c === x : c.includes(x);
  for (const kind of MOVEMENT_KINDS as readonly MovementKind[]) {
    if (!has(kind.origin, shape.origin) || !has(kind.destination, shape.destination)) continue;
    if (kind.deliveryMethod && kind.deliveryMethod !== m.delivery_method) continue;
    const types = kind.listOrderTypes ?? kind.orderTypes;
    if (shape.orderType && types && !types.includes(shape.orderType)) continue;
    if (kind.susulanOnly && !m.is_susulan) continue;
    const stage = stageOf(kind, side, m);
    if (kind.routes[stage]) return detailPath(kind, stage, m.id);
  }
  return null;
}
