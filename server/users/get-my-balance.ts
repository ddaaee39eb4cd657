// Saldo Saya (/saldo): the balance and deposit balance of the signed-in user's office and its
// balance transactions, newest first, paged. Stockist and Stockist Center offices only (SPEC §6).
import "server-only";
import { OFFICE_CATEGORY, type Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { pageMeta, pageNumber, type Paged } from "@/lib/pagination";

export const BALANCE_TRX_PAGE_SIZE = 10;

/** Office categories that have a Saldo page. */
export const SALDO_CATEGORIES: readonly number[] = [
  OFFICE_CATEGORY.STOCKIST,
  OFFICE_CATEGORY.STOCKIST_CENTER,
];

export function canSeeSaldo(officeCategoryId: number | null | undefined): boolean {
  return officeCategoryId != null && SALDO_CATEGORIES.includes(officeCategoryId);
}

export interface BalanceTrxRow {
  id: string;
  createdAt: Date;
  account: "balance" | "deposit";
  type: string;
  description: string | null;
  /** Whole rupiah; negative for a debit. */
  amount: bigint;
  balanceAfter: bigint;
}

export interface MyBalance {
  officeCode: string;
  officeName: string;
  balance: bigint;
  depositBalance: bigint;
  trx: Paged<BalanceTrxRow>;
}

export async function getMyBalance(
  db: DbClient,
  input: { page?: unknown },
  actor: Actor,
): Promise<MyBalance> {
  if (!actor.officeId || !canSeeSaldo(actor.officeCategoryId))
    throw AppError.forbidden("Saldo hanya untuk Stockist dan Stockist Center");
  const office = await db.office.findFirst({
    where: { id: actor.officeId, deletedAt: null },
    select: { code: true, name: true, balance: true, depositBalance: true },
  });
  if (!office) throw AppError.notFound("Kantor tidak ditemukan");
  const number = pageNumber(input.page);
  const size = BALANCE_TRX_PAGE_SIZE;
  const where = { officeId: actor.officeId };
  const total = await db.balanceTrx.count({ where });
  const rows = await db.balanceTrx.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (number - 1) * size,
    take: size,
    select: {
      id: true,
      createdAt: true,
      account: true,
      type: true,
      description: true,
      amount: true,
      balanceAfter: true,
    },
  });
  return {
    officeCode: office.code,
    officeName: office.name,
    balance: office.balance,
    depositBalance: office.depositBalance,
    trx: { rows, page: pageMeta(number, size, total, rows.length) },
  };
}
