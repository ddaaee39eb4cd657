// Writes and reads the history of a stock movement's states (who, when, from, to) in the
// shared document_status_histories table. Written in the same transaction as the transition.
import type { Db } from "@/server/prisma-client";
import { MOVEMENT_DOCUMENT_TYPE, type MovementHistoryRow } from "./machine";

type Tx = Pick<Db, "documentStatusHistory">;

export async function recordMovementTransition(tx: Tx, row: MovementHistoryRow): Promise<void> {
  await tx.documentStatusHistory.create({ data: row });
}

export async function movementHistory(db: Tx, movementId: string) {
  return db.documentStatusHistory.findMany({
    where: { documentType: MOVEMENT_DOCUMENT_TYPE, documentId: movementId },
    orderBy: { createdAt: "asc" },
    select: {
      id: true,
      fromStatus: true,
      toStatus: true,
      action: true,
      note: true,
      createdAt: true,
      user: { select: { id: true, name: true } },
    },
  });
}
