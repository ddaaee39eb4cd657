// The durable outbox of chat messages (ARCHITECTURE §2 "Background work", docs/
// customer-service.md "The outbox"). An outgoing message is a whatsapp_messages row written
// `queued` in the transaction that decided to send it; nothing is sent inside a transaction.
// drainOutbox claims due rows with UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED), so
// several runners never claim the same row and none waits; a claim holds the row for
// WHATSAPP_CLAIM_SECONDS (a sender that died leaves it claimable again). Each send carries the
// message id as the gateway's idempotency key, so a send repeated after a crash between the
// gateway's answer and our commit is delivered once. A gateway error is retried with doubling
// backoff; after WHATSAPP_OUTBOX_MAX_ATTEMPTS (or at once for a permanent 4xx) the message is
// `failed` with the reason. The work is a background job (kind whatsapp-outbox, server/jobs).
import { Prisma } from "@/server/generated/prisma/client";
import type { Db } from "@/server/prisma-client";
import type { DbClient } from "@/server/auth/db-client";
import { gatewayFor, GatewayError, type WhatsappGateway } from "@/server/whatsapp/gateway";
import { backoffSeconds, CS_SETTINGS } from "./settings";

export const OUTBOX_JOB = "whatsapp-outbox";

interface Claimed {
  id: string;
  body: string;
  attempts: number;
  chat_id: string;
  phone: string;
  device_id: string;
  instance_name: string | null;
  gateway_url: string | null;
}

export interface DrainResult {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  changedChats: string[];
}

/** Queues a background run of the outbox at `at` (now by default). Several are harmless. */
export async function scheduleOutbox(db: DbClient, at: Date = new Date()): Promise<void> {
  await db.backgroundJob.create({
    data: { kind: OUTBOX_JOB, payload: {}, runAfter: at, maxAttempts: 5 },
    select: { id: true },
  });
}

/** Claims up to `limit` due messages for this sender. */
export async function claimOutbox(db: DbClient, limit: number): Promise<Claimed[]> {
  return db.$queryRaw<Claimed[]>`
    WITH due AS (
      SELECT id FROM whatsapp_messages
      WHERE status IN ('queued', 'sending')
        AND next_attempt_at <= now()
        AND (status = 'queued' OR locked_until < now())
      ORDER BY next_attempt_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    UPDATE whatsapp_messages m SET
      status = 'sending',
      attempts = m.attempts + 1,
      locked_until = now() + make_interval(secs => ${CS_SETTINGS.claimSeconds()}),
      next_attempt_at = now() + make_interval(secs => ${CS_SETTINGS.claimSeconds()}),
      updated_at = now()
    FROM due, whatsapp_chats c, whatsapp_devices d
    WHERE m.id = due.id AND c.id = m.whatsapp_chat_id AND d.id = c.whatsapp_device_id
    RETURNING m.id, m.body, m.attempts, c.id AS chat_id, c.phone, d.id AS device_id,
      d.instance_name, d.gateway_url`;
}

/** Sends one claimed message and records the outcome; never throws for a gateway failure. */
async function deliver(
  db: Db,
  row: Claimed,
  gateway: WhatsappGateway,
): Promise<"sent" | "retried" | "failed"> {
  try {
    const { externalId } = await gateway.sendText({
      phone: row.phone,
      text: row.body,
      idempotencyKey: row.id,
    });
    const status = gateway.name === "log" ? "logged" : "sent";
    await db.whatsappMessage.updateMany({
      where: { id: row.id, status: "sending" },
      data: {
        status,
        externalId,
        sentAt: new Date(),
        error: null,
        lockedUntil: null,
        nextAttemptAt: null,
      },
    });
    return "sent";
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    const permanent = error instanceof GatewayError && error.permanent;
    const final = permanent || row.attempts >= CS_SETTINGS.outboxMaxAttempts();
    await db.whatsappMessage.updateMany({
      where: { id: row.id, status: "sending" },
      data: final
        ? { status: "failed", error: reason, lockedUntil: null, nextAttemptAt: null }
        : {
            status: "queued",
            error: reason,
            lockedUntil: null,
            nextAttemptAt: new Date(Date.now() + backoffSeconds(row.attempts) * 1000),
          },
    });
    return final ? "failed" : "retried";
  }
}

/** One batch: claim, send, record. */
export async function drainOutboxBatch(
  db: Db,
  limit = CS_SETTINGS.batchSize(),
): Promise<DrainResult> {
  const rows = await claimOutbox(db, limit);
  const result: DrainResult = {
    claimed: rows.length,
    sent: 0,
    retried: 0,
    failed: 0,
    changedChats: [],
  };
  const gateways = new Map<string, WhatsappGateway>();
  for (const row of rows) {
    let gateway = gateways.get(row.device_id);
    if (!gateway) {
      gateway = gatewayFor({
        id: row.device_id,
        instanceName: row.instance_name,
        gatewayUrl: row.gateway_url,
      });
      gateways.set(row.device_id, gateway);
    }
    result[await deliver(db, row, gateway)]++;
    if (!result.changedChats.includes(row.chat_id)) result.changedChats.push(row.chat_id);
  }
  return result;
}

/** When the next pending message is due (a retry or an expired claim), or null. */
export async function nextOutboxDue(db: DbClient): Promise<Date | null> {
  const rows = await db.$queryRaw<{ at: Date | null }[]>(Prisma.sql`
    SELECT min(next_attempt_at) AS at FROM whatsapp_messages WHERE status IN ('queued', 'sending')`);
  return rows[0]?.at ?? null;
}

export interface QueueMessageInput {
  chatId: string;
  body: string;
  sentById?: string | null;
  /** pattern | away | stop; null for an agent's message. */
  autoReason?: string | null;
}

/** Writes an outgoing message into the outbox (the caller's transaction) and moves the chat. */
export async function queueChatMessage(db: DbClient, input: QueueMessageInput): Promise<string> {
  const now = new Date();
  const row = await db.whatsappMessage.create({
    data: {
      whatsappChatId: input.chatId,
      direction: "outbound",
      body: input.body,
      status: "queued",
      nextAttemptAt: now,
      sentById: input.sentById ?? null,
      autoReason: input.autoReason ?? null,
    },
    select: { id: true },
  });
  await db.whatsappChat.update({
    where: { id: input.chatId },
    data: { lastMessageAt: now, lastMessage: input.body.slice(0, 200) },
  });
  return row.id;
}
