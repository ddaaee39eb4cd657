// Admin > Master > Users over real HTTP (docs/admin-setup.md): POST users, PATCH users/{id} with
// the admin fields, the roles relationship replaced, and who may do it. Every user made here has
// an address unique to the run and is soft-deleted afterwards.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { api, firstError, login, type JsonApiResource } from "../support/api";

const run = Date.now().toString(36);
const email = (n: string) => `uji-user-${n}-${run}@erp.test`;
const one = (doc: { data?: unknown }) => doc.data as JsonApiResource;
const list = (doc: { data?: unknown }) => doc.data as JsonApiResource[];

let admin: string;
let stockist: string;
let mitra: string;
let stkOffice: string;
let pusatOffice: string;
let roleStockist: string;
let roleGudang: string;
let roleKasir: string;

function userDoc(
  attrs: Record<string, unknown>,
  office: string | null,
  roles: string[] | null,
): Record<string, unknown> {
  const relationships: Record<string, unknown> = {};
  if (office) relationships.office = { data: { type: "offices", id: office } };
  if (roles) relationships.roles = { data: roles.map((id) => ({ type: "roles", id })) };
  return { data: { type: "users", attributes: attrs, relationships } };
}

const password = "rahasiaBaru1";

async function createUser(name: string, office: string, roles: string[]) {
  const res = await api("POST", "/api/v1/users", {
    token: admin,
    body: userDoc(
      { name: `Uji ${name}`, email: email(name), password, password_confirmation: password },
      office,
      roles,
    ),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return one(res.body).id;
}

beforeAll(async () => {
  [admin, stockist, mitra] = await Promise.all([
    login("admin@erp.test"),
    login("stockist@erp.test"),
    login("mitra@erp.test"),
  ]);
  const db = connectTestDb();
  try {
    const offices = await db.office.findMany({
      where: { code: { in: ["STK-001", "PUSAT"] } },
      select: { id: true, code: true },
    });
    stkOffice = offices.find((o) => o.code === "STK-001")!.id;
    pusatOffice = offices.find((o) => o.code === "PUSAT")!.id;
    const roles = await db.role.findMany({
      where: { name: { in: ["stockist", "gudang", "kasir"] } },
      select: { id: true, name: true },
    });
    roleStockist = roles.find((r) => r.name === "stockist")!.id;
    roleGudang = roles.find((r) => r.name === "gudang")!.id;
    roleKasir = roles.find((r) => r.name === "kasir")!.id;
  } finally {
    await db.$disconnect();
  }
});

afterAll(async () => {
  const db = connectTestDb();
  try {
    // Soft delete: other tables may point at these users (logs, notifications).
    await db.user.updateMany({
      where: { email: { startsWith: "uji-user-" }, deletedAt: null },
      data: { deletedAt: new Date(), isActive: false },
    });
  } finally {
    await db.$disconnect();
  }
});

describe("POST users", () => {
  it("creates a user with office and roles; the new user signs in with the password", async () => {
    const res = await api("POST", "/api/v1/users?include=roles,office", {
      token: admin,
      body: userDoc(
        {
          name: "Uji Gudang Baru",
          email: email("a").toUpperCase(),
          phone: "0812 3456",
          password,
          password_confirmation: password,
        },
        pusatOffice,
        [roleGudang, roleKasir],
      ),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.headers.get("location")).toMatch(/\/api\/v1\/users\//);
    const user = one(res.body);
    expect(user.attributes).toMatchObject({
      name: "Uji Gudang Baru",
      email: email("a"),
      is_active: true,
      office_id: pusatOffice,
    });
    expect(user.attributes).not.toHaveProperty("password");
    expect(user.attributes).not.toHaveProperty("password_hash");
    const roles = user.relationships?.roles?.data as { id: string }[];
    expect(roles.map((r) => r.id).sort()).toEqual([roleGudang, roleKasir].sort());
    const token = await login(email("a"), password);
    const me = await api("GET", "/api/v1/users/-actions/me", { token });
    expect(me.status).toBe(200);
    const db = connectTestDb();
    try {
      const row = await db.user.findUnique({ where: { email: email("a") } });
      expect(row?.passwordHash).toMatch(/^\$2[aby]\$/);
      expect(row?.passwordHash).not.toContain(password);
    } finally {
      await db.$disconnect();
    }
  });

  it("answers 409 for an email that is taken, with a pointer", async () => {
    const res = await api("POST", "/api/v1/users", {
      token: admin,
      body: userDoc(
        { name: "Dup", email: "admin@erp.test", password, password_confirmation: password },
        pusatOffice,
        [roleGudang],
      ),
    });
    expect(res.status).toBe(409);
    expect(firstError(res.body)).toMatchObject({
      detail: "Email sudah terdaftar",
      source: { pointer: "/data/attributes/email" },
    });
  });

  it("answers 422 per field: password confirmation, roles, office, unknown role", async () => {
    const mismatch = await api("POST", "/api/v1/users", {
      token: admin,
      body: userDoc(
        { name: "X", email: email("x"), password, password_confirmation: "lain12345" },
        pusatOffice,
        [roleGudang],
      ),
    });
    expect(mismatch.status).toBe(422);
    expect(firstError(mismatch.body)).toMatchObject({
      detail: "Konfirmasi password tidak sama",
      source: { pointer: "/data/attributes/password_confirmation" },
    });

    const missing = await api("POST", "/api/v1/users", {
      token: admin,
      body: userDoc({ name: "", email: "bukan-email", password: "pendek" }, null, null),
    });
    expect(missing.status).toBe(422);
    const pointers = (missing.body.errors ?? []).map((e) => e.source?.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining([
        "/data/attributes/name",
        "/data/attributes/email",
        "/data/attributes/password",
        "/data/relationships/office",
        "/data/relationships/roles",
      ]),
    );

    const unknownRole = await api("POST", "/api/v1/users", {
      token: admin,
      body: userDoc(
        { name: "X", email: email("y"), password, password_confirmation: password },
        pusatOffice,
        ["00000000-0000-4000-8000-000000000000"],
      ),
    });
    expect(unknownRole.status).toBe(422);
    expect(firstError(unknownRole.body)).toMatchObject({
      detail: "Role tidak ditemukan",
      source: { pointer: "/data/relationships/roles" },
    });

    const noRoles = await api("POST", "/api/v1/users", {
      token: admin,
      body: userDoc(
        { name: "X", email: email("z"), password, password_confirmation: password },
        pusatOffice,
        [],
      ),
    });
    expect(noRoles.status).toBe(422);
    expect(firstError(noRoles.body).detail).toBe("Pilih minimal satu role");
  });

  it("refuses other offices (403) and anonymous callers (401)", async () => {
    const body = userDoc(
      { name: "X", email: email("s"), password, password_confirmation: password },
      stkOffice,
      [roleStockist],
    );
    const byStockist = await api("POST", "/api/v1/users", { token: stockist, body });
    expect(byStockist.status).toBe(403);
    const byMitra = await api("POST", "/api/v1/users", { token: mitra, body });
    expect(byMitra.status).toBe(403);
    const anonymous = await api("POST", "/api/v1/users", { body });
    expect(anonymous.status).toBe(401);
  });
});

describe("PATCH users/{id} and the roles relationship", () => {
  it("changes admin fields, replaces the roles and sets a new password", async () => {
    const id = await createUser("b", pusatOffice, [roleGudang, roleKasir]);
    const newPassword = "gantiPassword9";
    const res = await api("PATCH", `/api/v1/users/${id}`, {
      token: admin,
      body: {
        data: {
          type: "users",
          id,
          attributes: {
            name: "Uji B Diubah",
            password: newPassword,
            password_confirmation: newPassword,
          },
          relationships: { roles: { data: [{ type: "roles", id: roleKasir }] } },
        },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(one(res.body).attributes.name).toBe("Uji B Diubah");
    const roles = await api("GET", `/api/v1/users/${id}/roles`, { token: admin });
    expect(roles.status).toBe(200);
    expect(list(roles.body).map((r) => r.id)).toEqual([roleKasir]);
    expect(list(roles.body)[0]!.type).toBe("roles");
    await login(email("b"), newPassword);
    const old = await api("POST", "/api/v1/login", {
      body: { email: email("b"), password },
      headers: { "Content-Type": "application/json" },
    });
    expect(old.status).toBe(401);
  });

  it("PATCH users/{id}/relationships/roles replaces the set", async () => {
    const id = await createUser("c", pusatOffice, [roleGudang]);
    const res = await api("PATCH", `/api/v1/users/${id}/relationships/roles`, {
      token: admin,
      body: {
        data: [
          { type: "roles", id: roleKasir },
          { type: "roles", id: roleGudang },
        ],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.data as { id: string }[]).map((r) => r.id).sort()).toEqual(
      [roleGudang, roleKasir].sort(),
    );
    const byStockist = await api("PATCH", `/api/v1/users/${id}/relationships/roles`, {
      token: stockist,
      body: { data: [{ type: "roles", id: roleStockist }] },
    });
    expect(byStockist.status).toBe(403);
  });

  it("deactivating a user blocks the sign-in; a taken email is 409", async () => {
    const id = await createUser("d", pusatOffice, [roleGudang]);
    const taken = await api("PATCH", `/api/v1/users/${id}`, {
      token: admin,
      body: { data: { type: "users", id, attributes: { email: "kasir@erp.test" } } },
    });
    expect(taken.status).toBe(409);
    expect(firstError(taken.body).source?.pointer).toBe("/data/attributes/email");
    const off = await api("PATCH", `/api/v1/users/${id}`, {
      token: admin,
      body: { data: { type: "users", id, attributes: { is_active: false } } },
    });
    expect(off.status).toBe(200);
    expect(one(off.body).attributes.is_active).toBe(false);
    const signIn = await api("POST", "/api/v1/login", {
      body: { email: email("d"), password },
      headers: { "Content-Type": "application/json" },
    });
    expect(signIn.status).toBe(401);
  });

  it("a stockist cannot change users: other offices are 404, its own office's admin fields 403", async () => {
    const pusatUser = await createUser("e", pusatOffice, [roleGudang]);
    const foreign = await api("PATCH", `/api/v1/users/${pusatUser}`, {
      token: stockist,
      body: { data: { type: "users", id: pusatUser, attributes: { name: "Diretas" } } },
    });
    expect(foreign.status).toBe(404);
    const ownOfficeUser = await createUser("f", stkOffice, [roleStockist]);
    const own = await api("PATCH", `/api/v1/users/${ownOfficeUser}`, {
      token: stockist,
      body: { data: { type: "users", id: ownOfficeUser, attributes: { is_active: false } } },
    });
    expect(own.status).toBe(403);
  });
});

describe("GET users", () => {
  it("filters by office category and searches; a bad filter is 400", async () => {
    const res = await api(
      "GET",
      "/api/v1/users?filter[office_category_id]=4&include=office,roles&page[size]=100",
      { token: admin },
    );
    expect(res.status).toBe(200);
    const users = list(res.body);
    expect(users.length).toBeGreaterThan(0);
    const offices = (res.body.included ?? []).filter((r) => r.type === "offices");
    expect(offices.every((o) => o.attributes.office_category_id === 4)).toBe(true);
    const search = await api("GET", "/api/v1/users?filter[search]=stockist@erp", {
      token: admin,
    });
    expect(list(search.body).map((u) => u.attributes.email)).toContain("stockist@erp.test");
    const bad = await api("GET", "/api/v1/users?filter[office_category_id]=x", { token: admin });
    expect(bad.status).toBe(400);
    expect(firstError(bad.body).source?.parameter).toBe("filter[office_category_id]");
  });

  it("roles: list (page size 5 by default), one role, and create needs the permission", async () => {
    const roles = await api("GET", "/api/v1/roles", { token: admin });
    expect(roles.status).toBe(200);
    expect(list(roles.body)).toHaveLength(5);
    const role = await api("GET", `/api/v1/roles/${roleKasir}`, { token: admin });
    expect(one(role.body).attributes.name).toBe("kasir");
    const denied = await api("POST", "/api/v1/roles", {
      token: stockist,
      body: { data: { type: "roles", attributes: { name: `uji-${run}` } } },
    });
    expect(denied.status).toBe(403);
  });
});
