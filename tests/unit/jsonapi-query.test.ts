import { describe, expect, it } from "vitest";
import { AppError } from "@/server/errors";
import { decodeCursor, encodeCursor, parseQuery, type QuerySpec } from "@/server/jsonapi/query";

const spec: QuerySpec = {
  filters: new Set(["search", "office_category_id"]),
  sorts: new Set(["name", "createdAt"]),
  includes: new Set(["office-category", "users", "users.roles"]),
  typeFields: new Map([["offices", new Set(["name", "code", "office-category"])]]),
  defaultPageSize: 15,
  maxPageSize: 100,
  defaultSort: [{ name: "createdAt", desc: true }],
  defaultInclude: [],
};

const q = (s: string) => parseQuery(new URLSearchParams(s), spec);

function badRequest(s: string): AppError {
  try {
    q(s);
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error(`expected 400 for ${s}`);
}

describe("parseQuery", () => {
  it("reads paging, sort, include, fields and filters", () => {
    const r = q(
      "page[number]=2&page[size]=10&sort=-name,createdAt&include=users.roles&fields[offices]=name,code&filter[search]=abc",
    );
    expect(r.page).toEqual({ kind: "offset", number: 2, size: 10 });
    expect(r.sort).toEqual([
      { name: "name", desc: true },
      { name: "createdAt", desc: false },
    ]);
    expect(r.include).toEqual([["users", "roles"]]);
    expect([...(r.fields.get("offices") ?? [])]).toEqual(["name", "code"]);
    expect(r.filters.get("search")).toBe("abc");
  });

  it("uses defaults and caps the page size", () => {
    const r = q("page[size]=100000");
    expect(r.page).toEqual({ kind: "offset", number: 1, size: 100 });
    expect(r.sort).toEqual(spec.defaultSort);
  });

  it("reads cursor paging", () => {
    const after = encodeCursor(["x", 1]);
    expect(q(`page[limit]=5&page[after]=${after}`).page).toEqual({
      kind: "cursor",
      limit: 5,
      after,
      before: null,
    });
    expect(decodeCursor(after, "page[after]")).toEqual(["x", 1]);
  });

  it.each([
    ["include=__proto__", "include"],
    ["include=constructor", "include"],
    ["sort=constructor", "sort"],
    ["sort=-__proto__", "sort"],
    ["fields[__proto__]=x", "fields[__proto__]"],
    ["fields[offices]=toString", "fields[offices]"],
    ["filter[__proto__]=1", "filter[__proto__]"],
    ["filter[hasOwnProperty]=1", "filter[hasOwnProperty]"],
    ["page[number]=0", "page[number]"],
    ["page[size]=abc", "page[size]"],
    ["page[bogus]=1", "page[bogus]"],
    ["unknown=1", "unknown"],
    ["page[after]=a&page[before]=b", "page[before]"],
  ])("rejects %s with a 400 naming the parameter", (s, parameter) => {
    const e = badRequest(s);
    expect(e.status).toBe(400);
    expect(e.items[0]?.source?.parameter).toBe(parameter);
    expect(e.items[0]?.detail).toBeTruthy();
  });

  it("rejects a malformed cursor", () => {
    expect(() => decodeCursor("not-json", "page[after]")).toThrow(AppError);
  });
});
