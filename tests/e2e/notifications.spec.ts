// Live notifications in the browser: a notification created on the server (scripts/notify.ts,
// the same use case the app uses: insert, then pg_notify) appears without a reload in the navbar
// bell, as a toast and on /notification; the check icon, 'Baca semua' and visiting a
// notification's page mark them read.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import pg from "pg";
import { expect, test, type Page, signIn } from "./support";

const run = promisify(execFile);
const USER = "bonus@erp.test";

function dbUrl(): string {
  const url = process.env.TEST_DB_URL;
  if (!url) throw new Error("TEST_DB_URL is not set: run e2e tests through `npm test`");
  return url;
}

/** Creates a notification for USER through scripts/notify.ts; returns its id. */
async function notify(
  name: string,
  opts: { message?: string; url?: string } = {},
): Promise<string> {
  const args = [
    "node_modules/tsx/dist/cli.mjs",
    "scripts/notify.ts",
    "--email",
    USER,
    "--name",
    name,
  ];
  if (opts.message) args.push("--message", opts.message);
  if (opts.url) args.push("--url", opts.url);
  const { stdout } = await run(process.execPath, args, {
    env: { ...process.env, DATABASE_URL: dbUrl() },
    timeout: 30_000,
  });
  const rows = JSON.parse(stdout.trim().split("\n").pop() ?? "[]") as { id: string }[];
  const id = rows[0]?.id;
  if (!id) throw new Error(`notify printed no id: ${stdout}`);
  return id;
}

async function clearNotifications(): Promise<void> {
  const client = new pg.Client({ connectionString: dbUrl() });
  await client.connect();
  try {
    await client.query(
      "DELETE FROM notifications WHERE user_id = (SELECT id FROM users WHERE email = $1)",
      [USER],
    );
  } finally {
    await client.end();
  }
}

const bell = (page: Page) => page.getByRole("button", { name: /^Notifikasi/ });

test.describe("notifications", () => {
  // Each notify() starts a Node process (~2 s).
  test.describe.configure({ timeout: 60_000 });

  test.beforeEach(async () => {
    await clearNotifications();
  });

  test("a notification created on the server appears live; the check icon reads it", async ({
    page,
  }) => {
    await signIn(page, USER);
    await page.goto("/notification");
    await expect(page.getByRole("heading", { name: "Notifikasi", exact: true })).toBeVisible();
    await expect(page.getByText("Data Kosong")).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName("Notifikasi");
    // The bell says when the realtime stream is subscribed.
    await expect(bell(page)).toHaveAttribute("data-realtime", "live");

    await notify("Stok opname disetujui", { message: "Gudang pusat", url: "/gudang" });

    // Without a reload: toast, bell count, list row.
    await expect(
      page.getByRole("status").filter({ hasText: "Stok opname disetujui" }),
    ).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName("Notifikasi (1 belum dibaca)");
    const row = page.getByTestId("notification-row").filter({ hasText: "Stok opname disetujui" });
    await expect(row).toBeVisible();
    await expect(row.getByText("Belum dibaca")).toBeVisible();

    await notify("Pembayaran diverifikasi");
    await expect(bell(page)).toHaveAccessibleName("Notifikasi (2 belum dibaca)");

    // The dropdown: newest first; the check icon marks one read.
    await bell(page).click();
    const items = page.getByTestId("notification-item");
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText("Pembayaran diverifikasi");
    await page
      .getByRole("menuitem", { name: "Tandai sudah dibaca: Pembayaran diverifikasi" })
      .click();
    await expect(items).toHaveCount(1);
    await expect(page.getByRole("menu")).toContainText("Notifikasi (1)");
    // While the menu is open the rest of the page is hidden from assistive technology.
    await page.keyboard.press("Escape");
    await expect(bell(page)).toHaveAccessibleName("Notifikasi (1 belum dibaca)");
    await expect(
      page.getByTestId("notification-row").filter({ hasText: "Pembayaran diverifikasi" }),
    ).toContainText("Sudah dibaca");
  });

  test("'Baca semua' and visiting a notification's page mark them read", async ({ page }) => {
    await signIn(page, USER);
    await page.goto("/notification");
    await expect(page.getByText("Data Kosong")).toBeVisible();
    await expect(bell(page)).toHaveAttribute("data-realtime", "live");

    await notify("Buka beranda", { url: "/" });
    await expect(bell(page)).toHaveAccessibleName("Notifikasi (1 belum dibaca)");
    // Following the notification's link visits its page, which marks it read.
    await bell(page).click();
    await page
      .getByTestId("notification-item")
      .getByRole("menuitem", { name: /^Buka beranda/ })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(bell(page)).toHaveAccessibleName("Notifikasi");

    await page.goto("/notification");
    await expect(page.getByTestId("notification-row")).toHaveCount(1);
    await expect(bell(page)).toHaveAttribute("data-realtime", "live");
    await notify("Satu");
    await notify("Dua");
    await expect(bell(page)).toHaveAccessibleName("Notifikasi (2 belum dibaca)");
    await expect(page.getByTestId("notification-row").first()).toContainText("Dua");
    await page.getByRole("button", { name: "Baca semua" }).click();
    await expect(bell(page)).toHaveAccessibleName("Notifikasi");
    await expect(
      page.getByTestId("notification-row").filter({ hasText: "Belum dibaca" }),
    ).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Baca semua" })).toBeDisabled();
  });
});
