// Create forms guard unsaved changes with the one mechanism of the order forms
// (components/forms/use-unsaved-changes.ts; issue 23 §3): Tambah Pembelian lost everything on
// the browser's Back with no warning. Back on a half-written purchase order asks first; staying
// keeps what was typed, leaving goes back to the list.
import { expect, test, signInAs } from "./support";

const UNSAVED = "Perubahan belum disimpan. Tinggalkan halaman ini?";

test("Back on a half-written Tambah Pembelian asks first; staying keeps it, leaving goes back", async ({
  page,
}) => {
  await signInAs(page, "gudang@erp.test");
  await page.goto("/gudang/pembelian");
  await page.locator("#main").getByRole("link", { name: "Tambah Pembelian" }).click();
  await expect(page).toHaveURL(/\/gudang\/pembelian\/tambah-pembelian$/);
  const form = page.getByRole("form", { name: "Tambah Pembelian" });
  const supplier = form.getByLabel("Supplier");
  // The suppliers load after the page: wait for them, then pick SUP-001.
  await expect(supplier.locator("option", { hasText: "SUP-001" })).toHaveCount(1);
  const sup001 = await supplier.locator("option", { hasText: "SUP-001" }).getAttribute("value");
  await supplier.selectOption(sup001 ?? "");
  await form.getByRole("textbox", { name: "Keterangan", exact: true }).fill("Stok akhir bulan");

  const asked: string[] = [];
  page.once("dialog", (d) => {
    asked.push(d.message());
    void d.dismiss();
  });
  await page.goBack();
  await expect.poll(() => asked).toEqual([UNSAVED]);
  await expect(page).toHaveURL(/\/gudang\/pembelian\/tambah-pembelian$/);
  await expect(form.getByRole("textbox", { name: "Keterangan", exact: true })).toHaveValue(
    "Stok akhir bulan",
  );
  await expect(supplier).toHaveValue(sup001 ?? "-");

  // Asked again and accepted: the list, with nothing saved.
  page.once("dialog", (d) => {
    asked.push(d.message());
    void d.accept();
  });
  await page.goBack();
  await expect(page).toHaveURL(/\/gudang\/pembelian$/);
  expect(asked).toEqual([UNSAVED, UNSAVED]);
});
