// WHICH EVENT POSTS TO WHICH ACCOUNTS: the one table (docs/journals.md "Postings"). Each money
// event of the product is a kind below with a builder that turns the event's figures into the
// lines of one balanced entry; the use cases only say what happened (postEvent). Codes are the
// chart's (accounts.ts). Revenue is recognised when it is paid (cash basis, docs/journals.md).
import type { BalanceAccount, BalanceTrxType } from "@/server/generated/prisma/client";
import { ACCOUNT, type AccountRef } from "./accounts";
import type { JournalLineInput } from "./post-journal";

/** One line of a payment as the journal needs it (payments' method lines, payment bundles). */
export interface MethodLine {
  /** payment_method_types.code: cash, transfer, edc, giro, saldo … */
  methodCode: string;
  officeBankId: string | null;
  amount: bigint;
}

export type JournalEvent =
  /** Every postBalance posting (server/balances/post-balance.ts), by its BalanceTrxType. */
  | {
      kind: "balance";
      type: BalanceTrxType;
      account: BalanceAccount;
      /** Signed as the ledger row: positive credits the office, negative debits it. */
      amount: bigint;
      /** Money actually received for a credit, when less than the credit (SC deposit × multiplier). */
      cashAmount?: bigint;
    }
  /** A payment received (an order's payment, a report's payment bundle): its non-saldo lines. */
  | { kind: "payment_received"; lines: readonly MethodLine[] }
  /** The same lines given back (payment cancelled, payment bundle withdrawn). */
  | { kind: "payment_reversed"; lines: readonly MethodLine[] }
  /** A stock adjustment at the product's purchase price (signed: + found, − lost). */
  | { kind: "stock_adjustment"; value: bigint };

type Side = "debit" | "credit";
const line = (account: AccountRef, side: Side, amount: bigint): JournalLineInput =>
  side === "debit" ? { account, debit: amount } : { account, credit: amount };
const code = (c: string): AccountRef => ({ code: c });

/**
 * The counter account of each saldo / deposit movement. A positive amount credits the office's
 * liability (2101 Saldo Titipan Kantor, 2102 Deposit SC) and debits the counter account; a
 * negative one debits the liability and credits the counter account.
 */
export const BALANCE_COUNTER: Record<BalanceTrxType, string> = {
  topup: ACCOUNT.KAS, // money paid in at Pusat's cashier
  deposit: ACCOUNT.KAS, // SC deposit paid; the multiplier's extra is 5104 (cashAmount)
  order_payment: ACCOUNT.PENJUALAN, // an order or report paid from saldo: revenue
  order_refund: ACCOUNT.PENJUALAN, // that payment cancelled: revenue back
  retur_credit: ACCOUNT.RETUR_PENJUALAN, // goods returned, credited to saldo
  cashback: ACCOUNT.CASHBACK, // cashback credited at the period close
  commission: ACCOUNT.KOMISI, // commission credited at the period close
  withdrawal: ACCOUNT.KAS, // saldo paid out in cash
  adjustment: ACCOUNT.SELISIH_SALDO, // a correction by Pusat
};

/** The debit-side account a received payment line lands on, by method. */
export function receiptAccount(l: MethodLine): AccountRef {
  switch (l.methodCode) {
    case "cash":
      return code(ACCOUNT.KAS);
    case "transfer":
    case "edc":
      return l.officeBankId ? { officeBankId: l.officeBankId } : code(ACCOUNT.BANK);
    case "giro":
      return code(ACCOUNT.GIRO);
    case "saldo":
      // Saldo lines are journalled by postBalance (order_payment); never passed here.
      throw new TypeError("postings: saldo lines are journalled by postBalance");
    default:
      return code(ACCOUNT.KAS_LAINNYA);
  }
}

function receipt(lines: readonly MethodLine[], reverse: boolean): JournalLineInput[] {
  const cash: Side = reverse ? "credit" : "debit";
  const revenue: Side = reverse ? "debit" : "credit";
  const paid = lines.filter((l) => l.amount > 0n);
  const total = paid.reduce((s, l) => s + l.amount, 0n);
  if (total === 0n) return [];
  return [
    ...paid.map((l) => line(receiptAccount(l), cash, l.amount)),
    line(code(ACCOUNT.PENJUALAN), revenue, total),
  ];
}

export const POSTINGS: {
  [K in JournalEvent["kind"]]: (e: Extract<JournalEvent, { kind: K }>) => JournalLineInput[];
} = {
  balance(e) {
    const liability = code(e.account === "deposit" ? ACCOUNT.DEPOSIT_SC : ACCOUNT.SALDO_TITIPAN);
    const counter = code(BALANCE_COUNTER[e.type]);
    const amount = e.amount < 0n ? -e.amount : e.amount;
    if (amount === 0n) return [];
    if (e.amount < 0n) return [line(liability, "debit", amount), line(counter, "credit", amount)];
    const cash = e.cashAmount !== undefined && e.cashAmount < amount ? e.cashAmount : amount;
    return [
      ...(cash > 0n ? [line(counter, "debit", cash)] : []),
      ...(cash < amount ? [line(code(ACCOUNT.INSENTIF_DEPOSIT), "debit", amount - cash)] : []),
      line(liability, "credit", amount),
    ];
  },
  payment_received: (e) => receipt(e.lines, false),
  payment_reversed: (e) => receipt(e.lines, true),
  stock_adjustment(e) {
    if (e.value === 0n) return [];
    const stock = code(ACCOUNT.PERSEDIAAN);
    const diff = code(ACCOUNT.SELISIH_PERSEDIAAN);
    return e.value > 0n
      ? [line(stock, "debit", e.value), line(diff, "credit", e.value)]
      : [line(diff, "debit", -e.value), line(stock, "credit", -e.value)];
  },
};

/** The lines of an event (empty when it moves no money, e.g. a payment of saldo lines only). */
export function linesFor(e: JournalEvent): JournalLineInput[] {
  const build = POSTINGS[e.kind] as (x: JournalEvent) => JournalLineInput[];
  return build(e);
}
