// The global stock report and pilah stock (docs/stock.md): Pusat's Gudang opens Laporan Stock
// Global, filters it by category and warehouse, downloads the Excel file (streamed, read back with
// exceljs); then sorts part of a seeded returned line in Pilah Stock into the main and damaged
// warehouses.
import fs from "node:fs";
import ExcelJS from "exceljs";
import { expect, signIn, test, type Page } from "./support";

const main = (page: Page) => page.getByRole("main");

test("gudang filters the global stock report and downloads it as xlsx", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, "gudang@erp.test");
  await page.goto("/gudang/stock/laporan-stock-global");
  await expect(page).toHaveTitle(/^Laporan Stock Global/);
  const table = page.getByRole("table", { name: "Laporan stok global" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await expect(main(page).getByTestId("total-Total Harga")).toContainText("Rp");

  // Filter: the first product category, then Pusat's main warehouse.
  const category = main(page).getByLabel("Kategori");
  await expect(category.locator("option").nth(1)).toBeAttached();
  await category.selectOption({ index: 1 });
  const warehouse = main(page).getByLabel("Gudang");
  const pusatMain = warehouse.locator("option", { hasText: /^GD-PUSAT - / });
  await expect(pusatMain).toHaveCount(1);
  await warehouse.selectOption((await pusatMain.getAttribute("value")) ?? "");
  await expect(main(page).getByTestId("total-Jumlah Stok")).not.toHaveText("-");

  const downloading = page.waitForEvent("download");
  await main(page).getByRole("button", { name: "Download Excel" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^laporan-stok-global-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const file = await download.path();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(fs.readFileSync(file) as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  expect(ws?.getRow(1).getCell(1).value).toBe("Laporan Stok Global");
  const values: unknown[] = [];
  ws?.eachRow((r) => values.push(r.getCell(1).value));
  expect(values).toContain("Kode Barang");
  expect(values.at(-1)).toBe("Total");
  await expect(
    main(page).getByText(/laporan-stok-global-\d{4}-\d{2}-\d{2}\.xlsx \(/),
  ).toBeVisible();
});

test("gudang sorts a returned line into the main and damaged warehouses", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, "gudang@erp.test");
  await page.goto("/gudang/stock/pilah-stock");
  await expect(page).toHaveTitle(/^Pilah Stock/);
  const table = page.getByRole("table", { name: "Stok gudang retur" });
  // Data rows carry a 'Pilah <code>' button (not the loading or empty row).
  const dataRows = table
    .getByRole("row")
    .filter({ has: page.getByRole("button", { name: /^Pilah / }) });
  const row = dataRows.first();
  await expect(row).toBeVisible();
  const code = ((await row.getByRole("cell").nth(0).textContent()) ?? "").trim();
  const before = Number(
    ((await row.getByRole("cell").nth(2).textContent()) ?? "0").replace(/\./g, ""),
  );
  expect(before).toBeGreaterThanOrEqual(2);
  await row.getByLabel(`Ke gudang utama ${code}`).fill("1");
  await row.getByLabel(`Ke gudang rusak ${code}`).fill("1");
  await row.getByRole("button", { name: `Pilah ${code}` }).click();
  await expect(page.getByText("Berhasil memilah barang")).toBeVisible();
  const after = table.getByRole("row").filter({ hasText: code });
  if (before > 2) await expect(after.getByRole("cell").nth(2)).toHaveText(String(before - 2));
  else await expect(after).toHaveCount(0);

  // More than the retur warehouse holds: the server's message under 'Gagal memilah barang'.
  const first = dataRows.first();
  const c2 = ((await first.getByRole("cell").nth(0).textContent()) ?? "").trim();
  await first.getByLabel(`Ke gudang utama ${c2}`).fill("999999");
  await first.getByRole("button", { name: `Pilah ${c2}` }).click();
  await expect(page.getByText("Gagal memilah barang")).toBeVisible();
});
