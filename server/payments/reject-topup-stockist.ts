// POST balance-trxes/-actions/rejectTopupStockist ('Topup ditolak'; not shown in SPEC, see
// docs/api-master.md): a pending top-up that will not be credited (wrong amount, no transfer)
// becomes rejected with its reason. No balance moves. Pending -> rejected is the same conditional
// UPDATE as approval, so an approval and a rejection racing each other: exactly one wins, the
// other answers 409. Runs on the caller's transaction (ARCHITECTURE §8).
import type { DbClient } from "@/server/auth/db-client";
import type { Actor } from "@/server/auth/actor";
import { requirePusatWith } from "@/server/master/access";
import type { TRejectTopupInput } from "@/lib/schemas/office";
import { claimPendingTopup } from "./approve-topup-stockist";
import { recordStatusChange } from "@/server/history/document-history";

export const TOPUP_REJECTED = "Topup ditolak";

export async function rejectTopupStockist(
  db: DbClient,
  input: { topupId: string } & TRejectTopupInput,
  actor: Actor,
): Promise<string> {
  requirePusatWith(actor, "balance-trxes.approve-topup");
  const tx = db;
  {
    await claimPendingTopup(tx, input.topupId, {
      status: "rejected",
      rejectedAt: new Date(),
      rejectReason: input.reject_reason,
    });
    await recordStatusChange(tx, "topups", input.topupId, {
      from: "pending",
      to: "rejected",
      action: "rejectTopupStockist",
      userId: actor.userId,
      note: input.reject_reason,
    });
    return input.topupId;
  }
}
