// Login history of the signed-in user (settings, Akun User tab): the user's `login` rows of
// user_logs, newest first, paged. Only the user's own history.
import "server-only";
import type { Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { pageMeta, pageNumber, type Paged } from "@/lib/pagination";

export const LOGIN_HISTORY_PAGE_SIZE = 10;

export interface LoginHistoryRow {
  id: string;
  createdAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
}

export async function listLoginHistory(
  db: DbClient,
  input: { page?: unknown },
  actor: Actor,
): Promise<Paged<LoginHistoryRow>> {
  const number = pageNumber(input.page);
  const size = LOGIN_HISTORY_PAGE_SIZE;
  const where = { userId: actor.userId, action: "login" };
  const [total, rows] = await Promise.all([
    db.userLog.count({ where }),
    db.userLog.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (number - 1) * size,
      take: size,
      select: { id: true, createdAt: true, ipAddress: true, userAgent: true },
    }),
  ]);
  return { rows, page: pageMeta(number, size, total, rows.length) };
}
