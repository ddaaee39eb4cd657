// Pure helpers of issue 23 §4's routes: the way back after sign-in (no open redirect), the season
// of /newlogin by the Jakarta business date, and the penerimaan screen /terima opens per kind.
import { describe, expect, it } from "vitest";
import { loginPathFor, safeReturnPath } from "@/lib/return-path";
import { seasonFor } from "@/lib/seasonal-login";
import { receivingKind } from "@/server/stock/movements/receipt-target";

describe("safeReturnPath", () => {
  it("keeps a path of this site", () => {
    expect(safeReturnPath("/terima/SJ-20261128-ABCD")).toBe("/terima/SJ-20261128-ABCD");
    expect(safeReturnPath("/gudang?x=1")).toBe("/gudang?x=1");
  });

  it("drops other origins, odd input and guest pages", () => {
    for (const v of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "evil",
      "",
      "/a\nb",
      "/a\\b",
      "/login",
      "/newlogin?next=/x",
      `/${"a".repeat(600)}`,
      null,
      ["/x"],
    ])
      expect(safeReturnPath(v), String(v)).toBeNull();
  });

  it("builds the sign-in path with the way back", () => {
    expect(loginPathFor("/terima/SJ-1")).toBe("/login?next=%2Fterima%2FSJ-1");
  });
});

describe("seasonFor", () => {
  it("follows the Jakarta business day, not the UTC one", () => {
    // 31 July 2026 18:00 UTC is 1 August 01:00 in Jakarta: Independence month.
    expect(seasonFor(new Date("2026-07-31T18:00:00Z")).key).toBe("kemerdekaan");
    expect(seasonFor(new Date("2026-07-31T10:00:00Z")).key).not.toBe("kemerdekaan");
  });

  it("knows the year end and an ordinary day", () => {
    expect(seasonFor(new Date("2026-12-20T05:00:00Z")).key).toBe("akhir-tahun");
    expect(seasonFor(new Date("2027-01-03T05:00:00Z")).key).toBe("akhir-tahun");
    expect(seasonFor(new Date("2026-11-10T05:00:00Z")).key).toBe("default");
  });

  it("marks Ramadan and Syawal by the Islamic calendar", () => {
    // 1 Ramadan 1448 H is around 8 February 2027; 1 Syawal around 10 March 2027.
    expect(seasonFor(new Date("2027-02-20T05:00:00Z")).key).toBe("ramadan");
    expect(seasonFor(new Date("2027-03-15T05:00:00Z")).key).toBe("idul-fitri");
  });
});

describe("receivingKind", () => {
  it("opens a shipment on the receiving office's penerimaan route", () => {
    const of = (originType: string, destinationType: string, isSusulan = false) =>
      receivingKind({ originType, destinationType, deliveryMethod: "dikirim", isSusulan })?.routes
        .penerimaan;
    expect(of("pusat", "stockist")).toBe("/stockist/penerimaan/barang-dari-pusat");
    expect(of("kantor_pelayanan", "stockist")).toBe("/stockist/penerimaan/barang-dari-kp");
    expect(of("pusat", "kantor_pelayanan")).toBe("/kantor-pelayanan/penerimaan-barang-dari-pusat");
    expect(of("pusat", "stockist_center")).toBe("/stockist-center/penerimaan");
    expect(of("supplier", "pusat")).toBe("/gudang/penerimaan/penerimaan-barang-dari-supplier");
    expect(of("pusat", "stockist", true)).toBe("/stockist/susulan");
    expect(of("stockist", "member")).toBeUndefined();
  });
});
