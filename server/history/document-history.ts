// The shared document_status_histories table: one row per state change of a document (who,
// when, from, to, action, note), written in the same transaction as the change, and read back
// oldest first as `document-status-histories` resources by the documents' history actions.
// Each domain keeps its typed writer (orders/history.ts, purchasing/history.ts, ...) over this.
import type { DbClient } from "@/server/auth/db-client";
import { documentResponse } from "@/server/jsonapi/respond";

export interface StatusChange {
  from: string | null;
  to: string;
  action: string;
  userId: string | null;
  note?: string | null;
}

export async function recordStatusChange(
  db: Pick<DbClient, "documentStatusHistory">,
  documentType: string,
  documentId: string,
  change: StatusChange,
): Promise<void> {
  await db.documentStatusHistory.create({
    data: {
      documentType,
      documentId,
      fromStatus: change.from,
      toStatus: change.to,
      action: change.action,
      userId: change.userId,
      note: change.note ?? null,
    },
  });
}

/** The history of one document the caller may read (checked before), oldest first. */
export async function documentHistoryResponse(
  db: Pick<DbClient, "documentStatusHistory">,
  documentType: string,
  documentId: string,
  /** The document's state labels: adds `from_label` / `to_label` (the state itself if unknown). */
  labels?: Readonly<Record<string, string>>,
): Promise<Response> {
  const label = (s: string | null) =>
    s !== null && labels && Object.hasOwn(labels, s) ? labels[s] : s;
  const rows = await db.documentStatusHistory.findMany({
    where: { documentType, documentId },
    // Rows of one transaction can share a millisecond; UUIDv7 ids sort in creation order.
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      fromStatus: true,
      toStatus: true,
      action: true,
      note: true,
      createdAt: true,
      user: { select: { name: true } },
    },
  });
  return documentResponse({
    jsonapi: { version: "1.0" },
    data: rows.map((r) => ({
      type: "document-status-histories",
      id: r.id,
      attributes: {
        document_type: documentType,
        document_id: documentId,
        from_status: r.fromStatus,
        ...(labels ? { from_label: label(r.fromStatus) } : {}),
        to_status: r.toStatus,
        ...(labels ? { to_label: label(r.toStatus) } : {}),
        action: r.action,
        note: r.note,
        user_name: r.user?.name ?? null,
        createdAt: r.createdAt.toISOString(),
      },
    })),
  });
}
