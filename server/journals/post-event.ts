// What a use case calls when money moves: the event (postings.ts says its accounts) posted as one
// journal entry through postJournal, on the caller's transaction. An event that moves no money
// (no lines) posts nothing.
import type { DbClient } from "@/server/auth/db-client";
import { linesFor, type JournalEvent } from "./postings";
import { postJournal, type JournalPeriodMode, type PostedJournal } from "./post-journal";

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
