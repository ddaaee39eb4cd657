// The member (Mitra Usaha) form's API over real HTTP (docs/api-master.md "Member form"): create
// with address + bank + upline, getMember, updateMember in one transaction, duplicate NIK, bad input
// that changes nothing, the registrar scope (a stockist manages only the members it registered),
// filter[registrar]=me, downloadMitra and the required product setup.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { jakartaToday } from "@/lib/business-date";
import { api, firstError, login, type JsonApiResource } from "../support/api";

let admin: string;
let stockist: string;
let sc: string;
let mitra: string;
let stockistOfficeId: string;
let scOfficeId: string;
let mitraOfficeId: string;
let bankIds: string[];
let educationId: string;
let professionId: string;
interface Region {
  province: string;
  city: string;
  district: string;
  village: string;
  area: number;
}
let regionA: Region;
let regionB: Region;

const list = (doc: { data?: unknown }) => doc.data as JsonApiResource[];
const one = (doc: { data?: unknown }) => doc.data as JsonApiResource;
let nikCounter = 0;
const nik = () =>
  `7${String(Date.now()).slice(-9)}${String(process.pid % 1000).padStart(3, "0")}${String(++nikCounter).padStart(3, "0")}`;

async function officeIdByCode(code: string): Promise<string> {
  const res = await api("GET", `/api/v1/offices?filter[code]=${code}`, { token: admin });
  const row = list(res.body)[0];
  if (!row) throw new Error(`office ${code} not seeded`);
  return row.id;
}

/** A full region chain under a city of the given price area. */
async function regionInArea(area: number): Promise<Region> {
  const cities = await api("GET", `/api/v1/cities?filter[area_code]=${area}&page[size]=1`, {
    token: admin,
  });
  const city = list(cities.body)[0]!;
  const districts = await api("GET", `/api/v1/districts?filter[city_id]=${city.id}&page[size]=1`, {
    token: admin,
  });
  const district = list(districts.body)[0]!;
  const villages = await api(
    "GET",
    `/api/v1/villages?filter[district_id]=${district.id}&page[size]=1`,
    { token: admin },
  );
  return {
    province: String(city.attributes.province_id),
    city: city.id,
    district: district.id,
    village: list(villages.body)[0]!.id,
    area: Number(city.attributes.area_code),
  };
}

function memberDoc(
  attrs: Record<string, unknown> = {},
  opts: { id?: string; region?: Region; bank?: string } = {},
) {
  const r = opts.region ?? regionA;
  return {
    data: {
      type: "offices",
      ...(opts.id ? { id: opts.id } : {}),
      attributes: {
        name: "Wulan Form Anggota",
        ktp_number: nik(),
        email: "wulan.form@example.com",
        phone: "081298765432",
        birthdate: "1991-05-06",
        sex: "female",
        marital_status: "single",
        devisor_name: "Ayu Form",
        devisor_birthdate: "2015-01-02",
        address: "Jl. Kenanga No. 7",
        postal_code: "40111",
        address_details: {
          province_id: r.province,
          city_id: r.city,
          district_id: r.district,
          village_id: r.village,
        },
        is_kta_need_delivery: false,
        bank_account_number: "9876543210",
        bank_branch_name: "KCP Uji",
        bank_account_name: "Wulan Form Anggota",
        npwp_number: "98.765.432.1-098.000",
        npwp_name: "Wulan Form Anggota",
        referal: { no_upline: "MU-0000001" },
        ...attrs,
      },
      relationships: {
        bank: { data: { type: "banks", id: opts.bank ?? bankIds[0]! } },
        education: { data: { type: "educations", id: educationId } },
        profession: { data: { type: "professions", id: professionId } },
      },
    },
  };
}

const createAs = (token: string, officeId: string, body: unknown) =>
  api("POST", `/api/v1/offices/${officeId}/-actions/createMember`, { token, body });
const getMember = (token: string | undefined, id: string) =>
  api("GET", `/api/v1/offices/${id}/-actions/getMember`, token ? { token } : {});
const updateAs = (token: string, id: string, body: unknown) =>
  api("PATCH", `/api/v1/offices/${id}/-actions/updateMember`, { token, body });

const created: string[] = [];
let requiredBefore: string | null = null;

beforeAll(async () => {
  [admin, stockist, sc, mitra] = await Promise.all([
    login("admin@erp.test"),
    login("stockist@erp.test"),
    login("sc@erp.test"),
    login("mitra@erp.test"),
  ]);
  [stockistOfficeId, scOfficeId] = await Promise.all([
    officeIdByCode("STK-001"),
    officeIdByCode("SC-001"),
  ]);
  // mitra@erp.test belongs to the seeded member MU-0000001 (the root of the referral tree).
  mitraOfficeId = await officeIdByCode("MU-0000001");
  const [banks, educations, professions] = await Promise.all([
    api("GET", "/api/v1/banks?page[size]=2&filter[is_active]=true", { token: admin }),
    api("GET", "/api/v1/educations?page[size]=1", { token: admin }),
    api("GET", "/api/v1/professions?page[size]=1", { token: admin }),
  ]);
  bankIds = list(banks.body).map((b) => b.id);
  educationId = list(educations.body)[0]!.id;
  professionId = list(professions.body)[0]!.id;
  regionA = await regionInArea(0);
  regionB = await regionInArea(1);
});

afterAll(async () => {
  const db = connectTestDb();
  try {
    if (created.length)
      await db.office.updateMany({
        where: { id: { in: created } },
        data: { deletedAt: new Date() },
      });
    await db.setup.updateMany({
      where: { setupKey: "required_product_to_create_member" },
      data: { value: requiredBefore ?? "" },
    });
  } finally {
    await db.$disconnect();
  }
});

describe("member form: create, read, update", () => {
  let memberId: string;
  let ktp: string;

  it("creates a member with address, bank and upline; getMember answers the form's includes", async () => {
    ktp = nik();
    const res = await createAs(stockist, stockistOfficeId, memberDoc({ ktp_number: ktp }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    memberId = one(res.body).id;
    created.push(memberId);

    const got = await getMember(stockist, memberId);
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    const m = one(got.body);
    expect(m.attributes).toMatchObject({
      office_type: "member",
      ktp_number: ktp,
      area_code: regionA.area,
      bank_account_number: "9876543210",
      is_suspended: false,
    });
    const types = new Set((got.body.included ?? []).map((r) => r.type));
    for (const t of [
      "banks",
      "addresses",
      "upline-relations",
      "educations",
      "professions",
      "areas",
    ])
      expect(types, t).toContain(t);
    const relation = got.body.included!.find((r) => r.type === "upline-relations")!;
    expect(relation.attributes).toMatchObject({ relation_type: "referral", code: "MU-0000001" });
  });

  it("updates personal data, address (area follows the city), bank and upline in one go", async () => {
    const res = await updateAs(
      stockist,
      memberId,
      memberDoc(
        {
          ktp_number: ktp,
          name: "Wulan Diubah",
          marital_status: "married",
          spouse_name: "Bima Pasangan",
          spouse_birthdate: "1989-09-09",
          bank_account_number: "1112223334",
          referal: { no_upline: "MU-0000002" },
        },
        { id: memberId, region: regionB, bank: bankIds[1] ?? bankIds[0] },
      ),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const m = one(res.body);
    expect(m.attributes).toMatchObject({
      name: "Wulan Diubah",
      marital_status: "married",
      spouse_name: "Bima Pasangan",
      bank_account_number: "1112223334",
      area_code: regionB.area,
    });
    const included = res.body.included ?? [];
    const addresses = included.filter((r) => r.type === "addresses");
    expect(addresses).toHaveLength(1);
    expect(addresses[0]!.attributes).toMatchObject({
      city_id: regionB.city,
      village_id: regionB.village,
    });
    expect(included.find((r) => r.type === "upline-relations")!.attributes.code).toBe("MU-0000002");
    expect(m.relationships?.bank?.data).toMatchObject({ id: bankIds[1] ?? bankIds[0] });
  });

  it("answers 409 'NIK sudah terdaftar' when the NIK belongs to another office", async () => {
    const other = await createAs(admin, stockistOfficeId, memberDoc());
    expect(other.status).toBe(201);
    created.push(one(other.body).id);
    const otherNik = String(one(other.body).attributes.ktp_number);
    const res = await updateAs(
      stockist,
      memberId,
      memberDoc({ ktp_number: otherNik }, { id: memberId }),
    );
    expect(res.status).toBe(409);
    expect(firstError(res.body)).toMatchObject({
      detail: "NIK sudah terdaftar",
      source: { pointer: "/data/attributes/ktp_number" },
    });
    const dupCreate = await createAs(
      stockist,
      stockistOfficeId,
      memberDoc({ ktp_number: otherNik }),
    );
    expect(dupCreate.status).toBe(409);
    expect(firstError(dupCreate.body).detail).toBe("NIK sudah terdaftar");
  });

  it("refuses bad input with 422 and changes nothing", async () => {
    const before = one((await getMember(admin, memberId)).body).attributes;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "" }, "/data/attributes/name", "Kolom wajib diisi"],
      [
        { referal: { no_upline: "MU-9999999" } },
        "/data/attributes/referal/no_upline",
        "Nomor upline tidak ditemukan atau bukan Mitra Usaha",
      ],
      [{ postal_code: "12" }, "/data/attributes/postal_code", "Kode pos harus 5 digit angka"],
      [
        { referal: { no_upline: String(before.code) } },
        "/data/attributes/referal/no_upline",
        "Upline tidak boleh mitra usaha ini sendiri atau downline-nya",
      ],
    ];
    for (const [attrs, pointer, detail] of cases) {
      const res = await updateAs(
        stockist,
        memberId,
        memberDoc({ ktp_number: ktp, name: "Tidak Boleh Tersimpan", ...attrs }, { id: memberId }),
      );
      expect(res.status, JSON.stringify(attrs)).toBe(422);
      expect(firstError(res.body)).toMatchObject({ detail, source: { pointer } });
    }
    const after = one((await getMember(admin, memberId)).body).attributes;
    expect(after.name).toBe(before.name);
    expect(after.updatedAt).toBe(before.updatedAt);
    // data.id must match the URL; a missing body is a 400.
    const wrongId = await updateAs(
      stockist,
      memberId,
      memberDoc({ ktp_number: ktp }, { id: stockistOfficeId }),
    );
    expect(wrongId.status).toBe(409);
    const noId = await updateAs(stockist, memberId, memberDoc({ ktp_number: ktp }));
    expect(noId.status).toBe(400);
  });

  it("refuses a birth date in the future or before 1900 at its field (422), saving nothing", async () => {
    const cases: [string, string, string][] = [
      ["birthdate", "2099-01-01", "Tanggal lahir tidak boleh di masa depan"],
      ["birthdate", "0001-01-01", "Tanggal lahir tidak boleh sebelum 1900-01-01"],
      ["birthdate", "1990-02-30", "Tanggal tidak valid"],
      ["devisor_birthdate", "2099-12-31", "Tanggal lahir tidak boleh di masa depan"],
    ];
    for (const [field, value, detail] of cases) {
      const name = `Tanggal Salah ${field} ${value}`;
      const res = await createAs(admin, stockistOfficeId, memberDoc({ [field]: value, name }));
      expect(res.status, `${field}=${value}`).toBe(422);
      expect(
        (res.body.errors ?? []).find((e) => e.source?.pointer === `/data/attributes/${field}`)
          ?.detail,
      ).toBe(detail);
    }
  });

  it("answers 401 without a session and 415 for a non JSON:API body", async () => {
    expect((await getMember(undefined, memberId)).status).toBe(401);
    const res = await api("PATCH", `/api/v1/offices/${memberId}/-actions/updateMember`, {
      token: stockist,
      raw: "x=1",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(415);
  });
});

describe("member form: who may do what", () => {
  let ownMember: string;
  let otherMember: string;

  beforeAll(async () => {
    const res = await createAs(stockist, stockistOfficeId, memberDoc());
    expect(res.status).toBe(201);
    ownMember = one(res.body).id;
    created.push(ownMember);
    // A seeded member registered by the other stockist (STK-002).
    otherMember = await officeIdByCode("MU-0000006");
  });

  it("a stockist reads and edits the members it registered, and sees only them in its list", async () => {
    expect((await getMember(stockist, ownMember)).status).toBe(200);
    const listed = await api(
      "GET",
      "/api/v1/offices?filter[registrar]=me&page[size]=100&sort=code",
      { token: stockist },
    );
    expect(listed.status).toBe(200);
    const codes = list(listed.body).map((r) => r.attributes.code);
    expect(list(listed.body).map((r) => r.id)).toContain(ownMember);
    expect(codes).toContain("MU-0000001"); // seeded: registered by STK-001
    expect(codes).not.toContain("MU-0000006"); // registered by STK-002
    expect(list(listed.body).every((r) => r.attributes.office_category_id === 5)).toBe(true);
    const all = await api("GET", "/api/v1/offices?filter[registrar]=me&page[size]=1", {
      token: admin,
    });
    expect((all.body.meta as { page: { total: number } }).page.total).toBeGreaterThan(
      (listed.body.meta as { page: { total: number } }).page.total,
    );
    const bad = await api("GET", "/api/v1/offices?filter[registrar]=all", { token: stockist });
    expect(bad.status).toBe(400);
  });

  it("another office's member is 404 for reading and editing", async () => {
    expect((await getMember(stockist, otherMember)).status).toBe(404);
    const upd = await updateAs(stockist, otherMember, memberDoc({}, { id: otherMember }));
    expect(upd.status).toBe(404);
    // The stockist center did not register the stockist's new member either.
    expect((await getMember(sc, ownMember)).status).toBe(404);
    // Not a member at all.
    expect((await getMember(admin, stockistOfficeId)).status).toBe(404);
    expect((await getMember(admin, "not-a-uuid")).status).toBe(404);
  });

  it("a stockist registers members only for its own office; a member may not register (403)", async () => {
    expect((await createAs(stockist, scOfficeId, memberDoc())).status).toBe(403);
    const res = await createAs(mitra, mitraOfficeId, memberDoc());
    expect(res.status).toBe(403);
  });

  it("a member reads itself but cannot move itself to another upline", async () => {
    const self = await getMember(mitra, mitraOfficeId);
    expect(self.status, JSON.stringify(self.body)).toBe(200);
    expect((await getMember(mitra, ownMember)).status).toBe(404);
    // 403 comes before any write: the demo member stays as it is.
    const moved = await updateAs(
      mitra,
      mitraOfficeId,
      memberDoc({ referal: { no_upline: "MU-0000002" } }, { id: mitraOfficeId }),
    );
    expect(moved.status).toBe(403);
    expect(firstError(moved.body).detail).toBe("Upline hanya dapat diubah oleh kantor pendaftar");
  });
});

describe("downloadMitra", () => {
  it("downloads the managed members as CSV with the list's filters", async () => {
    const res = await api<string>(
      "GET",
      "/api/v1/offices/-actions/downloadMitra?filter[search]=MU-00000&filter[is_active]=true",
      { token: stockist, noSchema: true, headers: { Accept: "text/csv, */*" } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toContain("attachment");
    expect(res.body).toContain("kode,nama,nik,no_hp");
    expect(res.body).toMatch(/^MU-0000001,/m);
    expect(res.body).not.toMatch(/^MU-0000006,/m);
    const everyone = await api<string>("GET", "/api/v1/offices/-actions/downloadMitra", {
      token: admin,
      noSchema: true,
      headers: { Accept: "text/csv, */*" },
    });
    expect(everyone.body).toMatch(/^MU-0000006,/m);
    // Then the registering office (STK-002 registered MU-0000006), then the points and bonus
    // value of the member period covering today, as the commission counts them.
    expect(everyone.body).toMatch(
      /,tanggal_daftar,kode_pendaftar,poin_periode_ini,nilai_bonus_periode_ini\r\n/,
    );
    expect(everyone.body).toMatch(/^MU-0000006,.*,STK-002,\d+,\d+\r$/m);
    const today = jakartaToday();
    const db = connectTestDb();
    const [want] = await db.$queryRaw<{ points: bigint | null; bonus: bigint | null }[]>`
      SELECT SUM(o.total_point)::bigint AS points, SUM(o.total_bonus)::bigint AS bonus
      FROM orders o JOIN offices m ON m.id = o.destination_office_id
      JOIN member_periods mp ON mp.id = o.member_period_id
      WHERE m.code = 'MU-0000001' AND o.deleted_at IS NULL AND o.status IN ('validated', 'released')
        AND mp.start_date <= ${today}::date AND mp.end_date >= ${today}::date`;
    const mu1 = everyone.body.split("\r\n").find((l) => l.startsWith("MU-0000001,"));
    expect(mu1?.split(",").slice(-2)).toEqual([
      String(want?.points ?? 0n),
      String(want?.bonus ?? 0n),
    ]);
    await db.$disconnect();
    const area = await api<string>(
      "GET",
      `/api/v1/offices/-actions/downloadMitra?filter[area_id]=${regionB.area}`,
      { token: admin, noSchema: true, headers: { Accept: "text/csv, */*" } },
    );
    for (const line of area.body.trim().split("\r\n").slice(1))
      expect(line.split(",")[8]).toBe(String(regionB.area));
  });

  it("400 for a bad filter, 403 for a member, 401 without a session", async () => {
    const bad = await api("GET", "/api/v1/offices/-actions/downloadMitra?filter[is_active]=x", {
      token: admin,
    });
    expect(bad.status).toBe(400);
    expect(
      (await api("GET", "/api/v1/offices/-actions/downloadMitra", { token: mitra })).status,
    ).toBe(403);
    expect((await api("GET", "/api/v1/offices/-actions/downloadMitra")).status).toBe(401);
  });
});

describe("required product to create a member", () => {
  it("reads and changes the setup; only head office with setups.update may change it", async () => {
    const before = await api(
      "GET",
      "/api/v1/offices/-actions/get-required-product-to-create-member",
      { token: stockist },
    );
    expect(before.status).toBe(200);
    requiredBefore = (one(before.body).attributes.product_uuid as string | null) ?? null;
    const products = await api("GET", "/api/v1/products?page[size]=1", { token: admin });
    const product = list(products.body)[0]!;
    const path = "/api/v1/offices/-actions/update-required-product-to-create-member";
    const ok = await api("PATCH", path, { token: admin, body: { product_uuid: product.id } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(one(ok.body).attributes).toMatchObject({
      setup_key: "required_product_to_create_member",
      product_uuid: product.id,
      product_code: product.attributes.code,
    });
    const read = await api(
      "GET",
      "/api/v1/offices/-actions/get-required-product-to-create-member",
      { token: stockist },
    );
    expect(one(read.body).attributes.product_uuid).toBe(product.id);

    const denied = await api("PATCH", path, {
      token: stockist,
      body: { product_uuid: product.id },
    });
    expect(denied.status).toBe(403);
    const unknown = await api("PATCH", path, {
      token: admin,
      body: { product_uuid: "00000000-0000-7000-8000-000000000000" },
    });
    expect(unknown.status).toBe(422);
    expect(firstError(unknown.body).detail).toBe("Barang tidak ditemukan");
    const missing = await api("PATCH", path, { token: admin, body: {} });
    expect(missing.status).toBe(422);
    const cleared = await api("PATCH", path, { token: admin, body: { product_uuid: null } });
    expect(one(cleared.body).attributes.product_uuid).toBeNull();
  });
});
