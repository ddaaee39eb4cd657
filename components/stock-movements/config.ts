// Typed configuration of every kind of stock movement screen. ONE list page, ONE detail page
// and ONE packing page read a config from here; a route only names its config. A kind is
// origin category x destination category x delivery method; a stage is which list of the
// lifecycle the route shows (pengeluaran = to pack and send, pengiriman = sent, susulan =
// follow-up shipments, penerimaan = incoming at the destination). Later flows (orders,
// restocks, returns) add entries to MOVEMENT_KINDS, never new pages.

import type { MovementDeliveryMethod, MovementStatus } from "@/server/stock/movements/machine";
import type { OrderKind } from "@/lib/labels/orders";
import type { InitialList, ListQuery } from "@/components/data-table/query";

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
  {
    key: "pusat-to-stockist-dikirim",
    title: "Barang ke Stockist (Dikirim)",
    origin: "pusat",
    destination: "stockist",
    deliveryMethod: "dikirim",
    purchaseOrder: false,
    packingStages: ["pengeluaran", "susulan"],
    orderTypes: ["sale", "purchase", "loan"],
    routes: {
      pengeluaran: "/gudang/pengeluaran/barang-ke-stockist-dikirim",
      pengiriman: "/gudang/pengiriman/barang-ke-stockist-dikirim",
      susulan: "/gudang/susulan/barang-ke-stockist",
      penerimaan: "/stockist/penerimaan/barang-dari-pusat",
    },
  },
  {
    key: "pusat-restock-to-stockist-dikirim",
    title: "Restock Barang ke Stockist (Dikirim)",
    origin: "pusat",
    destination: "stockist",
    deliveryMethod: "dikirim",
    purchaseOrder: false,
    packingStages: ["pengeluaran", "susulan"],
    orderTypes: ["restock"],
    routes: {
      pengeluaran: "/gudang/pengeluaran/restock-barang-ke-stockist-dikirim",
      pengiriman: "/gudang/pengiriman/barang-ke-stockist-dikirim",
      susulan: "/gudang/susulan/barang-ke-stockist",
      penerimaan: "/stockist/penerimaan/barang-dari-pusat",
    },
  },
  {
    key: "pusat-to-stockist-diambil",
    title: "Barang ke Stockist (Diambil)",
    origin: "pusat",
    destination: "stockist",
    deliveryMethod: "diambil",
    purchaseOrder: false,
    packingStages: ["pengeluaran", "susulan"],
    orderTypes: ["sale", "purchase", "loan"],
    routes: {
      pengeluaran: "/gudang/pengeluaran/barang-ke-stockist-diambil",
      pengiriman: "/gudang/pengiriman/barang-ke-stockist-diambil",
      susulan: "/gudang/susulan/barang-ke-stockist",
      penerimaan: "/stockist/penerimaan/barang-dari-pusat",
    },
  },
  {
    key: "pusat-restock-to-stockist-diambil",
    title: "Restock Barang ke Stockist (Diambil)",
    origin: "pusat",
    destination: "stockist",
    deliveryMethod: "diambil",
    purchaseOrder: false,
    packingStages: ["pengeluaran", "susulan"],
    orderTypes: ["restock"],
    routes: {
      pengeluaran: "/gudang/pengeluaran/restock-barang-ke-stockist-diambil",
      pengiriman: "/gudang/pengiriman/barang-ke-stockist-diambil",
      susulan: "/gudang/susulan/barang-ke-stockist",
      penerimaan: "/stockist/penerimaan/barang-dari-pusat",
    },
  },
  {
    key: "pusat-to-stockist",
    stageTitles: { susulan: "Barang ke Stockist" },
    receivePage: true,
    title: "Barang dari Pusat",
    origin: "pusat",
    destination: "stockist",
    deliveryMethod: null,
    purchaseOrder: false,
    packingStages: ["susulan"],
    routes: {
      // A susulan links its parent here (any method: the detail shows every one).
      pengiriman: "/gudang/pengiriman/barang-ke-stockist-dikirim",
      susulan: "/gudang/susulan/barang-ke-stockist",
      penerimaan: "/stockist/penerimaan/barang-dari-pusat",
    },
  },
  {
    key: "pusat-to-sc-dikirim",
    title: "Barang ke SC (Dikirim)",
    origin: "pusat",
    destination: "stockist_center",
    deliveryMethod: "dikirim",
    purchaseOrder: false,
    packingStages: ["pengeluaran", "susulan"],
    orderTypes: ["sale", "purchase", "loan", "restock"],
    routes: {
      pengeluaran: "/gudang/pengeluaran/barang-ke-sc-dikirim",
      pengiriman: "/gudang/pengiriman/barang-ke-sc-dikirim",
      susulan: "/gudang/susulan/barang-ke-sc",
      penerimaan: "/stockist-center/penerimaan",
    },
  },
  {
    key: "pusat-to-sc-diambil",
    title: "Barang ke SC (Diambil)",
    origin: "pusat",
    destination: "stockist_center",
    deliveryMethod: "diambil",
    purchaseOrder: false,
    packingStages: ["pengeluaran", "susulan"],
    orderTypes: ["sale", "purchase", "loan", "restock"],
    routes: {
      pengeluaran: "/gudang/pengeluaran/barang-ke-sc-diambil",
      pengiriman: "/gudang/pengiriman/barang-ke-sc-diambil",
      susulan: "/gudang/susulan/barang-ke-sc",
      penerimaan: "/stockist-center/penerimaan",
    },
  },
  {
    key: "pusat-to-sc",
    title: "Barang ke SC",
    origin: "pusat",
    destination: "stockist_center",
    deliveryMethod: null,
    purchaseOrder: false,
    packingStages: ["susulan"],
    routes: {
      // A susulan links its parent here (any method: the detail shows every one).
      pengiriman: "/gudang/pengiriman/barang-ke-sc-dikirim",
      susulan: "/gudang/susulan/barang-ke-sc",
      penerimaan: "/stockist-center/penerimaan",
    },
  },
  {
    key: "kp-to-stockist-dikirim",
    title: "Barang ke Stockist (Dikirim)",
    origin: "kantor_pelayanan",
    destination: "stockist",
    deliveryMethod: "dikirim",
    purchaseOrder: false,
    packingStages: ["pengeluaran", "susulan"],
    orderTypes: ["sale", "purchase", "loan"],
    routes: {
      pengeluaran: "/kantor-pelayanan/pengeluaran/barang-ke-stockist-dikirim",
      pengiriman: "/kantor-pelayanan/pengiriman/barang-ke-stockist-dikirim",
      susulan: "/kantor-pelayanan/susulan/barang-ke-stockist",
      penerimaan: "/stockist/penerimaan/barang-dari-kp",
    },
  },
  {
    key: "kp-restock-to-stockist-dikirim",
    title: "Restock Barang ke Stockist (Dikirim)",
    origin: "kantor_pelayanan",
    destination: "stockist",
    deliveryMethod: "dikirim",
    purchaseOrder: false,
    packingStages: ["pengeluaran", "susulan"],
    orderTypes: ["restock"],
    routes: {
      pengeluaran: "/kantor-pelayanan/pengeluaran/restock-barang-ke-stockist-dikirim",
      pengiriman: "/kantor-pelayanan/pengiriman/barang-ke-stockist-dikirim",
      susulan: "/kantor-pelayanan/susulan/barang-ke-stockist",
      penerimaan: "/stockist/penerimaan/barang-dari-kp",
    },
  },
  {
    key: "kp-to-stockist-diambil",
    title: "Barang ke Stockist (Diambil)",
    origin: "kantor_pelayanan",
    destination: "stockist",
    deliveryMethod: "diambil",
    purchaseOrder: false,
    packingStages: ["pengeluaran", "susulan"],
    orderTypes: ["sale", "purchase", "loan"],
    routes: {
      pengeluaran: "/kantor-pelayanan/pengeluaran/barang-ke-stockist-diambil",
      pengiriman: "/kantor-pelayanan/pengiriman/barang-ke-stockist-diambil",
      susulan: "/kantor-pelayanan/susulan/barang-ke-stockist",
      penerimaan: "/stockist/penerimaan/barang-dari-kp",
    },
  },
  {
    key: "kp-restock-to-stockist-diambil",
    title: "Restock Barang ke Stockist (Diambil)",
    origin: "kantor_pelayanan",
    destination: "stockist",
    deliveryMethod: "diambil",
    purchaseOrder: false,
    packingStages: ["pengeluaran", "susulan"],
    orderTypes: ["restock"],
    routes: {
      pengeluaran: "/kantor-pelayanan/pengeluaran/restock-barang-ke-stockist-diambil",
      pengiriman: "/kantor-pelayanan/pengiriman/barang-ke-stockist-diambil",
      susulan: "/kantor-pelayanan/susulan/barang-ke-stockist",
      penerimaan: "/stockist/penerimaan/barang-dari-kp",
    },
  },
  {
    key: "kp-to-stockist",
    stageTitles: { susulan: "Barang ke Stockist" },
    receivePage: true,
    title: "Barang dari KP",
    origin: "kantor_pelayanan",
    destination: "stockist",
    deliveryMethod: null,
    purchaseOrder: false,
    packingStages: ["susulan"],
    routes: {
      // A susulan links its parent here (any method: the detail shows every one).
      pengiriman: "/kantor-pelayanan/pengiriman/barang-ke-stockist-dikirim",
      susulan: "/kantor-pelayanan/susulan/barang-ke-stockist",
      penerimaan: "/stockist/penerimaan/barang-dari-kp",
    },
  },
  {
    key: "kp-to-sc-dikirim",
    title: "Barang ke SC (Dikirim)",
    origin: "kantor_pelayanan",
    destination: "stockist_center",
    deliveryMethod: "dikirim",
    purchaseOrder: false,
    packingStages: ["pengeluaran", "susulan"],
    orderTypes: ["sale", "purchase", "loan", "restock"],
    routes: {
      pengeluaran: "/kantor-pelayanan/pengeluaran/barang-ke-sc-dikirim",
      pengiriman: "/kantor-pelayanan/pengiriman/barang-ke-sc-dikirim",
      susulan: "/kantor-pelayanan/susulan/barang-ke-sc",
      penerimaan: "/stockist-center/penerimaan",
    },
  },
  {
    key: "kp-to-sc-diambil",
    title: "Barang ke SC (Diambil)",
    origin: "kantor_pelayanan",
    destination: "stockist_center",
    deliveryMethod: "diambil",
    purchaseOrder: false,
    packingStages: ["pengeluaran", "susulan"],
    orderTypes: ["sale", "purchase", "loan", "restock"],
    routes: {
      pengeluaran: "/kantor-pelayanan/pengeluaran/barang-ke-sc-diambil",
      pengiriman: "/kantor-pelayanan/pengiriman/barang-ke-sc-diambil",
      susulan: "/kantor-pelayanan/susulan/barang-ke-sc",
      penerimaan: "/stockist-center/penerimaan",
    },
  },
  {
    key: "kp-to-sc",
    title: "Barang ke SC",
    origin: "kantor_pelayanan",
    destination: "stockist_center",
    deliveryMethod: null,
    purchaseOrder: false,
    packingStages: ["susulan"],
    routes: {
      // A susulan links its parent here (any method: the detail shows every one).
      pengiriman: "/kantor-pelayanan/pengiriman/barang-ke-sc-dikirim",
      susulan: "/kantor-pelayanan/susulan/barang-ke-sc",
      penerimaan: "/stockist-center/penerimaan",
    },
  },
  {
    key: "sc-to-stockist-dikirim",
    title: "Barang ke Stockist (Dikirim)",
    origin: "stockist_center",
    destination: "stockist",
    deliveryMethod: "dikirim",
    purchaseOrder: false,
    packingStages: ["pengeluaran", "susulan"],
    orderTypes: ["sale", "purchase", "loan"],
    routes: {
      pengeluaran: "/stockist-center/pengeluaran/barang-ke-stockist-dikirim",
      pengiriman: "/stockist-center/pengiriman/barang-ke-stockist-dikirim",
      susulan: "/stockist-center/susulan/sc",
      penerimaan: "/stockist/penerimaan/barang-dari-sc",
    },
  },
  {
    key: "sc-restock-to-stockist-dikirim",
    title: "Restock Barang ke Stockist (Dikirim)",
    origin: "stockist_center",
    destination: "stockist",
    deliveryMethod: "dikirim",
    purchaseOrder: false,
    packingStages: ["pengeluaran", "susulan"],
    orderTypes: ["restock"],
    routes: {
      pengeluaran: "/stockist-center/pengeluaran/restock-barang-ke-stockist-dikirim",
      pengiriman: "/stockist-center/pengiriman/barang-ke-stockist-dikirim",
      susulan: "/stockist-center/susulan/sc",
      penerimaan: "/stockist/penerimaan/barang-dari-sc",
    },
  },
  {
    key: "sc-to-stockist-diambil",
    title: "Barang ke Stockist (Diambil)",
    origin: "stockist_center",
    destination: "stockist",
    deliveryMethod: "diambil",
    purchaseOrder: false,
    packingStages: ["pengeluaran", "susulan"],
    orderTypes: ["sale", "purchase", "loan"],
    routes: {
      pengeluaran: "/stockist-center/pengeluaran/barang-ke-stockist-diambil",
      pengiriman: "/stockist-center/pengiriman/barang-ke-stockist-diambil",
      susulan: "/stockist-center/susulan/sc",
      penerimaan: "/stockist/penerimaan/barang-dari-sc",
    },
  },
  {
    key: "sc-restock-to-stockist-diambil",
    title: "Restock Barang ke Stockist (Diambil)",
    origin: "stockist_center",
    destination: "stockist",
    deliveryMethod: "diambil",
    purchaseOrder: false,
    packingStages: ["pengeluaran", "susulan"],
    orderTypes: ["restock"],
    routes: {
      pengeluaran: "/stockist-center/pengeluaran/restock-barang-ke-stockist-diambil",
      pengiriman: "/stockist-center/pengiriman/barang-ke-stockist-diambil",
      susulan: "/stockist-center/susulan/sc",
      penerimaan: "/stockist/penerimaan/barang-dari-sc",
    },
  },
  {
    key: "sc-to-stockist",
    stageTitles: { susulan: "Barang ke Stockist" },
    receivePage: true,
    title: "Barang dari SC",
    origin: "stockist_center",
    destination: "stockist",
    deliveryMethod: null,
    purchaseOrder: false,
    packingStages: ["susulan"],
    routes: {
      // A susulan links its parent here (any method: the detail shows every one).
      pengiriman: "/stockist-center/pengiriman/barang-ke-stockist-dikirim",
      susulan: "/stockist-center/susulan/sc",
      penerimaan: "/stockist/penerimaan/barang-dari-sc",
    },
  },
  {
    key: "pusat-to-kp",
    title: "Barang ke KP",
    receivePage: true,
    origin: "pusat",
    destination: "kantor_pelayanan",
    deliveryMethod: null,
    purchaseOrder: false,
    packingStages: ["pengeluaran", "susulan"],
    orderTypes: ["sale", "purchase", "loan", "restock"],
    routes: {
      pengeluaran: "/gudang/pengeluaran/barang-ke-kp",
      pengiriman: "/gudang/pengiriman/barang-ke-kp",
      susulan: "/gudang/susulan/barang-ke-kp",
      penerimaan: "/kantor-pelayanan/penerimaan-barang-dari-pusat",
    },
  },
  {
    key: "to-sc",
    title: "Barang Masuk SC",
    origin: ["pusat", "kantor_pelayanan"],
    destination: "stockist_center",
    deliveryMethod: null,
    purchaseOrder: false,
    packingStages: [],
    routes: {
      penerimaan: "/stockist-center/penerimaan",
    },
  },
  {
    // Gudang "Pengiriman Ekspedisi": Pusat's shipments of sales and restocks that went by
    // expedition (dikirim), whatever their buyer; the detail shows expedition, resi, history.
    key: "pusat-ekspedisi",
    title: "Ekspedisi",
    origin: "pusat",
    destination: ["kantor_pelayanan", "stockist_center", "stockist"],
    deliveryMethod: "dikirim",
    listOrderTypes: ["sale", "restock"],
    purchaseOrder: false,
    packingStages: [],
    routes: {
      pengiriman: "/gudang/pengiriman-ekspedisi",
    },
  },
  {
    // KP "Pengiriman Ekspedisi": the KP's own shipments by expedition to SCs and stockists.
    key: "kp-ekspedisi",
    title: "Ekspedisi",
    origin: "kantor_pelayanan",
    destination: ["stockist_center", "stockist"],
    deliveryMethod: "dikirim",
    listOrderTypes: ["sale", "restock"],
    purchaseOrder: false,
    packingStages: [],
    routes: {
      pengiriman: "/kantor-pelayanan/pengiriman-ekspedisi",
    },
  },
  {
    // The stockist's "Susulan": follow-up shipments of its partial receipts, from Pusat, a KP
    // or an SC, from the moment they exist (draft) to their receipt.
    key: "to-stockist-susulan",
    title: "Barang Susulan",
    origin: ["pusat", "kantor_pelayanan", "stockist_center"],
    destination: "stockist",
    deliveryMethod: null,
    susulanOnly: true,
    statuses: ["draft", "packed", "sent", "partially_received", "received"],
    purchaseOrder: false,
    packingStages: [],
    routes: {
      penerimaan: "/stockist/susulan",
    },
  },
  {
    // Gudang "Barang ke Perusahaan" (SPEC §2, list only): goods the central warehouse issues to
    // the company itself (Pusat to a Pusat office or warehouse: samples, promotion, own use),
    // in every state from draft to received.
    key: "pusat-to-perusahaan",
    title: "Barang ke Perusahaan",
    origin: "pusat",
    destination: "pusat",
    deliveryMethod: null,
    statuses: ["draft", "packed", "sent", "partially_received", "received"],
    purchaseOrder: false,
    packingStages: [],
    routes: {
      pengeluaran: "/gudang/pengeluaran/barang-ke-perusahaan",
    },
  },
  {
    key: "stockist-to-member",
    title: "Barang ke Mitra Usaha",
    origin: "stockist",
    destination: "member",
    deliveryMethod: null,
    purchaseOrder: false,
    packingStages: ["pengeluaran"],
    orderTypes: ["member_sale"],
    routes: {
      pengeluaran: "/stockist/pengeluaran",
      pengiriman: "/stockist/pengiriman/barang-ke-mitra",
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

/** The title of a kind on a stage's pages ("{stage} {title}"). */
export function kindTitle(kind: MovementKind, stage: MovementStage): string {
  return kind.stageTitles?.[stage] ?? kind.title;
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
