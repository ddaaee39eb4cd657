// Demo reports (order bundles) with their payments (payment bundles) for SC-001 and KP-001
// (docs/money.md "Order and payment bundles"), through the use cases: each office sells to its
// member (member sales, validated), then reports them in every state: draft, sent (waiting for
// validation), sent and paid (payment waiting for the Kasir's verification), validated, and
// validated and paid in full (cash + transfer to Pusat, verified by the Kasir). Two more member
// sales per office stay unreported, so 'Tambah Laporan' has rows on a fresh start. Also a sent
// PBS report of STK-001 and a sent restock report of KP-001 (KP-001 -> STK-001). Runs once
// (skips when a demo report exists).
import { register } from "node:module";
import type { Db } from "@/server/prisma-client";
import { ZCreateOrderInput } from "@/lib/schemas/orders";
import { ZCreateOrderBundleInput, ZPayOrderBundleInput } from "@/lib/schemas/bundles";
import { DEMO_ORDER_NOTE } from "./orders";
import { DEMO_BANK_ACCOUNT } from "./payments";

export const DEMO_BUNDLE_NOTE = "Laporan demo";

export async function seedBundles(db: Db): Promise<number> {
  if (await db.orderBundle.findFirst({ where: { description: { startsWith: DEMO_BUNDLE_NOTE } } }))
    return 0;
  register("./server-only-hook.mjs", import.meta.url);
  const { loadActor } = await import("@/server/auth/actor");
  const { createOrder } = await import("@/server/orders/write-order");
  const { validateOrder } = await import("@/server/orders/transitions");
  const { createOrderBundle, validateOrderBundle } = await import("@/server/bundles/order-bundle");
  const { payOrderBundle, verifyPaymentBundle } = await import("@/server/bundles/payment-bundle");
  const actorOf = async (email: string) => {
    const user = await db.user.findUnique({ where: { email } });
    return user ? loadActor(db, user.id, "session") : null;
  };
  const kasir = await actorOf("kasir@erp.test");
  const member = await db.office.findUnique({ where: { code: "MU-0000001" } });
  const bank = await db.officeBank.findFirst({ where: { accountNumber: DEMO_BANK_ACCOUNT } });
  const types = new Map(
    (await db.paymentMethodType.findMany({ select: { id: true, code: true } })).map((t) => [
      t.code,
      t.id,
    ]),
  );
  if (!kasir || !member || !bank || !types.get("cash") || !types.get("transfer")) return 0;

  let made = 0;
  for (const [email, code] of [
    ["sc@erp.test", "SC-001"],
    ["kp@erp.test", "KP-001"],
  ] as const) {
    const actor = await actorOf(email);
    const office = await db.office.findUnique({ where: { code }, select: { id: true } });
    if (!actor || !office) continue;
    // Products the office holds (received from Pusat by the order-shipments seed).
    const stock = await db.stock.findMany({
      where: { warehouse: { officeId: office.id, type: "main" }, quantity: { gte: 10 } },
      select: { productId: true },
      orderBy: { productId: "asc" },
      take: 2,
    });
    if (!stock.length) continue;
    const sale = async (i: number) => {
      const id = await db.$transaction((tx) =>
        createOrder(
          tx,
          ZCreateOrderInput.parse({
            order_type: "member_sale",
            description: `${DEMO_ORDER_NOTE}: penjualan ${code} untuk laporan ${i}`,
            details: stock.map((s) => ({ product_id: s.productId, quantity: 1 })),
            "destination-office": member.id,
          }),
          actor,
        ),
      );
      await db.$transaction((tx) => validateOrder(tx, id, actor));
      return id;
    };
    const report = async (note: string, orders: number, submit: boolean) => {
      const ids: string[] = [];
      for (let i = 0; i < orders; i++) ids.push(await sale(made + i));
      const id = await db.$transaction((tx) =>
        createOrderBundle(
          tx,
          ZCreateOrderBundleInput.parse({
            kind: "sales",
            order_ids: ids,
            description: `${DEMO_BUNDLE_NOTE}: ${note}`,
            submit,
          }),
          actor,
        ),
      );
      made += 1;
      return id;
    };
    const payAll = async (bundleId: string) => {
      const b = await db.orderBundle.findUniqueOrThrow({ where: { id: bundleId } });
      const cash = b.totalPrice / 2n;
      return db.$transaction((tx) =>
        payOrderBundle(
          tx,
          bundleId,
          ZPayOrderBundleInput.parse({
            description: "Pembayaran laporan (demo)",
            methods: [
              { payment_method_type_id: types.get("cash"), amount: Number(cash) },
              {
                payment_method_type_id: types.get("transfer"),
                office_bank_id: bank.id,
                amount: Number(b.totalPrice - cash),
                reference_number: `TRF-${code}-${made}`,
              },
            ],
          }),
          actor,
        ),
      );
    };

    await report("draft", 1, false);
    await report("dikirim, menunggu validasi", 2, true);
    const paidPending = await report("dikirim dan dibayar, menunggu verifikasi", 1, true);
    await payAll(paidPending);
    const validated = await report("tervalidasi, belum dibayar", 1, true);
    await db.$transaction((tx) => validateOrderBundle(tx, validated, kasir));
    const done = await report("tervalidasi dan lunas", 2, true);
    await db.$transaction((tx) => validateOrderBundle(tx, done, kasir));
    for (const pb of await payAll(done))
      await db.$transaction((tx) => verifyPaymentBundle(tx, pb, kasir));
    // Left unreported: the office's 'Tambah Laporan' shows them.
    await sale(100);
    await sale(101);
  }

  // STK-001's PBS sales report (a PBS sale, kind pbs), sent: 'Laporan Penjualan PBS' shows it
  // (the stockist's user is PBS-activated by prisma/seed/cashbills.ts, docs/cash-bills.md).
  const stockist = await actorOf("stockist@erp.test");
  const stk = await db.office.findUnique({ where: { code: "STK-001" }, select: { id: true } });
  if (stockist && stk) {
    const stock = await db.stock.findFirst({
      where: { warehouse: { officeId: stk.id, type: "main" }, quantity: { gte: 5 } },
      select: { productId: true },
      orderBy: { productId: "asc" },
    });
    if (stock) {
      const id = await db.$transaction((tx) =>
        createOrder(
          tx,
          ZCreateOrderInput.parse({
            order_type: "pbs",
            description: `${DEMO_ORDER_NOTE}: penjualan STK-001 untuk laporan PBS`,
            details: [{ product_id: stock.productId, quantity: 1 }],
            "destination-office": member.id,
          }),
          stockist,
        ),
      );
      await db.$transaction((tx) => validateOrder(tx, id, stockist));
      await db.$transaction((tx) =>
        createOrderBundle(
          tx,
          ZCreateOrderBundleInput.parse({
            kind: "pbs",
            order_ids: [id],
            description: `${DEMO_BUNDLE_NOTE}: laporan PBS dikirim`,
            submit: true,
          }),
          stockist,
        ),
      );
      made += 1;
    }
  }

  // KP-001's restock to STK-001 (reaching the stockist's minimum order), reported and sent:
  // 'Laporan Restock' (KP) and 'Laporan via KP' (Kasir) show it.
  const kp = await actorOf("kp@erp.test");
  const kpOffice = await db.office.findUnique({ where: { code: "KP-001" }, select: { id: true } });
  const stkType = await db.buyerType.findUnique({ where: { code: "stockist" } });
  const stkCategory = await db.officeCategory.findUnique({ where: { id: 4 } });
  if (kp && kpOffice && stk && stkType && stkCategory) {
    const held = await db.stock.findMany({
      where: { warehouse: { officeId: kpOffice.id, type: "main" }, quantity: { gte: 1 } },
      select: { productId: true, quantity: true },
      orderBy: { quantity: "desc" },
    });
    const target = (stkCategory.minOrderJawa * 12n) / 10n + 1n;
    const lines: { product_id: string; quantity: number }[] = [];
    let total = 0n;
    for (const h of held) {
      if (total >= target) break;
      const price = await db.productPrice.findFirst({
        where: { productId: h.productId, buyerTypeId: stkType.id, areaId: 0 },
        orderBy: { validFrom: "desc" },
        select: { price: true },
      });
      if (!price || price.price <= 0n) continue;
      const want = Number((target - total + price.price - 1n) / price.price);
      const quantity = Math.min(want, h.quantity);
      lines.push({ product_id: h.productId, quantity });
      total += price.price * BigInt(quantity);
    }
    if (lines.length && total >= target) {
      const id = await db.$transaction((tx) =>
        createOrder(
          tx,
          ZCreateOrderInput.parse({
            order_type: "restock",
            description: `${DEMO_ORDER_NOTE}: restock KP-001 ke STK-001 untuk laporan`,
            details: lines,
            "destination-office": stk.id,
          }),
          kp,
        ),
      );
      await db.$transaction((tx) => validateOrder(tx, id, kp));
      await db.$transaction((tx) =>
        createOrderBundle(
          tx,
          ZCreateOrderBundleInput.parse({
            kind: "restock",
            order_ids: [id],
            description: `${DEMO_BUNDLE_NOTE}: laporan restock dikirim`,
            submit: true,
          }),
          kp,
        ),
      );
      made += 1;
    }
  }
  return made;
}
