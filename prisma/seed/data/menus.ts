/**
 * Role-driven menu tree (SPEC §2). Pure data + pure helpers, no database code.
 *
 * Conventions
 * - Top-level nodes are the area roots; their URL is the area dashboard/home page.
 * - Nested groups have `url: null` (they only open a dropdown / sidebar section).
 * - Items carry the full absolute URL of a LIST page (plus a few natural "Tambah …"
 *   creation forms). Detail (`/{id}`) and packing (`/{id}/pengemasan`) pages are
 *   reached from the lists and are not menu entries.
 * - Item keys are derived from the URL (`/gudang/stock/stocks` -> `gudang.stock.stocks`,
 *   lower-cased); group keys are explicit.
 * - Roles: a node without explicit roles inherits its parent's; afterwards every
 *   parent is widened to the union of its children's roles, and `superadmin` is added
 *   everywhere. The exported tree carries explicit, resolved roles on every node.
 * - Office-category route sets (SPEC "Stockist layout", "KP layout",
 *   "Stockist-center warehouse", "Supplier-facing warehouse area") live under
 *   `/stockist`, `/kantor-pelayanan`, `/stockist-center`, `/supplier`; members use
 *   `/cashbill` and `/komisi-bulanan`.
 */
import { ROLE_NAMES, type RoleName } from "./access";

export interface MenuSeed {
  key: string;
  name: string;
  url: string | null;
  icon: string;
  type: "group" | "item";
  description?: string;
  roles: string[];
  children?: MenuSeed[];
}

/** lucide-react icon names (PascalCase) used by the tree. */
export const MENU_ICONS = [
  "ArrowDownToLine",
  "Award",
  "Banknote",
  "BookOpen",
  "Boxes",
  "Building",
  "Building2",
  "ChartColumn",
  "ClipboardCheck",
  "ClipboardList",
  "Coins",
  "Container",
  "Database",
  "Download",
  "Factory",
  "FilePlus",
  "FileSpreadsheet",
  "FileText",
  "Gift",
  "GraduationCap",
  "HandCoins",
  "History",
  "Landmark",
  "Layers",
  "ListChecks",
  "LogIn",
  "Map",
  "MapPinned",
  "Megaphone",
  "MessageSquare",
  "MessagesSquare",
  "Package",
  "PackageCheck",
  "PackageOpen",
  "PackagePlus",
  "PackageSearch",
  "Percent",
  "QrCode",
  "Receipt",
  "ReceiptText",
  "RefreshCw",
  "Scale",
  "ScrollText",
  "Send",
  "Settings",
  "ShieldCheck",
  "ShoppingBag",
  "ShoppingCart",
  "Smartphone",
  "Store",
  "Tags",
  "Truck",
  "Undo2",
  "UserCog",
  "UserPlus",
  "Users",
  "Wallet",
  "Warehouse",
  "Briefcase",
  "CalendarCheck",
  "CreditCard",
  "Split",
] as const;

export type MenuIcon = (typeof MENU_ICONS)[number];

/* ------------------------------------------------------------------ */
/* Builder                                                             */
/* ------------------------------------------------------------------ */

interface MenuInput {
  key: string;
  name: string;
  url: string | null;
  icon: MenuIcon;
  description?: string;
  /** Explicit roles; when omitted the parent's (resolved) roles are inherited. */
  roles?: RoleName[];
  children?: MenuInput[];
}

interface NodeOptions {
  roles?: RoleName[];
  description?: string;
}

function keyFromUrl(url: string): string {
  return url.replace(/^\/+/, "").replace(/\/+$/, "").split("/").join(".").toLowerCase();
}

/** A menu item pointing at a page (key derived from the URL). */
function item(name: string, url: string, icon: MenuIcon, opts: NodeOptions = {}): MenuInput {
  return { key: keyFromUrl(url), name, url, icon, ...opts };
}

/** A nested group (no URL of its own). */
function group(
  key: string,
  name: string,
  icon: MenuIcon,
  children: MenuInput[],
  opts: NodeOptions = {},
): MenuInput {
  return { key, name, url: null, icon, children, ...opts };
}

/** An area root: URL is the area dashboard/home. */
function root(
  name: string,
  url: string,
  icon: MenuIcon,
  roles: RoleName[],
  description: string,
  children: MenuInput[] = [],
  key: string = keyFromUrl(url),
): MenuInput {
  const node: MenuInput = { key, name, url, icon, roles, description };
  if (children.length > 0) node.children = children;
  return node;
}

function sortRoles(roles: Iterable<string>): string[] {
  const set = new Set(roles);
  return ROLE_NAMES.filter((r) => set.has(r));
}

function resolve(node: MenuInput, inherited: readonly RoleName[]): MenuSeed {
  const own: RoleName[] = node.roles ?? [...inherited];
  const children = node.children?.map((c) => resolve(c, own));
  const roles = new Set<string>(["superadmin", ...own]);
  for (const c of children ?? []) for (const r of c.roles) roles.add(r);
  const out: MenuSeed = {
    key: node.key,
    name: node.name,
    url: node.url,
    icon: node.icon,
    type: children && children.length > 0 ? "group" : "item",
    roles: sortRoles(roles),
  };
  if (node.description !== undefined) out.description = node.description;
  if (children && children.length > 0) out.children = children;
  return out;
}

/* ------------------------------------------------------------------ */
/* Tree                                                                */
/* ------------------------------------------------------------------ */

const ADMIN = root("Admin", "/admin", "UserCog", ["admin"], "Master data, setup, log dan QR code", [
  group("admin.master", "Master Data", "Database", [
    group("admin.master.grup-barang", "Barang", "Package", [
      item("Daftar Barang", "/admin/master/barang", "Package"),
      item("Tambah Barang", "/admin/master/barang/tambah-barang", "PackagePlus"),
      item("Kelompok Barang", "/admin/master/kelompok-barang", "Tags"),
    ]),
    group("admin.master.kantor", "Kantor", "Building2", [
      item("Stockist", "/admin/master/stockist", "Store"),
      item("Stockist Center", "/admin/master/stockist-center", "Building2"),
      item("Kantor Pelayanan", "/admin/master/kantor-pelayanan", "Building"),
      item("Mitra Usaha", "/admin/master/member", "Users"),
      item("Tambah Mitra Usaha", "/admin/master/member/tambah-member", "UserPlus"),
      item("Supplier", "/admin/master/supplier", "Factory"),
    ]),
    group("admin.master.akses", "User & Hak Akses", "Users", [
      item("Daftar User", "/admin/master/users", "Users"),
      item("Tambah User", "/admin/master/users/tambah-user", "UserPlus"),
      item("Hak Akses", "/admin/master/hak-akses", "ShieldCheck"),
    ]),
    group("admin.master.referensi", "Referensi", "BookOpen", [
      item("Ekspedisi", "/admin/master/ekspedisi", "Truck"),
      item("Bank", "/admin/master/bank", "Landmark"),
      item("Wilayah Kabupaten", "/admin/master/wilayah-kabupaten", "MapPinned"),
      item("Pendidikan", "/admin/master/pendidikan", "GraduationCap"),
      item("Pekerjaan", "/admin/master/pekerjaan", "Briefcase"),
    ]),
  ]),
  group("admin.setup", "Setup", "Settings", [
    item("Setup Penjualan", "/admin/setup/penjualan", "Settings"),
    item("Setup Kasir", "/admin/setup/kasir", "Settings"),
    item("Setup Stockist", "/admin/setup/Stockist", "Settings"),
    item("Setup Gudang", "/admin/setup/Gudang", "Settings"),
    item("Setup Mitra Usaha", "/admin/setup/Mitra", "Settings"),
    item("Promo", "/admin/setup/promo", "Percent"),
    item("Tambah Promo", "/admin/setup/promo/tambah-promo", "Gift"),
    item("Periode Tutup Buku", "/admin/setup/periode-tutup-buku", "CalendarCheck"),
    item("Periode Tutup Buku Bonus", "/admin/setup/periode-tutup-buku/bonus", "CalendarCheck"),
    item(
      "Periode Tutup Buku Penjualan",
      "/admin/setup/periode-tutup-buku/penjualan",
      "CalendarCheck",
    ),
  ]),
  group("admin.log", "Log", "ScrollText", [
    item("Log WhatsApp Mitra Usaha", "/admin/log/member-whatsapp", "MessageSquare"),
    item("Log Email", "/admin/log/mail", "ScrollText"),
    item("Log WhatsApp", "/admin/log/whatsapp", "MessagesSquare"),
    item("WA PIN Mitra Usaha", "/admin/wa-pin-member-n", "Smartphone"),
  ]),
  group("admin.qrcode", "QR Code", "QrCode", [
    item("Generate QR Code", "/admin/qrcode/generate", "QrCode"),
    item("Laporan QR Code", "/admin/qrcode/laporan", "FileText"),
  ]),
]);

const GUDANG = root(
  "Gudang",
  "/gudang",
  "Warehouse",
  ["gudang"],
  "Gudang pusat: stok, penerimaan, pengeluaran dan pengiriman",
  [
    group("gudang.stock", "Stock", "Boxes", [
      item("Stock Barang", "/gudang/stock/stocks", "Boxes"),
      item("Tambah Stock", "/gudang/stock/tambah-stock", "PackagePlus"),
      item("Order Barang", "/gudang/stock/order-barang", "ShoppingCart"),
      item("Laporan Stock Global", "/gudang/stock/laporan-stock-global", "FileSpreadsheet"),
      item("Pilah Stock", "/gudang/stock/pilah-stock", "Split"),
      item("Batch Stock", "/gudang/stock/batch", "Layers"),
    ]),
    group("gudang.grup-pembelian", "Pembelian", "ShoppingBag", [
      item("Pembelian ke Supplier", "/gudang/pembelian", "ShoppingBag"),
      item("Tambah Pembelian", "/gudang/pembelian/tambah-pembelian", "FilePlus"),
    ]),
    group("gudang.penerimaan", "Penerimaan", "PackageCheck", [
      item(
        "Penerimaan Barang dari Supplier",
        "/gudang/penerimaan/penerimaan-barang-dari-supplier",
        "PackageCheck",
      ),
      item(
        "Penerimaan Retur dari Stockist",
        "/gudang/penerimaan/penerimaan-retur-dari-stockist",
        "Undo2",
      ),
      item(
        "Penerimaan Retur dari Stockist Center",
        "/gudang/penerimaan/penerimaan-retur-dari-stockist-center",
        "Undo2",
      ),
      item(
        "Penerimaan Retur dari Kantor Pelayanan",
        "/gudang/penerimaan/penerimaan-retur-dari-kantor-pelayanan",
        "Undo2",
      ),
    ]),
    group("gudang.pengeluaran", "Pengeluaran", "PackageOpen", [
      item(
        "Barang ke Stockist (Dikirim)",
        "/gudang/pengeluaran/barang-ke-stockist-dikirim",
        "PackageOpen",
      ),
      item(
        "Barang ke Stockist (Diambil)",
        "/gudang/pengeluaran/barang-ke-stockist-diambil",
        "PackageOpen",
      ),
      item("Barang ke SC (Dikirim)", "/gudang/pengeluaran/barang-ke-sc-dikirim", "PackageOpen"),
      item("Barang ke SC (Diambil)", "/gudang/pengeluaran/barang-ke-sc-diambil", "PackageOpen"),
      item("Barang ke KP", "/gudang/pengeluaran/barang-ke-kp", "PackageOpen"),
      item(
        "Restock Barang ke Stockist (Dikirim)",
        "/gudang/pengeluaran/restock-barang-ke-stockist-dikirim",
        "RefreshCw",
      ),
      item(
        "Restock Barang ke Stockist (Diambil)",
        "/gudang/pengeluaran/restock-barang-ke-stockist-diambil",
        "RefreshCw",
      ),
      item("Barang ke Perusahaan", "/gudang/pengeluaran/barang-ke-perusahaan", "Building"),
      item("Barang ke Supplier", "/gudang/pengeluaran/barang-ke-supplier", "Factory"),
    ]),
    group("gudang.pengiriman", "Pengiriman", "Truck", [
      item(
        "Barang ke Stockist (Dikirim)",
        "/gudang/pengiriman/barang-ke-stockist-dikirim",
        "Truck",
      ),
      item(
        "Barang ke Stockist (Diambil)",
        "/gudang/pengiriman/barang-ke-stockist-diambil",
        "Truck",
      ),
      item("Barang ke SC (Dikirim)", "/gudang/pengiriman/barang-ke-sc-dikirim", "Truck"),
      item("Barang ke SC (Diambil)", "/gudang/pengiriman/barang-ke-sc-diambil", "Truck"),
      item("Barang ke KP", "/gudang/pengiriman/barang-ke-kp", "Truck"),
      item("Retur ke Supplier", "/gudang/pengiriman/retur-ke-supplier", "Undo2"),
    ]),
    group("gudang.susulan", "Susulan", "PackagePlus", [
      item("Susulan Barang ke Stockist", "/gudang/susulan/barang-ke-stockist", "PackagePlus"),
      item("Susulan Barang ke SC", "/gudang/susulan/barang-ke-sc", "PackagePlus"),
      item("Susulan Barang ke KP", "/gudang/susulan/barang-ke-kp", "PackagePlus"),
    ]),
    group("gudang.restock", "Restock", "RefreshCw", [
      item("Restock Pusat ke KP", "/gudang/restock/pusat-ke-kp", "RefreshCw"),
      item("Tambah Restock KP", "/gudang/restock/pusat-ke-kp/tambah", "FilePlus"),
      item("Pengiriman Ekspedisi", "/gudang/pengiriman-ekspedisi", "Container"),
    ]),
    item("Setup Gudang", "/gudang/setup", "Settings"),
  ],
);

const KASIR = root(
  "Kasir",
  "/kasir",
  "Wallet",
  ["kasir", "kasir_pusat"],
  "Pembayaran, validasi laporan, topup dan laporan keuangan",
  [
    item("Data Pembayaran", "/kasir/data", "Database"),
    group("kasir.validasi", "Validasi", "ClipboardCheck", [
      item("Laporan Kasir SC", "/kasir/validasi/laporan-kasir-sc", "ClipboardCheck"),
      item("Laporan Kasir KP", "/kasir/validasi/laporan-kasir-kp", "ClipboardCheck"),
      item("Laporan Penjualan PBS", "/kasir/validasi/laporan-penjualan-pbs", "ClipboardCheck"),
    ]),
    group("kasir.grup-pembayaran", "Pembayaran", "CreditCard", [
      item("Daftar Pembayaran", "/kasir/pembayaran", "CreditCard"),
      item(
        "Faktur Penjualan Pusat ke Stockist",
        "/kasir/pembayaran/faktur-penjualan-pusat-ke-stockist",
        "ReceiptText",
      ),
      item("Topup Saldo Deposit SC", "/kasir/pembayaran/topup-saldo-deposit-sc", "HandCoins"),
      item("Pinjaman Barang SC", "/kasir/pembayaran/pinjaman-barang-sc", "PackageSearch"),
      item("Validasi Laporan SC", "/kasir/pembayaran/laporan-sc", "ListChecks"),
      // Not in SPEC's route list: where Pusat decides disputes (docs/money.md "Disputes").
      item("Dispute", "/kasir/dispute", "MessageSquare"),
    ]),
    group("kasir.laporan-keuangan", "Laporan Keuangan", "ChartColumn", [
      item("Laporan Harian", "/kasir/laporan-harian", "FileText"),
      item(
        "Laporan Keuangan Global",
        "/kasir/laporan-keuangan-stockist/laporan-keuangan-global",
        "ChartColumn",
      ),
      item(
        "Laporan Keuangan per Stockist",
        "/kasir/laporan-keuangan-stockist/laporan-keuangan-per-stockist",
        "ChartColumn",
      ),
      item("Laporan GL", "/kasir/laporan-gl", "FileSpreadsheet"),
      item("Laporan Omzet SC", "/kasir/laporan-omzet-sc", "ChartColumn"),
      item("Log Pembayaran", "/kasir/log-pembayaran", "History"),
    ]),
    // Also the reporting offices' own cashier area (docs/money.md "Order and payment bundles"):
    // an SC sends its sales reports, a KP its sales and restock reports (each sees only its own;
    // Pusat's Kasir sees them all and may write one on an office's behalf). Pusat's Kasir
    // reviews the restock reports that went via a KP.
    group("kasir.grup-laporan", "Laporan Kasir", "FileText", [
      item("Laporan Kasir", "/kasir/laporan", "FileText", {
        roles: ["kasir", "kasir_pusat", "sc_admin"],
      }),
      item("Tambah Laporan Kasir", "/kasir/laporan/tambah-laporan", "FilePlus", {
        roles: ["kasir", "kasir_pusat", "sc_admin"],
      }),
      item("Laporan Restock", "/kasir/laporan/restock", "RefreshCw", {
        roles: ["kasir", "kasir_pusat", "kp_admin"],
      }),
      item("Tambah Laporan Restock", "/kasir/laporan/restock/tambah-restock", "FilePlus", {
        roles: ["kasir", "kasir_pusat", "kp_admin"],
      }),
      item("Laporan Kasir KP", "/kasir/laporan-kasir-kp", "FileText", {
        roles: ["kasir", "kasir_pusat", "kp_admin"],
      }),
      item(
        "Tambah Laporan Penjualan KP",
        "/kasir/laporan-kasir-kp/tambah-laporan-penjualan-kp",
        "FilePlus",
        { roles: ["kasir", "kasir_pusat", "kp_admin"] },
      ),
      item("Laporan via KP", "/kasir/laporan-via-kp", "FileText"),
    ]),
    group("kasir.topup", "Topup", "HandCoins", [
      item("Topup Saldo Stockist", "/kasir/topup/saldo-stockist", "HandCoins"),
      item("Tambah Topup Saldo Stockist", "/kasir/topup/saldo-stockist/tambah", "FilePlus"),
      item("Topup Saldo Restock SC", "/kasir/topup/saldo-restock-sc", "HandCoins"),
      item("Tambah Topup Saldo Restock SC", "/kasir/topup/saldo-restock-sc/tambah", "FilePlus"),
      item("Topup Saldo Sisa Pembayaran SC", "/kasir/topup/saldo-sisa-pembayaran-sc", "HandCoins"),
      item(
        "Tambah Topup Saldo Sisa Pembayaran SC",
        "/kasir/topup/saldo-sisa-pembayaran-sc/tambah",
        "FilePlus",
      ),
    ]),
  ],
);

const PENJUALAN = root(
  "Penjualan",
  "/penjualan",
  "ShoppingCart",
  ["penjualan", "penjualan_pusat"],
  "Transaksi penjualan, retur, validasi laporan dan faktur SC",
  [
    group("penjualan.grup-laporan", "Laporan", "ChartColumn", [
      item("Laporan Penjualan", "/penjualan/laporan", "ChartColumn"),
      item("Laporan Harian", "/penjualan/laporan/harian", "FileText"),
      item("Laporan Jumlah Barang", "/penjualan/laporan/jumlah-barang", "FileSpreadsheet"),
    ]),
    group(
      "penjualan.transaksi",
      "Transaksi Penjualan",
      "ReceiptText",
      [
        item("Faktur Penjualan", "/penjualan/transaksi-penjualan", "ReceiptText"),
        item(
          "Tambah Transaksi Penjualan",
          "/penjualan/transaksi-penjualan/tambah-transaksi-penjualan",
          "FilePlus",
        ),
      ],
      { roles: ["penjualan", "penjualan_pusat", "transaksi_penjualan"] },
    ),
    group("penjualan.retur", "Retur", "Undo2", [
      item("Retur dari Stockist", "/penjualan/retur/stockist", "Undo2"),
      item("Retur dari Stockist Center", "/penjualan/retur/stockist-center", "Undo2"),
      item("Retur dari Kantor Pelayanan", "/penjualan/retur/kantor-pelayanan", "Undo2"),
      item("Retur ke Supplier", "/penjualan/retur/supplier", "Undo2"),
    ]),
    group("penjualan.validasi", "Validasi Laporan", "ClipboardCheck", [
      item("Laporan Penjualan KP", "/penjualan/validasi/laporan-penjualan-kp", "ClipboardCheck"),
      item("Laporan Penjualan SC", "/penjualan/validasi/laporan-penjualan-sc", "ClipboardCheck"),
    ]),
    group("penjualan.laporan-sc-pbs", "Laporan SC & PBS", "FileText", [
      item("Laporan Penjualan PBS", "/penjualan/laporan-penjualan-pbs", "FileText"),
      item("Tambah Laporan Penjualan SC", "/penjualan/tambah-laporan-penjualan-sc", "FilePlus", {
        roles: ["penjualan", "penjualan_pusat", "sc_admin"],
      }),
    ]),
    group("penjualan.restock", "Restock", "RefreshCw", [
      item("Faktur Restock SC", "/penjualan/faktur-sc", "ReceiptText"),
      item("Tambah Faktur Restock SC", "/penjualan/faktur-sc/tambah", "FilePlus"),
      item("Restock PBS", "/penjualan/restock-pbs", "RefreshCw"),
    ]),
    group("penjualan.validasi-saldo-retur", "Validasi Saldo Retur", "Scale", [
      item(
        "Saldo Retur dari Stockist",
        "/penjualan/validasi-saldo-retur/retur-dari-stockist",
        "Scale",
      ),
      item(
        "Saldo Retur dari Stockist Center",
        "/penjualan/validasi-saldo-retur/retur-dari-stockist-center",
        "Scale",
      ),
    ]),
    group("penjualan.topup", "Topup", "HandCoins", [
      item("Topup Deposit SC", "/penjualan/topup/deposit-sc", "HandCoins"),
      item("Tambah Topup Deposit SC", "/penjualan/topup/deposit-sc/tambah", "FilePlus"),
    ]),
  ],
);

const CASH_BILL = root(
  "Cash Bill",
  "/cash-bill",
  "Receipt",
  ["cash_bill"],
  "Transaksi cash bill, tambah poin dan penjualan PBS",
  [
    group(
      "cash-bill.transaksi",
      "Transaksi Cash Bill",
      "Receipt",
      [
        item("Transaksi Cash Bill", "/cash-bill/transaksi-cashbill", "Receipt"),
        item(
          "Pencatatan Cash Bill",
          "/cash-bill/transaksi-cashbill/tambah-transaksi-cash-bill",
          "FilePlus",
        ),
      ],
      { roles: ["cash_bill", "stockist"] },
    ),
    group(
      "cash-bill.poin",
      "Tambah Poin",
      "Coins",
      [
        item("Pencatatan Tambah Poin", "/cash-bill/pencatatan-tambah-poin", "Coins"),
        item("Tambah Poin", "/cash-bill/pencatatan-tambah-poin/tambah-poin", "FilePlus"),
      ],
      { roles: ["cash_bill", "stockist"] },
    ),
    // A stockist whose user is PBS-activated records its PBS sales and reports (docs/cash-bills.md).
    group(
      "cash-bill.pbs",
      "PBS",
      "ShoppingBag",
      [
        item("Penjualan PBS", "/cash-bill/penjualan-pbs", "ShoppingBag"),
        item("Tambah Penjualan PBS", "/cash-bill/penjualan-pbs/tambah", "FilePlus"),
        item("Laporan Penjualan PBS", "/cash-bill/laporan-penjualan-pbs", "FileText"),
        item("Tambah Laporan Penjualan PBS", "/cash-bill/laporan-penjualan-pbs/tambah", "FilePlus"),
      ],
      { roles: ["cash_bill", "stockist"] },
    ),
  ],
);

const BONUS = root(
  "Bonus",
  "/bonus",
  "Award",
  ["bonus"],
  "Data bonus, master data dan tool mitra usaha",
  [
    item("Download", "/bonus/download", "Download"),
    group("bonus.admin", "Master Data", "Database", [
      item("Master Barang", "/bonus/admin/master-barang", "Package"),
      item("Master Stockist", "/bonus/admin/master-stockist", "Store"),
      item("Master Mitra Usaha", "/bonus/admin/master-mitra-usaha", "Users"),
      item("Master User", "/bonus/admin/master-user", "UserCog"),
    ]),
    group("bonus.bonus", "Data Bonus", "Award", [
      item("Data Mitra Usaha", "/bonus/bonus/data-mitra-usaha", "Users"),
      item("Data Cash Bill", "/bonus/bonus/data-cashbill", "Receipt"),
      item("Data Tambahan Poin", "/bonus/bonus/data-tambahan-poin", "Coins"),
    ]),
    group("bonus.tool", "Tool Mitra Usaha", "Settings", [
      item("Hapus Mitra Usaha", "/bonus/tool/hapus-mitra-usaha", "Users"),
      item("Tambah Mitra Usaha", "/bonus/tool/tambah-mitra-usaha", "UserPlus"),
      item("Update Upline Mitra Usaha", "/bonus/tool/update-upline-mitra-usaha", "RefreshCw"),
      item("Generate Mitra Usaha ND", "/bonus/tool/generate-mitra-usaha-nd", "Users"),
      item("Export Mitra Usaha ND/NE", "/bonus/tool/export-mitra-usaha-nd-ne", "Download"),
    ]),
    item("Ambil Data Bonus", "/bonus/ambil-data-bonus", "Download"),
    item("Log Autentikasi", "/bonus/log-autentikasi", "LogIn"),
  ],
);

const STOCK_STOCKIST = root(
  "Stock Stockist",
  "/stock-stockist",
  "Boxes",
  ["stock_stockist"],
  "Pemantauan stok stockist",
  [item("Data Stock Stockist", "/stock-stockist/data-stock-stockist", "Boxes")],
);

const CUSTOMER_SERVICE = root(
  "Customer Service",
  "/customer-service",
  "MessagesSquare",
  ["customer_service"],
  "Chat WhatsApp, broadcast dan pola balasan",
  [
    group("customer-service.broadcast", "Broadcast", "Megaphone", [
      item("Perangkat Broadcast", "/customer-service/broadcast/device", "Smartphone"),
      item("Template Broadcast", "/customer-service/broadcast/template", "FileText"),
      item("Tambah Broadcast", "/customer-service/broadcast/tambah", "Send"),
    ]),
    item("Pola Balasan", "/customer-service/response-patterns", "MessageSquare"),
  ],
);

const PEMBELIAN = root(
  "Pembelian",
  "/pembelian",
  "ShoppingBag",
  ["pembelian"],
  "Pembelian barang ke supplier",
);
const BARANG_MASUK = root(
  "Barang Masuk",
  "/barang-masuk",
  "ArrowDownToLine",
  ["barang_masuk"],
  "Pencatatan barang masuk",
);
const PENGIRIMAN_BARANG = root(
  "Pengiriman Barang",
  "/pengiriman-barang",
  "Truck",
  ["pengiriman_barang"],
  "Pengiriman barang",
);
const RETUR_BARANG = root(
  "Retur Barang",
  "/retur-barang",
  "Undo2",
  ["retur_barang"],
  "Retur barang",
);
const LAPORAN = root("Laporan", "/laporan", "ChartColumn", ["laporan"], "Laporan dan export");
const SUPERADMIN = root(
  "Superadmin",
  "/superadmin",
  "ShieldCheck",
  ["superadmin"],
  "Pengelolaan seluruh sistem",
);

const KANTOR_PELAYANAN = root(
  "Kantor Pelayanan",
  "/kantor-pelayanan",
  "Building",
  ["kp_admin"],
  "Restock, penerimaan, pengeluaran, pengiriman dan retur Kantor Pelayanan",
  [
    item("Stock", "/kantor-pelayanan/stock", "Boxes"),
    group("kantor-pelayanan.grup-restock", "Restock", "RefreshCw", [
      item("Restock dari Pusat", "/kantor-pelayanan/restock", "RefreshCw"),
      item("Tambah Restock", "/kantor-pelayanan/restock/tambah", "FilePlus"),
      item(
        "Penerimaan Barang dari Pusat",
        "/kantor-pelayanan/penerimaan-barang-dari-pusat",
        "PackageCheck",
      ),
      item("Pengiriman Ekspedisi", "/kantor-pelayanan/pengiriman-ekspedisi", "Container"),
    ]),
    group("kantor-pelayanan.pengeluaran", "Pengeluaran", "PackageOpen", [
      item(
        "Barang ke Stockist (Dikirim)",
        "/kantor-pelayanan/pengeluaran/barang-ke-stockist-dikirim",
        "PackageOpen",
      ),
      item(
        "Barang ke Stockist (Diambil)",
        "/kantor-pelayanan/pengeluaran/barang-ke-stockist-diambil",
        "PackageOpen",
      ),
      item(
        "Barang ke SC (Dikirim)",
        "/kantor-pelayanan/pengeluaran/barang-ke-sc-dikirim",
        "PackageOpen",
      ),
      item(
        "Barang ke SC (Diambil)",
        "/kantor-pelayanan/pengeluaran/barang-ke-sc-diambil",
        "PackageOpen",
      ),
      item(
        "Restock Barang ke Stockist (Dikirim)",
        "/kantor-pelayanan/pengeluaran/restock-barang-ke-stockist-dikirim",
        "RefreshCw",
      ),
      item(
        "Restock Barang ke Stockist (Diambil)",
        "/kantor-pelayanan/pengeluaran/restock-barang-ke-stockist-diambil",
        "RefreshCw",
      ),
      item("Pengeluaran Retur", "/kantor-pelayanan/pengeluaran/retur", "Undo2"),
    ]),
    group("kantor-pelayanan.pengiriman", "Pengiriman", "Truck", [
      item(
        "Barang ke Stockist (Dikirim)",
        "/kantor-pelayanan/pengiriman/barang-ke-stockist-dikirim",
        "Truck",
      ),
      item(
        "Barang ke Stockist (Diambil)",
        "/kantor-pelayanan/pengiriman/barang-ke-stockist-diambil",
        "Truck",
      ),
      item("Barang ke SC (Dikirim)", "/kantor-pelayanan/pengiriman/barang-ke-sc-dikirim", "Truck"),
      item("Barang ke SC (Diambil)", "/kantor-pelayanan/pengiriman/barang-ke-sc-diambil", "Truck"),
      item("Pengiriman Retur ke Pusat", "/kantor-pelayanan/pengiriman/retur-ke-pusat", "Undo2"),
    ]),
    group("kantor-pelayanan.susulan", "Susulan", "PackagePlus", [
      item(
        "Susulan Barang ke Stockist",
        "/kantor-pelayanan/susulan/barang-ke-stockist",
        "PackagePlus",
      ),
      item("Susulan Barang ke SC", "/kantor-pelayanan/susulan/barang-ke-sc", "PackagePlus"),
    ]),
    group("kantor-pelayanan.retur", "Retur", "Undo2", [
      item("Retur ke Pusat", "/kantor-pelayanan/retur/pusat", "Undo2"),
      item("Tambah Retur ke Pusat", "/kantor-pelayanan/retur/pusat/tambah-retur", "FilePlus"),
    ]),
    group("kantor-pelayanan.faktur-laporan", "Faktur & Laporan", "ReceiptText", [
      item("Faktur KP", "/kantor-pelayanan/faktur-kp", "ReceiptText"),
      item("Laporan KP", "/kantor-pelayanan/laporan", "FileText"),
    ]),
    group("kantor-pelayanan.admin", "Master Data", "Database", [
      item("Barang", "/kantor-pelayanan/admin/master/barang", "Package"),
      item("Stockist", "/kantor-pelayanan/admin/master/stockist", "Store"),
      item("Stockist Center", "/kantor-pelayanan/admin/master/stockist-center", "Building2"),
      item("Ekspedisi", "/kantor-pelayanan/admin/master/ekspedisi", "Truck"),
    ]),
    item("Setup", "/kantor-pelayanan/setup", "Settings"),
  ],
);

const STOCKIST_CENTER = root(
  "Stockist Center",
  "/stockist-center",
  "Building2",
  ["sc_admin"],
  "Gudang Stockist Center: restock, pengeluaran dan pengiriman ke stockist",
  [
    item("Stock", "/stockist-center/stock", "Boxes"),
    group("stockist-center.grup-restock", "Restock", "RefreshCw", [
      item("Restock SC", "/stockist-center/restock", "RefreshCw"),
      item("Tambah Restock", "/stockist-center/restock/tambah-restock", "FilePlus"),
      item("Penerimaan Barang", "/stockist-center/penerimaan", "PackageCheck"),
    ]),
    group("stockist-center.pengeluaran", "Pengeluaran", "PackageOpen", [
      item(
        "Barang ke Stockist (Dikirim)",
        "/stockist-center/pengeluaran/barang-ke-stockist-dikirim",
        "PackageOpen",
      ),
      item(
        "Barang ke Stockist (Diambil)",
        "/stockist-center/pengeluaran/barang-ke-stockist-diambil",
        "PackageOpen",
      ),
      item(
        "Restock Barang ke Stockist (Dikirim)",
        "/stockist-center/pengeluaran/restock-barang-ke-stockist-dikirim",
        "RefreshCw",
      ),
      item(
        "Restock Barang ke Stockist (Diambil)",
        "/stockist-center/pengeluaran/restock-barang-ke-stockist-diambil",
        "RefreshCw",
      ),
    ]),
    group("stockist-center.pengiriman", "Pengiriman", "Truck", [
      item(
        "Barang ke Stockist (Dikirim)",
        "/stockist-center/pengiriman/barang-ke-stockist-dikirim",
        "Truck",
      ),
      item(
        "Barang ke Stockist (Diambil)",
        "/stockist-center/pengiriman/barang-ke-stockist-diambil",
        "Truck",
      ),
      item("Retur ke Pusat", "/stockist-center/pengiriman/retur-ke-pusat", "Undo2"),
    ]),
    item("Susulan SC", "/stockist-center/susulan/sc", "PackagePlus"),
    item("Setup Metode Pembayaran", "/stockist-center/admin/setup", "CreditCard"),
  ],
);

const STOCKIST = root(
  "Stockist",
  "/stockist",
  "Store",
  ["stockist"],
  "Order barang, penerimaan, pengeluaran ke mitra usaha",
  [
    item("Stock", "/stockist/stock", "Boxes"),
    group("stockist.order", "Order Barang", "ShoppingCart", [
      item("Daftar Pembelian", "/stockist/pembelian", "ShoppingCart"),
      item("Order Barang", "/stockist/pembelian/tambah-pembelian", "FilePlus"),
      item("Restock PBS", "/stockist/restock-pbs", "RefreshCw"),
      item("Tambah Restock PBS", "/stockist/restock-pbs/tambah", "FilePlus"),
    ]),
    group("stockist.penerimaan", "Penerimaan", "PackageCheck", [
      item("Barang dari Pusat", "/stockist/penerimaan/barang-dari-pusat", "PackageCheck"),
      item("Barang dari KP", "/stockist/penerimaan/barang-dari-kp", "PackageCheck"),
      item("Barang dari SC", "/stockist/penerimaan/barang-dari-sc", "PackageCheck"),
    ]),
    group("stockist.distribusi", "Pengeluaran & Pengiriman", "Truck", [
      item("Pengeluaran Barang ke Mitra Usaha", "/stockist/pengeluaran", "PackageOpen"),
      item("Pengiriman Barang ke Mitra Usaha", "/stockist/pengiriman/barang-ke-mitra", "Truck"),
      item("Retur ke Pusat", "/stockist/pengiriman/retur-ke-pusat", "Undo2"),
      item("Susulan", "/stockist/susulan", "PackagePlus"),
    ]),
    group("stockist.admin", "Master Data", "Database", [
      item("Daftar Mitra Usaha", "/stockist/admin/daftar-member", "Users"),
      item("Pencatatan Mitra Usaha", "/stockist/admin/daftar-member/tambah-member", "UserPlus"),
      item("Barang", "/stockist/admin/barang", "Package"),
      item("Ekspedisi", "/stockist/admin/ekspedisi", "Truck"),
      item("Bank & Metode Pembayaran", "/stockist/admin/bank", "Landmark"),
    ]),
    item("Setup", "/stockist/setup", "Settings"),
  ],
);

const SUPPLIER = root(
  "Supplier",
  "/supplier",
  "Factory",
  ["supplier"],
  "Gudang supplier: stok, batch, pengeluaran dan pengiriman ke pusat",
  [
    item("Stock", "/supplier/stock", "Boxes"),
    group("supplier.batch", "Batch & Persiapan Stok", "Layers", [
      item("Manajemen Batch Stok", "/supplier/manajemen-batch-stok", "Layers"),
      item("Tambah Batch Stok", "/supplier/manajemen-batch-stok/tambah", "FilePlus"),
      item("Persiapan Stok", "/supplier/persiapan-stok", "ClipboardList"),
      item("Produk QR", "/supplier/produk-qr", "QrCode"),
    ]),
    group("supplier.distribusi", "Pengeluaran & Pengiriman", "Truck", [
      item(
        "Pengeluaran Barang dari Supplier",
        "/supplier/pengeluaran/barang-dari-supplier",
        "PackageOpen",
      ),
      item("Pengiriman Barang dari Supplier", "/supplier/pengiriman/barang-dari-supplier", "Truck"),
      item("Susulan Barang dari Supplier", "/supplier/susulan/barang-dari-supplier", "PackagePlus"),
      // Pusat's returns addressed to the supplier (docs/returns.md).
      item("Penerimaan Retur dari Pusat", "/supplier/penerimaan-retur", "Undo2"),
    ]),
  ],
);

const MEMBER_CASHBILL = root(
  "Cash Bill",
  "/cashbill",
  "Receipt",
  ["mitra_usaha"],
  "Riwayat cash bill Mitra Usaha",
);
const KOMISI_BULANAN = root(
  "Komisi Bulanan",
  "/komisi-bulanan",
  "Banknote",
  ["mitra_usaha"],
  "Komisi bulanan Mitra Usaha",
);

const TREE_INPUT: MenuInput[] = [
  SUPERADMIN,
  ADMIN,
  GUDANG,
  KASIR,
  PENJUALAN,
  CASH_BILL,
  BONUS,
  STOCK_STOCKIST,
  CUSTOMER_SERVICE,
  PEMBELIAN,
  BARANG_MASUK,
  PENGIRIMAN_BARANG,
  RETUR_BARANG,
  LAPORAN,
  KANTOR_PELAYANAN,
  STOCKIST_CENTER,
  STOCKIST,
  SUPPLIER,
  MEMBER_CASHBILL,
  KOMISI_BULANAN,
];

/* ------------------------------------------------------------------ */
/* Pure helpers                                                        */
/* ------------------------------------------------------------------ */

/**
 * Depth-first (pre-order) flattening. `sortOrder` is the 1-based position among
 * siblings; `parentKey` is null for roots. Parents always precede their children.
 */
export function flattenMenus(
  tree: MenuSeed[],
): { menu: MenuSeed; parentKey: string | null; sortOrder: number }[] {
  const out: { menu: MenuSeed; parentKey: string | null; sortOrder: number }[] = [];
  const walk = (nodes: MenuSeed[], parentKey: string | null): void => {
    nodes.forEach((menu, index) => {
      out.push({ menu, parentKey, sortOrder: index + 1 });
      if (menu.children) walk(menu.children, menu.key);
    });
  };
  walk(tree, null);
  return out;
}

/**
 * Throws (with every problem listed) when the tree is inconsistent:
 * duplicate keys or URLs, malformed URLs, items without URL, groups without
 * children, nested groups with a URL, unknown roles, children seen by roles the
 * parent does not have, or a node without `superadmin`.
 */
export function assertMenuTreeValid(tree: MenuSeed[]): void {
  const errors: string[] = [];
  const keys = new Map<string, number>();
  const urls = new Map<string, string>();
  const knownRoles = new Set<string>(ROLE_NAMES);

  const walk = (nodes: MenuSeed[], parent: MenuSeed | null): void => {
    for (const node of nodes) {
      const where = `menu '${node.key}' (${node.name})`;
      keys.set(node.key, (keys.get(node.key) ?? 0) + 1);
      if (!/^[a-z0-9][a-z0-9.-]*$/.test(node.key)) errors.push(`${where}: invalid key`);
      if (node.name.trim() === "") errors.push(`${where}: empty name`);
      if (node.url !== null) {
        if (
          !/^\/[A-Za-z0-9/-]*$/.test(node.url) ||
          (node.url.length > 1 && node.url.endsWith("/"))
        ) {
          errors.push(`${where}: invalid url '${node.url}'`);
        }
        const other = urls.get(node.url);
        if (other !== undefined)
          errors.push(`${where}: url '${node.url}' already used by '${other}'`);
        else urls.set(node.url, node.key);
      }
      const hasChildren = (node.children?.length ?? 0) > 0;
      if (node.type === "item" && node.url === null) errors.push(`${where}: item without url`);
      if (node.type === "item" && hasChildren) errors.push(`${where}: item with children`);
      if (node.type === "group" && !hasChildren) errors.push(`${where}: group without children`);
      if (node.type === "group" && parent !== null && node.url !== null)
        errors.push(`${where}: nested group with url`);
      if (node.roles.length === 0) errors.push(`${where}: no roles`);
      if (!node.roles.includes("superadmin")) errors.push(`${where}: superadmin missing`);
      for (const r of node.roles)
        if (!knownRoles.has(r)) errors.push(`${where}: unknown role '${r}'`);
      if (parent !== null) {
        for (const r of node.roles) {
          if (!parent.roles.includes(r))
            errors.push(`${where}: role '${r}' not on parent '${parent.key}'`);
        }
      }
      if (node.children) walk(node.children, node);
    }
  };
  walk(tree, null);
  for (const [key, count] of keys)
    if (count > 1) errors.push(`menu key '${key}' used ${count} times`);
  if (errors.length > 0) throw new Error(`Invalid menu tree:\n- ${errors.join("\n- ")}`);
}

/* ------------------------------------------------------------------ */
/* Exports                                                             */
/* ------------------------------------------------------------------ */

export const MENUS: MenuSeed[] = TREE_INPUT.map((node) => resolve(node, []));

assertMenuTreeValid(MENUS);

/** Every URL in the tree (area roots + list/creation pages), in tree order. */
export const ALL_ROUTES: string[] = flattenMenus(MENUS)
  .map(({ menu }) => menu.url)
  .filter((url): url is string => url !== null);
