// Master lookups over real HTTP: the regency price area (Wilayah Kabupaten) and permissions (Hak
// Akses), with their error paths: 403 per office category, 404, 409, 415 and 422 that change nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { api, firstError, login, type JsonApiResource } from "../support/api";

let admin: string;
let stockist: string;
let mitra: string;
const one = (doc: { data?: unknown }) => doc.data as JsonApiResource;
const run = Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  [admin, stockist, mitra] = await Promise.all([
    login("admin@erp.test"),
    login("stockist@erp.test"),
    login("mitra@erp.test"),
  ]);
});

const cityDoc = (area: unknown) => ({
  data: { type: "cities", id: "94.02", attributes: { area_code: area } },
});

describe("wilayah kabupaten: PATCH cities/{id} area_code", () => {
  it("an admin changes the area and the city answers with it; it is put back after", async () => {
    const before = await api("GET", "/api/v1/cities/94.02", { token: admin });
    expect(before.status).toBe(200);
    expect(one(before.body).attributes.area_code).toBe(4);

    const res = await api("PATCH", "/api/v1/cities/94.02", { token: admin, body: cityDoc(3) });
    expect(res.status).toBe(200);
    expect(one(res.body)).toMatchObject({ type: "cities", id: "94.02" });
    expect(one(res.body).attributes.area_code).toBe(3);
    const area3 = await api("GET", "/api/v1/areas/3/cities?filter[search]=puncak jaya", {
      token: admin,
    });
    expect((area3.body.data as JsonApiResource[]).map((c) => c.id)).toContain("94.02");

    const back = await api("PATCH", "/api/v1/cities/94.02", { token: admin, body: cityDoc(4) });
    expect(back.status).toBe(200);
    expect(one(back.body).attributes.area_code).toBe(4);
  });

  it("an area outside 0-4 or of the wrong type is 422 and changes nothing", async () => {
    for (const bad of [5, -1, 1.5, "2", null]) {
      const res = await api("PATCH", "/api/v1/cities/94.02", { token: admin, body: cityDoc(bad) });
      expect(res.status, JSON.stringify(bad)).toBe(422);
      expect(firstError(res.body).source?.pointer).toBe("/data/attributes/area_code");
    }
    const after = await api("GET", "/api/v1/cities/94.02", { token: admin });
    expect(one(after.body).attributes.area_code).toBe(4);
  });

  it("other attributes are not writable (422), an unknown city is 404, a plain JSON body 415", async () => {
    const name = await api("PATCH", "/api/v1/cities/94.02", {
      token: admin,
      body: { data: { type: "cities", id: "94.02", attributes: { name: "Ganti" } } },
    });
    expect(name.status).toBe(422);
    const missing = await api("PATCH", "/api/v1/cities/99.99", {
      token: admin,
      body: { data: { type: "cities", id: "99.99", attributes: { area_code: 1 } } },
    });
    expect(missing.status).toBe(404);
    const plain = await api("PATCH", "/api/v1/cities/94.02", {
      token: admin,
      body: cityDoc(1),
      headers: { "Content-Type": "application/json" },
    });
    expect(plain.status).toBe(415);
  });

  it("a stockist or a member may read cities but not change an area (403)", async () => {
    for (const token of [stockist, mitra]) {
      expect((await api("GET", "/api/v1/cities/94.02", { token })).status).toBe(200);
      const res = await api("PATCH", "/api/v1/cities/94.02", { token, body: cityDoc(0) });
      expect(res.status).toBe(403);
      expect(firstError(res.body).status).toBe("403");
    }
    const after = await api("GET", "/api/v1/cities/94.02", { token: admin });
    expect(one(after.body).attributes.area_code).toBe(4);
  });

  it("without a token it is 401", async () => {
    const res = await api("PATCH", "/api/v1/cities/94.02", { body: cityDoc(0) });
    expect(res.status).toBe(401);
  });
});

describe("hak akses: permissions", () => {
  const doc = (name: unknown, description: unknown = "uji") => ({
    data: { type: "permissions", attributes: { name, description } },
  });

  it("creates, renames the description, refuses a duplicate (409) and soft deletes", async () => {
    const name = `uji-${run}.lihat`;
    const created = await api("POST", "/api/v1/permissions", { token: admin, body: doc(name) });
    expect(created.status).toBe(201);
    const id = one(created.body).id;
    expect(one(created.body).attributes).toMatchObject({ name, description: "uji" });

    const dup = await api("POST", "/api/v1/permissions", { token: admin, body: doc(name) });
    expect(dup.status).toBe(409);
    expect(firstError(dup.body).detail).toMatch(/sudah ada/);

    const patched = await api("PATCH", `/api/v1/permissions/${id}`, {
      token: admin,
      body: { data: { type: "permissions", id, attributes: { description: "diubah" } } },
    });
    expect(patched.status).toBe(200);
    expect(one(patched.body).attributes.description).toBe("diubah");

    expect((await api("DELETE", `/api/v1/permissions/${id}`, { token: admin })).status).toBe(204);
    const gone = await api("GET", `/api/v1/permissions/${id}`, { token: admin });
    expect(gone.status).toBe(404);
  });

  it("a name not shaped resource.aksi or an empty one is 422 with the rule's message", async () => {
    const bad = await api("POST", "/api/v1/permissions", { token: admin, body: doc("Bukan Nama") });
    expect(bad.status).toBe(422);
    expect(firstError(bad.body).detail).toBe("Nama hak akses berbentuk resource.aksi, huruf kecil");
    const empty = await api("POST", "/api/v1/permissions", { token: admin, body: doc("  ") });
    expect(empty.status).toBe(422);
    expect(firstError(empty.body).detail).toBe("Kolom wajib diisi");
  });

  it("a stockist cannot list or create permissions (403)", async () => {
    expect((await api("GET", "/api/v1/permissions", { token: stockist })).status).toBe(403);
    const res = await api("POST", "/api/v1/permissions", {
      token: stockist,
      body: doc(`uji-${run}.tulis`),
    });
    expect(res.status).toBe(403);
  });
});

describe("expedition-details: an expedition's service lines", () => {
  let expeditionId: string;
  const detailDoc = (attributes: Record<string, unknown>, expedition?: string, city?: string) => ({
    data: {
      type: "expedition-details",
      attributes,
      relationships: {
        ...(expedition ? { expedition: { data: { type: "expeditions", id: expedition } } } : {}),
        ...(city !== undefined
          ? { city: { data: city ? { type: "cities", id: city } : null } }
          : {}),
      },
    },
  });

  beforeAll(async () => {
    const res = await api("GET", "/api/v1/expeditions?filter[code]=TIKI", { token: admin });
    expeditionId = (res.body.data as JsonApiResource[])[0]!.id;
  });

  it("Pusat creates, lists under the expedition, edits and deletes a service line", async () => {
    const created = await api("POST", "/api/v1/expedition-details", {
      token: admin,
      body: detailDoc(
        { name: `REG-${run}`, price_per_kg: 12000, estimated_days: 3 },
        expeditionId,
        "32.73",
      ),
    });
    expect(created.status).toBe(201);
    const id = one(created.body).id;
    expect(one(created.body).attributes).toMatchObject({
      name: `REG-${run}`,
      price_per_kg: 12000,
      estimated_days: 3,
      city_id: "32.73",
      is_active: true,
    });

    const listed = await api(
      "GET",
      `/api/v1/expeditions/${expeditionId}/expedition-details?include=city`,
      { token: stockist },
    );
    expect(listed.status).toBe(200);
    expect((listed.body.data as JsonApiResource[]).map((d) => d.id)).toContain(id);
    expect(listed.body.included?.some((c) => c.type === "cities" && c.id === "32.73")).toBe(true);

    const patched = await api("PATCH", `/api/v1/expedition-details/${id}`, {
      token: admin,
      body: {
        data: {
          type: "expedition-details",
          id,
          attributes: { price_per_kg: 15000, is_active: false },
          relationships: { city: { data: null } },
        },
      },
    });
    expect(patched.status).toBe(200);
    expect(one(patched.body).attributes).toMatchObject({
      price_per_kg: 15000,
      is_active: false,
      city_id: null,
    });

    expect((await api("DELETE", `/api/v1/expedition-details/${id}`, { token: admin })).status).toBe(
      204,
    );
    expect((await api("GET", `/api/v1/expedition-details/${id}`, { token: admin })).status).toBe(
      404,
    );
  });

  it("bad input is 422 and creates nothing: decimal or negative tariff, no expedition, bad city", async () => {
    const before = await api(
      "GET",
      `/api/v1/expedition-details?filter[expedition_id]=${expeditionId}`,
      {
        token: admin,
      },
    );
    for (const [doc, pointer] of [
      [detailDoc({ name: "X", price_per_kg: 10.5 }, expeditionId), "/data/attributes/price_per_kg"],
      [detailDoc({ name: "X", price_per_kg: -1 }, expeditionId), "/data/attributes/price_per_kg"],
      [detailDoc({ name: "", price_per_kg: 1 }, expeditionId), "/data/attributes/name"],
      [detailDoc({ name: "X", price_per_kg: 1 }), "/data/relationships/expedition"],
      [
        detailDoc({ name: "X", price_per_kg: 1 }, expeditionId, "Bandung"),
        "/data/relationships/city",
      ],
    ] as const) {
      const res = await api("POST", "/api/v1/expedition-details", { token: admin, body: doc });
      expect(res.status, JSON.stringify(doc)).toBe(422);
      expect(firstError(res.body).source?.pointer).toBe(pointer);
    }
    const unknown = await api("POST", "/api/v1/expedition-details", {
      token: admin,
      body: detailDoc({ name: "X", price_per_kg: 1 }, "00000000-0000-4000-8000-000000000000"),
    });
    expect(unknown.status).toBe(422);
    const after = await api(
      "GET",
      `/api/v1/expedition-details?filter[expedition_id]=${expeditionId}`,
      {
        token: admin,
      },
    );
    expect(after.body.meta).toEqual(before.body.meta);
  });

  it("a stockist reads service lines but cannot write them (403)", async () => {
    const res = await api("POST", "/api/v1/expedition-details", {
      token: stockist,
      body: detailDoc({ name: "X", price_per_kg: 1 }, expeditionId),
    });
    expect(res.status).toBe(403);
  });
});

describe("file answers negotiate Accept", () => {
  it("a CSV export answers an Accept of text/csv (or text/*), and 406 for a type it cannot make", async () => {
    for (const accept of ["text/csv", "text/*", "*/*", "application/vnd.api+json"]) {
      const res = await api("GET", "/api/v1/offices/-actions/exportMitra", {
        token: admin,
        headers: { Accept: accept },
        noSchema: true,
      });
      expect(res.status, accept).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(String(res.body).replace(/^\uFEFF/, "")).toMatch(/^kode,nama,nik/);
    }
    const png = await api("GET", "/api/v1/offices/-actions/exportMitra", {
      token: admin,
      headers: { Accept: "image/png" },
    });
    expect(png.status).toBe(406);
    expect(firstError(png.body).source?.header).toBe("Accept");
  });
});

describe("member records stay with the office that registered them", () => {
  it("a stockist cannot read another office's member, but the upline lookup still finds it", async () => {
    const byAdmin = await api("GET", "/api/v1/offices?filter[code]=MU-0000003", { token: admin });
    const other = (byAdmin.body.data as JsonApiResource[])[0]!;
    expect(other.attributes.ktp_number).toBeTruthy();

    // MU-0000003 was registered by SC-001 and is not in STK-001's network.
    for (const path of [
      `/api/v1/offices/${other.id}`,
      `/api/v1/offices/${other.id}/addresses`,
      `/api/v1/offices/${other.id}/upline-relations`,
    ]) {
      const res = await api("GET", path, { token: stockist });
      expect(res.status, path).toBe(404);
    }
    const listed = await api("GET", "/api/v1/offices?filter[code]=MU-0000003", { token: stockist });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([]);

    const lookup = await api(
      "GET",
      "/api/v1/simple-offices?filter[code]=MU-0000003&page[limit]=1&fields[simple-offices]=code,name,address,phone",
      { token: stockist },
    );
    expect(lookup.status).toBe(200);
    const found = (lookup.body.data as JsonApiResource[])[0]!;
    expect(found.attributes).toMatchObject({ code: "MU-0000003" });
    expect(found.attributes).not.toHaveProperty("ktp_number");

    // Its own members (registered by STK-001) it does read.
    const own = await api("GET", "/api/v1/offices?filter[code]=MU-0000001", { token: stockist });
    expect((own.body.data as JsonApiResource[]).map((o) => o.attributes.code)).toEqual([
      "MU-0000001",
    ]);
  });

  it("a member reads itself and its downlines, not other members", async () => {
    const res = await api("GET", "/api/v1/offices?page[size]=100", { token: mitra });
    const codes = (res.body.data as JsonApiResource[]).map((o) => String(o.attributes.code));
    expect(codes).toContain("MU-0000001");
    expect(codes).toContain("MU-0000002");
    expect(codes).not.toContain("MU-0000004");
  });
});
