// Journals of received payments (postings.ts payment_received / payment_reversed): an order's
// payment and a report's payment bundle post their cash, bank and giro lines here; their saldo
// lines are journalled by postBalance (order_payment / order_refund), so no rupiah is posted twice.
import type { DbClient } from "@/server/auth/db-client";
import { postEvent, type EventContext } from "./post-event";
import type { MethodLine } from "./postings";
import type { PostedJournal } from "./post-journal";

export const SALDO_METHOD_CODE = "saldo";

export function nonSaldo(lines: readonly MethodLine[]): MethodLine[] {
  return lines.filter((l) => l.methodCode !== SALDO_METHOD_CODE && l.amount > 0n);
}

/** Posts the receipt (or with `reverse` its reversal) of a payment's non-saldo lines. */
export function journalReceipt(
  db: DbClient,
  lines: readonly MethodLine[],
  ctx: EventContext & { reverse?: boolean },
  actor: { userId: string | null },
): Promise<PostedJournal | null> {
  const { reverse, ...rest } = ctx;
  return postEvent(
    db,
    { kind: reverse ? "payment_reversed" : "payment_received", lines: nonSaldo(lines) },
    rest,
    actor,
  );
}

/** The method lines of a recorded payment as the journal needs them. */
export async function paymentMethodLines(db: DbClient, paymentId: string): Promise<MethodLine[]> {
  const rows = await db.paymentMethod.findMany({
    where: { paymentId, deletedAt: null },
    select: { amount: true, officeBankId: true, paymentMethodType: { select: { code: true } } },
    orderBy: { id: "asc" },
  });
  return rows.map((r) => ({
    methodCode: r.paymentMethodType.code,
    officeBankId: r.officeBankId,
    amount: r.amount,
  }));
}
