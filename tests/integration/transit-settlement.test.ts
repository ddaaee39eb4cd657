// Goods in transit (issue 23 §2, docs/stock-movements.md "Goods in transit"): a short delivery no
// longer refills the sender by itself. The units a partial receipt did not confirm stay in
// transit on the movement until the office that knows their fate settles them through
// PATCH stock-movements/{id}/-actions/settle: the sender (returned, susulan, lost with the
// expedition's claim) or the receiver (damaged, into its damaged warehouse). Each outcome is
// checked in the database: stock, ledger rows (type, user, reason), settlement rows, history,
// the purchase order, and `ledger:check` (sent = received + in transit + settled). Also the FEFO
// suggestion, which never offers an expired lot.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { openingStock } from "../support/stock";
import { api, firstError, login, type JsonApiDoc, type JsonApiResource } from "../support/api";
import { postStock } from "@/server/stock/post-stock";
import { checkLedger } from "@/server/stock/ledger-check";
import { settleMovement } from "@/server/stock/movements/settle";
import { loadActor } from "@/server/auth/actor";
import { jakartaToday } from "@/lib/business-date";
import { AppError } from "@/server/errors";

const db = connectTestDb();
const TAG = `TS${randomUUID().slice(0, 6).toUpperCase()}`;
const one = (doc: JsonApiDoc) => doc.data as JsonApiResource;
const list = (doc: JsonApiDoc) => doc.data as JsonApiResource[];
const mdoc = (id: string, attributes: Record<string, unknown> = {}) => ({
  data: { type: "stock-movements", id, attributes },
});

let gudang: string;
let supplier: string;
let stockist: string;
let productId: string;
let supplierWh: string;
let pusatWh: string;
let pusatDamagedWh: string;
let pusatId: string;
let supplierId: string;
let expeditionId: string;
let supplierUserId: string;
let gudangUserId: string;

const qty = async (warehouseId: string) =>
  (
    await db.stock.findUnique({
      where: { warehouseId_productId: { warehouseId, productId } },
    })
  )?.quantity ?? 0;

const settle = (token: string, id: string, attributes: Record<string, unknown>, key?: string) =>
  api("PATCH", `/api/v1/stock-movements/${id}/-actions/settle`, {
    token,
    body: mdoc(id, attributes),
    ...(key ? { headers: { "Idempotency-Key": key } } : {}),
  });

/** A purchase order of `quantity`, shipped in full (diambil) by the supplier. */
async function sentShipment(quantity: number): Promise<{ po: string; movement: string }> {
  const po = await db.purchaseOrder.create({
    data: {
      code: `PO-${TAG}-${randomUUID().slice(0, 4)}`,
      supplierOfficeId: supplierId,
      officeId: pusatId,
      warehouseId: pusatWh,
      status: "submitted",
      orderDate: jakartaToday(),
      details: {
        create: [{ productId, quantity, unitPrice: 1000n, totalPrice: BigInt(quantity * 1000) }],
      },
    },
  });
  const created = await api("POST", "/api/v1/stock-movements", {
    token: supplier,
    body: {
      data: {
        type: "stock-movements",
        attributes: { details: [{ product_id: productId, quantity }], delivery_method: "diambil" },
        relationships: { "purchase-order": { data: { type: "purchase-orders", id: po.id } } },
      },
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const movement = one(created.body).id;
  const sent = await api("PATCH", `/api/v1/stock-movements/${movement}/-actions/send`, {
    token: supplier,
    body: mdoc(movement),
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return { po: po.id, movement };
}

/** Pusat receives `received` of the shipment's one line. */
async function receivePart(movement: string, received: number): Promise<string> {
  const line = await db.movementDetail.findFirstOrThrow({ where: { stockMovementId: movement } });
  const res = await api("PATCH", `/api/v1/stock-movements/${movement}/-actions/recieve`, {
    token: gudang,
    body: mdoc(movement, { details: [{ id: line.id, received_quantity: received }] }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return line.id;
}

async function lineOf(movement: string) {
  const res = await api("GET", `/api/v1/movement-details?filter[stock_movement_id]=${movement}`, {
    token: gudang,
  });
  expect(res.status).toBe(200);
  const rows = list(res.body);
  expect(rows).toHaveLength(1);
  return rows[0]!.attributes;
}

beforeAll(async () => {
  [gudang, supplier, stockist] = await Promise.all([
    login("gudang@erp.test"),
    login("supplier@erp.test"),
    login("stockist@erp.test"),
  ]);
  const [pusat, sup, sw, pw, pd, exp, su, gu] = await Promise.all([
    db.office.findUniqueOrThrow({ where: { code: "PUSAT" } }),
    db.office.findUniqueOrThrow({ where: { code: "SUP-001" } }),
    db.warehouse.findFirstOrThrow({ where: { office: { code: "SUP-001" }, type: "main" } }),
    db.warehouse.findFirstOrThrow({ where: { office: { code: "PUSAT" }, type: "main" } }),
    db.warehouse.findFirstOrThrow({ where: { office: { code: "PUSAT" }, type: "damaged" } }),
    db.expedition.findFirstOrThrow({ where: { deletedAt: null } }),
    db.user.findUniqueOrThrow({ where: { email: "supplier@erp.test" } }),
    db.user.findUniqueOrThrow({ where: { email: "gudang@erp.test" } }),
  ]);
  pusatId = pusat.id;
  supplierId = sup.id;
  supplierWh = sw.id;
  pusatWh = pw.id;
  pusatDamagedWh = pd.id;
  expeditionId = exp.id;
  supplierUserId = su.id;
  gudangUserId = gu.id;
  const p = await db.product.create({ data: { code: `${TAG}-X`, name: `Barang ${TAG}` } });
  productId = p.id;
  await openingStock(db, [{ warehouseId: supplierWh, productId, quantity: 500 }]);
});

afterAll(async () => {
  expect((await checkLedger(db)).differences).toEqual([]);
});

describe("a short delivery", () => {
  let movement: string;
  let po: string;

  it("leaves the missing units in transit: nothing goes back to the sender, no susulan", async () => {
    ({ po, movement } = await sentShipment(10));
    expect(await qty(supplierWh)).toBe(490);
    await receivePart(movement, 4);
    expect(await qty(pusatWh)).toBe(4);
    // Before issue 23 the 6 went straight back to the supplier (movement_reversal under
    // Gudang's user) and a susulan was made: neither happens now.
    expect(await qty(supplierWh)).toBe(490);
    expect(await db.stockMovement.count({ where: { parentMovementId: movement } })).toBe(0);
    expect(
      await db.stockTrx.count({ where: { sourceId: movement, type: "movement_reversal" } }),
    ).toBe(0);
    expect(await lineOf(movement)).toMatchObject({
      quantity: 10,
      received_quantity: 4,
      settled_quantity: 0,
      in_transit_quantity: 6,
    });
    const m = await api("GET", `/api/v1/stock-movements/${movement}`, { token: supplier });
    expect(one(m.body).attributes).toMatchObject({
      status: "partially_received",
      is_complete: false,
      completed_at: null,
    });
    const inTransit = await api(
      "GET",
      `/api/v1/stock-movements?filter[in_transit]=true&filter[purchase_order_id]=${po}`,
      { token: gudang },
    );
    expect(list(inTransit.body).map((r) => r.id)).toEqual([movement]);
    // The purchase order counts what arrived; the 6 are still committed to the shipment.
    const pod = await db.purchaseOrderDetail.findFirstOrThrow({ where: { purchaseOrderId: po } });
    expect(pod.receivedQuantity).toBe(4);
    const again = await api("POST", "/api/v1/stock-movements", {
      token: supplier,
      body: {
        data: {
          type: "stock-movements",
          attributes: { details: [{ product_id: productId, quantity: 1 }] },
          relationships: { "purchase-order": { data: { type: "purchase-orders", id: po } } },
        },
      },
    });
    expect(again.status).toBe(422);
  });

  it("is settled only by the office that knows the outcome", async () => {
    const anon = await api("PATCH", `/api/v1/stock-movements/${movement}/-actions/settle`, {
      body: mdoc(movement, { outcome: "returned", reason: "x" }),
    });
    expect(anon.status).toBe(401);
    // The receiver cannot say the goods are back at the sender, or lost on the road.
    for (const outcome of ["returned", "susulan", "lost"]) {
      const res = await settle(gudang, movement, {
        outcome,
        reason: "x",
        ...(outcome === "lost" ? { claim_reference: "K-1", expedition_id: expeditionId } : {}),
      });
      expect(res.status, outcome).toBe(403);
    }
    // The sender cannot book goods damaged at the receiver.
    const damagedBySender = await settle(supplier, movement, { outcome: "damaged", reason: "x" });
    expect(damagedBySender.status).toBe(403);
    // An office outside the movement does not see it.
    const stranger = await settle(stockist, movement, { outcome: "returned", reason: "x" });
    expect(stranger.status).toBe(404);
    expect((await lineOf(movement)).settled_quantity).toBe(0);
  });

  it("refuses a settlement past what is in transit, and bad input, at its pointer", async () => {
    const line = await db.movementDetail.findFirstOrThrow({ where: { stockMovementId: movement } });
    const cases: [Record<string, unknown>, string][] = [
      [
        { outcome: "returned", reason: "x", details: [{ id: line.id, quantity: 7 }] },
        "/data/attributes/details/0/quantity",
      ],
      [
        { outcome: "returned", reason: "x", details: [{ id: line.id, quantity: 0 }] },
        "/data/attributes/details/0/quantity",
      ],
      [
        { outcome: "returned", reason: "x", details: [{ id: randomUUID(), quantity: 1 }] },
        "/data/attributes/details/0/id",
      ],
      [
        {
          outcome: "returned",
          reason: "x",
          details: [
            { id: line.id, quantity: 1 },
            { id: line.id, quantity: 1 },
          ],
        },
        "/data/attributes/details/1/id",
      ],
      [{ outcome: "returned", reason: " " }, "/data/attributes/reason"],
      [{ outcome: "hilang", reason: "x" }, "/data/attributes/outcome"],
      [{ outcome: "lost", reason: "x" }, "/data/attributes/claim_reference"],
      [
        { outcome: "returned", reason: "x", claim_reference: "K-1" },
        "/data/attributes/claim_reference",
      ],
    ];
    for (const [attributes, pointer] of cases) {
      const res = await settle(supplier, movement, attributes);
      expect(res.status, JSON.stringify(attributes)).toBe(422);
      expect(firstError(res.body).source?.pointer, JSON.stringify(attributes)).toBe(pointer);
    }
    // A diambil shipment has no expedition: a loss must name one.
    const noExpedition = await settle(supplier, movement, {
      outcome: "lost",
      reason: "x",
      claim_reference: "K-1",
    });
    expect(noExpedition.status).toBe(422);
    expect(firstError(noExpedition.body).source?.pointer).toBe("/data/attributes/expedition_id");
    expect((await lineOf(movement)).settled_quantity).toBe(0);
    expect(await db.movementSettlement.count({ where: { stockMovementId: movement } })).toBe(0);
  });

  it("returned: back into the sender's stock, posted by the sender's user with its reason", async () => {
    const line = await db.movementDetail.findFirstOrThrow({ where: { stockMovementId: movement } });
    const res = await settle(supplier, movement, {
      outcome: "returned",
      reason: "Dua karton tertinggal di gudang",
      details: [{ id: line.id, quantity: 2 }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta).toMatchObject({ completed: false, susulan_id: null });
    expect(await qty(supplierWh)).toBe(492);
    const trx = await db.stockTrx.findFirstOrThrow({
      where: { sourceId: movement, type: "movement_reversal" },
    });
    expect(trx).toMatchObject({
      warehouseId: supplierWh,
      quantityChange: 2,
      userId: supplierUserId,
      sourceType: "stock-movements",
    });
    expect(trx.description).toContain("Dua karton tertinggal di gudang");
    const row = await db.movementSettlement.findFirstOrThrow({
      where: { stockMovementId: movement, outcome: "returned" },
    });
    expect(row).toMatchObject({
      quantity: 2,
      warehouseId: supplierWh,
      officeId: supplierId,
      userId: supplierUserId,
      claimReference: null,
    });
    expect(await lineOf(movement)).toMatchObject({
      received_quantity: 4,
      settled_quantity: 2,
      in_transit_quantity: 4,
      settled_by_outcome: { returned: 2, susulan: 0, lost: 0, damaged: 0 },
    });
    const history = await api("GET", `/api/v1/stock-movements/${movement}/-actions/history`, {
      token: gudang,
    });
    const last = list(history.body).at(-1)?.attributes;
    expect(last).toMatchObject({
      action: "settle-returned",
      from_status: "partially_received",
      to_status: "partially_received",
    });
    expect(String(last?.note)).toContain("Kembali ke stok pengirim");
    // The purchase order's history shows it too; its received quantity is what arrived.
    expect(
      await db.documentStatusHistory.count({
        where: { documentType: "purchase-orders", documentId: po, action: "settle-returned" },
      }),
    ).toBe(1);
  });

  it("lost: no stock comes back; the expedition and its claim are recorded", async () => {
    const line = await db.movementDetail.findFirstOrThrow({ where: { stockMovementId: movement } });
    const res = await settle(supplier, movement, {
      outcome: "lost",
      reason: "Paket tidak sampai",
      details: [{ id: line.id, quantity: 1 }],
      expedition_id: expeditionId,
      claim_reference: `KLAIM-${TAG}`,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await qty(supplierWh)).toBe(492);
    expect(await qty(pusatWh)).toBe(4);
    const row = await db.movementSettlement.findFirstOrThrow({
      where: { stockMovementId: movement, outcome: "lost" },
    });
    expect(row).toMatchObject({
      quantity: 1,
      warehouseId: null,
      expeditionId,
      claimReference: `KLAIM-${TAG}`,
      userId: supplierUserId,
    });
  });

  it("damaged: posted by the receiver into its damaged warehouse", async () => {
    const line = await db.movementDetail.findFirstOrThrow({ where: { stockMovementId: movement } });
    const before = await qty(pusatDamagedWh);
    const res = await settle(gudang, movement, {
      outcome: "damaged",
      reason: "Kemasan hancur",
      details: [{ id: line.id, quantity: 1 }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await qty(pusatDamagedWh)).toBe(before + 1);
    expect(await qty(pusatWh)).toBe(4);
    const trx = await db.stockTrx.findFirstOrThrow({
      where: { sourceId: movement, type: "movement_in", warehouseId: pusatDamagedWh },
    });
    expect(trx).toMatchObject({ quantityChange: 1, userId: gudangUserId });
    expect(trx.description).toContain("Rusak saat diterima");
  });

  it("susulan: the last units go out again as a follow-up; the movement is complete", async () => {
    const res = await settle(supplier, movement, { outcome: "susulan", reason: "Kirim ulang" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta).toMatchObject({ completed: true });
    const susulanId = (res.body.meta as { susulan_id: string }).susulan_id;
    const s = await db.stockMovement.findUniqueOrThrow({
      where: { id: susulanId },
      include: { movementDetails: true },
    });
    expect(s).toMatchObject({
      isSusulan: true,
      status: "draft",
      parentMovementId: movement,
      purchaseOrderId: po,
    });
    expect(s.movementDetails.map((d) => d.quantity)).toEqual([2]);
    // Back at the supplier (movement_reversal) until the susulan is sent.
    expect(await qty(supplierWh)).toBe(494);
    expect(await lineOf(movement)).toMatchObject({
      quantity: 10,
      received_quantity: 4,
      settled_quantity: 6,
      in_transit_quantity: 0,
      settled_by_outcome: { returned: 2, susulan: 2, lost: 1, damaged: 1 },
    });
    const m = await api("GET", `/api/v1/stock-movements/${movement}`, { token: gudang });
    expect(one(m.body).attributes).toMatchObject({
      status: "partially_received",
      is_complete: true,
    });
    const nothingLeft = await settle(supplier, movement, { outcome: "returned", reason: "x" });
    expect(nothingLeft.status).toBe(409);
    // The purchase order: 4 arrived, 2 on the susulan; the returned, lost and damaged 4 are
    // still owed by the supplier, who may ship them again (not 5).
    const poRow = await db.purchaseOrder.findUniqueOrThrow({
      where: { id: po },
      include: { details: true },
    });
    expect(poRow.status).toBe("partially_received");
    expect(poRow.details.map((d) => d.receivedQuantity)).toEqual([4]);
    const ship = (quantity: number) =>
      api("POST", "/api/v1/stock-movements", {
        token: supplier,
        body: {
          data: {
            type: "stock-movements",
            attributes: { details: [{ product_id: productId, quantity }] },
            relationships: { "purchase-order": { data: { type: "purchase-orders", id: po } } },
          },
        },
      });
    expect((await ship(5)).status).toBe(422);
    const replacement = await ship(4);
    expect(replacement.status, JSON.stringify(replacement.body)).toBe(201);
    const report = await checkLedger(db);
    expect(report.differences).toEqual([]);
  });
});

describe("goods that arrived damaged at a stockist", () => {
  it("go into its damaged warehouse, created when first needed; the stockist cannot return them", async () => {
    const [stk, pusatMain] = await Promise.all([
      db.office.findUniqueOrThrow({ where: { code: "STK-001" } }),
      db.warehouse.findFirstOrThrow({ where: { office: { code: "PUSAT" }, type: "main" } }),
    ]);
    const stkMain = await db.warehouse.findFirstOrThrow({
      where: { officeId: stk.id, type: "main", deletedAt: null },
    });
    await db.$transaction((tx) =>
      postStock(
        tx,
        {
          businessDate: jakartaToday(),
          lines: [
            {
              warehouseId: pusatMain.id,
              productId,
              quantity: 3,
              type: "opening",
              sourceType: "warehouses",
              sourceId: pusatMain.id,
            },
          ],
        },
        { userId: null },
      ),
    );
    // A picked-up shipment Pusat -> STK-001 (the fixture row stands for an order's shipment).
    const m = await db.stockMovement.create({
      data: {
        code: `SJ-${TAG}-STK`,
        originOfficeId: pusatId,
        destinationOfficeId: stk.id,
        originWarehouseId: pusatMain.id,
        destinationWarehouseId: stkMain.id,
        deliveryMethod: "diambil",
        movementDetails: { create: [{ productId, quantity: 3 }] },
      },
      include: { movementDetails: true },
    });
    const sent = await api("PATCH", `/api/v1/stock-movements/${m.id}/-actions/send`, {
      token: gudang,
      body: mdoc(m.id),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const lineId = m.movementDetails[0]!.id;
    const received = await api("PATCH", `/api/v1/stock-movements/${m.id}/-actions/recieve`, {
      token: stockist,
      body: mdoc(m.id, { details: [{ id: lineId, received_quantity: 1 }] }),
    });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    const returned = await settle(stockist, m.id, { outcome: "returned", reason: "x" });
    expect(returned.status).toBe(403);
    expect(firstError(returned.body).detail).toContain("kantor pengirim");
    const damaged = await settle(stockist, m.id, {
      outcome: "damaged",
      reason: "Botol pecah",
      details: [{ id: lineId, quantity: 2 }],
    });
    expect(damaged.status, JSON.stringify(damaged.body)).toBe(200);
    expect(damaged.body.meta).toMatchObject({ completed: true });
    const rusak = await db.warehouse.findFirstOrThrow({
      where: { officeId: stk.id, type: "damaged", deletedAt: null },
    });
    expect(rusak.code).toBe("GD-STK-001-RUSAK");
    expect(await qty(rusak.id)).toBe(2);
    expect(await qty(stkMain.id)).toBeGreaterThanOrEqual(1);
    expect((await checkLedger(db)).differences).toEqual([]);
  });
});

describe("settlements at once", () => {
  it("eight parallel settlements never take more than is in transit", async () => {
    const { movement } = await sentShipment(8);
    const lineId = await receivePart(movement, 3);
    const supplierBefore = await qty(supplierWh);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        settle(supplier, movement, {
          outcome: "returned",
          reason: "Paralel",
          details: [{ id: lineId, quantity: 1 }],
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    for (const s of statuses.filter((x) => x !== 200)) expect([409, 422]).toContain(s);
    const line = await db.movementDetail.findUniqueOrThrow({ where: { id: lineId } });
    expect(line.settledQuantity).toBe(5);
    expect(await db.movementSettlement.count({ where: { stockMovementId: movement } })).toBe(5);
    expect(await qty(supplierWh)).toBe(supplierBefore + 5);
    expect(
      (await db.stockMovement.findUniqueOrThrow({ where: { id: movement } })).completedAt,
    ).not.toBeNull();
  });

  it("a retried settlement with the same Idempotency-Key posts once", async () => {
    const { movement } = await sentShipment(4);
    const lineId = await receivePart(movement, 1);
    const key = randomUUID();
    const body = { outcome: "returned", reason: "Retry", details: [{ id: lineId, quantity: 1 }] };
    const first = await settle(supplier, movement, body, key);
    expect(first.status).toBe(200);
    const retry = await settle(supplier, movement, body, key);
    expect(retry.status).toBe(200);
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await db.movementSettlement.count({ where: { stockMovementId: movement } })).toBe(1);
    expect(
      (await db.movementDetail.findUniqueOrThrow({ where: { id: lineId } })).settledQuantity,
    ).toBe(1);
  });

  it("a closed period refuses a settlement, nothing changes (409)", async () => {
    const { movement } = await sentShipment(2);
    const lineId = await receivePart(movement, 1);
    const actor = await loadActor(db, supplierUserId, "session");
    if (!actor) throw new Error("no supplier actor");
    const today = jakartaToday();
    const ROLLBACK = new Error("rollback");
    let status: number | null = null;
    await db
      .$transaction(async (tx) => {
        await tx.period.updateMany({
          where: { startDate: { lte: today }, endDate: { gte: today } },
          data: { status: "closed" },
        });
        try {
          await settleMovement(
            tx,
            movement,
            { outcome: "returned", reason: "x", details: null },
            actor,
          );
        } catch (e) {
          status = e instanceof AppError ? e.status : -1;
        }
        throw ROLLBACK;
      })
      .catch((e: unknown) => {
        if (e !== ROLLBACK) throw e;
      });
    expect(status).toBe(409);
    expect(
      (await db.movementDetail.findUniqueOrThrow({ where: { id: lineId } })).settledQuantity,
    ).toBe(0);
  });
});

describe("ledger:check", () => {
  it("proves sent = received + in transit + settled and names a movement that disagrees", async () => {
    const { movement } = await sentShipment(5);
    const lineId = await receivePart(movement, 2);
    const clean = await checkLedger(db);
    expect(clean.differences).toEqual([]);
    expect(clean.movements).toBeGreaterThan(0);
    const ROLLBACK = new Error("rollback");
    await db
      .$transaction(async (tx) => {
        // A settled count with no settlement and no ledger row behind it.
        await tx.$executeRaw`UPDATE movement_details SET settled_quantity = 1 WHERE id = ${lineId}::uuid`;
        const report = await checkLedger(tx);
        expect(report.differences).toContainEqual(
          expect.objectContaining({ kind: "movement", id: movement }),
        );
        throw ROLLBACK;
      })
      .catch((e: unknown) => {
        if (e !== ROLLBACK) throw e;
      });
    await db
      .$transaction(async (tx) => {
        // A reversal posted for the movement with no settlement behind it.
        await postStock(
          tx,
          {
            businessDate: jakartaToday(),
            lines: [
              {
                warehouseId: supplierWh,
                productId,
                quantity: 1,
                type: "movement_reversal",
                sourceType: "stock-movements",
                sourceId: movement,
              },
            ],
          },
          { userId: null },
        );
        const report = await checkLedger(tx);
        const diff = report.differences.find((d) => d.kind === "movement" && d.id === movement);
        expect(diff && "problem" in diff ? diff.problem : "").toContain("ledger reversal");
        throw ROLLBACK;
      })
      .catch((e: unknown) => {
        if (e !== ROLLBACK) throw e;
      });
    expect((await checkLedger(db)).differences).toEqual([]);
  });
});

describe("FEFO batch suggestion", () => {
  it("never suggests an expired lot; choosing one needs allow_expired (422 without it)", async () => {
    const today = jakartaToday();
    const dayOffset = (n: number) => new Date(today.getTime() + n * 86_400_000);
    const lots = [
      { code: `${TAG}-EXP`, expiredAt: dayOffset(-1) },
      { code: `${TAG}-TODAY`, expiredAt: today },
      { code: `${TAG}-LATER`, expiredAt: dayOffset(30) },
    ];
    const ids: Record<string, string> = {};
    for (const lot of lots) {
      const b = await db.batch.create({
        data: { code: lot.code, productId, warehouseId: supplierWh, expiredAt: lot.expiredAt },
      });
      ids[lot.code] = b.id;
      await db.$transaction((tx) =>
        postStock(
          tx,
          {
            businessDate: today,
            lines: [
              {
                warehouseId: supplierWh,
                productId,
                batchId: b.id,
                quantity: 5,
                type: "opening",
                sourceType: "warehouses",
                sourceId: supplierWh,
              },
            ],
          },
          { userId: null },
        ),
      );
    }
    const po = await db.purchaseOrder.create({
      data: {
        code: `PO-${TAG}-FEFO`,
        supplierOfficeId: supplierId,
        officeId: pusatId,
        status: "submitted",
        orderDate: today,
        details: { create: [{ productId, quantity: 5, unitPrice: 1000n, totalPrice: 5000n }] },
      },
    });
    const create = (line: Record<string, unknown>) =>
      api("POST", "/api/v1/stock-movements", {
        token: supplier,
        body: {
          data: {
            type: "stock-movements",
            attributes: { details: [{ product_id: productId, quantity: 1, ...line }] },
            relationships: { "purchase-order": { data: { type: "purchase-orders", id: po.id } } },
          },
        },
      });
    const draft = await create({});
    expect(draft.status).toBe(201);
    const id = one(draft.body).id;
    const res = await api("GET", `/api/v1/stock-movements/${id}/-actions/batch-suggestions`, {
      token: supplier,
    });
    expect(res.status).toBe(200);
    const codes = list(res.body).map((r) => r.attributes.code);
    expect(codes).toEqual([`${TAG}-TODAY`, `${TAG}-LATER`]);
    // Choosing the expired lot: a 422 at the line's batch without the override, accepted with it.
    const expired = await create({ batch_id: ids[`${TAG}-EXP`] });
    expect(expired.status).toBe(422);
    expect(firstError(expired.body).source?.pointer).toBe("/data/attributes/details/0/batch_id");
    expect(firstError(expired.body).detail).toContain("kedaluwarsa");
    const notBool = await create({ batch_id: ids[`${TAG}-EXP`], allow_expired: "ya" });
    expect(notBool.status).toBe(422);
    const allowed = await create({ batch_id: ids[`${TAG}-EXP`], allow_expired: true });
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(201);
    for (const m of [id, one(allowed.body).id]) {
      const cancelled = await api("PATCH", `/api/v1/stock-movements/${m}/-actions/cancel`, {
        token: supplier,
        body: mdoc(m),
      });
      expect(cancelled.status).toBe(200);
    }
  });
});
