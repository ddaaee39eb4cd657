/**
 * Reference (lookup) seed data. Pure data, no database code.
 * Money values are whole rupiah (integers) so they can be turned into BigInt.
 */

export interface NamedSeed {
  name: string;
  description: string;
}

export interface CodeNameSeed {
  code: string;
  name: string;
}

export const EDUCATIONS: NamedSeed[] = [
  { name: "SD", description: "Sekolah Dasar / sederajat" },
  { name: "SMP", description: "Sekolah Menengah Pertama / sederajat" },
  { name: "SMA/SMK", description: "Sekolah Menengah Atas / Sekolah Menengah Kejuruan / sederajat" },
  { name: "D3", description: "Diploma Tiga" },
  { name: "S1", description: "Sarjana (Strata Satu) / Diploma Empat" },
  { name: "S2", description: "Magister (Strata Dua)" },
  { name: "S3", description: "Doktor (Strata Tiga)" },
];

export const PROFESSIONS: NamedSeed[] = [
  { name: "Wiraswasta", description: "Memiliki dan menjalankan usaha sendiri" },
  { name: "Karyawan Swasta", description: "Pegawai perusahaan swasta" },
  { name: "Pegawai Negeri Sipil", description: "Aparatur sipil negara" },
  { name: "TNI/Polri", description: "Anggota Tentara Nasional Indonesia atau Kepolisian" },
  { name: "Guru/Dosen", description: "Tenaga pendidik" },
  { name: "Tenaga Kesehatan", description: "Dokter, perawat, bidan, apoteker" },
  { name: "Petani/Pekebun", description: "Bekerja di bidang pertanian atau perkebunan" },
  { name: "Nelayan", description: "Bekerja di bidang perikanan tangkap" },
  { name: "Pedagang", description: "Berdagang di pasar, toko atau daring" },
  { name: "Ibu Rumah Tangga", description: "Mengurus rumah tangga" },
  { name: "Pelajar/Mahasiswa", description: "Sedang menempuh pendidikan" },
  { name: "Pensiunan", description: "Purnabakti" },
  { name: "Lainnya", description: "Pekerjaan lain" },
];

/** Bank codes are the Bank Indonesia clearing (sandi) codes. */
export const BANKS = [
  { code: "014", name: "BCA" },
  { code: "002", name: "BRI" },
  { code: "009", name: "BNI" },
  { code: "008", name: "Mandiri" },
  { code: "451", name: "BSI" },
  { code: "022", name: "CIMB Niaga" },
  { code: "011", name: "Danamon" },
  { code: "013", name: "Permata" },
  { code: "200", name: "BTN" },
  { code: "019", name: "Panin" },
  { code: "028", name: "OCBC NISP" },
  { code: "016", name: "Maybank" },
] as const satisfies readonly CodeNameSeed[];

export type BankCode = (typeof BANKS)[number]["code"];

export const EXPEDITIONS = [
  { code: "JNE", name: "JNE" },
  { code: "JNT", name: "J&T Express" },
  { code: "SICEPAT", name: "SiCepat" },
  { code: "TIKI", name: "TIKI" },
  { code: "POS", name: "POS Indonesia" },
  { code: "LION", name: "Lion Parcel" },
  { code: "WAHANA", name: "Wahana" },
  { code: "ANTERAJA", name: "Anteraja" },
  { code: "NINJA", name: "Ninja Xpress" },
] as const satisfies readonly CodeNameSeed[];

export const UNITS = [
  { code: "PCS", name: "Pcs" },
  { code: "BOX", name: "Box" },
  { code: "BTL", name: "Botol" },
  { code: "SACHET", name: "Sachet" },
  { code: "PAK", name: "Pak" },
  { code: "KG", name: "Kilogram" },
] as const satisfies readonly CodeNameSeed[];

export type UnitCode = (typeof UNITS)[number]["code"];

export const PRODUCT_CATEGORIES = [
  { code: "KES", name: "Kesehatan" },
  { code: "KEC", name: "Kecantikan" },
  { code: "PRI", name: "Perawatan Pribadi" },
  { code: "MIN", name: "Minuman" },
  { code: "MAK", name: "Makanan" },
  { code: "RUM", name: "Perawatan Rumah" },
  { code: "PKT", name: "Paket" },
] as const satisfies readonly CodeNameSeed[];

export type ProductCategoryCode = (typeof PRODUCT_CATEGORIES)[number]["code"];

export const BUYER_TYPES = [
  { code: "konsumen", name: "Konsumen" },
  { code: "member", name: "Mitra Usaha" },
  { code: "stockist", name: "Stockist" },
  { code: "sc", name: "Stockist Center" },
  { code: "kp", name: "Kantor Pelayanan" },
] as const satisfies readonly CodeNameSeed[];

export type BuyerTypeCode = (typeof BUYER_TYPES)[number]["code"];

export const TOPUP_TYPES = [
  { code: "deposit_sc", name: "Deposit SC" },
  { code: "saldo_stockist", name: "Saldo Stockist" },
  { code: "restock_sc", name: "Saldo Restock SC" },
  { code: "sisa_pembayaran_sc", name: "Sisa Pembayaran SC" },
] as const satisfies readonly CodeNameSeed[];

export const PAYMENT_METHOD_TYPES = [
  { code: "cash", name: "Tunai" },
  { code: "transfer", name: "Transfer Bank" },
  { code: "edc", name: "EDC" },
  { code: "saldo", name: "Saldo" },
  { code: "giro", name: "Giro" },
] as const satisfies readonly CodeNameSeed[];

/** Price areas (SPEC §9: values 0–4 = Jawa, I, II, III, IV). */
export const AREAS: { id: number; code: string; name: string }[] = [
  { id: 0, code: "0", name: "Jawa" },
  { id: 1, code: "1", name: "I" },
  { id: 2, code: "2", name: "II" },
  { id: 3, code: "3", name: "III" },
  { id: 4, code: "4", name: "IV" },
];

/**
 * Province (BPS code, see node_modules/idn-area-data/data/provinces.csv) -> price area.
 * Jawa + Bali -> 0, Sumatera (incl. Kep. Riau, Bangka Belitung) -> 1,
 * Kalimantan + NTB -> 2, Sulawesi + NTT -> 3, Maluku + Papua -> 4.
 *
 * This is only the initial value: every city/regency stores its own area and the
 * mapping is editable afterwards in the admin screen "Wilayah Kabupaten"
 * (/admin/master/wilayah-kabupaten). The seeder should set
 * city.area = CITY_AREA_OVERRIDES[city] ?? PROVINCE_AREA[province].
 */
export const PROVINCE_AREA: Record<string, number> = {
  // Sumatera -> I
  "11": 1, // Aceh
  "12": 1, // Sumatera Utara
  "13": 1, // Sumatera Barat
  "14": 1, // Riau
  "15": 1, // Jambi
  "16": 1, // Sumatera Selatan
  "17": 1, // Bengkulu
  "18": 1, // Lampung
  "19": 1, // Kepulauan Bangka Belitung
  "21": 1, // Kepulauan Riau
  // Jawa + Bali -> Jawa (0)
  "31": 0, // DKI Jakarta
  "32": 0, // Jawa Barat
  "33": 0, // Jawa Tengah
  "34": 0, // DI Yogyakarta
  "35": 0, // Jawa Timur
  "36": 0, // Banten
  "51": 0, // Bali
  // Nusa Tenggara
  "52": 2, // Nusa Tenggara Barat -> II
  "53": 3, // Nusa Tenggara Timur -> III
  // Kalimantan -> II
  "61": 2, // Kalimantan Barat
  "62": 2, // Kalimantan Tengah
  "63": 2, // Kalimantan Selatan
  "64": 2, // Kalimantan Timur
  "65": 2, // Kalimantan Utara
  // Sulawesi -> III
  "71": 3, // Sulawesi Utara
  "72": 3, // Sulawesi Tengah
  "73": 3, // Sulawesi Selatan
  "74": 3, // Sulawesi Tenggara
  "75": 3, // Gorontalo
  "76": 3, // Sulawesi Barat
  // Maluku + Papua -> IV
  "81": 4, // Maluku
  "82": 4, // Maluku Utara
  "91": 4, // Papua
  "92": 4, // Papua Barat
  "93": 4, // Papua Selatan
  "94": 4, // Papua Tengah
  "95": 4, // Papua Pegunungan
  "96": 4, // Papua Barat Daya
};

/**
 * Regency/city code -> area, overriding PROVINCE_AREA.
 * Only one justified exception: Kabupaten Administrasi Kepulauan Seribu (31.01)
 * is in DKI Jakarta but reachable only by boat, so delivery costs are closer to
 * the Sumatera tier than to mainland Jawa. All other regencies follow their
 * province. Admins adjust further exceptions in "Wilayah Kabupaten".
 */
export const CITY_AREA_OVERRIDES: Record<string, number> = {
  "31.01": 1,
};

/** Area for a regency code like '32.73' (override, else its province's area). */
export function areaForCity(cityCode: string): number {
  const override = CITY_AREA_OVERRIDES[cityCode];
  if (override !== undefined) return override;
  const province = cityCode.split(".")[0] ?? "";
  const area = PROVINCE_AREA[province];
  if (area === undefined)
    throw new Error(`No price area for province '${province}' (city '${cityCode}')`);
  return area;
}

export interface SetupSeed {
  key: string;
  value: string;
  description: string;
  /** Admin setup tab: umum, penjualan, kasir, stockist, gudang, mitra, bonus. */
  group: "umum" | "penjualan" | "kasir" | "stockist" | "gudang" | "mitra" | "bonus";
}

export const SETUPS: SetupSeed[] = [
  // umum
  {
    key: "client_min_version",
    value: "0.10.40",
    description: "Versi minimal aplikasi klien",
    group: "umum",
  },
  {
    key: "app_version",
    value: "0.10.40",
    description: "Versi aplikasi yang ditampilkan di footer",
    group: "umum",
  },
  {
    key: "closing_of_books_at",
    value: "2023-05-31T23:59:59+07:00",
    description: "Batas waktu tutup buku (hitung mundur pada banner beranda)",
    group: "umum",
  },
  {
    key: "company_name",
    value: "PT Nusantara Sehat Sejahtera",
    description: "Nama perusahaan",
    group: "umum",
  },
  {
    key: "brand_name",
    value: "Nusantara ERP",
    description: "Nama brand pada footer dan judul halaman",
    group: "umum",
  },
  { key: "timezone", value: "Asia/Jakarta", description: "Zona waktu sistem", group: "umum" },
  // penjualan
  {
    key: "sc_deposit_multiplier",
    value: "3",
    description: "Pengali deposit Stockist Center terhadap nilai restock",
    group: "penjualan",
  },
  { key: "ppn_percent", value: "11", description: "Tarif PPN (%)", group: "penjualan" },
  {
    key: "max_retur_days",
    value: "30",
    description: "Batas hari pengajuan retur sejak barang diterima",
    group: "penjualan",
  },
  {
    key: "invoice_due_days",
    value: "7",
    description: "Jatuh tempo faktur (hari)",
    group: "penjualan",
  },
  // kasir
  {
    key: "min_topup_stockist",
    value: "1000000",
    description: "Minimal topup saldo stockist (Rp)",
    group: "kasir",
  },
  {
    key: "min_topup_deposit_sc",
    value: "25000000",
    description: "Minimal topup deposit SC (Rp)",
    group: "kasir",
  },
  {
    key: "payment_verification_required",
    value: "true",
    description: "Pembayaran transfer wajib diverifikasi kasir",
    group: "kasir",
  },
  // stockist
  {
    key: "min_order_stockist",
    value: "5000000",
    description: "Minimal order stockist ke pusat (Rp, wilayah Jawa)",
    group: "stockist",
  },
  {
    key: "min_order_stockist_luar_jawa",
    value: "7500000",
    description: "Minimal order stockist ke pusat (Rp, luar Jawa)",
    group: "stockist",
  },
  {
    key: "min_order_sc",
    value: "25000000",
    description: "Minimal restock Stockist Center (Rp)",
    group: "stockist",
  },
  {
    key: "stockist_promotion_min_omzet",
    value: "15000000",
    description: "Omzet minimal promosi menjadi stockist (Rp)",
    group: "stockist",
  },
  // gudang
  {
    key: "default_warehouse_code",
    value: "GD-PUSAT",
    description: "Gudang default pengeluaran barang pusat",
    group: "gudang",
  },
  {
    key: "stock_minimum_alert",
    value: "20",
    description: "Batas stok minimum untuk peringatan",
    group: "gudang",
  },
  {
    key: "packing_required",
    value: "true",
    description: "Pengeluaran wajib melalui pengemasan",
    group: "gudang",
  },
  // mitra
  {
    key: "member_registration_fee",
    value: "50000",
    description: "Biaya pendaftaran Mitra Usaha (Rp)",
    group: "mitra",
  },
  {
    key: "member_code_prefix",
    value: "MU-",
    description: "Awalan kode Mitra Usaha",
    group: "mitra",
  },
  {
    key: "member_min_age",
    value: "17",
    description: "Usia minimal pendaftar Mitra Usaha (tahun)",
    group: "mitra",
  },
  {
    key: "kta_delivery_fee",
    value: "15000",
    description: "Ongkos kirim kartu anggota (KTA) ke alamat mitra (Rp)",
    group: "mitra",
  },
  // bonus
  {
    key: "is_bonus_period",
    value: "false",
    description: "Periode tutup buku bonus sedang berjalan (Tambah Poin aktif)",
    group: "bonus",
  },
  {
    key: "bonus_point_value",
    value: "1000",
    description: "Nilai rupiah per poin bonus",
    group: "bonus",
  },
  {
    key: "bonus_min_personal_point",
    value: "100",
    description: "Poin pribadi minimal agar berhak bonus bulanan",
    group: "bonus",
  },
  {
    key: "bonus_sponsor_percent",
    value: "10",
    description: "Bonus sponsor (%) dari nilai bonus downline langsung",
    group: "bonus",
  },
  {
    key: "bonus_level_percents",
    value: "5,3,2,1",
    description: "Bonus jaringan per level (%), dipisah koma",
    group: "bonus",
  },
  {
    key: "bonus_payout_day",
    value: "15",
    description: "Tanggal pembayaran komisi bulanan",
    group: "bonus",
  },
];

// The release notes are shown by the login page too; the one copy lives in lib/release-notes.ts.
export { RELEASE_NOTES, type ReleaseNote as ReleaseNoteSeed } from "@/lib/release-notes";
