// Outgoing WhatsApp (ARCHITECTURE §5): every message gets a WhatsappLog row, which
// /admin/log/whatsapp (and, for member offices, /admin/log/member-whatsapp) shows. Call it after
// the transaction that decided to send has committed: no network call inside a transaction (the
// `Db` parameter type rejects a transaction client).
import "server-only";
import type { Db } from "@/server/prisma-client";
import type { MessageStatus } from "@/server/generated/prisma/client";
import { whatsappDriver, type WhatsappDriver } from "./drivers";

export interface SendWhatsappInput {
  phone: string;
  message: string;
  /** Purpose, e.g. member_pin; the member log lists the messages of member offices. */
  category: string;
  officeId?: string | null;
  /**
   * Secrets inside the message (a PIN). When a gateway really delivers the message they are
   * masked in the log; in log-only mode the log row is the only copy and keeps them.
   */
  secrets?: string[];
}

export interface SendWhatsappResult {
  id: string;
  status: MessageStatus;
}

/** Indonesian mobile numbers as the gateways want them: digits only, 0… becomes 62…. */
export function normalizePhone(raw: string): string {
  const digits = raw.replace(/\D/g, "");
  if (digits.startsWith("0")) return `62${digits.slice(1)}`;
  if (digits.startsWith("8")) return `62${digits}`;
  return digits;
}

function mask(text: string, secrets: string[] = []): string {
  return secrets
    .filter((s) => s.length > 0)
    .reduce((t, s) => t.split(s).join("[disembunyikan]"), text);
}

/** Sends (or logs) one message. Never throws for a delivery failure: the log row says `failed`. */
export async function sendWhatsapp(
  db: Db,
  input: SendWhatsappInput,
  driver: WhatsappDriver = whatsappDriver(),
): Promise<SendWhatsappResult> {
  const phone = normalizePhone(input.phone);
  // The sending device, when one is registered (Customer Service > Broadcast > Device).
  const device = await db.whatsappDevice.findFirst({
    where: { isActive: true },
    orderBy: { createdAt: "asc" },
    select: { id: true },
  });
  const base = {
    phone,
    category: input.category,
    officeId: input.officeId ?? null,
    whatsappDeviceId: device?.id ?? null,
  };
  if (driver.name === "log") {
    const row = await db.whatsappLog.create({
      data: { ...base, message: input.message, status: "logged" },
      select: { id: true },
    });
    return { id: row.id, status: "logged" };
  }
  const row = await db.whatsappLog.create({
    data: { ...base, message: mask(input.message, input.secrets), status: "queued" },
    select: { id: true },
  });
  try {
    await driver.send({ phone, message: input.message });
    await db.whatsappLog.update({
      where: { id: row.id },
      data: { status: "sent", sentAt: new Date() },
    });
    return { id: row.id, status: "sent" };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[whatsapp] sending ${input.category} to ${phone} failed: ${message}`);
    await db.whatsappLog.update({
      where: { id: row.id },
      data: { status: "failed", error: message.slice(0, 2000) },
    });
    return { id: row.id, status: "failed" };
  }
}
