// Landing pages of the functional areas (SPEC §2): one typed config per area, one page
// (app/(app)/[area]/page.tsx). Each figure is a real query on the user's data.
import "server-only";
import { jakartaMonthRange, jakartaToday } from "@/lib/business-date";
import type { Db } from "@/server/prisma-client";
import type { SessionUser } from "@/lib/session-user";
import { OFFICE_CATEGORY_IDS } from "@/lib/office-categories";

import type { Stat } from "@/lib/dashboard";
import { BATCH_EXPIRING_DAYS } from "@/lib/schemas/stock";
import { BRANCH_CATEGORY_IDS, stockistStockSummary } from "@/server/stock/stockist-stock";
import { LOW_STOCK_THRESHOLD, expiringSoonWhere, lowStockWhere } from "@/server/stock/low-stock";
import { ALLOWED_FROM } from "@/server/orders/machine";

export type { Stat };

export interface AreaConfig {
  /** First path segment, e.g. "gudang". */
  slug: string;
  title: string;
  description: string;
  stats: (db: Db, user: SessionUser) => Promise<Stat[]>;
}

const NONE = "00000000-0000-0000-0000-000000000000";

/** The first day of this Jakarta business month (order_date / payment_date are business dates). */
function monthStart(): Date {
  return jakartaMonthRange().start;
}

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

/** Figures shared by the branch offices (stockist, SC, KP): own stock, orders and members. */
async function branchStats(db: Db, user: SessionUser): Promise<Stat[]> {
  const office = user.officeId ?? NONE;
  const since = monthStart();
  const [stock, ordersIn, ordersOut, incoming, members, commission] = await Promise.all([
    stockOf(db, user.officeId),
    db.order.aggregate({ where: { originOfficeId: office, deletedAt: null, orderDate: { gte: since } }, _count: true, _sum: { finalPrice: true } }),
    db.order.count({ where: { destinationOfficeId: office, deletedAt: null, orderDate: { gte: since } } }),
    // In transit: sent, or partially received with units not yet settled (completed_at null).
    db.stockMovement.count({ where: { destinationOfficeId: office, deletedAt: null, status: { in: ["sent", "partially_received"] }, completedAt: null } }),
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
      const [stock, low, toPack, toSend, inTransit, expiring, purchases] = await Promise.all([
        stockOf(db, user.officeId),
        db.stock.count({ where: lowStockWhere(db, office) }),
        db.stockMovement.count({ where: { originOfficeId: office, deletedAt: null, status: "draft" } }),
        db.stockMovement.count({ where: { originOfficeId: office, deletedAt: null, status: "packed" } }),
        db.stockMovement.count({ where: { ...own, status: { in: ["sent", "partially_received"] }, completedAt: null } }),
        db.batch.count({ where: { warehouse: { officeId: office }, quantity: { gt: 0 }, ...expiringSoonWhere() } }),
        db.purchaseOrder.count({ where: { status: { notIn: ["received", "cancelled"] } } }),
      ]);
      return [
        num("Stok gudang (unit)", stock.units, `${stock.rows} jenis barang`),
        num("Stok menipis", low, `di bawah stok minimum (bawaan ${LOW_STOCK_THRESHOLD} unit), gudang utama`),
        num("Menunggu dikemas", toPack, "pengeluaran draft"),
        num("Menunggu dikirim", toSend, "sudah dikemas, belum dikirim"),
        num("Barang dalam perjalanan", inTransit, "dikirim, belum diterima"),
        num("Batch segera kedaluwarsa", expiring, `dalam ${BATCH_EXPIRING_DAYS} hari`),
        num("Pembelian terbuka", purchases),
      ];
    },
  },
  {
    slug: "kasir",
    title: "Kasir",
    description: "Pembayaran faktur, validasi laporan SC/KP, topup saldo dan laporan keuangan.",
    stats: async (db) => {
      const today = jakartaToday();
      const [pending, todayPaid, unpaid, topups] = await Promise.all([
        db.payment.count({ where: { deletedAt: null, status: "pending" } }),
        db.payment.aggregate({ where: { deletedAt: null, status: "verified", paymentDate: { gte: today } }, _sum: { amount: true } }),
        // Validated (waiting for the Kasir) or released by acc-payment, not yet paid (docs/orders.md).
        db.order.aggregate({ where: { deletedAt: null, isPaid: false, status: { in: ["validated", "released"] } }, _count: true, _sum: { finalPrice: true } }),
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
    stats: async (db) => {
      const since = monthStart();
      const [sales, toValidate, returs] = await Promise.all([
        db.order.aggregate({ where: { deletedAt: null, orderType: "sale", orderDate: { gte: since } }, _count: true, _sum: { finalPrice: true } }),
        // The states validateOrder starts from (server/orders/machine.ts).
        db.order.count({ where: { deletedAt: null, status: { in: [...ALLOWED_FROM.validate] } } }),
        db.retur.count({ where: { deletedAt: null, status: { in: ["draft", "validated"] } } }),
      ]);
      return [num("Faktur penjualan bulan ini", sales._count), rp("Omzet bulan ini", sales._sum.finalPrice), num("Menunggu validasi", toValidate), num("Retur terbuka", returs)];
    },
  },
  {
    slug: "cash-bill",
    title: "Cash Bill",
    description: "Transaksi cash bill, pencatatan tambah poin dan penjualan PBS.",
    stats: async (db) => {
      const since = monthStart();
      const [cashbills, points, pbs] = await Promise.all([
        db.order.aggregate({ where: { deletedAt: null, orderType: "cashbill", orderDate: { gte: since } }, _count: true, _sum: { finalPrice: true } }),
        db.order.count({ where: { deletedAt: null, orderType: "point_addition", orderDate: { gte: since } } }),
        db.order.count({ where: { deletedAt: null, orderType: "pbs", orderDate: { gte: since } } }),
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
        db.memberPeriod.findFirst({ where: { status: "open" }, select: { name: true, isBonusPeriod: true } }),
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
        db.purchaseOrder.count({ where: { supplierOfficeId: office, status: { notIn: ["received", "cancelled"] } } }),
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
        db.order.count({ where: { deletedAt: null, orderType: "cashbill", destinationOfficeId: office, orderDate: { gte: monthStart() } } }),
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
