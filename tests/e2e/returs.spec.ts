// Returns as people do them (issue 25, docs/returns.md): STK-001 returns two products to Pusat
// (and corrects a line while it is a draft), Penjualan validates the retur, the stockist sends
// it, Gudang receives part of it and books the rest damaged with a reason, sorts (pilah) what
// arrived into its main and damaged warehouses, Penjualan prices it (never above the latest paid
// price without the override permission) and STK-001's saldo shows the credit on /saldo. Then
// Pusat returns a damaged unit to SUP-001, Gudang sends it and the supplier receives it; the
// KP's /saldo shows its retur credit.
import { expect, signInAs, test, withDb, type Page } from "./support";

test.describe.configure({ mode: "serial" });

const note = `E2E retur ${Date.now().toString(36).toUpperCase()}`;
const main = (page: Page) => page.getByRole("main");
let returUrl = "";
let returId = "";
let products: { id: string; code: string }[] = [];

async function pickProductByCode(page: Page, line: number, code: string) {
  const input = page.locator(`#line-${line}-product`);
  await input.click();
  await input.fill(code);
  await page
    .locator(`#line-${line}-product-list`)
    .getByRole("option", { name: new RegExp(code) })
    .first()
    .click();
}

async function dialogStep(page: Page, button: string, title: string, fill?: () => Promise<void>) {
  await main(page).getByRole("button", { name: button }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  if (fill) await fill();
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(dialog).toHaveCount(0);
}

test("STK-001 writes a retur of two products to Pusat", async ({ page }) => {
  test.setTimeout(120_000);
  products = await withDb(async (db) => {
    // Two products STK-001 holds and bought from Pusat at a price (the retur's default price).
    const r = await db.query<{ id: string; code: string }>(
      `SELECT p.id, p.code FROM stocks s JOIN warehouses w ON w.id = s.warehouse_id
       JOIN offices o ON o.id = w.office_id JOIN products p ON p.id = s.product_id
       WHERE o.code = 'STK-001' AND w.type = 'main' AND s.quantity >= 10
         AND EXISTS (SELECT 1 FROM order_details d JOIN orders x ON x.id = d.order_id
                     JOIN offices pu ON pu.id = x.origin_office_id
                     WHERE d.product_id = p.id AND x.destination_office_id = o.id
                       AND pu.office_category_id = 1 AND x.status IN ('validated', 'released')
                       AND NOT d.is_free AND d.unit_price > 0)
       ORDER BY p.code LIMIT 2`,
    );
    return r.rows;
  });
  expect(products).toHaveLength(2);
  await signInAs(page, "stockist@erp.test");
  await page.goto("/stockist/pengiriman/retur-ke-pusat");
  await expect(main(page).getByRole("heading", { level: 1, name: "Retur ke Pusat" })).toBeVisible();
  await main(page).getByRole("link", { name: "Buat Retur" }).click();
  await expect(page).toHaveURL(/\/stockist\/pengiriman\/retur-ke-pusat\/tambah-retur$/);
  const form = page.getByRole("form", { name: "Tambah Retur ke Pusat" });
  await form.getByLabel("Keterangan").fill(note);
  await pickProductByCode(page, 0, products[0]!.code);
  await form.getByLabel("Jumlah baris 1").fill("4");
  await form.getByLabel("Alasan baris 1").fill("Kemasan rusak");
  await form.getByRole("button", { name: "Tambah Barang" }).click();
  await pickProductByCode(page, 1, products[1]!.code);
  await form.getByLabel("Jumlah baris 2").fill("2");
  await form.getByLabel("Alasan baris 2").fill("Mendekati kedaluwarsa");
  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(page).toHaveURL(/\/stockist\/pengiriman\/retur-ke-pusat\/[0-9a-f-]{36}$/);
  returUrl = page.url();
  returId = returUrl.split("/").pop() ?? "";
  await expect(main(page).locator("header").first()).toContainText("Menunggu Validasi");
  const lines = page.getByRole("table", { name: "Barang retur" });
  await expect(lines).toContainText(products[0]!.code);
  // A draft's line is corrected on the detail (PATCH retur-details/{id}): 4 -> 3.
  await dialogStep(
    page,
    `Ubah ${products[0]!.code}`,
    `Ubah Barang Retur ${products[0]!.code}`,
    async () => {
      await page
        .getByRole("dialog")
        .getByRole("textbox", { name: "Jumlah", exact: true })
        .fill("3");
    },
  );
  await expect(page.getByText("Barang retur berhasil diubah")).toBeVisible();
  const row = lines.getByRole("row").filter({ hasText: products[0]!.code });
  await expect(row.getByRole("cell").nth(2)).toHaveText("3");
  await expect(page.getByRole("table", { name: "Riwayat status" })).toBeVisible();
});

test("Penjualan validates it and the stockist sends it", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, "penjualan@erp.test");
  await page.goto(`/penjualan/retur/stockist/tambah-retur/${returId}`);
  await dialogStep(page, "Validasi Retur", "Validasi Retur");
  await expect(main(page).locator("header").first()).toContainText("Tervalidasi");

  await signInAs(page, "stockist@erp.test");
  await page.goto(returUrl);
  await dialogStep(page, "Kirim Barang", "Kirim Barang Retur", async () => {
    const select = page.getByLabel("Ekspedisi");
    await expect(select.locator("option")).not.toHaveCount(1);
    await select.selectOption({ index: 1 });
    await page.getByLabel("Nomor Resi").fill("RESI-E2E");
  });
  await expect(main(page).locator("header").first()).toContainText("Dikirim");
  await expect(page.getByRole("table", { name: "Riwayat status" })).toContainText("Dikirim");
});

test("Gudang receives part of it and books the rest damaged", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, "gudang@erp.test");
  await page.goto(`/gudang/penerimaan/penerimaan-retur-dari-stockist/${returId}`);
  await dialogStep(page, "Terima Barang", "Terima Barang Retur", async () => {
    await page.getByLabel(new RegExp(products[0]!.code)).fill("2");
  });
  await expect(main(page).locator("header").first()).toContainText("Diterima");
  await expect(main(page)).toContainText("1 unit dalam perjalanan");
  await dialogStep(page, "Selesaikan Sisa", "Selesaikan Sisa Barang", async () => {
    await page.getByLabel("Penyelesaian").selectOption("damaged");
    await page.getByLabel("Alasan").fill("Dus pecah saat tiba");
  });
  await expect(main(page).getByRole("button", { name: "Selesaikan Sisa" })).toHaveCount(0);

  // Pilah: what arrived in the retur warehouse is sorted into main (1) and damaged (1).
  await page.goto("/gudang/stock/pilah-stock");
  const code = products[0]!.code;
  const table = page.getByRole("table", { name: "Stok gudang retur" });
  const row = table
    .getByRole("row")
    .filter({ has: page.getByRole("button", { name: `Pilah ${code}`, exact: true }) });
  await expect(row).toHaveCount(1);
  await row.getByLabel(`Ke gudang utama ${code}`).fill("1");
  await row.getByLabel(`Ke gudang rusak ${code}`).fill("1");
  await row.getByRole("button", { name: `Pilah ${code}`, exact: true }).click();
  await expect(page.getByText("Berhasil memilah barang")).toBeVisible();
});

test("Penjualan prices it and STK-001's saldo shows the credit", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, "penjualan@erp.test");
  await page.goto("/penjualan/validasi-saldo-retur/retur-dari-stockist");
  await expect(main(page)).toContainText("Validasi Saldo Retur dari Stockist");
  await page.goto(`/penjualan/validasi-saldo-retur/retur-dari-stockist/${returId}`);
  const defaultPrice = await withDb(async (db) => {
    const r = await db.query<{ default_price: string }>(
      "SELECT default_price::text FROM retur_details WHERE retur_id = $1 AND product_id = $2",
      [returId, products[0]!.id],
    );
    return Number(r.rows[0]?.default_price ?? 0);
  });
  expect(defaultPrice).toBeGreaterThan(0);
  // Penjualan holds no override: a price above the latest paid one is refused at the field.
  await main(page).getByRole("button", { name: "Tetapkan Harga" }).click();
  const dialog = page.getByRole("dialog", { name: "Tetapkan Harga Retur" });
  await expect(dialog).toContainText("batas tertinggi");
  const price = dialog.getByLabel(new RegExp(products[0]!.code));
  await price.fill(String(defaultPrice + 1));
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(dialog).toContainText("Tidak boleh melebihi harga beli terakhir");
  await price.fill(String(defaultPrice));
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(main(page).locator("header").first()).toContainText("Saldo Dikreditkan");
  const code = (await main(page).getByRole("heading", { level: 1 }).textContent())?.match(
    /RTR-\d{8}-[0-9A-F]{8}/,
  )?.[0];
  expect(code).toBeTruthy();

  await signInAs(page, "stockist@erp.test");
  await page.goto("/saldo");
  await expect(main(page)).toContainText("Saldo Retur");
  await expect(main(page)).toContainText(code ?? "RTR-");
});

test("Pusat returns the damaged unit to SUP-001, who receives it", async ({ page }) => {
  test.setTimeout(150_000);
  await signInAs(page, "penjualan@erp.test");
  await page.goto("/penjualan/retur/supplier/tambah-retur");
  const form = page.getByRole("form", { name: "Tambah Retur ke Supplier" });
  await form.getByRole("button", { name: "Pilih", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Daftar Supplier" });
  await dialog.getByPlaceholder("Cari Kantor").fill("SUP-001");
  await dialog.getByRole("row", { name: /SUP-001/ }).click();
  await expect(dialog).toHaveCount(0);
  await form.getByLabel("Keterangan").fill(`${note} supplier`);
  await pickProductByCode(page, 0, products[0]!.code);
  await form.getByLabel("Jumlah baris 1").fill("1");
  await form.getByLabel("Alasan baris 1").fill("Rusak dari pengiriman stockist");
  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(page).toHaveURL(/\/penjualan\/retur\/supplier\/tambah-retur\/[0-9a-f-]{36}$/);
  const id = page.url().split("/").pop() ?? "";
  await dialogStep(page, "Validasi Retur", "Validasi Retur");

  await signInAs(page, "gudang@erp.test");
  await page.goto(`/gudang/pengiriman/retur-ke-supplier/${id}`);
  await dialogStep(page, "Kirim Barang", "Kirim Barang Retur", async () => {
    const select = page.getByLabel("Ekspedisi");
    await expect(select.locator("option")).not.toHaveCount(1);
    await select.selectOption({ index: 1 });
  });
  await expect(main(page).locator("header").first()).toContainText("Dikirim");

  await signInAs(page, "supplier@erp.test");
  await page.goto("/supplier/penerimaan-retur");
  await expect(main(page)).toContainText("Penerimaan Retur dari Pusat");
  await page.goto(`/supplier/penerimaan-retur/${id}`);
  await dialogStep(page, "Terima Barang", "Terima Barang Retur");
  await expect(main(page).locator("header").first()).toContainText("Diterima");
});

test("the KP's /saldo shows its retur credit", async ({ page }) => {
  test.setTimeout(60_000);
  // The demo's priced retur of KP-001 (prisma/seed/returs.ts) credited the KP's saldo.
  const code = await withDb(async (db) => {
    const r = await db.query<{ code: string }>(
      `SELECT r.code FROM balance_trxes b JOIN returs r ON r.id = b.source_id::uuid
       JOIN offices o ON o.id = b.office_id
       WHERE b.type = 'retur_credit' AND b.source_type = 'returs' AND o.code = 'KP-001'
       ORDER BY b.id DESC LIMIT 1`,
    );
    return r.rows[0]?.code ?? "";
  });
  expect(code).not.toBe("");
  await signInAs(page, "kp@erp.test");
  await page.goto("/saldo?type=retur_credit");
  await expect(main(page).getByRole("heading", { name: "Saldo Saya" })).toBeVisible();
  const table = main(page).getByRole("table", { name: "Riwayat Transaksi Saldo" });
  await expect(table).toContainText("Saldo Retur");
  await expect(table).toContainText(code);
});
