// A private note in a conversation (whatsapp-chats/{id}/-actions/note): stored as a message with
// status `note`, shown only to agents, never put in the outbox (so it can never leave).
import type { DbClient } from "@/server/auth/db-client";
import type { Actor } from "@/server/auth/actor";
import { findChat } from "./find-chat";
import { CS_PERMISSIONS, requireCs } from "./access";

export async function addChatNote(
  tx: DbClient,
  chatId: string,
  input: { body: string },
  actor: Actor,
): Promise<string> {
  requireCs(actor, CS_PERMISSIONS.chatsUpdate);
  await findChat(tx, chatId);
  const row = await tx.whatsappMessage.create({
    data: {
      whatsappChatId: chatId,
      direction: "outbound",
      body: input.body,
      status: "note",
      sentById: actor.userId,
    },
    select: { id: true },
  });
  return row.id;
}
