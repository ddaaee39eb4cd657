// Balances over real HTTP (docs/money.md "Balances"): top-ups of every kind, the SC deposit
// multiplied by sc_deposit_multiplier, the per-kind maker (Kasir saldo, Penjualan deposit),
// maker-checker and exactly-once approval under concurrency (one 201, the rest 409), saldo never
// below zero under 16 concurrent debits (saldo payments), the ledger with its window-function
// running balance and keyset paging, office scope (404 for another office's rows), every error
// status, and the ledger check (server/balances/balance-check.ts) clean for the offices made here.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { api, firstError, login, type JsonApiDoc, type JsonApiResource } from "../support/api";
import { loadActor } from "@/server/auth/actor";
import { hashPassword } from "@/server/auth/password";
import { postStock } from "@/server/stock/post-stock";
import { checkBalances } from "@/server/balances/balance-check";
import { jakartaDateString, jakartaToday } from "@/lib/business-date";
import { depositCredit } from "@/lib/schemas/office";
import { formatRupiah } from "@/lib/format";

const db = connectTestDb();
const TAG = `BL${randomUUID().slice(0, 6).toUpperCase()}`;
const one = (doc: JsonApiDoc) => doc.data as JsonApiResource;
const list = (doc: JsonApiDoc) => doc.data as JsonApiResource[];
const MISSING = "00000000-0000-7000-8000-000000000000";

let admin: string;
let kasir: string;
let penjualan: string;
let stockist: string;
let sc: string;
let mitra: string;
let myStk: string;
let mySc: string;
let otherSc: string;
const created: string[] = [];

async function createOffice(categoryId: string, code: string): Promise<string> {
  const res = await api("POST", "/api/v1/offices", {
    token: admin,
    body: {
      data: {
        type: "offices",
        attributes: { code, name: `Kantor Uji ${code}`, phone: "0341123456" },
        relationships: {
          "office-category": { data: { type: "office-categories", id: categoryId } },
          area: { data: { type: "areas", id: "0" } },
        },
      },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  created.push(one(res.body).id);
  return one(res.body).id;
}

const topUp = (token: string, officeId: string, attributes: Record<string, unknown>) =>
  api("POST", `/api/v1/offices/${officeId}/-actions/topUpStockist`, {
    token,
    body: { data: { type: "topups", attributes } },
  });

const approve = (token: string, topupId: string) =>
  api("POST", "/api/v1/balance-trxes/-actions/approveTopupStockist", {
    token,
    body: { data: { type: "topups", id: topupId } },
  });

const ledger = (token: string, query: string) =>
  api("GET", `/api/v1/balance-trxes/-actions/ledger?${query}`, { token });

async function balances(id: string) {
  const o = await db.office.findUniqueOrThrow({ where: { id } });
  return { balance: o.balance, deposit: o.depositBalance };
}

/** A top-up made by `maker` and approved by `checker`; returns the top-up's attributes. */
async function credited(
  maker: string,
  checker: string,
  officeId: string,
  attributes: Record<string, unknown>,
) {
  const res = await topUp(maker, officeId, attributes);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const ok = await approve(checker, one(res.body).id);
  expect(ok.status, JSON.stringify(ok.body)).toBe(201);
  return one(res.body);
}

beforeAll(async () => {
  [admin, kasir, penjualan, stockist, sc, mitra] = await Promise.all([
    login("admin@erp.test"),
    login("kasir@erp.test"),
    login("penjualan@erp.test"),
    login("stockist@erp.test"),
    login("sc@erp.test"),
    login("mitra@erp.test"),
  ]);
  myStk = await createOffice("4", `STK-${TAG}`);
  mySc = await createOffice("3", `SC-${TAG}`);
  otherSc = (await db.office.findUniqueOrThrow({ where: { code: "SC-001" } })).id;
});

/** A token of a new user of `officeId` with the demo stockist user's roles. */
async function stockistUserOf(officeId: string): Promise<string> {
  const src = await db.user.findUniqueOrThrow({
    where: { email: "stockist@erp.test" },
    select: { currentRoleId: true, userRoles: { select: { roleId: true } } },
  });
  const email = `${TAG.toLowerCase()}-owner@erp.test`;
  await db.user.create({
    data: {
      email,
      name: `Pemilik ${TAG}`,
      passwordHash: await hashPassword("rahasia123"),
      officeId,
      currentRoleId: src.currentRoleId,
      emailVerifiedAt: new Date(),
      userRoles: { create: src.userRoles.map((r) => ({ roleId: r.roleId })) },
    },
  });
  return login(email);
}

afterAll(async () => {
  await db.office.updateMany({ where: { id: { in: created } }, data: { deletedAt: new Date() } });
  await db.$disconnect();
});

describe("top-ups of every kind", () => {
  it("the Kasir makes saldo top-ups; another user approves them ('Topup berhasil diapprove')", async () => {
    for (const [officeId, kind] of [
      [myStk, "saldo_stockist"],
      [mySc, "restock_sc"],
      [mySc, "sisa_pembayaran_sc"],
    ] as const) {
      const before = await balances(officeId);
      const res = await topUp(kasir, officeId, { amount: 1_040_000, topup_type: kind });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(one(res.body).attributes).toMatchObject({
        topup_type: kind,
        status: "pending",
        amount: 1_040_000,
        credit_amount: 1_040_000,
        multiplier: null,
      });
      const ok = await approve(admin, one(res.body).id);
      expect(ok.status).toBe(201);
      expect(ok.body.meta).toMatchObject({ message: "Topup berhasil diapprove" });
      expect(one(ok.body).attributes).toMatchObject({
        account: "balance",
        trx_type: "topup",
        amount: 1_040_000,
        source_type: "topups",
        source_id: one(res.body).id,
      });
      expect(await balances(officeId)).toEqual({
        balance: before.balance + 1_040_000n,
        deposit: before.deposit,
      });
    }
  });

  it("an SC deposit is the amount x sc_deposit_multiplier, made by Penjualan, approved by the Kasir", async () => {
    const before = await balances(mySc);
    const setup = await db.setup.findUniqueOrThrow({
      where: { setupKey: "sc_deposit_multiplier" },
    });
    const res = await topUp(penjualan, mySc, { amount: 25_000_001, topup_type: "deposit_sc" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const a = one(res.body).attributes as {
      amount: number;
      credit_amount: number;
      multiplier: string;
    };
    expect(a.amount).toBe(25_000_001);
    // The multiplier in force at creation is stored with the top-up (admin-setup tests may change
    // the setup meanwhile, so compare with what the top-up recorded, and that with a known value).
    expect(Number(a.multiplier)).toBeGreaterThan(0);
    expect(BigInt(a.credit_amount)).toBe(depositCredit(25_000_001n, a.multiplier));
    expect(["3", "2.5", setup.value]).toContain(a.multiplier);
    if (a.multiplier === "3") expect(a.credit_amount).toBe(75_000_003);
    // Penjualan cannot approve; the Kasir can.
    expect((await approve(penjualan, one(res.body).id)).status).toBe(403);
    const ok = await approve(kasir, one(res.body).id);
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(one(ok.body).attributes).toMatchObject({
      account: "deposit",
      trx_type: "deposit",
      amount: a.credit_amount,
    });
    expect(await balances(mySc)).toEqual({
      balance: before.balance,
      deposit: before.deposit + BigInt(a.credit_amount),
    });
  });

  it("each kind has its maker: 403 for the Kasir's deposit and Penjualan's saldo top-up", async () => {
    const kasirDeposit = await topUp(kasir, mySc, { amount: 1000, topup_type: "deposit_sc" });
    expect(kasirDeposit.status).toBe(403);
    const salesSaldo = await topUp(penjualan, myStk, { amount: 1000 });
    expect(salesSaldo.status).toBe(403);
    const salesRestock = await topUp(penjualan, mySc, { amount: 1000, topup_type: "restock_sc" });
    expect(salesRestock.status).toBe(403);
    expect((await topUp(sc, mySc, { amount: 1000, topup_type: "deposit_sc" })).status).toBe(403);
  });

  it("refuses a top-up below the Setup minimum (422 at amount); at the minimum it passes", async () => {
    const minOf = async (key: string) =>
      Number((await db.setup.findUniqueOrThrow({ where: { setupKey: key } })).value);
    const minStk = await minOf("min_topup_stockist");
    const minDeposit = await minOf("min_topup_deposit_sc");
    expect(minStk).toBeGreaterThan(1);
    const below = await topUp(kasir, myStk, { amount: minStk - 1 });
    expect(below.status).toBe(422);
    expect(firstError(below.body)).toMatchObject({
      detail: `Minimal topup ${formatRupiah(minStk)}`,
      source: { pointer: "/data/attributes/amount" },
    });
    expect(await db.topup.count({ where: { officeId: myStk, amount: BigInt(minStk - 1) } })).toBe(
      0,
    );
    const at = await topUp(kasir, myStk, { amount: minStk });
    expect(at.status, JSON.stringify(at.body)).toBe(201);
    expect(one(at.body).attributes).toMatchObject({ amount: minStk, status: "pending" });

    const depositBelow = await topUp(penjualan, mySc, {
      amount: minDeposit - 1,
      topup_type: "deposit_sc",
    });
    expect(depositBelow.status).toBe(422);
    expect(firstError(depositBelow.body)).toMatchObject({
      detail: `Minimal topup ${formatRupiah(minDeposit)}`,
      source: { pointer: "/data/attributes/amount" },
    });
    const depositAt = await topUp(penjualan, mySc, {
      amount: minDeposit,
      topup_type: "deposit_sc",
    });
    expect(depositAt.status, JSON.stringify(depositAt.body)).toBe(201);
    // The SC's restock and remaining-payment saldo have no minimum.
    const restock = await topUp(kasir, mySc, { amount: 1000, topup_type: "restock_sc" });
    expect(restock.status, JSON.stringify(restock.body)).toBe(201);
  });

  it("a missing or unset minimum in Setup means no minimum", async () => {
    const row = await db.setup.findUniqueOrThrow({ where: { setupKey: "min_topup_stockist" } });
    await db.setup.delete({ where: { id: row.id } });
    try {
      const small = await topUp(kasir, myStk, { amount: 1000 });
      expect(small.status, JSON.stringify(small.body)).toBe(201);
    } finally {
      await db.setup.create({
        data: {
          id: row.id,
          setupKey: row.setupKey,
          value: row.value,
          description: row.description,
          group: row.group,
        },
      });
    }
    const deposit = await db.setup.findUniqueOrThrow({
      where: { setupKey: "min_topup_deposit_sc" },
    });
    await db.setup.update({ where: { id: deposit.id }, data: { value: "" } });
    try {
      const small = await topUp(penjualan, mySc, { amount: 1000, topup_type: "deposit_sc" });
      expect(small.status, JSON.stringify(small.body)).toBe(201);
    } finally {
      await db.setup.update({ where: { id: deposit.id }, data: { value: deposit.value } });
    }
  });

  it("the maker cannot approve (403) and the top-up stays pending", async () => {
    const res = await topUp(kasir, myStk, { amount: 1_005_000 });
    const id = one(res.body).id;
    const own = await approve(kasir, id);
    expect(own.status).toBe(403);
    expect(firstError(own.body).detail).toBe(
      "Dokumen ini harus disetujui oleh pengguna lain, bukan pembuatnya",
    );
    expect((await db.topup.findUniqueOrThrow({ where: { id } })).status).toBe("pending");
  });

  it("approves exactly once under 8 concurrent approvals (one 201, the rest 409)", async () => {
    const before = await balances(myStk);
    const res = await topUp(kasir, myStk, { amount: 1_007_777 });
    const id = one(res.body).id;
    const results = await Promise.all(Array.from({ length: 8 }, () => approve(admin, id)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const conflicts = results.filter((r) => r.status === 409);
    expect(conflicts).toHaveLength(7);
    for (const c of conflicts) expect(firstError(c.body).detail).toBe("Topup sudah diapprove");
    expect((await balances(myStk)).balance).toBe(before.balance + 1_007_777n);
    expect(await db.balanceTrx.count({ where: { sourceType: "topups", sourceId: id } })).toBe(1);
  });

  it("lists one kind and one state (filters topup_type, status, dates) with office and people", async () => {
    const res = await api(
      "GET",
      `/api/v1/topups?filter[topup_type]=deposit_sc&filter[status]=approved&filter[search]=${TAG}`,
      { token: kasir },
    );
    expect(res.status).toBe(200);
    const rows = list(res.body);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows)
      expect(r.attributes).toMatchObject({
        topup_type: "deposit_sc",
        status: "approved",
        office_code: `SC-${TAG}`,
        created_by_name: "Rudi Hartono",
        approved_by_name: "Dewi Lestari",
      });
    const today = jakartaDateString();
    const dated = await api(
      "GET",
      `/api/v1/topups?filter[date_from]=${today}&filter[date_to]=${today}&filter[search]=${TAG}`,
      { token: kasir },
    );
    expect(list(dated.body).length).toBeGreaterThanOrEqual(6);
    const bad = await api("GET", "/api/v1/topups?filter[topup_type]=gaji", { token: kasir });
    expect(bad.status).toBe(400);
    expect(firstError(bad.body).source?.parameter).toBe("filter[topup_type]");
    const badDate = await api("GET", "/api/v1/topups?filter[date_from]=2026-02-31", {
      token: kasir,
    });
    expect(badDate.status).toBe(400);
  });

  it("answers every error status of topUpStockist and approveTopupStockist", async () => {
    const zero = await topUp(kasir, myStk, { amount: 0 });
    expect(zero.status).toBe(422);
    expect(firstError(zero.body).source?.pointer).toBe("/data/attributes/amount");
    const wrongKind = await topUp(kasir, myStk, { amount: 1000, topup_type: "restock_sc" });
    expect(wrongKind.status).toBe(422);
    expect(firstError(wrongKind.body).source?.pointer).toBe("/data/attributes/topup_type");
    const tooBig = await topUp(penjualan, mySc, {
      amount: 900_000_000_000,
      topup_type: "deposit_sc",
    });
    expect(tooBig.status).toBe(422);
    expect(firstError(tooBig.body).source?.pointer).toBe("/data/attributes/amount");
    expect((await topUp(kasir, MISSING, { amount: 1000 })).status).toBe(404);
    expect((await topUp(mitra, myStk, { amount: 1000 })).status).toBe(403);
    const anonymous = await api("POST", `/api/v1/offices/${myStk}/-actions/topUpStockist`, {
      body: { data: { type: "topups", attributes: { amount: 1000 } } },
    });
    expect(anonymous.status).toBe(401);
    expect((await approve(admin, MISSING)).status).toBe(404);
    const badBody = await api("POST", "/api/v1/balance-trxes/-actions/approveTopupStockist", {
      token: admin,
      body: { data: { type: "offices", id: MISSING } },
    });
    expect(badBody.status).toBe(400);
    const plain = await api("POST", "/api/v1/balance-trxes/-actions/approveTopupStockist", {
      token: admin,
      raw: JSON.stringify({ data: { type: "topups", id: MISSING } }),
      headers: { "Content-Type": "text/plain" },
    });
    expect(plain.status).toBe(415);
  });
});

describe("saldo never below zero", () => {
  it("16 concurrent saldo payments of one office: 5 pass, 11 get 422, balance ends at 0", async () => {
    const unit = 1_000_000;
    // An order for the office big enough for 16 payments of `unit`.
    const gudang = await db.user.findUniqueOrThrow({ where: { email: "gudang@erp.test" } });
    const actor = await loadActor(db, gudang.id, "session");
    if (!actor) throw new Error("no gudang actor");
    const category = await db.officeCategory.findUniqueOrThrow({ where: { id: 4 } });
    const price = 1_000_000;
    const minimum = Math.max(Number(category.minOrderJawa), Number(category.minOrderLuarJawa));
    const qty = Math.max(Math.ceil(minimum / price) + 1, 17);
    const product = await db.product.create({
      data: { code: `${TAG}-P`, name: `Barang ${TAG}`, point: 1n, bonusValue: 1n, weight: 100 },
    });
    const buyerTypes = await db.buyerType.findMany();
    await db.productPrice.createMany({
      data: [0, 1, 2, 3, 4].flatMap((areaId) =>
        buyerTypes.map((bt) => ({
          productId: product.id,
          areaId,
          buyerTypeId: bt.id,
          price: BigInt(price),
          validFrom: new Date(Date.now() - 3600_000),
        })),
      ),
    });
    const pusat = await db.office.findUniqueOrThrow({ where: { code: "PUSAT" } });
    const wh = await db.warehouse.findFirstOrThrow({ where: { officeId: pusat.id, type: "main" } });
    await db.$transaction((tx) =>
      postStock(
        tx,
        {
          businessDate: jakartaToday(),
          lines: [
            {
              warehouseId: wh.id,
              productId: product.id,
              quantity: 1000,
              type: "adjustment" as const,
              sourceType: "stocks",
              sourceId: null,
              description: `Stok uji ${TAG}`,
            },
          ],
        },
        actor,
      ),
    );
    const order = await api("POST", "/api/v1/orders", {
      token: penjualan,
      body: {
        data: {
          type: "orders",
          attributes: {
            order_type: "sale",
            description: `Uji ${TAG}`,
            details: [{ product_id: product.id, quantity: qty }],
          },
          relationships: { "destination-office": { data: { type: "offices", id: myStk } } },
        },
      },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const orderId = one(order.body).id;
    const v = await api("PATCH", `/api/v1/orders/${orderId}/-actions/validateOrder`, {
      token: penjualan,
    });
    expect(v.status, JSON.stringify(v.body)).toBe(200);

    // The office's saldo becomes exactly 5 x unit through a top-up (the ledger, not a raw UPDATE).
    const now = (await balances(myStk)).balance;
    await credited(kasir, admin, myStk, { amount: Number(BigInt(unit * 5) - now) });
    expect((await balances(myStk)).balance).toBe(BigInt(unit * 5));

    const saldoType = await db.paymentMethodType.findUniqueOrThrow({ where: { code: "saldo" } });
    // Saldo is spent only by its owner (docs/payments.md): the payments are the office's own,
    // made by a user of it (a copy of the demo stockist user).
    const owner = await stockistUserOf(myStk);
    const pay = () =>
      api("POST", "/api/v1/payments", {
        token: owner,
        body: {
          data: {
            type: "payments",
            attributes: { methods: [{ payment_method_type_id: saldoType.id, amount: unit }] },
            relationships: { order: { data: { type: "orders", id: orderId } } },
          },
        },
      });
    const results = await Promise.all(Array.from({ length: 16 }, pay));
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    const refused = results.filter((r) => r.status === 422);
    expect(refused).toHaveLength(11);
    for (const r of refused) expect(firstError(r.body).detail).toContain("Saldo tidak cukup");
    expect((await balances(myStk)).balance).toBe(0n);
    const rows = await db.balanceTrx.findMany({
      where: { officeId: myStk, account: "balance" },
      orderBy: { seq: "asc" },
    });
    let running = 0n;
    for (const r of rows) {
      running += r.amount;
      expect(r.balanceAfter).toBe(running);
      expect(r.balanceAfter >= 0n).toBe(true);
    }
    expect(running).toBe(0n);
  });
});

describe("the ledger with running balance", () => {
  it("pages newest first by cursor; running_balance is the account's running sum", async () => {
    const all: JsonApiResource[] = [];
    let next: string | null =
      `/api/v1/balance-trxes/-actions/ledger?filter[office_id]=${myStk}&page[limit]=3`;
    while (next) {
      const res: { status: number; body: JsonApiDoc } = await api<JsonApiDoc>("GET", next, {
        token: kasir,
      });
      expect(res.status).toBe(200);
      const page = list(res.body);
      expect(page.length).toBeLessThanOrEqual(3);
      all.push(...page);
      const link: string | undefined = (res.body.links as { next?: string } | undefined)?.next;
      next = link ? new URL(link).pathname + new URL(link).search : null;
    }
    const rows = await db.balanceTrx.findMany({
      where: { officeId: myStk },
      orderBy: { seq: "desc" },
    });
    expect(all.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    // Independently: running sum per account in posting order.
    const sums = new Map<string, bigint>();
    const expected = new Map<string, bigint>();
    for (const r of [...rows].reverse()) {
      const s = (sums.get(r.account) ?? 0n) + r.amount;
      sums.set(r.account, s);
      expected.set(r.id, s);
    }
    for (const r of all)
      expect(BigInt(Number(r.attributes.running_balance))).toBe(expected.get(r.id));
    const topupRow = all.find((r) => r.attributes.source_type === "topups");
    expect(String(topupRow?.attributes.source_code)).toMatch(/^TU-/);
  });

  it("filters by kind, account and date; a filtered page keeps the account's real balance", async () => {
    const res = await ledger(kasir, `filter[office_id]=${myStk}&filter[trx_type]=topup`);
    expect(res.status).toBe(200);
    const rows = list(res.body);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.attributes.trx_type).toBe("topup");
      const stored = await db.balanceTrx.findUniqueOrThrow({ where: { id: r.id } });
      expect(r.attributes.running_balance).toBe(Number(stored.balanceAfter));
    }
    const deposits = await ledger(kasir, `filter[office_id]=${mySc}&filter[account]=deposit`);
    expect(list(deposits.body).every((r) => r.attributes.account === "deposit")).toBe(true);
    expect(list(deposits.body).length).toBe(1);
    const future = await ledger(kasir, `filter[office_id]=${myStk}&filter[date_from]=2999-01-01`);
    expect(list(future.body)).toHaveLength(0);
  });

  it("an SC or stockist reads only its own ledger and top-ups (404 otherwise)", async () => {
    const own = await ledger(sc, "");
    expect(own.status).toBe(200);
    // SC-001 has the seed's approved demo top-ups in its ledger (prisma/seed/topups.ts).
    expect(list(own.body).length).toBeGreaterThan(0);
    for (const r of list(own.body)) expect(r.attributes.office_id).toBe(otherSc);
    const other = await ledger(sc, `filter[office_id]=${mySc}`);
    expect(other.status).toBe(404);
    const stk = await ledger(stockist, `filter[office_id]=${myStk}`);
    expect(stk.status).toBe(404);
    const mine = await db.topup.findFirstOrThrow({ where: { officeId: mySc } });
    expect((await api("GET", `/api/v1/topups/${mine.id}`, { token: sc })).status).toBe(404);
    const scList = await api("GET", "/api/v1/topups?page[size]=100", { token: sc });
    expect(scList.status).toBe(200);
    expect(list(scList.body).length).toBeGreaterThan(0);
    for (const r of list(scList.body)) expect(r.attributes.office_id).toBe(otherSc);
    const trx = await db.balanceTrx.findFirstOrThrow({ where: { officeId: mySc } });
    expect((await api("GET", `/api/v1/balance-trxes/${trx.id}`, { token: sc })).status).toBe(404);
  });

  it("answers 400/401/403/404 for bad ledger requests", async () => {
    expect((await ledger(kasir, "")).status).toBe(400);
    expect((await ledger(kasir, `filter[office_id]=${MISSING}`)).status).toBe(404);
    expect((await ledger(kasir, "filter[office_id]=abc")).status).toBe(404);
    const badAccount = await ledger(kasir, `filter[office_id]=${myStk}&filter[account]=x`);
    expect(badAccount.status).toBe(400);
    expect(firstError(badAccount.body).source?.parameter).toBe("filter[account]");
    const badType = await ledger(kasir, `filter[office_id]=${myStk}&filter[trx_type]=x`);
    expect(firstError(badType.body).source?.parameter).toBe("filter[trx_type]");
    const badDate = await ledger(kasir, `filter[office_id]=${myStk}&filter[date_to]=31-12-2026`);
    expect(firstError(badDate.body).source?.parameter).toBe("filter[date_to]");
    const badCursor = await ledger(kasir, `filter[office_id]=${myStk}&page[after]=abc`);
    expect(badCursor.status).toBe(400);
    expect(firstError(badCursor.body).source?.parameter).toBe("page[after]");
    expect((await ledger(mitra, "")).status).toBe(403);
    const anonymous = await api("GET", "/api/v1/balance-trxes/-actions/ledger");
    expect(anonymous.status).toBe(401);
  });

  it("the ledger check finds no difference for these offices and their top-ups", async () => {
    const report = await checkBalances(db);
    const codes = new Set([`STK-${TAG}`, `SC-${TAG}`]);
    expect(report.differences.filter((d) => codes.has(d.officeCode))).toEqual([]);
    expect(report.rowDifferences.filter((d) => codes.has(d.officeCode))).toEqual([]);
    const mine = new Set(
      (await db.topup.findMany({ where: { officeId: { in: [myStk, mySc] } } })).map((t) => t.code),
    );
    expect(report.topupDifferences.filter((d) => mine.has(d.topupCode))).toEqual([]);
  });
});
