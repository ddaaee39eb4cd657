// Admin > Log, WA PIN Mitra Usaha and QR Code screens in a real browser (docs/admin-logs-qr.md).
// Rows a test needs are made in the run's database (TEST_DB_URL) with names unique to the run and
// removed by the same test; demo users are only read.
import { expect, test, type Page, signInAs, withDb } from "./support";

const run = Date.now().toString(36).toUpperCase();

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test("QR: generate codes for a product, open the generation and see QR images; report counts them", async ({
  page,
}) => {
  const product = await withDb(async (db) => {
    const r = await db.query<{ id: string; code: string; name: string }>(
      `SELECT id, code, name FROM products WHERE deleted_at IS NULL ORDER BY code LIMIT 1`,
    );
    return r.rows[0]!;
  });
  try {
    await signInAs(page, "admin@erp.test");
    await page.goto("/admin/qrcode/generate");
    await expect(
      page.getByRole("heading", { name: "Generate QR Code", exact: true }),
    ).toBeVisible();

    await page.getByRole("button", { name: "Generate", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Generate QR Code" });
    // Required product and a quantity over the limit: the form's rules.
    await dialog.getByLabel("Jumlah").fill("10001");
    await dialog.getByRole("button", { name: "Generate" }).click();
    await expect(dialog.getByText("Kolom wajib diisi", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Jumlah maksimal 10.000")).toBeVisible();

    await dialog.getByRole("combobox", { name: "Barang" }).click();
    await dialog.getByRole("combobox", { name: "Barang" }).fill(product.code);
    await dialog
      .getByRole("option", { name: new RegExp(product.code) })
      .first()
      .click();
    await dialog.getByLabel("Jumlah").fill("30");
    await dialog.getByLabel("Keterangan").fill(`e2e ${run}`);
    await dialog.getByRole("button", { name: "Generate" }).click();
    await expect(toast(page, "30 QR code berhasil dibuat")).toBeVisible();

    await expect(page).toHaveURL(/\/admin\/qrcode\/generate\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: /^QR Code QRG-/ })).toBeVisible();
    await expect(page.getByText(`${product.code} - ${product.name}`)).toBeVisible();
    const sheet = page.getByRole("list", { name: "Daftar QR Code" });
    await expect(sheet.getByRole("img")).toHaveCount(30);
    await expect(sheet.getByRole("img").first()).toHaveAttribute("src", /^data:image\/svg\+xml/);
    await expect(page.getByRole("link", { name: "Unduh CSV" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Cetak" })).toBeVisible();

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Unduh CSV" }).click();
    expect((await download).suggestedFilename()).toMatch(/^qr-QRG-.*\.csv$/);

    await page.getByRole("link", { name: "Kembali" }).click();
    const generations = page.getByRole("table", { name: "Daftar Generate QR Code" });
    await expect(
      generations.getByRole("row", { name: new RegExp(product.code) }).first(),
    ).toContainText("Superadmin");

    await page.goto("/admin/qrcode/laporan");
    await page.getByRole("combobox").click();
    await page.getByRole("combobox").fill(product.code);
    await page
      .getByRole("option", { name: new RegExp(product.code) })
      .first()
      .click();
    const report = page.getByRole("table", { name: "Laporan QR Code" });
    await expect(report.getByRole("row", { name: new RegExp(product.code) })).toBeVisible();
  } finally {
    await withDb((db) =>
      db.query(`DELETE FROM qr_code_generations WHERE description = $1`, [`e2e ${run}`]),
    );
  }
});

test("mail log shows the mail of POST password/forgot, with its body in the detail", async ({
  page,
}) => {
  const email = `e2e-lupa-${run.toLowerCase()}@erp.test`;
  await withDb((db) =>
    db.query(
      `INSERT INTO users (id, name, email, password_hash, office_id, email_verified_at, created_at, updated_at)
       VALUES (gen_random_uuid(), $1, $2, 'x', (SELECT id FROM offices WHERE code = 'PUSAT'), now(), now(), now())`,
      [`Lupa ${run}`, email],
    ),
  );
  try {
    const res = await page.request.post("/api/v1/password/forgot", {
      data: { code: "PUSAT", email },
      headers: {
        "Content-Type": "application/json",
        "X-Forwarded-For": `10.66.${Date.now() % 200}.7`,
      },
    });
    expect(res.status()).toBe(200);

    await signInAs(page, "admin@erp.test");
    await page.goto("/admin/log/mail");
    await expect(page.getByRole("heading", { name: "Log Email" })).toBeVisible();
    await page.getByPlaceholder("Cari penerima atau subjek").fill(email);
    const table = page.getByRole("table", { name: "Daftar Log Email" });
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(table.getByRole("row", { name: new RegExp(email) })).toContainText("Tercatat");
    await table.getByRole("button", { name: "Detail" }).click();
    const detail = page.getByRole("dialog", { name: "Detail Email" });
    await expect(detail.getByLabel("Isi Email")).toContainText("/reset-password/");

    // Status filter: the mail is 'Tercatat', not 'Gagal'.
    await page.keyboard.press("Escape");
    await page.getByLabel("Status").selectOption("failed");
    await expect(table.getByText("Data Kosong")).toBeVisible();
  } finally {
    await withDb(async (db) => {
      await db.query(`DELETE FROM mail_logs WHERE "to" = $1`, [email]);
      await db.query(`DELETE FROM users WHERE email = $1`, [email]);
    });
  }
});

test("WA PIN: 'Kirim PIN' shows a toast and a member WhatsApp log row; a re-send is refused", async ({
  page,
}) => {
  const code = `MU-E2E${run}`;
  await withDb(async (db) => {
    await db.query(
      `INSERT INTO offices (id, code, name, office_type, office_category_id, phone, created_at, updated_at)
       VALUES (gen_random_uuid(), $1, $2, 'member', 5, '081299990000', now(), now())`,
      [code, `Mitra E2E ${run}`],
    );
    await db.query(
      `INSERT INTO users (id, name, email, password_hash, office_id, created_at, updated_at)
       VALUES (gen_random_uuid(), $1, $2, 'x', (SELECT id FROM offices WHERE code = $3), now(), now())`,
      [`Mitra E2E ${run}`, `e2e-pin-${run.toLowerCase()}@erp.test`, code],
    );
  });
  try {
    await signInAs(page, "admin@erp.test");
    await page.goto("/admin/wa-pin-member-n");
    await expect(page.getByRole("heading", { name: "WA PIN Mitra Usaha" })).toBeVisible();
    await page.getByPlaceholder("Cari kode, nama atau no. HP").fill(code);
    const table = page.getByRole("table", { name: "Daftar PIN Mitra Usaha" });
    await expect(table.getByRole("row", { name: new RegExp(code) })).toContainText("Belum pernah");

    await page.getByRole("button", { name: `Kirim PIN ${code}` }).click();
    const confirm = page.getByRole("dialog", { name: "Kirim PIN" });
    await confirm.getByRole("button", { name: "Yakin" }).click();
    await expect(toast(page, "PIN berhasil dikirim")).toBeVisible();
    await expect(table.getByRole("row", { name: new RegExp(code) })).toContainText("Tercatat");

    await page.getByRole("button", { name: `Kirim PIN ${code}` }).click();
    await confirm.getByRole("button", { name: "Yakin" }).click();
    await expect(toast(page, "Terlalu banyak permintaan")).toBeVisible();

    await page.goto("/admin/log/member-whatsapp");
    await expect(page.getByRole("heading", { name: "Log WhatsApp Mitra Usaha" })).toBeVisible();
    await page.getByLabel("Kode Mitra Usaha").fill(code);
    await page.getByRole("button", { name: "Filter" }).click();
    const log = page.getByRole("table", { name: "Daftar Log WhatsApp Mitra Usaha" });
    await expect(log.getByRole("row")).toHaveCount(2);
    await expect(log.getByRole("row", { name: /6281299990000/ })).toContainText("Tercatat");
    await expect(log.getByRole("row", { name: /6281299990000/ })).toContainText(code);
  } finally {
    await withDb(async (db) => {
      await db.query(
        `DELETE FROM whatsapp_logs WHERE office_id = (SELECT id FROM offices WHERE code = $1)`,
        [code],
      );
      await db.query(
        `DELETE FROM users WHERE office_id = (SELECT id FROM offices WHERE code = $1)`,
        [code],
      );
      await db.query(`DELETE FROM offices WHERE code = $1`, [code]);
    });
  }
});

test("a stockist cannot open the Admin log screens", async ({ page }) => {
  await signInAs(page, "stockist@erp.test");
  await page.goto("/admin/log/mail");
  await expect(page).not.toHaveURL(/\/admin\/log\/mail/);
});
