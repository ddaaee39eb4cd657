// Purchasing from suppliers over real HTTP (docs/purchasing.md): creating a purchase order with
// server-computed totals, validation pointers, the draft -> submitted -> processing and cancel
// transitions (409 when illegal), who sees what (the supplier only its own submitted orders,
// others 403/404), and recordPurchaseReceipt (partial, then full) as the movement receive calls
// it. Every body is checked against the JSON:API schema by tests/support/api.ts.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { api, firstError, login, type JsonApiDoc, type JsonApiResource } from "../support/api";
import { loadActor, type Actor } from "@/server/auth/actor";
import { isAppError } from "@/server/errors";
import { recordPurchaseReceipt } from "@/server/purchasing/record-purchase-receipt";
import { jakartaDateString } from "@/lib/business-date";

const db = connectTestDb();
const TAG = `PT${randomUUID().slice(0, 6).toUpperCase()}`;
const one = (doc: JsonApiDoc) => doc.data as JsonApiResource;
const list = (doc: JsonApiDoc) => doc.data as JsonApiResource[];
/** Business dates inside the seeded open period (the current Jakarta month). */
const today = () => jakartaDateString();
const dayOffset = (days: number) => {
  const d = new Date(`${today()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

let gudang: string;
let supplier: string;
let stockist: string;
let supplierId: string;
let otherSupplierId: string;
let stockistOfficeId: string;
let products: { id: string; code: string }[];
const created: string[] = [];

function poDoc(
  attributes: Record<string, unknown>,
  supplierOffice: string | null = supplierId,
): Record<string, unknown> {
  return {
    data: {
      type: "purchase-orders",
      attributes: { order_date: today(), description: `Uji ${TAG}`, ...attributes },
      ...(supplierOffice
        ? {
            relationships: {
              "supplier-office": { data: { type: "offices", id: supplierOffice } },
            },
          }
        : {}),
    },
  };
}

async function createPo(
  details: Record<string, unknown>[],
  supplierOffice = supplierId,
): Promise<string> {
  const res = await api("POST", "/api/v1/purchase-orders", {
    token: gudang,
    body: poDoc({ details }, supplierOffice),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = one(res.body).id;
  created.push(id);
  return id;
}

const action = (id: string, name: string, token: string, body?: unknown) =>
  api("PATCH", `/api/v1/purchase-orders/${id}/-actions/${name}`, { token, body });

beforeAll(async () => {
  [gudang, supplier, stockist] = await Promise.all([
    login("gudang@erp.test"),
    login("supplier@erp.test"),
    login("stockist@erp.test"),
  ]);
  const [sup, stk] = await Promise.all([
    db.office.findUniqueOrThrow({ where: { code: "SUP-001" } }),
    db.office.findUniqueOrThrow({ where: { code: "STK-001" } }),
  ]);
  supplierId = sup.id;
  stockistOfficeId = stk.id;
  const other = await db.office.create({
    data: {
      code: `SUP-${TAG}`,
      name: `Supplier Lain ${TAG}`,
      officeType: "supplier",
      officeCategoryId: 6,
    },
  });
  otherSupplierId = other.id;
  products = await db.product.findMany({
    where: { deletedAt: null },
    select: { id: true, code: true },
    orderBy: { code: "asc" },
    take: 3,
  });
});

afterAll(async () => {
  try {
    await db.documentStatusHistory.deleteMany({ where: { documentId: { in: created } } });
    await db.incomingGood.deleteMany({ where: { purchaseOrderId: { in: created } } });
    await db.stockMovement.deleteMany({ where: { code: { contains: TAG } } });
    await db.purchaseOrder.deleteMany({ where: { id: { in: created } } });
    await db.office.deleteMany({ where: { code: `SUP-${TAG}` } });
  } finally {
    await db.$disconnect();
  }
});

describe("POST purchase-orders", () => {
  it("creates a draft with the totals computed by the server, whatever the client sent", async () => {
    const [a, b] = products;
    const res = await api("POST", "/api/v1/purchase-orders?include=purchase-order-details", {
      token: gudang,
      body: poDoc({
        expected_date: dayOffset(10),
        total_price: 1,
        details: [
          { product_id: a?.id, quantity: 3, unit_price: 12500, total_price: 5 },
          { product_id: b?.id, quantity: 2, unit_price: 40000 },
        ],
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const po = one(res.body);
    created.push(po.id);
    expect(res.headers.get("location")).toContain(`/api/v1/purchase-orders/${po.id}`);
    expect(po.attributes).toMatchObject({
      status: "draft",
      status_label: "Draft",
      total_price: 117500,
      order_date: today(),
      expected_date: dayOffset(10),
      supplier_code: "SUP-001",
      office_code: "PUSAT",
    });
    expect(String(po.attributes.code)).toMatch(
      new RegExp(`^PO-${today().slice(0, 4)}${today().slice(5, 7)}-\\d{5}$`),
    );
    const lines = await api(
      "GET",
      `/api/v1/purchase-orders/${po.id}?include=purchase-order-details`,
      { token: gudang },
    );
    const detailRows = (lines.body.included ?? []).filter(
      (r) => r.type === "purchase-order-details",
    );
    expect(detailRows.map((r) => r.attributes.total_price).sort()).toEqual([37500, 80000]);
    expect(detailRows.every((r) => r.attributes.received_quantity === 0)).toBe(true);
    const warehouse = await db.purchaseOrder.findUniqueOrThrow({
      where: { id: po.id },
      select: { warehouse: { select: { code: true } } },
    });
    expect(warehouse.warehouse?.code).toBe("GD-PUSAT");
    const history = await db.documentStatusHistory.findMany({
      where: { documentType: "purchase-orders", documentId: po.id },
    });
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.action])).toEqual([
      [null, "draft", "create"],
    ]);
  });

  it("answers 422 with pointers into the document", async () => {
    const [a, b] = products;
    const cases: [Record<string, unknown>, string | null, string][] = [
      [
        { details: [{ product_id: a?.id, quantity: 0, unit_price: 1000 }] },
        supplierId,
        "/data/attributes/details/0/quantity",
      ],
      [
        { details: [{ product_id: a?.id, quantity: 2, unit_price: 10.5 }] },
        supplierId,
        "/data/attributes/details/0/unit_price",
      ],
      [
        { details: [{ product_id: a?.id, quantity: 2_000_000, unit_price: 1 }] },
        supplierId,
        "/data/attributes/details/0/quantity",
      ],
      [
        {
          details: [
            { product_id: a?.id, quantity: 1, unit_price: 1 },
            { product_id: a?.id, quantity: 1, unit_price: 1 },
          ],
        },
        supplierId,
        "/data/attributes/details/1/product_id",
      ],
      [
        { details: [{ product_id: randomUUID(), quantity: 1, unit_price: 1 }] },
        supplierId,
        "/data/attributes/details/0/product_id",
      ],
      [{ details: [] }, supplierId, "/data/attributes/details"],
      [
        { details: [{ product_id: b?.id, quantity: 1, unit_price: 1 }] },
        null,
        "/data/relationships/supplier-office",
      ],
      [
        { details: [{ product_id: b?.id, quantity: 1, unit_price: 1 }] },
        stockistOfficeId,
        "/data/relationships/supplier-office",
      ],
      [
        {
          expected_date: dayOffset(-1),
          details: [{ product_id: b?.id, quantity: 1, unit_price: 1 }],
        },
        supplierId,
        "/data/attributes/expected_date",
      ],
      [
        { order_date: "20-11-2026", details: [{ product_id: b?.id, quantity: 1, unit_price: 1 }] },
        supplierId,
        "/data/attributes/order_date",
      ],
      [
        { order_date: "2001-01-01", details: [{ product_id: b?.id, quantity: 1, unit_price: 1 }] },
        supplierId,
        "/data/attributes/order_date",
      ],
      [
        { status: "received", details: [{ product_id: b?.id, quantity: 1, unit_price: 1 }] },
        supplierId,
        "/data/attributes/status",
      ],
    ];
    for (const [attributes, sup, pointer] of cases) {
      const res = await api("POST", "/api/v1/purchase-orders", {
        token: gudang,
        body: poDoc(attributes, sup),
      });
      expect(res.status, `${pointer}: ${JSON.stringify(res.body)}`).toBe(422);
      // A date outside the period calendar points at the order date it came from.
      expect(firstError(res.body).source?.pointer).toBe(pointer);
      if (attributes.order_date === "2001-01-01")
        expect(firstError(res.body).detail).toContain("Tidak ada periode");
    }
  });

  it("refuses offices other than Pusat (403)", async () => {
    for (const token of [stockist, supplier]) {
      const res = await api("POST", "/api/v1/purchase-orders", {
        token,
        body: poDoc({ details: [{ product_id: products[0]?.id, quantity: 1, unit_price: 1 }] }),
      });
      expect(res.status).toBe(403);
      expect(firstError(res.body).code).toBe("FORBIDDEN");
    }
  });
});

describe("purchase order lifecycle", () => {
  it("changes a draft, submits it, lets the supplier start preparing, and refuses illegal steps", async () => {
    const [a, b] = products;
    const id = await createPo([{ product_id: a?.id, quantity: 1, unit_price: 1000 }]);

    // A draft stays with the buyer.
    const hidden = await api("GET", `/api/v1/purchase-orders/${id}`, { token: supplier });
    expect(hidden.status).toBe(404);

    const patched = await api("PATCH", `/api/v1/purchase-orders/${id}`, {
      token: gudang,
      body: {
        data: {
          type: "purchase-orders",
          id,
          attributes: {
            expected_date: dayOffset(3),
            details: [
              { product_id: a?.id, quantity: 4, unit_price: 1000 },
              { product_id: b?.id, quantity: 1, unit_price: 2500 },
            ],
          },
        },
      },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(one(patched.body).attributes).toMatchObject({
      total_price: 6500,
      expected_date: dayOffset(3),
    });
    expect(await db.purchaseOrderDetail.count({ where: { purchaseOrderId: id } })).toBe(2);

    // Process before submit: 409 (the supplier does not even see it: 404).
    expect((await action(id, "process", supplier)).status).toBe(404);

    const submitted = await action(id, "submit", gudang);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(one(submitted.body).attributes).toMatchObject({ status: "submitted" });
    expect(one(submitted.body).attributes.submitted_at).not.toBeNull();
    expect(submitted.body.meta?.message).toBe("Pembelian berhasil dikirim ke supplier");

    const again = await action(id, "submit", gudang);
    expect(again.status).toBe(409);
    expect(firstError(again.body).code).toBe("CONFLICT");
    const late = await api("PATCH", `/api/v1/purchase-orders/${id}`, {
      token: gudang,
      body: { data: { type: "purchase-orders", id, attributes: { description: "x" } } },
    });
    expect(late.status).toBe(409);

    // The supplier sees it now, in its list too.
    const seen = await api("GET", `/api/v1/purchase-orders/${id}?include=purchase-order-details`, {
      token: supplier,
    });
    expect(seen.status).toBe(200);
    expect((seen.body.included ?? []).length).toBe(2);
    const mine = await api(
      "GET",
      `/api/v1/purchase-orders?filter[search]=${TAG}&filter[status]=submitted`,
      { token: supplier },
    );
    expect(list(mine.body).map((r) => r.id)).toContain(id);

    // Only the supplier prepares; Pusat is refused.
    expect((await action(id, "process", gudang)).status).toBe(403);
    const processing = await action(id, "process", supplier);
    expect(processing.status, JSON.stringify(processing.body)).toBe(200);
    expect(one(processing.body).attributes.status).toBe("processing");
    expect((await action(id, "process", supplier)).status).toBe(409);

    // Once the supplier prepares it, the buyer cannot cancel.
    const cancel = await action(id, "cancel", gudang, {
      data: { type: "purchase-orders", id, attributes: { reason: "Tidak jadi" } },
    });
    expect(cancel.status).toBe(409);

    const history = await db.documentStatusHistory.findMany({
      where: { documentType: "purchase-orders", documentId: id },
      orderBy: { createdAt: "asc" },
    });
    expect(history.map((h) => h.action)).toEqual(["create", "submit", "process"]);
  });

  it("cancels a draft or submitted order with a required reason", async () => {
    const id = await createPo([{ product_id: products[0]?.id, quantity: 1, unit_price: 1 }]);
    const noReason = await action(id, "cancel", gudang, {
      data: { type: "purchase-orders", id, attributes: {} },
    });
    expect(noReason.status).toBe(422);
    expect(firstError(noReason.body).source?.pointer).toBe("/data/attributes/reason");
    expect((await action(id, "submit", gudang)).status).toBe(200);
    const res = await action(id, "cancel", gudang, {
      data: { type: "purchase-orders", id, attributes: { reason: "Harga berubah" } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(one(res.body).attributes).toMatchObject({
      status: "cancelled",
      cancel_reason: "Harga berubah",
    });
    expect((await action(id, "submit", gudang)).status).toBe(409);
    expect(
      (
        await action(id, "cancel", gudang, {
          data: { type: "purchase-orders", id, attributes: { reason: "lagi" } },
        })
      ).status,
    ).toBe(409);
  });
});

describe("who sees a purchase order", () => {
  it("shows a supplier only the orders addressed to it (404 for another supplier's)", async () => {
    const id = await createPo(
      [{ product_id: products[0]?.id, quantity: 1, unit_price: 1 }],
      otherSupplierId,
    );
    expect((await action(id, "submit", gudang)).status).toBe(200);
    expect((await api("GET", `/api/v1/purchase-orders/${id}`, { token: gudang })).status).toBe(200);
    const res = await api("GET", `/api/v1/purchase-orders/${id}`, { token: supplier });
    expect(res.status).toBe(404);
    expect((await action(id, "process", supplier)).status).toBe(404);
    const lines = await api(
      "GET",
      `/api/v1/purchase-order-details?filter[purchase_order_id]=${id}`,
      {
        token: supplier,
      },
    );
    expect(lines.status).toBe(200);
    expect(list(lines.body)).toEqual([]);
    const all = await api("GET", `/api/v1/purchase-orders?filter[search]=${TAG}&page[size]=100`, {
      token: supplier,
    });
    expect(list(all.body).every((r) => r.attributes.supplier_code === "SUP-001")).toBe(true);
    expect(list(all.body).every((r) => r.attributes.status !== "draft")).toBe(true);
  });

  it("refuses a stockist (403 on the type, 404 never leaks a row)", async () => {
    const id = created[0] ?? randomUUID();
    const read = await api("GET", `/api/v1/purchase-orders/${id}`, { token: stockist });
    expect([403, 404]).toContain(read.status);
    const lines = await api("GET", `/api/v1/purchase-order-details`, { token: stockist });
    expect([403, 404]).toContain(lines.status);
    expect((await action(id, "submit", stockist)).status).toBe(403);
    expect((await action(id, "process", stockist)).status).toBe(403);
  });

  it("filters by status, supplier and order date; a malformed filter is a 400", async () => {
    const q = `filter[search]=${TAG}&filter[supplier_office_id]=${supplierId}&filter[order_date_from]=${today()}&filter[order_date_to]=${today()}`;
    const res = await api("GET", `/api/v1/purchase-orders?${q}`, { token: gudang });
    expect(res.status).toBe(200);
    expect(list(res.body).length).toBeGreaterThan(0);
    const none = await api(
      "GET",
      `/api/v1/purchase-orders?filter[search]=${TAG}&filter[order_date_from]=${dayOffset(1)}`,
      { token: gudang },
    );
    expect(list(none.body)).toEqual([]);
    const bad = await api("GET", `/api/v1/purchase-orders?filter[order_date_from]=kemarin`, {
      token: gudang,
    });
    expect(bad.status).toBe(400);
    expect(firstError(bad.body).source?.parameter).toBe("filter[order_date_from]");
  });
});

describe("recordPurchaseReceipt", () => {
  let actor: Actor;

  beforeAll(async () => {
    const user = await db.user.findUniqueOrThrow({ where: { email: "gudang@erp.test" } });
    const loaded = await loadActor(db, user.id, "bearer");
    if (!loaded) throw new Error("no actor for gudang@erp.test");
    actor = loaded;
  });

  async function movementFor(poId: string): Promise<string> {
    const pusat = await db.office.findUniqueOrThrow({ where: { code: "PUSAT" } });
    const m = await db.stockMovement.create({
      data: {
        code: `SM-${TAG}-${randomUUID().slice(0, 6)}`,
        purchaseOrderId: poId,
        originOfficeId: supplierId,
        destinationOfficeId: pusat.id,
        status: "sent",
      },
    });
    return m.id;
  }

  async function expectAppError(p: Promise<unknown>, status: number) {
    try {
      await p;
    } catch (error) {
      expect(isAppError(error) ? error.status : error).toBe(status);
      return;
    }
    throw new Error(`expected an AppError ${status}`);
  }

  it("records a partial then a full receipt: incoming goods, received quantities, statuses", async () => {
    const [a, b] = products;
    if (!a || !b) throw new Error("need two products");
    const id = await createPo([
      { product_id: a.id, quantity: 10, unit_price: 1000 },
      { product_id: b.id, quantity: 5, unit_price: 2000 },
    ]);
    const first = await movementFor(id);
    // Not yet submitted: no receipt.
    await expectAppError(
      db.$transaction((tx) =>
        recordPurchaseReceipt(
          tx,
          {
            purchaseOrderId: id,
            movementId: first,
            lines: [{ productId: a.id, receivedQuantity: 1 }],
          },
          actor,
        ),
      ),
      409,
    );
    expect((await action(id, "submit", gudang)).status).toBe(200);
    expect((await action(id, "process", supplier)).status).toBe(200);

    const partial = await db.$transaction((tx) =>
      recordPurchaseReceipt(
        tx,
        {
          purchaseOrderId: id,
          movementId: first,
          lines: [
            { productId: a.id, receivedQuantity: 4 },
            { productId: b.id, receivedQuantity: 0 },
          ],
        },
        actor,
      ),
    );
    expect(partial.status).toBe("partially_received");
    expect(partial.incomingGoodId).not.toBeNull();
    const ig = await db.incomingGood.findUniqueOrThrow({
      where: { id: partial.incomingGoodId ?? "" },
      include: { details: true, warehouse: { select: { code: true } } },
    });
    expect(ig.code).toMatch(/^IG-\d{6}-\d{5}$/);
    expect(ig).toMatchObject({
      status: "received",
      stockMovementId: first,
      originOfficeId: supplierId,
    });
    expect(ig.warehouse.code).toBe("GD-PUSAT");
    expect(ig.details.map((d) => [d.productId, d.quantity])).toEqual([[a.id, 4]]);

    // The same movement is recorded once.
    await expectAppError(
      db.$transaction((tx) =>
        recordPurchaseReceipt(
          tx,
          {
            purchaseOrderId: id,
            movementId: first,
            lines: [{ productId: a.id, receivedQuantity: 1 }],
          },
          actor,
        ),
      ),
      409,
    );
    const second = await movementFor(id);
    // More than is still open (10 - 4 = 6): 422, nothing changes.
    await expectAppError(
      db.$transaction((tx) =>
        recordPurchaseReceipt(
          tx,
          {
            purchaseOrderId: id,
            movementId: second,
            lines: [{ productId: a.id, receivedQuantity: 7 }],
          },
          actor,
        ),
      ),
      422,
    );
    // A product that is not on the order: 422.
    const stranger = products[2];
    if (stranger)
      await expectAppError(
        db.$transaction((tx) =>
          recordPurchaseReceipt(
            tx,
            {
              purchaseOrderId: id,
              movementId: second,
              lines: [{ productId: stranger.id, receivedQuantity: 1 }],
            },
            actor,
          ),
        ),
        422,
      );

    const full = await db.$transaction((tx) =>
      recordPurchaseReceipt(
        tx,
        {
          purchaseOrderId: id,
          movementId: second,
          lines: [
            { productId: a.id, receivedQuantity: 6 },
            { productId: b.id, receivedQuantity: 5 },
          ],
        },
        actor,
      ),
    );
    expect(full.status).toBe("received");

    const res = await api(
      "GET",
      `/api/v1/purchase-orders/${id}?include=purchase-order-details,incoming-goods`,
      {
        token: gudang,
      },
    );
    expect(one(res.body).attributes.status).toBe("received");
    expect(one(res.body).attributes.received_at).not.toBeNull();
    const included = res.body.included ?? [];
    expect(
      included
        .filter((r) => r.type === "purchase-order-details")
        .map((r) => [r.attributes.quantity, r.attributes.received_quantity])
        .sort(),
    ).toEqual(
      [
        [10, 10],
        [5, 5],
      ].sort(),
    );
    expect(included.filter((r) => r.type === "incoming-goods")).toHaveLength(2);
    // The supplier sees the receipts of its order.
    const supplierView = await api(
      "GET",
      `/api/v1/incoming-goods?filter[purchase_order_id]=${id}`,
      {
        token: supplier,
      },
    );
    expect(list(supplierView.body)).toHaveLength(2);
    // A receipt posts no stock itself (the movement's receive does).
    expect(
      await db.stockTrx.count({
        where: { sourceId: { in: [partial.incomingGoodId ?? "", full.incomingGoodId ?? ""] } },
      }),
    ).toBe(0);
    const history = await db.documentStatusHistory.findMany({
      where: { documentType: "purchase-orders", documentId: id },
      orderBy: { createdAt: "asc" },
    });
    expect(history.map((h) => `${h.fromStatus}>${h.toStatus}`)).toEqual([
      "null>draft",
      "draft>submitted",
      "submitted>processing",
      "processing>partially_received",
      "partially_received>received",
    ]);
  });
});
