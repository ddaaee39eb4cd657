// POST expeditions (ekspedisi).
import type { Db } from "@/server/prisma-client";
import type { Actor } from "@/server/auth/actor";
import { ZExpeditionCreateInput, type TExpeditionCreateInput } from "@/lib/schemas/master";
import { requirePusatWith } from "./access";
import { assertFree } from "./unique";

export async function createExpedition(
  db: Db,
  input: TExpeditionCreateInput & { id?: string },
  actor: Actor,
): Promise<string> {
  requirePusatWith(actor, "expeditions.create");
  const { id, ...fields } = input;
  const v = ZExpeditionCreateInput.parse(fields);
  const found = await db.expedition.findUnique({ where: { code: v.code }, select: { id: true } });
  assertFree(found, null, `Kode ekspedisi sudah dipakai: ${v.code}`, "code");
  const row = await db.expedition.create({
    data: {
      ...(id ? { id } : {}),
      code: v.code,
      name: v.name,
      phone: v.phone ?? null,
      address: v.address ?? null,
      description: v.description ?? null,
      isActive: v.is_active,
    },
    select: { id: true },
  });
  return row.id;
}
