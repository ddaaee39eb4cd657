// Paying a faktur at the Kasir (docs/payments.md): kasir@erp.test opens the seeded faktur for
// STK-001 waiting for payment (origin code NOTA-KASIR-002, found by search), splits the bill over
// cash and a transfer to Pusat's bank account with the remaining amount shown live, sees
// 'Pembayaran Berhasil' and the order released, then opens the printable receipt.
import { expect, signInAs, test, type Page } from "./support";

const main = (page: Page) => page.getByRole("main");
const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test("kasir pays a faktur split over cash and transfer and prints the receipt", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, "kasir@erp.test");
  await page.goto("/kasir/pembayaran/faktur-penjualan-pusat-ke-stockist");
  await expect(page).toHaveTitle(/^Faktur Penjualan Pusat ke Stockist/);
  const table = page.getByRole("table", { name: "Daftar Faktur Penjualan Pusat ke Stockist" });
  await page.getByLabel("Cari kode faktur atau pembeli").fill("NOTA-KASIR-002");
  const row = table.getByRole("row").filter({ hasText: "NOTA-KASIR-002" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("STK-001");
  await row.getByRole("link", { name: /^FJ-/ }).click();
  await expect(page).toHaveURL(
    /\/kasir\/pembayaran\/faktur-penjualan-pusat-ke-stockist\/[0-9a-f-]{36}$/,
  );
  await expect(main(page).getByTestId("order-status")).toHaveText("Menunggu Pembayaran");

  const form = page.getByRole("form", { name: "Form pembayaran" });
  await form.getByLabel("Metode pembayaran 1").selectOption({ label: "Tunai" });
  await form.getByLabel("Jumlah pembayaran 1").fill("1000000");
  await expect(form.getByTestId("sisa-setelah-bayar")).not.toHaveText("Rp 0");
  await form.getByRole("button", { name: "Tambah Metode" }).click();
  // The new line takes what is left; nothing remains.
  await expect(form.getByTestId("sisa-setelah-bayar")).toHaveText("Rp 0");
  await form.getByLabel("Metode pembayaran 2").selectOption({ label: "Transfer Bank" });
  const bank = form.getByLabel("Rekening tujuan 2");
  const option = bank.locator("option", { hasText: "1230009876" });
  await expect(option).toHaveCount(1);
  await bank.selectOption((await option.getAttribute("value")) ?? "");
  await form.getByLabel("Nomor referensi 2").fill("TRF-E2E-001");
  await form.getByRole("button", { name: "Simpan" }).click();

  await expect(toast(page, "Pembayaran Berhasil")).toBeVisible();
  await expect(main(page).getByTestId("order-status")).toHaveText("Siap Dikirim");
  const payments = main(page).getByRole("table", { name: "Pembayaran order" });
  await expect(payments).toContainText("Menunggu Verifikasi");
  await payments.getByRole("link", { name: /^PAY-/ }).click();

  await expect(page).toHaveURL(/\/faktur-pembayaran\/[0-9a-f-]{36}$/);
  const receipt = page.getByRole("article", { name: "Faktur pembayaran" });
  await expect(receipt.getByRole("heading", { name: "Faktur Pembayaran" })).toBeVisible();
  await expect(receipt).toContainText("Tunai");
  await expect(receipt).toContainText("Transfer Bank");
  await expect(receipt).toContainText("TRF-E2E-001");
  await expect(receipt).toContainText("STK-001");
  await expect(page.getByRole("button", { name: "Cetak" })).toBeVisible();
});

test("log pembayaran lists the payments", async ({ page }) => {
  await signInAs(page, "kasir@erp.test");
  await page.goto("/kasir/log-pembayaran");
  await expect(page).toHaveTitle(/^Log Pembayaran/);
  await expect(
    page.getByRole("table", { name: "Log Pembayaran" }).getByRole("row").nth(1),
  ).toContainText(/PAY-\d{6}-\d{6}/);
});
