// Use cases of order bundles (docs/money.md "Order and payment bundles"): an SC, KP or stockist
// bundles its sales of a period into a report (draft), sends it ('Laporan Berhasil Dikirimkan'),
// Pusat validates it; it is paid when its verified payment bundles reach its total
// (server/bundles/payment-bundle.ts). A bundled order is frozen (server/orders/rules.ts
// assertOrderWritable). Every state change writes a document_status_histories row. Each use case
// runs on the caller's transaction.
import { hasPermission, isPusat, type Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { assertNotMaker } from "@/server/access/maker-checker";
import { AppError } from "@/server/errors";
import { assertOpenPeriodFor } from "@/server/periods/assert-open-period";
import { jakartaToday } from "@/lib/business-date";
import type {
  BundleKind,
  TCreateOrderBundleInput,
  TUpdateOrderBundleInput,
} from "@/lib/schemas/bundles";
import {
  assertBundlePeriodOpen,
  attachOrders,
  bundleStatus,
  candidateIds,
  loadLockedBundle,
  nextBundleCode,
  ORDER_BUNDLE_DOCUMENT,
  recordBundleTransition,
  refreshBundleTotals,
  REPORTING_CATEGORIES,
  requireOwnerSide,
  requirePusat,
  type LoadedBundle,
} from "./rules";

const invalid = (pointer: string, detail: string) =>
  AppError.validation([{ detail, source: { pointer } }]);

/** The reporting office: the caller's own, or (Pusat only) the one named. */
async function reportingOffice(db: DbClient, actor: Actor, named: string | null | undefined) {
  const pointer = "/data/relationships/office";
  const pusat = actor.isSuperadmin || isPusat(actor);
  if (named && !pusat && named !== actor.officeId)
    throw AppError.forbidden("Laporan hanya dapat dibuat untuk kantor sendiri");
  const id = pusat ? named : actor.officeId;
  if (!id) throw invalid(pointer, "Kantor yang melapor wajib dipilih");
  const office = await db.office.findFirst({
    where: { id, deletedAt: null },
    select: { id: true, code: true, officeCategoryId: true, isActive: true },
  });
  if (!office) throw invalid(pointer, "Kantor tidak ditemukan");
  if (!REPORTING_CATEGORIES.includes(office.officeCategoryId)) {
    if (!pusat)
      throw AppError.forbidden(
        "Hanya Stockist Center, Kantor Pelayanan dan Stockist yang mengirim laporan",
      );
    throw invalid(pointer, "Kantor ini tidak mengirim laporan penjualan");
  }
  return office;
}

/** The period of the report: the one named (open), else the period of today. */
async function reportPeriod(db: DbClient, named: string | null | undefined) {
  if (!named) return (await assertOpenPeriodFor(db, jakartaToday())).periodId;
  const p = await db.period.findUnique({
    where: { id: named },
    select: { id: true, status: true, name: true },
  });
  if (!p) throw invalid("/data/relationships/period", "Periode tidak ditemukan");
  if (p.status !== "open") throw AppError.conflict(`Periode sudah ditutup: ${p.name}`);
  return p.id;
}

/** 422 at order_ids/{i} for every order the report may not take. */
async function checkOrderIds(
  db: DbClient,
  bundle: { officeId: string; periodId: string | null; kind: BundleKind; id?: string },
  orderIds: readonly string[],
): Promise<void> {
  if (!orderIds.length) throw invalid("/data/attributes/order_ids", "Minimal satu order");
  if (new Set(orderIds).size !== orderIds.length)
    throw invalid("/data/attributes/order_ids", "Order tidak boleh dipilih dua kali");
  const ok = new Set((await candidateIds(db, bundle, orderIds)).map((o) => o.id));
  const problems = orderIds.flatMap((id, i) =>
    ok.has(id.toLowerCase())
      ? []
      : [
          {
            detail:
              "Order ini tidak dapat masuk laporan (bukan penjualan kantor ini pada periode ini yang sudah divalidasi, atau sudah dilaporkan)",
            source: { pointer: `/data/attributes/order_ids/${i}` },
          },
        ],
  );
  if (problems.length) throw AppError.validation(problems);
}

async function submit(db: DbClient, b: { id: string }, actor: Actor): Promise<void> {
  const res = await db.orderBundle.updateMany({
    where: { id: b.id, deletedAt: null, isSubmitted: false },
    data: { isSubmitted: true, submittedAt: new Date() },
  });
  if (res.count !== 1) throw AppError.conflict("Laporan sudah diubah oleh pengguna lain");
  await recordBundleTransition(db, {
    documentType: ORDER_BUNDLE_DOCUMENT,
    documentId: b.id,
    from: "draft",
    to: "submitted",
    action: "submit",
    userId: actor.userId,
  });
}

/**
 * POST order-bundles: a draft report of the caller's office (Pusat: the office named) for a
 * period with the orders named (default every order of the period the report may take);
 * `submit: true` sends it at once. 422 when an order may not be taken or there is none; 409 for
 * a closed period.
 */
export async function createOrderBundle(
  db: DbClient,
  input: TCreateOrderBundleInput,
  actor: Actor,
): Promise<string> {
  if (!hasPermission(actor, "order-bundles.create")) throw AppError.forbidden();
  const office = await reportingOffice(db, actor, input.office);
  const periodId = await reportPeriod(db, input.period);
  const scope = { officeId: office.id, periodId, kind: input.kind };
  let orderIds: string[];
  if (input.order_ids) {
    await checkOrderIds(db, scope, input.order_ids);
    orderIds = input.order_ids.map((id) => id.toLowerCase());
  } else {
    orderIds = (await candidateIds(db, scope, null)).map((o) => o.id);
    if (!orderIds.length)
      throw invalid(
        "/data/attributes/order_ids",
        "Tidak ada penjualan periode ini yang belum dilaporkan",
      );
  }
  const bundle = await db.orderBundle.create({
    data: {
      code: await nextBundleCode(db, "order", jakartaToday()),
      officeId: office.id,
      periodId,
      kind: input.kind,
      description: input.description ?? null,
      createdById: actor.userId,
    },
    select: { id: true },
  });
  await attachOrders(db, { id: bundle.id, ...scope }, orderIds);
  await refreshBundleTotals(db, bundle.id);
  await recordBundleTransition(db, {
    documentType: ORDER_BUNDLE_DOCUMENT,
    documentId: bundle.id,
    from: null,
    to: "draft",
    action: "create",
    userId: actor.userId,
    note: `${orderIds.length} order`,
  });
  if (input.submit) await submit(db, bundle, actor);
  return bundle.id;
}

/** Replaces the orders of a draft: releases those left out, ties the new ones, new totals. */
async function replaceOrders(
  db: DbClient,
  b: LoadedBundle,
  orderIds: readonly string[],
  actor: Actor,
): Promise<void> {
  const scope = {
    id: b.id,
    officeId: b.officeId,
    periodId: b.periodId,
    kind: b.kind as BundleKind,
  };
  await checkOrderIds(db, scope, orderIds);
  const ids = orderIds.map((id) => id.toLowerCase());
  await db.$executeRaw`
    UPDATE orders SET order_bundle_id = NULL, updated_at = now()
    WHERE order_bundle_id = ${b.id}::uuid AND id <> ALL(${ids}::uuid[])`;
  const current = await db.order.findMany({
    where: { orderBundleId: b.id },
    select: { id: true },
  });
  const have = new Set(current.map((o) => o.id));
  await attachOrders(
    db,
    scope,
    ids.filter((id) => !have.has(id)),
  );
  await refreshBundleTotals(db, b.id);
  await recordBundleTransition(db, {
    documentType: ORDER_BUNDLE_DOCUMENT,
    documentId: b.id,
    from: "draft",
    to: "draft",
    action: "update",
    userId: actor.userId,
    note: `${ids.length} order`,
  });
}

/**
 * PATCH order-bundles/{id}: orders and note while draft (the office); `is_submitted: true` sends
 * it, `false` takes a report that waits for validation and has no payment back to draft;
 * `is_validated: true` validates (as validate-order-bundle), `false` takes a validation back,
 * only with order-bundles.unvalidate (403 otherwise).
 */
export async function updateOrderBundle(
  db: DbClient,
  id: string,
  input: TUpdateOrderBundleInput,
  actor: Actor,
): Promise<void> {
  const b = await loadLockedBundle(db, actor, id);
  if (input.is_validated === false && b.isValidated) {
    await unvalidateOrderBundle(db, b, actor);
    return;
  }
  if (input.is_validated === true && !b.isValidated) {
    await validateOrderBundle(db, id, actor);
    return;
  }
  requireOwnerSide(actor, b.officeId, "order-bundles.update");
  assertBundlePeriodOpen(b);
  const status = bundleStatus(b);
  const touchesDraft = input.order_ids !== undefined || input.description !== undefined;
  if (touchesDraft && status !== "draft")
    throw AppError.conflict(
      "Laporan yang sudah dikirim tidak dapat diubah (kembalikan ke draft terlebih dahulu)",
    );
  if (input.order_ids !== undefined) await replaceOrders(db, b, input.order_ids, actor);
  if (input.description !== undefined)
    await db.orderBundle.update({ where: { id: b.id }, data: { description: input.description } });
  if (input.is_submitted === true && status === "draft") await submit(db, b, actor);
  else if (input.is_submitted === false && status !== "draft") {
    if (status === "validated")
      throw AppError.conflict("Laporan yang sudah divalidasi tidak dapat dikembalikan ke draft");
    const paid = await db.paymentBundle.count({ where: { orderBundleId: b.id, deletedAt: null } });
    if (paid)
      throw AppError.conflict(
        "Laporan yang sudah memiliki pembayaran tidak dapat dikembalikan ke draft",
      );
    const res = await db.orderBundle.updateMany({
      where: { id: b.id, isSubmitted: true, isValidated: false, deletedAt: null },
      data: { isSubmitted: false, submittedAt: null },
    });
    if (res.count !== 1) throw AppError.conflict("Laporan sudah diubah oleh pengguna lain");
    await recordBundleTransition(db, {
      documentType: ORDER_BUNDLE_DOCUMENT,
      documentId: b.id,
      from: "submitted",
      to: "draft",
      action: "withdraw",
      userId: actor.userId,
    });
  }
}

/**
 * order-bundles/{id}/-actions/validate-order-bundle: Pusat (order-bundles.validate) validates a
 * sent report, never the user who wrote it (maker-checker, 403). 409 for a draft, a validated
 * report, or a closed period.
 */
export async function validateOrderBundle(db: DbClient, id: string, actor: Actor): Promise<void> {
  const b = await loadLockedBundle(db, actor, id);
  requirePusat(actor, "order-bundles.validate", "Hanya Pusat yang dapat memvalidasi laporan");
  if (b.isValidated) throw AppError.conflict("Laporan sudah divalidasi");
  if (!b.isSubmitted) throw AppError.conflict("Laporan belum dikirim (status sekarang: Draft)");
  assertNotMaker(b.createdById, actor);
  assertBundlePeriodOpen(b);
  const res = await db.orderBundle.updateMany({
    where: { id: b.id, isSubmitted: true, isValidated: false, deletedAt: null },
    data: { isValidated: true, validatedAt: new Date() },
  });
  if (res.count !== 1) throw AppError.conflict("Laporan sudah diubah oleh pengguna lain");
  await recordBundleTransition(db, {
    documentType: ORDER_BUNDLE_DOCUMENT,
    documentId: b.id,
    from: "submitted",
    to: "validated",
    action: "validate",
    userId: actor.userId,
  });
}

/** A validated report goes back to waiting for validation: only with order-bundles.unvalidate. */
async function unvalidateOrderBundle(db: DbClient, b: LoadedBundle, actor: Actor): Promise<void> {
  if (!hasPermission(actor, "order-bundles.unvalidate"))
    throw AppError.forbidden("Pembatalan validasi laporan membutuhkan hak akses khusus");
  requirePusat(actor, "order-bundles.unvalidate", "Hanya Pusat yang dapat membatalkan validasi");
  assertBundlePeriodOpen(b);
  const res = await db.orderBundle.updateMany({
    where: { id: b.id, isValidated: true, deletedAt: null },
    data: { isValidated: false, validatedAt: null },
  });
  if (res.count !== 1) throw AppError.conflict("Laporan sudah diubah oleh pengguna lain");
  await recordBundleTransition(db, {
    documentType: ORDER_BUNDLE_DOCUMENT,
    documentId: b.id,
    from: "validated",
    to: "submitted",
    action: "unvalidate",
    userId: actor.userId,
  });
}

/**
 * DELETE order-bundles/{id} (cancelling a report): soft delete while not validated and without
 * payments; its orders are free again. 409 otherwise.
 */
export async function deleteOrderBundle(db: DbClient, id: string, actor: Actor): Promise<void> {
  const b = await loadLockedBundle(db, actor, id);
  requireOwnerSide(actor, b.officeId, "order-bundles.delete");
  if (b.isValidated) throw AppError.conflict("Laporan yang sudah divalidasi tidak dapat dihapus");
  assertBundlePeriodOpen(b);
  const payments = await db.paymentBundle.count({
    where: { orderBundleId: b.id, deletedAt: null },
  });
  if (payments)
    throw AppError.conflict("Laporan yang sudah memiliki pembayaran tidak dapat dihapus");
  const res = await db.orderBundle.updateMany({
    where: { id: b.id, isValidated: false, deletedAt: null },
    data: { deletedAt: new Date() },
  });
  if (res.count !== 1) throw AppError.conflict("Laporan sudah diubah oleh pengguna lain");
  await db.order.updateMany({ where: { orderBundleId: b.id }, data: { orderBundleId: null } });
  await recordBundleTransition(db, {
    documentType: ORDER_BUNDLE_DOCUMENT,
    documentId: b.id,
    from: bundleStatus(b),
    to: "deleted",
    action: "delete",
    userId: actor.userId,
  });
}
