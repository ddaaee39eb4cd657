import {
  test as base,
  expect,
  request,
  type Cookie,
  type Locator,
  type Page,
  type Response,
} from "@playwright/test";
import pg from "pg";

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

/**
 * Signs in through the login form and waits until the app has left /login. For a test that only
 * needs to be signed in (not the sign-in itself or the landing page), `signInAs` is much faster.
 */
export async function signIn(page: Page, email: string, password = "rahasia123"): Promise<void> {
  await page.goto("/login");
  await signInOnPage(page, email, password);
}

async function signInOnPage(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Username").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await waitForHydration(page);
}

/**
 * One sign-in per user and Playwright worker: the first call signs in through the login form in
 * a context of its own, later calls only hand its session cookie to the test's context. The web
 * session is a stateless Auth.js JWT (12 h), so one cookie serves every test of the worker. The
 * page is not navigated: the test goes where it wants next.
 */
const sessions = new Map<string, Promise<Cookie[]>>();

export async function signInAs(page: Page, email: string, password = "rahasia123"): Promise<void> {
  let cookies = sessions.get(email);
  if (!cookies) {
    cookies = signedInCookies(page, email, password);
    sessions.set(email, cookies);
    cookies.catch(() => sessions.delete(email));
  }
  await page.context().addCookies(await cookies);
}

async function signedInCookies(page: Page, email: string, password: string): Promise<Cookie[]> {
  const browser = page.context().browser();
  if (!browser) throw new Error("signInAs needs a browser-launched context");
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const login = await context.newPage();
    await login.goto("/login");
    await waitForHydration(login);
    await signInOnPage(login, email, password);
    return await context.cookies();
  } finally {
    await context.close();
  }
}

/** Every test of the file (or describe block) starts signed in as this user (see signInAs). */
export function useRole(email: string): void {
  test.beforeEach(async ({ page }) => signInAs(page, email));
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Menu profil" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login/);
}

/**
 * The app's origin, for the Origin header of cookie-authenticated writes made with page.request
 * (docs/security.md "Origin"). Not page.url(): a page that reuses a stored session may not have
 * navigated yet (about:blank has no origin).
 */
export function appOrigin(): string {
  return new URL(process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000").origin;
}

/** A connection to the run's database (TEST_DB_URL, set by scripts/test.mjs) for `fn`. */
export async function withDb<T>(fn: (db: pg.Client) => Promise<T>): Promise<T> {
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

/** The order form's office picker ('Pilih' -> 'Daftar Kantor'): searches `code` and picks it. */
export async function pickOffice(page: Page, code: string): Promise<void> {
  await page.getByRole("button", { name: "Pilih", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Daftar Kantor" });
  await dialog.getByPlaceholder("Cari Kantor").fill(code);
  await dialog.getByRole("row", { name: new RegExp(code) }).click();
  await expect(dialog).toHaveCount(0);
}

/** The order form's product search of line `line` (0-based): picks the first match of `search`. */
export async function pickProduct(page: Page, line: number, search: string): Promise<void> {
  const input = page.locator(`#line-${line}-product`);
  await input.click();
  await input.fill(search);
  await page
    .locator(`#line-${line}-product-list`)
    .getByRole("option", { name: new RegExp(search) })
    .first()
    .click();
}

/**
 * Opens a list row's link and waits for its page. A search typed just before re-renders the list
 * when its debounced request answers, which can swallow a click that lands in between; the click
 * is repeated until the URL is the row's page.
 */
export async function openRowLink(
  page: Page,
  scope: Locator,
  name: string,
  url: RegExp,
): Promise<void> {
  await expect(async () => {
    if (!url.test(page.url())) await scope.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(url, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * A validated faktur Pusat -> STK-001 waiting for payment, made by Penjualan over the API for one
 * test alone and found by its run-unique `originCode`: the lines of the seed's NOTA-KASIR-001
 * (they pass the stockist's minimum order). Tests that pay, verify or cancel a payment each use
 * their own order, so no two specs change the same seeded one.
 */
export async function validatedFakturForStockist(
  originCode: string,
): Promise<{ id: string; code: string }> {
  const { lines, stk } = await withDb(async (db) => {
    const r = await db.query<{ product_id: string; quantity: number }>(
      `SELECT d.product_id, d.quantity FROM order_details d
       JOIN orders o ON o.id = d.order_id WHERE o.origin_code = 'NOTA-KASIR-001'`,
    );
    const o = await db.query<{ id: string }>("SELECT id FROM offices WHERE code = 'STK-001'");
    return { lines: r.rows, stk: o.rows[0]?.id };
  });
  if (!lines.length || !stk) throw new Error("NOTA-KASIR-001 / STK-001 not seeded");
  const media = "application/vnd.api+json";
  const api = await request.newContext({ baseURL: appOrigin() });
  try {
    const login = await api.post("/api/v1/login", {
      data: { email: "penjualan@erp.test", password: "rahasia123" },
    });
    expect(login.status(), await login.text()).toBe(200);
    const token = ((await login.json()) as { data: { attributes: { token: string } } }).data
      .attributes.token;
    const headers = { Authorization: `Bearer ${token}`, Accept: media, "Content-Type": media };
    const created = await api.post("/api/v1/orders", {
      headers,
      data: JSON.stringify({
        data: {
          type: "orders",
          attributes: {
            order_type: "sale",
            origin_code: originCode,
            description: `e2e ${originCode}`,
            details: lines.map((l) => ({ product_id: l.product_id, quantity: l.quantity })),
          },
          relationships: { "destination-office": { data: { type: "offices", id: stk } } },
        },
      }),
    });
    expect(created.status(), await created.text()).toBe(201);
    const order = ((await created.json()) as { data: { id: string; attributes: { code: string } } })
      .data;
    const validated = await api.patch(`/api/v1/orders/${order.id}/-actions/validateOrder`, {
      headers,
    });
    expect(validated.status(), await validated.text()).toBe(200);
    return { id: order.id, code: order.attributes.code };
  } finally {
    await api.dispose();
  }
}
