// The posting table (server/journals/postings.ts) and postJournal's line rules, as pure logic:
// every event kind builds a balanced entry, every balance type has its counter account, and an
// unbalanced or malformed set of lines is refused before anything is written.
import { describe, expect, it } from "vitest";
import { ACCOUNT } from "@/server/journals/accounts";
import { BALANCE_COUNTER, linesFor, type JournalEvent } from "@/server/journals/postings";
import { balanceOf, UnbalancedJournalError } from "@/server/journals/post-journal";

const TYPES = [
  "topup",
  "deposit",
  "order_payment",
  "order_refund",
  "retur_credit",
  "cashback",
  "commission",
  "withdrawal",
  "adjustment",
] as const;

describe("posting table", () => {
  it("every balance type, credit and debit, balances against its counter account", () => {
    for (const type of TYPES) {
      expect(BALANCE_COUNTER[type]).toMatch(/^\d{4}$/);
      for (const amount of [12_345n, -12_345n]) {
        const lines = linesFor({ kind: "balance", type, account: "balance", amount });
        expect(balanceOf(lines)).toBe(12_345n);
        const liability = lines.find(
          (l) => "code" in l.account && l.account.code === ACCOUNT.SALDO_TITIPAN,
        );
        expect(amount > 0n ? liability?.credit : liability?.debit).toBe(12_345n);
      }
    }
  });

  it("an SC deposit posts what was paid to Kas and the multiplier's extra to 5104", () => {
    const lines = linesFor({
      kind: "balance",
      type: "deposit",
      account: "deposit",
      amount: 3_000_000n,
      cashAmount: 1_000_000n,
    });
    expect(balanceOf(lines)).toBe(3_000_000n);
    expect(lines).toEqual([
      { account: { code: ACCOUNT.KAS }, debit: 1_000_000n },
      { account: { code: ACCOUNT.INSENTIF_DEPOSIT }, debit: 2_000_000n },
      { account: { code: ACCOUNT.DEPOSIT_SC }, credit: 3_000_000n },
    ]);
  });

  it("a payment's lines go to Kas, the office bank, Giro against Penjualan; reversed swaps them", () => {
    const paid: JournalEvent = {
      kind: "payment_received",
      lines: [
        { methodCode: "cash", officeBankId: null, amount: 100n },
        { methodCode: "transfer", officeBankId: "b1", amount: 200n },
        { methodCode: "giro", officeBankId: null, amount: 300n },
      ],
    };
    const lines = linesFor(paid);
    expect(balanceOf(lines)).toBe(600n);
    expect(lines.at(-1)).toEqual({ account: { code: ACCOUNT.PENJUALAN }, credit: 600n });
    expect(lines[1]).toEqual({ account: { officeBankId: "b1" }, debit: 200n });
    const back = linesFor({ ...paid, kind: "payment_reversed" });
    expect(back.at(-1)).toEqual({ account: { code: ACCOUNT.PENJUALAN }, debit: 600n });
    expect(linesFor({ kind: "payment_received", lines: [] })).toEqual([]);
  });

  it("a stock adjustment moves Persediaan against Selisih Persediaan", () => {
    expect(linesFor({ kind: "stock_adjustment", value: -500n })).toEqual([
      { account: { code: ACCOUNT.SELISIH_PERSEDIAAN }, debit: 500n },
      { account: { code: ACCOUNT.PERSEDIAAN }, credit: 500n },
    ]);
    expect(linesFor({ kind: "stock_adjustment", value: 0n })).toEqual([]);
  });
});

describe("postJournal's line rules", () => {
  const kas = { code: ACCOUNT.KAS };
  it("refuses unbalanced, empty, two-sided and negative lines", () => {
    expect(() =>
      balanceOf([
        { account: kas, debit: 2n },
        { account: kas, credit: 1n },
      ]),
    ).toThrow(UnbalancedJournalError);
    expect(() => balanceOf([])).toThrow(TypeError);
    expect(() => balanceOf([{ account: kas, debit: 1n, credit: 1n }])).toThrow(TypeError);
    expect(() =>
      balanceOf([
        { account: kas, debit: -1n },
        { account: kas, credit: -1n },
      ]),
    ).toThrow(TypeError);
    expect(() => balanceOf([{ account: kas }])).toThrow(TypeError);
  });
});
