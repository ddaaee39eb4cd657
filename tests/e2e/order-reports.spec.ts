// The sales reports (docs/orders.md "Reports and exports"), as Penjualan uses them: Laporan
// Penjualan with this month's orders and totals (by default Pusat's validated sales, no drafts),
// filtered by kind, by seller and by office (the 'Daftar Kantor' picker), downloaded as Excel; Laporan Harian per day with the day's orders file;
// Laporan Jumlah Barang filtered by state and downloaded. The figures on screen are compared with
// sums read from the database at that moment (one e2e worker: nothing writes meanwhile).
import fs from "node:fs";
import ExcelJS from "exceljs";
import { expect, signInAs, test, withDb, type Page } from "./support";

const main = (page: Page) => page.getByRole("main");
const num = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });
const rupiah = (v: number) =>
  new Intl.NumberFormat("id-ID", { style: "currency", currency: "IDR", maximumFractionDigits: 0 })
    .format(v)
    .replace(/\u00a0/g, " ");

// This Jakarta month, as the screens' default range.
const MONTH = `o.deleted_at IS NULL
  AND o.order_date >= date_trunc('month', now() AT TIME ZONE 'Asia/Jakarta')::date
  AND o.order_date < (date_trunc('month', now() AT TIME ZONE 'Asia/Jakarta') + interval '1 month')::date`;

// What the screens count by default: validated and released orders that Pusat (the reader's
// office) sold: no draft, no stockist's member sale, no KP faktur.
const COUNTED = `AND o.status IN ('validated', 'released')`;
const PUSAT_SOLD = `AND o.origin_office_id = (SELECT id FROM offices WHERE code = 'PUSAT')`;
const DEFAULT = `${COUNTED} ${PUSAT_SOLD}`;

async function monthSums(extra = "", params: unknown[] = []) {
  return withDb(async (db) => {
    const r = await db.query<{ n: string; final: string; qty: string }>(
      `SELECT COUNT(*)::text AS n, COALESCE(SUM(o.final_price), 0)::text AS final,
              COALESCE((SELECT SUM(d.quantity) FROM order_details d JOIN orders o ON o.id = d.order_id
                        WHERE ${MONTH} ${extra}), 0)::text AS qty
       FROM orders o WHERE ${MONTH} ${extra}`,
      params,
    );
    const row = r.rows[0];
    return { count: Number(row?.n), final: Number(row?.final), qty: Number(row?.qty) };
  });
}

async function readSheet(page: Page, button: string, name: RegExp) {
  const downloading = page.waitForEvent("download");
  await main(page).getByRole("button", { name: button }).first().click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(name);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(fs.readFileSync(await download.path()) as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const rows: unknown[][] = [];
  ws?.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return rows;
}

test("Laporan Penjualan: this month's totals, kind and office filters, Excel", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, "penjualan@erp.test");
  await page.goto("/penjualan/laporan");
  await expect(page).toHaveTitle(/^Laporan Penjualan/);
  const table = page.getByRole("table", { name: "Laporan penjualan" });
  await expect(table.getByRole("row").nth(1)).toContainText(/-\d{6}-\d+/);

  const all = await monthSums(DEFAULT);
  expect(all.count).toBeGreaterThan(0);
  // The demo month also holds drafts and other offices' sales, which the default leaves out.
  expect((await monthSums()).count).toBeGreaterThan(all.count);
  await expect(main(page).getByTestId("report-counts")).toHaveText(
    "Dihitung: penjualan PUSAT, semua jenis, status Menunggu Pembayaran dan Siap Dikirim.",
  );
  await expect(main(page).getByTestId("total-Jumlah Order")).toHaveText(num.format(all.count));
  await expect(main(page).getByTestId("total-Total Akhir")).toHaveText(rupiah(all.final));

  // Kind: Restock only.
  await main(page).getByLabel("Jenis").selectOption({ label: "Restock" });
  const restock = await monthSums(`${DEFAULT} AND o.order_type = 'restock'`);
  expect(restock.count).toBeGreaterThan(0);
  await expect(main(page).getByTestId("total-Jumlah Order")).toHaveText(num.format(restock.count));
  await main(page).getByLabel("Jenis").selectOption({ label: "Semua" });

  // Office: STK-001 (its sales and its purchases, whoever sold).
  await main(page)
    .getByRole("combobox", { name: "Penjual", exact: true })
    .selectOption({ label: "Semua kantor" });
  await main(page).getByRole("button", { name: "Pilih Kantor" }).click();
  const dialog = page.getByRole("dialog", { name: "Daftar Kantor" });
  await dialog.getByPlaceholder("Cari Kantor").fill("STK-001");
  await dialog
    .getByRole("row", { name: /STK-001/ })
    .first()
    .click();
  await expect(dialog).toHaveCount(0);
  const stk = await withDb(
    async (db) =>
      (await db.query<{ id: string }>("SELECT id::text AS id FROM offices WHERE code = 'STK-001'"))
        .rows[0]?.id,
  );
  const own = await monthSums(
    `${COUNTED} AND (o.origin_office_id = $1::uuid OR o.destination_office_id = $1::uuid)`,
    [stk],
  );
  await expect(main(page).getByTestId("total-Jumlah Order")).toHaveText(num.format(own.count));
  await expect(main(page).getByTestId("total-Total Akhir")).toHaveText(rupiah(own.final));

  const rows = await readSheet(
    page,
    "Download Excel",
    /^laporan-penjualan-\d{4}-\d{2}-\d{2}\.xlsx$/,
  );
  expect(rows[0]?.[0]).toBe("Laporan Penjualan");
  expect(rows.some((r) => String(r[0]).startsWith("Kantor: STK-001"))).toBe(true);
  const header = rows.findIndex((r) => r[0] === "Kode");
  expect(rows.length - header - 2).toBe(own.count);
  expect(rows.at(-1)?.[10]).toBe(own.final);
});

test("Laporan Harian: per day with totals, the day's orders as Excel", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, "penjualan@erp.test");
  await page.goto("/penjualan/laporan/harian");
  await expect(page).toHaveTitle(/^Laporan Harian/);
  const table = page.getByRole("table", { name: "Laporan harian" });
  const first = table.getByRole("row").nth(1);
  await expect(first).toContainText(/\d{4}-\d{2}-\d{2}/);
  const all = await monthSums(DEFAULT);
  await expect(main(page).getByTestId("total-Jumlah Order")).toHaveText(num.format(all.count));
  await expect(main(page).getByTestId("total-Total Akhir")).toHaveText(rupiah(all.final));

  const day = ((await first.getByRole("cell").first().textContent()) ?? "").trim();
  const daySums = await monthSums(`${DEFAULT} AND o.order_date = $1::date`, [day]);
  const downloading = page.waitForEvent("download");
  await first.getByRole("button", { name: "Excel Order" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`laporan-harian-penjualan-${day}.xlsx`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(fs.readFileSync(await download.path()) as unknown as ArrayBuffer);
  const values: unknown[][] = [];
  wb.worksheets[0]?.eachRow((r) => values.push((r.values as unknown[]).slice(1)));
  expect(values[0]?.[0]).toBe("Laporan Harian Penjualan");
  expect(values.at(-1)?.[0]).toBe(`Total (${daySums.count} order)`);
  expect(values.at(-1)?.[10]).toBe(daySums.final);

  const rows = await readSheet(page, "Download Excel", /^laporan-harian-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(rows.at(-1)?.slice(0, 2)).toEqual(["Total", all.count]);
});

test("Laporan Jumlah Barang: per product, filtered by state, Excel", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, "penjualan@erp.test");
  await page.goto("/penjualan/laporan/jumlah-barang");
  await expect(page).toHaveTitle(/^Laporan Jumlah Barang/);
  const table = page.getByRole("table", { name: "Laporan jumlah barang" });
  await expect(table.getByRole("row").nth(1)).toContainText(/\d/);
  const all = await monthSums(DEFAULT);
  await expect(main(page).getByTestId("total-Jumlah Terjual")).toHaveText(num.format(all.qty));

  await main(page).getByLabel("Status").selectOption({ label: "Siap Dikirim" });
  const released = await monthSums(`${PUSAT_SOLD} AND o.status = 'released'`);
  expect(released.qty).toBeGreaterThan(0);
  await expect(main(page).getByTestId("total-Jumlah Terjual")).toHaveText(num.format(released.qty));

  const rows = await readSheet(
    page,
    "Download Excel",
    /^laporan-jumlah-barang-\d{4}-\d{2}-\d{2}\.xlsx$/,
  );
  expect(rows[0]?.[0]).toBe("Laporan Jumlah Barang");
  expect(rows.at(-1)?.[2]).toBe(released.qty);
});
