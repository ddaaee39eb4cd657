// Admin > Setup over real HTTP (docs/admin-setup.md): typed setups, the office payment methods of
// the minimal setup variant, promos (product-promos) and the periods with Tutup Buku. Periods
// made here lie in 2099 (far from today's open period, which other tests use) and are removed.
import { removeCloseOutputs } from "../support/close-cleanup";
import { closeStepNames } from "@/server/periods/close-steps";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { jakartaDateString } from "@/lib/business-date";
import { api, firstError, login, type JsonApiResource } from "../support/api";

const run = Date.now().toString(36).toUpperCase();
const one = (doc: { data?: unknown }) => doc.data as JsonApiResource;
const list = (doc: { data?: unknown }) => doc.data as JsonApiResource[];
const day = (s: string) => new Date(`${s}T00:00:00Z`);

let admin: string;
let stockist: string;
let mitra: string;
let bonus: string;
let productA: string;
let productB: string;
let stockistOffice: string;

beforeAll(async () => {
  [admin, stockist, mitra, bonus] = await Promise.all([
    login("admin@erp.test"),
    login("stockist@erp.test"),
    login("mitra@erp.test"),
    login("bonus@erp.test"),
  ]);
  const db = connectTestDb();
  try {
    const products = await db.product.findMany({
      where: { deletedAt: null },
      take: 2,
      orderBy: { code: "asc" },
      select: { id: true },
    });
    productA = products[0]!.id;
    productB = products[1]!.id;
    stockistOffice = (await db.office.findFirst({ where: { code: "STK-001" } }))!.id;
  } finally {
    await db.$disconnect();
  }
});

afterAll(async () => {
  const db = connectTestDb();
  try {
    const from = day("2099-01-01");
    const periods = await db.period.findMany({ where: { startDate: { gte: from } } });
    const members = await db.memberPeriod.findMany({ where: { startDate: { gte: from } } });
    await removeCloseOutputs(
      db,
      periods.map((p) => p.id),
    );
    await db.periodCloseRun.deleteMany({
      where: { memberPeriodId: { in: members.map((p) => p.id) } },
    });
    await db.period.deleteMany({ where: { startDate: { gte: from } } });
    await db.memberPeriod.deleteMany({ where: { startDate: { gte: from } } });
    await db.productPromo.deleteMany({ where: { code: { startsWith: "UJI-PROMO-" } } });
    await db.setup.deleteMany({
      where: { setupKey: `office_payment_method_types:${stockistOffice}` },
    });
    await db.setup.update({
      where: { setupKey: "sc_deposit_multiplier" },
      data: { value: "3" },
    });
  } finally {
    await db.$disconnect();
  }
});

async function setupByKey(key: string): Promise<JsonApiResource> {
  const res = await api("GET", `/api/v1/setups?filter[setup_key]=${key}`, { token: admin });
  expect(res.status).toBe(200);
  return list(res.body)[0]!;
}

function patchSetup(id: string, value: unknown, token = admin) {
  return api("PATCH", `/api/v1/setups/${id}`, {
    token,
    body: { data: { type: "setups", id, attributes: { value } } },
  });
}

describe("setups", () => {
  it("a tab lists its keys with typed values (sc_deposit_multiplier on the Stockist tab)", async () => {
    const res = await api("GET", "/api/v1/setups?filter[tab]=stockist", { token: admin });
    expect(res.status).toBe(200);
    const rows = list(res.body);
    const multiplier = rows.find((r) => r.attributes.setup_key === "sc_deposit_multiplier");
    expect(multiplier?.attributes).toMatchObject({ value: 3, kind: "decimal", tab: "stockist" });
    const minOrder = rows.find((r) => r.attributes.setup_key === "min_order_sc");
    expect(minOrder?.attributes).toMatchObject({ value: 25000000, kind: "money" });
    const kasir = await api("GET", "/api/v1/setups?filter[tab]=kasir", { token: admin });
    const flag = list(kasir.body).find(
      (r) => r.attributes.setup_key === "payment_verification_required",
    );
    expect(flag?.attributes.value).toBe(true);
    const bad = await api("GET", "/api/v1/setups?filter[tab]=rahasia", { token: admin });
    expect(bad.status).toBe(400);
    expect(firstError(bad.body).source?.parameter).toBe("filter[tab]");
  });

  it("PATCH checks the value against the key's type (422) and stores typed values", async () => {
    const multiplier = await setupByKey("sc_deposit_multiplier");
    const wrong = await patchSetup(multiplier.id, "tiga");
    expect(wrong.status).toBe(422);
    expect(firstError(wrong.body)).toMatchObject({
      detail: "Harus angka",
      source: { pointer: "/data/attributes/value" },
    });
    const ok = await patchSetup(multiplier.id, 2.5);
    expect(ok.status).toBe(200);
    expect(one(ok.body).attributes.value).toBe(2.5);

    const money = await setupByKey("min_topup_stockist");
    const decimal = await patchSetup(money.id, 1500.5);
    expect(decimal.status).toBe(422);
    expect(firstError(decimal.body).detail).toBe("Harus bilangan bulat (rupiah)");
    const negative = await patchSetup(money.id, -1);
    expect(negative.status).toBe(422);

    const flag = await setupByKey("payment_verification_required");
    const notBool = await patchSetup(flag.id, "ya");
    expect(notBool.status).toBe(422);
    expect(firstError(notBool.body).detail).toBe("Harus true atau false");

    const when = await setupByKey("closing_of_books_at");
    const badDate = await patchSetup(when.id, "31-05-2023");
    expect(badDate.status).toBe(422);

    const unknownAttr = await api("PATCH", `/api/v1/setups/${multiplier.id}`, {
      token: admin,
      body: { data: { type: "setups", id: multiplier.id, attributes: { setup_key: "x" } } },
    });
    expect(unknownAttr.status).toBe(422);
  });

  it("stockists and members may not read or change setups (403)", async () => {
    const multiplier = await setupByKey("sc_deposit_multiplier");
    expect((await api("GET", "/api/v1/setups", { token: stockist })).status).toBe(403);
    expect((await api("GET", "/api/v1/setups", { token: mitra })).status).toBe(403);
    expect((await patchSetup(multiplier.id, 9, stockist)).status).toBe(403);
    expect((await api("GET", "/api/v1/setups")).status).toBe(401);
  });
});

describe("office payment methods (minimal setup variant)", () => {
  const path = "/api/v1/setups/-actions/office-payment-methods";
  it("a stockist reads and sets the methods its office accepts", async () => {
    const before = await api("GET", path, { token: stockist });
    expect(before.status).toBe(200);
    const types = list(before.body);
    expect(types.length).toBeGreaterThan(1);
    expect(types[0]!.type).toBe("payment-method-types");
    expect(before.body.meta).toMatchObject({ office_id: stockistOffice });
    const code = String(types[0]!.attributes.code);
    const res = await api("PATCH", path, {
      token: stockist,
      body: { data: { type: "setups", attributes: { payment_method_types: [code] } } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta).toMatchObject({ active: [code], customized: true });
    const flags = list(res.body).map((t) => t.attributes.is_active_for_office);
    expect(flags.filter(Boolean)).toHaveLength(1);
    // Pusat sees the stockist's choice.
    const byAdmin = await api("GET", `${path}?filter[office_id]=${stockistOffice}`, {
      token: admin,
    });
    expect(byAdmin.body.meta).toMatchObject({ active: [code] });

    // The same choice as the office's payment-method-types relationship (SPEC §7).
    const related = await api("GET", `/api/v1/offices/${stockistOffice}/payment-method-types`, {
      token: stockist,
    });
    expect(related.status).toBe(200);
    expect(list(related.body).map((t) => t.attributes.code)).toEqual([code]);
    const included = await api(
      "GET",
      `/api/v1/offices/${stockistOffice}?include=payment-method-types`,
      { token: admin },
    );
    expect(included.status).toBe(200);
    expect(one(included.body).relationships?.["payment-method-types"]?.data).toEqual([
      { type: "payment-method-types", id: types[0]!.id },
    ]);
    expect(included.body.included?.map((t) => t.attributes.code)).toEqual([code]);
    // An office that never chose accepts every active type.
    const pusat = await api("GET", "/api/v1/offices?filter[code]=PUSAT", { token: admin });
    const pusatId = list(pusat.body)[0]!.id;
    const all = await api("GET", `/api/v1/offices/${pusatId}/payment-method-types`, {
      token: admin,
    });
    expect(all.status).toBe(200);
    expect(list(all.body).length).toBe(types.length);
    // Another office's choice is not a member's to read.
    const other = await api("GET", `/api/v1/offices/${stockistOffice}/payment-method-types`, {
      token: mitra,
    });
    expect(other.status).toBe(404);
  });

  it("unknown codes are 422, other offices 403, members 403", async () => {
    const unknown = await api("PATCH", path, {
      token: stockist,
      body: { data: { type: "setups", attributes: { payment_method_types: ["bitcoin"] } } },
    });
    expect(unknown.status).toBe(422);
    expect(firstError(unknown.body)).toMatchObject({
      detail: "Metode pembayaran tidak dikenal: bitcoin",
      source: { pointer: "/data/attributes/payment_method_types" },
    });
    const other = await api(
      "GET",
      `${path}?filter[office_id]=00000000-0000-4000-8000-000000000000`,
      {
        token: stockist,
      },
    );
    expect(other.status).toBe(403);
    expect((await api("GET", path, { token: mitra })).status).toBe(403);
  });
});

function promoDoc(code: string, extra: Record<string, unknown> = {}, product = productA) {
  return {
    data: {
      type: "product-promos",
      attributes: {
        code,
        name: `Promo ${code}`,
        start_date: "2099-03-01",
        end_date: "2099-03-31",
        promo_price: 45000,
        ...extra,
      },
      relationships: { product: { data: { type: "products", id: product } } },
    },
  };
}

describe("product-promos", () => {
  it("create, read, update and soft delete", async () => {
    const code = `UJI-PROMO-${run}`;
    const created = await api("POST", "/api/v1/product-promos", {
      token: admin,
      body: promoDoc(code, { discount_amount: 1000 }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const promo = one(created.body);
    expect(promo.attributes).toMatchObject({
      code,
      start_date: "2099-03-01",
      end_date: "2099-03-31",
      promo_price: 45000,
      discount_amount: 1000,
      min_quantity: 1,
      is_active: true,
    });
    const read = await api("GET", `/api/v1/product-promos/${promo.id}`, { token: stockist });
    expect(read.status).toBe(200);
    expect((read.body.included ?? []).some((r) => r.type === "products")).toBe(true);

    const updated = await api("PATCH", `/api/v1/product-promos/${promo.id}`, {
      token: admin,
      body: {
        data: {
          type: "product-promos",
          id: promo.id,
          attributes: { end_date: "2099-04-15", free_quantity: 1 },
          relationships: { "free-product": { data: { type: "products", id: productB } } },
        },
      },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(one(updated.body).attributes).toMatchObject({
      end_date: "2099-04-15",
      free_quantity: 1,
      free_product_id: productB,
    });
    const badUpdate = await api("PATCH", `/api/v1/product-promos/${promo.id}`, {
      token: admin,
      body: {
        data: { type: "product-promos", id: promo.id, attributes: { end_date: "2099-02-01" } },
      },
    });
    expect(badUpdate.status).toBe(422);
    expect(firstError(badUpdate.body).source?.pointer).toBe("/data/attributes/end_date");

    const listed = await api("GET", `/api/v1/product-promos?filter[search]=${code}`, {
      token: admin,
    });
    expect(list(listed.body).map((p) => p.id)).toEqual([promo.id]);
    const active = await api("GET", "/api/v1/product-promos?filter[active_on]=2099-03-10", {
      token: admin,
    });
    expect(list(active.body).map((p) => p.id)).toContain(promo.id);
    const noSuchDay = await api("GET", "/api/v1/product-promos?filter[active_on]=2099-02-30", {
      token: admin,
    });
    expect(noSuchDay.status).toBe(400);
    expect(firstError(noSuchDay.body).source?.parameter).toBe("filter[active_on]");

    const dup = await api("POST", "/api/v1/product-promos", { token: admin, body: promoDoc(code) });
    expect(dup.status).toBe(409);
    expect(firstError(dup.body).source?.pointer).toBe("/data/attributes/code");

    const del = await api("DELETE", `/api/v1/product-promos/${promo.id}`, { token: admin });
    expect(del.status).toBe(204);
    const gone = await api("GET", `/api/v1/product-promos/${promo.id}`, { token: admin });
    expect(gone.status).toBe(404);
  });

  it("validation: end before start, missing product, decimal money, no benefit", async () => {
    const endFirst = await api("POST", "/api/v1/product-promos", {
      token: admin,
      body: promoDoc(`UJI-PROMO-E${run}`, { start_date: "2099-05-10", end_date: "2099-05-01" }),
    });
    expect(endFirst.status).toBe(422);
    expect(firstError(endFirst.body)).toMatchObject({
      detail: "Tanggal selesai tidak boleh sebelum tanggal mulai",
      source: { pointer: "/data/attributes/end_date" },
    });
    const noProduct = await api("POST", "/api/v1/product-promos", {
      token: admin,
      body: promoDoc(`UJI-PROMO-P${run}`, {}, "00000000-0000-4000-8000-000000000000"),
    });
    expect(noProduct.status).toBe(422);
    expect(firstError(noProduct.body)).toMatchObject({
      detail: "Barang tidak ditemukan",
      source: { pointer: "/data/relationships/product" },
    });
    const decimal = await api("POST", "/api/v1/product-promos", {
      token: admin,
      body: promoDoc(`UJI-PROMO-D${run}`, { promo_price: 1000.5 }),
    });
    expect(decimal.status).toBe(422);
    expect(firstError(decimal.body).source?.pointer).toBe("/data/attributes/promo_price");
    const nothing = await api("POST", "/api/v1/product-promos", {
      token: admin,
      body: promoDoc(`UJI-PROMO-N${run}`, { promo_price: null }),
    });
    expect(nothing.status).toBe(422);
    expect(firstError(nothing.body).detail).toBe("Isi harga promo, potongan, atau barang bonus");
  });

  it("stockists read promos but may not write them (403)", async () => {
    expect((await api("GET", "/api/v1/product-promos", { token: stockist })).status).toBe(200);
    const res = await api("POST", "/api/v1/product-promos", {
      token: stockist,
      body: promoDoc(`UJI-PROMO-S${run}`),
    });
    expect(res.status).toBe(403);
  });
});

describe("periods and Tutup Buku", () => {
  let periodId: string;
  let memberPeriodId: string;

  beforeAll(async () => {
    const db = connectTestDb();
    try {
      periodId = (
        await db.period.create({
          data: {
            name: `Uji Januari 2099 ${run}`,
            startDate: day("2099-01-01"),
            endDate: day("2099-01-31"),
          },
        })
      ).id;
      memberPeriodId = (
        await db.memberPeriod.create({
          data: {
            name: `Uji Januari 2099 ${run}`,
            startDate: day("2099-01-01"),
            endDate: day("2099-01-31"),
          },
        })
      ).id;
    } finally {
      await db.$disconnect();
    }
  });

  it("everybody reads the periods and the current period", async () => {
    for (const kind of ["periods", "mitra-periods"]) {
      const current = await api("GET", `/api/v1/${kind}/-actions/get-current-period`, {
        token: mitra,
      });
      expect(current.status).toBe(200);
      expect(one(current.body).attributes.status).toBe("open");
      expect(String(one(current.body).attributes.start_date) <= jakartaDateString()).toBe(true);
      const all = await api("GET", `/api/v1/${kind}?filter[status]=open`, { token: stockist });
      expect(all.status).toBe(200);
    }
    const bad = await api("GET", "/api/v1/periods?filter[status]=x", { token: admin });
    expect(bad.status).toBe(400);
  });

  it("changes an open period's dates; end before start and overlaps are 422; others 403", async () => {
    const ok = await api("PATCH", `/api/v1/periods/${periodId}`, {
      token: admin,
      body: { data: { type: "periods", id: periodId, attributes: { end_date: "2099-01-30" } } },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(one(ok.body).attributes.end_date).toBe("2099-01-30");
    const back = await api("PATCH", `/api/v1/periods/${periodId}`, {
      token: admin,
      body: { data: { type: "periods", id: periodId, attributes: { end_date: "2099-01-31" } } },
    });
    expect(back.status).toBe(200);
    const reversed = await api("PATCH", `/api/v1/periods/${periodId}`, {
      token: admin,
      body: {
        data: {
          type: "periods",
          id: periodId,
          attributes: { start_date: "2099-01-20", end_date: "2099-01-10" },
        },
      },
    });
    expect(reversed.status).toBe(422);
    expect(firstError(reversed.body)).toMatchObject({
      detail: "Tanggal akhir tidak boleh sebelum tanggal awal",
      source: { pointer: "/data/attributes/end_date" },
    });
    const bonusFlag = await api("PATCH", `/api/v1/mitra-periods/${memberPeriodId}`, {
      token: bonus,
      body: {
        data: { type: "mitra-periods", id: memberPeriodId, attributes: { is_bonus_period: true } },
      },
    });
    expect(bonusFlag.status, JSON.stringify(bonusFlag.body)).toBe(200);
    expect(one(bonusFlag.body).attributes.is_bonus_period).toBe(true);
    const byStockist = await api("PATCH", `/api/v1/periods/${periodId}`, {
      token: stockist,
      body: { data: { type: "periods", id: periodId, attributes: { name: "X" } } },
    });
    expect(byStockist.status).toBe(403);
  });

  it("runClosePeriod closes once under concurrency and opens the next month", async () => {
    const body = { data: { type: "periods", id: periodId } };
    const denied = await api("POST", "/api/v1/setups/-actions/runClosePeriod", {
      token: stockist,
      body,
    });
    expect(denied.status).toBe(403);
    const [a, b] = await Promise.all([
      api("POST", "/api/v1/setups/-actions/runClosePeriod", { token: admin, body }),
      api("POST", "/api/v1/setups/-actions/runClosePeriod", { token: admin, body }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const ok = a.status === 200 ? a : b;
    const refused = a.status === 200 ? b : a;
    expect(firstError(refused.body).status).toBe("409");
    expect(ok.body.meta).toMatchObject({ message: "Tutup buku berhasil" });
    expect(one(ok.body).attributes).toMatchObject({ status: "closed" });
    const next = (ok.body.included ?? [])[0]!;
    expect(next.attributes).toMatchObject({
      name: "Februari 2099",
      start_date: "2099-02-01",
      end_date: "2099-02-28",
      status: "open",
    });

    const db = connectTestDb();
    try {
      const runs = await db.periodCloseRun.findMany({ where: { periodId } });
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({ status: "succeeded" });
      expect(runs[0]!.completedSteps).toEqual(closeStepNames("periods"));
    } finally {
      await db.$disconnect();
    }

    // A closed period is final.
    const again = await api("POST", "/api/v1/setups/-actions/runClosePeriod", {
      token: admin,
      body,
    });
    expect(again.status).toBe(409);
    expect(firstError(again.body).detail).toBe("Periode sudah ditutup");
    const change = await api("PATCH", `/api/v1/periods/${periodId}`, {
      token: admin,
      body: { data: { type: "periods", id: periodId, attributes: { name: "Diubah" } } },
    });
    expect(change.status).toBe(409);
    const wrongType = await api("POST", "/api/v1/setups/-actions/runClosePeriod", {
      token: admin,
      body: { data: { type: "setups", id: periodId } },
    });
    expect(wrongType.status).toBe(409);
  });

  it("close-mitra-period closes the member period; members and stockists get 403", async () => {
    const path = `/api/v1/mitra-periods/${memberPeriodId}/-actions/close-mitra-period`;
    expect((await api("POST", path, { token: mitra })).status).toBe(403);
    expect((await api("POST", path, { token: stockist })).status).toBe(403);
    const res = await api("POST", path, { token: bonus });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(one(res.body).attributes.status).toBe("closed");
    expect((res.body.included ?? [])[0]!.attributes).toMatchObject({
      start_date: "2099-02-01",
      status: "open",
    });
    const again = await api("POST", path, { token: bonus });
    expect(again.status).toBe(409);
    const missing = await api(
      "POST",
      "/api/v1/mitra-periods/00000000-0000-4000-8000-000000000000/-actions/close-mitra-period",
      { token: admin },
    );
    expect(missing.status).toBe(404);
  });
});
