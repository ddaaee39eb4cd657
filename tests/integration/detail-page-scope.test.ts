// The server-side guard of every document detail page (server/shell/page-scope.ts), over real
// HTTP against the demo seed: for each kind of detail page (stock movement detail and packing
// pages, order, order payment and its receipt, purchase order, order bundle, stock ledger) the
// own office's row answers 200 and another office's row answers a 404 page (HTTP status 404),
// exactly as GET /api/v1/{type}/{id} answers. "Another office" is also another office of the
// same category: a second stockist (STK-002), a KP cashier, a KP warehouse user, made here as
// copies of the demo users (same roles, so the same menus) placed in another office.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { api, browserSession, getPage, login } from "../support/api";
import { hashPassword } from "@/server/auth/password";

const db = connectTestDb();
const TAG = `dps${Date.now().toString(36)}`;
const cookie: Record<string, string> = {};
const token: Record<string, string> = {};
const office: Record<string, string> = {};
const madeUsers: string[] = [];

/** A copy of demo user `email` (its roles and current role) in office `officeCode`. */
async function cloneUser(email: string, officeCode: string, key: string): Promise<void> {
  const src = await db.user.findUniqueOrThrow({
    where: { email },
    select: { currentRoleId: true, userRoles: { select: { roleId: true } } },
  });
  const copyEmail = `${TAG}-${key}@erp.test`;
  const user = await db.user.create({
    data: {
      email: copyEmail,
      name: `Salinan ${key}`,
      passwordHash: await hashPassword("rahasia123"),
      officeId: office[officeCode] ?? "",
      currentRoleId: src.currentRoleId,
      emailVerifiedAt: new Date(),
      userRoles: { create: src.userRoles.map((r) => ({ roleId: r.roleId })) },
    },
  });
  madeUsers.push(user.id);
  cookie[key] = await browserSession(copyEmail);
  token[key] = await login(copyEmail);
}

async function status(path: string, who: string): Promise<number> {
  return (await getPage(path, cookie[who] ?? "")).status;
}

/** The page `path` answers 200 for every `own` user and 404 for every `other` user. */
async function expectScoped(path: string, own: string[], other: string[]): Promise<void> {
  for (const who of own) expect(await status(path, who), `${who} ${path}`).toBe(200);
  for (const who of other) expect(await status(path, who), `${who} ${path}`).toBe(404);
}

/** The page's answer agrees with the API's read of the same row. */
async function expectApi(type: string, id: string, who: string, want: 200 | 404): Promise<void> {
  const res = await api("GET", `/api/v1/${type}/${id}`, { token: token[who] });
  expect(res.status, `${who} GET ${type}/${id}`).toBe(want);
}

function movement(origin: string, destination: string) {
  return db.stockMovement.findFirstOrThrow({
    where: {
      originOfficeId: office[origin],
      destinationOfficeId: office[destination],
      deletedAt: null,
    },
    select: { id: true },
  });
}

/** A movement neither sent nor received by office `code`. */
function movementOutside(code: string) {
  return db.stockMovement.findFirstOrThrow({
    where: {
      originOfficeId: { not: office[code] },
      destinationOfficeId: { not: office[code] },
      deletedAt: null,
    },
    select: { id: true },
  });
}

beforeAll(async () => {
  for (const code of ["PUSAT", "KP-001", "SC-001", "STK-001", "STK-002", "SUP-001"])
    office[code] = (await db.office.findUniqueOrThrow({ where: { code } })).id;
  for (const role of ["gudang", "kp", "sc", "stockist", "kasir", "penjualan", "supplier"]) {
    cookie[role] = await browserSession(`${role}@erp.test`);
    token[role] = await login(`${role}@erp.test`);
  }
  await cloneUser("stockist@erp.test", "STK-002", "stockist2");
  await cloneUser("kasir@erp.test", "KP-001", "kasirKp");
  await cloneUser("gudang@erp.test", "KP-001", "gudangKp");
});

afterAll(async () => {
  await db.refreshToken.deleteMany({ where: { userId: { in: madeUsers } } });
  await db.user.deleteMany({ where: { id: { in: madeUsers } } });
  await db.$disconnect();
});

describe("stock movement detail pages", () => {
  it("Gudang: its own movement is 200, a movement between two other offices is 404", async () => {
    const own = await movement("PUSAT", "SC-001");
    const foreign = await movementOutside("PUSAT");
    await expectScoped(`/gudang/pengeluaran/barang-ke-sc-diambil/${own.id}`, ["gudang"], []);
    await expectScoped(`/gudang/pengiriman/barang-ke-sc-dikirim/${own.id}`, ["gudang"], []);
    await expectScoped(`/gudang/susulan/barang-ke-sc/${own.id}`, ["gudang"], []);
    for (const path of [
      `/gudang/pengeluaran/barang-ke-sc-diambil/${foreign.id}`,
      `/gudang/pengiriman/barang-ke-sc-dikirim/${foreign.id}`,
      `/gudang/susulan/barang-ke-sc/${foreign.id}`,
      `/gudang/pengeluaran/barang-ke-sc-dikirim/${foreign.id}/pengemasan`,
    ])
      await expectScoped(path, [], ["gudang"]);
    await expectApi("stock-movements", foreign.id, "gudang", 404);
    await expectScoped(
      `/gudang/pengeluaran/barang-ke-sc-dikirim/${own.id}/pengemasan`,
      ["gudang"],
      [],
    );
    await expectScoped(`/gudang/pengeluaran/barang-ke-sc-diambil/not-a-uuid`, [], ["gudang"]);
  });

  it("Stockist: its own receipt is 200, another stockist's is 404", async () => {
    const own = await movement("PUSAT", "STK-001");
    // The susulan route shows follow-up shipments only (issue 23: a movement of another kind
    // is a 404 there too, server/stock/movements/kind-match.ts).
    const ownSusulan = await db.stockMovement.findFirstOrThrow({
      where: { destinationOfficeId: office["STK-001"], isSusulan: true, deletedAt: null },
      select: { id: true },
    });
    for (const path of [
      `/stockist/penerimaan/barang-dari-pusat/${own.id}`,
      `/stockist/susulan/${ownSusulan.id}`,
    ])
      await expectScoped(path, ["stockist"], ["stockist2"]);
    await expectApi("stock-movements", own.id, "stockist", 200);
    await expectApi("stock-movements", own.id, "stockist2", 404);
  });

  it("KP, SC and supplier: their own movement is 200, another office's is 404", async () => {
    const toKp = await movement("PUSAT", "KP-001");
    const toSc = await movement("PUSAT", "SC-001");
    const toStk = await movement("PUSAT", "STK-001");
    await expectScoped(`/kantor-pelayanan/penerimaan-barang-dari-pusat/${toKp.id}`, ["kp"], []);
    await expectScoped(`/kantor-pelayanan/penerimaan-barang-dari-pusat/${toStk.id}`, [], ["kp"]);
    await expectScoped(`/stockist-center/penerimaan/${toSc.id}`, ["sc"], []);
    await expectScoped(`/stockist-center/penerimaan/${toKp.id}`, [], ["sc"]);
    const fromSupplier = await movement("SUP-001", "PUSAT");
    await expectScoped(
      `/supplier/pengiriman/barang-dari-supplier/${fromSupplier.id}`,
      ["supplier"],
      [],
    );
    await expectScoped(`/supplier/pengiriman/barang-dari-supplier/${toKp.id}`, [], ["supplier"]);
  });
});

describe("order, payment, purchase-order, bundle and stock ledger detail pages", () => {
  it("orders: the stockist's own order is 200, another stockist's and the KP's view of it 404", async () => {
    const stkOrder = await db.order.findFirstOrThrow({
      where: { destinationOfficeId: office["STK-001"], deletedAt: null },
      select: { id: true },
    });
    await expectScoped(`/stockist/pembelian/${stkOrder.id}`, ["stockist"], ["stockist2"]);
    await expectScoped(`/kantor-pelayanan/faktur-kp/${stkOrder.id}`, [], ["kp"]);
    await expectApi("orders", stkOrder.id, "stockist2", 404);
    const kpOrder = await db.order.findFirstOrThrow({
      where: { originOfficeId: office["KP-001"], deletedAt: null },
      select: { id: true },
    });
    await expectScoped(`/kantor-pelayanan/faktur-kp/${kpOrder.id}`, ["kp"], []);
  });

  it("payments: Pusat's cashier sees a Pusat sale's payment page and receipt, a KP cashier 404", async () => {
    const payment = await db.payment.findFirstOrThrow({
      where: {
        deletedAt: null,
        orderId: { not: null },
        order: { originOfficeId: office.PUSAT, deletedAt: null },
        officeId: { not: office["KP-001"] },
      },
      select: { id: true, orderId: true },
    });
    const base = `/kasir/pembayaran/faktur-penjualan-pusat-ke-stockist/${payment.orderId}`;
    await expectScoped(base, ["kasir"], ["kasirKp"]);
    await expectScoped(`${base}/faktur-pembayaran/${payment.id}`, ["kasir"], ["kasirKp"]);
    await expectApi("payments", payment.id, "kasirKp", 404);
  });

  it("purchase orders: Pusat's warehouse sees its purchase order, a KP warehouse user 404", async () => {
    const po = await db.purchaseOrder.findFirstOrThrow({
      where: { officeId: office.PUSAT, status: { not: "draft" } },
      select: { id: true },
    });
    await expectScoped(`/gudang/pembelian/${po.id}`, ["gudang"], ["gudangKp"]);
    await expectScoped(`/supplier/persiapan-stok/${po.id}`, ["supplier"], []);
    await expectApi("purchase-orders", po.id, "gudangKp", 404);
  });

  it("order bundles: Pusat's cashier sees an SC report, a KP cashier 404", async () => {
    const bundle = await db.orderBundle.findFirstOrThrow({
      where: { officeId: office["SC-001"], deletedAt: null },
      select: { id: true },
    });
    await expectScoped(`/kasir/validasi/laporan-kasir-sc/${bundle.id}`, ["kasir"], ["kasirKp"]);
  });

  it("stock ledger: the stockist's own stock row is 200, another stockist's 404", async () => {
    const stock = await db.stock.findFirstOrThrow({
      where: { warehouse: { officeId: office["STK-001"] } },
      select: { id: true },
    });
    await expectScoped(`/stockist/stock/${stock.id}`, ["stockist"], ["stockist2"]);
    await expectApi("stocks", stock.id, "stockist2", 404);
  });
});
