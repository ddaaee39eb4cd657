// An order shipped end to end (docs/orders.md "Shipping"): Gudang finds the seeded released
// Pusat -> STK-001 order on its pengeluaran page ("Order Siap Dikirim"), creates the shipment,
// packs and sends it by expedition; the stockist receives part of it on its penerimaan page (the
// rest stays in transit, issue 23 §2) and books one unit as arrived damaged; Gudang settles the
// rest on its pengiriman detail as a susulan, which it then finds on its susulan list.
import { appOrigin, expect, openRowLink, signIn, test, type Page } from "./support";

const E2E_NOTE = "Data demo pengiriman order: siap dikirim (e2e)";
let orderCode = "";
let movementCode = "";
let movementId = "";

test.describe.configure({ mode: "serial" });

const main = (page: Page) => page.getByRole("main");
const heading = (page: Page) => main(page).getByRole("heading", { level: 1 });

test("gudang creates the shipment of a released order, packs and sends it", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "gudang@erp.test");
  // The seeded order (prisma/seed/order-shipments.ts), found by its note.
  const res = await page.request.get(
    `${appOrigin()}/api/v1/orders?filter[awaiting_shipment]=true&filter[side]=origin&filter[order_type]=sale&page[size]=100`,
    { headers: { Accept: "application/vnd.api+json" } },
  );
  expect(res.status()).toBe(200);
  const body = (await res.json()) as {
    data: { attributes: { code: string; description: string | null } }[];
  };
  orderCode = body.data.find((o) => o.attributes.description === E2E_NOTE)?.attributes.code ?? "";
  expect(orderCode).not.toBe("");

  await page.goto("/gudang/pengeluaran/barang-ke-stockist-dikirim");
  await page.getByPlaceholder("Cari kode order").fill(orderCode);
  const pending = page.getByRole("table", { name: "Daftar order siap dikirim" });
  const row = pending.getByRole("row").filter({ hasText: orderCode });
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: "Buat Pengeluaran" }).click();
  await expect(page).toHaveURL(
    /\/gudang\/pengeluaran\/barang-ke-stockist-dikirim\/[0-9a-f-]{36}\/pengemasan$/,
  );
  await expect(heading(page)).toContainText(/SJ-\d{8}-[0-9A-F]{8}/);
  movementCode = /SJ-\d{8}-[0-9A-F]{8}/.exec((await heading(page).textContent()) ?? "")?.[0] ?? "";

  // Every line defaults to what remains: one packet holds it all.
  await main(page).getByLabel("Berat (gram)").fill("1200");
  await main(page).getByRole("button", { name: "Tambah Paket" }).click();
  await expect(page.getByRole("table", { name: "Paket" }).getByRole("row")).toHaveCount(2);
  const finish = main(page).getByRole("button", { name: "Selesai Dikemas" });
  await expect(finish).toBeEnabled();
  await finish.click();
  await expect(page).toHaveURL(/\/gudang\/pengeluaran\/barang-ke-stockist-dikirim\/[0-9a-f-]{36}$/);
  await expect(main(page).locator("header").first()).toContainText("Sudah Dikemas");

  await main(page).getByRole("button", { name: "Kirim Barang" }).click();
  const dialog = page.getByRole("form", { name: "Kirim Barang" });
  const expedition = dialog.getByLabel("Ekspedisi");
  const first = expedition.locator("option").nth(1);
  await expect(first).toBeAttached();
  await expedition.selectOption((await first.getAttribute("value")) ?? "");
  await dialog.getByLabel("No. Resi").fill("RESI-ORDER-E2E");
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(main(page).locator("header").first()).toContainText("Dikirim");

  // The order left the waiting list.
  await page.goto("/gudang/pengeluaran/barang-ke-stockist-dikirim");
  await page.getByPlaceholder("Cari kode order").fill(orderCode);
  await expect(pending).toContainText("Data Kosong");
});

test("the stockist receives part of it and books one unit damaged; the rest stays in transit", async ({
  page,
}) => {
  test.setTimeout(90_000);
  expect(movementCode).not.toBe("");
  await signIn(page, "stockist@erp.test");
  await page.goto("/stockist/penerimaan/barang-dari-pusat");
  await page.getByPlaceholder("Cari kode atau nomor resi").fill(movementCode);
  const table = page.getByRole("table", { name: "Daftar Penerimaan Barang dari Pusat" });
  await openRowLink(
    page,
    table,
    movementCode,
    /\/stockist\/penerimaan\/barang-dari-pusat\/[0-9a-f-]{36}$/,
  );

  const form = page.getByRole("form", { name: "Terima Barang" });
  await form.getByLabel("Jumlah diterima baris 1").fill("2");
  await form.getByRole("button", { name: "Terima Barang" }).click();
  await expect(main(page).locator("header").first()).toContainText("Diterima Sebagian");
  await expect(main(page).locator("header").first()).toContainText("unit dalam perjalanan");
  await expect(page.getByRole("list", { name: "Pengiriman susulan" })).toHaveCount(0);
  movementId = /([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? "";

  await main(page).getByRole("button", { name: "Rusak saat diterima" }).click();
  const dialog = page.getByRole("form", { name: "Rusak saat Diterima" });
  await dialog.getByLabel("Jumlah diselesaikan baris 1").fill("1");
  await dialog.getByLabel("Alasan").fill("Satu dus penyok");
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(dialog).toHaveCount(0);
  const lines = page.getByRole("table", { name: "Barang pengiriman" });
  await expect(lines).toContainText("Rusak saat diterima");
  await expect(main(page).getByRole("button", { name: "Selesaikan" })).toHaveCount(0);
});

test("gudang settles the rest as a susulan on its pengiriman detail", async ({ page }) => {
  test.setTimeout(90_000);
  expect(movementId).not.toBe("");
  await signIn(page, "gudang@erp.test");
  await page.goto(`/gudang/pengiriman/barang-ke-stockist-dikirim/${movementId}`);
  await main(page).getByRole("button", { name: "Selesaikan" }).click();
  const dialog = page.getByRole("form", { name: "Selesaikan Barang dalam Perjalanan" });
  await dialog.getByLabel("Penyelesaian").selectOption("susulan");
  await dialog.getByLabel("Alasan").fill("Sisa masih di gudang");
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(dialog).toHaveCount(0);
  const related = page.getByRole("list", { name: "Pengiriman susulan" });
  await expect(related).toContainText(`${movementCode}-S1`);
});

test("gudang finds the susulan on its susulan list", async ({ page }) => {
  test.setTimeout(60_000);
  expect(movementCode).not.toBe("");
  await signIn(page, "gudang@erp.test");
  await page.goto("/gudang/susulan/barang-ke-stockist");
  await page.getByPlaceholder("Cari kode atau nomor resi").fill(`${movementCode}-S1`);
  const table = page.getByRole("table", { name: "Daftar Susulan Barang ke Stockist" });
  await openRowLink(
    page,
    table,
    `${movementCode}-S1`,
    /\/gudang\/susulan\/barang-ke-stockist\/[0-9a-f-]{36}$/,
  );
  await expect(main(page).getByRole("link", { name: movementCode, exact: true })).toBeVisible();
  await expect(main(page).locator("header").first()).toContainText("Menunggu Dikemas");
  await expect(main(page).getByRole("link", { name: "Kemas Barang" })).toHaveAttribute(
    "href",
    /\/gudang\/susulan\/barang-ke-stockist\/[0-9a-f-]{36}\/pengemasan$/,
  );
});
