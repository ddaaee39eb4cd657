// The whole order flow as people do it (issue 12 §4, docs/orders.md, docs/payments.md,
// docs/stock-movements.md "Orders"), through the screens only:
//  1. Penjualan writes a faktur for STK-001 with two products and validates it; the Kasir takes
//     the payment split over cash and a transfer ('Pembayaran Berhasil', the receipt); Gudang
//     creates the shipment from the released order, packs and sends it; the stockist receives
//     part of it (the rest stays in transit, issue 23 §2); Gudang settles the rest as a susulan
//     on its pengiriman detail, packs and sends it, and the stockist receives it;
//     the stockist's stock holds every unit ordered (read from the database).
//  2. The stockist sells to its member MU-0000001, takes the payment on the order, and hands the
//     goods over from its pengeluaran page; the goods leave the stockist's stock.
//  3. The Kasir's payment actions on a faktur made for this spec: the maker cannot verify its own
//     payment, another user ('Verifikasi') can; 'Batalkan' cancels the payment and the order
//     waits for payment again.
import { expect, signInAs, test, validatedFakturForStockist, withDb, type Page } from "./support";

test.describe.configure({ mode: "serial" });

const main = (page: Page) => page.getByRole("main");
const header = (page: Page) => main(page).locator("header").first();
const toast = (page: Page, text: string | RegExp) =>
  page.getByRole("status").filter({ hasText: text });
const SJ = /SJ-\d{8}-[0-9A-F]{8}/;

async function actAs(page: Page, email: string) {
  await page.context().clearCookies();
  await signInAs(page, email);
}

async function pickOffice(page: Page, code: string) {
  await page.getByRole("button", { name: "Pilih", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Daftar Kantor" });
  await dialog.getByPlaceholder("Cari Kantor").fill(code);
  await dialog.getByRole("row", { name: new RegExp(code) }).click();
  await expect(dialog).toHaveCount(0);
}

async function pickProduct(page: Page, line: number, search: string) {
  const input = page.locator(`#line-${line}-product`);
  await input.click();
  await input.fill(search);
  await page
    .locator(`#line-${line}-product-list`)
    .getByRole("option", { name: new RegExp(search) })
    .first()
    .click();
}

/** Units of the products named like `names` in the main warehouse of office `code`. */
async function stockOf(code: string, names: string[]): Promise<Record<string, number>> {
  return withDb(async (db) => {
    const r = await db.query<{ name: string; quantity: number }>(
      `SELECT p.name, COALESCE(s.quantity, 0)::int AS quantity
       FROM products p
       JOIN offices o ON o.code = $1
       JOIN warehouses w ON w.office_id = o.id AND w.type = 'main' AND w.deleted_at IS NULL
       LEFT JOIN stocks s ON s.warehouse_id = w.id AND s.product_id = p.id
       WHERE p.name LIKE ANY($2::text[]) AND p.deleted_at IS NULL`,
      [code, names.map((n) => `${n}%`)],
    );
    return Object.fromEntries(
      names.map((n) => [n, r.rows.find((x) => x.name.startsWith(n))?.quantity ?? 0]),
    );
  });
}

/** Packs every remaining line of the shipment open on its packing page into one packet. */
async function packAll(page: Page) {
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/pengemasan$/);
  await main(page).getByLabel("Berat (gram)").fill("1500");
  await main(page).getByRole("button", { name: "Tambah Paket" }).click();
  await expect(page.getByRole("table", { name: "Paket" }).getByRole("row")).toHaveCount(2);
  const finish = main(page).getByRole("button", { name: "Selesai Dikemas" });
  await expect(finish).toBeEnabled();
  await finish.click();
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}$/);
  await expect(header(page)).toContainText("Sudah Dikemas");
}

/** 'Kirim Barang' by expedition from the detail page of a packed shipment. */
async function sendByExpedition(page: Page, tracking: string) {
  await main(page).getByRole("button", { name: "Kirim Barang" }).click();
  const dialog = page.getByRole("form", { name: "Kirim Barang" });
  const expedition = dialog.getByLabel("Ekspedisi");
  const first = expedition.locator("option").nth(1);
  await expect(first).toBeAttached();
  await expedition.selectOption((await first.getAttribute("value")) ?? "");
  await dialog.getByLabel("No. Resi").fill(tracking);
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(header(page)).toContainText("Dikirim");
}

const PRODUCTS = ["Kolostrum", "Serum Wajah"];

test("a faktur for STK-001: written, paid split at the Kasir, packed, sent, received in part and its susulan", async ({
  page,
}) => {
  test.setTimeout(360_000);
  const before = await stockOf("STK-001", PRODUCTS);

  // 1. Penjualan writes the faktur and validates it.
  await actAs(page, "penjualan@erp.test");
  await page.goto("/penjualan/transaksi-penjualan");
  await page.getByRole("link", { name: "Tambah Faktur Penjualan" }).click();
  const form = page.getByRole("form", { name: "Tambah Faktur Penjualan" });
  await pickOffice(page, "STK-001");
  await pickProduct(page, 0, PRODUCTS[0]!);
  await form.getByLabel("Jumlah baris 1").fill("40");
  await form.getByRole("button", { name: "Tambah Barang" }).click();
  await pickProduct(page, 1, PRODUCTS[1]!);
  await form.getByLabel("Jumlah baris 2").fill("40");
  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(page).toHaveURL(/\/penjualan\/transaksi-penjualan\/[0-9a-f-]{36}$/);
  const orderId = /[0-9a-f-]{36}$/.exec(page.url())?.[0] ?? "";
  await expect(header(page)).toContainText("Draft");
  await main(page).getByRole("button", { name: "Validasi" }).click();
  await page
    .getByRole("dialog", { name: "Validasi" })
    .getByRole("button", { name: "Validasi Order" })
    .click();
  await expect(header(page)).toContainText("Menunggu Pembayaran");
  const order = await withDb(async (db) => {
    const r = await db.query<{ code: string; final_price: string }>(
      "SELECT code, final_price::text FROM orders WHERE id = $1",
      [orderId],
    );
    return r.rows[0]!;
  });
  const cash = Math.floor(Number(order.final_price) / 2);

  // 2. The Kasir takes the payment: cash and a transfer to Pusat's bank account.
  await actAs(page, "kasir@erp.test");
  await page.goto("/kasir/pembayaran/faktur-penjualan-pusat-ke-stockist");
  await page.getByLabel("Cari kode faktur atau pembeli").fill(order.code);
  const bills = page.getByRole("table", { name: "Daftar Faktur Penjualan Pusat ke Stockist" });
  await bills.getByRole("link", { name: `Bayar ${order.code}` }).click();
  await expect(page).toHaveURL(
    new RegExp(`/kasir/pembayaran/faktur-penjualan-pusat-ke-stockist/${orderId}$`),
  );
  await expect(main(page).getByTestId("order-status")).toHaveText("Menunggu Pembayaran");
  const pay = page.getByRole("form", { name: "Form pembayaran" });
  await pay.getByLabel("Metode pembayaran 1").selectOption({ label: "Tunai" });
  await pay.getByLabel("Jumlah pembayaran 1").fill(String(cash));
  await pay.getByRole("button", { name: "Tambah Metode" }).click();
  await expect(pay.getByTestId("sisa-setelah-bayar")).toHaveText("Rp 0");
  await pay.getByLabel("Metode pembayaran 2").selectOption({ label: "Transfer Bank" });
  const bank = pay.getByLabel("Rekening tujuan 2");
  const account = bank.locator("option", { hasText: "1230009876" });
  await expect(account).toHaveCount(1);
  await bank.selectOption((await account.getAttribute("value")) ?? "");
  await pay.getByLabel("Nomor referensi 2").fill("TRF-FLOW-001");
  await pay.getByRole("button", { name: "Simpan" }).click();
  await expect(toast(page, "Pembayaran Berhasil")).toBeVisible();
  await expect(main(page).getByTestId("order-status")).toHaveText("Siap Dikirim");
  await main(page)
    .getByRole("table", { name: "Pembayaran order" })
    .getByRole("link", { name: /^PAY-/ })
    .click();
  await expect(page).toHaveURL(/\/faktur-pembayaran\/[0-9a-f-]{36}$/);
  const receipt = page.getByRole("article", { name: "Faktur pembayaran" });
  await expect(receipt).toContainText(order.code);
  await expect(receipt).toContainText("Tunai");
  await expect(receipt).toContainText("TRF-FLOW-001");

  // 3. Gudang creates the shipment from the released order, packs it and sends it.
  await actAs(page, "gudang@erp.test");
  await page.goto("/gudang/pengeluaran/barang-ke-stockist-dikirim");
  await page.getByPlaceholder("Cari kode order").fill(order.code);
  const waiting = page.getByRole("table", { name: "Daftar order siap dikirim" });
  await waiting
    .getByRole("row")
    .filter({ hasText: order.code })
    .getByRole("button", { name: "Buat Pengeluaran" })
    .click();
  await expect(main(page).getByRole("heading", { level: 1 })).toContainText(SJ);
  const movement =
    SJ.exec((await main(page).getByRole("heading", { level: 1 }).textContent()) ?? "")?.[0] ?? "";
  await packAll(page);
  await sendByExpedition(page, "RESI-FLOW-001");

  // 4. The stockist receives 15 of the first line; the rest stays in transit.
  await actAs(page, "stockist@erp.test");
  await page.goto("/stockist/penerimaan/barang-dari-pusat");
  await page.getByPlaceholder("Cari kode atau nomor resi").fill(movement);
  const incoming = page.getByRole("table", { name: "Daftar Penerimaan Barang dari Pusat" });
  await incoming.getByRole("link", { name: movement, exact: true }).click();
  const receive = page.getByRole("form", { name: "Terima Barang" });
  await receive.getByLabel("Jumlah diterima baris 1").fill("15");
  await receive.getByRole("button", { name: "Terima Barang" }).click();
  await expect(header(page)).toContainText("Diterima Sebagian");
  await expect(header(page)).toContainText("25 unit dalam perjalanan");
  await expect(page.getByRole("list", { name: "Pengiriman susulan" })).toHaveCount(0);
  const movementId = /([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? "";
  const partly = await stockOf("STK-001", PRODUCTS);
  expect(partly[PRODUCTS[0]!]! + partly[PRODUCTS[1]!]!).toBe(
    before[PRODUCTS[0]!]! + before[PRODUCTS[1]!]! + 80 - 25,
  );

  // 5. Gudang says the 25 are still in its warehouse and sends them as the susulan.
  await actAs(page, "gudang@erp.test");
  await page.goto(`/gudang/pengiriman/barang-ke-stockist-dikirim/${movementId}`);
  await main(page).getByRole("button", { name: "Selesaikan" }).click();
  const settle = page.getByRole("form", { name: "Selesaikan Barang dalam Perjalanan" });
  await settle.getByLabel("Penyelesaian").selectOption("susulan");
  await settle.getByLabel("Alasan").fill("Belum terangkut, dikirim susulan");
  await settle.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByRole("list", { name: "Pengiriman susulan" })).toContainText(
    `${movement}-S1`,
  );
  await page.goto("/gudang/susulan/barang-ke-stockist");
  await page.getByPlaceholder("Cari kode atau nomor resi").fill(`${movement}-S1`);
  await page
    .getByRole("table", { name: "Daftar Susulan Barang ke Stockist" })
    .getByRole("link", { name: `${movement}-S1`, exact: true })
    .click();
  await expect(header(page)).toContainText("Menunggu Dikemas");
  await main(page).getByRole("link", { name: "Kemas Barang" }).click();
  await packAll(page);
  await sendByExpedition(page, "RESI-FLOW-002");

  // 6. The stockist receives the susulan in full.
  await actAs(page, "stockist@erp.test");
  await page.goto("/stockist/penerimaan/barang-dari-pusat");
  await page.getByPlaceholder("Cari kode atau nomor resi").fill(`${movement}-S1`);
  await incoming.getByRole("link", { name: `${movement}-S1`, exact: true }).click();
  await page
    .getByRole("form", { name: "Terima Barang" })
    .getByRole("button", { name: "Terima Barang" })
    .click();
  await expect(header(page)).toContainText("Diterima");
  await expect(header(page)).not.toContainText("Sebagian");

  // Every unit ordered is in the stockist's warehouse.
  const after = await stockOf("STK-001", PRODUCTS);
  for (const p of PRODUCTS) expect(after[p]).toBe(before[p]! + 40);
});

test("the stockist sells to its member, takes the payment and hands the goods over", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const before = await stockOf("STK-001", [PRODUCTS[0]!]);
  expect(before[PRODUCTS[0]!]).toBeGreaterThanOrEqual(2);

  await actAs(page, "stockist@erp.test");
  await page.goto("/stockist/pengeluaran");
  await page.getByRole("link", { name: "Tambah Penjualan ke Mitra" }).click();
  const form = page.getByRole("form", { name: "Tambah Penjualan ke Mitra" });
  await pickOffice(page, "MU-0000001");
  await form.getByLabel("Metode Pengiriman").selectOption({ label: "Diambil" });
  await pickProduct(page, 0, PRODUCTS[0]!);
  await form.getByLabel("Jumlah baris 1").fill("2");
  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(page).toHaveURL(/\/stockist\/pengeluaran\/barang-ke-member\/[0-9a-f-]{36}$/);
  const title = main(page).getByRole("heading", { level: 1 });
  await expect(title).toContainText(/PM-\d{6}-\d+/);
  const code = /PM-\d{6}-\d+/.exec((await title.textContent()) ?? "")?.[0] ?? "";
  await main(page).getByRole("button", { name: "Validasi" }).click();
  await page
    .getByRole("dialog", { name: "Validasi" })
    .getByRole("button", { name: "Validasi Order" })
    .click();
  await expect(header(page)).toContainText("Menunggu Pembayaran");

  // The member pays the stockist in cash: the whole bill (the form's default amount).
  const pay = page.getByRole("form", { name: "Form pembayaran" });
  await pay.getByLabel("Metode pembayaran 1").selectOption({ label: "Tunai" });
  await expect(pay.getByTestId("sisa-setelah-bayar")).toHaveText("Rp 0");
  await pay.getByRole("button", { name: "Simpan" }).click();
  await expect(toast(page, "Pembayaran Berhasil")).toBeVisible();
  await expect(header(page)).toContainText("Siap Dikirim");
  await expect(pay).toHaveCount(0);

  // The hand-over of a pick-up (diambil) needs no packing: it is the order's next action, its
  // one primary button, and it ends the order 'Selesai' with the shipment listed on the detail.
  const handOver = main(page).getByRole("button", { name: "Serahkan ke Mitra Usaha" });
  await expect(handOver).toHaveAttribute("data-variant", "default");
  await handOver.click();
  await page
    .getByRole("dialog", { name: "Serahkan ke Mitra Usaha" })
    .getByRole("button", { name: "Yakin" })
    .click();
  await expect(header(page)).toContainText("Selesai");
  const shipments = page.getByRole("table", { name: "Pengiriman barang" });
  const row = shipments.getByRole("row").filter({ hasText: /SJ-\d{8}-[0-9A-F]{8}/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Diterima");
  await expect(row).toContainText("Pengiriman");
  // The movement's page links back to the order.
  await row.getByRole("link").click();
  await expect(page).toHaveURL(/\/stockist\/pengiriman\/barang-ke-mitra\/[0-9a-f-]{36}$/);
  await main(page).getByRole("link", { name: code }).click();
  await expect(page).toHaveURL(/\/stockist\/pengeluaran\/barang-ke-member\/[0-9a-f-]{36}$/);

  const after = await stockOf("STK-001", [PRODUCTS[0]!]);
  expect(after[PRODUCTS[0]!]).toBe(before[PRODUCTS[0]!]! - 2);
});

test("kasir payment actions: the maker cannot verify, another user verifies, Batalkan un-pays", async ({
  page,
}) => {
  test.setTimeout(240_000);
  // This spec's own faktur for STK-001 waiting for payment (no other spec pays it).
  const nota = `NOTA-FLOW-${Date.now().toString(36).toUpperCase()}`;
  const faktur = await validatedFakturForStockist(nota);
  await actAs(page, "kasir@erp.test");
  await page.goto("/kasir/pembayaran/faktur-penjualan-pusat-ke-stockist");
  await page.getByLabel("Cari kode faktur atau pembeli").fill(nota);
  const bills = page.getByRole("table", { name: "Daftar Faktur Penjualan Pusat ke Stockist" });
  await bills
    .getByRole("row")
    .filter({ hasText: nota })
    .getByRole("link", { name: /^FJ-/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/faktur-penjualan-pusat-ke-stockist/${faktur.id}$`));
  const detailUrl = page.url();
  const pay = page.getByRole("form", { name: "Form pembayaran" });
  await pay.getByLabel("Metode pembayaran 1").selectOption({ label: "Tunai" });
  await pay.getByRole("button", { name: "Simpan" }).click();
  await expect(toast(page, "Pembayaran Berhasil")).toBeVisible();
  await expect(main(page).getByTestId("order-status")).toHaveText("Siap Dikirim");
  const payments = main(page).getByRole("table", { name: "Pembayaran order" });
  const row = payments.getByRole("row").filter({ hasText: /PAY-/ });
  await expect(row).toContainText("Menunggu Verifikasi");

  // The maker may not verify its own payment (maker-checker).
  await row.getByRole("button", { name: "Verifikasi" }).click();
  await expect(toast(page, "bukan pembuatnya")).toBeVisible();
  await expect(row).toContainText("Menunggu Verifikasi");

  // Another user of Pusat with payments.verify (the superadmin) verifies it.
  await actAs(page, "admin@erp.test");
  await page.goto(detailUrl);
  await row.getByRole("button", { name: "Verifikasi" }).click();
  await expect(toast(page, /diverifikasi/i)).toBeVisible();
  await expect(row).toContainText("Terverifikasi");
  await expect(row.getByRole("button", { name: "Verifikasi" })).toHaveCount(0);

  // The Kasir cancels it: the order is un-paid and waits for payment again.
  await actAs(page, "kasir@erp.test");
  await page.goto(detailUrl);
  await row.getByRole("button", { name: "Batalkan" }).click();
  const dialog = page.getByRole("dialog", { name: "Batalkan Pembayaran" });
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(dialog).toContainText("Alasan pembatalan pembayaran wajib diisi");
  await dialog.getByLabel("Alasan").fill("Salah input nominal (e2e)");
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText("Dibatalkan");
  await expect(row).toContainText("Salah input nominal (e2e)");
  await expect(main(page).getByTestId("order-status")).toHaveText("Menunggu Pembayaran");
  await expect(page.getByRole("form", { name: "Form pembayaran" })).toBeVisible();
  const paid = await withDb(async (db) => {
    const r = await db.query<{ paid_amount: string; is_paid: boolean; status: string }>(
      "SELECT paid_amount::text, is_paid, status::text FROM orders WHERE id = $1",
      [faktur.id],
    );
    return r.rows[0]!;
  });
  expect(paid).toEqual({ paid_amount: "0", is_paid: false, status: "validated" });
});
