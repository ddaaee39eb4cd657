// The contract of one step of a period close (issue 26 §2; the runner is runner.ts, the ordered
// list is index.ts). A step is a named unit of work that the runner calls with a context; it
// commits its work in one or more batches through `ctx.batch`, each batch in its own transaction
// together with the step's cursor (`state`), so a process killed at any point leaves either the
// batch and its cursor, or neither. The runner marks the step completed after `run` returns
// (or inside the last batch when the step calls `ctx.batch(fn, { last: true })`).
//
// Idempotence: a step may be run again from its saved state after a crash, and again after its
// last batch committed but before the runner recorded it as completed. Its batches must therefore
// either skip what the cursor says is done or write with keys that make a repeat a no-op.
import type { Db } from "@/server/prisma-client";
import type { DbOrTx, PeriodKind, PeriodRow } from "../kinds";

/** Free JSON state of a step (its cursor and counts), kept in period_close_runs.progress. */
export type StepState = Record<string, unknown>;

export interface CloseInput {
  kind: PeriodKind;
  periodId: string;
  /** Who started the close (null: the nightly script). */
  userId: string | null;
  jobId: string;
}

export interface CloseStepContext {
  db: Db;
  input: CloseInput;
  runId: string;
  /** The period being closed, as it was when the step started. */
  period: PeriodRow;
  /** This step's saved state (its cursor after the last committed batch; {} on a first run). */
  state: StepState;
  /** The whole run's progress (read-only for steps; other steps' results, e.g. verify). */
  progress: Readonly<Record<string, unknown>>;
  /**
   * Commits one batch: `fn` runs in a transaction and may change `state`; the state is saved in
   * the same transaction. With `last`, the step is also recorded as completed in it.
   */
  batch<T>(fn: (tx: DbOrTx, state: StepState) => Promise<T>, opts?: { last?: boolean }): Promise<T>;
  /** Reports how far the step is (units done of total) to the progress bar and the CLI. */
  report(done: number, total: number): Promise<void>;
  /** Values the step hands to the run's result (closedPeriodId, nextPeriodId …), saved with the next batch. */
  setResult(key: string, value: string): void;
}

export interface CloseStepDefinition {
  /** Stable name recorded in period_close_runs.completed_steps (never rename a shipped step). */
  name: string;
  /** Indonesian label for the progress bar and the CLI. */
  label: string;
  /** The period kinds whose close runs this step. */
  kinds: readonly PeriodKind[];
  run(ctx: CloseStepContext): Promise<void>;
}
