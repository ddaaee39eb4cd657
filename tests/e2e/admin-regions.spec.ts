// Admin > Master > Wilayah Kabupaten: the price area of a regency, filtered by province and
// changed in its row. The test puts the regency's area back to what it was.
import { expect, test, signInAs } from "./support";

test("wilayah kabupaten: filter by province, change a regency's price area", async ({ page }) => {
  await signInAs(page, "admin@erp.test");
  await page.goto("/admin/master/wilayah-kabupaten");
  await expect(page).toHaveTitle(/^Wilayah Kabupaten/);
  const list = page.getByRole("table", { name: "Daftar Kabupaten" });
  await expect(list.getByRole("row").nth(1)).toBeVisible();

  await page.getByLabel("Provinsi").selectOption({ label: "Papua Tengah" });
  await expect(list.getByRole("row").nth(1)).toContainText("Papua Tengah");
  await page.getByPlaceholder("Cari Kabupaten", { exact: true }).fill("Puncak Jaya");
  await expect(list.getByRole("row")).toHaveCount(2);
  const area = list.getByRole("combobox", { name: "Area Kabupaten Puncak Jaya" });
  await expect(area).toHaveValue("4");

  await area.selectOption({ label: "III" });
  await expect(
    page.getByRole("status").filter({ hasText: "Data berhasil diupdate" }),
  ).toBeVisible();
  await page.getByLabel("Filter Area").selectOption({ label: "III" });
  await expect(list.getByRole("row")).toHaveCount(2);
  await page.reload();
  await page.getByPlaceholder("Cari Kabupaten", { exact: true }).fill("Puncak Jaya");
  await expect(list.getByRole("combobox", { name: "Area Kabupaten Puncak Jaya" })).toHaveValue("3");

  await list.getByRole("combobox", { name: "Area Kabupaten Puncak Jaya" }).selectOption("4");
  await expect(
    page.getByRole("status").filter({ hasText: "Data berhasil diupdate" }),
  ).toBeVisible();
});

test("a stockist cannot open Wilayah Kabupaten", async ({ page }) => {
  await signInAs(page, "stockist@erp.test");
  await page.goto("/admin/master/wilayah-kabupaten");
  await expect(page).toHaveURL(/\/$/);
});
