// Paying an order at the Kasir (docs/payments.md): a payment split over payment methods (cash,
// transfer to one of the seller's office banks, the buyer's saldo where the seller accepts it),
// verification by another user (maker-checker), and cancelPayment (un-pays; a released order
// whose goods have not left goes back to validated and its unsent shipments are cancelled).
//
// Every use case runs on the caller's transaction. Concurrency: the order's paid_amount moves by
// one conditional UPDATE (never above final_price), so concurrent payments of one order
// serialise on its row; saldo moves through postBalance (conditional UPDATE, never below zero)
// with its balance_trxes row. The order is released when the recorded payments reach its
// final_price (at payment, not at verification: see docs/payments.md).
import { formatRupiah } from "@/lib/format";
import {
  noticeReleased,
  RELEASED_ORDER_COLUMNS,
  type ReleasedOrderInfo,
} from "@/server/stock/movements/order-notices";
import { orderedUuidv7s, uuidv7 } from "@/server/ids";
import { hasPermission, isPusat, type Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { recordStatusChange } from "@/server/history/document-history";
import { assertNotMaker } from "@/server/access/maker-checker";
import { postBalance } from "@/server/balances/post-balance";
import { journalReceipt, paymentMethodLines } from "@/server/journals/receipts";
import { AppError } from "@/server/errors";
import {
  assertOpenPeriodFor,
  openPeriodOf,
  periodLockSql,
  type LockedPeriod,
} from "@/server/periods/assert-open-period";
import { Prisma } from "@/server/generated/prisma/client";
import { OFFICE_PAYMENT_METHODS_PREFIX } from "@/server/setup/office-payment-methods";
import { recordMovementTransition } from "@/server/stock/movements/history";
import { historyRow, type MovementStatus } from "@/server/stock/movements/machine";
import { ORDER_DOCUMENT_TYPE, recordOrderTransition } from "@/server/orders/history";
import { assertOrderTransition } from "@/server/orders/machine";
import {
  loadedOrderFromJson,
  loadOrder,
  loadOrderSql,
  requireSide,
  sidesOf,
  type LoadedOrder,
  type LoadedOrderJson,
} from "@/server/orders/rules";
import { jakartaToday } from "@/lib/business-date";
import { UUID_RE } from "@/lib/schemas/master";
import { ORDER_STATUS_LABEL, type OrderStatus } from "@/lib/schemas/orders";
import type {
  TCancelPaymentInput,
  TCreatePaymentInput,
  TPaymentMethodLine,
} from "@/lib/schemas/payments";

export const PAYMENT_NOT_FOUND = "Pembayaran tidak ditemukan";
export const PAYMENT_DOCUMENT_TYPE = "payments";
const SELLER_ONLY = "Hanya kasir kantor penjual yang dapat mencatat pembayaran order ini";
/** 403: a saldo line of an office other than the caller's (ARCHITECTURE §2, docs/payments.md). */
export const SALDO_OWNER_ONLY = "Saldo hanya dapat dipakai oleh kantor pemiliknya";
const BUYER_SALDO_ONLY =
  "Pembeli hanya dapat membayar dengan saldonya sendiri; pembayaran lain dicatat kasir kantor penjual";
/** The payment method type whose amount is taken from the buyer's saldo. */
export const SALDO_METHOD = "saldo";
const PAYABLE: readonly OrderStatus[] = ["validated", "released"];
const SHIPPED: readonly MovementStatus[] = ["sent", "partially_received", "received"];

const invalid = (pointer: string, detail: string) =>
  AppError.validation([{ detail, source: { pointer } }]);
const methodPointer = (i: number, field: string) => `/data/attributes/methods/${i}/${field}`;

function codeMonth(date: Date): string {
  return `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

async function recordPaymentTransition(
  db: DbClient,
  paymentId: string,
  from: string | null,
  to: string,
  action: string,
  actor: Actor,
  note?: string | null,
): Promise<void> {
  await recordStatusChange(db, PAYMENT_DOCUMENT_TYPE, paymentId, {
    from,
    to,
    action,
    userId: actor.userId,
    note,
  });
}

export type MethodType = { id: string; code: string; name: string; requiresOfficeBank: boolean };

/**
 * The split-over-methods check shared by every payment (orders here, order bundles in
 * server/bundles): each line's type is known, active and accepted by the receiving office
 * ('Metode Pembayaran' setup); a transfer/EDC names an active bank account of the receiver.
 * 422 with one item per problem at /data/attributes/methods/{i}/{field}. Returns the types.
 */
export async function checkPaymentMethods(
  db: DbClient,
  methods: readonly TPaymentMethodLine[],
  receiverOfficeId: string,
): Promise<Map<string, MethodType>> {
  const rows = await db.$queryRaw<MethodsRead[]>`
    SELECT ${methodColumns(methods, Prisma.sql`${receiverOfficeId}::uuid`)}`;
  return checkMethodsRead(rows[0], methods);
}

type MethodsRead = { accepted: string | null; types: MethodType[] | null; banks: string[] | null };

/**
 * The columns checkMethodsRead needs, for a receiver given as an SQL expression: the active types
 * named, the receiver's 'Metode Pembayaran' setup (no row = every type accepted) and which of the
 * named banks are the receiver's active accounts.
 */
function methodColumns(methods: readonly TPaymentMethodLine[], receiver: Prisma.Sql): Prisma.Sql {
  const typeIds = [...new Set(methods.map((m) => m.payment_method_type_id))];
  const bankIds = [
    ...new Set(methods.flatMap((m) => (m.office_bank_id ? [m.office_bank_id] : []))),
  ];
  return Prisma.sql`
    (SELECT value FROM setups
     WHERE setup_key = ${OFFICE_PAYMENT_METHODS_PREFIX} || (${receiver})::text) AS accepted,
    COALESCE((SELECT json_agg(json_build_object('id', t.id, 'code', t.code, 'name', t.name,
                                                'requiresOfficeBank', t.requires_office_bank))
              FROM payment_method_types t
              WHERE t.id = ANY(${typeIds}::uuid[]) AND t.is_active), '[]'::json) AS types,
    (SELECT array_agg(b.id::text) FROM office_banks b
     WHERE b.id = ANY(${bankIds}::uuid[]) AND b.office_id = ${receiver}
       AND b.is_active AND b.deleted_at IS NULL) AS banks`;
}

function checkMethodsRead(
  found: MethodsRead | undefined,
  methods: readonly TPaymentMethodLine[],
): Map<string, MethodType> {
  const typeById = new Map((found?.types ?? []).map((t) => [t.id, t]));
  const accepted =
    found?.accepted != null ? new Set(found.accepted.split(",").map((c) => c.trim())) : null;
  const bankOk = new Set(found?.banks ?? []);
  const problems: { detail: string; source: { pointer: string } }[] = [];
  methods.forEach((m, i) => {
    const type = typeById.get(m.payment_method_type_id);
    if (!type) {
      problems.push({
        detail: "Metode pembayaran tidak dikenal",
        source: { pointer: methodPointer(i, "payment_method_type_id") },
      });
      return;
    }
    if (accepted && !accepted.has(type.code))
      problems.push({
        detail: `Metode pembayaran ${type.name} tidak diterima kantor ini`,
        source: { pointer: methodPointer(i, "payment_method_type_id") },
      });
    if (type.requiresOfficeBank && !m.office_bank_id)
      problems.push({
        detail: `Rekening bank tujuan wajib dipilih untuk ${type.name}`,
        source: { pointer: methodPointer(i, "office_bank_id") },
      });
    if (m.office_bank_id && type.requiresOfficeBank && !bankOk.has(m.office_bank_id))
      problems.push({
        detail: "Rekening bank tidak ditemukan di kantor penerima",
        source: { pointer: methodPointer(i, "office_bank_id") },
      });
  });
  if (problems.length) throw AppError.validation(problems);
  return typeById;
}

const isSaldoLine = (
  m: { payment_method_type_id: string },
  typeById: ReadonlyMap<string, MethodType>,
): boolean => typeById.get(m.payment_method_type_id)?.code === SALDO_METHOD;

/**
 * Saldo is spent only by the office that owns it (ARCHITECTURE §2): a payment with a `saldo`
 * line is posted by a user of `ownerOfficeId` (the buyer of an order, the office of a report),
 * never by the seller's Kasir, Pusat or a superadmin on its behalf (there is no recorded-consent
 * path). 403 otherwise, before anything is written.
 */
export function assertSaldoOwner(
  methods: readonly { payment_method_type_id: string }[],
  typeById: ReadonlyMap<string, MethodType>,
  ownerOfficeId: string,
  actor: Actor,
): void {
  if (actor.officeId === ownerOfficeId) return;
  if (methods.some((m) => isSaldoLine(m, typeById))) throw AppError.forbidden(SALDO_OWNER_ONLY);
}

/**
 * Debits the payer's saldo for every `saldo` line through the one balance ledger (postBalance:
 * conditional UPDATE, never below zero, a balance_trxes row). Only the saldo's owner posts it
 * (assertSaldoOwner, 403). Not enough saldo: 422 at the line's amount with what is available.
 */
export async function debitSaldoLines(
  db: DbClient,
  methods: readonly { payment_method_type_id: string; amount: number | string }[],
  typeById: ReadonlyMap<string, MethodType>,
  source: {
    officeId: string;
    sourceType: string;
    sourceId: string;
    description: string;
    /** The payment's business date (its journal's date); default today. */
    date?: Date;
  },
  actor: Actor,
  pointerOf: (i: number) => string = (i) => methodPointer(i, "amount"),
): Promise<void> {
  assertSaldoOwner(methods, typeById, source.officeId, actor);
  for (const [i, m] of methods.entries()) {
    if (!isSaldoLine(m, typeById)) continue;
    try {
      await postBalance(
        db,
        {
          officeId: source.officeId,
          account: "balance",
          type: "order_payment",
          amount: -BigInt(m.amount),
          sourceType: source.sourceType,
          sourceId: source.sourceId,
          description: source.description,
          ...(source.date ? { date: source.date } : {}),
        },
        actor,
      );
    } catch (e) {
      if (!(e instanceof AppError) || e.code !== "VALIDATION_FAILED") throw e;
      const office = await db.office.findUnique({
        where: { id: source.officeId },
        select: { balance: true },
      });
      throw invalid(
        pointerOf(i),
        `Saldo tidak cukup: tersedia ${formatRupiah(office?.balance ?? 0n)}`,
      );
    }
  }
}

export interface CreatedPayment {
  id: string;
  orderId: string;
  buyerOfficeId: string;
  released: boolean;
}

/**
 * POST payments: the seller's Kasir records a payment of a validated (or acc-paid, not yet
 * fully paid) order, split over methods. 422 when a method is unknown or not accepted, a
 * transfer names no bank of the seller, the sum is more than what is left to pay, or the buyer's
 * saldo does not cover its part; 409 when the order does not wait for payment or the date's
 * period is closed.
 */
export async function createPayment(
  db: DbClient,
  input: TCreatePaymentInput,
  actor: Actor,
): Promise<CreatedPayment> {
  const orderMissing = () => invalid("/data/relationships/order", "Order tidak ditemukan");
  if (!UUID_RE.test(input.order)) throw orderMissing();
  const paymentDate = input.payment_date
    ? new Date(`${input.payment_date}T00:00:00Z`)
    : jakartaToday();
  // ONE statement: the order (as loadOrder), the lock on the payment date's period (as
  // assertOpenPeriodFor) and what checkPaymentMethods reads for the seller; the checks below run
  // in the order of those use cases.
  const reads = await db.$queryRaw<
    (MethodsRead & { order: LoadedOrderJson | null; periods: LockedPeriod[] | null })[]
  >`
    WITH o AS (${loadOrderSql(actor, input.order)}),
         per AS (${periodLockSql(Prisma.sql`${paymentDate}::date`)})
    SELECT (SELECT row_to_json(o) FROM o) AS "order",
           (SELECT COALESCE(json_agg(per), '[]'::json) FROM per) AS periods,
           ${methodColumns(input.methods, Prisma.sql`(SELECT "originOfficeId"::uuid FROM o)`)}`;
  const read = reads[0];
  if (!read?.order) throw orderMissing();
  const order = loadedOrderFromJson(read.order);
  // The seller's Kasir records what it receives; the buyer records only what it pays from its
  // own saldo (saldo is spent by its owner alone, assertSaldoOwner below).
  const asBuyer = buyerOnly(actor, order);
  requireSide(actor, order, [asBuyer ? "destination" : "origin"], "payments.create", SELLER_ONLY);
  if (!PAYABLE.includes(order.status) || order.paidAmount >= order.finalPrice)
    throw AppError.conflict(
      `Order ini tidak menunggu pembayaran (status sekarang: ${ORDER_STATUS_LABEL[order.status]}${
        order.paidAmount >= order.finalPrice && PAYABLE.includes(order.status) ? ", lunas" : ""
      })`,
    );
  const { periodId } = openPeriodOf(
    read.periods ?? [],
    paymentDate,
    input.payment_date ? "/data/attributes/payment_date" : undefined,
  );
  const typeById = checkMethodsRead(read, input.methods);
  assertSaldoOwner(input.methods, typeById, order.destinationOfficeId, actor);
  if (asBuyer && input.methods.some((m) => !isSaldoLine(m, typeById)))
    throw AppError.forbidden(BUYER_SALDO_ONLY);

  const amount = input.methods.reduce((s, m) => s + BigInt(m.amount), 0n);
  const remaining = order.finalPrice - order.paidAmount;
  if (amount > remaining)
    throw invalid(
      "/data/attributes/amount",
      `Pembayaran ${formatRupiah(amount)} melebihi sisa tagihan ${formatRupiah(remaining)}`,
    );

  // The order first: concurrent payments of one order serialise on its row, never above final.
  // The payment that completes a validated order releases it in the same UPDATE (`was` is the
  // state the row had under the lock), which also returns what the warehouse's notice names.
  const moved = await db.$queryRaw<
    ({ paid: bigint; final: bigint; status: OrderStatus; was: OrderStatus } & ReleasedOrderInfo)[]
  >`
    UPDATE orders o SET paid_amount = o.paid_amount + ${amount},
      is_paid = (o.paid_amount + ${amount} >= o.final_price),
      paid_at = CASE WHEN o.paid_amount + ${amount} >= o.final_price THEN now() ELSE o.paid_at END,
      status = CASE WHEN o.paid_amount + ${amount} >= o.final_price AND o.status = 'validated'
                    THEN 'released'::order_status ELSE o.status END,
      updated_at = now()
    FROM (SELECT id, status FROM orders WHERE id = ${order.id}::uuid FOR UPDATE) was,
         offices oo, offices d
    WHERE o.id = was.id AND o.deleted_at IS NULL
      AND o.status::text IN ('validated', 'released')
      AND o.paid_amount + ${amount} <= o.final_price
      AND oo.id = o.origin_office_id AND d.id = o.destination_office_id
    RETURNING o.paid_amount AS paid, o.final_price AS final, o.status::text AS status,
              was.status::text AS was, ${RELEASED_ORDER_COLUMNS}`;
  const after = moved[0];
  if (!after) {
    const now = await db.order.findUniqueOrThrow({
      where: { id: order.id },
      select: { paidAmount: true, finalPrice: true, status: true },
    });
    if (!PAYABLE.includes(now.status))
      throw AppError.conflict("Order sudah diubah oleh pengguna lain");
    const left = now.finalPrice - now.paidAmount;
    throw invalid(
      "/data/attributes/amount",
      `Pembayaran ${formatRupiah(amount)} melebihi sisa tagihan ${formatRupiah(left > 0n ? left : 0n)}`,
    );
  }
  const released = after.was === "validated" && after.status === "released";

  // The payment, its method lines, its history row and (when it released the order) the
  // order's, in one statement; the code comes from payment_code_seq inside the INSERT.
  const paymentId = uuidv7();
  const lineIds = orderedUuidv7s(input.methods.length);
  const [paymentHistoryId, orderHistoryId] = orderedUuidv7s(2);
  const inserted = await db.$queryRaw<{ code: string }[]>`
    WITH p AS (
      INSERT INTO payments (id, code, order_id, office_id, amount, status, payment_date, period_id,
                            description, created_by_id, created_at, updated_at)
      VALUES (${paymentId}::uuid,
              'PAY-' || ${codeMonth(paymentDate)} || '-' || lpad(nextval('payment_code_seq')::text, 6, '0'),
              ${order.id}::uuid, ${order.destinationOfficeId}::uuid, ${amount}, 'pending',
              ${paymentDate}::date, ${periodId}::uuid, ${input.description ?? null},
              ${actor.userId}::uuid, now(), now())
      RETURNING id, code
    ), m AS (
      INSERT INTO payment_methods (id, payment_id, payment_method_type_id, office_bank_id, amount,
                                   reference_number, description, created_at, updated_at)
      SELECT x.id, p.id, x.type_id, x.bank_id, x.amount, x.ref, x.note, now(), now()
      FROM p, unnest(${lineIds}::uuid[],
                     ${input.methods.map((m) => m.payment_method_type_id)}::uuid[],
                     ${input.methods.map((m) =>
                       typeById.get(m.payment_method_type_id)?.requiresOfficeBank
                         ? (m.office_bank_id ?? null)
                         : null,
                     )}::uuid[],
                     ${input.methods.map((m) => String(BigInt(m.amount)))}::bigint[],
                     ${input.methods.map((m) => m.reference_number ?? null)}::text[],
                     ${input.methods.map((m) => m.description ?? null)}::text[])
           AS x(id, type_id, bank_id, amount, ref, note)
    ), h AS (
      INSERT INTO document_status_histories (id, document_type, document_id, from_status,
                                             to_status, action, user_id, note, created_at)
      SELECT ${paymentHistoryId}::uuid, ${PAYMENT_DOCUMENT_TYPE}, p.id, NULL, 'pending', 'create',
             ${actor.userId}::uuid, NULL, now() FROM p
      UNION ALL
      SELECT ${orderHistoryId}::uuid, ${ORDER_DOCUMENT_TYPE}, ${order.id}::uuid, 'validated',
             'released', 'release', ${actor.userId}::uuid, 'Lunas (' || p.code || ')', clock_timestamp()
      FROM p WHERE ${released}::boolean
    )
    SELECT code FROM p`;
  const payment = { id: paymentId, code: inserted[0]!.code };
  // Saldo parts leave the buyer's balance through the one balance ledger.
  await debitSaldoLines(
    db,
    input.methods,
    typeById,
    {
      officeId: order.destinationOfficeId,
      sourceType: PAYMENT_DOCUMENT_TYPE,
      sourceId: payment.id,
      description: `Pembayaran ${order.code} (${payment.code})`,
      date: paymentDate,
    },
    actor,
  );
  // Cash, bank and giro lines: received by the seller, journalled with the payment.
  await journalReceipt(
    db,
    input.methods.map((m) => ({
      methodCode: typeById.get(m.payment_method_type_id)?.code ?? "",
      officeBankId: typeById.get(m.payment_method_type_id)?.requiresOfficeBank
        ? (m.office_bank_id ?? null)
        : null,
      amount: BigInt(m.amount),
    })),
    {
      date: paymentDate,
      description: `Pembayaran ${order.code} (${payment.code})`,
      sourceType: PAYMENT_DOCUMENT_TYPE,
      sourceId: payment.id,
      officeId: order.originOfficeId,
    },
    actor,
  );
  // The origin warehouse is told the order is ready to pack (pushed after the commit when the
  // caller runs the transaction through withNotices).
  if (released) await noticeReleased(db, after);
  return { id: payment.id, orderId: order.id, buyerOfficeId: order.destinationOfficeId, released };
}

/** True when the caller acts for the buyer of `order` only (not its seller, not superadmin). */
function buyerOnly(actor: Actor, order: LoadedOrder): boolean {
  const sides = sidesOf(actor, order);
  return sides.has("destination") && !sides.has("origin");
}

/** The payment as the caller may see it (paymentWhere), 404 otherwise. */
export async function loadPayment(db: DbClient, actor: Actor, id: string) {
  if (!UUID_RE.test(id)) throw AppError.notFound(PAYMENT_NOT_FOUND);
  const scope = paymentWhere(actor);
  const row = await db.payment.findFirst({
    where: { id, deletedAt: null, ...(scope ?? {}) },
    select: {
      id: true,
      code: true,
      status: true,
      amount: true,
      orderId: true,
      officeId: true,
      paymentDate: true,
      createdById: true,
      order: { select: { originOfficeId: true } },
    },
  });
  if (!row) throw AppError.notFound(PAYMENT_NOT_FOUND);
  return row;
}

const NO_OFFICE = "00000000-0000-0000-0000-000000000000";

/**
 * Row scope of payments: Pusat (with payments.view) and superadmin all; any other office the
 * payments it makes (the buyer, `office_id`) and those of the orders it sells.
 */
export function paymentWhere(actor: Actor): Record<string, unknown> | null {
  if (actor.isSuperadmin || (isPusat(actor) && hasPermission(actor, "payments.view"))) return null;
  const office = actor.officeId ?? NO_OFFICE;
  return { OR: [{ officeId: office }, { order: { originOfficeId: office } }] };
}

/** Only the seller's side (the office that received the payment) verifies or edits it. */
export function requireReceiver(
  actor: Actor,
  p: { order: { originOfficeId: string } | null },
  permission: string,
) {
  if (!hasPermission(actor, permission)) throw AppError.forbidden();
  if (!actor.isSuperadmin && p.order?.originOfficeId !== actor.officeId)
    throw AppError.forbidden("Hanya kasir kantor penerima pembayaran yang dapat melakukan ini");
}

/**
 * POST payments/{id}/-actions/verify: a pending payment becomes verified (with every method
 * line), by a user other than its maker (403). 409 once verified or cancelled.
 */
export async function verifyPayment(db: DbClient, id: string, actor: Actor): Promise<void> {
  const p = await loadPayment(db, actor, id);
  requireReceiver(actor, p, "payments.verify");
  if (p.status !== "pending")
    throw AppError.conflict(
      p.status === "verified" ? "Pembayaran sudah diverifikasi" : "Pembayaran sudah dibatalkan",
    );
  assertNotMaker(p.createdById, actor);
  await assertOpenPeriodFor(db, p.paymentDate);
  const now = new Date();
  const res = await db.payment.updateMany({
    where: { id: p.id, status: "pending" },
    data: { status: "verified", verifiedAt: now, verifiedById: actor.userId },
  });
  if (res.count !== 1) throw AppError.conflict("Pembayaran sudah diubah oleh pengguna lain");
  await db.paymentMethod.updateMany({
    where: { paymentId: p.id, isVerified: false },
    data: { isVerified: true, verifiedAt: now },
  });
  await recordPaymentTransition(db, p.id, "pending", "verified", "verify", actor);
}

/**
 * POST payment-methods/{id}/-actions/verify: one line of a pending payment is checked (a
 * transfer seen on the bank statement); when every line is, the payment is verified too.
 */
export async function verifyPaymentMethod(db: DbClient, id: string, actor: Actor): Promise<string> {
  if (!UUID_RE.test(id)) throw AppError.notFound("Metode pembayaran tidak ditemukan");
  const scope = paymentWhere(actor);
  const line = await db.paymentMethod.findFirst({
    where: { id, deletedAt: null, payment: { deletedAt: null, ...(scope ?? {}) } },
    select: { id: true, isVerified: true, paymentId: true },
  });
  if (!line) throw AppError.notFound("Metode pembayaran tidak ditemukan");
  const p = await loadPayment(db, actor, line.paymentId);
  requireReceiver(actor, p, "payment-methods.verify");
  if (p.status !== "pending" || line.isVerified)
    throw AppError.conflict("Metode pembayaran ini sudah diverifikasi atau dibatalkan");
  assertNotMaker(p.createdById, actor);
  await assertOpenPeriodFor(db, p.paymentDate);
  const res = await db.paymentMethod.updateMany({
    where: { id: line.id, isVerified: false },
    data: { isVerified: true, verifiedAt: new Date() },
  });
  if (res.count !== 1) throw AppError.conflict("Metode pembayaran sudah diubah oleh pengguna lain");
  const left = await db.paymentMethod.count({
    where: { paymentId: p.id, deletedAt: null, isVerified: false },
  });
  if (left === 0) await verifyPayment(db, p.id, actor);
  return line.id;
}

/** PATCH payment-methods/{id}: reference and note of a line while its payment is pending. */
export async function updatePaymentMethod(
  db: DbClient,
  id: string,
  input: { reference_number?: string | null; description?: string | null },
  actor: Actor,
): Promise<void> {
  if (!UUID_RE.test(id)) throw AppError.notFound("Metode pembayaran tidak ditemukan");
  const scope = paymentWhere(actor);
  const line = await db.paymentMethod.findFirst({
    where: { id, deletedAt: null, payment: { deletedAt: null, ...(scope ?? {}) } },
    select: { id: true, paymentId: true },
  });
  if (!line) throw AppError.notFound("Metode pembayaran tidak ditemukan");
  const p = await loadPayment(db, actor, line.paymentId);
  requireReceiver(actor, p, "payment-methods.update");
  if (p.status !== "pending")
    throw AppError.conflict("Metode pembayaran hanya dapat diubah sebelum diverifikasi");
  await db.paymentMethod.update({
    where: { id: line.id },
    data: {
      ...(input.reference_number !== undefined ? { referenceNumber: input.reference_number } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
    },
  });
}

/** PATCH payments/{id}: the note (amounts change only by cancelling and paying again). */
export async function updatePayment(
  db: DbClient,
  id: string,
  input: { description?: string | null },
  actor: Actor,
): Promise<void> {
  const p = await loadPayment(db, actor, id);
  requireReceiver(actor, p, "payments.update");
  if (p.status === "cancelled") throw AppError.conflict("Pembayaran sudah dibatalkan");
  if (input.description !== undefined)
    await db.payment.update({ where: { id: p.id }, data: { description: input.description } });
}

/**
 * PATCH orders/{id}/-actions/cancelPayment: the seller's Kasir (orders.cancel-payment) cancels
 * the order's payments (or the one named by payment_id) with a reason. Saldo parts go back to
 * the buyer (order_refund on the same ledger). The order is un-paid; a released order that was
 * not acc-paid goes back to validated and its draft/packed shipments are cancelled; once goods
 * have left it is a 409 and nothing changes.
 */
export async function cancelOrderPayment(
  db: DbClient,
  orderId: string,
  input: TCancelPaymentInput,
  actor: Actor,
): Promise<void> {
  // Locked: a shipment created (or a payment recorded) meanwhile waits for this transaction, so
  // the shipments read below are every shipment the order has.
  const order = await loadOrder(db, actor, orderId, { lock: true });
  // The buyer cancels what it paid from its own saldo while the seller has not verified it;
  // everything else is the seller's Kasir's (orders.cancel-payment).
  const asBuyer = buyerOnly(actor, order);
  requireSide(
    actor,
    order,
    [asBuyer ? "destination" : "origin"],
    asBuyer ? "payments.create" : "orders.cancel-payment",
    "Hanya kasir kantor penjual yang dapat membatalkan pembayaran",
  );
  const payments = await db.payment.findMany({
    where: {
      orderId: order.id,
      deletedAt: null,
      status: asBuyer ? "pending" : { not: "cancelled" },
      ...(asBuyer
        ? { paymentMethods: { every: { paymentMethodType: { code: SALDO_METHOD } } } }
        : {}),
      ...(input.payment_id ? { id: input.payment_id } : {}),
    },
    select: { id: true, code: true, status: true, amount: true, paymentDate: true },
    orderBy: { createdAt: "asc" },
  });
  if (!payments.length)
    throw input.payment_id
      ? invalid("/data/attributes/payment_id", "Pembayaran aktif order ini tidak ditemukan")
      : AppError.conflict("Order ini belum memiliki pembayaran yang dapat dibatalkan");
  for (const p of payments) await assertOpenPeriodFor(db, p.paymentDate);
  const { accPaymentAt } = await db.order.findUniqueOrThrow({
    where: { id: order.id },
    select: { accPaymentAt: true },
  });
  const total = payments.reduce((s, p) => s + p.amount, 0n);
  // A released order that was released by its payment goes back to validated.
  const unRelease = order.status === "released" && accPaymentAt === null;
  const movements = unRelease
    ? await db.stockMovement.findMany({
        where: { orderId: order.id, deletedAt: null, status: { not: "cancelled" } },
        select: { id: true, code: true, status: true },
      })
    : [];
  if (unRelease) {
    assertOrderTransition("cancel-payment", order.status);
    const shipped = movements.find((m) => SHIPPED.includes(m.status));
    if (shipped)
      throw AppError.conflict(
        `Barang sudah dikirim (${shipped.code}); pembayaran tidak dapat dibatalkan`,
      );
  }
  const now = new Date();
  for (const p of payments) {
    const res = await db.payment.updateMany({
      where: { id: p.id, status: p.status },
      data: { status: "cancelled", cancelledAt: now, cancelReason: input.cancel_reason },
    });
    if (res.count !== 1) throw AppError.conflict("Pembayaran sudah diubah oleh pengguna lain");
    const saldo = await db.paymentMethod.findMany({
      where: { paymentId: p.id, deletedAt: null, paymentMethodType: { code: SALDO_METHOD } },
      select: { amount: true },
    });
    const refund = saldo.reduce((s, m) => s + m.amount, 0n);
    if (refund > 0n)
      await postBalance(
        db,
        {
          officeId: order.destinationOfficeId,
          account: "balance",
          type: "order_refund",
          amount: refund,
          sourceType: PAYMENT_DOCUMENT_TYPE,
          sourceId: p.id,
          description: `Pembatalan pembayaran ${p.code} (${order.code})`,
        },
        actor,
      );
    // Its cash, bank and giro lines are given back (reversed on today's date).
    await journalReceipt(
      db,
      await paymentMethodLines(db, p.id),
      {
        date: jakartaToday(),
        description: `Pembatalan pembayaran ${p.code} (${order.code})`,
        sourceType: PAYMENT_DOCUMENT_TYPE,
        sourceId: p.id,
        officeId: order.originOfficeId,
        reverse: true,
      },
      actor,
    );
    await recordPaymentTransition(
      db,
      p.id,
      p.status,
      "cancelled",
      "cancel",
      actor,
      input.cancel_reason,
    );
  }
  const res = await db.order.updateMany({
    where: { id: order.id, status: order.status, deletedAt: null, paidAmount: { gte: total } },
    data: {
      paidAmount: { decrement: total },
      isPaid: false,
      paidAt: null,
      ...(unRelease ? { status: "validated" as const } : {}),
    },
  });
  if (res.count !== 1) throw AppError.conflict("Order sudah diubah oleh pengguna lain");
  if (unRelease) {
    for (const m of movements) {
      const moved = await db.stockMovement.updateMany({
        where: { id: m.id, status: m.status },
        data: { status: "cancelled", cancelledAt: now, cancelReason: input.cancel_reason },
      });
      if (moved.count !== 1) throw AppError.conflict("Pengiriman sudah diubah oleh pengguna lain");
      await recordMovementTransition(
        db,
        historyRow(m.id, m.status, "cancelled", "cancel", actor.userId, input.cancel_reason),
      );
    }
    await recordOrderTransition(db, {
      orderId: order.id,
      from: "released",
      to: "validated",
      action: "cancel-payment",
      userId: actor.userId,
      note: input.cancel_reason,
    });
  }
}
