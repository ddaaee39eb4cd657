// PATCH offices/{id}/relationships/office-expeditions: replaces the set of expeditions an office
// uses; attachToExpedition adds to it. Pusat staff with office-expeditions.update for any office;
// other offices for themselves.
import type { Db } from "@/server/prisma-client";
import { hasPermission, isPusat, type Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";

/** Who may change an office's expeditions, and that every named expedition exists (422 at its item). */
async function checkOfficeExpeditions(
  db: Db,
  input: { officeId: string; expeditionIds: string[] },
  actor: Actor,
  pointerOf: (i: number) => string,
): Promise<string[]> {
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
      { detail: "Ekspedisi tidak ditemukan", source: { pointer: pointerOf(missing) } },
    ]);
  return ids;
}

export async function replaceOfficeExpeditions(
  db: Db,
  input: { officeId: string; expeditionIds: string[] },
  actor: Actor,
): Promise<void> {
  const ids = await checkOfficeExpeditions(db, input, actor, (i) => `/data/${i}`);
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

/**
 * POST office-expeditions/-actions/attachToExpedition (SPEC §7): adds expeditions to the ones an
 * office uses, keeping the others (the relationship PATCH replaces the whole set). Same rule of
 * who may; attaching one already attached changes nothing.
 */
export async function attachOfficeExpeditions(
  db: Db,
  input: { officeId: string; expeditionIds: string[] },
  actor: Actor,
): Promise<void> {
  const ids = await checkOfficeExpeditions(
    db,
    input,
    actor,
    (i) => `/data/relationships/expeditions/data/${i}`,
  );
  await db.officeExpedition.createMany({
    data: ids.map((expeditionId) => ({ officeId: input.officeId, expeditionId })),
    skipDuplicates: true,
  });
}
