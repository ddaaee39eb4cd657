// Money reports and disputes (docs/money.md): the Kasir opens Laporan Harian, widens the date
// range, sees the SQL totals and downloads the streamed Excel file (read back with exceljs);
// the stockist files a dispute with a photo on a shipment it received, and Pusat's Kasir
// resolves it with a reason, which the stockist then sees.
import fs from "node:fs";
import ExcelJS from "exceljs";
import { expect, signInAs, test, withDb, type Page } from "./support";

test.describe.configure({ mode: "serial" });

const main = (page: Page) => page.getByRole("main");
const NOTE = `Dua karton hilang e2e ${Date.now()}`;
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAJUlEQVR4nGO4U6EBR78uTYMjXOIMg1ADMYqQxQejhkEYrCMxHgCzeu8QOKkhCQAAAABJRU5ErkJggg==",
  "base64",
);

test("kasir opens Laporan Harian, filters it and downloads it as xlsx", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, "kasir@erp.test");
  await page.goto("/kasir/laporan-harian");
  await expect(page).toHaveTitle(/^Laporan Harian/);
  const table = page.getByRole("table", { name: "Laporan Harian" });
  // The seed pays a faktur today in cash and by transfer.
  await expect(table.getByRole("row").filter({ hasText: "Tunai" }).first()).toBeVisible();
  await expect(main(page).getByTestId("total-total_payment_amount")).toContainText("Rp");
  // Pusat's Kasir reads Pusat's receipts, not a stockist's cash from its member sales.
  await expect(main(page).getByTestId("report-receiver")).toHaveText(/^Penerimaan kantor PUSAT - /);
  await expect(main(page).getByRole("button", { name: "Pilih Kantor Pembayar" })).toBeVisible();
  const today = await main(page).getByTestId("report-range").textContent();

  // The last 60 days (a report takes at most 366).
  const jakarta = (d: Date) =>
    new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(d);
  const todayJakarta = jakarta(new Date());
  const from = jakarta(new Date(Date.now() - 60 * 86_400_000));
  await main(page)
    .getByRole("textbox", { name: /^Sampai/ })
    .fill(todayJakarta);
  await main(page).getByRole("textbox", { name: /^Dari/ }).fill(from);
  await expect(main(page).getByTestId("report-range")).toHaveText(
    `Periode ${from} s.d. ${todayJakarta}`,
  );
  expect(today).not.toContain(from);
  await expect(table.getByRole("row").filter({ hasText: "Transfer Bank" }).first()).toBeVisible();
  const shown = (await main(page).getByTestId("total-total_payment_amount").textContent()) ?? "";

  const downloading = page.waitForEvent("download");
  await main(page).getByRole("button", { name: "Download Excel" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^laporan-harian-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(fs.readFileSync(await download.path()) as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  expect(ws?.getRow(1).getCell(1).value).toBe("Laporan Harian");
  expect(ws?.getRow(2).getCell(1).value).toBe(`Periode: ${from} s.d. ${todayJakarta}`);
  const last = ws?.getRow(ws.rowCount);
  expect(last?.getCell(1).value).toBe("Total");
  const total = Number(last?.getCell(6).value);
  expect(shown.replace(/\D/g, "")).toBe(String(total));
  await expect(main(page).getByText(/laporan-harian-\d{4}-\d{2}-\d{2}\.xlsx \(/)).toBeVisible();
});

test("kasir opens the other reports from one screen", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, "kasir@erp.test");
  for (const [path, title, total] of [
    [
      "/kasir/laporan-keuangan-stockist/laporan-keuangan-per-stockist",
      "Laporan Keuangan per Stockist",
      "total_office_balance",
    ],
    ["/kasir/laporan-gl", "Laporan GL", "total_debit"],
    ["/kasir/data", "Data Pembayaran", "total_payment_amount"],
  ] as const) {
    await page.goto(path);
    await expect(main(page).getByRole("heading", { name: title })).toBeVisible();
    await expect(main(page).getByTestId(`total-${total}`)).toContainText(/Rp|\d/);
  }
});

test("the stockist files a dispute with a photo on a shipment it received", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, "stockist@erp.test");
  await page.goto("/stockist/penerimaan/barang-dari-pusat");
  const list = page.getByRole("table", { name: "Daftar Penerimaan Barang dari Pusat" });
  await list
    .getByRole("link", { name: /^[A-Z]/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/stockist\/penerimaan\/barang-dari-pusat\/[0-9a-f-]{36}$/);

  await main(page).getByRole("button", { name: "Ajukan Dispute" }).click();
  const dialog = page.getByRole("dialog", { name: "Ajukan Dispute" });
  await dialog.getByLabel("Jenis Dispute").selectOption({ label: "Barang Kurang" });
  await dialog.getByLabel("Keterangan").fill(NOTE);
  await dialog
    .getByLabel("Foto Bukti")
    .setInputFiles({ name: "kardus.png", mimeType: "image/png", buffer: PNG });
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText("Dispute berhasil dikirim")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(
    main(page)
      .getByRole("link", { name: /^DSP-\d{6}-\d{6}$/ })
      .first(),
  ).toBeVisible();
});

test("Pusat's kasir resolves the dispute with a reason; the stockist sees it", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, "kasir@erp.test");
  await page.goto("/kasir/dispute");
  await expect(page).toHaveTitle(/^Dispute/);
  await page.getByPlaceholder("Cari kode, kantor atau dokumen").fill(NOTE);
  const table = page.getByRole("table", { name: "Dispute Kantor" });
  const row = table.getByRole("row").filter({ hasText: "Barang Kurang" });
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: "Detail" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(NOTE);
  const photo = dialog.getByRole("img", { name: "kardus.png" });
  await expect(photo).toBeVisible();
  // The photo really loads (served to Pusat by dispute-image-files): 16 px wide.
  await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(16);

  await dialog.getByRole("button", { name: "Selesaikan" }).click();
  await expect(dialog.getByText("Alasan wajib diisi")).toBeVisible();
  await dialog.getByLabel("Alasan").fill("Dua karton dikirim susulan");
  await dialog.getByRole("button", { name: "Selesaikan" }).click();
  await expect(page.getByText("Dispute berhasil diselesaikan")).toBeVisible();
  await expect(dialog).toContainText("Alasan: Dua karton dikirim susulan");
  // The status history (GET disputes/{id}/-actions/history): filed by the stockist, decided by
  // the Kasir, each with who, from and to, and the note.
  const names = await withDb(async (db) => {
    const r = await db.query<{ email: string; name: string }>(
      "SELECT email, name FROM users WHERE email IN ('kasir@erp.test', 'stockist@erp.test')",
    );
    return Object.fromEntries(r.rows.map((u) => [u.email, u.name]));
  });
  const history = dialog.getByRole("table", { name: "Riwayat status" });
  const filed = history.getByRole("row").filter({ hasText: "Diajukan" });
  await expect(filed).toContainText(NOTE);
  await expect(filed).toContainText(names["stockist@erp.test"] ?? "-");
  await expect(filed.getByRole("cell").nth(3)).toHaveText("Menunggu");
  const decided = history.getByRole("row").filter({ hasText: "Diselesaikan" });
  await expect(decided).toContainText("Dua karton dikirim susulan");
  await expect(decided).toContainText(names["kasir@erp.test"] ?? "-");
  await expect(decided.getByRole("cell").nth(2)).toHaveText("Menunggu");
  await expect(decided.getByRole("cell").nth(3)).toHaveText("Selesai");
  const href = new URL(page.url()).search;

  await signInAs(page, "stockist@erp.test");
  await page.goto(`/dispute${href}`);
  const own = page.getByRole("dialog");
  await expect(own).toContainText(NOTE);
  await expect(own).toContainText("Selesai oleh");
  const ownHistory = own.getByRole("table", { name: "Riwayat status" });
  await expect(ownHistory.getByRole("row").filter({ hasText: "Diselesaikan" })).toContainText(
    "Dua karton dikirim susulan",
  );
  await expect(own.getByRole("button", { name: "Selesaikan" })).toHaveCount(0);
});
