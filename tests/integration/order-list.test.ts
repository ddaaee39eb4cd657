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

describe("GET orders/-actions/totals: the exact count and sums of the list's rows", () => {
  type Totals = { count: number; totals: Record<string, number> };

  it("equals the list's own count and totals for the same filters and search", async () => {
    const query = "filter[search]=SC-001&filter[status]=released";
    const listed = await api("GET", `/api/v1/orders?${query}&page[size]=100`, {
      token: penjualan,
    });
    expect(listed.status).toBe(200);
    const res = await api("GET", `/api/v1/orders/-actions/totals?${query}`, { token: penjualan });
    expect(res.status).toBe(200);
    expect(res.body.data).toBeUndefined();
    const meta = res.body.meta as Totals;
    const listMeta = listed.body.meta as { page: { total: number }; totals: Totals["totals"] };
    expect(meta.count).toBe(listMeta.page.total);
    expect(meta.totals).toEqual(listMeta.totals);
  });

  it("sums only the caller's own orders, as its list does", async () => {
    const stockist = await login("stockist@erp.test");
    const own = await api("GET", "/api/v1/orders/-actions/totals", { token: stockist });
    const all = await api("GET", "/api/v1/orders/-actions/totals", { token: penjualan });
    expect(own.status).toBe(200);
    const stk = await db.office.findUniqueOrThrow({ where: { code: "STK-001" } });
    const mine = await db.order.aggregate({
      where: {
        deletedAt: null,
        OR: [{ originOfficeId: stk.id }, { destinationOfficeId: stk.id }],
      },
      _count: { _all: true },
      _sum: { finalPrice: true },
    });
    const ownMeta = own.body.meta as Totals;
    expect(ownMeta.count).toBe(mine._count._all);
    expect(ownMeta.totals.final_price).toBe(Number(mine._sum.finalPrice ?? 0n));
    expect((all.body.meta as Totals).count).toBeGreaterThan(ownMeta.count);
  });

  it("refuses what the list refuses: no session 401, no read permission 403, a bad filter 400", async () => {
    const anonymous = await api("GET", "/api/v1/orders/-actions/totals");
    expect(anonymous.status).toBe(401);

    const supplier = await login("supplier@erp.test");
    const supplierList = await api("GET", "/api/v1/orders", { token: supplier });
    const supplierTotals = await api("GET", "/api/v1/orders/-actions/totals", { token: supplier });
    expect(supplierTotals.status).toBe(supplierList.status);
    expect(supplierTotals.status).toBe(403);

    const badDate = await api(
      "GET",
      "/api/v1/orders/-actions/totals?filter[order_date_from]=31-12-2026",
      {
        token: penjualan,
      },
    );
    expect(badDate.status).toBe(400);
    expect(
      (badDate.body.errors as { source?: { parameter?: string } }[])[0]?.source?.parameter,
    ).toBe("filter[order_date_from]");
    const unknown = await api("GET", "/api/v1/orders/-actions/totals?filter[nope]=1", {
      token: penjualan,
    });
    expect(unknown.status).toBe(400);
    const post = await api("POST", "/api/v1/orders/-actions/totals", { token: penjualan });
    expect(post.status).toBe(405);
  });
});

describe("GET orders: the default include", () => {
  const INCLUDE =
    "area,buyer-type,destination-office,order-details,origin-office,stock-movements,origin-warehouse,destination-warehouse,payments";
  const keys = (doc: JsonApiDoc) =>
    ((doc.included ?? []) as JsonApiResource[]).map((r) => `${r.type}:${r.id}`);

  it("includes the same resources as the same include asked for explicitly", async () => {
    // The default include reads the relationships of one level concurrently and the origin and
    // destination offices (and warehouses) in one query each; an explicit include reads them one
    // after another under the include budget. Both documents hold the same resources.
    // STK-001's orders: the newest orders of the whole list may be other suites' fixtures whose
    // offices they soft-delete meanwhile (a deleted office is never included).
    const stk = await db.office.findUniqueOrThrow({
      where: { code: "STK-001" },
      select: { id: true },
    });
    const page = `/api/v1/orders?page[size]=50&filter[office]=${stk.id}`;
    const byDefault = await api("GET", page, { token: penjualan });
    const explicit = await api("GET", `${page}&include=${INCLUDE}`, { token: penjualan });
    expect(byDefault.status).toBe(200);
    expect(explicit.status).toBe(200);
    expect(list(byDefault.body).map((o) => o.id)).toEqual(list(explicit.body).map((o) => o.id));
    const got = keys(byDefault.body);
    expect(new Set(got).size).toBe(got.length);
    expect([...got].sort()).toEqual([...keys(explicit.body)].sort());
    expect(byDefault.body.meta).toEqual(explicit.body.meta);

    // Every order's both offices are there, whether they are the same office or not. STK-001 has
    // the seed's demo orders (prisma/seed/orders.ts), so the loop below has rows to check.
    expect(list(byDefault.body).length).toBeGreaterThan(0);
    const included = new Set(got);
    for (const o of list(byDefault.body)) {
      const rel = o.relationships as Record<string, { data: { type: string; id: string } | null }>;
      for (const name of ["origin-office", "destination-office"]) {
        const data = rel[name]?.data;
        expect(data).toBeTruthy();
        expect(included.has(`${data!.type}:${data!.id}`)).toBe(true);
      }
      expect(o.attributes.origin_office_code).toBeTruthy();
      expect(o.attributes.destination_office_code).toBeTruthy();
    }
  });
});

describe("GET orders: a date range", () => {
  const iso = (d: Date) => d.toISOString().slice(0, 10);

  it("lists exactly the orders of a short range (its days also listed for the planner) and of a long one", async () => {
    const newest = await db.order.findFirstOrThrow({
      where: { deletedAt: null },
      orderBy: { orderDate: "desc" },
      select: { orderDate: true },
    });
    // A range ending in the last week is read as it is; one ending earlier also lists its days
    // (orderDateDays): the newest order at least 8 days old ends the second kind, when there is one.
    const older = await db.order.findFirst({
      where: { deletedAt: null, orderDate: { lt: new Date(Date.now() - 8 * 86_400_000) } },
      orderBy: { orderDate: "desc" },
      select: { orderDate: true },
    });
    const ends = [newest.orderDate, older?.orderDate ?? new Date(Date.now() - 60 * 86_400_000)];
    for (const to of ends)
      for (const days of [0, 6, 30, 31, 90]) {
        const from = new Date(to.getTime() - days * 86_400_000);
        const expected = await db.order.findMany({
          where: { deletedAt: null, orderDate: { gte: from, lte: to } },
          select: { id: true },
        });
        const res = await api(
          "GET",
          `/api/v1/orders?filter[order_date_from]=${iso(from)}&filter[order_date_to]=${iso(to)}&page[size]=100&fields[orders]=code`,
          { token: penjualan },
        );
        expect(res.status).toBe(200);
        const meta = res.body.meta as { page: { total: number } };
        expect(meta.page.total).toBe(expected.length);
        if (expected.length <= 100)
          expect(
            list(res.body)
              .map((o) => o.id)
              .sort(),
          ).toEqual(expected.map((o) => o.id).sort());
      }
  });

  it("answers 400 for a malformed date, also beside a valid one", async () => {
    const res = await api(
      "GET",
      "/api/v1/orders?filter[order_date_from]=2026-13-01&filter[order_date_to]=2026-11-26",
      { token: penjualan },
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("filter[order_date_from]");
  });

  it("lists nothing for a range that ends before it starts", async () => {
    const res = await api(
      "GET",
      "/api/v1/orders?filter[order_date_from]=2026-11-26&filter[order_date_to]=2026-11-20",
      { token: penjualan },
    );
    expect(res.status).toBe(200);
    expect(list(res.body)).toHaveLength(0);
  });
});
