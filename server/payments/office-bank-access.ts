// Who may change which office's bank accounts: head office staff any office, every other office
// only its own (SPEC §2 stockist layout 'Bank & Metode Pembayaran'; ARCHITECTURE §2).
import { hasPermission, isPusat, type Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";

export function assertMayChangeOfficeBanks(
  actor: Actor,
  permission: "office-banks.create" | "office-banks.update" | "office-banks.delete",
  officeId: string,
): void {
  if (!hasPermission(actor, permission)) throw AppError.forbidden();
  if (!isPusat(actor) && actor.officeId !== officeId)
    throw AppError.forbidden("Rekening bank hanya dapat diubah oleh kantor pemiliknya");
}
