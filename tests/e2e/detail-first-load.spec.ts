// Detail screens load on the server (server/jsonapi/prefetch.ts `serverGet` + `prefetched`): the
// document is in the page's HTML, the browser does not ask for it again on load, and a page
// rendered in the server's time zone hydrates in another one without a mismatch.
import type { Browser, Page } from "@playwright/test";
import { dateTimeInZone } from "../../components/notifications/format";
import { expect, signInAs, test, waitForHydration, withDb } from "./support";

const ZONE = "Asia/Makassar";

/** dateTime's text of a moment in `timeZone` ("12 Mar 2025 14:05"). */
const textInZone = (at: Date, timeZone: string) => dateTimeInZone(at.toISOString(), timeZone);

/**
 * Opens `url` as `email` in a browser of another time zone (WITA) and checks the first load:
 * every `texts` (and the moment `at`, in the business zone, WIB) is in the server's HTML with no
 * 'Memuat...', no request under one of `apiPaths` leaves the browser while the page loads and
 * hydrates, `at` shows in the browser's zone once hydrated, and React reports no hydration
 * mismatch (its own words or the minified #418/#423/#425). `more` runs on the hydrated page.
 */
async function firstLoad(
  browser: Browser,
  o: { email: string; url: string; texts: string[]; apiPaths: string[]; at?: Date },
  more?: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    timezoneId: ZONE,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  const asked: string[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (o.apiPaths.some((p) => path === p || path.startsWith(`${p}/`))) asked.push(r.url());
  });
  await signInAs(page, o.email);

  const html = await (await page.request.get(o.url)).text();
  for (const text of o.texts) expect(html).toContain(text);
  if (o.at) expect(html).toContain(textInZone(o.at, "Asia/Jakarta"));
  expect(html).not.toMatch(/Memuat(\.\.\.|…)/);

  await page.goto(o.url);
  await waitForHydration(page);
  const main = page.getByRole("main");
  await expect(main).toBeVisible();
  // Shown in WITA (an hour after WIB) once the screen has hydrated and its effects have run.
  if (o.at) await expect(main).toContainText(textInZone(o.at, ZONE));
  if (more) await more(page);
  expect(asked).toEqual([]);
  expect(
    errors.filter((e) => /hydrat|did ?n.t match|React error #(418|423|425)\b/i.test(e)),
  ).toEqual([]);
  await context.close();
}

test("an order's detail comes with the page", async ({ browser }) => {
  const order = await withDb(async (db) => {
    const r = await db.query<{ id: string; code: string; validated_at: Date }>(
      `SELECT o.id, o.code, o.validated_at FROM orders o
         JOIN offices s ON s.id = o.origin_office_id
        WHERE s.code = 'PUSAT' AND o.order_type = 'sale' AND o.validated_at IS NOT NULL
          AND o.deleted_at IS NULL
        ORDER BY o.code LIMIT 1`,
    );
    const row = r.rows[0];
    if (!row) throw new Error("no validated sale of Pusat in the seed");
    return row;
  });
  await firstLoad(
    browser,
    {
      email: "penjualan@erp.test",
      url: `/penjualan/transaksi-penjualan/${order.id}`,
      texts: [order.code],
      at: order.validated_at,
      apiPaths: [`/api/v1/orders/${order.id}`],
    },
    async (page) => {
      await expect(page.getByRole("table", { name: "Riwayat status" })).toContainText("Dibuat");
    },
  );
});

test.describe("stock documents and the stock card render on the server", () => {
  test("a stock movement's detail comes with the page", async ({ browser }) => {
    const movement = await withDb(async (db) => {
      const r = await db.query<{ id: string; code: string; created_at: Date }>(
        `SELECT m.id, m.code, m.created_at FROM stock_movements m
           JOIN offices o ON o.id = m.origin_office_id
          WHERE o.code = 'SUP-001' AND m.status = 'received' AND m.deleted_at IS NULL
          ORDER BY m.code LIMIT 1`,
      );
      const row = r.rows[0];
      if (!row) throw new Error("no received supplier shipment in the seed");
      return row;
    });
    await firstLoad(
      browser,
      {
        email: "gudang@erp.test",
        url: `/gudang/penerimaan/penerimaan-barang-dari-supplier/${movement.id}`,
        texts: [movement.code],
        at: movement.created_at,
        apiPaths: [`/api/v1/stock-movements/${movement.id}`],
      },
      async (page) => {
        await expect(page.getByRole("table", { name: "Barang pengiriman" })).toBeVisible();
        await expect(page.getByRole("table", { name: "Paket" })).toBeVisible();
      },
    );
  });

  test("a purchase order's detail comes with the page", async ({ browser }) => {
    const po = await withDb(async (db) => {
      const r = await db.query<{ id: string; code: string; submitted_at: Date }>(
        `SELECT p.id, p.code, p.submitted_at FROM purchase_orders p
           JOIN offices o ON o.id = p.office_id
          WHERE o.code = 'PUSAT' AND p.submitted_at IS NOT NULL
          ORDER BY p.code LIMIT 1`,
      );
      const row = r.rows[0];
      if (!row) throw new Error("no submitted purchase order in the seed");
      return row;
    });
    await firstLoad(
      browser,
      {
        email: "gudang@erp.test",
        url: `/gudang/pembelian/${po.id}`,
        texts: [po.code],
        at: po.submitted_at,
        apiPaths: [`/api/v1/purchase-orders/${po.id}`],
      },
      async (page) => {
        await expect(page.getByRole("table", { name: "Barang pembelian" })).toBeVisible();
      },
    );
  });

  test("a stock card comes with the stock and its newest ledger page", async ({ browser }) => {
    const stock = await withDb(async (db) => {
      const r = await db.query<{ id: string; created_at: Date }>(
        `SELECT s.id, t.created_at FROM stocks s
           JOIN warehouses w ON w.id = s.warehouse_id
           JOIN products p ON p.id = s.product_id
           JOIN LATERAL (SELECT created_at FROM stock_trxes WHERE stock_id = s.id
                          ORDER BY created_at DESC, id DESC LIMIT 1) t ON true
          WHERE w.code = 'GD-PUSAT' AND p.code = 'BRG-001'`,
      );
      const row = r.rows[0];
      if (!row) throw new Error("no ledger of BRG-001 in GD-PUSAT");
      return row;
    });
    await firstLoad(
      browser,
      {
        email: "gudang@erp.test",
        url: `/gudang/stock/stocks/${stock.id}`,
        texts: ["BRG-001"],
        at: stock.created_at,
        apiPaths: [`/api/v1/stocks/${stock.id}`],
      },
      async (page) => {
        const ledger = page.getByRole("table", { name: "Kartu stok" });
        await expect(ledger.getByRole("row").nth(1)).toContainText(
          textInZone(stock.created_at, ZONE),
        );
        await expect(page.getByTestId("stock-quantity")).not.toBeEmpty();
      },
    );
  });
});

test.describe("reports, order payments, members and products render on the server", () => {
  test("a report's detail comes with the page, its orders' first page too", async ({ browser }) => {
    const bundle = await withDb(async (db) => {
      const r = await db.query<{ id: string; code: string }>(
        `SELECT b.id, b.code FROM order_bundles b
           JOIN offices o ON o.id = b.office_id
          WHERE o.code = 'SC-001' AND b.is_submitted AND b.deleted_at IS NULL
            AND b.description LIKE 'Laporan demo%'
            AND EXISTS (SELECT 1 FROM payment_bundles p WHERE p.order_bundle_id = b.id)
          ORDER BY b.code LIMIT 1`,
      );
      const row = r.rows[0];
      if (!row) throw new Error("no sent and paid report of SC-001 in the seed");
      return row;
    });
    await firstLoad(
      browser,
      {
        email: "kasir@erp.test",
        url: `/kasir/validasi/laporan-kasir-sc/${bundle.id}`,
        texts: [bundle.code, "PB-"],
        apiPaths: [
          `/api/v1/order-bundles/${bundle.id}`,
          "/api/v1/payment-bundles",
          "/api/v1/order-bundles/-actions/getTotalTransaction",
          "/api/v1/orders",
        ],
      },
      async (page) => {
        await expect(page.getByRole("heading", { level: 1 })).toContainText(bundle.code);
        const orders = page.getByRole("table", { name: "Order dalam laporan" });
        await expect(orders.getByRole("row").nth(1)).toContainText(/Rp/);
        await expect(page.getByRole("table", { name: "Pembayaran laporan" })).toContainText(
          /PB-\d{6}-\d{6}/,
        );
        await expect(page.getByRole("table", { name: "Riwayat status" })).toContainText("Dibuat");
      },
    );
  });

  test("an order's payment page comes with the order and its payments", async ({ browser }) => {
    const orders = await withDb(async (db) => {
      const r = await db.query<{ origin_code: string; id: string; code: string }>(
        `SELECT origin_code, id, code FROM orders
          WHERE origin_code IN ('NOTA-KASIR-003', 'NOTA-KASIR-PJ1')`,
      );
      return new Map(r.rows.map((row) => [row.origin_code, row]));
    });
    const paid = orders.get("NOTA-KASIR-003");
    const loan = orders.get("NOTA-KASIR-PJ1");
    if (!paid || !loan) throw new Error("NOTA-KASIR-003 / NOTA-KASIR-PJ1 not seeded");
    // A faktur paid in full: its payments with their receipts.
    await firstLoad(
      browser,
      {
        email: "kasir@erp.test",
        url: `/kasir/pembayaran/faktur-penjualan-pusat-ke-stockist/${paid.id}`,
        texts: [paid.code, "Riwayat Pembayaran"],
        apiPaths: [`/api/v1/orders/${paid.id}`, "/api/v1/payments"],
      },
      async (page) => {
        await expect(page.getByRole("heading", { level: 1 })).toContainText(paid.code);
        const payments = page.getByRole("table", { name: "Pembayaran order" });
        await expect(payments.getByRole("link").first()).toBeVisible();
      },
    );
    // A loan waiting for payment: the 'Bayar' form is rendered with the page too.
    await firstLoad(
      browser,
      {
        email: "kasir@erp.test",
        url: `/kasir/pembayaran/pinjaman-barang-sc/${loan.id}`,
        texts: [loan.code, "Form pembayaran"],
        apiPaths: [`/api/v1/orders/${loan.id}`, "/api/v1/payments"],
      },
      async (page) => {
        const form = page.getByRole("form", { name: "Form pembayaran" });
        await expect(form.getByLabel("Metode pembayaran 1")).toBeEnabled();
      },
    );
  });

  test("the member edit form comes filled, and a draft of it still wins", async ({ browser }) => {
    const member = await withDb(async (db) => {
      const r = await db.query<{ id: string; code: string; name: string }>(
        "SELECT id, code, name FROM offices WHERE code = 'MU-0000001'",
      );
      const row = r.rows[0];
      if (!row) throw new Error("MU-0000001 not seeded");
      return row;
    });
    const url = `/admin/master/member/${member.id}`;
    await firstLoad(
      browser,
      {
        email: "admin@erp.test",
        url,
        texts: [member.code, `value="${member.name}"`],
        apiPaths: [
          `/api/v1/offices/${member.id}`,
          "/api/v1/banks",
          "/api/v1/educations",
          "/api/v1/professions",
          "/api/v1/provinces",
          "/api/v1/cities",
          "/api/v1/districts",
          "/api/v1/villages",
        ],
      },
      async (page) => {
        const name = page.getByLabel("Nama Distributor");
        await expect(name).toHaveValue(member.name);
        await expect(name).toBeEnabled();
        await expect(page.getByLabel("Pendidikan")).not.toHaveValue("");
        // The draft (kept in this browser) is applied once the page has hydrated.
        await name.fill(`${member.name} Draf`);
        await page.reload();
        await waitForHydration(page);
        await expect(page.getByLabel("Nama Distributor")).toHaveValue(`${member.name} Draf`);
        await page.getByRole("button", { name: "Selanjutnya" }).click();
        await expect(page.getByLabel("Desa/Kelurahan")).not.toHaveValue("");
      },
    );
  });

  test("the product edit form comes filled with its lookups", async ({ browser }) => {
    const product = await withDb(async (db) => {
      const r = await db.query<{ id: string; code: string; name: string }>(
        "SELECT id, code, name FROM products WHERE code = 'BRG-001'",
      );
      const row = r.rows[0];
      if (!row) throw new Error("BRG-001 not seeded");
      return row;
    });
    await firstLoad(
      browser,
      {
        email: "admin@erp.test",
        url: `/admin/master/barang/${product.id}`,
        texts: [`value="${product.code}"`, "Harga per Wilayah"],
        apiPaths: [
          `/api/v1/products/${product.id}`,
          "/api/v1/product-categories",
          "/api/v1/units",
          "/api/v1/buyer-types",
          "/api/v1/areas",
          "/api/v1/office-categories",
        ],
      },
      async (page) => {
        await expect(page.getByLabel("Kode Barang")).toHaveValue(product.code);
        await expect(page.getByLabel("Nama Barang")).toHaveValue(product.name);
        await expect(page.getByLabel("Kelompok Barang")).not.toHaveValue("");
        await page.getByRole("tab", { name: "Harga per Wilayah" }).click();
        await expect(page.getByLabel("Harga Wilayah 0", { exact: false }).first()).toBeVisible();
      },
    );
  });
});
