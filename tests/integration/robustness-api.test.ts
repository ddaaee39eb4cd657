// Issue 10 §2/§3 over real HTTP: a client's mistake never answers 500, and the JSON:API as other
// programs meet it (links on the origin the client used, client-generated ids, JSON:API 405/404).
import http from "node:http";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  api,
  baseUrl,
  expectJsonApi,
  firstError,
  login,
  MEDIA_TYPE,
  type JsonApiDoc,
  type JsonApiResource,
} from "../support/api";
import { connectTestDb } from "../support/db";
import type { Db } from "@/server/prisma-client";

let admin: string;
let db: Db;
const run = Math.random().toString(36).slice(2, 8);
const one = (doc: JsonApiDoc) => doc.data as JsonApiResource;
const many = (doc: JsonApiDoc) => doc.data as JsonApiResource[];

beforeAll(async () => {
  admin = await login("admin@erp.test");
  db = connectTestDb();
});

afterAll(async () => {
  await db.$disconnect();
});

const education = (attributes: Record<string, unknown>, id?: string) => ({
  data: { type: "educations", ...(id ? { id } : {}), attributes },
});

async function anExpeditionId(): Promise<string> {
  const res = await api("GET", "/api/v1/expeditions?page[size]=1", { token: admin });
  const id = many(res.body)[0]?.id;
  if (!id) throw new Error("no expedition seeded");
  return id;
}

describe("NUL characters are refused where input is parsed", () => {
  it("in any query parameter: 400 naming the parameter", async () => {
    for (const [path, parameter] of [
      ["/api/v1/provinces?filter[search]=a%00b", "filter[search]"],
      ["/api/v1/provinces?filter[id]=%00", "filter[id]"],
      ["/api/v1/offices?filter[code]=STK%00", "filter[code]"],
      ["/api/v1/areas?sort=%00name", "sort"],
      ["/api/v1/provinces?include=%00", "include"],
    ] as const) {
      const res = await api("GET", path, { token: admin });
      expect(res.status, path).toBe(400);
      expect(firstError(res.body).source?.parameter, path).toBe(parameter);
    }
  });

  it("in a path id: 404, not a database error", async () => {
    const res = await api("GET", "/api/v1/provinces/1%002", { token: admin });
    expect(res.status).toBe(404);
  });

  it("in any string of a JSON body (nested too): 422 pointing at the field", async () => {
    const res = await api("POST", "/api/v1/educations", {
      token: admin,
      body: education({ name: `S1\u0000${run}` }),
    });
    expect(res.status).toBe(422);
    expect(firstError(res.body).source?.pointer).toBe("/data/attributes/name");

    const nested = await api("POST", "/api/v1/expedition-details", {
      token: admin,
      body: {
        data: {
          type: "expedition-details",
          attributes: { name: "REG" },
          relationships: { expedition: { data: { type: "expeditions", id: "a\u0000" } } },
        },
      },
    });
    expect(nested.status).toBe(422);
    expect(firstError(nested.body).source?.pointer).toBe("/data/relationships/expedition/data/id");
  });

  it("in the login email: 422 at /email", async () => {
    const res = await api("POST", "/api/v1/login", {
      body: { email: "admin\u0000@erp.test", password: "rahasia123" },
      headers: { "Content-Type": "application/json" },
    });
    expect(res.status).toBe(422);
    expect(firstError(res.body).source?.pointer).toBe("/email");
  });

  it("in a multipart text field: 422 naming the field", async () => {
    const form = new FormData();
    form.set("note", "a\u0000b");
    const res = await api("POST", `/api/v1/users/${randomUUID()}/-actions/uploadAvatar`, {
      token: admin,
      raw: form,
    });
    expect(res.status).toBe(422);
    expect(firstError(res.body).source?.pointer).toBe("/note");
  });
});

describe("values the database cannot hold are 422 at the field", () => {
  it("an Int beyond its range, money beyond the maximum, a name longer than its column", async () => {
    const expedition = await anExpeditionId();
    const detail = (attributes: Record<string, unknown>) => ({
      data: {
        type: "expedition-details",
        attributes: { name: `R${run}`, price_per_kg: 1000, ...attributes },
        relationships: { expedition: { data: { type: "expeditions", id: expedition } } },
      },
    });
    for (const [attributes, field] of [
      [{ estimated_days: 3_000_000_000 }, "estimated_days"],
      [{ price_per_kg: 1e20 }, "price_per_kg"],
      [{ name: "x".repeat(151) }, "name"],
    ] as const) {
      const res = await api("POST", "/api/v1/expedition-details", {
        token: admin,
        body: detail(attributes),
      });
      expect(res.status, field).toBe(422);
      expect(firstError(res.body).source?.pointer, field).toBe(`/data/attributes/${field}`);
    }
    const count = await db.expeditionDetail.count({ where: { name: `R${run}` } });
    expect(count).toBe(0);
  });

  it("dates outside what PostgreSQL holds (year 0, year 300000): 422 at the field", async () => {
    const created = await api("POST", "/api/v1/educations", {
      token: admin,
      body: education({ name: `D${run}` }),
    });
    expect(created.status).toBe(201);
    const id = one(created.body).id;
    for (const deletedAt of ["0000-01-01T00:00:00Z", "+300000-01-01T00:00:00Z"]) {
      const res = await api("PATCH", `/api/v1/educations/${id}`, {
        token: admin,
        body: { data: { type: "educations", id, attributes: { deletedAt } } },
      });
      expect(res.status, deletedAt).toBe(422);
      expect(firstError(res.body).source?.pointer).toBe("/data/attributes/deletedAt");
    }
    const row = await db.education.findUnique({ where: { id } });
    expect(row?.deletedAt).toBeNull();
    await db.education.delete({ where: { id } });
  });

  it("money beyond 2^53 in an answer is a decimal string, not a 500", async () => {
    const expeditionId = await anExpeditionId();
    const row = await db.expeditionDetail.create({
      data: { expeditionId, name: `BIG${run}`, pricePerKg: 2n ** 60n },
    });
    try {
      const res = await api("GET", `/api/v1/expedition-details/${row.id}`, { token: admin });
      expect(res.status).toBe(200);
      expect(one(res.body).attributes.price_per_kg).toBe("1152921504606846976");
    } finally {
      await db.expeditionDetail.delete({ where: { id: row.id } });
    }
  });
});

describe("paging cursors", () => {
  it("a forged cursor is 400 'Cursor tidak valid' naming the parameter", async () => {
    const forged = [
      ["/api/v1/areas?page[limit]=2&page[after]=WyJhYmMiXQ", "page[after]"],
      ["/api/v1/areas?page[limit]=2&page[before]=WyJhYmMiXQ", "page[before]"],
      [
        `/api/v1/provinces?sort=name&page[limit]=2&page[after]=${Buffer.from("[123,null]").toString("base64url")}`,
        "page[after]",
      ],
      [
        `/api/v1/offices?sort=-createdAt&page[limit]=2&page[after]=${Buffer.from('["not a date","x"]').toString("base64url")}`,
        "page[after]",
      ],
      [
        `/api/v1/offices?page[limit]=2&page[after]=${Buffer.from('["2026-01-01T00:00:00.000Z","not-a-uuid"]').toString("base64url")}`,
        "page[after]",
      ],
      ["/api/v1/areas?page[limit]=2&page[after]=bm90IGpzb24", "page[after]"],
    ] as const;
    for (const [path, parameter] of forged) {
      const res = await api("GET", path, { token: admin });
      expect(res.status, path).toBe(400);
      expect(firstError(res.body).detail, path).toBe("Cursor tidak valid");
      expect(firstError(res.body).source?.parameter, path).toBe(parameter);
    }
  });

  it("a cursor made for another sort (stale) is 400; the server's own cursor still pages", async () => {
    const first = await api("GET", "/api/v1/provinces?sort=name&page[limit]=2", { token: admin });
    const next = first.body.links?.next;
    expect(next).toBeTruthy();
    const cursor = new URL(String(next)).searchParams.get("page[after]") ?? "";
    const stale = await api(
      "GET",
      `/api/v1/provinces?sort=name,-createdAt&page[limit]=2&page[after]=${cursor}`,
      { token: admin },
    );
    expect(stale.status).toBe(400);
    expect(firstError(stale.body).detail).toBe("Cursor tidak valid");
    const ok = await api("GET", new URL(String(next)).pathname + new URL(String(next)).search, {
      token: admin,
    });
    expect(ok.status).toBe(200);
    expect(many(ok.body)).toHaveLength(2);
  });
});

describe("a lookup that records use cannot be deleted", () => {
  it("409 with how many records use it; the lookup stays, and goes once unused", async () => {
    const created = await api("POST", "/api/v1/educations", {
      token: admin,
      body: education({ name: `S1-${run}` }),
    });
    expect(created.status).toBe(201);
    const id = one(created.body).id;
    const member = await db.office.findUniqueOrThrow({ where: { code: "MU-0000001" } });
    await db.office.update({ where: { id: member.id }, data: { educationId: id } });
    try {
      const res = await api("DELETE", `/api/v1/educations/${id}`, { token: admin });
      expect(res.status).toBe(409);
      expect(firstError(res.body).detail).toBe(
        "Pendidikan ini dipakai oleh 1 data dan tidak dapat dihapus",
      );
      // Deleting by PATCH of deletedAt (SPEC §4) is the same delete and is refused too.
      const patch = await api("PATCH", `/api/v1/educations/${id}`, {
        token: admin,
        body: {
          data: { type: "educations", id, attributes: { deletedAt: new Date().toISOString() } },
        },
      });
      expect(patch.status).toBe(409);
      const still = await api("GET", `/api/v1/educations/${id}`, { token: admin });
      expect(still.status).toBe(200);
      expect(one(still.body).attributes.deletedAt).toBeNull();
    } finally {
      await db.office.update({
        where: { id: member.id },
        data: { educationId: member.educationId },
      });
    }
    const gone = await api("DELETE", `/api/v1/educations/${id}`, { token: admin });
    expect(gone.status).toBe(204);
  });

  it("a unit used by a product: 409 with the count", async () => {
    const product = await db.product.findFirstOrThrow({
      where: { deletedAt: null, unitId: { not: null } },
    });
    const used = await db.product.count({ where: { deletedAt: null, unitId: product.unitId } });
    const res = await api("DELETE", `/api/v1/units/${product.unitId}`, { token: admin });
    expect(res.status).toBe(409);
    expect(firstError(res.body).detail).toBe(
      `Satuan ini dipakai oleh ${used} data dan tidak dapat dihapus`,
    );
  });
});

/** GET over node:http so the Host header can be chosen (fetch does not let it be set). */
function getWithHost(
  path: string,
  host: string,
  opts: { headers?: Record<string, string>; localAddress?: string } = {},
): Promise<{ status: number; body: JsonApiDoc }> {
  const base = new URL(baseUrl());
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path,
        method: "GET",
        localAddress: opts.localAddress,
        headers: {
          Host: host,
          Accept: MEDIA_TYPE,
          Authorization: `Bearer ${admin}`,
          ...opts.headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as JsonApiDoc }),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}

describe("links use the origin the client used", () => {
  it("a request to 127.0.0.1 gets links on 127.0.0.1, not localhost", async () => {
    const origin = new URL(baseUrl()).origin;
    const res = await api("GET", "/api/v1/provinces?page[size]=2", { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.links?.next?.startsWith(`${origin}/api/v1/provinces?`)).toBe(true);
    expect(many(res.body)[0]?.links?.self?.startsWith(`${origin}/`)).toBe(true);
  });

  it("a request for another host name (a reverse proxy's) gets links on that host", async () => {
    const res = await getWithHost("/api/v1/provinces?page[size]=2", "erp.contoh.co.id");
    expect(res.status).toBe(200);
    expectJsonApi(res.body);
    expect(res.body.links?.self?.startsWith("http://erp.contoh.co.id/api/v1/provinces")).toBe(true);
  });

  // The test server trusts 127.0.0.1 as a proxy (TRUSTED_PROXIES in scripts/test.mjs);
  // 127.0.0.2 is an ordinary client whose forwarded headers are its own words.
  const forwarded = { "X-Forwarded-Host": "erp.contoh.co.id", "X-Forwarded-Proto": "https" };
  it("X-Forwarded-Host and -Proto from a trusted proxy name the public origin", async () => {
    const res = await getWithHost("/api/v1/provinces?page[size]=2", "127.0.0.1:3000", {
      headers: forwarded,
    });
    expect(res.status).toBe(200);
    expectJsonApi(res.body);
    expect(res.body.links?.next?.startsWith("https://erp.contoh.co.id/api/v1/provinces?")).toBe(
      true,
    );
  });

  it("the same headers from an untrusted client are ignored", async () => {
    const res = await getWithHost("/api/v1/provinces?page[size]=2", "127.0.0.1:3000", {
      headers: forwarded,
      localAddress: "127.0.0.2",
    });
    expect(res.status).toBe(200);
    expectJsonApi(res.body);
    expect(res.body.links?.self).toMatch(/^http:\/\/127\.0\.0\.1:3000\/api\/v1\/provinces/);
  });
});

describe("client-generated ids", () => {
  it("a UUID-keyed resource takes the client's UUID: 201, then 409 when it is taken", async () => {
    const id = randomUUID();
    const res = await api("POST", "/api/v1/educations", {
      token: admin,
      body: education({ name: `C${run}` }, id),
    });
    expect(res.status).toBe(201);
    expect(one(res.body).id).toBe(id);
    expect(res.headers.get("location")).toMatch(new RegExp(`/api/v1/educations/${id}$`));
    const again = await api("POST", "/api/v1/educations", {
      token: admin,
      body: education({ name: `C2${run}` }, id),
    });
    expect(again.status).toBe(409);
    expect(firstError(again.body).source?.pointer).toBe("/data/id");
    await db.education.delete({ where: { id } });
  });

  it("a create use case that declares it (expeditions) takes it too", async () => {
    const id = randomUUID();
    const res = await api("POST", "/api/v1/expeditions", {
      token: admin,
      body: {
        data: { type: "expeditions", id, attributes: { code: `X${run}`, name: `Exp ${run}` } },
      },
    });
    expect(res.status, JSON.stringify(res.body.errors)).toBe(201);
    expect(one(res.body).id).toBe(id);
    await db.expedition.delete({ where: { id } });
  });

  it("403 for a malformed UUID and for resources whose ids the server chooses", async () => {
    const bad = await api("POST", "/api/v1/educations", {
      token: admin,
      body: education({ name: `M${run}` }, "not-a-uuid"),
    });
    expect(bad.status).toBe(403);
    expect(firstError(bad.body).source?.pointer).toBe("/data/id");
    const office = await api("POST", "/api/v1/offices", {
      token: admin,
      body: { data: { type: "offices", id: randomUUID(), attributes: { name: "x" } } },
    });
    expect(office.status).toBe(403);
    expect(firstError(office.body).source?.pointer).toBe("/data/id");
  });
});

describe("every answer under /api/v1 is a JSON:API document", () => {
  it("POST and DELETE on a relationship route: 405 with Allow", async () => {
    for (const method of ["POST", "DELETE"]) {
      const res = await api(method, "/api/v1/roles/x/relationships/permissions", {
        token: admin,
        body: { data: [] },
      });
      expect(res.status, method).toBe(405);
      expect(firstError(res.body).status).toBe("405");
      expect(res.headers.get("allow")).toBe("GET, PATCH, HEAD");
    }
  });

  it("a method a route does not have: 405 JSON:API", async () => {
    const put = await api("PUT", "/api/v1/provinces", { token: admin, body: { data: [] } });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, POST, HEAD");
    const login = await api("GET", "/api/v1/login");
    expect(login.status).toBe(405);
    expect(login.headers.get("allow")).toBe("POST");
  });

  it("a path no route serves: 404 JSON:API", async () => {
    for (const path of [
      "/api/v1",
      "/api/v1/provinces/11/cities/x/y",
      "/api/v1/provinces/11/relationships/cities/x",
      "/api/v1/offices/-actions/nothing/x",
    ]) {
      const res = await api("GET", path, { token: admin });
      expect(res.status, path).toBe(404);
      expect(firstError(res.body).status, path).toBe("404");
    }
  });
});
