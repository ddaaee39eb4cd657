// Maker and checker (docs/security.md "Maker-checker"): the user who approves a money document
// (a top-up today; payments and payment bundles next) is never the user who created it. Call it
// with the document's createdById before the approval changes anything.
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";

export const MAKER_CANNOT_APPROVE =
  "Dokumen ini harus disetujui oleh pengguna lain, bukan pembuatnya";

/** 403 when `actor` created the document (superadmin included). A document without a recorded
 * creator (legacy rows) can be approved by anyone allowed to approve. */
export function assertNotMaker(createdById: string | null | undefined, actor: Actor): void {
  if (createdById && createdById === actor.userId)
    throw new AppError("FORBIDDEN", MAKER_CANNOT_APPROVE);
}
