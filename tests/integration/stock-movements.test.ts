// Stock movements, their lines and packets, purchase orders and incoming goods over real HTTP
// (docs/stock-movements.md): row scope per office (an office outside a movement or purchase
// order gets 404), the kind/stage filters the shared screens use, schema-valid documents.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { api, firstError, login, type JsonApiDoc, type JsonApiResource } from "../support/api";
import { postStock } from "@/server/stock/post-stock";
import { checkLedger } from "@/server/stock/ledger-check";
import { jakartaToday } from "@/lib/business-date";

const db = connectTestDb();
const TAG = `SM${randomUUID().slice(0, 6).toUpperCase()}`;
const list = (doc: JsonApiDoc) => doc.data as JsonApiResource[];
const one = (doc: JsonApiDoc) => doc.data as JsonApiResource;

let gudang: string;
let supplier: string;
let stockist: string;
let movementId: string;
let poId: string;

beforeAll(async () => {
  [gudang, supplier, stockist] = await Promise.all([
    login("gudang@erp.test"),
    login("supplier@erp.test"),
    login("stockist@erp.test"),
  ]);
  const [pusat, sup, product] = await Promise.all([
    db.office.findUniqueOrThrow({ where: { code: "PUSAT" } }),
    db.office.findUniqueOrThrow({ where: { code: "SUP-001" } }),
    db.product.findFirstOrThrow({ where: { deletedAt: null } }),
  ]);
  const po = await db.purchaseOrder.create({
    data: {
      code: `PO-${TAG}`,
      supplierOfficeId: sup.id,
      officeId: pusat.id,
      status: "submitted",
      orderDate: new Date("2026-11-20"),
      totalPrice: 150000n,
      details: {
        create: [{ productId: product.id, quantity: 10, unitPrice: 15000n, totalPrice: 150000n }],
      },
    },
  });
  poId = po.id;
  const m = await db.stockMovement.create({
    data: {
      code: `SM-${TAG}`,
      purchaseOrderId: po.id,
      originOfficeId: sup.id,
      destinationOfficeId: pusat.id,
      status: "packed",
      movementDetails: { create: [{ productId: product.id, quantity: 10 }] },
      packets: { create: [{ code: "P1", weight: 1200 }] },
    },
  });
  movementId = m.id;
});

afterAll(async () => {
  try {
    await db.stockMovement.deleteMany({ where: { code: { contains: TAG } } });
    await db.purchaseOrder.deleteMany({ where: { code: { contains: TAG } } });
  } finally {
    await db.$disconnect();
  }
});

describe("stock-movements", () => {
  it("shows a movement to its origin and destination offices with its lines and packets", async () => {
    for (const token of [gudang, supplier]) {
      const res = await api(
        "GET",
        `/api/v1/stock-movements/${movementId}?include=movement-details,packets`,
        { token },
      );
      expect(res.status).toBe(200);
      expect(one(res.body).attributes).toMatchObject({
        code: `SM-${TAG}`,
        status: "packed",
        status_label: "Sudah Dikemas",
        origin_office_code: "SUP-001",
        destination_office_code: "PUSAT",
      });
      const types = (res.body.included ?? []).map((r) => r.type).sort();
      expect(types).toEqual(["movement-details", "packets"]);
    }
  });

  it("answers 404 to an office that is neither origin nor destination", async () => {
    const res = await api("GET", `/api/v1/stock-movements/${movementId}`, { token: stockist });
    expect(res.status).toBe(404);
    expect(firstError(res.body).code).toBe("NOT_FOUND");
    const lines = await api(
      "GET",
      `/api/v1/movement-details?filter[stock_movement_id]=${movementId}`,
      {
        token: stockist,
      },
    );
    expect(lines.status).toBe(200);
    expect(list(lines.body)).toEqual([]);
    const search = await api("GET", `/api/v1/stock-movements?filter[search]=${TAG}`, {
      token: stockist,
    });
    expect(list(search.body)).toEqual([]);
  });

  it("filters by the kind and stage of a screen config", async () => {
    const q =
      `filter[search]=${TAG}&filter[origin_category]=supplier&filter[destination_category]=pusat` +
      `&filter[status]=draft,packed&filter[side]=origin`;
    const asSupplier = await api("GET", `/api/v1/stock-movements?${q}`, { token: supplier });
    expect(list(asSupplier.body).map((r) => r.id)).toEqual([movementId]);
    const asPusat = await api("GET", `/api/v1/stock-movements?${q}`, { token: gudang });
    expect(list(asPusat.body)).toEqual([]);
    const bad = await api("GET", `/api/v1/stock-movements?filter[status]=lost`, { token: gudang });
    expect(bad.status).toBe(400);
  });
});

describe("stock-movements actions without postings", () => {
  const doc = (id: string, reason?: string) => ({
    data: { type: "stock-movements", id, attributes: reason === undefined ? {} : { reason } },
  });

  async function movement(status: "draft" | "received", complaint: "pending" | null = null) {
    const [pusat, sup] = await Promise.all([
      db.office.findUniqueOrThrow({ where: { code: "PUSAT" } }),
      db.office.findUniqueOrThrow({ where: { code: "SUP-001" } }),
    ]);
    const m = await db.stockMovement.create({
      data: {
        code: `SM-${TAG}-${randomUUID().slice(0, 6)}`,
        originOfficeId: sup.id,
        destinationOfficeId: pusat.id,
        status,
        complaintStatus: complaint,
      },
    });
    return m.id;
  }

  it("cancels a draft once (409 after), records the history, and hides it from other offices", async () => {
    const id = await movement("draft");
    const foreign = await api("PATCH", `/api/v1/stock-movements/${id}/-actions/cancel`, {
      token: stockist,
      body: doc(id, "salah"),
    });
    expect(foreign.status).toBe(404);
    const ok = await api("PATCH", `/api/v1/stock-movements/${id}/-actions/cancel`, {
      token: supplier,
      body: doc(id, "Salah input"),
    });
    expect(ok.status).toBe(200);
    expect(one(ok.body).attributes).toMatchObject({
      status: "cancelled",
      cancel_reason: "Salah input",
    });
    const again = await api("PATCH", `/api/v1/stock-movements/${id}/-actions/cancel`, {
      token: supplier,
      body: doc(id),
    });
    expect(again.status).toBe(409);
    expect(firstError(again.body).code).toBe("CONFLICT");
    const history = await db.documentStatusHistory.findMany({
      where: { documentType: "stock-movements", documentId: id },
    });
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.action])).toEqual([
      ["draft", "cancelled", "cancel"],
    ]);
  });

  it("resolves a pending complaint once, by the sender, with a required reason", async () => {
    const id = await movement("received", "pending");
    // The receiver (Pusat's Gudang) raised it: it never settles it (issue 23 §5), nothing changes.
    const byReceiver = await api(
      "PATCH",
      `/api/v1/stock-movements/${id}/-actions/approveComplain`,
      { token: gudang, body: doc(id, "Setuju sendiri") },
    );
    expect(byReceiver.status).toBe(403);
    expect((await db.stockMovement.findUniqueOrThrow({ where: { id } })).complaintStatus).toBe(
      "pending",
    );
    const noReason = await api("PATCH", `/api/v1/stock-movements/${id}/-actions/declineComplain`, {
      token: supplier,
      body: doc(id, " "),
    });
    expect(noReason.status).toBe(422);
    const ok = await api("PATCH", `/api/v1/stock-movements/${id}/-actions/approveComplain`, {
      token: supplier,
      body: doc(id, "Barang rusak di jalan"),
    });
    expect(ok.status).toBe(200);
    expect(one(ok.body).attributes).toMatchObject({
      complaint_status: "approved",
      complaint_resolution: "Barang rusak di jalan",
    });
    const twice = await api("PATCH", `/api/v1/stock-movements/${id}/-actions/declineComplain`, {
      token: supplier,
      body: doc(id, "tidak"),
    });
    expect(twice.status).toBe(409);
    const noComplaint = await movement("draft");
    const early = await api(
      "PATCH",
      `/api/v1/stock-movements/${noComplaint}/-actions/approveComplain`,
      {
        token: supplier,
        body: doc(noComplaint, "x"),
      },
    );
    expect(early.status).toBe(409);
  });
});

describe("purchase-orders", () => {
  it("is visible to the ordering office and its supplier only", async () => {
    for (const token of [gudang, supplier]) {
      const res = await api("GET", `/api/v1/purchase-orders/${poId}?include=stock-movements`, {
        token,
      });
      expect(res.status).toBe(200);
      expect(one(res.body).attributes).toMatchObject({
        code: `PO-${TAG}`,
        status: "submitted",
        total_price: 150000,
      });
    }
    const other = await api("GET", `/api/v1/purchase-orders/${poId}`, { token: stockist });
    expect([403, 404]).toContain(other.status);
  });
});

describe("the shipment lifecycle with postings (supplier -> Pusat)", () => {
  const FLOW = `F${randomUUID().slice(0, 6).toUpperCase()}`;
  const mdoc = (id: string, attributes: Record<string, unknown> = {}) => ({
    data: { type: "stock-movements", id, attributes },
  });
  let productId: string;
  let supplierWh: string;
  let pusatWh: string;
  let expeditionId: string;
  let flowPo: string;
  let movement: string;
  let susulan: string;

  const qty = async (warehouseId: string) =>
    (
      await db.stock.findUnique({
        where: { warehouseId_productId: { warehouseId, productId } },
      })
    )?.quantity ?? 0;

  beforeAll(async () => {
    const [pusat, sup, sw, pw, exp] = await Promise.all([
      db.office.findUniqueOrThrow({ where: { code: "PUSAT" } }),
      db.office.findUniqueOrThrow({ where: { code: "SUP-001" } }),
      db.warehouse.findFirstOrThrow({ where: { office: { code: "SUP-001" }, type: "main" } }),
      db.warehouse.findFirstOrThrow({ where: { office: { code: "PUSAT" }, type: "main" } }),
      db.expedition.findFirstOrThrow({ where: { deletedAt: null } }),
    ]);
    supplierWh = sw.id;
    pusatWh = pw.id;
    expeditionId = exp.id;
    const p = await db.product.create({ data: { code: `${FLOW}-X`, name: `Barang ${FLOW}` } });
    productId = p.id;
    await db.$transaction((tx) =>
      postStock(
        tx,
        {
          businessDate: jakartaToday(),
          lines: [
            {
              warehouseId: supplierWh,
              productId,
              quantity: 50,
              type: "opening",
              sourceType: "warehouses",
              sourceId: supplierWh,
            },
          ],
        },
        { userId: null },
      ),
    );
    const po = await db.purchaseOrder.create({
      data: {
        code: `PF-${FLOW}`,
        supplierOfficeId: sup.id,
        officeId: pusat.id,
        status: "submitted",
        orderDate: new Date("2026-11-20"),
        details: { create: [{ productId, quantity: 10, unitPrice: 1000n, totalPrice: 10000n }] },
      },
    });
    flowPo = po.id;
  });

  it("the supplier creates a movement against the purchase order (draft, origin = its warehouse)", async () => {
    const anon = await api("POST", "/api/v1/stock-movements", { body: { data: {} } });
    expect(anon.status).toBe(401);
    const empty = await api("POST", "/api/v1/stock-movements", {
      token: supplier,
      body: { data: { type: "stock-movements", attributes: { details: [] } } },
    });
    expect(empty.status).toBe(422);
    expect(firstError(empty.body).source?.pointer).toBe("/data/attributes/details");
    const wrongType = await api("POST", "/api/v1/stock-movements", {
      token: supplier,
      body: { data: { type: "packets", attributes: {} } },
    });
    expect(wrongType.status).toBe(409);
    const res = await api("POST", "/api/v1/stock-movements", {
      token: supplier,
      body: {
        data: {
          type: "stock-movements",
          attributes: { details: [{ product_id: productId, quantity: 10 }] },
          relationships: { "purchase-order": { data: { type: "purchase-orders", id: flowPo } } },
        },
      },
    });
    expect(res.status).toBe(201);
    movement = one(res.body).id;
    expect(one(res.body).attributes).toMatchObject({
      status: "draft",
      origin_office_code: "SUP-001",
      destination_office_code: "PUSAT",
      origin_warehouse_id: supplierWh,
      delivery_method: "dikirim",
      purchase_order_id: flowPo,
    });
    const foreignPo = await api("POST", "/api/v1/stock-movements", {
      token: stockist,
      body: {
        data: {
          type: "stock-movements",
          attributes: { details: [{ product_id: productId, quantity: 1 }] },
          relationships: { "purchase-order": { data: { type: "purchase-orders", id: flowPo } } },
        },
      },
    });
    expect(foreignPo.status).toBe(404);
  });

  it("packs with packets: a short packet is a 422, a packet may be deleted, a full one packs", async () => {
    const packet = (quantity: number) => ({
      data: {
        type: "packets",
        attributes: { details: [{ product_id: productId, quantity }], weight: 500 },
        relationships: { "stock-movement": { data: { type: "stock-movements", id: movement } } },
      },
    });
    const short = await api("POST", "/api/v1/packets", { token: supplier, body: packet(6) });
    expect(short.status).toBe(201);
    const early = await api("PATCH", `/api/v1/stock-movements/${movement}/-actions/pack`, {
      token: supplier,
      body: mdoc(movement),
    });
    expect(early.status).toBe(422);
    expect(firstError(early.body).detail).toBe(`Produk ${FLOW}-X dikemas 6 dari 10`);
    const foreign = await api("POST", "/api/v1/packets", { token: stockist, body: packet(4) });
    expect(foreign.status).toBe(404);
    const byPusat = await api("POST", "/api/v1/packets", { token: gudang, body: packet(4) });
    expect(byPusat.status).toBe(403);
    const del = await api("DELETE", `/api/v1/packets/${one(short.body).id}`, { token: supplier });
    expect(del.status).toBe(204);
    const full = await api("POST", "/api/v1/packets", { token: supplier, body: packet(10) });
    expect(full.status).toBe(201);
    const packed = await api("PATCH", `/api/v1/stock-movements/${movement}/-actions/pack`, {
      token: supplier,
      body: mdoc(movement),
    });
    expect(packed.status).toBe(200);
    expect(one(packed.body).attributes).toMatchObject({ status: "packed", total_weight: 500 });
  });

  it("sends once: movement_out from the supplier, a retried Idempotency-Key posts nothing more", async () => {
    const path = `/api/v1/stock-movements/${movement}/-actions/send`;
    const noExp = await api("PATCH", path, { token: supplier, body: mdoc(movement) });
    expect(noExp.status).toBe(422);
    expect(firstError(noExp.body).source?.pointer).toBe("/data/attributes/expedition_id");
    const byPusat = await api("PATCH", path, {
      token: gudang,
      body: mdoc(movement, { expedition_id: expeditionId }),
    });
    expect(byPusat.status).toBe(403);
    const byStranger = await api("PATCH", path, {
      token: stockist,
      body: mdoc(movement, { expedition_id: expeditionId }),
    });
    expect(byStranger.status).toBe(404);
    const key = randomUUID();
    const body = mdoc(movement, {
      expedition_id: expeditionId,
      tracking_number: "JNE123",
      shipping_cost: 25000,
    });
    const first = await api("PATCH", path, {
      token: supplier,
      body,
      headers: { "Idempotency-Key": key },
    });
    expect(first.status).toBe(200);
    expect(one(first.body).attributes).toMatchObject({
      status: "sent",
      tracking_number: "JNE123",
      shipping_cost: 25000,
    });
    const retry = await api("PATCH", path, {
      token: supplier,
      body,
      headers: { "Idempotency-Key": key },
    });
    expect(retry.status).toBe(200);
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    const out = await db.stockTrx.findMany({
      where: { sourceType: "stock-movements", sourceId: movement, type: "movement_out" },
    });
    expect(out.map((r) => r.quantityChange)).toEqual([-10]);
    expect(await qty(supplierWh)).toBe(40);
    const again = await api("PATCH", path, { token: supplier, body });
    expect(again.status).toBe(409);
  });

  it("Pusat receives part: movement_in of what arrived, the rest stays in transit", async () => {
    const path = `/api/v1/stock-movements/${movement}/-actions/recieve`;
    const line = await db.movementDetail.findFirstOrThrow({ where: { stockMovementId: movement } });
    const bySupplier = await api("PATCH", path, { token: supplier, body: mdoc(movement) });
    expect(bySupplier.status).toBe(403);
    expect(firstError(bySupplier.body).title).toBe("Pengiriman gagal diterima");
    const byStranger = await api("PATCH", path, { token: stockist, body: mdoc(movement) });
    expect(byStranger.status).toBe(404);
    const tooMany = await api("PATCH", path, {
      token: gudang,
      body: mdoc(movement, { details: [{ id: line.id, received_quantity: 11 }] }),
    });
    expect(tooMany.status).toBe(422);
    expect(firstError(tooMany.body).title).toBe("Pengiriman gagal diterima");
    expect(firstError(tooMany.body).source?.pointer).toBe(
      "/data/attributes/details/0/received_quantity",
    );
    const res = await api("PATCH", path, {
      token: gudang,
      body: mdoc(movement, { details: [{ id: line.id, received_quantity: 7 }] }),
    });
    expect(res.status).toBe(200);
    expect(one(res.body).attributes.status).toBe("partially_received");
    expect(await qty(pusatWh)).toBe(7);
    // The 3 that did not arrive stay in transit (issue 23 §2): not back at the supplier, which
    // has not said where they are, and no susulan yet.
    expect(await qty(supplierWh)).toBe(40);
    expect(
      (await db.movementDetail.findFirstOrThrow({ where: { stockMovementId: movement } }))
        .settledQuantity,
    ).toBe(0);
    expect(await db.stockMovement.count({ where: { parentMovementId: movement } })).toBe(0);
    // The purchase order follows the receipt: an incoming-goods row and its received quantity.
    const po = await db.purchaseOrder.findUniqueOrThrow({
      where: { id: flowPo },
      include: { details: true, incomingGoods: true },
    });
    expect(po.status).toBe("partially_received");
    expect(po.details.map((d) => d.receivedQuantity)).toEqual([7]);
    expect(po.incomingGoods.map((g) => g.stockMovementId)).toEqual([movement]);
    // The supplier says they never left: a susulan settlement puts them back and sends them again.
    const settle = await api("PATCH", `/api/v1/stock-movements/${movement}/-actions/settle`, {
      token: supplier,
      body: mdoc(movement, { outcome: "susulan", reason: "Tertinggal di gudang supplier" }),
    });
    expect(settle.status, JSON.stringify(settle.body)).toBe(200);
    expect(await qty(supplierWh)).toBe(43);
    const s = await db.stockMovement.findFirstOrThrow({
      where: { parentMovementId: movement },
      include: { movementDetails: true },
    });
    susulan = s.id;
    expect(s).toMatchObject({ isSusulan: true, status: "draft" });
    expect(s.movementDetails.map((d) => d.quantity)).toEqual([3]);
    const twice = await api("PATCH", `/api/v1/stock-movements/${movement}/-actions/receive`, {
      token: gudang,
      body: mdoc(movement),
    });
    expect(twice.status).toBe(409);
    expect(firstError(twice.body).title).toBe("Pengiriman gagal diterima");
  });

  it("the susulan is packed, sent and received with receive-all; the ledger check passes", async () => {
    const packet = await api("POST", "/api/v1/packets", {
      token: supplier,
      body: {
        data: {
          type: "packets",
          attributes: { details: [{ product_id: productId, quantity: 3 }] },
          relationships: { "stock-movement": { data: { type: "stock-movements", id: susulan } } },
        },
      },
    });
    expect(packet.status).toBe(201);
    for (const [action, attributes] of [
      ["pack", {}],
      ["send", { expedition_id: expeditionId }],
    ] as const) {
      const r = await api("PATCH", `/api/v1/stock-movements/${susulan}/-actions/${action}`, {
        token: supplier,
        body: mdoc(susulan, attributes),
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const code = (await db.stockMovement.findUniqueOrThrow({ where: { id: susulan } })).code;
    const unknown = await api("PATCH", "/api/v1/stock-movements/-actions/receive-all", {
      token: gudang,
      body: { data: { type: "stock-movements", attributes: { code: "TIDAK-ADA" } } },
    });
    expect(unknown.status).toBe(404);
    const noCode = await api("PATCH", "/api/v1/stock-movements/-actions/receive-all", {
      token: gudang,
      body: { data: { type: "stock-movements", attributes: {} } },
    });
    expect(noCode.status).toBe(422);
    const all = await api("PATCH", "/api/v1/stock-movements/-actions/receive-all", {
      token: gudang,
      body: { data: { type: "stock-movements", attributes: { code } } },
    });
    expect(all.status).toBe(200);
    expect(list(all.body).map((r) => [r.id, r.attributes.status])).toEqual([[susulan, "received"]]);
    expect(await qty(pusatWh)).toBe(10);
    // 10 left, the supplier settled 3 as still there, the susulan took those 3 again: 50 - 10.
    expect(await qty(supplierWh)).toBe(40);
    const po = await db.purchaseOrder.findUniqueOrThrow({
      where: { id: flowPo },
      include: { details: true },
    });
    expect(po.status).toBe("received");
    expect(po.details.map((d) => d.receivedQuantity)).toEqual([10]);
    const history = await db.documentStatusHistory.findMany({
      where: { documentType: "stock-movements", documentId: movement },
      orderBy: { createdAt: "asc" },
    });
    expect(history.map((h) => h.action)).toEqual([
      "create",
      "pack",
      "send",
      "receive",
      "settle-susulan",
    ]);
    expect((await checkLedger(db)).differences).toEqual([]);
  });
});
