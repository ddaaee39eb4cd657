// `npm run period:close`: the nightly close for ops (issue 26 §3, docs/operations.md "The nightly
// period close"). Closes every period of both kinds whose end date has passed in Asia/Jakarta,
// oldest first, each through the same background job the Tutup Buku screen starts
// (server/periods/close-period-job.ts), run here in this process: step by step, resumable.
//
//   npm run period:close                      close what is due; nothing due: says so, exit 0
//   npm run period:close -- --dry-run         what it would close, its open items, the checks
//   npm run period:close -- --period "Desember 2026" [--kind periods|mitra-periods]
//   npm run period:close -- --resume          only the closes that stopped (failed or died)
//
// Exit codes: 0 done or nothing to do; 1 a check failed or a close failed (the reason printed);
// 2 wrong usage or no database; 3 another close of the period is running (its step printed).
// Database: DATABASE_URL (or .env); without it the checkout's embedded PostgreSQL (.data/pg) —
// the running one of `npm start`, or started for the run and stopped after.
import { parseArgs } from "node:util";
import fs from "node:fs";
import path from "node:path";
import { createPrismaClient, type Db } from "@/server/prisma-client";
import { claimJob, enqueueJob, failExhausted, findActiveJob } from "@/server/jobs/queue";
import { runClaimedJob } from "@/server/jobs/run-job";
import { JOB_SETTINGS } from "@/server/jobs/settings";
import { instanceId } from "@/server/jobs/instance";
import { PERIOD_CLOSE_JOB, periodCloseKey } from "@/server/periods/close-period-job";
import { closeStepNames, verifyBooks } from "@/server/periods/close-steps";
import {
  duePeriods,
  periodsNamed,
  unfinishedCloses,
  PERIOD_KINDS,
  type PeriodTarget,
} from "@/server/periods/due-periods";
import { openItemsOf } from "@/server/periods/open-items";
import { isoDate, type PeriodKind } from "@/server/periods/kinds";
import { DB_PASSWORD, DB_USER, portInUse, startEmbeddedPostgres } from "./lib/embedded-db.mjs";

const EXIT = { ok: 0, failed: 1, usage: 2, running: 3 } as const;
const say = (line: string) => console.log(`[period:close] ${line}`);

function usage(message: string): never {
  console.error(`[period:close] ${message}`);
  console.error(
    "usage: npm run period:close -- [--dry-run] [--resume] [--period <name>] [--kind periods|mitra-periods]",
  );
  process.exit(EXIT.usage);
}

let args: { "dry-run"?: boolean; resume?: boolean; period?: string; kind?: string };
try {
  args = parseArgs({
    options: {
      "dry-run": { type: "boolean" },
      resume: { type: "boolean" },
      period: { type: "string" },
      kind: { type: "string" },
    },
    strict: true,
  }).values;
} catch (error) {
  usage(error instanceof Error ? error.message : String(error));
}
if (args.kind !== undefined && !PERIOD_KINDS.includes(args.kind as PeriodKind))
  usage(`--kind must be periods or mitra-periods, not ${args.kind}`);
const kinds: readonly PeriodKind[] = args.kind ? [args.kind as PeriodKind] : PERIOD_KINDS;
const KIND_LABEL: Record<PeriodKind, string> = {
  periods: "periode akuntansi",
  "mitra-periods": "periode mitra usaha",
};

/** DATABASE_URL, or the checkout's embedded cluster (running, or started for this run). */
async function connect(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (!process.env.DATABASE_URL) {
    try {
      process.loadEnvFile(".env");
    } catch {
      // no .env
    }
  }
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} };
  const dir = process.env.EMBEDDED_PG_DIR ?? ".data/pg";
  if (!fs.existsSync(path.join(dir, "PG_VERSION")))
    usage(
      `DATABASE_URL is not set and there is no embedded database in ${dir} (run npm start once)`,
    );
  const remembered = Number(
    fs.existsSync(path.join(dir, "erp-port"))
      ? fs.readFileSync(path.join(dir, "erp-port"), "utf8")
      : "54329",
  );
  const port = Number(process.env.EMBEDDED_PG_PORT ?? remembered) || 54329;
  const url = `postgresql://${DB_USER}:${DB_PASSWORD}@127.0.0.1:${port}/erp`;
  if (await portInUse(port)) return { url, stop: async () => {} };
  say(`starting the embedded PostgreSQL in ${dir} on port ${port} for this run`);
  const pg = await startEmbeddedPostgres({ dir, port });
  return { url: pg.url("erp"), stop: () => pg.stop() };
}

function bar(index: number, total: number): string {
  const width = 20;
  const filled = Math.round((index / total) * width);
  return `[${"#".repeat(filled)}${"-".repeat(width - filled)}]`;
}

async function targets(db: Db): Promise<PeriodTarget[]> {
  if (args.period) {
    const named = await periodsNamed(db, args.period, kinds);
    if (named.length === 0) usage(`no period named "${args.period}"`);
    if (named.length > 1) usage(`"${args.period}" names a period of both kinds: add --kind`);
    // A closed period whose run is still running died after its close_period step: resume it.
    const unfinished = new Set((await unfinishedCloses(db, kinds)).map((p) => p.id));
    return named.filter((p) => {
      const due = p.status !== "closed" || unfinished.has(p.id);
      if (!due) say(`${p.name} is already closed`);
      return due;
    });
  }
  return args.resume ? unfinishedCloses(db, kinds) : duePeriods(db, kinds);
}

const describe = (p: PeriodTarget) =>
  `${p.name} (${KIND_LABEL[p.kind]}, ${isoDate(p.startDate)} s/d ${isoDate(p.endDate)}, ${p.status})`;

async function dryRun(db: Db, list: PeriodTarget[]): Promise<number> {
  if (list.length === 0) {
    say("nothing to close");
    return EXIT.ok;
  }
  for (const p of list) {
    say(`would close ${describe(p)}`);
    for (const item of await openItemsOf(db, p.kind, p))
      if (item.count > 0) say(`  still open: ${item.label}: ${item.count}`);
  }
  const report = await verifyBooks(db);
  say(
    `checks: ${report.stockDifferences} stock difference(s) over ${report.stockRows} ledger rows, ${report.balanceDifferences} balance difference(s) over ${report.balanceRows} rows`,
  );
  say(
    `journal check: ${report.unbalancedEntries} unbalanced entr(y/ies) of ${report.journalEntries} (${report.journalLines} lines), ` +
      `${report.documentDifferences} money document(s) without one journal of the same amount, ` +
      `${report.accountDifferences} closing balance(s) off their lines`,
  );
  if (report.firstJournalDifference) say(`  first: ${report.firstJournalDifference}`);
  if (!report.ok) {
    say("the close would stop at its verify step: run npm run ledger:check for the details");
    return EXIT.failed;
  }
  return EXIT.ok;
}

/** Closes one period; the exit code this close calls for. */
async function closeOne(db: Db, p: PeriodTarget): Promise<number> {
  const key = periodCloseKey({ kind: p.kind, periodId: p.id });
  const started = Date.now();
  // A job whose process died max_attempts times can no longer be claimed: fail it (as the app's
  // runners do) so that a new job takes over its run and resumes it at the last committed batch.
  await failExhausted(db, JOB_SETTINGS.staleSeconds());
  let jobId = (
    await enqueueJob(db, {
      kind: PERIOD_CLOSE_JOB,
      key,
      payload: { kind: p.kind, periodId: p.id },
    })
  )?.id;
  if (!jobId) {
    const active = await findActiveJob(db, PERIOD_CLOSE_JOB, key, JOB_SETTINGS.staleSeconds());
    if (active && !active.stale && active.status === "running") {
      const step = (active.progress as { label?: string } | null)?.label ?? "-";
      say(`${p.name}: another close is running (step: ${step}); not started again`);
      return EXIT.running;
    }
    jobId = active?.id;
    if (!jobId) return closeOne(db, p);
    say(`${p.name}: resuming the close that stopped`);
  }
  const job = await claimJob(db, {
    instanceId: instanceId(),
    kinds: [],
    staleSeconds: JOB_SETTINGS.staleSeconds(),
    jobId,
  });
  if (!job) {
    // The stopped job went stale between the first failExhausted and this claim, with no
    // attempt left: fail it now, so that a new job takes over its run.
    if ((await failExhausted(db, JOB_SETTINGS.staleSeconds())) > 0) return closeOne(db, p);
    say(`${p.name}: an app instance took the close first; not started again`);
    return EXIT.running;
  }
  say(`closing ${describe(p)}`);
  const tty = process.stdout.isTTY;
  const outcome = await runClaimedJob(db, job, instanceId(), (progress) => {
    const index = Number(progress.index ?? 0);
    const total = Number(progress.total ?? closeStepNames(p.kind).length);
    // A step that works in batches reports "done/of" units: one line per batch.
    const batch =
      typeof progress.done === "number" && typeof progress.of === "number"
        ? ` ${progress.done}/${progress.of}`
        : "";
    const line = `${bar(index, total)} ${index + 1}/${total} ${String(progress.label ?? progress.step)}${batch}${progress.skipped ? " (already done)" : ""}`;
    if (tty) process.stdout.write(`\r${line.padEnd(79)}`);
    else say(`  ${line}`);
  });
  if (tty) process.stdout.write("\n");
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (outcome.status === "succeeded") {
    say(`${p.name}: closed in ${seconds} s (run ${String(outcome.result.runId)})`);
    return EXIT.ok;
  }
  if (outcome.status === "failed") {
    say(`${p.name}: FAILED: ${outcome.failure.detail}`);
    return outcome.failure.status === 409 ? EXIT.running : EXIT.failed;
  }
  say(`${p.name}: FAILED: ${outcome.error} (run again with --resume)`);
  return EXIT.failed;
}

const conn = await connect();
const db = createPrismaClient(conn.url, 2);
let code: number = EXIT.ok;
try {
  const list = await targets(db);
  if (args["dry-run"]) code = await dryRun(db, list);
  else if (list.length === 0) say(args.resume ? "no close to resume" : "nothing to close");
  else {
    // Closing a period opens the next one; when that one is due as well (the script did not
    // run for a while), it is closed in the same run, at most 24 rounds.
    let pending = list;
    for (let round = 0; round < 24 && pending.length > 0 && code === EXIT.ok; round += 1) {
      for (const p of pending) {
        code = await closeOne(db, p);
        if (code !== EXIT.ok) break;
      }
      pending = args.period || args.resume ? [] : await duePeriods(db, kinds);
    }
  }
} catch (error) {
  console.error(`[period:close] FAILED: ${error instanceof Error ? error.message : String(error)}`);
  code = EXIT.failed;
} finally {
  await db.$disconnect();
  await conn.stop();
}
process.exit(code);
