// POST balance-trxes/-actions/approveTopupStockist ('Topup berhasil diapprove'): a pending top-up
// becomes approved and the office's saldo (or SC deposit) grows by its amount, with its ledger row
// (balance_trxes), all in one transaction (docs/data-model.md §4.7, §5).
//
// Exactly once under concurrency: the pending -> approved step is a conditional UPDATE, so of two
// simultaneous approvals only one changes a row; the other finds no pending top-up and answers 409.
// The balance itself moves with an atomic increment that returns the new value for balance_after.
import type { Db } from "@/server/prisma-client";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { requirePusatWith } from "@/server/master/access";
import type { DbClient } from "@/server/auth/db-client";
import type { Prisma } from "@/server/generated/prisma/client";

export const TOPUP_ALREADY_APPROVED = "Topup sudah diapprove";
export const TOPUP_ALREADY_REJECTED = "Topup sudah ditolak";

/**
 * Moves a pending top-up to its outcome (approved or rejected) with one conditional UPDATE: of two
 * racing decisions only one changes the row. 404 for an unknown top-up, 409 once decided.
 */
export async function claimPendingTopup(
  tx: DbClient,
  topupId: string,
  data: Prisma.TopupUncheckedUpdateManyInput,
): Promise<void> {
  const claimed = await tx.topup.updateMany({ where: { id: topupId, status: "pending" }, data });
  if (claimed.count === 1) return;
  const found = await tx.topup.findUnique({ where: { id: topupId }, select: { status: true } });
  if (!found) throw AppError.notFound("Topup tidak ditemukan");
  throw AppError.conflict(
    found.status === "approved" ? TOPUP_ALREADY_APPROVED : TOPUP_ALREADY_REJECTED,
  );
}

export async function approveTopupStockist(
  db: Db,
  input: { topupId: string },
  actor: Actor,
): Promise<string> {
  requirePusatWith(actor, "balance-trxes.approve-topup");
  const { topupId } = input;
  return db.$transaction(async (tx) => {
    await claimPendingTopup(tx, topupId, {
      status: "approved",
      approvedAt: new Date(),
      approvedById: actor.userId,
    });
    const topup = await tx.topup.findUniqueOrThrow({
      where: { id: topupId },
      select: {
        code: true,
        officeId: true,
        amount: true,
        description: true,
        topupType: { select: { code: true, name: true } },
      },
    });
    const deposit = topup.topupType.code === "deposit_sc";
    const office = await tx.office.update({
      where: { id: topup.officeId },
      data: deposit
        ? { depositBalance: { increment: topup.amount } }
        : { balance: { increment: topup.amount } },
      select: { balance: true, depositBalance: true },
    });
    const trx = await tx.balanceTrx.create({
      data: {
        officeId: topup.officeId,
        account: deposit ? "deposit" : "balance",
        type: deposit ? "deposit" : "topup",
        amount: topup.amount,
        balanceAfter: deposit ? office.depositBalance : office.balance,
        sourceType: "topups",
        sourceId: topupId,
        description: topup.description ?? `${topup.topupType.name} ${topup.code}`,
        createdById: actor.userId,
      },
      select: { id: true },
    });
    await tx.documentStatusHistory.create({
      data: {
        documentType: "topups",
        documentId: topupId,
        fromStatus: "pending",
        toStatus: "approved",
        action: "approveTopupStockist",
        userId: actor.userId,
      },
    });
    return trx.id;
  });
}
