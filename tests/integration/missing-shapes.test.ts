// The API shapes SPEC §7 names that issue 23 §4 found missing, over real HTTP against the demo
// seed: POST incoming-goods (the receipt of a supplier shipment of a purchase order), POST/PATCH
// addresses, POST and DELETE payment-methods (a line of a pending payment), POST
// office-expeditions/-actions/attachToExpedition, and PATCH {type}/{id}/{related} (JSON:API 1.0
// relationship update, to-one and to-many). Each: status, body (api() checks the JSON:API 1.0
// schema of every answer), the 401/403/404/422 paths with their pointers, and the database.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { adjustStockAsGudang } from "../support/stock";
import { api, firstError, login, type JsonApiDoc, type JsonApiResource } from "../support/api";
import { jakartaToday } from "@/lib/business-date";

const db = connectTestDb();
const TAG = `MS${randomUUID().slice(0, 6).toUpperCase()}`;
const one = (doc: JsonApiDoc) => doc.data as JsonApiResource;
const ids = (doc: JsonApiDoc) => (doc.data as { id: string }[]).map((d) => d.id).sort();

const token: Record<string, string> = {};
const office: Record<string, string> = {};

const opening = (warehouseId: string, productId: string, quantity: number) =>
  adjustStockAsGudang(db, [{ warehouseId, productId, quantity }], `Stok uji ${TAG}`);

beforeAll(async () => {
  for (const role of [
    "admin",
    "gudang",
    "kasir",
    "penjualan",
    "stockist",
    "kp",
    "mitra",
    "supplier",
  ])
    token[role] = await login(`${role}@erp.test`);
  for (const code of ["PUSAT", "STK-001", "SUP-001", "KP-001"])
    office[code] = (await db.office.findUniqueOrThrow({ where: { code } })).id;
});

afterAll(async () => {
  await db.$disconnect();
});

describe("POST incoming-goods", () => {
  const mdoc = (id: string, attributes: Record<string, unknown> = {}) => ({
    data: { type: "stock-movements", id, attributes },
  });
  const igDoc = (movementId: string | null, attributes: Record<string, unknown> = {}) => ({
    data: {
      type: "incoming-goods",
      attributes,
      ...(movementId
        ? {
            relationships: {
              "stock-movement": { data: { type: "stock-movements", id: movementId } },
            },
          }
        : {}),
    },
  });
  let productId: string;
  let movementId: string;
  let lineId: string;
  let poId: string;
  let pusatWh: string;

  beforeAll(async () => {
    const [sw, pw, exp] = await Promise.all([
      db.warehouse.findFirstOrThrow({ where: { officeId: office["SUP-001"], type: "main" } }),
      db.warehouse.findFirstOrThrow({ where: { officeId: office.PUSAT, type: "main" } }),
      db.expedition.findFirstOrThrow({ where: { deletedAt: null } }),
    ]);
    pusatWh = pw.id;
    productId = (await db.product.create({ data: { code: `${TAG}-IG`, name: `Barang ${TAG} IG` } }))
      .id;
    await opening(sw.id, productId, 20);
    poId = (
      await db.purchaseOrder.create({
        data: {
          code: `PO-${TAG}`,
          supplierOfficeId: office["SUP-001"] ?? "",
          officeId: office.PUSAT ?? "",
          warehouseId: pw.id,
          status: "submitted",
          orderDate: jakartaToday(),
          totalPrice: 10_000n,
          details: { create: [{ productId, quantity: 10, unitPrice: 1000n, totalPrice: 10_000n }] },
        },
      })
    ).id;
    // The supplier ships the order as in production: create, pack, send.
    const created = await api("POST", "/api/v1/stock-movements", {
      token: token.supplier,
      body: {
        data: {
          type: "stock-movements",
          attributes: { details: [{ product_id: productId, quantity: 10 }] },
          relationships: { "purchase-order": { data: { type: "purchase-orders", id: poId } } },
        },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    movementId = one(created.body).id;
    const packet = await api("POST", "/api/v1/packets", {
      token: token.supplier,
      body: {
        data: {
          type: "packets",
          attributes: { details: [{ product_id: productId, quantity: 10 }], weight: 500 },
          relationships: {
            "stock-movement": { data: { type: "stock-movements", id: movementId } },
          },
        },
      },
    });
    expect(packet.status, JSON.stringify(packet.body)).toBe(201);
    for (const [action, attrs] of [
      ["pack", {}],
      ["send", { expedition_id: exp.id, tracking_number: `R-${TAG}` }],
    ] as const) {
      const res = await api("PATCH", `/api/v1/stock-movements/${movementId}/-actions/${action}`, {
        token: token.supplier,
        body: mdoc(movementId, attrs),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    lineId = (await db.movementDetail.findFirstOrThrow({ where: { stockMovementId: movementId } }))
      .id;
  });

  it("401 without a session; 403 without the permissions; a stockist does not see the shipment", async () => {
    expect((await api("POST", "/api/v1/incoming-goods", { body: igDoc(movementId) })).status).toBe(
      401,
    );
    // The supplier only reads incoming goods.
    const supplier = await api("POST", "/api/v1/incoming-goods", {
      token: token.supplier,
      body: igDoc(movementId),
    });
    expect(supplier.status).toBe(403);
    expect(firstError(supplier.body).code).toBe("FORBIDDEN");
    // Only Pusat buys from suppliers: a stockist records no incoming goods at all.
    const stockist = await api("POST", "/api/v1/incoming-goods", {
      token: token.stockist,
      body: igDoc(movementId),
    });
    expect(stockist.status).toBe(403);
    expect(firstError(stockist.body).code).toBe("FORBIDDEN");
  });

  it("422 at its pointer: no shipment, an unknown one, one of no purchase order, a line twice", async () => {
    const none = await api("POST", "/api/v1/incoming-goods", {
      token: token.gudang,
      body: igDoc(null),
    });
    expect(none.status).toBe(422);
    expect(firstError(none.body).source?.pointer).toBe("/data/relationships/stock-movement");
    const unknown = await api("POST", "/api/v1/incoming-goods", {
      token: token.gudang,
      body: igDoc(randomUUID()),
    });
    expect(unknown.status).toBe(422);
    expect(firstError(unknown.body)).toMatchObject({
      detail: "Pengiriman tidak ditemukan",
      source: { pointer: "/data/relationships/stock-movement" },
    });
    const sale = await db.stockMovement.findFirstOrThrow({
      where: { originOfficeId: office.PUSAT, purchaseOrderId: null, deletedAt: null },
    });
    const noPo = await api("POST", "/api/v1/incoming-goods", {
      token: token.gudang,
      body: igDoc(sale.id),
    });
    expect(noPo.status).toBe(422);
    expect(firstError(noPo.body).detail).toBe(
      "Barang masuk dicatat dari pengiriman supplier atas pembelian",
    );
    const twice = await api("POST", "/api/v1/incoming-goods", {
      token: token.gudang,
      body: igDoc(movementId, {
        details: [
          { id: lineId, received_quantity: 3 },
          { id: lineId, received_quantity: 4 },
        ],
      }),
    });
    expect(twice.status).toBe(422);
    expect(firstError(twice.body).source?.pointer).toBe("/data/attributes/details/1/id");
    const negative = await api("POST", "/api/v1/incoming-goods", {
      token: token.gudang,
      body: igDoc(movementId, { details: [{ id: lineId, received_quantity: -1 }] }),
    });
    expect(negative.status).toBe(422);
    expect(firstError(negative.body).source?.pointer).toBe(
      "/data/attributes/details/0/received_quantity",
    );
    // Nothing of the refused requests was written.
    expect(await db.incomingGood.count({ where: { stockMovementId: movementId } })).toBe(0);
  });

  it("201: the receipt posts the stock, writes the IG row and moves the purchase order", async () => {
    const before = await db.stock.findFirst({ where: { warehouseId: pusatWh, productId } });
    const res = await api("POST", "/api/v1/incoming-goods", {
      token: token.gudang,
      body: igDoc(movementId, {
        reference_number: `SJ-SUP-${TAG}`,
        description: "Diterima sebagian",
        details: [{ id: lineId, received_quantity: 7 }],
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const ig = one(res.body);
    expect(ig.type).toBe("incoming-goods");
    expect(res.headers.get("location")).toMatch(new RegExp(`/api/v1/incoming-goods/${ig.id}$`));
    expect(ig.attributes).toMatchObject({
      status: "received",
      reference_number: `SJ-SUP-${TAG}`,
      description: "Diterima sebagian",
      purchase_order_id: poId,
      stock_movement_id: movementId,
      office_id: office.PUSAT,
      origin_office_id: office["SUP-001"],
    });
    expect(String(ig.attributes.code)).toMatch(/^IG-\d{6}-\d{5}$/);
    const after = await db.stock.findFirstOrThrow({ where: { warehouseId: pusatWh, productId } });
    expect(after.quantity - (before?.quantity ?? 0)).toBe(7);
    const detail = await db.purchaseOrderDetail.findFirstOrThrow({
      where: { purchaseOrderId: poId },
    });
    expect(detail.receivedQuantity).toBe(7);
    expect((await db.purchaseOrder.findUniqueOrThrow({ where: { id: poId } })).status).toBe(
      "partially_received",
    );
    expect((await db.stockMovement.findUniqueOrThrow({ where: { id: movementId } })).status).toBe(
      "partially_received",
    );
  });

  it("409 for a shipment already received; nothing more is written", async () => {
    const res = await api("POST", "/api/v1/incoming-goods", {
      token: token.gudang,
      body: igDoc(movementId),
    });
    expect(res.status).toBe(409);
    expect(await db.incomingGood.count({ where: { stockMovementId: movementId } })).toBe(1);
  });
});

describe("POST/PATCH addresses", () => {
  let region: { province_id: string; city_id: string; district_id: string; village_id: string };
  let otherVillage: string;
  let created: string;
  // STK-001's primary address sets the price area of its orders: the other test files share the
  // office, so its addresses are put back as they were after this block.
  let primaries: string[] = [];

  const addressDoc = (officeId: string | null, attributes: Record<string, unknown>) => ({
    data: {
      type: "addresses",
      attributes,
      ...(officeId
        ? { relationships: { office: { data: { type: "offices", id: officeId } } } }
        : {}),
    },
  });

  beforeAll(async () => {
    primaries = (
      await db.officeAddress.findMany({
        where: { officeId: office["STK-001"], isPrimary: true },
        select: { id: true },
      })
    ).map((a) => a.id);
    const village = await db.village.findFirstOrThrow({
      include: { district: { include: { city: true } } },
      orderBy: { id: "asc" },
    });
    region = {
      province_id: village.district.city.provinceId,
      city_id: village.district.cityId,
      district_id: village.districtId,
      village_id: village.id,
    };
    otherVillage = (
      await db.village.findFirstOrThrow({
        where: { districtId: { not: village.districtId } },
        orderBy: { id: "desc" },
      })
    ).id;
  });

  afterAll(async () => {
    await db.officeAddress.deleteMany({ where: { address: { contains: TAG } } });
    if (created) await db.officeAddress.deleteMany({ where: { id: created } });
    await db.officeAddress.updateMany({
      where: { id: { in: primaries } },
      data: { isPrimary: true },
    });
  });

  it("401 without a session; 403 without addresses.create (member, supplier)", async () => {
    const body = addressDoc(office["STK-001"] ?? "", { ...region });
    expect((await api("POST", "/api/v1/addresses", { body })).status).toBe(401);
    for (const role of ["mitra", "supplier"]) {
      const res = await api("POST", "/api/v1/addresses", { token: token[role], body });
      expect(res.status, role).toBe(403);
    }
  });

  it("a stockist adds its own primary address: 201, the old primary is demoted", async () => {
    const res = await api("POST", "/api/v1/addresses", {
      token: token.stockist,
      body: addressDoc(office["STK-001"] ?? "", {
        address: `Jl. Uji ${TAG} No. 1`,
        ...region,
        postal_code: "65111",
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    created = one(res.body).id;
    expect(one(res.body).attributes).toMatchObject({
      address: `Jl. Uji ${TAG} No. 1`,
      ...region,
      postal_code: "65111",
      is_primary: true,
    });
    const primaries = await db.officeAddress.findMany({
      where: { officeId: office["STK-001"], isPrimary: true },
    });
    expect(primaries.map((a) => a.id)).toEqual([created]);
  });

  it("422 at its pointer: no office, a village outside the district, a bad postal code", async () => {
    const noOffice = await api("POST", "/api/v1/addresses", {
      token: token.stockist,
      body: addressDoc(null, { ...region }),
    });
    expect(noOffice.status).toBe(422);
    expect(firstError(noOffice.body).source?.pointer).toBe("/data/relationships/office");
    const unknownOffice = await api("POST", "/api/v1/addresses", {
      token: token.stockist,
      body: addressDoc(randomUUID(), { ...region }),
    });
    expect(unknownOffice.status).toBe(422);
    expect(firstError(unknownOffice.body).source?.pointer).toBe("/data/relationships/office");
    const chain = await api("POST", "/api/v1/addresses", {
      token: token.stockist,
      body: addressDoc(office["STK-001"] ?? "", { ...region, village_id: otherVillage }),
    });
    expect(chain.status).toBe(422);
    expect(firstError(chain.body)).toMatchObject({
      detail: "Desa/kelurahan tidak berada di kecamatan ini",
      source: { pointer: "/data/attributes/village_id" },
    });
    const postal = await api("POST", "/api/v1/addresses", {
      token: token.stockist,
      body: addressDoc(office["STK-001"] ?? "", { ...region, postal_code: "12ab" }),
    });
    expect(postal.status).toBe(422);
    expect(firstError(postal.body)).toMatchObject({
      detail: "Kode pos harus 5 angka",
      source: { pointer: "/data/attributes/postal_code" },
    });
  });

  it("403 for an office the caller neither is nor registered (a KP on a stockist)", async () => {
    const res = await api("POST", "/api/v1/addresses", {
      token: token.kp,
      body: addressDoc(office["STK-001"] ?? "", { ...region }),
    });
    expect(res.status).toBe(403);
  });

  it("PATCH: 200 for the own address, 422 for half a region, 403/404 for other offices'", async () => {
    const path = `/api/v1/addresses/${created}`;
    const ok = await api("PATCH", path, {
      token: token.stockist,
      body: { data: { type: "addresses", id: created, attributes: { postal_code: "65112" } } },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(one(ok.body).attributes.postal_code).toBe("65112");
    const half = await api("PATCH", path, {
      token: token.stockist,
      body: { data: { type: "addresses", id: created, attributes: { city_id: region.city_id } } },
    });
    expect(half.status).toBe(422);
    expect(firstError(half.body).source?.pointer).toBe("/data/attributes/province_id");
    const moveOffice = await api("PATCH", path, {
      token: token.stockist,
      body: {
        data: {
          type: "addresses",
          id: created,
          relationships: { office: { data: { type: "offices", id: office.PUSAT } } },
        },
      },
    });
    expect(moveOffice.status).toBe(422);
    // The KP sees the stockist's address (its scope) but does not write it.
    const byKp = await api("PATCH", path, {
      token: token.kp,
      body: { data: { type: "addresses", id: created, attributes: { postal_code: "10000" } } },
    });
    expect(byKp.status).toBe(403);
    // An SC (addresses.update, a branch): 404 where its scope hides the row, 403 where it sees it.
    const sc = await login("sc@erp.test");
    const seen = await api("GET", path, { token: sc });
    expect([200, 404]).toContain(seen.status);
    const bySc = await api("PATCH", path, {
      token: sc,
      body: { data: { type: "addresses", id: created, attributes: { postal_code: "10000" } } },
    });
    expect(bySc.status).toBe(seen.status === 404 ? 404 : 403);
    const unknownId = randomUUID();
    const missing = await api("PATCH", `/api/v1/addresses/${unknownId}`, {
      token: token.stockist,
      body: { data: { type: "addresses", id: unknownId, attributes: { postal_code: "10000" } } },
    });
    expect(missing.status).toBe(404);
    expect((await db.officeAddress.findUniqueOrThrow({ where: { id: created } })).postalCode).toBe(
      "65112",
    );
  });
});

describe("POST and DELETE payment-methods (a line of a pending payment)", () => {
  const method: Record<string, string> = {};
  let orderId: string;
  let paymentId: string;
  let firstLine: string;
  let added: string;
  let final = 0;

  const lineDoc = (attributes: Record<string, unknown>, payment: string | null = paymentId) => ({
    data: {
      type: "payment-methods",
      attributes,
      ...(payment
        ? { relationships: { payment: { data: { type: "payments", id: payment } } } }
        : {}),
    },
  });

  beforeAll(async () => {
    for (const t of await db.paymentMethodType.findMany()) method[t.code] = t.id;
    const price = 1_000_000;
    const category = await db.officeCategory.findUniqueOrThrow({ where: { id: 4 } });
    // Above the stockist category's minimum order on either island (STK-001's area decides).
    const minimum = Math.max(Number(category.minOrderJawa), Number(category.minOrderLuarJawa));
    const qty = Math.ceil(minimum / price) + 1;
    const product = await db.product.create({
      data: { code: `${TAG}-PM`, name: `Barang ${TAG} PM`, point: 1n, bonusValue: 1n, weight: 100 },
    });
    const buyerTypes = await db.buyerType.findMany();
    await db.productPrice.createMany({
      data: [0, 1, 2, 3, 4].flatMap((areaId) =>
        buyerTypes.map((bt) => ({
          productId: product.id,
          areaId,
          buyerTypeId: bt.id,
          price: BigInt(price),
          validFrom: new Date(Date.now() - 3600_000),
        })),
      ),
    });
    const wh = await db.warehouse.findFirstOrThrow({
      where: { officeId: office.PUSAT, type: "main" },
    });
    await opening(wh.id, product.id, qty + 5);
    const res = await api("POST", "/api/v1/orders", {
      token: token.penjualan,
      body: {
        data: {
          type: "orders",
          attributes: {
            order_type: "sale",
            description: `Uji ${TAG}`,
            details: [{ product_id: product.id, quantity: qty }],
          },
          relationships: {
            "destination-office": { data: { type: "offices", id: office["STK-001"] } },
          },
        },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    orderId = one(res.body).id;
    const v = await api("PATCH", `/api/v1/orders/${orderId}/-actions/validateOrder`, {
      token: token.penjualan,
    });
    expect(v.status, JSON.stringify(v.body)).toBe(200);
    final = Number(one(v.body).attributes.final_price);
    const pay = await api("POST", "/api/v1/payments", {
      token: token.kasir,
      body: {
        data: {
          type: "payments",
          attributes: { methods: [{ payment_method_type_id: method.cash, amount: 100_000 }] },
          relationships: { order: { data: { type: "orders", id: orderId } } },
        },
      },
    });
    expect(pay.status, JSON.stringify(pay.body)).toBe(201);
    paymentId = one(pay.body).id;
    firstLine = (await db.paymentMethod.findFirstOrThrow({ where: { paymentId } })).id;
  });

  it("401 without a session; 403 for the buyer's stockist (not the receiving Kasir)", async () => {
    const body = lineDoc({ payment_method_type_id: method.cash, amount: 1000 });
    expect((await api("POST", "/api/v1/payment-methods", { body })).status).toBe(401);
    const buyer = await api("POST", "/api/v1/payment-methods", { token: token.stockist, body });
    expect(buyer.status).toBe(403);
    const del = await api("DELETE", `/api/v1/payment-methods/${firstLine}`, {
      token: token.stockist,
    });
    expect(del.status).toBe(403);
  });

  it("422 at its pointer: no payment, a saldo line, more than what is left, no amount", async () => {
    const noPayment = await api("POST", "/api/v1/payment-methods", {
      token: token.kasir,
      body: lineDoc({ payment_method_type_id: method.cash, amount: 1000 }, null),
    });
    expect(noPayment.status).toBe(422);
    expect(firstError(noPayment.body).source?.pointer).toBe("/data/relationships/payment");
    const saldo = await api("POST", "/api/v1/payment-methods", {
      token: token.kasir,
      body: lineDoc({ payment_method_type_id: method.saldo, amount: 1000 }),
    });
    expect(saldo.status).toBe(422);
    expect(firstError(saldo.body).source?.pointer).toBe("/data/attributes/payment_method_type_id");
    const over = await api("POST", "/api/v1/payment-methods", {
      token: token.kasir,
      body: lineDoc({ payment_method_type_id: method.cash, amount: final }),
    });
    expect(over.status).toBe(422);
    expect(firstError(over.body).source?.pointer).toBe("/data/attributes/amount");
    const noAmount = await api("POST", "/api/v1/payment-methods", {
      token: token.kasir,
      body: lineDoc({ payment_method_type_id: method.cash }),
    });
    expect(noAmount.status).toBe(422);
    expect(firstError(noAmount.body).source?.pointer).toBe("/data/attributes/amount");
    const transferNoBank = await api("POST", "/api/v1/payment-methods", {
      token: token.kasir,
      body: lineDoc({ payment_method_type_id: method.transfer, amount: 1000 }),
    });
    expect(transferNoBank.status).toBe(422);
    expect(firstError(transferNoBank.body).source?.pointer).toBe("/data/attributes/office_bank_id");
    const payment = await db.payment.findUniqueOrThrow({ where: { id: paymentId } });
    expect(payment.amount).toBe(100_000n);
  });

  it("201: the Kasir adds a cash line; the payment and the order's paid amount follow", async () => {
    const res = await api("POST", "/api/v1/payment-methods", {
      token: token.kasir,
      body: lineDoc({ payment_method_type_id: method.cash, amount: 50_000, reference_number: TAG }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    added = one(res.body).id;
    expect(one(res.body).attributes).toMatchObject({
      payment_id: paymentId,
      amount: 50_000,
      reference_number: TAG,
      is_verified: false,
    });
    expect((await db.payment.findUniqueOrThrow({ where: { id: paymentId } })).amount).toBe(
      150_000n,
    );
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).paidAmount).toBe(
      150_000n,
    );
  });

  it("DELETE: 204 takes the line and its amount back; the last line and unknown ids are refused", async () => {
    const res = await api("DELETE", `/api/v1/payment-methods/${added}`, { token: token.kasir });
    expect(res.status).toBe(204);
    expect(
      (await db.paymentMethod.findUniqueOrThrow({ where: { id: added } })).deletedAt,
    ).not.toBeNull();
    expect((await db.payment.findUniqueOrThrow({ where: { id: paymentId } })).amount).toBe(
      100_000n,
    );
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).paidAmount).toBe(
      100_000n,
    );
    const again = await api("DELETE", `/api/v1/payment-methods/${added}`, { token: token.kasir });
    expect(again.status).toBe(404);
    const last = await api("DELETE", `/api/v1/payment-methods/${firstLine}`, {
      token: token.kasir,
    });
    expect(last.status).toBe(409);
    expect(firstError(last.body).detail).toContain("batalkan pembayarannya");
    const unknown = await api("DELETE", `/api/v1/payment-methods/${randomUUID()}`, {
      token: token.kasir,
    });
    expect(unknown.status).toBe(404);
  });
});

describe("POST office-expeditions/-actions/attachToExpedition", () => {
  const path = "/api/v1/office-expeditions/-actions/attachToExpedition";
  let exps: string[];
  const attachDoc = (officeId: string, expeditionIds: string[]) => ({
    data: {
      type: "office-expeditions",
      relationships: {
        office: { data: { type: "offices", id: officeId } },
        expeditions: { data: expeditionIds.map((id) => ({ type: "expeditions", id })) },
      },
    },
  });

  beforeAll(async () => {
    exps = (
      await db.expedition.findMany({ where: { deletedAt: null }, take: 2, orderBy: { id: "asc" } })
    ).map((e) => e.id);
    expect(exps.length).toBe(2);
    await db.officeExpedition.deleteMany({ where: { officeId: office["STK-001"] } });
    await db.officeExpedition.create({
      data: { officeId: office["STK-001"] ?? "", expeditionId: exps[0] ?? "" },
    });
  });

  it("adds to the office's set (keeps the others): 200 with the linkage", async () => {
    const res = await api("POST", path, {
      token: token.stockist,
      body: attachDoc(office["STK-001"] ?? "", [exps[1] ?? ""]),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ids(res.body)).toEqual([...exps].sort());
    const again = await api("POST", path, {
      token: token.stockist,
      body: attachDoc(office["STK-001"] ?? "", [exps[1] ?? ""]),
    });
    expect(again.status).toBe(200);
    expect(await db.officeExpedition.count({ where: { officeId: office["STK-001"] } })).toBe(2);
  });

  it("401, 403 (another office, no permission), 404 (unseen office), 422 at its pointer", async () => {
    const body = attachDoc(office["STK-001"] ?? "", [exps[0] ?? ""]);
    expect((await api("POST", path, { body })).status).toBe(401);
    const other = await api("POST", path, {
      token: token.kp,
      body,
    });
    expect(other.status).toBe(403);
    const mitra = await api("POST", path, { token: token.mitra, body });
    expect([403, 404]).toContain(mitra.status);
    const unseen = await api("POST", path, {
      token: token.stockist,
      body: attachDoc(randomUUID(), [exps[0] ?? ""]),
    });
    expect(unseen.status).toBe(404);
    const unknown = await api("POST", path, {
      token: token.stockist,
      body: attachDoc(office["STK-001"] ?? "", [exps[0] ?? "", randomUUID()]),
    });
    expect(unknown.status).toBe(422);
    expect(firstError(unknown.body).source?.pointer).toBe("/data/relationships/expeditions/data/1");
    const empty = await api("POST", path, {
      token: token.stockist,
      body: attachDoc(office["STK-001"] ?? "", []),
    });
    expect(empty.status).toBe(422);
    expect(firstError(empty.body).source?.pointer).toBe("/data/relationships/expeditions/data");
    const noOffice = await api("POST", path, {
      token: token.stockist,
      body: { data: { type: "office-expeditions", relationships: {} } },
    });
    expect(noOffice.status).toBe(422);
    expect(firstError(noOffice.body).source?.pointer).toBe("/data/relationships/office");
    expect(await db.officeExpedition.count({ where: { officeId: office["STK-001"] } })).toBe(2);
  });
});

describe("PATCH {type}/{id}/{related}", () => {
  let detailId: string;
  let cities: string[];

  beforeAll(async () => {
    cities = (await db.city.findMany({ take: 2, orderBy: { id: "asc" } })).map((c) => c.id);
    const exp = await db.expedition.findFirstOrThrow({ where: { deletedAt: null } });
    const res = await api("POST", "/api/v1/expedition-details", {
      token: token.admin,
      body: {
        data: {
          type: "expedition-details",
          attributes: { name: `REG ${TAG}`, price_per_kg: 9000, estimated_days: 2 },
          relationships: {
            expedition: { data: { type: "expeditions", id: exp.id } },
            city: { data: { type: "cities", id: cities[0] } },
          },
        },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    detailId = one(res.body).id;
  });

  it("to-one: 200 with the new linkage, as PATCH of the resource would; null clears it", async () => {
    const path = `/api/v1/expedition-details/${detailId}/city`;
    const res = await api("PATCH", path, {
      token: token.admin,
      body: { data: { type: "cities", id: cities[1] } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ type: "cities", id: cities[1] });
    expect((await db.expeditionDetail.findUniqueOrThrow({ where: { id: detailId } })).cityId).toBe(
      cities[1],
    );
    const cleared = await api("PATCH", path, { token: token.admin, body: { data: null } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toBeNull();
    const read = await api("GET", path, { token: token.admin });
    expect(read.status).toBe(200);
    expect(read.body.data).toBeNull();
  });

  it("to-many: replaces the set like relationships/{rel}", async () => {
    const exps = (await db.expedition.findMany({ where: { deletedAt: null }, take: 1 })).map(
      (e) => e.id,
    );
    const res = await api("PATCH", `/api/v1/offices/${office["STK-001"]}/office-expeditions`, {
      token: token.stockist,
      body: { data: exps.map((id) => ({ type: "expeditions", id })) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ids(res.body)).toEqual(exps);
  });

  it("401, 403, 404, 405, 409 and 422 at /data", async () => {
    const path = `/api/v1/expedition-details/${detailId}/city`;
    const body = { data: { type: "cities", id: cities[0] } };
    expect((await api("PATCH", path, { body })).status).toBe(401);
    const stockist = await api("PATCH", path, { token: token.stockist, body });
    expect(stockist.status).toBe(403);
    const unknownRow = await api("PATCH", `/api/v1/expedition-details/${randomUUID()}/city`, {
      token: token.admin,
      body,
    });
    expect(unknownRow.status).toBe(404);
    const unknownRel = await api("PATCH", `/api/v1/expedition-details/${detailId}/nothing`, {
      token: token.admin,
      body,
    });
    expect(unknownRel.status).toBe(404);
    const movement = await db.stockMovement.findFirstOrThrow({ where: { deletedAt: null } });
    const readOnly = await api("PATCH", `/api/v1/stock-movements/${movement.id}/order`, {
      token: token.admin,
      body: { data: null },
    });
    expect(readOnly.status).toBe(405);
    const wrongType = await api("PATCH", path, {
      token: token.admin,
      body: { data: { type: "provinces", id: cities[0] } },
    });
    expect(wrongType.status).toBe(409);
    expect(firstError(wrongType.body).source?.pointer).toBe("/data/type");
    const badId = await api("PATCH", path, {
      token: token.admin,
      body: { data: { type: "cities", id: "x" } },
    });
    expect(badId.status).toBe(422);
    expect(firstError(badId.body).source?.pointer).toBe("/data");
    const noData = await api("PATCH", path, { token: token.admin, body: {} });
    expect(noData.status).toBe(400);
    expect(firstError(noData.body).source?.pointer).toBe("/data");
  });
});
