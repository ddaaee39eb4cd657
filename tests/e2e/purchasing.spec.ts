// Purchasing from a supplier (docs/purchasing.md): Pusat's Gudang fills Tambah Pembelian (supplier,
// a product line with quantity and agreed price, the total as the server computes it) and sends
// it with 'Kirim ke Supplier'; the supplier finds it in Persiapan Stok and starts preparing it.
import { expect, signIn, test, type Page } from "./support";

const note = `E2E pembelian ${Date.now().toString(36).toUpperCase()}`;
let code = "";

test.describe.configure({ mode: "serial" });

const main = (page: Page) => page.getByRole("main");

test("gudang creates a purchase order and sends it to the supplier", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, "gudang@erp.test");
  await page.goto("/gudang/pembelian");
  await expect(page).toHaveTitle(/^Pembelian ke Supplier/);
  // The demo purchase orders are listed.
  await expect(
    page.getByRole("table", { name: "Daftar Pembelian ke Supplier" }).getByRole("row").nth(1),
  ).toContainText(/PO-\d{6}-\d{5}/);

  await page.getByRole("link", { name: "Tambah Pembelian" }).first().click();
  await expect(page).toHaveURL(/\/gudang\/pembelian\/tambah-pembelian$/);
  const form = page.getByRole("form", { name: "Tambah Pembelian" });

  // Nothing filled: the shared schema's messages, nothing sent.
  await form.getByRole("button", { name: "Kirim ke Supplier" }).click();
  await expect(form).toContainText("Kolom wajib diisi");

  const supplier = form.getByLabel("Supplier");
  const option = supplier.locator("option", { hasText: "SUP-001" });
  await expect(option).toHaveCount(1);
  await supplier.selectOption((await option.getAttribute("value")) ?? "");
  await form.getByLabel("Keterangan").fill(note);
  await form.locator("#line-0-product").click();
  await page.locator("#line-0-product-list").getByRole("option").first().click();
  await form.getByLabel("Jumlah baris 1").fill("5");
  await form.getByLabel("Harga satuan baris 1").fill("12500");
  await expect(form.getByTestId("po-total")).toHaveText("Rp 62.500");

  await form.getByRole("button", { name: "Kirim ke Supplier" }).click();
  await expect(page).toHaveURL(/\/gudang\/pembelian\/[0-9a-f-]{36}$/);
  const heading = main(page).getByRole("heading", { level: 1 });
  await expect(heading).toContainText(/Detail Pembelian PO-\d{6}-\d{5}/);
  code = /PO-\d{6}-\d{5}/.exec((await heading.textContent()) ?? "")?.[0] ?? "";
  // The status badge in the page header.
  await expect(main(page).locator("header").first()).toContainText("Dikirim ke Supplier");
  await expect(main(page)).toContainText("Rp 62.500");
  await expect(page.getByRole("table", { name: "Riwayat status" })).toContainText(
    "Dikirim ke supplier",
  );
  // A submitted order can still be cancelled, but no longer sent again.
  await expect(main(page).getByRole("button", { name: "Kirim ke Supplier" })).toHaveCount(0);
  await expect(main(page).getByRole("button", { name: "Batalkan Pembelian" })).toBeVisible();
});

test("the supplier sees it in Persiapan Stok and starts preparing it", async ({ page }) => {
  test.setTimeout(90_000);
  expect(code).not.toBe("");
  await signIn(page, "supplier@erp.test");
  await page.goto("/supplier/persiapan-stok");
  await expect(page).toHaveTitle(/^Persiapan Stok/);
  await page.getByPlaceholder("Cari kode pembelian").fill(code);
  const table = page.getByRole("table", { name: "Daftar Persiapan Stok" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await table.getByRole("link", { name: code, exact: true }).click();
  await expect(page).toHaveURL(/\/supplier\/persiapan-stok\/[0-9a-f-]{36}$/);
  await expect(main(page)).toContainText("PUSAT");
  await main(page).getByRole("button", { name: "Mulai Siapkan" }).click();
  await page.getByRole("button", { name: "Yakin" }).click();
  await expect(main(page).locator("header").first()).toContainText("Diproses Supplier");
  await expect(main(page).getByRole("button", { name: "Mulai Siapkan" })).toHaveCount(0);
});
