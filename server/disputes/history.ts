// The state history of a dispute (who, when, from, to, reason) in the shared
// document_status_histories table, written in the same transaction as the change.
import { recordStatusChange } from "@/server/history/document-history";
import type { DbClient } from "@/server/auth/db-client";
import type { DisputeStatus } from "@/lib/schemas/disputes";

export const DISPUTE_DOCUMENT_TYPE = "disputes";

export async function recordDisputeTransition(
  db: DbClient,
  row: {
    disputeId: string;
    from: DisputeStatus | null;
    to: DisputeStatus;
    action: string;
    userId: string | null;
    note?: string | null;
  },
): Promise<void> {
  await recordStatusChange(db, DISPUTE_DOCUMENT_TYPE, row.disputeId, row);
}
