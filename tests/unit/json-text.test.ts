// The depth guard of request JSON (server/http/json-text.ts, issue 23 §5): one pass, no
// recursion, brackets in strings do not count.
import { describe, expect, it } from "vitest";
import {
  JSON_TOO_DEEP,
  jsonNestsDeeperThan,
  MAX_JSON_DEPTH,
  parseJsonText,
} from "@/server/http/json-text";

const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

describe("jsonNestsDeeperThan", () => {
  it("counts objects and arrays inside each other", () => {
    expect(jsonNestsDeeperThan(nested(3), 3)).toBe(false);
    expect(jsonNestsDeeperThan(nested(4), 3)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":{"b":[1,{"c":2}]}}', 4)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":{"b":[1,{"c":2}]}}', 3)).toBe(true);
    // Siblings do not add up.
    expect(jsonNestsDeeperThan("[[],[],[],[]]", 2)).toBe(false);
  });

  it("ignores brackets inside strings, escaped quotes included", () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ a: "[".repeat(500) }), 2)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '\\"[[[[[' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify(['"', [[["x"]]]]), 3)).toBe(true);
  });
});

describe("parseJsonText", () => {
  it("refuses 10,000 levels with a 400 at the body, without overflowing the stack", () => {
    let thrown: unknown = null;
    try {
      parseJsonText(`{"data":${nested(10_000)}}`);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toMatchObject({
      status: 400,
      items: [{ code: "BAD_REQUEST", detail: JSON_TOO_DEEP, source: { pointer: "" } }],
    });
    expect(parseJsonText(nested(MAX_JSON_DEPTH))).toBeInstanceOf(Array);
  });

  it("keeps the malformed-JSON answer", () => {
    expect(() => parseJsonText("{")).toThrowError("Body bukan JSON yang valid");
  });
});
