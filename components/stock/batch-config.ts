// The batch screens (SPEC §2 Gudang /stock/batch, supplier /manajemen-batch-stok): one list
// (batch-list.tsx) and one form (batch-form.tsx), configured per layout.

export type BatchScreenKey = "gudang" | "supplier";

export interface BatchScreenConfig {
  title: string;
  description: string;
  area: string;
  basePath: string;
  /** The 'Tambah Batch' route (shown with stock-batches.create), null: none. */
  createPath: string | null;
}

export const BATCH_SCREENS: Record<BatchScreenKey, BatchScreenConfig> = {
  gudang: {
    title: "Batch Stock",
    description: "Batch barang di gudang pusat dengan tanggal produksi dan kedaluwarsa.",
    area: "/gudang",
    basePath: "/gudang/stock/batch",
    createPath: null,
  },
  supplier: {
    title: "Manajemen Batch Stok",
    description: "Batch barang Anda dengan tanggal produksi dan kedaluwarsa.",
    area: "/supplier",
    basePath: "/supplier/manajemen-batch-stok",
    createPath: "/supplier/manajemen-batch-stok/tambah",
  },
};

export interface BatchAttributes {
  code: string;
  product_id: string;
  product_code: string | null;
  product_name: string | null;
  warehouse_id: string;
  warehouse_code: string | null;
  warehouse_name: string | null;
  production_date: string | null;
  expired_at: string | null;
  expiry_status: "expired" | "expiring" | "valid" | null;
  quantity: number;
  description: string | null;
}

export const EXPIRY_LABEL: Record<string, string> = {
  expired: "Kedaluwarsa",
  expiring: "Segera kedaluwarsa",
  valid: "Berlaku",
};
