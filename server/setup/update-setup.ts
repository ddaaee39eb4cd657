// PATCH setups/{id}: the typed value of one setup key (Admin > Setup tabs). The key's kind
// (lib/schemas/setup.ts SETUP_KEYS) decides what `value` must be: a number, whole rupiah, a
// boolean, a date or text; anything else is a 422 at /data/attributes/value.
import type { Db } from "@/server/prisma-client";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { requirePusatWith } from "@/server/master/access";
import { formatSetupValue, setupKeyDef, setupValueSchema } from "@/lib/schemas/setup";
import { z } from "zod";

export const ZSetupUpdateInput = z
  .object({ value: z.unknown(), description: z.string().trim().max(1000).nullish() })
  .strict();
export type TSetupUpdateInput = z.infer<typeof ZSetupUpdateInput>;

export async function updateSetup(
  db: Db,
  input: TSetupUpdateInput & { id: string },
  actor: Actor,
): Promise<void> {
  requirePusatWith(actor, "setups.update");
  const row = await db.setup.findUnique({ where: { id: input.id }, select: { setupKey: true } });
  if (!row) throw AppError.notFound("Setup tidak ditemukan");
  const data: { value?: string; description?: string | null } = {};
  if (input.value !== undefined) {
    const def = setupKeyDef(row.setupKey);
    const parsed = setupValueSchema(def?.kind ?? "text", def).safeParse(input.value);
    if (!parsed.success)
      throw AppError.validation([
        {
          detail: parsed.error.issues[0]?.message ?? "Nilai tidak valid",
          source: { pointer: "/data/attributes/value" },
        },
      ]);
    data.value = formatSetupValue(parsed.data);
  }
  if (input.description !== undefined) data.description = input.description ?? null;
  if (Object.keys(data).length) await db.setup.update({ where: { id: input.id }, data });
}
