// The background job that drains the chat outbox (kind whatsapp-outbox; server/jobs/
// handlers.ts lists it). Drains batch after batch until nothing is due (or ~50 s passed, so a
// long queue shares the runner with other jobs), pushes CsChatUpdated for the conversations
// whose messages changed, and queues its own next run when a retry is due later. Resumable by
// construction: all state is in the message rows.
import type { JobHandler } from "@/server/jobs/types";
import { drainOutboxBatch, nextOutboxDue, OUTBOX_JOB, scheduleOutbox } from "./outbox";
import { publishChatUpdated } from "./events";

const RUN_MS = 50_000;

export const outboxJob: JobHandler = async ({ db, signal, progress }) => {
  const started = Date.now();
  let sent = 0;
  let failed = 0;
  let retried = 0;
  for (;;) {
    if (signal.aborted) break;
    const r = await drainOutboxBatch(db);
    sent += r.sent;
    failed += r.failed;
    retried += r.retried;
    if (r.changedChats.length) await publishChatUpdated(db, r.changedChats, "message-status");
    if (r.claimed === 0 || Date.now() - started > RUN_MS) break;
    await progress({ sent, failed, retried });
  }
  const due = await nextOutboxDue(db);
  if (due) {
    const waiting = await db.backgroundJob.findFirst({
      where: { kind: OUTBOX_JOB, status: "queued", runAfter: { lte: due } },
      select: { id: true },
    });
    if (!waiting) await scheduleOutbox(db, due);
  }
  return { sent, failed, retried };
};
