// One-time backfill (docs/journals.md "Backfill"): every money event written before the journals
// existed (or by a path that wrote a document without them, e.g. demo data inserted directly)
// gets the journal it would have been posted with, from the same posting table (postings.ts).
// Idempotent: a document that has a journal is skipped, so it can run any number of times. Runs
// in batches of `batch` documents, each in its own transaction, with a keyset cursor on the id.
// A document whose date no period covers is skipped and counted (it cannot carry a period).
// Called by the seed after the demo data and by `npm run journals:backfill` for existing databases.
import type { Db } from "@/server/prisma-client";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import {
  ADJUSTMENT_JOURNAL_SOURCE,
  BALANCE_JOURNAL_SOURCE,
  PAYMENT_BUNDLE_SOURCE,
  PAYMENT_SOURCE,
} from "./sources";
import type { BalanceAccount, BalanceTrxType } from "@/server/generated/prisma/client";
import { postEvent } from "./post-event";
import { journalReceipt, paymentMethodLines } from "./receipts";

export interface BackfillReport {
  balanceTrxes: number;
  payments: number;
  paymentBundles: number;
  stockAdjustments: number;
  /** Documents skipped because no period covers their date. */
  outsideCalendar: number;
}

const jakartaDay = (t: Date): Date => {
  const d = new Date(t.getTime() + 7 * 3600_000);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
};

const MODE = { periodMode: "backfill" } as const;

/** Runs `post`; a date outside the period calendar (422) counts as skipped instead of failing. */
async function orSkip(post: () => Promise<unknown>): Promise<boolean> {
  try {
    await post();
    return true;
  } catch (e) {
    if (e instanceof AppError && e.code === "VALIDATION_FAILED") return false;
    throw e;
  }
}

async function batches(
  db: Db,
  next: (tx: DbClient, after: string) => Promise<string[]>,
  each: (tx: DbClient, id: string) => Promise<boolean>,
  report: { done: number; skipped: number },
): Promise<void> {
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const ids = await next(db, after);
    if (!ids.length) return;
    await db.$transaction(
      async (tx) => {
        for (const id of ids) {
          // Savepoint per document: a skipped one leaves the batch's others in place.
          await tx.$executeRawUnsafe("SAVEPOINT doc");
          if (await each(tx, id)) report.done += 1;
          else {
            await tx.$executeRawUnsafe("ROLLBACK TO SAVEPOINT doc");
            report.skipped += 1;
          }
        }
      },
      { timeout: 120_000 },
    );
    after = ids[ids.length - 1]!;
  }
}

export async function backfillJournals(db: Db, batch = 500): Promise<BackfillReport> {
  const out: BackfillReport = {
    balanceTrxes: 0,
    payments: 0,
    paymentBundles: 0,
    stockAdjustments: 0,
    outsideCalendar: 0,
  };
  const count = { done: 0, skipped: 0 };
  const take = (key: keyof Omit<BackfillReport, "outsideCalendar">) => {
    out[key] += count.done;
    out.outsideCalendar += count.skipped;
    count.done = 0;
    count.skipped = 0;
  };

  // Saldo and deposit postings: one entry each, dated on the row's Jakarta day.
  await batches(
    db,
    async (tx, after) =>
      (
        await tx.$queryRaw<{ id: string }[]>`
          SELECT b.id::text AS id FROM balance_trxes b
          WHERE b.id > ${after}::uuid AND NOT EXISTS (SELECT 1 FROM journal_entries j
            WHERE j.source_type = ${BALANCE_JOURNAL_SOURCE} AND j.source_id = b.id)
          ORDER BY b.id LIMIT ${batch}`
      ).map((r) => r.id),
    async (tx, id) => {
      const [b] = await tx.$queryRaw<
        {
          office_id: string;
          account: BalanceAccount;
          type: BalanceTrxType;
          amount: bigint;
          description: string | null;
          created_at: Date;
          created_by_id: string | null;
          paid: bigint | null;
        }[]
      >`SELECT b.office_id::text AS office_id, b.account, b.type, b.amount, b.description,
               b.created_at, b.created_by_id::text AS created_by_id,
               (SELECT t.amount FROM topups t WHERE b.source_type = 'topups' AND t.id = b.source_id) AS paid
        FROM balance_trxes b WHERE b.id = ${id}::uuid`;
      if (!b || b.amount === 0n) return true;
      return orSkip(() =>
        postEvent(
          tx,
          {
            kind: "balance",
            type: b.type,
            account: b.account,
            amount: b.amount,
            ...(b.paid !== null ? { cashAmount: b.paid } : {}),
          },
          {
            date: jakartaDay(b.created_at),
            description: b.description ?? `Saldo ${b.type}`,
            sourceType: BALANCE_JOURNAL_SOURCE,
            sourceId: id,
            officeId: b.office_id,
            ...MODE,
          },
          { userId: b.created_by_id },
        ),
      );
    },
    count,
  );
  take("balanceTrxes");

  // Payments of orders: the receipt of their cash / bank / giro lines on the payment date, and
  // for a cancelled one its reversal on the day it was cancelled.
  await batches(
    db,
    async (tx, after) =>
      (
        await tx.$queryRaw<{ id: string }[]>`
          SELECT p.id::text AS id FROM payments p
          WHERE p.id > ${after}::uuid AND p.deleted_at IS NULL
            AND EXISTS (SELECT 1 FROM payment_methods pm JOIN payment_method_types t
                          ON t.id = pm.payment_method_type_id
                        WHERE pm.payment_id = p.id AND pm.deleted_at IS NULL AND t.code <> 'saldo')
            AND NOT EXISTS (SELECT 1 FROM journal_entries j
              WHERE j.source_type = ${PAYMENT_SOURCE} AND j.source_id = p.id)
          ORDER BY p.id LIMIT ${batch}`
      ).map((r) => r.id),
    async (tx, id) => {
      const p = await tx.payment.findUniqueOrThrow({
        where: { id },
        select: {
          code: true,
          status: true,
          paymentDate: true,
          cancelledAt: true,
          createdById: true,
          officeId: true,
          order: { select: { code: true, originOfficeId: true } },
        },
      });
      const lines = await paymentMethodLines(tx, id);
      const ctx = {
        sourceType: PAYMENT_SOURCE,
        sourceId: id,
        officeId: p.order?.originOfficeId ?? p.officeId,
        ...MODE,
      };
      const actor = { userId: p.createdById };
      return orSkip(async () => {
        await journalReceipt(
          tx,
          lines,
          {
            ...ctx,
            date: p.paymentDate,
            description: `Pembayaran ${p.order?.code ?? ""} (${p.code})`,
          },
          actor,
        );
        if (p.status === "cancelled")
          await journalReceipt(
            tx,
            lines,
            {
              ...ctx,
              date: p.cancelledAt ? jakartaDay(p.cancelledAt) : p.paymentDate,
              description: `Pembatalan pembayaran ${p.code}`,
              reverse: true,
            },
            actor,
          );
      });
    },
    count,
  );
  take("payments");

  // Payments of reports (one method each), received by Pusat; a withdrawn one is reversed.
  await batches(
    db,
    async (tx, after) =>
      (
        await tx.$queryRaw<{ id: string }[]>`
          SELECT pb.id::text AS id FROM payment_bundles pb
          LEFT JOIN payment_method_types t ON t.id = pb.payment_method_type_id
          WHERE pb.id > ${after}::uuid AND COALESCE(t.code, '') <> 'saldo'
            AND NOT EXISTS (SELECT 1 FROM journal_entries j
              WHERE j.source_type = ${PAYMENT_BUNDLE_SOURCE} AND j.source_id = pb.id)
          ORDER BY pb.id LIMIT ${batch}`
      ).map((r) => r.id),
    async (tx, id) => {
      const [pb] = await tx.$queryRaw<
        {
          code: string;
          amount: bigint;
          method: string | null;
          office_bank_id: string | null;
          payment_date: Date;
          deleted_at: Date | null;
          created_by_id: string | null;
          pusat: string | null;
        }[]
      >`SELECT pb.code, pb.amount, t.code AS method, pb.office_bank_id::text AS office_bank_id,
               pb.payment_date, pb.deleted_at, pb.created_by_id::text AS created_by_id,
               (SELECT o.id::text FROM offices o WHERE o.office_category_id = 1 AND o.deleted_at IS NULL
                ORDER BY o.created_at LIMIT 1) AS pusat
        FROM payment_bundles pb LEFT JOIN payment_method_types t ON t.id = pb.payment_method_type_id
        WHERE pb.id = ${id}::uuid`;
      if (!pb) return true;
      const lines = [
        { methodCode: pb.method ?? "", officeBankId: pb.office_bank_id, amount: pb.amount },
      ];
      const ctx = { sourceType: PAYMENT_BUNDLE_SOURCE, sourceId: id, officeId: pb.pusat, ...MODE };
      const actor = { userId: pb.created_by_id };
      return orSkip(async () => {
        await journalReceipt(
          tx,
          lines,
          { ...ctx, date: pb.payment_date, description: `Pembayaran laporan (${pb.code})` },
          actor,
        );
        if (pb.deleted_at)
          await journalReceipt(
            tx,
            lines,
            {
              ...ctx,
              date: jakartaDay(pb.deleted_at),
              description: `Pembatalan pembayaran laporan (${pb.code})`,
              reverse: true,
            },
            actor,
          );
      });
    },
    count,
  );
  take("paymentBundles");

  // Stock adjustments at the product's purchase price.
  await batches(
    db,
    async (tx, after) =>
      (
        await tx.$queryRaw<{ id: string }[]>`
          SELECT st.id::text AS id FROM stock_trxes st JOIN products p ON p.id = st.product_id
          WHERE st.id > ${after}::uuid AND st.type = 'adjustment' AND st.source_type = 'stock-adjustments' AND p.purchase_price > 0
            AND NOT EXISTS (SELECT 1 FROM journal_entries j
              WHERE j.source_type = ${ADJUSTMENT_JOURNAL_SOURCE} AND j.source_id = st.id)
          ORDER BY st.id LIMIT ${batch}`
      ).map((r) => r.id),
    async (tx, id) => {
      const [st] = await tx.$queryRaw<
        {
          quantity: number;
          price: bigint;
          code: string;
          created_at: Date;
          office_id: string | null;
          description: string | null;
          created_by_id: string | null;
        }[]
      >`SELECT st.quantity_change AS quantity, p.purchase_price AS price, p.code, st.created_at,
               w.office_id::text AS office_id, st.description, st.user_id::text AS created_by_id
        FROM stock_trxes st JOIN products p ON p.id = st.product_id
        JOIN warehouses w ON w.id = st.warehouse_id
        WHERE st.id = ${id}::uuid`;
      if (!st) return true;
      return orSkip(() =>
        postEvent(
          tx,
          { kind: "stock_adjustment", value: BigInt(st.quantity) * st.price },
          {
            date: jakartaDay(st.created_at),
            description: `Penyesuaian stok ${st.code}: ${st.description ?? ""}`,
            sourceType: ADJUSTMENT_JOURNAL_SOURCE,
            sourceId: id,
            officeId: st.office_id,
            ...MODE,
          },
          { userId: st.created_by_id },
        ),
      );
    },
    count,
  );
  take("stockAdjustments");
  return out;
}
