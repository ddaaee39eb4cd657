// What the notification use cases publish on the user's realtime channel (private-user.<id>),
// and the shape of a notification in those events (the API attributes plus id / uuid).
import { getRealtime } from "@/server/realtime";
import { userChannel } from "@/server/realtime/channels";

/** A new notification: the client puts it on top of its list. */
export const NOTIFICATION_CREATED = "NotificationCreated";
/** One notification changed (readAt): a read one leaves the unread list. */
export const NOTIFICATION_UPDATED = "NotificationUpdated";
/** Many were marked read at once: `{ all: true }` or `{ url }`, with `count`. */
export const NOTIFICATIONS_READ = "NotificationsRead";

export interface NotificationRow {
  id: string;
  userId: string;
  name: string;
  message: string | null;
  url: string | null;
  readAt: Date | null;
  createdAt: Date;
}

export interface NotificationModel {
  id: string;
  /** Same as id (SPEC §7: "model with uuid"). */
  uuid: string;
  type: "notifications";
  name: string;
  message: string | null;
  url: string | null;
  createdAt: string;
  readAt: string | null;
  is_read: boolean;
}

export function notificationModel(row: NotificationRow): NotificationModel {
  return {
    id: row.id,
    uuid: row.id,
    type: "notifications",
    name: row.name,
    message: row.message,
    url: row.url,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
    is_read: row.readAt !== null,
  };
}

/**
 * Publishes on the user's channel. Called after the write has committed; a failure is logged and
 * swallowed: the row is stored, and clients resynchronise when they reconnect.
 */
export async function publishToUser(userId: string, event: string, data: unknown): Promise<void> {
  try {
    await getRealtime().publish(userChannel(userId), event, data);
  } catch (error) {
    console.error(`[notifications] could not publish ${event} to user ${userId}`, error);
  }
}
