// Sign-in screens: /login (release notes, install button, manifest, service worker), /register,
// /lupa-password -> mailed link -> /reset-password/{token}/{email}, /email/verify/success and the
// guest-only redirect. Accounts are created here (never touch the demo users' passwords); mails
// are read from the mail log (log-only mail driver) in the run's database (TEST_DB_URL).
import { expect, test, type Page, withDb } from "./support";
import { lastOutboxMessage } from "../support/outbox";

const PASSWORD = "rahasia123";
const run = Date.now().toString(36);

/** A verified user of the office with `officeCode`, password 'rahasia123' (hash of a demo user). */
async function createUser(email: string, officeCode: string | null): Promise<void> {
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

/** The latest mail to `to` as sent: the outbox (server/logs/outbox.ts); the mail log masks secrets. */
async function lastMail(to: string, template: string): Promise<string> {
  return lastOutboxMessage(to, template);
}

async function signIn(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test.describe("login page", () => {
  test("release notes: first 3 entries, Lihat Semua shows all", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: /Catatan Rilis/ }).click();
    const dialog = page.getByRole("dialog", { name: "Catatan Rilis" });
    const entries = dialog.getByRole("list", { name: "Daftar catatan rilis" }).locator("> li");
    await expect(entries).toHaveCount(3);
    await expect(entries.first()).toContainText("Versi 0.5.24");
    await expect(entries.first()).toContainText("Development");
    await expect(entries.first()).toContainText("Pembatalan faktur penjualan");
    await dialog.getByRole("button", { name: "Lihat Semua" }).click();
    await expect(entries).toHaveCount(8);
    await expect(dialog.getByRole("button", { name: "Lihat Semua" })).toHaveCount(0);
  });

  test("installable: manifest, icons, service worker, install button on beforeinstallprompt", async ({
    page,
    request,
  }) => {
    await page.goto("/login");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      "href",
      "/manifest.webmanifest",
    );
    const manifest = (await (await request.get("/manifest.webmanifest")).json()) as {
      start_url: string;
      display: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest.start_url).toBe("/");
    expect(manifest.display).toBe("standalone");
    for (const icon of manifest.icons) {
      const res = await request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
    }
    // The worker registers from the login page and controls nothing but static files.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe("/");

    await expect(page.getByRole("button", { name: "Install Aplikasi" })).toHaveCount(0);
    await page.evaluate(() => {
      const e = new Event("beforeinstallprompt", { cancelable: true });
      Object.assign(e, {
        prompt: () => Promise.resolve(),
        userChoice: Promise.resolve({ outcome: "accepted", platform: "web" }),
      });
      window.dispatchEvent(e);
    });
    const install = page.getByRole("button", { name: "Install Aplikasi" });
    await expect(install).toBeVisible();
    await install.click();
    await expect(install).toHaveCount(0);
  });

  test("links to Lupa Password? and register", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: "Lupa Password?" }).click();
    await expect(page).toHaveURL(/\/lupa-password$/);
    await expect(page).toHaveTitle("Lupa Password | ERP");
    await page.goto("/login");
    await page.getByRole("link", { name: "Daftar" }).click();
    await expect(page).toHaveURL(/\/register$/);
  });
});

test("register: required fields, then a new account that can sign in", async ({ page }) => {
  await page.goto("/register");
  await expect(page.getByText("Kolom Wajib Diisi", { exact: true })).toHaveCount(4);
  await page.getByRole("button", { name: "Daftar" }).click();
  await expect(page.getByText("Kolom wajib diisi", { exact: true })).toHaveCount(4);
  await expect(page.getByLabel("Nama")).toBeFocused();

  const email = `daftar-${run}@erp.test`;
  await page.getByLabel("Nama").fill("Pendaftar Uji");
  await page.getByLabel("Email").fill("bukan-email");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
  await page.getByLabel("Konfirmasi Password").fill("lain-sekali");
  await page.getByRole("button", { name: "Daftar" }).click();
  await expect(page.getByText("Email tidak valid", { exact: true })).toBeVisible();
  await expect(page.getByText("Konfirmasi password tidak sama", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Email")).toBeFocused();

  await page.getByLabel("Email").fill(email.toUpperCase());
  await page.getByLabel("Konfirmasi Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Daftar" }).click();
  await expect(
    page.getByText("Registrasi berhasil, kode verifikasi sudah dikirim ke email anda"),
  ).toBeVisible();
  expect(await lastMail(email, "email_verification")).toMatch(/\b\d{6}\b/);

  // The same address again is refused by the server, shown on the field.
  await page.goto("/register");
  await page.getByLabel("Nama").fill("Pendaftar Dua");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
  await page.getByLabel("Konfirmasi Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Daftar" }).click();
  await expect(page.getByText("Email sudah terdaftar", { exact: true })).toBeVisible();

  await signIn(page, email);
  // The new address is verified in Akun User with the code from the registration mail.
  const code = /\b(\d{6})\b/.exec(await lastMail(email, "email_verification"))?.[1] ?? "";
  await page.goto("/settings");
  const verify = page.getByRole("form", { name: "Verifikasi Email" });
  await expect(verify).toContainText(email);
  await verify.getByRole("textbox", { name: "Kode Verifikasi" }).fill(code);
  await verify.getByRole("button", { name: "Verifikasi" }).click();
  await expect(page).toHaveURL(/\/email\/verify\/success$/);
  await expect(page.getByRole("heading", { name: "Email berhasil diverifikasi" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Kembali ke Beranda" })).toHaveAttribute("href", "/");

  // Signed in: guest-only pages send the user home.
  await page.goto("/register");
  await expect(page).not.toHaveURL(/\/register/);
  await page.goto("/lupa-password");
  await expect(page).not.toHaveURL(/\/lupa-password/);
});

test("forgot password: validation, mailed link, new password, link used once", async ({ page }) => {
  const email = `lupa-${run}@erp.test`;
  await createUser(email, "STK-002");

  await page.goto("/lupa-password");
  await page.getByRole("button", { name: "Kirim Link Reset" }).click();
  await expect(page.getByText("Kode tidak boleh kosong", { exact: true })).toBeVisible();
  await expect(page.getByText("Email tidak boleh kosong", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Kode")).toBeFocused();
  await page.getByLabel("Kode").fill("STK-002");
  await page.getByLabel("Email").fill("salah@");
  await page.getByRole("button", { name: "Kirim Link Reset" }).click();
  await expect(page.getByText("Email tidak valid", { exact: true })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Kirim Link Reset" }).click();
  await expect(page.getByText("Link reset password sudah dikirim ke email anda")).toBeVisible();

  const link = /\/reset-password\/\S+/.exec(await lastMail(email, "password_reset"))?.[0];
  expect(link).toBeTruthy();
  await page.goto(link ?? "/");
  await expect(page).toHaveTitle("Reset Password | ERP");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await page.getByRole("button", { name: "Simpan Password" }).click();
  await expect(page.getByText("Kolom wajib diisi", { exact: true })).toHaveCount(2);
  await page.getByLabel("Password Baru").fill("sandi-baru-123");
  await page.getByLabel("Konfirmasi Password").fill("sandi-baru-123");
  await page.getByRole("button", { name: "Simpan Password" }).click();
  await expect(page.getByText("Kata sandi berhasil diubah")).toBeVisible();
  await page.getByRole("link", { name: "Masuk dengan password baru" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, "sandi-baru-123");

  // The link works once: a second use is a 400 'Email atau token tidak ditemukan'.
  await page.context().clearCookies();
  await page.goto(link ?? "/");
  await page.getByLabel("Password Baru").fill("sandi-lain-123");
  await page.getByLabel("Konfirmasi Password").fill("sandi-lain-123");
  await page.getByRole("button", { name: "Simpan Password" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Email atau token tidak ditemukan" }),
  ).toBeVisible();
});

test("reset password with an unknown token says so", async ({ page }) => {
  const email = Buffer.from("tidak-ada@erp.test").toString("base64");
  await page.goto(`/reset-password/${"a".repeat(40)}/${encodeURIComponent(email)}`);
  await expect(page.getByLabel("Email")).toHaveValue("tidak-ada@erp.test");
  await page.getByLabel("Password Baru").fill("sandi-baru-123");
  await page.getByLabel("Konfirmasi Password").fill("sandi-baru-123");
  await page.getByRole("button", { name: "Simpan Password" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Email atau token tidak ditemukan" }),
  ).toBeVisible();
});

test("a session of a deleted user stays on /login instead of looping", async ({ page }) => {
  const email = `hapus-${run}@erp.test`;
  await createUser(email, "STK-002");
  await signIn(page, email);
  await withDb((db) => db.query("UPDATE users SET deleted_at = now() WHERE email = $1", [email]));
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/login(\?.*)?$/);
  await expect(page.getByRole("button", { name: "Masuk" })).toBeVisible();
});

test("too many failed sign-ins: 'Terlalu banyak permintaan' above the form", async ({ page }) => {
  const username = `coba-${run}@erp.test`;
  // Five failures through Auth.js directly, the sixth through the form.
  for (let i = 0; i < 5; i += 1) {
    const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as {
      csrfToken: string;
    };
    await page.request.post("/api/auth/callback/credentials", {
      form: { csrfToken, email: username, password: "salah-sekali" },
      maxRedirects: 0,
    });
  }
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill("salah-sekali");
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Terlalu banyak permintaan" }),
  ).toBeVisible();
});
