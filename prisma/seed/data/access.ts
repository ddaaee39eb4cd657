/**
 * Access-control seed data: permissions, roles and demo users.
 *
 * Pure data, no database code. Permission names are `<resource>.<action>` where
 * `resource` is a JSON:API type (SPEC §7) and `action` is one of view / create /
 * update / delete, or a special action named by the SPEC (validate, verify, …).
 * Every name used by a role is checked by the type system (`PermissionName`).
 */

/* ------------------------------------------------------------------ */
/* Resources                                                           */
/* ------------------------------------------------------------------ */

/** JSON:API resource type -> Indonesian noun used in permission descriptions. */
const RESOURCE_LABELS = {
  offices: "kantor",
  "office-categories": "kategori kantor",
  addresses: "alamat kantor",
  products: "barang",
  "product-prices": "harga barang",
  "product-limits": "batas pembelian barang",
  "product-categories": "kelompok barang",
  "product-promos": "promo barang",
  "product-bundles": "paket barang",
  "product-qrcodes": "QR code barang",
  units: "satuan barang",
  users: "user",
  "user-logs": "log autentikasi user",
  roles: "role",
  permissions: "hak akses",
  menus: "menu",
  educations: "pendidikan",
  professions: "pekerjaan",
  banks: "bank",
  "office-banks": "rekening bank kantor",
  expeditions: "ekspedisi",
  "expedition-details": "detail ekspedisi",
  "office-expeditions": "ekspedisi kantor",
  areas: "wilayah harga",
  provinces: "provinsi",
  cities: "kabupaten/kota",
  districts: "kecamatan",
  villages: "desa/kelurahan",
  "buyer-types": "jenis pembeli",
  "topup-types": "jenis topup",
  stocks: "stok",
  "stock-trxes": "transaksi stok",
  "stock-movements": "pengeluaran/pengiriman barang",
  "movement-details": "detail pengiriman barang",
  packets: "paket pengemasan",
  "stock-batches": "batch stok",
  "stock-global-reports": "laporan stok global",
  warehouses: "gudang",
  orders: "faktur/order",
  "order-details": "detail faktur/order",
  "purchase-orders": "pembelian ke supplier",
  "incoming-goods": "barang masuk",
  returs: "retur",
  "retur-details": "detail retur",
  "retur-shipments": "pengiriman retur",
  payments: "pembayaran",
  "payment-methods": "metode pembayaran",
  "payment-method-types": "jenis metode pembayaran",
  "payment-bundles": "bundel pembayaran",
  "order-bundles": "bundel order/laporan",
  "balance-trxes": "transaksi saldo",
  disputes: "komplain/dispute",
  periods: "periode",
  "mitra-periods": "periode mitra usaha",
  setups: "pengaturan (setup)",
  "journal-entries": "jurnal",
  bonuses: "bonus",
  "commission-plans": "rencana komisi mitra usaha",
  notifications: "notifikasi",
  "mail-logs": "log email",
  "whatsapp-logs": "log WhatsApp",
  "whatsapp-chats": "chat WhatsApp",
  broadcasts: "broadcast",
  "broadcast-devices": "perangkat broadcast",
  "broadcast-templates": "template broadcast",
  "response-patterns": "pola balasan otomatis",
} as const;

export type PermissionResource = keyof typeof RESOURCE_LABELS;
export type CrudAction = "view" | "create" | "update" | "delete";

const CRUD_ACTIONS: readonly CrudAction[] = ["view", "create", "update", "delete"];

const CRUD_VERBS: Record<CrudAction, string> = {
  view: "Melihat data",
  create: "Menambah data",
  update: "Mengubah data",
  delete: "Menghapus data",
};

/** Special (non-CRUD) actions named by the SPEC (§4, §7). */
const SPECIAL_PERMISSIONS = [
  { name: "orders.validate", description: "Memvalidasi faktur/order" },
  {
    name: "orders.acc-payment",
    description: "Menyetujui pembayaran faktur oleh atasan (dengan alasan)",
  },
  { name: "orders.cancel-payment", description: "Membatalkan pembayaran faktur" },
  {
    name: "orders.cancel-stock-movement",
    description: "Membatalkan pengeluaran barang dari gudang",
  },
  { name: "orders.duplicate", description: "Menduplikasi faktur/order" },
  {
    name: "orders.manage-cashbill",
    description: "Melihat dan mengoreksi cash bill, penjualan PBS dan tambah poin semua kantor",
  },
  { name: "orders.export", description: "Export faktur/order (DBF)" },
  { name: "orders.daily-report", description: "Mengunduh laporan harian faktur" },
  { name: "stock-movements.send", description: "Mengirim barang (pengeluaran/pengiriman)" },
  { name: "stock-movements.receive", description: "Menerima barang" },
  { name: "stock-movements.classify", description: "Memilah barang (klasifikasi stok)" },
  {
    name: "stock-movements.approve-complain",
    description: "Menyetujui komplain penerimaan barang",
  },
  { name: "stock-movements.decline-complain", description: "Menolak komplain penerimaan barang" },
  {
    // A movement with no order or purchase order (server/stock/movements/write.ts); no demo role
    // holds it: only the superadmin moves goods outside a document.
    name: "stock-movements.transfer",
    description: "Mengirim barang antar kantor tanpa order/purchase order (transfer)",
  },
  { name: "stocks.export", description: "Export laporan stok (PDF/Excel)" },
  {
    name: "stocks.adjust",
    description: "Menyesuaikan stok (tambah stok / koreksi) dengan alasan, tercatat di kartu stok",
  },
  { name: "purchase-orders.submit", description: "Mengirim pembelian ke supplier" },
  { name: "purchase-orders.cancel", description: "Membatalkan pembelian ke supplier" },
  {
    name: "purchase-orders.process",
    description: "Supplier: mulai menyiapkan pesanan pembelian (persiapan stok)",
  },
  { name: "returs.validate", description: "Memvalidasi retur" },
  { name: "returs.set-price", description: "Menetapkan harga/saldo retur" },
  { name: "returs.cancel", description: "Membatalkan retur sebelum barangnya dikirim" },
  {
    name: "returs.override-price",
    description: "Menetapkan harga retur di atas harga beli terakhir kantor",
  },
  { name: "retur-shipments.receive", description: "Menerima pengiriman retur" },
  { name: "retur-shipments.ship", description: "Mengirim retur" },
  { name: "payments.verify", description: "Memverifikasi pembayaran" },
  { name: "payment-methods.verify", description: "Memverifikasi metode pembayaran" },
  { name: "payment-methods.daily-report", description: "Melihat laporan harian metode pembayaran" },
  { name: "payment-bundles.verify", description: "Memverifikasi bundel pembayaran" },
  { name: "order-bundles.validate", description: "Memvalidasi bundel order/laporan" },
  { name: "order-bundles.pay", description: "Membayar bundel order/laporan" },
  {
    name: "order-bundles.unvalidate",
    description: "Membatalkan validasi bundel order/laporan yang sudah divalidasi",
  },
  {
    name: "offices.promote",
    description: "Mempromosikan kantor menjadi Stockist / Stockist Center",
  },
  { name: "offices.topup", description: "Topup saldo stockist" },
  { name: "offices.topup-deposit", description: "Topup deposit Stockist Center" },
  { name: "offices.create-member", description: "Mendaftarkan Mitra Usaha baru" },
  { name: "offices.export", description: "Export data kantor / mitra usaha" },
  { name: "offices.send-pin", description: "Mengirim PIN baru Mitra Usaha lewat WhatsApp" },
  {
    name: "offices.view-personal",
    description: "Melihat data pribadi kantor / mitra usaha (NIK, NPWP, tanggal lahir, rekening)",
  },
  { name: "products.view-purchase-price", description: "Melihat harga beli barang" },
  { name: "balance-trxes.approve-topup", description: "Menyetujui topup saldo stockist" },
  { name: "periods.close", description: "Menutup buku periode" },
  { name: "mitra-periods.close", description: "Menutup periode mitra usaha" },
  { name: "setups.run-close-period", description: "Menjalankan proses tutup buku" },
  { name: "products.export", description: "Export data barang" },
  { name: "journal-entries.export", description: "Export jurnal (DBF)" },
  { name: "bonuses.export", description: "Export / download data bonus" },
  { name: "bonuses.pull", description: "Mengambil data bonus" },
  {
    name: "bonuses.generate-nd",
    description: "Membuat Nomor Distributor (ND) mitra usaha yang memenuhi syarat",
  },
  { name: "broadcasts.send", description: "Mengirim broadcast WhatsApp" },
] as const satisfies readonly { name: `${PermissionResource}.${string}`; description: string }[];

export type SpecialPermissionName = (typeof SPECIAL_PERMISSIONS)[number]["name"];
export type PermissionName = `${PermissionResource}.${CrudAction}` | SpecialPermissionName;

const RESOURCES = Object.keys(RESOURCE_LABELS) as PermissionResource[];

export const PERMISSIONS: { name: string; description: string }[] = [
  ...RESOURCES.flatMap((resource) =>
    CRUD_ACTIONS.map((action) => ({
      name: `${resource}.${action}`,
      description: `${CRUD_VERBS[action]} ${RESOURCE_LABELS[resource]}`,
    })),
  ),
  ...SPECIAL_PERMISSIONS.map((p) => ({ name: p.name, description: p.description })),
];

/** Runtime guard (for names coming from outside the type system). */
export function isPermissionName(name: string): name is PermissionName {
  return PERMISSIONS.some((p) => p.name === name);
}

/* ------------------------------------------------------------------ */
/* Helpers for building permission lists                               */
/* ------------------------------------------------------------------ */

function crud(resource: PermissionResource, ...actions: CrudAction[]): PermissionName[] {
  const list = actions.length > 0 ? actions : CRUD_ACTIONS;
  return list.map((a): PermissionName => `${resource}.${a}`);
}

const view = (...resources: PermissionResource[]): PermissionName[] =>
  resources.map((r): PermissionName => `${r}.view`);

function perms(...groups: (PermissionName | PermissionName[])[]): PermissionName[] {
  const out: PermissionName[] = [];
  for (const g of groups) {
    for (const name of Array.isArray(g) ? g : [g]) {
      if (!out.includes(name)) out.push(name);
    }
  }
  return out;
}

/** What every signed-in user may do (notifications, reference lookups). */
const BASE: PermissionName[] = perms(
  crud("notifications", "view", "update"),
  view(
    "areas",
    "provinces",
    "cities",
    "districts",
    "villages",
    "banks",
    "educations",
    "professions",
    "units",
    "product-categories",
    "buyer-types",
    "topup-types",
    "payment-method-types",
    "office-categories",
    "menus",
    "periods",
    "setups",
  ),
);

/* ------------------------------------------------------------------ */
/* Roles                                                               */
/* ------------------------------------------------------------------ */

export interface RoleSeed {
  name: string;
  label: string;
  description: string;
  officeCategoryIds: number[];
  permissions: string[] | "*";
}

/** Office category ids (see offices.ts OFFICE_CATEGORIES). */
export const OFFICE_CATEGORY = {
  PUSAT: 1,
  KANTOR_PELAYANAN: 2,
  STOCKIST_CENTER: 3,
  STOCKIST: 4,
  MEMBER: 5,
  SUPPLIER: 6,
} as const;

export const ROLE_NAMES = [
  "superadmin",
  "admin",
  "gudang",
  "kasir",
  "penjualan",
  "pembelian",
  "cash_bill",
  "bonus",
  "stock_stockist",
  "customer_service",
  "penjualan_pusat",
  "kasir_pusat",
  "transaksi_penjualan",
  "barang_masuk",
  "pengiriman_barang",
  "retur_barang",
  "laporan",
  "kp_admin",
  "sc_admin",
  "stockist",
  "mitra_usaha",
  "supplier",
] as const;

export type RoleName = (typeof ROLE_NAMES)[number];

interface TypedRoleSeed extends RoleSeed {
  name: RoleName;
  permissions: PermissionName[] | "*";
}

const MASTER_DATA: PermissionName[] = perms(
  crud("offices"),
  "offices.view-personal",
  "products.view-purchase-price",
  crud("office-categories", "view", "update"),
  crud("addresses"),
  crud("products"),
  crud("product-prices"),
  crud("product-limits"),
  crud("product-categories"),
  crud("product-promos"),
  crud("product-bundles"),
  crud("product-qrcodes"),
  crud("units"),
  crud("users"),
  crud("user-logs", "view"),
  crud("roles"),
  crud("permissions"),
  crud("menus", "view", "update"),
  crud("educations"),
  crud("professions"),
  crud("banks"),
  crud("office-banks"),
  crud("expeditions"),
  crud("expedition-details"),
  crud("office-expeditions"),
  crud("areas", "view", "update"),
  crud("provinces", "view"),
  crud("cities", "view", "update"),
  crud("districts", "view"),
  crud("villages", "view"),
  crud("buyer-types"),
  crud("topup-types"),
  crud("payment-method-types"),
  crud("warehouses"),
);

const WAREHOUSE_OPS: PermissionName[] = perms(
  view("warehouses", "products", "offices", "expeditions", "office-expeditions", "disputes"),
  crud("stocks", "view", "create", "update"),
  crud("stock-trxes", "view"),
  crud("stock-global-reports", "view"),
  "stocks.export",
  "stocks.adjust",
  crud("stock-movements"),
  "stock-movements.send",
  "stock-movements.receive",
  "stock-movements.classify",
  "stock-movements.approve-complain",
  "stock-movements.decline-complain",
  crud("movement-details", "view", "update"),
  crud("packets"),
  crud("stock-batches"),
  crud("orders", "view", "create", "update"),
  crud("order-details"),
  "orders.cancel-stock-movement",
  crud("purchase-orders", "view", "create", "update"),
  "purchase-orders.submit",
  "purchase-orders.cancel",
  crud("incoming-goods", "view", "create"),
  view("returs", "retur-details"),
  crud("retur-shipments", "view", "update"),
  "retur-shipments.receive",
  "retur-shipments.ship",
  crud("product-qrcodes", "view", "create"),
);

const CASHIER_OPS: PermissionName[] = perms(
  crud("payments"),
  "payments.verify",
  crud("payment-methods"),
  "payment-methods.verify",
  "payment-methods.daily-report",
  crud("payment-bundles"),
  "payment-bundles.verify",
  crud("order-bundles", "view", "update"),
  "order-bundles.validate",
  "order-bundles.pay",
  crud("orders", "view", "update"),
  view("order-details"),
  "orders.validate",
  "orders.acc-payment",
  "orders.cancel-payment",
  "orders.daily-report",
  crud("balance-trxes", "view", "create"),
  "balance-trxes.approve-topup",
  view("offices", "office-banks", "products", "stocks"),
  "offices.topup",
  crud("journal-entries", "view"),
  "journal-entries.export",
  crud("disputes", "view", "update"),
);

const SALES_OPS: PermissionName[] = perms(
  crud("orders"),
  crud("order-details"),
  "orders.validate",
  "orders.duplicate",
  "orders.export",
  "orders.daily-report",
  crud("returs"),
  crud("retur-details"),
  "returs.validate",
  "returs.set-price",
  "returs.cancel",
  view("retur-shipments"),
  crud("order-bundles", "view", "create", "update"),
  "order-bundles.validate",
  crud("balance-trxes", "view", "create"),
  "offices.topup-deposit",
  view(
    "offices",
    "products",
    "product-prices",
    "product-limits",
    "stocks",
    "warehouses",
    "payments",
    // Penjualan validates the SC/KP/PBS reports: their detail lists the report's payments.
    "payment-bundles",
  ),
  "products.export",
);

/** Operations of an office in the distribution chain (stockist, SC, KP). */
const BRANCH_OPS: PermissionName[] = perms(
  view("products", "product-prices", "product-limits", "warehouses", "expeditions", "stock-trxes"),
  crud("offices", "view", "create", "update"),
  "offices.create-member",
  crud("addresses", "view", "create", "update"),
  crud("orders", "view", "create", "update"),
  // The seller side of a branch validates its own sales (member sales, faktur KP/SC) and a
  // buyer re-orders from an earlier order (docs/orders.md); deleting stays with Pusat's sales.
  "orders.validate",
  "orders.duplicate",
  // Its own sales reports and the day's order file (docs/orders.md "Reports and exports").
  "orders.daily-report",
  crud("order-details"),
  // A branch bundles its sales into a report, pays it and may cancel it before validation.
  crud("order-bundles"),
  "order-bundles.pay",
  crud("payment-bundles"),
  crud("stocks", "view"),
  "stocks.export",
  crud("stock-movements", "view", "create", "update"),
  "stock-movements.send",
  "stock-movements.receive",
  // A branch settles the complaints about what it sent (the receiver raised them).
  "stock-movements.approve-complain",
  "stock-movements.decline-complain",
  crud("movement-details", "view", "update"),
  crud("packets"),
  crud("incoming-goods", "view", "create"),
  crud("returs", "view", "create", "update"),
  crud("retur-details"),
  "returs.cancel",
  crud("retur-shipments", "view"),
  "retur-shipments.ship",
  crud("payments", "view", "create"),
  crud("payment-methods", "view", "create", "update"),
  crud("office-banks", "view", "create", "update"),
  // A branch removes its own bank accounts on 'Bank & Metode Pembayaran' (soft delete).
  "office-banks.delete",
  crud("office-expeditions", "view", "update"),
  crud("balance-trxes", "view"),
  crud("disputes", "view", "create"),
);

export const ROLES: RoleSeed[] = [
  {
    name: "superadmin",
    label: "Superadmin",
    description: "Akses penuh ke seluruh menu dan data",
    officeCategoryIds: [OFFICE_CATEGORY.PUSAT],
    permissions: "*",
  },
  {
    name: "admin",
    label: "Admin",
    description: "Mengelola master data, setup, hak akses dan log",
    officeCategoryIds: [OFFICE_CATEGORY.PUSAT],
    permissions: perms(
      BASE,
      MASTER_DATA,
      crud("setups", "view", "update"),
      crud("periods", "view", "update"),
      "periods.close",
      crud("mitra-periods", "view", "update"),
      "mitra-periods.close",
      "setups.run-close-period",
      crud("commission-plans", "view", "create"),
      "products.export",
      "offices.export",
      "offices.promote",
      "offices.send-pin",
      view("mail-logs", "whatsapp-logs", "stocks", "orders"),
    ),
  },
  {
    name: "gudang",
    label: "Gudang",
    description: "Gudang pusat: stok, penerimaan, pengeluaran, pengiriman, susulan dan restock",
    officeCategoryIds: [OFFICE_CATEGORY.PUSAT],
    permissions: perms(BASE, WAREHOUSE_OPS, crud("setups", "view", "update")),
  },
  {
    name: "kasir",
    label: "Kasir",
    description: "Pembayaran, validasi laporan, topup saldo dan laporan keuangan",
    officeCategoryIds: [OFFICE_CATEGORY.PUSAT],
    permissions: perms(BASE, CASHIER_OPS),
  },
  {
    name: "kasir_pusat",
    label: "Kasir Pusat",
    description: "Kasir kantor pusat",
    officeCategoryIds: [OFFICE_CATEGORY.PUSAT],
    // The head cashier may take a report's validation back (docs/money.md).
    permissions: perms(BASE, CASHIER_OPS, "order-bundles.unvalidate"),
  },
  {
    name: "penjualan",
    label: "Penjualan",
    description: "Transaksi penjualan, retur, validasi laporan penjualan, faktur SC dan deposit SC",
    officeCategoryIds: [OFFICE_CATEGORY.PUSAT],
    permissions: perms(BASE, SALES_OPS),
  },
  {
    name: "penjualan_pusat",
    label: "Penjualan Pusat",
    description: "Penjualan kantor pusat",
    officeCategoryIds: [OFFICE_CATEGORY.PUSAT],
    permissions: perms(BASE, SALES_OPS),
  },
  {
    name: "transaksi_penjualan",
    label: "Transaksi Penjualan",
    description: "Membuat, mengubah dan menghapus faktur penjualan",
    officeCategoryIds: [OFFICE_CATEGORY.PUSAT],
    permissions: perms(
      BASE,
      crud("orders"),
      crud("order-details"),
      "orders.duplicate",
      view("offices", "products", "product-prices", "stocks"),
    ),
  },
  {
    name: "pembelian",
    label: "Pembelian",
    description: "Pembelian barang ke supplier",
    officeCategoryIds: [OFFICE_CATEGORY.PUSAT],
    permissions: perms(
      BASE,
      crud("purchase-orders"),
      "purchase-orders.submit",
      "purchase-orders.cancel",
      crud("incoming-goods", "view", "create"),
      crud("orders", "view", "create"),
      view("offices", "products", "product-prices", "stocks", "warehouses"),
      "products.view-purchase-price",
    ),
  },
  {
    name: "barang_masuk",
    label: "Barang Masuk",
    description: "Pencatatan barang masuk",
    officeCategoryIds: [OFFICE_CATEGORY.PUSAT],
    permissions: perms(
      BASE,
      crud("incoming-goods", "view", "create", "update"),
      view("purchase-orders", "products", "warehouses", "stocks", "offices"),
      "stock-movements.receive",
      view("stock-movements"),
    ),
  },
  {
    name: "pengiriman_barang",
    label: "Pengiriman Barang",
    description: "Pengiriman barang ke kantor tujuan",
    officeCategoryIds: [OFFICE_CATEGORY.PUSAT],
    permissions: perms(
      BASE,
      crud("stock-movements", "view", "update"),
      "stock-movements.send",
      crud("packets"),
      view("orders", "offices", "expeditions", "warehouses", "products"),
    ),
  },
  {
    name: "retur_barang",
    label: "Retur Barang",
    description: "Pencatatan dan penerimaan retur barang",
    officeCategoryIds: [OFFICE_CATEGORY.PUSAT],
    permissions: perms(
      BASE,
      crud("returs", "view", "create", "update"),
      crud("retur-details"),
      crud("retur-shipments", "view", "update"),
      "retur-shipments.receive",
      view("offices", "products"),
    ),
  },
  {
    name: "laporan",
    label: "Laporan",
    description: "Melihat dan mengunduh laporan",
    officeCategoryIds: [OFFICE_CATEGORY.PUSAT],
    permissions: perms(
      BASE,
      view(
        "orders",
        "payments",
        "stocks",
        "stock-global-reports",
        "balance-trxes",
        "journal-entries",
        "offices",
        "products",
      ),
      "orders.daily-report",
      "orders.export",
      "stocks.export",
      "journal-entries.export",
      "payment-methods.daily-report",
    ),
  },
  {
    name: "cash_bill",
    label: "Cash Bill",
    description: "Transaksi cash bill, tambah poin dan penjualan PBS",
    officeCategoryIds: [OFFICE_CATEGORY.PUSAT],
    permissions: perms(
      BASE,
      crud("orders"),
      crud("order-details"),
      "orders.validate",
      "orders.manage-cashbill",
      crud("order-bundles", "view", "create", "update"),
      crud("payments", "view", "create"),
      view("offices", "products", "product-prices", "stocks", "mitra-periods"),
    ),
  },
  {
    name: "bonus",
    label: "Bonus",
    description: "Data bonus, master mitra usaha dan tool mitra usaha",
    officeCategoryIds: [OFFICE_CATEGORY.PUSAT],
    permissions: perms(
      BASE,
      view("bonuses"),
      "bonuses.export",
      "bonuses.pull",
      "bonuses.generate-nd",
      crud("offices"),
      "offices.export",
      "offices.create-member",
      "offices.view-personal",
      crud("addresses", "view", "update"),
      view("products", "users", "user-logs", "orders", "order-details"),
      // The files of Data Cash Bill / Data Tambahan Poin (docs/cash-bills.md).
      "orders.daily-report",
      crud("mitra-periods", "view", "update"),
      "mitra-periods.close",
    ),
  },
  {
    name: "stock_stockist",
    label: "Stock Stockist",
    description: "Memantau data stok stockist",
    officeCategoryIds: [OFFICE_CATEGORY.PUSAT],
    permissions: perms(
      BASE,
      view("stocks", "stock-trxes", "stock-global-reports", "warehouses", "offices", "products"),
      "stocks.export",
    ),
  },
  {
    name: "customer_service",
    label: "Customer Service",
    description: "Chat WhatsApp, broadcast dan pola balasan",
    officeCategoryIds: [OFFICE_CATEGORY.PUSAT],
    permissions: perms(
      BASE,
      crud("whatsapp-chats"),
      view("whatsapp-logs"),
      crud("broadcasts"),
      "broadcasts.send",
      crud("broadcast-devices"),
      crud("broadcast-templates"),
      crud("response-patterns"),
      view("offices", "orders", "products"),
    ),
  },
  {
    name: "kp_admin",
    label: "Kantor Pelayanan",
    description:
      "Admin Kantor Pelayanan: restock, penerimaan, pengeluaran, pengiriman, retur dan faktur KP",
    officeCategoryIds: [OFFICE_CATEGORY.KANTOR_PELAYANAN],
    permissions: perms(BASE, BRANCH_OPS, "stock-movements.classify", crud("stock-batches", "view")),
  },
  {
    name: "sc_admin",
    label: "Stockist Center",
    description: "Admin Stockist Center: restock, pengeluaran ke stockist, laporan penjualan SC",
    officeCategoryIds: [OFFICE_CATEGORY.STOCKIST_CENTER],
    permissions: perms(BASE, BRANCH_OPS, "offices.promote", view("stock-global-reports")),
  },
  {
    name: "stockist",
    label: "Stockist",
    description:
      "Stockist: order barang, penerimaan, pengeluaran ke mitra usaha, pencatatan mitra usaha",
    officeCategoryIds: [OFFICE_CATEGORY.STOCKIST],
    permissions: perms(BASE, BRANCH_OPS, view("mitra-periods")),
  },
  {
    name: "mitra_usaha",
    label: "Mitra Usaha",
    description: "Mitra Usaha (member): cash bill dan komisi bulanan",
    officeCategoryIds: [OFFICE_CATEGORY.MEMBER],
    permissions: perms(
      BASE,
      crud("offices", "view", "update"),
      crud("addresses", "view", "update"),
      crud("orders", "view", "create"),
      view(
        "order-details",
        "products",
        "product-prices",
        "bonuses",
        "balance-trxes",
        "mitra-periods",
      ),
    ),
  },
  {
    name: "supplier",
    label: "Supplier",
    description:
      "Supplier: stok, batch, persiapan stok, pengeluaran dan pengiriman barang ke pusat",
    officeCategoryIds: [OFFICE_CATEGORY.SUPPLIER],
    permissions: perms(
      BASE,
      view("products", "warehouses", "incoming-goods", "expeditions"),
      crud("purchase-orders", "view", "update"),
      "purchase-orders.process",
      crud("stocks", "view", "create", "update"),
      crud("stock-trxes", "view"),
      crud("stock-batches"),
      crud("stock-movements", "view", "create", "update"),
      "stock-movements.send",
      // The sender settles the receiver's complaint about what it sent (issue 23 §5).
      "stock-movements.approve-complain",
      "stock-movements.decline-complain",
      crud("movement-details", "view", "update"),
      crud("packets"),
      crud("product-qrcodes", "view", "create"),
      // Pusat's returns addressed to it: it sees and receives them (docs/returns.md).
      view("returs", "retur-details", "retur-shipments"),
      "retur-shipments.receive",
    ),
  },
] satisfies TypedRoleSeed[];

/* ------------------------------------------------------------------ */
/* Demo users                                                          */
/* ------------------------------------------------------------------ */

interface TypedDemoUser {
  email: string;
  name: string;
  officeKey: string;
  roles: RoleName[];
  currentRole: RoleName;
}

/** Demo accounts. `officeKey` refers to OFFICES[].key in offices.ts. */
export const DEMO_USERS: {
  email: string;
  name: string;
  officeKey: string;
  roles: string[];
  currentRole: string;
}[] = [
  {
    email: "admin@erp.test",
    name: "Superadmin",
    officeKey: "pusat",
    roles: ["superadmin", "admin"],
    currentRole: "superadmin",
  },
  {
    email: "gudang@erp.test",
    name: "Agus Setiawan",
    officeKey: "pusat",
    roles: ["gudang"],
    currentRole: "gudang",
  },
  {
    email: "kasir@erp.test",
    name: "Dewi Lestari",
    officeKey: "pusat",
    roles: ["kasir", "kasir_pusat"],
    currentRole: "kasir",
  },
  {
    email: "penjualan@erp.test",
    name: "Rudi Hartono",
    officeKey: "pusat",
    roles: ["penjualan", "penjualan_pusat"],
    currentRole: "penjualan",
  },
  {
    email: "bonus@erp.test",
    name: "Siti Rahmawati",
    officeKey: "pusat",
    roles: ["bonus", "cash_bill"],
    currentRole: "bonus",
  },
  {
    email: "cs@erp.test",
    name: "Putri Ayu Wulandari",
    officeKey: "pusat",
    roles: ["customer_service"],
    currentRole: "customer_service",
  },
  {
    email: "stockist@erp.test",
    name: "Bambang Suryanto",
    officeKey: "stockist-1",
    roles: ["stockist"],
    currentRole: "stockist",
  },
  {
    email: "sc@erp.test",
    name: "Hendra Gunawan",
    officeKey: "sc-1",
    roles: ["sc_admin"],
    currentRole: "sc_admin",
  },
  {
    email: "kp@erp.test",
    name: "Yuliana Sari",
    officeKey: "kp-1",
    roles: ["kp_admin"],
    currentRole: "kp_admin",
  },
  {
    email: "mitra@erp.test",
    name: "Rina Marlina",
    officeKey: "member-1",
    roles: ["mitra_usaha"],
    currentRole: "mitra_usaha",
  },
  {
    email: "supplier@erp.test",
    name: "Teguh Prasetyo",
    officeKey: "supplier-1",
    roles: ["supplier"],
    currentRole: "supplier",
  },
] satisfies TypedDemoUser[];
