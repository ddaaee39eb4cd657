// The chart of accounts (docs/journals.md "Chart of accounts"). The rows are seeded by migration
// 20261202010000_chart_of_accounts; these constants name the codes the posting table
// (postings.ts) uses. A bank account of an office (office_banks) has its own ledger account
// 1102.NNNN, created by the first posting that needs it (ensureBankAccounts).
import type { DbClient } from "@/server/auth/db-client";
import { Prisma } from "@/server/generated/prisma/client";

export const ACCOUNT = {
  KAS: "1101",
  BANK: "1102",
  GIRO: "1103",
  KAS_LAINNYA: "1109",
  PIUTANG: "1201",
  PERSEDIAAN: "1301",
  SALDO_TITIPAN: "2101",
  DEPOSIT_SC: "2102",
  HUTANG_SUPPLIER: "2201",
  LABA_DITAHAN: "3101",
  PENJUALAN: "4101",
  RETUR_PENJUALAN: "4102",
  HPP: "5101",
  CASHBACK: "5102",
  KOMISI: "5103",
  INSENTIF_DEPOSIT: "5104",
  SELISIH_PERSEDIAAN: "5105",
  SELISIH_SALDO: "5106",
} as const;
export type AccountCode = (typeof ACCOUNT)[keyof typeof ACCOUNT];

/** A line's account: a chart code, or the ledger account of an office bank account. */
export type AccountRef = { code: string } | { officeBankId: string };

export interface ResolvedAccount {
  id: string;
  code: string;
  name: string;
}

const refKey = (r: AccountRef): string => ("code" in r ? `c:${r.code}` : `b:${r.officeBankId}`);

/**
 * The ledger accounts of office bank accounts, created when missing (one INSERT … ON CONFLICT
 * on the unique office_bank_id: concurrent first postings of one bank create one account).
 */
export async function ensureBankAccounts(db: DbClient, bankIds: readonly string[]): Promise<void> {
  if (!bankIds.length) return;
  await db.$executeRaw`
    INSERT INTO accounts (id, code, name, kind, normal_side, office_bank_id, created_at, updated_at)
    SELECT gen_random_uuid(), '1102.' || lpad(nextval('account_bank_seq')::text, 4, '0'),
           left(concat_ws(' ', 'Bank', b.name, ob.account_number, '(' || o.code || ')'), 255),
           'asset', 'debit', ob.id, now(), now()
    FROM office_banks ob JOIN banks b ON b.id = ob.bank_id JOIN offices o ON o.id = ob.office_id
    WHERE ob.id = ANY(${[...bankIds]}::uuid[])
      AND NOT EXISTS (SELECT 1 FROM accounts a WHERE a.office_bank_id = ob.id)
    ON CONFLICT (office_bank_id) DO NOTHING`;
}

/** Resolves every ref to its account row; an unknown code or bank is a programming error. */
export async function resolveAccounts(
  db: DbClient,
  refs: readonly AccountRef[],
): Promise<Map<string, ResolvedAccount>> {
  const codes = [...new Set(refs.flatMap((r) => ("code" in r ? [r.code] : [])))];
  const banks = [...new Set(refs.flatMap((r) => ("officeBankId" in r ? [r.officeBankId] : [])))];
  const lookup = () =>
    db.$queryRaw<(ResolvedAccount & { office_bank_id: string | null })[]>`
      SELECT id::text AS id, code, name, office_bank_id::text AS office_bank_id FROM accounts
      WHERE code = ANY(${codes}::text[]) OR office_bank_id = ANY(${banks}::uuid[])`;
  let rows = await lookup();
  const missingBanks = banks.filter((b) => !rows.some((r) => r.office_bank_id === b));
  if (missingBanks.length) {
    await ensureBankAccounts(db, missingBanks);
    rows = await lookup();
  }
  const out = new Map<string, ResolvedAccount>();
  for (const r of rows) {
    const value = { id: r.id, code: r.code, name: r.name };
    out.set(`c:${r.code}`, value);
    if (r.office_bank_id) out.set(`b:${r.office_bank_id}`, value);
  }
  for (const r of refs)
    if (!out.has(refKey(r)))
      throw new TypeError(`postJournal: unknown account ${"code" in r ? r.code : r.officeBankId}`);
  return out;
}

export function accountOf(
  map: ReadonlyMap<string, ResolvedAccount>,
  ref: AccountRef,
): ResolvedAccount {
  const a = map.get(refKey(ref));
  if (!a) throw new TypeError("postJournal: account not resolved");
  return a;
}

/** SQL for "the account row of this code" (used by checks and reports). */
export const accountIdOfCode = (code: string): Prisma.Sql =>
  Prisma.sql`(SELECT id FROM accounts WHERE code = ${code})`;
