// The order screens of every area (SPEC §2; docs/orders.md "Screens"): the table of typed configs
// (their shape and the helpers that read one screen are config.ts). A page takes its screen from
// here and gives the one config to the client component, so a screen's first load does not carry
// the whole table (docs/browser-performance.md).
import { OFFICE_CATEGORY_IDS as CAT } from "@/lib/office-categories";
import type { OrderKind } from "@/lib/labels/orders";
import type { OfficeCategory } from "@/components/stock-movements/kind";
import type { OrderScreen, OrderScreenSide } from "./config";

export const ORDER_SCREENS = {
  "penjualan-faktur": {
    kind: "sale",
    side: "origin",
    area: "/penjualan",
    title: "Faktur Penjualan",
    description: "Faktur penjualan Pusat ke stockist, Stockist Center dan Kantor Pelayanan.",
    basePath: "/penjualan/transaksi-penjualan",
    detailBase: "/penjualan/transaksi-penjualan",
    createPath: "/penjualan/transaksi-penjualan/tambah-transaksi-penjualan",
    createLabel: "Tambah Faktur Penjualan",
    otherCategories: [CAT.STOCKIST, CAT.STOCKIST_CENTER, CAT.KANTOR_PELAYANAN],
    otherLabel: "Pembeli",
  },
  "penjualan-faktur-sc": {
    kind: "restock",
    side: "origin",
    area: "/penjualan",
    title: "Faktur Restock SC",
    description: "Restock barang dari Pusat ke Stockist Center.",
    basePath: "/penjualan/faktur-sc",
    detailBase: "/penjualan/faktur-sc",
    createPath: "/penjualan/faktur-sc/tambah",
    createLabel: "Tambah Faktur Restock SC",
    otherCategories: [CAT.STOCKIST_CENTER],
    otherLabel: "Stockist Center",
  },
  "penjualan-restock-pbs": {
    kind: "restock",
    side: "origin",
    area: "/penjualan",
    title: "Restock PBS",
    description: "Restock barang dari Pusat ke stockist (PBS).",
    basePath: "/penjualan/restock-pbs",
    detailBase: "/penjualan/restock-pbs",
    createPath: "/penjualan/restock-pbs/tambah",
    createLabel: "Tambah Restock PBS",
    otherCategories: [CAT.STOCKIST],
    otherLabel: "Stockist",
  },
  "stockist-pembelian": {
    kind: "purchase",
    side: "destination",
    area: "/stockist",
    title: "Daftar Pembelian",
    description: "Order barang stockist ke Pusat atau upline.",
    basePath: "/stockist/pembelian",
    detailBase: "/stockist/pembelian",
    createPath: "/stockist/pembelian/tambah-pembelian",
    createLabel: "Order Barang",
    otherCategories: [CAT.PUSAT, CAT.KANTOR_PELAYANAN, CAT.STOCKIST_CENTER],
    otherLabel: "Kantor Asal",
  },
  "stockist-restock-pbs": {
    kind: "restock",
    side: "destination",
    area: "/stockist",
    title: "Restock PBS",
    description: "Permintaan restock stockist ke Pusat atau Kantor Pelayanan.",
    basePath: "/stockist/restock-pbs",
    detailBase: "/stockist/restock-pbs",
    createPath: "/stockist/restock-pbs/tambah",
    createLabel: "Tambah Restock PBS",
    otherCategories: [CAT.PUSAT, CAT.KANTOR_PELAYANAN],
    otherLabel: "Kantor Asal",
  },
  "stockist-member-sale": {
    kind: "member_sale",
    side: "origin",
    area: "/stockist",
    title: "Pengeluaran Barang ke Mitra Usaha",
    description: "Penjualan barang stockist ke mitra usaha.",
    basePath: "/stockist/pengeluaran",
    detailBase: "/stockist/pengeluaran/barang-ke-member",
    createPath: "/stockist/pengeluaran/tambah",
    createLabel: "Tambah Penjualan ke Mitra",
    otherCategories: [CAT.MEMBER],
    otherLabel: "Mitra Usaha",
  },
  "kp-restock": {
    kind: "restock",
    side: "destination",
    area: "/kantor-pelayanan",
    title: "Restock dari Pusat",
    description: "Restock barang Kantor Pelayanan dari Pusat.",
    basePath: "/kantor-pelayanan/restock",
    detailBase: "/kantor-pelayanan/restock",
    createPath: "/kantor-pelayanan/restock/tambah",
    createLabel: "Tambah Restock",
    otherCategories: [CAT.PUSAT],
    otherLabel: "Kantor Asal",
  },
  "kp-faktur": {
    kind: "sale",
    side: "origin",
    area: "/kantor-pelayanan",
    title: "Faktur KP",
    description: "Faktur penjualan Kantor Pelayanan ke stockist dan Stockist Center.",
    basePath: "/kantor-pelayanan/faktur-kp",
    detailBase: "/kantor-pelayanan/faktur-kp",
    createPath: "/kantor-pelayanan/faktur-kp/tambah",
    createLabel: "Tambah Faktur KP",
    otherCategories: [CAT.STOCKIST, CAT.STOCKIST_CENTER],
    otherLabel: "Pembeli",
  },
  "sc-restock": {
    kind: "restock",
    side: "destination",
    area: "/stockist-center",
    title: "Restock SC",
    description: "Restock barang Stockist Center dari Pusat atau Kantor Pelayanan.",
    basePath: "/stockist-center/restock",
    detailBase: "/stockist-center/restock",
    createPath: "/stockist-center/restock/tambah-restock",
    createLabel: "Tambah Restock",
    otherCategories: [CAT.PUSAT, CAT.KANTOR_PELAYANAN],
    otherLabel: "Kantor Asal",
  },
  "gudang-restock-kp": {
    kind: "restock",
    side: "origin",
    area: "/gudang",
    title: "Restock Pusat ke KP",
    description: "Restock barang dari gudang Pusat ke Kantor Pelayanan.",
    basePath: "/gudang/restock/pusat-ke-kp",
    detailBase: "/gudang/restock/pusat-ke-kp",
    createPath: "/gudang/restock/pusat-ke-kp/tambah",
    createLabel: "Tambah Restock KP",
    otherCategories: [CAT.KANTOR_PELAYANAN],
    otherLabel: "Kantor Pelayanan",
  },
  "gudang-order-barang": {
    // SPEC §2 Gudang /stock/order-barang: the goods orders (Order Barang, kind purchase) that
    // stockists, SCs and KPs place with Pusat, which Gudang serves; list and detail only.
    kind: "purchase",
    side: "origin",
    area: "/gudang",
    title: "Order Barang",
    description: "Order barang dari stockist, Stockist Center dan Kantor Pelayanan ke Pusat.",
    basePath: "/gudang/stock/order-barang",
    detailBase: "/gudang/stock/order-barang",
    createPath: null,
    createLabel: "",
    otherCategories: [CAT.STOCKIST, CAT.STOCKIST_CENTER, CAT.KANTOR_PELAYANAN],
    otherLabel: "Pemesan",
  },
  // The Cash Bill area and the member's own cash bills (docs/cash-bills.md "Screens").
  "cash-bill-transaksi": {
    kind: "cashbill",
    side: "origin",
    area: "/cash-bill",
    title: "Transaksi Cash Bill",
    description:
      "Pembelian mitra usaha di stockist atau Pusat, dengan poin pada periode mitra berjalan.",
    basePath: "/cash-bill/transaksi-cashbill",
    detailBase: "/cash-bill/transaksi-cashbill",
    createPath: "/cash-bill/transaksi-cashbill/tambah-transaksi-cash-bill",
    createLabel: "Pencatatan Cash Bill",
    otherCategories: [CAT.MEMBER],
    otherLabel: "Mitra Usaha",
    allOffices: true,
    points: true,
    defaultDelivery: "diambil",
  },
  "cash-bill-tambah-poin": {
    kind: "point_addition",
    side: "origin",
    area: "/cash-bill",
    title: "Pencatatan Tambah Poin",
    description: "Tambahan poin mitra usaha dengan alasan, hanya pada periode tutup buku (bonus).",
    basePath: "/cash-bill/pencatatan-tambah-poin",
    detailBase: "/cash-bill/pencatatan-tambah-poin",
    createPath: "/cash-bill/pencatatan-tambah-poin/tambah-poin",
    createLabel: "Tambah Poin",
    otherCategories: [CAT.MEMBER],
    otherLabel: "Mitra Usaha",
    allOffices: true,
    points: true,
    noGoods: true,
  },
  "cash-bill-penjualan-pbs": {
    kind: "pbs",
    side: "origin",
    area: "/cash-bill",
    title: "Penjualan PBS",
    description: "Penjualan ke mitra usaha dalam program PBS oleh kantor yang PBS-nya aktif.",
    basePath: "/cash-bill/penjualan-pbs",
    detailBase: "/cash-bill/penjualan-pbs",
    createPath: "/cash-bill/penjualan-pbs/tambah",
    createLabel: "Tambah Penjualan PBS",
    otherCategories: [CAT.MEMBER],
    otherLabel: "Mitra Usaha",
    allOffices: true,
    points: true,
    defaultDelivery: "diambil",
  },
  "member-cashbill": {
    kind: "cashbill",
    side: "destination",
    area: "/cashbill",
    title: "Cash Bill Saya",
    description: "Cash bill Anda beserta poinnya.",
    basePath: "/cashbill",
    detailBase: "/cashbill",
    createPath: null,
    createLabel: "",
    otherCategories: [CAT.PUSAT, CAT.KANTOR_PELAYANAN, CAT.STOCKIST_CENTER, CAT.STOCKIST],
    otherLabel: "Penjual",
    points: true,
  },
  "bonus-data-cashbill": {
    kind: "cashbill",
    side: "origin",
    area: "/bonus",
    title: "Data Cash Bill",
    description: "Cash bill semua kantor untuk perhitungan bonus, dengan total dan file unduhan.",
    basePath: "/bonus/bonus/data-cashbill",
    detailBase: "/cash-bill/transaksi-cashbill",
    createPath: null,
    createLabel: "",
    otherCategories: [CAT.MEMBER],
    otherLabel: "Mitra Usaha",
    allOffices: true,
    points: true,
    exports: true,
  },
  "bonus-data-tambahan-poin": {
    kind: "point_addition",
    side: "origin",
    area: "/bonus",
    title: "Data Tambahan Poin",
    description:
      "Tambahan poin semua mitra usaha untuk perhitungan bonus, dengan total dan file unduhan.",
    basePath: "/bonus/bonus/data-tambahan-poin",
    detailBase: "/cash-bill/pencatatan-tambah-poin",
    createPath: null,
    createLabel: "",
    otherCategories: [CAT.MEMBER],
    otherLabel: "Mitra Usaha",
    allOffices: true,
    points: true,
    noGoods: true,
    exports: true,
  },
} as const satisfies Record<string, OrderScreen>;

export type OrderScreenKey = keyof typeof ORDER_SCREENS;

const CATEGORY_OF_TYPE: Record<OfficeCategory, number> = {
  pusat: CAT.PUSAT,
  kantor_pelayanan: CAT.KANTOR_PELAYANAN,
  stockist_center: CAT.STOCKIST_CENTER,
  stockist: CAT.STOCKIST,
  member: CAT.MEMBER,
  supplier: CAT.SUPPLIER,
};

/**
 * The detail page of an order seen from one side (a movement's link back to its order): the
 * screen of the order's kind and side whose other side may be `other`, preferring one under
 * `area` (the route the viewer is on, e.g. "/gudang"); null when no screen shows it.
 */
export function orderDetailPath(
  order: { id: string; orderType: OrderKind },
  side: OrderScreenSide,
  other: OfficeCategory | readonly OfficeCategory[],
  area?: string,
): string | null {
  const cats = (typeof other === "string" ? [other] : other).map((t) => CATEGORY_OF_TYPE[t]);
  const screens = (Object.values(ORDER_SCREENS) as OrderScreen[]).filter(
    (s) =>
      s.kind === order.orderType &&
      s.side === side &&
      s.otherCategories.some((c) => cats.includes(c)),
  );
  const pick = screens.find((s) => area && s.detailBase.startsWith(`${area}/`)) ?? screens[0];
  return pick ? `${pick.detailBase}/${order.id}` : null;
}

export function orderScreen(key: OrderScreenKey): OrderScreen {
  return ORDER_SCREENS[key];
}
