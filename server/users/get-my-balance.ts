// Saldo Saya (/saldo): the balance and deposit balance of the signed-in user's office and its
// balance ledger with the running balance (server/balances/ledger.ts: keyset paged, filters
// account / kind / date range). Stockist and Stockist Center offices (SPEC §6), and the Kantor
// Pelayanan, whose returs are credited to its saldo (docs/returns.md): the one list of
// lib/office-categories.ts, which the profile menu's 'Saldo' entry follows too.
import "server-only";
import type { Actor } from "@/server/auth/actor";
import { hasSaldo } from "@/lib/office-categories";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { balanceLedger, type LedgerFilter, type LedgerPage } from "@/server/balances/ledger";

export const BALANCE_TRX_PAGE_SIZE = 10;

/** Whether the office category has a Saldo page (lib/office-categories.ts). */
export const canSeeSaldo = hasSaldo;

export interface MyBalance {
  officeCode: string;
  officeName: string;
  officeCategoryId: number;
  balance: bigint;
  depositBalance: bigint;
  ledger: LedgerPage;
}

export async function getMyBalance(
  db: DbClient,
  input: { filter: LedgerFilter; after: bigint | null },
  actor: Actor,
): Promise<MyBalance> {
  if (!actor.officeId || !canSeeSaldo(actor.officeCategoryId))
    throw AppError.forbidden("Saldo hanya untuk Stockist, Stockist Center dan Kantor Pelayanan");
  const office = await db.office.findFirst({
    where: { id: actor.officeId, deletedAt: null },
    select: { code: true, name: true, balance: true, depositBalance: true, officeCategoryId: true },
  });
  if (!office) throw AppError.notFound("Kantor tidak ditemukan");
  const ledger = await balanceLedger(db, {
    officeId: actor.officeId,
    filter: input.filter,
    after: input.after,
    limit: BALANCE_TRX_PAGE_SIZE,
  });
  return {
    officeCode: office.code,
    officeName: office.name,
    officeCategoryId: office.officeCategoryId,
    balance: office.balance,
    depositBalance: office.depositBalance,
    ledger,
  };
}
