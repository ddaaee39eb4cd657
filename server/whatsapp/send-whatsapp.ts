// Outgoing WhatsApp (ARCHITECTURE §5): every message gets a WhatsappLog row, which
// /admin/log/whatsapp (and, for member offices, /admin/log/member-whatsapp) shows. Call it after
// the transaction that decided to send has committed: no network call inside a transaction (the
// `Db` parameter type rejects a transaction client).
import "server-only";
import type { Db } from "@/server/prisma-client";
import type { MessageStatus } from "@/server/generated/prisma/client";
import { whatsappDriver, type WhatsappDriver } from "./drivers";
import { maskSecrets } from "@/server/logs/mask";
import { writeOutbox } from "@/server/logs/outbox";
import { normalizePhone } from "./phone";

export { normalizePhone };

export interface SendWhatsappInput {
  phone: string;
  message: string;
  /** Purpose, e.g. member_pin; the member log lists the messages of member offices. */
  category: string;
  officeId?: string | null;
  /**
   * Secrets inside the message (a PIN): masked in the log row whether or not a gateway delivers
   * it (server/logs/mask.ts); in log-only mode the full message goes to the development outbox
   * only (server/logs/outbox.ts).
   */
  secrets?: string[];
}

export interface SendWhatsappResult {
  id: string;
  status: MessageStatus;
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
    await writeOutbox({
      channel: "whatsapp",
      to: phone,
      template: input.category,
      text: input.message,
    });
    const row = await db.whatsappLog.create({
      data: { ...base, message: maskSecrets(input.message, input.secrets), status: "logged" },
      select: { id: true },
    });
    return { id: row.id, status: "logged" };
  }
  const row = await db.whatsappLog.create({
    data: { ...base, message: maskSecrets(input.message, input.secrets), status: "queued" },
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
