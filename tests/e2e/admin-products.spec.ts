// Barang (products): the Admin list (search, category filter, price dialog, export), the one
// product form in create and detail/edit mode (price grid, limits, 'Produk Diperbarui',
// duplicate code on the field), and the read-only list of the stockist and KP layouts. The product
// a test creates has a code unique to the run and is deleted by the same test.
import fs from "node:fs";
import { appOrigin, expect, test, type Page, signInAs } from "./support";

const run = Date.now().toString(36).toUpperCase();

const table = (page: Page, name: string) => page.getByRole("table", { name });
const search = async (page: Page, text: string) => {
  await page.getByPlaceholder("Cari Barang", { exact: true }).fill(text);
};
const main = (page: Page) => page.getByRole("main");

test("barang: 50 demo products, search, category filter and prices per area", async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, "admin@erp.test");
  // The list asks its products without their prices and then only the page's prices in its area
  // (included, a page of 15 carried every area's price rows: 577 KB).
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/v1/product")) asked.push(decodeURIComponent(r.url()));
  });
  await page.goto("/admin/master/barang");
  await expect(page).toHaveTitle(/^Barang/);
  const list = table(page, "Daftar Barang");
  await expect(list.getByRole("columnheader")).toContainText([
    "Kode Barang",
    "Nama Barang",
    "Kelompok",
    "Satuan",
    "Point",
    "Nilai Bonus",
    "Harga Konsumen (Wilayah 0)",
    "Status",
  ]);
  const pager = page.getByRole("navigation", { name: "Halaman" });
  // The 50 demo products, and whatever the integration stage's tests created beside them.
  await expect(pager).toContainText(/Menampilkan 1-15 dari \d+/);
  const total = Number(/dari (\d+)/.exec((await pager.textContent()) ?? "")?.[1] ?? 0);
  expect(total).toBeGreaterThanOrEqual(50);
  await expect(list.getByRole("row").nth(1)).toContainText("BRG-001");

  await search(page, "BRG-001");
  await expect(list.getByRole("row")).toHaveCount(2);
  const row = list.getByRole("row", { name: /BRG-001/ });
  // Harga Konsumen (Wilayah 0), from the area's prices of the page's products.
  await expect(row.getByRole("cell").nth(6)).toHaveText(/^Rp\s?[\d.]+$/);
  const products = asked.filter((u) => u.includes("/api/v1/products?"));
  expect(products.length).toBeGreaterThan(0);
  for (const u of products) expect(u).not.toContain("product-prices");
  expect(asked.some((u) => /product-prices\?.*filter\[area_id\]=0/.test(u))).toBe(true);

  // Category filter: only rows of that category.
  await search(page, "");
  await page.getByLabel("Kelompok").selectOption({ label: "Kesehatan" });
  await expect(list.getByRole("row").nth(1)).toContainText("Kesehatan");
  await expect(pager).not.toContainText(`dari ${total}`);
  await page.getByLabel("Kelompok").selectOption("");
  await expect(pager).toContainText(`dari ${total}`);

  await search(page, "BRG-001");
  await expect(list.getByRole("row")).toHaveCount(2);
  await list.getByRole("button", { name: /^Harga / }).click();
  const prices = page.getByRole("dialog", { name: "Harga BRG-001" });
  const grid = prices.getByRole("table", { name: "Daftar Harga BRG-001" });
  await expect(grid.getByRole("columnheader")).toContainText([
    "Wilayah",
    "Konsumen",
    "Mitra Usaha",
    "Stockist",
  ]);
  await expect(grid.getByRole("row")).toHaveCount(6);
  await expect(grid.getByRole("row").nth(1)).toContainText("Rp");
  await prices.getByRole("button", { name: "Tutup" }).first().click();
  await expect(prices).toBeHidden();

  // Export: the CSV of the filtered list (exportProduct).
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    main(page).getByRole("button", { name: "Export" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^barang-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = fs.readFileSync(await download.path(), "utf8");
  expect(text).toContain("kode,nama,kelompok,satuan");
  expect(text).toContain("BRG-001,");
  expect(text).not.toContain("BRG-002,");
});

test("barang: create with prices and a limit, find, edit -> 'Produk Diperbarui', duplicate code", async ({
  page,
}) => {
  // A long flow (create, list, edit, reload, duplicate) on a shared, busy machine.
  test.setTimeout(120_000);
  const code = `E2EB${run}`;
  const name = `Barang Uji ${run}`;
  await signInAs(page, "admin@erp.test");
  await page.goto("/admin/master/barang");
  await main(page).getByRole("link", { name: "Tambah Barang" }).click();
  await expect(page).toHaveURL(/\/admin\/master\/barang\/tambah-barang$/);
  await expect(page.getByRole("heading", { name: "Tambah Barang", exact: true })).toBeVisible();
  const form = page.getByRole("form", { name: "Tambah Barang" });

  // Empty required fields: the shared schema's message on each, the first focused.
  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(form.getByText("Kolom wajib diisi", { exact: true })).toHaveCount(4);
  await expect(form.getByRole("textbox", { name: "Kode Barang", exact: true })).toBeFocused();

  await form.getByRole("textbox", { name: "Kode Barang", exact: true }).fill(code);
  await form.getByRole("textbox", { name: "Nama Barang", exact: true }).fill(name);
  await form.getByLabel("Kelompok Barang").selectOption({ label: "Kesehatan" });
  await form.getByLabel("Satuan").selectOption({ label: "Botol" });
  await form.getByRole("textbox", { name: "Point", exact: true }).fill("12");
  await form.getByRole("textbox", { name: "Nilai Bonus", exact: true }).fill("15000");
  await expect(form.getByRole("textbox", { name: "Nilai Bonus", exact: true })).toHaveValue(
    "15.000",
  );
  // The form's sections are tabs: the price grid and the limits are opened first.
  await form.getByRole("tab", { name: "Harga per Wilayah" }).click();
  await form.getByRole("textbox", { name: "Harga Wilayah 0 Konsumen", exact: true }).fill("125000");
  await expect(
    form.getByRole("textbox", { name: "Harga Wilayah 0 Konsumen", exact: true }),
  ).toHaveValue("125.000");
  await form
    .getByRole("textbox", { name: "Harga Wilayah 0 Mitra Usaha", exact: true })
    .fill("100000");
  await form.getByRole("textbox", { name: "Harga Wilayah 2 Stockist", exact: true }).fill("90000");
  // The owner (supplier) through the office picker, limited to suppliers.
  await form.getByRole("tab", { name: "Data Barang" }).click();
  await form.getByRole("button", { name: "Pilih Supplier" }).click();
  const picker = page.getByRole("dialog", { name: "Daftar Supplier" });
  await picker.getByRole("row", { name: /SUP-001/ }).click();
  await expect(picker).toBeHidden();
  await expect(form.getByText(/^SUP-001 - /)).toBeVisible();
  await form.getByRole("tab", { name: "Batas Pembelian" }).click();
  await form.getByRole("button", { name: "Tambah Batas", exact: true }).click();
  await form.getByLabel("Berlaku untuk batas 1").selectOption({ label: "Stockist" });
  await form.getByRole("textbox", { name: "Minimal batas 1", exact: true }).fill("2");
  await form.getByRole("textbox", { name: "Maksimal batas 1", exact: true }).fill("20");
  await form.getByRole("button", { name: "Simpan" }).click();
  const ok = page.getByRole("dialog", { name: "Berhasil" });
  await expect(ok.getByText("Data Berhasil disimpan")).toBeVisible();
  await ok.getByRole("button", { name: "OK" }).click();
  await expect(page).toHaveURL(/\/admin\/master\/barang$/);

  // Found in the list by search, with its consumer price of area 0.
  const list = table(page, "Daftar Barang");
  await search(page, code);
  await expect(list.getByRole("row")).toHaveCount(2);
  const row = list.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Kesehatan");
  await expect(row).toContainText(/Rp\s?125\.000/);

  // Detail/edit: the saved values, then a change of name and one price.
  await row.getByRole("link", { name: `Detail ${name}` }).click();
  await expect(page).toHaveURL(/\/admin\/master\/barang\/[0-9a-f-]{36}$/);
  const id = page.url().split("/").pop() ?? "";
  const edit = page.getByRole("form", { name: "Detail Barang" });
  await expect(edit.getByRole("textbox", { name: "Kode Barang", exact: true })).toHaveValue(code);
  await edit.getByRole("tab", { name: "Harga per Wilayah" }).click();
  await expect(
    edit.getByRole("textbox", { name: "Harga Wilayah 2 Stockist", exact: true }),
  ).toHaveValue("90.000");
  await edit.getByRole("tab", { name: "Batas Pembelian" }).click();
  await expect(edit.getByRole("textbox", { name: "Minimal batas 1", exact: true })).toHaveValue(
    "2",
  );
  await edit.getByRole("tab", { name: "Data Barang" }).click();
  await edit.getByRole("textbox", { name: "Nama Barang", exact: true }).fill(`${name} Baru`);
  await edit.getByRole("tab", { name: "Harga per Wilayah" }).click();
  await edit.getByRole("textbox", { name: "Harga Wilayah 0 Konsumen", exact: true }).fill("130000");
  await edit.getByRole("button", { name: "Simpan" }).click();
  await expect(ok.getByText("Produk Diperbarui")).toBeVisible();
  await ok.getByRole("button", { name: "OK" }).click();
  await expect(ok).toBeHidden();

  await page.reload();
  await expect(edit.getByRole("textbox", { name: "Nama Barang", exact: true })).toHaveValue(
    `${name} Baru`,
  );
  await expect(edit.getByText(/^SUP-001 - /)).toBeVisible();
  await edit.getByRole("tab", { name: "Harga per Wilayah" }).click();
  await expect(
    edit.getByRole("textbox", { name: "Harga Wilayah 0 Konsumen", exact: true }),
  ).toHaveValue("130.000");
  await expect(
    edit.getByRole("textbox", { name: "Harga Wilayah 0 Mitra Usaha", exact: true }),
  ).toHaveValue("100.000");
  await edit.getByRole("tab", { name: "Batas Pembelian" }).click();
  await expect(edit.getByRole("textbox", { name: "Maksimal batas 1", exact: true })).toHaveValue(
    "20",
  );

  // The same code again: 409, the failure dialog, and the detail on the code field.
  await page.goto("/admin/master/barang/tambah-barang");
  const again = page.getByRole("form", { name: "Tambah Barang" });
  await again.getByRole("textbox", { name: "Kode Barang", exact: true }).fill(code);
  await again.getByRole("textbox", { name: "Nama Barang", exact: true }).fill(`${name} Dua`);
  await again.getByLabel("Kelompok Barang").selectOption({ label: "Kesehatan" });
  await again.getByLabel("Satuan").selectOption({ label: "Botol" });
  await again.getByRole("button", { name: "Simpan" }).click();
  const failed = page.getByRole("dialog", { name: "Gagal" });
  await expect(failed.getByText(`Kode barang sudah dipakai: ${code}`)).toBeVisible();
  await failed.getByRole("button", { name: "Kembali" }).click();
  await expect(failed).toBeHidden();
  await expect(again.getByText(`Kode barang sudah dipakai: ${code}`)).toBeVisible();
  await expect(again.getByRole("textbox", { name: "Kode Barang", exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );

  // Clean up: the list's count of demo products stays 50 for other tests.
  const del = await page.request.delete(`/api/v1/products/${id}`, {
    // Cookie-authenticated writes must name the app's origin (docs/security.md).
    headers: { Accept: "application/vnd.api+json", Origin: appOrigin() },
  });
  expect(del.status()).toBe(204);
});

test("barang: the stockist and KP layouts list products read-only", async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, "stockist@erp.test");
  await page.goto("/stockist/admin/barang");
  await expect(page).toHaveTitle(/^Barang/);
  await expect(page.getByRole("heading", { name: "Barang", exact: true })).toBeVisible();
  const list = table(page, "Daftar Barang");
  await expect(list.getByRole("columnheader")).toContainText([
    "Kode Barang",
    "Nama Barang",
    /Harga Konsumen \(Wilayah \d\)/,
    /Harga Stockist \(Wilayah \d\)/,
  ]);
  await expect(list.getByRole("row").nth(1)).toContainText(/BRG-\d{3}/);
  await expect(main(page).getByRole("link", { name: "Tambah Barang" })).toHaveCount(0);
  await expect(main(page).getByRole("button", { name: "Export" })).toHaveCount(0);
  await expect(list.getByRole("link", { name: /^Detail / })).toHaveCount(0);
  await search(page, "BRG-001");
  await expect(list.getByRole("row")).toHaveCount(2);
  await list.getByRole("button", { name: /^Harga / }).click();
  const prices = page.getByRole("dialog", { name: "Harga BRG-001" });
  await expect(prices.getByRole("row", { name: /wilayah anda/ })).toHaveCount(1);
  await prices.getByRole("button", { name: "Tutup" }).first().click();
  // The Admin form is not theirs: the guard sends them home.
  await page.goto("/admin/master/barang/tambah-barang");
  await expect(page).not.toHaveURL(/tambah-barang/);

  await page.context().clearCookies();
  await signInAs(page, "kp@erp.test");
  await page.goto("/kantor-pelayanan/admin/master/barang");
  await expect(table(page, "Daftar Barang").getByRole("columnheader")).toContainText([
    /Harga Kantor Pelayanan \(Wilayah \d\)/,
  ]);
  await expect(table(page, "Daftar Barang").getByRole("row").nth(1)).toContainText(/BRG-\d{3}/);
  await expect(main(page).getByRole("link", { name: "Tambah Barang" })).toHaveCount(0);
});
