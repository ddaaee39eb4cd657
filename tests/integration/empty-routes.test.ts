// The routes issue 23 §4 found empty or 404, over real HTTP with browser sessions against the
// demo seed: /terima/{code} (sign in first and come back; the receiving office's penerimaan
// detail; 404 for a movement the user does not see; a message for the sender), /newlogin, the
// work-menu roots (their landing page lists the screens, and those screens admit the root's
// role), Gudang's /gudang/pengiriman-ekspedisi at its SPEC path, the three placeholders, and
// movement detail routes that answer 404 for a movement of another kind.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { browserSession, getPage } from "../support/api";
import { hashPassword } from "@/server/auth/password";

const db = connectTestDb();
const TAG = `ER${randomUUID().slice(0, 6).toLowerCase()}`;
const cookie: Record<string, string> = {};
const PLACEHOLDER = "Layar ini belum tersedia";
const madeUsers: string[] = [];

beforeAll(async () => {
  for (const role of ["admin", "gudang", "stockist", "kp"])
    cookie[role] = await browserSession(`${role}@erp.test`);
});

afterAll(async () => {
  await db.refreshToken.deleteMany({ where: { userId: { in: madeUsers } } });
  await db.user.deleteMany({ where: { id: { in: madeUsers } } });
  await db.$disconnect();
});

describe("/terima/{code}", () => {
  let movement: { id: string; code: string };

  beforeAll(async () => {
    movement = await db.stockMovement.findFirstOrThrow({
      where: {
        deletedAt: null,
        isSusulan: false,
        originOffice: { code: "PUSAT" },
        destinationOffice: { code: "STK-001" },
      },
      select: { id: true, code: true },
      orderBy: { createdAt: "asc" },
    });
  });

  it("without a session signs in first and names the way back", async () => {
    const res = await getPage(`/terima/${movement.code}`, "");
    expect([303, 307]).toContain(res.status);
    expect(res.location).toContain(`/login?next=${encodeURIComponent(`/terima/${movement.code}`)}`);
    const login = await getPage(
      `/login?next=${encodeURIComponent(`/terima/${movement.code}`)}`,
      "",
    );
    expect(login.status).toBe(200);
    expect(login.html).toContain(`name="next" value="/terima/${movement.code}"`);
    // Only a path of this site comes back: another origin is dropped.
    const evil = await getPage(`/login?next=${encodeURIComponent("//evil.example/x")}`, "");
    expect(evil.status).toBe(200);
    expect(evil.html).not.toContain('name="next"');
  });

  it("opens the receiving office's penerimaan detail, by code (any case) or by id", async () => {
    const expected = `/stockist/penerimaan/barang-dari-pusat/${movement.id}`;
    for (const ref of [movement.code, movement.code.toLowerCase(), movement.id]) {
      const res = await getPage(`/terima/${ref}`, cookie.stockist ?? "");
      expect([303, 307], ref).toContain(res.status);
      expect(new URL(res.location ?? "", "http://x").pathname, ref).toBe(expected);
    }
    const detail = await getPage(expected, cookie.stockist ?? "");
    expect(detail.status).toBe(200);
    expect(detail.html).toContain(movement.code);
  });

  it("tells the sender it is not its receipt; 404 for what the user does not see", async () => {
    const sender = await getPage(`/terima/${movement.code}`, cookie.gudang ?? "");
    expect(sender.status).toBe(200);
    expect(sender.html).toContain("tidak ditujukan ke kantor Anda");
    const foreign = await getPage(`/terima/${movement.code}`, cookie.kp ?? "");
    expect(foreign.status).toBe(404);
    const unknown = await getPage(`/terima/SJ-TIDAK-ADA-${TAG}`, cookie.stockist ?? "");
    expect(unknown.status).toBe(404);
  });
});

describe("/newlogin", () => {
  it("is the sign-in form with the season's greeting; a signed-in user goes home", async () => {
    const guest = await getPage("/newlogin", "");
    expect(guest.status).toBe(200);
    expect(guest.html).toContain("data-season=");
    expect(guest.html).toContain('name="password"');
    const signedIn = await getPage("/newlogin", cookie.stockist ?? "");
    expect([303, 307]).toContain(signedIn.status);
    expect(new URL(signedIn.location ?? "", "http://x").pathname).toBe("/");
  });
});

describe("work-menu roots", () => {
  const ROOTS: [string, string[]][] = [
    ["/pembelian", ["Pembelian ke Supplier", "/gudang/pembelian"]],
    ["/barang-masuk", ["Penerimaan Barang dari Supplier"]],
    ["/pengiriman-barang", ["Barang ke KP", "/gudang/pengiriman-ekspedisi"]],
    ["/retur-barang", ["Retur ke Supplier", "/gudang/pengiriman/retur-ke-supplier"]],
    ["/laporan", ["Laporan Stock Global", "/penjualan/laporan"]],
  ];

  it("each root is its menu's landing page with figures and its screens", async () => {
    for (const [path, texts] of ROOTS) {
      const res = await getPage(path, cookie.admin ?? "");
      expect(res.status, path).toBe(200);
      expect(res.html, path).toContain("Ringkasan");
      for (const t of texts) expect(res.html, `${path}: ${t}`).toContain(t);
    }
    const kp = await getPage("/kantor-pelayanan", cookie.kp ?? "");
    expect(kp.status).toBe(200);
    expect(kp.html).toContain("/kantor-pelayanan/laporan");
  });

  it("a user whose only role is pembelian opens the screens its root lists, and only those", async () => {
    const [pusat, role] = await Promise.all([
      db.office.findUniqueOrThrow({ where: { code: "PUSAT" } }),
      db.role.findFirstOrThrow({ where: { name: "pembelian" } }),
    ]);
    const email = `pembelian-${TAG}@erp.test`;
    const user = await db.user.create({
      data: {
        email,
        name: `Pembelian ${TAG}`,
        passwordHash: await hashPassword("rahasia123"),
        officeId: pusat.id,
        currentRoleId: role.id,
        userRoles: { create: [{ roleId: role.id }] },
      },
    });
    madeUsers.push(user.id);
    const session = await browserSession(
      email,
      "rahasia123",
      `10.23.4.${Math.floor(Math.random() * 200) + 1}`,
    );
    const root = await getPage("/pembelian", session);
    expect(root.status).toBe(200);
    expect(root.html).toContain("/gudang/pembelian/tambah-pembelian");
    expect((await getPage("/gudang/pembelian", session)).status).toBe(200);
    const other = await getPage("/gudang/stock/stocks", session);
    expect([303, 307]).toContain(other.status);
    expect(new URL(other.location ?? "", "http://x").pathname).toBe("/");
  });
});

describe("screens that were 404 or placeholders", () => {
  it("/gudang/pengiriman-ekspedisi answers, the old path redirects there", async () => {
    const list = await getPage("/gudang/pengiriman-ekspedisi", cookie.gudang ?? "");
    expect(list.status).toBe(200);
    expect(list.html).toContain("Pengiriman Ekspedisi");
    const old = await getPage("/gudang/restock/pengiriman-ekspedisi", cookie.gudang ?? "");
    expect(old.status).toBe(308);
    expect(new URL(old.location ?? "", "http://x").pathname).toBe("/gudang/pengiriman-ekspedisi");
  });

  it("Order Barang, Barang ke Perusahaan and Laporan KP are real screens", async () => {
    for (const [path, role, text] of [
      ["/gudang/stock/order-barang", "gudang", "Order Barang"],
      ["/gudang/pengeluaran/barang-ke-perusahaan", "gudang", "Barang ke Perusahaan"],
      ["/kantor-pelayanan/laporan", "kp", "Laporan KP"],
    ] as const) {
      const res = await getPage(path, cookie[role] ?? "");
      expect(res.status, path).toBe(200);
      expect(res.html, path).toContain(text);
      expect(res.html, path).not.toContain(PLACEHOLDER);
    }
  });

  it("Order Barang lists the branches' orders to Pusat and opens one", async () => {
    // The seed's 'order barang stockist' (prisma/seed/orders.ts): STK-001 orders from Pusat.
    const order = await db.order.findFirstOrThrow({
      where: { deletedAt: null, orderType: "purchase", originOffice: { code: "PUSAT" } },
      select: { id: true, code: true },
    });
    const res = await getPage(`/gudang/stock/order-barang/${order.id}`, cookie.gudang ?? "");
    expect(res.status).toBe(200);
    expect(res.html).toContain(order.code);
  });
});

describe("movement detail routes check the movement's kind", () => {
  it("a KP->stockist movement opens under the KP's route and is 404 under other kinds'", async () => {
    // The seed's KP-001 -> STK-001 shipments (prisma/seed/order-shipments.ts).
    const m = await db.stockMovement.findFirstOrThrow({
      where: {
        deletedAt: null,
        isSusulan: false,
        originOffice: { officeType: "kantor_pelayanan" },
        destinationOffice: { officeType: "stockist" },
        status: { in: ["sent", "partially_received", "received"] },
      },
      select: { id: true },
    });
    const own = await getPage(
      `/kantor-pelayanan/pengiriman/barang-ke-stockist-dikirim/${m.id}`,
      cookie.admin ?? "",
    );
    expect(own.status).toBe(200);
    for (const path of [
      `/gudang/pengiriman/barang-ke-sc-dikirim/${m.id}`,
      `/gudang/pengiriman/barang-ke-stockist-dikirim/${m.id}`,
      `/gudang/pengeluaran/barang-ke-stockist-dikirim/${m.id}`,
      `/gudang/pengeluaran/barang-ke-stockist-dikirim/${m.id}/pengemasan`,
      `/stockist/penerimaan/barang-dari-pusat/${m.id}`,
    ]) {
      const res = await getPage(path, cookie.admin ?? "");
      expect(res.status, path).toBe(404);
    }
  });
});
