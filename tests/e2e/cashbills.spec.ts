// The Cash Bill area as people use it (issue 27 §1, docs/cash-bills.md): STK-001 records a cash
// bill for its member from Home's quick access ('Pencatatan Cash Bill'), validates it and sees
// its points; Pusat's Bonus staff add points to a member in a bonus period ('Tambah Poin') and
// find them on 'Data Tambahan Poin'; outside a bonus period the form says why.
import { expect, pickOffice, pickProduct, signInAs, test, withDb, type Page } from "./support";

test.describe.configure({ mode: "serial" });

const main = (page: Page) => page.getByRole("main");
const note = `E2E poin ${Date.now().toString(36).toUpperCase()}`;

/** The current member period (covering today) as a bonus period or not. */
const setBonusPeriod = (value: boolean) =>
  withDb((db) =>
    db.query(
      `UPDATE member_periods SET is_bonus_period = $1
        WHERE status = 'open' AND start_date <= (now() AT TIME ZONE 'Asia/Jakarta')::date
          AND end_date >= (now() AT TIME ZONE 'Asia/Jakarta')::date`,
      [value],
    ),
  );

test("STK-001 records a cash bill for a member", async ({ page }) => {
  test.setTimeout(120_000);
  await setBonusPeriod(true);
  await signInAs(page, "stockist@erp.test");
  await page.goto("/");
  const quick = page.locator("section[aria-labelledby=quick-access]");
  await quick.getByRole("link", { name: "Pencatatan Cash Bill" }).click();
  await expect(page).toHaveURL(/\/cash-bill\/transaksi-cashbill\/tambah-transaksi-cash-bill$/);
  const form = page.getByRole("form", { name: "Pencatatan Cash Bill" });
  await pickOffice(page, "MU-0000001");
  await expect(form.locator("#field-other")).toHaveValue(/MU-0000001/);
  await pickProduct(page, 0, "Kolostrum");
  await form.getByLabel("Jumlah baris 1").fill("1");
  await form.getByRole("button", { name: "Simpan" }).click();

  await expect(page).toHaveURL(/\/cash-bill\/transaksi-cashbill\/[0-9a-f-]{36}$/);
  await expect(main(page).getByRole("heading", { level: 1 })).toContainText(
    /Detail Transaksi Cash Bill CB-/,
  );
  await expect(page.getByTestId("order-total")).not.toHaveText("Rp 0");
  await main(page).getByRole("button", { name: "Validasi" }).click();
  await page
    .getByRole("dialog", { name: "Validasi" })
    .getByRole("button", { name: "Validasi Order" })
    .click();
  await expect(main(page).locator("header").first()).toContainText("Menunggu Pembayaran");

  // The list shows it with its points; the stockist sees its own cash bills only.
  await page.goto("/cash-bill/transaksi-cashbill");
  const table = page.getByRole("table", { name: "Daftar Transaksi Cash Bill" });
  await expect(table.getByRole("row").nth(1)).toContainText(/CB-\d{6}-\d+/);
  await expect(table.getByRole("row").nth(1)).toContainText("MU-0000001");
  await expect(page.getByLabel("Total daftar")).toContainText("Total Poin");
});

/** bonus@erp.test's current role: the menus (and so the areas it may open) follow it. */
const setRole = (role: string) =>
  withDb((db) =>
    db.query(
      `UPDATE users SET current_role_id = (SELECT id FROM roles WHERE name = $1)
        WHERE email = 'bonus@erp.test'`,
      [role],
    ),
  );

test("Bonus staff add points to a member in a bonus period", async ({ page }) => {
  test.setTimeout(120_000);
  await setBonusPeriod(true);
  // The staff hold the roles Bonus and Cash Bill; points are added in the Cash Bill area.
  await setRole("cash_bill");
  await signInAs(page, "bonus@erp.test");
  await page.goto("/cash-bill/pencatatan-tambah-poin");
  await expect(
    main(page).getByRole("heading", { level: 1, name: "Pencatatan Tambah Poin" }),
  ).toBeVisible();
  await main(page).getByRole("link", { name: "Tambah Poin" }).click();
  await expect(page).toHaveURL(/\/cash-bill\/pencatatan-tambah-poin\/tambah-poin$/);
  const form = page.getByRole("form", { name: "Tambah Poin" });
  await expect(page.getByTestId("not-bonus-period")).toHaveCount(0);
  // The reason is required.
  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(form).toContainText("Kolom wajib diisi");
  await pickOffice(page, "MU-0000001");
  await form.getByLabel("Jumlah Poin").fill("15");
  await form.getByLabel("Alasan").fill(note);
  await form.getByRole("button", { name: "Simpan" }).click();

  await expect(page).toHaveURL(/\/cash-bill\/pencatatan-tambah-poin\/[0-9a-f-]{36}$/);
  await expect(main(page).getByRole("heading", { level: 1 })).toContainText(/TP-/);
  await expect(main(page).locator("header").first()).toContainText("Tercatat");
  await expect(main(page).getByRole("button", { name: "Validasi" })).toHaveCount(0);
  const saved = await withDb(async (db) => {
    const r = await db.query<{ total_point: string; status: string }>(
      `SELECT total_point::text, status::text FROM orders WHERE description = $1`,
      [note],
    );
    return r.rows;
  });
  expect(saved).toEqual([{ total_point: "15", status: "validated" }]);

  // 'Data Tambahan Poin' (the Bonus area) lists it with the totals and the files.
  await setRole("bonus");
  await page.goto("/bonus/bonus/data-tambahan-poin");
  const table = page.getByRole("table", { name: "Daftar Data Tambahan Poin" });
  await expect(table).toContainText("MU-0000001");
  await expect(page.getByLabel("Total daftar")).toContainText("Total Poin");
  await expect(main(page).getByRole("button", { name: "Download Excel" })).toBeVisible();
});

test("outside a bonus period the form says why, as Home's tooltip does", async ({ page }) => {
  test.setTimeout(90_000);
  await setBonusPeriod(false);
  await setRole("cash_bill");
  try {
    await signInAs(page, "bonus@erp.test");
    await page.goto("/cash-bill/pencatatan-tambah-poin/tambah-poin");
    await expect(page.getByTestId("not-bonus-period")).toContainText("bukan periode tutup buku");
  } finally {
    await setBonusPeriod(true);
    await setRole("bonus");
  }
});
