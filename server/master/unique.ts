// Uniqueness checks that answer 409 with a clear Indonesian detail and a pointer, before the
// database's unique index would (the index stays the last word under concurrency: P2002 -> 409).
import { AppError } from "@/server/errors";

export function conflictAt(detail: string, attribute: string): AppError {
  return AppError.conflict(detail, { pointer: `/data/attributes/${attribute}` });
}

/** Throws 409 when `found` names another row than `selfId`. */
export function assertFree(
  found: { id: string } | null,
  selfId: string | null,
  detail: string,
  attribute: string,
): void {
  if (found && found.id !== selfId) throw conflictAt(detail, attribute);
}
