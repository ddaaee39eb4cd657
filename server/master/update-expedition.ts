// PATCH expeditions/{id}; deletedAt set = deleted, null = restored.
import type { Db } from "@/server/prisma-client";
import type { Actor } from "@/server/auth/actor";
import { ZExpeditionUpdateInput, type TExpeditionUpdateInput } from "@/lib/schemas/master";
import { requirePusatWith } from "./access";
import { assertFree } from "./unique";

export async function updateExpedition(
  db: Db,
  input: TExpeditionUpdateInput & { id: string },
  actor: Actor,
): Promise<void> {
  requirePusatWith(actor, "expeditions.update");
  const { id, ...rest } = input;
  const v = ZExpeditionUpdateInput.parse(rest);
  if (v.code !== undefined) {
    const found = await db.expedition.findUnique({ where: { code: v.code }, select: { id: true } });
    assertFree(found, id, `Kode ekspedisi sudah dipakai: ${v.code}`, "code");
  }
  await db.expedition.update({
    where: { id },
    data: {
      code: v.code,
      name: v.name,
      phone: v.phone,
      address: v.address,
      description: v.description,
      isActive: v.is_active,
      deletedAt: v.deletedAt === undefined ? undefined : v.deletedAt && new Date(v.deletedAt),
    },
  });
}
