// The steps of closing a period, in the order they run (issue 26 §2, docs/admin-setup.md
// "Tutup Buku"). The background job "period-close" (../close-period-job.ts) runs them through
// runner.ts, never inside a request's transaction; types.ts is the contract of a step.
//
// To add a step: write it in steps/<name>.ts (a CloseStepDefinition with the kinds it applies
// to), import it here and put it in CLOSE_STEP_REGISTRY at its place. Steps that total, credit
// or journal the period go between verify and close_period, while the period is `closing` (no
// document dated inside it can be written any more, so their figures are final).
import type { PeriodKind } from "../kinds";
import type { CloseStepDefinition } from "./types";
import { freezeStep } from "./steps/freeze";
import { verifyStep } from "./steps/verify";
import { closingBalancesStep } from "./steps/closing-balances";
import { memberCommissionStep } from "./steps/member-commission";
import { closePeriodStep } from "./steps/close-period";
import { openNextPeriodStep } from "./steps/open-next-period";
import { officeTotalsStep } from "./steps/office-totals";
import { officeCommissionsStep } from "./steps/office-commissions";
import { stockValuationStep } from "./steps/stock-valuation";

export const CLOSE_STEP_REGISTRY: readonly CloseStepDefinition[] = [
  freezeStep,
  verifyStep,
  // The period's own work (totals, commissions, closing balances, valuation) goes here.
  officeTotalsStep,
  officeCommissionsStep,
  // After the commissions: the closing balances include their journals.
  closingBalancesStep,
  stockValuationStep,
  memberCommissionStep,
  closePeriodStep,
  openNextPeriodStep,
];

/** The steps a close of this kind runs, in order. */
export function closeStepsFor(kind: PeriodKind): readonly CloseStepDefinition[] {
  return CLOSE_STEP_REGISTRY.filter((s) => s.kinds.includes(kind));
}

/** Their names, as recorded in period_close_runs.completed_steps. */
export function closeStepNames(kind: PeriodKind): string[] {
  return closeStepsFor(kind).map((s) => s.name);
}
