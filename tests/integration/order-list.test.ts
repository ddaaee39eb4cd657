// The orders list at scale (docs/orders.md "Lists over a million orders"), over real HTTP:
// filter[search] finds orders by the buyer's code and name through buyer_search, which the
// database keeps when an order is written and when the buyer office is renamed; meta.page.total
// and meta.totals are exact under ORDER_LIST_CAP (the capped case is measured by
// `npm run bench:orders` over a million orders, bench/results/orders.md).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { api, login, type JsonApiDoc, type JsonApiResource } from "../support/api";
import { ORDER_LIST_CAP } from "@/server/orders/resources";

const db = connectTestDb();
const TAG = `OL${randomUUID().slice(0, 6).toUpperCase()}`;
const list = (doc: JsonApiDoc) => doc.data as JsonApiResource[];

let penjualan: string;
let sc: { id: string; name: string };

beforeAll(async () => {
  penjualan = await login("penjualan@erp.test");
  sc = await db.office.findUniqueOrThrow({
    where: { code: "SC-001" },
    select: { id: true, name: true },
  });
});

afterAll(async () => {
  await db.office.update({ where: { id: sc.id }, data: { name: sc.name } });
  await db.$disconnect();
});

describe("GET orders: search by the buyer and totals", () => {
  it("finds an order by its buyer's code and name, and by the buyer's new name after a rename", async () => {
    const byCode = await api("GET", "/api/v1/orders?filter[search]=SC-001&page[size]=100", {
      token: penjualan,
    });
    expect(byCode.status).toBe(200);
    const rows = list(byCode.body);
    expect(rows.length).toBeGreaterThan(0);
    for (const o of rows) expect(o.attributes.destination_office_code).toBe("SC-001");

    const byName = await api(
      "GET",
      `/api/v1/orders?filter[search]=${encodeURIComponent(sc.name.toLowerCase())}&page[size]=100`,
      { token: penjualan },
    );
    expect(list(byName.body).map((o) => o.id)).toEqual(
      expect.arrayContaining(rows.map((o) => o.id)),
    );

    // The office is renamed: its orders are found by the new name, no longer by the tag alone.
    await db.office.update({ where: { id: sc.id }, data: { name: `${sc.name} ${TAG}` } });
    const renamed = await api("GET", `/api/v1/orders?filter[search]=${TAG}&page[size]=100`, {
      token: penjualan,
    });
    expect(renamed.status).toBe(200);
    expect(
      list(renamed.body)
        .map((o) => o.id)
        .sort(),
    ).toEqual(rows.map((o) => o.id).sort());
    await db.office.update({ where: { id: sc.id }, data: { name: sc.name } });
    const back = await api("GET", `/api/v1/orders?filter[search]=${TAG}`, { token: penjualan });
    expect(list(back.body)).toHaveLength(0);
  });

  it("counts and sums every match exactly under the cap", async () => {
    const res = await api("GET", "/api/v1/orders?filter[search]=SC-001&page[size]=100", {
      token: penjualan,
    });
    const rows = list(res.body);
    const meta = res.body.meta as {
      page: { total: number; totalCapped?: boolean };
      totals: Record<string, number>;
      totals_capped?: boolean;
    };
    expect(rows.length).toBeLessThan(ORDER_LIST_CAP);
    expect(meta.page.total).toBe(rows.length);
    expect(meta.page.totalCapped).toBeUndefined();
    expect(meta.totals_capped).toBeUndefined();
    expect(meta.totals.final_price).toBe(
      rows.reduce((s, o) => s + Number(o.attributes.final_price), 0),
    );
    expect(meta.totals.paid_amount).toBe(
      rows.reduce((s, o) => s + Number(o.attributes.paid_amount), 0),
    );
  });
});
