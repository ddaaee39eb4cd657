// While a period closes (status `closing`) and after (`closed`), nothing dated inside it is
// accepted (issue 26 §4): an order, a payment, a stock adjustment, a retur and a top-up, one real
// HTTP request each, all refused with 409 'Periode sudah ditutup: <name>'. And a second close of a
// period is refused while one really runs (the script, in another process).
// Periods: March and April 2007 (closing / closed) and 2117-01 (the concurrent close); the top-up
// is dated today, so today's period is `closing` for that one request.
import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/prisma-client";
import { PERIOD_CLOSE_JOB } from "@/server/periods/close-period-job";
import { jakartaToday } from "@/lib/business-date";
import { api, firstError, login } from "../support/api";
import { connectTestDb, testDbUrl } from "../support/db";
import { clockShift } from "../support/clock";

let db: Db;
const tok: Record<string, string> = {};
const NAMES = {
  closing: "Uji Kunci Maret 2007",
  closed: "Uji Kunci April 2007",
  busy: "Uji Kunci 2117",
};
const DATE = { closing: "2007-03-10", closed: "2007-04-10" };

async function cleanup() {
  const periods = await db.period.findMany({
    where: {
      OR: [
        { name: { in: Object.values(NAMES) } },
        { startDate: { gte: new Date("2117-01-01"), lt: new Date("2118-01-01") } },
      ],
    },
    select: { id: true },
  });
  const ids = periods.map((p) => p.id);
  await db.backgroundJob.deleteMany({
    where: { kind: PERIOD_CLOSE_JOB, key: { in: ids.map((id) => `periods:${id}`) } },
  });
  await db.periodCloseRun.deleteMany({ where: { periodId: { in: ids } } });
  await db.periodOfficeTotal.deleteMany({ where: { periodId: { in: ids } } });
  await db.stockValuation.deleteMany({ where: { periodId: { in: ids } } });
  await db.officeCommission.deleteMany({ where: { periodId: { in: ids } } });
  await db.period.deleteMany({ where: { id: { in: ids } } });
}

function expectLocked(
  res: { status: number; body: Parameters<typeof firstError>[0] },
  name: string,
  what: string,
) {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(409);
  expect(firstError(res.body).detail, what).toBe(`Periode sudah ditutup: ${name}`);
}

beforeAll(async () => {
  db = connectTestDb();
  await cleanup();
  for (const [key, email] of [
    ["penjualan", "penjualan@erp.test"],
    ["kasir", "kasir@erp.test"],
    ["gudang", "gudang@erp.test"],
    ["stockist", "stockist@erp.test"],
    ["admin", "admin@erp.test"],
  ] as const)
    tok[key] = await login(email);
  await db.period.create({
    data: {
      name: NAMES.closing,
      startDate: new Date("2007-03-01"),
      endDate: new Date("2007-03-31"),
      status: "closing",
    },
  });
  await db.period.create({
    data: {
      name: NAMES.closed,
      startDate: new Date("2007-04-01"),
      endDate: new Date("2007-04-30"),
      status: "closed",
    },
  });
});

afterAll(async () => {
  await cleanup();
  await db.$disconnect();
});

describe("nothing dated in a closing or closed period is accepted", () => {
  it("refuses an order, a payment, a stock adjustment and a retur dated inside, and a top-up made while today's period closes", async () => {
    const stk = await db.office.findUniqueOrThrow({ where: { code: "STK-001" } });
    const pusat = await db.office.findUniqueOrThrow({ where: { code: "PUSAT" } });
    const price = await db.productPrice.findFirstOrThrow({
      where: { buyerType: { code: "stockist" }, product: { deletedAt: null } },
    });
    const order = (date: string) =>
      api("POST", "/api/v1/orders", {
        token: tok.penjualan,
        body: {
          data: {
            type: "orders",
            attributes: {
              order_type: "sale",
              order_date: date,
              details: [{ product_id: price.productId, quantity: 1 }],
            },
            relationships: { "destination-office": { data: { type: "offices", id: stk.id } } },
          },
        },
      });
    expectLocked(await order(DATE.closing), NAMES.closing, "order (closing)");
    expectLocked(await order(DATE.closed), NAMES.closed, "order (closed)");

    // A payment on an order of Pusat that waits for one, dated inside the period.
    const payable = await db.order.findFirstOrThrow({
      where: {
        originOfficeId: pusat.id,
        status: { in: ["validated", "released"] },
        isPaid: false,
        deletedAt: null,
      },
    });
    const cash = await db.paymentMethodType.findUniqueOrThrow({ where: { code: "cash" } });
    const payment = await api("POST", "/api/v1/payments", {
      token: tok.kasir,
      body: {
        data: {
          type: "payments",
          attributes: {
            payment_date: DATE.closing,
            methods: [{ payment_method_type_id: cash.id, amount: 1000 }],
          },
          relationships: { order: { data: { type: "orders", id: payable.id } } },
        },
      },
    });
    expectLocked(payment, NAMES.closing, "payment");

    const warehouse = await db.warehouse.findFirstOrThrow({
      where: { officeId: pusat.id, deletedAt: null },
    });
    const stock = await api("POST", "/api/v1/stocks/-actions/tambah-stock", {
      token: tok.gudang,
      body: {
        data: {
          type: "stocks",
          attributes: {
            warehouse_id: warehouse.id,
            product_id: price.productId,
            quantity: 1,
            reason: "Uji kunci periode",
            business_date: DATE.closing,
          },
        },
      },
    });
    expectLocked(stock, NAMES.closing, "stock adjustment");

    const held = await db.stock.findFirstOrThrow({
      where: { warehouse: { officeId: stk.id }, quantity: { gt: 0 } },
    });
    const retur = await api("POST", "/api/v1/returs", {
      token: tok.stockist,
      body: {
        data: {
          type: "returs",
          attributes: {
            retur_date: DATE.closing,
            details: [{ product_id: held.productId, quantity: 1 }],
          },
        },
      },
    });
    expectLocked(retur, NAMES.closing, "retur");

    // A top-up is dated today: today's period is `closing` for this one request.
    const today = jakartaToday();
    const current = await db.period.findFirstOrThrow({
      where: { startDate: { lte: today }, endDate: { gte: today } },
    });
    const topupsBefore = await db.topup.count();
    await db.period.update({ where: { id: current.id }, data: { status: "closing" } });
    let topup;
    try {
      topup = await api("POST", `/api/v1/offices/${stk.id}/-actions/topUpStockist`, {
        token: tok.kasir,
        body: {
          data: { type: "topups", attributes: { amount: 1_000_000, topup_type: "saldo_stockist" } },
        },
      });
    } finally {
      await db.period.update({ where: { id: current.id }, data: { status: current.status } });
    }
    expectLocked(topup, current.name, "top-up");
    expect(await db.topup.count()).toBe(topupsBefore);
    // Nothing was written inside the locked periods.
    expect(
      await db.order.count({
        where: { orderDate: { gte: new Date("2007-03-01"), lte: new Date("2007-04-30") } },
      }),
    ).toBe(0);
    expect(
      await db.payment.count({
        where: { paymentDate: { gte: new Date("2007-03-01"), lte: new Date("2007-04-30") } },
      }),
    ).toBe(0);
    expect(
      await db.retur.count({
        where: { returDate: { gte: new Date("2007-03-01"), lte: new Date("2007-04-30") } },
      }),
    ).toBe(0);
  });
});

describe("one close per period at a time", () => {
  it("refuses a second start (409) while the script's close of the period runs", async () => {
    const period = await db.period.create({
      data: {
        name: NAMES.busy,
        startDate: new Date("2117-01-01"),
        endDate: new Date("2117-01-31"),
      },
    });
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "--conditions",
        "react-server",
        path.resolve("scripts/period-close.ts"),
        "--period",
        period.name,
      ],
      {
        env: {
          PATH: process.env.PATH ?? "",
          HOME: process.env.HOME ?? "",
          ...clockShift(),
          NODE_ENV: "production",
          DATABASE_URL: testDbUrl(),
          // One office per batch: the close takes long enough to be met running.
          PERIOD_CLOSE_BATCH_SIZE: "1",
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let out = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (out += c.toString()));
    const exited = new Promise<number | null>((resolve) =>
      child.on("exit", (code) => resolve(code)),
    );
    // Wait until its run is in the office totals (the period is `closing`).
    for (let i = 0; i < 600; i += 1) {
      const run = await db.periodCloseRun.findFirst({
        where: { periodId: period.id, status: "running" },
      });
      if (run?.completedSteps.includes("verify")) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const second = await api("POST", "/api/v1/setups/-actions/runClosePeriod", {
      token: tok.admin,
      body: { data: { type: "periods", id: period.id } },
    });
    expect(second.status, JSON.stringify(second.body)).toBe(409);
    expect(firstError(second.body).detail).toBe("Tutup buku periode ini sedang berjalan");
    // Its progress is there to poll meanwhile.
    const runs = await api("GET", `/api/v1/period-close-runs?filter[period_id]=${period.id}`, {
      token: tok.admin,
    });
    expect(runs.status).toBe(200);
    expect(runs.body.data).toHaveLength(1);
    expect(await exited, out).toBe(0);
    expect((await db.period.findUniqueOrThrow({ where: { id: period.id } })).status).toBe("closed");
    expect(await db.periodCloseRun.count({ where: { periodId: period.id } })).toBe(1);
  }, 120_000);
});
