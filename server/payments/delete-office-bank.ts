// DELETE office-banks/{id}: a soft delete (payments and top-ups keep pointing at the account).
import type { Db } from "@/server/prisma-client";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { assertMayChangeOfficeBanks } from "./office-bank-access";

export async function deleteOfficeBank(db: Db, input: { id: string }, actor: Actor): Promise<void> {
  const row = await db.officeBank.findFirst({
    where: { id: input.id, deletedAt: null },
    select: { officeId: true },
  });
  if (!row) throw AppError.notFound();
  assertMayChangeOfficeBanks(actor, "office-banks.delete", row.officeId);
  await db.officeBank.update({ where: { id: input.id }, data: { deletedAt: new Date() } });
}
