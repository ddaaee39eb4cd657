// Assigning a conversation to an agent (or nobody): the agent must be an active Pusat user who
// may read chats (422 otherwise). Recorded in the conversation's history.
import type { DbClient } from "@/server/auth/db-client";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { recordStatusChange } from "@/server/history/document-history";
import { findChat } from "./find-chat";
import { CHAT_VIEW_PERMISSION } from "./events";
import { CS_PERMISSIONS, requireCs } from "./access";

export const CHAT_DOCUMENT_TYPE = "whatsapp-chat";

export async function assignChat(
  tx: DbClient,
  chatId: string,
  userId: string | null,
  actor: Actor,
): Promise<void> {
  requireCs(actor, CS_PERMISSIONS.chatsUpdate);
  const chat = await findChat(tx, chatId);
  if (userId) {
    const agent = await tx.user.findFirst({
      where: {
        id: userId,
        isActive: true,
        deletedAt: null,
        office: { officeCategoryId: 1 },
        userRoles: {
          some: {
            role: {
              OR: [
                { name: "superadmin" },
                { rolePermissions: { some: { permission: { name: CHAT_VIEW_PERMISSION } } } },
              ],
            },
          },
        },
      },
      select: { id: true },
    });
    if (!agent)
      throw AppError.validation([
        {
          detail: "Agen tidak ditemukan atau tidak dapat membuka chat",
          source: { pointer: "/data/attributes/user_id" },
        },
      ]);
  }
  await tx.whatsappChat.update({ where: { id: chatId }, data: { assignedToId: userId } });
  await recordStatusChange(tx, CHAT_DOCUMENT_TYPE, chatId, {
    from: chat.assignedToId ? `assigned:${chat.assignedToId}` : "unassigned",
    to: userId ? `assigned:${userId}` : "unassigned",
    action: "assign",
    userId: actor.userId,
  });
}
