// The generic JSON:API engine over real HTTP: queries, documents, errors, authorization.
import { beforeAll, describe, expect, it } from "vitest";
import { api, firstError, login, MEDIA_TYPE, type JsonApiResource } from "../support/api";

let admin: string;
let stockist: string;
let mitra: string;

beforeAll(async () => {
  admin = await login("admin@erp.test");
  stockist = await login("stockist@erp.test");
  mitra = await login("mitra@erp.test");
});

const list = (doc: { data?: unknown }) => doc.data as JsonApiResource[];
const one = (doc: { data?: unknown }) => doc.data as JsonApiResource;

describe("authentication", () => {
  it("answers 401 with errors[] without a token", async () => {
    const res = await api("GET", "/api/v1/educations");
    expect(res.status).toBe(401);
    expect(firstError(res.body)).toMatchObject({ status: "401", code: "UNAUTHENTICATED" });
  });

  it("answers 401 for a forged bearer token", async () => {
    const res = await api("GET", "/api/v1/educations", { token: "eyJhbGciOiJIUzI1NiJ9.e30.abc" });
    expect(res.status).toBe(401);
  });
});

describe("lists", () => {
  it("pages villages with meta.page and absolute, encoded links", async () => {
    const res = await api("GET", "/api/v1/villages?page[number]=2&page[size]=50", { token: admin });
    expect(res.status).toBe(200);
    expect(list(res.body)).toHaveLength(50);
    expect(res.body.meta?.page).toEqual({
      currentPage: 2,
      from: 51,
      lastPage: 1676,
      perPage: 50,
      to: 100,
      total: 83762,
      hasMore: true,
    });
    const links = res.body.links ?? {};
    expect(links.next).toMatch(
      /^http:\/\/(localhost|127\.0\.0\.1):\d+\/api\/v1\/villages\?page%5Bnumber%5D=3&page%5Bsize%5D=50$/,
    );
    expect(links.prev).toContain("page%5Bnumber%5D=1");
    expect(links.last).toContain("page%5Bnumber%5D=1676");
    const last = await api("GET", "/api/v1/villages?page[number]=1676&page[size]=50", {
      token: admin,
    });
    expect(list(last.body)).toHaveLength(12);
    expect(last.body.meta?.page).toMatchObject({ hasMore: false, to: 83762 });
    expect(last.body.links?.next).toBeNull();
  });

  it("pages with a cursor in both directions", async () => {
    const first = await api("GET", "/api/v1/villages?page[limit]=5&filter[search]=sukamaju", {
      token: admin,
    });
    expect(first.status).toBe(200);
    const a = list(first.body).map((v) => v.id);
    expect(a).toHaveLength(5);
    const next = await api(
      "GET",
      new URL(String(first.body.links?.next)).pathname +
        new URL(String(first.body.links?.next)).search,
      { token: admin },
    );
    const b = list(next.body).map((v) => v.id);
    expect(b[0]! > a[4]!).toBe(true);
    const prevLink = new URL(String(next.body.links?.prev));
    const back = await api("GET", prevLink.pathname + prevLink.search, { token: admin });
    expect(list(back.body).map((v) => v.id)).toEqual(a);
  });

  it("sorts, searches and filters", async () => {
    const res = await api("GET", "/api/v1/provinces?sort=-name&page[size]=3", { token: admin });
    const names = list(res.body).map((p) => String(p.attributes.name));
    expect(names).toEqual([...names].sort().reverse());
    const search = await api("GET", "/api/v1/cities?filter[search]=bandung", { token: admin });
    expect(
      list(search.body)
        .map((c) => c.id)
        .sort(),
    ).toEqual(["32.04", "32.17", "32.73"]);
    const area = await api("GET", "/api/v1/cities?filter[area_code]=4&page[size]=100", {
      token: admin,
    });
    expect(list(area.body).every((c) => c.attributes.area_code === 4)).toBe(true);
  });

  it("includes related resources (nested) and honours sparse fieldsets", async () => {
    const res = await api(
      "GET",
      "/api/v1/cities?filter[id]=32.73&include=province,districts.villages&fields[cities]=name,province&fields[villages]=name",
      { token: admin },
    );
    expect(res.status).toBe(200);
    const city = list(res.body)[0]!;
    expect(Object.keys(city.attributes)).toEqual(["name"]);
    expect(Object.keys(city.relationships ?? {})).toEqual(["province"]);
    const included = res.body.included ?? [];
    expect(included.find((r) => r.type === "provinces")?.id).toBe("32");
    expect(included.filter((r) => r.type === "districts").length).toBe(30);
    const village = included.find((r) => r.type === "villages")!;
    expect(Object.keys(village.attributes)).toEqual(["name"]);
  });

  it("lists offices with their category included", async () => {
    const res = await api("GET", "/api/v1/offices?include=office-category&page[size]=50", {
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(list(res.body).length).toBeGreaterThanOrEqual(18);
    const cats = (res.body.included ?? [])
      .filter((r) => r.type === "office-categories")
      .map((r) => r.attributes.name);
    expect(cats).toEqual(expect.arrayContaining(["Pusat", "Stockist", "Member"]));
    const pusat = list(res.body).find((o) => o.attributes.code === "PUSAT")!;
    expect(pusat.relationships?.["office-category"]?.data).toEqual({
      type: "office-categories",
      id: "1",
    });
  });

  it("serves the simple-offices lookup with page[limit] and filter[code]", async () => {
    const res = await api(
      "GET",
      "/api/v1/simple-offices?page[limit]=1&filter[office_category_id]=5&filter[code]=MU-0000001&include=office&fields[simple-offices]=address,phone,name,code",
      { token: stockist },
    );
    expect(res.status).toBe(200);
    expect(list(res.body)).toHaveLength(1);
    expect(list(res.body)[0]!.attributes).toEqual(expect.objectContaining({ code: "MU-0000001" }));
    expect(res.body.included?.[0]?.type).toBe("offices");
  });

  it("follows the nested routes of SPEC §7", async () => {
    const cities = await api("GET", "/api/v1/provinces/32/cities?page[size]=100", { token: admin });
    expect(cities.status).toBe(200);
    expect(list(cities.body).every((c) => String(c.id).startsWith("32."))).toBe(true);
    const province = await api("GET", "/api/v1/cities/32.73/province", { token: admin });
    expect(one(province.body)).toMatchObject({ type: "provinces", id: "32" });
    const districts = await api("GET", "/api/v1/cities/32.73/districts", { token: admin });
    expect(districts.body.meta?.page?.total).toBe(30);
    const villages = await api("GET", "/api/v1/districts/32.73.01/villages", { token: admin });
    expect(list(villages.body).every((v) => String(v.id).startsWith("32.73.01."))).toBe(true);
    const areaCities = await api("GET", "/api/v1/areas/0/cities?page[size]=5", { token: admin });
    expect(list(areaCities.body).every((c) => c.attributes.area_code === 0)).toBe(true);
    const rel = await api("GET", "/api/v1/cities/32.73/relationships/province", { token: admin });
    expect(rel.body.data).toEqual({ type: "provinces", id: "32" });
  });

  it("lists a user's roles and an office category's offices", async () => {
    const me = await api("GET", "/api/v1/users?filter[search]=admin@erp.test", { token: admin });
    const adminId = list(me.body)[0]!.id;
    const roles = await api("GET", `/api/v1/users/${adminId}/roles`, { token: admin });
    expect(list(roles.body).map((r) => r.attributes.name)).toEqual(
      expect.arrayContaining(["superadmin", "admin"]),
    );
    // Other test files add stockists of their own to the shared database: the seeded ones are
    // there, and every office listed is a stockist.
    const offices = await api("GET", "/api/v1/office-categories/4/offices", { token: admin });
    const rows = list(offices.body);
    expect(rows.map((o) => o.attributes.code)).toEqual(
      expect.arrayContaining(["STK-001", "STK-002"]),
    );
    for (const o of rows) expect(o.attributes.office_category_id).toBe(4);
  });

  it("returns the caller's own menus with filter[owned]", async () => {
    const own = await api("GET", "/api/v1/menus?filter[owned]=true", { token: mitra });
    const urls = list(own.body).map((m) => m.attributes.url);
    expect(urls).toEqual(expect.arrayContaining(["/cashbill", "/komisi-bulanan"]));
    expect(urls).not.toContain("/admin");
    const all = await api("GET", "/api/v1/menus?filter[owned]=true", { token: admin });
    expect(list(all.body).length).toBeGreaterThan(list(own.body).length);
  });
});

describe("bad queries are 400 with the parameter named", () => {
  it.each([
    ["/api/v1/offices?include=__proto__", "include"],
    ["/api/v1/offices?include=constructor.prototype", "include"],
    ["/api/v1/offices?sort=constructor", "sort"],
    ["/api/v1/offices?fields[__proto__]=name", "fields[__proto__]"],
    ["/api/v1/offices?filter[toString]=1", "filter[toString]"],
    ["/api/v1/offices?filter[office_category_id]=abc", "filter[office_category_id]"],
    ["/api/v1/offices?filter[office_type]=bogus", "filter[office_type]"],
    ["/api/v1/offices?page[size]=-1", "page[size]"],
    ["/api/v1/offices?page[after]=%%%", "page[after]"],
    ["/api/v1/villages?page[after]=bm90LWpzb24", "page[after]"],
    ["/api/v1/offices?foo=bar", "foo"],
  ])("%s", async (path, parameter) => {
    const res = await api("GET", path, { token: admin });
    expect(res.status).toBe(400);
    expect(firstError(res.body)).toMatchObject({ status: "400", code: "BAD_REQUEST" });
    expect(firstError(res.body).source?.parameter).toBe(parameter);
  });
});

describe("documents in and out", () => {
  it("creates, reads, updates, soft-deletes and restores an education", async () => {
    const created = await api("POST", "/api/v1/educations", {
      token: admin,
      body: {
        data: {
          type: "educations",
          attributes: { name: "Diploma 4 Uji", description: "Sarjana terapan" },
        },
      },
    });
    expect(created.status).toBe(201);
    const id = one(created.body).id;
    expect(created.headers.get("location")).toMatch(new RegExp(`/api/v1/educations/${id}$`));
    expect(one(created.body).attributes).toMatchObject({
      name: "Diploma 4 Uji",
      description: "Sarjana terapan",
      deletedAt: null,
    });

    const updated = await api("PATCH", `/api/v1/educations/${id}`, {
      token: admin,
      body: { data: { type: "educations", id, attributes: { name: "D4 Uji" } } },
    });
    expect(updated.status).toBe(200);
    expect(one(updated.body).attributes.name).toBe("D4 Uji");

    const removed = await api("PATCH", `/api/v1/educations/${id}`, {
      token: admin,
      body: {
        data: { type: "educations", id, attributes: { deletedAt: new Date().toISOString() } },
      },
    });
    expect(removed.status).toBe(200);
    expect(one(removed.body).attributes.deletedAt).not.toBeNull();
    expect((await api("GET", `/api/v1/educations/${id}`, { token: admin })).status).toBe(404);
    const trashed = await api(
      "GET",
      `/api/v1/educations?filter[trashed]=only&filter[search]=D4 Uji`,
      { token: admin },
    );
    expect(list(trashed.body).map((e) => e.id)).toEqual([id]);

    const restored = await api("PATCH", `/api/v1/educations/${id}`, {
      token: admin,
      body: { data: { type: "educations", id, attributes: { deletedAt: null } } },
    });
    expect(one(restored.body).attributes.deletedAt).toBeNull();
    const del = await api("DELETE", `/api/v1/educations/${id}`, { token: admin });
    expect(del.status).toBe(204);
    expect((await api("GET", `/api/v1/educations/${id}`, { token: admin })).status).toBe(404);
  });

  it("refuses invalid attributes with 422 pointing at the field, and changes nothing", async () => {
    const before = await api("GET", "/api/v1/educations?page[size]=1", { token: admin });
    const res = await api("POST", "/api/v1/educations", {
      token: admin,
      body: { data: { type: "educations", attributes: { name: "  " } } },
    });
    expect(res.status).toBe(422);
    expect(firstError(res.body)).toMatchObject({
      code: "VALIDATION_FAILED",
      detail: "Kolom wajib diisi",
      source: { pointer: "/data/attributes/name" },
    });
    const unknown = await api("POST", "/api/v1/educations", {
      token: admin,
      body: { data: { type: "educations", attributes: { name: "X", bogus: 1 } } },
    });
    expect(unknown.status).toBe(422);
    expect(firstError(unknown.body).source?.pointer).toBe("/data/attributes/bogus");
    const after = await api("GET", "/api/v1/educations?page[size]=1", { token: admin });
    expect(after.body.meta?.page?.total).toBe(before.body.meta?.page?.total);
  });

  it("answers 409 for a wrong type or id and for a duplicate unique key", async () => {
    const wrongType = await api("POST", "/api/v1/educations", {
      token: admin,
      body: { data: { type: "professions", attributes: { name: "X" } } },
    });
    expect(wrongType.status).toBe(409);
    const banks = await api("GET", "/api/v1/banks?filter[code]=014", { token: admin });
    const bca = list(banks.body)[0]!;
    const wrongId = await api("PATCH", `/api/v1/banks/${bca.id}`, {
      token: admin,
      body: { data: { type: "banks", id: "00000000-0000-4000-8000-000000000000", attributes: {} } },
    });
    expect(wrongId.status).toBe(409);
    const dup = await api("POST", "/api/v1/banks", {
      token: admin,
      body: { data: { type: "banks", attributes: { code: "014", name: "BCA lagi" } } },
    });
    expect(dup.status).toBe(409);
    expect(firstError(dup.body)).toMatchObject({ status: "409", code: "CONFLICT" });
  });

  it("does not double-post a request retried with the same Idempotency-Key", async () => {
    const key = `test-${Date.now()}-education`;
    const body = { data: { type: "educations", attributes: { name: `Idempoten ${key}` } } };
    const first = await api("POST", "/api/v1/educations", {
      token: admin,
      body,
      headers: { "Idempotency-Key": key },
    });
    expect(first.status).toBe(201);
    const again = await api("POST", "/api/v1/educations", {
      token: admin,
      body,
      headers: { "Idempotency-Key": key },
    });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(one(again.body).id).toBe(one(first.body).id);
    const count = await api("GET", `/api/v1/educations?filter[search]=${encodeURIComponent(key)}`, {
      token: admin,
    });
    expect(count.body.meta?.page?.total).toBe(1);
    const other = await api("POST", "/api/v1/educations", {
      token: admin,
      body: { data: { type: "educations", attributes: { name: "Lain" } } },
      headers: { "Idempotency-Key": key },
    });
    expect(other.status).toBe(422);
    expect(firstError(other.body).source?.header).toBe("Idempotency-Key");
    const bad = await api("POST", "/api/v1/educations", {
      token: admin,
      body,
      headers: { "Idempotency-Key": "x" },
    });
    expect(bad.status).toBe(400);
  });

  it("answers 403 for a client-generated id that is not a UUID", async () => {
    const res = await api("POST", "/api/v1/educations", {
      token: admin,
      body: { data: { type: "educations", id: "x", attributes: { name: "X" } } },
    });
    expect(res.status).toBe(403);
  });

  it("answers 400 for malformed JSON and a missing data member", async () => {
    const bad = await api("POST", "/api/v1/educations", {
      token: admin,
      raw: "{not json",
      headers: { "Content-Type": MEDIA_TYPE },
    });
    expect(bad.status).toBe(400);
    const noData = await api("POST", "/api/v1/educations", { token: admin, body: { name: "x" } });
    expect(noData.status).toBe(400);
    expect(firstError(noData.body).source?.pointer).toBe("/data");
  });

  it("answers 415 for another media type and 406 for an unacceptable Accept", async () => {
    const r415 = await api("POST", "/api/v1/educations", {
      token: admin,
      raw: JSON.stringify({ data: { type: "educations", attributes: { name: "X" } } }),
      headers: { "Content-Type": "text/plain" },
    });
    expect(r415.status).toBe(415);
    const r415b = await api("POST", "/api/v1/educations", {
      token: admin,
      body: { data: { type: "educations" } },
      headers: { "Content-Type": `${MEDIA_TYPE}; charset=utf-8` },
    });
    expect(r415b.status).toBe(415);
    const r406 = await api("GET", "/api/v1/educations", {
      token: admin,
      headers: { Accept: `${MEDIA_TYPE}; ext="x"` },
    });
    expect(r406.status).toBe(406);
  });

  it("answers 404 for unknown types, ids and relationships", async () => {
    expect((await api("GET", "/api/v1/nothing-here", { token: admin })).status).toBe(404);
    expect((await api("GET", "/api/v1/educations/not-a-uuid", { token: admin })).status).toBe(404);
    expect(
      (
        await api("GET", "/api/v1/educations/00000000-0000-4000-8000-000000000000", {
          token: admin,
        })
      ).status,
    ).toBe(404);
    expect((await api("GET", "/api/v1/cities/32.73/__proto__", { token: admin })).status).toBe(404);
    expect(
      (await api("GET", "/api/v1/cities/32.73/relationships/constructor", { token: admin })).status,
    ).toBe(404);
  });
});

describe("authorization per office category", () => {
  it("forbids a stockist to change master data (403) and changes nothing", async () => {
    const res = await api("POST", "/api/v1/educations", {
      token: stockist,
      body: { data: { type: "educations", attributes: { name: "Tidak boleh" } } },
    });
    expect(res.status).toBe(403);
    expect(firstError(res.body).code).toBe("FORBIDDEN");
    const check = await api("GET", "/api/v1/educations?filter[search]=Tidak boleh", {
      token: admin,
    });
    expect(list(check.body)).toHaveLength(0);
  });

  it("shows a stockist only its own office, its network and members", async () => {
    const res = await api("GET", "/api/v1/offices?page[size]=100", { token: stockist });
    const codes = list(res.body).map((o) => String(o.attributes.code));
    expect(codes).toContain("STK-001");
    expect(codes).toContain("SC-001");
    expect(codes).not.toContain("STK-002");
    expect(codes).not.toContain("PUSAT");
    expect(codes).not.toContain("SUP-001");
    const all = await api("GET", "/api/v1/offices?filter[code]=STK-002", { token: admin });
    const other = list(all.body)[0]!;
    expect((await api("GET", `/api/v1/offices/${other.id}`, { token: stockist })).status).toBe(404);
    expect(
      (await api("GET", `/api/v1/offices/${other.id}/users`, { token: stockist })).status,
    ).toBe(404);
  });

  it("shows a stockist only the users of its own office", async () => {
    const res = await api("GET", "/api/v1/users?page[size]=100", { token: stockist });
    expect(list(res.body).map((u) => u.attributes.email)).toEqual(["stockist@erp.test"]);
  });

  it("forbids a member to list permissions", async () => {
    expect((await api("GET", "/api/v1/permissions", { token: mitra })).status).toBe(403);
  });
});
