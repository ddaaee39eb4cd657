// Reports of an SC (docs/money.md "Order and payment bundles"): sc@erp.test opens 'Tambah
// Laporan' (its seeded member sales not yet reported), sends the report ('Laporan Berhasil
// Dikirimkan'), pays it in cash on the report's page ('Pembayaran Berhasil'); then
// kasir@erp.test finds it under 'Validasi Laporan Kasir SC', verifies the payment and validates
// the report: it is 'Tervalidasi' and 'Lunas', and the database agrees.
import { expect, signInAs, test, withDb, type Page } from "./support";

const main = (page: Page) => page.getByRole("main");
const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test("an SC sends its sales report and pays it; the Kasir verifies and validates it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, "sc@erp.test");
  await page.goto("/kasir/laporan");
  await expect(page).toHaveTitle(/^Laporan Kasir/);
  await main(page).getByRole("link", { name: "Tambah Laporan" }).click();
  await expect(page).toHaveURL(/\/kasir\/laporan\/tambah-laporan$/);
  const orders = page.getByRole("table", { name: "Order yang dilaporkan" });
  await expect(
    orders
      .getByRole("row")
      .filter({ hasText: /PM-\d{6}-\d{6}/ })
      .first(),
  ).toBeVisible();
  await page.getByLabel("Keterangan").fill("Laporan e2e");
  await page.getByRole("button", { name: "Kirim Laporan" }).click();
  await expect(toast(page, "Laporan Berhasil Dikirimkan")).toBeVisible();
  await expect(page).toHaveURL(/\/kasir\/laporan\/[0-9a-f-]{36}$/);
  const id = page.url().split("/").pop() ?? "";
  await expect(main(page)).toContainText("Menunggu Validasi");
  await expect(main(page)).toContainText("Belum Lunas");

  const form = page.getByRole("form", { name: "Form pembayaran" });
  await form.getByLabel("Metode pembayaran 1").selectOption({ label: "Tunai" });
  await expect(form.getByTestId("sisa-setelah-bayar")).toHaveText("Rp 0");
  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(toast(page, "Pembayaran Berhasil")).toBeVisible();
  const payments = main(page).getByRole("table", { name: "Pembayaran laporan" });
  await expect(payments).toContainText("Menunggu Verifikasi");
  await expect(payments).toContainText(/PB-\d{6}-\d{6}/);
  // The SC neither verifies nor validates.
  await expect(payments.getByRole("button", { name: /^Verifikasi/ })).toHaveCount(0);
  await expect(main(page).getByRole("button", { name: "Validasi", exact: true })).toHaveCount(0);

  await page.context().clearCookies();
  await signInAs(page, "kasir@erp.test");
  await page.goto("/kasir/validasi/laporan-kasir-sc");
  await expect(page).toHaveTitle(/^Validasi Laporan Kasir SC/);
  const code = await withDb(async (db) => {
    const r = await db.query<{ code: string }>("SELECT code FROM order_bundles WHERE id = $1", [
      id,
    ]);
    return r.rows[0]?.code ?? "";
  });
  await page.getByLabel("Cari kode laporan atau kantor").fill(code);
  const table = page.getByRole("table", { name: "Daftar Validasi Laporan Kasir SC" });
  const row = table.getByRole("row").filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("SC-001");
  await row.getByRole("link", { name: code, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/kasir/validasi/laporan-kasir-sc/${id}$`));

  await main(page)
    .getByRole("table", { name: "Pembayaran laporan" })
    .getByRole("button", { name: /^Verifikasi PB-/ })
    .click();
  await expect(toast(page, "Pembayaran laporan berhasil diverifikasi")).toBeVisible();
  await expect(main(page).getByText("Lunas", { exact: true }).first()).toBeVisible();
  await main(page).getByRole("button", { name: "Validasi", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Ya" }).click();
  await expect(toast(page, "Laporan berhasil divalidasi")).toBeVisible();
  await expect(main(page)).toContainText("Tervalidasi");
  await expect(page.getByRole("table", { name: "Riwayat status" })).toContainText("Divalidasi");

  const state = await withDb(async (db) => {
    const r = await db.query<{
      is_submitted: boolean;
      is_validated: boolean;
      is_paid: boolean;
      total: string;
      paid: string;
      orders: string;
      frozen: string;
    }>(
      `SELECT b.is_submitted, b.is_validated, b.is_paid, b.total_price::text AS total,
              b.paid_amount::text AS paid,
              (SELECT COALESCE(SUM(final_price), 0)::text FROM orders WHERE order_bundle_id = b.id) AS orders,
              (SELECT COUNT(*)::text FROM orders WHERE order_bundle_id = b.id) AS frozen
       FROM order_bundles b WHERE b.id = $1`,
      [id],
    );
    return r.rows[0];
  });
  expect(state).toMatchObject({ is_submitted: true, is_validated: true, is_paid: true });
  expect(state?.total).toBe(state?.orders);
  expect(state?.paid).toBe(state?.total);
  expect(Number(state?.frozen)).toBeGreaterThan(0);
});

test("'Tambah Laporan Penjualan KP': a deselected order stays out; the saved total is the chosen ones'", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, "kp@erp.test");
  await page.goto("/kasir/laporan-kasir-kp/tambah-laporan-penjualan-kp");
  const orders = page.getByRole("table", { name: "Order yang dilaporkan" });
  // Every eligible order (the seeded member sales at least) starts chosen.
  const boxes = orders.getByRole("checkbox", { name: /^Pilih (?!semua)/ });
  await expect(boxes.nth(1)).toBeVisible();
  const count = await boxes.count();
  const codes: string[] = [];
  for (let i = 0; i < count; i++) {
    await expect(boxes.nth(i)).toBeChecked();
    codes.push(((await boxes.nth(i).getAttribute("aria-label")) ?? "").replace(/^Pilih /, ""));
  }
  await expect(orders.getByRole("checkbox", { name: "Pilih semua order" })).toBeChecked();
  const dropped = codes[0] ?? "";
  const kept = codes.slice(1);
  const prices = await withDb(async (db) => {
    const r = await db.query<{ code: string; final_price: string }>(
      "SELECT code, final_price::text FROM orders WHERE code = ANY($1)",
      [codes],
    );
    return Object.fromEntries(r.rows.map((o) => [o.code, Number(o.final_price)]));
  });
  const keptTotal = kept.reduce((s, c) => s + (prices[c] ?? 0), 0);
  const rupiah = (n: number) => `Rp ${n.toLocaleString("id-ID")}`;

  await orders.getByRole("checkbox", { name: `Pilih ${dropped}` }).uncheck();
  await expect(orders.getByRole("checkbox", { name: "Pilih semua order" })).not.toBeChecked();
  await expect(page.getByTestId("bundle-selected-total")).toHaveText(
    `Total Dipilih: ${rupiah(keptTotal)}`,
  );
  await page.getByLabel("Keterangan").fill("Laporan sebagian e2e");
  await page.getByRole("button", { name: "Simpan Draft" }).click();
  await expect(toast(page, "Data Berhasil disimpan")).toBeVisible();
  await expect(page).toHaveURL(/\/kasir\/laporan-kasir-kp\/[0-9a-f-]{36}$/);
  const id = page.url().split("/").pop() ?? "";
  await expect(main(page)).toContainText("Draft");

  const saved = await withDb(async (db) => {
    const b = await db.query<{ total: string; orders: string; codes: string[] | null }>(
      `SELECT b.total_price::text AS total,
              (SELECT COALESCE(SUM(final_price), 0)::text FROM orders WHERE order_bundle_id = b.id) AS orders,
              (SELECT array_agg(code ORDER BY code) FROM orders WHERE order_bundle_id = b.id) AS codes
       FROM order_bundles b WHERE b.id = $1`,
      [id],
    );
    const d = await db.query<{ order_bundle_id: string | null }>(
      "SELECT order_bundle_id FROM orders WHERE code = $1",
      [dropped],
    );
    return { ...b.rows[0], droppedBundle: d.rows[0]?.order_bundle_id ?? null };
  });
  expect(Number(saved.total)).toBe(keptTotal);
  expect(saved.total).toBe(saved.orders);
  expect(saved.codes).toEqual([...kept].sort());
  expect(saved.droppedBundle).toBeNull();
});
