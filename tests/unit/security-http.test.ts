// Pure parts of issue 9's write rules: per-field write access, the Origin check, the body reader
// that counts bytes as they arrive, and maker-checker. Over HTTP: security-auth.test.ts.
import { afterEach, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { assertFieldWrites } from "@/server/jsonapi/write-access";
import { defineResource } from "@/server/jsonapi/resource";
import { attr } from "@/server/jsonapi/define";
import { assertSameOrigin } from "@/server/http/same-origin";
import { BODY_LIMITS, readBodyLimited } from "@/server/http/body-limit";
import { assertNotMaker } from "@/server/access/maker-checker";
import { PEER_HEADER, PEER_HEADER_ENV } from "@/server/http/client-ip";

function actor(over: Partial<Actor> = {}): Actor {
  return {
    userId: "u1",
    name: "Uji",
    email: "uji@erp.test",
    officeId: "o1",
    officeCode: "STK-1",
    officeCategoryId: 4,
    officeType: "stockist",
    roles: ["stockist"],
    currentRole: "stockist",
    permissions: new Set(["offices.update"]),
    isSuperadmin: false,
    via: "bearer",
    ...over,
  };
}

const pusatOnly = (a: Actor) => a.isSuperadmin || a.officeCategoryId === 1;
const def = defineResource({
  type: "things",
  model: "office",
  idKind: "uuid",
  attributes: {
    code: attr("code", "string", { write: pusatOnly }),
    name: attr("name"),
    born: attr("birthdate", "date", { write: pusatOnly }),
  },
  relationships: { area: { type: "areas", kind: "one", foreignKey: "areaId", write: pusatOnly } },
  defaultSort: "name",
  access: { read: "authenticated" },
});
const row = { code: "STK-1", name: "A", birthdate: new Date("1990-01-02T00:00:00Z"), areaId: 1 };

function caught(fn: () => unknown): AppError {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error("expected an AppError");
}

describe("per-field write access", () => {
  it("refuses a change of a guarded field, one 403 item per field", () => {
    const err = caught(() =>
      assertFieldWrites(def, actor(), row, { code: "pusat", name: "B", area: 2 }),
    );
    expect(err.status).toBe(403);
    expect(err.items.map((i) => i.source?.pointer)).toEqual([
      "/data/attributes/code",
      "/data/relationships/area",
    ]);
  });

  it("lets the stored value through (a full form re-sent) and free fields always", () => {
    expect(() =>
      assertFieldWrites(def, actor(), row, {
        code: "STK-1",
        area: "1",
        born: "1990-01-02",
        name: "B",
      }),
    ).not.toThrow();
  });

  it("lets whoever the declaration allows change it", () => {
    expect(() =>
      assertFieldWrites(def, actor({ officeCategoryId: 1 }), row, { code: "X", area: 3 }),
    ).not.toThrow();
  });
});

describe("Origin of cookie writes", () => {
  const saved = { app: process.env.APP_URL };
  afterEach(() => {
    if (saved.app === undefined) delete process.env.APP_URL;
    else process.env.APP_URL = saved.app;
  });
  const req = (headers: Record<string, string>) =>
    new Request("http://app.test/api/v1/x", {
      method: "POST",
      headers: { host: "app.test:3000", ...headers },
    });

  it("accepts the request's own host in Origin or Referer", () => {
    delete process.env.APP_URL;
    expect(() => assertSameOrigin(req({ origin: "http://app.test:3000" }))).not.toThrow();
    expect(() => assertSameOrigin(req({ referer: "http://app.test:3000/a/b" }))).not.toThrow();
  });

  it("refuses a missing, null or foreign origin", () => {
    delete process.env.APP_URL;
    const cases: Record<string, string>[] = [
      {},
      { origin: "null" },
      { origin: "http://evil.test" },
      { origin: "http://app.test:3001" },
      { referer: "http://evil.test/app.test:3000" },
      { origin: "javascript:alert(1)" },
    ];
    for (const h of cases) expect(caught(() => assertSameOrigin(req(h))).status).toBe(403);
  });

  it("X-Forwarded-Host counts only from a trusted proxy", () => {
    delete process.env.APP_URL;
    const saved2 = { t: process.env.TRUSTED_PROXIES, p: process.env[PEER_HEADER_ENV] };
    process.env[PEER_HEADER_ENV] = "1";
    process.env.TRUSTED_PROXIES = "10.0.0.1";
    try {
      const h = { origin: "https://erp.example", "x-forwarded-host": "erp.example" };
      expect(() => assertSameOrigin(req({ ...h, [PEER_HEADER]: "10.0.0.1" }))).not.toThrow();
      expect(caught(() => assertSameOrigin(req({ ...h, [PEER_HEADER]: "10.0.0.9" }))).status).toBe(
        403,
      );
    } finally {
      if (saved2.t === undefined) delete process.env.TRUSTED_PROXIES;
      else process.env.TRUSTED_PROXIES = saved2.t;
      if (saved2.p === undefined) delete process.env[PEER_HEADER_ENV];
      else process.env[PEER_HEADER_ENV] = saved2.p;
    }
  });

  it("with APP_URL, only that origin (scheme included)", () => {
    process.env.APP_URL = "https://erp.example";
    expect(() => assertSameOrigin(req({ origin: "https://erp.example" }))).not.toThrow();
    expect(caught(() => assertSameOrigin(req({ origin: "http://erp.example" }))).status).toBe(403);
    expect(caught(() => assertSameOrigin(req({ origin: "http://app.test:3000" }))).status).toBe(
      403,
    );
  });
});

describe("body limit", () => {
  const streamOf = (chunks: number, size: number) => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > chunks) controller.close();
        else controller.enqueue(new Uint8Array(size));
      },
    });
    return { body, pulled: () => pulled };
  };

  it("cuts a body without Content-Length off as soon as it passes the limit", async () => {
    const s = streamOf(100, 1000);
    const init: RequestInit & { duplex: "half" } = { method: "POST", body: s.body, duplex: "half" };
    const request = new Request("http://x/", init);
    const err = await readBodyLimited(request, 5000).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(413);
    expect(s.pulled()).toBeLessThan(10);
  });

  it("refuses a declared oversized length before reading and reads a small body whole", async () => {
    const big = new Request("http://x/", {
      method: "POST",
      body: "x",
      headers: { "content-length": String(BODY_LIMITS.json() + 1) },
    });
    const err = await readBodyLimited(big, BODY_LIMITS.json()).catch((e: unknown) => e);
    expect((err as AppError).items[0]?.source).toEqual({ header: "Content-Length" });
    const ok = new Request("http://x/", { method: "POST", body: "hello" });
    expect(new TextDecoder().decode(await readBodyLimited(ok, 10))).toBe("hello");
  });
});

describe("maker-checker", () => {
  it("refuses the creator, lets anyone else (and legacy rows without a creator) through", () => {
    expect(caught(() => assertNotMaker("u1", actor())).status).toBe(403);
    expect(caught(() => assertNotMaker("u1", actor({ isSuperadmin: true }))).status).toBe(403);
    expect(() => assertNotMaker("u2", actor())).not.toThrow();
    expect(() => assertNotMaker(null, actor())).not.toThrow();
  });
});
