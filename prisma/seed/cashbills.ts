// Demo data of the Cash Bill area (docs/cash-bills.md "Demo data"), through the use cases as the
// demo users would: the current member period (covering today) becomes a bonus period, so Tambah
// Point is enabled; stockist@erp.test is PBS-activated; STK-001 records cash bills for its
// members (a draft, validated ones) and a PBS sale; Pusat's Cash Bill staff (bonus@erp.test)
// record a cash bill at Pusat that the Kasir acc-pays and Gudang hands over (the goods leave
// Pusat's stock through the ledger); point additions by the staff and by STK-001. Every one counts
// in the open member period. Runs once (skips when a demo cash bill exists).
import { register } from "node:module";
import type { Db } from "@/server/prisma-client";
import { jakartaToday } from "@/lib/business-date";
import { ZCreateOrderInput, type OrderKind } from "@/lib/schemas/orders";
import { ZAddPointsInput } from "@/lib/schemas/cashbills";

export const DEMO_CASHBILL_NOTE = "Data demo cash bill";

type Line = { product_id: string; quantity: number };

export async function seedCashbills(db: Db): Promise<number> {
  const today = jakartaToday();
  // The member period of today is the bonus (book-closing) period of the demo.
  await db.memberPeriod.updateMany({
    where: { status: "open", startDate: { lte: today }, endDate: { gte: today } },
    data: { isBonusPeriod: true },
  });
  // The demo stockist (STK-001) sells under PBS: the flag is its office's (docs/cash-bills.md).
  await db.office.updateMany({ where: { code: "STK-001" }, data: { isPbsActivated: true } });
  if (await db.order.findFirst({ where: { description: { startsWith: DEMO_CASHBILL_NOTE } } }))
    return 0;
  register("./server-only-hook.mjs", import.meta.url);
  const { loadActor } = await import("@/server/auth/actor");
  const { createOrder } = await import("@/server/orders/write-order");
  const { validateOrder, accPayment } = await import("@/server/orders/transitions");
  const { handOverOrder } = await import("@/server/stock/movements/hand-over-order");
  const { addPoints } = await import("@/server/cashbills/add-points");
  const actorOf = async (email: string) => {
    const user = await db.user.findUnique({ where: { email } });
    return user ? loadActor(db, user.id, "session") : null;
  };
  const [staff, stockist, kasir, gudang] = await Promise.all([
    actorOf("bonus@erp.test"),
    actorOf("stockist@erp.test"),
    actorOf("kasir@erp.test"),
    actorOf("gudang@erp.test"),
  ]);
  const members = await db.office.findMany({
    where: { code: { in: ["MU-0000001", "MU-0000002", "MU-0000003"] } },
    select: { id: true, code: true },
    orderBy: { code: "asc" },
  });
  const stk = await db.office.findUnique({ where: { code: "STK-001" }, select: { id: true } });
  if (!staff || !stockist || !kasir || !gudang || members.length < 3 || !stk) return 0;
  const [mu1, mu2, mu3] = members.map((m) => m.id) as [string, string, string];
  // Products STK-001 holds, which Pusat holds too.
  const stock = await db.stock.findMany({
    where: { warehouse: { officeId: stk.id, type: "main" }, quantity: { gte: 10 } },
    select: { productId: true },
    orderBy: { productId: "asc" },
    take: 3,
  });
  if (stock.length < 2) return 0;
  const lines = (n: number, quantity: number): Line[] =>
    stock.slice(0, n).map((s) => ({ product_id: s.productId, quantity }));

  let made = 0;
  const create = (
    actor: NonNullable<typeof staff>,
    kind: OrderKind,
    note: string,
    member: string,
    details: Line[],
  ) => {
    made++;
    return db.$transaction((tx) =>
      createOrder(
        tx,
        ZCreateOrderInput.parse({
          order_type: kind,
          description: `${DEMO_CASHBILL_NOTE}: ${note}`,
          delivery_method: "diambil",
          details,
          "destination-office": member,
        }),
        actor,
      ),
    );
  };
  const validate = (id: string, actor: NonNullable<typeof staff>) =>
    db.$transaction((tx) => validateOrder(tx, id, actor));

  // STK-001's cash bills: a draft, two validated (their points count).
  await create(stockist, "cashbill", "draft STK-001", mu1, lines(1, 1));
  await validate(
    await create(stockist, "cashbill", "STK-001 untuk MU-0000001", mu1, lines(2, 2)),
    stockist,
  );
  await validate(
    await create(stockist, "cashbill", "STK-001 untuk MU-0000002", mu2, lines(2, 1)),
    stockist,
  );
  // Pusat's cash bill: validated by the staff, acc-paid by the Kasir, handed over by Gudang.
  const pusatBill = await create(staff, "cashbill", "Pusat untuk MU-0000003", mu3, lines(2, 1));
  await validate(pusatBill, staff);
  await db.$transaction((tx) => accPayment(tx, pusatBill, "Dibayar tunai di loket Pusat", kasir));
  await db.$transaction((tx) => handOverOrder(tx, pusatBill, gudang));
  // A PBS sale of STK-001 (PBS-activated), validated, not yet reported.
  await validate(
    await create(stockist, "pbs", "penjualan PBS STK-001", mu2, lines(1, 1)),
    stockist,
  );
  // Point additions in the bonus period: by the staff and by STK-001.
  for (const [actor, member, points, reason] of [
    [staff, mu1, 25, "Koreksi poin cash bill bulan lalu"],
    [staff, mu2, 10, "Bonus poin program pelatihan"],
    [stockist, mu3, 5, "Poin pembelian yang belum tercatat"],
  ] as const) {
    made++;
    await db.$transaction((tx) =>
      addPoints(
        tx,
        ZAddPointsInput.parse({
          "destination-office": member,
          total_point: points,
          description: `${DEMO_CASHBILL_NOTE}: ${reason}`,
        }),
        actor,
      ),
    );
  }
  return made;
}
