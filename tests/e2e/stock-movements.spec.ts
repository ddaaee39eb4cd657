// A supplier shipment end to end (docs/stock-movements.md): Gudang orders from SUP-001 and sends
// the purchase order; the supplier starts preparing it, creates the shipment, packs it in two
// packets on the packing page and sends it by expedition; Gudang receives part of it on the
// penerimaan detail page, and the rest stays in transit (issue 23 §2) until the supplier settles
// it on its pengiriman detail ("Selesaikan", sent as a susulan); the susulan then appears linked
// on both sides.
import { expect, signIn, test, type Page } from "./support";

const note = `E2E pengiriman ${Date.now().toString(36).toUpperCase()}`;
let poCode = "";
let movementCode = "";
let movementId = "";

test.describe.configure({ mode: "serial" });

const main = (page: Page) => page.getByRole("main");
const heading = (page: Page) => main(page).getByRole("heading", { level: 1 });

test("gudang orders 5 units from the supplier", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, "gudang@erp.test");
  await page.goto("/gudang/pembelian/tambah-pembelian");
  const form = page.getByRole("form", { name: "Tambah Pembelian" });
  const supplier = form.getByLabel("Supplier");
  const option = supplier.locator("option", { hasText: "SUP-001" });
  await expect(option).toHaveCount(1);
  await supplier.selectOption((await option.getAttribute("value")) ?? "");
  await form.getByLabel("Keterangan").fill(note);
  await form.locator("#line-0-product").click();
  await page.locator("#line-0-product-list").getByRole("option").first().click();
  await form.getByLabel("Jumlah baris 1").fill("5");
  await form.getByLabel("Harga satuan baris 1").fill("10000");
  await form.getByRole("button", { name: "Kirim ke Supplier" }).click();
  await expect(page).toHaveURL(/\/gudang\/pembelian\/[0-9a-f-]{36}$/);
  await expect(heading(page)).toContainText(/PO-\d{6}-\d{5}/);
  poCode = /PO-\d{6}-\d{5}/.exec((await heading(page).textContent()) ?? "")?.[0] ?? "";
});

test("the supplier prepares it, packs it in two packets and sends it", async ({ page }) => {
  test.setTimeout(120_000);
  expect(poCode).not.toBe("");
  await signIn(page, "supplier@erp.test");
  await page.goto("/supplier/persiapan-stok");
  await page.getByPlaceholder("Cari kode pembelian").fill(poCode);
  await page
    .getByRole("table", { name: "Daftar Persiapan Stok" })
    .getByRole("link", { name: poCode, exact: true })
    .click();
  await main(page).getByRole("button", { name: "Mulai Siapkan" }).click();
  await page.getByRole("button", { name: "Yakin" }).click();
  await expect(main(page).locator("header").first()).toContainText("Diproses Supplier");

  // The shipment of everything ordered, straight onto its packing page.
  await main(page).getByRole("button", { name: "Buat Pengeluaran" }).click();
  await expect(page).toHaveURL(
    /\/supplier\/pengeluaran\/barang-dari-supplier\/[0-9a-f-]{36}\/pengemasan$/,
  );
  await expect(heading(page)).toContainText(/SJ-\d{8}-[0-9A-F]{8}/);
  movementCode = /SJ-\d{8}-[0-9A-F]{8}/.exec((await heading(page).textContent()) ?? "")?.[0] ?? "";
  const finish = main(page).getByRole("button", { name: "Selesai Dikemas" });
  await expect(finish).toBeDisabled();

  // More than what remains is refused at the line, nothing is created.
  const qty = main(page).getByLabel("Jumlah dikemas baris 1");
  await qty.fill("9");
  await main(page).getByRole("button", { name: "Tambah Paket" }).click();
  await expect(main(page)).toContainText("Jumlah harus 0 sampai 5");

  await qty.fill("3");
  await main(page).getByLabel("Berat (gram)").fill("600");
  await main(page).getByRole("button", { name: "Tambah Paket" }).click();
  const packets = page.getByRole("table", { name: "Paket" });
  await expect(packets.getByRole("row")).toHaveCount(2);
  await expect(packets).toContainText("x 3");
  // What remains (2) is the default of the next packet.
  await expect(qty).toHaveValue("2");
  await main(page).getByRole("button", { name: "Tambah Paket" }).click();
  await expect(packets.getByRole("row")).toHaveCount(3);
  await expect(finish).toBeEnabled();
  await finish.click();

  await expect(page).toHaveURL(/\/supplier\/pengeluaran\/barang-dari-supplier\/[0-9a-f-]{36}$/);
  await expect(main(page).locator("header").first()).toContainText("Sudah Dikemas");
  await expect(page.getByRole("table", { name: "Riwayat status" })).toContainText("Dikemas");

  await main(page).getByRole("button", { name: "Kirim Barang" }).click();
  const dialog = page.getByRole("form", { name: "Kirim Barang" });
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(dialog).toContainText("Ekspedisi wajib diisi");
  const expedition = dialog.getByLabel("Ekspedisi");
  const first = expedition.locator("option").nth(1);
  await expect(first).toBeAttached();
  await expedition.selectOption((await first.getAttribute("value")) ?? "");
  await dialog.getByLabel("No. Resi").fill("RESI-E2E-1");
  await dialog.getByLabel("Ongkos Kirim").fill("15000");
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(main(page).locator("header").first()).toContainText("Dikirim");
  await expect(main(page)).toContainText("RESI-E2E-1");
  await expect(main(page)).toContainText("Rp 15.000");
  await expect(main(page).getByRole("button", { name: "Kirim Barang" })).toHaveCount(0);
});

test("gudang receives 3 of 5; the other 2 stay in transit until the supplier settles them", async ({
  page,
}) => {
  test.setTimeout(90_000);
  expect(movementCode).not.toBe("");
  await signIn(page, "gudang@erp.test");
  await page.goto("/gudang/penerimaan/penerimaan-barang-dari-supplier");
  await page.getByPlaceholder("Cari kode atau nomor resi").fill(movementCode);
  const table = page.getByRole("table", { name: "Daftar Penerimaan Barang dari Supplier" });
  await table.getByRole("link", { name: movementCode, exact: true }).click();
  await expect(page).toHaveURL(
    /\/gudang\/penerimaan\/penerimaan-barang-dari-supplier\/[0-9a-f-]{36}$/,
  );
  await expect(main(page)).toContainText(poCode);

  const form = page.getByRole("form", { name: "Terima Barang" });
  const received = form.getByLabel("Jumlah diterima baris 1");
  await received.fill("7");
  await form.getByRole("button", { name: "Terima Barang" }).click();
  await expect(form).toContainText("Jumlah diterima harus 0 sampai 5");
  await received.fill("3");
  await form.getByRole("button", { name: "Terima Barang" }).click();

  await expect(main(page).locator("header").first()).toContainText("Diterima Sebagian");
  await expect(main(page).locator("header").first()).toContainText("2 unit dalam perjalanan");
  const lines = page.getByRole("table", { name: "Barang pengiriman" });
  await expect(lines).toContainText("Dalam Perjalanan");
  // Nothing went back to the supplier by itself: no susulan until the supplier says so.
  await expect(page.getByRole("list", { name: "Pengiriman susulan" })).toHaveCount(0);
  // The receiver may book units that arrived damaged; only the sender settles the rest.
  await expect(main(page).getByRole("button", { name: "Rusak saat diterima" })).toBeVisible();
  await expect(main(page).getByRole("button", { name: "Selesaikan" })).toHaveCount(0);
  movementId = /([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? "";
});

test("the supplier settles the 2 as a susulan; it is linked on the shipment", async ({ page }) => {
  test.setTimeout(90_000);
  expect(movementId).not.toBe("");
  await signIn(page, "supplier@erp.test");
  await page.goto(`/supplier/pengiriman/barang-dari-supplier/${movementId}`);
  await main(page).getByRole("button", { name: "Selesaikan" }).click();
  const dialog = page.getByRole("form", { name: "Selesaikan Barang dalam Perjalanan" });
  const quantity = dialog.getByLabel("Jumlah diselesaikan baris 1");
  await expect(quantity).toHaveValue("2");
  await quantity.fill("3");
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(dialog).toContainText("Jumlah harus 0 sampai 2");
  await expect(dialog).toContainText("Alasan wajib diisi");
  await quantity.fill("2");
  await dialog.getByLabel("Penyelesaian").selectOption("susulan");
  await dialog.getByLabel("Alasan").fill("Dua unit tertinggal di gudang supplier");
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    main(page).locator("header").first().getByText("Selesai", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("table", { name: "Riwayat status" })).toContainText(
    "Dikirim susulan",
  );
  const related = page.getByRole("list", { name: "Pengiriman susulan" });
  await expect(related).toContainText(`${movementCode}-S1`);
  await related.getByRole("link", { name: `${movementCode}-S1` }).click();
  await expect(heading(page)).toContainText(`${movementCode}-S1`);
  await expect(main(page)).toContainText(`Susulan dari ${movementCode}`);
  await expect(main(page).locator("header").first()).toContainText("Menunggu Dikemas");
});

test("the supplier finds the susulan in its list, linked to the shipment it follows", async ({
  page,
}) => {
  test.setTimeout(60_000);
  expect(movementCode).not.toBe("");
  await signIn(page, "supplier@erp.test");
  await page.goto("/supplier/susulan/barang-dari-supplier");
  await page.getByPlaceholder("Cari kode atau nomor resi").fill(`${movementCode}-S1`);
  const table = page.getByRole("table", { name: "Daftar Susulan Barang dari Supplier" });
  await table.getByRole("link", { name: `${movementCode}-S1`, exact: true }).click();
  await expect(page).toHaveURL(/\/supplier\/susulan\/barang-dari-supplier\/[0-9a-f-]{36}$/);
  await expect(main(page).getByRole("link", { name: movementCode, exact: true })).toBeVisible();
  // The susulan is packed on the pengeluaran packing page.
  await expect(main(page).getByRole("link", { name: "Kemas Barang" })).toHaveAttribute(
    "href",
    /\/supplier\/pengeluaran\/barang-dari-supplier\/[0-9a-f-]{36}\/pengemasan$/,
  );
});
