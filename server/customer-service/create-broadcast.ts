// Creating a broadcast (/customer-service/broadcast/tambah; docs/customer-service.md
// "Broadcasts"), in one transaction: the broadcast row (sending now, or scheduled), its
// recipients by one INSERT … SELECT over the audience (STOP numbers `skipped`), the counters,
// and the sender job (due now or at scheduled_at). Nothing is sent inside the transaction:
// the job sends after the commit. An audience without a single number is refused (422).
import type { DbClient } from "@/server/auth/db-client";
import type { Actor } from "@/server/auth/actor";
import { Prisma } from "@/server/generated/prisma/client";
import { AppError } from "@/server/errors";
import type { TBroadcastInput } from "@/lib/schemas/customer-service";
import { insertRecipients } from "./audience";
import { scheduleBroadcast } from "./broadcast-job";
import { CS_PERMISSIONS, requireCs } from "./access";

export async function createBroadcast(
  tx: DbClient,
  input: TBroadcastInput,
  actor: Actor,
  clientId?: string,
): Promise<string> {
  requireCs(actor, CS_PERMISSIONS.broadcastsSend);
  const device = await tx.whatsappDevice.findUnique({
    where: { id: input.device_id },
    select: { id: true, isActive: true },
  });
  if (!device || !device.isActive)
    throw AppError.validation([
      {
        detail: "Perangkat tidak ditemukan atau tidak aktif",
        source: { pointer: "/data/attributes/device_id" },
      },
    ]);
  if (input.template_id) {
    const template = await tx.broadcastTemplate.findUnique({
      where: { id: input.template_id },
      select: { id: true },
    });
    if (!template)
      throw AppError.validation([
        { detail: "Template tidak ditemukan", source: { pointer: "/data/attributes/template_id" } },
      ]);
  }
  const scheduledAt = input.scheduled_at ? new Date(input.scheduled_at) : null;
  const later = scheduledAt !== null && scheduledAt.getTime() > Date.now() + 1000;
  const broadcast = await tx.broadcast.create({
    data: {
      ...(clientId ? { id: clientId } : {}),
      name: input.name,
      whatsappDeviceId: device.id,
      broadcastTemplateId: input.template_id ?? null,
      message: input.message,
      audience: input.audience as Prisma.InputJsonObject,
      status: later ? "scheduled" : "sending",
      scheduledAt,
      sentAt: later ? null : new Date(),
      createdById: actor.userId,
    },
    select: { id: true },
  });
  const { total, skipped } = await insertRecipients(tx, broadcast.id, input.audience);
  if (total === 0)
    throw AppError.validation([
      {
        detail: "Tidak ada penerima dengan nomor HP untuk pilihan ini",
        source: { pointer: "/data/attributes/audience" },
      },
    ]);
  await tx.broadcast.update({
    where: { id: broadcast.id },
    data: { totalRecipients: total, skippedCount: skipped },
  });
  await scheduleBroadcast(
    tx,
    broadcast.id,
    actor.userId,
    later && scheduledAt ? scheduledAt : new Date(),
  );
  return broadcast.id;
}
