// Pause, resume and cancel of a broadcast (docs/customer-service.md "Broadcasts"). Each is one
// conditional UPDATE on the status, so a double click or two agents change it once (409 when
// the broadcast is not in a state that allows it). Pausing stops the sender at its next batch;
// resuming queues a sender (which finds the lease of a sender still finishing its batch and
// leaves the work to it); cancelling marks every unsent recipient `cancelled`.
import type { DbClient } from "@/server/auth/db-client";
import type { Actor } from "@/server/auth/actor";
import type { BroadcastStatus } from "@/server/generated/prisma/client";
import { AppError } from "@/server/errors";
import { UUID_RE } from "@/lib/schemas/master-rules";
import { refreshCounts, scheduleBroadcast } from "./broadcast-job";
import { recordStatusChange } from "@/server/history/document-history";
import { CS_PERMISSIONS, requireCs } from "./access";

export const BROADCAST_DOCUMENT_TYPE = "broadcast";

export type BroadcastControl = "pause" | "resume" | "cancel";

const FROM: Record<BroadcastControl, BroadcastStatus[]> = {
  pause: ["sending", "scheduled"],
  resume: ["paused"],
  cancel: ["sending", "scheduled", "paused", "draft"],
};

const REFUSED: Record<BroadcastControl, string> = {
  pause: "Hanya broadcast yang sedang dikirim atau terjadwal yang dapat dijeda",
  resume: "Hanya broadcast yang dijeda yang dapat dilanjutkan",
  cancel: "Broadcast ini sudah selesai atau dibatalkan",
};

export async function controlBroadcast(
  tx: DbClient,
  id: string,
  action: BroadcastControl,
  actor: Actor,
): Promise<void> {
  requireCs(actor, CS_PERMISSIONS.broadcastsSend);
  if (!UUID_RE.test(id)) throw AppError.notFound("Broadcast tidak ditemukan");
  const row = await tx.broadcast.findUnique({ where: { id }, select: { id: true, status: true } });
  if (!row) throw AppError.notFound("Broadcast tidak ditemukan");
  const to: BroadcastStatus =
    action === "pause" ? "paused" : action === "resume" ? "sending" : "cancelled";
  const moved = await tx.broadcast.updateMany({
    where: { id, status: { in: FROM[action] } },
    data: {
      status: to,
      ...(action === "cancel" ? { finishedAt: new Date() } : {}),
      ...(action === "resume" ? { sentAt: new Date() } : {}),
    },
  });
  if (!moved.count) throw AppError.conflict(REFUSED[action]);
  await recordStatusChange(tx, BROADCAST_DOCUMENT_TYPE, id, {
    from: row.status,
    to,
    action,
    userId: actor.userId,
  });
  if (action === "cancel") {
    await tx.broadcastRecipient.updateMany({
      where: { broadcastId: id, status: "queued" },
      data: { status: "cancelled" },
    });
    await refreshCounts(tx, id);
  }
  if (action === "resume") await scheduleBroadcast(tx, id, actor.userId);
}
