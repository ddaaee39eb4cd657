// Creating notifications: insert, then (after the insert has committed) publish
// NotificationCreated on the recipient's channel. ARCHITECTURE §2: no network call inside a
// transaction. The functions take the full client (`Db`), not a transaction client, so the type
// system refuses a call inside `$transaction`; code that must write a notification atomically
// with other rows writes it in its transaction and calls `publishCreated` after the commit.
import { z } from "zod";
import type { Db } from "@/server/prisma-client";
import { getRealtime, publishAll } from "@/server/realtime";
import { userChannel } from "@/server/realtime/channels";
import type { Prisma } from "@/server/generated/prisma/client";
import { optionalText, requiredText } from "@/server/jsonapi/define";
import {
  NOTIFICATION_CREATED,
  notificationModel,
  publishToUser,
  type NotificationRow,
} from "./events";

const ZNotificationContent = z.object({
  name: requiredText(255),
  message: optionalText(5000),
  url: z.string().trim().max(500, "Maksimal 500 karakter").nullish(),
  /** Extra data for the client (kept in the row; not sent in realtime events). */
  data: z.record(z.string(), z.json()).nullish(),
});

export const ZCreateNotificationInput = ZNotificationContent.extend({
  userId: z.uuid("Id pengguna tidak valid"),
});
export type TCreateNotificationInput = z.input<typeof ZCreateNotificationInput>;

export const ZNotifyOfficeInput = ZNotificationContent;
export type TNotifyOfficeInput = z.input<typeof ZNotifyOfficeInput>;

const SELECT = {
  id: true,
  userId: true,
  name: true,
  message: true,
  url: true,
  readAt: true,
  createdAt: true,
} as const;

function jsonData(data: Record<string, unknown> | null | undefined) {
  return data ? (data as Prisma.InputJsonObject) : undefined;
}

/** Publishes NotificationCreated for rows that are already committed. */
export async function publishCreated(rows: NotificationRow[]): Promise<void> {
  if (rows.length === 1) {
    const [r] = rows as [NotificationRow];
    return publishToUser(r.userId, NOTIFICATION_CREATED, notificationModel(r));
  }
  // Several users at once (an office notified): one batch, one round trip on the realtime
  // connection. A failure is logged and swallowed as publishToUser does (the rows are stored).
  try {
    await publishAll(
      getRealtime(),
      rows.map((r) => ({
        channel: userChannel(r.userId),
        event: NOTIFICATION_CREATED,
        data: notificationModel(r),
      })),
    );
  } catch (error) {
    console.error(
      `[notifications] could not publish ${NOTIFICATION_CREATED} to ${rows.length} users`,
      error,
    );
  }
}

/** One notification for one user. */
export async function createNotification(
  db: Db,
  input: TCreateNotificationInput,
): Promise<NotificationRow> {
  const data = ZCreateNotificationInput.parse(input);
  const row = await db.notification.create({
    data: {
      userId: data.userId,
      name: data.name,
      message: data.message || null,
      url: data.url || null,
      data: jsonData(data.data),
    },
    select: SELECT,
  });
  await publishCreated([row]);
  return row;
}

/** The same notification for every active user of an office: one insert, one event per user. */
export async function notifyOffice(
  db: Db,
  officeId: string,
  input: TNotifyOfficeInput,
): Promise<NotificationRow[]> {
  const data = ZNotifyOfficeInput.parse(input);
  const users = await db.user.findMany({
    where: { officeId, isActive: true, deletedAt: null },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  if (!users.length) return [];
  const rows = await db.notification.createManyAndReturn({
    data: users.map((u) => ({
      userId: u.id,
      name: data.name,
      message: data.message || null,
      url: data.url || null,
      data: jsonData(data.data),
    })),
    select: SELECT,
  });
  await publishCreated(rows);
  return rows;
}
