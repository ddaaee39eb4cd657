// Demo data of the top-up screens and /saldo (docs/money.md "Balances"), through the use cases:
// for STK-001 a saldo top-up approved, one pending and one rejected; for SC-001 restock and
// remaining-payment saldo top-ups and deposit top-ups (amount x sc_deposit_multiplier) in every
// state. The Kasir makes the saldo top-ups and the superadmin approves them; Penjualan makes the
// deposits and the Kasir approves them (maker-checker). Runs once (skips when a demo top-up exists).
import { register } from "node:module";
import type { Db } from "@/server/prisma-client";
import type { TopupKind } from "@/lib/schemas/office";

export const DEMO_TOPUP_NOTE = "Data demo topup";

export async function seedTopups(db: Db): Promise<number> {
  if (await db.topup.findFirst({ where: { description: { startsWith: DEMO_TOPUP_NOTE } } }))
    return 0;
  register("./server-only-hook.mjs", import.meta.url);
  const { loadActor } = await import("@/server/auth/actor");
  const { topUpStockist } = await import("@/server/payments/top-up-stockist");
  const { approveTopupStockist } = await import("@/server/payments/approve-topup-stockist");
  const { rejectTopupStockist } = await import("@/server/payments/reject-topup-stockist");
  const actorOf = async (email: string) => {
    const user = await db.user.findUnique({ where: { email } });
    return user ? loadActor(db, user.id, "session") : null;
  };
  const [admin, kasir, penjualan] = [
    await actorOf("admin@erp.test"),
    await actorOf("kasir@erp.test"),
    await actorOf("penjualan@erp.test"),
  ];
  const stk = await db.office.findUnique({ where: { code: "STK-001" }, select: { id: true } });
  const sc = await db.office.findUnique({ where: { code: "SC-001" }, select: { id: true } });
  if (!admin || !kasir || !penjualan || !stk || !sc) return 0;

  const plan: {
    officeId: string;
    kind: TopupKind;
    amount: number;
    outcome: "approved" | "pending" | "rejected";
    note: string;
  }[] = [
    {
      officeId: stk.id,
      kind: "saldo_stockist",
      amount: 5_000_000,
      outcome: "approved",
      note: "transfer BCA",
    },
    {
      officeId: stk.id,
      kind: "saldo_stockist",
      amount: 2_500_000,
      outcome: "pending",
      note: "transfer Mandiri",
    },
    {
      officeId: stk.id,
      kind: "saldo_stockist",
      amount: 1_000_000,
      outcome: "rejected",
      note: "bukti transfer ganda",
    },
    {
      officeId: sc.id,
      kind: "restock_sc",
      amount: 10_000_000,
      outcome: "approved",
      note: "restock November",
    },
    {
      officeId: sc.id,
      kind: "restock_sc",
      amount: 4_000_000,
      outcome: "pending",
      note: "restock tambahan",
    },
    {
      officeId: sc.id,
      kind: "sisa_pembayaran_sc",
      amount: 750_000,
      outcome: "approved",
      note: "sisa pembayaran laporan",
    },
    {
      officeId: sc.id,
      kind: "sisa_pembayaran_sc",
      amount: 300_000,
      outcome: "rejected",
      note: "nominal salah",
    },
    {
      officeId: sc.id,
      kind: "deposit_sc",
      amount: 25_000_000,
      outcome: "approved",
      note: "deposit awal",
    },
    {
      officeId: sc.id,
      kind: "deposit_sc",
      amount: 30_000_000,
      outcome: "pending",
      note: "tambahan deposit",
    },
    {
      officeId: sc.id,
      kind: "deposit_sc",
      amount: 25_000_000,
      outcome: "rejected",
      note: "transfer belum masuk",
    },
  ];
  let n = 0;
  for (const p of plan) {
    const deposit = p.kind === "deposit_sc";
    const maker = deposit ? penjualan : kasir;
    const checker = deposit ? kasir : admin;
    const id = await db.$transaction((tx) =>
      topUpStockist(
        tx,
        {
          officeId: p.officeId,
          amount: p.amount,
          topup_type: p.kind,
          description: `${DEMO_TOPUP_NOTE}: ${p.note}`,
        },
        maker,
      ),
    );
    if (p.outcome === "approved")
      await db.$transaction((tx) => approveTopupStockist(tx, { topupId: id }, checker));
    if (p.outcome === "rejected")
      await db.$transaction((tx) =>
        rejectTopupStockist(tx, { topupId: id, reject_reason: p.note }, checker),
      );
    n++;
  }
  return n;
}
