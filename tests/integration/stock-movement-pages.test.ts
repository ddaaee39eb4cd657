// What the stock movement detail and packing pages read (docs/stock-movements.md "Screens"): the
// history and FEFO batch-suggestions actions, packet contents and the expedition relationship,
// over real HTTP against the demo seed (prisma/seed/stock-movements.ts), whose shipments must
// fill every barang-dari-supplier screen and keep the ledger consistent.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { api, firstError, login, type JsonApiDoc, type JsonApiResource } from "../support/api";
import { checkLedger } from "@/server/stock/ledger-check";
import { listFilter } from "@/components/stock-movements/queries";
import { MOVEMENT_KINDS } from "@/components/stock-movements/config";
import { STAGE_SIDE } from "@/components/stock-movements/kind";
import { DEMO_SHIPMENT_NOTE } from "@/prisma/seed/stock-movements";

const db = connectTestDb();
const list = (doc: JsonApiDoc) => doc.data as JsonApiResource[];
const one = (doc: JsonApiDoc) => doc.data as JsonApiResource;

let gudang: string;
let supplier: string;
let stockist: string;

/** The demo shipment whose description ends with `note`. */
async function demo(note: string): Promise<string> {
  const m = await db.stockMovement.findFirstOrThrow({
    where: { description: `${DEMO_SHIPMENT_NOTE}: ${note}` },
    select: { id: true },
  });
  return m.id;
}

beforeAll(async () => {
  [gudang, supplier, stockist] = await Promise.all([
    login("gudang@erp.test"),
    login("supplier@erp.test"),
    login("stockist@erp.test"),
  ]);
});

afterAll(async () => {
  await db.$disconnect();
});

describe("demo supplier shipments", () => {
  it("fill every stage route of the supplier-to-pusat kind for its side", async () => {
    const kind = MOVEMENT_KINDS[0];
    for (const stage of ["pengeluaran", "pengiriman", "susulan", "penerimaan"] as const) {
      const token = STAGE_SIDE[stage] === "origin" ? supplier : gudang;
      const q = Object.entries(listFilter(kind, stage))
        .map(([k, v]) => `filter[${k}]=${v}`)
        .join("&");
      const res = await api("GET", `/api/v1/stock-movements?${q}`, { token });
      expect(res.status, stage).toBe(200);
      expect(list(res.body).length, stage).toBeGreaterThan(0);
    }
  });

  it("exist in every state, the susulan linked to its parent, the ledger consistent", async () => {
    const sup = await db.office.findUniqueOrThrow({ where: { code: "SUP-001" } });
    const rows = await db.stockMovement.groupBy({
      by: ["status"],
      where: { originOfficeId: sup.id },
      _count: true,
    });
    const states = new Set(rows.map((r) => r.status));
    for (const s of ["draft", "packed", "sent", "partially_received", "received", "cancelled"])
      expect(states.has(s as never), s).toBe(true);
    const susulan = await db.stockMovement.findFirst({
      where: { originOfficeId: sup.id, isSusulan: true, parentMovementId: { not: null } },
    });
    expect(susulan).not.toBeNull();
    expect(
      await db.stockMovement.count({
        where: { originOfficeId: sup.id, complaintStatus: "pending" },
      }),
    ).toBeGreaterThan(0);
    expect((await checkLedger(db)).differences).toEqual([]);
  });
});

describe("GET stock-movements/{id}/-actions/history", () => {
  it("lists the transitions with labels and the user to both sides, 404 to others", async () => {
    const id = await demo("sudah dikemas");
    for (const token of [supplier, gudang]) {
      const res = await api("GET", `/api/v1/stock-movements/${id}/-actions/history`, { token });
      expect(res.status).toBe(200);
      const rows = list(res.body);
      expect(rows.map((r) => r.attributes.action)).toEqual(["create", "pack"]);
      expect(rows[1]?.attributes).toMatchObject({
        from_status: "draft",
        from_label: "Menunggu Dikemas",
        to_status: "packed",
        to_label: "Sudah Dikemas",
      });
      expect(rows[1]?.attributes.user_name).toEqual(expect.any(String));
    }
    const foreign = await api("GET", `/api/v1/stock-movements/${id}/-actions/history`, {
      token: stockist,
    });
    expect(foreign.status).toBe(404);
    const malformed = await api("GET", "/api/v1/stock-movements/not-a-uuid/-actions/history", {
      token: gudang,
    });
    expect(malformed.status).toBe(404);
    const anon = await api("GET", `/api/v1/stock-movements/${id}/-actions/history`);
    expect(anon.status).toBe(401);
  });

  it("records the reason of a cancellation", async () => {
    const id = await demo("dibatalkan");
    const res = await api("GET", `/api/v1/stock-movements/${id}/-actions/history`, {
      token: supplier,
    });
    const cancel = list(res.body).find((r) => r.attributes.action === "cancel");
    expect(cancel?.attributes).toMatchObject({
      to_status: "cancelled",
      note: "Salah input jumlah, dibuat ulang",
    });
  });
});

describe("GET stock-movements/{id}/-actions/batch-suggestions", () => {
  it("suggests the origin warehouse's batches, earliest expiry first", async () => {
    const id = await demo("menunggu dikemas");
    const res = await api("GET", `/api/v1/stock-movements/${id}/-actions/batch-suggestions`, {
      token: supplier,
    });
    expect(res.status).toBe(200);
    const rows = list(res.body);
    const codes = rows.map((r) => r.attributes.code);
    expect(codes.indexOf("SUP-B2701")).toBeGreaterThanOrEqual(0);
    expect(codes.indexOf("SUP-B2701")).toBeLessThan(codes.indexOf("SUP-B2706"));
    for (const r of rows) expect(r.attributes.quantity as number).toBeGreaterThan(0);
    const foreign = await api("GET", `/api/v1/stock-movements/${id}/-actions/batch-suggestions`, {
      token: stockist,
    });
    expect(foreign.status).toBe(404);
    expect(firstError(foreign.body).code).toBe("NOT_FOUND");
  });
});

describe("what the detail and packing pages include", () => {
  it("packets carry their contents; a sent movement its expedition", async () => {
    const packed = await demo("sudah dikemas");
    const packets = await api("GET", `/api/v1/packets?filter[stock_movement_id]=${packed}`, {
      token: supplier,
    });
    expect(packets.status).toBe(200);
    const contents = list(packets.body)[0]?.attributes.contents as {
      product_code: string;
      quantity: number;
    }[];
    expect(contents).toHaveLength(1);
    expect(contents[0]).toMatchObject({ quantity: 8, product_code: expect.any(String) });

    const sent = await demo("dalam perjalanan");
    const res = await api(
      "GET",
      `/api/v1/stock-movements/${sent}?include=expedition,purchase-order,movement-details`,
      { token: gudang },
    );
    expect(res.status).toBe(200);
    expect(one(res.body).attributes).toMatchObject({ status: "sent", shipping_cost: 45000 });
    // The supplier sees where its goods go, though Pusat's warehouse is not in its scope.
    const asSupplier = await api("GET", `/api/v1/stock-movements/${sent}`, { token: supplier });
    expect(one(asSupplier.body).attributes.destination_warehouse_name).toEqual(expect.any(String));
    expect(one(asSupplier.body).attributes.origin_warehouse_name).toEqual(expect.any(String));
    const included = (res.body.included ?? []) as JsonApiResource[];
    expect(included.some((r) => r.type === "expeditions")).toBe(true);
    expect(included.some((r) => r.type === "purchase-orders")).toBe(true);
  });
});
