// A device's connection with its gateway (/customer-service/broadcast/device): pairing shows
// the gateway's QR until the phone has scanned it (the screen asks again every few seconds),
// the state is read from the gateway, and disconnect logs the session out. Each asks the
// gateway first and then stores what it said: no transaction is open across the call. A
// gateway that cannot be reached is 422 with its reason (never 500).
import type { Db } from "@/server/prisma-client";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { UUID_RE } from "@/lib/schemas/master-rules";
import { gatewayFor, GatewayError } from "@/server/whatsapp/gateway";
import { CS_PERMISSIONS, requireCs } from "./access";

export type DeviceOperation = "connect" | "refresh" | "disconnect";

async function findDevice(db: Db, id: string) {
  if (!UUID_RE.test(id)) throw AppError.notFound("Perangkat tidak ditemukan");
  const device = await db.whatsappDevice.findUnique({
    where: { id },
    select: { id: true, instanceName: true, gatewayUrl: true },
  });
  if (!device) throw AppError.notFound("Perangkat tidak ditemukan");
  return device;
}

export async function deviceConnection(
  db: Db,
  id: string,
  operation: DeviceOperation,
  actor: Actor,
): Promise<void> {
  requireCs(actor, CS_PERMISSIONS.devicesUpdate);
  const device = await findDevice(db, id);
  const gateway = gatewayFor(device);
  try {
    if (operation === "connect") {
      const state = await gateway.connect();
      await db.whatsappDevice.update({
        where: { id },
        data: {
          status: state.status,
          qrCode: state.qr,
          qrUpdatedAt: state.qr ? new Date() : null,
          ...(state.status === "connected" ? { lastSeenAt: new Date() } : {}),
        },
      });
    } else if (operation === "refresh") {
      const status = await gateway.state();
      await db.whatsappDevice.update({
        where: { id },
        data: {
          status,
          ...(status === "connected"
            ? { lastSeenAt: new Date(), qrCode: null, qrUpdatedAt: null }
            : {}),
        },
      });
    } else {
      await gateway.logout();
      await db.whatsappDevice.update({
        where: { id },
        data: { status: "disconnected", qrCode: null, qrUpdatedAt: null },
      });
    }
  } catch (error) {
    if (error instanceof GatewayError) throw AppError.validation([{ detail: error.message }]);
    throw error;
  }
}

/** Makes `id` the device that answers chats by default (one at most: a partial unique index). */
export async function setDefaultDevice(db: Db, id: string, actor: Actor): Promise<void> {
  requireCs(actor, CS_PERMISSIONS.devicesUpdate);
  await findDevice(db, id);
  await db.$transaction(async (tx) => {
    await tx.whatsappDevice.updateMany({
      where: { isDefault: true, NOT: { id } },
      data: { isDefault: false },
    });
    await tx.whatsappDevice.update({ where: { id }, data: { isDefault: true, isActive: true } });
  });
}
