// The stock screens (SPEC §2 Gudang /stock/stocks, the 'Stock' page of the stockist, KP, SC and
// supplier layouts, and Stock-stockist's Data Stock Stockist) are ONE list (stock-list.tsx) and
// ONE ledger drill-down (stock-ledger.tsx), configured here per layout. The server scopes the rows
// (an office sees only its own warehouses; Pusat sees all), the config narrows what a screen shows.

export type StockScreenKey =
  "gudang" | "stockist" | "kantor-pelayanan" | "stockist-center" | "supplier" | "stock-stockist";

export interface StockScreenConfig {
  title: string;
  description: string;
  /** The area root the screen lives under (requireArea). */
  area: string;
  /** The list route; a row opens `${basePath}/{stock id}` (the ledger). */
  basePath: string;
  /**
   * own-office: the signed-in user's office's warehouses (filter[office_id]);
   * branches: every stockist and stockist center (Pusat's Stock-stockist view).
   */
  rows: "own-office" | "branches";
  /** Shows the warehouse filter (offices with more than one warehouse). */
  warehouseFilter: boolean;
  /** Shows the office column and the office-category filter, and the totals (branches). */
  officeColumns: boolean;
  searchPlaceholder: string;
}

const OWN = {
  rows: "own-office",
  warehouseFilter: false,
  officeColumns: false,
  searchPlaceholder: "Cari kode atau nama barang",
} as const;

export const STOCK_SCREENS: Record<StockScreenKey, StockScreenConfig> = {
  gudang: {
    ...OWN,
    title: "Stock Barang",
    description: "Stok barang di setiap gudang pusat. Pilih baris untuk melihat kartu stok.",
    area: "/gudang",
    basePath: "/gudang/stock/stocks",
    warehouseFilter: true,
  },
  stockist: {
    ...OWN,
    title: "Stock",
    description: "Stok barang di gudang Anda. Pilih baris untuk melihat kartu stok.",
    area: "/stockist",
    basePath: "/stockist/stock",
  },
  "kantor-pelayanan": {
    ...OWN,
    title: "Stock",
    description: "Stok barang di gudang Kantor Pelayanan. Pilih baris untuk melihat kartu stok.",
    area: "/kantor-pelayanan",
    basePath: "/kantor-pelayanan/stock",
  },
  "stockist-center": {
    ...OWN,
    title: "Stock",
    description: "Stok barang di gudang Stockist Center. Pilih baris untuk melihat kartu stok.",
    area: "/stockist-center",
    basePath: "/stockist-center/stock",
  },
  supplier: {
    ...OWN,
    title: "Stock",
    description: "Stok barang di gudang supplier. Pilih baris untuk melihat kartu stok.",
    area: "/supplier",
    basePath: "/supplier/stock",
  },
  "stock-stockist": {
    title: "Data Stock Stockist",
    description: "Stok seluruh stockist dan stockist center. Pilih baris untuk melihat kartu stok.",
    area: "/stock-stockist",
    basePath: "/stock-stockist/data-stock-stockist",
    rows: "branches",
    warehouseFilter: false,
    officeColumns: true,
    searchPlaceholder: "Cari kode/nama kantor atau barang",
  },
};

/** Attributes of `stocks` the screens read. */
export interface StockAttributes {
  warehouse_id: string;
  warehouse_code: string | null;
  warehouse_name: string | null;
  warehouse_type: string | null;
  office_id: string | null;
  office_code: string | null;
  office_name: string | null;
  product_id: string;
  product_code: string | null;
  product_name: string | null;
  quantity: number;
  total_point: number | string | null;
  total_bonus: number | string | null;
  /** Only for callers who may read purchase prices. */
  total_value?: number | string | null;
}

/** Attributes of `stock-trxes` (the ledger). */
export interface StockTrxAttributes {
  trx_type: string;
  quantity_change: number;
  balance_after: number;
  source_type: string | null;
  source_id: string | null;
  description: string | null;
  user_id: string | null;
  user_name: string | null;
  createdAt: string;
}

export const TRX_TYPE_LABEL: Record<string, string> = {
  opening: "Stok awal",
  purchase_receipt: "Penerimaan pembelian",
  movement_out: "Pengeluaran barang",
  movement_in: "Penerimaan barang",
  movement_reversal: "Pembatalan pengeluaran",
  retur_out: "Retur keluar",
  retur_in: "Retur masuk",
  classify: "Pilah stok",
  sale: "Penjualan",
  sale_reversal: "Pembatalan penjualan",
  adjustment: "Penyesuaian stok",
};

/** The source documents the ledger can name by code (one list call per type and page). */
export const SOURCE_LABEL: Record<string, string> = {
  "stock-movements": "Pengiriman barang",
  "incoming-goods": "Barang masuk",
  "purchase-orders": "Pembelian",
  "classify-stocks": "Pilah stok",
  orders: "Faktur",
  returs: "Retur",
  "retur-shipments": "Pengiriman retur",
  "stock-adjustments": "Penyesuaian stok",
  "stock-batches": "Batch",
  warehouses: "Stok awal gudang",
};

/** Source types whose resources carry a `code` the ledger shows. */
export const SOURCE_WITH_CODE = [
  "stock-movements",
  "incoming-goods",
  "purchase-orders",
  "orders",
  "returs",
  "stock-batches",
] as const;
