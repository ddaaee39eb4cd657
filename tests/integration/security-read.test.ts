// What may be READ (issue 9 §3, §4; docs/security-data.md), each finding before and after:
//   - personal office attributes (NIK, birthdate, spouse, heir, bank, NPWP) reach only the office,
//     its registrar and Pusat with offices.view-personal; members' contact data only the member,
//     its registrar, its direct upline and Pusat — in lists, reads, includes, lookups and exports;
//   - a self-registered account with no office and no role reads its own account and nothing else;
//     purchase_price is for Pusat with products.view-purchase-price;
//   - mail and WhatsApp logs never hold a PIN, a verification code or a reset token;
//   - to-one linkage names only rows the caller may read;
//   - an include that would load more than the cap is a 400 that names the include parameter.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { api, firstError, login, type JsonApiResource } from "../support/api";
import { lastOutboxMessage, outboxMessages } from "../support/outbox";
import type { Db } from "@/server/prisma-client";
import { hashPassword } from "@/server/auth/password";
import { loadActor, type Actor } from "@/server/auth/actor";
import { exportMitra } from "@/server/offices/export-mitra";

const TAG = `SR${Date.now().toString(36).toUpperCase()}`;
const PASSWORD = "rahasia123";
const PERSONAL = [
  "ktp_number",
  "birthdate",
  "spouse_name",
  "spouse_birthdate",
  "devisor_name",
  "devisor_birthdate",
  "bank_account_number",
  "bank_account_name",
  "bank_branch_name",
  "npwp_number",
  "npwp_name",
  "sex",
  "marital_status",
] as const;
const CONTACT = ["address", "address2", "phone", "email", "postal_code"] as const;

let db: Db;
const tokens: Record<string, string> = {};
let mitraOfficeId: string;
let scOfficeId: string;
/** A member registered by SC-001 whose upline is MU-0000001 (mitra@). */
let member: { id: string; code: string; ktp: string };
let memberUserId: string;
let noOffice: { id: string; email: string; token: string };
const createdUsers: string[] = [];

const one = (doc: { data?: unknown }) => doc.data as JsonApiResource;
const list = (doc: { data?: unknown }) => doc.data as JsonApiResource[];
const fakeIp = () => `10.91.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

async function officeId(code: string): Promise<string> {
  return (await db.office.findUniqueOrThrow({ where: { code }, select: { id: true } })).id;
}

beforeAll(async () => {
  db = connectTestDb();
  for (const who of ["admin", "gudang", "bonus", "penjualan", "stockist", "sc", "mitra"])
    tokens[who] = await login(`${who}@erp.test`);
  mitraOfficeId = await officeId("MU-0000001");
  scOfficeId = await officeId("SC-001");
  const ktp = `35${String(Date.now()).slice(-12)}01`;
  const office = await db.office.create({
    data: {
      code: `${TAG}-M`,
      name: `Anggota ${TAG}`,
      officeType: "member",
      officeCategoryId: 5,
      registrarOfficeId: scOfficeId,
      officeReferralId: mitraOfficeId,
      ktpNumber: ktp,
      birthdate: new Date("1990-05-17"),
      spouseName: "Pasangan Rahasia",
      bankAccountNumber: "1234567890",
      npwpNumber: "01.234.567.8-901.000",
      address: "Jl. Rahasia 1",
      phone: "081299990000",
    },
  });
  member = { id: office.id, code: office.code, ktp };
  const user = await db.user.create({
    data: {
      email: `${TAG.toLowerCase()}-m@erp.test`,
      name: `Anggota ${TAG}`,
      passwordHash: await hashPassword(PASSWORD),
      officeId: office.id,
      emailVerifiedAt: new Date(),
    },
  });
  memberUserId = user.id;
  createdUsers.push(user.id);

  // Open registration: an account with no office and no role.
  const email = `${TAG.toLowerCase()}-daftar@erp.test`;
  const reg = await api("POST", "/api/v1/register", {
    body: { name: "Pendaftar", email, password: PASSWORD, password_confirmation: PASSWORD },
    headers: { "Content-Type": "application/json", "X-Forwarded-For": fakeIp() },
  });
  expect(reg.status, JSON.stringify(reg.body)).toBe(201);
  createdUsers.push(one(reg.body).id);
  noOffice = { id: one(reg.body).id, email, token: await login(email) };
});

afterAll(async () => {
  await db.mailLog.deleteMany({ where: { to: { contains: TAG.toLowerCase() } } });
  await db.whatsappLog.deleteMany({ where: { officeId: member.id } });
  await db.passwordReset.deleteMany({ where: { userId: { in: createdUsers } } });
  await db.refreshToken.deleteMany({ where: { userId: { in: createdUsers } } });
  await db.user.deleteMany({ where: { id: { in: createdUsers } } });
  await db.office.deleteMany({ where: { id: member.id } });
  await db.$disconnect();
});

function expectHidden(attrs: Record<string, unknown>, names: readonly string[]) {
  for (const n of names) expect(attrs, `${n} must be omitted`).not.toHaveProperty(n);
}

describe("personal office attributes", () => {
  it("the upline (a member) reads the downline without NIK, birthdate, spouse, bank, NPWP — in the read, the list and an include", async () => {
    // Before: GET /offices/{downline} as the upline returned ktp_number, birthdate, spouse_name...
    const read = await api("GET", `/api/v1/offices/${member.id}`, { token: tokens.mitra });
    expect(read.status).toBe(200);
    const attrs = one(read.body).attributes;
    expect(attrs.code).toBe(member.code);
    expectHidden(attrs, PERSONAL);
    // The direct upline still reaches its downline by phone.
    expect(attrs.phone).toBe("081299990000");

    const listed = await api("GET", `/api/v1/offices?filter[code]=${member.code}`, {
      token: tokens.mitra,
    });
    expect(listed.status).toBe(200);
    expect(list(listed.body)).toHaveLength(1);
    expectHidden(list(listed.body)[0]!.attributes, PERSONAL);

    const included = await api("GET", `/api/v1/offices/${mitraOfficeId}?include=downlines`, {
      token: tokens.mitra,
    });
    expect(included.status).toBe(200);
    const own = one(included.body).attributes;
    expect(own).toHaveProperty("ktp_number"); // its own record: everything
    const down = included.body.included?.find((r) => r.id === member.id);
    expect(down).toBeDefined();
    expectHidden(down!.attributes, PERSONAL);
    expect(JSON.stringify(included.body)).not.toContain(member.ktp);
  });

  it("the registrar, Pusat with offices.view-personal and the member itself read everything; Pusat without it reads no personal data", async () => {
    for (const who of ["sc", "admin", "bonus"]) {
      const res = await api("GET", `/api/v1/offices/${member.id}`, { token: tokens[who] });
      expect(res.status, who).toBe(200);
      expect(one(res.body).attributes, who).toMatchObject({
        ktp_number: member.ktp,
        birthdate: "1990-05-17",
        spouse_name: "Pasangan Rahasia",
        bank_account_number: "1234567890",
      });
    }
    const self = await login(`${TAG.toLowerCase()}-m@erp.test`);
    const own = await api("GET", `/api/v1/offices/${member.id}`, { token: self });
    expect(own.status).toBe(200);
    expect(one(own.body).attributes.ktp_number).toBe(member.ktp);

    const gudang = await api("GET", `/api/v1/offices/${member.id}`, { token: tokens.gudang });
    expect(gudang.status).toBe(200);
    expectHidden(one(gudang.body).attributes, PERSONAL);
    expect(one(gudang.body).attributes.phone).toBe("081299990000");
  });

  it("saldo and deposit are the office's own and Pusat's: the upline reads neither, nor sorts by them", async () => {
    // Before: the upline read `balance` of its downline in the same document as its code.
    const upline = await api("GET", `/api/v1/offices/${member.id}`, { token: tokens.mitra });
    expect(upline.status).toBe(200);
    expectHidden(one(upline.body).attributes, ["balance", "deposit_balance"]);
    const own = await api("GET", `/api/v1/offices/${mitraOfficeId}`, { token: tokens.mitra });
    expect(one(own.body).attributes).toHaveProperty("balance");
    const pusat = await api("GET", `/api/v1/offices/${member.id}`, { token: tokens.gudang });
    expect(one(pusat.body).attributes).toHaveProperty("balance");
    expect(one(pusat.body).attributes).toHaveProperty("deposit_balance");

    const sorted = await api("GET", "/api/v1/offices?sort=-balance", { token: tokens.stockist });
    expect(sorted.status).toBe(400);
    expect(firstError(sorted.body)?.source).toEqual({ parameter: "sort" });
    const adminSorted = await api("GET", "/api/v1/offices?sort=-balance", {
      token: tokens.admin,
    });
    expect(adminSorted.status).toBe(200);
  });

  it("another stockist gets 404 for the record, and simple-offices shows it code and name only", async () => {
    const read = await api("GET", `/api/v1/offices/${member.id}`, { token: tokens.stockist });
    expect(read.status).toBe(404);
    // Before: simple-offices listed every member's address and phone to every branch.
    const lookup = await api(
      "GET",
      `/api/v1/simple-offices?filter[code]=${member.code}&include=office`,
      { token: tokens.stockist },
    );
    expect(lookup.status).toBe(200);
    const row = list(lookup.body)[0]!;
    expect(row.attributes).toMatchObject({ code: member.code, name: `Anggota ${TAG}` });
    expectHidden(row.attributes, CONTACT);
    // The office behind the lookup row is not the stockist's to read: no linkage, no include.
    expect(row.relationships?.office?.data).toBeNull();
    expect(lookup.body.included ?? []).toHaveLength(0);
    expect(JSON.stringify(lookup.body)).not.toContain("081299990000");

    const sc = await api("GET", `/api/v1/simple-offices?filter[code]=${member.code}`, {
      token: tokens.sc,
    });
    expect(list(sc.body)[0]!.attributes.phone).toBe("081299990000");
  });

  it("the member CSV applies the same rules: a Pusat exporter without offices.view-personal gets no NIK", async () => {
    const gudang = await db.user.findUniqueOrThrow({ where: { email: "gudang@erp.test" } });
    const base = (await loadActor(db, gudang.id, "bearer")) as Actor;
    const exporter: Actor = { ...base, permissions: new Set(["offices.export"]) };
    const csv = await exportMitra(db, { search: member.code }, exporter);
    const line = csv.split("\r\n").find((l) => l.startsWith(member.code));
    expect(line).toBeDefined();
    expect(line).not.toContain(member.ktp);
    expect(line).toContain("081299990000"); // Pusat reads members' contact data

    const withPersonal: Actor = {
      ...base,
      permissions: new Set(["offices.export", "offices.view-personal"]),
    };
    const full = await exportMitra(db, { search: member.code }, withPersonal);
    expect(full).toContain(member.ktp);
  });
});

describe("a self-registered account with no office and no role", () => {
  it("reads its own account and nothing else (before: products with purchase_price, prices, promos, tariffs, menus)", async () => {
    for (const type of [
      "products",
      "product-prices",
      "product-promos",
      "expedition-details",
      "menus",
      "offices",
      "simple-offices",
      "provinces",
    ]) {
      const res = await api("GET", `/api/v1/${type}`, { token: noOffice.token });
      expect(res.status, type).toBe(403);
      expect(firstError(res.body).code).toBe("FORBIDDEN");
    }
    const users = await api("GET", "/api/v1/users", { token: noOffice.token });
    expect(users.status).toBe(200);
    expect(list(users.body).map((u) => u.id)).toEqual([noOffice.id]);
    const self = await api("GET", `/api/v1/users/${noOffice.id}`, { token: noOffice.token });
    expect(self.status).toBe(200);
    const me = await api("GET", "/api/v1/users/-actions/me", { token: noOffice.token });
    expect(me.status).toBe(200);
    const other = await api("GET", `/api/v1/users/${memberUserId}`, { token: noOffice.token });
    expect(other.status).toBe(404);
  });

  it("purchase_price is read only by Pusat with products.view-purchase-price", async () => {
    const admin = await api("GET", "/api/v1/products?page[size]=1", { token: tokens.admin });
    expect(list(admin.body)[0]!.attributes).toHaveProperty("purchase_price");
    for (const who of ["penjualan", "stockist", "mitra"]) {
      const res = await api("GET", "/api/v1/products?page[size]=3", { token: tokens[who] });
      expect(res.status, who).toBe(200);
      for (const p of list(res.body))
        expect(p.attributes, who).not.toHaveProperty("purchase_price");
      // Nor can its order be read: sorting by it is refused.
      const sorted = await api("GET", "/api/v1/products?sort=-purchase_price", {
        token: tokens[who],
      });
      expect(sorted.status, who).toBe(400);
      expect(firstError(sorted.body).source?.parameter).toBe("sort");
    }
    const bySort = await api("GET", "/api/v1/products?sort=-purchase_price", {
      token: tokens.admin,
    });
    expect(bySort.status).toBe(200);
  });
});

describe("secrets never reach a log", () => {
  it("no PIN, verification code or reset token can be read back from the mail or WhatsApp log", async () => {
    // A reset link, a verification code (the registration above) and a member PIN.
    const pusatUser = await db.user.create({
      data: {
        email: `${TAG.toLowerCase()}-lupa@erp.test`,
        name: "Lupa",
        passwordHash: await hashPassword(PASSWORD),
        officeId: await officeId("PUSAT"),
        emailVerifiedAt: new Date(),
      },
    });
    createdUsers.push(pusatUser.id);
    const forgot = await api("POST", "/api/v1/password/forgot", {
      body: { code: "PUSAT", email: pusatUser.email },
      headers: { "Content-Type": "application/json", "X-Forwarded-For": fakeIp() },
    });
    expect(forgot.status).toBe(200);
    const pin = await api("POST", `/api/v1/member-pins/${member.id}/-actions/send`, {
      token: tokens.admin,
    });
    expect(pin.status, JSON.stringify(pin.body)).toBe(200);

    const token = /\/reset-password\/([A-Za-z0-9_-]{43})\//.exec(
      lastOutboxMessage(pusatUser.email, "password_reset"),
    )?.[1];
    const code = /: (\d{6})/.exec(lastOutboxMessage(noOffice.email, "email_verification"))?.[1];
    const pinValue = /PIN baru anda: (\d{6})/.exec(
      lastOutboxMessage("6281299990000", "member_pin"),
    )?.[1];
    const secrets = [token, code, pinValue];
    expect(secrets.every((s) => typeof s === "string" && s.length >= 6)).toBe(true);

    // Every log endpoint, every page an admin or Customer Service can open, and search.
    const cs = await login("cs@erp.test");
    const bodies: string[] = [];
    for (const [path, who] of [
      [`/api/v1/mail-logs?filter[search]=${TAG.toLowerCase()}&page[size]=100`, tokens.admin],
      [`/api/v1/whatsapp-logs?filter[office_id]=${member.id}&page[size]=100`, tokens.admin],
      [`/api/v1/whatsapp-logs?filter[office_type]=member&page[size]=100`, cs],
      [`/api/v1/member-pins?filter[search]=${member.code}`, tokens.admin],
    ] as const) {
      const res = await api("GET", path, { token: who });
      expect(res.status, path).toBe(200);
      bodies.push(JSON.stringify(res.body));
      for (const r of list(res.body)) {
        const one = await api("GET", `/api/v1/${r.type}/${r.id}`, { token: who });
        bodies.push(JSON.stringify(one.body));
      }
    }
    const all = bodies.join("\n");
    expect(all).toContain("/reset-password/•••/");
    expect(all).toContain("Kode verifikasi email anda: •••");
    expect(all).toContain("PIN baru anda: •••");
    for (const s of secrets) expect(all).not.toContain(s!);
    // Search cannot be used as an oracle either.
    const probe = await api("GET", `/api/v1/whatsapp-logs?filter[search]=${pinValue}`, {
      token: tokens.admin,
    });
    expect(list(probe.body)).toHaveLength(0);
    // Nor does the database hold them.
    const rows = [
      ...(await db.mailLog.findMany({ where: { to: { contains: TAG.toLowerCase() } } })).map(
        (m) => m.body,
      ),
      ...(await db.whatsappLog.findMany({ where: { officeId: member.id } })).map((m) => m.message),
    ].join("\n");
    for (const s of secrets) expect(rows).not.toContain(s!);
    expect(outboxMessages().length).toBeGreaterThan(0);
  });
});

describe("relationship linkage names only readable rows", () => {
  it("a member's registrar is null for the upline, the id for the registrar itself", async () => {
    // Before: GET offices/{id}/relationships/registrar named SC-001 to the member upline.
    const rel = await api("GET", `/api/v1/offices/${member.id}/relationships/registrar`, {
      token: tokens.mitra,
    });
    expect(rel.status).toBe(200);
    expect(rel.body.data).toBeNull();
    const read = await api("GET", `/api/v1/offices/${member.id}`, { token: tokens.mitra });
    expect(one(read.body).relationships?.registrar?.data).toBeNull();
    // Its upline is the caller itself: readable, named.
    expect(one(read.body).relationships?.upline?.data).toEqual({
      type: "offices",
      id: mitraOfficeId,
    });

    const bySc = await api("GET", `/api/v1/offices/${member.id}/relationships/registrar`, {
      token: tokens.sc,
    });
    expect(bySc.body.data).toEqual({ type: "offices", id: scOfficeId });
    const byAdmin = await api("GET", `/api/v1/offices/${member.id}`, { token: tokens.admin });
    expect(one(byAdmin.body).relationships?.registrar?.data).toEqual({
      type: "offices",
      id: scOfficeId,
    });
  });
});

describe("one request cannot exhaust the server", () => {
  // How long the refusal takes is measured by bench/request-costs.ts.
  it("an include past the cap is a 400 on the include parameter (before: 53.6 MB, 91,561 rows)", async () => {
    const res = await api(
      "GET",
      "/api/v1/provinces?page[size]=100&include=cities.districts.villages",
      { token: tokens.mitra },
    );
    expect(res.status).toBe(400);
    const err = firstError(res.body);
    expect(err.code).toBe("BAD_REQUEST");
    expect(err.source?.parameter).toBe("include");
    expect(err.detail).toMatch(/lebih dari 1000/);

    const small = await api("GET", "/api/v1/provinces?page[size]=2&include=cities", {
      token: tokens.mitra,
    });
    expect(small.status).toBe(200);
    expect(small.body.included?.length).toBeGreaterThan(0);
  });
});
