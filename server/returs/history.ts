// The state history of a retur (who, when, from, to, note) in the shared
// document_status_histories table, written in the same transaction as the change.
import { recordStatusChange } from "@/server/history/document-history";
import type { DbClient } from "@/server/auth/db-client";
import type { ReturStatus } from "@/lib/labels/returs";

export const RETUR_DOCUMENT_TYPE = "returs";
/** The ledger / notification source of a retur. */
export const RETUR_SOURCE = "returs";

export async function recordReturTransition(
  db: DbClient,
  row: {
    returId: string;
    from: ReturStatus | null;
    to: ReturStatus;
    action: string;
    userId: string | null;
    note?: string | null;
  },
): Promise<void> {
  await recordStatusChange(db, RETUR_DOCUMENT_TYPE, row.returId, row);
}
