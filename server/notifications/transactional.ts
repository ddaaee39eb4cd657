// Notifications written by a use case inside its transaction (an order released, goods sent):
// the rows are inserted on the transaction, so a rolled-back change leaves no notice, and they
// are published on the realtime channel only after the commit (ARCHITECTURE §2: no network call
// inside a transaction). A use case calls `recordOfficeNotice(tx, ...)`; the action that owns the
// transaction runs it through `withNotices(db, fn)`, which publishes what was recorded once
// `fn`'s transaction has committed. Called from a transaction that is not wrapped, the rows are
// still written (the user sees them on the next load), only the live push is missed.
import type { DbClient } from "@/server/auth/db-client";
import type { Db } from "@/server/prisma-client";
import { publishCreated } from "./create-notification";
import type { NotificationRow } from "./events";

const pending = new WeakMap<DbClient, NotificationRow[]>();

export interface OfficeNotice {
  name: string;
  message?: string | null;
  url?: string | null;
}

/** The same notice for every active user of an office, inserted on the caller's transaction. */
export async function recordOfficeNotice(
  db: DbClient,
  officeId: string,
  notice: OfficeNotice,
): Promise<void> {
  const users = await db.user.findMany({
    where: { officeId, isActive: true, deletedAt: null },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  if (!users.length) return;
  const rows = await db.notification.createManyAndReturn({
    data: users.map((u) => ({
      userId: u.id,
      name: notice.name.slice(0, 255),
      message: notice.message ?? null,
      url: notice.url ?? null,
    })),
    select: {
      id: true,
      userId: true,
      name: true,
      message: true,
      url: true,
      readAt: true,
      createdAt: true,
    },
  });
  const list = pending.get(db);
  if (list) list.push(...rows);
}

/** Runs `fn` in a transaction and publishes the notices it recorded after the commit. */
export async function withNotices<T>(db: Db, fn: (tx: DbClient) => Promise<T>): Promise<T> {
  let rows: NotificationRow[] = [];
  const result = await db.$transaction(async (tx) => {
    const list: NotificationRow[] = [];
    pending.set(tx, list);
    const r = await fn(tx);
    rows = list;
    return r;
  });
  if (rows.length) await publishCreated(rows);
  return result;
}
