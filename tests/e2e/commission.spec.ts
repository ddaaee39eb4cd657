// The commission in the browser (docs/commission.md): the demo seed closed last month with the
// close step member_commission; the member MU-0000001 (mitra@erp.test) signs in, reads its
// Komisi Bulanan, opens the month and reads it line by line, down to a downline's cash bills
// (that downlines show code and name only is proved over HTTP in tests/integration/commission).
// Admin sees the plan versions in Setup > Mitra Usaha.
import { expect, signInAs, test } from "./support";

test("a member reads its Komisi Bulanan with its lines and the cash bills behind a line", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, "mitra@erp.test");
  await page.goto("/komisi-bulanan");
  await expect(page.getByRole("heading", { name: "Komisi Bulanan" })).toBeVisible();
  const table = page.getByRole("table", { name: "Daftar Komisi Bulanan" });
  // 10 % of 140 level-1 points + 5 % of 335 + 3 % of 275 + 2 % of 100, at Rp 1.000 a point.
  const row = table.getByRole("row").filter({ hasText: "41.000" }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText("Memenuhi syarat");
  // A row click right after the list loads can be swallowed by a re-render: repeat it until the
  // month's page opens.
  const detail = /\/komisi-bulanan\/[0-9a-f-]{36}$/;
  await expect(async () => {
    if (!detail.test(page.url())) await row.click();
    await expect(page).toHaveURL(detail, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: /^Komisi / })).toBeVisible();
  const lines = page.getByRole("table", { name: "Rincian Komisi" });
  const first = lines.getByRole("row").filter({ hasText: "MU-0000002" });
  await expect(first).toContainText("80");
  await expect(first).toContainText("10%");
  await expect(first).toContainText("8.000");
  // A level-4 downline: its points came from a cash bill and a point addition.
  const deep = lines.getByRole("row").filter({ hasText: "MU-0000012" });
  await expect(deep).toContainText("2%");
  await deep.getByRole("button", { name: "Transaksi MU-0000012" }).click();
  const dialog = page.getByRole("dialog", { name: /Transaksi MU-0000012/ });
  await expect(dialog.getByRole("table", { name: "Daftar transaksi poin" })).toBeVisible();
  await expect(dialog).toContainText("Cash Bill");
  await expect(dialog).toContainText("Tambah Poin");
});

test("Admin sees the commission plan versions in Setup > Mitra Usaha", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, "admin@erp.test");
  await page.goto("/admin/setup/Mitra");
  await expect(page.getByRole("heading", { name: "Rencana Komisi" })).toBeVisible();
  const versions = page.getByRole("table", { name: "Riwayat versi rencana komisi" });
  await expect(versions.getByRole("row").filter({ hasText: "v1" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: /Level 1/ })).toBeVisible();
});
