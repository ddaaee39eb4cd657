// What a use case calls when money moves: the event (postings.ts says its accounts) posted as one
// journal entry through postJournal, on the caller's transaction. An event that moves no money
// (no lines) posts nothing.
import type { DbClient } from "@/server/auth/db-client";
import { linesFor, type JournalEvent } from "./postings";
import {
  postJournal,
  postJournals,
  type JournalPeriodMode,
  type PostedJournal,
} from "./post-journal";

export interface EventContext {
  date: Date;
  description: string;
  sourceType: string;
  sourceId: string;
  officeId: string | null;
  datePointer?: string;
  periodMode?: JournalPeriodMode;
}

export async function postEvent(
  db: DbClient,
  event: JournalEvent,
  ctx: EventContext,
  actor: { userId: string | null },
): Promise<PostedJournal | null> {
  const lines = linesFor(event);
  if (!lines.length) return null;
  return postJournal(db, { ...ctx, lines }, actor);
}

/**
 * Many events of one date at once (postJournals): one entry per event that moves money, in the
 * order given; null for an event without lines.
 */
export async function postEvents(
  db: DbClient,
  items: readonly { event: JournalEvent; ctx: EventContext }[],
  actor: { userId: string | null },
): Promise<(PostedJournal | null)[]> {
  const withLines = items.map((i) => ({ ...i.ctx, lines: linesFor(i.event) }));
  const posted = await postJournals(
    db,
    withLines.filter((i) => i.lines.length > 0),
    actor,
  );
  let k = 0;
  return withLines.map((i) => (i.lines.length > 0 ? posted[k++]! : null));
}
