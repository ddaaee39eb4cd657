import { describe, expect, it } from "vitest";
import { BarcodeBuffer, isValidScan } from "@/lib/barcode";
import { formatCountdown, landingPath, NOT_BONUS_PERIOD_REASON, quickAccessFor } from "@/lib/home";
import {
  buildMenuTree,
  filterMenuTree,
  findMenuByUrl,
  rootForPath,
  type MenuItem,
} from "@/lib/menu-tree";

const item = (
  id: string,
  name: string,
  url: string | null,
  parentId: string | null,
  sortOrder = 0,
): MenuItem => ({
  id,
  key: id,
  name,
  url,
  icon: null,
  type: url ? "item" : "group",
  parentId,
  sortOrder,
});

describe("menu tree", () => {
  const flat = [
    item("g", "Gudang", "/gudang", null, 2),
    item("a", "Admin", "/admin", null, 1),
    item("p", "Pengeluaran", null, "g"),
    item(
      "p1",
      "Barang ke Stockist (Dikirim)",
      "/gudang/pengeluaran/barang-ke-stockist-dikirim",
      "p",
    ),
    item("s", "Laporan Stock Global", "/gudang/stock/laporan-stock-global", "g"),
    item("orphan", "Tanpa Induk", "/x", "missing"),
  ];
  const tree = buildMenuTree(flat);

  it("builds a sorted tree and drops orphans", () => {
    expect(tree.map((n) => n.name)).toEqual(["Admin", "Gudang"]);
    expect(tree[1]?.children.map((n) => n.name)).toEqual(["Laporan Stock Global", "Pengeluaran"]);
  });

  it("searches names ignoring case and spaces, from 2 characters", () => {
    const g = tree[1]?.children ?? [];
    expect(filterMenuTree(g, "stockglobal").map((n) => n.name)).toEqual(["Laporan Stock Global"]);
    expect(filterMenuTree(g, "BARANG KE").map((n) => n.children.map((c) => c.name))).toEqual([
      ["Barang ke Stockist (Dikirim)"],
    ]);
    expect(filterMenuTree(g, "s")).toBe(g);
  });

  it("finds the module of a path and a menu by url", () => {
    expect(rootForPath(tree, "/gudang/stock/laporan-stock-global")?.name).toBe("Gudang");
    expect(rootForPath(tree, "/gudangx")).toBeNull();
    expect(findMenuByUrl(tree, "/gudang/pengeluaran/barang-ke-stockist-dikirim")?.id).toBe("p1");
  });
});

describe("home rules", () => {
  it("gives stockists the quick access, Tambah Point only in the bonus period", () => {
    const open = quickAccessFor(4, "STK-001", true);
    expect(open.map((q) => q.label)).toEqual([
      "Order Barang",
      "Pencatatan Mitra Usaha",
      "Pencatatan Cash Bill",
      "Tambah Point",
    ]);
    expect(open.every((q) => !q.disabledReason)).toBe(true);
    const closed = quickAccessFor(4, "STK-001", false);
    expect(closed.find((q) => q.label === "Tambah Point")?.disabledReason).toBe(
      NOT_BONUS_PERIOD_REASON,
    );
    expect(quickAccessFor(1, "PUSAT", true)).toEqual([]);
  });

  it("hides Mitra Usaha and Cash Bill for the office code nuera", () => {
    expect(quickAccessFor(4, "NUERA", true).map((q) => q.label)).toEqual([
      "Order Barang",
      "Tambah Point",
    ]);
  });

  it("sends each role to its module after login", () => {
    expect(landingPath("admin", 1)).toBe("/admin");
    expect(landingPath("superadmin", 1)).toBe("/");
    expect(landingPath("penjualan_pusat", 1)).toBe("/penjualan");
    expect(landingPath("kasir_pusat", 1)).toBe("/kasir");
    expect(landingPath("kp_admin", 2)).toBe("/kantor-pelayanan");
    expect(landingPath("sc_admin", 3)).toBe("/stockist-center");
    expect(landingPath("stockist", 4)).toBe("/stockist");
  });

  it("sends every demo account's current role to its own module (issue 9 §5)", () => {
    // The demo Pusat staff sign in with the short role names; both names of a role land alike.
    expect(landingPath("kasir", 1)).toBe("/kasir");
    expect(landingPath("penjualan", 1)).toBe("/penjualan");
    expect(landingPath("gudang", 1)).toBe("/gudang");
    expect(landingPath("bonus", 1)).toBe("/bonus");
    expect(landingPath("customer_service", 1)).toBe("/customer-service");
    expect(landingPath("supplier", 6)).toBe("/supplier");
    expect(landingPath("mitra_usaha", 5)).toBe("/");
    // An unmapped role falls back to its office category.
    expect(landingPath("custom_role", 4)).toBe("/stockist");
    expect(landingPath("custom_role", 3)).toBe("/stockist-center");
    expect(landingPath(null, null)).toBe("/");
  });

  it("formats the closing-of-books countdown", () => {
    expect(formatCountdown((3 * 86400 + 4 * 3600 + 5 * 60 + 6) * 1000)).toBe("3 hari 04:05:06");
    expect(formatCountdown(-5)).toBe("00:00:00");
  });
});

describe("barcode scans", () => {
  it("joins fast keystrokes and accepts codes longer than 3 allowed characters", () => {
    const b = new BarcodeBuffer();
    "BRG-001".split("").forEach((k, i) => b.push(k, 1000 + i * 10));
    expect(b.flush()).toBe("BRG-001");
  });

  it("starts over after a slow keystroke and rejects short or odd codes", () => {
    const b = new BarcodeBuffer();
    b.push("x", 0);
    "ABCD".split("").forEach((k, i) => b.push(k, 500 + i * 5));
    expect(b.flush()).toBe("ABCD");
    "AB1".split("").forEach((k, i) => b.push(k, 900 + i * 5));
    expect(b.flush()).toBeNull();
    expect(isValidScan("AB C1")).toBe(false);
    expect(isValidScan("A_B-1")).toBe(true);
    expect(b.push("Shift", 1)).toBe(false);
  });
});
