// Forms never change what a person typed behind their back (issue 10 §2): the one number input
// shows what was typed and the form refuses, at the field, what it cannot hold, sending nothing;
// a birth date in the future is refused; leaving a form with unsaved changes asks first; and the
// sidebar's dark column runs down the whole of a long page (§6).
import { expect, test, signInAs, type Page } from "./support";

const run = Date.now().toString(36).toUpperCase();
const UNSAVED = "Perubahan belum disimpan. Tinggalkan halaman ini?";

/**
 * Counts the writes (POST/PATCH) the page sends to the API. The shell's live bell marking the
 * visited page's notifications read (read-all-by-url, sent once the bell has loaded, whenever the
 * user has unread ones from earlier tests) is not the form's and not counted.
 */
function countWrites(page: Page): () => number {
  let writes = 0;
  page.on("request", (r) => {
    if (
      ["POST", "PATCH"].includes(r.method()) &&
      r.url().includes("/api/v1/") &&
      !r.url().includes("/notifications/-actions/read-all-by-url")
    )
      writes += 1;
  });
  return () => writes;
}

test("Tambah Barang shows each bad number as typed and refuses it at the field, saving nothing", async ({
  page,
}) => {
  await signInAs(page, "admin@erp.test");
  await page.goto("/admin/master/barang/tambah-barang");
  const form = page.getByRole("form", { name: "Tambah Barang" });
  await form.getByRole("textbox", { name: "Kode Barang", exact: true }).fill(`E2EN${run}`);
  await form.getByRole("textbox", { name: "Nama Barang", exact: true }).fill(`Angka ${run}`);
  await form.getByLabel("Kelompok Barang").selectOption({ label: "Kesehatan" });
  await form.getByLabel("Satuan").selectOption({ label: "Botol" });
  const writes = countWrites(page);

  const price = form.getByRole("textbox", { name: "Harga Beli", exact: true });
  const error = page.locator("#field-purchase-price-error");
  const cases: [typed: string, shown: string, message: string][] = [
    ["-5000", "-5.000", "Tidak boleh negatif"],
    ["12,5", "12,5", "Harus bilangan bulat (rupiah)"],
    ["1e309", "1e309", "Tulis angka lengkap, tanpa notasi e"],
    [
      "9".repeat(20),
      "99.999.999.999.999.999.999",
      "Nilai terlalu besar (maksimal 1.000.000.000.000)",
    ],
  ];
  for (const [typed, shown, message] of cases) {
    await price.fill(typed);
    await expect(price).toHaveValue(shown);
    await form.getByRole("button", { name: "Simpan" }).click();
    await expect(error).toHaveText(message);
    await expect(price).toHaveAttribute("aria-invalid", "true");
  }

  // The price grid and the point field: the same refusals under the cell.
  const cell = form.getByRole("textbox", { name: "Harga Wilayah 0 Konsumen", exact: true });
  await form.getByRole("tab", { name: "Harga per Wilayah" }).click();
  await cell.pressSequentially("-5000");
  await expect(cell).toHaveValue("-5.000");
  await form.getByRole("tab", { name: "Data Barang" }).click();
  const point = form.getByRole("textbox", { name: "Point", exact: true });
  await point.fill("-3");
  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(page.locator("#field-point-error")).toHaveText("Tidak boleh negatif");
  await form.getByRole("tab", { name: "Harga per Wilayah" }).click();
  await expect(cell.locator("xpath=../..")).toContainText("Tidak boleh negatif");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(writes()).toBe(0);

  // Typed digit by digit the thousands dots follow, and a valid value clears the message.
  await form.getByRole("tab", { name: "Data Barang" }).click();
  await price.fill("");
  await price.pressSequentially("1250000");
  await expect(price).toHaveValue("1.250.000");
  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(error).toBeHidden();
  expect(writes()).toBe(0); // the cell and the point still hold their errors
});

test("member form: a birth date in 2099 or in year 0001 is refused at the field", async ({
  page,
}) => {
  await signInAs(page, "admin@erp.test");
  await page.goto("/admin/master/member/tambah-member");
  const birth = page.getByLabel(/^Tanggal Lahir\*?$/);
  await expect(birth).toHaveAttribute("placeholder", "YYYY-MM-DD");
  await birth.fill("2099-01-01");
  await page.getByRole("button", { name: "Selanjutnya" }).click();
  await expect(page.locator("#field-tanggal_lahir-error")).toHaveText(
    "Tanggal lahir tidak boleh di masa depan",
  );
  await birth.fill("0001-01-01");
  await page.getByRole("button", { name: "Selanjutnya" }).click();
  await expect(page.locator("#field-tanggal_lahir-error")).toHaveText(
    "Tanggal lahir tidak boleh sebelum 1900-01-01",
  );
  await birth.fill("1990-02-30");
  await page.getByRole("button", { name: "Selanjutnya" }).click();
  await expect(page.locator("#field-tanggal_lahir-error")).toHaveText("Tanggal tidak valid");
});

test("the product form asks before browser Back or a link leaves unsaved changes", async ({
  page,
}) => {
  await signInAs(page, "admin@erp.test");
  await page.goto("/admin/master/barang");
  await page.getByRole("main").getByRole("link", { name: "Tambah Barang" }).click();
  await expect(page).toHaveURL(/\/tambah-barang$/);
  const form = page.getByRole("form", { name: "Tambah Barang" });
  const name = form.getByRole("textbox", { name: "Nama Barang", exact: true });
  await name.fill(`Belum disimpan ${run}`);

  // Back, then 'stay': still on the form with what was typed.
  const asked: string[] = [];
  page.once("dialog", (d) => {
    asked.push(d.message());
    void d.dismiss();
  });
  await page.goBack();
  await expect.poll(() => asked).toEqual([UNSAVED]);
  await expect(page).toHaveURL(/\/tambah-barang$/);
  await expect(name).toHaveValue(`Belum disimpan ${run}`);

  // A link of the shell, then 'stay'.
  page.once("dialog", (d) => {
    asked.push(d.message());
    void d.dismiss();
  });
  await page.getByRole("link", { name: "Kembali ke Daftar Barang" }).click();
  await expect.poll(() => asked).toHaveLength(2);
  await expect(page).toHaveURL(/\/tambah-barang$/);
  await expect(name).toHaveValue(`Belum disimpan ${run}`);

  // Back, then 'leave': the list.
  page.once("dialog", (d) => {
    asked.push(d.message());
    void d.accept();
  });
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/master\/barang$/);
  expect(asked).toEqual([UNSAVED, UNSAVED, UNSAVED]);
});

test("the sidebar's dark column runs down the whole of a long page", async ({ page }) => {
  await signInAs(page, "gudang@erp.test");
  await page.setViewportSize({ width: 1280, height: 480 });
  await page.goto("/gudang");
  const column = page.getByRole("navigation", { name: "Modul", exact: true });
  await expect(column).toBeVisible();
  const sizes = await page.evaluate(() => {
    const nav = document.querySelector("nav[aria-label=Modul]");
    const rect = nav?.getBoundingClientRect();
    return {
      bottom: (rect?.bottom ?? 0) + window.scrollY,
      page: document.documentElement.scrollHeight,
      viewport: window.innerHeight,
    };
  });
  expect(sizes.page).toBeGreaterThan(sizes.viewport);
  expect(sizes.bottom).toBeGreaterThanOrEqual(sizes.page - 1);
  // Scrolled to the bottom, the module icons are still in view.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(column.getByRole("link", { name: "Home" })).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath("gudang-long-page.png"), fullPage: true });
});
