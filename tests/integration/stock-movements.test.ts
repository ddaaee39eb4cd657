// Stock movements, their lines and packets, purchase orders and incoming goods over real HTTP
// (docs/stock-movements.md): row scope per office (an office outside a movement or purchase
// order gets 404), the kind/stage filters the shared screens use, schema-valid documents.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { api, firstError, login, type JsonApiDoc, type JsonApiResource } from "../support/api";

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

  it("resolves a pending complaint once, with a required reason", async () => {
    const id = await movement("received", "pending");
    const noReason = await api("PATCH", `/api/v1/stock-movements/${id}/-actions/declineComplain`, {
      token: gudang,
      body: doc(id, " "),
    });
    expect(noReason.status).toBe(422);
    const ok = await api("PATCH", `/api/v1/stock-movements/${id}/-actions/approveComplain`, {
      token: gudang,
      body: doc(id, "Barang rusak di jalan"),
    });
    expect(ok.status).toBe(200);
    expect(one(ok.body).attributes).toMatchObject({
      complaint_status: "approved",
      complaint_resolution: "Barang rusak di jalan",
    });
    const twice = await api("PATCH", `/api/v1/stock-movements/${id}/-actions/declineComplain`, {
      token: gudang,
      body: doc(id, "tidak"),
    });
    expect(twice.status).toBe(409);
    const noComplaint = await movement("draft");
    const early = await api(
      "PATCH",
      `/api/v1/stock-movements/${noComplaint}/-actions/approveComplain`,
      {
        token: gudang,
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
