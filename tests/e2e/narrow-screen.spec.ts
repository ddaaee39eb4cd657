// A 390 x 844 phone (issue 23 §3b): the row action 'Buat Pengeluaran' and the packing and
// receiving quantity inputs lie inside the viewport without scrolling the table sideways (the
// pinned column of components/ui/table.tsx), and toasts, however many are stacked, never cover
// an open dialog's title (components/widgets/toast.tsx). Nothing is saved: the seeded shipments
// are only looked at.
import type { Locator } from "@playwright/test";
import { expect, signInAs, test, withDb, type Page } from "./support";

test.use({ viewport: { width: 390, height: 844 } });

const main = (page: Page) => page.getByRole("main");

/**
 * The element lies across the 390 px width as rendered, with no table scrolled sideways (nothing
 * here scrolls an element into view: that would move a table's scroll box and hide the fault).
 * Reaching it by scrolling the page down is what a phone does, so only the width is checked.
 */
async function expectOnScreen(target: Locator, what: string) {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  expect(box, what).not.toBeNull();
  if (!box) return;
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(390);
}

test("'Buat Pengeluaran' on the waiting orders is on screen", async ({ page }) => {
  await signInAs(page, "gudang@erp.test");
  await page.goto("/gudang/pengeluaran/barang-ke-stockist-dikirim");
  const pending = page.getByRole("table", { name: "Daftar order siap dikirim" });
  const button = pending.getByRole("button", { name: "Buat Pengeluaran" }).first();
  await expectOnScreen(button, "Buat Pengeluaran");
});

test("the packing quantity input is on screen", async ({ page }) => {
  // A seeded Pusat -> STK-001 shipment of an order, waiting to be packed.
  const id = await withDb(async (db) => {
    const r = await db.query<{ id: string }>(
      `SELECT m.id FROM stock_movements m
         JOIN offices o ON o.id = m.origin_office_id AND o.code = 'PUSAT'
         JOIN offices d ON d.id = m.destination_office_id AND d.code = 'STK-001'
        WHERE m.status = 'draft' AND m.delivery_method = 'dikirim' AND m.order_id IS NOT NULL
          AND NOT m.is_susulan AND m.deleted_at IS NULL
          AND EXISTS (SELECT 1 FROM movement_details x WHERE x.stock_movement_id = m.id)
        ORDER BY m.created_at LIMIT 1`,
    );
    return r.rows[0]?.id ?? "";
  });
  expect(id).not.toBe("");
  await signInAs(page, "gudang@erp.test");
  await page.goto(`/gudang/pengeluaran/barang-ke-stockist-dikirim/${id}/pengemasan`);
  const input = main(page).getByLabel("Jumlah dikemas baris 1");
  await expectOnScreen(input, "Jumlah dikemas baris 1");
  await expectOnScreen(main(page).getByRole("button", { name: "Tambah Paket" }), "Tambah Paket");
});

test("the receiving quantity input is on screen", async ({ page }) => {
  await signInAs(page, "stockist@erp.test");
  await page.goto("/stockist/penerimaan/barang-dari-pusat/tambah-barang-masuk");
  const select = page.locator("#field-receive-movement");
  await expect(select.locator("option")).not.toHaveCount(1);
  await select.selectOption((await select.locator("option").nth(1).getAttribute("value")) ?? "");
  const form = page.getByRole("form", { name: "Terima Barang" });
  const input = form.getByLabel("Jumlah diterima baris 1");
  await expectOnScreen(input, "Jumlah diterima baris 1");
  const submit = form.getByRole("button", { name: "Terima Barang" });
  await expectOnScreen(submit, "Terima Barang");
});

test("stacked toasts do not cover an open dialog's title", async ({ page }) => {
  await signInAs(page, "penjualan@erp.test");
  await page.goto("/penjualan/transaksi-penjualan/tambah-transaksi-penjualan");
  await page.getByRole("button", { name: "Pilih", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Daftar Kantor" });
  const title = dialog.getByRole("heading", { name: "Daftar Kantor" });
  await expect(title).toBeVisible();
  // Three unknown barcodes scanned (a scanner's keys come at once; dispatched in one task so a
  // busy machine cannot space them past the scan gap): three error toasts. The open modal hides
  // the rest of the page from the accessibility tree, so the toasts are found by their region.
  const toasts = page.getByTestId("toast-region").locator(":scope > div");
  for (const code of ["ZZQ9001", "ZZQ9002", "ZZQ9003"]) {
    await page.evaluate((keys) => {
      for (const key of keys) window.dispatchEvent(new KeyboardEvent("keydown", { key }));
    }, code);
    await expect(toasts.filter({ hasText: `Barang ${code}` })).toBeVisible();
  }
  const box = await title.boundingBox();
  expect(box).not.toBeNull();
  await expect(toasts.filter({ hasText: /Barang ZZQ900\d/ })).toHaveCount(3);
  for (const t of await toasts.all()) {
    const tb = await t.boundingBox();
    if (!tb || !box) continue;
    const overlaps =
      tb.x < box.x + box.width &&
      box.x < tb.x + tb.width &&
      tb.y < box.y + box.height &&
      box.y < tb.y + tb.height;
    expect(
      overlaps,
      `toast at ${JSON.stringify(tb)} over the title at ${JSON.stringify(box)}`,
    ).toBe(false);
  }
  await expect(dialog).toBeVisible();
});
