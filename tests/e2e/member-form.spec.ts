// The member (Mitra Usaha) form and list in a real browser (SPEC §2 "Member create/edit form", §4,
// §5): step validation, cascading address selects with their clearing rules and the area, the
// draft kept across a reload, the upline lookup and picker, save -> 'Selesai' -> the list, editing,
// and the stockist layout variant. Every member a test creates has a name unique to the run.
import { expect, test, type Page, signInAs } from "./support";

const run = Date.now().toString(36).toUpperCase();
let nikSerial = 0;
const nik = () =>
  `8${String(Date.now()).slice(-11)}${String(process.pid % 100).padStart(2, "0")}${String(++nikSerial).padStart(2, "0")}`;

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
/** A form control by its label (required labels end in a star). */
const field = (page: Page, name: string) =>
  page.getByLabel(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}\\*?$`));

/** Waits until a select has more than its placeholder option, then picks the n-th option. */
async function pick(page: Page, label: string, index = 1): Promise<string> {
  const select = field(page, label);
  await expect(select).toBeEnabled();
  await expect(select.locator("option").nth(index)).toBeAttached();
  const value = await select.locator("option").nth(index).getAttribute("value");
  await select.selectOption(value ?? "");
  return value ?? "";
}

async function fillPersonal(page: Page, name: string) {
  await field(page, "Nama Distributor").fill(name);
  await field(page, "No. NIK").fill(nik());
  await field(page, "Email").fill(`mitra.${run.toLowerCase()}@example.com`);
  await field(page, "No. HP").fill("081234500099");
  await field(page, "Tanggal Lahir").fill("1990-02-03");
  await pick(page, "Pendidikan");
  await pick(page, "Pekerjaan");
  await field(page, "Jenis Kelamin").selectOption("female");
  await field(page, "Status Pernikahan").selectOption("single");
  await field(page, "Nama Pewaris").fill("Pewaris Uji");
  await field(page, "Tanggal Lahir Pewaris").fill("2012-03-04");
}

async function fillAddress(page: Page) {
  await field(page, "Alamat").fill("Jl. Uji Coba No. 1");
  await pick(page, "Provinsi");
  await pick(page, "Kabupaten/Kota");
  await pick(page, "Kecamatan");
  await pick(page, "Desa/Kelurahan");
  await field(page, "Kode Pos").fill("40111");
}

async function fillBank(page: Page, name: string) {
  await pick(page, "Bank");
  await field(page, "No. Rekening").fill("1234567890");
  await field(page, "Cabang Bank").fill("KCP Uji");
  await field(page, "Nama Pemilik Rekening").fill(name);
  await field(page, "No. NPWP").fill("12.345.678.9-012.000");
  await field(page, "Nama NPWP").fill(name);
}

const next = (page: Page) => page.getByRole("button", { name: "Selanjutnya" }).click();
const currentStep = (page: Page) =>
  page.getByRole("list", { name: "Langkah pengisian" }).locator('[aria-current="step"]');

test("admin: steps, cascading address, draft across reload, upline, save and edit", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Mitra Uji ${run}`;
  await signInAs(page, "admin@erp.test");
  await page.goto("/admin/master/member/tambah-member");
  await expect(page.getByRole("heading", { name: "Pencatatan Data Kantor" })).toBeVisible();
  await expect(currentStep(page)).toHaveText(/Data Pribadi/);

  // An empty step does not move on: toast, field errors, first field focused.
  await next(page);
  await expect(toast(page, "Form belum lengkap!")).toBeVisible();
  await expect(page.getByText("Kolom wajib diisi").first()).toBeVisible();
  await expect(field(page, "Nama Distributor")).toBeFocused();
  await expect(currentStep(page)).toHaveText(/Data Pribadi/);

  // Married enables the spouse fields (then required); single hides them.
  await field(page, "Status Pernikahan").selectOption("married");
  await expect(field(page, "Nama Pasangan")).toBeVisible();
  await next(page);
  await expect(field(page, "Nama Pasangan")).toHaveAttribute("aria-invalid", "true");
  await expect(field(page, "Tanggal Lahir Pasangan")).toHaveAttribute("aria-invalid", "true");
  await fillPersonal(page, name);
  await expect(field(page, "Nama Pasangan")).toBeHidden();
  await next(page);
  await expect(currentStep(page)).toHaveText(/Data Alamat/);

  // Cascading selects: a change clears what lies below; the city sets the area.
  await field(page, "Alamat").fill("Jl. Uji Coba No. 1");
  await pick(page, "Provinsi", 1);
  await pick(page, "Kabupaten/Kota", 1);
  await pick(page, "Kecamatan", 1);
  await pick(page, "Desa/Kelurahan", 1);
  await expect(field(page, "Area")).toHaveValue(/^[0-4]$/);
  await pick(page, "Kabupaten/Kota", 2);
  await expect(field(page, "Kecamatan")).toHaveValue("");
  await expect(field(page, "Desa/Kelurahan")).toHaveValue("");
  await pick(page, "Kecamatan", 1);
  await pick(page, "Desa/Kelurahan", 1);
  await pick(page, "Kecamatan", 2);
  await expect(field(page, "Desa/Kelurahan")).toHaveValue("");
  await pick(page, "Provinsi", 2);
  await expect(field(page, "Kabupaten/Kota")).toHaveValue("");
  await expect(field(page, "Kecamatan")).toHaveValue("");
  await expect(field(page, "Desa/Kelurahan")).toHaveValue("");
  // Pick the chain again.
  await fillAddress(page);
  await expect(field(page, "Dikirim langsung ke alamat mitra usaha")).toBeVisible();
  await field(page, "Dikirim langsung ke alamat mitra usaha").check();

  // Reload mid-way: the draft (values and step) comes back.
  const village = await field(page, "Desa/Kelurahan").inputValue();
  await page.reload();
  await expect(currentStep(page)).toHaveText(/Data Alamat/);
  await expect(field(page, "Alamat")).toHaveValue("Jl. Uji Coba No. 1");
  await expect(field(page, "Desa/Kelurahan")).toHaveValue(village);
  await expect(field(page, "Dikirim langsung ke alamat mitra usaha")).toBeChecked();
  await page.getByRole("button", { name: "Sebelumnya" }).click();
  await expect(field(page, "Nama Distributor")).toHaveValue(name);
  await next(page);
  await next(page);
  await expect(currentStep(page)).toHaveText(/Data Bank/);

  // Bank step: the account name's placeholder, the upline lookup by code and by the picker.
  await expect(field(page, "Nama Pemilik Rekening")).toHaveAttribute(
    "placeholder",
    "Nama harus sama dengan nama pendaftar",
  );
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(toast(page, "Form belum lengkap!").first()).toBeVisible();
  await fillBank(page, name);
  await field(page, "No. Upline (Referal)").fill("MU-9999999");
  await expect(page.getByText("Nomor upline tidak ditemukan atau bukan Mitra Usaha")).toBeVisible();
  await field(page, "No. Upline (Referal)").fill("MU-0000001");
  await expect(field(page, "Nama Upline")).toHaveValue("Rina Marlina");
  await page.getByRole("button", { name: "Cari Upline" }).click();
  const picker = page.getByRole("dialog", { name: "Daftar Mitra Usaha" });
  const box = picker.getByPlaceholder("Cari Kantor");
  await box.fill("MU");
  await expect(picker.getByText("Pencarian tidak boleh kurang dari 3 huruf")).toBeVisible();
  await box.fill("MU-0000002");
  const row = picker.getByRole("row", { name: /Dedi Kurniawan/ });
  await expect(row).toBeVisible();
  await row.click();
  await expect(picker).toBeHidden();
  await expect(field(page, "No. Upline (Referal)")).toHaveValue("MU-0000002");
  await expect(field(page, "Nama Upline")).toHaveValue("Dedi Kurniawan");

  // Save: success dialog, 'Selesai' to the list, the member is there.
  await page.getByRole("button", { name: "Simpan" }).click();
  const done = page.getByRole("dialog", { name: "Berhasil" });
  await expect(done.getByText("Data Berhasil disimpan")).toBeVisible();
  await expect(done.getByRole("button", { name: "Tambah Lagi" })).toBeVisible();
  await done.getByRole("button", { name: "Selesai" }).click();
  await expect(page).toHaveURL(/\/admin\/master\/member$/);
  const list = page.getByRole("table", { name: "Daftar Mitra Usaha" });
  await page.getByPlaceholder("Cari Mitra Usaha").fill(run);
  const listed = list.getByRole("row", { name: new RegExp(name) });
  await expect(listed).toBeVisible();
  await expect(listed).toContainText("MU-0000002 - Dedi Kurniawan");
  // Head office sees which office registered each member: here, itself.
  await expect(list.getByRole("columnheader", { name: "Kantor Pendaftar" })).toBeVisible();
  await expect(listed).toContainText("PUSAT - ");

  // The draft is gone: a new form starts empty.
  await page.goto("/admin/master/member/tambah-member");
  await expect(field(page, "Nama Distributor")).toHaveValue("");
  await expect(currentStep(page)).toHaveText(/Data Pribadi/);

  // Edit: the detail page loads the member; a change is saved.
  await page.goto("/admin/master/member");
  await page.getByPlaceholder("Cari Mitra Usaha").fill(run);
  await list.getByRole("row", { name: new RegExp(name) }).click();
  await expect(page.getByRole("heading", { name: "Edit Data Kantor" })).toBeVisible();
  await expect(page.getByText(/Nomor: MU-\d{7}/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Riwayat Upline / Downline" })).toBeVisible();
  await expect(field(page, "Nama Distributor")).toHaveValue(name);
  await field(page, "Nama Distributor").fill(`${name} Diubah`);
  await next(page);
  await expect(field(page, "Desa/Kelurahan")).not.toHaveValue("");
  await next(page);
  await expect(field(page, "Nama Upline")).toHaveValue("Dedi Kurniawan");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByRole("dialog", { name: "Berhasil" })).toBeVisible();
  await page.getByRole("button", { name: "Selesai" }).click();
  await expect(page).toHaveURL(/\/admin\/master\/member$/);
  await page.getByPlaceholder("Cari Mitra Usaha").fill(run);
  await expect(list.getByRole("row", { name: new RegExp(`${name} Diubah`) })).toBeVisible();
});

test("stockist: own members only, default upline, create and 'Tambah Lagi'", async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Mitra Stockist ${run}`;
  await signInAs(page, "stockist@erp.test");
  await page.goto("/stockist/admin/daftar-member");
  await expect(page.getByRole("heading", { name: "Daftar Mitra Usaha" })).toBeVisible();
  const list = page.getByRole("table", { name: "Daftar Mitra Usaha" });
  // Every member here is its own: no registering-office column.
  await expect(list.getByRole("columnheader", { name: "Kode" })).toBeVisible();
  await expect(list.getByRole("columnheader", { name: "Kantor Pendaftar" })).toHaveCount(0);
  await page.getByPlaceholder("Cari Mitra Usaha").fill("MU-0000001");
  // Until the debounced search lands, its downlines show "Rina Marlina" in their upline column.
  await expect(list.getByRole("row", { name: /^MU-0000001 Rina Marlina/ })).toBeVisible();
  // MU-0000006 was registered by another stockist.
  await page.getByPlaceholder("Cari Mitra Usaha").fill("MU-0000006");
  await expect(list.getByText("Data Kosong")).toBeVisible();

  await page.getByRole("link", { name: "Tambah Mitra Usaha" }).click();
  await expect(page.getByRole("heading", { name: "Pencatatan Mitra Usaha" })).toBeVisible();
  await fillPersonal(page, name);
  await next(page);
  await fillAddress(page);
  await next(page);
  // The upline defaults to the first member this stockist registered.
  await expect(field(page, "No. Upline (Referal)")).toHaveValue("MU-0000001");
  await expect(field(page, "Nama Upline")).toHaveValue("Rina Marlina");
  await fillBank(page, name);
  await page.getByRole("button", { name: "Simpan" }).click();
  const done = page.getByRole("dialog", { name: "Berhasil" });
  await expect(done).toBeVisible();
  await done.getByRole("button", { name: "Tambah Lagi" }).click();
  await expect(done).toBeHidden();
  await expect(currentStep(page)).toHaveText(/Data Pribadi/);
  await expect(field(page, "Nama Distributor")).toHaveValue("");

  await page.goto("/stockist/admin/daftar-member");
  await page.getByPlaceholder("Cari Mitra Usaha").fill(run);
  await list.getByRole("row", { name: new RegExp(name) }).click();
  await expect(page.getByRole("heading", { name: "Edit Mitra Usaha" })).toBeVisible();
  await expect(field(page, "Nama Distributor")).toHaveValue(name);
  await expect(page).toHaveURL(/\/stockist\/admin\/daftar-member\/[0-9a-f-]{36}$/);
});
