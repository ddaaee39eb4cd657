// Checks shared by the office bank use cases.
import type { Db } from "@/server/prisma-client";
import { AppError } from "@/server/errors";

/** The bank of an account must exist and not be deleted (422 on the relationship). */
export async function assertBankUsable(db: Db, bankId: string): Promise<void> {
  const bank = await db.bank.findFirst({
    where: { id: bankId, deletedAt: null },
    select: { id: true },
  });
  if (!bank)
    throw AppError.validation([
      { detail: "Bank tidak ditemukan", source: { pointer: "/data/relationships/bank" } },
    ]);
}
