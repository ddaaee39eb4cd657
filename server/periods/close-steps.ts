// The steps of closing a period (issue 26 §2, docs/admin-setup.md "Tutup Buku"), run by the
// background job "period-close" (close-period-job.ts), never inside a request's transaction. Each
// step is its own transaction that also records the step in the run (period_close_runs
// .completed_steps), so a process killed at any point leaves a run that the next claim of the job
// resumes at the first step not committed, with the same end result as an uninterrupted close:
//   1. freeze           open -> closing: from here nothing dated inside the period is accepted
//                       (assertOpenPeriodFor refuses every status but open);
//   2. verify           the stock-ledger and balance checks (server/stock/ledger-check.ts,
//                       server/balances/balance-check.ts) over the whole database: a difference
//                       stops the close — the period goes back to open, the run fails with the
//                       report in its progress, and the job answers 422 with the counts;
//   3. close_period     closing -> closed, with who and when;
//   4. open_next_period the following calendar month for a whole-month period (else one of the
//                       same length from the next day), unless a period starting that day exists.
// Concurrency: one active job per period (background_jobs (kind, key)) and one running run per
// period (partial unique index on period_close_runs), so a running run found here was left by a
// predecessor of this job whose process died: it is taken over. A run this job already finished
// answers its result again (a re-run after the process died past the last commit).
import type { Db } from "@/server/prisma-client";
import type { Prisma } from "@/server/generated/prisma/client";
import { AppError } from "@/server/errors";
import { PERIOD_CLOSE_RUNNING, PERIOD_CLOSED } from "@/lib/schemas/setup";
import { isUniqueError } from "@/server/access/unique-error";
import { checkLedger } from "@/server/stock/ledger-check";
import { checkBalances } from "@/server/balances/balance-check";
import { periodTable, type DbOrTx, type PeriodKind } from "./kinds";
import { nextPeriodRange } from "./next-period";

export const CLOSE_STEPS = ["freeze", "verify", "close_period", "open_next_period"] as const;
export type CloseStep = (typeof CLOSE_STEPS)[number];

/** What a step or the whole close reports (Indonesian labels for the progress bar and the CLI). */
export const CLOSE_STEP_LABELS: Readonly<Record<CloseStep, string>> = {
  freeze: "Membekukan periode",
  verify: "Memeriksa buku (stok dan saldo)",
  close_period: "Menutup periode",
  open_next_period: "Membuka periode berikutnya",
};

export const VERIFY_FAILED = "Pemeriksaan buku gagal";

export interface CloseRunResult {
  closedPeriodId: string;
  nextPeriodId: string;
  runId: string;
}

export interface CloseInput {
  kind: PeriodKind;
  periodId: string;
  /** Who started the close (null: the nightly script). */
  userId: string | null;
  jobId: string;
}

/** Called before each step runs (and for each step found already committed, with skipped). */
export type OnCloseStep = (p: {
  step: CloseStep;
  index: number;
  total: number;
  skipped: boolean;
}) => Promise<void>;

type Progress = Record<string, unknown>;

function asProgress(value: Prisma.JsonValue | null): Progress {
  return value && typeof value === "object" && !Array.isArray(value) ? { ...value } : {};
}

async function freeName(db: DbOrTx, kind: PeriodKind, name: string): Promise<string> {
  const t = periodTable(db, kind);
  if (!(await t.findByName(name))) return name;
  for (let i = 2; i < 100; i += 1) {
    const candidate = `${name} (${i})`;
    if (!(await t.findByName(candidate))) return candidate;
  }
  throw AppError.conflict("Nama periode berikutnya sudah dipakai");
}

/** The run this job works on: taken over, already finished by it, or new. */
async function findOrStartRun(
  db: Db,
  input: CloseInput,
): Promise<{ id: string; status: string; completedSteps: string[]; progress: Progress }> {
  const column = input.kind === "periods" ? "periodId" : "memberPeriodId";
  const select = { id: true, status: true, completedSteps: true, progress: true } as const;
  const running = await db.periodCloseRun.findFirst({
    where: { [column]: input.periodId, status: "running" },
    select,
  });
  if (running) {
    const progress: Progress = { ...asProgress(running.progress), jobId: input.jobId };
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
  if (finished) return { ...finished, progress: asProgress(finished.progress) };
  const period = await periodTable(db, input.kind).find(input.periodId);
  if (!period) throw AppError.notFound("Periode tidak ditemukan");
  if (period.status === "closed") throw AppError.conflict(PERIOD_CLOSED);
  try {
    const progress: Progress = { jobId: input.jobId };
    const run = await db.periodCloseRun.create({
      data: {
        [column]: input.periodId,
        status: "running",
        step: CLOSE_STEPS[0],
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

/** Runs (or resumes) the close of one period; see the header for the steps. */
export async function runCloseSteps(
  db: Db,
  input: CloseInput,
  onStep: OnCloseStep = async () => undefined,
): Promise<CloseRunResult> {
  const run = await findOrStartRun(db, input);
  const progress = run.progress;
  const done = new Set(run.completedSteps);
  const total = CLOSE_STEPS.length;

  if (run.status !== "succeeded") {
    for (const [index, step] of CLOSE_STEPS.entries()) {
      if (done.has(step)) {
        await onStep({ step, index, total, skipped: true });
        continue;
      }
      await onStep({ step, index, total, skipped: false });
      if (step === "verify") {
        await verifyStep(db, input, run.id, progress, done);
        continue;
      }
      await db.$transaction(async (tx) => {
        const t = periodTable(tx, input.kind);
        if (step === "freeze") {
          const moved = await t.transition(input.periodId, ["open"], { status: "closing" });
          if (!moved) {
            const now = await t.find(input.periodId);
            if (!now) throw AppError.notFound("Periode tidak ditemukan");
            if (now.status === "closed") throw AppError.conflict(PERIOD_CLOSED);
          }
        } else if (step === "close_period") {
          await t.transition(input.periodId, ["closing", "open"], {
            status: "closed",
            closedAt: new Date(),
            closedById: input.userId,
          });
          progress.closedPeriodId = input.periodId;
        } else {
          const closed = await t.find(input.periodId);
          if (!closed) throw AppError.notFound("Periode tidak ditemukan");
          const range = nextPeriodRange(closed);
          const existing = await t.findMany({ startDate: range.startDate });
          const next =
            existing[0] ??
            (await t.create({
              name: await freeName(tx, input.kind, range.name),
              startDate: range.startDate,
              endDate: range.endDate,
            }));
          progress.nextPeriodId = next.id;
        }
        done.add(step);
        await tx.periodCloseRun.update({
          where: { id: run.id },
          data: {
            step,
            completedSteps: CLOSE_STEPS.filter((s) => done.has(s)),
            progress: progress as Prisma.InputJsonObject,
            heartbeatAt: new Date(),
          },
        });
      });
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

/** What the verify step checks, as counts (also what `period:close --dry-run` prints). */
export interface VerifyReport {
  ok: boolean;
  stockDifferences: number;
  balanceDifferences: number;
  stockRows: number;
  balanceRows: number;
}

export async function verifyBooks(db: DbOrTx): Promise<VerifyReport> {
  const [stock, balances] = [await checkLedger(db), await checkBalances(db)];
  const balanceDifferences =
    balances.differences.length +
    balances.rowDifferences.length +
    balances.topupDifferences.length +
    balances.paidDifferences.length;
  return {
    ok: stock.differences.length === 0 && balanceDifferences === 0,
    stockDifferences: stock.differences.length,
    balanceDifferences,
    stockRows: stock.ledgerRows,
    balanceRows: balances.ledgerRows,
  };
}

async function verifyStep(
  db: Db,
  input: CloseInput,
  runId: string,
  progress: Progress,
  done: Set<string>,
) {
  const report = await verifyBooks(db);
  progress.verify = { ...report };
  if (report.ok) {
    done.add("verify");
    await db.periodCloseRun.update({
      where: { id: runId },
      data: {
        step: "verify",
        completedSteps: CLOSE_STEPS.filter((s) => done.has(s)),
        progress: progress as Prisma.InputJsonObject,
        heartbeatAt: new Date(),
      },
    });
    return;
  }
  const detail = `${VERIFY_FAILED}: ${report.stockDifferences} selisih stok, ${report.balanceDifferences} selisih saldo (npm run ledger:check)`;
  await db.$transaction(async (tx) => {
    // The books are not sound: the period opens again for the corrections.
    await periodTable(tx, input.kind).transition(input.periodId, ["closing"], { status: "open" });
    await tx.periodCloseRun.update({
      where: { id: runId },
      data: {
        status: "failed",
        step: "verify",
        error: detail,
        progress: progress as Prisma.InputJsonObject,
        finishedAt: new Date(),
      },
    });
  });
  throw new AppError("VALIDATION_FAILED", detail);
}
