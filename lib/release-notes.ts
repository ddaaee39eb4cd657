// Release notes (SPEC §1: latest 0.5.24 of 2023-07-28, status Development). The login page
// shows the first RELEASE_NOTES_SHOWN entries and 'Lihat Semua' shows all. This is the one copy:
// prisma/seed/data/reference.ts re-exports it for the seed data.

export interface ReleaseNote {
  version: string;
  /** YYYY-MM-DD. */
  date: string;
  status: "Development" | "Production";
  items: string[];
}

/** SPEC §9: release notes, 3 shown by default. */
export const RELEASE_NOTES_SHOWN = 3;

/** Newest first. */
export const RELEASE_NOTES: ReleaseNote[] = [
  {
    version: "0.5.24",
    date: "2023-07-28",
    status: "Development",
    items: [
      "Perbaikan tampilan (UI)",
      "Edit metode pembayaran pada laporan SC",
      "Pembatalan laporan",
      "Pembatalan faktur penjualan",
    ],
  },
  {
    version: "0.5.23",
    date: "2023-07-14",
    status: "Production",
    items: [
      "Stockist Center dapat mengakses halaman laporan penjualan",
      "Role transaksi penjualan dapat menghapus faktur penjualan",
    ],
  },
  {
    version: "0.5.22",
    date: "2023-06-30",
    status: "Production",
    items: [
      "Export laporan stok global ke Excel dan PDF",
      "Perbaikan filter tanggal pada laporan harian kasir",
    ],
  },
  {
    version: "0.5.21",
    date: "2023-06-16",
    status: "Production",
    items: [
      "Pilah stok dan manajemen batch di gudang pusat",
      "Notifikasi realtime pengiriman barang",
    ],
  },
  {
    version: "0.5.20",
    date: "2023-06-02",
    status: "Production",
    items: ["Proses tutup buku periode Mei 2023", "Topup saldo restock dan sisa pembayaran SC"],
  },
  {
    version: "0.5.19",
    date: "2023-05-19",
    status: "Production",
    items: ["Pencatatan Mitra Usaha oleh stockist", "Riwayat upline/downline pada data kantor"],
  },
  {
    version: "0.5.18",
    date: "2023-05-05",
    status: "Production",
    items: [
      "Retur dari Kantor Pelayanan",
      "Validasi saldo retur stockist",
      "Perbaikan pencarian kantor",
    ],
  },
  {
    version: "0.5.17",
    date: "2023-04-20",
    status: "Production",
    items: ["Pengiriman susulan ke stockist, SC dan KP", "Cetak faktur pembayaran"],
  },
];
