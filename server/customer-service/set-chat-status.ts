// Closing and reopening a conversation (Chatwoot's resolve / reopen). A conditional UPDATE on the
// status: closing a closed one (or reopening an open one) is 409. Reopening clears the away
// marker, so the away message may be sent once more in the new round. Recorded in the history.
import type { DbClient } from "@/server/auth/db-client";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { recordStatusChange } from "@/server/history/document-history";
import { findChat } from "./find-chat";
import { CHAT_DOCUMENT_TYPE } from "./assign-chat";
import { CS_PERMISSIONS, requireCs } from "./access";

export async function setChatStatus(
  tx: DbClient,
  chatId: string,
  to: "open" | "closed",
  actor: Actor,
): Promise<void> {
  requireCs(actor, CS_PERMISSIONS.chatsUpdate);
  await findChat(tx, chatId);
  const from = to === "closed" ? "open" : "closed";
  const moved = await tx.whatsappChat.updateMany({
    where: { id: chatId, status: from },
    data:
      to === "closed"
        ? { status: "closed", closedAt: new Date(), unreadCount: 0 }
        : { status: "open", closedAt: null, awaySentAt: null },
  });
  if (!moved.count)
    throw AppError.conflict(
      to === "closed" ? "Percakapan sudah ditutup" : "Percakapan masih terbuka",
    );
  await recordStatusChange(tx, CHAT_DOCUMENT_TYPE, chatId, {
    from,
    to,
    action: to === "closed" ? "close" : "reopen",
    userId: actor.userId,
  });
}
