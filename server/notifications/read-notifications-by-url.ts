// POST notifications/-actions/read-all-by-url body {url}: visiting a page marks read the caller's
// unread notifications that point at it (SPEC §4). The url matches exactly, with or without a
// leading slash ("/gudang/x" and "gudang/x" are the same page).
import { z } from "zod";
import type { Db } from "@/server/prisma-client";
import type { Actor } from "@/server/auth/actor";
import { requiredText } from "@/server/jsonapi/define";
import { NOTIFICATIONS_READ, publishToUser } from "./events";

export const ZReadNotificationsByUrlInput = z.object({ url: requiredText(500) });
export type TReadNotificationsByUrlInput = z.infer<typeof ZReadNotificationsByUrlInput>;

export function urlVariants(url: string): string[] {
  const bare = url.replace(/^\/+/, "");
  return [...new Set([url, bare, `/${bare}`])];
}

export async function readNotificationsByUrl(
  db: Db,
  actor: Actor,
  input: TReadNotificationsByUrlInput,
): Promise<{ count: number }> {
  const { url } = ZReadNotificationsByUrlInput.parse(input);
  const readAt = new Date();
  const { count } = await db.notification.updateMany({
    where: { userId: actor.userId, readAt: null, url: { in: urlVariants(url) } },
    data: { readAt },
  });
  if (count)
    await publishToUser(actor.userId, NOTIFICATIONS_READ, {
      url,
      count,
      readAt: readAt.toISOString(),
    });
  return { count };
}
