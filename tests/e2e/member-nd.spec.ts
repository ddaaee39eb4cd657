// Generate Mitra Usaha ND and Export ND/NE in the browser (docs/commission.md "ND and NE"): the
// Bonus staff pick the demo seed's closed month (last month, closed with commissions: eleven of
// its twelve members qualified), confirm, read the run in the history, and a second run gives no
// new ND; the export screen downloads the month's list as CSV with the NDs marked baru. The Bonus
// masters show the points of the products and the PBS flag of the stockists.
import { expect, signInAs, test } from "./support";
import { jakartaToday } from "@/lib/business-date";
import { MONTHS_ID as MONTHS } from "@/server/periods/next-period";


function lastMonthName(): string {
  const today = jakartaToday();
  const prev = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  return `${MONTHS[prev.getUTCMonth()]} ${prev.getUTCFullYear()}`;
}

test("Bonus staff generate the NDs of a closed month once and export the ND/NE list", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, "bonus@erp.test");
  await page.goto("/bonus/tool/generate-mitra-usaha-nd");
  await expect(page.getByRole("heading", { name: "Generate Mitra Usaha ND" })).toBeVisible();
  const month = lastMonthName();
  const select = page.getByLabel("Periode Mitra Usaha (sudah ditutup)");
  await expect(select.locator("option", { hasText: month })).toHaveCount(1);
  await select.selectOption({ label: month });

  await page.getByRole("button", { name: "Generate ND" }).click();
  const confirm = page.getByRole("dialog");
  await expect(confirm).toContainText(month);
  await confirm.getByRole("button", { name: "Yakin" }).click();
  await expect(page.getByText(/\d+ ND berhasil dibuat|Tidak ada ND baru/)).toBeVisible();
  const history = page.getByRole("table", { name: "Riwayat Generate ND" });
  await expect(
    history.getByRole("row").filter({ hasText: "Siti Rahmawati" }).first(),
  ).toBeVisible();

  // Again: nothing new, and a second row in the history.
  await page.getByRole("button", { name: "Generate ND" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yakin" }).click();
  await expect(page.getByText(/Tidak ada ND baru/)).toBeVisible();
  await expect(history.getByRole("row").filter({ hasText: "Siti Rahmawati" })).toHaveCount(2);

  await page.goto("/bonus/tool/export-mitra-usaha-nd-ne");
  await expect(page.getByRole("heading", { name: "Export Mitra Usaha ND/NE" })).toBeVisible();
  await page.getByLabel("Periode Mitra Usaha (sudah ditutup)").selectOption({ label: month });
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const file = await download;
  const path = await file.path();
  const fs = await import("node:fs/promises");
  const text = (await fs.readFile(path, "utf8")).replace(/^\uFEFF/, "");
  const lines = text.trimEnd().split("\r\n");
  expect(lines[0]).toBe("No. ND,Kode,Nama,Jenis,Status,Periode ND,Poin Pribadi");
  expect(lines.some((l) => /^ND-\d{7},MU-0000001,.*,ND,baru,/.test(l))).toBe(true);
  // MU-0000005 stayed under the minimum: no ND.
  expect(lines.some((l) => l.includes(",MU-0000005,"))).toBe(false);
});

test("the Bonus masters show product points and the stockists' PBS flag", async ({ page }) => {
  await signInAs(page, "bonus@erp.test");
  await page.goto("/bonus/admin/master-barang");
  const products = page.getByRole("table", { name: "Daftar Barang" });
  await expect(products.getByRole("columnheader", { name: "Point" })).toBeVisible();
  await expect(products.getByRole("columnheader", { name: "Nilai Bonus" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Tambah Barang" })).toHaveCount(0);

  await page.goto("/bonus/admin/master-stockist");
  const stockists = page.getByRole("table", { name: "Daftar Master Stockist" });
  await expect(stockists.getByRole("switch", { name: /^PBS / }).first()).toBeVisible();
  const stk = stockists.getByRole("row").filter({ hasText: "STK-001" });
  await expect(stk.getByRole("switch")).toBeChecked();

  await page.goto("/bonus/admin/master-user");
  const users = page.getByRole("table", { name: "Master User" });
  await expect(users.getByRole("row").filter({ hasText: "bonus@erp.test" })).toBeVisible();
  await expect(users.getByRole("row").filter({ hasText: "gudang@erp.test" })).toHaveCount(0);
});
