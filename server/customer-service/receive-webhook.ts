// POST /api/webhooks/whatsapp (docs/customer-service.md "The webhook"): deliveries of the
// gateway, Evolution API style: {event, instance, data}. The device is found by its instance
// name (or id); the delivery must carry a valid HMAC signature with that device's secret
// (device.webhook_secret, else WHATSAPP_WEBHOOK_SECRET) and a fresh timestamp, else 401 — an
// unknown instance answers the same 401, so the webhook tells nothing to a caller without the
// secret. Events:
//   messages.upsert     an inbound message (receive-inbound.ts); fromMe ones are ignored
//   messages.update     a delivery state of an outgoing message or broadcast recipient
//   connection.update   the device's connection state
//   qrcode.updated      the device's pairing QR
// The same event delivered twice is stored once (unique external id; state changes only move
// forward), so the answer to a repeat is 200 {"status": "duplicate"}.
import type { Db } from "@/server/prisma-client";
import type { ChatMessageStatus } from "@/server/generated/prisma/client";
import { AppError } from "@/server/errors";
import { checkWebhookSignature } from "@/server/whatsapp/webhook-signature";
import { normalizePhone } from "@/server/whatsapp/phone";
import { receiveInbound } from "./receive-inbound";
import { publishChatUpdated } from "./events";
import { notifyInbound } from "./notify-inbound";

export const WEBHOOK_MAX_BYTES = 256 * 1024;
/** Longest inbound text stored. */
const MAX_TEXT = 4096;

type Json = Record<string, unknown>;

function obj(value: unknown): Json {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {};
}

function str(value: unknown): string | null {
  return typeof value === "string" && value.length > 0 ? value : null;
}

const STATE_RANK: Partial<Record<ChatMessageStatus, number>> = {
  queued: 0,
  sending: 1,
  sent: 2,
  logged: 2,
  delivered: 3,
  read: 4,
};

const ACK_STATUS: Record<string, ChatMessageStatus> = {
  SERVER_ACK: "sent",
  DELIVERY_ACK: "delivered",
  READ: "read",
  PLAYED: "read",
  ERROR: "failed",
};

function unauthorized(): AppError {
  return AppError.unauthenticated("Tanda tangan webhook tidak valid");
}

export interface WebhookAnswer {
  status: "ok" | "duplicate" | "ignored";
  event: string;
}

function inboundText(message: Json): string | null {
  return (
    str(message.conversation) ??
    str(obj(message.extendedTextMessage).text) ??
    str(obj(message.imageMessage).caption) ??
    null
  );
}

export async function receiveWebhook(
  db: Db,
  raw: string,
  headers: { signature: string | null; timestamp: string | null },
): Promise<WebhookAnswer> {
  let body: Json;
  try {
    body = obj(JSON.parse(raw));
  } catch {
    throw unauthorized();
  }
  const instance = str(body.instance);
  if (!instance || instance.length > 100) throw unauthorized();
  const uuid = /^[0-9a-f-]{36}$/i.test(instance);
  const device = await db.whatsappDevice.findFirst({
    where: uuid
      ? { OR: [{ instanceName: instance }, { id: instance }] }
      : { instanceName: instance },
    select: { id: true, webhookSecret: true, isActive: true },
  });
  const secret = device?.webhookSecret || process.env.WHATSAPP_WEBHOOK_SECRET || "";
  // Compute the check even for an unknown device so timing tells nothing.
  const check = checkWebhookSignature(secret || "-", headers, raw);
  if (!device || !secret || check !== "ok") throw unauthorized();

  const event = (str(body.event) ?? "").toLowerCase().replace(/_/g, ".");
  const data = obj(body.data);

  if (event === "messages.upsert") {
    const key = obj(data.key);
    const externalId = str(key.id);
    const jid = str(key.remoteJid) ?? "";
    const text = inboundText(obj(data.message));
    if (key.fromMe === true || !externalId || !text || jid.endsWith("@g.us"))
      return { status: "ignored", event };
    const phone = normalizePhone(jid.split("@")[0] ?? "");
    if (phone.length < 6 || phone.length > 20) return { status: "ignored", event };
    const ts = Number(data.messageTimestamp);
    const at =
      Number.isFinite(ts) && ts > 0 && Math.abs(ts * 1000 - Date.now()) < 86_400_000
        ? new Date(ts * 1000)
        : new Date();
    const name = str(data.pushName)?.slice(0, 255) ?? null;
    const result = await db.$transaction((tx) =>
      receiveInbound(tx, device.id, {
        externalId: externalId.slice(0, 255),
        phone,
        name,
        text: text.slice(0, MAX_TEXT),
        at,
      }),
    );
    if (result.duplicate) return { status: "duplicate", event };
    await publishChatUpdated(db, [result.chatId], "inbound");
    if (result.firstUnread)
      await notifyInbound(db, result.chatId, name ?? phone, result.assignedToId);
    return { status: "ok", event };
  }

  if (event === "messages.update") {
    const externalId = str(data.keyId) ?? str(obj(data.key).id);
    const next = ACK_STATUS[str(data.status) ?? ""];
    if (!externalId || !next) return { status: "ignored", event };
    const lower = (Object.keys(STATE_RANK) as ChatMessageStatus[]).filter(
      (s) => (STATE_RANK[s] ?? 99) < (STATE_RANK[next] ?? 99),
    );
    const now = new Date();
    const stamp =
      next === "delivered" ? { deliveredAt: now } : next === "read" ? { readAt: now } : {};
    const message = await db.whatsappMessage.findUnique({
      where: { externalId: externalId.slice(0, 255) },
      select: { id: true, whatsappChatId: true, status: true },
    });
    if (message) {
      const moved = await db.whatsappMessage.updateMany({
        where: {
          id: message.id,
          status: next === "failed" ? { in: ["sent", "sending", "queued"] } : { in: lower },
        },
        data: {
          status: next,
          ...stamp,
          ...(next === "failed" ? { error: "Gagal menurut gateway" } : {}),
        },
      });
      if (moved.count) await publishChatUpdated(db, [message.whatsappChatId], "message-status");
      return { status: moved.count ? "ok" : "duplicate", event };
    }
    const moved = await db.broadcastRecipient.updateMany({
      where: {
        externalId: externalId.slice(0, 255),
        status: next === "failed" ? "sent" : { in: lower },
      },
      data: { status: next },
    });
    return { status: moved.count ? "ok" : "duplicate", event };
  }

  if (event === "connection.update") {
    const state = str(data.state);
    const status =
      state === "open" ? "connected" : state === "connecting" ? "connecting" : "disconnected";
    await db.whatsappDevice.update({
      where: { id: device.id },
      data: {
        status,
        lastSeenAt: new Date(),
        ...(status === "connected" ? { qrCode: null, qrUpdatedAt: null } : {}),
      },
    });
    return { status: "ok", event };
  }

  if (event === "qrcode.updated") {
    const qr = obj(data.qrcode);
    const code = str(qr.base64) ?? str(qr.code);
    if (!code) return { status: "ignored", event };
    await db.whatsappDevice.update({
      where: { id: device.id },
      data: { status: "connecting", qrCode: code.slice(0, 20_000), qrUpdatedAt: new Date() },
    });
    return { status: "ok", event };
  }

  return { status: "ignored", event };
}
