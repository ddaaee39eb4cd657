// Demo orders of every kind built so far, in several states, for STK-001, SC-001, KP-001 and
// MU-0000001 (each order screen of components/orders/config.ts lists some), so the order screens show data on a fresh start. Made through the order use cases
// (server/orders) as the demo users would, each step in its own transaction: prices come from
// the price list, sales reach the buyer category's minimum order so they validate, and
// acc-payment / cancelStockMovement are done by users other than the maker. Idempotent: skipped
// when the demo orders exist.
import { register } from "node:module";
import type { Db } from "@/server/prisma-client";
import { ZCreateOrderInput, type OrderKind } from "@/lib/schemas/orders";

export const DEMO_ORDER_NOTE = "Data demo order";

type Line = { product_id: string; quantity: number };

export async function seedOrders(db: Db): Promise<number> {
  const exists = await db.order.count({ where: { description: { startsWith: DEMO_ORDER_NOTE } } });
  if (exists > 0) return 0;
  // The use cases import server-only modules (the actor); in plain Node that marker throws, so
  // it resolves to its empty variant first (prisma/seed/server-only-hook.mjs).
  register("./server-only-hook.mjs", import.meta.url);
  const { loadActor } = await import("@/server/auth/actor");
  const { createOrder } = await import("@/server/orders/write-order");
  const { validateOrder, accPayment, cancelStockMovement } =
    await import("@/server/orders/transitions");

  const actorOf = async (email: string) => {
    const user = await db.user.findUnique({ where: { email } });
    return user ? loadActor(db, user.id, "session") : null;
  };
  const [penjualan, kasir, gudang, stockist, sc, kpUser] = await Promise.all([
    actorOf("penjualan@erp.test"),
    actorOf("kasir@erp.test"),
    actorOf("gudang@erp.test"),
    actorOf("stockist@erp.test"),
    actorOf("sc@erp.test"),
    actorOf("kp@erp.test"),
  ]);
  if (!penjualan || !kasir || !gudang || !stockist || !sc || !kpUser) return 0;
  const offices = new Map(
    (
      await db.office.findMany({
        where: { code: { in: ["PUSAT", "STK-001", "SC-001", "KP-001", "MU-0000001"] } },
        select: { id: true, code: true, officeCategory: { select: { minOrderJawa: true } } },
      })
    ).map((o) => [o.code, o]),
  );
  const officeId = (code: string) => {
    const o = offices.get(code);
    if (!o) throw new Error(`seed orders: office ${code} missing`);
    return o.id;
  };
  if (offices.size < 5) return 0;

  // The demo products by their stockist price in area 0, dearest first (lines reach the
  // minimum order with few units; Pusat holds 500 of each, the stockist 60).
  const stockistType = await db.buyerType.findUnique({ where: { code: "stockist" } });
  if (!stockistType) return 0;
  const priced = await db.productPrice.findMany({
    where: { areaId: 0, buyerTypeId: stockistType.id, product: { code: { startsWith: "BRG-" } } },
    select: { productId: true, price: true },
    orderBy: [{ price: "desc" }, { productId: "asc" }],
  });
  const byProduct = [...new Map(priced.map((p) => [p.productId, p.price])).entries()];
  if (byProduct.length < 3) return 0;
  /** Lines whose stockist value passes `min` by a margin (other buyer types pay a bit less). */
  const reaching = (min: bigint, perLine = 10): Line[] => {
    const lines: Line[] = [];
    let total = 0n;
    for (const [productId, price] of byProduct) {
      if (total > (min * 13n) / 10n && lines.length) break;
      lines.push({ product_id: productId, quantity: perLine });
      total += price * BigInt(perLine);
    }
    return lines;
  };
  const few = (n: number, quantity: number): Line[] =>
    byProduct.slice(0, n).map(([product_id]) => ({ product_id, quantity }));
  const minOf = (code: string) => offices.get(code)?.officeCategory.minOrderJawa ?? 0n;

  let made = 0;
  const create = async (
    actor: NonNullable<typeof penjualan>,
    kind: OrderKind,
    note: string,
    other: { "origin-office"?: string; "destination-office"?: string },
    details: Line[],
  ) => {
    made++;
    return db.$transaction((tx) =>
      createOrder(
        tx,
        ZCreateOrderInput.parse({
          order_type: kind,
          description: `${DEMO_ORDER_NOTE}: ${note}`,
          details,
          ...other,
        }),
        actor,
      ),
    );
  };
  const step = (fn: (tx: Parameters<Parameters<Db["$transaction"]>[0]>[0]) => Promise<void>) =>
    db.$transaction(fn);

  const stk = officeId("STK-001");
  const scId = officeId("SC-001");
  const kp = officeId("KP-001");
  const mu = officeId("MU-0000001");
  const pusat = officeId("PUSAT");

  // Pusat -> STK-001: a draft, one waiting for payment, one released by the cashier's
  // acc-payment, one the warehouse refused.
  await create(penjualan, "sale", "faktur draft", { "destination-office": stk }, few(2, 3));
  const waiting = await create(
    penjualan,
    "sale",
    "menunggu pembayaran",
    { "destination-office": stk },
    reaching(minOf("STK-001")),
  );
  await step((tx) => validateOrder(tx, waiting, penjualan));
  const released = await create(
    penjualan,
    "sale",
    "acc pembayaran",
    { "destination-office": stk },
    reaching(minOf("STK-001"), 12),
  );
  await step((tx) => validateOrder(tx, released, penjualan));
  await step((tx) =>
    accPayment(tx, released, "Stockist lama, pembayaran menyusul minggu ini", kasir),
  );
  const rejected = await create(
    penjualan,
    "sale",
    "ditolak gudang",
    { "destination-office": stk },
    reaching(minOf("STK-001"), 11),
  );
  await step((tx) => validateOrder(tx, rejected, penjualan));
  await step((tx) => accPayment(tx, rejected, "Disetujui atasan", kasir));
  await step((tx) =>
    cancelStockMovement(tx, rejected, "Stok fisik kurang, tunggu barang masuk", gudang),
  );

  // STK-001 orders from Pusat (Order Barang) and sells to its member.
  await create(
    stockist,
    "purchase",
    "order barang stockist",
    { "origin-office": pusat },
    few(3, 5),
  );
  await create(
    stockist,
    "member_sale",
    "penjualan ke mitra (draft)",
    { "destination-office": mu },
    few(2, 1),
  );
  const memberSale = await create(
    stockist,
    "member_sale",
    "penjualan ke mitra",
    { "destination-office": mu },
    few(3, 2),
  );
  await step((tx) => validateOrder(tx, memberSale, stockist));

  // SC-001: a validated sale, a restock it asks for, and a loan from Pusat.
  const scSale = await create(
    penjualan,
    "sale",
    "faktur SC",
    { "destination-office": scId },
    reaching(minOf("SC-001"), 20),
  );
  await step((tx) => validateOrder(tx, scSale, penjualan));
  await create(sc, "restock", "restock SC", { "origin-office": pusat }, few(3, 10));
  await create(penjualan, "loan", "pinjaman barang SC", { "destination-office": scId }, few(2, 5));

  // KP-001: Gudang's restock pusat-ke-kp, validated by Penjualan and released by the cashier.
  const kpRestock = await create(
    gudang,
    "restock",
    "restock pusat ke KP",
    { "destination-office": kp },
    reaching(minOf("KP-001"), 30),
  );
  await step((tx) => validateOrder(tx, kpRestock, penjualan));
  await step((tx) => accPayment(tx, kpRestock, "Restock rutin bulanan", kasir));

  // STK-001's restock request to Pusat (Restock PBS of both sides) and a faktur of KP-001 to
  // STK-001 (Faktur KP), both drafts.
  await create(stockist, "restock", "restock PBS stockist", { "origin-office": pusat }, few(2, 4));
  await create(kpUser, "sale", "faktur KP", { "destination-office": stk }, few(2, 2));
  return made;
}
