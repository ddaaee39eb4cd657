// Several app instances on one PostgreSQL (issue 24 §3, docs/operations.md "Several instances"):
// a second production server is started here on the run's database, beside the one `npm test`
// started, and the test shows that what must be shared is shared through the database:
//   - the login failure limit counts attempts made on either instance;
//   - a realtime event raised through one instance reaches an SSE stream held by the other
//     (PostgreSQL LISTEN/NOTIFY);
//   - an Idempotency-Key used on one instance is replayed on the other with the stored answer;
//   - each background job runs exactly once though both instances' runners poll the same table,
//     and a job whose holder died (stale heartbeat) is taken over and finished.
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/prisma-client";
import { hashPassword } from "@/server/auth/password";
import { PERIOD_CLOSE_JOB } from "@/server/periods/close-period-job";
import { api, baseUrl, firstError, login, type JsonApiResource } from "../support/api";
import { connectTestDb, testDbUrl } from "../support/db";
import { openStream } from "../support/sse";
import { clockShift } from "../support/clock";

let db: Db;
let other: ChildProcess | null = null;
let otherBase = "";
let otherLog = "";
const createdUsers: string[] = [];
const createdPeriods: string[] = [];
const createdJobs: string[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base: string, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (other?.exitCode !== null) throw new Error(`second instance exited:\n${otherLog}`);
    try {
      if ((await fetch(new URL("/api/health", base))).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`second instance did not answer /api/health within ${ms} ms:\n${otherLog}`);
}

/** Polls `check` until it returns a value (not undefined), or fails after `ms`. */
async function eventually<T>(check: () => Promise<T | undefined>, ms: number, what: string) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function fakeIp(): string {
  const n = () => Math.floor(Math.random() * 250) + 1;
  return `10.${n()}.${n()}.${n()}`;
}

beforeAll(async () => {
  db = connectTestDb();
  const shared = JSON.parse(process.env.TEST_SERVER_ENV ?? "{}") as Record<string, string>;
  expect(shared.AUTH_SECRET, "TEST_SERVER_ENV comes from scripts/test.mjs").toBeTruthy();
  const port = await freePort();
  otherBase = `http://127.0.0.1:${port}`;
  other = spawn(
    process.execPath,
    [path.resolve("scripts/server.mjs"), "-p", String(port), "-H", "127.0.0.1"],
    {
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        // A clock shifted with libfaketime (README) holds for the child too.
        ...clockShift(),
        NODE_ENV: "production",
        ...shared,
        DATABASE_URL: testDbUrl(),
        PORT: String(port),
        // This instance looks for work often, so the job test does not wait on the first one.
        JOB_POLL_MS: "200",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const keep = (chunk: Buffer) => {
    otherLog = (otherLog + chunk.toString()).slice(-8000);
  };
  other.stdout?.on("data", keep);
  other.stderr?.on("data", keep);
  await waitForHealth(otherBase, 90_000);
  expect(otherBase).not.toBe(baseUrl());
});

afterAll(async () => {
  if (other && other.exitCode === null) {
    const exited = new Promise((resolve) => other?.once("exit", resolve));
    other.kill("SIGTERM");
    await exited;
  }
  await db.backgroundJob.deleteMany({ where: { id: { in: createdJobs } } });
  if (createdPeriods.length) {
    const runs = { memberPeriodId: { in: createdPeriods } };
    await db.periodCloseRun.deleteMany({ where: runs });
    const testPeriods = {
      OR: [
        { id: { in: createdPeriods } },
        {
          startDate: {
            gte: new Date("2091-01-01T00:00:00Z"),
            lt: new Date("2098-01-01T00:00:00Z"),
          },
        },
      ],
    };
    // Orders of other files dated in those years count in them (orders.member_period_id).
    await db.order.updateMany({
      where: { memberPeriod: testPeriods },
      data: { memberPeriodId: null },
    });
    await db.memberPeriod.deleteMany({ where: testPeriods });
  }
  await db.user.deleteMany({ where: { id: { in: createdUsers } } });
  await db.$disconnect();
});

describe("two app instances on one database", () => {
  it("share the login failure limit: failures on one instance block the account on the other", async () => {
    const email = `dua-instans-${randomUUID().slice(0, 8)}@erp.test`;
    const user = await db.user.create({
      data: {
        email,
        name: "Uji Dua Instans",
        passwordHash: await hashPassword("rahasia-uji-123"),
        emailVerifiedAt: new Date(),
      },
    });
    createdUsers.push(user.id);
    const post = (base: string, password: string) =>
      api("POST", "/api/v1/login", {
        base,
        body: { email, password },
        headers: { "Content-Type": "application/json", "X-Forwarded-For": fakeIp() },
      });
    // Five failures, alternating between the instances, reach the limit of five per account.
    for (let i = 0; i < 5; i++) {
      const res = await post(i % 2 === 0 ? baseUrl() : otherBase, `salah-${i}`);
      expect(res.status).toBe(401);
    }
    for (const base of [otherBase, baseUrl()]) {
      const blocked = await post(base, "rahasia-uji-123");
      expect(blocked.status).toBe(429);
      expect(firstError(blocked.body)).toMatchObject({
        status: "429",
        detail: "Terlalu banyak permintaan",
      });
    }
  });

  it("deliver a realtime event raised through one instance to a stream held by the other", async () => {
    const token = await login("kasir@erp.test");
    const me = await db.user.findUniqueOrThrow({ where: { email: "kasir@erp.test" } });
    const note = await db.notification.create({
      data: { userId: me.id, name: "Uji dua instans", message: "dari instans pertama" },
    });
    const stream = await openStream(token, otherBase);
    try {
      expect(stream.res.status).toBe(200);
      await stream.until("ready");
      // Marked read through the FIRST instance; the stream is on the SECOND.
      const patch = await api("PATCH", `/api/v1/notifications/${note.id}`, {
        token,
        body: {
          data: {
            type: "notifications",
            id: note.id,
            attributes: { readAt: new Date().toISOString() },
          },
        },
      });
      expect(patch.status).toBe(200);
      const updated = await stream.until("NotificationUpdated", 15_000);
      expect(updated.data).toMatchObject({ id: note.id, is_read: true });
    } finally {
      stream.close();
      await db.notification.delete({ where: { id: note.id } });
    }
  });

  it("replay an Idempotency-Key used on one instance with the stored answer on the other", async () => {
    const token = await login("admin@erp.test");
    const key = `dua-instans-${randomUUID()}`;
    const body = { data: { type: "educations", attributes: { name: `Dua Instans ${key}` } } };
    const first = await api("POST", "/api/v1/educations", {
      token,
      body,
      headers: { "Idempotency-Key": key },
    });
    expect(first.status).toBe(201);
    const again = await api("POST", "/api/v1/educations", {
      base: otherBase,
      token,
      body,
      headers: { "Idempotency-Key": key },
    });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const firstId = (first.body.data as JsonApiResource).id;
    expect((again.body.data as JsonApiResource).id).toBe(firstId);
    expect(await db.education.count({ where: { name: `Dua Instans ${key}` } })).toBe(1);
    await db.education.delete({ where: { id: firstId } });
  });

  it("run each background job exactly once, and take over a job whose holder died", async () => {
    // Six member periods in far years no other test touches, each closed by a queued job that
    // both instances' runners compete for; one more job looks abandoned by a dead process.
    const years = [2091, 2092, 2093, 2094, 2095, 2096, 2097];
    const periods = [];
    for (const year of years) {
      const period = await db.memberPeriod.create({
        data: {
          name: `Uji Dua Instans ${year}-01`,
          startDate: new Date(`${year}-01-01T00:00:00Z`),
          endDate: new Date(`${year}-01-31T00:00:00Z`),
        },
      });
      createdPeriods.push(period.id);
      periods.push(period);
    }
    const jobs = await Promise.all(
      periods.map((p, i) =>
        db.backgroundJob.create({
          data: {
            kind: PERIOD_CLOSE_JOB,
            key: `mitra-periods:${p.id}`,
            payload: { kind: "mitra-periods", periodId: p.id },
            // The last one was claimed by a process that died an hour ago.
            ...(i === periods.length - 1
              ? {
                  status: "running" as const,
                  lockedBy: "dead-host:1:00000000",
                  attempts: 1,
                  heartbeatAt: new Date(Date.now() - 3_600_000),
                  startedAt: new Date(Date.now() - 3_600_000),
                }
              : {}),
          },
        }),
      ),
    );
    createdJobs.push(...jobs.map((j) => j.id));

    const done = await eventually(
      async () => {
        const rows = await db.backgroundJob.findMany({ where: { id: { in: createdJobs } } });
        return rows.every((r) => r.status === "succeeded" || r.status === "failed")
          ? rows
          : undefined;
      },
      60_000,
      "the runners to finish the jobs",
    );
    for (const row of done) {
      expect(row.status, `${row.id}: ${row.error ?? ""}`).toBe("succeeded");
      expect(row.lockedBy).toMatch(/^[^:]+:\d+:[0-9a-f]{8}$/);
      expect(row.lockedBy).not.toBe("dead-host:1:00000000");
    }
    // Claimed once each (the abandoned one once more than its dead holder's claim).
    const attempts = new Map(done.map((r) => [r.id, r.attempts]));
    for (const [i, job] of jobs.entries())
      expect(attempts.get(job.id)).toBe(i === jobs.length - 1 ? 2 : 1);
    // Each period closed exactly once: one succeeded close run, no second attempt recorded.
    for (const p of periods) {
      const runs = await db.periodCloseRun.findMany({ where: { memberPeriodId: p.id } });
      expect(runs.map((r) => r.status)).toEqual(["succeeded"]);
      const closed = await db.memberPeriod.findUniqueOrThrow({ where: { id: p.id } });
      expect(closed.status).toBe("closed");
    }
  });
});
