// PATCH notifications/{id}: only readAt can change (ISO 8601 or null). Publishes
// NotificationUpdated after the update so that the caller's other tabs drop a read notification.
import { z } from "zod";
import type { Db } from "@/server/prisma-client";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import {
  NOTIFICATION_UPDATED,
  notificationModel,
  publishToUser,
  type NotificationRow,
} from "./events";

export const ZUpdateNotificationInput = z
  .object({
    readAt: z.iso
      .datetime({
        offset: true,
        error: (iss) =>
          iss.input === undefined ? "Kolom wajib diisi" : "Tanggal tidak valid (ISO 8601)",
      })
      .nullable(),
  })
  .strict();
export type TUpdateNotificationInput = z.infer<typeof ZUpdateNotificationInput>;

export async function updateNotification(
  db: Db,
  actor: Actor,
  id: string,
  input: TUpdateNotificationInput,
): Promise<NotificationRow> {
  const { readAt } = ZUpdateNotificationInput.parse(input);
  // The owner condition is part of the write: another user's notification is "not found".
  const { count } = await db.notification.updateMany({
    where: { id, userId: actor.userId },
    data: { readAt: readAt === null ? null : new Date(readAt) },
  });
  if (!count) throw AppError.notFound();
  const row = await db.notification.findUniqueOrThrow({
    where: { id },
    select: {
      id: true,
      userId: true,
      name: true,
      message: true,
      url: true,
      readAt: true,
      createdAt: true,
    },
  });
  await publishToUser(actor.userId, NOTIFICATION_UPDATED, notificationModel(row));
  return row;
}
