// Admin > Master catalog screens built on the shared DataTable, form dialog and confirm/result
// dialogs: /admin/master/kelompok-barang and /ekspedisi (the /barang screens are tested in
// admin-products.spec.ts). Every row a test creates has a code unique to the run and is
// deleted by the same test.
import { expect, test, type Page, signInAs } from "./support";

const run = Date.now().toString(36).toUpperCase();

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const table = (page: Page, name: string) => page.getByRole("table", { name });
const search = async (page: Page, placeholder: string, text: string) => {
  await page.getByPlaceholder(placeholder, { exact: true }).fill(text);
};
const okResult = async (page: Page, text: string) => {
  const result = page.getByRole("dialog", { name: "Berhasil" });
  await expect(result.getByText(text)).toBeVisible();
  await result.getByRole("button", { name: "OK" }).click();
  await expect(result).toBeHidden();
};

test("kelompok barang: validation, create, duplicate code, edit and delete", async ({ page }) => {
  const code = `E2EK${run}`;
  const name = `Kelompok Uji ${run}`;
  await signInAs(page, "admin@erp.test");
  await page.goto("/admin/master/kelompok-barang");
  await expect(page).toHaveTitle(/^Kelompok Barang/);
  await expect(page.getByRole("heading", { name: "Kelompok Barang", exact: true })).toBeVisible();
  const list = table(page, "Daftar Kelompok Barang");
  await expect(list.getByRole("row", { name: /Kesehatan/ })).toBeVisible();

  // Empty fields: the shared schema's rule, on both required fields.
  await page.getByRole("button", { name: "Tambah Kelompok Barang" }).click();
  const dialog = page.getByRole("dialog", { name: "Tambah Kelompok Barang" });
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(dialog.getByText("Kolom wajib diisi", { exact: true })).toHaveCount(2);
  await expect(dialog.getByRole("textbox", { name: "Kode" })).toBeFocused();

  await dialog.getByRole("textbox", { name: "Kode" }).fill(code);
  await dialog.getByRole("textbox", { name: "Nama Kelompok" }).fill(name);
  await dialog.getByRole("textbox", { name: "Keterangan" }).fill("dibuat oleh e2e");
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await okResult(page, "Data Berhasil disimpan");

  await search(page, "Cari Kelompok Barang", code);
  await expect(list.getByRole("row")).toHaveCount(2);
  await expect(list.getByRole("row", { name: new RegExp(name) })).toContainText("dibuat oleh e2e");

  // Same code again: 409, the failure dialog; 'Kembali' returns to the form.
  await page.getByRole("button", { name: "Tambah Kelompok Barang" }).click();
  await dialog.getByRole("textbox", { name: "Kode" }).fill(code);
  await dialog.getByRole("textbox", { name: "Nama Kelompok" }).fill(`${name} Dua`);
  await dialog.getByRole("button", { name: "Simpan" }).click();
  const failed = page.getByRole("dialog", { name: "Gagal" });
  await expect(failed.getByRole("button", { name: "Kembali" })).toBeVisible();
  await failed.getByRole("button", { name: "Kembali" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Batal" }).click();

  await page.getByRole("button", { name: `Ubah ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Ubah Kelompok Barang" });
  await expect(edit.getByRole("textbox", { name: "Kode" })).toHaveValue(code);
  await edit.getByRole("textbox", { name: "Nama Kelompok" }).fill(`${name} Baru`);
  await edit.getByRole("button", { name: "Simpan" }).click();
  await okResult(page, "Data Berhasil diubah");
  await expect(list.getByRole("row", { name: new RegExp(`${name} Baru`) })).toBeVisible();

  await page.getByRole("button", { name: `Hapus ${name} Baru` }).click();
  const confirm = page.getByRole("dialog", { name: "Hapus Kelompok Barang" });
  await confirm.getByRole("button", { name: "Batal" }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole("button", { name: `Hapus ${name} Baru` }).click();
  await confirm.getByRole("button", { name: "Yakin" }).click();
  await expect(toast(page, "Kelompok barang berhasil dihapus")).toBeVisible();
  await expect(list.getByText("Data Kosong")).toBeVisible();
});

test("ekspedisi: create, edit (deactivate), status filter and delete", async ({ page }) => {
  const code = `E2EX${run}`;
  const name = `Ekspedisi Uji ${run}`;
  await signInAs(page, "admin@erp.test");
  await page.goto("/admin/master/ekspedisi");
  await expect(page).toHaveTitle(/^Ekspedisi/);
  const list = table(page, "Daftar Ekspedisi");

  await page.getByRole("button", { name: "Tambah Ekspedisi" }).click();
  const dialog = page.getByRole("dialog", { name: "Tambah Ekspedisi" });
  await dialog.getByRole("textbox", { name: "Kode Ekspedisi" }).fill(code);
  await dialog.getByRole("textbox", { name: "Nama Ekspedisi" }).fill(name);
  await dialog.getByRole("textbox", { name: "No. Telp" }).fill("0211234567");
  await dialog.getByRole("textbox", { name: "Alamat" }).fill("Jl. Uji No. 1");
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await okResult(page, "Data Berhasil disimpan");

  await search(page, "Cari Ekspedisi", code);
  await expect(list.getByRole("row")).toHaveCount(2);
  const row = list.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("0211234567");
  await expect(row).toContainText("Jl. Uji No. 1");
  await expect(row).toContainText("Aktif");

  await page.getByRole("button", { name: `Ubah ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Ubah Ekspedisi" });
  await expect(edit.getByRole("textbox", { name: "No. Telp" })).toHaveValue("0211234567");
  await edit.getByRole("textbox", { name: "Nama Ekspedisi" }).fill(`${name} Baru`);
  await edit.getByRole("switch", { name: "Aktif" }).click();
  await edit.getByRole("button", { name: "Simpan" }).click();
  await okResult(page, "Data Berhasil diubah");
  await page.getByLabel("Status").selectOption("false");
  await expect(list.getByRole("row", { name: new RegExp(`${name} Baru`) })).toContainText(
    "Non Aktif",
  );
  await page.getByLabel("Status").selectOption("true");
  await expect(list.getByText("Data Kosong")).toBeVisible();
  await page.getByLabel("Status").selectOption("");

  await page.getByRole("button", { name: `Hapus ${name} Baru` }).click();
  await page
    .getByRole("dialog", { name: "Hapus Ekspedisi" })
    .getByRole("button", { name: "Yakin" })
    .click();
  await expect(toast(page, "Ekspedisi berhasil dihapus")).toBeVisible();
  await expect(list.getByText("Data Kosong")).toBeVisible();
});

test("ekspedisi: service lines with destination city and tariff per kg", async ({ page }) => {
  const service = `REG ${run}`;
  await signInAs(page, "admin@erp.test");
  await page.goto("/admin/master/ekspedisi");
  await search(page, "Cari Ekspedisi", "TIKI");
  await page.getByRole("button", { name: "Layanan TIKI" }).click();
  const dialog = page.getByRole("dialog", { name: "Layanan TIKI" });
  const form = dialog.getByRole("form", { name: "Tambah Layanan" });
  await form.getByRole("button", { name: "Tambah Layanan" }).click();
  await expect(form.getByText("Kolom wajib diisi", { exact: true })).toHaveCount(2);

  await form.getByRole("textbox", { name: "Nama Layanan" }).fill(service);
  await form.getByRole("textbox", { name: "Tarif / kg" }).fill("12500");
  await expect(form.getByRole("textbox", { name: "Tarif / kg" })).toHaveValue("12.500");
  await form.getByLabel("Provinsi Tujuan").selectOption({ label: "Jawa Barat" });
  await form.getByLabel("Kota Tujuan").selectOption({ label: "Kota Bandung" });
  await form.getByRole("spinbutton", { name: "Estimasi (hari)" }).fill("2");
  await form.getByRole("button", { name: "Tambah Layanan" }).click();
  await expect(toast(page, "Data Berhasil disimpan")).toBeVisible();

  const list = dialog.getByRole("table", { name: "Daftar Layanan TIKI" });
  const row = list.getByRole("row", { name: new RegExp(service) });
  await expect(row).toContainText("Kota Bandung");
  await expect(row).toContainText(/Rp\s?12\.500/);
  await expect(row).toContainText("2 hari");

  await dialog.getByRole("button", { name: `Hapus layanan ${service}` }).click();
  await page
    .getByRole("dialog", { name: "Hapus Layanan" })
    .getByRole("button", { name: "Yakin" })
    .click();
  await expect(toast(page, "Layanan berhasil dihapus")).toBeVisible();
  await expect(list.getByRole("row", { name: new RegExp(service) })).toHaveCount(0);
});
