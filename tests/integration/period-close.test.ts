// Closing the books as a job of steps (issue 26 §2-§3; server/periods/close-steps/) and the
// nightly script `npm run period:close` (scripts/period-close.ts), against the run's database.
// Periods live in 2081-2089, years no other test writes in.
import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/prisma-client";
import { PERIOD_CLOSE_JOB } from "@/server/periods/close-period-job";
import { closeStepNames, closeStepsFor, VERIFY_FAILED } from "@/server/periods/close-steps";

const CLOSE_STEPS = closeStepNames("periods");
import { api, firstError, login, type JsonApiResource } from "../support/api";
import { connectTestDb, testDbUrl } from "../support/db";
import { openStream } from "../support/sse";
import { clockShift } from "../support/clock";
import { removeCloseOutputs } from "../support/close-cleanup";

let db: Db;
let admin: string;
const FROM = new Date("2081-01-01T00:00:00Z");
const UNTIL = new Date("2090-01-01T00:00:00Z");

const day = (s: string) => new Date(`${s}T00:00:00Z`);

async function monthPeriod(kind: "periods" | "mitra-periods", year: number, label: string) {
  const data = {
    name: `Uji Tutup ${label} ${year}-01`,
    startDate: day(`${year}-01-01`),
    endDate: day(`${year}-01-31`),
  };
  return kind === "periods" ? db.period.create({ data }) : db.memberPeriod.create({ data });
}

async function cleanup() {
  const range = { startDate: { gte: FROM, lt: UNTIL } };
  const periods = await db.period.findMany({ where: range, select: { id: true } });
  const members = await db.memberPeriod.findMany({ where: range, select: { id: true } });
  const ids = [...periods, ...members].map((p) => p.id);
  await db.backgroundJob.deleteMany({
    where: { kind: PERIOD_CLOSE_JOB, OR: ids.map((id) => ({ key: { endsWith: id } })) },
  });
  await removeCloseOutputs(
    db,
    periods.map((p) => p.id),
  );
  await db.periodCloseRun.deleteMany({
    where: { OR: [{ periodId: { in: ids } }, { memberPeriodId: { in: ids } }] },
  });
  await db.period.deleteMany({ where: range });
  await db.memberPeriod.deleteMany({ where: range });
}

/** A running close job of an accounting period, held by `lockedBy`, last heard of at `heartbeatAt`. */
function runningCloseJob(
  periodId: string,
  lockedBy: string,
  heartbeatAt: Date,
  progress?: Record<string, string>,
) {
  return db.backgroundJob.create({
    data: {
      kind: PERIOD_CLOSE_JOB,
      key: `periods:${periodId}`,
      payload: { kind: "periods", periodId },
      status: "running",
      attempts: 1,
      lockedBy,
      heartbeatAt,
      startedAt: heartbeatAt,
      ...(progress ? { progress } : {}),
    },
  });
}

/** Runs `npm run period:close -- <args>` on the test database: exit code and output. */
function periodClose(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.resolve("node_modules/tsx/dist/cli.mjs"),
        "--conditions",
        "react-server",
        path.resolve("scripts/period-close.ts"),
        ...args,
      ],
      {
        env: {
          PATH: process.env.PATH ?? "",
          HOME: process.env.HOME ?? "",
          // A clock shifted with libfaketime (README) holds for the child too.
          ...clockShift(),
          NODE_ENV: "production",
          DATABASE_URL: testDbUrl(),
          ...env,
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let out = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (out += c.toString()));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, out }));
  });
}

beforeAll(async () => {
  db = connectTestDb();
  await cleanup();
  admin = await login("admin@erp.test");
});

afterAll(async () => {
  await cleanup();
  await db.$disconnect();
});

describe("Tutup Buku as a job of steps", () => {
  it("runs freeze, verify, close and open-next, each recorded in the run", async () => {
    const period = await monthPeriod("periods", 2081, "Langkah");
    const stream = await openStream(admin);
    let res;
    const steps: unknown[] = [];
    try {
      await stream.until("ready");
      res = await api("POST", "/api/v1/setups/-actions/runClosePeriod", {
        token: admin,
        body: { data: { type: "periods", id: period.id } },
      });
      // Each step was pushed to the user who started the close, then the end.
      for (;;) {
        const e = await stream.until("JobProgress");
        const data = e.data as { status: string; progress?: { step: string } };
        if (data.status !== "running") {
          expect(data.status).toBe("succeeded");
          break;
        }
        // A step that works in batches reports each batch: one entry per step.
        if (steps.at(-1) !== data.progress?.step) steps.push(data.progress?.step);
      }
    } finally {
      stream.close();
    }
    expect(steps).toEqual([...CLOSE_STEPS]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta).toMatchObject({ message: "Tutup buku berhasil" });
    const jobId = String(res.body.meta?.job_id);
    const job = await db.backgroundJob.findUniqueOrThrow({ where: { id: jobId } });
    expect(job).toMatchObject({ kind: PERIOD_CLOSE_JOB, status: "succeeded", attempts: 1 });
    const runs = await db.periodCloseRun.findMany({ where: { periodId: period.id } });
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: "succeeded", completedSteps: [...CLOSE_STEPS] });
    expect(runs[0]!.progress).toMatchObject({
      jobId,
      closedPeriodId: period.id,
      steps: { verify: { ok: true, stockDifferences: 0, balanceDifferences: 0 } },
    });
    const next = (res.body.included ?? [])[0] as JsonApiResource;
    expect(next.attributes).toMatchObject({ name: "Februari 2081", status: "open" });

    // The run is a resource a client can poll.
    const listed = await api(
      "GET",
      `/api/v1/period-close-runs?filter[period_id]=${period.id}&include=period`,
      {
        token: admin,
      },
    );
    expect(listed.status).toBe(200);
    const rows = listed.body.data as JsonApiResource[];
    expect(rows.map((r) => r.id)).toEqual([String(res.body.meta?.close_run_id)]);
    expect(rows[0]!.attributes).toMatchObject({
      status: "succeeded",
      completed_steps: [...CLOSE_STEPS],
      error: null,
    });
    expect((listed.body.included ?? []).map((r) => r.id)).toEqual([period.id]);
    const gudang = await login("gudang@erp.test");
    const denied = await api("GET", "/api/v1/period-close-runs", { token: gudang });
    expect(denied.status).toBe(403);
    const bad = await api("GET", "/api/v1/period-close-runs?filter[period_id]=x", { token: admin });
    expect(bad.status).toBe(400);
  });

  it("stops at verify when the stock ledger disagrees, and opens the period again", async () => {
    const period = await monthPeriod("periods", 2082, "Periksa");
    const stock = await db.stock.findFirstOrThrow({ where: { quantity: { gt: 0 } } });
    // A quantity that no ledger row explains.
    await db.$executeRaw`UPDATE stocks SET quantity = quantity + 1 WHERE id = ${stock.id}::uuid`;
    try {
      const res = await api("POST", "/api/v1/setups/-actions/runClosePeriod", {
        token: admin,
        body: { data: { type: "periods", id: period.id } },
      });
      expect(res.status).toBe(422);
      expect(firstError(res.body).detail).toMatch(new RegExp(`^${VERIFY_FAILED}: 1 selisih stok`));
      const after = await db.period.findUniqueOrThrow({ where: { id: period.id } });
      expect(after.status).toBe("open");
      const runs = await db.periodCloseRun.findMany({ where: { periodId: period.id } });
      expect(runs.map((r) => [r.status, r.completedSteps])).toEqual([["failed", ["freeze"]]]);
      expect(runs[0]!.progress).toMatchObject({
        steps: { verify: { ok: false, stockDifferences: 1 } },
      });
    } finally {
      await db.$executeRaw`UPDATE stocks SET quantity = quantity - 1 WHERE id = ${stock.id}::uuid`;
    }
    // Once the books agree again the same close goes through.
    const again = await api("POST", "/api/v1/setups/-actions/runClosePeriod", {
      token: admin,
      body: { data: { type: "periods", id: period.id } },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });

  it("refuses a second start while another close of the period runs", async () => {
    const period = await monthPeriod("periods", 2083, "Lanjut");
    const fake = await runningCloseJob(period.id, "busy:1:deadbeef", new Date());
    const body = { data: { type: "periods", id: period.id } };
    const busy = await api("POST", "/api/v1/setups/-actions/runClosePeriod", {
      token: admin,
      body,
    });
    expect(busy.status).toBe(409);
    expect(firstError(busy.body).detail).toBe("Tutup buku periode ini sedang berjalan");
    expect((await db.period.findUniqueOrThrow({ where: { id: period.id } })).status).toBe("open");
    expect(await db.periodCloseRun.count({ where: { periodId: period.id } })).toBe(0);
    // Gone, or an app instance's runner would take the silent job over 30 s later and close the
    // period while a later test resumes closes.
    await db.backgroundJob.delete({ where: { id: fake.id } });
  });
});

describe("npm run period:close", () => {
  it("closes the named period step by step, then says it is already closed", async () => {
    const period = await monthPeriod("mitra-periods", 2084, "Skrip");
    const run = await periodClose(["--period", period.name]);
    expect(run.code, run.out).toBe(0);
    expect(run.out).toContain(
      `closing ${period.name} (periode mitra usaha, 2084-01-01 s/d 2084-01-31, open)`,
    );
    // Every step of a member-period close, in registry order (the commission among them).
    const steps = closeStepsFor("mitra-periods").map((s) => s.label);
    expect(steps).toContain("Menghitung komisi mitra usaha");
    for (const [i, step] of steps.entries())
      expect(run.out).toContain(`${i + 1}/${steps.length} ${step}`);
    expect(run.out).toMatch(/closed in \d+\.\d s/);
    const closed = await db.memberPeriod.findUniqueOrThrow({ where: { id: period.id } });
    expect(closed.status).toBe("closed");
    expect(closed.closedById).toBeNull();
    expect(await db.memberPeriod.count({ where: { name: "Februari 2084" } })).toBe(1);

    const again = await periodClose(["--period", period.name]);
    expect(again.code, again.out).toBe(0);
    expect(again.out).toContain(`${period.name} is already closed`);
    expect(await db.periodCloseRun.count({ where: { memberPeriodId: period.id } })).toBe(1);
  });

  it("--dry-run lists what it would close and the checks, and changes nothing", async () => {
    const period = await monthPeriod("periods", 2085, "Coba");
    const run = await periodClose(["--dry-run", "--period", period.name, "--kind", "periods"]);
    expect(run.code, run.out).toBe(0);
    expect(run.out).toContain(`would close ${period.name}`);
    expect(run.out).toMatch(
      /checks: 0 stock difference\(s\) over \d+ ledger rows, 0 balance difference/,
    );
    expect(run.out).toMatch(
      /journal check: 0 unbalanced entr\(y\/ies\) of \d+ \(\d+ lines\), 0 money document\(s\) without one journal of the same amount, 0 closing balance\(s\) off their lines/,
    );
    expect(run.out).not.toContain("first:");
    expect((await db.period.findUniqueOrThrow({ where: { id: period.id } })).status).toBe("open");
    expect(await db.periodCloseRun.count({ where: { periodId: period.id } })).toBe(0);
  });

  it("--dry-run reports each kind of journal difference and exits 1, closing nothing", async () => {
    const period = await monthPeriod("periods", 2088, "Jurnal");
    const paid = await db.journalEntry.findFirstOrThrow({
      where: { sourceType: "payments", sourceId: { not: null } },
      select: { sourceId: true },
    });
    const paidId = paid.sourceId!;
    const kas = await db.account.findUniqueOrThrow({ where: { code: "1101" } });
    const sales = await db.account.findUniqueOrThrow({ where: { code: "4101" } });
    const adjust = await db.account.findUniqueOrThrow({ where: { code: "5106" } });
    const line = (
      n: string,
      a: typeof kas,
      debit: bigint,
      credit: bigint,
      source: string,
      id: string,
    ) =>
      db.$executeRaw`
        INSERT INTO journal_entries (id, period_id, journal_number, entry_date, account_id,
          account_code, account_name, description, debit, credit, source_type, source_id, updated_at)
        VALUES (gen_random_uuid(), ${period.id}::uuid, ${n}, '2088-01-15', ${a.id}::uuid, ${a.code},
          ${a.name}, 'uji dry-run', ${debit}, ${credit}, ${source}, ${id}::uuid, now())`;
    // An entry of one debit line (unbalanced); a balanced entry that journals an existing
    // payment a second time (its revenue no longer its amount); a stored closing balance that no
    // line explains.
    await line("UJI-DRY-1", kas, 1000n, 0n, "uji-dry-run", period.id);
    await line("UJI-DRY-2", kas, 1n, 0n, "payments", paidId);
    await line("UJI-DRY-2", sales, 0n, 1n, "payments", paidId);
    await db.accountPeriodBalance.create({
      data: { periodId: period.id, accountId: adjust.id, debit: 5n, closing: 5n },
    });
    try {
      const run = await periodClose(["--dry-run", "--period", period.name, "--kind", "periods"]);
      expect(run.code, run.out).toBe(1);
      expect(run.out).toContain(`would close ${period.name}`);
      expect(run.out).toMatch(
        /journal check: 1 unbalanced entr\(y\/ies\) of \d+ \(\d+ lines\), 1 money document\(s\) without one journal of the same amount, 1 closing balance\(s\) off their lines/,
      );
      expect(run.out).toContain("first: jurnal UJI-DRY-1 tidak seimbang (debit 1000, kredit 0)");
      expect(run.out).toContain("the close would stop at its verify step");
      expect((await db.period.findUniqueOrThrow({ where: { id: period.id } })).status).toBe("open");
      expect(await db.periodCloseRun.count({ where: { periodId: period.id } })).toBe(0);
    } finally {
      await db.journalEntry.deleteMany({
        where: { journalNumber: { in: ["UJI-DRY-1", "UJI-DRY-2"] } },
      });
      await db.accountPeriodBalance.deleteMany({ where: { periodId: period.id } });
    }
  });

  it("exits 3 while another close of the period runs, 2 on wrong usage", async () => {
    const period = await monthPeriod("periods", 2086, "Sibuk");
    const fake = await runningCloseJob(period.id, "other:2:cafebabe", new Date(), {
      step: "verify",
      label: "Memeriksa buku (stok dan saldo)",
    });
    const busy = await periodClose(["--period", period.name]);
    expect(busy.code, busy.out).toBe(3);
    expect(busy.out).toContain("another close is running (step: Memeriksa buku (stok dan saldo))");
    expect((await db.period.findUniqueOrThrow({ where: { id: period.id } })).status).toBe("open");

    const unknown = await periodClose(["--period", "Tidak Ada 1999"]);
    expect(unknown.code).toBe(2);
    expect(unknown.out).toContain('no period named "Tidak Ada 1999"');
    const bad = await periodClose(["--kind", "tahun"]);
    expect(bad.code).toBe(2);
    expect(bad.out).toContain("--kind must be periods or mitra-periods");
    const flag = await periodClose(["--bogus"]);
    expect(flag.code).toBe(2);
    await db.backgroundJob.delete({ where: { id: fake.id } });
  });

  it("--resume finishes a close whose process died after closing, skipping its committed steps", async () => {
    const period = await monthPeriod("periods", 2087, "Henti");
    // The close committed every step up to close_period, then its process died: the period is
    // closed, the next one not opened, the job's heartbeat silent for 6 s.
    const committed = CLOSE_STEPS.filter((s) => s !== "open_next_period");
    await db.period.update({ where: { id: period.id }, data: { status: "closed" } });
    const silent = new Date(Date.now() - 6_000);
    const job = await runningCloseJob(period.id, "gone:3:0badf00d", silent);
    await db.periodCloseRun.create({
      data: {
        periodId: period.id,
        status: "running",
        step: "close_period",
        completedSteps: committed,
        progress: { jobId: job.id, closedPeriodId: period.id },
        heartbeatAt: silent,
      },
    });
    // The script counts 5 s of silence as dead; the app's runners wait 30 s, so they leave it.
    const run = await periodClose(["--resume", "--kind", "periods"], { JOB_STALE_SECONDS: "5" });
    expect(run.code, run.out).toBe(0);
    expect(run.out).toContain(`${period.name}: resuming the close that stopped`);
    const n = CLOSE_STEPS.length;
    const at = (step: string) => `${CLOSE_STEPS.indexOf(step) + 1}/${n}`;
    expect(run.out).toContain(`${at("freeze")} Membekukan periode (already done)`);
    expect(run.out).toContain(`${at("close_period")} Menutup periode (already done)`);
    expect(run.out).toContain(`${n}/${n} Membuka periode berikutnya`);
    expect(run.out).not.toContain(`${n}/${n} Membuka periode berikutnya (already done)`);
    const runs = await db.periodCloseRun.findMany({ where: { periodId: period.id } });
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: "succeeded", completedSteps: [...CLOSE_STEPS] });
    expect(await db.period.count({ where: { name: "Februari 2087" } })).toBe(1);
    const done = await db.backgroundJob.findUniqueOrThrow({ where: { id: job.id } });
    expect(done).toMatchObject({ status: "succeeded", attempts: 2 });
  });
});
