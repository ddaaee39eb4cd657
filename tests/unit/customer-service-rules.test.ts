// Pure rules of customer service (lib/customer-service-rules.ts, server/whatsapp/webhook-signature.ts).
import { describe, expect, it } from "vitest";
import {
  firstMatch,
  isStopMessage,
  isWithinBusinessHours,
  patternMatches,
  regexProblem,
  renderTemplate,
  unknownVariables,
  REGEX_BACKREF,
  REGEX_INVALID,
  REGEX_NESTED,
  REGEX_TOO_MANY,
  PATTERN_TOO_LONG,
} from "@/lib/customer-service-rules";
import { checkWebhookSignature, signWebhook } from "@/server/whatsapp/webhook-signature";
import { phoneVariants } from "@/server/customer-service/match-office";

describe("regex patterns", () => {
  it.each([
    ["(a+)+$", REGEX_NESTED],
    ["(a*)*", REGEX_NESTED],
    ["(a|aa)+", REGEX_NESTED],
    ["((ab)*c)+", REGEX_NESTED],
    ["(\\w+\\s?)*$", REGEX_NESTED],
    ["(a{1,30}){2,}", REGEX_NESTED],
    ["(a)\\1", REGEX_BACKREF],
    ["(?<x>a)\\k<x>", REGEX_BACKREF],
    ["a.*b.*c.*", REGEX_TOO_MANY],
    ["([a-z", REGEX_INVALID],
    ["a".repeat(201), PATTERN_TOO_LONG],
  ])("refuses %s", (pattern, problem) => {
    expect(regexProblem(pattern)).toBe(problem);
  });

  it.each([
    "^halo",
    "harga\\s+\\d+",
    "(pagi|siang|sore)",
    "^(stok|stock) [a-z]+$",
    "a.*b",
    "[(+*)]+x",
    "(ab)?c",
    "\\(a+\\)+",
  ])("accepts %s", (pattern) => {
    expect(regexProblem(pattern)).toBeNull();
  });

  it("matches within a bounded time even on hostile input", () => {
    const started = performance.now();
    expect(
      patternMatches({ pattern: "^(a|b)c+d.*e$", matchType: "regex" }, `${"a".repeat(50_000)}!`),
    ).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it("matches by type and priority, case- and space-insensitively", () => {
    const patterns = [
      { id: "b", pattern: "harga", matchType: "contains" as const, priority: 5 },
      { id: "a", pattern: "HARGA  teh", matchType: "starts_with" as const, priority: 1 },
      { id: "c", pattern: "halo", matchType: "exact" as const, priority: 0 },
    ];
    expect(firstMatch(patterns, "harga teh hijau")?.id).toBe("a");
    expect(firstMatch(patterns, "minta harga")?.id).toBe("b");
    expect(firstMatch(patterns, " Halo ")?.id).toBe("c");
    expect(firstMatch(patterns, "halo kak")).toBeNull();
    expect(patternMatches({ pattern: "(a+)+$", matchType: "regex" }, "aaa")).toBe(false);
  });

  it("knows STOP", () => {
    expect(isStopMessage(" stop ")).toBe(true);
    expect(isStopMessage("Berhenti")).toBe(true);
    expect(isStopMessage("stop dulu")).toBe(false);
  });
});

describe("templates", () => {
  it("fills known variables and leaves others", () => {
    expect(renderTemplate("Yth {nama} ({kode}) {saldo} {x}", { nama: "Budi", kode: "MU1" })).toBe(
      "Yth Budi (MU1)  {x}",
    );
    expect(unknownVariables("{nama} {constructor} {x}")).toEqual(["constructor", "x"]);
  });
});

describe("business hours in Jakarta", () => {
  const hours = { isActive: true, days: [1, 2, 3, 4, 5], opensAt: 8 * 60, closesAt: 17 * 60 };
  it("uses Jakarta time, not UTC", () => {
    // Monday 2026-12-07 01:30 UTC = 08:30 WIB: open.
    expect(isWithinBusinessHours(hours, new Date("2026-12-07T01:30:00Z"))).toBe(true);
    // Monday 2026-12-07 10:30 UTC = 17:30 WIB: closed.
    expect(isWithinBusinessHours(hours, new Date("2026-12-07T10:30:00Z"))).toBe(false);
    // Saturday 2026-12-05 03:00 UTC = 10:00 WIB: closed (not a working day).
    expect(isWithinBusinessHours(hours, new Date("2026-12-05T03:00:00Z"))).toBe(false);
    // Sunday 2026-12-06 23:30 UTC = Monday 06:30 WIB: closed (before opening).
    expect(isWithinBusinessHours(hours, new Date("2026-12-06T23:30:00Z"))).toBe(false);
    expect(
      isWithinBusinessHours({ ...hours, isActive: false }, new Date("2026-12-05T03:00:00Z")),
    ).toBe(true);
  });
});

describe("webhook signature", () => {
  const now = 1_800_000_000_000;
  const ts = now / 1000;
  const body = '{"event":"x"}';
  it("accepts its own signature and refuses the rest", () => {
    const signature = signWebhook("s3cret", ts, body);
    expect(checkWebhookSignature("s3cret", { signature, timestamp: String(ts) }, body, now)).toBe(
      "ok",
    );
    expect(checkWebhookSignature("other", { signature, timestamp: String(ts) }, body, now)).toBe(
      "invalid",
    );
    expect(
      checkWebhookSignature("s3cret", { signature, timestamp: String(ts) }, `${body} `, now),
    ).toBe("invalid");
    expect(
      checkWebhookSignature("s3cret", { signature: null, timestamp: String(ts) }, body, now),
    ).toBe("missing");
    expect(checkWebhookSignature("s3cret", { signature, timestamp: "abc" }, body, now)).toBe(
      "invalid",
    );
    expect(
      checkWebhookSignature("s3cret", { signature, timestamp: String(ts) }, body, now + 301_000),
    ).toBe("stale");
  });
});

describe("phone numbers", () => {
  it("finds both spellings of a number", () => {
    expect(phoneVariants("6281234567890").sort()).toEqual(["081234567890", "6281234567890"]);
    expect(phoneVariants("0812-3456-7890").sort()).toEqual(["081234567890", "6281234567890"]);
    expect(phoneVariants("12")).toEqual([]);
  });
});
