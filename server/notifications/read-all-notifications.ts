// POST notifications/-actions/read-all: every unread notification of the caller becomes read.
import type { Db } from "@/server/prisma-client";
import type { Actor } from "@/server/auth/actor";
import { NOTIFICATIONS_READ, publishToUser } from "./events";

export async function readAllNotifications(db: Db, actor: Actor): Promise<{ count: number }> {
  const readAt = new Date();
  const { count } = await db.notification.updateMany({
    where: { userId: actor.userId, readAt: null },
    data: { readAt },
  });
  if (count)
    await publishToUser(actor.userId, NOTIFICATIONS_READ, {
      all: true,
      count,
      readAt: readAt.toISOString(),
    });
  return { count };
}
