// What a period still holds before 'Tutup Buku' (issue 23 §1, docs/admin-setup.md "Periode tutup
// buku"): the documents dated inside it that are not finished, counted per kind, so the person
// closing decides knowingly. Nothing here blocks the close; it lists.
//   GET periods/{id}/-actions/open-items          the accounting period
//   GET mitra-periods/{id}/-actions/open-items    the member period
// Each item: a key, its Indonesian label, how many, and the screen that lists them. Dates are
// business dates (Jakarta); a shipment counts when it left on or before the period's last day
// and still has units on the road.
import { Prisma } from "@/server/generated/prisma/client";
import type { Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { UUID_RE } from "@/lib/schemas/master";
import { PERIOD_KIND, periodTable, type PeriodKind } from "./kinds";
import { requirePeriodPermission } from "./update-period";

export interface PeriodOpenItem {
  key: string;
  label: string;
  count: number;
  /** The screen that lists them. */
  href: string;
}

interface ItemDef {
  key: string;
  label: string;
  href: string;
  /** One COUNT(*) over the period's [from, to] business dates. */
  count: (from: Date, to: Date) => Prisma.Sql;
}

/** The instants of the Jakarta days [from, to]. */
const instants = (from: Date, to: Date) => ({
  gte: Prisma.sql`(${from}::date::timestamp AT TIME ZONE 'Asia/Jakarta')`,
  lt: Prisma.sql`((${to}::date + 1)::timestamp AT TIME ZONE 'Asia/Jakarta')`,
});

const ACCOUNTING: ItemDef[] = [
  {
    key: "unverified-payments",
    label: "Pembayaran belum diverifikasi",
    href: "/kasir/data",
    count: (from, to) => Prisma.sql`SELECT COUNT(*) AS n FROM payments
      WHERE deleted_at IS NULL AND status = 'pending'
        AND payment_date BETWEEN ${from}::date AND ${to}::date`,
  },
  {
    key: "draft-orders",
    label: "Order belum divalidasi (draft)",
    href: "/penjualan/transaksi-penjualan",
    count: (from, to) => Prisma.sql`SELECT COUNT(*) AS n FROM orders
      WHERE deleted_at IS NULL AND status IN ('draft', 'submitted', 'warehouse_rejected')
        AND order_date BETWEEN ${from}::date AND ${to}::date`,
  },
  {
    key: "unpaid-orders",
    label: "Order belum lunas",
    href: "/kasir/pembayaran",
    count: (from, to) => Prisma.sql`SELECT COUNT(*) AS n FROM orders
      WHERE deleted_at IS NULL AND status IN ('validated', 'released') AND NOT is_paid
        AND order_date BETWEEN ${from}::date AND ${to}::date`,
  },
  {
    key: "shipments-in-transit",
    label: "Pengiriman masih dalam perjalanan",
    href: "/gudang",
    // Sent, or partly received with units not yet settled (docs/stock-movements.md).
    count: (_from, to) => Prisma.sql`SELECT COUNT(*) AS n FROM stock_movements
      WHERE deleted_at IS NULL AND completed_at IS NULL
        AND status IN ('sent', 'partially_received') AND sent_at < ${instants(to, to).lt}`,
  },
  {
    key: "open-purchase-orders",
    label: "Pembelian belum diterima penuh",
    href: "/gudang/pembelian",
    count: (from, to) => Prisma.sql`SELECT COUNT(*) AS n FROM purchase_orders
      WHERE status IN ('submitted', 'processing', 'partially_received')
        AND order_date BETWEEN ${from}::date AND ${to}::date`,
  },
  {
    key: "pending-topups",
    label: "Topup menunggu persetujuan",
    href: "/kasir/topup/saldo-stockist",
    count: (from, to) => {
      const t = instants(from, to);
      return Prisma.sql`SELECT COUNT(*) AS n FROM topups
        WHERE status = 'pending' AND created_at >= ${t.gte} AND created_at < ${t.lt}`;
    },
  },
  {
    key: "unpriced-returs",
    label: "Retur belum diberi harga",
    href: "/retur-barang",
    count: (from, to) => Prisma.sql`SELECT COUNT(*) AS n FROM returs
      WHERE deleted_at IS NULL AND status IN ('draft', 'validated', 'shipped', 'received')
        AND retur_date BETWEEN ${from}::date AND ${to}::date`,
  },
];

const MEMBER: ItemDef[] = [
  {
    key: "draft-member-orders",
    label: "Cash bill, tambah poin dan penjualan PBS belum divalidasi",
    href: "/cash-bill",
    count: (from, to) => Prisma.sql`SELECT COUNT(*) AS n FROM orders
      WHERE deleted_at IS NULL AND status IN ('draft', 'submitted')
        AND order_type IN ('cashbill', 'point_addition', 'pbs')
        AND order_date BETWEEN ${from}::date AND ${to}::date`,
  },
  {
    key: "draft-member-sales",
    label: "Penjualan ke mitra usaha belum divalidasi",
    href: "/stockist",
    count: (from, to) => Prisma.sql`SELECT COUNT(*) AS n FROM orders
      WHERE deleted_at IS NULL AND status IN ('draft', 'submitted') AND order_type = 'member_sale'
        AND order_date BETWEEN ${from}::date AND ${to}::date`,
  },
];

/** The open items of a period (the close permission of its kind; 404 for an unknown period). */
export async function periodOpenItems(
  db: DbClient,
  kind: PeriodKind,
  periodId: string,
  actor: Actor,
): Promise<{ period: { id: string; name: string; status: string }; items: PeriodOpenItem[] }> {
  requirePeriodPermission(actor, PERIOD_KIND[kind].close);
  if (!UUID_RE.test(periodId)) throw AppError.notFound("Periode tidak ditemukan");
  const period = await periodTable(db, kind).find(periodId);
  if (!period) throw AppError.notFound("Periode tidak ditemukan");
  return {
    period: { id: period.id, name: period.name, status: period.status },
    items: await openItemsOf(db, kind, period),
  };
}

/** The counts for a period already found (also used by `npm run period:close --dry-run`). */
export async function openItemsOf(
  db: DbClient,
  kind: PeriodKind,
  period: { startDate: Date; endDate: Date },
): Promise<PeriodOpenItem[]> {
  const defs = kind === "periods" ? ACCOUNTING : MEMBER;
  const counts = await Promise.all(
    defs.map(async (d) => {
      const [r] = await db.$queryRaw<{ n: bigint }[]>(d.count(period.startDate, period.endDate));
      return Number(r?.n ?? 0);
    }),
  );
  return defs.map((d, i) => ({
    key: d.key,
    label: d.label,
    count: counts[i] ?? 0,
    href: d.href,
  }));
}
