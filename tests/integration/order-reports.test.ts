// Sales reports and order files over real HTTP (docs/orders.md "Reports and exports"): the sums
// of GET orders, order-daily-reports and order-product-reports equal sums computed here from the
// fixture; the dailyReport and report XLSX files parse back with exceljs, exportDbf's dBase file
// with dbffile; an office sees only its own orders (another office is a 404); bad filters are 400
// at their parameter, a missing permission 403, no credentials 401. Every JSON body is checked
// against the JSON:API schema (tests/support/api.ts).
//
// The fixture orders are written straight to the database on two days of a far future year that
// no other test uses, so the sums are exactly the fixture's.
import { randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { DBFFile } from "dbffile";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { backfillJournals } from "@/server/journals/backfill";
import {
  api,
  baseUrl,
  expectJsonApi,
  firstError,
  login,
  MEDIA_TYPE,
  type JsonApiDoc,
  type JsonApiResource,
} from "../support/api";

const db = connectTestDb();
const TAG = `OR${randomUUID().slice(0, 6).toUpperCase()}`;
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const DBF = "application/x-dbf";
// Two days of a year no other test writes orders in (derived from the tag: runs do not collide).
const YEAR = 2041 + (parseInt(TAG.slice(2, 4), 16) % 40);
const DAY = 1 + (parseInt(TAG.slice(4, 6), 16) % 27);
const D1 = `${YEAR}-03-${String(DAY).padStart(2, "0")}`;
const D2 = `${YEAR}-03-${String(DAY + 1).padStart(2, "0")}`;
const RANGE = `filter[order_date_from]=${D1}&filter[order_date_to]=${D2}`;

let penjualan: string;
let stockist: string;
let gudang: string;
const office: Record<string, string> = {};
let periodId: string;

type Kind = "sale" | "restock" | "member_sale";
type Status = "draft" | "validated" | "released";
interface Line {
  product: "A" | "B";
  quantity: number;
  unitPrice: number;
}
interface Pay {
  status: "pending" | "verified" | "cancelled";
  methods: [string, number][];
}
interface Fixture {
  key: string;
  kind: Kind;
  status: Status;
  from: string;
  to: string;
  day: string;
  lines: Line[];
  discount: number;
  shipping: number;
  payments: Pay[];
  deleted?: boolean;
  id?: string;
  code?: string;
}

const FIXTURES: Fixture[] = [
  {
    key: "o1",
    kind: "sale",
    status: "validated",
    from: "pusat",
    to: "stk",
    day: D1,
    lines: [
      { product: "A", quantity: 3, unitPrice: 10_000 },
      { product: "B", quantity: 2, unitPrice: 25_000 },
    ],
    discount: 5_000,
    shipping: 7_000,
    payments: [
      {
        status: "pending",
        methods: [
          ["cash", 30_000],
          ["transfer", 20_000],
        ],
      },
    ],
  },
  {
    key: "o2",
    kind: "restock",
    status: "released",
    from: "pusat",
    to: "sc",
    day: D1,
    lines: [{ product: "A", quantity: 5, unitPrice: 9_000 }],
    discount: 0,
    shipping: 0,
    payments: [
      { status: "verified", methods: [["cash", 45_000]] },
      { status: "cancelled", methods: [["cash", 10_000]] },
    ],
  },
  {
    key: "o3",
    kind: "sale",
    status: "draft",
    from: "pusat",
    to: "stk",
    day: D2,
    lines: [{ product: "B", quantity: 1, unitPrice: 25_000 }],
    discount: 0,
    shipping: 3_000,
    payments: [],
  },
  {
    key: "o4",
    kind: "member_sale",
    status: "validated",
    from: "stk",
    to: "mu",
    day: D2,
    lines: [{ product: "A", quantity: 1, unitPrice: 12_000 }],
    discount: 0,
    shipping: 0,
    payments: [{ status: "verified", methods: [["saldo", 12_000]] }],
  },
  {
    key: "o5",
    kind: "sale",
    status: "validated",
    from: "pusat",
    to: "kp",
    day: D1,
    lines: [{ product: "A", quantity: 100, unitPrice: 10_000 }],
    discount: 0,
    shipping: 0,
    payments: [],
    deleted: true,
  },
];

const totalOf = (f: Fixture) => f.lines.reduce((s, l) => s + l.quantity * l.unitPrice, 0);
const finalOf = (f: Fixture) => totalOf(f) - f.discount + f.shipping;
const paidOf = (f: Fixture) =>
  f.payments
    .filter((p) => p.status !== "cancelled")
    .reduce((s, p) => s + p.methods.reduce((t, [, a]) => t + a, 0), 0);

/** The report's sums over fixtures, computed here (not by the server). */
function sums(list: Fixture[]) {
  return {
    order_count: list.length,
    total_price: list.reduce((s, f) => s + totalOf(f), 0),
    discount: list.reduce((s, f) => s + f.discount, 0),
    shipping_cost: list.reduce((s, f) => s + f.shipping, 0),
    final_price: list.reduce((s, f) => s + finalOf(f), 0),
    paid_amount: list.reduce((s, f) => s + paidOf(f), 0),
  };
}

const live = FIXTURES.filter((f) => !f.deleted);
const visibleToStockist = live.filter((f) => f.from === "stk" || f.to === "stk");
// What a report counts without filter[status]: validated and released orders, no draft.
const counted = live.filter((f) => f.status !== "draft");
const countedForStockist = visibleToStockist.filter((f) => f.status !== "draft");
const fx = (key: string) => FIXTURES.find((f) => f.key === key) as Fixture;
const list = (doc: JsonApiDoc) => doc.data as JsonApiResource[];
const totals = (doc: JsonApiDoc) => (doc.meta?.totals ?? {}) as Record<string, number>;

async function download(pathname: string, token?: string) {
  const headers: Record<string, string> = {
    Accept: `${XLSX}, application/pdf, ${DBF}, ${MEDIA_TYPE}`,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(new URL(pathname, baseUrl()), { headers });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes };
}

/** A file action's error answer: a JSON:API error document (schema-checked). */
async function fileError(pathname: string, token?: string) {
  const { res, bytes } = await download(pathname, token);
  expect(res.headers.get("content-type")).toContain(MEDIA_TYPE);
  const body = JSON.parse(bytes.toString("utf8")) as JsonApiDoc;
  expectJsonApi(body);
  return { status: res.status, body };
}

async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  if (!ws) throw new Error("no worksheet");
  const out: unknown[][] = [];
  ws.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
}

/** The data rows between the header row (first cell `first`) and the footer. */
function dataRows(rows: unknown[][], first: string) {
  const header = rows.findIndex((r) => r[0] === first);
  expect(header).toBeGreaterThan(0);
  return {
    header: rows[header] as unknown[],
    data: rows.slice(header + 1, -1),
    footer: rows.at(-1),
  };
}

beforeAll(async () => {
  [penjualan, stockist, gudang] = await Promise.all([
    login("penjualan@erp.test"),
    login("stockist@erp.test"),
    login("gudang@erp.test"),
  ]);
  for (const [key, code] of [
    ["pusat", "PUSAT"],
    ["stk", "STK-001"],
    ["sc", "SC-001"],
    ["kp", "KP-001"],
    ["mu", "MU-0000001"],
  ] as const)
    office[key] = (await db.office.findUniqueOrThrow({ where: { code } })).id;
  const products = {
    A: await db.product.create({ data: { code: `${TAG}-A`, name: `Barang Laporan ${TAG} A` } }),
    B: await db.product.create({ data: { code: `${TAG}-B`, name: `Barang Laporan ${TAG} B` } }),
  };
  const buyerType = await db.buyerType.findFirstOrThrow();
  const methodTypes = new Map(
    (await db.paymentMethodType.findMany({ select: { id: true, code: true } })).map((t) => [
      t.code,
      t.id,
    ]),
  );
  const period = await db.period.create({
    data: {
      name: `Periode ${TAG}`,
      startDate: new Date(`${YEAR}-03-01T00:00:00Z`),
      endDate: new Date(`${YEAR}-03-31T00:00:00Z`),
    },
  });
  periodId = period.id;
  let n = 0;
  for (const f of FIXTURES) {
    n += 1;
    const total = totalOf(f);
    const order = await db.order.create({
      data: {
        code: `${TAG}-${n}`,
        orderType: f.kind,
        status: f.status,
        originOfficeId: office[f.from] ?? "",
        destinationOfficeId: office[f.to] ?? "",
        areaId: 0,
        buyerTypeId: buyerType.id,
        orderDate: new Date(`${f.day}T00:00:00Z`),
        // o3 lies outside the period: the period filter must leave it out.
        periodId: f.key === "o3" ? null : periodId,
        totalPrice: BigInt(total),
        discount: BigInt(f.discount),
        shippingCost: BigInt(f.shipping),
        finalPrice: BigInt(finalOf(f)),
        paidAmount: BigInt(paidOf(f)),
        isPaid: paidOf(f) >= finalOf(f),
        deletedAt: f.deleted ? new Date() : null,
        description: `Laporan ${TAG}`,
        orderDetails: {
          create: f.lines.map((l) => ({
            productId: products[l.product].id,
            quantity: l.quantity,
            unitPrice: BigInt(l.unitPrice),
            totalPrice: BigInt(l.quantity * l.unitPrice),
          })),
        },
      },
    });
    f.id = order.id;
    f.code = order.code;
    let p = 0;
    for (const pay of f.payments) {
      p += 1;
      await db.payment.create({
        data: {
          code: `${TAG}-${n}-${p}`,
          orderId: order.id,
          officeId: office[f.from] ?? "",
          amount: BigInt(pay.methods.reduce((s, [, a]) => s + a, 0)),
          status: pay.status,
          paymentDate: new Date(`${f.day}T00:00:00Z`),
          paymentMethods: {
            create: pay.methods.map(([code, amount]) => ({
              paymentMethodTypeId: methodTypes.get(code) ?? "",
              amount: BigInt(amount),
            })),
          },
        },
      });
    }
  }
});

afterAll(async () => {
  // Money written here past the use cases gets the journals the use cases would have posted, so
  // the run's ledger check (journals, docs/journals.md) stays clean.
  await backfillJournals(db);
  await db.$disconnect();
});

describe("Laporan Penjualan: GET orders with the report filters", () => {
  it("meta.totals and meta.page.total equal the fixture's sums", async () => {
    const res = await api("GET", `/api/v1/orders?${RANGE}&page[size]=50`, { token: penjualan });
    expect(res.status).toBe(200);
    const want = sums(live);
    expect(res.body.meta?.page?.total).toBe(want.order_count);
    // The list's totals also carry total_point (docs/cash-bills.md), not part of this fixture.
    expect(res.body.meta?.totals).toMatchObject({
      total_price: want.total_price,
      discount: want.discount,
      shipping_cost: want.shipping_cost,
      final_price: want.final_price,
      paid_amount: want.paid_amount,
    });
    expect(list(res.body).map((r) => r.attributes.code)).not.toContain(fx("o5").code);
  });

  it("filters by period, office, kind and state", async () => {
    const byPeriod = await api("GET", `/api/v1/orders?filter[period_id]=${periodId}`, {
      token: penjualan,
    });
    expect(byPeriod.status).toBe(200);
    const inPeriod = live.filter((f) => f.key !== "o3");
    expect(byPeriod.body.meta?.page?.total).toBe(inPeriod.length);
    expect(totals(byPeriod.body).final_price).toBe(sums(inPeriod).final_price);

    const q = `${RANGE}&filter[office]=${office.stk}&filter[kind]=sale&filter[status]=validated,draft`;
    const res = await api("GET", `/api/v1/orders?${q}`, { token: penjualan });
    const want = live.filter((f) => (f.from === "stk" || f.to === "stk") && f.kind === "sale");
    expect(res.body.meta?.page?.total).toBe(want.length);
    expect(totals(res.body).total_price).toBe(sums(want).total_price);
  });

  it("a stockist's sums cover only its own orders", async () => {
    const res = await api("GET", `/api/v1/orders?${RANGE}`, { token: stockist });
    expect(res.status).toBe(200);
    expect(res.body.meta?.page?.total).toBe(visibleToStockist.length);
    expect(totals(res.body).final_price).toBe(sums(visibleToStockist).final_price);
  });

  it("report-download is an XLSX of the orders with the server's totals", async () => {
    const { res, bytes } = await download(
      `/api/v1/orders/-actions/report-download?${RANGE}`,
      penjualan,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(XLSX);
    expect(res.headers.get("content-disposition")).toMatch(/laporan-penjualan-.*\.xlsx/);
    const { data, footer } = dataRows(await sheetRows(bytes), "Kode");
    expect(data.map((r) => r[0]).sort()).toEqual(counted.map((f) => f.code).sort());
    const want = sums(counted);
    expect(footer?.slice(7)).toEqual([
      want.total_price,
      want.discount,
      want.shipping_cost,
      want.final_price,
      want.paid_amount,
    ]);
  });

  it("report-export is a PDF", async () => {
    const { res, bytes } = await download(
      `/api/v1/orders/-actions/report-export?${RANGE}`,
      penjualan,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });
});

describe("Laporan Harian: GET order-daily-reports", () => {
  it("one row per day, newest first, each day's and the range's sums as computed here", async () => {
    const res = await api("GET", `/api/v1/order-daily-reports?${RANGE}`, { token: penjualan });
    expect(res.status).toBe(200);
    const rows = list(res.body);
    expect(rows.map((r) => r.id)).toEqual([D2, D1]);
    for (const day of [D1, D2]) {
      const row = rows.find((r) => r.id === day);
      const { order_count, ...money } = sums(counted.filter((f) => f.day === day));
      expect(row?.type).toBe("order-daily-reports");
      expect(row?.attributes).toMatchObject({ order_date: day, order_count, ...money });
    }
    expect(res.body.meta?.totals).toEqual(sums(counted));
    expect(res.body.meta?.page?.total).toBe(2);
  });

  it("counts validated and released orders by default, says so, and includes drafts on request", async () => {
    const res = await api("GET", `/api/v1/order-daily-reports?${RANGE}`, { token: penjualan });
    expect(res.body.meta?.filter).toMatchObject({ status: "validated,released" });
    expect(res.body.meta?.totals).toEqual(sums(counted));
    const draft = fx("o3");
    expect(counted).not.toContain(draft);
    const all = await api(
      "GET",
      `/api/v1/order-daily-reports?${RANGE}&filter[status]=draft,validated,released`,
      { token: penjualan },
    );
    expect(all.status).toBe(200);
    expect(all.body.meta?.totals).toEqual(sums(live));
    expect(totals(all.body).order_count).toBe(counted.length + 1);
    // Laporan Jumlah Barang counts no draft as sold either.
    const products = await api("GET", `/api/v1/order-product-reports?${RANGE}`, {
      token: penjualan,
    });
    expect(totals(products.body).total_price).toBe(sums(counted).total_price);
  });

  it("filter[origin_office_id]: only what that office sold (Pusat's, not a stockist's member sale)", async () => {
    const res = await api(
      "GET",
      `/api/v1/order-daily-reports?${RANGE}&filter[origin_office_id]=${office.pusat}`,
      { token: penjualan },
    );
    expect(res.status).toBe(200);
    const pusatSold = counted.filter((f) => f.from === "pusat");
    expect(pusatSold.length).toBeGreaterThan(0);
    expect(pusatSold.length).toBeLessThan(counted.length);
    expect(res.body.meta?.totals).toEqual(sums(pusatSold));
    expect(res.body.meta?.filter).toMatchObject({ origin_office_id: office.pusat });
    const other = await api(
      "GET",
      `/api/v1/order-daily-reports?${RANGE}&filter[origin_office_id]=${office.pusat}`,
      { token: stockist },
    );
    expect(other.status).toBe(404);
    const bad = await api("GET", `/api/v1/order-daily-reports?filter[origin_office_id]=x`, {
      token: penjualan,
    });
    expect(bad.status).toBe(400);
    expect(firstError(bad.body).source?.parameter).toBe("filter[origin_office_id]");
  });

  it("paid per payment method: cancelled payments left out, the sum is the paid total", async () => {
    const res = await api("GET", `/api/v1/order-daily-reports?${RANGE}`, { token: penjualan });
    const methods = res.body.meta?.payment_methods as { code: string; amount: number }[];
    const want = new Map<string, number>();
    for (const f of counted)
      for (const p of f.payments)
        if (p.status !== "cancelled")
          for (const [code, amount] of p.methods) want.set(code, (want.get(code) ?? 0) + amount);
    expect(Object.fromEntries(methods.map((m) => [m.code, m.amount]))).toEqual(
      Object.fromEntries(want),
    );
    expect(methods.reduce((s, m) => s + m.amount, 0)).toBe(sums(counted).paid_amount);
    const d1 = list(res.body).find((r) => r.id === D1);
    expect(d1?.attributes.paid_by_method).toEqual({ cash: 75_000, transfer: 20_000 });
  });

  it("a stockist sees only the days and sums of its own orders", async () => {
    const res = await api("GET", `/api/v1/order-daily-reports?${RANGE}`, { token: stockist });
    expect(res.status).toBe(200);
    expect(res.body.meta?.totals).toEqual(sums(countedForStockist));
    const d1 = list(res.body).find((r) => r.id === D1);
    expect(d1?.attributes.order_count).toBe(1);
  });

  it("the table as XLSX (a column per payment method) and as PDF", async () => {
    const { res, bytes } = await download(
      `/api/v1/order-daily-reports/-actions/download?${RANGE}`,
      penjualan,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(XLSX);
    const { header, data, footer } = dataRows(await sheetRows(bytes), "Tanggal");
    expect(header).toEqual(expect.arrayContaining(["Tunai", "Transfer Bank", "Saldo"]));
    expect(data.map((r) => r[0])).toEqual([D1, D2]);
    expect(footer?.slice(0, 7)).toEqual(["Total", ...Object.values(sums(counted))]);
    const pdf = await download(`/api/v1/order-daily-reports/-actions/export?${RANGE}`, penjualan);
    expect(pdf.res.status).toBe(200);
    expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });
});

describe("orders/-actions/dailyReport", () => {
  it("the day's orders as XLSX, read back: codes, money and the totals row", async () => {
    const { res, bytes } = await download(
      `/api/v1/orders/-actions/dailyReport?date=${D1}`,
      penjualan,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(XLSX);
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="laporan-harian-penjualan-${D1}.xlsx"`,
    );
    const rows = await sheetRows(bytes);
    expect(rows[0]?.[0]).toBe("Laporan Harian Penjualan");
    const paid = rows.find((r) => String(r[0]).startsWith("Dibayar per metode: "));
    expect(String(paid?.[0])).toContain("Tunai 75.000");
    expect(String(paid?.[0])).toContain("Transfer Bank 20.000");
    const { data, footer } = dataRows(rows, "Kode");
    const day = counted.filter((f) => f.day === D1);
    expect(data.map((r) => r[0]).sort()).toEqual(day.map((f) => f.code).sort());
    const o1 = data.find((r) => r[0] === fx("o1").code);
    expect(o1?.slice(7)).toEqual([80_000, 5_000, 7_000, 82_000, 50_000]);
    const want = sums(day);
    expect(footer?.[0]).toBe(`Total (${want.order_count} order)`);
    expect(footer?.slice(7)).toEqual([
      want.total_price,
      want.discount,
      want.shipping_cost,
      want.final_price,
      want.paid_amount,
    ]);
  });

  it("office and kind (plain or filter[...]) narrow the day; a stockist gets its own only", async () => {
    const kind = await download(
      `/api/v1/orders/-actions/dailyReport?filter[date]=${D1}&kind=restock`,
      penjualan,
    );
    expect(dataRows(await sheetRows(kind.bytes), "Kode").data.map((r) => r[0])).toEqual([
      fx("o2").code,
    ]);
    const own = await download(`/api/v1/orders/-actions/dailyReport?date=${D1}`, stockist);
    expect(own.res.status).toBe(200);
    expect(dataRows(await sheetRows(own.bytes), "Kode").data.map((r) => r[0])).toEqual([
      fx("o1").code,
    ]);
  });

  it("400 on a bad date, 404 for another office, 403 without the permission, 401 signed out", async () => {
    const bad = await fileError("/api/v1/orders/-actions/dailyReport?date=2041-02-30x", penjualan);
    expect(bad.status).toBe(400);
    expect(firstError(bad.body).source?.parameter).toBe("date");
    const other = await fileError(
      `/api/v1/orders/-actions/dailyReport?date=${D1}&office=${office.sc}`,
      stockist,
    );
    expect(other.status).toBe(404);
    const unknown = await fileError(
      `/api/v1/orders/-actions/dailyReport?date=${D1}&office=${randomUUID()}`,
      penjualan,
    );
    expect(unknown.status).toBe(404);
    expect((await fileError(`/api/v1/orders/-actions/dailyReport?date=${D1}`, gudang)).status).toBe(
      403,
    );
    expect((await fileError(`/api/v1/orders/-actions/dailyReport?date=${D1}`)).status).toBe(401);
  });
});

describe("orders/-actions/exportDbf", () => {
  it("a dBase III file of the orders and their lines, read back with dbffile", async () => {
    const { res, bytes } = await download(`/api/v1/orders/-actions/exportDbf?${RANGE}`, penjualan);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(DBF);
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="orders-${D1}-${D2}.dbf"`,
    );
    expect(bytes[0]).toBe(0x03); // dBase III without memo
    const dir = await mkdtemp(path.join(tmpdir(), "order-reports-test-"));
    try {
      const file = path.join(dir, "orders.dbf");
      await writeFile(file, bytes);
      const dbf = await DBFFile.open(file);
      expect(dbf.fields.map((f) => f.name)).toEqual(
        expect.arrayContaining(["KODE", "TANGGAL", "KD_BARANG", "QTY", "JML_HARGA", "TOT_AKHIR"]),
      );
      const records = await dbf.readRecords();
      const lines = counted.flatMap((f) => f.lines.map((l) => ({ f, l })));
      expect(records).toHaveLength(lines.length);
      expect(dbf.recordCount).toBe(lines.length);
      const sum = (k: string) => records.reduce((s, r) => s + Number(r[k]), 0);
      expect(sum("JML_HARGA")).toBe(sums(counted).total_price);
      expect(sum("QTY")).toBe(lines.reduce((s, x) => s + x.l.quantity, 0));
      const o1 = records.filter((r) => String(r.KODE).trim() === fx("o1").code);
      expect(o1).toHaveLength(2);
      expect(o1.map((r) => String(r.KD_BARANG).trim()).sort()).toEqual([`${TAG}-A`, `${TAG}-B`]);
      expect(Number(o1[0]?.TOT_AKHIR)).toBe(82_000);
      expect((o1[0]?.TANGGAL as Date).toISOString().slice(0, 10)).toBe(D1);
      expect(records.some((r) => String(r.KODE).trim() === fx("o5").code)).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("403 without orders.export (a stockist), 400 on a range over a year", async () => {
    expect((await fileError(`/api/v1/orders/-actions/exportDbf?${RANGE}`, stockist)).status).toBe(
      403,
    );
    const long = await fileError(
      "/api/v1/orders/-actions/exportDbf?filter[order_date_from]=2040-01-01&filter[order_date_to]=2041-06-01",
      penjualan,
    );
    expect(long.status).toBe(400);
    expect(firstError(long.body).source?.parameter).toBe("filter[order_date_to]");
  });
});

describe("Laporan Jumlah Barang: GET order-product-reports", () => {
  function perProduct(fixtures: Fixture[]) {
    const out = new Map<string, { quantity: number; total_price: number; orders: Set<string> }>();
    for (const f of fixtures)
      for (const l of f.lines) {
        const code = `${TAG}-${l.product}`;
        const r = out.get(code) ?? { quantity: 0, total_price: 0, orders: new Set<string>() };
        r.quantity += l.quantity;
        r.total_price += l.quantity * l.unitPrice;
        r.orders.add(f.key);
        out.set(code, r);
      }
    return out;
  }

  it("quantity, value and order count per product equal the fixture's lines", async () => {
    // Only the fixture's products sell in this range; filter by kind too to prove the filter.
    const res = await api("GET", `/api/v1/order-product-reports?${RANGE}`, { token: penjualan });
    expect(res.status).toBe(200);
    const want = perProduct(counted);
    const rows = list(res.body);
    expect(rows.map((r) => r.attributes.product_code)).toEqual([`${TAG}-A`, `${TAG}-B`]);
    for (const r of rows) {
      const w = want.get(String(r.attributes.product_code));
      expect(r.type).toBe("order-product-reports");
      expect(r.attributes).toMatchObject({
        quantity: w?.quantity,
        total_price: w?.total_price,
        order_count: w?.orders.size,
      });
    }
    expect(res.body.meta?.totals).toEqual({
      product_count: 2,
      quantity: [...want.values()].reduce((s, w) => s + w.quantity, 0),
      total_price: sums(counted).total_price,
    });
    const sale = await api("GET", `/api/v1/order-product-reports?${RANGE}&filter[kind]=sale`, {
      token: penjualan,
    });
    const wantSale = perProduct(counted.filter((f) => f.kind === "sale"));
    expect(
      Object.fromEntries(
        list(sale.body).map((r) => [r.attributes.product_code, r.attributes.quantity]),
      ),
    ).toEqual(Object.fromEntries([...wantSale].map(([code, w]) => [code, w.quantity])));
  });

  it("a stockist counts only its own orders' lines; XLSX and PDF files", async () => {
    const res = await api("GET", `/api/v1/order-product-reports?${RANGE}`, { token: stockist });
    const want = perProduct(countedForStockist);
    expect(
      Object.fromEntries(
        list(res.body).map((r) => [r.attributes.product_code, r.attributes.quantity]),
      ),
    ).toEqual(Object.fromEntries([...want].map(([code, w]) => [code, w.quantity])));

    const { res: x, bytes } = await download(
      `/api/v1/order-product-reports/-actions/download?${RANGE}`,
      penjualan,
    );
    expect(x.status).toBe(200);
    expect(x.headers.get("content-type")).toBe(XLSX);
    const { data, footer } = dataRows(await sheetRows(bytes), "Kode Barang");
    expect(data.map((r) => [r[0], r[2], r[3]])).toEqual(
      [...perProduct(counted)].map(([code, w]) => [code, w.quantity, w.total_price]),
    );
    expect(footer?.[3]).toBe(sums(counted).total_price);
    const pdf = await download(`/api/v1/order-product-reports/-actions/export?${RANGE}`, penjualan);
    expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });
});

describe("report errors", () => {
  it("400 at the parameter for malformed filters and a reversed or too long range", async () => {
    const cases: [string, string][] = [
      ["filter[order_date_from]=03-2041", "filter[order_date_from]"],
      ["filter[kind]=bogus", "filter[kind]"],
      ["filter[status]=draft,nope", "filter[status]"],
      ["filter[office]=not-a-uuid", "filter[office]"],
      ["filter[period_id]=1", "filter[period_id]"],
      [`filter[order_date_from]=${D2}&filter[order_date_to]=${D1}`, "filter[order_date_from]"],
      [
        "filter[order_date_from]=2040-01-01&filter[order_date_to]=2041-12-31",
        "filter[order_date_to]",
      ],
    ];
    for (const [q, parameter] of cases)
      for (const type of ["order-daily-reports", "order-product-reports"]) {
        const res = await api("GET", `/api/v1/${type}?${q}`, { token: penjualan });
        expect(res.status, `${type}?${q}`).toBe(400);
        expect(firstError(res.body).source?.parameter).toBe(parameter);
      }
  });

  it("404 for an office the caller may not see, 401 without credentials", async () => {
    const other = await api("GET", `/api/v1/order-daily-reports?filter[office]=${office.sc}`, {
      token: stockist,
    });
    expect(other.status).toBe(404);
    const unknown = await api(
      "GET",
      `/api/v1/order-product-reports?filter[office]=${randomUUID()}`,
      { token: penjualan },
    );
    expect(unknown.status).toBe(404);
    expect((await api("GET", "/api/v1/order-daily-reports")).status).toBe(401);
    expect((await api("GET", "/api/v1/order-product-reports")).status).toBe(401);
    const file = await fileError(`/api/v1/order-product-reports/-actions/download?${RANGE}`);
    expect(file.status).toBe(401);
  });

  it("403 for a file without orders.daily-report (Gudang)", async () => {
    const res = await fileError(`/api/v1/order-daily-reports/-actions/download?${RANGE}`, gudang);
    expect(res.status).toBe(403);
    // Reading the report needs only orders.view, which Gudang has.
    expect(
      (await api("GET", `/api/v1/order-daily-reports?${RANGE}`, { token: gudang })).status,
    ).toBe(200);
  });
});
