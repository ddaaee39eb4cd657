// Landing pages of the functional areas (SPEC §2): one typed config per area, one page
// (app/(app)/[area]/page.tsx). Each figure is a real query on the user's data.
import "server-only";
import { jakartaMonthBounds, jakartaMonthRange, jakartaToday } from "@/lib/business-date";
import type { Db } from "@/server/prisma-client";
import type { SessionUser } from "@/lib/session-user";
import { OFFICE_CATEGORY_IDS } from "@/lib/office-categories";

import type { Stat } from "@/lib/dashboard";
import { BATCH_EXPIRING_DAYS } from "@/lib/schemas/stock";
import { BRANCH_CATEGORY_IDS, stockistStockSummary } from "@/server/stock/stockist-stock";
import { LOW_STOCK_THRESHOLD, expiringSoonWhere, lowStockWhere } from "@/server/stock/low-stock";
import { ALLOWED_FROM } from "@/server/orders/machine";
import { IN_TRANSIT_WHERE } from "@/server/stock/movements/machine";
import { COUNTED_ORDER_STATUSES } from "@/lib/labels/orders";

export type { Stat };

/**
 * A screen a work menu leads to. The work-menu roots (/pembelian, /barang-masuk,
 * /pengiriman-barang, /retur-barang, /laporan: SPEC §2 "Other menu roots", one role each) have no
 * menus of their own: their landing page lists the screens of the functional areas that do that
 * work, and those screens admit the root's role (`requireArea(area, ...alsoFrom)`). `url: null`:
 * a screen that comes in a later release (shown, not linked).
 */
export interface AreaEntry {
  name: string;
  url: string | null;
  icon: string;
}

export interface AreaConfig {
  /** First path segment, e.g. "gudang". */
  slug: string;
  title: string;
  description: string;
  stats: (db: Db, user: SessionUser) => Promise<Stat[]>;
  /** The landing page's menu when the root has no menus of its own (see AreaEntry). */
  entries?: readonly AreaEntry[];
}

const NONE = "00000000-0000-0000-0000-000000000000";

function num(label: string, value: number | bigint | null | undefined, hint?: string): Stat {
  return { label, value: Number(value ?? 0), format: "number", ...(hint ? { hint } : {}) };
}

function rp(label: string, value: number | bigint | null | undefined, hint?: string): Stat {
  return { label, value: Number(value ?? 0), format: "rupiah", ...(hint ? { hint } : {}) };
}

async function stockOf(db: Db, officeId: string | null) {
  const agg = await db.stock.aggregate({ where: { warehouse: { officeId: officeId ?? NONE, deletedAt: null } }, _sum: { quantity: true }, _count: true });
  return { units: agg._sum.quantity ?? 0, rows: agg._count };
}

/** Orders that count as trade (docs/orders.md "Reports and exports"): validated or released. */
const COUNTED = { deletedAt: null, status: { in: [...COUNTED_ORDER_STATUSES] } };

/** Order dates of this Jakarta business month (order_date is a business date). */
function thisMonth() {
  const { start, end } = jakartaMonthRange();
  return { gte: start, lte: end };
}

/** Shipments on the road (docs/stock-movements.md "Goods in transit"), as filter[in_transit]. */
const IN_TRANSIT = { deletedAt: null, AND: [IN_TRANSIT_WHERE] };

/** Figures shared by the branch offices (stockist, SC, KP): own stock, orders and members. */
async function branchStats(db: Db, user: SessionUser): Promise<Stat[]> {
  const office = user.officeId ?? NONE;
  const orderDate = thisMonth();
  // 'Order' is what the office bought (it is the buyer); its sales to downlines what it sold.
  const [stock, ordersIn, ordersOut, incoming, members, commission] = await Promise.all([
    stockOf(db, user.officeId),
    db.order.aggregate({ where: { ...COUNTED, destinationOfficeId: office, orderDate }, _count: true, _sum: { finalPrice: true } }),
    db.order.count({ where: { ...COUNTED, originOfficeId: office, orderDate } }),
    db.stockMovement.count({ where: { ...IN_TRANSIT, destinationOfficeId: office } }),
    db.office.count({ where: { officeReferralId: office, deletedAt: null } }),
    db.office.findUnique({ where: { id: office }, select: { balance: true } }),
  ]);
  return [
    num("Stok tersedia (unit)", stock.units, `${stock.rows} jenis barang`),
    num("Order bulan ini", ordersIn._count),
    rp("Nilai order bulan ini", ordersIn._sum.finalPrice),
    num("Penjualan ke downline bulan ini", ordersOut),
    num("Barang dalam perjalanan", incoming, "pengiriman menunggu diterima"),
    num("Downline langsung", members),
    rp("Saldo", commission?.balance),
  ];
}

export const AREAS: AreaConfig[] = [
  {
    slug: "admin",
    title: "Admin",
    description: "Master data: barang, kantor, mitra usaha, user, bank, ekspedisi dan pengaturan.",
    stats: async (db) => {
      const [products, offices, members, users, roles] = await Promise.all([
        db.product.count({ where: { deletedAt: null } }),
        db.office.count({ where: { deletedAt: null, officeCategoryId: { not: OFFICE_CATEGORY_IDS.MEMBER } } }),
        db.office.count({ where: { deletedAt: null, officeCategoryId: OFFICE_CATEGORY_IDS.MEMBER } }),
        db.user.count({ where: { deletedAt: null } }),
        db.role.count({ where: { deletedAt: null } }),
      ]);
      return [num("Barang aktif", products), num("Kantor (non mitra)", offices), num("Mitra Usaha", members), num("User", users), num("Role", roles)];
    },
  },
  {
    slug: "gudang",
    title: "Gudang",
    description: "Stok gudang pusat, pembelian, penerimaan, pengeluaran, pengiriman dan susulan.",
    stats: async (db, user) => {
      const office = user.officeId ?? NONE;
      const own = { deletedAt: null, OR: [{ originOfficeId: office }, { destinationOfficeId: office }] };
      const [stock, low, toPack, toSend, inTransit, expiring, expired, purchases] = await Promise.all([
        stockOf(db, user.officeId),
        db.stock.count({ where: lowStockWhere(db, office) }),
        db.stockMovement.count({ where: { originOfficeId: office, deletedAt: null, status: "draft" } }),
        db.stockMovement.count({ where: { originOfficeId: office, deletedAt: null, status: "packed" } }),
        db.stockMovement.count({ where: { ...own, ...IN_TRANSIT } }),
        db.batch.count({ where: { warehouse: { officeId: office }, quantity: { gt: 0 }, ...expiringSoonWhere() } }),
        db.batch.count({ where: { warehouse: { officeId: office }, quantity: { gt: 0 }, expiredAt: { lt: jakartaToday() } } }),
        db.purchaseOrder.count({ where: { status: { notIn: ["received", "cancelled"] } } }),
      ]);
      return [
        num("Stok gudang (unit)", stock.units, `${stock.rows} jenis barang`),
        num("Stok menipis", low, `di bawah stok minimum (bawaan ${LOW_STOCK_THRESHOLD} unit), gudang utama`),
        num("Menunggu dikemas", toPack, "pengeluaran draft"),
        num("Menunggu dikirim", toSend, "sudah dikemas, belum dikirim"),
        num("Barang dalam perjalanan", inTransit, "dikirim, belum diterima"),
        num("Batch segera kedaluwarsa", expiring, `dalam ${BATCH_EXPIRING_DAYS} hari`),
        num("Batch kedaluwarsa", expired, "masih ada stoknya: pisahkan, jangan dikirim"),
        num("Pembelian terbuka", purchases),
      ];
    },
  },
  {
    slug: "kasir",
    title: "Kasir",
    description: "Pembayaran faktur, validasi laporan SC/KP, topup saldo dan laporan keuangan.",
    // The Kasir's own office: what Pusat received and Pusat's own fakturs, not a branch's sales.
    stats: async (db, user) => {
      const office = user.officeId ?? NONE;
      const received = { order: { originOfficeId: office } };
      const [pending, todayPaid, unpaid, topups] = await Promise.all([
        db.payment.count({ where: { deletedAt: null, status: "pending", ...received } }),
        db.payment.aggregate({ where: { deletedAt: null, status: "verified", paymentDate: jakartaToday(), ...received }, _sum: { amount: true } }),
        // Validated (waiting for the Kasir) or released by acc-payment, not yet paid (docs/orders.md).
        db.order.aggregate({ where: { ...COUNTED, originOfficeId: office, isPaid: false }, _count: true, _sum: { finalPrice: true } }),
        db.topup.count({ where: { status: "pending" } }),
      ]);
      return [
        num("Pembayaran menunggu verifikasi", pending),
        rp("Pembayaran terverifikasi hari ini", todayPaid._sum.amount),
        num("Faktur belum lunas", unpaid._count),
        rp("Nilai faktur belum lunas", unpaid._sum.finalPrice),
        num("Topup menunggu persetujuan", topups),
      ];
    },
  },
  {
    slug: "penjualan",
    title: "Penjualan",
    description: "Transaksi penjualan pusat, retur, validasi laporan dan topup deposit SC.",
    // Pusat's own sales (every kind it sells), validated ones; not a stockist's or a KP's.
    stats: async (db, user) => {
      const office = user.officeId ?? NONE;
      const [sales, toValidate, returs] = await Promise.all([
        db.order.aggregate({ where: { ...COUNTED, originOfficeId: office, orderDate: thisMonth() }, _count: true, _sum: { finalPrice: true } }),
        // The states validateOrder starts from (server/orders/machine.ts).
        db.order.count({ where: { deletedAt: null, originOfficeId: office, status: { in: [...ALLOWED_FROM.validate] } } }),
        db.retur.count({ where: { deletedAt: null, status: { in: ["draft", "validated"] } } }),
      ]);
      return [num("Faktur penjualan bulan ini", sales._count), rp("Omzet bulan ini", sales._sum.finalPrice), num("Menunggu validasi", toValidate), num("Retur terbuka", returs)];
    },
  },
  {
    slug: "cash-bill",
    title: "Cash Bill",
    description: "Transaksi cash bill, pencatatan tambah poin dan penjualan PBS.",
    // Pusat's Cash Bill staff: every office's; a stockist: the ones it wrote (docs/cash-bills.md).
    stats: async (db, user) => {
      const orderDate = thisMonth();
      const mine = user.officeCategoryId === OFFICE_CATEGORY_IDS.PUSAT ? {} : { originOfficeId: user.officeId ?? NONE };
      const [cashbills, points, pbs] = await Promise.all([
        db.order.aggregate({ where: { deletedAt: null, orderType: "cashbill", orderDate, ...mine }, _count: true, _sum: { finalPrice: true } }),
        db.order.count({ where: { deletedAt: null, orderType: "point_addition", orderDate, ...mine } }),
        db.order.count({ where: { deletedAt: null, orderType: "pbs", orderDate, ...mine } }),
      ]);
      return [num("Cash bill bulan ini", cashbills._count), rp("Nilai cash bill bulan ini", cashbills._sum.finalPrice), num("Tambah poin bulan ini", points), num("Penjualan PBS bulan ini", pbs)];
    },
  },
  {
    slug: "bonus",
    title: "Bonus",
    description: "Data mitra usaha, cash bill dan tambahan poin untuk perhitungan bonus.",
    stats: async (db) => {
      const [members, active, period, commissions] = await Promise.all([
        db.office.count({ where: { deletedAt: null, officeCategoryId: OFFICE_CATEGORY_IDS.MEMBER } }),
        db.office.count({ where: { deletedAt: null, officeCategoryId: OFFICE_CATEGORY_IDS.MEMBER, isActive: true, isSuspended: false } }),
        db.memberPeriod.findFirst({ where: { status: "open", startDate: { lte: jakartaToday() }, endDate: { gte: jakartaToday() } }, select: { name: true, isBonusPeriod: true } }),
        db.officeCommission.aggregate({ _sum: { amount: true } }),
      ]);
      return [
        num("Mitra Usaha", members),
        num("Mitra Usaha aktif", active),
        num("Periode mitra terbuka", period ? 1 : 0, period ? `${period.name}${period.isBonusPeriod ? " (periode tutup buku)" : ""}` : "tidak ada"),
        rp("Total komisi tercatat", commissions._sum.amount),
      ];
    },
  },
  {
    slug: "stock-stockist",
    title: "Stock Stockist",
    description: "Stok seluruh stockist dan stockist center.",
    stats: async (db) => {
      const branch = { warehouse: { deletedAt: null, office: { officeCategoryId: { in: [...BRANCH_CATEGORY_IDS] } } } };
      const [summary, stockists, empty] = await Promise.all([
        stockistStockSummary(db, { search: null, categoryIds: [...BRANCH_CATEGORY_IDS] }),
        db.office.count({ where: { deletedAt: null, officeCategoryId: { in: [...BRANCH_CATEGORY_IDS] } } }),
        db.stock.count({ where: { ...branch, quantity: 0 } }),
      ]);
      return [
        num("Stockist & SC dengan stok", summary.officesWithStock, `dari ${stockists} stockist & SC`),
        num("Total stok (unit)", summary.quantity),
        rp("Total nilai stok (HPP)", summary.totalValue),
        rp("Total BV stok", summary.totalBonus),
        num("Barang habis di stockist", empty),
      ];
    },
  },
  {
    slug: "customer-service",
    title: "Customer Service",
    description: "Chat WhatsApp, broadcast, template dan pola balasan otomatis.",
    stats: async (db) => {
      const [chats, devices, broadcasts, patterns] = await Promise.all([
        db.whatsappChat.count(),
        db.whatsappDevice.count(),
        db.broadcast.count(),
        db.responsePattern.count(),
      ]);
      return [num("Percakapan", chats), num("Perangkat WhatsApp", devices), num("Broadcast", broadcasts), num("Pola balasan", patterns)];
    },
  },
  {
    slug: "pembelian",
    title: "Pembelian",
    description: "Pembelian barang ke supplier: pesanan, pengiriman supplier dan penerimaannya.",
    entries: [
      { name: "Pembelian ke Supplier", url: "/gudang/pembelian", icon: "ShoppingBag" },
      { name: "Tambah Pembelian", url: "/gudang/pembelian/tambah-pembelian", icon: "FilePlus" },
    ],
    stats: async (db, user) => {
      const office = user.officeId ?? NONE;
      const [open, month, waiting] = await Promise.all([
        db.purchaseOrder.count({ where: { officeId: office, status: { notIn: ["received", "cancelled"] } } }),
        db.purchaseOrder.aggregate({ where: { officeId: office, status: { not: "cancelled" }, orderDate: thisMonth() }, _count: true, _sum: { totalPrice: true } }),
        db.purchaseOrder.count({ where: { officeId: office, status: { in: ["submitted", "processing", "partially_received"] } } }),
      ]);
      return [
        num("Pembelian terbuka", open, "belum diterima penuh atau dibatalkan"),
        num("Pembelian bulan ini", month._count),
        rp("Nilai pembelian bulan ini", month._sum.totalPrice),
        num("Menunggu barang dari supplier", waiting),
      ];
    },
  },
  {
    slug: "barang-masuk",
    title: "Barang Masuk",
    description: "Penerimaan barang dari supplier ke gudang Pusat.",
    entries: [
      { name: "Penerimaan Barang dari Supplier", url: "/gudang/penerimaan/penerimaan-barang-dari-supplier", icon: "PackageCheck" },
      { name: "Penerimaan Retur dari Stockist", url: "/gudang/penerimaan/penerimaan-retur-dari-stockist", icon: "Undo2" },
      { name: "Penerimaan Retur dari Stockist Center", url: "/gudang/penerimaan/penerimaan-retur-dari-stockist-center", icon: "Undo2" },
      { name: "Penerimaan Retur dari Kantor Pelayanan", url: "/gudang/penerimaan/penerimaan-retur-dari-kantor-pelayanan", icon: "Undo2" },
    ],
    stats: async (db, user) => {
      const office = user.officeId ?? NONE;
      const [waiting, month] = await Promise.all([
        db.stockMovement.count({ where: { destinationOfficeId: office, deletedAt: null, status: "sent", originOffice: { officeType: "supplier" } } }),
        db.incomingGood.count({ where: { officeId: office, status: "received", receivedAt: jakartaMonthBounds() } }),
      ]);
      return [num("Kiriman supplier menunggu diterima", waiting), num("Barang masuk bulan ini", month, "dokumen barang masuk (IG)")];
    },
  },
  {
    slug: "pengiriman-barang",
    title: "Pengiriman Barang",
    description: "Pengiriman barang dari gudang Pusat ke stockist, Stockist Center dan Kantor Pelayanan.",
    entries: [
      { name: "Barang ke Stockist (Dikirim)", url: "/gudang/pengiriman/barang-ke-stockist-dikirim", icon: "Truck" },
      { name: "Barang ke Stockist (Diambil)", url: "/gudang/pengiriman/barang-ke-stockist-diambil", icon: "Truck" },
      { name: "Barang ke SC (Dikirim)", url: "/gudang/pengiriman/barang-ke-sc-dikirim", icon: "Truck" },
      { name: "Barang ke SC (Diambil)", url: "/gudang/pengiriman/barang-ke-sc-diambil", icon: "Truck" },
      { name: "Barang ke KP", url: "/gudang/pengiriman/barang-ke-kp", icon: "Truck" },
      { name: "Pengiriman Ekspedisi", url: "/gudang/pengiriman-ekspedisi", icon: "Container" },
    ],
    stats: async (db, user) => {
      const office = user.officeId ?? NONE;
      const [toSend, inTransit] = await Promise.all([
        db.stockMovement.count({ where: { originOfficeId: office, deletedAt: null, status: "packed" } }),
        db.stockMovement.count({ where: { ...IN_TRANSIT, originOfficeId: office } }),
      ]);
      return [num("Menunggu dikirim", toSend, "sudah dikemas, belum dikirim"), num("Dikirim, belum diterima", inTransit)];
    },
  },
  {
    slug: "retur-barang",
    title: "Retur Barang",
    description: "Pencatatan dan penerimaan retur barang dari stockist, SC dan KP, dan retur ke supplier.",
    entries: [
      { name: "Retur dari Stockist", url: "/gudang/penerimaan/penerimaan-retur-dari-stockist", icon: "Undo2" },
      { name: "Retur dari Stockist Center", url: "/gudang/penerimaan/penerimaan-retur-dari-stockist-center", icon: "Undo2" },
      { name: "Retur dari Kantor Pelayanan", url: "/gudang/penerimaan/penerimaan-retur-dari-kantor-pelayanan", icon: "Undo2" },
      { name: "Retur ke Supplier", url: "/gudang/pengiriman/retur-ke-supplier", icon: "Undo2" },
    ],
    stats: async (db) => {
      const [open, toReceive] = await Promise.all([
        db.retur.count({ where: { deletedAt: null, status: { in: ["draft", "validated"] } } }),
        db.retur.count({ where: { deletedAt: null, status: "shipped" } }),
      ]);
      return [num("Retur terbuka", open, "draft atau tervalidasi"), num("Retur dalam pengiriman", toReceive)];
    },
  },
  {
    slug: "laporan",
    title: "Laporan",
    description: "Laporan penjualan, stok dan keuangan beserta export-nya.",
    entries: [
      { name: "Laporan Penjualan", url: "/penjualan/laporan", icon: "ChartColumn" },
      { name: "Laporan Penjualan Harian", url: "/penjualan/laporan/harian", icon: "FileText" },
      { name: "Laporan Jumlah Barang", url: "/penjualan/laporan/jumlah-barang", icon: "FileSpreadsheet" },
      { name: "Laporan Stock Global", url: "/gudang/stock/laporan-stock-global", icon: "FileSpreadsheet" },
      { name: "Laporan Harian Kasir", url: "/kasir/laporan-harian", icon: "FileText" },
    ],
    // The reader's office: what it sold (validated) and what it received this month.
    stats: async (db, user) => {
      const office = user.officeId ?? NONE;
      const [sales, payments] = await Promise.all([
        db.order.aggregate({ where: { ...COUNTED, originOfficeId: office, orderDate: thisMonth() }, _count: true, _sum: { finalPrice: true } }),
        db.payment.aggregate({ where: { deletedAt: null, status: "verified", paymentDate: thisMonth(), order: { originOfficeId: office } }, _sum: { amount: true } }),
      ]);
      return [
        num("Faktur tervalidasi bulan ini", sales._count),
        rp("Omzet tervalidasi bulan ini", sales._sum.finalPrice),
        rp("Pembayaran terverifikasi bulan ini", payments._sum.amount),
      ];
    },
  },
  { slug: "stockist", title: "Stockist", description: "Order barang, penerimaan, pengeluaran ke mitra usaha dan data mitra.", stats: branchStats },
  { slug: "stockist-center", title: "Stockist Center", description: "Restock, penerimaan, pengeluaran ke stockist dan susulan.", stats: branchStats },
  { slug: "kantor-pelayanan", title: "Kantor Pelayanan", description: "Restock, penerimaan dari pusat, pengiriman ke stockist dan SC, retur dan laporan.", stats: branchStats },
  {
    slug: "supplier",
    title: "Supplier",
    description: "Gudang supplier: stok, batch, persiapan stok dan pengiriman ke pusat.",
    stats: async (db, user) => {
      const office = user.officeId ?? NONE;
      const [stock, toSend, purchases] = await Promise.all([
        stockOf(db, user.officeId),
        db.stockMovement.count({ where: { originOfficeId: office, deletedAt: null, status: { in: ["draft", "packed"] } } }),
        // Orders Pusat has sent it and not received in full (a draft has not reached it yet).
        db.purchaseOrder.count({ where: { supplierOfficeId: office, status: { in: ["submitted", "processing", "partially_received"] } } }),
      ]);
      return [num("Stok (unit)", stock.units, `${stock.rows} jenis barang`), num("Pengeluaran belum dikirim", toSend), num("Pesanan pembelian terbuka", purchases)];
    },
  },
  {
    slug: "cashbill",
    title: "Cash Bill",
    description: "Riwayat cash bill Anda.",
    stats: async (db, user) => {
      const office = user.officeId ?? NONE;
      const [all, month] = await Promise.all([
        db.order.aggregate({ where: { deletedAt: null, orderType: "cashbill", destinationOfficeId: office }, _count: true, _sum: { finalPrice: true, totalPoint: true } }),
        db.order.count({ where: { deletedAt: null, orderType: "cashbill", destinationOfficeId: office, orderDate: thisMonth() } }),
      ]);
      return [num("Cash bill", all._count), num("Cash bill bulan ini", month), rp("Total belanja", all._sum.finalPrice), num("Total poin", all._sum.totalPoint)];
    },
  },
  {
    slug: "komisi-bulanan",
    title: "Komisi Bulanan",
    description: "Komisi Anda per periode.",
    stats: async (db, user) => {
      const office = user.officeId ?? NONE;
      const [latest, total] = await Promise.all([
        db.officeCommission.findFirst({ where: { officeId: office }, orderBy: { createdAt: "desc" }, select: { amount: true, totalPoint: true } }),
        db.officeCommission.aggregate({ where: { officeId: office }, _sum: { amount: true }, _count: true }),
      ]);
      return [rp("Komisi terakhir", latest?.amount), num("Poin periode terakhir", latest?.totalPoint), rp("Total komisi", total._sum.amount), num("Periode berkomisi", total._count)];
    },
  },
];

const BY_SLUG = new Map(AREAS.map((a) => [a.slug, a]));

export function areaConfig(slug: string): AreaConfig | undefined {
  return BY_SLUG.get(slug);
}
