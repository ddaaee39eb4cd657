// Runs (or resumes) the close of one period: the steps of registry.ts for the period's kind, in
// order, each committing its batches with its cursor (types.ts). Progress is kept in
// period_close_runs: `completed_steps` (the steps fully done), `step` (the step being run or last
// done) and `progress` = { jobId, closedPeriodId, nextPeriodId, steps: { <name>: state },
// timings: { <name>: { startedAt, finishedAt } } }. A process killed at any point leaves a run
// that the next claim of the job resumes at its last committed batch, with the same end result as
// an uninterrupted close.
// Concurrency: one active job per period (background_jobs (kind, key)) and one running run per
// period (partial unique index on period_close_runs), so a running run found here was left by a
// predecessor of this job whose process died: it is taken over. A run this job already finished
// answers its result again (a re-run after the process died past the last commit).
import type { Db } from "@/server/prisma-client";
import type { Prisma } from "@/server/generated/prisma/client";
import { AppError } from "@/server/errors";
import { PERIOD_CLOSE_RUNNING, PERIOD_CLOSED } from "@/lib/schemas/setup";
import { isUniqueError } from "@/server/access/unique-error";
import { periodTable } from "../kinds";
import { closeStepsFor } from "./registry";
import type { CloseInput, CloseStepContext, CloseStepDefinition, StepState } from "./types";

export interface CloseRunResult {
  closedPeriodId: string;
  nextPeriodId: string;
  runId: string;
}

/**
 * Called when a step starts (and for each step found already committed, with skipped), and
 * whenever a step reports its batches (done of of).
 */
export type OnCloseProgress = (p: {
  step: string;
  label: string;
  index: number;
  total: number;
  skipped: boolean;
  done?: number;
  of?: number;
}) => Promise<void>;

type Progress = Record<string, unknown>;

function asObject(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value)
    ? { ...(value as Record<string, unknown>) }
    : {};
}

/** The run this job works on: taken over, already finished by it, or new. */
async function findOrStartRun(
  db: Db,
  input: CloseInput,
  firstStep: string,
): Promise<{ id: string; status: string; completedSteps: string[]; progress: Progress }> {
  const column = input.kind === "periods" ? "periodId" : "memberPeriodId";
  const select = { id: true, status: true, completedSteps: true, progress: true } as const;
  const running = await db.periodCloseRun.findFirst({
    where: { [column]: input.periodId, status: "running" },
    select,
  });
  if (running) {
    const progress: Progress = { ...asObject(running.progress), jobId: input.jobId };
    await db.periodCloseRun.update({
      where: { id: running.id },
      data: { progress: progress as Prisma.InputJsonObject, heartbeatAt: new Date() },
    });
    return { ...running, progress };
  }
  const finished = await db.periodCloseRun.findFirst({
    where: {
      [column]: input.periodId,
      status: "succeeded",
      progress: { path: ["jobId"], equals: input.jobId },
    },
    select,
  });
  if (finished) return { ...finished, progress: asObject(finished.progress) };
  const period = await periodTable(db, input.kind).find(input.periodId);
  if (!period) throw AppError.notFound("Periode tidak ditemukan");
  if (period.status === "closed") throw AppError.conflict(PERIOD_CLOSED);
  try {
    const progress: Progress = { jobId: input.jobId };
    const run = await db.periodCloseRun.create({
      data: {
        [column]: input.periodId,
        status: "running",
        step: firstStep,
        startedById: input.userId,
        heartbeatAt: new Date(),
        progress: progress as Prisma.InputJsonObject,
      },
      select,
    });
    return { ...run, progress };
  } catch (error) {
    // Another close of this period holds the running slot (partial unique index).
    if (isUniqueError(error)) throw AppError.conflict(PERIOD_CLOSE_RUNNING);
    throw error;
  }
}

/** Runs (or resumes) the close of one period; see the header. */
export async function runCloseSteps(
  db: Db,
  input: CloseInput,
  onProgress: OnCloseProgress = async () => undefined,
): Promise<CloseRunResult> {
  const steps = closeStepsFor(input.kind);
  const names = steps.map((s) => s.name);
  const run = await findOrStartRun(db, input, names[0]!);
  const progress = run.progress;
  const done = new Set(run.completedSteps);
  const total = steps.length;

  if (run.status !== "succeeded") {
    for (const [index, step] of steps.entries()) {
      if (done.has(step.name)) {
        await onProgress({ step: step.name, label: step.label, index, total, skipped: true });
        continue;
      }
      await onProgress({ step: step.name, label: step.label, index, total, skipped: false });
      await runStep(db, input, run.id, step, { index, total, names, progress, done, onProgress });
    }
    await db.periodCloseRun.update({
      where: { id: run.id },
      data: { status: "succeeded", finishedAt: new Date(), heartbeatAt: new Date() },
    });
  }
  const closedPeriodId = progress.closedPeriodId;
  const nextPeriodId = progress.nextPeriodId;
  if (typeof closedPeriodId !== "string" || typeof nextPeriodId !== "string")
    throw new Error(`close run ${run.id} finished without its periods`);
  return { closedPeriodId, nextPeriodId, runId: run.id };
}

async function runStep(
  db: Db,
  input: CloseInput,
  runId: string,
  step: CloseStepDefinition,
  r: {
    index: number;
    total: number;
    names: string[];
    progress: Progress;
    done: Set<string>;
    onProgress: OnCloseProgress;
  },
): Promise<void> {
  const { progress, done } = r;
  const period = await periodTable(db, input.kind).find(input.periodId);
  if (!period) throw AppError.notFound("Periode tidak ditemukan");
  const states = asObject(progress.steps);
  const state: StepState = asObject(states[step.name]);
  const timings = asObject(progress.timings);
  const timing = asObject(timings[step.name]);
  if (typeof timing.startedAt !== "string") timing.startedAt = new Date().toISOString();
  const results: Record<string, string> = {};

  /** The run's row as it stands after this commit. */
  const snapshot = (finished: boolean) => {
    Object.assign(progress, results);
    if (finished) timing.finishedAt = new Date().toISOString();
    progress.steps = { ...asObject(progress.steps), [step.name]: { ...state } };
    progress.timings = { ...asObject(progress.timings), [step.name]: { ...timing } };
    if (finished) done.add(step.name);
    return {
      step: step.name,
      completedSteps: r.names.filter((s) => done.has(s)),
      progress: progress as Prisma.InputJsonObject,
      heartbeatAt: new Date(),
    };
  };

  let completed = false;
  const ctx: CloseStepContext = {
    db,
    input,
    runId,
    period,
    state,
    progress,
    async batch(fn, opts) {
      return db.$transaction(
        async (tx) => {
          const out = await fn(tx, state);
          await tx.periodCloseRun.update({
            where: { id: runId },
            data: snapshot(opts?.last === true),
          });
          if (opts?.last) completed = true;
          return out;
        },
        { timeout: 120_000, maxWait: 30_000 },
      );
    },
    async report(doneUnits, of) {
      await r.onProgress({
        step: step.name,
        label: step.label,
        index: r.index,
        total: r.total,
        skipped: false,
        done: doneUnits,
        of,
      });
    },
    setResult(key, value) {
      results[key] = value;
    },
  };
  await step.run(ctx);
  if (!completed) {
    await db.periodCloseRun.update({ where: { id: runId }, data: snapshot(true) });
  }
}
