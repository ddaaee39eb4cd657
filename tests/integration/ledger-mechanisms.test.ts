// The shared mechanisms the ledger flows build on (docs/ledgers.md): postBalance (never below
// zero, balance_after, ledger row, one transaction with its caller), the period lock under a
// concurrent close, a business date no period covers, ensureOfficeWarehouses, and idempotency
// keys (abandoned keys are taken over; DELETE honours the key). Periods made here lie in 2098.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { waitForLockWaiter } from "../support/locks";
import { api, login, type JsonApiResource } from "../support/api";
import type { Db } from "@/server/prisma-client";
import { postBalance } from "@/server/balances/post-balance";
import { assertOpenPeriodFor } from "@/server/periods/assert-open-period";
import { periodTable } from "@/server/periods/kinds";
import { ensureOfficeWarehouses } from "@/server/offices/ensure-office-warehouses";
import { isAppError } from "@/server/errors";

const run = Date.now().toString(36).toUpperCase();
const lower = run.toLowerCase();
const day = (s: string) => new Date(`${s}T00:00:00Z`);

let db: Db;
let admin: string;
let adminId: string;
const officeIds: string[] = [];

async function makeOffice(category: number, suffix: string): Promise<string> {
  const o = await db.office.create({
    data: {
      code: `UJI-${run}-${suffix}`,
      name: `Uji ${suffix}`,
      officeType: category === 5 ? "member" : category === 4 ? "stockist" : "stockist_center",
      officeCategoryId: category,
      phone: "0811111111",
      isActive: true,
      isSuspended: false,
    },
    select: { id: true },
  });
  officeIds.push(o.id);
  return o.id;
}

function statusOf(error: unknown): number | null {
  return isAppError(error) ? error.status : null;
}

beforeAll(async () => {
  db = connectTestDb();
  admin = await login("admin@erp.test");
  adminId = (await db.user.findFirstOrThrow({ where: { email: "admin@erp.test" } })).id;
});

afterAll(async () => {
  await db.balanceTrx.deleteMany({ where: { officeId: { in: officeIds } } });
  await db.warehouse.deleteMany({ where: { officeId: { in: officeIds } } });
  await db.officeHistory.deleteMany({
    where: { OR: [{ officeId: { in: officeIds } }, { relatedOfficeId: { in: officeIds } }] },
  });
  await db.office.deleteMany({ where: { id: { in: officeIds } } });
  await db.period.deleteMany({ where: { name: { startsWith: `Uji ${run}` } } });
  await db.idempotencyKey.deleteMany({ where: { key: { startsWith: `uji-${run}` } } });
  await db.permission.deleteMany({ where: { name: { startsWith: `uji-${lower}.` } } });
  await db.$disconnect();
});

describe("postBalance", () => {
  it("credits and debits with balance_after and a ledger row; never below zero (422)", async () => {
    const officeId = await makeOffice(4, "BAL");
    const actor = { userId: adminId };
    const credit = await db.$transaction((tx) =>
      postBalance(
        tx,
        {
          officeId,
          account: "balance",
          amount: 100_000,
          type: "topup",
          sourceType: "topups",
          sourceId: crypto.randomUUID(),
          description: "uji",
        },
        actor,
      ),
    );
    expect(credit.balanceAfter).toBe(100_000n);
    // Ten concurrent debits of 30,000: exactly three fit, nothing goes below zero.
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        db.$transaction((tx) =>
          postBalance(
            tx,
            {
              officeId,
              account: "balance",
              amount: -30_000n,
              type: "order_payment",
              sourceType: "orders",
              sourceId: crypto.randomUUID(),
            },
            actor,
          ),
        ),
      ),
    );
    const ok = results.filter((r) => r.status === "fulfilled");
    expect(ok).toHaveLength(3);
    for (const r of results)
      if (r.status === "rejected") {
        expect(statusOf(r.reason)).toBe(422);
        expect((r.reason as Error).message).toBe("Saldo tidak cukup");
      }
    const office = await db.office.findUniqueOrThrow({ where: { id: officeId } });
    expect(office.balance).toBe(10_000n);
    const ledger = await db.balanceTrx.findMany({
      where: { officeId },
      orderBy: { balanceAfter: "desc" },
    });
    expect(ledger.map((t) => t.balanceAfter)).toEqual([100_000n, 70_000n, 40_000n, 10_000n]);
    // The deposit account is separate; a debit there fails while the saldo has money.
    await expect(
      db.$transaction((tx) =>
        postBalance(
          tx,
          {
            officeId,
            account: "deposit",
            amount: -1,
            type: "withdrawal",
            sourceType: "withdrawals",
            sourceId: crypto.randomUUID(),
          },
          actor,
        ),
      ),
    ).rejects.toThrow("Deposit tidak cukup");
  });

  it("rolls back with its caller's transaction", async () => {
    const officeId = await makeOffice(4, "RB");
    await expect(
      db.$transaction(async (tx) => {
        await postBalance(
          tx,
          {
            officeId,
            account: "balance",
            amount: 5_000,
            type: "topup",
            sourceType: "topups",
            sourceId: crypto.randomUUID(),
          },
          { userId: adminId },
        );
        throw new Error("caller fails after posting");
      }),
    ).rejects.toThrow("caller fails");
    expect((await db.office.findUniqueOrThrow({ where: { id: officeId } })).balance).toBe(0n);
    expect(await db.balanceTrx.count({ where: { officeId } })).toBe(0);
  });
});

describe("assertOpenPeriodFor", () => {
  it("refuses a date no period covers (422) and a closed period (409)", async () => {
    const none = await db
      .$transaction((tx) => assertOpenPeriodFor(tx, day("2098-11-15")))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(statusOf(none)).toBe(422);
    expect((none as Error).message).toMatch(/Tidak ada periode untuk tanggal ini/);
    const closed = await db.period.create({
      data: {
        name: `Uji ${run} tutup`,
        startDate: day("2098-10-01"),
        endDate: day("2098-10-31"),
        status: "closed",
      },
    });
    const err = await db
      .$transaction((tx) => assertOpenPeriodFor(tx, day("2098-10-10")))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(statusOf(err)).toBe(409);
    expect(closed.id).toBeTruthy();
  });

  it("a close waits for a posting that read the period as open; a posting after it gets 409", async () => {
    const period = await db.period.create({
      data: {
        name: `Uji ${run} kunci`,
        startDate: day("2098-09-01"),
        endDate: day("2098-09-30"),
        status: "open",
      },
    });
    const events: string[] = [];
    let locked!: () => void;
    const hasLock = new Promise<void>((r) => (locked = r));
    const posting = db.$transaction(
      async (tx) => {
        await assertOpenPeriodFor(tx, day("2098-09-15"));
        locked();
        // Commits only once PostgreSQL shows the close waiting on the period row this holds.
        await waitForLockWaiter(db, tx);
        events.push("posting committed");
      },
      { timeout: 30_000 },
    );
    await hasLock;
    const close = db
      .$transaction((tx) => periodTable(tx, "periods").closeIfOpen(period.id, adminId, new Date()))
      .then((n) => {
        events.push("close committed");
        return n;
      });
    await Promise.all([posting, close]);
    // Without the FOR SHARE lock the close never waits (waitForLockWaiter fails the test) and
    // commits while the posting is still inside the period.
    expect(events).toEqual(["posting committed", "close committed"]);
    expect(await close).toBe(1);
    const after = await db
      .$transaction((tx) => assertOpenPeriodFor(tx, day("2098-09-15")))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(statusOf(after)).toBe(409);
  });
});

describe("ensureOfficeWarehouses", () => {
  it("Pusat holds main, retur and damaged; a new or promoted stockist gets its main warehouse", async () => {
    const pusat = await db.office.findFirstOrThrow({ where: { code: "PUSAT" } });
    const types = (await db.warehouse.findMany({ where: { officeId: pusat.id } })).map(
      (w) => w.type,
    );
    expect(types.sort()).toEqual(["damaged", "main", "retur"]);

    // Created over the API: the office comes with GD-<code>.
    const code = `UJ${run}`.slice(0, 20);
    const created = await api("POST", "/api/v1/offices", {
      token: admin,
      body: {
        data: {
          type: "offices",
          attributes: { code, name: `Uji Gudang ${run}`, phone: "0812345678", is_active: true },
          relationships: { "office-category": { data: { type: "office-categories", id: "4" } } },
        },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const createdId = (created.body.data as JsonApiResource).id;
    officeIds.push(createdId);
    const main = await db.warehouse.findMany({ where: { officeId: createdId } });
    expect(main.map((w) => [w.code, w.type])).toEqual([[`GD-${code}`, "main"]]);

    // A member has none; promoted to stockist it gets one; calling again adds nothing.
    const memberId = await makeOffice(5, "MBR");
    const member = await db.office.findUniqueOrThrow({ where: { id: memberId } });
    expect(await ensureOfficeWarehouses(db, member)).toEqual([]);
    const promoted = await api("POST", `/api/v1/offices/${memberId}/-actions/promoteToStockist`, {
      token: admin,
      body: { data: { type: "offices", id: memberId } },
    });
    expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);
    const after = await db.warehouse.findMany({ where: { officeId: memberId } });
    expect(after.map((w) => [w.code, w.type])).toEqual([[`GD-${member.code}`, "main"]]);
    await ensureOfficeWarehouses(db, { ...member, officeCategoryId: 4 });
    expect(await db.warehouse.count({ where: { officeId: memberId } })).toBe(1);
  });
});

describe("Idempotency-Key", () => {
  const doc = (name: string) => ({
    data: { type: "permissions", attributes: { name, description: "uji" } },
  });

  it("a key abandoned while processing (crash before recording) is taken over by the retry", async () => {
    const key = `uji-${run}-stale`;
    const body = JSON.stringify(doc(`uji-${lower}.stale`));
    const requestHash = crypto
      .createHash("sha256")
      .update(`POST /api/v1/permissions\n${body}`)
      .digest("hex");
    const row = await db.idempotencyKey.create({
      data: {
        scope: adminId,
        key,
        method: "POST",
        path: "/api/v1/permissions",
        requestHash,
        expiresAt: new Date(Date.now() + 86_400_000),
      },
    });
    // Still fresh: another request holds it.
    const busy = await api("POST", "/api/v1/permissions", {
      token: admin,
      raw: body,
      headers: { "Idempotency-Key": key, "Content-Type": "application/vnd.api+json" },
    });
    expect(busy.status).toBe(409);
    await db.$executeRaw`UPDATE idempotency_keys SET updated_at = now() - interval '10 minutes' WHERE id = ${row.id}::uuid`;
    const retry = await api("POST", "/api/v1/permissions", {
      token: admin,
      raw: body,
      headers: { "Idempotency-Key": key, "Content-Type": "application/vnd.api+json" },
    });
    expect(retry.status, JSON.stringify(retry.body)).toBe(201);
    const replay = await api("POST", "/api/v1/permissions", {
      token: admin,
      raw: body,
      headers: { "Idempotency-Key": key, "Content-Type": "application/vnd.api+json" },
    });
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
  });

  it("DELETE honours the key: the retry replays 204 instead of 404", async () => {
    const created = await api("POST", "/api/v1/permissions", {
      token: admin,
      body: doc(`uji-${lower}.hapus`),
    });
    expect(created.status).toBe(201);
    const id = (created.body.data as JsonApiResource).id;
    const key = `uji-${run}-delete`;
    const first = await api("DELETE", `/api/v1/permissions/${id}`, {
      token: admin,
      headers: { "Idempotency-Key": key },
    });
    expect(first.status).toBe(204);
    const second = await api("DELETE", `/api/v1/permissions/${id}`, {
      token: admin,
      headers: { "Idempotency-Key": key },
    });
    expect(second.status).toBe(204);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
  });
});
