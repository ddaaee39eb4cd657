// An inbound WhatsApp message (docs/customer-service.md "Inbound"), in the caller's transaction:
//   1. the conversation of (device, phone) is created or continued (upsert on the unique pair);
//      a closed one reopens (and may get the away message again);
//   2. the message is stored once: INSERT … ON CONFLICT (external_id) DO NOTHING — a delivery
//      the gateway repeats changes nothing and queues nothing (`duplicate`);
//   3. the contact is matched to its office by phone when the chat has none yet;
//   4. STOP / START put the number on / off the broadcast opt-out list (with a confirmation);
//   5. outside business hours the away message is queued once per conversation (a conditional
//      UPDATE on away_sent_at IS NULL decides, so two messages at once send it once);
//   6. the first active response pattern that matches (by priority) queues its reply.
// Replies go to the outbox (server/customer-service/outbox.ts) with the job that drains it, in
// the same transaction; the caller publishes after the commit.
import type { DbClient } from "@/server/auth/db-client";
import {
  firstMatch,
  isStartMessage,
  isStopMessage,
  isWithinBusinessHours,
  type MatchType,
} from "@/lib/customer-service-rules";
import { matchOfficeByPhone } from "./match-office";
import { queueChatMessage, scheduleOutbox } from "./outbox";
import { loadBusinessHours } from "./business-hours";

export const STOP_CONFIRMATION =
  "Anda tidak akan menerima broadcast lagi. Balas START untuk berlangganan kembali.";
export const START_CONFIRMATION = "Terima kasih, Anda akan kembali menerima broadcast dari kami.";

export interface InboundMessage {
  externalId: string;
  /** Digits, country code first. */
  phone: string;
  name: string | null;
  text: string;
  at: Date;
}

export interface InboundResult {
  duplicate: boolean;
  chatId: string;
  messageId: string | null;
  queued: number;
  /** The conversation had nothing unread before (the agents get a notification). */
  firstUnread: boolean;
  assignedToId: string | null;
}

export async function receiveInbound(
  tx: DbClient,
  deviceId: string,
  msg: InboundMessage,
): Promise<InboundResult> {
  const chat = await tx.whatsappChat.upsert({
    where: { whatsappDeviceId_phone: { whatsappDeviceId: deviceId, phone: msg.phone } },
    create: { whatsappDeviceId: deviceId, phone: msg.phone, name: msg.name },
    update: {},
    select: {
      id: true,
      officeId: true,
      status: true,
      unreadCount: true,
      assignedToId: true,
      name: true,
    },
  });
  const inserted = await tx.whatsappMessage.createManyAndReturn({
    data: [
      {
        whatsappChatId: chat.id,
        direction: "inbound",
        body: msg.text,
        externalId: msg.externalId,
        status: "received",
        createdAt: msg.at,
      },
    ],
    skipDuplicates: true,
    select: { id: true },
  });
  const messageId = inserted[0]?.id ?? null;
  const base = {
    chatId: chat.id,
    messageId,
    firstUnread: false,
    assignedToId: chat.assignedToId,
  };
  if (!messageId) return { ...base, duplicate: true, queued: 0 };

  const officeId = chat.officeId ?? (await matchOfficeByPhone(tx, msg.phone));
  const reopened = chat.status === "closed";
  await tx.whatsappChat.update({
    where: { id: chat.id },
    data: {
      unreadCount: { increment: 1 },
      lastMessageAt: msg.at,
      lastMessage: msg.text.slice(0, 200),
      ...(msg.name && !chat.name ? { name: msg.name } : {}),
      ...(officeId && !chat.officeId ? { officeId } : {}),
      ...(reopened ? { status: "open", closedAt: null, awaySentAt: null } : {}),
    },
  });

  let queued = 0;
  if (isStopMessage(msg.text)) {
    await tx.whatsappOptOut.upsert({
      where: { phone: msg.phone },
      create: { phone: msg.phone, officeId },
      update: {},
    });
    await queueChatMessage(tx, { chatId: chat.id, body: STOP_CONFIRMATION, autoReason: "stop" });
    await scheduleOutbox(tx);
    return { ...base, duplicate: false, queued: 1, firstUnread: chat.unreadCount === 0 };
  }
  if (isStartMessage(msg.text)) {
    const removed = await tx.whatsappOptOut.deleteMany({ where: { phone: msg.phone } });
    if (removed.count) {
      await queueChatMessage(tx, { chatId: chat.id, body: START_CONFIRMATION, autoReason: "stop" });
      queued++;
    }
  }

  const hours = await loadBusinessHours(tx);
  if (hours.awayMessage.trim() && !isWithinBusinessHours(hours, msg.at)) {
    const marked = await tx.whatsappChat.updateMany({
      where: { id: chat.id, awaySentAt: null },
      data: { awaySentAt: new Date() },
    });
    if (marked.count === 1) {
      await queueChatMessage(tx, { chatId: chat.id, body: hours.awayMessage, autoReason: "away" });
      queued++;
    }
  }

  const patterns = await tx.responsePattern.findMany({
    where: { isActive: true, OR: [{ whatsappDeviceId: deviceId }, { whatsappDeviceId: null }] },
    orderBy: [{ priority: "asc" }, { createdAt: "asc" }],
    select: { id: true, pattern: true, matchType: true, response: true, priority: true },
    take: 500,
  });
  const hit = firstMatch(
    patterns.map((p) => ({ ...p, matchType: p.matchType as MatchType })),
    msg.text,
  );
  if (hit) {
    await queueChatMessage(tx, { chatId: chat.id, body: hit.response, autoReason: "pattern" });
    queued++;
  }
  if (queued) await scheduleOutbox(tx);
  return { ...base, duplicate: false, queued, firstUnread: chat.unreadCount === 0 };
}
