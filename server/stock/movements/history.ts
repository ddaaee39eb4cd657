// Writes the history of a stock movement's states (who, when, from, to) in the shared
// document_status_histories table, in the same transaction as the transition. It is read back by
// GET stock-movements/{id}/-actions/history (historyAction, with the states' labels).
import type { Db } from "@/server/prisma-client";
import type { MovementHistoryRow } from "./machine";

type Tx = Pick<Db, "documentStatusHistory">;

export async function recordMovementTransition(tx: Tx, row: MovementHistoryRow): Promise<void> {
  await tx.documentStatusHistory.create({ data: row });
}
