// POST login / refresh-token / logout, rate limits and the browser (Auth.js) sign-in log.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/prisma-client";
import { hashPassword } from "@/server/auth/password";
import { sha256Hex } from "@/server/auth/crypto";
import { rateLimitKey } from "@/server/rate-limit";
import {
  api,
  baseUrl,
  firstError,
  MEDIA_TYPE,
  type JsonApiDoc,
  type JsonApiResource,
} from "../support/api";
import { connectTestDb } from "../support/db";

let db: Db;
const created: string[] = [];
const PASSWORD = "rahasia-uji-123";
let passwordHash: string;

/** A fresh client address per test, so limits never leak between tests or files. */
function fakeIp(): string {
  const n = () => Math.floor(Math.random() * 250) + 1;
  return `10.${n()}.${n()}.${n()}`;
}

async function createUser(extra: { officeId?: string } = {}) {
  const email = `auth-login-${randomUUID().slice(0, 8)}@erp.test`;
  const user = await db.user.create({
    data: { email, name: "Uji Login", passwordHash, emailVerifiedAt: new Date(), ...extra },
  });
  created.push(user.id);
  return user;
}

function postLogin(body: unknown, ip = fakeIp(), headers: Record<string, string> = {}) {
  return api("POST", "/api/v1/login", {
    body,
    headers: { "Content-Type": "application/json", "X-Forwarded-For": ip, ...headers },
  });
}

function tokensOf(doc: JsonApiDoc) {
  const data = doc.data as JsonApiResource;
  return {
    token: String(data.attributes.token),
    refresh: String(data.attributes.refresh_token),
    id: data.id,
  };
}

function refresh(refreshToken: string, ip = fakeIp()) {
  return api("POST", "/api/v1/refresh-token", {
    body: { refresh_token: refreshToken },
    headers: { "X-Forwarded-For": ip },
  });
}

beforeAll(async () => {
  db = connectTestDb();
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(async () => {
  await db.user.deleteMany({ where: { id: { in: created } } });
  await db.$disconnect();
});

describe("POST /api/v1/login", () => {
  it("signs in with an email: auth-tokens with the session user included, login recorded", async () => {
    const user = await createUser();
    const ip = fakeIp();
    const res = await postLogin({ email: user.email.toUpperCase(), password: PASSWORD }, ip, {
      "User-Agent": "vitest-auth/1.0",
    });
    expect(res.status).toBe(200);
    const data = res.body.data as JsonApiResource;
    expect(data.type).toBe("auth-tokens");
    expect(data.attributes).toMatchObject({
      token_type: "Bearer",
      expires_in: 900,
      client_min_version: "0.10.40",
    });
    expect(typeof data.attributes.token).toBe("string");
    expect(String(data.attributes.refresh_token)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.relationships?.user?.data).toEqual({ type: "users", id: user.id });
    expect(res.body.included).toHaveLength(1);
    expect(res.body.included?.[0]).toMatchObject({
      type: "users",
      id: user.id,
      attributes: { email: user.email, uuid: user.id },
    });

    const row = await db.refreshToken.findUniqueOrThrow({ where: { id: data.id } });
    expect(row).toMatchObject({
      userId: user.id,
      ip,
      userAgent: "vitest-auth/1.0",
      usedAt: null,
      revokedAt: null,
    });
    expect(row.tokenHash).toBe(sha256Hex(String(data.attributes.refresh_token)));
    const days = (row.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const logs = await db.userLog.findMany({ where: { userId: user.id } });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ action: "login", ipAddress: ip, userAgent: "vitest-auth/1.0" });
    expect(
      (await db.user.findUniqueOrThrow({ where: { id: user.id } })).lastLoginAt,
    ).not.toBeNull();

    const me = await api("GET", "/api/v1/users/-actions/me", {
      token: String(data.attributes.token),
    });
    expect(me.status).toBe(200);
    expect((me.body.data as JsonApiResource).id).toBe(user.id);
  });

  it("signs in with an office code and accepts a JSON:API document body", async () => {
    const stockist = await db.user.findUniqueOrThrow({ where: { email: "stockist@erp.test" } });
    const res = await api("POST", "/api/v1/login", {
      body: {
        data: { type: "auth-tokens", attributes: { email: "stk-001", password: "rahasia123" } },
      },
      headers: { "X-Forwarded-For": fakeIp() },
    });
    expect(res.status).toBe(200);
    expect(res.body.included?.[0]).toMatchObject({
      id: stockist.id,
      attributes: { office_code: "STK-001" },
    });
  });

  it("answers 401 'Email/ID atau password salah' for a wrong password or an unknown login", async () => {
    const user = await createUser();
    for (const body of [
      { email: user.email, password: "salah-sekali" },
      { email: `tidak-ada-${randomUUID()}@erp.test`, password: PASSWORD },
      { email: "KODE-TIDAK-ADA", password: PASSWORD },
    ]) {
      const res = await postLogin(body);
      expect(res.status).toBe(401);
      expect(firstError(res.body)).toMatchObject({
        status: "401",
        detail: "Email/ID atau password salah",
      });
    }
    expect(await db.userLog.count({ where: { userId: user.id } })).toBe(0);
  });

  it("refuses a deactivated user", async () => {
    const user = await createUser();
    await db.user.update({ where: { id: user.id }, data: { isActive: false } });
    const res = await postLogin({ email: user.email, password: PASSWORD });
    expect(res.status).toBe(401);
  });

  it("answers 422 with pointers for missing fields", async () => {
    const res = await postLogin({ email: "  " });
    expect(res.status).toBe(422);
    expect(res.body.errors?.map((e) => [e.source?.pointer, e.detail])).toEqual([
      ["/data/attributes/email", "Kolom wajib diisi"],
      ["/data/attributes/password", "Kolom wajib diisi"],
    ]);
  });

  it("answers 415 for a text/plain body, 400 for malformed JSON and 406 for a JSON:API Accept with parameters only", async () => {
    const text = await api("POST", "/api/v1/login", {
      raw: JSON.stringify({ email: "admin@erp.test", password: "rahasia123" }),
      headers: { "Content-Type": "text/plain" },
    });
    expect(text.status).toBe(415);
    expect(firstError(text.body).status).toBe("415");

    const bad = await api("POST", "/api/v1/login", {
      raw: "{nope",
      headers: { "Content-Type": "application/json" },
    });
    expect(bad.status).toBe(400);

    const notAcceptable = await api("POST", "/api/v1/login", {
      body: { email: "admin@erp.test", password: "rahasia123" },
      headers: { Accept: `${MEDIA_TYPE}; ext=x` },
    });
    expect(notAcceptable.status).toBe(406);
    expect(firstError(notAcceptable.body).status).toBe("406");
  });
});

describe("login rate limits", () => {
  it("blocks an account after 5 failures with 429 and Retry-After, from any IP, but not other accounts", async () => {
    const victim = await createUser();
    const other = await createUser();
    const ip = fakeIp();
    for (let i = 0; i < 5; i++) {
      const res = await postLogin({ email: victim.email, password: `salah-${i}` }, ip);
      expect(res.status).toBe(401);
    }
    const blocked = await postLogin({ email: victim.email, password: PASSWORD }, ip);
    expect(blocked.status).toBe(429);
    expect(firstError(blocked.body)).toMatchObject({
      status: "429",
      detail: "Terlalu banyak permintaan",
    });
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);

    // Another account from the same IP still signs in; the failures count per account, so the
    // same account from another IP stays blocked (issue 9 §1).
    expect((await postLogin({ email: other.email, password: PASSWORD }, ip)).status).toBe(200);
    expect((await postLogin({ email: victim.email, password: PASSWORD }, fakeIp())).status).toBe(
      429,
    );
  });

  it("clears the failure count on a successful login", async () => {
    const user = await createUser();
    const ip = fakeIp();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++)
        expect((await postLogin({ email: user.email, password: "salah" }, ip)).status).toBe(401);
      expect((await postLogin({ email: user.email, password: PASSWORD }, ip)).status).toBe(200);
    }
  });

  it("limits all attempts per IP (300 a minute) in a bucket shared by every app instance", async () => {
    const ip = fakeIp();
    const key = rateLimitKey("login:ip", ip);
    // Fill the bucket as 300 earlier attempts would have.
    await db.rateLimit.create({
      data: { key, count: 300, resetAt: new Date(Date.now() + 60_000) },
    });
    const res = await postLogin({ email: "admin@erp.test", password: "rahasia123" }, ip);
    expect(res.status).toBe(429);
    expect(firstError(res.body).detail).toBe("Terlalu banyak permintaan");
    expect(Number(res.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    // An ended window starts over.
    await db.rateLimit.update({ where: { key }, data: { resetAt: new Date(Date.now() - 1000) } });
    expect((await postLogin({ email: "admin@erp.test", password: "rahasia123" }, ip)).status).toBe(
      200,
    );
    expect((await db.rateLimit.findUniqueOrThrow({ where: { key } })).count).toBe(1);
  });
});

describe("POST /api/v1/refresh-token", () => {
  it("rotates: the next token of the same family, the old one marked used", async () => {
    const user = await createUser();
    const first = tokensOf((await postLogin({ email: user.email, password: PASSWORD })).body);
    const res = await refresh(first.refresh);
    expect(res.status).toBe(200);
    const data = res.body.data as JsonApiResource;
    expect(data.type).toBe("auth-tokens");
    expect(data.attributes).toMatchObject({
      token_type: "Bearer",
      expires_in: 900,
      client_min_version: "0.10.40",
    });
    expect(data.attributes.refresh_token).not.toBe(first.refresh);

    const old = await db.refreshToken.findUniqueOrThrow({ where: { id: first.id } });
    const next = await db.refreshToken.findUniqueOrThrow({ where: { id: data.id } });
    expect(old.usedAt).not.toBeNull();
    expect(old.replacedById).toBe(next.id);
    expect(next.familyId).toBe(old.familyId);

    const me = await api("GET", "/api/v1/users/-actions/me", {
      token: String(data.attributes.token),
    });
    expect(me.status).toBe(200);
    // The next token rotates again.
    expect((await refresh(String(data.attributes.refresh_token))).status).toBe(200);
  });

  it("detects reuse of a used token: 401 and the whole family revoked", async () => {
    const user = await createUser();
    const first = tokensOf((await postLogin({ email: user.email, password: PASSWORD })).body);
    const second = tokensOf((await refresh(first.refresh)).body);

    const reuse = await refresh(first.refresh);
    expect(reuse.status).toBe(401);
    expect(firstError(reuse.body).detail).toBe("Refresh token tidak valid atau sudah kedaluwarsa");

    const family = await db.refreshToken.findMany({ where: { userId: user.id } });
    expect(family).toHaveLength(2);
    expect(family.every((t) => t.revokedAt !== null)).toBe(true);
    expect((await refresh(second.refresh)).status).toBe(401);
  });

  it("lets exactly one of two concurrent uses of a token succeed", async () => {
    const user = await createUser();
    const first = tokensOf((await postLogin({ email: user.email, password: PASSWORD })).body);
    const results = await Promise.all([refresh(first.refresh), refresh(first.refresh)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it("answers 401 for unknown, expired and revoked tokens and 422 without a token", async () => {
    const user = await createUser();
    const a = tokensOf((await postLogin({ email: user.email, password: PASSWORD })).body);
    const b = tokensOf((await postLogin({ email: user.email, password: PASSWORD })).body);
    await db.refreshToken.update({
      where: { id: a.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await db.refreshToken.update({ where: { id: b.id }, data: { revokedAt: new Date() } });
    for (const token of [a.refresh, b.refresh, "tidak-dikenal-sama-sekali"]) {
      const res = await refresh(token);
      expect(res.status).toBe(401);
      expect(firstError(res.body).status).toBe("401");
    }
    const missing = await api("POST", "/api/v1/refresh-token", { body: {} });
    expect(missing.status).toBe(422);
    expect(firstError(missing.body).source?.pointer).toBe("/data/attributes/refresh_token");
  });
});

describe("POST /api/v1/logout", () => {
  it("revokes the family of the access token and answers 204", async () => {
    const user = await createUser();
    const session = tokensOf((await postLogin({ email: user.email, password: PASSWORD })).body);
    const other = tokensOf((await postLogin({ email: user.email, password: PASSWORD })).body);
    const res = await api("POST", "/api/v1/logout", { token: session.token });
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
    expect((await refresh(session.refresh)).status).toBe(401);
    // The access token of the ended sign-in stops working at once, not after 15 minutes.
    const me = (token: string) => api("GET", "/api/v1/users/-actions/me", { token });
    const ended = await me(session.token);
    expect(ended.status).toBe(401);
    expect(firstError(ended.body).detail).toBe("Token tidak valid atau sudah kedaluwarsa");
    // Another sign-in of the same user is untouched.
    expect((await me(other.token)).status).toBe(200);
    expect((await refresh(other.refresh)).status).toBe(200);
    expect(await db.userLog.count({ where: { userId: user.id, action: "logout" } })).toBe(1);
  });

  it("revokes the family of a refresh token given in the body", async () => {
    const user = await createUser();
    const a = tokensOf((await postLogin({ email: user.email, password: PASSWORD })).body);
    const b = tokensOf((await postLogin({ email: user.email, password: PASSWORD })).body);
    const res = await api("POST", "/api/v1/logout", {
      token: a.token,
      body: { refresh_token: b.refresh },
    });
    expect(res.status).toBe(204);
    expect((await refresh(b.refresh)).status).toBe(401);
  });

  it("answers 401 without a token", async () => {
    const res = await api("POST", "/api/v1/logout");
    expect(res.status).toBe(401);
    expect(firstError(res.body).status).toBe("401");
  });
});

describe("browser sign-in (Auth.js credentials)", () => {
  it("records the login in the user log like the API does", async () => {
    const user = await createUser();
    const ip = fakeIp();
    const csrf = await fetch(new URL("/api/auth/csrf", baseUrl()));
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const cookie = csrf.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const res = await fetch(new URL("/api/auth/callback/credentials", baseUrl()), {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: cookie,
        "X-Forwarded-For": ip,
        "User-Agent": "vitest-browser",
      },
      body: new URLSearchParams({
        email: user.email,
        password: PASSWORD,
        csrfToken,
        callbackUrl: "/",
      }),
    });
    expect(res.status).toBe(302);
    expect(res.headers.getSetCookie().some((c) => c.includes("session-token"))).toBe(true);
    const logs = await db.userLog.findMany({ where: { userId: user.id } });
    expect(logs.map((l) => [l.action, l.ipAddress, l.userAgent])).toEqual([
      ["login", ip, "vitest-browser"],
    ]);
  });
});
