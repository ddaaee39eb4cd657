// Balances in the browser (docs/money.md "Balances"): Penjualan makes an SC deposit top-up and
// sees the deposit the multiplier gives; the Kasir approves it ('Topup berhasil diapprove'); the
// SC's /saldo shows the ledger row with its running balance. The Kasir makes a stockist saldo
// top-up (its maker sees no Approve button) and the superadmin approves it.
import { expect, signInAs, test, withDb, type Page } from "./support";
import type { Locator } from "@playwright/test";

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const run = Date.now().toString(36).toUpperCase();

const main = (page: Page) => page.getByRole("main");

async function pickOffice(page: Page, form: Locator, search: string, name: RegExp) {
  await form.getByRole("button", { name: "Pilih", exact: true }).click();
  const picker = page.getByRole("dialog", { name: "Daftar Kantor" });
  await picker.getByPlaceholder("Cari Kantor").fill(search);
  await picker.getByRole("row", { name }).first().click();
  await expect(picker).toBeHidden();
}

test("an SC deposit top-up with the multiplier: Penjualan makes it, the Kasir approves, /saldo shows it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const note = `Deposit E2E ${run}`;
  const multiplier = await withDb(async (db) => {
    const r = await db.query<{ value: string }>(
      "SELECT value FROM setups WHERE setup_key = 'sc_deposit_multiplier'",
    );
    return r.rows[0]?.value ?? "";
  });
  await signInAs(page, "penjualan@erp.test");
  await page.goto("/penjualan/topup/deposit-sc");
  await expect(page.getByRole("heading", { name: "Topup Deposit SC" })).toBeVisible();
  await main(page).getByRole("link", { name: "Tambah Topup Deposit SC" }).click();
  await expect(page).toHaveURL(/\/penjualan\/topup\/deposit-sc\/tambah$/);
  const form = page.getByRole("form", { name: "Tambah Topup Deposit SC" });
  await pickOffice(page, form, "SC-001", /SC-001/);
  // Below the Setup minimum (min_topup_deposit_sc, Rp 25.000.000 in the demo): refused at the field.
  const amount = form.getByRole("textbox", { name: "Jumlah Bayar", exact: true });
  await expect(form.getByText("Minimal topup Rp 25.000.000")).toBeVisible();
  await amount.fill("1000000");
  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(amount).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Minimal topup Rp 25.000.000")).toBeVisible();
  await amount.fill("25000000");
  const expected = Math.floor(25_000_000 * Number(multiplier));
  const rupiah = `Rp ${expected.toLocaleString("id-ID")}`;
  await expect(form.getByTestId("deposit-preview")).toContainText(rupiah);
  await form.getByRole("textbox", { name: "Keterangan" }).fill(note);
  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(toast(page, "Data Berhasil disimpan")).toBeVisible();
  await expect(page).toHaveURL(/\/penjualan\/topup\/deposit-sc$/);
  const salesRow = page.getByRole("table", { name: "Topup Deposit SC" }).getByRole("row", {
    name: new RegExp(note),
  });
  await expect(salesRow).toContainText("Menunggu Approval");
  await expect(salesRow).toContainText(rupiah);
  // Penjualan has no approval right: no Approve button.
  await expect(salesRow.getByRole("button", { name: /^Approve/ })).toHaveCount(0);

  await page.context().clearCookies();
  await signInAs(page, "kasir@erp.test");
  await page.goto("/kasir/pembayaran/topup-saldo-deposit-sc");
  const table = page.getByRole("table", { name: "Topup Saldo Deposit SC" });
  await main(page).getByLabel("Status").selectOption("pending");
  const row = table.getByRole("row", { name: new RegExp(note) });
  await row.getByRole("button", { name: /^Approve/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yakin" }).click();
  await expect(toast(page, "Topup berhasil diapprove")).toBeVisible();
  await main(page).getByLabel("Status").selectOption("approved");
  await expect(table.getByRole("row", { name: new RegExp(note) })).toContainText("Diapprove");

  const after = await withDb(async (db) => {
    const r = await db.query<{ balance_after: string; amount: string }>(
      `SELECT t.balance_after::text, t.amount::text FROM balance_trxes t
         JOIN topups tp ON tp.id = t.source_id AND t.source_type = 'topups'
        WHERE tp.description = $1`,
      [note],
    );
    return r.rows[0];
  });
  expect(Number(after?.amount)).toBe(expected);

  await page.context().clearCookies();
  await signInAs(page, "sc@erp.test");
  await page.goto("/saldo?account=deposit");
  const ledger = page.getByRole("table", { name: "Riwayat Transaksi Saldo" });
  const ledgerRow = ledger.getByRole("row", { name: new RegExp(note) });
  await expect(ledgerRow).toContainText(rupiah);
  await expect(ledgerRow).toContainText(
    `Rp ${Number(after?.balance_after).toLocaleString("id-ID")}`,
  );
  await expect(ledgerRow).toContainText("Deposit");
});

test("the Kasir makes a stockist saldo top-up; another user approves it", async ({ page }) => {
  test.setTimeout(120_000);
  const note = `Saldo E2E ${run}`;
  await signInAs(page, "kasir@erp.test");
  await page.goto("/kasir/topup/saldo-stockist/tambah");
  const form = page.getByRole("form", { name: "Tambah Topup Saldo Stockist" });
  await pickOffice(page, form, "STK-001", /STK-001/);
  await form.getByRole("textbox", { name: "Jumlah", exact: true }).fill("1250000");
  await form.getByRole("textbox", { name: "Keterangan" }).fill(note);
  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(toast(page, "Data Berhasil disimpan")).toBeVisible();
  await expect(page).toHaveURL(/\/kasir\/topup\/saldo-stockist$/);
  const table = page.getByRole("table", { name: "Topup Saldo Stockist" });
  const mine = table.getByRole("row", { name: new RegExp(note) });
  await expect(mine).toContainText("Rp 1.250.000");
  // Maker-checker: its maker gets no Approve button.
  await expect(mine).toContainText("Menunggu pengguna lain");

  await page.context().clearCookies();
  await signInAs(page, "admin@erp.test");
  await page.goto("/kasir/topup/saldo-stockist");
  const row = page.getByRole("table", { name: "Topup Saldo Stockist" }).getByRole("row", {
    name: new RegExp(note),
  });
  await row.getByRole("button", { name: /^Approve/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yakin" }).click();
  await expect(toast(page, "Topup berhasil diapprove")).toBeVisible();
  await expect(row).toContainText("Diapprove");
});
