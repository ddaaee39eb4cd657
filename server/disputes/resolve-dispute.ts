// POST disputes/{id}/-actions/resolve: Pusat closes an open dispute as `resolved` or `rejected`
// with a required reason (`resolution`). Only Pusat (disputes.update) decides, never on a dispute
// its own office filed; the filing office gets 403 (it sees its dispute but does not judge it), another office 404. The change is one
// conditional UPDATE on status = open (a second decision, or a concurrent one, is a 409), with
// its history row in the same transaction; the office that filed it is notified after the
// commit (withNotices in the action).
import "server-only";
import { hasPermission, isPusat, type Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { recordOfficeNotice } from "@/server/notifications/transactional";
import { DISPUTE_STATUS_LABEL, type TResolveDisputeInput } from "@/lib/schemas/disputes";
import { recordDisputeTransition } from "./history";
import { disputeWhere } from "./scope";

export async function resolveDispute(
  db: DbClient,
  id: string,
  input: TResolveDisputeInput,
  actor: Actor,
): Promise<void> {
  const dispute = await db.dispute.findFirst({
    where: { id, ...(disputeWhere(actor) ?? {}) },
    select: { id: true, code: true, status: true, officeId: true },
  });
  if (!dispute) throw AppError.notFound("Dispute tidak ditemukan");
  if (!hasPermission(actor, "disputes.update") || !(actor.isSuperadmin || isPusat(actor)))
    throw AppError.forbidden("Hanya Pusat yang dapat menyelesaikan dispute");
  // Never by the office that raised it (issue 23 §5): a dispute filed by Pusat itself (its
  // superadmin holds disputes.create) is not Pusat's to decide.
  if (dispute.officeId === actor.officeId)
    throw AppError.forbidden("Dispute tidak dapat diputuskan oleh kantor yang mengajukannya");
  if (dispute.status !== "open")
    throw AppError.conflict(`Dispute sudah ${DISPUTE_STATUS_LABEL[dispute.status].toLowerCase()}`);
  const done = await db.dispute.updateMany({
    where: { id, status: "open" },
    data: {
      status: input.status,
      resolution: input.resolution,
      resolvedAt: new Date(),
      resolvedById: actor.userId,
    },
  });
  if (done.count !== 1) throw AppError.conflict("Dispute sudah diputuskan");
  await recordDisputeTransition(db, {
    disputeId: id,
    from: "open",
    to: input.status,
    action: input.status === "resolved" ? "resolve" : "reject",
    userId: actor.userId,
    note: input.resolution,
  });
  await recordOfficeNotice(db, dispute.officeId, {
    name: `Dispute ${dispute.code} ${input.status === "resolved" ? "diselesaikan" : "ditolak"}`,
    message: `Alasan: ${input.resolution}`,
    url: `/dispute/${id}`,
  });
}
