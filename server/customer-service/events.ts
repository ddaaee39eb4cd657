// What customer service pushes over the realtime channel (server/realtime; docs/
// customer-service.md "Realtime"): every Pusat user who may read chats gets
//   CsChatUpdated {chat_id, reason}    a message arrived / was sent / changed state, or the
//                                       conversation was assigned, closed, reopened, read
//   CsBroadcastProgress {broadcast_id, status, sent, failed, skipped, pending}
// on their own private channel. The screens refetch what changed; the rows hold the truth.
import type { Db } from "@/server/prisma-client";
import { getRealtime, publishAll } from "@/server/realtime";
import { userChannel } from "@/server/realtime/channels";

export const CS_CHAT_UPDATED = "CsChatUpdated";
export const CS_BROADCAST_PROGRESS = "CsBroadcastProgress";
export const CHAT_VIEW_PERMISSION = "whatsapp-chats.view";

const PUSAT = 1;
const TTL_MS = 15_000;
const cache: { at: number; ids: string[] } = { at: 0, ids: [] };

/** The active Pusat users who may read chats (superadmins included), cached briefly. */
export async function csUserIds(db: Db): Promise<string[]> {
  if (Date.now() - cache.at < TTL_MS) return cache.ids;
  const users = await db.user.findMany({
    where: {
      isActive: true,
      deletedAt: null,
      office: { officeCategoryId: PUSAT },
      userRoles: {
        some: {
          role: {
            deletedAt: null,
            OR: [
              { name: "superadmin" },
              { rolePermissions: { some: { permission: { name: CHAT_VIEW_PERMISSION } } } },
            ],
          },
        },
      },
    },
    select: { id: true },
    orderBy: { id: "asc" },
    take: 500,
  });
  cache.at = Date.now();
  cache.ids = users.map((u) => u.id);
  return cache.ids;
}

/** Publishes to every CS user; a failure is logged (the screens also refetch on Resync). */
export async function publishToCs(
  db: Db,
  event: string,
  data: Record<string, unknown>,
): Promise<void> {
  try {
    const ids = await csUserIds(db);
    await publishAll(
      getRealtime(),
      ids.map((id) => ({ channel: userChannel(id), event, data })),
    );
  } catch (error) {
    console.error(`[customer-service] could not publish ${event}`, error);
  }
}

export async function publishChatUpdated(
  db: Db,
  chatIds: readonly string[],
  reason: string,
): Promise<void> {
  for (const chatId of chatIds) await publishToCs(db, CS_CHAT_UPDATED, { chat_id: chatId, reason });
}
