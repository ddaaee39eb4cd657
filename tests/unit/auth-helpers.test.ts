import { describe, expect, it } from "vitest";
import { hashCode, randomToken, sameHex, sha256Hex, sixDigitCode } from "@/server/auth/crypto";
import { clientIp, requestMeta } from "@/server/auth/request-meta";
import {
  isTrustedProxy,
  normalizeIp,
  parseCidr,
  PEER_HEADER,
  PEER_HEADER_ENV,
} from "@/server/http/client-ip";
import { bodyAttributes } from "@/server/auth/request-body";
import { rateLimitKey } from "@/server/rate-limit";
import { avatarExt, avatarPath, detectImageType } from "@/server/users/avatar-files";
import { resetLink } from "@/server/users/request-password-reset";

function req(headers: Record<string, string>): Request {
  return new Request("http://localhost/api/v1/login", { headers });
}

describe("account secrets", () => {
  it("makes 32-byte base64url tokens and hex SHA-256 hashes", () => {
    const t = randomToken();
    expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(t);
    expect(sha256Hex("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
  });

  it("makes zero-padded 6-digit codes and binds their hash to user and address", () => {
    for (let i = 0; i < 200; i++) expect(sixDigitCode()).toMatch(/^\d{6}$/);
    process.env.AUTH_SECRET ??= "unit-test-secret";
    const h = hashCode("u1", "A@B.co", "123456");
    expect(h).toBe(hashCode("u1", "a@b.co", "123456"));
    expect(h).not.toBe(hashCode("u2", "a@b.co", "123456"));
    expect(h).not.toBe(hashCode("u1", "c@b.co", "123456"));
    expect(sameHex(h, hashCode("u1", "a@b.co", "123456"))).toBe(true);
    expect(sameHex(h, hashCode("u1", "a@b.co", "654321"))).toBe(false);
    expect(sameHex("", "")).toBe(false);
  });
});

describe("client address", () => {
  const peer = (ip: string, extra: Record<string, string> = {}) =>
    req({ [PEER_HEADER]: ip, ...extra });
  const withEnv = (trusted: string, fn: () => void) => {
    const saved = { t: process.env.TRUSTED_PROXIES, p: process.env[PEER_HEADER_ENV] };
    process.env.TRUSTED_PROXIES = trusted;
    process.env[PEER_HEADER_ENV] = "1";
    try {
      fn();
    } finally {
      if (saved.t === undefined) delete process.env.TRUSTED_PROXIES;
      else process.env.TRUSTED_PROXIES = saved.t;
      if (saved.p === undefined) delete process.env[PEER_HEADER_ENV];
      else process.env[PEER_HEADER_ENV] = saved.p;
    }
  };

  it("without our server entry the address is unknown: forwarded headers are never believed", () => {
    delete process.env[PEER_HEADER_ENV];
    expect(clientIp(req({ "x-forwarded-for": "6.6.6.6, 203.0.113.9" }))).toBeNull();
    expect(clientIp(req({ "x-real-ip": "192.0.2.1" }))).toBeNull();
    expect(clientIp(peer("192.0.2.7"))).toBeNull();
    expect(requestMeta(req({ "user-agent": "curl/8" }))).toEqual({ ip: null, userAgent: "curl/8" });
  });

  it("uses the socket peer and ignores forwarded headers from an untrusted peer", () => {
    withEnv("", () => {
      expect(clientIp(peer("::ffff:127.0.0.1", { "x-forwarded-for": "10.9.8.1" }))).toBe(
        "127.0.0.1",
      );
      expect(clientIp(peer("198.51.100.4", { "x-real-ip": "1.1.1.1" }))).toBe("198.51.100.4");
      expect(clientIp(peer("198.51.100.4", { forwarded: "for=1.1.1.1" }))).toBe("198.51.100.4");
      expect(clientIp(peer("not an ip"))).toBeNull();
    });
  });

  it("honours forwarded headers only from TRUSTED_PROXIES, right-most untrusted hop first", () => {
    withEnv("10.0.0.0/8, ::1", () => {
      expect(isTrustedProxy("10.1.2.3")).toBe(true);
      expect(isTrustedProxy("11.1.2.3")).toBe(false);
      expect(isTrustedProxy("::1")).toBe(true);
      expect(isTrustedProxy("::ffff:10.0.0.1")).toBe(true);
      const xff = { "x-forwarded-for": "6.6.6.6, 203.0.113.9, 10.0.0.2" };
      expect(clientIp(peer("10.0.0.1", xff))).toBe("203.0.113.9");
      expect(clientIp(peer("[::1]:5000", { "x-forwarded-for": "[2001:db8::1]:443" }))).toBe(
        "2001:db8::1",
      );
      expect(clientIp(peer("10.0.0.1", { "x-real-ip": "192.0.2.1" }))).toBe("192.0.2.1");
      expect(
        clientIp(peer("10.0.0.1", { forwarded: 'for=192.0.2.60;proto=http, for="[2001:db8::2]"' })),
      ).toBe("2001:db8::2");
      // The trusted proxy sent nothing usable: its own address.
      expect(clientIp(peer("10.0.0.1"))).toBe("10.0.0.1");
      // The same headers from an untrusted peer count for nothing.
      expect(clientIp(peer("198.51.100.4", xff))).toBe("198.51.100.4");
    });
  });

  it("parses CIDRs and refuses junk", () => {
    expect(parseCidr("10.0.0.0/8")).not.toBeNull();
    expect(parseCidr("2001:db8::/32")).not.toBeNull();
    expect(parseCidr("10.0.0.0/33")).toBeNull();
    expect(parseCidr("example.com")).toBeNull();
    expect(normalizeIp("198.51.100.4:5555")).toBe("198.51.100.4");
  });

  it("keys buckets by IP as is and hashes free text", () => {
    expect(rateLimitKey("login:ip", "10.1.2.3")).toBe("login:ip:10.1.2.3");
    expect(rateLimitKey("login:ip", null)).toBe(`login:ip:${sha256Hex("unknown").slice(0, 32)}`);
    const k = rateLimitKey("login:fail", "Admin@ERP.test", "10.1.2.3");
    expect(k).toBe(rateLimitKey("login:fail", "admin@erp.test", "10.1.2.3"));
    expect(k).not.toContain("admin");
  });
});

describe("request bodies", () => {
  it("reads plain JSON objects and JSON:API documents alike", () => {
    expect(bodyAttributes({ email: "a" })).toEqual({ email: "a" });
    expect(bodyAttributes({ data: { type: "users", attributes: { email: "a" } } })).toEqual({
      email: "a",
    });
    expect(bodyAttributes({ data: "x" })).toEqual({ data: "x" });
  });
});

describe("avatar files", () => {
  it("recognises JPEG, PNG and WebP by their first bytes only", () => {
    expect(detectImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpg");
    expect(detectImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      "png",
    );
    expect(
      detectImageType(
        Uint8Array.from([...Buffer.from("RIFF"), 0, 0, 0, 0, ...Buffer.from("WEBP")]),
      ),
    ).toBe("webp");
    expect(
      detectImageType(
        Uint8Array.from([...Buffer.from("RIFF"), 0, 0, 0, 0, ...Buffer.from("WAVE")]),
      ),
    ).toBeNull();
    expect(detectImageType(new TextEncoder().encode("GIF89a"))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });

  it("accepts only server-generated names (no path traversal)", () => {
    const good = "0196a3b2-1c2d-7e8f-9a0b-1c2d3e4f5a6b.png";
    expect(avatarPath(good)).toMatch(/avatars[\\/]0196a3b2-1c2d-7e8f-9a0b-1c2d3e4f5a6b\.png$/);
    expect(avatarExt(good)).toBe("png");
    for (const bad of [
      "../../etc/passwd",
      "x.png",
      `${good}/..`,
      `../${good}`,
      good.replace(".png", ".svg"),
      good.toUpperCase(),
    ])
      expect(avatarPath(bad)).toBeNull();
  });
});

describe("reset link", () => {
  it("is /reset-password/<token>/<base64(email)>, URL-safe", () => {
    const link = resetLink("https://erp.example.com/", "tok_en-1", "a+b@c.co");
    expect(link).toBe(
      `https://erp.example.com/reset-password/tok_en-1/${encodeURIComponent(Buffer.from("a+b@c.co").toString("base64"))}`,
    );
    const encoded = link.split("/").pop()!;
    expect(Buffer.from(decodeURIComponent(encoded), "base64").toString()).toBe("a+b@c.co");
  });
});
