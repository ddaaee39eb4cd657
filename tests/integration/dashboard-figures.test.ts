// Every figure of every area's dashboard (server/dashboard/areas.ts, the cards on /<area>) equals
// what this file computes on its own from the database, in SQL written here from the figure's
// meaning, not from the code under test: a stockist's orders are what it bought, its sales to
// downlines what it sold; money figures of Pusat count what Pusat received or sold; only
// validated (and released) orders count; a shipment is in transit while it is sent. The figures
// are read as each area's own user sees them (the session user of a demo account). An area that
// gains a figure without a line here fails ("every figure has its check").
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "@/server/generated/prisma/client";
import { connectTestDb } from "../support/db";
import { AREAS, areaConfig } from "@/server/dashboard/areas";
import { findSessionUser } from "@/server/users/get-session-user";
import type { SessionUser } from "@/lib/session-user";
import { LOW_STOCK_THRESHOLD } from "@/server/stock/low-stock";
import { BATCH_EXPIRING_DAYS } from "@/lib/schemas/stock";

const db = connectTestDb();
const TAG = `DF${randomUUID().slice(0, 6).toUpperCase()}`;

// Jakarta business dates, in SQL.
const TODAY = Prisma.sql`(now() AT TIME ZONE 'Asia/Jakarta')::date`;
const MONTH_START = Prisma.sql`date_trunc('month', now() AT TIME ZONE 'Asia/Jakarta')::date`;
const THIS_MONTH = (col: Prisma.Sql) =>
  Prisma.sql`${col} >= ${MONTH_START} AND ${col} < (${MONTH_START} + interval '1 month')::date`;
const COUNTED = Prisma.sql`o.deleted_at IS NULL AND o.status IN ('validated', 'released')`;

async function n(sql: Prisma.Sql): Promise<number> {
  const rows = await db.$queryRaw<{ v: bigint | number | null }[]>(sql);
  return Number(rows[0]?.v ?? 0);
}

async function sessionOf(email: string): Promise<SessionUser> {
  const u = await db.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
  const s = await findSessionUser(db, u.id);
  if (!s) throw new Error(`no session user for ${email}`);
  return s;
}

async function figures(slug: string, email: string) {
  const area = areaConfig(slug);
  if (!area) throw new Error(`no area ${slug}`);
  const user = await sessionOf(email);
  const stats = await area.stats(db, user);
  return { user, values: new Map(stats.map((s) => [s.label, s.value])) };
}

/** Each figure the area shows equals its expectation, and every figure has one. */
async function expectFigures(
  slug: string,
  email: string,
  expected: (office: string) => Record<string, Promise<number>>,
) {
  const { user, values } = await figures(slug, email);
  const want = expected(user.officeId ?? "00000000-0000-0000-0000-000000000000");
  expect([...values.keys()].sort(), `${slug}: every figure has its check`).toEqual(
    Object.keys(want).sort(),
  );
  for (const [label, value] of Object.entries(want))
    expect(values.get(label), `${slug}: ${label}`).toBe(await value);
}

const stockUnits = (office: string) =>
  n(Prisma.sql`SELECT COALESCE(SUM(s.quantity), 0) AS v FROM stocks s
    JOIN warehouses w ON w.id = s.warehouse_id
    WHERE w.office_id = ${office}::uuid AND w.deleted_at IS NULL`);

/** Shipments on the road: sent, or partly received with units neither received nor settled. */
const inTransit = (where: Prisma.Sql) =>
  n(Prisma.sql`SELECT COUNT(*) AS v FROM stock_movements m
    WHERE m.deleted_at IS NULL AND ${where}
      AND (m.status = 'sent' OR (m.status = 'partially_received' AND EXISTS (
        SELECT 1 FROM movement_details d
        WHERE d.stock_movement_id = m.id AND d.received_quantity + d.settled_quantity < d.quantity)))`);

let pusat = "";
let stk = "";

beforeAll(async () => {
  pusat = (await db.office.findUniqueOrThrow({ where: { code: "PUSAT" } })).id;
  stk = (await db.office.findUniqueOrThrow({ where: { code: "STK-001" } })).id;
  const member = await db.office.findUniqueOrThrow({ where: { code: "MU-0000001" } });
  const buyer = await db.buyerType.findFirstOrThrow();
  // This month: STK-001 buys three times from Pusat (one a draft) and sells once to a member,
  // so its purchases and its sales differ and a swap of the two figures shows.
  const today = new Date(
    `${new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date())}T00:00:00Z`,
  );
  let i = 0;
  const order = (
    orderType: "sale" | "member_sale",
    origin: string,
    destination: string,
    status: "draft" | "validated" | "released",
    finalPrice: number,
  ) =>
    db.order.create({
      data: {
        code: `${TAG}-${++i}`,
        orderType,
        status,
        originOfficeId: origin,
        destinationOfficeId: destination,
        areaId: 0,
        buyerTypeId: buyer.id,
        orderDate: today,
        totalPrice: BigInt(finalPrice),
        finalPrice: BigInt(finalPrice),
      },
    });
  await order("sale", pusat, stk, "validated", 1_000_000);
  await order("sale", pusat, stk, "released", 2_000_000);
  await order("sale", pusat, stk, "draft", 4_000_000);
  await order("member_sale", stk, member.id, "validated", 300_000);
});

afterAll(async () => {
  await db.$disconnect();
});

describe("dashboard figures equal the documents", () => {
  it("covers every area", () => {
    expect(AREAS.map((a) => a.slug).sort()).toEqual(
      [
        "admin",
        "bonus",
        "cash-bill",
        "cashbill",
        "customer-service",
        "gudang",
        "kantor-pelayanan",
        "kasir",
        "komisi-bulanan",
        "penjualan",
        "pembelian",
        "barang-masuk",
        "pengiriman-barang",
        "retur-barang",
        "laporan",
        "stock-stockist",
        "stockist",
        "stockist-center",
        "supplier",
      ].sort(),
    );
  });

  it("admin", () =>
    expectFigures("admin", "admin@erp.test", () => ({
      "Barang aktif": n(Prisma.sql`SELECT COUNT(*) AS v FROM products WHERE deleted_at IS NULL`),
      "Kantor (non mitra)": n(
        Prisma.sql`SELECT COUNT(*) AS v FROM offices WHERE deleted_at IS NULL AND office_category_id <> 5`,
      ),
      "Mitra Usaha": n(
        Prisma.sql`SELECT COUNT(*) AS v FROM offices WHERE deleted_at IS NULL AND office_category_id = 5`,
      ),
      User: n(Prisma.sql`SELECT COUNT(*) AS v FROM users WHERE deleted_at IS NULL`),
      Role: n(Prisma.sql`SELECT COUNT(*) AS v FROM roles WHERE deleted_at IS NULL`),
    })));

  it("gudang", () =>
    expectFigures("gudang", "gudang@erp.test", (o) => ({
      "Stok gudang (unit)": stockUnits(o),
      "Stok menipis": n(Prisma.sql`SELECT COUNT(*) AS v FROM stocks s
        JOIN warehouses w ON w.id = s.warehouse_id
        WHERE w.office_id = ${o}::uuid AND w.type = 'main' AND w.deleted_at IS NULL
          AND ((s.min_quantity = 0 AND s.quantity < ${LOW_STOCK_THRESHOLD})
            OR (s.min_quantity > 0 AND s.quantity < s.min_quantity))`),
      "Menunggu dikemas": n(Prisma.sql`SELECT COUNT(*) AS v FROM stock_movements
        WHERE origin_office_id = ${o}::uuid AND deleted_at IS NULL AND status = 'draft'`),
      "Menunggu dikirim": n(Prisma.sql`SELECT COUNT(*) AS v FROM stock_movements
        WHERE origin_office_id = ${o}::uuid AND deleted_at IS NULL AND status = 'packed'`),
      "Barang dalam perjalanan": inTransit(
        Prisma.sql`(m.origin_office_id = ${o}::uuid OR m.destination_office_id = ${o}::uuid)`,
      ),
      "Batch segera kedaluwarsa": n(Prisma.sql`SELECT COUNT(*) AS v FROM batches b
        JOIN warehouses w ON w.id = b.warehouse_id
        WHERE w.office_id = ${o}::uuid AND b.quantity > 0
          AND b.expired_at >= ${TODAY} AND b.expired_at <= ${TODAY} + ${BATCH_EXPIRING_DAYS}::int`),
      "Batch kedaluwarsa": n(Prisma.sql`SELECT COUNT(*) AS v FROM batches b
        JOIN warehouses w ON w.id = b.warehouse_id
        WHERE w.office_id = ${o}::uuid AND b.quantity > 0 AND b.expired_at < ${TODAY}`),
      "Pembelian terbuka": n(Prisma.sql`SELECT COUNT(*) AS v FROM purchase_orders
        WHERE status NOT IN ('received', 'cancelled')`),
    })));

  it("kasir: Pusat's receipts and Pusat's fakturs only", () =>
    expectFigures("kasir", "kasir@erp.test", (o) => ({
      "Pembayaran menunggu verifikasi": n(Prisma.sql`SELECT COUNT(*) AS v FROM payments p
        JOIN orders x ON x.id = p.order_id
        WHERE p.deleted_at IS NULL AND p.status = 'pending' AND x.origin_office_id = ${o}::uuid`),
      "Pembayaran terverifikasi hari ini": n(Prisma.sql`SELECT COALESCE(SUM(p.amount), 0) AS v
        FROM payments p JOIN orders x ON x.id = p.order_id
        WHERE p.deleted_at IS NULL AND p.status = 'verified' AND p.payment_date = ${TODAY}
          AND x.origin_office_id = ${o}::uuid`),
      "Faktur belum lunas": n(Prisma.sql`SELECT COUNT(*) AS v FROM orders o
        WHERE ${COUNTED} AND NOT o.is_paid AND o.origin_office_id = ${o}::uuid`),
      "Nilai faktur belum lunas": n(Prisma.sql`SELECT COALESCE(SUM(o.final_price), 0) AS v
        FROM orders o WHERE ${COUNTED} AND NOT o.is_paid AND o.origin_office_id = ${o}::uuid`),
      "Topup menunggu persetujuan": n(
        Prisma.sql`SELECT COUNT(*) AS v FROM topups WHERE status = 'pending'`,
      ),
    })));

  it("penjualan: Pusat's validated sales of this month", () =>
    expectFigures("penjualan", "penjualan@erp.test", (o) => ({
      "Faktur penjualan bulan ini": n(Prisma.sql`SELECT COUNT(*) AS v FROM orders o
        WHERE ${COUNTED} AND o.origin_office_id = ${o}::uuid AND ${THIS_MONTH(Prisma.sql`o.order_date`)}`),
      "Omzet bulan ini": n(Prisma.sql`SELECT COALESCE(SUM(o.final_price), 0) AS v FROM orders o
        WHERE ${COUNTED} AND o.origin_office_id = ${o}::uuid AND ${THIS_MONTH(Prisma.sql`o.order_date`)}`),
      "Menunggu validasi": n(Prisma.sql`SELECT COUNT(*) AS v FROM orders o
        WHERE o.deleted_at IS NULL AND o.origin_office_id = ${o}::uuid
          AND o.status IN ('draft', 'submitted', 'warehouse_rejected')`),
      "Retur terbuka": n(Prisma.sql`SELECT COUNT(*) AS v FROM returs
        WHERE deleted_at IS NULL AND status IN ('draft', 'validated')`),
    })));

  it("pembelian: Pusat's purchase orders", () =>
    expectFigures("pembelian", "gudang@erp.test", (o) => ({
      "Pembelian terbuka": n(Prisma.sql`SELECT COUNT(*) AS v FROM purchase_orders
        WHERE office_id = ${o}::uuid AND status NOT IN ('received', 'cancelled')`),
      "Pembelian bulan ini": n(Prisma.sql`SELECT COUNT(*) AS v FROM purchase_orders
        WHERE office_id = ${o}::uuid AND status <> 'cancelled' AND ${THIS_MONTH(Prisma.sql`order_date`)}`),
      "Nilai pembelian bulan ini": n(Prisma.sql`SELECT COALESCE(SUM(total_price), 0) AS v
        FROM purchase_orders
        WHERE office_id = ${o}::uuid AND status <> 'cancelled' AND ${THIS_MONTH(Prisma.sql`order_date`)}`),
      "Menunggu barang dari supplier": n(Prisma.sql`SELECT COUNT(*) AS v FROM purchase_orders
        WHERE office_id = ${o}::uuid AND status IN ('submitted', 'processing', 'partially_received')`),
    })));

  it("barang-masuk", () =>
    expectFigures("barang-masuk", "gudang@erp.test", (o) => ({
      "Kiriman supplier menunggu diterima": n(Prisma.sql`SELECT COUNT(*) AS v FROM stock_movements m
        JOIN offices f ON f.id = m.origin_office_id
        WHERE m.destination_office_id = ${o}::uuid AND m.deleted_at IS NULL AND m.status = 'sent'
          AND f.office_type = 'supplier'`),
      "Barang masuk bulan ini": n(Prisma.sql`SELECT COUNT(*) AS v FROM incoming_goods
        WHERE office_id = ${o}::uuid AND status = 'received'
          AND (received_at AT TIME ZONE 'Asia/Jakarta')::date >= ${MONTH_START}
          AND (received_at AT TIME ZONE 'Asia/Jakarta')::date < (${MONTH_START} + interval '1 month')::date`),
    })));

  it("pengiriman-barang", () =>
    expectFigures("pengiriman-barang", "gudang@erp.test", (o) => ({
      "Menunggu dikirim": n(Prisma.sql`SELECT COUNT(*) AS v FROM stock_movements
        WHERE origin_office_id = ${o}::uuid AND deleted_at IS NULL AND status = 'packed'`),
      "Dikirim, belum diterima": inTransit(Prisma.sql`m.origin_office_id = ${o}::uuid`),
    })));

  it("retur-barang", () =>
    expectFigures("retur-barang", "gudang@erp.test", () => ({
      "Retur terbuka": n(Prisma.sql`SELECT COUNT(*) AS v FROM returs
        WHERE deleted_at IS NULL AND status IN ('draft', 'validated')`),
      "Retur dalam pengiriman": n(
        Prisma.sql`SELECT COUNT(*) AS v FROM returs WHERE deleted_at IS NULL AND status = 'shipped'`,
      ),
    })));

  it("laporan: the reader's office's validated sales and receipts", () =>
    expectFigures("laporan", "penjualan@erp.test", (o) => ({
      "Faktur tervalidasi bulan ini": n(Prisma.sql`SELECT COUNT(*) AS v FROM orders o
        WHERE ${COUNTED} AND o.origin_office_id = ${o}::uuid AND ${THIS_MONTH(Prisma.sql`o.order_date`)}`),
      "Omzet tervalidasi bulan ini": n(Prisma.sql`SELECT COALESCE(SUM(o.final_price), 0) AS v
        FROM orders o
        WHERE ${COUNTED} AND o.origin_office_id = ${o}::uuid AND ${THIS_MONTH(Prisma.sql`o.order_date`)}`),
      "Pembayaran terverifikasi bulan ini": n(Prisma.sql`SELECT COALESCE(SUM(p.amount), 0) AS v
        FROM payments p JOIN orders x ON x.id = p.order_id
        WHERE p.deleted_at IS NULL AND p.status = 'verified' AND x.origin_office_id = ${o}::uuid
          AND ${THIS_MONTH(Prisma.sql`p.payment_date`)}`),
    })));

  it("cash-bill", () =>
    expectFigures("cash-bill", "bonus@erp.test", () => {
      const kind = (k: string) =>
        Prisma.sql`o.deleted_at IS NULL AND o.order_type = ${k}::order_type AND ${THIS_MONTH(Prisma.sql`o.order_date`)}`;
      return {
        "Cash bill bulan ini": n(
          Prisma.sql`SELECT COUNT(*) AS v FROM orders o WHERE ${kind("cashbill")}`,
        ),
        "Nilai cash bill bulan ini": n(
          Prisma.sql`SELECT COALESCE(SUM(o.final_price), 0) AS v FROM orders o WHERE ${kind("cashbill")}`,
        ),
        "Tambah poin bulan ini": n(
          Prisma.sql`SELECT COUNT(*) AS v FROM orders o WHERE ${kind("point_addition")}`,
        ),
        "Penjualan PBS bulan ini": n(
          Prisma.sql`SELECT COUNT(*) AS v FROM orders o WHERE ${kind("pbs")}`,
        ),
      };
    }));

  it("bonus", () =>
    expectFigures("bonus", "bonus@erp.test", () => ({
      "Mitra Usaha": n(
        Prisma.sql`SELECT COUNT(*) AS v FROM offices WHERE deleted_at IS NULL AND office_category_id = 5`,
      ),
      "Mitra Usaha aktif": n(Prisma.sql`SELECT COUNT(*) AS v FROM offices
        WHERE deleted_at IS NULL AND office_category_id = 5 AND is_active AND NOT is_suspended`),
      "Periode mitra terbuka": n(Prisma.sql`SELECT COUNT(*) AS v FROM member_periods
        WHERE status = 'open' AND start_date <= ${TODAY} AND end_date >= ${TODAY}`),
      "Total komisi tercatat": n(
        Prisma.sql`SELECT COALESCE(SUM(amount), 0) AS v FROM office_commissions`,
      ),
    })));

  it("stock-stockist", () =>
    expectFigures("stock-stockist", "gudang@erp.test", () => {
      const branch = Prisma.sql`FROM stocks s JOIN warehouses w ON w.id = s.warehouse_id
        JOIN offices f ON f.id = w.office_id JOIN products p ON p.id = s.product_id
        WHERE w.deleted_at IS NULL AND f.office_category_id IN (3, 4)`;
      return {
        "Stockist & SC dengan stok": n(
          Prisma.sql`SELECT COUNT(DISTINCT f.id) AS v ${branch} AND s.quantity > 0`,
        ),
        "Total stok (unit)": n(Prisma.sql`SELECT COALESCE(SUM(s.quantity), 0) AS v ${branch}`),
        "Total nilai stok (HPP)": n(
          Prisma.sql`SELECT COALESCE(SUM(s.quantity * p.purchase_price), 0) AS v ${branch}`,
        ),
        "Total BV stok": n(
          Prisma.sql`SELECT COALESCE(SUM(s.quantity * p.bonus_value), 0) AS v ${branch}`,
        ),
        "Barang habis di stockist": n(
          Prisma.sql`SELECT COUNT(*) AS v ${branch} AND s.quantity = 0`,
        ),
      };
    }));

  it("customer-service", () =>
    expectFigures("customer-service", "cs@erp.test", () => ({
      Percakapan: n(Prisma.sql`SELECT COUNT(*) AS v FROM whatsapp_chats`),
      "Perangkat WhatsApp": n(Prisma.sql`SELECT COUNT(*) AS v FROM whatsapp_devices`),
      Broadcast: n(Prisma.sql`SELECT COUNT(*) AS v FROM broadcasts`),
      "Pola balasan": n(Prisma.sql`SELECT COUNT(*) AS v FROM response_patterns`),
    })));

  const branch = (o: string) => ({
    "Stok tersedia (unit)": stockUnits(o),
    // What the office bought this month (it is the buyer), validated orders only.
    "Order bulan ini": n(Prisma.sql`SELECT COUNT(*) AS v FROM orders o
      WHERE ${COUNTED} AND o.destination_office_id = ${o}::uuid AND ${THIS_MONTH(Prisma.sql`o.order_date`)}`),
    "Nilai order bulan ini": n(Prisma.sql`SELECT COALESCE(SUM(o.final_price), 0) AS v FROM orders o
      WHERE ${COUNTED} AND o.destination_office_id = ${o}::uuid AND ${THIS_MONTH(Prisma.sql`o.order_date`)}`),
    // What it sold to its downlines this month (it is the seller).
    "Penjualan ke downline bulan ini": n(Prisma.sql`SELECT COUNT(*) AS v FROM orders o
      WHERE ${COUNTED} AND o.origin_office_id = ${o}::uuid AND ${THIS_MONTH(Prisma.sql`o.order_date`)}`),
    "Barang dalam perjalanan": inTransit(Prisma.sql`m.destination_office_id = ${o}::uuid`),
    "Downline langsung": n(Prisma.sql`SELECT COUNT(*) AS v FROM offices
      WHERE office_referral_id = ${o}::uuid AND deleted_at IS NULL`),
    Saldo: n(Prisma.sql`SELECT balance AS v FROM offices WHERE id = ${o}::uuid`),
  });

  it("stockist: its purchases are its orders, its sales to members its downline sales", async () => {
    await expectFigures("stockist", "stockist@erp.test", branch);
    // The fixture makes the two differ: 2 validated purchases against 1 sale at least.
    const { values } = await figures("stockist", "stockist@erp.test");
    expect(values.get("Order bulan ini")).not.toBe(values.get("Penjualan ke downline bulan ini"));
    expect(values.get("Nilai order bulan ini")).toBeGreaterThanOrEqual(3_000_000);
  });

  it("stockist-center", () => expectFigures("stockist-center", "sc@erp.test", branch));

  it("kantor-pelayanan", () => expectFigures("kantor-pelayanan", "kp@erp.test", branch));

  it("supplier", () =>
    expectFigures("supplier", "supplier@erp.test", (o) => ({
      "Stok (unit)": stockUnits(o),
      "Pengeluaran belum dikirim": n(Prisma.sql`SELECT COUNT(*) AS v FROM stock_movements
        WHERE origin_office_id = ${o}::uuid AND deleted_at IS NULL AND status IN ('draft', 'packed')`),
      // Orders Pusat has sent it and not yet received in full (a draft is not sent yet).
      "Pesanan pembelian terbuka": n(Prisma.sql`SELECT COUNT(*) AS v FROM purchase_orders
        WHERE supplier_office_id = ${o}::uuid
          AND status IN ('submitted', 'processing', 'partially_received')`),
    })));

  it("cashbill (member)", () =>
    expectFigures("cashbill", "mitra@erp.test", (o) => {
      const mine = Prisma.sql`o.deleted_at IS NULL AND o.order_type = 'cashbill' AND o.destination_office_id = ${o}::uuid`;
      return {
        "Cash bill": n(Prisma.sql`SELECT COUNT(*) AS v FROM orders o WHERE ${mine}`),
        "Cash bill bulan ini": n(Prisma.sql`SELECT COUNT(*) AS v FROM orders o
          WHERE ${mine} AND ${THIS_MONTH(Prisma.sql`o.order_date`)}`),
        "Total belanja": n(
          Prisma.sql`SELECT COALESCE(SUM(o.final_price), 0) AS v FROM orders o WHERE ${mine}`,
        ),
        "Total poin": n(
          Prisma.sql`SELECT COALESCE(SUM(o.total_point), 0) AS v FROM orders o WHERE ${mine}`,
        ),
      };
    }));

  it("komisi-bulanan (member)", () =>
    expectFigures("komisi-bulanan", "mitra@erp.test", (o) => ({
      "Komisi terakhir": n(Prisma.sql`SELECT amount AS v FROM office_commissions
        WHERE office_id = ${o}::uuid ORDER BY created_at DESC LIMIT 1`),
      "Poin periode terakhir": n(Prisma.sql`SELECT total_point AS v FROM office_commissions
        WHERE office_id = ${o}::uuid ORDER BY created_at DESC LIMIT 1`),
      "Total komisi": n(Prisma.sql`SELECT COALESCE(SUM(amount), 0) AS v FROM office_commissions
        WHERE office_id = ${o}::uuid`),
      "Periode berkomisi": n(
        Prisma.sql`SELECT COUNT(*) AS v FROM office_commissions WHERE office_id = ${o}::uuid`,
      ),
    })));
});
