// Admin > Master screens built on the shared DataTable, form dialog, confirm/result dialogs and
// the office picker: /admin/master/pendidikan, /pekerjaan and /bank. Every row a test creates
// has a name unique to the run and is deleted by the same test.
import { expect, test, type Page, signInAs } from "./support";

const run = Date.now().toString(36).toUpperCase();

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const table = (page: Page, name: string) => page.getByRole("table", { name });
const search = async (page: Page, placeholder: string, text: string) => {
  await page.getByPlaceholder(placeholder, { exact: true }).fill(text);
};

test("pendidikan: validation, create, search, edit and delete", async ({ page }) => {
  const name = `Uji Pendidikan ${run}`;
  await signInAs(page, "admin@erp.test");
  await page.goto("/admin/master/pendidikan");
  await expect(page).toHaveTitle(/^Pendidikan/);
  await expect(page.getByRole("heading", { name: "Pendidikan", exact: true })).toBeVisible();
  const list = table(page, "Daftar Pendidikan");
  await expect(list.getByRole("row").nth(1)).toBeVisible();

  // Empty name: the form's rule, on the field.
  await page.getByRole("button", { name: "Tambah Pendidikan" }).click();
  const dialog = page.getByRole("dialog", { name: "Tambah Pendidikan" });
  await expect(dialog.getByText("Kolom Wajib Diisi")).toBeVisible();
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(dialog.getByText("Kolom wajib diisi", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Nama" })).toBeFocused();

  await dialog.getByRole("textbox", { name: "Nama" }).fill(name);
  await dialog.getByRole("textbox", { name: "Keterangan" }).fill("dibuat oleh e2e");
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(toast(page, "Data pendidikan berhasil ditambahkan")).toBeVisible();
  await expect(dialog).toBeHidden();

  await search(page, "Cari Pendidikan", run);
  await expect(list.getByRole("row")).toHaveCount(2);
  await expect(list.getByRole("row", { name: new RegExp(name) })).toBeVisible();

  await page.getByRole("button", { name: `Ubah ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Ubah Pendidikan" });
  await expect(edit.getByRole("textbox", { name: "Nama" })).toHaveValue(name);
  await edit.getByRole("textbox", { name: "Nama" }).fill(`${name} Edit`);
  await edit.getByRole("button", { name: "Simpan" }).click();
  await expect(toast(page, "Data pendidikan berhasil diubah")).toBeVisible();
  await expect(list.getByRole("row", { name: new RegExp(`${name} Edit`) })).toBeVisible();

  await page.getByRole("button", { name: `Hapus ${name} Edit` }).click();
  const confirm = page.getByRole("dialog", { name: "Hapus Pendidikan" });
  await confirm.getByRole("button", { name: "Batal" }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole("button", { name: `Hapus ${name} Edit` }).click();
  await confirm.getByRole("button", { name: "Yakin" }).click();
  await expect(toast(page, "Data pendidikan berhasil dihapus")).toBeVisible();
  await expect(list.getByText("Data Kosong")).toBeVisible();
});

test("pendidikan: 'Cari Kantor' picker needs 3 letters and filters by the chosen office", async ({
  page,
}) => {
  await signInAs(page, "admin@erp.test");
  await page.goto("/admin/master/pendidikan");
  await page.getByRole("button", { name: "Cari Kantor" }).click();
  const picker = page.getByRole("dialog", { name: "Daftar Kantor" });
  const offices = picker.getByRole("table", { name: "Daftar Kantor" });
  await expect(offices.getByRole("columnheader")).toHaveText([
    "Kode Kantor",
    "Nama Kantor",
    "Alamat",
    "No. Telp",
  ]);
  await expect(offices.getByRole("row").nth(1)).toBeVisible();

  // Paging (5 a page) and server-side sorting.
  const pager = picker.getByRole("navigation", { name: "Halaman" });
  await expect(pager).toContainText(/Menampilkan 1-5 dari \d+/);
  await pager.getByRole("button", { name: "Halaman 2" }).click();
  await expect(pager).toContainText(/Menampilkan 6-10 dari \d+/);
  await offices.getByRole("button", { name: "Nama Kantor" }).click();
  await expect(offices.getByRole("columnheader", { name: "Nama Kantor" })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );
  await expect(pager).toContainText(/Menampilkan 1-5 dari \d+/);

  const box = picker.getByPlaceholder("Cari Kantor");
  await box.fill("Ma");
  await expect(picker.getByText("Pencarian tidak boleh kurang dari 3 huruf")).toBeVisible();
  await box.fill("Malang");
  await expect(picker.getByText("Pencarian tidak boleh kurang dari 3 huruf")).toBeHidden();
  const row = offices.getByRole("row", { name: /Stockist Malang Sejahtera/ });
  await expect(row).toBeVisible();
  await expect(offices.getByRole("row")).toHaveCount(2);
  await row.click();
  await expect(picker).toBeHidden();

  // STK-001's education is D3 (seed): the list shows that one row.
  await expect(page.getByText("Stockist Malang Sejahtera")).toBeVisible();
  const list = table(page, "Daftar Pendidikan");
  await expect(list.getByRole("row")).toHaveCount(2);
  await expect(list.getByRole("cell", { name: "D3", exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Hapus filter kantor" }).click();
  await expect(list.getByRole("row").nth(2)).toBeVisible();

  // 'Tutup' closes without choosing.
  await page.getByRole("button", { name: "Cari Kantor" }).click();
  await picker.getByRole("button", { name: "Tutup" }).click();
  await expect(picker).toBeHidden();
});

test("pekerjaan: create and delete with the profession messages", async ({ page }) => {
  const name = `Uji Pekerjaan ${run}`;
  await signInAs(page, "admin@erp.test");
  await page.goto("/admin/master/pekerjaan");
  await expect(page).toHaveTitle(/^Pekerjaan/);
  await page.getByRole("button", { name: "Tambah Pekerjaan" }).click();
  const dialog = page.getByRole("dialog", { name: "Tambah Pekerjaan" });
  await dialog.getByRole("textbox", { name: "Nama" }).fill(name);
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(toast(page, "Profesi berhasil ditambahkan")).toBeVisible();
  await search(page, "Cari Pekerjaan", name);
  const list = table(page, "Daftar Pekerjaan");
  await expect(list.getByRole("row")).toHaveCount(2);
  await page.getByRole("button", { name: `Hapus ${name}` }).click();
  await page.getByRole("button", { name: "Yakin" }).click();
  await expect(toast(page, "Profesi berhasil dihapus")).toBeVisible();
  await expect(list.getByText("Data Kosong")).toBeVisible();
});

test("bank: create, duplicate code fails with Ulangi/Kembali, edit, filter, delete", async ({
  page,
}) => {
  const code = `E2E${run}`;
  const name = `Bank Uji ${run}`;
  await signInAs(page, "admin@erp.test");
  await page.goto("/admin/master/bank");
  await expect(page).toHaveTitle(/^Bank/);
  const list = table(page, "Daftar Bank");

  const add = async (bankName: string) => {
    await page.getByRole("button", { name: "Tambah Bank" }).click();
    const dialog = page.getByRole("dialog", { name: "Tambah Bank" });
    await dialog.getByRole("textbox", { name: "Kode Bank" }).fill(code);
    await dialog.getByRole("textbox", { name: "Nama Bank" }).fill(bankName);
    await dialog.getByRole("button", { name: "Simpan" }).click();
    return dialog;
  };

  // Empty fields are refused by the form.
  await page.getByRole("button", { name: "Tambah Bank" }).click();
  const empty = page.getByRole("dialog", { name: "Tambah Bank" });
  await empty.getByRole("button", { name: "Simpan" }).click();
  await expect(empty.getByText("Kolom wajib diisi", { exact: true })).toHaveCount(2);
  await empty.getByRole("button", { name: "Batal" }).click();

  await add(name);
  const result = page.getByRole("dialog", { name: "Berhasil" });
  await expect(result.getByText("Data Berhasil disimpan")).toBeVisible();
  await result.getByRole("button", { name: "OK" }).click();

  await search(page, "Cari Bank", code);
  await expect(list.getByRole("row")).toHaveCount(2);
  await expect(list.getByRole("row", { name: new RegExp(name) })).toContainText("Aktif");

  // Same code again: the server refuses (409); the failure dialog offers Ulangi and Kembali.
  const dup = await add(`${name} Dua`);
  const failed = page.getByRole("dialog", { name: "Gagal" });
  await expect(failed.getByRole("button", { name: "Ulangi" })).toBeVisible();
  await failed.getByRole("button", { name: "Ulangi" }).click();
  await expect(failed.getByRole("button", { name: "Kembali" })).toBeVisible();
  await failed.getByRole("button", { name: "Kembali" }).click();
  await expect(dup).toBeVisible();
  await dup.getByRole("button", { name: "Batal" }).click();

  // Edit: rename and deactivate; the status filter finds it under 'Non Aktif'.
  await page.getByRole("button", { name: `Ubah ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Ubah Bank" });
  await edit.getByRole("textbox", { name: "Nama Bank" }).fill(`${name} Baru`);
  await edit.getByRole("switch", { name: "Aktif" }).click();
  await edit.getByRole("button", { name: "Simpan" }).click();
  await expect(
    page.getByRole("dialog", { name: "Berhasil" }).getByText("Data Berhasil diubah"),
  ).toBeVisible();
  await page.getByRole("button", { name: "OK" }).click();
  await page.getByLabel("Status").selectOption("false");
  await expect(list.getByRole("row", { name: new RegExp(`${name} Baru`) })).toContainText(
    "Non Aktif",
  );
  await page.getByLabel("Status").selectOption("true");
  await expect(list.getByText("Data Kosong")).toBeVisible();
  await page.getByLabel("Status").selectOption("");

  await page.getByRole("button", { name: `Hapus ${name} Baru` }).click();
  await page
    .getByRole("dialog", { name: "Hapus Bank" })
    .getByRole("button", { name: "Yakin" })
    .click();
  await expect(toast(page, "Bank berhasil dihapus")).toBeVisible();
  await expect(list.getByText("Data Kosong")).toBeVisible();
});

test("a stockist opening an Admin master screen is sent to /", async ({ page }) => {
  await signInAs(page, "stockist@erp.test");
  await page.goto("/admin/master/pendidikan");
  await expect(page).toHaveURL(/\/$/);
});

test("hak akses: the resource.aksi rule, create, search, edit and delete", async ({ page }) => {
  const name = `uji-${run.toLowerCase()}.lihat`;
  await signInAs(page, "admin@erp.test");
  await page.goto("/admin/master/hak-akses");
  await expect(page).toHaveTitle(/^Hak Akses/);
  const list = table(page, "Daftar Hak Akses");
  await expect(list.getByRole("row").nth(1)).toBeVisible();

  await page.getByRole("button", { name: "Tambah Hak Akses" }).click();
  const dialog = page.getByRole("dialog", { name: "Tambah Hak Akses" });
  await dialog.getByRole("textbox", { name: "Nama Hak Akses" }).fill("Bukan Nama");
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(
    dialog.getByText("Nama hak akses berbentuk resource.aksi, huruf kecil"),
  ).toBeVisible();
  await dialog.getByRole("textbox", { name: "Nama Hak Akses" }).fill(name);
  await dialog.getByRole("textbox", { name: "Keterangan" }).fill("Melihat data uji");
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(toast(page, "Hak akses berhasil ditambahkan")).toBeVisible();

  await search(page, "Cari Hak Akses", name);
  await expect(list.getByRole("row")).toHaveCount(2);
  await page.getByRole("button", { name: `Ubah ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Ubah Hak Akses" });
  await edit.getByRole("textbox", { name: "Keterangan" }).fill("Melihat data uji (diubah)");
  await edit.getByRole("button", { name: "Simpan" }).click();
  await expect(toast(page, "Hak akses berhasil diubah")).toBeVisible();
  await expect(list.getByRole("row", { name: new RegExp(name) })).toContainText("(diubah)");

  // A second permission with the same name is refused with the server's message.
  await page.getByRole("button", { name: "Tambah Hak Akses" }).click();
  await dialog.getByRole("textbox", { name: "Nama Hak Akses" }).fill(name);
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByRole("status").filter({ hasText: /sudah ada/ })).toBeVisible();
  await dialog.getByRole("button", { name: "Batal" }).click();

  await page.getByRole("button", { name: `Hapus ${name}` }).click();
  await page
    .getByRole("dialog", { name: "Hapus Hak Akses" })
    .getByRole("button", { name: "Yakin" })
    .click();
  await expect(toast(page, "Hak akses berhasil dihapus")).toBeVisible();
  await expect(list.getByText("Data Kosong")).toBeVisible();
});
