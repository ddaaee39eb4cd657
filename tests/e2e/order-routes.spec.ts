// The order routes on the one movement and order screens, as people use them (docs/orders.md
// "Screens", docs/stock-movements.md "Order kinds on the screens"): Gudang opens Pengiriman
// Ekspedisi and a shipment's detail with its history; the stockist opens its Susulan list and
// receives a susulan that is on its way; the stockist records goods from an SC on "Tambah
// Barang Masuk" (in part: the rest stays in transit); the KP writes a Faktur KP that leaves from its second warehouse.
import { expect, pickOffice, pickProduct, signInAs, test, withDb, type Page } from "./support";

test.describe.configure({ mode: "serial" });

const main = (page: Page) => page.getByRole("main");

test("gudang opens Pengiriman Ekspedisi and a shipment with its history", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, "gudang@erp.test");
  await page.goto("/gudang/pengiriman-ekspedisi");
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(
    "Pengiriman Ekspedisi",
  );
  const table = page.getByRole("table", { name: "Daftar Pengiriman Ekspedisi" });
  await expect(table.getByRole("columnheader", { name: "Ekspedisi" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "No. Resi" })).toBeVisible();
  const first = table.getByRole("row").nth(1);
  await expect(first).toContainText(/RESI/);
  await first.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/gudang\/pengiriman-ekspedisi\/[0-9a-f-]{36}$/);
  await expect(main(page).getByRole("heading", { level: 1 })).toContainText(
    "Detail Pengiriman Ekspedisi",
  );
  await expect(main(page)).toContainText("No. Resi");
  await expect(page.getByRole("table", { name: "Riwayat status" })).toContainText("Dikirim");
});

test("the stockist opens its Susulan list and receives the one on its way", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, "stockist@erp.test");
  await page.goto("/stockist/susulan");
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(
    "Penerimaan Barang Susulan",
  );
  const table = page.getByRole("table", { name: "Daftar Penerimaan Barang Susulan" });
  // The susulan on its way (seeded: prisma/seed/order-routes.ts).
  const code = await withDb(async (db) => {
    const r = await db.query<{ code: string }>(
      `SELECT m.code FROM stock_movements m JOIN offices o ON o.id = m.destination_office_id
        WHERE o.code = 'STK-001' AND m.is_susulan AND m.status = 'sent' AND m.deleted_at IS NULL
        ORDER BY m.created_at LIMIT 1`,
    );
    return r.rows[0]?.code ?? "";
  });
  expect(code).not.toBe("");
  await table.getByRole("link", { name: code }).click();
  await expect(page).toHaveURL(/\/stockist\/susulan\/[0-9a-f-]{36}$/);
  await expect(main(page).locator("header").first()).toContainText("Susulan");
  const form = page.getByRole("form", { name: "Terima Barang" });
  await form.getByRole("button", { name: "Terima Barang" }).click();
  await expect(main(page).locator("header").first()).toContainText("Diterima");
  await expect(page.getByRole("table", { name: "Riwayat status" })).toContainText("Diterima");
});

test("the stockist records goods from SC-001 on Tambah Barang Masuk", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, "stockist@erp.test");
  await page.goto("/stockist/penerimaan/barang-dari-sc");
  await main(page).getByRole("link", { name: "Tambah Barang Masuk" }).click();
  await expect(page).toHaveURL(/\/barang-dari-sc\/tambah-barang-masuk$/);
  const select = page.locator("#field-receive-movement");
  await expect(select.locator("option")).not.toHaveCount(1);
  const value = await select.locator("option").nth(1).getAttribute("value");
  await select.selectOption(value ?? "");
  const form = page.getByRole("form", { name: "Terima Barang" });
  await form.getByLabel("Jumlah diterima baris 1").fill("1");
  await form.getByRole("button", { name: "Terima Barang" }).click();
  await expect(page).toHaveURL(new RegExp(`/stockist/penerimaan/barang-dari-sc/${value}$`));
  await expect(main(page).locator("header").first()).toContainText("Diterima Sebagian");
  // The rest stays in transit until SC-001 settles it (issue 23 §2): no susulan by itself.
  await expect(main(page).locator("header").first()).toContainText("unit dalam perjalanan");
  await expect(page.getByRole("list", { name: "Pengiriman susulan" })).toHaveCount(0);
  await expect(main(page).getByRole("button", { name: "Rusak saat diterima" })).toBeVisible();
});

test("the KP writes a Faktur KP that leaves from its second warehouse", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, "kp@erp.test");
  await page.goto("/kantor-pelayanan/faktur-kp");
  await main(page).getByRole("link", { name: "Tambah Faktur KP" }).click();
  await expect(page).toHaveURL(/\/kantor-pelayanan\/faktur-kp\/tambah$/);
  const form = page.getByRole("form", { name: "Tambah Faktur KP" });
  const warehouse = form.locator("#field-origin-warehouse");
  // The main warehouse by default; the second one is offered.
  await expect(warehouse.locator("option:checked")).toContainText("(utama)");
  const second = await warehouse.locator("option", { hasText: "GD-KP-001-2" }).getAttribute("value");
  await warehouse.selectOption(second ?? "");
  await pickOffice(page, "STK-001");
  await pickProduct(page, 0, "Kolostrum");
  await form.getByLabel("Jumlah baris 1").fill("2");
  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(page).toHaveURL(/\/kantor-pelayanan\/faktur-kp\/[0-9a-f-]{36}$/);
  await expect(main(page)).toContainText("Gudang Kedua");
  const id = /[0-9a-f-]{36}$/.exec(page.url())?.[0] ?? "";
  const row = await withDb(async (db) => {
    const r = await db.query<{ type: string }>(
      "SELECT w.type::text AS type FROM orders o JOIN warehouses w ON w.id = o.origin_warehouse_id WHERE o.id = $1",
      [id],
    );
    return r.rows[0];
  });
  expect(row?.type).toBe("secondary");
});
