// Admin > Users and Admin > Setup in the browser (docs/admin-setup.md): create a user with roles
// and sign in as it, edit it, save a setup tab, create a promo, change and close a period with
// the code dialog. Records made here are unique to the run; the period lies in 2098 (far from
// today's open period) and is removed with its successor.
import { expect, test, type Page, signIn, signOut, signInAs } from "./support";
import { connectTestDb } from "../support/db";
import { removeCloseOutputs } from "../support/close-cleanup";

const run = Date.now().toString(36).toUpperCase();
const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test("users: create with roles, sign in as the new user, then edit", async ({ page }) => {
  // Three sign-ins and two saves: longer than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const email = `uji-e2e-${run.toLowerCase()}@erp.test`;
  await signInAs(page, "admin@erp.test");
  await page.goto("/admin/master/users");
  await expect(page.getByRole("heading", { name: "Daftar User" })).toBeVisible();
  await page.getByRole("link", { name: "Tambah User" }).click();
  await expect(page).toHaveURL(/\/admin\/master\/users\/tambah-user$/);
  const form = page.getByRole("form", { name: "Tambah User" });

  // Empty form: the rules of the API's schema, on the fields.
  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(form.getByText("Kolom wajib diisi").first()).toBeVisible();
  await expect(form.getByText("Pilih minimal satu role")).toBeVisible();

  await form.getByRole("textbox", { name: "Nama" }).fill(`Uji E2E ${run}`);
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  // Password fields have no textbox role; their labels carry the required star.
  await form.locator("#field-password").fill("rahasiaE2E1");
  await form.locator("#field-password_confirmation").fill("rahasiaE2E1");
  await form.getByRole("button", { name: "Cari Kantor" }).click();
  const picker = page.getByRole("dialog", { name: "Daftar Kantor" });
  await picker.getByPlaceholder("Cari Kantor").fill("Malang");
  await picker.getByRole("row", { name: /Stockist Malang Sejahtera/ }).click();
  await expect(picker).toBeHidden();
  await expect(form.getByRole("textbox", { name: "Kantor" })).toHaveValue(/STK-001/);
  await form.getByRole("checkbox", { name: "Stockist", exact: true }).check();
  await form.getByRole("button", { name: "Simpan" }).click();
  const done = page.getByRole("dialog", { name: "Berhasil" });
  await expect(done.getByText("Data Berhasil disimpan")).toBeVisible();
  await done.getByRole("button", { name: "OK" }).click();
  await expect(page).toHaveURL(/\/admin\/master\/users$/);

  const list = page.getByRole("table", { name: "Daftar User" });
  await page.getByPlaceholder("Cari User").fill(email);
  const row = list.getByRole("row", { name: new RegExp(email) });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Stockist");
  await expect(row).toContainText("Aktif");

  await signOut(page);
  await signIn(page, email, "rahasiaE2E1");
  await expect(page).toHaveURL(/\/stockist/);
  await signOut(page);

  await signInAs(page, "admin@erp.test");
  await page.goto("/admin/master/users");
  await page.getByPlaceholder("Cari User").fill(email);
  await list.getByRole("link", { name: `Ubah Uji E2E ${run}` }).click();
  const edit = page.getByRole("form", { name: "Ubah User" });
  await expect(edit.getByRole("textbox", { name: "Email" })).toHaveValue(email);
  await edit.getByRole("textbox", { name: "Nama" }).fill(`Uji E2E Diubah ${run}`);
  await edit.getByRole("switch").click();
  await edit.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText("Data Berhasil disimpan")).toBeVisible();
  await page.getByRole("button", { name: "OK" }).click();
  await page.getByPlaceholder("Cari User").fill(email);
  await expect(list.getByRole("row", { name: new RegExp(`Uji E2E Diubah ${run}`) })).toContainText(
    "Tidak Aktif",
  );
});

test("setup: the Stockist tab saves the SC deposit multiplier", async ({ page }) => {
  // Two saves and a reload: more than 30 s when several builds share the machine.
  test.setTimeout(60_000);
  await signInAs(page, "admin@erp.test");
  await page.goto("/admin/setup/Stockist");
  const tabs = page.getByRole("navigation", { name: "Tab setup" });
  await expect(tabs.getByRole("link", { name: "Stockist", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const field = page.getByLabel("Pengali Deposit Stockist Center");
  await expect(field).toHaveValue("3");
  await field.fill("abc");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText("Harus angka")).toBeVisible();
  await field.fill("4");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(toast(page, "Data berhasil diupdate")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Pengali Deposit Stockist Center")).toHaveValue("4");
  await page.getByLabel("Pengali Deposit Stockist Center").fill("3");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(toast(page, "Data berhasil diupdate").first()).toBeVisible();

  // The other tabs are links to their routes.
  await tabs.getByRole("link", { name: "Kasir", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/setup\/kasir$/);
  await expect(page.getByLabel("Minimal Topup Saldo Stockist")).toBeVisible();
});

test("setup: the minimal variant shows one tab, Metode Pembayaran", async ({ page }) => {
  await signInAs(page, "stockist@erp.test");
  await page.goto("/stockist/setup");
  await expect(page.getByRole("navigation", { name: "Tab setup" }).getByRole("link")).toHaveText([
    "Metode Pembayaran",
  ]);
  const switches = page.getByRole("form", { name: "Metode Pembayaran" }).getByRole("switch");
  await expect(switches.first()).toBeVisible();
});

test("promo: create a promo and find it in the list", async ({ page }) => {
  const code = `UJI-PROMO-E2E-${run}`;
  await signInAs(page, "admin@erp.test");
  await page.goto("/admin/setup/promo/tambah-promo");
  const form = page.getByRole("form", { name: "Tambah Promo" });
  await form.getByRole("textbox", { name: "Kode Promo" }).fill(code);
  await form.getByRole("textbox", { name: "Nama Promo" }).fill(`Promo E2E ${run}`);
  await form.getByRole("combobox", { name: "Barang", exact: true }).selectOption({ index: 1 });
  await form.getByLabel("Tanggal Mulai").fill("2098-06-10");
  await form.getByLabel("Tanggal Selesai").fill("2098-06-01");
  await form.getByLabel("Harga Promo").fill("45000");
  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(form.getByText("Tanggal selesai tidak boleh sebelum tanggal mulai")).toBeVisible();
  await form.getByLabel("Tanggal Selesai").fill("2098-06-30");
  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText("Data Berhasil disimpan")).toBeVisible();
  await page.getByRole("button", { name: "OK" }).click();
  await expect(page).toHaveURL(/\/admin\/setup\/promo$/);
  await page.getByPlaceholder("Cari Promo").fill(code);
  const row = page.getByRole("table", { name: "Daftar Promo" }).getByRole("row", {
    name: new RegExp(code),
  });
  await expect(row).toContainText("Rp");
  await expect(row).toContainText("2098-06-10 s/d 2098-06-30");
});

test("periode tutup buku: change the dates, then close with the code dialog", async ({ page }) => {
  const name = `Uji Juni 2098 ${run}`;
  const db = connectTestDb();
  const start = new Date("2098-06-01T00:00:00Z");
  try {
    await db.period.create({
      data: { name, startDate: start, endDate: new Date("2098-06-30T00:00:00Z") },
    });
    // A draft faktur dated inside: the close dialog lists it before the code is typed.
    const [pusat, stk, buyer] = await Promise.all([
      db.office.findUniqueOrThrow({ where: { code: "PUSAT" } }),
      db.office.findUniqueOrThrow({ where: { code: "STK-001" } }),
      db.buyerType.findFirstOrThrow(),
    ]);
    await db.order.create({
      data: {
        code: `E2E-TB-${run}`,
        orderType: "sale",
        status: "draft",
        originOfficeId: pusat.id,
        destinationOfficeId: stk.id,
        areaId: 0,
        buyerTypeId: buyer.id,
        orderDate: new Date("2098-06-10T00:00:00Z"),
      },
    });
    await signInAs(page, "admin@erp.test");
    await page.goto("/admin/setup/periode-tutup-buku");
    await expect(page).toHaveURL(/\/periode-tutup-buku\/bonus$/);
    await page
      .getByRole("navigation", { name: "Tab periode" })
      .getByRole("link", { name: "Penjualan", exact: true })
      .click();
    await expect(page).toHaveURL(/\/periode-tutup-buku\/penjualan$/);
    await page.getByPlaceholder("Cari Periode").fill(name);
    const table = page.getByRole("table", { name: "Daftar Periode Penjualan" });
    await expect(table.getByRole("row", { name: new RegExp(name) })).toContainText("Berjalan");

    await table.getByRole("button", { name: `Ubah ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Ubah Periode" });
    await dialog.getByLabel("Tanggal Akhir").fill("2098-06-29");
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await expect(toast(page, "Periode berhasil diubah")).toBeVisible();
    await expect(table.getByRole("row", { name: new RegExp(name) })).toContainText("2098-06-29");

    await table.getByRole("button", { name: `Tutup Buku ${name}` }).click();
    const confirm = page.getByRole("dialog", { name: "Tutup Buku" });
    const yes = confirm.getByRole("button", { name: "Ya" });
    const open = confirm.getByRole("list", { name: "Masih terbuka di periode ini" });
    await expect(
      open.getByRole("listitem").filter({ hasText: "Order belum divalidasi (draft)" }),
    ).toContainText("1");
    await expect(yes).toBeDisabled();
    await confirm.getByLabel("Kode konfirmasi").fill("salah");
    await expect(yes).toBeDisabled();
    await confirm.getByLabel("Kode konfirmasi").fill(name);
    await expect(yes).toBeEnabled();
    await yes.click();
    await expect(toast(page, "Tutup buku berhasil")).toBeVisible();
    await expect(table.getByRole("row", { name: new RegExp(name) })).toContainText("Ditutup");
  } finally {
    const rows = await db.period.findMany({
      where: { startDate: { gte: start, lt: new Date("2099-01-01T00:00:00Z") } },
    });
    await db.order.deleteMany({ where: { code: `E2E-TB-${run}` } });
    await removeCloseOutputs(
      db,
      rows.map((r) => r.id),
    );
    await db.period.deleteMany({ where: { id: { in: rows.map((r) => r.id) } } });
    await db.productPromo.deleteMany({ where: { code: { startsWith: "UJI-PROMO-E2E-" } } });
    await db.$disconnect();
  }
});
