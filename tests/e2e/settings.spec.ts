// /settings (Akun User, Profile, Preferensi) and /saldo. Every account here is created by the
// test in the run's database (TEST_DB_URL); demo users are only read, never changed.
import { expect, test, type Page } from "./support";
import pg from "pg";
import { lastOutboxMessage } from "../support/outbox";

const PASSWORD = "rahasia123";
const run = Date.now().toString(36);
let seq = 0;
const uniqueEmail = (what: string) => `${what}-${run}-${++seq}@erp.test`;

async function withDb<T>(fn: (db: pg.Client) => Promise<T>): Promise<T> {
  const url = process.env.TEST_DB_URL;
  if (!url) throw new Error("TEST_DB_URL is not set (run through scripts/test.mjs)");
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

/** A verified user of the office with `officeCode`, password 'rahasia123' (hash of a demo user). */
async function createUser(email: string, officeCode: string): Promise<void> {
  await withDb((db) =>
    db.query(
      `INSERT INTO users (id, name, email, password_hash, office_id, email_verified_at, created_at, updated_at)
       SELECT gen_random_uuid(), $1, $2, u.password_hash,
              (SELECT id FROM offices WHERE code = $3), now(), now(), now()
         FROM users u WHERE u.email = 'admin@erp.test'`,
      [`Uji ${email.split("@")[0]}`, email, officeCode],
    ),
  );
}

/** Signs in through Auth.js directly (the login form itself is covered by auth-screens.spec). */
async function signIn(page: Page, username: string, password = PASSWORD): Promise<void> {
  const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as {
    csrfToken: string;
  };
  const res = await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email: username, password, callbackUrl: "/" },
    maxRedirects: 0,
  });
  expect(res.status(), `sign-in of ${username}`).toBe(302);
  expect(res.headers().location ?? "").not.toContain("error");
}

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test("Akun User: profile, login history; tabs follow the URL; Profile shows the office", async ({
  page,
}) => {
  const email = uniqueEmail("akun");
  await createUser(email, "STK-002");
  await signIn(page, email);
  await page.goto("/settings");
  await expect(page).toHaveTitle("Pengaturan | ERP");
  await expect(page.getByRole("tab", { name: "Akun User" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const profile = page.getByRole("definition").filter({ hasText: email });
  await expect(profile).toBeVisible();

  const history = page.getByRole("table", { name: "Riwayat Login" });
  await expect(history.getByRole("row")).toHaveCount(2); // header + this sign-in
  await expect(history.getByRole("row").nth(1)).toContainText("127.0.0.1");
  await expect(history.getByRole("row").nth(1)).toContainText(/Chrome/);

  await page.getByRole("tab", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(field(page, "Kode")).toHaveValue("STK-002");
  await expect(field(page, "Kategori")).toHaveValue(/Stockist/);
  await expect(field(page, "Nama")).toHaveAttribute("readonly", "");

  await page.goto("/settings/preferensi");
  await expect(page.getByRole("tab", { name: "Preferensi" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const res = await page.goto("/settings/tidak-ada");
  expect(res?.status()).toBe(404);
});

test("change password: required fields, wrong old password, then the new one signs in", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("sandi");
  await createUser(email, "STK-002");
  // The same user also signed in on another device: that session ends with the old password.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, email);
  await otherPage.goto("/settings/akun-user");
  await expect(otherPage).toHaveURL(/\/settings\/akun-user$/);

  await signIn(page, email);
  await page.goto("/settings/akun-user");
  const form = page.getByRole("form", { name: "Ubah Password" });
  await form.getByRole("button", { name: "Simpan Password" }).click();
  await expect(form.getByText("Kolom wajib diisi", { exact: true })).toHaveCount(3);
  await expect(field(page, "Password Lama")).toBeFocused();

  await field(page, "Password Lama").fill("bukan-password");
  await field(page, "Password Baru").fill("sandi-baru-123");
  await field(page, "Konfirmasi Password Baru").fill("sandi-baru-123");
  await form.getByRole("button", { name: "Simpan Password" }).click();
  await expect(form.getByText("Password lama salah", { exact: true })).toBeVisible();
  await expect(field(page, "Password Lama")).toBeFocused();

  await field(page, "Password Lama").fill(PASSWORD);
  await form.getByRole("button", { name: "Simpan Password" }).click();
  await expect(toast(page, "Password berhasil diperbarui")).toBeVisible();
  await expect(field(page, "Password Lama")).toHaveValue("");

  // This session goes on; the other device's session was signed in with the old password.
  await page.reload();
  await expect(page).toHaveURL(/\/settings\/akun-user$/);
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login/);
  const session = await otherPage.request.get("/api/auth/session");
  expect(await session.json()).toBeNull();
  // A client asking Auth.js to update its old session cannot revive it.
  const { csrfToken } = (await (await otherPage.request.get("/api/auth/csrf")).json()) as {
    csrfToken: string;
  };
  await otherPage.request.post("/api/auth/session", {
    data: { csrfToken, data: { restamp: "00" } },
  });
  await otherPage.goto("/settings/akun-user");
  await expect(otherPage).toHaveURL(/\/login/);
  await other.close();

  await page.context().clearCookies();
  await signIn(page, email, "sandi-baru-123");
});

test("change email: code mailed to the new address, another address while pending, verify", async ({
  page,
}) => {
  const email = uniqueEmail("surel");
  const first = uniqueEmail("baru");
  const second = uniqueEmail("baru");
  await createUser(email, "STK-002");
  await signIn(page, email);
  await page.goto("/settings");
  const card = page.getByRole("form", { name: "Ubah Email" });
  await card.getByRole("button", { name: "Kirim Kode Verifikasi" }).click();
  await expect(card.getByText("Kolom wajib diisi", { exact: true })).toBeVisible();
  await field(page, "Email Baru").fill("bukan-email");
  await card.getByRole("button", { name: "Kirim Kode Verifikasi" }).click();
  await expect(card.getByText("Email tidak valid", { exact: true })).toBeVisible();

  await field(page, "Email Baru").fill(first);
  await card.getByRole("button", { name: "Kirim Kode Verifikasi" }).click();
  const verify = page.getByRole("form", { name: "Verifikasi Email" });
  await expect(verify).toContainText(first);

  // While pending, go back and enter another address; the new code goes there.
  await verify.getByRole("button", { name: "Ganti Email" }).click();
  await field(page, "Email Baru").fill(second);
  await page
    .getByRole("form", { name: "Ubah Email" })
    .getByRole("button", { name: "Kirim Kode Verifikasi" })
    .click();
  await expect(verify).toContainText(second);
  // The mail log masks the code (docs/security-data.md); the test outbox holds the mail as sent.
  const mailedCode = () => {
    try {
      return /\b(\d{6})\b/.exec(lastOutboxMessage(second, "email_verification"))?.[1] ?? "";
    } catch {
      return "";
    }
  };
  await expect.poll(mailedCode).toMatch(/^\d{6}$/);
  const code = mailedCode();
  expect(code).toMatch(/^\d{6}$/);

  await field(page, "Kode Verifikasi").fill("12345");
  await verify.getByRole("button", { name: "Verifikasi" }).click();
  await expect(verify.getByText("Kode verifikasi harus 6 digit angka")).toBeVisible();
  await field(page, "Kode Verifikasi").fill(code === "000000" ? "111111" : "000000");
  await verify.getByRole("button", { name: "Verifikasi" }).click();
  await expect(verify.getByText("Kode verifikasi salah", { exact: true })).toBeVisible();
  await field(page, "Kode Verifikasi").fill(code);
  await verify.getByRole("button", { name: "Verifikasi" }).click();
  await expect(toast(page, "Email berhasil diubah")).toBeVisible();
  // email_changed: the card is gone and the profile shows the new address.
  await expect(page.getByRole("form", { name: "Verifikasi Email" })).toHaveCount(0);
  await expect(page.getByRole("form", { name: "Ubah Email" })).toHaveCount(0);
  await expect(page.getByRole("definition").filter({ hasText: second })).toBeVisible();
});

test("avatar upload: type check, preview, saved", async ({ page }) => {
  const email = uniqueEmail("foto");
  await createUser(email, "STK-002");
  await signIn(page, email);
  await page.goto("/settings");
  const chooser = page.getByLabel("Pilih foto profile");
  await chooser.setInputFiles({
    name: "catatan.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("bukan gambar"),
  });
  await expect(page.getByText("Foto harus berformat JPG, PNG atau WEBP")).toBeVisible();

  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "base64",
  );
  await chooser.setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: png });
  await expect(page.getByRole("img", { name: "Pratinjau foto profile" })).toBeVisible();
  await page.getByRole("button", { name: "Simpan Foto" }).click();
  await expect(toast(page, "Foto profile berhasil diubah")).toBeVisible();
  const avatar = page.getByRole("img", { name: "Foto profile", exact: true });
  await expect(avatar).toHaveAttribute("src", /\/api\/v1\/avatars\/[0-9a-f-]{36}\.png/);
  const src = (await avatar.getAttribute("src")) ?? "";
  const res = await page.request.get(src);
  expect(res.headers()["content-type"]).toBe("image/png");
});

test("Preferensi: sidebar theme, font (reloads), Hapus Cache keeps the tokens", async ({
  page,
}) => {
  const email = uniqueEmail("pref");
  await createUser(email, "STK-002");
  await signIn(page, email);
  await page.goto("/settings/preferensi");
  const toggle = page.getByRole("switch", { name: "Tema Sidebar" });
  await expect(toggle).toBeChecked();
  await expect(page.getByText("Aktif", { exact: true })).toBeVisible();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText("Non Aktif", { exact: true })).toBeVisible();
  const stored = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem("preferences") ?? "null") as unknown);
  expect(await stored()).toEqual({ sidebarTheme: false, font: "inter" });

  await Promise.all([
    page.waitForEvent("load"),
    page.getByRole("radio", { name: /Poppins/ }).click(),
  ]);
  await expect(page.getByRole("radio", { name: /Poppins/ })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  expect(await stored()).toEqual({ sidebarTheme: false, font: "poppins" });
  await expect(page.locator("html")).toHaveAttribute("data-font", "poppins");

  await page.evaluate(() => {
    localStorage.setItem("access_token", "a");
    localStorage.setItem("refresh_token", "r");
    localStorage.setItem("menu", "[]");
    localStorage.setItem("me", "{}");
  });
  await page.getByRole("button", { name: "Hapus Cache" }).click();
  await expect(toast(page, "Cache berhasil dihapus")).toBeVisible();
  const keys = await page.evaluate(() => Object.keys(localStorage).sort());
  expect(keys).toEqual(["access_token", "refresh_token"]);
  await expect(page.locator("html")).toHaveAttribute("data-font", "inter");
  await expect(toggle).toBeChecked();
});

test("Saldo Saya: balances and paged transactions for a stockist; others go home", async ({
  page,
}) => {
  const code = `STK-UJI-${run}`.toUpperCase();
  const email = uniqueEmail("saldo");
  await withDb(async (db) => {
    await db.query("BEGIN");
    const office = await db.query<{ id: string }>(
      `INSERT INTO offices (id, code, name, office_type, office_category_id, created_at, updated_at)
       VALUES (gen_random_uuid(), $1, 'Stockist Uji Saldo', 'stockist', 4, now(), now())
       RETURNING id`,
      [code],
    );
    const officeId = office.rows[0]?.id;
    // 12 topups of Rp 100.000 (balance ledger) and one deposit of Rp 500.000.
    await db.query(
      `INSERT INTO balance_trxes (id, office_id, account, type, amount, balance_after, description, created_at)
       SELECT gen_random_uuid(), $1, 'balance', 'topup', 100000, 100000 * i, 'Topup ke-' || i,
              now() - make_interval(mins => 20 - i)
         FROM generate_series(1, 12) AS i`,
      [officeId],
    );
    await db.query(
      `INSERT INTO balance_trxes (id, office_id, account, type, amount, balance_after, description, created_at)
       VALUES (gen_random_uuid(), $1, 'deposit', 'deposit', 500000, 500000, 'Deposit awal', now())`,
      [officeId],
    );
    await db.query(`UPDATE offices SET balance = 1200000, deposit_balance = 500000 WHERE id = $1`, [
      officeId,
    ]);
    await db.query("COMMIT");
  });
  await createUser(email, code);
  await signIn(page, email);
  await page.goto("/saldo");
  await expect(page).toHaveTitle("Saldo Saya | ERP");
  await expect(page.getByRole("heading", { name: "Saldo Saya" })).toBeVisible();
  await expect(page.getByTestId("saldo-balance")).toHaveText("Rp 1.200.000");
  await expect(page.getByTestId("saldo-deposit")).toHaveText("Rp 500.000");
  const table = page.getByRole("table", { name: "Riwayat Transaksi Saldo" });
  await expect(table.getByRole("row")).toHaveCount(11); // header + 10
  await expect(table.getByRole("row").nth(1)).toContainText("Deposit awal");
  // Keyset paging (docs/money.md): 'Berikutnya' carries the cursor of the last row shown.
  await page.getByRole("link", { name: "Berikutnya" }).click();
  await expect(page).toHaveURL(/\/saldo\?after=\d+$/);
  await expect(table.getByRole("row")).toHaveCount(4);
  await expect(table.getByRole("row").nth(3)).toContainText("Topup ke-1");
  await expect(table.getByRole("row").nth(3)).toContainText("Rp 100.000");
  await expect(page.getByRole("link", { name: "Berikutnya" })).toHaveCount(0);

  // A member (Mitra Usaha) has no saldo page.
  await page.context().clearCookies();
  await signIn(page, "mitra@erp.test");
  await page.goto("/saldo");
  await expect(page).not.toHaveURL(/\/saldo/);
});
