// `npm run ledger:check`: recomputes every stock and batch from the stock ledger
// (server/stock/ledger-check.ts) and every office saldo / deposit from balance_trxes
// (server/balances/balance-check.ts: saldo and deposit, every row's running balance, every
// top-up's ledger row, the paid amounts of orders and reports against their payments) and every
// retur's credit and received lines (server/returs/retur-check.ts), and the journals (server/
// journals/journal-check.ts: every entry balances, every money document has its journal with the
// same amount, every closing balance equals its lines); exits
// non-zero on any difference. Uses DATABASE_URL (or .env).
import { createPrismaClient } from "@/server/prisma-client";
import { checkLedger, formatLedgerReport } from "@/server/stock/ledger-check";
import { checkBalances, formatBalanceReport } from "@/server/balances/balance-check";
import { checkReturs, formatReturReport } from "@/server/returs/retur-check";
import {
  checkJournals,
  formatJournalReport,
  journalDifferenceCount,
} from "@/server/journals/journal-check";

if (!process.env.DATABASE_URL) {
  try {
    process.loadEnvFile(".env");
  } catch {
    // no .env
  }
}
const url = process.env.DATABASE_URL;
if (!url) {
  console.error("ledger:check: DATABASE_URL is not set (set it or run `npm run db:up`)");
  process.exit(2);
}
const db = createPrismaClient(url, 1);
try {
  const report = await checkLedger(db);
  console.log(formatLedgerReport(report));
  const balances = await checkBalances(db);
  console.log(formatBalanceReport(balances));
  const balancesClean =
    balances.differences.length === 0 &&
    balances.rowDifferences.length === 0 &&
    balances.topupDifferences.length === 0 &&
    balances.paidDifferences.length === 0;
  const returs = await checkReturs(db);
  console.log(formatReturReport(returs));
  const journals = await checkJournals(db);
  console.log(formatJournalReport(journals));
  process.exitCode =
    report.differences.length === 0 &&
    balancesClean &&
    returs.differences.length === 0 &&
    journalDifferenceCount(journals) === 0
      ? 0
      : 1;
} finally {
  await db.$disconnect();
}
