import { expect, test } from "./support";

test.describe("sign-in", () => {
  test("serves the login page with the form and the forgot-password link", async ({ page }) => {
    await page.goto("/login");
    await expect(page).toHaveTitle("Login | ERP");
    await expect(page.getByLabel("Username")).toBeVisible();
    await expect(page.getByLabel("Password")).toBeVisible();
    await expect(page.getByRole("button", { name: "Masuk" })).toBeEnabled();
    await expect(page.getByRole("link", { name: "Lupa Password?" })).toHaveAttribute(
      "href",
      "/lupa-password",
    );
  });

  test("shows an error above the form for wrong credentials", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Username").fill("admin@erp.test");
    await page.getByLabel("Password").fill("salah-sekali");
    await page.getByRole("button", { name: "Masuk" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Username atau password salah" }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("signs a demo user in with the email and out again", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/login/);
    await page.getByLabel("Username").fill("admin@erp.test");
    await page.getByLabel("Password").fill("rahasia123");
    await page.getByRole("button", { name: "Masuk" }).click();
    await expect(page.getByRole("heading", { name: /Selamat datang/ })).toBeVisible();
    await expect(page.getByText(/\(PUSAT\)/)).toBeVisible();
    await page.getByRole("button", { name: "Menu profil" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("signs in with an office code as the username", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Username").fill("STK-001");
    await page.getByLabel("Password").fill("rahasia123");
    await page.getByRole("button", { name: "Masuk" }).click();
    await expect(page).toHaveURL(/\/stockist$/);
    await page.goto("/");
    await expect(page.getByText(/STK-001/).first()).toBeVisible();
  });
});

test("health endpoint reports the database as up", async ({ request }) => {
  const res = await request.get("/api/health");
  expect(res.status()).toBe(200);
  const body = (await res.json()) as {
    status: string;
    database: { status: string; migrationsApplied: number };
  };
  expect(body.status).toBe("ok");
  expect(body.database.status).toBe("up");
  expect(body.database.migrationsApplied).toBeGreaterThan(0);
});

test("unknown routes show the not-found page with Kembali", async ({ page }) => {
  // Anonymous visitors are sent to /login for any non-public path; signed in, unknown paths are 404.
  await page.goto("/halaman-yang-tidak-ada");
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel("Username").fill("gudang@erp.test");
  await page.getByLabel("Password").fill("rahasia123");
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page).not.toHaveURL(/\/login/);
  const res = await page.goto("/halaman-yang-tidak-ada");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("link", { name: "Kembali" })).toHaveAttribute("href", "/");
  expect((await page.goto("/gudang/tidak-ada-halaman-ini"))?.status()).toBe(404);
});
