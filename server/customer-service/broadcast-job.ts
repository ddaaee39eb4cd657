// Sending a broadcast (job kind whatsapp-broadcast, payload {broadcastId}; docs/
// customer-service.md "Broadcasts"). Restart-safe and never twice:
//   - one sender per broadcast: a lease on the broadcast row (locked_by, lease_until), taken by
//     a conditional UPDATE and renewed every batch; a second job for the same broadcast (a
//     resume racing a pause) finds the lease held and ends;
//   - recipients are claimed in batches with FOR UPDATE SKIP LOCKED (status sending, a claim
//     that expires), sent with the recipient id as the gateway's idempotency key and then
//     marked; after a crash the claims expire and the next holder sends them again, and the
//     gateway recognises the key (one WhatsApp message per recipient);
//   - the pace is the device's rate (rate_per_minute): each send waits for its slot;
//   - the broadcast's status is read every batch: paused or cancelled stops the sender; the
//     counters are recomputed from the recipients (so they never drift after a crash) and
//     pushed as CsBroadcastProgress;
//   - between batches the chat outbox is drained too, so a long broadcast never holds up
//     the agents' replies on this runner.
import { Prisma } from "@/server/generated/prisma/client";
import type { Db } from "@/server/prisma-client";
import type { JobHandler } from "@/server/jobs/types";
import type { DbClient } from "@/server/auth/db-client";
import { renderTemplate } from "@/lib/customer-service-rules";
import { gatewayFor, GatewayError, type WhatsappGateway } from "@/server/whatsapp/gateway";
import { backoffSeconds, CS_SETTINGS } from "./settings";
import { officeValues } from "./office-values";
import { drainOutboxBatch } from "./outbox";
import { CS_BROADCAST_PROGRESS, publishChatUpdated, publishToCs } from "./events";

export const BROADCAST_JOB = "whatsapp-broadcast";
const LEASE_SECONDS = 60;
const BATCH = 50;

interface ClaimedRecipient {
  id: string;
  phone: string;
  office_id: string | null;
  attempts: number;
}

/** Queues the sender of a broadcast at `at` (now by default). */
export async function scheduleBroadcast(
  db: DbClient,
  broadcastId: string,
  createdById: string | null,
  at: Date = new Date(),
): Promise<void> {
  await db.backgroundJob.create({
    data: {
      kind: BROADCAST_JOB,
      payload: { broadcastId },
      runAfter: at,
      createdById,
      maxAttempts: 50,
    },
    select: { id: true },
  });
}

async function takeLease(db: Db, id: string, holder: string): Promise<boolean> {
  const n = await db.$executeRaw`
    UPDATE broadcasts SET locked_by = ${holder},
      lease_until = now() + make_interval(secs => ${LEASE_SECONDS}), updated_at = now()
    WHERE id = ${id}::uuid AND status = 'sending'
      AND (locked_by IS NULL OR lease_until < now() OR locked_by = ${holder})`;
  return n === 1;
}

async function releaseLease(db: Db, id: string, holder: string): Promise<void> {
  await db.$executeRaw`
    UPDATE broadcasts SET locked_by = NULL, lease_until = NULL, updated_at = now()
    WHERE id = ${id}::uuid AND locked_by = ${holder}`;
}

async function claimRecipients(db: Db, id: string, limit: number): Promise<ClaimedRecipient[]> {
  return db.$queryRaw<ClaimedRecipient[]>`
    WITH due AS (
      SELECT id FROM broadcast_recipients
      WHERE broadcast_id = ${id}::uuid AND status IN ('queued', 'sending')
        AND (locked_until IS NULL OR locked_until < now())
      ORDER BY id LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    UPDATE broadcast_recipients r SET status = 'sending', attempts = r.attempts + 1,
      locked_until = now() + make_interval(secs => ${CS_SETTINGS.claimSeconds()}), updated_at = now()
    FROM due WHERE r.id = due.id
    RETURNING r.id, r.phone, r.office_id, r.attempts`;
}

export interface BroadcastCounts {
  total: number;
  sent: number;
  failed: number;
  skipped: number;
  pending: number;
  cancelled: number;
}

/** Recomputes the broadcast's counters from its recipients and stores them. */
export async function refreshCounts(db: DbClient, id: string): Promise<BroadcastCounts> {
  const rows = await db.$queryRaw<{ status: string; n: bigint }[]>(Prisma.sql`
    SELECT status::text AS status, count(*)::bigint AS n FROM broadcast_recipients
    WHERE broadcast_id = ${id}::uuid GROUP BY status`);
  const by = new Map(rows.map((r) => [r.status, Number(r.n)]));
  const get = (...s: string[]) => s.reduce((sum, k) => sum + (by.get(k) ?? 0), 0);
  const counts: BroadcastCounts = {
    total: get(...by.keys()),
    sent: get("sent", "delivered", "read", "logged"),
    failed: get("failed"),
    skipped: get("skipped"),
    pending: get("queued", "sending"),
    cancelled: get("cancelled"),
  };
  await db.broadcast.update({
    where: { id },
    data: {
      totalRecipients: counts.total,
      sentCount: counts.sent,
      failedCount: counts.failed,
      skippedCount: counts.skipped,
    },
  });
  return counts;
}

async function announce(
  db: Db,
  id: string,
  status: string,
  counts: BroadcastCounts,
): Promise<void> {
  await publishToCs(db, CS_BROADCAST_PROGRESS, { broadcast_id: id, status, ...counts });
}

/** Paces sends to `perMinute`: each call resolves at its own slot. */
function pacer(perMinute: number): () => Promise<void> {
  const interval = 60_000 / perMinute;
  let next = Date.now();
  return async () => {
    const now = Date.now();
    const slot = Math.max(next, now);
    next = slot + interval;
    if (slot > now) await new Promise((r) => setTimeout(r, slot - now));
  };
}

async function sendOne(
  db: Db,
  r: ClaimedRecipient,
  text: string,
  gateway: WhatsappGateway,
): Promise<void> {
  try {
    const { externalId } = await gateway.sendText({ phone: r.phone, text, idempotencyKey: r.id });
    await db.broadcastRecipient.updateMany({
      where: { id: r.id, status: "sending" },
      data: {
        status: gateway.name === "log" ? "logged" : "sent",
        message: text,
        externalId,
        sentAt: new Date(),
        error: null,
        lockedUntil: null,
      },
    });
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    const final =
      (error instanceof GatewayError && error.permanent) ||
      r.attempts >= CS_SETTINGS.outboxMaxAttempts();
    await db.broadcastRecipient.updateMany({
      where: { id: r.id, status: "sending" },
      data: final
        ? { status: "failed", message: text, error: reason, lockedUntil: null }
        : {
            status: "queued",
            error: reason,
            lockedUntil: new Date(Date.now() + backoffSeconds(r.attempts) * 1000),
          },
    });
  }
}

export const broadcastJob: JobHandler = async ({ db, job, instanceId, signal, progress }) => {
  const payload = (job.payload ?? {}) as { broadcastId?: unknown };
  const id = typeof payload.broadcastId === "string" ? payload.broadcastId : "";
  if (!id) return { skipped: "no broadcast" };
  // A scheduled broadcast starts when its job comes due.
  await db.broadcast.updateMany({
    where: {
      id,
      status: "scheduled",
      OR: [{ scheduledAt: null }, { scheduledAt: { lte: new Date() } }],
    },
    data: { status: "sending", sentAt: new Date() },
  });
  for (;;) {
    if (!(await takeLease(db, id, instanceId))) return { skipped: "not sending or held elsewhere" };
    const outcome = await sendWhileHeld(db, id, instanceId, signal, progress);
    await releaseLease(db, id, instanceId);
    if (outcome !== "stopped") return { outcome };
    // Stopped by a pause: a resume that came meanwhile found our lease and left it to us.
    const again = await db.broadcast.findUnique({ where: { id }, select: { status: true } });
    if (again?.status !== "sending" || signal.aborted) return { outcome };
  }
};

async function sendWhileHeld(
  db: Db,
  id: string,
  holder: string,
  signal: AbortSignal,
  progress: (p: Record<string, unknown>) => Promise<void>,
): Promise<"finished" | "stopped" | "aborted"> {
  const broadcast = await db.broadcast.findUniqueOrThrow({
    where: { id },
    select: {
      message: true,
      whatsappDevice: {
        select: { id: true, instanceName: true, gatewayUrl: true, ratePerMinute: true },
      },
    },
  });
  const device = broadcast.whatsappDevice;
  const gateway = gatewayFor(device);
  const wait = pacer(device.ratePerMinute);
  let lastCounts = Date.now();
  for (;;) {
    if (signal.aborted) return "aborted";
    const state = await db.broadcast.findUnique({ where: { id }, select: { status: true } });
    if (state?.status !== "sending") return "stopped";
    if (!(await takeLease(db, id, holder))) return "stopped";
    const batch = await claimRecipients(db, id, BATCH);
    if (!batch.length) {
      const pending = await db.broadcastRecipient.count({
        where: { broadcastId: id, status: { in: ["queued", "sending"] } },
      });
      if (pending === 0) {
        const counts = await refreshCounts(db, id);
        const done = await db.broadcast.updateMany({
          where: { id, status: "sending" },
          data: { status: "sent", finishedAt: new Date() },
        });
        await announce(db, id, done.count ? "sent" : "stopped", counts);
        return "finished";
      }
      // Retries waiting for their backoff (or claims of a dead sender expiring).
      await new Promise((r) => setTimeout(r, 1000));
      continue;
    }
    const values = await officeValues(db, [
      ...new Set(batch.map((r) => r.office_id).filter((x): x is string => x !== null)),
    ]);
    const queue = [...batch];
    const workers = Array.from(
      { length: Math.min(CS_SETTINGS.broadcastConcurrency(), queue.length) },
      async () => {
        for (let r = queue.shift(); r; r = queue.shift()) {
          await wait();
          const text = renderTemplate(
            broadcast.message,
            (r.office_id && values.get(r.office_id)) || {},
          );
          await sendOne(db, r, text, gateway);
        }
      },
    );
    await Promise.all(workers);
    const chat = await drainOutboxBatch(db);
    if (chat.changedChats.length) await publishChatUpdated(db, chat.changedChats, "message-status");
    if (Date.now() - lastCounts > 2000) {
      lastCounts = Date.now();
      const counts = await refreshCounts(db, id);
      await progress({ ...counts });
      await announce(db, id, "sending", counts);
    }
  }
}
