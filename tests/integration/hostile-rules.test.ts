// What a hostile client still got through (issue 23 §5), each over real HTTP and checked in the
// database, so none can come back:
// - a JSON body nested past MAX_JSON_DEPTH is a 400 at the body on every endpoint (was a 500);
// - saldo is spent only by its owner: the seller's Kasir's saldo line is a 403, the buyer pays
//   from its own saldo and may cancel that payment while it is unverified;
// - a batch's opening quantity is an adjustment (stocks.adjust + reason);
// - stock writes (tambah-stock, a batch) only in the caller's own office's warehouses;
// - a complaint is settled by the sender, never by the receiver that raised it; a dispute never
//   by the office that filed it;
// - a movement needs a document (order / purchase order) unless it is a transfer by whoever
//   holds stock-movements.transfer;
// - the DBF export neutralises formulas; a client's X-Forwarded-Proto does not set the scheme of
//   a reset link; a foreign origin-office and a receive naming one line twice are 422s.
import http from "node:http";
import path from "node:path";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { randomUUID } from "node:crypto";
import { DBFFile } from "dbffile";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { adjustStockAsGudang } from "../support/stock";
import {
  api,
  baseUrl,
  expectJsonApi,
  firstError,
  login,
  MEDIA_TYPE,
  type JsonApiDoc,
  type JsonApiResource,
} from "../support/api";
import { lastOutboxMessage } from "../support/outbox";
import { hashPassword } from "@/server/auth/password";
import { postBalance } from "@/server/balances/post-balance";
import { jakartaDateString } from "@/lib/business-date";

const db = connectTestDb();
const TAG = `HR${randomUUID().slice(0, 6).toUpperCase()}`;
const one = (doc: JsonApiDoc) => doc.data as JsonApiResource;
const PRICE = 1_000_000;

let admin: string;
let gudang: string;
let kasir: string;
let penjualan: string;
let supplier: string;
let stockist: string;
let sc: string;
/** A user of `myStk`, the stockist made here (its saldo is touched by no other test file). */
let owner: string;
const office: Record<string, string> = {};
const wh: Record<string, string> = {};
const method: Record<string, string> = {};
let myStk = "";
let product = "";
let qty = 0;

const act = (type: string, id: string, name: string, token: string, attributes?: object) =>
  api("PATCH", `/api/v1/${type}/${id}/-actions/${name}`, {
    token,
    body: { data: { type, id, attributes: attributes ?? {} } },
  });

/** A user with the roles of demo user `email` in office `officeId`; returns its email. */
async function cloneUser(email: string, officeId: string, key: string): Promise<string> {
  const src = await db.user.findUniqueOrThrow({
    where: { email },
    select: { currentRoleId: true, userRoles: { select: { roleId: true } } },
  });
  const copy = `${TAG.toLowerCase()}-${key}@erp.test`;
  await db.user.create({
    data: {
      email: copy,
      name: `Uji ${key} ${TAG}`,
      passwordHash: await hashPassword("rahasia123"),
      officeId,
      currentRoleId: src.currentRoleId,
      emailVerifiedAt: new Date(),
      userRoles: { create: src.userRoles.map((r) => ({ roleId: r.roleId })) },
    },
  });
  return copy;
}

async function balanceOf(officeId: string): Promise<bigint> {
  return (await db.office.findUniqueOrThrow({ where: { id: officeId } })).balance;
}

beforeAll(async () => {
  [admin, gudang, kasir, penjualan, supplier, stockist, sc] = await Promise.all([
    login("admin@erp.test"),
    login("gudang@erp.test"),
    login("kasir@erp.test"),
    login("penjualan@erp.test"),
    login("supplier@erp.test"),
    login("stockist@erp.test"),
    login("sc@erp.test"),
  ]);
  for (const [key, code] of [
    ["pusat", "PUSAT"],
    ["stk", "STK-001"],
    ["sup", "SUP-001"],
    ["sc", "SC-001"],
    ["mu", "MU-0000001"],
  ] as const)
    office[key] = (await db.office.findUniqueOrThrow({ where: { code } })).id;
  for (const key of ["pusat", "stk", "sup", "sc"] as const)
    wh[key] = (
      await db.warehouse.findFirstOrThrow({ where: { officeId: office[key], type: "main" } })
    ).id;
  for (const t of await db.paymentMethodType.findMany()) method[t.code] = t.id;

  const created = await api("POST", "/api/v1/offices", {
    token: admin,
    body: {
      data: {
        type: "offices",
        attributes: { code: `STK-${TAG}`, name: `Stockist ${TAG}`, phone: "0341123456" },
        relationships: {
          "office-category": { data: { type: "office-categories", id: "4" } },
          area: { data: { type: "areas", id: "0" } },
        },
      },
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  myStk = one(created.body).id;
  owner = await login(await cloneUser("stockist@erp.test", myStk, "owner"));

  const category = await db.officeCategory.findUniqueOrThrow({ where: { id: 4 } });
  qty =
    Math.ceil(Math.max(Number(category.minOrderJawa), Number(category.minOrderLuarJawa)) / PRICE) +
    1;
  product = (
    await db.product.create({
      data: { code: `${TAG}-P`, name: `Barang ${TAG}`, point: 1n, bonusValue: 1n, weight: 100 },
    })
  ).id;
  const buyerTypes = await db.buyerType.findMany();
  await db.productPrice.createMany({
    data: [0, 1, 2, 3, 4].flatMap((areaId) =>
      buyerTypes.map((bt) => ({
        productId: product,
        areaId,
        buyerTypeId: bt.id,
        price: BigInt(PRICE),
        validFrom: new Date(Date.now() - 3600_000),
      })),
    ),
  });
  await adjustStockAsGudang(
    db,
    [wh.pusat, wh.sc].map((warehouseId) => ({
      warehouseId: warehouseId ?? "",
      productId: product,
      quantity: 100,
    })),
    `Stok uji ${TAG}`,
  );
});

afterAll(async () => {
  await db.$disconnect();
});

// ---- 1. deep JSON ----------------------------------------------------------------------------

describe("a JSON body nested past the depth limit", () => {
  const nested = (depth: number) => `{"data":${"[".repeat(depth)}${"]".repeat(depth)}}`;

  async function send(method: string, pathname: string, token: string | null, type: string) {
    return api(method, pathname, {
      ...(token ? { token } : {}),
      raw: nested(10_000),
      headers: { "Content-Type": type },
    });
  }

  it("is a 400 at the body on every kind of write endpoint, never a 500", async () => {
    const education = await db.education.findFirstOrThrow();
    const movement = await db.stockMovement.findFirstOrThrow({ where: { deletedAt: null } });
    const cases: [string, string, string | null, string][] = [
      ["POST", "/api/v1/educations", admin, MEDIA_TYPE],
      ["PATCH", `/api/v1/educations/${education.id}`, admin, MEDIA_TYPE],
      ["POST", "/api/v1/orders", penjualan, MEDIA_TYPE],
      ["POST", "/api/v1/payments", kasir, MEDIA_TYPE],
      ["PATCH", `/api/v1/stock-movements/${movement.id}/-actions/recieve`, gudang, MEDIA_TYPE],
      ["POST", "/api/v1/stocks/-actions/tambah-stock", gudang, MEDIA_TYPE],
      ["POST", "/api/v1/login", null, "application/json"],
      ["POST", "/api/v1/logout", admin, "application/json"],
    ];
    for (const [m, p, token, type] of cases) {
      const res = await send(m, p, token, type);
      expect(res.status, `${m} ${p}`).toBe(400);
      expect(firstError(res.body).detail, `${m} ${p}`).toMatch(/terlalu dalam/);
      expect(firstError(res.body).source?.pointer, `${m} ${p}`).toBe("");
    }
    expect(await db.education.count({ where: { name: { startsWith: TAG } } })).toBe(0);
  });

  it("brackets inside strings do not count; a sane nesting is parsed as before", async () => {
    // 100 '[' in a string is one level deep: the engine reads it (422 for the unknown member).
    const res = await api("POST", "/api/v1/educations", {
      token: admin,
      raw: JSON.stringify({ data: { type: "educations", attributes: { name: "[".repeat(100) } } }),
      headers: { "Content-Type": MEDIA_TYPE },
    });
    expect(res.status).not.toBe(400);
    expect(res.status).toBeLessThan(500);
    await db.education.deleteMany({ where: { name: "[".repeat(100) } });
  });
});

// ---- 2. saldo --------------------------------------------------------------------------------

describe("saldo is spent only by its owner", () => {
  /** A validated sale to `myStk` by Pusat's Penjualan, or by SC-001 (its own sale). */
  async function validatedSale(seller = penjualan): Promise<string> {
    const res = await api("POST", "/api/v1/orders", {
      token: seller,
      body: {
        data: {
          type: "orders",
          attributes: {
            order_type: "sale",
            description: `Saldo ${TAG}`,
            details: [{ product_id: product, quantity: qty }],
          },
          relationships: { "destination-office": { data: { type: "offices", id: myStk } } },
        },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = one(res.body).id;
    const v = await act("orders", id, "validateOrder", seller);
    expect(v.status, JSON.stringify(v.body)).toBe(200);
    return id;
  }

  const pay = (token: string, orderId: string, lines: [string, number][]) =>
    api("POST", "/api/v1/payments", {
      token,
      body: {
        data: {
          type: "payments",
          attributes: {
            methods: lines.map(([code, amount]) => ({
              payment_method_type_id: method[code],
              amount,
            })),
          },
          relationships: { order: { data: { type: "orders", id: orderId } } },
        },
      },
    });

  it("the seller's Kasir may not post a saldo line (403), the buyer pays and cancels its own", async () => {
    const kasirUser = await db.user.findUniqueOrThrow({ where: { email: "kasir@erp.test" } });
    await db.$transaction((tx) =>
      postBalance(
        tx,
        {
          officeId: myStk,
          account: "balance",
          type: "adjustment",
          amount: 2_000_000n,
          sourceType: "tests",
          sourceId: randomUUID(),
          description: `Saldo uji ${TAG}`,
        },
        { userId: kasirUser.id },
      ),
    );
    const orderId = await validatedSale();
    const before = await balanceOf(myStk);

    // Pusat's Kasir (the seller) with the buyer's saldo, alone or beside cash: 403, nothing.
    for (const lines of [
      [["saldo", 500_000]],
      [
        ["cash", 10_000],
        ["saldo", 500_000],
      ],
    ] as [string, number][][]) {
      const res = await pay(kasir, orderId, lines);
      expect(res.status, JSON.stringify(res.body)).toBe(403);
      expect(firstError(res.body).detail).toBe("Saldo hanya dapat dipakai oleh kantor pemiliknya");
    }
    // A superadmin is no owner either.
    expect((await pay(admin, orderId, [["saldo", 1000]])).status).toBe(403);
    expect(await balanceOf(myStk)).toBe(before);
    expect(await db.payment.count({ where: { orderId } })).toBe(0);
    expect(await db.balanceTrx.count({ where: { officeId: myStk, type: "order_payment" } })).toBe(
      0,
    );

    // The buyer records only what it pays from its own saldo.
    const cash = await pay(owner, orderId, [["cash", 10_000]]);
    expect(cash.status).toBe(403);
    // Another stockist is not a party to the order: it does not find it (422 at the order).
    const stranger = await pay(stockist, orderId, [["saldo", 1000]]);
    expect(stranger.status).toBe(422);
    expect(firstError(stranger.body).source?.pointer).toBe("/data/relationships/order");

    const ok = await pay(owner, orderId, [["saldo", 500_000]]);
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const paymentId = one(ok.body).id;
    expect(one(ok.body).attributes).toMatchObject({ status: "pending", amount: 500_000 });
    expect(await balanceOf(myStk)).toBe(before - 500_000n);
    const ownerUser = await db.user.findFirstOrThrow({ where: { officeId: myStk } });
    const debit = await db.balanceTrx.findFirstOrThrow({
      where: { sourceType: "payments", sourceId: paymentId },
    });
    expect(debit).toMatchObject({ type: "order_payment", amount: -500_000n });
    expect(debit.createdById).toBe(ownerUser.id);

    // The buyer cancels its own unverified saldo payment: the saldo comes back.
    const cancelled = await act("orders", orderId, "cancelPayment", owner, {
      cancel_reason: "Salah bayar",
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await balanceOf(myStk)).toBe(before);
    expect((await db.payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe(
      "cancelled",
    );
    // Nothing of the buyer's is left to cancel (its cash is never its to cancel).
    const again = await act("orders", orderId, "cancelPayment", owner, { cancel_reason: "lagi" });
    expect(again.status).toBe(409);
  });

  it("SC-001 sells to the stockist and may not pay it from the stockist's saldo (the reported case)", async () => {
    const orderId = await validatedSale(sc);
    const before = await balanceOf(myStk);
    const bySeller = await pay(sc, orderId, [["saldo", 500_000]]);
    expect(bySeller.status, JSON.stringify(bySeller.body)).toBe(403);
    expect(firstError(bySeller.body).detail).toBe(
      "Saldo hanya dapat dipakai oleh kantor pemiliknya",
    );
    expect(await balanceOf(myStk)).toBe(before);
    expect(await db.payment.count({ where: { orderId } })).toBe(0);
    // The stockist spends its own saldo on it; the SC records its cash as before.
    const own = await pay(owner, orderId, [["saldo", 500_000]]);
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect(await balanceOf(myStk)).toBe(before - 500_000n);
    expect((await pay(sc, orderId, [["cash", 10_000]])).status).toBe(201);
  });
});

describe("a report's saldo", () => {
  it("is spent by the report's office only, not by Pusat's Kasir paying on its behalf", async () => {
    // SC-001's member sale, bundled into a sent report.
    const sale = await api("POST", "/api/v1/orders", {
      token: sc,
      body: {
        data: {
          type: "orders",
          attributes: {
            order_type: "member_sale",
            description: `Laporan ${TAG}`,
            details: [{ product_id: product, quantity: 1 }],
          },
          relationships: { "destination-office": { data: { type: "offices", id: office.mu } } },
        },
      },
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    const saleId = one(sale.body).id;
    expect((await act("orders", saleId, "validateOrder", sc)).status).toBe(200);
    const bundle = await api("POST", "/api/v1/order-bundles", {
      token: sc,
      body: {
        data: { type: "order-bundles", attributes: { order_ids: [saleId], submit: true } },
      },
    });
    expect(bundle.status, JSON.stringify(bundle.body)).toBe(201);
    const bundleId = one(bundle.body).id;
    const kasirUser = await db.user.findUniqueOrThrow({ where: { email: "kasir@erp.test" } });
    await db.$transaction((tx) =>
      postBalance(
        tx,
        {
          officeId: office.sc ?? "",
          account: "balance",
          type: "adjustment",
          amount: 1_000n,
          sourceType: "tests",
          sourceId: randomUUID(),
          description: `Saldo uji ${TAG}`,
        },
        { userId: kasirUser.id },
      ),
    );
    const payReport = (token: string) =>
      api("POST", `/api/v1/order-bundles/${bundleId}/-actions/pay`, {
        token,
        body: {
          data: {
            type: "order-bundles",
            id: bundleId,
            attributes: { methods: [{ payment_method_type_id: method.saldo, amount: 1_000 }] },
          },
        },
      });
    const byKasir = await payReport(kasir);
    expect(byKasir.status, JSON.stringify(byKasir.body)).toBe(403);
    expect(firstError(byKasir.body).detail).toBe(
      "Saldo hanya dapat dipakai oleh kantor pemiliknya",
    );
    expect(await db.paymentBundle.count({ where: { orderBundleId: bundleId } })).toBe(0);
    const bySc = await payReport(sc);
    expect(bySc.status, JSON.stringify(bySc.body)).toBe(201);
    const rows = await db.paymentBundle.findMany({ where: { orderBundleId: bundleId } });
    expect(rows).toHaveLength(1);
    const debit = await db.balanceTrx.findFirstOrThrow({
      where: { sourceType: "payment_bundles", sourceId: rows[0]?.id },
    });
    expect(debit).toMatchObject({ officeId: office.sc, type: "order_payment", amount: -1_000n });
  });
});

// ---- 3 and 4. stock from nothing, another office's warehouse -------------------------------

describe("stock writes", () => {
  const dayOffset = (days: number) => jakartaDateString(new Date(Date.now() + days * 86_400_000));
  const batchDoc = (attributes: Record<string, unknown>, warehouse: string) => ({
    data: {
      type: "stock-batches",
      attributes: {
        production_date: dayOffset(-10),
        expired_at: dayOffset(300),
        ...attributes,
      },
      relationships: {
        warehouse: { data: { type: "warehouses", id: warehouse } },
        product: { data: { type: "products", id: product } },
      },
    },
  });
  const stockOf = async (warehouseId: string) =>
    (
      await db.stock.findUnique({
        where: { warehouseId_productId: { warehouseId, productId: product } },
      })
    )?.quantity ?? 0;

  it("a batch's opening quantity needs stocks.adjust (403) and a reason (422)", async () => {
    const code = `${TAG}-S1`;
    const bySupplier = await api("POST", "/api/v1/stock-batches", {
      token: supplier,
      body: batchDoc({ code, quantity: 999_999, reason: "Produksi" }, wh.sup ?? ""),
    });
    expect(bySupplier.status).toBe(403);
    expect(await db.batch.count({ where: { code } })).toBe(0);
    expect(await stockOf(wh.sup ?? "")).toBe(0);

    const noReason = await api("POST", "/api/v1/stock-batches", {
      token: gudang,
      body: batchDoc({ code: `${TAG}-G1`, quantity: 5 }, wh.pusat ?? ""),
    });
    expect(noReason.status).toBe(422);
    expect(firstError(noReason.body)).toMatchObject({
      detail: "Alasan wajib diisi untuk jumlah awal",
      source: { pointer: "/data/attributes/reason" },
    });
    const before = await stockOf(wh.pusat ?? "");
    const ok = await api("POST", "/api/v1/stock-batches", {
      token: gudang,
      body: batchDoc({ code: `${TAG}-G1`, quantity: 5, reason: "Temuan opname" }, wh.pusat ?? ""),
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(await stockOf(wh.pusat ?? "")).toBe(before + 5);
    const trx = await db.stockTrx.findFirstOrThrow({ where: { batchId: one(ok.body).id } });
    expect(trx).toMatchObject({ type: "opening", quantityChange: 5 });
    expect(trx.description).toContain("Temuan opname");
  });

  it("Pusat adjusts and opens batches only in its own warehouses (403 on a branch's)", async () => {
    const adjust = (token: string, warehouseId: string, quantity: number) =>
      api("POST", "/api/v1/stocks/-actions/tambah-stock", {
        token,
        body: {
          data: {
            type: "stocks",
            attributes: { warehouse_id: warehouseId, product_id: product, quantity, reason: TAG },
          },
        },
      });
    const before = await stockOf(wh.stk ?? "");
    for (const token of [gudang, admin])
      for (const q of [1, -1]) {
        const res = await adjust(token, wh.stk ?? "", q);
        expect(res.status, JSON.stringify(res.body)).toBe(403);
        expect(firstError(res.body).detail).toBe(
          "Stok hanya dapat diubah di gudang kantor sendiri",
        );
      }
    expect(await stockOf(wh.stk ?? "")).toBe(before);
    expect(await db.stockTrx.count({ where: { warehouseId: wh.stk, description: TAG } })).toBe(0);
    // Its own warehouse, as the screen offers.
    expect((await adjust(gudang, wh.pusat ?? "", 1)).status).toBe(201);

    const foreignBatch = await api("POST", "/api/v1/stock-batches", {
      token: gudang,
      body: batchDoc({ code: `${TAG}-X1` }, wh.stk ?? ""),
    });
    expect(foreignBatch.status).toBe(403);
    expect(await db.batch.count({ where: { code: `${TAG}-X1` } })).toBe(0);
  });
});

// ---- 5. complaints and disputes --------------------------------------------------------------

describe("who settles a complaint", () => {
  const reason = (id: string, text: string) => ({
    data: { type: "stock-movements", id, attributes: { reason: text } },
  });
  async function complained(from: string, to: string): Promise<string> {
    const m = await db.stockMovement.create({
      data: {
        code: `SM-${TAG}-${randomUUID().slice(0, 6)}`,
        originOfficeId: from,
        destinationOfficeId: to,
        status: "received",
        complaintStatus: "pending",
        complaintDescription: "Dus penyok",
      },
    });
    return m.id;
  }
  const settle = (id: string, name: string, token: string) =>
    api("PATCH", `/api/v1/stock-movements/${id}/-actions/${name}`, {
      token,
      body: reason(id, `Keputusan ${TAG}`),
    });

  it("never the receiver that raised it (403); the sender decides", async () => {
    // SUP-001 -> Pusat: Gudang received it and complained; the supplier decides.
    const fromSupplier = await complained(office.sup ?? "", office.pusat ?? "");
    for (const token of [gudang, admin]) {
      const res = await settle(fromSupplier, "approveComplain", token);
      expect(res.status).toBe(403);
      expect(firstError(res.body).detail).toContain("bukan oleh kantor penerima");
    }
    expect(
      (await db.stockMovement.findUniqueOrThrow({ where: { id: fromSupplier } })).complaintStatus,
    ).toBe("pending");
    const bySender = await settle(fromSupplier, "declineComplain", supplier);
    expect(bySender.status, JSON.stringify(bySender.body)).toBe(200);
    expect(one(bySender.body).attributes.complaint_status).toBe("declined");

    // Pusat -> STK-001: the stockist complained; Gudang (the sender) decides.
    const toStockist = await complained(office.pusat ?? "", office.stk ?? "");
    expect((await settle(toStockist, "approveComplain", stockist)).status).toBe(403);
    const byGudang = await settle(toStockist, "approveComplain", gudang);
    expect(byGudang.status).toBe(200);
    expect(one(byGudang.body).attributes.complaint_status).toBe("approved");
  });

  it("a dispute is never decided by the office that filed it", async () => {
    const movement = await complained(office.sup ?? "", office.pusat ?? "");
    // The superadmin (Pusat) holds disputes.create and files one about Pusat's own receipt.
    const filed = await api("POST", "/api/v1/disputes", {
      token: admin,
      body: {
        data: {
          type: "disputes",
          attributes: { kind: "wrong_amount", description: `Barang kurang ${TAG}`, image_ids: [] },
          relationships: { "stock-movement": { data: { type: "stock-movements", id: movement } } },
        },
      },
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    const id = one(filed.body).id;
    for (const token of [admin, kasir]) {
      const res = await api("POST", `/api/v1/disputes/${id}/-actions/resolve`, {
        token,
        body: {
          data: { type: "disputes", id, attributes: { status: "resolved", resolution: "ok" } },
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(403);
    }
    expect((await db.dispute.findUniqueOrThrow({ where: { id } })).status).toBe("open");
  });
});

// ---- 6. movements need a document ------------------------------------------------------------

describe("a movement without an order or purchase order", () => {
  const free = (token: string, destination: string) =>
    api("POST", "/api/v1/stock-movements", {
      token,
      body: {
        data: {
          type: "stock-movements",
          attributes: {
            delivery_method: "diambil",
            description: `Tanpa dokumen ${TAG}`,
            details: [{ product_id: product, quantity: 1 }],
          },
          relationships: { "destination-office": { data: { type: "offices", id: destination } } },
        },
      },
    });

  it("is a 422 at the document for a supplier, a stockist and Gudang; a transfer needs its permission", async () => {
    for (const [token, destination] of [
      [supplier, office.pusat],
      [stockist, office.sc],
      [gudang, office.stk],
    ] as const) {
      const res = await free(token, destination ?? "");
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(firstError(res.body)).toMatchObject({
        detail: "Pengiriman barang harus berdasarkan order atau purchase order",
        source: { pointer: "/data/relationships/order" },
      });
    }
    expect(await db.stockMovement.count({ where: { description: `Tanpa dokumen ${TAG}` } })).toBe(
      0,
    );
    // The superadmin holds stock-movements.transfer: an explicit transfer.
    const transfer = await free(admin, office.stk ?? "");
    expect(transfer.status, JSON.stringify(transfer.body)).toBe(201);
  });
});

// ---- 7. smaller ------------------------------------------------------------------------------

describe("the DBF export", () => {
  it("neutralises a formula in a text field, as CSV does", async () => {
    const day = `2097-0${1 + (parseInt(TAG.slice(2, 4), 16) % 9)}-${String(
      1 + (parseInt(TAG.slice(4, 6), 16) % 27),
    ).padStart(2, "0")}`;
    const formula = `=HYPERLINK("http://contoh.invalid/?${TAG}";"klik")`;
    const p = await db.product.create({ data: { code: `${TAG}-F`, name: formula } });
    const buyerType = await db.buyerType.findFirstOrThrow();
    const order = await db.order.create({
      data: {
        code: `${TAG}-DBF`,
        orderType: "sale",
        status: "validated",
        originOfficeId: office.pusat ?? "",
        destinationOfficeId: office.stk ?? "",
        areaId: 0,
        buyerTypeId: buyerType.id,
        orderDate: new Date(`${day}T00:00:00Z`),
        totalPrice: 1000n,
        finalPrice: 1000n,
        orderDetails: {
          create: [{ productId: p.id, quantity: 1, unitPrice: 1000n, totalPrice: 1000n }],
        },
      },
    });
    const res = await fetch(
      new URL(
        `/api/v1/orders/-actions/exportDbf?filter[order_date_from]=${day}&filter[order_date_to]=${day}`,
        baseUrl(),
      ),
      {
        headers: {
          Accept: `application/x-dbf, ${MEDIA_TYPE}`,
          Authorization: `Bearer ${penjualan}`,
        },
      },
    );
    expect(res.status).toBe(200);
    const dir = await mkdtemp(path.join(tmpdir(), "hostile-dbf-"));
    try {
      const file = path.join(dir, "orders.dbf");
      await writeFile(file, Buffer.from(await res.arrayBuffer()));
      const records = await (await DBFFile.open(file)).readRecords();
      const mine = records.filter((r) => String(r.KODE).trim() === order.code);
      expect(mine).toHaveLength(1);
      const name = String(mine[0]?.NM_BARANG).trim();
      expect(name.startsWith("'=HYPERLINK(")).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

/** POST a JSON body from `localAddress` (127.0.0.2 is an untrusted client in the test run). */
function postFrom(
  pathname: string,
  body: unknown,
  headers: Record<string, string>,
  localAddress?: string,
): Promise<{ status: number; body: JsonApiDoc }> {
  const base = new URL(baseUrl());
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path: pathname,
        method: "POST",
        localAddress,
        headers: {
          Accept: MEDIA_TYPE,
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(text),
          ...headers,
        },
      },
      (res) => {
        let out = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (out += c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(out) as JsonApiDoc }),
        );
      },
    );
    req.on("error", reject);
    req.end(text);
  });
}

describe("a password-reset link", () => {
  const forwarded = { "X-Forwarded-Proto": "https", "X-Forwarded-Host": "erp.contoh.co.id" };

  it("takes its scheme and host from X-Forwarded-* only when a trusted proxy sent them", async () => {
    const email = await cloneUser("gudang@erp.test", office.pusat ?? "", "reset");
    const untrusted = await postFrom(
      "/api/v1/password/forgot",
      { code: "pusat", email },
      forwarded,
      "127.0.0.2",
    );
    expect(untrusted.status).toBe(200);
    expectJsonApi(untrusted.body);
    const link = /(\S+)\/reset-password\//.exec(lastOutboxMessage(email, "password_reset"));
    expect(link?.[1]).toMatch(/^http:\/\//);
    expect(link?.[1]).not.toContain("erp.contoh.co.id");

    const trusted = await postFrom(
      "/api/v1/password/forgot",
      { code: "pusat", email },
      {
        ...forwarded,
        "X-Forwarded-For": `10.${Math.floor(Math.random() * 250)}.7.7`,
      },
    );
    expect(trusted.status).toBe(200);
    const again = /(\S+)\/reset-password\//.exec(lastOutboxMessage(email, "password_reset"));
    expect(again?.[1]).toMatch(/^https:\/\/erp\.contoh\.co\.id$/);
  });
});

describe("input that used to be ignored", () => {
  it("an origin-office on a stockist's member sale is a 422 at that relationship", async () => {
    const res = await api("POST", "/api/v1/orders", {
      token: stockist,
      body: {
        data: {
          type: "orders",
          attributes: {
            order_type: "member_sale",
            details: [{ product_id: product, quantity: 1 }],
          },
          relationships: {
            "origin-office": { data: { type: "offices", id: office.pusat } },
            "destination-office": { data: { type: "offices", id: office.mu } },
          },
        },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(firstError(res.body).source?.pointer).toBe("/data/relationships/origin-office");
    expect(
      await db.order.count({
        where: { orderDetails: { some: { productId: product } }, originOfficeId: office.stk },
      }),
    ).toBe(0);
  });

  it("a receive that names one line twice is a 422 at the repeat; nothing is received", async () => {
    const created = await api("POST", "/api/v1/stock-movements", {
      token: admin,
      body: {
        data: {
          type: "stock-movements",
          attributes: {
            delivery_method: "diambil",
            details: [{ product_id: product, quantity: 2 }],
          },
          relationships: { "destination-office": { data: { type: "offices", id: office.stk } } },
        },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = one(created.body).id;
    const sent = await act("stock-movements", id, "send", admin);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const line = await db.movementDetail.findFirstOrThrow({ where: { stockMovementId: id } });
    const twice = await act("stock-movements", id, "recieve", stockist, {
      details: [
        { id: line.id, received_quantity: 2 },
        { id: line.id, received_quantity: 0 },
      ],
    });
    expect(twice.status, JSON.stringify(twice.body)).toBe(422);
    expect(firstError(twice.body).source?.pointer).toBe("/data/attributes/details/1/id");
    expect((await db.stockMovement.findUniqueOrThrow({ where: { id } })).status).toBe("sent");
    const ok = await act("stock-movements", id, "recieve", stockist, {
      details: [{ id: line.id, received_quantity: 2 }],
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await db.stockMovement.findUniqueOrThrow({ where: { id } })).status).toBe("received");
  });
});
