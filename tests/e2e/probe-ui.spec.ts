// Probing the goods-and-money screens as a careless person would (tests/e2e, probe task): each
// test guards a defect found that way and fails without its fix.
// - a second click on 'Simpan' of a top-up, after the answer but before the list opened, posted
//   a second top-up;
// - browser Back on a half-written order form (faktur, restock, pembelian, member sale) lost it
//   without asking;
// - on a 390 px phone, a table's screen-reader-only column name and a filter select with long
//   options widened the whole page;
// - Penjualan, who validates the SC/KP/PBS reports, could not open one ('Anda tidak memiliki
//   akses': the report's payments were not readable by its role).
import {
  appOrigin,
  expect,
  pickOffice,
  pickProduct,
  signInAs,
  test,
  validatedFakturForStockist,
  withDb,
  type Page,
} from "./support";

const UNSAVED = "Perubahan belum disimpan. Tinggalkan halaman ini?";

/** The statuses of the answers to `method` requests whose path matches `path`. */
function answers(page: Page, method: string, path: RegExp): number[] {
  const seen: number[] = [];
  page.on("response", (r) => {
    if (r.request().method() === method && path.test(new URL(r.url()).pathname))
      seen.push(r.status());
  });
  return seen;
}

test("a top-up saved once stays saved once: 'Simpan' is locked until the list opens", async ({
  page,
}) => {
  await signInAs(page, "kasir@erp.test");
  await page.goto("/kasir/topup/saldo-stockist/tambah");
  const form = page.getByRole("form", { name: "Tambah Topup Saldo Stockist" });
  await pickOffice(page, "STK-001");
  await form.getByRole("textbox", { name: "Jumlah", exact: true }).fill("1500000");
  const posts = answers(page, "POST", /\/-actions\/topUpStockist$/);
  // A slow server: the list the form moves to takes a while to arrive.
  await page.route(/\/kasir\/topup\/saldo-stockist(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  const save = form.getByRole("button", { name: /^(Simpan|Menyimpan\.\.\.)$/ });
  await save.click();
  await expect.poll(() => posts).toEqual([201]);
  // The impatient second click finds the button disabled (force: it is tried anyway).
  await expect(save).toBeDisabled();
  await save.click({ force: true });
  await expect(page).toHaveURL(/\/kasir\/topup\/saldo-stockist$/);
  expect(posts).toEqual([201]);
});

test("Back on a half-written faktur asks first; staying keeps every line", async ({ page }) => {
  await signInAs(page, "penjualan@erp.test");
  await page.goto("/penjualan/transaksi-penjualan");
  await page.getByRole("link", { name: "Tambah Faktur Penjualan" }).click();
  await expect(page).toHaveURL(/\/tambah-transaksi-penjualan$/);
  const form = page.getByRole("form", { name: "Tambah Faktur Penjualan" });
  // Picking the buyer and a product alone is already work to lose.
  await pickOffice(page, "STK-001");
  await pickProduct(page, 0, "Kolostrum");

  const asked: string[] = [];
  page.once("dialog", (d) => {
    asked.push(d.message());
    void d.dismiss();
  });
  await page.goBack();
  await expect.poll(() => asked).toEqual([UNSAVED]);
  await expect(page).toHaveURL(/\/tambah-transaksi-penjualan$/);
  await expect(form.locator("#field-other")).toHaveValue(/STK-001/);
  await expect(page.locator("#line-0-product")).toHaveValue(/Kolostrum/);

  // The page's own 'Kembali' link asks too; leaving then goes to the list.
  page.once("dialog", (d) => {
    asked.push(d.message());
    void d.accept();
  });
  await page.getByRole("link", { name: "Kembali ke Faktur Penjualan" }).click();
  await expect(page).toHaveURL(/\/penjualan\/transaksi-penjualan$/);
  expect(asked).toEqual([UNSAVED, UNSAVED]);
});

test("saving a faktur asks nothing and Back from it returns to the form once", async ({ page }) => {
  await signInAs(page, "penjualan@erp.test");
  await page.goto("/penjualan/transaksi-penjualan");
  await page.getByRole("link", { name: "Tambah Faktur Penjualan" }).click();
  await expect(page).toHaveURL(/\/tambah-transaksi-penjualan$/);
  const form = page.getByRole("form", { name: "Tambah Faktur Penjualan" });
  await pickOffice(page, "STK-001");
  await pickProduct(page, 0, "Kolostrum");
  await form.getByLabel("Jumlah baris 1").fill("3");
  const asked: string[] = [];
  page.on("dialog", (d) => {
    asked.push(d.message());
    void d.dismiss();
  });
  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(page).toHaveURL(/\/penjualan\/transaksi-penjualan\/[0-9a-f-]{36}$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/tambah-transaksi-penjualan$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/penjualan\/transaksi-penjualan$/);
  expect(asked).toEqual([]);
});

test("on a 390 px phone the order and stock screens are no wider than the screen", async ({
  page,
}) => {
  await signInAs(page, "gudang@erp.test");
  await page.setViewportSize({ width: 390, height: 844 });
  // A table with a screen-reader-only column name ('Aksi') and a 'Gudang' filter select whose
  // options are long warehouse names.
  for (const path of ["/gudang/pembelian/tambah-pembelian", "/gudang/stock/stocks"]) {
    await page.goto(path);
    await expect(page.getByRole("main").getByRole("table")).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(390);
  }
});

test("Penjualan opens an SC's sent report to validate it and sees its payments", async ({
  page,
}) => {
  await signInAs(page, "penjualan@erp.test");
  await page.goto("/penjualan/validasi/laporan-penjualan-sc");
  const list = page.getByRole("main").getByRole("table").first();
  const link = list.getByRole("link").first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/penjualan\/validasi\/laporan-penjualan-sc\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("table", { name: "Pembayaran laporan" })).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText("Anda tidak memiliki akses");
});

const MEDIA_TYPE = "application/vnd.api+json";

/** A cookie-authenticated JSON:API write of the signed-in user; answers the document. */
async function write(
  page: Page,
  method: "POST" | "PATCH",
  path: string,
  body: unknown,
): Promise<{ data: { id: string; attributes: { code: string } } }> {
  const res = await page.request.fetch(`/api/v1/${path}`, {
    method,
    headers: { Accept: MEDIA_TYPE, "Content-Type": MEDIA_TYPE, Origin: appOrigin() },
    data: JSON.stringify(body),
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as { data: { id: string; attributes: { code: string } } };
}

test("'Terima Barang' stays locked after the goods are received, while the page reloads", async ({
  page,
}) => {
  // Pusat sends one unit of BRG-001 to STK-001 (picked up: no expedition). A shipment with no
  // order is a transfer, which only the superadmin may make (issue 23 §5).
  await signInAs(page, "admin@erp.test");
  const ids = await withDb(async (db) => {
    const r = await db.query<{ product: string; office: string }>(
      `SELECT (SELECT id FROM products WHERE code = 'BRG-001') AS product,
              (SELECT id FROM offices WHERE code = 'STK-001') AS office`,
    );
    return r.rows[0];
  });
  if (!ids) throw new Error("BRG-001 / STK-001 not seeded");
  const movement = await write(page, "POST", "stock-movements", {
    data: {
      type: "stock-movements",
      attributes: {
        delivery_method: "diambil",
        details: [{ product_id: ids.product, quantity: 1 }],
        description: "probe-ui terima",
      },
      relationships: { "destination-office": { data: { type: "offices", id: ids.office } } },
    },
  });
  const id = movement.data.id;
  await write(page, "POST", "packets", {
    data: {
      type: "packets",
      attributes: { details: [{ product_id: ids.product, quantity: 1 }], weight: 100 },
      relationships: { "stock-movement": { data: { type: "stock-movements", id } } },
    },
  });
  const body = { data: { type: "stock-movements", id, attributes: {} } };
  await write(page, "PATCH", `stock-movements/${id}/-actions/pack`, body);
  await write(page, "PATCH", `stock-movements/${id}/-actions/send`, body);

  // The stockist receives it; the page's reload of the movement is slow.
  await page.context().clearCookies();
  await signInAs(page, "stockist@erp.test");
  await page.goto(`/stockist/penerimaan/barang-dari-pusat/${id}`);
  const form = page.getByRole("form", { name: "Terima Barang" });
  const receive = form.getByRole("button", { name: /^(Terima Barang|Menyimpan\.\.\.)$/ });
  await expect(receive).toBeEnabled();
  const patches = answers(page, "PATCH", /\/-actions\/rec(ie|ei)ve$/);
  await page.route(
    (url) => url.pathname === `/api/v1/stock-movements/${id}`,
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    },
  );
  await receive.click();
  await expect.poll(() => patches).toEqual([200]);
  await expect(receive).toBeDisabled();
  await receive.click({ force: true });
  await expect(page.getByRole("main").locator("header").first()).toContainText("Diterima");
  expect(patches).toEqual([200]);
  // No failure after the success.
  await expect(page.getByRole("status").filter({ hasText: "Gagal" })).toHaveCount(0);
});

test("Bayar: the server's refusal of a line shows on that line and goes with the next try", async ({
  page,
}) => {
  // This test's own faktur waiting for payment (no other spec pays it).
  const nota = `NOTA-PROBE-${Date.now().toString(36).toUpperCase()}`;
  await validatedFakturForStockist(nota);
  await signInAs(page, "kasir@erp.test");
  await page.goto("/kasir/pembayaran/faktur-penjualan-pusat-ke-stockist");
  const table = page.getByRole("table", { name: "Daftar Faktur Penjualan Pusat ke Stockist" });
  await page.getByLabel("Cari kode faktur atau pembeli").fill(nota);
  const row = table.getByRole("row").filter({ hasText: nota });
  await expect(row).toHaveCount(1);
  await row.getByRole("link", { name: /^FJ-/ }).click();
  const form = page.getByRole("form", { name: "Form pembayaran" });
  const bankField = form.locator("label").filter({ has: page.getByLabel("Rekening tujuan 1") });

  // A transfer without its receiving account: the server refuses it at methods/0/office_bank_id.
  await form.getByLabel("Metode pembayaran 1").selectOption({ label: "Transfer Bank" });
  const refused = answers(page, "POST", /^\/api\/v1\/payments$/);
  await form.getByRole("button", { name: "Simpan" }).click();
  await expect.poll(() => refused).toEqual([422]);
  await expect(bankField).toContainText("Rekening bank tujuan wajib dipilih");
  await expect(form.getByRole("alert")).toHaveCount(0);

  // Cash instead, with a bad amount: the account's message is gone, the amount's is shown.
  await form.getByLabel("Metode pembayaran 1").selectOption({ label: "Tunai" });
  await form.getByLabel("Jumlah pembayaran 1").fill("0");
  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(form).toContainText("Jumlah pembayaran harus lebih dari 0");
  await expect(form).not.toContainText("Rekening bank tujuan wajib dipilih");
  expect(refused).toEqual([422]);
});

test("'Verifikasi' of a payment stays locked until the verified payment is shown", async ({
  page,
}) => {
  // The Kasir records Rp 1.000 cash on this test's own faktur; another user (admin) verifies it.
  const faktur = await validatedFakturForStockist(
    `NOTA-VERIF-${Date.now().toString(36).toUpperCase()}`,
  );
  await signInAs(page, "kasir@erp.test");
  const ids = await withDb(async (db) => {
    const r = await db.query<{ cash: string }>(
      "SELECT id AS cash FROM payment_method_types WHERE code = 'cash'",
    );
    return r.rows[0] && { order: faktur.id, cash: r.rows[0].cash };
  });
  if (!ids) throw new Error("payment method type cash not seeded");
  const payment = await write(page, "POST", "payments", {
    data: {
      type: "payments",
      attributes: {
        description: "probe-ui verifikasi",
        methods: [{ payment_method_type_id: ids.cash, amount: 1000 }],
      },
      relationships: { order: { data: { type: "orders", id: ids.order } } },
    },
  });

  await page.context().clearCookies();
  await signInAs(page, "admin@erp.test");
  await page.goto(`/kasir/pembayaran/faktur-penjualan-pusat-ke-stockist/${ids.order}`);
  const payments = page.getByRole("table", { name: "Pembayaran order" });
  const line = payments.getByRole("row").filter({ hasText: payment.data.attributes.code });
  const verify = line.getByRole("button", { name: "Verifikasi" });
  await expect(verify).toBeEnabled();
  const posts = answers(page, "POST", new RegExp(`/payments/${payment.data.id}/-actions/verify$`));
  await page.route(
    (url) => url.pathname === "/api/v1/payments",
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    },
  );
  await verify.click();
  await expect.poll(() => posts).toEqual([200]);
  await expect(verify).toBeDisabled();
  await verify.click({ force: true });
  await expect(verify).toHaveCount(0);
  expect(posts).toEqual([200]);
});
