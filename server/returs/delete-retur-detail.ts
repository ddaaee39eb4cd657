// DELETE retur-details/{id}: a line removed from a draft retur (409 once validated; the last line
// stays: a retur without goods is cancelled instead, 409). Under the retur's row lock.
import { hasPermission, type Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { recordReturTransition } from "./history";
import { lockDraftRetur, returOfLine } from "./edit-retur-lines";
import { refreshReturTotals } from "./rules";

export async function deleteReturDetail(db: DbClient, id: string, actor: Actor): Promise<void> {
  if (!hasPermission(actor, "retur-details.delete")) throw AppError.forbidden();
  const r = await lockDraftRetur(db, actor, await returOfLine(db, id));
  const count = await db.returDetail.count({ where: { returId: r.id } });
  if (count <= 1)
    throw AppError.conflict("Barang terakhir tidak dapat dihapus; batalkan returnya");
  await db.returDetail.delete({ where: { id } });
  await refreshReturTotals(db, r.id);
  await recordReturTransition(db, {
    returId: r.id,
    from: "draft",
    to: "draft",
    action: "delete-line",
    userId: actor.userId,
  });
}
