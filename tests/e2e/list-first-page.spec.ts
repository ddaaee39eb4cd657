// Lists render their first page on the server (server/jsonapi/prefetch.ts,
// docs/browser-performance.md "Lists: the first page with the page"): the rows are in the page's
// HTML, the browser does not ask for them again, later queries carry only what the rows show, and
// a page rendered in the server's time zone hydrates in another one without a mismatch.
import type { Browser } from "@playwright/test";
import { expect, signInAs, test, waitForHydration } from "./support";

/**
 * A page in a browser context of another time zone, and the hydration errors it reports
 * (React's own words, or its minified "React error #418/#423/#425").
 */
async function pageInZone(browser: Browser, timezoneId: string) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    timezoneId,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  const hydrationErrors = () =>
    errors.filter((e) => /hydrat|did ?n.t match|React error #(418|423|425)\b/i.test(e));
  return { context, page, hydrationErrors };
}

test("order lists come with their first page and ask only for what their rows show", async ({
  page,
}) => {
  await signInAs(page, "kasir@erp.test");
  // The first page is in the page's HTML (server/jsonapi/prefetch.ts): no 'Memuat...' and
  // no request for it from the browser.
  const html = await (await page.request.get("/kasir/pembayaran")).text();
  expect(html).not.toContain("Memuat...");
  expect(html).toMatch(/<td[^>]*>Rp/);
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/v1/orders?")) asked.push(r.url());
  });
  await page.goto("/kasir/pembayaran");
  const table = page.getByRole("table", { name: "Daftar Pembayaran" });
  await expect(table.getByRole("row").nth(1)).toContainText(/Rp/);
  await waitForHydration(page);
  expect(asked).toEqual([]);

  // A search asks the API: without includes and with the list's fieldset. With the resource's
  // default include a page of 15 orders was ~157 KB (lines, shipments, payments, offices and
  // every relationship's links); the rows use ten attributes.
  const searched = page.waitForResponse(
    (r) => r.url().includes("/api/v1/orders?") && r.url().includes("search"),
  );
  await page.getByLabel("Cari kode faktur atau pembeli").fill("NOTA");
  const response = await searched;
  const url = decodeURIComponent(response.url());
  expect(url).toContain("include=&");
  expect(url).toMatch(/fields\[orders\]=code,/);
  const body = (await response.json()) as {
    data: { attributes: Record<string, unknown>; relationships?: unknown }[];
    included?: unknown[];
  };
  expect(body.included ?? []).toEqual([]);
  expect(body.data.length).toBeGreaterThan(0);
  for (const r of body.data) {
    expect(r.relationships).toBeUndefined();
    expect(Object.keys(r.attributes)).toContain("remaining_payment");
    expect(Object.keys(r.attributes)).not.toContain("description");
  }
  await expect(table.getByRole("row").filter({ hasText: "NOTA" }).first()).toBeVisible();

  // Penjualan's faktur list: its first page is in the HTML too, its rows link to the orders.
  await signInAs(page, "penjualan@erp.test");
  const faktur = await (await page.request.get("/penjualan/transaksi-penjualan")).text();
  expect(faktur).not.toContain("Memuat...");
  expect(faktur).toMatch(/href="\/penjualan\/transaksi-penjualan\/[0-9a-f-]{36}"/);
});

test("a movement list rendered by the server hydrates in another time zone", async ({
  browser,
}) => {
  // The server renders in its own zone; a browser in WITA (UTC+8) showed other times in the same
  // cells, which React reports as a hydration mismatch (minified: "React error #418") and renders
  // the page again.
  const { context, page, hydrationErrors } = await pageInZone(browser, "Asia/Makassar");
  await signInAs(page, "gudang@erp.test");
  const html = await (
    await page.request.get("/gudang/pengeluaran/barang-ke-stockist-dikirim")
  ).text();
  expect(html).not.toContain("Memuat...");
  await page.goto("/gudang/pengeluaran/barang-ke-stockist-dikirim");
  await waitForHydration(page);
  const table = page.getByRole("table", { name: /^Daftar Pengeluaran/ });
  await expect(table.getByRole("row").nth(1)).toContainText(/\d{1,2} \w{3} \d{4} \d{2}:\d{2}/);
  expect(hydrationErrors()).toEqual([]);
  await context.close();
});

test("the member and office lists come with their first page, in any time zone", async ({
  browser,
}) => {
  const { context, page, hydrationErrors } = await pageInZone(browser, "America/Los_Angeles");
  await signInAs(page, "admin@erp.test");
  for (const path of ["/admin/master/member", "/admin/master/stockist"]) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).not.toContain("Memuat...");
    expect(html, path).toMatch(/<td[^>]*>(MU|STK)-/);
  }
  // The members' join day is rendered in the business zone on both sides (no mismatch at the
  // date line), and a search asks for the list's fieldset only.
  await page.goto("/admin/master/member");
  await waitForHydration(page);
  const searched = page.waitForResponse(
    (r) => r.url().includes("/api/v1/offices?") && r.url().includes("search"),
  );
  await page.getByLabel("Cari Mitra Usaha").fill("MU-");
  const url = decodeURIComponent((await searched).url());
  expect(url).toContain("fields[offices]=code,");
  // A member promoted to stockist keeps its MU- code until it is given one (it sorts first).
  await page.goto("/admin/master/stockist");
  await waitForHydration(page);
  await expect(page.getByRole("table").first().getByRole("row").nth(1)).toContainText(
    /(STK|MU)-\d/,
  );
  expect(hydrationErrors()).toEqual([]);
  await context.close();
});

test("the user list comes with its first page", async ({ page }) => {
  await signInAs(page, "admin@erp.test");
  const html = await (await page.request.get("/admin/master/users")).text();
  expect(html).not.toContain("Memuat...");
  expect(html).toContain("admin@erp.test");
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/v1/users?")) asked.push(r.url());
  });
  await page.goto("/admin/master/users");
  await waitForHydration(page);
  await expect(page.getByRole("table", { name: "Daftar User" })).toContainText("@erp.test");
  expect(asked).toEqual([]);
  // Another category asks the API for its own first page.
  const other = page.waitForResponse((r) => r.url().includes("/api/v1/users?"));
  await page.getByLabel("Kategori Kantor").selectOption({ label: "Stockist" });
  expect((await other).status()).toBe(200);
});
