// Master data over real HTTP: products, product prices and limits, product categories, units and
// expeditions (docs/api-master.md).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { api, firstError, login, type JsonApiResource } from "../support/api";

let admin: string;
let stockist: string;
let mitra: string;
let supplier: string;
let gudang: string;
let categoryId: string;
let unitId: string;
let buyerTypeId: string;

const list = (doc: { data?: unknown }) => doc.data as JsonApiResource[];
const one = (doc: { data?: unknown }) => doc.data as JsonApiResource;
const suffix = () => Math.random().toString(36).slice(2, 8).toUpperCase();

function productDoc(code: string, extra: Record<string, unknown> = {}) {
  return {
    data: {
      type: "products",
      attributes: {
        code,
        name: `Produk Uji ${code}`,
        description: "Barang untuk pengujian",
        weight: 250,
        point: 10,
        bonus_value: 15000,
        purchase_price: 42000,
        is_active: true,
        is_promo: false,
        qr_code: `QR-${code}`,
        ...extra,
      },
      relationships: {
        "product-category": { data: { type: "product-categories", id: categoryId } },
        unit: { data: { type: "units", id: unitId } },
      },
    },
  };
}

// The seed gives every product opening stock; products made here are removed again so that a
// re-seed in another file finds the data it made (prices and limits cascade).
afterAll(async () => {
  const db = connectTestDb();
  try {
    await db.order.deleteMany({ where: { code: { startsWith: "UJI-ORD-" } } });
    await db.product.deleteMany({
      where: {
        OR: ["UJI-", "DUP-", "PRC-", "LIM-", "FRM-", "EXP-"].map((p) => ({
          code: { startsWith: p },
        })),
      },
    });
  } finally {
    await db.$disconnect();
  }
});

beforeAll(async () => {
  [admin, stockist, mitra, supplier, gudang] = await Promise.all([
    login("admin@erp.test"),
    login("stockist@erp.test"),
    login("mitra@erp.test"),
    login("supplier@erp.test"),
    login("gudang@erp.test"),
  ]);
  const [cats, units, buyers] = await Promise.all([
    api("GET", "/api/v1/product-categories?filter[code]=KES", { token: admin }),
    api("GET", "/api/v1/units?filter[code]=BTL", { token: admin }),
    api("GET", "/api/v1/buyer-types?filter[code]=member", { token: admin }),
  ]);
  categoryId = list(cats.body)[0]!.id;
  unitId = list(units.body)[0]!.id;
  buyerTypeId = list(buyers.body)[0]!.id;
});

describe("products", () => {
  it("lists with the default includes of SPEC §9, newest first", async () => {
    // The seeded catalogue (BRG-...): products other test files create may carry no prices.
    const res = await api("GET", "/api/v1/products?filter[search]=BRG-&page[size]=5", {
      token: stockist,
    });
    expect(res.status).toBe(200);
    const rows = list(res.body);
    expect(rows).toHaveLength(5);
    const created = rows.map((r) => String(r.attributes.createdAt));
    expect([...created].sort().reverse()).toEqual(created);
    const types = new Set((res.body.included ?? []).map((r) => r.type));
    expect(types.has("product-prices")).toBe(true);
    expect(types.has("product-categories")).toBe(true);
    expect(types.has("units")).toBe(true);
    expect(rows[0]!.relationships?.["product-prices"]?.data).toBeInstanceOf(Array);
    expect(typeof rows[0]!.attributes.bonus_value).toBe("number");
  });

  it("filters by search, code, category and is_active", async () => {
    const base = await api("GET", "/api/v1/products?page[size]=1&include=", { token: mitra });
    expect(base.status).toBe(200);
    const p = list(base.body)[0]!;
    const byCode = await api(
      "GET",
      `/api/v1/products?filter[code]=${encodeURIComponent(String(p.attributes.code).toLowerCase())}`,
      { token: mitra },
    );
    expect(list(byCode.body).map((r) => r.id)).toEqual([p.id]);
    const byCat = await api(
      "GET",
      `/api/v1/products?filter[product_category_id]=${categoryId}&filter[is_active]=true&page[size]=100&include=`,
      { token: admin },
    );
    expect(list(byCat.body).length).toBeGreaterThan(0);
    expect(list(byCat.body).every((r) => r.attributes.product_category_id === categoryId)).toBe(
      true,
    );
    const search = await api("GET", "/api/v1/products?filter[search]=madu&include=", {
      token: admin,
    });
    expect(list(search.body).length).toBeGreaterThan(0);
    const bad = await api("GET", "/api/v1/products?filter[is_active]=maybe", { token: admin });
    expect(bad.status).toBe(400);
    expect(firstError(bad.body).source?.parameter).toBe("filter[is_active]");
  });

  it("creates, reads, updates and soft deletes a product (Pusat)", async () => {
    const code = `UJI-${suffix()}`;
    const created = await api("POST", "/api/v1/products", { token: admin, body: productDoc(code) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const p = one(created.body);
    expect(created.headers.get("location")).toContain(`/api/v1/products/${p.id}`);
    expect(p.attributes).toMatchObject({
      code,
      weight: 250,
      point: 10,
      bonus_value: 15000,
      purchase_price: 42000,
      is_active: true,
      qr_code: `QR-${code}`,
    });
    expect(p.relationships?.unit?.data).toEqual({ type: "units", id: unitId });

    const patched = await api("PATCH", `/api/v1/products/${p.id}`, {
      token: admin,
      body: {
        data: {
          type: "products",
          id: p.id,
          attributes: { name: "Nama Baru", purchase_price: 50000 },
        },
      },
    });
    expect(patched.status).toBe(200);
    expect(one(patched.body).attributes).toMatchObject({
      name: "Nama Baru",
      purchase_price: 50000,
    });

    const del = await api("DELETE", `/api/v1/products/${p.id}`, { token: admin });
    expect(del.status).toBe(204);
    expect((await api("GET", `/api/v1/products/${p.id}`, { token: admin })).status).toBe(404);
    const trashed = await api("GET", `/api/v1/products/${p.id}?filter[trashed]=with`, {
      token: admin,
    });
    expect(one(trashed.body).attributes.deletedAt).not.toBeNull();
  });

  it("answers 409 with an Indonesian detail for a duplicate code", async () => {
    const code = `DUP-${suffix()}`;
    expect(
      (await api("POST", "/api/v1/products", { token: admin, body: productDoc(code) })).status,
    ).toBe(201);
    const again = await api("POST", "/api/v1/products", { token: admin, body: productDoc(code) });
    expect(again.status).toBe(409);
    expect(firstError(again.body).detail).toBe(`Kode barang sudah dipakai: ${code}`);
    expect(firstError(again.body).source?.pointer).toBe("/data/attributes/code");
  });

  it("answers 422 with pointers for invalid input", async () => {
    const res = await api("POST", "/api/v1/products", {
      token: admin,
      body: productDoc(`BAD-${suffix()}`, { name: "", purchase_price: 10.5, weight: -1 }),
    });
    expect(res.status).toBe(422);
    const pointers = (res.body.errors ?? []).map((e) => e.source?.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining([
        "/data/attributes/name",
        "/data/attributes/purchase_price",
        "/data/attributes/weight",
      ]),
    );
    expect(
      res.body.errors?.find((e) => e.source?.pointer === "/data/attributes/name")?.detail,
    ).toBe("Kolom wajib diisi");
    const noUnit = productDoc(`BAD-${suffix()}`);
    noUnit.data.relationships.unit.data.id = "00000000-0000-7000-8000-000000000000";
    const missing = await api("POST", "/api/v1/products", { token: admin, body: noUnit });
    expect(missing.status).toBe(422);
    expect(firstError(missing.body).source?.pointer).toBe("/data/relationships/unit");
  });

  it("answers 400 for a malformed body and 401 without a token", async () => {
    const res = await api("POST", "/api/v1/products", {
      token: admin,
      raw: "{nope",
      headers: { "Content-Type": "application/vnd.api+json" },
    });
    expect(res.status).toBe(400);
    expect((await api("GET", "/api/v1/products")).status).toBe(401);
    expect(
      (await api("POST", "/api/v1/products", { body: productDoc(`X-${suffix()}`) })).status,
    ).toBe(401);
  });

  it("lets every office read but only Pusat with permission write (403)", async () => {
    for (const token of [stockist, mitra, supplier, gudang]) {
      const res = await api("POST", "/api/v1/products", {
        token,
        body: productDoc(`NO-${suffix()}`),
      });
      expect(res.status).toBe(403);
    }
    const some = list(
      (await api("GET", "/api/v1/products?page[size]=1", { token: admin })).body,
    )[0]!;
    const patch = await api("PATCH", `/api/v1/products/${some.id}`, {
      token: stockist,
      body: { data: { type: "products", id: some.id, attributes: { name: "x" } } },
    });
    expect(patch.status).toBe(403);
    expect((await api("DELETE", `/api/v1/products/${some.id}`, { token: mitra })).status).toBe(403);
    expect((await api("GET", `/api/v1/products/${some.id}`, { token: supplier })).status).toBe(200);
    expect(
      (await api("GET", "/api/v1/products/00000000-0000-7000-8000-000000000000", { token: admin }))
        .status,
    ).toBe(404);
  });
});

describe("product prices and limits", () => {
  it("adds a price row and lists products/{id}/product-prices newest first", async () => {
    const code = `PRC-${suffix()}`;
    const p = one(
      (await api("POST", "/api/v1/products", { token: admin, body: productDoc(code) })).body,
    );
    const body = (price: number) => ({
      data: {
        type: "product-prices",
        attributes: { price, retail_price: price + 10000 },
        relationships: {
          product: { data: { type: "products", id: p.id } },
          area: { data: { type: "areas", id: "0" } },
          "buyer-type": { data: { type: "buyer-types", id: buyerTypeId } },
        },
      },
    });
    const first = await api("POST", "/api/v1/product-prices", { token: admin, body: body(100000) });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const second = await api("POST", "/api/v1/product-prices", {
      token: admin,
      body: body(110000),
    });
    expect(second.status).toBe(201);
    const prices = await api("GET", `/api/v1/products/${p.id}/product-prices`, { token: stockist });
    expect(prices.status).toBe(200);
    expect(list(prices.body).map((r) => r.attributes.price)).toEqual([110000, 100000]);
    const denied = await api("POST", "/api/v1/product-prices", { token: stockist, body: body(1) });
    expect(denied.status).toBe(403);
    const bad = body(5);
    bad.data.relationships.area.data.id = "9";
    const invalid = await api("POST", "/api/v1/product-prices", { token: admin, body: bad });
    expect(invalid.status).toBe(422);
    expect(firstError(invalid.body).source?.pointer).toBe("/data/relationships/area");
  });

  it("creates and patches a product limit; max below min is 422", async () => {
    const p = one(
      (await api("POST", "/api/v1/products", { token: admin, body: productDoc(`LIM-${suffix()}`) }))
        .body,
    );
    const created = await api("POST", "/api/v1/product-limits", {
      token: admin,
      body: {
        data: {
          type: "product-limits",
          attributes: { min_quantity: 2, max_quantity: 10 },
          relationships: {
            product: { data: { type: "products", id: p.id } },
            "office-category": { data: { type: "office-categories", id: "4" } },
          },
        },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const limit = one(created.body);
    const ok = await api("PATCH", `/api/v1/product-limits/${limit.id}`, {
      token: admin,
      body: { data: { type: "product-limits", id: limit.id, attributes: { max_quantity: 20 } } },
    });
    expect(ok.status).toBe(200);
    expect(one(ok.body).attributes.max_quantity).toBe(20);
    const bad = await api("PATCH", `/api/v1/product-limits/${limit.id}`, {
      token: admin,
      body: { data: { type: "product-limits", id: limit.id, attributes: { max_quantity: 1 } } },
    });
    expect(bad.status).toBe(422);
    expect(firstError(bad.body).source?.pointer).toBe("/data/attributes/max_quantity");
    const denied = await api("PATCH", `/api/v1/product-limits/${limit.id}`, {
      token: stockist,
      body: { data: { type: "product-limits", id: limit.id, attributes: { max_quantity: 30 } } },
    });
    expect(denied.status).toBe(403);
    const read = await api("GET", `/api/v1/products/${p.id}/product-limits`, { token: mitra });
    expect(list(read.body).map((r) => r.id)).toEqual([limit.id]);
  });
});

describe("product categories, units and expeditions", () => {
  for (const type of ["product-categories", "units", "expeditions"] as const) {
    it(`${type}: create, duplicate 409, update, delete; others 403`, async () => {
      const code = `T${suffix()}`;
      const doc = { data: { type, attributes: { code, name: `Uji ${code}` } } };
      const created = await api("POST", `/api/v1/${type}`, { token: admin, body: doc });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = one(created.body).id;
      const dup = await api("POST", `/api/v1/${type}`, { token: admin, body: doc });
      expect(dup.status).toBe(409);
      expect(firstError(dup.body).detail).toContain("sudah dipakai");
      const empty = await api("POST", `/api/v1/${type}`, {
        token: admin,
        body: { data: { type, attributes: { code: "", name: "x" } } },
      });
      expect(empty.status).toBe(422);
      expect(firstError(empty.body)).toMatchObject({
        detail: "Kolom wajib diisi",
        source: { pointer: "/data/attributes/code" },
      });
      const patched = await api("PATCH", `/api/v1/${type}/${id}`, {
        token: admin,
        body: { data: { type, id, attributes: { name: "Ganti Nama" } } },
      });
      expect(patched.status).toBe(200);
      expect(one(patched.body).attributes.name).toBe("Ganti Nama");
      expect((await api("POST", `/api/v1/${type}`, { token: stockist, body: doc })).status).toBe(
        403,
      );
      expect((await api("DELETE", `/api/v1/${type}/${id}`, { token: stockist })).status).toBe(403);
      expect((await api("DELETE", `/api/v1/${type}/${id}`, { token: admin })).status).toBe(204);
      expect((await api("GET", `/api/v1/${type}/${id}`, { token: admin })).status).toBe(404);
    });
  }

  it("refuses to delete a category still used by products (409)", async () => {
    const res = await api("DELETE", `/api/v1/product-categories/${categoryId}`, { token: admin });
    expect(res.status).toBe(409);
    expect(firstError(res.body).detail).toContain("dipakai oleh");
  });
});

// ---------------------------------------------------------------------------------------------
// The Barang form's writes: product + price grid + limits in one POST/PATCH products.

describe("products with prices and limits (the Barang form)", () => {
  const allBuyerTypes = async () =>
    list((await api("GET", "/api/v1/buyer-types?page[size]=100", { token: admin })).body);

  it("creates product, prices and limits together; PATCH adds only changed prices", async () => {
    const code = `FRM-${suffix()}`;
    const types = await allBuyerTypes();
    const prices = [0, 1, 2, 3, 4].flatMap((area) =>
      types.map((t, i) => ({
        area_id: area,
        buyer_type_id: t.id,
        price: 100000 + area * 1000 + i * 10,
      })),
    );
    const doc = productDoc(code, {
      prices,
      limits: [
        { office_category_id: 4, min_quantity: 2, max_quantity: 50 },
        { office_category_id: null, min_quantity: 1, max_quantity: null },
      ],
    });
    const created = await api("POST", "/api/v1/products", { token: admin, body: doc });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const p = one(created.body);
    expect(p.attributes.prices).toBeUndefined();
    const rel = (name: string) =>
      (p.relationships?.[name]?.data as { id: string }[] | undefined) ?? [];
    expect(rel("product-prices")).toHaveLength(prices.length);
    expect(rel("product-limits")).toHaveLength(2);
    const rows = list(
      (
        await api("GET", `/api/v1/products/${p.id}/product-prices?page[size]=100`, {
          token: stockist,
        })
      ).body,
    );
    const cell = (area: number, typeId: string) =>
      rows
        .filter((r) => r.attributes.area_id === area && r.attributes.buyer_type_id === typeId)
        .map((r) => r.attributes.price);
    expect(cell(2, types[1]!.id)).toEqual([102010]);

    // Edit: one cell changes (a new history row), the others are unchanged (no row); the limits
    // list replaces the product's limits.
    const limits = list(
      (await api("GET", `/api/v1/products/${p.id}/product-limits`, { token: admin })).body,
    );
    const keep = limits.find((l) => l.attributes.office_category_id === 4)!;
    const changed = prices.map((c) =>
      c.area_id === 2 && c.buyer_type_id === types[1]!.id ? { ...c, price: 99000 } : c,
    );
    const patched = await api("PATCH", `/api/v1/products/${p.id}`, {
      token: admin,
      body: {
        data: {
          type: "products",
          id: p.id,
          attributes: {
            name: "Nama Diperbarui",
            prices: changed,
            limits: [{ id: keep.id, office_category_id: 4, min_quantity: 3, max_quantity: 60 }],
          },
        },
      },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(one(patched.body).attributes.name).toBe("Nama Diperbarui");
    const after = list(
      (
        await api("GET", `/api/v1/products/${p.id}/product-prices?page[size]=100`, {
          token: admin,
        })
      ).body,
    );
    expect(after).toHaveLength(prices.length + 1);
    expect(
      after
        .filter((r) => r.attributes.area_id === 2 && r.attributes.buyer_type_id === types[1]!.id)
        .map((r) => r.attributes.price),
    ).toEqual([99000, 102010]);
    const limitsAfter = list(
      (await api("GET", `/api/v1/products/${p.id}/product-limits`, { token: admin })).body,
    );
    expect(
      limitsAfter.map((l) => [l.id, l.attributes.min_quantity, l.attributes.max_quantity]),
    ).toEqual([[keep.id, 3, 60]]);
  });

  it("rolls everything back when a price or limit is invalid (422 with pointers)", async () => {
    const code = `FRM-${suffix()}`;
    const [t] = await allBuyerTypes();
    const twice = await api("POST", "/api/v1/products", {
      token: admin,
      body: productDoc(code, {
        prices: [
          { area_id: 0, buyer_type_id: t!.id, price: 1000 },
          { area_id: 0, buyer_type_id: t!.id, price: 2000 },
        ],
      }),
    });
    expect(twice.status).toBe(422);
    expect(firstError(twice.body)).toMatchObject({
      detail: "Harga untuk wilayah dan tipe pembeli ini diisi dua kali",
      source: { pointer: "/data/attributes/prices/1" },
    });
    const badArea = await api("POST", "/api/v1/products", {
      token: admin,
      body: productDoc(code, { prices: [{ area_id: 7, buyer_type_id: t!.id, price: 1000 }] }),
    });
    expect(badArea.status).toBe(422);
    expect(firstError(badArea.body).source?.pointer).toBe("/data/attributes/prices/0/area_id");
    const unknownType = await api("POST", "/api/v1/products", {
      token: admin,
      body: productDoc(code, {
        prices: [{ area_id: 0, buyer_type_id: "00000000-0000-7000-8000-000000000000", price: 1 }],
      }),
    });
    expect(unknownType.status).toBe(422);
    expect(firstError(unknownType.body)).toMatchObject({
      detail: "Tipe pembeli tidak ditemukan",
      source: { pointer: "/data/attributes/prices/0/buyer_type_id" },
    });
    // The product row was written before the price check failed: the transaction undid it.
    const none = await api("GET", `/api/v1/products?filter[code]=${code}&filter[trashed]=with`, {
      token: admin,
    });
    expect(list(none.body)).toHaveLength(0);
    const badLimit = await api("POST", "/api/v1/products", {
      token: admin,
      body: productDoc(code, { limits: [{ min_quantity: 5, max_quantity: 1 }] }),
    });
    expect(badLimit.status).toBe(422);
    expect(firstError(badLimit.body)).toMatchObject({
      detail: "Jumlah maksimal tidak boleh kurang dari jumlah minimal",
      source: { pointer: "/data/attributes/limits/0/max_quantity" },
    });
    const notArray = await api("POST", "/api/v1/products", {
      token: admin,
      body: productDoc(code, { prices: "mahal" }),
    });
    expect(notArray.status).toBe(422);
    expect(firstError(notArray.body).source?.pointer).toBe("/data/attributes/prices");
  });

  it("refuses a limit id of another product (422) and a duplicate code on PATCH (409)", async () => {
    const a = one(
      (
        await api("POST", "/api/v1/products", {
          token: admin,
          body: productDoc(`FRM-${suffix()}`, { limits: [{ min_quantity: 1 }] }),
        })
      ).body,
    );
    const b = one(
      (await api("POST", "/api/v1/products", { token: admin, body: productDoc(`FRM-${suffix()}`) }))
        .body,
    );
    const limitOfA = (a.relationships?.["product-limits"]?.data as { id: string }[])[0]!.id;
    const foreign = await api("PATCH", `/api/v1/products/${b.id}`, {
      token: admin,
      body: {
        data: {
          type: "products",
          id: b.id,
          attributes: { limits: [{ id: limitOfA, min_quantity: 9 }] },
        },
      },
    });
    expect(foreign.status).toBe(422);
    expect(firstError(foreign.body)).toMatchObject({
      detail: "Batas pembelian tidak ditemukan pada barang ini",
      source: { pointer: "/data/attributes/limits/0/id" },
    });
    const dup = await api("PATCH", `/api/v1/products/${b.id}`, {
      token: admin,
      body: { data: { type: "products", id: b.id, attributes: { code: a.attributes.code } } },
    });
    expect(dup.status).toBe(409);
    expect(firstError(dup.body)).toMatchObject({
      detail: `Kode barang sudah dipakai: ${String(a.attributes.code)}`,
      source: { pointer: "/data/attributes/code" },
    });
    const denied = await api("PATCH", `/api/v1/products/${b.id}`, {
      token: stockist,
      body: { data: { type: "products", id: b.id, attributes: { limits: [] } } },
    });
    expect(denied.status).toBe(403);
  });
});

// ---------------------------------------------------------------------------------------------
// CSV exports: products/-actions/exportProduct, export-sales, downloadProduct

describe("product exports", () => {
  const csv = (path: string, token?: string) =>
    api<string>("GET", path, { token, noSchema: true, headers: { Accept: "text/csv, */*" } });
  const csvLines = (body: string) =>
    body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");

  it("exportProduct: the filtered list with current prices per area and buyer type", async () => {
    const res = await csv("/api/v1/products/-actions/exportProduct?filter[search]=BRG-001", admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="barang-/);
    const lines = csvLines(res.body);
    const header = lines[0]!.split(",");
    expect(header.slice(0, 10)).toEqual([
      "kode",
      "nama",
      "kelompok",
      "satuan",
      "berat_gram",
      "point",
      "nilai_bonus",
      "harga_beli",
      "aktif",
      "promo",
    ]);
    expect(header).toContain("harga_wilayah_0_konsumen");
    expect(header).toContain("harga_wilayah_4_stockist");
    expect(lines.slice(1).every((l) => l.startsWith("BRG-001"))).toBe(true);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    const row = lines[1]!.split(",");
    const price = row[header.indexOf("harga_wilayah_0_konsumen")];
    expect(Number(price)).toBeGreaterThan(0);

    const byCategory = await csv(
      `/api/v1/products/-actions/exportProduct?filter[product_category_id]=${categoryId}`,
      admin,
    );
    expect(csvLines(byCategory.body).length).toBeGreaterThan(1);
    const bad = await api("GET", "/api/v1/products/-actions/exportProduct?filter[is_active]=x", {
      token: admin,
    });
    expect(bad.status).toBe(400);
    expect(firstError(bad.body).source?.parameter).toBe("filter[is_active]");
  });

  it("downloadProduct: one row per product, area and buyer type with a price in force", async () => {
    const res = await csv(
      "/api/v1/products/-actions/downloadProduct?filter[search]=BRG-001&filter[area_id]=2",
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/filename="daftar-harga-barang-/);
    const lines = csvLines(res.body);
    expect(lines[0]).toBe(
      "kode,nama,satuan,wilayah,nama_wilayah,tipe_pembeli,harga,harga_eceran,berlaku_sejak",
    );
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => l.split(",")[3] === "2")).toBe(true);
    const bad = await api("GET", "/api/v1/products/-actions/downloadProduct?filter[area_id]=9", {
      token: admin,
    });
    expect(bad.status).toBe(400);
    expect(firstError(bad.body).detail).toBe("Area harus angka 0-4");
  });

  it("export-sales: quantities and amounts of validated orders in the date range", async () => {
    const code = `EXP-${suffix()}`;
    const p = one(
      (await api("POST", "/api/v1/products", { token: admin, body: productDoc(code) })).body,
    );
    const db = connectTestDb();
    try {
      const [pusat, stk] = await Promise.all([
        db.office.findUniqueOrThrow({ where: { code: "PUSAT" }, select: { id: true } }),
        db.office.findUniqueOrThrow({ where: { code: "STK-001" }, select: { id: true } }),
      ]);
      const order = (n: number, status: "validated" | "draft", day: string, qty: number) =>
        db.order.create({
          data: {
            code: `UJI-ORD-${code}-${n}`,
            orderType: "sale",
            status,
            originOfficeId: pusat.id,
            destinationOfficeId: stk.id,
            areaId: 0,
            buyerTypeId,
            orderDate: new Date(`${day}T00:00:00Z`),
            orderDetails: {
              create: {
                productId: p.id,
                quantity: qty,
                unitPrice: 10000n,
                totalPrice: BigInt(qty * 10000),
                totalPoint: BigInt(qty * 10),
                totalBonusValue: BigInt(qty * 1500),
              },
            },
          },
        });
      await order(1, "validated", "2026-03-05", 3);
      await order(2, "validated", "2026-03-20", 4);
      await order(3, "draft", "2026-03-21", 100);
      await order(4, "validated", "2026-04-02", 50);
    } finally {
      await db.$disconnect();
    }
    const res = await csv(
      `/api/v1/products/-actions/export-sales?filter[start_date]=2026-03-01&filter[end_date]=2026-03-31&filter[search]=${code}`,
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/filename="penjualan-barang-/);
    const lines = csvLines(res.body);
    expect(lines[0]).toBe(
      "tanggal_awal,tanggal_akhir,kode,nama,satuan,jumlah_terjual,total_harga,total_point,total_bonus,jumlah_baris",
    );
    expect(lines.slice(1)).toEqual([
      `2026-03-01,2026-03-31,${code},Produk Uji ${code},Botol,7,70000,70,10500,2`,
    ]);
    const bad = await api(
      "GET",
      "/api/v1/products/-actions/export-sales?filter[start_date]=2026-04-01&filter[end_date]=2026-03-01",
      { token: admin },
    );
    expect(bad.status).toBe(400);
    expect(firstError(bad.body).source?.parameter).toBe("filter[end_date]");
    const badDate = await api(
      "GET",
      "/api/v1/products/-actions/export-sales?filter[start_date]=x",
      {
        token: admin,
      },
    );
    expect(badDate.status).toBe(400);
    expect(firstError(badDate.body).detail).toBe("Format tanggal YYYY-MM-DD");
    // A day the calendar does not have is refused, not read as 2 March.
    const noSuchDay = await api(
      "GET",
      "/api/v1/products/-actions/export-sales?filter[start_date]=2026-02-30",
      { token: admin },
    );
    expect(noSuchDay.status).toBe(400);
    expect(firstError(noSuchDay.body).source?.parameter).toBe("filter[start_date]");
  });

  it("is for Pusat with products.export only: 403 for stockist, member, gudang; 401 without token", async () => {
    for (const action of ["exportProduct", "export-sales", "downloadProduct"]) {
      for (const token of [stockist, mitra, gudang]) {
        const res = await api("GET", `/api/v1/products/-actions/${action}`, { token });
        expect(res.status, `${action}`).toBe(403);
      }
      expect((await api("GET", `/api/v1/products/-actions/${action}`)).status).toBe(401);
    }
  });
});
