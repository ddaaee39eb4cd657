// Every hand-off of the purchasing and shipping flow notifies the next actor (issue 23 §3), over
// real HTTP, with the one notification mechanism and a link to the document's detail page:
// a submitted purchase order -> the supplier's users; the supplier's shipment sent -> Pusat's
// users (Gudang); the susulan the sender settles a short delivery with -> the origin office's
// users, to pack it; the susulan sent -> the receiver again. Each notice is read back through GET notifications as its
// recipient sees it in the navbar (JSON:API checked by tests/support/api.ts), and its link is a
// page that answers 200 for that recipient.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { openingStock } from "../support/stock";
import {
  api,
  browserSession,
  getPage,
  login,
  type JsonApiDoc,
  type JsonApiResource,
} from "../support/api";
import { jakartaDateString } from "@/lib/business-date";

const db = connectTestDb();
const TAG = `HN${randomUUID().slice(0, 6).toUpperCase()}`;
const one = (doc: JsonApiDoc) => doc.data as JsonApiResource;
const list = (doc: JsonApiDoc) => doc.data as JsonApiResource[];

let gudang: string;
let supplier: string;
let productId: string;
let expeditionId: string;
let poId = "";
let poCode = "";
let movementId = "";
let movementCode = "";
let susulanId = "";
const mdoc = (id: string, attributes: Record<string, unknown> = {}) => ({
  data: { type: "stock-movements", id, attributes },
});

/** The unread notifications named `name` that `token`'s user sees in the navbar. */
async function noticesOf(token: string, name: string): Promise<JsonApiResource[]> {
  const q = new URLSearchParams({
    "filter[is_read]": "false",
    "filter[search]": name,
    sort: "-createdAt",
    "page[size]": "10",
  });
  const res = await api("GET", `/api/v1/notifications?${q}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return list(res.body).filter((n) => n.attributes.name === name);
}

/** The page a notice links to opens for its recipient (a browser session of the user). */
async function pageStatus(email: string, url: string): Promise<number> {
  return (await getPage(url, await browserSession(email))).status;
}

beforeAll(async () => {
  [gudang, supplier] = await Promise.all([login("gudang@erp.test"), login("supplier@erp.test")]);
  const [sw, exp] = await Promise.all([
    db.warehouse.findFirstOrThrow({ where: { office: { code: "SUP-001" }, type: "main" } }),
    db.expedition.findFirstOrThrow({ where: { deletedAt: null } }),
  ]);
  expeditionId = exp.id;
  const p = await db.product.create({ data: { code: `${TAG}-X`, name: `Barang ${TAG}` } });
  productId = p.id;
  await openingStock(db, [{ warehouseId: sw.id, productId, quantity: 20 }]);
});

afterAll(async () => {
  await db.$disconnect();
});

describe("hand-off notifications", () => {
  it("a submitted purchase order notifies the supplier's users, linking to the order", async () => {
    const created = await api("POST", "/api/v1/purchase-orders", {
      token: gudang,
      body: {
        data: {
          type: "purchase-orders",
          attributes: {
            order_date: jakartaDateString(),
            description: `Uji ${TAG}`,
            details: [{ product_id: productId, quantity: 10, unit_price: 1000 }],
          },
          relationships: {
            "supplier-office": {
              data: {
                type: "offices",
                id: (await db.office.findUniqueOrThrow({ where: { code: "SUP-001" } })).id,
              },
            },
          },
        },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    poId = one(created.body).id;
    poCode = String(one(created.body).attributes.code);
    // A draft is still the buyer's: nobody is told yet.
    expect(await noticesOf(supplier, `Pembelian ${poCode} masuk`)).toEqual([]);

    const submitted = await api("PATCH", `/api/v1/purchase-orders/${poId}/-actions/submit`, {
      token: gudang,
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(one(submitted.body).attributes.status).toBe("submitted");

    const [notice] = await noticesOf(supplier, `Pembelian ${poCode} masuk`);
    expect(notice?.attributes).toMatchObject({
      url: `/supplier/persiapan-stok/${poId}`,
      is_read: false,
    });
    expect(String(notice?.attributes.message)).toContain(poCode);
    // Every active user of the supplier's office got it, nobody at Pusat.
    const supplierUsers = await db.user.count({
      where: { office: { code: "SUP-001" }, isActive: true, deletedAt: null },
    });
    const rows = await db.notification.findMany({ where: { name: `Pembelian ${poCode} masuk` } });
    expect(rows).toHaveLength(supplierUsers);
    expect(await noticesOf(gudang, `Pembelian ${poCode} masuk`)).toEqual([]);
    expect(await pageStatus("supplier@erp.test", `/supplier/persiapan-stok/${poId}`)).toBe(200);
  });

  it("the supplier's shipment sent notifies Gudang, linking to its receipt page", async () => {
    const res = await api("POST", "/api/v1/stock-movements", {
      token: supplier,
      body: {
        data: {
          type: "stock-movements",
          attributes: { details: [{ product_id: productId, quantity: 10 }] },
          relationships: { "purchase-order": { data: { type: "purchase-orders", id: poId } } },
        },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    movementId = one(res.body).id;
    movementCode = String(one(res.body).attributes.code);
    const packet = await api("POST", "/api/v1/packets", {
      token: supplier,
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
    const packed = await api("PATCH", `/api/v1/stock-movements/${movementId}/-actions/pack`, {
      token: supplier,
      body: mdoc(movementId),
    });
    expect(packed.status, JSON.stringify(packed.body)).toBe(200);
    // Packed but not sent: Gudang has nothing to receive yet.
    expect(await noticesOf(gudang, `Barang ${movementCode} dikirim`)).toEqual([]);

    const sent = await api("PATCH", `/api/v1/stock-movements/${movementId}/-actions/send`, {
      token: supplier,
      body: mdoc(movementId, { expedition_id: expeditionId, tracking_number: TAG }),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(one(sent.body).attributes.status).toBe("sent");

    const [notice] = await noticesOf(gudang, `Barang ${movementCode} dikirim`);
    const url = `/gudang/penerimaan/penerimaan-barang-dari-supplier/${movementId}`;
    expect(notice?.attributes).toMatchObject({ url, is_read: false });
    expect(String(notice?.attributes.message)).toContain(`pembelian ${poCode}`);
    expect(await noticesOf(supplier, `Barang ${movementCode} dikirim`)).toEqual([]);
    expect(await pageStatus("gudang@erp.test", url)).toBe(200);
  });

  it("a susulan settled by the sender tells the origin it waits to be packed, linking to it", async () => {
    const line = await db.movementDetail.findFirstOrThrow({
      where: { stockMovementId: movementId },
    });
    const res = await api("PATCH", `/api/v1/stock-movements/${movementId}/-actions/receive`, {
      token: gudang,
      body: mdoc(movementId, { details: [{ id: line.id, received_quantity: 6 }] }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(one(res.body).attributes.status).toBe("partially_received");
    // The rest stays in transit until the supplier says it is still at its warehouse and sends
    // it as a susulan (docs/stock-movements.md "Goods in transit").
    const settled = await api("PATCH", `/api/v1/stock-movements/${movementId}/-actions/settle`, {
      token: supplier,
      body: mdoc(movementId, { outcome: "susulan", reason: "Masih di gudang supplier" }),
    });
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    const s = await db.stockMovement.findFirstOrThrow({ where: { parentMovementId: movementId } });
    susulanId = s.id;

    const [notice] = await noticesOf(supplier, `Susulan ${s.code} siap dikemas`);
    const url = `/supplier/susulan/barang-dari-supplier/${s.id}`;
    expect(notice?.attributes).toMatchObject({ url, is_read: false });
    expect(String(notice?.attributes.message)).toContain(movementCode);
    expect(await noticesOf(gudang, `Susulan ${s.code} siap dikemas`)).toEqual([]);
    expect(await pageStatus("supplier@erp.test", url)).toBe(200);
  });

  it("the susulan sent notifies its receiver like any shipment", async () => {
    const s = await db.stockMovement.findUniqueOrThrow({ where: { id: susulanId } });
    const packet = await api("POST", "/api/v1/packets", {
      token: supplier,
      body: {
        data: {
          type: "packets",
          attributes: { details: [{ product_id: productId, quantity: 4 }], weight: 200 },
          relationships: {
            "stock-movement": { data: { type: "stock-movements", id: susulanId } },
          },
        },
      },
    });
    expect(packet.status, JSON.stringify(packet.body)).toBe(201);
    for (const [name, attributes] of [
      ["pack", {}],
      ["send", { expedition_id: expeditionId }],
    ] as const) {
      const r = await api("PATCH", `/api/v1/stock-movements/${susulanId}/-actions/${name}`, {
        token: supplier,
        body: mdoc(susulanId, attributes),
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const [notice] = await noticesOf(gudang, `Barang ${s.code} dikirim`);
    expect(notice?.attributes).toMatchObject({
      url: `/gudang/penerimaan/penerimaan-barang-dari-supplier/${susulanId}`,
    });
  });
});
