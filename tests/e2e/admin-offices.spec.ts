// Admin office screens in a real browser: the stockist list (search -> detail -> edit, top-up,
// rejection and another user's top-up approved), promoting a member through the office picker, creating a Kantor Pelayanan and a
// Supplier, the stockist's own bank accounts and expeditions, and the KP layout's read-only lists.
// Offices this file changes are created by it with names unique to the run.
import { appOrigin, expect, test, type Page, signInAs } from "./support";

// Each test walks a whole screen flow; on a busy machine that takes longer than the default 30 s.
test.describe.configure({ timeout: 120_000 });

const run = Date.now().toString(36).toUpperCase();
const MEDIA_TYPE = "application/vnd.api+json";

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

interface Doc {
  data: { id: string; attributes: Record<string, unknown> } | { id: string }[];
}

async function apiGet(page: Page, path: string): Promise<Doc> {
  const res = await page.request.get(path, { headers: { Accept: MEDIA_TYPE } });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as Doc;
}

async function apiPost(page: Page, path: string, body: unknown): Promise<string> {
  const res = await page.request.post(path, {
    // Cookie-authenticated writes must name the app's origin (docs/security.md).
    headers: { Accept: MEDIA_TYPE, "Content-Type": MEDIA_TYPE, Origin: appOrigin() },
    data: JSON.stringify(body),
  });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
  const doc = (await res.json()) as { data: { id: string } };
  return doc.data.id;
}

const firstId = async (page: Page, path: string) => {
  const doc = await apiGet(page, path);
  const list = doc.data as { id: string }[];
  if (!list[0]) throw new Error(`nothing at ${path}`);
  return list[0].id;
};

/** A pending top-up made by kasir@erp.test with its own bearer token (maker-checker). */
async function topUpAsKasir(page: Page, officeId: string, amount: number): Promise<void> {
  const login = await page.request.post("/api/v1/login", {
    headers: { Accept: MEDIA_TYPE, "Content-Type": "application/json" },
    data: JSON.stringify({ email: "kasir@erp.test", password: "rahasia123" }),
  });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { attributes: { token: string } } }).data
    .attributes.token;
  const res = await page.request.post(`/api/v1/offices/${officeId}/-actions/topUpStockist`, {
    headers: {
      Accept: MEDIA_TYPE,
      "Content-Type": MEDIA_TYPE,
      Authorization: `Bearer ${token}`,
    },
    data: JSON.stringify({ data: { type: "topups", attributes: { amount } } }),
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** A stockist created over the API by the signed-in admin. */
function createStockist(page: Page, code: string, name: string) {
  return apiPost(page, "/api/v1/offices", {
    data: {
      type: "offices",
      attributes: { code, name, phone: "0341555666", address: "Jl. Uji E2E" },
      relationships: {
        "office-category": { data: { type: "office-categories", id: "4" } },
        area: { data: { type: "areas", id: "0" } },
      },
    },
  });
}

/** A member (Mitra Usaha) registered over the API by the signed-in admin. */
async function createMember(page: Page, name: string): Promise<string> {
  const province = await firstId(page, "/api/v1/provinces?page[size]=1");
  const city = await firstId(page, `/api/v1/provinces/${province}/cities?page[size]=1`);
  const district = await firstId(page, `/api/v1/cities/${city}/districts?page[size]=1`);
  const village = await firstId(page, `/api/v1/districts/${district}/villages?page[size]=1`);
  const bank = await firstId(page, "/api/v1/banks?page[size]=1");
  const education = await firstId(page, "/api/v1/educations?page[size]=1");
  const profession = await firstId(page, "/api/v1/professions?page[size]=1");
  const nik = `35${String(Date.now()).slice(-13)}7`.slice(0, 16);
  return apiPost(page, "/api/v1/offices", {
    data: {
      type: "offices",
      attributes: {
        name,
        ktp_number: nik,
        email: `mitra.${run.toLowerCase()}@example.com`,
        phone: "081234500000",
        birthdate: "1991-05-05",
        sex: "female",
        marital_status: "single",
        devisor_name: "Ahli Waris",
        devisor_birthdate: "2015-01-01",
        address: "Jl. Mawar 1",
        postal_code: "65111",
        address_details: {
          province_id: province,
          city_id: city,
          district_id: district,
          village_id: village,
        },
        bank_account_number: "123456789",
        bank_branch_name: "KCP Uji",
        bank_account_name: name,
        npwp_number: "12.345.678.9-012.000",
        npwp_name: name,
        referal: { no_upline: "MU-0000001" },
      },
      relationships: {
        "office-category": { data: { type: "office-categories", id: "5" } },
        bank: { data: { type: "banks", id: bank } },
        education: { data: { type: "educations", id: education } },
        profession: { data: { type: "professions", id: profession } },
      },
    },
  });
}

test("stockist: search, detail, edit 'Data berhasil diupdate', top-up and approval", async ({
  page,
}) => {
  const name = `Stockist E2E ${run}`;
  await signInAs(page, "admin@erp.test");
  await createStockist(page, `STK-E${run}`, name);

  await page.goto("/admin/master/stockist");
  await expect(page.getByRole("heading", { name: "Stockist", exact: true })).toBeVisible();
  const list = page.getByRole("table", { name: "Daftar Stockist" });
  await page.getByPlaceholder("Cari Stockist", { exact: true }).fill(run);
  await expect(list.getByRole("row")).toHaveCount(2);
  await list.getByRole("link", { name }).click();

  await expect(page).toHaveURL(/\/admin\/master\/stockist\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name })).toBeVisible();
  const form = page.getByRole("form", { name: "Edit Data Kantor" });
  const nameField = form.getByRole("textbox", { name: "Nama", exact: true });
  await expect(nameField).toHaveValue(name);
  await nameField.fill("");
  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(form.getByText("Kolom wajib diisi", { exact: true })).toBeVisible();
  await nameField.fill(`${name} Edit`);
  await form.getByRole("textbox", { name: "No. NPWP" }).fill("01.234.567.8-901.000");
  await form.getByRole("textbox", { name: "Email" }).fill("bukan-email");
  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(form.getByText("Email tidak valid")).toBeVisible();
  await form.getByRole("textbox", { name: "Email" }).fill(`stk.${run.toLowerCase()}@example.com`);
  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(toast(page, "Data berhasil diupdate")).toBeVisible();
  await expect(page.getByRole("heading", { name: `${name} Edit` })).toBeVisible();

  // Saldo: a pending top-up, then its approval credits the balance.
  await page.getByRole("tab", { name: "Saldo" }).click();
  await expect(page.getByTestId("office-balance")).toHaveText("Rp 0");
  await page.getByRole("button", { name: "Topup Saldo" }).click();
  const topup = page.getByRole("dialog", { name: "Topup Saldo" });
  await topup.getByRole("button", { name: "Simpan" }).click();
  await expect(topup.getByText("Kolom wajib diisi", { exact: true })).toBeVisible();
  // Below the Setup minimum (min_topup_stockist, Rp 1.000.000 in the demo): refused at the field.
  await topup.getByLabel("Jumlah").fill("150000");
  await expect(topup.getByLabel("Jumlah")).toHaveValue("150.000");
  await topup.getByRole("button", { name: "Simpan" }).click();
  await expect(topup.getByText("Minimal topup Rp 1.000.000")).toBeVisible();
  await topup.getByLabel("Jumlah").fill("1500000");
  await expect(topup.getByLabel("Jumlah")).toHaveValue("1.500.000");
  await topup.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText("Data Berhasil disimpan. Topup menunggu approval.")).toBeVisible();
  await page.getByRole("button", { name: "OK" }).click();
  const topups = page.getByRole("table", { name: "Daftar Topup" });
  await expect(topups.getByText("Menunggu Approval")).toBeVisible();

  // Maker-checker: admin made this top-up, so admin may only reject it (with a reason): the
  // saldo stays, the list shows why.
  await topups.getByRole("button", { name: /^Tolak TU-/ }).click();
  const rejectDialog = page.getByRole("dialog", { name: "Tolak Topup" });
  await rejectDialog.getByRole("button", { name: "Simpan" }).click();
  await expect(rejectDialog.getByText("Kolom wajib diisi", { exact: true })).toBeVisible();
  await rejectDialog
    .getByRole("textbox", { name: "Alasan Penolakan" })
    .fill("Transfer belum masuk");
  await rejectDialog.getByRole("button", { name: "Simpan" }).click();
  await expect(toast(page, "Topup ditolak")).toBeVisible();
  await expect(rejectDialog).toBeHidden();
  await expect(topups.getByText("Ditolak: Transfer belum masuk")).toBeVisible();
  await expect(page.getByTestId("office-balance")).toHaveText("Rp 0");

  // A top-up made by another user (kasir, over the API) is approved by admin and credits the saldo.
  const officeId = new URL(page.url()).pathname.split("/").pop() ?? "";
  await topUpAsKasir(page, officeId, 1500000);
  await page.reload();
  await page.getByRole("tab", { name: "Saldo" }).click();
  await topups.getByRole("button", { name: /^Approve TU-/ }).click();
  await page
    .getByRole("dialog", { name: "Approve Topup" })
    .getByRole("button", { name: "Yakin" })
    .click();
  await expect(toast(page, "Topup berhasil diapprove")).toBeVisible();
  await expect(page.getByTestId("office-balance")).toHaveText("Rp 1.500.000");
  await expect(topups.getByText("Diapprove")).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Riwayat Saldo" }).getByText("Topup", { exact: true }),
  ).toBeVisible();

  // The status filter finds it among active stockists and not among suspended ones.
  await page.goto("/admin/master/stockist");
  await page.getByPlaceholder("Cari Stockist", { exact: true }).fill(run);
  await expect(list.getByRole("link", { name: `${name} Edit` })).toBeVisible();
  await page.getByLabel("Status").selectOption("suspended");
  await expect(list.getByText("Data Kosong")).toBeVisible();
});

test("'Jadikan Stockist' promotes a member picked in the office picker", async ({ page }) => {
  const name = `Mitra E2E ${run}`;
  await signInAs(page, "admin@erp.test");
  await createMember(page, name);

  await page.goto("/admin/master/stockist");
  await page.getByRole("button", { name: "Jadikan Stockist" }).click();
  const picker = page.getByRole("dialog", { name: "Pilih Mitra Usaha" });
  await picker.getByPlaceholder("Cari Kantor").fill("ab");
  await expect(picker.getByText("Pencarian tidak boleh kurang dari 3 huruf")).toBeVisible();
  await picker.getByPlaceholder("Cari Kantor").fill(run);
  await picker.getByRole("row", { name: new RegExp(name) }).click();
  const confirm = page.getByRole("dialog", { name: "Validasi" });
  await expect(confirm).toContainText(`${name} sebagai Stockist`);
  await confirm.getByRole("button", { name: "Ya" }).click();
  await expect(page.getByText(`Data Berhasil disimpan: ${name} sekarang Stockist`)).toBeVisible();
  await page.getByRole("button", { name: "OK" }).click();

  await page.getByPlaceholder("Cari Stockist", { exact: true }).fill(run);
  const list = page.getByRole("table", { name: "Daftar Stockist" });
  await list.getByRole("link", { name }).click();
  await page.getByRole("tab", { name: "Riwayat" }).click();
  await expect(
    page
      .getByRole("table", { name: "Riwayat Kantor" })
      .getByText("Dipromosikan menjadi Stockist oleh"),
  ).toBeVisible();
});

test("creates a Kantor Pelayanan and a Supplier from their lists", async ({ page }) => {
  await signInAs(page, "admin@erp.test");
  for (const [path, label, listName, code] of [
    [
      "/admin/master/kantor-pelayanan",
      "Tambah Kantor Pelayanan",
      "Daftar Kantor Pelayanan",
      `KP-E${run}`,
    ],
    ["/admin/master/supplier", "Tambah Supplier", "Daftar Supplier", `SUP-E${run}`],
  ] as const) {
    await page.goto(path);
    await page.getByRole("button", { name: label }).click();
    const dialog = page.getByRole("dialog", { name: label });
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await expect(dialog.getByText("Kolom wajib diisi", { exact: true }).first()).toBeVisible();
    await dialog.getByRole("textbox", { name: "Kode" }).fill(code);
    await dialog.getByRole("textbox", { name: "Nama" }).fill(`Kantor ${code}`);
    await dialog.getByRole("textbox", { name: "No. Telp" }).fill("0341777888");
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await expect(page.getByText("Data Berhasil disimpan")).toBeVisible();
    await page.getByRole("button", { name: "OK" }).click();
    await page
      .getByRole("searchbox", { name: `Cari ${listName.replace("Daftar ", "")}` })
      .fill(run);
    await expect(page.getByRole("table", { name: listName }).getByRole("row")).toHaveCount(2);

    // The same code again is refused on its field.
    await page.getByRole("button", { name: label }).click();
    await dialog.getByRole("textbox", { name: "Kode" }).fill(code);
    await dialog.getByRole("textbox", { name: "Nama" }).fill("Duplikat");
    await dialog.getByRole("textbox", { name: "No. Telp" }).fill("0341777888");
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await expect(dialog.getByText(`Kode kantor sudah dipakai: ${code}`)).toBeVisible();
    await dialog.getByRole("button", { name: "Batal" }).click();
  }

  // Suppliers have no detail page: they are edited in a dialog from the list.
  await page.getByRole("button", { name: `Ubah Kantor SUP-E${run}` }).click();
  const edit = page.getByRole("dialog", { name: "Ubah Supplier" });
  await edit.getByRole("textbox", { name: "Nama", exact: true }).fill(`Supplier E2E ${run}`);
  await edit.getByRole("button", { name: "Simpan" }).click();
  await expect(toast(page, "Data berhasil diupdate")).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(page.getByRole("table", { name: "Daftar Supplier" })).toContainText(
    `Supplier E2E ${run}`,
  );
});

test("a stockist manages its own bank accounts and expeditions", async ({ page }) => {
  const account = `77${String(Date.now()).slice(-8)}`;
  await signInAs(page, "stockist@erp.test");
  await page.goto("/stockist/admin/bank");
  await expect(page.getByRole("heading", { name: "Bank & Metode Pembayaran" })).toBeVisible();

  await page.getByRole("button", { name: "Tambah Rekening" }).click();
  const dialog = page.getByRole("dialog", { name: "Tambah Rekening" });
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(dialog.getByText("Kolom wajib diisi", { exact: true }).first()).toBeVisible();
  await dialog.getByLabel("Bank").selectOption({ index: 1 });
  await dialog.getByRole("textbox", { name: "No. Rekening" }).fill("ABC");
  await dialog.getByRole("textbox", { name: "Nama Rekening" }).fill(`Rekening E2E ${run}`);
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(dialog.getByText("Nomor rekening harus angka")).toBeVisible();
  await dialog.getByRole("textbox", { name: "No. Rekening" }).fill(account);
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(toast(page, "Data Berhasil disimpan")).toBeVisible();
  const table = page.getByRole("table", { name: "Daftar Rekening Bank" });
  const row = table.getByRole("row", { name: new RegExp(account) });
  await expect(row.getByText("Aktif", { exact: true })).toBeVisible();

  // The same payment-methods form as Setup > Metode Pembayaran: switch one off, save, reload,
  // then put it back.
  await page.getByRole("tab", { name: "Metode Pembayaran" }).click();
  const methods = page.getByRole("form", { name: "Metode Pembayaran" });
  const transfer = methods.getByRole("switch", { name: /Transfer Bank/ });
  await expect(transfer).toBeChecked();
  await transfer.click();
  await methods.getByRole("button", { name: "Simpan" }).click();
  await expect(toast(page, "Data berhasil diupdate")).toBeVisible();
  await page.reload();
  await page.getByRole("tab", { name: "Metode Pembayaran" }).click();
  await expect(methods.getByRole("switch", { name: /Transfer Bank/ })).not.toBeChecked();
  await methods.getByRole("switch", { name: /Transfer Bank/ }).click();
  await methods.getByRole("button", { name: "Simpan" }).click();
  await expect(toast(page, "Data berhasil diupdate")).toBeVisible();
  await page.getByRole("tab", { name: "Rekening Bank" }).click();

  await page.getByRole("button", { name: `Ubah rekening ${account}` }).click();
  const edit = page.getByRole("dialog", { name: "Ubah Rekening" });
  await edit.getByRole("switch", { name: "Aktif" }).click();
  await edit.getByRole("button", { name: "Simpan" }).click();
  await expect(toast(page, "Data Berhasil diubah")).toBeVisible();
  await expect(row).toContainText("Non Aktif");

  await page.getByRole("button", { name: `Hapus rekening ${account}` }).click();
  await page
    .getByRole("dialog", { name: "Hapus Rekening" })
    .getByRole("button", { name: "Yakin" })
    .click();
  await expect(toast(page, "Bank berhasil dihapus")).toBeVisible();
  await expect(table.getByRole("row", { name: new RegExp(account) })).toHaveCount(0);

  // Expeditions: choose one, save, and put the set back as it was.
  await page.goto("/stockist/admin/ekspedisi");
  await expect(page.getByRole("heading", { name: "Ekspedisi", exact: true })).toBeVisible();
  const box = page.getByRole("list", { name: "Daftar Ekspedisi" }).getByRole("checkbox").first();
  const before = await box.isChecked();
  await box.setChecked(!before);
  await page.getByRole("button", { name: "Simpan Ekspedisi" }).click();
  await expect(toast(page, "Data berhasil diupdate")).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole("list", { name: "Daftar Ekspedisi" }).getByRole("checkbox").first(),
  ).toBeChecked({ checked: !before });
  await page
    .getByRole("list", { name: "Daftar Ekspedisi" })
    .getByRole("checkbox")
    .first()
    .setChecked(before);
  await page.getByRole("button", { name: "Simpan Ekspedisi" }).click();
  await expect(toast(page, "Data berhasil diupdate").last()).toBeVisible();
});

test("the KP layout lists stockists and stockist centers read-only", async ({ page }) => {
  await signInAs(page, "kp@erp.test");
  await page.goto("/kantor-pelayanan/admin/master/stockist");
  await expect(page.getByRole("heading", { name: "Stockist", exact: true })).toBeVisible();
  const list = page.getByRole("table", { name: "Daftar Stockist" });
  await page.getByPlaceholder("Cari Stockist", { exact: true }).fill("STK-001");
  await expect(list.getByRole("row", { name: /Stockist Malang Sejahtera/ })).toBeVisible();
  await expect(list.getByRole("link")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Jadikan Stockist" })).toHaveCount(0);

  await page.goto("/kantor-pelayanan/admin/master/stockist-center");
  const sc = page.getByRole("table", { name: "Daftar Stockist Center" });
  await expect(sc.getByRole("row", { name: /Stockist Center Surabaya/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Jadikan Stockist Center" })).toHaveCount(0);

  // The KP's own expeditions, the same screen as the stockist's.
  await page.goto("/kantor-pelayanan/admin/master/ekspedisi");
  await expect(page.getByRole("heading", { name: "Ekspedisi", exact: true })).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Daftar Ekspedisi" }).getByRole("checkbox").first(),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Simpan Ekspedisi" })).toBeVisible();

  // The Admin screens are not theirs.
  await page.goto("/admin/master/stockist");
  await expect(page).toHaveURL(/\/$/);
});
