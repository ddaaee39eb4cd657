// The routes issue 23 §4 found empty or 404, in Chromium: the work-menu roots are landing pages
// with their figures and screens, Gudang's Pengiriman Ekspedisi, Order Barang, Barang ke
// Perusahaan and Laporan KP are real screens, /newlogin signs in, and /terima/{code} signs in
// first and lands on the receiving office's penerimaan detail.
import { expect, test, signInAs, withDb, type Page } from "./support";

const main = (page: Page) => page.getByRole("main");

test("each work-menu root is the landing page of its menu", async ({ page }) => {
  await signInAs(page, "admin@erp.test");
  for (const [path, title, entry] of [
    ["/pembelian", "Pembelian", "Pembelian ke Supplier"],
    ["/barang-masuk", "Barang Masuk", "Penerimaan Barang dari Supplier"],
    ["/pengiriman-barang", "Pengiriman Barang", "Pengiriman Ekspedisi"],
    ["/laporan", "Laporan", "Laporan Stock Global"],
  ] as const) {
    await page.goto(path);
    await expect(main(page).getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(main(page).getByRole("region", { name: "Ringkasan" })).toBeVisible();
    await expect(main(page).getByRole("link", { name: entry })).toBeVisible();
  }
  // The return screens (docs/returns.md) are linked from their root.
  await page.goto("/retur-barang");
  await expect(main(page).getByRole("heading", { level: 1, name: "Retur Barang" })).toBeVisible();
  await expect(main(page).getByRole("link", { name: /Retur ke Supplier/ })).toBeVisible();
  // A root's entry opens its screen.
  await page.goto("/pembelian");
  await main(page).getByRole("link", { name: "Pembelian ke Supplier" }).click();
  await expect(page).toHaveURL(/\/gudang\/pembelian$/);
  await expect(page.getByText("Layar ini belum tersedia")).toHaveCount(0);
});

test("the KP's root and Laporan KP", async ({ page }) => {
  await signInAs(page, "kp@erp.test");
  await page.goto("/kantor-pelayanan");
  await expect(
    main(page).getByRole("heading", { level: 1, name: "Kantor Pelayanan" }),
  ).toBeVisible();
  await main(page).getByRole("link", { name: "Laporan KP" }).click();
  await expect(page).toHaveURL(/\/kantor-pelayanan\/laporan$/);
  await expect(main(page).getByRole("heading", { level: 1, name: "Laporan KP" })).toBeVisible();
  await expect(page.getByText("Layar ini belum tersedia")).toHaveCount(0);
});

test("Gudang's new screens: Pengiriman Ekspedisi, Order Barang, Barang ke Perusahaan", async ({
  page,
}) => {
  await signInAs(page, "gudang@erp.test");
  await page.goto("/gudang/pengiriman-ekspedisi");
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Pengiriman Ekspedisi");
  await expect(page.getByRole("table", { name: "Daftar Pengiriman Ekspedisi" })).toBeVisible();

  await page.goto("/gudang/stock/order-barang");
  await expect(main(page).getByRole("heading", { level: 1, name: "Order Barang" })).toBeVisible();
  const code = await withDb(async (db) => {
    const r = await db.query<{ code: string }>(
      `SELECT o.code FROM orders o JOIN offices p ON p.id = o.origin_office_id
       WHERE o.order_type = 'purchase' AND p.code = 'PUSAT' AND o.deleted_at IS NULL
       ORDER BY o.created_at DESC LIMIT 1`,
    );
    return r.rows[0]?.code ?? "";
  });
  expect(code).not.toBe("");
  await main(page).getByRole("link", { name: code, exact: true }).click();
  await expect(page).toHaveURL(/\/gudang\/stock\/order-barang\/[0-9a-f-]{36}$/);
  await expect(main(page).getByText(code).first()).toBeVisible();

  await page.goto("/gudang/pengeluaran/barang-ke-perusahaan");
  await expect(main(page).getByRole("heading", { level: 1 })).toContainText("Barang ke Perusahaan");
  await expect(main(page).getByText("Data Kosong")).toBeVisible();
  await expect(page.getByText("Layar ini belum tersedia")).toHaveCount(0);
});

test("/newlogin signs in with the season's greeting", async ({ page }) => {
  await page.goto("/newlogin");
  await expect(page.locator("[data-season]")).toBeVisible();
  await page.getByLabel("Username").fill("stockist@erp.test");
  await page.getByLabel("Password").fill("rahasia123");
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page).toHaveURL(/\/stockist$/);
});

test("/terima/{code} signs in first and opens the shipment's receipt", async ({ page }) => {
  const { id, code } = await withDb(async (db) => {
    const r = await db.query<{ id: string; code: string }>(
      `SELECT m.id, m.code FROM stock_movements m
       JOIN offices o ON o.id = m.origin_office_id JOIN offices d ON d.id = m.destination_office_id
       WHERE o.code = 'PUSAT' AND d.code = 'STK-001' AND NOT m.is_susulan AND m.deleted_at IS NULL
       ORDER BY m.created_at LIMIT 1`,
    );
    const row = r.rows[0];
    if (!row) throw new Error("no Pusat -> STK-001 shipment in the seed");
    return row;
  });
  await page.goto(`/terima/${code}`);
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel("Username").fill("stockist@erp.test");
  await page.getByLabel("Password").fill("rahasia123");
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page).toHaveURL(new RegExp(`/stockist/penerimaan/barang-dari-pusat/${id}$`));
  await expect(main(page).getByText(code).first()).toBeVisible();
});
