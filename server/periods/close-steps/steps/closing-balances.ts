// Step "closing_balances" (issue 26 §2 step 5, docs/journals.md "Closing"): the closing journal
// of the period (revenue and expense into Laba Ditahan, once per period), then each account's
// balance at the period end in account_period_balances, a batch of accounts at a time with the
// last account code as the cursor. Runs while the period is `closing`, so its lines are final.
// Idempotent: the journal is skipped when it exists, the balances are upserts.
import { storeClosingBalances, writeClosingJournal } from "@/server/journals/closing";
import type { CloseStepDefinition } from "../types";

const ACCOUNTS_PER_BATCH = 200;

export const closingBalancesStep: CloseStepDefinition = {
  name: "closing_balances",
  label: "Jurnal penutup dan saldo akhir akun",
  kinds: ["periods"],
  async run(ctx) {
    const period = ctx.period;
    if (ctx.state.journal === undefined)
      await ctx.batch(async (tx, state) => {
        state.journal = (await writeClosingJournal(tx, period, ctx.input.userId)) ?? "";
      });
    const total = await ctx.db.account.count();
    for (;;) {
      const after = typeof ctx.state.afterCode === "string" ? ctx.state.afterCode : "";
      const done = typeof ctx.state.accounts === "number" ? ctx.state.accounts : 0;
      const { lastCode, accounts } = await ctx.batch(async (tx, state) => {
        const r = await storeClosingBalances(tx, period, after, ACCOUNTS_PER_BATCH);
        if (r.lastCode) {
          state.afterCode = r.lastCode;
          state.accounts = done + r.accounts;
        }
        return r;
      });
      await ctx.report(done + accounts, total);
      if (!lastCode || accounts < ACCOUNTS_PER_BATCH) break;
    }
  },
};
