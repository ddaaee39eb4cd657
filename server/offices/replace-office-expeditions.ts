// PATCH offices/{id}/relationships/office-expeditions: replaces the set of expeditions an office
// uses. Pusat staff with office-expeditions.update for any office; other offices for themselves.
import type { Db } from "@/server/prisma-client";
import { hasPermission, isPusat, type Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";

export async function replaceOfficeExpeditions(
  db: Db,
  input: { officeId: string; expeditionIds: string[] },
  actor: Actor,
): Promise<void> {
  if (!hasPermission(actor, "office-expeditions.update")) throw AppError.forbidden();
  if (!isPusat(actor) && actor.officeId !== input.officeId) throw AppError.forbidden();
  const ids = [...new Set(input.expeditionIds)];
  const found = ids.length
    ? await db.expedition.findMany({
        where: { id: { in: ids }, deletedAt: null },
        select: { id: true },
      })
    : [];
  const known = new Set(found.map((e) => e.id));
  const missing = input.expeditionIds.findIndex((id) => !known.has(id));
  if (missing >= 0)
    throw AppError.validation([
      { detail: "Ekspedisi tidak ditemukan", source: { pointer: `/data/${missing}` } },
    ]);
  await db.$transaction([
    db.officeExpedition.deleteMany({
      where: { officeId: input.officeId, expeditionId: { notIn: ids } },
    }),
    db.officeExpedition.createMany({
      data: ids.map((expeditionId) => ({ officeId: input.officeId, expeditionId })),
      skipDuplicates: true,
    }),
  ]);
}
