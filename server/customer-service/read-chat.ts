// Opening a conversation marks it read: unread count 0, its inbound messages read_at, and the
// agent's notifications that link to it read (the navbar count goes down with it).
import type { DbClient } from "@/server/auth/db-client";
import type { Actor } from "@/server/auth/actor";
import { findChat } from "./find-chat";
import { chatUrl } from "./notify-inbound";
import { CS_PERMISSIONS, requireCs } from "./access";

export async function readChat(tx: DbClient, chatId: string, actor: Actor): Promise<void> {
  requireCs(actor, CS_PERMISSIONS.chatsView);
  await findChat(tx, chatId);
  const now = new Date();
  await tx.whatsappChat.update({ where: { id: chatId }, data: { unreadCount: 0 } });
  await tx.whatsappMessage.updateMany({
    where: { whatsappChatId: chatId, direction: "inbound", readAt: null },
    data: { readAt: now },
  });
  await tx.notification.updateMany({
    where: { userId: actor.userId, url: chatUrl(chatId), readAt: null },
    data: { readAt: now },
  });
}
