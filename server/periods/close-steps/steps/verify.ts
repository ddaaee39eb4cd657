// Step "verify": the stock-ledger and balance checks (server/stock/ledger-check.ts,
// server/balances/balance-check.ts) over the whole database. A difference stops the close: the
// period goes back to open, the run fails with the report in its progress, and the job answers
// 422 with the counts.
import { AppError } from "@/server/errors";
import type { Prisma } from "@/server/generated/prisma/client";
import { checkLedger } from "@/server/stock/ledger-check";
import { checkBalances } from "@/server/balances/balance-check";
import { checkJournals, journalDifferenceCount } from "@/server/journals/journal-check";
import { periodTable, type DbOrTx } from "../../kinds";
import type { CloseStepDefinition } from "../types";

export const VERIFY_FAILED = "Pemeriksaan buku gagal";

/** What the verify step checks, as counts (also what `period:close --dry-run` prints). */
export interface VerifyReport {
  ok: boolean;
  stockDifferences: number;
  balanceDifferences: number;
  /** Unbalanced entries, money documents without their journal, closing balances off their lines. */
  journalDifferences: number;
  /** The first journal difference in words (what to look at first), or null. */
  firstJournalDifference: string | null;
  /** The journal check in parts (docs/journals.md "Checks"), for the dry run's line. */
  journalEntries: number;
  journalLines: number;
  /** Entries whose debits and credits differ (or that span two periods). */
  unbalancedEntries: number;
  /** Money documents without their journal, or whose journal's amount differs. */
  documentDifferences: number;
  /** Stored closing balances whose debit and credit are not the sums of their lines. */
  accountDifferences: number;
  stockRows: number;
  balanceRows: number;
}

export async function verifyBooks(db: DbOrTx): Promise<VerifyReport> {
  const [stock, balances, journals] = [
    await checkLedger(db),
    await checkBalances(db),
    await checkJournals(db),
  ];
  const journalDifferences = journalDifferenceCount(journals);
  const u = journals.unbalanced[0];
  const d = journals.documentDifferences[0];
  const a = journals.accountDifferences[0];
  const firstJournalDifference = u
    ? `jurnal ${u.journalNumber} tidak seimbang (debit ${u.debit}, kredit ${u.credit})`
    : d
      ? `${d.sourceType} ${d.sourceId}: diharapkan ${d.expected}, dijurnal ${d.journalled}`
      : a
        ? `saldo akhir akun ${a.accountCode} periode ${a.periodId}: ${a.stored}, baris ${a.lines}`
        : null;
  const balanceDifferences =
    balances.differences.length +
    balances.rowDifferences.length +
    balances.topupDifferences.length +
    balances.paidDifferences.length;
  return {
    ok: stock.differences.length === 0 && balanceDifferences === 0 && journalDifferences === 0,
    stockDifferences: stock.differences.length,
    balanceDifferences,
    journalDifferences,
    firstJournalDifference,
    journalEntries: journals.entries,
    journalLines: journals.lines,
    unbalancedEntries: journals.unbalanced.length,
    documentDifferences: journals.documentDifferences.length,
    accountDifferences: journals.accountDifferences.length,
    stockRows: stock.ledgerRows,
    balanceRows: balances.ledgerRows,
  };
}

export const verifyStep: CloseStepDefinition = {
  name: "verify",
  label: "Memeriksa buku (stok dan saldo)",
  kinds: ["periods", "mitra-periods"],
  async run(ctx) {
    const report = await verifyBooks(ctx.db);
    if (report.ok) {
      await ctx.batch(
        async (_tx, state) => {
          Object.assign(state, report);
        },
        { last: true },
      );
      return;
    }
    const first = report.firstJournalDifference
      ? `; pertama: ${report.firstJournalDifference}`
      : "";
    const detail = `${VERIFY_FAILED}: ${report.stockDifferences} selisih stok, ${report.balanceDifferences} selisih saldo, ${report.journalDifferences} selisih jurnal${first} (npm run ledger:check)`;
    await ctx.db.$transaction(async (tx) => {
      // The books are not sound: the period opens again for the corrections.
      await periodTable(tx, ctx.input.kind).transition(ctx.input.periodId, ["closing"], {
        status: "open",
      });
      await tx.periodCloseRun.update({
        where: { id: ctx.runId },
        data: {
          status: "failed",
          step: "verify",
          error: detail,
          progress: {
            ...ctx.progress,
            steps: { ...(ctx.progress.steps as object | undefined), verify: { ...report } },
          } as Prisma.InputJsonObject,
          finishedAt: new Date(),
        },
      });
    });
    throw new AppError("VALIDATION_FAILED", detail);
  },
};
