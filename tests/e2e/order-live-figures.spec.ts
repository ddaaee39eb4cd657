// The faktur form's live figures (issue 23 §3a, docs/orders.md "Live figures on the form"): while
// Penjualan fills a faktur for STK-001, each line shows the server's unit price and line total,
// and the summary the total, the minimum order's progress ('Minimal order Rp X — kurang Rp Y')
// and the cashback, updating as the lines change; the figures shown before saving are those the
// saved order holds (read from the database).
import { randomUUID } from "node:crypto";
import { expect, pickOffice, pickProduct, signInAs, test, withDb, type Page } from "./support";

const TAG = `LF-${randomUUID().slice(0, 8)}`;

/** "Rp 1.234.567" -> 1234567, "-Rp 250.000" -> -250000. */
function rupiah(text: string | null): number {
  const t = (text ?? "").trim();
  const n = Number(t.replace(/[^\d]/g, ""));
  return t.startsWith("-") ? -n : n;
}

const figure = async (page: Page, id: string) => rupiah(await page.getByTestId(id).textContent());

/** The summary once it shows the figures of the lines as they are now. */
async function settled(page: Page) {
  const summary = page.getByTestId("order-price-summary");
  await expect(summary).toHaveAttribute("aria-busy", "false");
  return summary;
}

test("the faktur form shows the server's prices, minimum order and cashback before saving, and saves the same total", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, "penjualan@erp.test");
  await page.goto("/penjualan/transaksi-penjualan/tambah-transaksi-penjualan");
  const form = page.getByRole("form", { name: "Tambah Faktur Penjualan" });
  await expect(page.getByTestId("order-price-summary")).toContainText(
    "Pilih pembeli untuk melihat harga dan total.",
  );

  await pickOffice(page, "STK-001");
  await settled(page);
  const minText = (await page.getByTestId("summary-min-order").textContent()) ?? "";
  const [, minOrder, missing] =
    /Minimal order (Rp [\d.]+) — kurang (Rp [\d.]+)/.exec(minText) ?? [];
  expect(minOrder, minText).toBeTruthy();
  expect(rupiah(missing ?? "")).toBe(rupiah(minOrder ?? ""));
  const min = rupiah(minOrder ?? "");

  // One unit: the line's price, and what the minimum order still lacks.
  await pickProduct(page, 0, "Kolostrum");
  await form.getByLabel("Jumlah baris 1").fill("1");
  await settled(page);
  await expect(page.getByTestId("line-0-unit-price")).toHaveText(/^Rp [\d.]+$/);
  const unit = await figure(page, "line-0-unit-price");
  expect(unit).toBeGreaterThan(0);
  expect(await figure(page, "line-0-total")).toBe(unit);
  expect(await figure(page, "summary-total-price")).toBe(unit);
  await expect(page.getByTestId("summary-min-order")).toContainText(
    `kurang Rp ${(min - unit).toLocaleString("id-ID")}`,
  );
  await expect(page.getByTestId("summary-cashback")).toContainText(
    "setelah minimal order tercapai",
  );

  // Enough units to pass the minimum: the cashback is earned, before anything is saved.
  const quantity = Math.ceil(min / unit) + 1;
  await form.getByLabel("Jumlah baris 1").fill(String(quantity));
  await form.getByLabel("Ongkos Kirim").fill("10000");
  await form.getByLabel("Keterangan").fill(TAG);
  await settled(page);
  await expect(page.getByTestId("line-0-total")).toHaveText(
    `Rp ${(quantity * unit).toLocaleString("id-ID")}`,
  );
  await expect(page.getByTestId("summary-min-order")).toContainText("tercapai");
  await expect(page.getByTestId("summary-cashback")).toContainText("didapat");
  const shown = {
    total: await figure(page, "summary-total-price"),
    discount: -(await figure(page, "summary-discount")),
    final: await figure(page, "summary-final-price"),
  };
  expect(shown.total).toBe(quantity * unit);
  expect(shown.discount).toBeGreaterThan(0);
  expect(shown.final).toBe(shown.total - shown.discount + 10000);

  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(page).toHaveURL(/\/penjualan\/transaksi-penjualan\/[0-9a-f-]{36}$/);
  const orderId = /[0-9a-f-]{36}$/.exec(page.url())?.[0] ?? "";
  const saved = await withDb(async (db) => {
    const r = await db.query<{
      total_price: string;
      discount: string;
      final_price: string;
      unit_price: string;
    }>(
      `SELECT o.total_price, o.discount, o.final_price, d.unit_price
         FROM orders o JOIN order_details d ON d.order_id = o.id
        WHERE o.id = $1`,
      [orderId],
    );
    return r.rows[0];
  });
  expect(saved).toBeDefined();
  expect(Number(saved?.unit_price)).toBe(unit);
  expect(Number(saved?.total_price)).toBe(shown.total);
  expect(Number(saved?.discount)).toBe(shown.discount);
  expect(Number(saved?.final_price)).toBe(shown.final);
});
