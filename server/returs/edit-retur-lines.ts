// The shared guard of the line edits (create-, update-, delete-retur-detail.ts): the retur
// locked FOR UPDATE in the caller's scope (404), written by its returning office or Pusat (403),
// still a draft (409: a validated retur's lines are frozen), dated in an open period (409).
import type { Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { assertReturTransition } from "./machine";
import { assertReturPeriodOpen, assertReturWriter, lockRetur, type LockedRetur } from "./rules";

export async function lockDraftRetur(
  db: DbClient,
  actor: Actor,
  returId: string,
): Promise<LockedRetur & { originWarehouseId: string }> {
  const r = await lockRetur(db, actor, returId);
  assertReturWriter(actor, r);
  assertReturTransition("edit", r.status);
  await assertReturPeriodOpen(db, r.returDate, false);
  if (!r.originWarehouseId) throw AppError.conflict("Retur belum memiliki gudang asal");
  return { ...r, originWarehouseId: r.originWarehouseId };
}

/** The retur a line belongs to (404 for an unknown line; the scope is checked by the lock). */
export async function returOfLine(db: DbClient, lineId: string): Promise<string> {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const line = UUID.test(lineId)
    ? await db.returDetail.findUnique({ where: { id: lineId }, select: { returId: true } })
    : null;
  if (!line) throw AppError.notFound("Barang retur tidak ditemukan");
  return line.returId;
}
