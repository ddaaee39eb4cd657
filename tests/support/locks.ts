// Races made deterministic: a test holds a row lock in its own transaction, sends the concurrent
// request, and waits until PostgreSQL itself shows that request waiting on the lock before it
// commits its change. A fixed sleep instead passes without racing when the machine is slow (the
// request reaches the lock only after the test's commit).
import type { Prisma } from "@/server/generated/prisma/client";
import type { Db } from "@/server/prisma-client";

/** How long a request may take to reach the held lock before the test fails. */
const REACH_LOCK_TIMEOUT_MS = 20_000;
const POLL_MS = 20;

/** The PostgreSQL backend (pid) that runs this transaction: the session holding its locks. */
async function backendPid(tx: Prisma.TransactionClient): Promise<number> {
  const [row] = await tx.$queryRaw<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
  if (!row) throw new Error("pg_backend_pid() returned no row");
  return row.pid;
}

/**
 * Resolves once a session of this database waits on a lock (wait_event_type 'Lock') that
 * `holderPid` holds, as pg_blocking_pids reports it; throws (failing the test) when none does
 * within the timeout. Polls through `db`, a connection outside the holding transaction: a
 * transaction sees pg_stat_activity as a snapshot taken at its first read.
 */
async function waitUntilBlockedBy(
  db: Db,
  holderPid: number,
  timeoutMs = REACH_LOCK_TIMEOUT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const waiting = await db.$queryRaw<{ pid: number }[]>`
      SELECT pid FROM pg_stat_activity
      WHERE datname = current_database()
        AND wait_event_type = 'Lock'
        AND ${holderPid}::int = ANY (pg_blocking_pids(pid))`;
    if (waiting.length > 0) return;
    if (Date.now() > deadline) {
      throw new Error(
        `No session waited on the lock held by backend ${holderPid} within ${timeoutMs} ms: ` +
          "the request never raced the held lock.",
      );
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/**
 * Call inside the transaction that holds the lock, once the racing request is sent: returns when
 * PostgreSQL shows another session waiting on a lock this transaction holds, so the test's commit
 * really lands while the request waits.
 */
export async function waitForLockWaiter(
  db: Db,
  tx: Prisma.TransactionClient,
  timeoutMs = REACH_LOCK_TIMEOUT_MS,
): Promise<void> {
  await waitUntilBlockedBy(db, await backendPid(tx), timeoutMs);
}
