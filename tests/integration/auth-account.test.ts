// GET users/-actions/me, register, email verification and change, password change, forgot/reset
// password, role switch.
import { lastOutboxMessage } from "../support/outbox";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/prisma-client";
import { hashPassword } from "@/server/auth/password";
import { randomToken, sha256Hex } from "@/server/auth/crypto";
import { loadActor } from "@/server/auth/actor";
import { switchRole } from "@/server/users/switch-role";
import { ensureOfficeWarehouses } from "@/server/offices/ensure-office-warehouses";
import { postStock } from "@/server/stock/post-stock";
import { jakartaToday } from "@/lib/business-date";
import { api, firstError, MEDIA_TYPE, type JsonApiDoc, type JsonApiResource } from "../support/api";
import { connectTestDb } from "../support/db";

let db: Db;
const created: string[] = [];
const PASSWORD = "rahasia-uji-123";
let passwordHash: string;

function fakeIp(): string {
  const n = () => Math.floor(Math.random() * 250) + 1;
  return `10.${n()}.${n()}.${n()}`;
}

function uniqueEmail(tag: string): string {
  return `auth-${tag}-${randomUUID().slice(0, 8)}@erp.test`;
}

async function createUser(opts: { officeId?: string; roles?: string[]; verified?: boolean } = {}) {
  const roles = opts.roles ? await db.role.findMany({ where: { name: { in: opts.roles } } }) : [];
  const user = await db.user.create({
    data: {
      email: uniqueEmail("akun"),
      name: "Uji Akun",
      passwordHash,
      emailVerifiedAt: opts.verified === false ? null : new Date(),
      officeId: opts.officeId,
      currentRoleId: roles[0]?.id,
      userRoles: { create: roles.map((r) => ({ roleId: r.id })) },
    },
  });
  created.push(user.id);
  return user;
}

async function signIn(
  email: string,
  password = PASSWORD,
): Promise<{ token: string; refresh: string }> {
  const res = await api("POST", "/api/v1/login", {
    body: { email, password },
    headers: { "Content-Type": "application/json", "X-Forwarded-For": fakeIp() },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const data = res.body.data as JsonApiResource;
  return { token: String(data.attributes.token), refresh: String(data.attributes.refresh_token) };
}

/** The latest code mailed to `to` (no SMTP in tests: the outbox; the mail log masks it). */
async function mailedCode(to: string): Promise<string> {
  const mail = await db.mailLog.findFirstOrThrow({
    where: { to, template: "email_verification" },
    orderBy: { createdAt: "desc" },
  });
  expect(mail.status).toBe("logged");
  expect(mail.body).toContain("Kode verifikasi email anda: •••");
  const text = lastOutboxMessage(to, "email_verification");
  const m = /Kode verifikasi email anda: (\d{6})/.exec(text);
  if (!m?.[1]) throw new Error(`no code in ${text}`);
  return m[1];
}

function attrs(doc: JsonApiDoc): Record<string, unknown> {
  return (doc.data as JsonApiResource).attributes;
}

function pointers(doc: JsonApiDoc) {
  return doc.errors?.map((e) => [e.source?.pointer, e.detail]);
}

beforeAll(async () => {
  db = connectTestDb();
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(async () => {
  await db.user.deleteMany({ where: { id: { in: created } } });
  await db.$disconnect();
});

describe("GET /api/v1/users/-actions/me", () => {
  it("gives a stockist the session user of SPEC §3 with the partner period", async () => {
    const { token } = await signIn("stockist@erp.test", "rahasia123");
    const res = await api("GET", "/api/v1/users/-actions/me", { token });
    expect(res.status).toBe(200);
    const data = res.body.data as JsonApiResource;
    const user = await db.user.findUniqueOrThrow({
      where: { email: "stockist@erp.test" },
      include: { office: true },
    });
    const office = user.office!;
    expect(data.type).toBe("users");
    expect(data.id).toBe(user.id);
    const a = data.attributes;
    expect(a).toMatchObject({
      uuid: user.id,
      name: user.name,
      email: "stockist@erp.test",
      current_role: "stockist",
      roles: ["stockist"],
      office_id: office.id,
      office_code: "STK-001",
      office_area_code: office.areaId,
      office_name: office.name,
      office_category_id: 4,
      office_type: "stockist",
      email_changed: false,
      verify_email: true,
      client_min_version: "0.10.40",
    });
    for (const key of [
      "phone",
      "avatar",
      "avatar_filename",
      "sex",
      "email_verified_at",
      "is_pbs_activated",
      "is_bonus_period",
      "current_office_commission",
    ])
      expect(a).toHaveProperty(key);
    const permissions = a.permissions as string[];
    expect(permissions).toContain("stock-movements.send");
    expect(permissions).toEqual([...permissions].sort());
    expect(new Set(permissions).size).toBe(permissions.length);

    const period = await db.memberPeriod.findFirstOrThrow({
      where: { status: "open" },
      orderBy: { startDate: "desc" },
    });
    expect(a.current_period).toEqual({
      name: period.name,
      start_date: period.startDate.toISOString().slice(0, 10),
      end_date: period.endDate.toISOString().slice(0, 10),
    });
    expect(a.is_bonus_period).toBe(period.isBonusPeriod);

    // The figures themselves are checked on an office made for the purpose (next test).
    expect(a.dashboard_stats).toEqual({
      offices_downline: expect.any(Number),
      stock_total_quantity: expect.any(Number),
      unread_notifications: expect.any(Number),
    });
  });

  it("counts dashboard_stats from the office and notifications made here", async () => {
    const tag = randomUUID().slice(0, 6).toUpperCase();
    const newOffice = (code: string, referralId: string | null, deleted = false) =>
      db.office.create({
        data: {
          code: `AU-${tag}-${code}`,
          name: `Uji Akun ${tag} ${code}`,
          officeType: "stockist",
          officeCategoryId: 4,
          phone: "0811111111",
          officeReferralId: referralId,
          deletedAt: deleted ? new Date() : null,
        },
      });
    const office = await newOffice("STK", null);
    // Two live downline offices and one deleted (not counted).
    const downline = [
      await newOffice("D1", office.id),
      await newOffice("D2", office.id),
      await newOffice("D3", office.id, true),
    ];
    const [main] = await ensureOfficeWarehouses(db, office);
    const product = await db.product.findFirstOrThrow({ where: { deletedAt: null } });
    await db.$transaction((tx) =>
      postStock(
        tx,
        {
          businessDate: jakartaToday(),
          lines: [
            {
              warehouseId: main?.id ?? "",
              productId: product.id,
              quantity: 7,
              type: "adjustment",
              sourceType: "stocks",
              sourceId: null,
              description: `Stok uji akun ${tag}`,
            },
          ],
        },
        { userId: null },
      ),
    );
    const user = await createUser({ officeId: office.id, roles: ["stockist"] });
    // Three notifications, one of them read.
    await db.notification.createMany({
      data: [null, null, new Date()].map((readAt, i) => ({
        userId: user.id,
        name: `Uji ${tag} ${i}`,
        readAt,
      })),
    });
    try {
      const { token } = await signIn(user.email);
      const res = await api("GET", "/api/v1/users/-actions/me", { token });
      expect(res.status).toBe(200);
      expect(attrs(res.body).dashboard_stats).toEqual({
        offices_downline: 2,
        stock_total_quantity: 7,
        unread_notifications: 2,
      });
    } finally {
      await db.office.updateMany({
        where: { id: { in: [office.id, ...downline.map((d) => d.id)] }, deletedAt: null },
        data: { deletedAt: new Date() },
      });
    }
  });

  it("gives a head-office user the general period", async () => {
    const { token } = await signIn("admin@erp.test", "rahasia123");
    const res = await api("GET", "/api/v1/users/-actions/me", { token });
    expect(res.status).toBe(200);
    const a = attrs(res.body);
    const period = await db.period.findFirstOrThrow({
      where: { status: "open" },
      orderBy: { startDate: "desc" },
    });
    expect((a.current_period as { name: string }).name).toBe(period.name);
    expect(a.roles).toEqual(expect.arrayContaining(["superadmin", "admin"]));
    expect(a.office_category_id).toBe(1);
  });

  it("answers 401 without a token or with a bad one, and 406 for a JSON:API Accept with parameters only", async () => {
    expect((await api("GET", "/api/v1/users/-actions/me")).status).toBe(401);
    const bad = await api("GET", "/api/v1/users/-actions/me", { token: "bukan.token.valid" });
    expect(bad.status).toBe(401);
    const { token } = await signIn("kasir@erp.test", "rahasia123");
    const res = await api("GET", "/api/v1/users/-actions/me", {
      token,
      headers: { Accept: `${MEDIA_TYPE}; ext=x` },
    });
    expect(res.status).toBe(406);
    expect(firstError(res.body).status).toBe("406");
  });
});

describe("POST /api/v1/register and email verification", () => {
  it("creates a user without office and roles, mails a code, and the code verifies the email", async () => {
    const email = uniqueEmail("daftar");
    const res = await api("POST", "/api/v1/register", {
      body: {
        name: "Pendaftar Baru",
        email: email.toUpperCase(),
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
      headers: { "Content-Type": "application/json", "X-Forwarded-For": fakeIp() },
    });
    expect(res.status).toBe(201);
    const data = res.body.data as JsonApiResource;
    created.push(data.id);
    expect(res.headers.get("location")).toContain(`/api/v1/users/${data.id}`);
    expect(data.attributes).toMatchObject({
      email,
      name: "Pendaftar Baru",
      office_id: null,
      roles: [],
      permissions: [],
      verify_email: false,
    });
    const user = await db.user.findUniqueOrThrow({
      where: { id: data.id },
      include: { userRoles: true },
    });
    expect(user.officeId).toBeNull();
    expect(user.userRoles).toHaveLength(0);

    const code = await mailedCode(email);
    const verification = await db.emailVerification.findFirstOrThrow({
      where: { userId: user.id },
    });
    expect(verification.codeHash).not.toContain(code);
    const { token } = await signIn(email);
    const wrong = await api("PATCH", `/api/v1/users/${user.id}/-actions/verify-email`, {
      token,
      body: { token: code === "000000" ? "111111" : "000000" },
    });
    expect(wrong.status).toBe(422);
    expect(firstError(wrong.body)).toMatchObject({
      detail: "Kode verifikasi salah",
      source: { pointer: "/data/attributes/token" },
    });
    const ok = await api("PATCH", `/api/v1/users/${user.id}/-actions/verify-email`, {
      token,
      body: { token: code },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.meta?.message).toBe("Email berhasil diverifikasi");
    expect(attrs(ok.body)).toMatchObject({ verify_email: true, email, email_changed: false });
  });

  it("answers 422 per field", async () => {
    const headers = { "X-Forwarded-For": fakeIp() };
    const empty = await api("POST", "/api/v1/register", { body: {}, headers });
    expect(empty.status).toBe(422);
    expect(pointers(empty.body)).toEqual([
      ["/data/attributes/name", "Kolom wajib diisi"],
      ["/data/attributes/email", "Kolom wajib diisi"],
      ["/data/attributes/password", "Kolom wajib diisi"],
      ["/data/attributes/password_confirmation", "Kolom wajib diisi"],
    ]);
    const invalid = await api("POST", "/api/v1/register", {
      body: {
        name: "X",
        email: "bukan-email",
        password: "pendek",
        password_confirmation: "pendek",
      },
      headers,
    });
    expect(pointers(invalid.body)).toEqual([
      ["/data/attributes/email", "Email tidak valid"],
      ["/data/attributes/password", "Password minimal 8 karakter"],
    ]);
    const mismatch = await api("POST", "/api/v1/register", {
      body: {
        name: "X",
        email: uniqueEmail("x"),
        password: PASSWORD,
        password_confirmation: `${PASSWORD}!`,
      },
      headers,
    });
    expect(mismatch.status).toBe(422);
    expect(pointers(mismatch.body)).toEqual([
      ["/data/attributes/password_confirmation", "Konfirmasi password tidak sama"],
    ]);
  });

  it("answers 409 for a registered email (any case) and 429 after 10 registrations from one IP", async () => {
    const ip = fakeIp();
    const body = {
      name: "X",
      email: "ADMIN@erp.test",
      password: PASSWORD,
      password_confirmation: PASSWORD,
    };
    for (let i = 0; i < 10; i++) {
      const res = await api("POST", "/api/v1/register", {
        body,
        headers: { "X-Forwarded-For": ip },
      });
      expect(res.status).toBe(409);
      expect(firstError(res.body)).toMatchObject({
        detail: "Email sudah terdaftar",
        source: { pointer: "/data/attributes/email" },
      });
    }
    const limited = await api("POST", "/api/v1/register", {
      body,
      headers: { "X-Forwarded-For": ip },
    });
    expect(limited.status).toBe(429);
    expect(firstError(limited.body).detail).toBe("Terlalu banyak permintaan");
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("resends a code (the newest one counts), refuses a verified email and limits resends", async () => {
    const user = await createUser({ verified: false });
    const { token } = await signIn(user.email);
    const ip = fakeIp();
    const first = await api("POST", "/api/v1/email/verify/resend", {
      token,
      headers: { "X-Forwarded-For": ip },
    });
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({
      message: "Kode verifikasi sudah dikirim ke email anda",
      email: user.email,
    });
    const oldCode = await mailedCode(user.email);
    const second = await api("POST", "/api/v1/email/verify/resend", {
      token,
      headers: { "X-Forwarded-For": ip },
    });
    expect(second.status).toBe(200);
    const newCode = await mailedCode(user.email);
    if (oldCode !== newCode) {
      const stale = await api("PATCH", `/api/v1/users/${user.id}/-actions/verify-email`, {
        token,
        body: { token: oldCode },
      });
      expect(stale.status).toBe(422);
    }
    for (let i = 0; i < 3; i++)
      expect(
        (
          await api("POST", "/api/v1/email/verify/resend", {
            token,
            headers: { "X-Forwarded-For": ip },
          })
        ).status,
      ).toBe(200);
    const limited = await api("POST", "/api/v1/email/verify/resend", {
      token,
      headers: { "X-Forwarded-For": ip },
    });
    expect(limited.status).toBe(429);
    expect(firstError(limited.body).detail).toBe("Terlalu banyak permintaan");

    const verified = await createUser();
    const other = await signIn(verified.email);
    const none = await api("POST", "/api/v1/email/verify/resend", {
      token: other.token,
      headers: { "X-Forwarded-For": fakeIp() },
    });
    expect(none.status).toBe(422);
    expect(firstError(none.body).detail).toBe("Email sudah terverifikasi");
    expect((await api("POST", "/api/v1/email/verify/resend")).status).toBe(401);
  });
});

describe("update-email / verify-email", () => {
  it("changes the email after the code: pending first, then email_changed, and only once", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    const newEmail = uniqueEmail("baru");
    const res = await api("PATCH", `/api/v1/users/${user.id}/-actions/update-email`, {
      token,
      body: { email: newEmail },
      headers: { "Content-Type": "application/json", "X-Forwarded-For": fakeIp() },
    });
    expect(res.status).toBe(200);
    expect(attrs(res.body)).toMatchObject({
      email: newEmail,
      pending_email: newEmail,
      current_email: user.email,
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);

    const code = await mailedCode(newEmail);
    const ok = await api("PATCH", `/api/v1/users/${user.id}/-actions/verify-email`, {
      token,
      body: { data: { type: "users", attributes: { token: code } } },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.meta?.message).toBe("Email berhasil diubah");
    const me = await api("GET", "/api/v1/users/-actions/me", { token });
    expect(attrs(me.body)).toMatchObject({
      email: newEmail,
      email_changed: true,
      verify_email: true,
      pending_email: null,
    });
    expect(await db.userLog.count({ where: { userId: user.id, action: "email_changed" } })).toBe(1);

    const again = await api("PATCH", `/api/v1/users/${user.id}/-actions/update-email`, {
      token,
      body: { email: uniqueEmail("lagi") },
    });
    expect(again.status).toBe(422);
    expect(firstError(again.body).source?.pointer).toBe("/data/attributes/email");
  });

  it("answers 409 for a taken email, 422 for an invalid one and 403 for another user", async () => {
    const user = await createUser();
    const other = await createUser();
    const { token } = await signIn(user.email);
    const taken = await api("PATCH", `/api/v1/users/${user.id}/-actions/update-email`, {
      token,
      body: { email: "Kasir@erp.test" },
    });
    expect(taken.status).toBe(409);
    expect(firstError(taken.body).detail).toBe("Email sudah terdaftar");
    const invalid = await api("PATCH", `/api/v1/users/${user.id}/-actions/update-email`, {
      token,
      body: { email: "bukan" },
    });
    expect(invalid.status).toBe(422);
    expect(firstError(invalid.body).detail).toBe("Email tidak valid");
    const foreign = await api("PATCH", `/api/v1/users/${other.id}/-actions/update-email`, {
      token,
      body: { email: uniqueEmail("x") },
    });
    expect(foreign.status).toBe(403);
  });

  it("allows 5 tries per code, then 429", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    const newEmail = uniqueEmail("coba");
    expect(
      (
        await api("PATCH", `/api/v1/users/${user.id}/-actions/update-email`, {
          token,
          body: { email: newEmail },
          headers: { "X-Forwarded-For": fakeIp() },
        })
      ).status,
    ).toBe(200);
    const code = await mailedCode(newEmail);
    const wrong = code === "123456" ? "654321" : "123456";
    for (let i = 0; i < 5; i++) {
      const res = await api("PATCH", `/api/v1/users/${user.id}/-actions/verify-email`, {
        token,
        body: { token: wrong },
      });
      expect(res.status).toBe(422);
    }
    const blocked = await api("PATCH", `/api/v1/users/${user.id}/-actions/verify-email`, {
      token,
      body: { token: code },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
    const malformed = await api("PATCH", `/api/v1/users/${user.id}/-actions/verify-email`, {
      token,
      body: { token: "12ab" },
    });
    expect(malformed.status).toBe(422);
    expect(firstError(malformed.body).detail).toBe("Kode verifikasi harus 6 digit angka");
  });
});

describe("PATCH users/{id}/-actions/update-password", () => {
  it("changes the password, keeps the calling sign-in and revokes the others", async () => {
    const user = await createUser();
    const current = await signIn(user.email);
    const elsewhere = await signIn(user.email);
    const res = await api("PATCH", `/api/v1/users/${user.id}/-actions/update-password`, {
      token: current.token,
      body: {
        current_password: PASSWORD,
        new_password: "password-baru-1",
        new_password_confirmation: "password-baru-1",
      },
      headers: { "Content-Type": "application/json" },
    });
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ message: "Password berhasil diperbarui" });
    expect(
      (await api("POST", "/api/v1/refresh-token", { body: { refresh_token: elsewhere.refresh } }))
        .status,
    ).toBe(401);
    expect(
      (await api("POST", "/api/v1/refresh-token", { body: { refresh_token: current.refresh } }))
        .status,
    ).toBe(200);
    // The other sign-in's access token ends now, not at its expiry; the caller's goes on.
    const me = (token: string) => api("GET", "/api/v1/users/-actions/me", { token });
    expect((await me(elsewhere.token)).status).toBe(401);
    expect((await me(current.token)).status).toBe(200);
    await signIn(user.email, "password-baru-1");
  });

  it("answers 422 for a wrong current password or a bad new one, 403 for another user", async () => {
    const user = await createUser();
    const other = await createUser();
    const { token } = await signIn(user.email);
    const wrong = await api("PATCH", `/api/v1/users/${user.id}/-actions/update-password`, {
      token,
      body: {
        current_password: "bukan-ini",
        new_password: "password-baru-1",
        new_password_confirmation: "password-baru-1",
      },
    });
    expect(wrong.status).toBe(422);
    expect(firstError(wrong.body)).toMatchObject({
      detail: "Password lama salah",
      source: { pointer: "/data/attributes/current_password" },
    });
    const invalid = await api("PATCH", `/api/v1/users/${user.id}/-actions/update-password`, {
      token,
      body: {
        current_password: PASSWORD,
        new_password: "pendek",
        new_password_confirmation: "lain",
      },
    });
    expect(invalid.status).toBe(422);
    expect(pointers(invalid.body)).toEqual([
      ["/data/attributes/new_password", "Password minimal 8 karakter"],
      ["/data/attributes/new_password_confirmation", "Konfirmasi password tidak sama"],
    ]);
    const mismatch = await api("PATCH", `/api/v1/users/${user.id}/-actions/update-password`, {
      token,
      body: {
        current_password: PASSWORD,
        new_password: "password-baru-1",
        new_password_confirmation: "password-baru-2",
      },
    });
    expect(pointers(mismatch.body)).toEqual([
      ["/data/attributes/new_password_confirmation", "Konfirmasi password tidak sama"],
    ]);
    const foreign = await api("PATCH", `/api/v1/users/${other.id}/-actions/update-password`, {
      token,
      body: {
        current_password: PASSWORD,
        new_password: "password-baru-1",
        new_password_confirmation: "password-baru-1",
      },
    });
    expect(foreign.status).toBe(403);
    expect(firstError(foreign.body).status).toBe("403");
    const text = await api("PATCH", `/api/v1/users/${user.id}/-actions/update-password`, {
      token,
      raw: "x",
      headers: { "Content-Type": "text/plain" },
    });
    expect(text.status).toBe(415);
    expect(
      (await api("POST", `/api/v1/users/${user.id}/-actions/update-password`, { token, body: {} }))
        .status,
    ).toBe(405);
  });
});

describe("password/forgot and password/reset", () => {
  it("mails a one-time link for (office code, email) and the link resets the password", async () => {
    const pusat = await db.office.findUniqueOrThrow({ where: { code: "PUSAT" } });
    const user = await createUser({ officeId: pusat.id });
    const session = await signIn(user.email);
    const res = await api("POST", "/api/v1/password/forgot", {
      body: { code: "pusat", email: user.email.toUpperCase() },
      headers: { "Content-Type": "application/json", "X-Forwarded-For": fakeIp() },
    });
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ message: "Link reset password sudah dikirim ke email anda" });
    const mail = await db.mailLog.findFirstOrThrow({
      where: { to: user.email, template: "password_reset" },
    });
    expect(mail.body).toMatch(/\/reset-password\/•••\//);
    const m = /\/reset-password\/([A-Za-z0-9_-]{43})\/(\S+)/.exec(
      lastOutboxMessage(user.email, "password_reset"),
    );
    expect(m).not.toBeNull();
    const token = m![1]!;
    expect(Buffer.from(decodeURIComponent(m![2]!), "base64").toString("utf8")).toBe(user.email);
    const stored = await db.passwordReset.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.tokenHash).toBe(sha256Hex(token));
    expect((stored.expiresAt.getTime() - Date.now()) / 60_000).toBeGreaterThan(59);

    const wrongEmail = await api("POST", "/api/v1/password/reset", {
      body: {
        email: "kasir@erp.test",
        password: "password-baru-1",
        password_confirmation: "password-baru-1",
        token,
      },
    });
    expect(wrongEmail.status).toBe(400);
    expect(firstError(wrongEmail.body).detail).toBe("Email atau token tidak ditemukan");
    const mismatch = await api("POST", "/api/v1/password/reset", {
      body: {
        email: user.email,
        password: "password-baru-1",
        password_confirmation: "password-baru-2",
        token,
      },
    });
    expect(mismatch.status).toBe(422);

    const ok = await api("POST", "/api/v1/password/reset", {
      body: {
        email: user.email,
        password: "password-baru-1",
        password_confirmation: "password-baru-1",
        token,
      },
      headers: { "Content-Type": "application/json" },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.meta).toEqual({ message: "Kata sandi berhasil diubah" });
    expect(
      (await api("POST", "/api/v1/refresh-token", { body: { refresh_token: session.refresh } }))
        .status,
    ).toBe(401);
    await signIn(user.email, "password-baru-1");
    const reused = await api("POST", "/api/v1/password/reset", {
      body: {
        email: user.email,
        password: "password-baru-2",
        password_confirmation: "password-baru-2",
        token,
      },
    });
    expect(reused.status).toBe(400);
    expect(firstError(reused.body).detail).toBe("Email atau token tidak ditemukan");
  });

  it("answers the same for an unknown account or a wrong office code, and sends nothing", async () => {
    const pusat = await db.office.findUniqueOrThrow({ where: { code: "PUSAT" } });
    const user = await createUser({ officeId: pusat.id });
    for (const body of [
      { code: "STK-001", email: user.email },
      { code: "PUSAT", email: uniqueEmail("tidak-ada") },
    ]) {
      const res = await api("POST", "/api/v1/password/forgot", {
        body,
        headers: { "X-Forwarded-For": fakeIp() },
      });
      expect(res.status).toBe(200);
      expect(res.body.meta).toEqual({ message: "Link reset password sudah dikirim ke email anda" });
    }
    expect(await db.mailLog.count({ where: { to: user.email, template: "password_reset" } })).toBe(
      0,
    );
  });

  it("validates the fields with the SPEC's messages and limits requests per IP", async () => {
    const ip = fakeIp();
    const empty = await api("POST", "/api/v1/password/forgot", {
      body: {},
      headers: { "X-Forwarded-For": ip },
    });
    expect(empty.status).toBe(422);
    expect(pointers(empty.body)).toEqual([
      ["/data/attributes/code", "Kode tidak boleh kosong"],
      ["/data/attributes/email", "Email tidak boleh kosong"],
    ]);
    const invalid = await api("POST", "/api/v1/password/forgot", {
      body: { code: "PUSAT", email: "salah" },
      headers: { "X-Forwarded-For": ip },
    });
    expect(pointers(invalid.body)).toEqual([["/data/attributes/email", "Email tidak valid"]]);
    for (let i = 0; i < 10; i++) {
      const res = await api("POST", "/api/v1/password/forgot", {
        body: { code: "X", email: uniqueEmail("f") },
        headers: { "X-Forwarded-For": ip },
      });
      expect(res.status).toBe(200);
    }
    const limited = await api("POST", "/api/v1/password/forgot", {
      body: { code: "X", email: uniqueEmail("f") },
      headers: { "X-Forwarded-For": ip },
    });
    expect(limited.status).toBe(429);
    expect(firstError(limited.body).detail).toBe("Terlalu banyak permintaan");
  });

  it("refuses an expired or unknown token with 400", async () => {
    const user = await createUser();
    const token = randomToken();
    await db.passwordReset.create({
      data: {
        userId: user.id,
        email: user.email,
        tokenHash: sha256Hex(token),
        expiresAt: new Date(Date.now() - 1000),
      },
    });
    for (const t of [token, randomToken()]) {
      const res = await api("POST", "/api/v1/password/reset", {
        body: {
          email: user.email,
          password: "password-baru-1",
          password_confirmation: "password-baru-1",
          token: t,
        },
      });
      expect(res.status).toBe(400);
      expect(firstError(res.body)).toMatchObject({
        status: "400",
        detail: "Email atau token tidak ditemukan",
      });
    }
  });
});

describe("role switch (switchRole, used by PATCH users/{id} current_role)", () => {
  it("switches among the user's own roles and shows it in me", async () => {
    const user = await createUser({ roles: ["kasir", "kasir_pusat"] });
    const actor = (await loadActor(db, user.id, "bearer"))!;
    expect(await switchRole(db, actor, user.id, "kasir_pusat")).toEqual({
      userId: user.id,
      currentRole: "kasir_pusat",
    });
    const { token } = await signIn(user.email);
    const me = await api("GET", "/api/v1/users/-actions/me", { token });
    expect(attrs(me.body).current_role).toBe("kasir_pusat");
  });

  it("refuses a role the user lacks, a user with one role, and another user's switch", async () => {
    const two = await createUser({ roles: ["kasir", "kasir_pusat"] });
    const one = await createUser({ roles: ["gudang"] });
    const actorTwo = (await loadActor(db, two.id, "bearer"))!;
    const actorOne = (await loadActor(db, one.id, "bearer"))!;
    await expect(switchRole(db, actorTwo, two.id, "superadmin")).rejects.toMatchObject({
      status: 422,
    });
    await expect(switchRole(db, actorOne, one.id, "gudang")).rejects.toMatchObject({ status: 422 });
    await expect(switchRole(db, actorOne, two.id, "kasir")).rejects.toMatchObject({ status: 403 });
    const admin = (await loadActor(
      db,
      (await db.user.findUniqueOrThrow({ where: { email: "admin@erp.test" } })).id,
      "bearer",
    ))!;
    expect((await switchRole(db, admin, two.id, "kasir")).currentRole).toBe("kasir");
  });
});
