// The navbar's notification count for a conversation that got something to read: a
// notification (linked to the conversation in the inbox) for its assignee, or for every CS user
// while it is unassigned. Only when the conversation goes from read to unread, so a chatty
// contact makes one notification, not one per message.
import type { Db } from "@/server/prisma-client";
import { publishCreated } from "@/server/notifications/create-notification";
import { csUserIds } from "./events";

export function chatUrl(chatId: string): string {
  return `/customer-service?chat=${chatId}`;
}

export async function notifyInbound(
  db: Db,
  chatId: string,
  contact: string,
  assignedToId: string | null,
): Promise<void> {
  try {
    const userIds = assignedToId ? [assignedToId] : await csUserIds(db);
    if (!userIds.length) return;
    const rows = await db.notification.createManyAndReturn({
      data: userIds.map((userId) => ({
        userId,
        name: "Pesan WhatsApp baru",
        message: `Pesan baru dari ${contact}`.slice(0, 5000),
        url: chatUrl(chatId),
      })),
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
    await publishCreated(rows);
  } catch (error) {
    console.error("[customer-service] inbound notification failed", error);
  }
}
