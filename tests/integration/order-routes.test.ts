// The order routes added on the one movement and order screens (docs/stock-movements.md "Order
// kinds on the screens", docs/orders.md "Screens"), over real HTTP against the demo seed
// (prisma/seed/order-shipments.ts + order-routes.ts): every page answers for its role with
// seeded rows behind it, a movement outside the office's scope is a 404 page, another area
// sends the user home; the lists' filters (expedition shipments of sales and restocks, the
// stockist's incoming susulan), the receipt the tambah-barang-masuk page records (a partial one
// makes the susulan) and the seller's choice of warehouse on an order (origin-warehouse).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import {
  api,
  browserSession,
  firstError,
  getPage,
  login,
  type JsonApiDoc,
  type JsonApiResource,
} from "../support/api";
import { listFilter } from "@/components/stock-movements/queries";
import { movementKind } from "@/components/stock-movements/config";
import { checkLedger } from "@/server/stock/ledger-check";
import { SECONDARY_FAKTUR_NOTE } from "@/prisma/seed/order-routes";

const db = connectTestDb();
const list = (doc: JsonApiDoc) => doc.data as JsonApiResource[];
const one = (doc: JsonApiDoc) => doc.data as JsonApiResource;

const token: Record<string, string> = {};
const cookie: Record<string, string> = {};
const office: Record<string, string> = {};

/** The API list a movement route shows (its kind's and stage's filter), as `role`. */
async function routeRows(kindKey: string, stage: Parameters<typeof listFilter>[1], role: string) {
  const kind = movementKind(kindKey);
  if (!kind) throw new Error(kindKey);
  const q = Object.entries(listFilter(kind, stage))
    .map(([k, v]) => `filter[${k}]=${v}`)
    .join("&");
  const res = await api("GET", `/api/v1/stock-movements?${q}&page[size]=100`, {
    token: token[role],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return list(res.body);
}

function orderDoc(
  attributes: Record<string, unknown>,
  relationships: Record<string, { data: { type: string; id: string } }>,
) {
  return { data: { type: "orders", attributes, relationships } };
}

beforeAll(async () => {
  for (const role of ["gudang", "kp", "stockist", "penjualan", "sc"]) {
    token[role] = await login(`${role}@erp.test`);
    cookie[role] = await browserSession(`${role}@erp.test`);
  }
  for (const code of ["PUSAT", "STK-001", "KP-001", "SC-001"])
    office[code] = (await db.office.findUniqueOrThrow({ where: { code } })).id;
});

afterAll(async () => {
  await db.$disconnect();
});

describe("Pengiriman Ekspedisi", () => {
  it("lists the office's own sales and restocks sent by expedition, with expedition and resi", async () => {
    for (const [kindKey, role, origin] of [
      ["pusat-ekspedisi", "gudang", "PUSAT"],
      ["kp-ekspedisi", "kp", "KP-001"],
    ] as const) {
      const rows = await routeRows(kindKey, "pengiriman", role);
      expect(rows.length, kindKey).toBeGreaterThan(0);
      for (const r of rows) {
        expect(r.attributes.origin_office_id).toBe(office[origin]);
        expect(r.attributes.delivery_method).toBe("dikirim");
        expect(["sent", "partially_received", "received"]).toContain(r.attributes.status);
        expect(["sale", "restock"]).toContain(r.attributes.order_type);
        expect(r.attributes.expedition_name).toEqual(expect.any(String));
        expect(r.attributes.tracking_number).toEqual(expect.any(String));
      }
    }
    // Pusat's list holds both kinds of order and every buyer category it ships to.
    const pusat = await routeRows("pusat-ekspedisi", "pengiriman", "gudang");
    expect(new Set(pusat.map((r) => r.attributes.order_type))).toEqual(
      new Set(["sale", "restock"]),
    );
  });

  it("pages answer for their office; another office's movement and a bad id are 404", async () => {
    const [pusatRow] = await routeRows("pusat-ekspedisi", "pengiriman", "gudang");
    const [kpRow] = await routeRows("kp-ekspedisi", "pengiriman", "kp");
    expect(pusatRow && kpRow).toBeTruthy();
    const base = "/gudang/pengiriman-ekspedisi";
    const kpBase = "/kantor-pelayanan/pengiriman-ekspedisi";
    expect((await getPage(base, cookie.gudang ?? "")).status).toBe(200);
    const detail = await getPage(`${base}/${pusatRow?.id}`, cookie.gudang ?? "");
    expect(detail.status).toBe(200);
    expect(detail.html).toContain("Detail Pengiriman Ekspedisi");
    expect((await getPage(kpBase, cookie.kp ?? "")).status).toBe(200);
    expect((await getPage(`${kpBase}/${kpRow?.id}`, cookie.kp ?? "")).status).toBe(200);
    // Pusat -> SC-001 is neither the KP's nor the stockist's: a 404 page, as the API answers.
    const foreign = await db.stockMovement.findFirstOrThrow({
      where: { originOfficeId: office.PUSAT, destinationOfficeId: office["SC-001"] },
      select: { id: true },
    });
    expect((await getPage(`${kpBase}/${foreign.id}`, cookie.kp ?? "")).status).toBe(404);
    const api404 = await api("GET", `/api/v1/stock-movements/${foreign.id}`, { token: token.kp });
    expect(api404.status).toBe(404);
    expect(firstError(api404.body).code).toBe("NOT_FOUND");
    expect((await getPage(`${kpBase}/not-a-uuid`, cookie.kp ?? "")).status).toBe(404);
    // The Gudang area is not the stockist's: it goes home, as every page of another area.
    const other = await getPage(base, cookie.stockist ?? "");
    expect([302, 303, 307]).toContain(other.status);
    expect(new URL(other.location ?? "", "http://x").pathname).toBe("/");
  });
});

describe("the stockist's Susulan", () => {
  it("lists the follow-ups of its partial receipts, one of them on its way", async () => {
    const rows = await routeRows("to-stockist-susulan", "penerimaan", "stockist");
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.attributes.is_susulan).toBe(true);
      expect(r.attributes.destination_office_id).toBe(office["STK-001"]);
    }
    expect(rows.some((r) => r.attributes.status === "sent")).toBe(true);
    expect(rows.some((r) => r.attributes.status === "draft")).toBe(true);
    const page = await getPage("/stockist/susulan", cookie.stockist ?? "");
    expect(page.status).toBe(200);
    const detail = await getPage(`/stockist/susulan/${rows[0]?.id}`, cookie.stockist ?? "");
    expect(detail.status).toBe(200);
    // A susulan of Pusat to SC-001 is not the stockist's.
    const foreign = await db.stockMovement.findFirstOrThrow({
      where: { isSusulan: true, destinationOfficeId: office["SC-001"] },
      select: { id: true },
    });
    expect((await getPage(`/stockist/susulan/${foreign.id}`, cookie.stockist ?? "")).status).toBe(
      404,
    );
    const other = await getPage("/stockist/susulan", cookie.gudang ?? "");
    expect([302, 303, 307]).toContain(other.status);
  });
});

describe("Tambah Barang Masuk", () => {
  it("pages answer for the receiving office, and each has a sent shipment waiting", async () => {
    for (const [path, role, kindKey] of [
      ["/stockist/penerimaan/barang-dari-pusat", "stockist", "pusat-to-stockist"],
      ["/stockist/penerimaan/barang-dari-kp", "stockist", "kp-to-stockist"],
      ["/stockist/penerimaan/barang-dari-sc", "stockist", "sc-to-stockist"],
      ["/kantor-pelayanan/penerimaan-barang-dari-pusat", "kp", "pusat-to-kp"],
    ] as const) {
      const page = await getPage(`${path}/tambah-barang-masuk`, cookie[role] ?? "");
      expect(page.status, path).toBe(200);
      expect(page.html).toContain("Tambah Barang Masuk");
      const waiting = (await routeRows(kindKey, "penerimaan", role)).filter(
        (r) => r.attributes.status === "sent",
      );
      expect(waiting.length, path).toBeGreaterThan(0);
    }
    const other = await getPage(
      "/stockist/penerimaan/barang-dari-kp/tambah-barang-masuk",
      cookie.kp ?? "",
    );
    expect([302, 303, 307]).toContain(other.status);
  });

  it("records a partial receipt; once KP settles the rest as a susulan it is on the stockist's Susulan list", async () => {
    const sent = (await routeRows("kp-to-stockist", "penerimaan", "stockist")).find(
      (r) => r.attributes.status === "sent",
    );
    if (!sent) throw new Error("no KP shipment waiting");
    const lines = await db.movementDetail.findMany({
      where: { stockMovementId: sent.id },
      select: { id: true, quantity: true },
      orderBy: { id: "asc" },
    });
    const details = lines.map((l, i) => ({
      id: l.id,
      received_quantity: i === 0 ? l.quantity - 1 : l.quantity,
    }));
    // The seller cannot record the buyer's receipt.
    const bySeller = await api("PATCH", `/api/v1/stock-movements/${sent.id}/-actions/recieve`, {
      token: token.kp,
      body: { data: { type: "stock-movements", id: sent.id, attributes: { details } } },
    });
    expect(bySeller.status).toBe(403);
    const tooMany = await api("PATCH", `/api/v1/stock-movements/${sent.id}/-actions/recieve`, {
      token: token.stockist,
      body: {
        data: {
          type: "stock-movements",
          id: sent.id,
          attributes: {
            details: details.map((d, i) => (i === 0 ? { ...d, received_quantity: 1e6 } : d)),
          },
        },
      },
    });
    expect(tooMany.status).toBe(422);
    const res = await api("PATCH", `/api/v1/stock-movements/${sent.id}/-actions/recieve`, {
      token: token.stockist,
      body: { data: { type: "stock-movements", id: sent.id, attributes: { details } } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(one(res.body).attributes.status).toBe("partially_received");
    // The missing unit stays in transit until the sender settles it (issue 23 §2).
    expect(await db.stockMovement.count({ where: { parentMovementId: sent.id } })).toBe(0);
    const settled = await api("PATCH", `/api/v1/stock-movements/${sent.id}/-actions/settle`, {
      token: token.kp,
      body: {
        data: {
          type: "stock-movements",
          id: sent.id,
          attributes: { outcome: "susulan", reason: "Satu karton tertinggal" },
        },
      },
    });
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    const susulan = await db.stockMovement.findFirstOrThrow({
      where: { parentMovementId: sent.id, isSusulan: true },
      select: { id: true, status: true },
    });
    expect(susulan.status).toBe("draft");
    const rows = await routeRows("to-stockist-susulan", "penerimaan", "stockist");
    expect(rows.map((r) => r.id)).toContain(susulan.id);
    // Again: nothing is waiting any more.
    const again = await api("PATCH", `/api/v1/stock-movements/${sent.id}/-actions/recieve`, {
      token: token.stockist,
      body: { data: { type: "stock-movements", id: sent.id, attributes: { details } } },
    });
    expect(again.status).toBe(409);
    expect((await checkLedger(db)).differences).toEqual([]);
  });
});

describe("order create forms and the origin warehouse", () => {
  it("the Tambah pages of Faktur KP and Penjualan's Restock PBS answer; others go home", async () => {
    expect((await getPage("/kantor-pelayanan/faktur-kp/tambah", cookie.kp ?? "")).status).toBe(200);
    expect((await getPage("/penjualan/restock-pbs/tambah", cookie.penjualan ?? "")).status).toBe(
      200,
    );
    expect((await getPage("/stockist/restock-pbs/tambah", cookie.stockist ?? "")).status).toBe(200);
    const other = await getPage("/kantor-pelayanan/faktur-kp/tambah", cookie.stockist ?? "");
    expect([302, 303, 307]).toContain(other.status);
  });

  it("the seeded Faktur KP leaves from KP-001's second warehouse", async () => {
    const order = await db.order.findFirstOrThrow({
      where: { description: SECONDARY_FAKTUR_NOTE },
      select: { id: true, originWarehouse: { select: { type: true, name: true } } },
    });
    expect(order.originWarehouse?.type).toBe("secondary");
    const res = await api("GET", `/api/v1/orders/${order.id}`, { token: token.kp });
    expect(res.status).toBe(200);
    expect(one(res.body).attributes.origin_warehouse_name).toBe(order.originWarehouse?.name);
  });

  it("a seller picks its main or second warehouse; others' or a retur warehouse are 422", async () => {
    const own = await db.warehouse.findMany({
      where: { officeId: office["KP-001"], deletedAt: null },
      select: { id: true, type: true },
    });
    const secondary = own.find((w) => w.type === "secondary");
    const main = own.find((w) => w.type === "main");
    if (!secondary || !main) throw new Error("KP-001 warehouses missing");
    // What the form lists: the caller's own warehouses.
    const offered = await api(
      "GET",
      `/api/v1/warehouses?filter[office_id]=${office["KP-001"]}&filter[is_active]=true`,
      { token: token.kp },
    );
    expect(offered.status).toBe(200);
    expect(list(offered.body).map((w) => w.id)).toEqual(
      expect.arrayContaining([secondary.id, main.id]),
    );
    const product = await db.product.findFirstOrThrow({
      where: { code: { startsWith: "BRG-" } },
      select: { id: true },
      orderBy: { code: "asc" },
    });
    const attrs = {
      order_type: "sale",
      description: "Uji gudang asal",
      details: [{ product_id: product.id, quantity: 1 }],
    };
    const buyer = { data: { type: "offices", id: office["STK-001"] ?? "" } };
    const created = await api("POST", "/api/v1/orders", {
      token: token.kp,
      body: orderDoc(attrs, {
        "destination-office": buyer,
        "origin-warehouse": { data: { type: "warehouses", id: secondary.id } },
      }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = one(created.body).id;
    expect(one(created.body).attributes.origin_warehouse_id).toBe(secondary.id);
    // Without a choice: the main warehouse.
    const plain = await api("POST", "/api/v1/orders", {
      token: token.kp,
      body: orderDoc(attrs, { "destination-office": buyer }),
    });
    expect(plain.status).toBe(201);
    expect(one(plain.body).attributes.origin_warehouse_id).toBe(main.id);
    // Changed on the draft (the form's edit mode).
    const patched = await api("PATCH", `/api/v1/orders/${id}`, {
      token: token.kp,
      body: {
        data: {
          type: "orders",
          id,
          attributes: {},
          relationships: { "origin-warehouse": { data: { type: "warehouses", id: main.id } } },
        },
      },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(one(patched.body).attributes.origin_warehouse_id).toBe(main.id);
    // Pusat's warehouse, or a warehouse not for selling, is refused at the relationship.
    const pusatRetur = await db.warehouse.findFirstOrThrow({
      where: { officeId: office.PUSAT, type: "retur" },
      select: { id: true },
    });
    const pusatRes = await api("POST", "/api/v1/orders", {
      token: token.kp,
      body: orderDoc(attrs, {
        "destination-office": buyer,
        "origin-warehouse": { data: { type: "warehouses", id: pusatRetur.id } },
      }),
    });
    expect(pusatRes.status).toBe(422);
    expect(firstError(pusatRes.body).source?.pointer).toBe("/data/relationships/origin-warehouse");
    expect(firstError(pusatRes.body).detail).toContain("Gudang bukan milik KP-001");
    const pusatMainRetur = await api("POST", "/api/v1/orders", {
      token: token.penjualan,
      body: orderDoc(
        { ...attrs, order_type: "restock" },
        {
          "destination-office": buyer,
          "origin-warehouse": { data: { type: "warehouses", id: pusatRetur.id } },
        },
      ),
    });
    expect(pusatMainRetur.status).toBe(422);
    expect(firstError(pusatMainRetur.body).source?.pointer).toBe(
      "/data/relationships/origin-warehouse",
    );
  });
});
