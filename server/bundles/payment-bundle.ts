// Payments of order bundles (docs/money.md "Order and payment bundles"). A payment bundle is
// one payment of a report with one method; `pay` splits a payment over several methods (one
// payment bundle per line) with the SAME method checks as an order's payment
// (checkPaymentMethods: accepted by Pusat, a transfer names one of Pusat's accounts) and saldo
// lines debited through the one balance ledger (debitSaldoLines). Pusat's Kasir verifies each
// (maker-checker, exactly once); the report is paid (is_paid) when its verified payments reach
// its total. The bundle row is locked first, so concurrent payments of one report serialise and
// never exceed what is left.
import type { Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { assertNotMaker } from "@/server/access/maker-checker";
import { postBalance } from "@/server/balances/post-balance";
import { journalReceipt } from "@/server/journals/receipts";
import { AppError } from "@/server/errors";
import { assertOpenPeriodFor } from "@/server/periods/assert-open-period";
import { formatRupiah } from "@/lib/format";
import {
  assertSaldoOwner,
  checkPaymentMethods,
  debitSaldoLines,
  SALDO_METHOD,
} from "@/server/payments/pay-order";
import { jakartaToday } from "@/lib/business-date";
import { UUID_RE } from "@/lib/schemas/master";
import type {
  TCreatePaymentBundleInput,
  TPayOrderBundleInput,
  TUpdatePaymentBundleInput,
} from "@/lib/schemas/bundles";
import type { TPaymentMethodLine } from "@/lib/schemas/payments";
import {
  bundleStatus,
  loadBundle,
  loadLockedBundle,
  lockBundle,
  nextBundleCode,
  ORDER_BUNDLE_DOCUMENT,
  PAYMENT_BUNDLE_DOCUMENT,
  PAYMENT_BUNDLE_NOT_FOUND,
  paymentBundleWhere,
  pusatOffice,
  recordBundleTransition,
  recordedPayments,
  requireOwnerSide,
  requirePusat,
} from "./rules";

const invalid = (pointer: string, detail: string) =>
  AppError.validation([{ detail, source: { pointer } }]);

/**
 * POST order-bundles/{id}/-actions/pay: the report's office (or Pusat's Kasir on its behalf)
 * pays a sent report, split over methods: one pending payment bundle per line. 409 for a draft
 * or a paid report or a closed period; 422 for a method problem, more than what is left, or
 * saldo that does not cover its line.
 */
export async function payOrderBundle(
  db: DbClient,
  bundleId: string,
  input: TPayOrderBundleInput,
  actor: Actor,
  pointerOf: (i: number, field: string) => string = (i, f) => `/data/attributes/methods/${i}/${f}`,
): Promise<string[]> {
  const b = await loadLockedBundle(db, actor, bundleId);
  requireOwnerSide(actor, b.officeId, "order-bundles.pay");
  if (!b.isSubmitted)
    throw AppError.conflict("Laporan harus dikirim sebelum dibayar (status sekarang: Draft)");
  if (b.isPaid) throw AppError.conflict("Laporan ini sudah lunas");
  const paymentDate = input.payment_date
    ? new Date(`${input.payment_date}T00:00:00Z`)
    : jakartaToday();
  await assertOpenPeriodFor(
    db,
    paymentDate,
    "periods",
    input.payment_date ? "/data/attributes/payment_date" : undefined,
  );
  const pusat = await pusatOffice(db);
  const typeById = await checkPaymentMethods(db, input.methods, pusat.id);
  // Pusat's Kasir may pay a report on its office's behalf, but not from that office's saldo.
  assertSaldoOwner(input.methods, typeById, b.officeId, actor);

  const left = b.totalPrice - (await recordedPayments(db, b.id));
  const amount = input.methods.reduce((s, m) => s + BigInt(m.amount), 0n);
  if (amount > left)
    throw invalid(
      "/data/attributes/amount",
      `Pembayaran ${formatRupiah(amount)} melebihi sisa tagihan laporan ${formatRupiah(left > 0n ? left : 0n)}`,
    );

  const ids: string[] = [];
  for (const [i, m] of input.methods.entries()) {
    const type = typeById.get(m.payment_method_type_id);
    const row = await db.paymentBundle.create({
      data: {
        code: await nextBundleCode(db, "payment", paymentDate),
        orderBundleId: b.id,
        officeId: b.officeId,
        paymentMethodTypeId: m.payment_method_type_id,
        officeBankId: type?.requiresOfficeBank ? (m.office_bank_id ?? null) : null,
        amount: BigInt(m.amount),
        paymentDate,
        referenceNumber: m.reference_number ?? null,
        description: m.description ?? input.description ?? null,
        createdById: actor.userId,
      },
      select: { id: true, code: true },
    });
    await debitSaldoLines(
      db,
      [m],
      typeById,
      {
        officeId: b.officeId,
        sourceType: PAYMENT_BUNDLE_DOCUMENT,
        sourceId: row.id,
        description: `Pembayaran laporan ${b.code} (${row.code})`,
        date: paymentDate,
      },
      actor,
      () => pointerOf(i, "amount"),
    );
    // A cash, bank or giro line is received by Pusat (a saldo line was journalled just above).
    await journalReceipt(
      db,
      [
        {
          methodCode: type?.code ?? "",
          officeBankId: type?.requiresOfficeBank ? (m.office_bank_id ?? null) : null,
          amount: BigInt(m.amount),
        },
      ],
      {
        date: paymentDate,
        description: `Pembayaran laporan ${b.code} (${row.code})`,
        sourceType: PAYMENT_BUNDLE_DOCUMENT,
        sourceId: row.id,
        officeId: pusat.id,
      },
      actor,
    );
    await recordBundleTransition(db, {
      documentType: PAYMENT_BUNDLE_DOCUMENT,
      documentId: row.id,
      from: null,
      to: "pending",
      action: "create",
      userId: actor.userId,
    });
    ids.push(row.id);
  }
  return ids;
}

/** POST payment-bundles: one payment of a report with one method (pay with a single line). */
export async function createPaymentBundle(
  db: DbClient,
  input: TCreatePaymentBundleInput,
  actor: Actor,
): Promise<string> {
  const bundleId = input["order-bundle"];
  await loadBundle(db, actor, bundleId).catch((e: unknown) => {
    if (e instanceof AppError && e.code === "NOT_FOUND")
      throw invalid("/data/relationships/order-bundle", "Laporan tidak ditemukan");
    throw e;
  });
  const line: TPaymentMethodLine = {
    payment_method_type_id: input.payment_method_type_id,
    office_bank_id: input.office_bank_id ?? null,
    amount: input.amount,
    reference_number: input.reference_number ?? null,
    description: input.description ?? null,
  };
  const ids = await payOrderBundle(
    db,
    bundleId,
    { methods: [line], payment_date: input.payment_date, description: input.description },
    actor,
    (_i, f) => `/data/attributes/${f}`,
  ).catch((e: unknown) => {
    // A single line answers at its own fields, not at methods/0.
    if (e instanceof AppError && e.code === "VALIDATION_FAILED" && e.items)
      throw AppError.validation(
        e.items.map((it) => ({
          detail: it.detail,
          source: {
            pointer: (it.source?.pointer ?? "").replace(
              "/data/attributes/methods/0/",
              "/data/attributes/",
            ),
          },
        })),
      );
    throw e;
  });
  const id = ids[0];
  if (!id) throw AppError.conflict("Pembayaran laporan tidak tercatat");
  return id;
}

async function loadPaymentBundle(db: DbClient, actor: Actor, id: string) {
  if (!UUID_RE.test(id)) throw AppError.notFound(PAYMENT_BUNDLE_NOT_FOUND);
  const row = await db.paymentBundle.findFirst({
    where: { id, deletedAt: null, ...(paymentBundleWhere(actor) ?? {}) },
    select: {
      id: true,
      code: true,
      amount: true,
      isVerified: true,
      officeId: true,
      orderBundleId: true,
      paymentDate: true,
      createdById: true,
      officeBankId: true,
      paymentMethodType: { select: { code: true } },
      orderBundle: { select: { code: true, isSubmitted: true, isValidated: true } },
    },
  });
  if (!row) throw AppError.notFound(PAYMENT_BUNDLE_NOT_FOUND);
  return row;
}

/**
 * payment-bundles/{id}/-actions/verify: Pusat's Kasir (payment-bundles.verify) confirms a
 * payment, never its maker (403), exactly once (409 the second time). The report's paid amount
 * grows by it; reaching the total makes the report paid (history row `paid`).
 */
export async function verifyPaymentBundle(db: DbClient, id: string, actor: Actor): Promise<void> {
  const p = await loadPaymentBundle(db, actor, id);
  requirePusat(actor, "payment-bundles.verify", "Hanya kasir Pusat yang dapat memverifikasi");
  if (p.isVerified) throw AppError.conflict("Pembayaran laporan sudah diverifikasi");
  assertNotMaker(p.createdById, actor);
  await assertOpenPeriodFor(db, p.paymentDate);
  await lockBundle(db, p.orderBundleId);
  const res = await db.paymentBundle.updateMany({
    where: { id: p.id, isVerified: false, deletedAt: null },
    data: { isVerified: true, verifiedAt: new Date() },
  });
  if (res.count !== 1) throw AppError.conflict("Pembayaran laporan sudah diverifikasi");
  await recordBundleTransition(db, {
    documentType: PAYMENT_BUNDLE_DOCUMENT,
    documentId: p.id,
    from: "pending",
    to: "verified",
    action: "verify",
    userId: actor.userId,
  });
  const rows = await db.$queryRaw<{ paid: bigint; total: bigint; is_paid: boolean }[]>`
    UPDATE order_bundles SET paid_amount = paid_amount + ${p.amount}, updated_at = now()
    WHERE id = ${p.orderBundleId}::uuid
    RETURNING paid_amount AS paid, total_price AS total, is_paid`;
  const after = rows[0];
  if (after && !after.is_paid && after.paid >= after.total) {
    await db.orderBundle.update({
      where: { id: p.orderBundleId },
      data: { isPaid: true, paidAt: new Date() },
    });
    await recordBundleTransition(db, {
      documentType: ORDER_BUNDLE_DOCUMENT,
      documentId: p.orderBundleId,
      from: bundleStatus(p.orderBundle),
      to: "paid",
      action: "paid",
      userId: actor.userId,
      note: `Lunas (${p.code})`,
    });
  }
}

/** PATCH payment-bundles/{id}: reference and note while not verified (the payer's side). */
export async function updatePaymentBundle(
  db: DbClient,
  id: string,
  input: TUpdatePaymentBundleInput,
  actor: Actor,
): Promise<void> {
  const p = await loadPaymentBundle(db, actor, id);
  requireOwnerSide(actor, p.officeId, "payment-bundles.update");
  if (p.isVerified)
    throw AppError.conflict("Pembayaran laporan yang sudah diverifikasi tidak dapat diubah");
  await db.paymentBundle.update({
    where: { id: p.id },
    data: {
      ...(input.reference_number !== undefined ? { referenceNumber: input.reference_number } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
    },
  });
}

/**
 * DELETE payment-bundles/{id}: a payment not yet verified is withdrawn (soft delete); a saldo
 * payment goes back to the office's saldo on the same ledger. 409 once verified.
 */
export async function deletePaymentBundle(db: DbClient, id: string, actor: Actor): Promise<void> {
  const p = await loadPaymentBundle(db, actor, id);
  requireOwnerSide(actor, p.officeId, "payment-bundles.delete");
  if (p.isVerified)
    throw AppError.conflict("Pembayaran laporan yang sudah diverifikasi tidak dapat dihapus");
  await assertOpenPeriodFor(db, p.paymentDate);
  const res = await db.paymentBundle.updateMany({
    where: { id: p.id, isVerified: false, deletedAt: null },
    data: { deletedAt: new Date() },
  });
  if (res.count !== 1)
    throw AppError.conflict("Pembayaran laporan sudah diubah oleh pengguna lain");
  if (p.paymentMethodType?.code === SALDO_METHOD)
    await postBalance(
      db,
      {
        officeId: p.officeId,
        account: "balance",
        type: "order_refund",
        amount: p.amount,
        sourceType: PAYMENT_BUNDLE_DOCUMENT,
        sourceId: p.id,
        description: `Pembatalan pembayaran laporan ${p.orderBundle.code} (${p.code})`,
      },
      actor,
    );
  else
    await journalReceipt(
      db,
      [
        {
          methodCode: p.paymentMethodType?.code ?? "",
          officeBankId: p.officeBankId,
          amount: p.amount,
        },
      ],
      {
        date: jakartaToday(),
        description: `Pembatalan pembayaran laporan ${p.orderBundle.code} (${p.code})`,
        sourceType: PAYMENT_BUNDLE_DOCUMENT,
        sourceId: p.id,
        officeId: (await pusatOffice(db)).id,
        reverse: true,
      },
      actor,
    );
  await recordBundleTransition(db, {
    documentType: PAYMENT_BUNDLE_DOCUMENT,
    documentId: p.id,
    from: "pending",
    to: "deleted",
    action: "delete",
    userId: actor.userId,
  });
}
