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
