// Pure pieces of issue 10 §2/§3: NUL refusal, BigInt output, the database-error mapping, cursors
// and the origin links are built on.
import { afterEach, describe, expect, it } from "vitest";
import { AppError } from "@/server/errors";
import {
  assertNoNulInQuery,
  bigintToJson,
  databaseInputError,
  nulPointer,
  parseJsonBody,
  publicUrl,
  requestOrigin,
  stringifyDocument,
  toAppError,
  CLIENT_ABORTED,
} from "@/server/jsonapi/respond";
import { toDateOnly, toJsonValue } from "@/server/jsonapi/document";
import { decodeCursor } from "@/server/jsonapi/query";
import { Prisma } from "@/server/generated/prisma/client";

function thrown(fn: () => unknown): AppError {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error("expected an AppError");
}

describe("NUL characters", () => {
  it("finds the pointer of the first string holding a NUL, nested and in member names", () => {
    expect(nulPointer({ a: "ok", b: ["x", { c: "y\u0000" }] }, "")).toBe("/b/1/c");
    expect(nulPointer({ "a/b~": "\u0000" }, "")).toBe("/a~1b~0");
    expect(nulPointer({ ["k\u0000"]: 1 }, "")).toBe("/k\u0000");
    expect(nulPointer({ a: 1, b: null, c: true }, "")).toBeNull();
  });

  it("a JSON body with a NUL is a 422 pointing at the field", () => {
    const e = thrown(() =>
      parseJsonBody(JSON.stringify({ data: { attributes: { name: "S\u00001" } } })),
    );
    expect(e.status).toBe(422);
    expect(e.items[0]?.source?.pointer).toBe("/data/attributes/name");
  });

  it("a query parameter with a NUL (name or value) is a 400 naming it", () => {
    const e = thrown(() => assertNoNulInQuery(new URLSearchParams("filter[search]=a%00b")));
    expect(e.status).toBe(400);
    expect(e.items[0]?.source?.parameter).toBe("filter[search]");
    expect(() => assertNoNulInQuery(new URLSearchParams("sort=%00"))).toThrow(AppError);
    expect(() => assertNoNulInQuery(new URLSearchParams("filter[search]=ok"))).not.toThrow();
  });
});

describe("BigInt and dates in answers", () => {
  it("money is a JSON number while exact, a decimal string beyond 2^53, and never throws", () => {
    expect(bigintToJson(12_500n)).toBe(12500);
    expect(bigintToJson(9007199254740991n)).toBe(9007199254740991);
    expect(bigintToJson(9007199254740993n)).toBe("9007199254740993");
    expect(bigintToJson(-9007199254740993n)).toBe("-9007199254740993");
    expect(toJsonValue(2n ** 70n)).toBe("1180591620717411303424");
    expect(stringifyDocument({ a: 2n ** 63n - 1n, b: 5n })).toBe(
      '{"a":"9223372036854775807","b":5}',
    );
  });

  it("an invalid Date is null, not a RangeError", () => {
    expect(toJsonValue(new Date(Number.NaN))).toBeNull();
    expect(toDateOnly(new Date(Number.NaN))).toBeNull();
  });
});

describe("database errors caused by input", () => {
  const known = (code: string, meta?: Record<string, unknown>) =>
    new Prisma.PrismaClientKnownRequestError("x", { code, clientVersion: "7", meta });

  it("maps too long, out of range, bad dates and bad characters to 422 (400 on a read)", () => {
    expect(toAppError(known("P2000")).status).toBe(422);
    expect(toAppError(known("P2020")).status).toBe(422);
    expect(toAppError(known("P2020"), "GET /api/v1/x").status).toBe(400);
    const dateOverflow = known("P2010", {
      driverAdapterError: { cause: { originalCode: "22008", kind: "postgres" } },
    });
    const e = toAppError(dateOverflow);
    expect(e.status).toBe(422);
    expect(e.message).toBe("Tanggal di luar batas yang dapat disimpan");
    const nul = known("P2010", { driverAdapterError: { cause: { originalCode: "22021" } } });
    expect(toAppError(nul).status).toBe(422);
  });

  it("a request whose client went away mid-body is a 400, not a logged 500", () => {
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      const aborted = Object.assign(new Error("aborted"), { code: "ECONNRESET" });
      const e = toAppError(aborted, "POST /api/v1/notifications/-actions/read-all-by-url");
      expect(e.status).toBe(400);
      expect(e.message).toBe(CLIENT_ABORTED);
      // Another ECONNRESET (e.g. the database connection) stays an unexpected, logged 500.
      const db = Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" });
      expect(toAppError(db).status).toBe(500);
    } finally {
      console.error = original;
    }
    expect(logged).toHaveLength(1);
  });

  it("a value Prisma refuses in a read's query is 400; an invalid Date in a write is 422", () => {
    const enumValue = new Prisma.PrismaClientValidationError(
      "Invalid value for argument `status`. Expected MovementStatus.",
      { clientVersion: "7" },
    );
    expect(databaseInputError(enumValue, true)?.status).toBe(400);
    expect(databaseInputError(enumValue, false)).toBeNull();
    const date = new Prisma.PrismaClientValidationError("Provided Date object is invalid", {
      clientVersion: "7",
    });
    expect(databaseInputError(date, false)?.status).toBe(422);
  });

  it("leaves programming errors alone (null: they stay a logged 500)", () => {
    expect(databaseInputError(known("P2021"), false)).toBeNull();
    expect(databaseInputError(new Error("boom"), false)).toBeNull();
  });
});

describe("cursors", () => {
  it("a cursor that is not ours is 400 'Cursor tidak valid' naming the parameter", () => {
    for (const c of [
      "not-json",
      Buffer.from('{"a":1}').toString("base64url"),
      Buffer.from("[1,{}]").toString("base64url"),
    ]) {
      const e = thrown(() => decodeCursor(c, "page[before]"));
      expect(e.status).toBe(400);
      expect(e.message).toBe("Cursor tidak valid");
      expect(e.items[0]?.source?.parameter).toBe("page[before]");
    }
  });
});

describe("the origin of links", () => {
  const saved = process.env.APP_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.APP_URL;
    else process.env.APP_URL = saved;
  });
  const req = (host?: string) =>
    new Request("http://localhost:3999/api/v1/provinces?page[size]=2", {
      headers: host ? { host } : {},
    });

  it("uses the Host the client used when APP_URL is not set", () => {
    delete process.env.APP_URL;
    expect(requestOrigin(req("127.0.0.1:3999"))).toBe("http://127.0.0.1:3999");
    expect(requestOrigin(req("ERP.contoh.co.id"))).toBe("http://erp.contoh.co.id");
    expect(requestOrigin(req("[::1]:3999"))).toBe("http://[::1]:3999");
    // A Host that is not a host[:port] falls back to the request's own origin.
    expect(requestOrigin(req("evil.test/path"))).toBe("http://localhost:3999");
    expect(publicUrl(req("127.0.0.1:3999")).href).toBe(
      "http://127.0.0.1:3999/api/v1/provinces?page[size]=2",
    );
  });

  it("uses APP_URL when it is set", () => {
    process.env.APP_URL = "https://erp.contoh.co.id/";
    expect(requestOrigin(req("127.0.0.1:3999"))).toBe("https://erp.contoh.co.id");
    expect(publicUrl(req("127.0.0.1:3999")).origin).toBe("https://erp.contoh.co.id");
  });
});
