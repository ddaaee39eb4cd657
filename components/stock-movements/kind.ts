// The shape of a stock movement screen's config (components/stock-movements/config.ts holds
// every kind): the office categories of the two sides, the stages of the lifecycle a route
// shows, and what each stage lists and is titled.

import type { MovementDeliveryMethod, MovementStatus } from "@/server/stock/movements/machine";
import type { OrderKind } from "@/lib/labels/orders";

export type OfficeCategory =
  "pusat" | "kantor_pelayanan" | "stockist_center" | "stockist" | "member" | "supplier";

export type MovementStage = "pengeluaran" | "pengiriman" | "susulan" | "penerimaan";

export type MovementKind = {
  /** Stable key, used in URLs of the API filter and in tests. */
  key: string;
  title: string;
  /** Title per stage where the side's view differs (e.g. the origin's susulan list). */
  stageTitles?: Partial<Record<MovementStage, string>>;
  /** Office categories of the two sides (several: the list shows any of them). */
  origin: OfficeCategory | readonly OfficeCategory[];
  destination: OfficeCategory | readonly OfficeCategory[];
  /** null: both methods are shown (e.g. supplier shipments). */
  deliveryMethod: MovementDeliveryMethod | null;
  /**
   * Shipments of orders (docs/orders.md "Shipping"): the order kinds the pengeluaran route
   * lists (SPEC splits restock from sales there only; pengiriman, susulan and penerimaan show
   * every kind). Set: the pengeluaran list also shows the released orders of these kinds
   * without a shipment, each with "Buat Pengeluaran". Unset: no orders (supplier shipments).
   */
  orderTypes?: readonly OrderKind[];
  /**
   * Every stage's list shows only shipments of these order kinds (the expedition lists:
   * shipments of sales and restocks). Unlike `orderTypes` it offers no pending orders.
   */
  listOrderTypes?: readonly OrderKind[];
  /** The list shows follow-up shipments only (the stockist's susulan to receive). */
  susulanOnly?: boolean;
  /** The states the list shows, instead of the stage's (STAGE_STATUSES). */
  statuses?: readonly MovementStatus[];
  /**
   * The destination records a receipt on `{penerimaan route}/tambah-barang-masuk` (SPEC §2:
   * pick a sent movement, enter what arrived; the rest becomes the susulan).
   */
  receivePage?: boolean;
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

/** The title of a kind on a stage's pages ("{stage} {title}"). */
export function kindTitle(kind: MovementKind, stage: MovementStage): string {
  return kind.stageTitles?.[stage] ?? kind.title;
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
