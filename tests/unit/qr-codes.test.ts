// QR code values and ids (server/qrcodes/codes.ts): format, uniqueness, RFC 9562 version 7.
import { describe, expect, it } from "vitest";
import { base32, generationCode, randomQrCodes, uuidv7 } from "@/server/qrcodes/codes";

describe("QR codes", () => {
  it("encodes bytes as Crockford base32", () => {
    expect(base32(new Uint8Array([0, 0, 0, 0, 0]))).toBe("00000000");
    expect(base32(new Uint8Array([255, 255, 255, 255, 255]))).toBe("ZZZZZZZZ");
  });

  it("makes distinct 24-character codes from the QR alphanumeric set", () => {
    const codes = randomQrCodes(5000);
    expect(new Set(codes).size).toBe(5000);
    expect(codes.every((c) => /^[0-9A-HJKMNP-TV-Z]{24}$/.test(c))).toBe(true);
  });

  it("numbers a generation by its WIB date", () => {
    expect(generationCode(new Date("2026-11-22T18:30:00Z"))).toMatch(/^QRG-20261123-[0-9A-Z]{8}$/);
  });

  it("makes version 7 UUIDs that start with the time", () => {
    const id = uuidv7(0x0123456789ab);
    expect(id).toMatch(/^01234567-89ab-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
