// PATCH office-banks/{id}: account number, name, branch, bank, active flag. The engine has already
// answered 404 for an account outside the caller's scope; the office never changes.
import type { Db } from "@/server/prisma-client";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { ZOfficeBankUpdateInput, type TOfficeBankUpdateInput } from "@/lib/schemas/office";
import { assertMayChangeOfficeBanks } from "./office-bank-access";
import { assertBankUsable } from "./office-bank-checks";

export async function updateOfficeBank(
  db: Db,
  input: TOfficeBankUpdateInput & { id: string },
  actor: Actor,
): Promise<void> {
  const { id, ...rest } = input;
  const v = ZOfficeBankUpdateInput.parse(rest);
  const row = await db.officeBank.findFirst({
    where: { id, deletedAt: null },
    select: { officeId: true },
  });
  if (!row) throw AppError.notFound();
  assertMayChangeOfficeBanks(actor, "office-banks.update", row.officeId);
  if (v.bank !== undefined) await assertBankUsable(db, v.bank);
  await db.officeBank.update({
    where: { id },
    data: {
      accountNumber: v.account_number,
      accountName: v.account_name,
      branch: v.branch,
      isActive: v.is_active,
      bankId: v.bank,
    },
  });
}
