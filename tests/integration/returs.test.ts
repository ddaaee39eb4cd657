// Returns end to end over real HTTP (issue 25, docs/returns.md): a stockist's retur written,
// validated by Penjualan, shipped through the one movement lifecycle (postStock out of the
// stockist, into Pusat's retur warehouse), received in part with the rest settled, priced and
// credited exactly once (16 concurrent calls, a retried Idempotency-Key), and Pusat's return of
// damaged goods to SUP-001 with its supplier credit. Every rule's answer is checked: scope per
// office (404), the stock and reason rules (422 at the line), a closed period (409), frozen lines,
// the cancel paths, and ledger:check over all of it. Every answer passes the JSON:API schema
// (tests/support/api.ts).
import { randomUUID } from "node:crypto";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { openingStock } from "../support/stock";
import {
  api,
  baseUrl,
  firstError,
  login,
  MEDIA_TYPE,
  type JsonApiDoc,
  type JsonApiResource,
} from "../support/api";
import { checkLedger } from "@/server/stock/ledger-check";
import { checkReturs } from "@/server/returs/retur-check";
import { jakartaDateString, jakartaToday } from "@/lib/business-date";

const db = connectTestDb();
const TAG = `RT${randomUUID().slice(0, 6).toUpperCase()}`;
const one = (doc: JsonApiDoc) => doc.data as JsonApiResource;
const list = (doc: JsonApiDoc) => doc.data as JsonApiResource[];
const rdoc = (type: string, id: string, attributes: Record<string, unknown> = {}) => ({
  data: { type, id, attributes },
});

const tok: Record<string, string> = {};
let pusatId: string;
let stockistId: string;
let supplierId: string;
let stockistWh: string;
let pusatReturWh: string;
let pusatDamagedWh: string;
let supplierWh: string;
let expeditionId: string;
/** Bought by STK-001 from Pusat at 12.000; P2 never bought; P3 bought by Pusat from SUP-001. */
let p1: string;
let p2: string;
let p3: string;

const qty = async (warehouseId: string, productId: string) =>
  (await db.stock.findUnique({ where: { warehouseId_productId: { warehouseId, productId } } }))
    ?.quantity ?? 0;
const balanceOf = async (officeId: string) =>
  (await db.office.findUniqueOrThrow({ where: { id: officeId } })).balance;

function createRetur(
  token: string,
  details: Record<string, unknown>[],
  extra: { attributes?: Record<string, unknown>; relationships?: Record<string, unknown> } = {},
) {
  return api("POST", "/api/v1/returs", {
    token,
    body: {
      data: {
        type: "returs",
        attributes: { details, ...extra.attributes },
        ...(extra.relationships ? { relationships: extra.relationships } : {}),
      },
    },
  });
}

const action = (
  token: string,
  type: string,
  id: string,
  name: string,
  attributes: Record<string, unknown> = {},
  key?: string,
) =>
  api("PATCH", `/api/v1/${type}/${id}/-actions/${name}`, {
    token,
    body: rdoc(type, id, attributes),
    ...(key ? { headers: { "Idempotency-Key": key } } : {}),
  });

async function shipmentOf(returId: string): Promise<string> {
  const m = await db.stockMovement.findFirstOrThrow({
    where: { returId, isSusulan: false },
    select: { id: true },
  });
  return m.id;
}

/** The newest notice named `name` to the user `email` (the next actor of a retur step). */
const noticeTo = (email: string, name: string) =>
  db.notification.findFirst({ where: { name, user: { email } }, orderBy: { createdAt: "desc" } });

async function expectOk(res: { status: number; body: JsonApiDoc }, status = 200) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res;
}

/** A stockist retur of `quantity` of p1, validated, shipped (diambil) and received in full. */
async function receivedRetur(quantity: number): Promise<string> {
  const created = await expectOk(
    await createRetur(tok.stockist!, [{ product_id: p1, quantity }], {
      attributes: { delivery_method: "diambil" },
    }),
    201,
  );
  const id = one(created.body).id;
  await expectOk(await action(tok.penjualan!, "returs", id, "validate-retur"));
  const shipment = await shipmentOf(id);
  await expectOk(await action(tok.stockist!, "retur-shipments", shipment, "ship"));
  await expectOk(await action(tok.gudang!, "retur-shipments", shipment, "receive"));
  return id;
}

beforeAll(async () => {
  const users = ["stockist", "sc", "kp", "penjualan", "gudang", "supplier", "admin", "mitra"];
  const tokens = await Promise.all(users.map((u) => login(`${u}@erp.test`)));
  users.forEach((u, i) => (tok[u] = tokens[i]!));
  const [pusat, stk, sup, sw, prw, pdw, supw, exp] = await Promise.all([
    db.office.findUniqueOrThrow({ where: { code: "PUSAT" } }),
    db.office.findUniqueOrThrow({ where: { code: "STK-001" } }),
    db.office.findUniqueOrThrow({ where: { code: "SUP-001" } }),
    db.warehouse.findFirstOrThrow({ where: { office: { code: "STK-001" }, type: "main" } }),
    db.warehouse.findFirstOrThrow({ where: { office: { code: "PUSAT" }, type: "retur" } }),
    db.warehouse.findFirstOrThrow({ where: { office: { code: "PUSAT" }, type: "damaged" } }),
    db.warehouse.findFirstOrThrow({ where: { office: { code: "SUP-001" }, type: "main" } }),
    db.expedition.findFirstOrThrow({ where: { deletedAt: null } }),
  ]);
  pusatId = pusat.id;
  stockistId = stk.id;
  supplierId = sup.id;
  stockistWh = sw.id;
  pusatReturWh = prw.id;
  pusatDamagedWh = pdw.id;
  supplierWh = supw.id;
  expeditionId = exp.id;
  const mk = (s: string) =>
    db.product.create({ data: { code: `${TAG}-${s}`, name: `Barang ${TAG} ${s}` } });
  const [a, b, c] = await Promise.all([mk("A"), mk("B"), mk("C")]);
  p1 = a.id;
  p2 = b.id;
  p3 = c.id;
  // STK-001 bought p1 from Pusat at 12.000 (its latest order's price snapshot).
  const template = await db.order.findFirstOrThrow({
    where: { destinationOfficeId: stockistId, originOfficeId: pusatId },
    select: { areaId: true, buyerTypeId: true },
  });
  await db.order.create({
    data: {
      code: `ORD-${TAG}`,
      orderType: "sale",
      status: "released",
      originOfficeId: pusatId,
      destinationOfficeId: stockistId,
      areaId: template.areaId,
      buyerTypeId: template.buyerTypeId,
      orderDate: jakartaToday(),
      orderDetails: {
        create: [{ productId: p1, quantity: 500, unitPrice: 12000n, totalPrice: 6_000_000n }],
      },
    },
  });
  // Pusat bought p3 from SUP-001 at 7.000.
  await db.purchaseOrder.create({
    data: {
      code: `PO-${TAG}`,
      supplierOfficeId: supplierId,
      officeId: pusatId,
      status: "received",
      orderDate: jakartaToday(),
      details: {
        create: [{ productId: p3, quantity: 10, unitPrice: 7000n, totalPrice: 70_000n }],
      },
    },
  });
  await openingStock(db, [
    { warehouseId: stockistWh, productId: p1, quantity: 200 },
    { warehouseId: stockistWh, productId: p2, quantity: 50 },
    { warehouseId: pusatDamagedWh, productId: p3, quantity: 20 },
  ]);
});

describe("a stockist's retur to Pusat", () => {
  let returId: string;
  let shipment: string;

  it("refuses a quantity above the warehouse's stock and an unbought product without reason (422 at the line)", async () => {
    const res = await createRetur(tok.stockist!, [
      { product_id: p1, quantity: 201 },
      { product_id: p2, quantity: 3 },
    ]);
    expect(res.status).toBe(422);
    const pointers = (res.body.errors ?? []).map((e) => e.source?.pointer);
    expect(pointers).toContain("/data/attributes/details/0/quantity");
    expect(pointers).toContain("/data/attributes/details/1/reason");
    expect(res.body.errors?.[0]?.detail).toMatch(/melebihi stok gudang asal \(stok 200\)/);
  });

  it("refuses a duplicate product and a member or supplier writing one", async () => {
    const dup = await createRetur(tok.stockist!, [
      { product_id: p1, quantity: 1 },
      { product_id: p1, quantity: 2 },
    ]);
    expect(dup.status).toBe(422);
    expect(firstError(dup.body).source?.pointer).toBe("/data/attributes/details/1/product_id");
    expect((await createRetur(tok.mitra!, [{ product_id: p1, quantity: 1 }])).status).toBe(403);
    expect((await createRetur(tok.supplier!, [{ product_id: p1, quantity: 1 }])).status).toBe(403);
  });

  it("creates a draft to Pusat's retur warehouse with the default prices", async () => {
    const res = await expectOk(
      await createRetur(tok.stockist!, [
        { product_id: p1, quantity: 5 },
        { product_id: p2, quantity: 3, reason: "Kemasan rusak" },
      ]),
      201,
    );
    const r = one(res.body);
    returId = r.id;
    expect(r.attributes).toMatchObject({
      kind: "stockist",
      status: "draft",
      total_quantity: 8,
      origin_office_code: "STK-001",
      destination_office_code: "PUSAT",
      destination_warehouse_id: pusatReturWh,
    });
    const details = await expectOk(
      await api("GET", `/api/v1/returs/${returId}/details`, { token: tok.stockist! }),
    );
    const byProduct = new Map(list(details.body).map((d) => [d.attributes.product_id, d]));
    expect(byProduct.get(p1)?.attributes.default_price).toBe(12000);
    expect(byProduct.get(p2)?.attributes.default_price).toBe(0);
    // Penjualan, who validates next, is told.
    const code = r.attributes.code as string;
    const waiting = await noticeTo("penjualan@erp.test", `Retur ${code} menunggu validasi`);
    expect(waiting?.message).toContain("STK-001");
  });

  it("is a 404 for other offices and visible to Penjualan and Gudang", async () => {
    // A member reads no returs at all (403); the other offices get 404 for this one.
    expect((await api("GET", `/api/v1/returs/${returId}`, { token: tok.mitra! })).status).toBe(403);
    for (const who of ["sc", "kp", "supplier"]) {
      const res = await api("GET", `/api/v1/returs/${returId}`, { token: tok[who]! });
      expect(res.status, who).toBe(404);
      const filtered = await api("GET", `/api/v1/returs?filter[id]=${returId}`, {
        token: tok[who]!,
      });
      if (filtered.status === 200) expect(list(filtered.body), who).toHaveLength(0);
    }
    for (const who of ["penjualan", "gudang", "admin"])
      expect((await api("GET", `/api/v1/returs/${returId}`, { token: tok[who]! })).status).toBe(
        200,
      );
  });

  it("edits its lines while a draft (retur-details POST, PATCH, DELETE)", async () => {
    const lines = list(
      (
        await api("GET", `/api/v1/retur-details?filter[retur_id]=${returId}`, {
          token: tok.stockist!,
        })
      ).body,
    );
    const l1 = lines.find((l) => l.attributes.product_id === p1)!;
    const l2 = lines.find((l) => l.attributes.product_id === p2)!;
    await expectOk(
      await api("PATCH", `/api/v1/retur-details/${l1.id}`, {
        token: tok.stockist!,
        body: rdoc("retur-details", l1.id, { quantity: 6 }),
      }),
    );
    const tooMany = await api("PATCH", `/api/v1/retur-details/${l1.id}`, {
      token: tok.stockist!,
      body: rdoc("retur-details", l1.id, { quantity: 999 }),
    });
    expect(tooMany.status).toBe(422);
    expect(firstError(tooMany.body).source?.pointer).toBe("/data/attributes/quantity");
    const line = (attributes: Record<string, unknown>) =>
      api("POST", "/api/v1/retur-details", {
        token: tok.stockist!,
        body: {
          data: {
            type: "retur-details",
            attributes,
            relationships: { retur: { data: { type: "returs", id: returId } } },
          },
        },
      });
    const notHeld = await line({ product_id: p3, quantity: 1, reason: "x" });
    expect(notHeld.status).toBe(422);
    expect(firstError(notHeld.body).source?.pointer).toBe("/data/attributes/quantity");
    const twice = await line({ product_id: p2, quantity: 1, reason: "x" });
    expect(twice.status).toBe(422);
    expect(firstError(twice.body).source?.pointer).toBe("/data/attributes/product_id");
    expect(
      (await api("DELETE", `/api/v1/retur-details/${l2.id}`, { token: tok.stockist! })).status,
    ).toBe(204);
    await expectOk(await line({ product_id: p2, quantity: 3, reason: "Kemasan rusak" }), 201);
    const r = one((await api("GET", `/api/v1/returs/${returId}`, { token: tok.stockist! })).body);
    expect(r.attributes.total_quantity).toBe(9);
  });

  it("is validated by Penjualan only, which makes its shipment; its lines are then frozen", async () => {
    expect((await action(tok.stockist!, "returs", returId, "validate-retur")).status).toBe(403);
    expect((await action(tok.gudang!, "returs", returId, "validate-retur")).status).toBe(403);
    const res = await expectOk(await action(tok.penjualan!, "returs", returId, "validate-retur"));
    expect(one(res.body).attributes.status).toBe("validated");
    expect(res.body.meta?.message).toBe("Retur berhasil divalidasi");
    const again = await action(tok.penjualan!, "returs", returId, "validate-retur");
    expect(again.status).toBe(409);
    const shipments = await expectOk(
      await api("GET", `/api/v1/retur-shipments?filter[retur_id]=${returId}`, {
        token: tok.stockist!,
      }),
    );
    expect(list(shipments.body)).toHaveLength(1);
    shipment = list(shipments.body)[0]!.id;
    expect(list(shipments.body)[0]!.attributes).toMatchObject({
      status: "draft",
      destination_warehouse_id: pusatReturWh,
      retur_id: returId,
    });
    const line = await db.returDetail.findFirstOrThrow({ where: { returId, productId: p1 } });
    const patch = await api("PATCH", `/api/v1/retur-details/${line.id}`, {
      token: tok.stockist!,
      body: rdoc("retur-details", line.id, { quantity: 2 }),
    });
    expect(patch.status).toBe(409);
    expect(firstError(patch.body).detail).toMatch(/barang retur tidak dapat diubah/);
    expect(
      (await api("DELETE", `/api/v1/retur-details/${line.id}`, { token: tok.stockist! })).status,
    ).toBe(409);
    // The shipment is the retur's: the movement's own cancel refuses it.
    const cancelMovement = await action(tok.stockist!, "stock-movements", shipment, "cancel", {
      reason: "x",
    });
    expect(cancelMovement.status).toBe(409);
    // The returning office was told it may send.
    const notice = await db.notification.findFirst({
      where: { name: { contains: "divalidasi" }, user: { email: "stockist@erp.test" } },
      orderBy: { createdAt: "desc" },
    });
    expect(notice?.url).toBe(`/stockist/pengiriman/retur-ke-pusat/${returId}`);
  });

  it("its shipment is changed only through the retur: the plain movement routes answer 409", async () => {
    const before = await db.stockMovement.findUniqueOrThrow({
      where: { id: shipment },
      include: { movementDetails: { orderBy: { id: "asc" } } },
    });
    const line = before.movementDetails[0]!;
    const guarded = [
      // the delivery method, the description, the address of its draft
      await api("PATCH", `/api/v1/stock-movements/${shipment}`, {
        token: tok.stockist!,
        body: rdoc("stock-movements", shipment, { delivery_method: "diambil" }),
      }),
      await api("PATCH", `/api/v1/stock-movements/${shipment}`, {
        token: tok.stockist!,
        body: rdoc("stock-movements", shipment, { description: "diubah" }),
      }),
      // a line's quantity
      await api("PATCH", `/api/v1/movement-details/${line.id}`, {
        token: tok.stockist!,
        body: rdoc("movement-details", line.id, { quantity: line.quantity + 1 }),
      }),
      await api("PATCH", `/api/v1/movement-details/${line.id}`, {
        token: tok.stockist!,
        body: rdoc("movement-details", line.id, { quantity: 1 }),
      }),
    ];
    for (const res of guarded) {
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(firstError(res.body).detail).toMatch(/hanya dapat diubah melalui returnya/);
    }
    // The receiver is still refused as the receiver (403), another office still finds nothing (404).
    const receiver = await api("DELETE", `/api/v1/stock-movements/${shipment}`, {
      token: tok.gudang!,
    });
    expect(receiver.status).toBe(403);
    const other = await api("PATCH", `/api/v1/movement-details/${line.id}`, {
      token: tok.sc!,
      body: rdoc("movement-details", line.id, { quantity: 1 }),
    });
    expect(other.status).toBe(404);
    const after = await db.stockMovement.findUniqueOrThrow({
      where: { id: shipment },
      include: { movementDetails: { orderBy: { id: "asc" } } },
    });
    expect(after).toMatchObject({
      status: "draft",
      deletedAt: null,
      deliveryMethod: before.deliveryMethod,
      description: before.description,
    });
    expect(after.movementDetails.map((d) => d.quantity)).toEqual(
      before.movementDetails.map((d) => d.quantity),
    );
    // Nothing was recorded either: no edit, line edit or delete in the movement's history.
    const edits = await db.documentStatusHistory.count({
      where: {
        documentType: "stock-movements",
        documentId: shipment,
        action: { in: ["update", "update-line", "delete"] },
      },
    });
    expect(edits).toBe(0);
  });

  it("is shipped by the stockist: movement_out from its warehouse through postStock", async () => {
    const before = await qty(stockistWh, p1);
    expect((await action(tok.gudang!, "retur-shipments", shipment, "ship")).status).toBe(403);
    const noExpedition = await action(tok.stockist!, "retur-shipments", shipment, "ship");
    expect(noExpedition.status).toBe(422);
    expect(firstError(noExpedition.body).source?.pointer).toBe("/data/attributes/expedition_id");
    await expectOk(
      await action(tok.stockist!, "retur-shipments", shipment, "ship", {
        expedition_id: expeditionId,
        tracking_number: `RESI-${TAG}`,
        weight: 1500,
      }),
    );
    expect(await qty(stockistWh, p1)).toBe(before - 6);
    const r = await db.retur.findUniqueOrThrow({ where: { id: returId } });
    expect(r.status).toBe("shipped");
    const out = await db.stockTrx.findMany({
      where: { sourceType: "stock-movements", sourceId: shipment, type: "movement_out" },
    });
    expect(out.map((t) => t.quantityChange).sort((x, y) => x - y)).toEqual([-6, -3]);
    // Sent: Gudang, the receiver, is told, with a link to its receiving screen.
    const m = await db.stockMovement.findUniqueOrThrow({ where: { id: shipment } });
    const sent = await noticeTo("gudang@erp.test", `Barang ${m.code} dikirim`);
    expect(sent?.message).toContain(r.code);
    expect(sent?.url).toBe(`/gudang/penerimaan/penerimaan-retur-dari-stockist/${returId}`);
    const cancel = await action(tok.stockist!, "returs", returId, "cancel", { reason: "Batal" });
    expect(cancel.status).toBe(409);
    expect(firstError(cancel.body).detail).toMatch(/sudah dikirim/);
    expect((await action(tok.penjualan!, "returs", returId, "set-price")).status).toBe(409);
  });

  it("is received in part by Gudang into Pusat's retur warehouse; pricing waits for the rest", async () => {
    const lines = await db.movementDetail.findMany({ where: { stockMovementId: shipment } });
    const l1 = lines.find((l) => l.productId === p1)!;
    const l2 = lines.find((l) => l.productId === p2)!;
    const wrongSide = await action(tok.stockist!, "retur-shipments", shipment, "receive");
    expect(wrongSide.status).toBe(403);
    expect(firstError(wrongSide.body).title).toBe("Pengiriman gagal diterima");
    const before = await qty(pusatReturWh, p1);
    await expectOk(
      await action(tok.gudang!, "retur-shipments", shipment, "receive", {
        details: [
          { id: l1.id, received_quantity: 4 },
          { id: l2.id, received_quantity: 3 },
        ],
      }),
    );
    expect(await qty(pusatReturWh, p1)).toBe(before + 4);
    const r = await db.retur.findUniqueOrThrow({
      where: { id: returId },
      include: { returDetails: true },
    });
    expect(r.status).toBe("received");
    expect(r.returDetails.find((d) => d.productId === p1)?.receivedQuantity).toBe(4);
    // Received: Penjualan, who prices it, is told, with a link to the pricing screen.
    const received = await noticeTo("penjualan@erp.test", `Retur ${r.code} diterima`);
    expect(received?.url).toBe(`/penjualan/validasi-saldo-retur/retur-dari-stockist/${returId}`);
    const early = await action(tok.penjualan!, "returs", returId, "set-price");
    expect(early.status).toBe(409);
    expect(firstError(early.body).detail).toMatch(/dalam perjalanan/);
    // The rest is written off by the sender through the lifecycle's settle.
    await expectOk(
      await action(tok.stockist!, "stock-movements", shipment, "settle", {
        outcome: "lost",
        reason: "Hilang di ekspedisi",
        claim_reference: `KLAIM-${TAG}`,
      }),
    );
  });

  it("refuses a price above the last paid one without the override permission (422 at the line)", async () => {
    const line = await db.returDetail.findFirstOrThrow({ where: { returId, productId: p1 } });
    const res = await action(tok.penjualan!, "returs", returId, "set-price", {
      details: [{ id: line.id, price: 12001 }],
    });
    expect(res.status).toBe(422);
    expect(firstError(res.body).source?.pointer).toBe("/data/attributes/details/0/price");
    const unknown = await action(tok.penjualan!, "returs", returId, "set-price", {
      details: [{ id: randomUUID(), price: 1 }],
    });
    expect(unknown.status).toBe(422);
    expect(firstError(unknown.body).source?.pointer).toBe("/data/attributes/details/0/id");
    expect((await action(tok.stockist!, "returs", returId, "set-price")).status).toBe(403);
  });

  it("16 concurrent set-price calls credit the stockist's saldo once", async () => {
    const before = await balanceOf(stockistId);
    const line2 = await db.returDetail.findFirstOrThrow({ where: { returId, productId: p2 } });
    const answers = await Promise.all(
      Array.from({ length: 16 }, () =>
        action(tok.penjualan!, "returs", returId, "set-price", {
          details: [{ id: line2.id, price: 0 }],
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // The others wait for the retur's row lock and find it priced, or (the pool busy) are told
    // to retry: 409 either way, never a 5xx, and nothing more is credited.
    expect(
      statuses.filter((s) => s !== 200),
      JSON.stringify(statuses),
    ).toEqual(Array.from({ length: 15 }, () => 409));
    const credits = await db.balanceTrx.findMany({
      where: { sourceType: "returs", sourceId: returId, type: "retur_credit" },
    });
    expect(credits).toHaveLength(1);
    expect(credits[0]!.amount).toBe(48_000n);
    expect(credits[0]!.officeId).toBe(stockistId);
    expect(await balanceOf(stockistId)).toBe(before + 48_000n);
    const r = one((await api("GET", `/api/v1/returs/${returId}`, { token: tok.stockist! })).body);
    expect(r.attributes).toMatchObject({
      status: "priced",
      total_price: 48_000,
      balance_trx_id: credits[0]!.id,
    });
    // Priced: the stockist is told once that the credit is in its saldo.
    const code = r.attributes.code as string;
    const priced = await db.notification.findMany({
      where: { name: `Saldo retur ${code} dikreditkan`, user: { email: "stockist@erp.test" } },
    });
    expect(priced).toHaveLength(1);
    expect(priced[0]!.message).toContain("Rp");
    expect(priced[0]!.url).toBe(`/stockist/pengiriman/retur-ke-pusat/${returId}`);
  });

  it("keeps its history: who, when, from, to", async () => {
    const res = await expectOk(
      await api("GET", `/api/v1/returs/${returId}/-actions/history`, { token: tok.stockist! }),
    );
    const actions = list(res.body).map((h) => h.attributes.action);
    expect(actions).toEqual([
      "create",
      "update-line",
      "delete-line",
      "add-line",
      "validate",
      "ship",
      "receive",
      "set-price",
    ]);
  });
});

describe("set-price and Idempotency-Key", () => {
  it("a retried request replays its answer and credits once", async () => {
    const id = await receivedRetur(2);
    const before = await balanceOf(stockistId);
    const key = randomUUID();
    const first = await expectOk(await action(tok.penjualan!, "returs", id, "set-price", {}, key));
    const retry = await action(tok.penjualan!, "returs", id, "set-price", {}, key);
    expect(retry.status).toBe(200);
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    expect(one(retry.body).attributes.total_price).toBe(one(first.body).attributes.total_price);
    const fresh = await action(tok.penjualan!, "returs", id, "set-price");
    expect(fresh.status).toBe(409);
    expect(firstError(fresh.body).detail).toBe("Retur sudah diberi harga");
    expect(await balanceOf(stockistId)).toBe(before + 24_000n);
    expect(await db.balanceTrx.count({ where: { sourceType: "returs", sourceId: id } })).toBe(1);
  });
});

describe("other offices and Penjualan on a branch's behalf", () => {
  it("an SC and a KP write their own returs; Penjualan writes one for STK-001", async () => {
    const sc = await db.office.findUniqueOrThrow({ where: { code: "SC-001" } });
    const kp = await db.office.findUniqueOrThrow({ where: { code: "KP-001" } });
    const scWh = await db.warehouse.findFirstOrThrow({ where: { officeId: sc.id, type: "main" } });
    const kpWh = await db.warehouse.findFirstOrThrow({ where: { officeId: kp.id, type: "main" } });
    await openingStock(db, [
      { warehouseId: scWh.id, productId: p2, quantity: 5 },
      { warehouseId: kpWh.id, productId: p2, quantity: 5 },
    ]);
    const bySc = await expectOk(
      await createRetur(tok.sc!, [{ product_id: p2, quantity: 1, reason: "Kedaluwarsa" }]),
      201,
    );
    expect(one(bySc.body).attributes.kind).toBe("stockist_center");
    const byKp = await expectOk(
      await createRetur(tok.kp!, [{ product_id: p2, quantity: 1, reason: "Kedaluwarsa" }]),
      201,
    );
    expect(one(byKp.body).attributes.kind).toBe("kantor_pelayanan");
    // Neither sees the other's.
    expect(
      (await api("GET", `/api/v1/returs/${one(byKp.body).id}`, { token: tok.sc! })).status,
    ).toBe(404);
    const onBehalf = await expectOk(
      await createRetur(tok.penjualan!, [{ product_id: p1, quantity: 1 }], {
        relationships: { "origin-office": { data: { type: "offices", id: stockistId } } },
      }),
      201,
    );
    expect(one(onBehalf.body).attributes).toMatchObject({
      kind: "stockist",
      origin_office_id: stockistId,
    });
    const notOwn = await createRetur(tok.stockist!, [{ product_id: p1, quantity: 1 }], {
      relationships: { "origin-office": { data: { type: "offices", id: sc.id } } },
    });
    expect(notOwn.status).toBe(422);
    expect(firstError(notOwn.body).source?.pointer).toBe("/data/relationships/origin-office");
  });

  it("lists filter by kind and status and carry totals", async () => {
    const res = await expectOk(
      await api("GET", "/api/v1/returs?filter[kind]=stockist&filter[status]=priced", {
        token: tok.penjualan!,
      }),
    );
    expect(list(res.body).every((r) => r.attributes.kind === "stockist")).toBe(true);
    const totals = res.body.meta?.totals as { count: number; total_price: number };
    expect(totals.count).toBeGreaterThanOrEqual(2);
    expect(totals.total_price).toBeGreaterThanOrEqual(72_000);
    expect(
      (await api("GET", "/api/v1/returs?filter[kind]=x", { token: tok.penjualan! })).status,
    ).toBe(400);
  });
});

describe("cancelling", () => {
  it("a draft and a validated retur are cancelled with a reason; the shipment goes with it", async () => {
    const draft = one(
      (await expectOk(await createRetur(tok.stockist!, [{ product_id: p1, quantity: 1 }]), 201))
        .body,
    ).id;
    const noReason = await action(tok.stockist!, "returs", draft, "cancel", {});
    expect(noReason.status).toBe(422);
    expect(firstError(noReason.body).source?.pointer).toBe("/data/attributes/reason");
    expect((await action(tok.sc!, "returs", draft, "cancel", { reason: "x" })).status).toBe(404);
    const cancelled = await expectOk(
      await action(tok.stockist!, "returs", draft, "cancel", { reason: "Salah input" }),
    );
    expect(one(cancelled.body).attributes).toMatchObject({
      status: "cancelled",
      cancel_reason: "Salah input",
    });
    const validated = one(
      (await expectOk(await createRetur(tok.stockist!, [{ product_id: p1, quantity: 1 }]), 201))
        .body,
    ).id;
    await expectOk(await action(tok.penjualan!, "returs", validated, "validate-retur"));
    await expectOk(
      await action(tok.penjualan!, "returs", validated, "cancel", { reason: "Tidak jadi" }),
    );
    const m = await db.stockMovement.findFirstOrThrow({ where: { returId: validated } });
    expect(m.status).toBe("cancelled");
    expect(m.cancelReason).toMatch(/Tidak jadi/);
  });
});

describe("a closed period", () => {
  it("refuses a retur dated inside it (409 at retur_date)", async () => {
    const year = 2013;
    const period = await db.period.findFirst({
      where: {
        startDate: { lte: new Date(`${year}-02-10`) },
        endDate: { gte: new Date(`${year}-02-10`) },
      },
    });
    if (!period)
      await db.period.create({
        data: {
          name: `Tutup ${TAG}`,
          startDate: new Date(`${year}-02-01`),
          endDate: new Date(`${year}-02-28`),
          status: "closed",
        },
      });
    else await db.period.update({ where: { id: period.id }, data: { status: "closed" } });
    const res = await createRetur(tok.stockist!, [{ product_id: p1, quantity: 1 }], {
      attributes: { retur_date: `${year}-02-10` },
    });
    expect(res.status).toBe(409);
    expect(firstError(res.body).source?.pointer).toBe("/data/attributes/retur_date");
    expect(firstError(res.body).detail).toMatch(/Periode sudah ditutup/);
    expect(jakartaDateString()).not.toBe(`${year}-02-10`);
  });
});

describe("Pusat's return to a supplier", () => {
  it("leaves Pusat's damaged warehouse, is received by SUP-001 and credited against it", async () => {
    const created = await expectOk(
      await createRetur(tok.penjualan!, [{ product_id: p3, quantity: 4 }], {
        relationships: { "destination-office": { data: { type: "offices", id: supplierId } } },
      }),
      201,
    );
    const r = one(created.body);
    expect(r.attributes).toMatchObject({
      kind: "supplier",
      origin_office_id: pusatId,
      origin_warehouse_id: pusatDamagedWh,
      destination_warehouse_id: supplierWh,
    });
    // A draft is Pusat's own: the supplier does not see it yet.
    expect((await api("GET", `/api/v1/returs/${r.id}`, { token: tok.supplier! })).status).toBe(404);
    await expectOk(await action(tok.penjualan!, "returs", r.id, "validate-retur"));
    expect((await api("GET", `/api/v1/returs/${r.id}`, { token: tok.supplier! })).status).toBe(200);
    const shipment = await shipmentOf(r.id);
    // Gudang may delete and edit Pusat's own drafts, but not the retur's shipment (409, kept).
    for (const res of [
      await api("DELETE", `/api/v1/stock-movements/${shipment}`, { token: tok.gudang! }),
      await api("PATCH", `/api/v1/stock-movements/${shipment}`, {
        token: tok.gudang!,
        body: rdoc("stock-movements", shipment, { delivery_method: "diambil" }),
      }),
    ]) {
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(firstError(res.body).detail).toMatch(/hanya dapat diubah melalui returnya/);
    }
    expect(await db.stockMovement.findUniqueOrThrow({ where: { id: shipment } })).toMatchObject({
      status: "draft",
      deletedAt: null,
      deliveryMethod: "dikirim",
    });
    const damagedBefore = await qty(pusatDamagedWh, p3);
    const supplierBefore = await qty(supplierWh, p3);
    await expectOk(
      await action(tok.gudang!, "retur-shipments", shipment, "ship", {
        expedition_id: expeditionId,
      }),
    );
    expect(await qty(pusatDamagedWh, p3)).toBe(damagedBefore - 4);
    expect((await action(tok.gudang!, "retur-shipments", shipment, "receive")).status).toBe(403);
    await expectOk(await action(tok.supplier!, "retur-shipments", shipment, "receive"));
    expect(await qty(supplierWh, p3)).toBe(supplierBefore + 4);
    const balanceBefore = await balanceOf(supplierId);
    const priced = await expectOk(await action(tok.penjualan!, "returs", r.id, "set-price"));
    expect(one(priced.body).attributes.total_price).toBe(28_000);
    expect(await balanceOf(supplierId)).toBe(balanceBefore + 28_000n);
    const credit = await db.balanceTrx.findFirstOrThrow({
      where: { sourceType: "returs", sourceId: r.id },
    });
    expect(credit).toMatchObject({ officeId: supplierId, type: "retur_credit", amount: 28_000n });
    // The credit shows on the supplier's purchase orders, to Pusat's Gudang and to the supplier.
    const po = await db.purchaseOrder.findUniqueOrThrow({ where: { code: `PO-${TAG}` } });
    const credited = Number(await balanceOf(supplierId));
    for (const token of [tok.gudang!, tok.supplier!]) {
      const read = await expectOk(await api("GET", `/api/v1/purchase-orders/${po.id}`, { token }));
      expect(one(read.body).attributes.supplier_retur_credit).toBe(credited);
    }
    const listed = await expectOk(
      await api("GET", `/api/v1/purchase-orders?filter[supplier_office_id]=${supplierId}`, {
        token: tok.gudang!,
      }),
    );
    for (const row of list(listed.body))
      expect(row.attributes.supplier_retur_credit).toBe(credited);
    // No notice to the supplier for Pusat's own pricing; Pusat was told the goods arrived.
    const received = await db.notification.findFirst({
      where: {
        name: `Retur ${r.attributes.code as string} diterima`,
        user: { email: "penjualan@erp.test" },
      },
    });
    expect(received?.url).toBe(`/penjualan/retur/supplier/tambah-retur/${r.id}`);
  });
});

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

async function download(path: string, token?: string) {
  const res = await fetch(new URL(path, baseUrl()), {
    headers: {
      Accept: `${XLSX}, application/pdf, ${MEDIA_TYPE}`,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  if (!ws) throw new Error("no worksheet");
  const out: unknown[][] = [];
  ws.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
}

describe("exports of the retur list", () => {
  it("Excel holds exactly the list's rows (the office's own) with the totals row", async () => {
    const query = "filter[kind]=stockist&filter[status]=priced";
    const listed = await expectOk(
      await api("GET", `/api/v1/returs?${query}&page[size]=100`, { token: tok.stockist! }),
    );
    const { res, bytes } = await download(
      `/api/v1/returs/-actions/export-excel?${query}`,
      tok.stockist!,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain(XLSX);
    expect(res.headers.get("content-disposition")).toMatch(/daftar-retur-.*\.xlsx/);
    const rows = await sheetRows(bytes);
    expect(rows[0]?.[0]).toBe("Daftar Retur");
    const header = rows.findIndex((r) => r[0] === "Kode Retur");
    const body = rows.slice(header + 1, -1);
    expect(body.map((r) => r[0]).sort()).toEqual(
      list(listed.body)
        .map((r) => r.attributes.code)
        .sort(),
    );
    // STK-001's own returs only.
    expect(body.every((r) => String(r[3]).startsWith("STK-001"))).toBe(true);
    const footer = rows[rows.length - 1] ?? [];
    expect(footer[0]).toBe("Total");
    expect(footer[7]).toBe(body.reduce((n, r) => n + Number(r[7] ?? 0), 0));
    expect(footer[7]).toBe(
      listed.body.meta?.totals && (listed.body.meta.totals as { total_price: number }).total_price,
    );
  });

  it("with the search box and a sort: exactly the rows the list shows, in its order", async () => {
    // Three drafts the search finds (their description), one it does not.
    const term = `Cari ${TAG}`;
    for (const [quantity, description] of [
      [3, `${term} a`],
      [1, `${term} b`],
      [2, `${term} c`],
      [1, `Lain ${TAG}`],
    ] as const)
      await expectOk(
        await createRetur(tok.stockist!, [{ product_id: p1, quantity }], {
          attributes: { description },
        }),
        201,
      );
    const query = `filter[kind]=stockist&filter[search]=${encodeURIComponent(term)}&sort=total_quantity`;
    const listed = await expectOk(
      await api("GET", `/api/v1/returs?${query}&page[size]=100`, { token: tok.stockist! }),
    );
    const shown = list(listed.body).map((r) => r.attributes.code);
    expect(list(listed.body).map((r) => r.attributes.total_quantity)).toEqual([1, 2, 3]);
    const { res, bytes } = await download(
      `/api/v1/returs/-actions/export-excel?${query}`,
      tok.stockist!,
    );
    expect(res.status).toBe(200);
    const rows = await sheetRows(bytes);
    const header = rows.findIndex((r) => r[0] === "Kode Retur");
    const body = rows.slice(header + 1, -1);
    // The same rows in the same order, each matching the search.
    expect(body.map((r) => r[0])).toEqual(shown);
    expect(body.every((r) => String(r[8]).startsWith(term))).toBe(true);
    expect(rows[rows.length - 1]?.[6]).toBe(6);
    // Descending too, and without the search the file holds more than the search's rows.
    const desc = await download(
      `/api/v1/returs/-actions/export-excel?${query.replace("sort=total_quantity", "sort=-total_quantity")}`,
      tok.stockist!,
    );
    const descRows = await sheetRows(desc.bytes);
    expect(descRows.slice(header + 1, -1).map((r) => r[0])).toEqual([...shown].reverse());
    const all = await download(
      "/api/v1/returs/-actions/export-excel?filter[kind]=stockist",
      tok.stockist!,
    );
    expect((await sheetRows(all.bytes)).length).toBeGreaterThan(rows.length);
  });

  it("PDF: a PDF file; a bad filter is a 400 before the first byte; 401 and 403", async () => {
    const pdf = await download("/api/v1/returs/-actions/export-pdf", tok.penjualan!);
    expect(pdf.res.status).toBe(200);
    expect(pdf.res.headers.get("content-type")).toContain("application/pdf");
    expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const bad = await download(
      "/api/v1/returs/-actions/export-excel?filter[kind]=nope",
      tok.gudang!,
    );
    expect(bad.res.status).toBe(400);
    expect(bad.res.headers.get("content-type")).toContain(MEDIA_TYPE);
    expect(JSON.parse(bad.bytes.toString("utf8")).errors[0].source.parameter).toBe("filter[kind]");
    expect((await download("/api/v1/returs/-actions/export-excel")).res.status).toBe(401);
    expect((await download("/api/v1/returs/-actions/export-excel", tok.mitra!)).res.status).toBe(
      403,
    );
  });
});

describe("ledger:check", () => {
  it("finds every retur credit equal to its priced lines and every received line in the ledger", async () => {
    expect((await checkLedger(db)).differences).toEqual([]);
    const returs = await checkReturs(db);
    expect(returs.differences).toEqual([]);
    expect(returs.checked).toBeGreaterThan(0);
  });
});
