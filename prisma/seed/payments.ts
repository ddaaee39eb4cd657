// Demo data of the Kasir's payment screens (docs/payments.md), through the use cases: Pusat's
// receiving bank account, two validated fakturs for STK-001 waiting for payment (origin codes
// NOTA-KASIR-001/002, found by search), a validated loan to SC-001, and one faktur paid in full
// (cash + transfer) with its receipt. Runs once (skips when the demo bank account exists).
import { register } from "node:module";
import type { Db } from "@/server/prisma-client";
import { ZCreateOrderInput, type TOrderLine } from "@/lib/schemas/orders";
import { ZCreatePaymentInput } from "@/lib/schemas/payments";
import { DEMO_ORDER_NOTE } from "./orders";

export const DEMO_BANK_ACCOUNT = "1230009876";

export async function seedPayments(db: Db): Promise<number> {
  const pusat = await db.office.findUnique({ where: { code: "PUSAT" }, select: { id: true } });
  const bank = await db.bank.findFirst({ orderBy: { code: "asc" }, select: { id: true } });
  if (!pusat || !bank) return 0;
  if (await db.officeBank.findFirst({ where: { accountNumber: DEMO_BANK_ACCOUNT } })) return 0;
  await db.officeBank.create({
    data: {
      officeId: pusat.id,
      bankId: bank.id,
      accountNumber: DEMO_BANK_ACCOUNT,
      accountName: "PT Nusantara Sehat",
      branch: "Jakarta Pusat",
    },
  });
  register("./server-only-hook.mjs", import.meta.url);
  const { loadActor } = await import("@/server/auth/actor");
  const { createOrder } = await import("@/server/orders/write-order");
  const { validateOrder } = await import("@/server/orders/transitions");
  const { createPayment } = await import("@/server/payments/pay-order");
  const actorOf = async (email: string) => {
    const user = await db.user.findUnique({ where: { email } });
    return user ? loadActor(db, user.id, "session") : null;
  };
  const [penjualan, kasir] = [await actorOf("penjualan@erp.test"), await actorOf("kasir@erp.test")];
  const stk = await db.office.findUnique({ where: { code: "STK-001" }, select: { id: true } });
  const sc = await db.office.findUnique({ where: { code: "SC-001" }, select: { id: true } });
  const stockistType = await db.buyerType.findUnique({ where: { code: "stockist" } });
  const category = await db.officeCategory.findUnique({ where: { id: 4 } });
  if (!penjualan || !kasir || !stk || !sc || !stockistType || !category) return 0;
  const prices = await db.productPrice.findMany({
    where: { areaId: 0, buyerTypeId: stockistType.id, product: { code: { startsWith: "BRG-" } } },
    select: { productId: true, price: true },
    orderBy: [{ price: "desc" }, { productId: "asc" }],
  });
  const products = [...new Map(prices.map((p) => [p.productId, p.price])).entries()];
  if (!products.length) return 0;
  // Lines of the dearest products that pass the stockist's minimum order.
  const lines: TOrderLine[] = [];
  let total = 0n;
  for (const [productId, price] of products) {
    if (total > (category.minOrderJawa * 12n) / 10n && lines.length) break;
    lines.push({ product_id: productId, quantity: 5, description: null });
    total += price * 5n;
  }

  const validated = async (
    note: string,
    originCode: string,
    other: Record<string, string>,
    details: TOrderLine[],
    kind: "sale" | "loan" = "sale",
  ) => {
    const id = await db.$transaction((tx) =>
      createOrder(
        tx,
        ZCreateOrderInput.parse({
          order_type: kind,
          origin_code: originCode,
          description: `${DEMO_ORDER_NOTE}: ${note}`,
          details,
          ...other,
        }),
        penjualan,
      ),
    );
    await db.$transaction((tx) => validateOrder(tx, id, penjualan));
    return id;
  };

  await validated(
    "kasir, menunggu pembayaran",
    "NOTA-KASIR-001",
    { "destination-office": stk.id },
    lines,
  );
  await validated(
    "kasir, menunggu pembayaran",
    "NOTA-KASIR-002",
    { "destination-office": stk.id },
    lines,
  );
  await validated(
    "pinjaman barang SC, menunggu pembayaran",
    "NOTA-KASIR-PJ1",
    { "destination-office": sc.id },
    lines.slice(0, 1).map((l) => ({ ...l, quantity: 2 })),
    "loan",
  );
  const paid = await validated(
    "kasir, lunas",
    "NOTA-KASIR-003",
    { "destination-office": stk.id },
    lines,
  );
  const order = await db.order.findUniqueOrThrow({
    where: { id: paid },
    select: { finalPrice: true },
  });
  const types = new Map(
    (await db.paymentMethodType.findMany({ select: { id: true, code: true } })).map((t) => [
      t.code,
      t.id,
    ]),
  );
  const officeBank = await db.officeBank.findFirstOrThrow({
    where: { accountNumber: DEMO_BANK_ACCOUNT },
  });
  const cash = order.finalPrice / 2n;
  await db.$transaction((tx) =>
    createPayment(
      tx,
      ZCreatePaymentInput.parse({
        order: paid,
        description: "Data demo pembayaran",
        methods: [
          { payment_method_type_id: types.get("cash"), amount: Number(cash) },
          {
            payment_method_type_id: types.get("transfer"),
            office_bank_id: officeBank.id,
            amount: Number(order.finalPrice - cash),
            reference_number: "TRF-DEMO-001",
          },
        ],
      }),
      kasir,
    ),
  );
  return 5;
}
