// POST payment-methods and DELETE payment-methods/{id} (SPEC §4 "Payment method: create, update,
// soft delete, delete, verify"; §7 "payment-methods CRUD"): a line added to, or removed from, a
// payment that is still pending, by the Kasir of the office that received it (permission
// payment-methods.create / .delete; docs/payments.md "Lines of a pending payment").
//
// - The payment's amount and the order's paid_amount move with the line, by the same conditional
//   UPDATE as a new payment (never above final_price; the line that pays the order in full
//   releases it, with its history row and the warehouse's notice).
// - A saldo line is never added here: saldo is spent only by its owner (ARCHITECTURE §2), and a
//   seller's cashier is not its owner. Nor removed: its money goes back to the buyer only by
//   cancelling the payment (cancelPayment), which posts the refund.
// - A line is removed only while the order still waits for payment (validated, not released:
//   once released the warehouse may be packing it; cancelPayment takes the release back), never
//   a verified line, never the payment's last line (cancel the payment instead).
// - The payment date's accounting period must be open.
import { hasPermission, type Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { assertOpenPeriodFor } from "@/server/periods/assert-open-period";
import { recordOrderTransition } from "@/server/orders/history";
import { formatRupiah } from "@/lib/format";
import { journalReceipt } from "@/server/journals/receipts";
import { PAYMENT_SOURCE } from "@/server/journals/sources";
import {
  noticeReleased,
  RELEASED_ORDER_COLUMNS,
  type ReleasedOrderInfo,
} from "@/server/stock/movements/order-notices";
import type { OrderStatus } from "@/lib/schemas/orders";
import type { TPaymentMethodCreateInput } from "@/lib/schemas/payments";
import {
  checkPaymentMethods,
  loadPayment,
  paymentWhere,
  requireReceiver,
  SALDO_METHOD,
} from "./pay-order";

const ATTR = "/data/attributes";
const LINE_NOT_FOUND = "Metode pembayaran tidak ditemukan";

const invalid = (pointer: string, detail: string) =>
  AppError.validation([{ detail, source: { pointer } }]);

/** The payment (the caller's scope), a 422 at the relationship when it names nothing it sees. */
async function paymentOf(db: DbClient, actor: Actor, id: string) {
  try {
    return await loadPayment(db, actor, id);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND")
      throw invalid("/data/relationships/payment", "Pembayaran tidak ditemukan");
    throw error;
  }
}

export async function addPaymentMethodLine(
  db: DbClient,
  input: TPaymentMethodCreateInput,
  actor: Actor,
): Promise<string> {
  if (!hasPermission(actor, "payment-methods.create")) throw AppError.forbidden();
  const p = await paymentOf(db, actor, input.payment);
  requireReceiver(actor, p, "payment-methods.create");
  if (!p.orderId || !p.order) throw AppError.conflict("Pembayaran ini bukan pembayaran order");
  if (p.status !== "pending")
    throw AppError.conflict(
      "Metode pembayaran hanya dapat ditambah sebelum pembayaran diverifikasi",
    );
  await assertOpenPeriodFor(db, p.paymentDate);
  const line = {
    payment_method_type_id: input.payment_method_type_id,
    office_bank_id: input.office_bank_id ?? null,
    amount: input.amount,
    reference_number: input.reference_number ?? null,
    description: input.description ?? null,
  };
  let types;
  try {
    types = await checkPaymentMethods(db, [line], p.order.originOfficeId);
  } catch (error) {
    // The shared check points into a payment's methods array; this body has one line.
    if (!(error instanceof AppError)) throw error;
    throw new AppError(error.code, error.message, {
      items: error.items.map((i) => ({
        ...i,
        source: { pointer: (i.source?.pointer ?? ATTR).replace(`${ATTR}/methods/0`, ATTR) },
      })),
    });
  }
  const type = types.get(line.payment_method_type_id);
  if (type?.code === SALDO_METHOD)
    throw invalid(
      `${ATTR}/payment_method_type_id`,
      "Saldo hanya dipakai oleh kantor pemiliknya: catat sebagai pembayaran baru dari saldo pembeli",
    );
  const amount = BigInt(line.amount);
  const moved = await db.$queryRaw<
    ({ status: OrderStatus; was: OrderStatus; paymentCode: string } & ReleasedOrderInfo)[]
  >`
    UPDATE orders o SET paid_amount = o.paid_amount + ${amount},
      is_paid = (o.paid_amount + ${amount} >= o.final_price),
      paid_at = CASE WHEN o.paid_amount + ${amount} >= o.final_price THEN now() ELSE o.paid_at END,
      status = CASE WHEN o.paid_amount + ${amount} >= o.final_price AND o.status = 'validated'
                    THEN 'released'::order_status ELSE o.status END,
      updated_at = now()
    FROM (SELECT id, status FROM orders WHERE id = ${p.orderId}::uuid FOR UPDATE) was,
         offices oo, offices d, payments p
    WHERE o.id = was.id AND o.deleted_at IS NULL
      AND o.status::text IN ('validated', 'released')
      AND o.paid_amount + ${amount} <= o.final_price
      AND oo.id = o.origin_office_id AND d.id = o.destination_office_id
      AND p.id = ${p.id}::uuid
    RETURNING o.status::text AS status, was.status::text AS was, p.code AS "paymentCode",
              ${RELEASED_ORDER_COLUMNS}`;
  const after = moved[0];
  if (!after) {
    const o = await db.order.findUniqueOrThrow({
      where: { id: p.orderId },
      select: { paidAmount: true, finalPrice: true },
    });
    const left = o.finalPrice - o.paidAmount;
    throw invalid(
      `${ATTR}/amount`,
      `Pembayaran ${formatRupiah(amount)} melebihi sisa tagihan ${formatRupiah(left > 0n ? left : 0n)}`,
    );
  }
  // The payment is still pending: it cannot have been verified meanwhile (conditional UPDATE).
  const res = await db.payment.updateMany({
    where: { id: p.id, status: "pending" },
    data: { amount: { increment: amount } },
  });
  if (res.count !== 1) throw AppError.conflict("Pembayaran sudah diubah oleh pengguna lain");
  const created = await db.paymentMethod.create({
    data: {
      paymentId: p.id,
      paymentMethodTypeId: line.payment_method_type_id,
      officeBankId: type?.requiresOfficeBank ? line.office_bank_id : null,
      amount,
      referenceNumber: line.reference_number,
      description: line.description,
    },
    select: { id: true },
  });
  // The added cash, bank or giro line is received by the seller: journalled with the payment
  // (docs/journals.md), so the payment's journal keeps equal to its lines.
  await journalReceipt(
    db,
    [
      {
        methodCode: type?.code ?? "",
        officeBankId: type?.requiresOfficeBank ? (line.office_bank_id ?? null) : null,
        amount,
      },
    ],
    {
      date: p.paymentDate,
      description: `Tambah metode pembayaran ${after.paymentCode}`,
      sourceType: PAYMENT_SOURCE,
      sourceId: p.id,
      officeId: p.order.originOfficeId,
    },
    actor,
  );
  if (after.was === "validated" && after.status === "released") {
    await recordOrderTransition(db, {
      orderId: p.orderId,
      from: "validated",
      to: "released",
      action: "release",
      userId: actor.userId,
      note: `Lunas (${after.paymentCode})`,
    });
    await noticeReleased(db, after);
  }
  return created.id;
}

export async function removePaymentMethodLine(
  db: DbClient,
  id: string,
  actor: Actor,
): Promise<void> {
  if (!hasPermission(actor, "payment-methods.delete")) throw AppError.forbidden();
  const scope = paymentWhere(actor);
  const line = await db.paymentMethod.findFirst({
    where: { id, deletedAt: null, payment: { deletedAt: null, ...(scope ?? {}) } },
    select: {
      id: true,
      paymentId: true,
      amount: true,
      isVerified: true,
      officeBankId: true,
      paymentMethodType: { select: { code: true } },
    },
  });
  if (!line) throw AppError.notFound(LINE_NOT_FOUND);
  const p = await loadPayment(db, actor, line.paymentId);
  requireReceiver(actor, p, "payment-methods.delete");
  if (!p.orderId) throw AppError.conflict("Pembayaran ini bukan pembayaran order");
  if (p.status !== "pending" || line.isVerified)
    throw AppError.conflict("Metode pembayaran yang sudah diverifikasi tidak dapat dihapus");
  if (line.paymentMethodType.code === SALDO_METHOD)
    throw AppError.conflict(
      "Bagian saldo dikembalikan ke pembeli dengan membatalkan pembayaran (cancelPayment)",
    );
  await assertOpenPeriodFor(db, p.paymentDate);
  const others = await db.paymentMethod.count({
    where: { paymentId: p.id, deletedAt: null, id: { not: line.id } },
  });
  if (others === 0)
    throw AppError.conflict("Baris terakhir pembayaran: batalkan pembayarannya (cancelPayment)");
  const order = await db.order.updateMany({
    where: {
      id: p.orderId,
      deletedAt: null,
      status: "validated",
      paidAmount: { gte: line.amount },
    },
    data: { paidAmount: { decrement: line.amount }, isPaid: false, paidAt: null },
  });
  if (order.count !== 1)
    throw AppError.conflict(
      "Order sudah lunas dan dirilis ke gudang: batalkan pembayarannya (cancelPayment)",
    );
  const pay = await db.payment.updateMany({
    where: { id: p.id, status: "pending", amount: { gte: line.amount } },
    data: { amount: { decrement: line.amount } },
  });
  if (pay.count !== 1) throw AppError.conflict("Pembayaran sudah diubah oleh pengguna lain");
  await db.paymentMethod.update({ where: { id: line.id }, data: { deletedAt: new Date() } });
  // The removed line is given back: its receipt is reversed (docs/journals.md).
  await journalReceipt(
    db,
    [
      {
        methodCode: line.paymentMethodType.code,
        officeBankId: line.officeBankId,
        amount: line.amount,
      },
    ],
    {
      date: p.paymentDate,
      description: `Hapus metode pembayaran ${p.code}`,
      sourceType: PAYMENT_SOURCE,
      sourceId: p.id,
      officeId: p.order?.originOfficeId ?? null,
      reverse: true,
    },
    actor,
  );
}
