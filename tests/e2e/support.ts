import { expect, type Page } from "@playwright/test";

/** Signs in through the login form and waits until the app has left /login. */
export async function signIn(page: Page, email: string, password = "rahasia123"): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Username").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Menu profil" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login/);
}
