// Saldo is spent only by its owner (issue 23 §5, docs/payments.md): the stockist pays its own
// validated purchase from its saldo on the order's detail ('Bayar dengan Saldo', the only method
// offered there), and the saldo falls by exactly that amount.
import { appOrigin, expect, signInAs, test, withDb } from "./support";

const MEDIA_TYPE = "application/vnd.api+json";

test("the stockist pays its own purchase from its saldo", async ({ page }) => {
  test.setTimeout(120_000);
  // A product Pusat holds plenty of, and enough of it to reach the stockist minimum order.
  const pick = await withDb(async (db) => {
    const r = await db.query<{ id: string; price: string; avail: number; need: string }>(
      `SELECT p.id, (SELECT min(price) FROM product_prices pp WHERE pp.product_id = p.id) AS price,
              s.quantity - s.batch_quantity AS avail,
              (SELECT GREATEST(min_order_jawa, min_order_luar_jawa) FROM office_categories
               WHERE id = 4) AS need
       FROM products p
       JOIN stocks s ON s.product_id = p.id
       JOIN warehouses w ON w.id = s.warehouse_id AND w.type = 'main'
       JOIN offices o ON o.id = w.office_id AND o.code = 'PUSAT'
       WHERE p.deleted_at IS NULL AND p.is_active
         AND EXISTS (SELECT 1 FROM product_prices pp WHERE pp.product_id = p.id)
       ORDER BY avail DESC LIMIT 1`,
    );
    const pusat = await db.query<{ id: string }>(`SELECT id FROM offices WHERE code = 'PUSAT'`);
    return { ...r.rows[0], pusat: pusat.rows[0]?.id };
  });
  if (!pick?.id || !pick.pusat) throw new Error("no product in Pusat's stock");
  const quantity = Math.ceil(Number(pick.need) / Number(pick.price)) + 1;
  expect(pick.avail).toBeGreaterThanOrEqual(quantity);

  const write = async (method: "POST" | "PATCH", path: string, body: unknown) => {
    const res = await page.request.fetch(`/api/v1/${path}`, {
      method,
      headers: { Accept: MEDIA_TYPE, "Content-Type": MEDIA_TYPE, Origin: appOrigin() },
      data: JSON.stringify(body),
    });
    expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
    return (await res.json()) as { data: { id: string } };
  };

  await signInAs(page, "stockist@erp.test");
  const order = await write("POST", "orders", {
    data: {
      type: "orders",
      attributes: {
        order_type: "purchase",
        description: "Bayar dengan saldo (e2e)",
        details: [{ product_id: pick.id, quantity }],
      },
      relationships: { "origin-office": { data: { type: "offices", id: pick.pusat } } },
    },
  });
  const id = order.data.id;
  await page.context().clearCookies();
  await signInAs(page, "penjualan@erp.test");
  await write("PATCH", `orders/${id}/-actions/validateOrder`, {
    data: { type: "orders", id, attributes: {} },
  });
  await page.context().clearCookies();

  const saldo = () =>
    withDb(async (db) => {
      const r = await db.query<{ balance: string }>(
        `SELECT balance FROM offices WHERE code = 'STK-001'`,
      );
      return BigInt(r.rows[0]?.balance ?? "0");
    });
  const before = await saldo();

  await signInAs(page, "stockist@erp.test");
  await page.goto(`/stockist/pembelian/${id}`);
  await expect(page.getByRole("heading", { name: "Bayar dengan Saldo" })).toBeVisible();
  const form = page.getByRole("form", { name: "Form pembayaran" });
  const method = form.getByLabel("Metode pembayaran 1");
  // Saldo is the only method the buyer records.
  await expect(method.locator("option")).toHaveText(["Pilih metode", "Saldo"]);
  await method.selectOption({ label: "Saldo" });
  await form.getByLabel("Jumlah pembayaran 1").fill("100000");
  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Pembayaran Berhasil" }).first()).toBeVisible();
  await expect.poll(saldo).toBe(before - 100_000n);
});
