// The order screens (docs/orders.md "Screens"): Penjualan writes a faktur for STK-001 with two
// lines, sees the server's prices once the draft is saved and validates it after the preview;
// the stockist sells to its member and validates; a stockist opening another office's order
// gets the 404 page ("Halaman tidak ditemukan").
import { expect, pickOffice, pickProduct, signInAs, test, type Page } from "./support";

test.describe.configure({ mode: "serial" });

const main = (page: Page) => page.getByRole("main");

test("past the list's cap the totals are counted on request ('Hitung total')", async ({ page }) => {
  // A million orders are not made here: the list's real answer is marked as past the cap
  // (meta.totals_capped, as the server answers over ORDER_LIST_CAP matches); "Hitung total" then
  // asks the real server for the exact count and sums of the same rows.
  let listed = 0;
  await page.route(
    (url) => url.pathname === "/api/v1/orders",
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        meta: Record<string, unknown> & { page: { total: number } };
      };
      listed = body.meta.page.total;
      body.meta = { ...body.meta, totals: null, totals_capped: true, totals_cap: 10_000 };
      await route.fulfill({ response, json: body });
    },
  );
  await signInAs(page, "penjualan@erp.test");
  await page.goto("/penjualan/transaksi-penjualan");
  const totals = page.getByLabel("Total daftar");
  // The first page came with the page (its real totals); a filter makes the browser ask the API.
  await expect(totals).toContainText("Total Akhir");
  await main(page).getByRole("textbox", { name: /^Dari/ }).fill("2000-01-01");
  await expect(totals).toContainText("lebih dari 10.000 order cocok");
  await totals.getByRole("button", { name: "Hitung total" }).click();
  await expect(totals).toContainText("Jumlah Order");
  await expect(totals).toContainText("Total Akhir");
  expect(listed).toBeGreaterThan(0);
  await expect(totals.getByText(listed.toLocaleString("id-ID"), { exact: true })).toBeVisible();
});

test("penjualan creates a faktur for STK-001, sees server prices and validates it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, "penjualan@erp.test");
  await page.goto("/penjualan/transaksi-penjualan");
  await expect(page).toHaveTitle(/^Faktur Penjualan/);
  await expect(
    page.getByRole("table", { name: "Daftar Faktur Penjualan" }).getByRole("row").nth(1),
  ).toContainText(/FJ-\d{6}-\d+/);
  await expect(page.getByLabel("Total daftar")).toContainText("Total Akhir");

  await page.getByRole("link", { name: "Tambah Faktur Penjualan" }).click();
  await expect(page).toHaveURL(/\/tambah-transaksi-penjualan$/);
  const form = page.getByRole("form", { name: "Tambah Faktur Penjualan" });
  // Nothing chosen: the schema's messages, nothing sent.
  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(form).toContainText("Kolom wajib diisi");

  await pickOffice(page, "STK-001");
  await expect(form.locator("#field-other")).toHaveValue(/STK-001/);
  await pickProduct(page, 0, "Kolostrum");
  await form.getByLabel("Jumlah baris 1").fill("40");
  await form.getByRole("button", { name: "Tambah Barang" }).click();
  await pickProduct(page, 1, "Serum Wajah");
  await form.getByLabel("Jumlah baris 2").fill("40");
  await form.getByRole("button", { name: "Simpan" }).click();

  await expect(page).toHaveURL(/\/penjualan\/transaksi-penjualan\/[0-9a-f-]{36}$/);
  await expect(main(page).getByRole("heading", { level: 1 })).toContainText(
    /Detail Faktur Penjualan FJ-/,
  );
  await expect(main(page).locator("header").first()).toContainText("Draft");
  // The server's price snapshots and totals.
  const lines = page.getByRole("table", { name: "Barang order" });
  await expect(lines.getByRole("row")).toHaveCount(3);
  await expect(page.getByTestId("order-total")).not.toHaveText("Rp 0");

  await main(page).getByRole("button", { name: "Validasi" }).click();
  const preview = page.getByRole("dialog", { name: "Validasi" });
  await expect(preview.getByRole("table", { name: "Pratinjau validasi" })).toContainText(
    "Kolostrum",
  );
  await expect(preview).toContainText("terpenuhi");
  await preview.getByRole("button", { name: "Validasi Order" }).click();
  await expect(main(page).locator("header").first()).toContainText("Menunggu Pembayaran");
  await expect(page.getByRole("table", { name: "Riwayat status" })).toContainText("Divalidasi");
  await expect(main(page).getByRole("button", { name: "Ubah Barang" })).toHaveCount(0);
});

test("the stockist sells to its member MU-0000001 and validates the sale", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, "stockist@erp.test");
  await page.goto("/stockist/pengeluaran");
  await expect(
    page
      .getByRole("table", { name: "Daftar Pengeluaran Barang ke Mitra Usaha" })
      .getByRole("row")
      .nth(1),
  ).toContainText(/PM-\d{6}-\d+/);
  await page.getByRole("link", { name: "Tambah Penjualan ke Mitra" }).click();
  const form = page.getByRole("form", { name: "Tambah Penjualan ke Mitra" });
  await pickOffice(page, "MU-0000001");
  await pickProduct(page, 0, "Kolostrum");
  await form.getByLabel("Jumlah baris 1").fill("1");
  await form.getByRole("button", { name: "Simpan" }).click();

  await expect(page).toHaveURL(/\/stockist\/pengeluaran\/barang-ke-member\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("order-total")).not.toHaveText("Rp 0");
  await main(page).getByRole("button", { name: "Validasi" }).click();
  await page
    .getByRole("dialog", { name: "Validasi" })
    .getByRole("button", { name: "Validasi Order" })
    .click();
  await expect(main(page).locator("header").first()).toContainText("Menunggu Pembayaran");
});

test("a stockist cannot open another office's order", async ({ page, browser }) => {
  test.setTimeout(90_000);
  // Penjualan's restock to SC-001 (seeded) is none of STK-001's business.
  const other = await browser.newPage();
  await signInAs(other, "penjualan@erp.test");
  await other.goto("/penjualan/faktur-sc");
  const link = other
    .getByRole("table", { name: "Daftar Faktur Restock SC" })
    .getByRole("link", { name: /^RS-/ })
    .first();
  const href = (await link.getAttribute("href")) ?? "";
  const id = /[0-9a-f-]{36}$/.exec(href)?.[0] ?? "";
  expect(id).not.toBe("");
  await other.close();

  await signInAs(page, "stockist@erp.test");
  // The server answers a 404 page before anything of the order renders (server/shell/page-scope.ts).
  const res = await page.goto(`/stockist/pembelian/${id}`);
  expect(res?.status()).toBe(404);
  await expect(main(page)).toContainText("Halaman tidak ditemukan");
  await expect(main(page).getByRole("button", { name: "Validasi" })).toHaveCount(0);
});
