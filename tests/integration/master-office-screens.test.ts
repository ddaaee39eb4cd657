// The API behind the Admin office screens and the stockist 'Bank & Metode Pembayaran' screen, over
// real HTTP: topUpStockist + approveTopupStockist (exactly once under concurrency), office-banks
// CRUD with per-office scope, balance-trxes, payment method types, PATCH of office attributes.
// Every office this file changes is one it created (unique codes), soft-deleted afterwards.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { api, firstError, login, type JsonApiResource } from "../support/api";

let admin: string;
let kasir: string;
let stockist: string;
let mitra: string;
let stockistOfficeId: string;
let bankId: string;
let myStockistId: string;
let mySCId: string;
let memberOfficeId: string;

const run = Date.now().toString(36).toUpperCase();
const list = (doc: { data?: unknown }) => doc.data as JsonApiResource[];
const one = (doc: { data?: unknown }) => doc.data as JsonApiResource;
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
  const id = one(res.body).id;
  created.push(id);
  return id;
}

const topUp = (
  token: string,
  officeId: string,
  attributes: Record<string, unknown>,
  type = "topups",
) =>
  api("POST", `/api/v1/offices/${officeId}/-actions/topUpStockist`, {
    token,
    body: { data: { type, attributes } },
  });

const approve = (token: string, topupId: string) =>
  api("POST", "/api/v1/balance-trxes/-actions/approveTopupStockist", {
    token,
    body: { data: { type: "topups", id: topupId } },
  });

const reject = (token: string, topupId: string, attributes: Record<string, unknown>) =>
  api("POST", "/api/v1/balance-trxes/-actions/rejectTopupStockist", {
    token,
    body: { data: { type: "topups", id: topupId, attributes } },
  });

async function officeBalance(id: string): Promise<{ balance: number; deposit: number }> {
  const res = await api("GET", `/api/v1/offices/${id}`, { token: admin });
  const a = one(res.body).attributes;
  return { balance: Number(a.balance), deposit: Number(a.deposit_balance) };
}

beforeAll(async () => {
  [admin, kasir, stockist, mitra] = await Promise.all([
    login("admin@erp.test"),
    login("kasir@erp.test"),
    login("stockist@erp.test"),
    login("mitra@erp.test"),
  ]);
  const stk = await api("GET", "/api/v1/offices?filter[code]=STK-001", { token: admin });
  stockistOfficeId = list(stk.body)[0]!.id;
  const member = await api("GET", "/api/v1/offices?filter[code]=MU-0000001", { token: admin });
  memberOfficeId = list(member.body)[0]!.id;
  const banks = await api("GET", "/api/v1/banks?page[size]=1", { token: admin });
  bankId = list(banks.body)[0]!.id;
  myStockistId = await createOffice("4", `STK-T${run}`);
  mySCId = await createOffice("3", `SC-T${run}`);
});

afterAll(async () => {
  const db = connectTestDb();
  try {
    await db.office.updateMany({ where: { id: { in: created } }, data: { deletedAt: new Date() } });
  } finally {
    await db.$disconnect();
  }
});

describe("topUpStockist and approveTopupStockist", () => {
  it("creates a pending top-up; approval credits the saldo with its ledger row", async () => {
    const res = await topUp(admin, myStockistId, { amount: 1250000, description: "Transfer BCA" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const topup = one(res.body);
    expect(topup.type).toBe("topups");
    expect(topup.attributes).toMatchObject({
      amount: 1250000,
      status: "pending",
      topup_type: "saldo_stockist",
      office_id: myStockistId,
      description: "Transfer BCA",
    });
    expect(res.headers.get("location")).toMatch(new RegExp(`/api/v1/topups/${topup.id}$`));
    expect(await officeBalance(myStockistId)).toEqual({ balance: 0, deposit: 0 });

    const pending = await api(
      "GET",
      `/api/v1/offices/${myStockistId}/topups?filter[status]=pending`,
      {
        token: kasir,
      },
    );
    expect(pending.status).toBe(200);
    expect(list(pending.body).map((t) => t.id)).toEqual([topup.id]);

    const ok = await approve(kasir, topup.id);
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const trx = one(ok.body);
    expect(trx.type).toBe("balance-trxes");
    expect(trx.attributes).toMatchObject({
      account: "balance",
      trx_type: "topup",
      amount: 1250000,
      balance_after: 1250000,
      source_type: "topups",
      source_id: topup.id,
    });
    const approved = await api("GET", `/api/v1/topups/${topup.id}`, { token: kasir });
    expect(one(approved.body).attributes.status).toBe("approved");
    expect(one(approved.body).attributes.approved_at).toEqual(expect.any(String));
    expect(await officeBalance(myStockistId)).toEqual({ balance: 1250000, deposit: 0 });

    const again = await approve(kasir, topup.id);
    expect(again.status).toBe(409);
    expect(firstError(again.body).detail).toBe("Topup sudah diapprove");

    const ledger = await api("GET", `/api/v1/offices/${myStockistId}/balance-trxes`, {
      token: admin,
    });
    expect(ledger.status).toBe(200);
    expect(list(ledger.body).map((r) => r.attributes.amount)).toEqual([1250000]);
  });

  it("concurrent approvals credit exactly once", async () => {
    const res = await topUp(admin, myStockistId, { amount: 1100000 });
    expect(res.status).toBe(201);
    const id = one(res.body).id;
    const before = await officeBalance(myStockistId);
    const answers = await Promise.all(Array.from({ length: 6 }, () => approve(kasir, id)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    const after = await officeBalance(myStockistId);
    expect(after.balance - before.balance).toBe(1100000);
    const db = connectTestDb();
    try {
      expect(await db.balanceTrx.count({ where: { sourceType: "topups", sourceId: id } })).toBe(1);
      const histories = await db.documentStatusHistory.findMany({
        where: { documentType: "topups", documentId: id },
        orderBy: { createdAt: "asc" },
      });
      expect(histories.map((h) => h.toStatus)).toEqual(["pending", "approved"]);
    } finally {
      await db.$disconnect();
    }
  });

  it("a deposit top-up of an SC goes to the deposit balance", async () => {
    const res = await topUp(admin, mySCId, { amount: 25075000, topup_type: "deposit_sc" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // Maker-checker: admin created it, so another user (kasir) approves it.
    const ok = await approve(kasir, one(res.body).id);
    expect(ok.status).toBe(201);
    expect(one(ok.body).attributes).toMatchObject({ account: "deposit", trx_type: "deposit" });
    // The deposit is the amount x sc_deposit_multiplier as it was at creation (docs/money.md).
    const created = one(res.body).attributes as { credit_amount: number; multiplier: string };
    expect(created.credit_amount).toBe(Math.floor(25075000 * Number(created.multiplier)));
    expect(await officeBalance(mySCId)).toEqual({ balance: 0, deposit: created.credit_amount });
  });

  it("rejects bad input (422), wrong callers (401/403), unknown offices and top-ups (404)", async () => {
    const missing = await topUp(admin, myStockistId, {});
    expect(missing.status).toBe(422);
    expect(firstError(missing.body)).toMatchObject({
      detail: "Kolom wajib diisi",
      source: { pointer: "/data/attributes/amount" },
    });
    const zero = await topUp(admin, myStockistId, { amount: 0 });
    expect(zero.status).toBe(422);
    expect(firstError(zero.body).detail).toBe("Jumlah topup harus lebih dari 0");
    const fraction = await topUp(admin, myStockistId, { amount: 1000.5 });
    expect(fraction.status).toBe(422);
    expect(firstError(fraction.body).detail).toBe("Harus bilangan bulat (rupiah)");
    const text = await topUp(admin, myStockistId, { amount: "1000" });
    expect(text.status).toBe(422);
    const wrongType = await topUp(admin, myStockistId, { amount: 1000, topup_type: "deposit_sc" });
    expect(wrongType.status).toBe(422);
    expect(firstError(wrongType.body)).toMatchObject({
      detail: "Jenis topup tidak berlaku untuk kantor ini",
      source: { pointer: "/data/attributes/topup_type" },
    });
    const member = await topUp(admin, memberOfficeId, { amount: 1000 });
    expect(member.status).toBe(422);
    expect(firstError(member.body).detail).toBe(
      "Topup saldo hanya untuk Stockist atau Stockist Center",
    );
    const unknownAttr = await topUp(admin, myStockistId, { amount: 1000, balance: 5 });
    expect(unknownAttr.status).toBe(422);
    expect((await topUp(admin, myStockistId, { amount: 1000 }, "offices")).status).toBe(409);
    expect((await topUp(stockist, stockistOfficeId, { amount: 1000 })).status).toBe(403);
    expect((await topUp(mitra, myStockistId, { amount: 1000 })).status).toBe(403);
    const nobody = await api("POST", `/api/v1/offices/${myStockistId}/-actions/topUpStockist`, {
      body: { data: { type: "topups", attributes: { amount: 1000 } } },
    });
    expect(nobody.status).toBe(401);
    expect(
      (await topUp(admin, "00000000-0000-7000-8000-000000000000", { amount: 1000 })).status,
    ).toBe(404);

    const pending = one((await topUp(admin, myStockistId, { amount: 1005000 })).body).id;
    expect((await approve(stockist, pending)).status).toBe(403);
    expect((await approve(mitra, pending)).status).toBe(403);
    expect((await approve(kasir, "00000000-0000-7000-8000-000000000000")).status).toBe(404);
    expect((await approve(kasir, "not-a-uuid")).status).toBe(404);
    const badBody = await api("POST", "/api/v1/balance-trxes/-actions/approveTopupStockist", {
      token: kasir,
      body: { data: { type: "offices", id: pending } },
    });
    expect(badBody.status).toBe(400);
  });

  it("rejectTopupStockist: a reason is required, nothing is credited, and it races approval once", async () => {
    const before = await officeBalance(myStockistId);
    const id = one((await topUp(admin, myStockistId, { amount: 1040000 })).body).id;
    const noReason = await reject(kasir, id, {});
    expect(noReason.status).toBe(422);
    expect(firstError(noReason.body)).toMatchObject({
      detail: "Kolom wajib diisi",
      source: { pointer: "/data/attributes/reject_reason" },
    });
    const short = await reject(kasir, id, { reject_reason: "x" });
    expect(short.status).toBe(422);
    expect(firstError(short.body).detail).toBe("Alasan penolakan minimal 3 huruf");
    expect((await reject(stockist, id, { reject_reason: "bukan hak" })).status).toBe(403);
    expect((await reject(mitra, id, { reject_reason: "bukan hak" })).status).toBe(403);
    const unknown = await reject(kasir, "00000000-0000-7000-8000-000000000000", {
      reject_reason: "tidak ada",
    });
    expect(unknown.status).toBe(404);
    const badBody = await api("POST", "/api/v1/balance-trxes/-actions/rejectTopupStockist", {
      token: kasir,
      body: { data: { type: "offices", id } },
    });
    expect(badBody.status).toBe(400);

    // One rejection and five approvals at once: exactly one decision lands.
    const answers = await Promise.all([
      reject(kasir, id, { reject_reason: "Transfer tidak ditemukan" }),
      ...Array.from({ length: 5 }, () => approve(kasir, id)),
    ]);
    const wins = answers.filter((a) => a.status === 200 || a.status === 201);
    expect(wins).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
    const after = await officeBalance(myStockistId);
    if (wins[0]!.status === 200) {
      expect(one(wins[0]!.body).attributes).toMatchObject({
        status: "rejected",
        reject_reason: "Transfer tidak ditemukan",
      });
      expect(after).toEqual(before);
      const again = await approve(kasir, id);
      expect(again.status).toBe(409);
      expect(firstError(again.body).detail).toBe("Topup sudah ditolak");
    } else {
      expect(after.balance - before.balance).toBe(1040000);
    }
    const db = connectTestDb();
    try {
      const histories = await db.documentStatusHistory.findMany({
        where: { documentType: "topups", documentId: id, fromStatus: "pending" },
      });
      expect(histories).toHaveLength(1);
    } finally {
      await db.$disconnect();
    }
  });

  it("a rejected top-up cannot be rejected again", async () => {
    const id = one((await topUp(admin, myStockistId, { amount: 1012000 })).body).id;
    const first = await reject(admin, id, { reject_reason: "Nominal salah" });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(one(first.body)).toMatchObject({ type: "topups", id });
    const second = await reject(admin, id, { reject_reason: "Nominal salah" });
    expect(second.status).toBe(409);
    expect(firstError(second.body).detail).toBe("Topup sudah ditolak");
  });

  it("balance-trxes and topups are scoped to the caller's office", async () => {
    const mine = await api("GET", "/api/v1/balance-trxes?page[size]=100", { token: stockist });
    expect(mine.status).toBe(200);
    // STK-001 has the seed's approved demo top-up in its ledger (prisma/seed/topups.ts).
    expect(list(mine.body).length).toBeGreaterThan(0);
    for (const r of list(mine.body)) expect(r.attributes.office_id).toBe(stockistOfficeId);
    const other = await api("GET", `/api/v1/balance-trxes?filter[office_id]=${myStockistId}`, {
      token: stockist,
    });
    expect(list(other.body)).toEqual([]);
    const topups = await api("GET", "/api/v1/topups", { token: stockist });
    expect(topups.status).toBe(200);
    expect(list(topups.body).length).toBeGreaterThan(0);
    for (const r of list(topups.body)) expect(r.attributes.office_id).toBe(stockistOfficeId);
    expect(
      (await api("GET", `/api/v1/offices/${myStockistId}/balance-trxes`, { token: stockist }))
        .status,
    ).toBe(404);
  });
});

describe("office-banks", () => {
  const bankDoc = (
    attributes: Record<string, unknown>,
    relationships: Record<string, unknown> = {},
  ) => ({
    data: {
      type: "office-banks",
      attributes,
      relationships: { bank: { data: { type: "banks", id: bankId } }, ...relationships },
    },
  });

  it("a stockist manages its own accounts; another office's are 404; a member gets 403", async () => {
    const own = await api("POST", "/api/v1/office-banks", {
      token: stockist,
      body: bankDoc({
        account_number: "1234567890",
        account_name: `Rekening ${run}`,
        branch: "KCP Malang",
      }),
    });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    const ownId = one(own.body).id;
    expect(one(own.body).attributes).toMatchObject({
      office_id: stockistOfficeId,
      account_number: "1234567890",
      is_active: true,
    });
    expect(typeof one(own.body).attributes.bank_name).toBe("string");

    const foreign = await api("POST", "/api/v1/office-banks", {
      token: admin,
      body: bankDoc(
        { account_number: "999000111", account_name: `Rekening Lain ${run}` },
        { office: { data: { type: "offices", id: myStockistId } } },
      ),
    });
    expect(foreign.status, JSON.stringify(foreign.body)).toBe(201);
    const foreignId = one(foreign.body).id;

    const listed = await api("GET", `/api/v1/offices/${stockistOfficeId}/office-banks`, {
      token: stockist,
    });
    expect(listed.status).toBe(200);
    expect(list(listed.body).map((r) => r.id)).toContain(ownId);
    const all = await api("GET", "/api/v1/office-banks?page[size]=100", { token: stockist });
    expect(list(all.body).map((r) => r.id)).not.toContain(foreignId);

    const patched = await api("PATCH", `/api/v1/office-banks/${ownId}`, {
      token: stockist,
      body: {
        data: { type: "office-banks", id: ownId, attributes: { is_active: false, branch: null } },
      },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(one(patched.body).attributes).toMatchObject({ is_active: false, branch: null });

    expect(
      (await api("GET", `/api/v1/office-banks/${foreignId}`, { token: stockist })).status,
    ).toBe(404);
    const patchOther = await api("PATCH", `/api/v1/office-banks/${foreignId}`, {
      token: stockist,
      body: { data: { type: "office-banks", id: foreignId, attributes: { account_name: "X" } } },
    });
    expect(patchOther.status).toBe(404);
    expect(
      (await api("DELETE", `/api/v1/office-banks/${foreignId}`, { token: stockist })).status,
    ).toBe(404);
    const postOther = await api("POST", "/api/v1/office-banks", {
      token: stockist,
      body: bankDoc(
        { account_number: "123", account_name: "Bukan Milik" },
        { office: { data: { type: "offices", id: myStockistId } } },
      ),
    });
    expect(postOther.status).toBe(403);

    expect((await api("GET", "/api/v1/office-banks", { token: mitra })).status).toBe(403);
    const mitraPost = await api("POST", "/api/v1/office-banks", {
      token: mitra,
      body: bankDoc({ account_number: "123", account_name: "Mitra" }),
    });
    expect(mitraPost.status).toBe(403);
    expect((await api("GET", "/api/v1/office-banks")).status).toBe(401);

    expect((await api("DELETE", `/api/v1/office-banks/${ownId}`, { token: stockist })).status).toBe(
      204,
    );
    expect((await api("GET", `/api/v1/office-banks/${ownId}`, { token: stockist })).status).toBe(
      404,
    );
    expect(
      (await api("DELETE", `/api/v1/office-banks/${foreignId}`, { token: admin })).status,
    ).toBe(204);
  });

  it("validates input with SPEC messages (422) and the document shape (400/409)", async () => {
    const empty = await api("POST", "/api/v1/office-banks", {
      token: stockist,
      body: bankDoc({ account_name: "Tanpa Nomor" }),
    });
    expect(empty.status).toBe(422);
    expect(firstError(empty.body)).toMatchObject({
      detail: "Kolom wajib diisi",
      source: { pointer: "/data/attributes/account_number" },
    });
    const letters = await api("POST", "/api/v1/office-banks", {
      token: stockist,
      body: bankDoc({ account_number: "ABC", account_name: "Huruf" }),
    });
    expect(letters.status).toBe(422);
    expect(firstError(letters.body).detail).toBe("Nomor rekening harus angka");
    const noBank = await api("POST", "/api/v1/office-banks", {
      token: stockist,
      body: {
        data: {
          type: "office-banks",
          attributes: { account_number: "123", account_name: "Tanpa Bank" },
          relationships: {
            bank: { data: { type: "banks", id: "00000000-0000-7000-8000-000000000000" } },
          },
        },
      },
    });
    expect(noBank.status).toBe(422);
    expect(firstError(noBank.body)).toMatchObject({
      detail: "Bank tidak ditemukan",
      source: { pointer: "/data/relationships/bank" },
    });
    const adminNoOffice = await api("POST", "/api/v1/office-banks", {
      token: admin,
      body: bankDoc({ account_number: "123", account_name: "Pusat" }),
    });
    expect(adminNoOffice.status).toBe(422);
    expect(firstError(adminNoOffice.body).source?.pointer).toBe("/data/relationships/office");
    const wrongType = await api("POST", "/api/v1/office-banks", {
      token: stockist,
      body: { data: { type: "banks", attributes: {} } },
    });
    expect(wrongType.status).toBe(409);
    const noData = await api("POST", "/api/v1/office-banks", { token: stockist, body: {} });
    expect(noData.status).toBe(400);
  });
});

describe("office attributes and payment method types", () => {
  it("PATCH offices/{id} edits profile, bank account fields and flags (Pusat)", async () => {
    const res = await api("PATCH", `/api/v1/offices/${myStockistId}`, {
      token: admin,
      body: {
        data: {
          type: "offices",
          id: myStockistId,
          attributes: {
            name: `Stockist Uji ${run} Edit`,
            phone: "081298765432",
            email: "Stockist.Uji@Example.com",
            address: "Jl. Kenanga 7",
            npwp_number: "01.234.567.8-901.000",
            npwp_name: "PT Uji",
            bank_account_number: "5550001",
            bank_account_name: "PT Uji",
            bank_branch_name: "KCP Batu",
            is_active: true,
            is_suspended: true,
          },
          relationships: { bank: { data: { type: "banks", id: bankId } } },
        },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(one(res.body).attributes).toMatchObject({
      name: `Stockist Uji ${run} Edit`,
      email: "stockist.uji@example.com",
      npwp_name: "PT Uji",
      bank_branch_name: "KCP Batu",
      is_suspended: true,
    });
    const suspended = await api(
      "GET",
      `/api/v1/offices?filter[office_category_id]=4&filter[is_suspended]=true&filter[search]=${run}`,
      { token: admin },
    );
    expect(list(suspended.body).map((o) => o.id)).toEqual([myStockistId]);

    const bad = await api("PATCH", `/api/v1/offices/${myStockistId}`, {
      token: admin,
      body: { data: { type: "offices", id: myStockistId, attributes: { name: "", email: "x@" } } },
    });
    expect(bad.status).toBe(422);
    const details = Object.fromEntries(
      (bad.body.errors ?? []).map((e) => [e.source?.pointer, e.detail]),
    );
    expect(details["/data/attributes/name"]).toBe("Kolom wajib diisi");
    expect(details["/data/attributes/email"]).toBe("Email tidak valid");
    const byStockist = await api("PATCH", `/api/v1/offices/${myStockistId}`, {
      token: stockist,
      body: { data: { type: "offices", id: myStockistId, attributes: { name: "Bukan Saya" } } },
    });
    expect([403, 404]).toContain(byStockist.status);
  });

  it("lists the active payment method types", async () => {
    const res = await api("GET", "/api/v1/payment-method-types?filter[is_active]=true", {
      token: stockist,
    });
    expect(res.status).toBe(200);
    const codes = list(res.body).map((r) => r.attributes.code);
    expect(codes).toEqual(expect.arrayContaining(["cash", "transfer"]));
    const transfer = list(res.body).find((r) => r.attributes.code === "transfer");
    expect(transfer?.attributes.requires_office_bank).toBe(true);
  });
});
