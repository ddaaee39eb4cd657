// POST office-banks: a bank account of an office. Head office names the office; any other office
// adds to itself (the relationship may be left out). The bank must exist and not be deleted.
import type { Db } from "@/server/prisma-client";
import { isPusat, type Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { ZOfficeBankCreateInput, type TOfficeBankCreateInput } from "@/lib/schemas/office";
import { assertMayChangeOfficeBanks } from "./office-bank-access";
import { assertBankUsable } from "./office-bank-checks";

export async function createOfficeBank(
  db: Db,
  input: TOfficeBankCreateInput,
  actor: Actor,
): Promise<string> {
  const v = ZOfficeBankCreateInput.parse(input);
  const officeId = v.office ?? (isPusat(actor) ? null : actor.officeId);
  if (!officeId)
    throw AppError.validation([
      { detail: "Kolom wajib diisi", source: { pointer: "/data/relationships/office" } },
    ]);
  assertMayChangeOfficeBanks(actor, "office-banks.create", officeId);
  const office = await db.office.findFirst({
    where: { id: officeId, deletedAt: null },
    select: { id: true },
  });
  if (!office)
    throw AppError.validation([
      { detail: "Kantor tidak ditemukan", source: { pointer: "/data/relationships/office" } },
    ]);
  await assertBankUsable(db, v.bank);
  const row = await db.officeBank.create({
    data: {
      officeId,
      bankId: v.bank,
      accountNumber: v.account_number,
      accountName: v.account_name,
      branch: v.branch ?? null,
      isActive: v.is_active,
    },
    select: { id: true },
  });
  return row.id;
}
