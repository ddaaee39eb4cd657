// An agent's reply (whatsapp-chats/{id}/-actions/reply): the message goes into the outbox in
// the caller's transaction with the whatsapp-outbox job that sends it after the commit; answering a
// conversation marks it read and assigns it to the agent when nobody holds it. A closed
// conversation is reopened by the reply.
import type { DbClient } from "@/server/auth/db-client";
import type { Actor } from "@/server/auth/actor";
import type { TReplyInput } from "@/lib/schemas/customer-service";
import { queueChatMessage, scheduleOutbox } from "./outbox";
import { findChat } from "./find-chat";
import { CS_PERMISSIONS, requireCs } from "./access";

export async function replyChat(
  tx: DbClient,
  chatId: string,
  input: TReplyInput,
  actor: Actor,
): Promise<string> {
  requireCs(actor, CS_PERMISSIONS.chatsUpdate);
  const chat = await findChat(tx, chatId);
  const id = await queueChatMessage(tx, { chatId, body: input.body, sentById: actor.userId });
  // The drain job commits with the message: neither exists without the other.
  await scheduleOutbox(tx);
  await tx.whatsappChat.update({
    where: { id: chatId },
    data: {
      unreadCount: 0,
      ...(chat.assignedToId ? {} : { assignedToId: actor.userId }),
      ...(chat.status === "closed" ? { status: "open", closedAt: null, awaySentAt: null } : {}),
    },
  });
  await tx.whatsappMessage.updateMany({
    where: { whatsappChatId: chatId, direction: "inbound", readAt: null },
    data: { readAt: new Date() },
  });
  return id;
}
