// POST balance-trxes/-actions/approveTopupStockist ('Topup berhasil diapprove'): a pending top-up
// becomes approved and the office's saldo (or SC deposit) grows by its credit_amount (the amount,
// or amount x sc_deposit_multiplier for an SC deposit, fixed at creation), with its ledger row
// (balance_trxes), all in one transaction (docs/data-model.md §4.7, §5).
//
// Exactly once under concurrency: the pending -> approved step is a conditional UPDATE, so of two
// simultaneous approvals only one changes a row; the other finds no pending top-up and answers 409.
// The balance moves through postBalance (server/balances/post-balance.ts), on the caller's
// transaction; today's (Jakarta) period must be open and stays locked until commit.
import { postBalance } from "@/server/balances/post-balance";
import { assertOpenPeriodFor } from "@/server/periods/assert-open-period";
import { jakartaToday } from "@/lib/business-date";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { assertNotMaker } from "@/server/access/maker-checker";
import { requirePusatWith } from "@/server/master/access";
import type { DbClient } from "@/server/auth/db-client";
import type { Prisma } from "@/server/generated/prisma/client";
import { recordStatusChange } from "@/server/history/document-history";

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
  db: DbClient,
  input: { topupId: string },
  actor: Actor,
): Promise<string> {
  requirePusatWith(actor, "balance-trxes.approve-topup");
  const { topupId } = input;
  const tx = db;
  // Maker-checker: the creator of a top-up never approves it (checked before the claim, so a
  // refused approval leaves the top-up pending).
  const doc = await tx.topup.findUnique({ where: { id: topupId }, select: { createdById: true } });
  if (!doc) throw AppError.notFound("Topup tidak ditemukan");
  assertNotMaker(doc.createdById, actor);
  await claimPendingTopup(tx, topupId, {
    status: "approved",
    approvedAt: new Date(),
    approvedById: actor.userId,
  });
  await assertOpenPeriodFor(tx, jakartaToday());
  const topup = await tx.topup.findUniqueOrThrow({
    where: { id: topupId },
    select: {
      code: true,
      officeId: true,
      amount: true,
      creditAmount: true,
      description: true,
      topupType: { select: { code: true, name: true } },
    },
  });
  const deposit = topup.topupType.code === "deposit_sc";
  const trx = await postBalance(
    tx,
    {
      officeId: topup.officeId,
      account: deposit ? "deposit" : "balance",
      type: deposit ? "deposit" : "topup",
      amount: topup.creditAmount,
      sourceType: "topups",
      sourceId: topupId,
      description: topup.description ?? `${topup.topupType.name} ${topup.code}`,
      // The journal's cash side is what was paid; a deposit's multiplier extra is an expense.
      cashAmount: topup.amount,
    },
    actor,
  );
  await recordStatusChange(tx, "topups", topupId, {
    from: "pending",
    to: "approved",
    action: "approveTopupStockist",
    userId: actor.userId,
  });
  return trx.id;
}
