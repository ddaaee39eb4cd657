// Notifications written by a use case inside its transaction (an order released, goods sent):
// the rows are inserted on the transaction, so a rolled-back change leaves no notice, and they
// are published on the realtime channel only after the commit (ARCHITECTURE §2: no network call
// inside a transaction). A use case calls `recordOfficeNotice(tx, ...)`; the action that owns the
// transaction runs it through `withNotices(db, fn)`, which publishes what was recorded once
// `fn`'s transaction has committed. Called from a transaction that is not wrapped, the rows are
// still written (the user sees them on the next load), only the live push is missed.
import type { DbClient } from "@/server/auth/db-client";
import { SQL_CLOCK, SQL_UUIDV7 } from "@/server/ids";
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
  // One statement: a row per active user of the office (ids in user order, as before).
  const rows = await db.$queryRaw<
    {
      id: string;
      user_id: string;
      name: string;
      message: string | null;
      url: string | null;
      created_at: Date;
    }[]
  >`
    INSERT INTO notifications (id, user_id, name, message, url, created_at, updated_at)
    SELECT ${SQL_UUIDV7}, u.id, ${notice.name.slice(0, 255)}, ${notice.message ?? null},
           ${notice.url ?? null}, ts.t, ts.t
    FROM (SELECT id FROM users
          WHERE office_id = ${officeId}::uuid AND is_active AND deleted_at IS NULL
          ORDER BY id) u, ${SQL_CLOCK}
    RETURNING id::text AS id, user_id::text AS user_id, name, message, url, created_at`;
  const list = pending.get(db);
  if (list)
    list.push(
      ...rows.map((r) => ({
        id: r.id,
        userId: r.user_id,
        name: r.name,
        message: r.message,
        url: r.url,
        readAt: null,
        createdAt: r.created_at,
      })),
    );
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
