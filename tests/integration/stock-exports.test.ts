// Streamed stock exports (docs/stock.md "Exports") over real HTTP: the XLSX files parse back with
// exceljs, the PDFs have a PDF header and the expected pages, filters and office scope apply, and
// 401/403/400 come back as JSON:API errors before any byte of a file. Also GET
// stock-global-reports (paged) and the keyset batch readers directly.
import { randomUUID } from "node:crypto";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { api, baseUrl, firstError, login, MEDIA_TYPE, type JsonApiResource } from "../support/api";
import { postStock } from "@/server/stock/post-stock";
import { stockListBatches } from "@/server/stock/export-stocks";
import { globalReportBatches } from "@/server/stock/report";
import { jakartaDateString, jakartaToday } from "@/lib/business-date";

const db = connectTestDb();
const TAG = `SX${randomUUID().slice(0, 6).toUpperCase()}`;
const N = 60;
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

let gudang: string;
let stockist: string;
let bonus: string;
let categoryId: string;
let pusatWh: string;

async function download(
  path: string,
  token?: string,
  accept = `${XLSX}, application/pdf, ${MEDIA_TYPE}`,
) {
  const headers: Record<string, string> = { Accept: accept };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(new URL(path, baseUrl()), { headers });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes };
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

function pdfPages(bytes: Buffer): number {
  return (bytes.toString("latin1").match(/\/Type \/Page\b(?!s)/g) ?? []).length;
}

beforeAll(async () => {
  [gudang, stockist, bonus] = await Promise.all([
    login("gudang@erp.test"),
    login("stockist@erp.test"),
    login("bonus@erp.test"),
  ]);
  pusatWh = (
    await db.warehouse.findFirstOrThrow({ where: { office: { code: "PUSAT" }, type: "main" } })
  ).id;
  const cat = await db.productCategory.create({ data: { code: TAG, name: `Kategori ${TAG}` } });
  categoryId = cat.id;
  const products = await Promise.all(
    Array.from({ length: N }, (_, i) =>
      db.product.create({
        data: {
          code: `${TAG}-${String(i).padStart(3, "0")}`,
          name: `Produk export ${TAG} ${i}`,
          productCategoryId: categoryId,
          purchasePrice: 1000n,
          point: 2n,
          bonusValue: 500n,
        },
      }),
    ),
  );
  await db.$transaction((tx) =>
    postStock(
      tx,
      {
        businessDate: jakartaToday(),
        lines: products.map((p, i) => ({
          warehouseId: pusatWh,
          productId: p.id,
          quantity: i + 1,
          type: "adjustment" as const,
          sourceType: "stocks",
          sourceId: null,
        })),
      },
      { userId: null },
    ),
  );
});

afterAll(async () => {
  await db.$disconnect();
});

const totalQty = (N * (N + 1)) / 2;

describe("stock list exports", () => {
  it("export-excel streams an xlsx with the filtered rows and a total", async () => {
    const { res, bytes } = await download(
      `/api/v1/stocks/-actions/export-excel?filter[category_id]=${categoryId}`,
      gudang,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(XLSX);
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="stok-barang-${jakartaDateString()}.xlsx"`,
    );
    const rows = await sheetRows(bytes);
    const header = rows.findIndex((r) => r[0] === "Kode Gudang");
    expect(header).toBeGreaterThan(0);
    const data = rows.slice(header + 1, -1);
    expect(data).toHaveLength(N);
    expect(data.every((r) => String(r[2]).startsWith(TAG))).toBe(true);
    expect(rows.at(-1)).toEqual(["Total", undefined, undefined, undefined, totalQty]);
  });

  it("export-pdf streams a PDF over several pages", async () => {
    const { res, bytes } = await download(
      `/api/v1/stocks/-actions/export-pdf?filter[category_id]=${categoryId}`,
      gudang,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain(
      `stok-barang-${jakartaDateString()}.pdf`,
    );
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.subarray(-6).toString("latin1")).toContain("%%EOF");
    expect(pdfPages(bytes)).toBe(2);
  });

  it("limits another office to its own warehouses", async () => {
    const { res, bytes } = await download(
      `/api/v1/stocks/-actions/export-excel?filter[category_id]=${categoryId}`,
      stockist,
    );
    expect(res.status).toBe(200);
    const rows = await sheetRows(bytes);
    const header = rows.findIndex((r) => r[0] === "Kode Gudang");
    expect(rows.slice(header + 1, -1)).toHaveLength(0);
  });

  it("answers 401, 403 and 400 as JSON:API errors", async () => {
    const anon = await api("GET", "/api/v1/stocks/-actions/export-excel", {
      headers: { Accept: `${XLSX}, ${MEDIA_TYPE}` },
    });
    expect(anon.status).toBe(401);
    const noExport = await api("GET", "/api/v1/stocks/-actions/export-pdf", {
      token: bonus,
      headers: { Accept: `application/pdf, ${MEDIA_TYPE}` },
    });
    expect(noExport.status).toBe(403);
    const badUuid = await api(
      "GET",
      "/api/v1/stocks/-actions/export-excel?filter[warehouse_id]=x",
      {
        token: gudang,
        headers: { Accept: `${XLSX}, ${MEDIA_TYPE}` },
      },
    );
    expect(badUuid.status).toBe(400);
    expect(firstError(badUuid.body).source?.parameter).toBe("filter[warehouse_id]");
    const unknown = await api("GET", "/api/v1/stocks/-actions/export-pdf?filter[__proto__]=1", {
      token: gudang,
      headers: { Accept: `application/pdf, ${MEDIA_TYPE}` },
    });
    expect(unknown.status).toBe(400);
  });
});

describe("global report exports", () => {
  for (const path of [
    "stocks/-actions/global-report-download",
    "stock-global-reports/-actions/download",
  ]) {
    it(`${path} is an xlsx of the report with its totals`, async () => {
      const { res, bytes } = await download(
        `/api/v1/${path}?filter[category_id]=${categoryId}&filter[warehouse_id]=${pusatWh}`,
        gudang,
      );
      expect(res.status).toBe(200);
      expect(res.headers.get("content-disposition")).toContain(
        `laporan-stok-global-${jakartaDateString()}.xlsx`,
      );
      const rows = await sheetRows(bytes);
      const header = rows.findIndex((r) => r[0] === "Kode Barang");
      const data = rows.slice(header + 1, -1);
      expect(data).toHaveLength(N);
      expect(data[0]).toEqual([`${TAG}-000`, `Produk export ${TAG} 0`, 1, 1000, 2, 500]);
      expect(rows.at(-1)).toEqual([
        "Total",
        undefined,
        totalQty,
        totalQty * 1000,
        totalQty * 2,
        totalQty * 500,
      ]);
    });
  }

  it("global-report-export and stock-global-reports/-actions/export are PDFs", async () => {
    for (const path of [
      "stocks/-actions/global-report-export",
      "stock-global-reports/-actions/export",
    ]) {
      const { res, bytes } = await download(
        `/api/v1/${path}?filter[category_id]=${categoryId}`,
        gudang,
      );
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(pdfPages(bytes)).toBeGreaterThanOrEqual(2);
    }
  });

  it("a past date reports the ledger's balance then (nothing before today)", async () => {
    const yesterday = jakartaDateString(new Date(Date.now() - 86_400_000));
    const { bytes } = await download(
      `/api/v1/stocks/-actions/global-report-download?filter[category_id]=${categoryId}&filter[date]=${yesterday}`,
      gudang,
    );
    const rows = await sheetRows(bytes);
    expect(rows.at(-1)).toEqual(["Total", undefined, 0, 0, 0, 0]);
  });

  it("refuses a caller without the report permission (403), anonymous (401), a bad date (400)", async () => {
    const accept = { Accept: `${XLSX}, ${MEDIA_TYPE}` };
    expect(
      (
        await api("GET", "/api/v1/stocks/-actions/global-report-download", {
          token: stockist,
          headers: accept,
        })
      ).status,
    ).toBe(403);
    expect(
      (await api("GET", "/api/v1/stock-global-reports/-actions/download", { headers: accept }))
        .status,
    ).toBe(401);
    const bad = await api(
      "GET",
      "/api/v1/stock-global-reports/-actions/download?filter[date]=2026-13-45x",
      {
        token: gudang,
        headers: accept,
      },
    );
    expect(bad.status).toBe(400);
    expect(firstError(bad.body).source?.parameter).toBe("filter[date]");
  });
});

describe("GET stock-global-reports", () => {
  it("is the global report, server-paged, with the totals in meta", async () => {
    const res = await api(
      "GET",
      `/api/v1/stock-global-reports?filter[category_id]=${categoryId}&page[number]=2&page[size]=25`,
      { token: gudang },
    );
    expect(res.status).toBe(200);
    const data = res.body.data as JsonApiResource[];
    expect(data).toHaveLength(25);
    expect(data[0]?.attributes.product_code).toBe(`${TAG}-025`);
    expect(res.body.meta?.page).toMatchObject({ currentPage: 2, total: N, lastPage: 3 });
    expect(res.body.meta?.total_price_stock_available).toBe(totalQty * 1000);
    const bad = await api("GET", "/api/v1/stock-global-reports?page[size]=-1", { token: gudang });
    expect(bad.status).toBe(400);
    expect((await api("GET", "/api/v1/stock-global-reports", { token: stockist })).status).toBe(
      403,
    );
  });
});

describe("keyset batch readers", () => {
  it("read every row once across batch boundaries", async () => {
    const seen: string[] = [];
    for await (const batch of stockListBatches(
      db,
      { product: { productCategoryId: categoryId } },
      7,
    ))
      seen.push(...batch.map((r) => r.product.code));
    expect(new Set(seen).size).toBe(N);
    const report: string[] = [];
    const f = { warehouseId: null, categoryId, date: null, officeId: null };
    for await (const batch of globalReportBatches(db, f, 9))
      report.push(...batch.map((r) => r.productCode));
    expect(report).toEqual([...report].sort());
    expect(report).toHaveLength(N);
  });
});
