// The API refuses what the forms refuse (issue 10 §2): the bounds of lib/bounds.ts hold for every
// client, with a 422 at the field (source.pointer) and the message the form shows there.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { api, login, type JsonApiResource } from "../support/api";

let admin: string;
let categoryId: string;
let unitId: string;
let buyerTypeId: string;
const list = (doc: { data?: unknown }) => doc.data as JsonApiResource[];
const run = Math.random().toString(36).slice(2, 8).toUpperCase();

function productDoc(code: string, attributes: Record<string, unknown>) {
  return {
    data: {
      type: "products",
      attributes: { code, name: `Batas Uji ${code}`, ...attributes },
      relationships: {
        "product-category": { data: { type: "product-categories", id: categoryId } },
        unit: { data: { type: "units", id: unitId } },
      },
    },
  };
}

beforeAll(async () => {
  admin = await login("admin@erp.test");
  const [cats, units, buyers] = await Promise.all([
    api("GET", "/api/v1/product-categories?filter[code]=KES", { token: admin }),
    api("GET", "/api/v1/units?filter[code]=BTL", { token: admin }),
    api("GET", "/api/v1/buyer-types?filter[code]=member", { token: admin }),
  ]);
  categoryId = list(cats.body)[0]!.id;
  unitId = list(units.body)[0]!.id;
  buyerTypeId = list(buyers.body)[0]!.id;
});

afterAll(async () => {
  const db = connectTestDb();
  try {
    await db.product.deleteMany({ where: { code: { startsWith: `BTS-${run}` } } });
  } finally {
    await db.$disconnect();
  }
});

describe("money bounds over the API", () => {
  const TOO_LARGE = "Nilai terlalu besar (maksimal 1.000.000.000.000)";
  it.each([
    ["negative", -5000, "Tidak boleh negatif"],
    ["decimal", 12.5, "Harus bilangan bulat (rupiah)"],
    ["above the maximum", 1_000_000_000_001, TOO_LARGE],
    ["20 digits", 1e20, TOO_LARGE],
  ])("a %s purchase price is 422 at the field and nothing is saved", async (_, value, message) => {
    const code = `BTS-${run}-${Math.random().toString(36).slice(2, 6)}`;
    const res = await api("POST", "/api/v1/products", {
      token: admin,
      body: productDoc(code, { purchase_price: value }),
    });
    expect(res.status).toBe(422);
    const e = res.body.errors?.find((x) => x.source?.pointer === "/data/attributes/purchase_price");
    expect(e?.detail).toBe(message);
    const found = await api("GET", `/api/v1/products?filter[code]=${code}`, { token: admin });
    expect(list(found.body)).toHaveLength(0);
  });

  it("a price cell above the maximum is 422 at the cell", async () => {
    const code = `BTS-${run}-CELL`;
    const res = await api("POST", "/api/v1/products", {
      token: admin,
      body: productDoc(code, {
        prices: [{ area_id: 0, buyer_type_id: buyerTypeId, price: 1e20, retail_price: null }],
      }),
    });
    expect(res.status).toBe(422);
    const e = res.body.errors?.find((x) =>
      x.source?.pointer?.startsWith("/data/attributes/prices"),
    );
    expect(e?.source?.pointer).toBe("/data/attributes/prices/0/price");
    expect(e?.detail).toBe(TOO_LARGE);
  });

  it("1e309 in the JSON (Infinity once parsed) is 422 'Harus angka', not 500", async () => {
    const code = `BTS-${run}-INF`;
    const body = JSON.stringify(productDoc(code, { purchase_price: 0 })).replace(
      '"purchase_price":0',
      '"purchase_price":1e309',
    );
    const res = await api("POST", "/api/v1/products", {
      token: admin,
      raw: body,
      headers: { "Content-Type": "application/vnd.api+json" },
    });
    expect(res.status).toBe(422);
    const e = res.body.errors?.find((x) => x.source?.pointer === "/data/attributes/purchase_price");
    expect(e?.detail).toBe("Harus angka");
  });

  it("the maximum itself is accepted", async () => {
    const code = `BTS-${run}-MAX`;
    const res = await api("POST", "/api/v1/products", {
      token: admin,
      body: productDoc(code, { purchase_price: 1_000_000_000_000 }),
    });
    expect(res.status).toBe(201);
  });
});
