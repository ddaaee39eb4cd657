import { test as base, expect, type Page, type Response } from "@playwright/test";

export { expect };
export type { Page };

/**
 * Waits until React has hydrated the current document (`<html data-hydrated>`, set by
 * HydrationMarker in the root layout). A click that lands before hydration is lost, and on a
 * busy CI machine that window is seconds long.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

async function hydratedAfter(page: Page, response: Response | null): Promise<Response | null> {
  const type = response?.headers()["content-type"] ?? "";
  if (type.startsWith("text/html")) await waitForHydration(page);
  return response;
}

/**
 * The Playwright `test` every spec uses: `page.goto` and `page.reload` return only once the new
 * document is hydrated (HTML answers only; a CSV or JSON answer has nothing to hydrate).
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => hydratedAfter(page, await goto(url, options));
    page.reload = async (options) => hydratedAfter(page, await reload(options));
    await provide(page);
  },
});

/** Signs in through the login form and waits until the app has left /login. */
export async function signIn(page: Page, email: string, password = "rahasia123"): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Username").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await waitForHydration(page);
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Menu profil" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login/);
}
