// Demo shipments of orders (docs/orders.md "Shipping"), so every movement route mounted for
// orders shows rows on a fresh start: released orders from Pusat to STK-001, SC-001 and KP-001,
// from KP-001 and SC-001 to STK-001 (after they received goods from Pusat) and STK-001's member
// sales, with shipments in every state (draft, packed, sent, partially received with its
// susulan, received). Everything goes through the use cases (server/orders, server/stock/
// movements/write.ts), each step in its own transaction as a request would be, so the ledger
// stays consistent. Runs after seedOrders; idempotent (skipped when the demo orders exist).
import { register } from "node:module";
import type { Db } from "@/server/prisma-client";
import type { Actor } from "@/server/auth/actor";
import { ZCreateOrderInput, type OrderKind } from "@/lib/schemas/orders";

export const DEMO_SHIPPING_NOTE = "Data demo pengiriman order";
/** The released Pusat -> STK-001 order without a shipment that the e2e test ships. */
export const E2E_SHIPPING_NOTE = `${DEMO_SHIPPING_NOTE}: siap dikirim (e2e)`;

type Line = { product_id: string; quantity: number };
type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];
type Until = "draft" | "packed" | "sent" | "partial" | "received";

/**
 * The demo actors, offices and steps (a released order, its shipment taken as far as wanted)
 * that this module and later demo modules (prisma/seed/order-routes.ts) build their data with;
 * null when the demo users, offices or prices are missing.
 */
export async function orderShippingSteps(db: Db) {
  register("./server-only-hook.mjs", import.meta.url);
  const { loadActor } = await import("@/server/auth/actor");
  const { createOrder } = await import("@/server/orders/write-order");
  const { validateOrder, accPayment } = await import("@/server/orders/transitions");
  const mv = await import("@/server/stock/movements/write");
  const { settleMovement } = await import("@/server/stock/movements/settle");

  const actorOf = async (email: string) => {
    const user = await db.user.findUnique({ where: { email } });
    return user ? loadActor(db, user.id, "session") : null;
  };
  const [admin, penjualan, kasir, gudang, stockist, sc, kp] = await Promise.all(
    [
      "admin@erp.test",
      "penjualan@erp.test",
      "kasir@erp.test",
      "gudang@erp.test",
      "stockist@erp.test",
      "sc@erp.test",
      "kp@erp.test",
    ].map(actorOf),
  );
  if (!admin || !penjualan || !kasir || !gudang || !stockist || !sc || !kp) return null;
  const offices = new Map(
    (
      await db.office.findMany({
        where: { code: { in: ["STK-001", "SC-001", "KP-001", "MU-0000001"] } },
        select: { id: true, code: true, officeCategory: { select: { minOrderJawa: true } } },
      })
    ).map((o) => [o.code, o]),
  );
  if (offices.size < 4) return null;
  const idOf = (code: string) => offices.get(code)?.id ?? "";
  const minOf = (code: string) => offices.get(code)?.officeCategory.minOrderJawa ?? 0n;

  const stockistType = await db.buyerType.findUnique({ where: { code: "stockist" } });
  if (!stockistType) return null;
  const priced = await db.productPrice.findMany({
    where: { areaId: 0, buyerTypeId: stockistType.id, product: { code: { startsWith: "BRG-" } } },
    select: { productId: true, price: true },
    orderBy: [{ price: "desc" }, { productId: "asc" }],
  });
  const byProduct = [...new Map(priced.map((p) => [p.productId, p.price])).entries()];
  if (byProduct.length < 3) return null;
  // The three dearest products; `reaching(min, atLeast)` orders each of them in a quantity
  // whose stockist value passes `min` by 30 % (other buyer types pay a bit less), at least
  // `atLeast` units.
  const top = byProduct.slice(0, 3);
  const setPrice = top.reduce((sum, [, price]) => sum + price, 0n);
  const unitsFor = (min: bigint) => Number((min * 13n) / 10n / setPrice) + 1;
  const reaching = (min: bigint, atLeast: number): Line[] =>
    top.map(([product_id]) => ({ product_id, quantity: Math.max(atLeast, unitsFor(min)) }));
  const few = (n: number, quantity: number): Line[] =>
    byProduct.slice(0, n).map(([product_id]) => ({ product_id, quantity }));
  const step = <T>(fn: (tx: Tx) => Promise<T>) => db.$transaction(fn);
  const expedition = await db.expedition.findFirst({
    where: { deletedAt: null, isActive: true },
    orderBy: { code: "asc" },
  });

  let made = 0;
  /** A released order: made and validated by `seller`, released by `releaser` (acc-payment). */
  const released = async (
    seller: Actor,
    releaser: Actor,
    kind: OrderKind,
    note: string,
    buyer: string,
    details: Line[],
    deliveryMethod: "dikirim" | "diambil" = "dikirim",
  ): Promise<string> => {
    made++;
    const id = await step((tx) =>
      createOrder(
        tx,
        ZCreateOrderInput.parse({
          order_type: kind,
          description: `${DEMO_SHIPPING_NOTE}: ${note}`,
          delivery_method: deliveryMethod,
          details,
          "destination-office": buyer,
        }),
        seller,
      ),
    );
    // Pusat's orders are validated by Penjualan (Gudang writes restocks but does not validate).
    const validator = seller.officeId === penjualan.officeId ? penjualan : seller;
    await step((tx) => validateOrder(tx, id, validator));
    await step((tx) => accPayment(tx, id, "Data demo: dikirim sebelum lunas", releaser));
    return id;
  };

  /**
   * The shipment of everything ordered, taken as far as `until` (partial: 2/3 received, the rest
   * settled by the origin as still at the sender and sent as a susulan draft).
   */
  const ship = async (
    orderId: string,
    origin: Actor,
    receiver: Actor,
    until: Until,
  ): Promise<string> => {
    const id = await step((tx) => mv.createMovement(tx, { orderId }, origin));
    if (until === "draft") return id;
    const m = await db.stockMovement.findUniqueOrThrow({
      where: { id },
      select: {
        deliveryMethod: true,
        movementDetails: { select: { id: true, productId: true, quantity: true } },
      },
    });
    const lines = m.movementDetails;
    if (m.deliveryMethod === "dikirim") {
      await step((tx) =>
        mv.createPacket(
          tx,
          {
            stockMovementId: id,
            name: "Kardus 1",
            weight: 2500,
            details: lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
          },
          origin,
        ),
      );
      await step((tx) => mv.packMovement(tx, id, origin));
    }
    if (until === "packed") return id;
    await step((tx) =>
      mv.sendMovement(
        tx,
        id,
        m.deliveryMethod === "dikirim"
          ? {
              expeditionId: expedition?.id ?? null,
              trackingNumber: `RESI${id.slice(-8).toUpperCase()}`,
              shippingCost: 35000,
            }
          : {},
        origin,
      ),
    );
    if (until === "sent") return id;
    await step((tx) =>
      mv.receiveMovement(
        tx,
        id,
        lines.map((l) => ({
          lineId: l.id,
          receivedQuantity: until === "partial" ? Math.floor((l.quantity * 2) / 3) : l.quantity,
        })),
        receiver,
      ),
    );
    if (until === "partial")
      await step((tx) =>
        settleMovement(
          tx,
          id,
          { outcome: "susulan", reason: "Data demo: sisa dikirim susulan", details: null },
          origin,
        ),
      );
    return id;
  };

  return {
    actors: { admin, penjualan, kasir, gudang, stockist, sc, kp },
    idOf,
    minOf,
    unitsFor,
    reaching,
    few,
    step,
    released,
    ship,
    mv,
    expedition,
    made: () => made,
  };
}

export async function seedOrderShipments(db: Db): Promise<number> {
  const exists = await db.order.count({
    where: { description: { startsWith: DEMO_SHIPPING_NOTE } },
  });
  if (exists > 0) return 0;
  const steps = await orderShippingSteps(db);
  if (!steps) return 0;
  const { idOf, minOf, unitsFor, reaching, few, released, ship } = steps;
  const { admin, penjualan, kasir, gudang, stockist, sc, kp } = steps.actors;
  const stk = idOf("STK-001");
  const scId = idOf("SC-001");
  const kpId = idOf("KP-001");
  const mu = idOf("MU-0000001");
  const minStk = minOf("STK-001");
  const minSc = minOf("SC-001");
  const minKp = minOf("KP-001");

  // Pusat -> KP-001 and SC-001 first, received in full: their stock feeds their own sales below.
  const kpStock = await released(
    gudang,
    kasir,
    "restock",
    "restock KP diterima",
    kpId,
    reaching(minKp, 3 * unitsFor(minStk) + 5),
  );
  await ship(kpStock, gudang, kp, "received");
  const scStock = await released(
    penjualan,
    kasir,
    "sale",
    "faktur SC diterima",
    scId,
    reaching(minSc, 3 * unitsFor(minStk) + 5),
  );
  await ship(scStock, gudang, sc, "received");

  // Pusat -> STK-001, a sale per state, a diambil pair, restocks; one left without a shipment.
  for (const until of ["draft", "packed", "sent", "partial", "received"] as const) {
    const o = await released(
      penjualan,
      kasir,
      "sale",
      `ke stockist (${until})`,
      stk,
      reaching(minStk, 6),
    );
    await ship(o, gudang, stockist, until);
  }
  await released(penjualan, kasir, "sale", "siap dikirim (e2e)", stk, reaching(minStk, 5));
  for (const until of ["draft", "sent"] as const) {
    const o = await released(
      penjualan,
      kasir,
      "sale",
      `diambil stockist (${until})`,
      stk,
      reaching(minStk, 4),
      "diambil",
    );
    await ship(o, gudang, stockist, until);
  }
  for (const method of ["dikirim", "diambil"] as const) {
    const o = await released(
      gudang,
      kasir,
      "restock",
      `restock stockist (${method})`,
      stk,
      reaching(minStk, 3),
      method,
    );
    await ship(o, gudang, stockist, method === "dikirim" ? "packed" : "draft");
  }

  // Pusat -> SC-001 and KP-001: waiting to be packed, sent, received in part (susulan).
  const scDraft = await released(
    penjualan,
    kasir,
    "sale",
    "ke SC (draft)",
    scId,
    reaching(minSc, 5),
  );
  await ship(scDraft, gudang, sc, "draft");
  const scPartial = await released(
    penjualan,
    kasir,
    "sale",
    "ke SC (sebagian)",
    scId,
    reaching(minSc, 6),
  );
  await ship(scPartial, gudang, sc, "partial");
  const scDiambil = await released(
    penjualan,
    kasir,
    "sale",
    "ke SC (diambil)",
    scId,
    reaching(minSc, 5),
    "diambil",
  );
  await ship(scDiambil, gudang, sc, "sent");
  const kpSent = await released(
    gudang,
    kasir,
    "restock",
    "ke KP (dikirim)",
    kpId,
    reaching(minKp, 5),
  );
  await ship(kpSent, gudang, kp, "sent");
  const kpPartial = await released(
    gudang,
    kasir,
    "restock",
    "ke KP (sebagian)",
    kpId,
    reaching(minKp, 6),
  );
  await ship(kpPartial, gudang, kp, "partial");

  // KP-001 and SC-001 -> STK-001 from the stock they received (released by the superadmin:
  // branch roles have no acc-payment).
  const kpSale = await released(kp, admin, "sale", "KP ke stockist", stk, reaching(minStk, 4));
  await ship(kpSale, kp, stockist, "partial");
  const kpDraft = await released(
    kp,
    admin,
    "sale",
    "KP ke stockist (draft)",
    stk,
    reaching(minStk, 3),
  );
  await ship(kpDraft, kp, stockist, "draft");
  const scSale = await released(sc, admin, "sale", "SC ke stockist", stk, reaching(minStk, 4));
  await ship(scSale, sc, stockist, "sent");
  const scDraftStk = await released(
    sc,
    admin,
    "sale",
    "SC ke stockist (draft)",
    stk,
    reaching(minStk, 3),
  );
  await ship(scDraftStk, sc, stockist, "draft");

  // STK-001 -> its member: one handed over (final at send), one waiting.
  const handed = await released(
    stockist,
    admin,
    "member_sale",
    "ke mitra (diserahkan)",
    mu,
    few(2, 2),
    "diambil",
  );
  await ship(handed, stockist, stockist, "sent");
  const waiting = await released(
    stockist,
    admin,
    "member_sale",
    "ke mitra (menunggu)",
    mu,
    few(2, 1),
    "diambil",
  );
  await ship(waiting, stockist, stockist, "draft");
  return steps.made();
}
