// Where the QR screens live: head office generates and reports (/admin/qrcode/*); a supplier
// reads the codes of its own products (/supplier/produk-qr). One set of components, this config.
export type QrArea = "admin" | "supplier";

export interface QrAreaConfig {
  title: string;
  description: string;
  /** Base path of the generation list; a generation is `${listPath}/${id}`. */
  listPath: string;
  mayGenerate: boolean;
}

export const QR_AREAS: Record<QrArea, QrAreaConfig> = {
  admin: {
    title: "Generate QR Code",
    description: "Buat QR code unik untuk barang lalu cetak atau unduh.",
    listPath: "/admin/qrcode/generate",
    mayGenerate: true,
  },
  supplier: {
    title: "Produk QR",
    description: "QR code barang milik supplier anda.",
    listPath: "/supplier/produk-qr",
    mayGenerate: false,
  },
};

export interface QrGenerationAttributes {
  code: string;
  quantity: number;
  description: string | null;
  product_id: string;
  product_code: string | null;
  product_name: string | null;
  scanned_count: number;
  createdAt: string;
}
