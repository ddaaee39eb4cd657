// Customer service as the agent works it (docs/customer-service.md), with the fake WhatsApp
// gateway as a real HTTP server beside the app: a member's inbound message appears live in the
// inbox, the agent sees the member's latest order, answers with a canned response and the
// gateway receives it; then a broadcast to the demo members runs to the end on its page.
import { randomBytes } from "node:crypto";
import { expect, signInAs, test, withDb, type Page } from "./support";
import { startFakeGateway, type FakeGateway } from "../../scripts/fake-whatsapp-gateway-server";

test.describe.configure({ mode: "serial" });

const TAG = Date.now().toString(36).toUpperCase();
const INSTANCE = `e2e-${TAG.toLowerCase()}`;
const SECRET = randomBytes(16).toString("hex");
const DEVICE = `E2E Gateway ${TAG}`;
const MEMBER_PHONE = "6281221340001"; // MU-0000001 in the demo seed
const main = (page: Page) => page.getByRole("main");
let gateway: FakeGateway;
let deviceId = "";

test.beforeAll(async () => {
  gateway = await startFakeGateway({
    webhookUrl: new URL(
      "/api/webhooks/whatsapp",
      process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000",
    ).toString(),
    webhookSecret: SECRET,
    defaultInstance: INSTANCE,
  });
  deviceId = await withDb(async (db) => {
    const r = await db.query<{ id: string }>(
      `INSERT INTO whatsapp_devices (id, name, phone, status, instance_name, gateway_url, webhook_secret,
         rate_per_minute, created_at, updated_at)
       VALUES (gen_random_uuid(), $1, $2, 'connected', $3, $4, $5, 600, now(), now()) RETURNING id`,
      [DEVICE, `6281999${Date.now() % 1_000_000}`, INSTANCE, gateway.url, SECRET],
    );
    return r.rows[0]!.id;
  });
});

test.afterAll(async () => {
  await gateway?.close();
  // The device stays with its chats and broadcast (history of the run); it points at nothing now.
  await withDb((db) =>
    db.query("UPDATE whatsapp_devices SET is_active = false, gateway_url = NULL WHERE id = $1", [
      deviceId,
    ]),
  );
});

test("a member's message appears live; the agent answers with a canned response", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, "cs@erp.test");
  await page.goto("/customer-service");
  await expect(main(page).getByRole("heading", { level: 1, name: "WhatsApp Chat" })).toBeVisible();
  // The bell says when the realtime stream is subscribed: the message must come after that.
  await expect(page.locator("[data-realtime]").first()).toHaveAttribute("data-realtime", "live");

  const text = `Halo CS, pesanan saya kapan sampai? ${TAG}`;
  const posted = await gateway.inbound({ phone: MEMBER_PHONE, text, name: "Mitra Satu" });
  expect(posted.status).toBe(200);

  const list = main(page).getByRole("list", { name: "Percakapan" });
  const item = list.getByRole("button", { name: new RegExp(TAG) });
  await expect(item).toBeVisible({ timeout: 20_000 });
  await item.click();

  const thread = main(page).getByRole("region", { name: "Percakapan terpilih" });
  await expect(thread.getByText(text)).toBeVisible();
  const contact = main(page).getByRole("complementary", { name: "Kontak" });
  await expect(contact.getByText("MU-0000001")).toBeVisible();
  const latestOrder = await withDb(async (db) => {
    const r = await db.query<{ code: string }>(
      `SELECT o.code FROM orders o JOIN offices f ON f.id IN (o.origin_office_id, o.destination_office_id)
       WHERE f.code = 'MU-0000001' AND o.deleted_at IS NULL ORDER BY o.created_at DESC LIMIT 1`,
    );
    return r.rows[0]?.code ?? null;
  });
  expect(latestOrder).not.toBeNull();
  await expect(
    contact.getByRole("region", { name: "Order terakhir" }).getByText(latestOrder!),
  ).toBeVisible();

  const box = thread.getByLabel("Pesan balasan");
  await box.fill("/cek");
  await thread
    .getByRole("listbox", { name: "Balasan cepat" })
    .getByRole("button", { name: /\/cek-order/ })
    .click();
  const canned = "Baik, pesanan Anda sedang kami periksa. Mohon ditunggu sebentar.";
  await expect(box).toHaveValue(canned);
  await thread.getByRole("button", { name: "Kirim" }).click();
  await expect(thread.getByText(canned)).toBeVisible();

  await expect
    .poll(() => gateway.sent.filter((m) => m.number === MEMBER_PHONE && m.text === canned).length, {
      timeout: 20_000,
    })
    .toBe(1);
  // Delivery reports come back through the webhook and show on the message.
  await expect(thread.getByText("Dibaca").last()).toBeVisible({ timeout: 20_000 });
});

test("CS sends a broadcast to the demo members and watches it complete", async ({ page }) => {
  test.setTimeout(150_000);
  await signInAs(page, "cs@erp.test");
  await page.goto("/customer-service/broadcast/tambah");
  await expect(
    main(page).getByRole("heading", { level: 1, name: "Tambah Broadcast" }),
  ).toBeVisible();
  const form = main(page).getByRole("form", { name: "Broadcast baru" });
  const name = `Broadcast E2E ${TAG}`;
  await form.getByLabel("Nama broadcast").fill(name);
  await form.getByLabel("Perangkat").selectOption({ label: DEVICE });
  await form.getByLabel("Template").selectOption({ label: "Info saldo" });
  await expect(form.getByLabel("Pesan")).toHaveValue(/\{nama\}/);
  await form.getByRole("checkbox", { name: "Mitra Usaha" }).check();
  await form.getByRole("button", { name: "Hitung Penerima" }).click();
  const members = await withDb(async (db) => {
    const r = await db.query<{ n: string }>(
      // One recipient per number as WhatsApp knows it: 0812… and 62812… are the same phone.
      `SELECT count(DISTINCT CASE WHEN d LIKE '0%' THEN '62' || substr(d, 2)
                                  WHEN d LIKE '8%' THEN '62' || d ELSE d END)::text AS n
         FROM (SELECT regexp_replace(coalesce(phone, ''), '\\D', '', 'g') AS d FROM offices
               WHERE office_category_id = 5 AND deleted_at IS NULL AND is_active AND NOT is_suspended) m
        WHERE length(d) BETWEEN 8 AND 16`,
    );
    return Number(r.rows[0]!.n);
  });
  expect(members).toBeGreaterThan(0);
  await expect(form.getByText(new RegExp(`^${members} penerima`))).toBeVisible();
  // Still the test's device (the form's default must not replace a choice made before it).
  await expect(form.getByLabel("Perangkat")).toHaveValue(deviceId);
  await form.getByRole("button", { name: "Kirim Broadcast" }).click();

  const table = main(page).getByRole("table", { name: "Daftar broadcast" });
  const row = table.getByRole("row", { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByText("Selesai")).toBeVisible({ timeout: 90_000 });
  await expect(row.getByText(/Menunggu 0 \//)).toBeVisible();
  const sent = gateway.sent.filter((m) => m.text.startsWith("Yth. ")).length;
  expect(sent).toBeGreaterThan(0);
  expect(sent).toBeLessThanOrEqual(members);
  await row.getByRole("button", { name: `Penerima ${name}` }).click();
  await expect(main(page).getByRole("table", { name: "Daftar penerima" })).toBeVisible();
});

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test("business hours: the form validates with the server's schema and its values round-trip", async ({
  page,
}) => {
  // One row for the whole app: put it back as it was, whatever happens.
  const before = await withDb(async (db) => {
    const r = await db.query<{
      days: number[];
      opens_at: number;
      closes_at: number;
      away_message: string;
      is_active: boolean;
    }>(
      "SELECT days, opens_at, closes_at, away_message, is_active FROM cs_business_hours WHERE id = 1",
    );
    return r.rows[0]!;
  });
  try {
    await signInAs(page, "cs@erp.test");
    await page.goto("/customer-service/response-patterns");
    const hours = main(page).getByRole("form", { name: "Jam kerja" });
    await expect(hours.getByLabel("Jam buka")).toHaveValue(/^\d\d:\d\d$/);

    // Closing before opening: the API schema's refinement, on the field, before any request.
    await hours.getByLabel("Jam buka").fill("09:15");
    await hours.getByLabel("Jam tutup").fill("08:00");
    await hours.getByRole("button", { name: "Simpan Jam Kerja" }).click();
    await expect(hours.getByText("Jam tutup harus setelah jam buka")).toBeVisible();
    await hours.getByLabel("Jam tutup").fill("7.30");
    await hours.getByRole("button", { name: "Simpan Jam Kerja" }).click();
    await expect(hours.getByText("Jam tutup tidak valid (JJ:MM)")).toBeVisible();

    const saturday = hours.getByRole("checkbox", { name: "Sabtu" });
    const wasSaturday = await saturday.isChecked();
    await hours.getByLabel("Jam tutup").fill("16:45");
    await saturday.setChecked(!wasSaturday);
    await hours.getByLabel("Pesan di luar jam kerja").fill(`Kami tutup (${TAG}).`);
    await hours.getByRole("button", { name: "Simpan Jam Kerja" }).click();
    await expect(toast(page, "Jam kerja disimpan")).toBeVisible();

    const saved = await withDb(async (db) => {
      const r = await db.query<{
        days: number[];
        opens_at: number;
        closes_at: number;
        away_message: string;
      }>("SELECT days, opens_at, closes_at, away_message FROM cs_business_hours WHERE id = 1");
      return r.rows[0]!;
    });
    expect(saved).toMatchObject({
      opens_at: 555,
      closes_at: 1005,
      away_message: `Kami tutup (${TAG}).`,
    });
    expect(saved.days.includes(6)).toBe(!wasSaturday);

    await page.reload();
    const again = main(page).getByRole("form", { name: "Jam kerja" });
    await expect(again.getByLabel("Jam buka")).toHaveValue("09:15");
    await expect(again.getByLabel("Jam tutup")).toHaveValue("16:45");
    await expect(again.getByLabel("Pesan di luar jam kerja")).toHaveValue(`Kami tutup (${TAG}).`);
    await expect(again.getByRole("checkbox", { name: "Sabtu" })).toBeChecked({
      checked: !wasSaturday,
    });
  } finally {
    await withDb((db) =>
      db.query(
        `UPDATE cs_business_hours SET days = $1, opens_at = $2, closes_at = $3, away_message = $4,
           is_active = $5, updated_at = now() WHERE id = 1`,
        [before.days, before.opens_at, before.closes_at, before.away_message, before.is_active],
      ),
    );
  }
});

test("templates, canned responses and devices are lookup screens: add, preview, list, act", async ({
  page,
}) => {
  await signInAs(page, "cs@erp.test");
  await page.goto("/customer-service/broadcast/template");
  await expect(
    main(page).getByRole("heading", { level: 1, name: "Template Broadcast" }),
  ).toBeVisible();
  await expect(main(page).getByRole("region", { name: "Balasan Cepat" })).toBeVisible();
  await main(page).getByRole("button", { name: "Tambah Template" }).click();
  const dialog = page.getByRole("dialog", { name: "Tambah Template" });
  const name = `E2E Template ${TAG}`;
  await dialog.getByLabel("Nama").fill(name);
  await dialog.getByRole("textbox", { name: /^Pesan/ }).fill("Halo {nama}, kode {kode} {tidakada}");
  await expect(dialog.getByText("Variabel tidak dikenal: {tidakada}")).toBeVisible();
  await dialog.getByLabel("Kode kantor untuk pratinjau").fill("MU-0000001");
  await dialog.getByRole("button", { name: "Pratinjau" }).click();
  await expect(dialog.getByLabel("Pratinjau pesan")).toContainText("kode MU-0000001");
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(toast(page, "Template ditambahkan")).toBeVisible();
  const table = main(page).getByRole("table", { name: "Daftar template" });
  await expect(table.getByRole("row", { name: new RegExp(name) })).toBeVisible();
  await table.getByRole("button", { name: `Hapus ${name}` }).click();
  await page.getByRole("button", { name: "Yakin" }).click();
  await expect(toast(page, "Template dihapus")).toBeVisible();
  await expect(table.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);

  await page.goto("/customer-service/broadcast/device");
  const devices = main(page).getByRole("table", { name: "Daftar perangkat" });
  const row = devices.getByRole("row", { name: new RegExp(DEVICE) });
  await expect(row.getByText("Terhubung")).toBeVisible();
  await row.getByRole("button", { name: `Perbarui status ${DEVICE}` }).click();
  await expect(toast(page, "Status perangkat diperbarui")).toBeVisible();
});
