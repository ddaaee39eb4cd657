// Typed configuration of every kind of stock movement screen. ONE list page, ONE detail page
// and ONE packing page read a config from here; a route only names its config. A kind is
// origin category x destination category x delivery method; a stage is which list of the
// lifecycle the route shows (pengeluaran = to pack and send, pengiriman = sent, susulan =
// follow-up shipments, penerimaan = incoming at the destination). Later flows (orders,
// restocks, returns) add entries to MOVEMENT_KINDS, never new pages.

import type { MovementDeliveryMethod, MovementStatus } from "@/server/stock/movements/machine";

export type OfficeCategory =
  "pusat" | "kantor_pelayanan" | "stockist_center" | "stockist" | "member" | "supplier";

export type MovementStage = "pengeluaran" | "pengiriman" | "susulan" | "penerimaan";

export type MovementKind = {
  /** Stable key, used in URLs of the API filter and in tests. */
  key: string;
  title: string;
  origin: OfficeCategory;
  destination: OfficeCategory;
  /** null: both methods are shown (e.g. supplier shipments). */
  deliveryMethod: MovementDeliveryMethod | null;
  /** Route of each stage, per layout, as in prisma/seed/data/menus.ts. */
  routes: Partial<Record<MovementStage, string>>;
  /** Whether a movement of this kind is tied to a purchase order (shown on list and detail). */
  purchaseOrder: boolean;
  /**
   * Stages whose route has the packing page `{route}/{id}/pengemasan` (SPEC §2: the supplier
   * packs under pengeluaran only; its susulan detail links there). The first one is where the
   * detail of any other stage sends the origin to pack.
   */
  packingStages: readonly MovementStage[];
  /** Where the purchase order of a movement is shown, per side (null: no link). */
  purchaseOrderRoutes?: Partial<Record<"origin" | "destination", string>>;
};

/** Which states each stage lists (server filter[status]). */
export const STAGE_STATUSES: Record<MovementStage, readonly MovementStatus[]> = {
  pengeluaran: ["draft", "packed"],
  pengiriman: ["sent", "partially_received", "received"],
  susulan: ["draft", "packed", "sent", "partially_received", "received"],
  penerimaan: ["sent", "partially_received", "received"],
};

/** Which side of the movement the acting office is on for each stage. */
export const STAGE_SIDE: Record<MovementStage, "origin" | "destination"> = {
  pengeluaran: "origin",
  pengiriman: "origin",
  susulan: "origin",
  penerimaan: "destination",
};

export const STAGE_TITLE: Record<MovementStage, string> = {
  pengeluaran: "Pengeluaran",
  pengiriman: "Pengiriman",
  susulan: "Susulan",
  penerimaan: "Penerimaan",
};

export const MOVEMENT_KINDS = [
  {
    key: "supplier-to-pusat",
    title: "Barang dari Supplier",
    origin: "supplier",
    destination: "pusat",
    deliveryMethod: null,
    purchaseOrder: true,
    packingStages: ["pengeluaran"],
    purchaseOrderRoutes: { origin: "/supplier/persiapan-stok", destination: "/gudang/pembelian" },
    routes: {
      pengeluaran: "/supplier/pengeluaran/barang-dari-supplier",
      pengiriman: "/supplier/pengiriman/barang-dari-supplier",
      susulan: "/supplier/susulan/barang-dari-supplier",
      penerimaan: "/gudang/penerimaan/penerimaan-barang-dari-supplier",
    },
  },
] as const satisfies readonly MovementKind[];

export type MovementKindKey = (typeof MOVEMENT_KINDS)[number]["key"];

export function movementKind(key: string): MovementKind | undefined {
  return (MOVEMENT_KINDS as readonly MovementKind[]).find((k) => k.key === key);
}

/** The kind and stage a route shows (the route's page passes its pathname). */
export function kindForRoute(
  pathname: string,
): { kind: MovementKind; stage: MovementStage } | undefined {
  for (const kind of MOVEMENT_KINDS as readonly MovementKind[]) {
    for (const [stage, route] of Object.entries(kind.routes) as [MovementStage, string][]) {
      if (pathname === route || pathname.startsWith(`${route}/`)) return { kind, stage };
    }
  }
  return undefined;
}

/** Filters of the list: the kind's offices and delivery method, the stage's states and side. */
export function listFilter(kind: MovementKind, stage: MovementStage): Record<string, string> {
  const filter: Record<string, string> = {
    origin_category: kind.origin,
    destination_category: kind.destination,
    status: STAGE_STATUSES[stage].join(","),
    side: STAGE_SIDE[stage],
  };
  if (kind.deliveryMethod) filter.delivery_method = kind.deliveryMethod;
  if (stage === "susulan") filter.is_susulan = "true";
  return filter;
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

/** Badge color of each state (SPEC §9 colors). */
export const MOVEMENT_STATUS_COLOR: Record<
  MovementStatus,
  "gray" | "blue" | "yellow" | "indigo" | "green" | "red"
> = {
  draft: "gray",
  packed: "yellow",
  sent: "blue",
  partially_received: "indigo",
  received: "green",
  cancelled: "red",
};
