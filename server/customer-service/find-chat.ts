// A conversation by id for a use case: 404 for a malformed or unknown id.
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { UUID_RE } from "@/lib/schemas/master-rules";

export async function findChat(db: DbClient, id: string) {
  if (!UUID_RE.test(id)) throw AppError.notFound("Percakapan tidak ditemukan");
  const chat = await db.whatsappChat.findUnique({
    where: { id },
    select: { id: true, status: true, assignedToId: true, unreadCount: true, phone: true },
  });
  if (!chat) throw AppError.notFound("Percakapan tidak ditemukan");
  return chat;
}
