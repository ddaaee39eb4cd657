// Typed configuration of every kind of stock movement screen. ONE list page, ONE detail page
// and ONE packing page read a config from here; a route only names its config. A kind is
// origin category x destination category x delivery method; a stage is which list of the
// lifecycle the route shows (pengeluaran = to pack and send, pengiriman = sent, susulan =
// follow-up shipments, penerimaan = incoming at the destination). Later flows (orders,
// restocks, returns) add entries to MOVEMENT_KINDS, never new pages.

import type { MovementKind, MovementStage } from "./kind";

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
