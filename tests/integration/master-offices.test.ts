// Offices over real HTTP: creating stockists/SC/KP/suppliers, registering members (createMember),
// editing, promotions, upline/downline relations and the member export (docs/api-master.md).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { api, firstError, login, MEDIA_TYPE, type JsonApiResource } from "../support/api";

let admin: string;
let stockist: string;
let sc: string;
let kp: string;
let mitra: string;
let supplier: string;
let stockistOfficeId: string;
let uplineId: string;
let bankId: string;
let educationId: string;
let professionId: string;
let region: { province: string; city: string; district: string; village: string; area: number };

const list = (doc: { data?: unknown }) => doc.data as JsonApiResource[];
const one = (doc: { data?: unknown }) => doc.data as JsonApiResource;
const suffix = () => Math.random().toString(36).slice(2, 8).toUpperCase();
let nikCounter = 0;
const nik = () =>
  `3${String(Date.now()).slice(-9)}${String(process.pid % 1000).padStart(3, "0")}${String(++nikCounter).padStart(3, "0")}`;

async function officeIdByCode(code: string): Promise<string> {
  const res = await api("GET", `/api/v1/offices?filter[code]=${code}`, { token: admin });
  const row = list(res.body)[0];
  if (!row) throw new Error(`office ${code} not seeded`);
  return row.id;
}

function memberDoc(attrs: Record<string, unknown> = {}, withCategory = false) {
  return {
    data: {
      type: "offices",
      attributes: {
        name: "Sri Wahyuni",
        ktp_number: nik(),
        email: "sri.wahyuni@example.com",
        phone: "081234567890",
        birthdate: "1990-04-12",
        sex: "female",
        marital_status: "married",
        spouse_name: "Agus Salim",
        spouse_birthdate: "1988-02-01",
        devisor_name: "Dimas Salim",
        devisor_birthdate: "2012-06-30",
        address: "Jl. Melati No. 5",
        postal_code: "65111",
        address_details: {
          province_id: region.province,
          city_id: region.city,
          district_id: region.district,
          village_id: region.village,
        },
        is_kta_need_delivery: true,
        bank_account_number: "1234567890",
        bank_branch_name: "KCP Malang",
        bank_account_name: "Sri Wahyuni",
        npwp_number: "12.345.678.9-012.000",
        npwp_name: "Sri Wahyuni",
        referal: { no_upline: "MU-0000001" },
        ...attrs,
      },
      relationships: {
        bank: { data: { type: "banks", id: bankId } },
        education: { data: { type: "educations", id: educationId } },
        profession: { data: { type: "professions", id: professionId } },
        ...(withCategory
          ? { "office-category": { data: { type: "office-categories", id: "5" } } }
          : {}),
      },
    },
  };
}

function officeDoc(categoryId: string, code: string) {
  return {
    data: {
      type: "offices",
      attributes: { code, name: `Kantor ${code}`, phone: "0341123456", address: "Jl. Uji 1" },
      relationships: {
        "office-category": { data: { type: "office-categories", id: categoryId } },
        area: { data: { type: "areas", id: "0" } },
      },
    },
  };
}

/** Offices this file creates as stockists: other files count the seeded stockists. */
const createdStockists: string[] = [];

afterAll(async () => {
  if (!createdStockists.length) return;
  const db = connectTestDb();
  try {
    await db.office.updateMany({
      where: { id: { in: createdStockists } },
      data: { deletedAt: new Date() },
    });
  } finally {
    await db.$disconnect();
  }
});

/** Every office row, as head office counts them. */
async function countOffices(): Promise<number> {
  const res = await api("GET", "/api/v1/offices?page[size]=1", { token: admin });
  return (res.body.meta as { page: { total: number } }).page.total;
}

const createMember = (token: string, officeId: string, body: unknown) =>
  api("POST", `/api/v1/offices/${officeId}/-actions/createMember`, { token, body });

beforeAll(async () => {
  [admin, stockist, sc, kp, mitra, supplier] = await Promise.all([
    login("admin@erp.test"),
    login("stockist@erp.test"),
    login("sc@erp.test"),
    login("kp@erp.test"),
    login("mitra@erp.test"),
    login("supplier@erp.test"),
  ]);
  stockistOfficeId = await officeIdByCode("STK-001");
  uplineId = await officeIdByCode("MU-0000001");
  const [banks, educations, professions, villages] = await Promise.all([
    api("GET", "/api/v1/banks?page[size]=1", { token: admin }),
    api("GET", "/api/v1/educations?page[size]=1", { token: admin }),
    api("GET", "/api/v1/professions?page[size]=1", { token: admin }),
    api("GET", "/api/v1/villages?page[size]=1&filter[search]=sukamaju&include=district.city", {
      token: admin,
    }),
  ]);
  bankId = list(banks.body)[0]!.id;
  educationId = list(educations.body)[0]!.id;
  professionId = list(professions.body)[0]!.id;
  const village = list(villages.body)[0]!;
  const district = villages.body.included!.find((r) => r.type === "districts")!;
  const city = villages.body.included!.find((r) => r.type === "cities")!;
  region = {
    village: village.id,
    district: district.id,
    city: city.id,
    province: String(city.attributes.province_id),
    area: Number(city.attributes.area_code),
  };
});

describe("POST offices (stockist, SC, KP, supplier)", () => {
  it("creates each category as Pusat; duplicate code is 409", async () => {
    const types: Record<string, string> = {
      "2": "kantor_pelayanan",
      "3": "stockist_center",
      "4": "stockist",
      "6": "supplier",
    };
    for (const [cat, type] of Object.entries(types)) {
      const code = `T${cat}-${suffix()}`;
      const res = await api("POST", "/api/v1/offices", {
        token: admin,
        body: officeDoc(cat, code),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(one(res.body).attributes).toMatchObject({
        code,
        office_type: type,
        office_category_id: Number(cat),
        is_suspended: false,
      });
      if (cat === "4") {
        createdStockists.push(one(res.body).id);
        const dup = await api("POST", "/api/v1/offices", {
          token: admin,
          body: officeDoc(cat, code),
        });
        expect(dup.status).toBe(409);
        expect(firstError(dup.body).detail).toBe(`Kode kantor sudah dipakai: ${code}`);
      }
    }
  });

  it("refuses a Pusat office (422) and non-Pusat callers (403)", async () => {
    const pusat = await api("POST", "/api/v1/offices", {
      token: admin,
      body: officeDoc("1", `P-${suffix()}`),
    });
    expect(pusat.status).toBe(422);
    expect(firstError(pusat.body).source?.pointer).toBe("/data/relationships/office-category");
    for (const token of [stockist, sc, kp]) {
      const res = await api("POST", "/api/v1/offices", {
        token,
        body: officeDoc("4", `S-${suffix()}`),
      });
      expect(res.status).toBe(403);
    }
    for (const token of [mitra, supplier]) {
      const res = await api("POST", "/api/v1/offices", {
        token,
        body: officeDoc("4", `S-${suffix()}`),
      });
      expect(res.status).toBe(403);
    }
    const missing = await api("POST", "/api/v1/offices", {
      token: admin,
      body: { data: { type: "offices", attributes: { code: "", name: "" } } },
    });
    expect(missing.status).toBe(422);
  });
});

describe("createMember", () => {
  it("registers a member from a stockist: code, address, area and upline in one go", async () => {
    const res = await createMember(stockist, stockistOfficeId, memberDoc());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const m = one(res.body);
    expect(res.headers.get("location")).toContain(`/api/v1/offices/${m.id}`);
    expect(m.attributes.code).toMatch(/^MU-\d{7}$/);
    expect(m.attributes).toMatchObject({
      office_type: "member",
      office_category_id: 5,
      is_suspended: false,
      area_code: region.area,
      office_referral_id: uplineId,
      referred_by: "MU-0000001",
      spouse_name: "Agus Salim",
      birthdate: "1990-04-12",
    });
    const included = res.body.included ?? [];
    const address = included.find((r) => r.type === "addresses")!;
    expect(address.attributes).toMatchObject({
      village_id: region.village,
      city_id: region.city,
      postal_code: "65111",
    });
    const relation = included.find((r) => r.type === "upline-relations")!;
    expect(relation.attributes).toMatchObject({ relation_type: "referral", code: "MU-0000001" });

    // The registering office is kept apart from the upline: it manages the member's record.
    const read = await api("GET", `/api/v1/offices/${m.id}?include=registrar`, { token: stockist });
    expect(read.status).toBe(200);
    expect(one(read.body).relationships?.registrar?.data).toEqual({
      type: "offices",
      id: stockistOfficeId,
    });
    expect(read.body.included?.map((r) => r.attributes.code)).toEqual(["STK-001"]);
  });

  it("refuses a registrar that is not Pusat, a KP, an SC or a stockist, and creates nothing", async () => {
    const before = await countOffices();
    const res = await createMember(admin, uplineId, memberDoc());
    expect(res.status).toBe(403);
    expect(res.body.errors?.[0]?.detail).toBe(
      "Mitra Usaha hanya dapat didaftarkan oleh Pusat, Kantor Pelayanan, Stockist Center atau Stockist",
    );
    expect(await countOffices()).toBe(before);
  });

  it("POST offices with office category 5 uses the same use case; codes increase", async () => {
    const a = await api("POST", "/api/v1/offices", { token: admin, body: memberDoc({}, true) });
    expect(a.status, JSON.stringify(a.body)).toBe(201);
    const b = await api("POST", "/api/v1/offices", { token: admin, body: memberDoc({}, true) });
    expect(b.status).toBe(201);
    const n = (d: typeof a) => Number(String(one(d.body).attributes.code).slice(3));
    expect(n(b)).toBe(n(a) + 1);
    expect(one(a.body).attributes.office_type).toBe("member");
  });

  it("gives concurrent registrations distinct consecutive codes", async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => createMember(stockist, stockistOfficeId, memberDoc())),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const codes = results
      .map((r) => Number(String(one(r.body).attributes.code).slice(3)))
      .sort((a, b) => a - b);
    expect(new Set(codes).size).toBe(6);
    expect(codes[5]! - codes[0]!).toBe(5);
  });

  it("answers 409 'NIK sudah terdaftar' for a NIK already in use", async () => {
    const ktp = nik();
    expect(
      (await createMember(admin, stockistOfficeId, memberDoc({ ktp_number: ktp }))).status,
    ).toBe(201);
    const again = await createMember(stockist, stockistOfficeId, memberDoc({ ktp_number: ktp }));
    expect(again.status).toBe(409);
    expect(firstError(again.body)).toMatchObject({
      detail: "NIK sudah terdaftar",
      source: { pointer: "/data/attributes/ktp_number" },
    });
  });

  it("answers 422 for an upline that is not a member", async () => {
    for (const code of ["MU-9999999", "STK-001"]) {
      const res = await createMember(
        stockist,
        stockistOfficeId,
        memberDoc({ referal: { no_upline: code } }),
      );
      expect(res.status).toBe(422);
      expect(firstError(res.body).source?.pointer).toBe("/data/attributes/referal/no_upline");
    }
  });

  it("validates SPEC §5 fields with Indonesian messages and pointers", async () => {
    const res = await createMember(
      stockist,
      stockistOfficeId,
      memberDoc({ name: "", ktp_number: "123", address_details: undefined }),
    );
    expect(res.status).toBe(422);
    const byPointer = new Map((res.body.errors ?? []).map((e) => [e.source?.pointer, e.detail]));
    expect(byPointer.get("/data/attributes/name")).toBe("Kolom wajib diisi");
    expect(byPointer.get("/data/attributes/ktp_number")).toBe("NIK harus 16 digit angka");
    expect(byPointer.get("/data/attributes/address_details")).toBe("Kolom wajib diisi");
    // Spouse fields are required only when married (checked once the rest is valid).
    const married = await createMember(
      stockist,
      stockistOfficeId,
      memberDoc({ spouse_name: null, spouse_birthdate: null }),
    );
    expect(married.status).toBe(422);
    expect(
      new Map((married.body.errors ?? []).map((e) => [e.source?.pointer, e.detail])).get(
        "/data/attributes/spouse_name",
      ),
    ).toBe("Kolom wajib diisi");
    const noBank = memberDoc();
    noBank.data.relationships.bank.data.id = "00000000-0000-7000-8000-000000000000";
    const bank = await createMember(stockist, stockistOfficeId, noBank);
    expect(bank.status).toBe(422);
    expect(firstError(bank.body).source?.pointer).toBe("/data/relationships/bank");
    const wrongVillage = memberDoc();
    wrongVillage.data.attributes.address_details.district_id = "0000000";
    const region422 = await createMember(stockist, stockistOfficeId, wrongVillage);
    expect(region422.status).toBe(422);
    expect(firstError(region422.body).source?.pointer).toBe(
      "/data/attributes/address_details/village_id",
    );
  });

  it("drops spouse fields for a single member", async () => {
    const res = await createMember(
      stockist,
      stockistOfficeId,
      memberDoc({ marital_status: "single" }),
    );
    expect(res.status).toBe(201);
    expect(one(res.body).attributes).toMatchObject({
      marital_status: "single",
      spouse_name: null,
      spouse_birthdate: null,
    });
  });

  it("a member or supplier may not create members (403); 401 without a token; 400 bad body", async () => {
    const mitraOffice = await officeIdByCode("MU-0000001");
    expect((await createMember(mitra, mitraOffice, memberDoc())).status).toBe(403);
    expect((await createMember(supplier, stockistOfficeId, memberDoc())).status).toBe(403);
    expect(
      (await api("POST", "/api/v1/offices", { token: mitra, body: memberDoc({}, true) })).status,
    ).toBe(403);
    // A stockist registers for its own office only.
    expect((await createMember(stockist, mitraOffice, memberDoc())).status).toBe(403);
    expect(
      (
        await api("POST", `/api/v1/offices/${stockistOfficeId}/-actions/createMember`, {
          body: memberDoc(),
        })
      ).status,
    ).toBe(401);
    const bad = await api("POST", `/api/v1/offices/${stockistOfficeId}/-actions/createMember`, {
      token: stockist,
      raw: "[]",
      headers: { "Content-Type": MEDIA_TYPE },
    });
    expect(bad.status).toBe(400);
    expect(
      (await createMember(stockist, "00000000-0000-7000-8000-000000000000", memberDoc())).status,
    ).toBe(404);
  });

  it("a KP may leave out sex and marital status", async () => {
    const kpOffice = await officeIdByCode("KP-001");
    const res = await createMember(
      kp,
      kpOffice,
      memberDoc({
        sex: undefined,
        marital_status: undefined,
        spouse_name: null,
        spouse_birthdate: null,
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const fromStockist = await createMember(
      stockist,
      stockistOfficeId,
      memberDoc({ sex: undefined }),
    );
    expect(fromStockist.status).toBe(422);
    expect(firstError(fromStockist.body).source?.pointer).toBe("/data/attributes/sex");
  });
});

describe("PATCH offices/{id}", () => {
  it("a stockist edits itself but not another office", async () => {
    const own = await api("PATCH", `/api/v1/offices/${stockistOfficeId}`, {
      token: stockist,
      body: {
        data: { type: "offices", id: stockistOfficeId, attributes: { phone: "0341999999" } },
      },
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(one(own.body).attributes.phone).toBe("0341999999");
    const other = await api("PATCH", `/api/v1/offices/${uplineId}`, {
      token: stockist,
      body: { data: { type: "offices", id: uplineId, attributes: { name: "Diretas" } } },
    });
    expect(other.status).toBe(403);
    const category = await api("PATCH", `/api/v1/offices/${stockistOfficeId}`, {
      token: admin,
      body: {
        data: { type: "offices", id: stockistOfficeId, attributes: { office_type: "pusat" } },
      },
    });
    expect(category.status).toBe(422);
  });

  it("Pusat edits a member; single clears the spouse; NIK clash is 409", async () => {
    const m = one((await createMember(admin, stockistOfficeId, memberDoc())).body);
    const res = await api("PATCH", `/api/v1/offices/${m.id}`, {
      token: admin,
      body: { data: { type: "offices", id: m.id, attributes: { marital_status: "single" } } },
    });
    expect(res.status).toBe(200);
    expect(one(res.body).attributes).toMatchObject({ marital_status: "single", spouse_name: null });
    const other = one((await createMember(admin, stockistOfficeId, memberDoc())).body);
    const clash = await api("PATCH", `/api/v1/offices/${m.id}`, {
      token: admin,
      body: {
        data: {
          type: "offices",
          id: m.id,
          attributes: { ktp_number: other.attributes.ktp_number },
        },
      },
    });
    expect(clash.status).toBe(409);
    expect(firstError(clash.body).detail).toBe("NIK sudah terdaftar");
    const missing = await api("PATCH", "/api/v1/offices/00000000-0000-7000-8000-000000000000", {
      token: admin,
      body: {
        data: { type: "offices", id: "00000000-0000-7000-8000-000000000000", attributes: {} },
      },
    });
    expect(missing.status).toBe(404);
  });
});

describe("promotions and relations", () => {
  it("promotes member -> stockist -> SC with histories both ways", async () => {
    const m = one((await createMember(admin, stockistOfficeId, memberDoc())).body);
    expect(
      (await api("POST", `/api/v1/offices/${m.id}/-actions/promoteToStockist`, { token: stockist }))
        .status,
    ).toBe(403);
    const toSc422 = await api("POST", `/api/v1/offices/${m.id}/-actions/promoteToSC`, {
      token: admin,
    });
    expect(toSc422.status).toBe(422);
    const res = await api("POST", `/api/v1/offices/${m.id}/-actions/promoteToStockist`, {
      token: admin,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    createdStockists.push(m.id);
    expect(one(res.body).attributes).toMatchObject({
      office_type: "stockist",
      office_category_id: 4,
    });
    const history = (res.body.included ?? []).find((r) => r.type === "office-histories")!;
    expect(history.attributes).toMatchObject({
      history_type: "promoted_to_stockist_by",
      code: "MU-0000001",
    });
    const upHist = await api("GET", `/api/v1/offices/${uplineId}/histories`, { token: admin });
    expect(
      list(upHist.body).some(
        (h) =>
          h.attributes.history_type === "promoting_to_stockist" &&
          h.attributes.code === m.attributes.code,
      ),
    ).toBe(true);
    const again = await api("POST", `/api/v1/offices/${m.id}/-actions/promoteToStockist`, {
      token: admin,
    });
    expect(again.status).toBe(422);
    expect(
      (await api("POST", `/api/v1/offices/${m.id}/-actions/promoteToSC`, { token: sc })).status,
    ).toBe(403);
    const sc2 = await api("POST", `/api/v1/offices/${m.id}/-actions/promoteToSC`, { token: admin });
    expect(sc2.status).toBe(200);
    expect(one(sc2.body).attributes.office_type).toBe("stockist_center");
    expect(
      (
        await api(
          "POST",
          "/api/v1/offices/00000000-0000-7000-8000-000000000000/-actions/promoteToSC",
          {
            token: admin,
          },
        )
      ).status,
    ).toBe(404);
  });

  it("serves uplines, downlines and simple-office-downlines", async () => {
    const m = one((await createMember(stockist, stockistOfficeId, memberDoc())).body);
    const up = await api("GET", `/api/v1/offices/${m.id}/uplines`, { token: stockist });
    expect(up.status).toBe(200);
    expect(list(up.body).map((r) => r.id)).toEqual([uplineId]);
    const down = await api(
      "GET",
      `/api/v1/offices/${uplineId}/downlines?page[size]=100&filter[search]=${m.attributes.code}`,
      {
        token: admin,
      },
    );
    expect(list(down.body).map((r) => r.id)).toContain(m.id);
    const simple = await api(
      "GET",
      `/api/v1/offices/${uplineId}/simple-office-downlines?page[limit]=5&filter[code]=${m.attributes.code}`,
      { token: admin },
    );
    expect(simple.status).toBe(200);
    expect(list(simple.body).map((r) => r.id)).toEqual([m.id]);
    expect(list(simple.body)[0]!.type).toBe("simple-offices");
  });

  it("exports members as CSV (not JSON:API) for offices.export only", async () => {
    const m = one((await createMember(admin, stockistOfficeId, memberDoc())).body);
    const res = await api<string>("GET", "/api/v1/offices/-actions/exportMitra", {
      token: admin,
      noSchema: true,
      headers: { Accept: "text/csv, */*" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.body).toContain("kode,nama,nik");
    expect(res.body).toContain(String(m.attributes.code));
    // Members only: no row is a stockist (STK-001 may still appear as a member's registrar).
    expect(res.body.split(/\r?\n/).filter((l) => l.startsWith("STK-001,"))).toEqual([]);
    const denied = await api("GET", "/api/v1/offices/-actions/exportMitra", { token: mitra });
    expect(denied.status).toBe(403);
    expect((await api("GET", "/api/v1/offices/-actions/exportMitra")).status).toBe(401);
  });
});

describe("PATCH offices/{id}/relationships/office-expeditions", () => {
  it("replaces the set for the own office; 403 for another; 422/409 for bad ids", async () => {
    const exps = list(
      (await api("GET", "/api/v1/expeditions?page[size]=3", { token: admin })).body,
    );
    const path_ = `/api/v1/offices/${stockistOfficeId}/relationships/office-expeditions`;
    const body = (ids: string[], type = "expeditions") => ({
      data: ids.map((id) => ({ type, id })),
    });
    const res = await api("PATCH", path_, {
      token: stockist,
      body: body([exps[0]!.id, exps[1]!.id]),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.data as { id: string }[]).map((d) => d.id).sort()).toEqual(
      [exps[0]!.id, exps[1]!.id].sort(),
    );
    const replaced = await api("PATCH", path_, { token: stockist, body: body([exps[2]!.id]) });
    expect((replaced.body.data as { id: string }[]).map((d) => d.id)).toEqual([exps[2]!.id]);
    const related = await api("GET", `/api/v1/offices/${stockistOfficeId}/office-expeditions`, {
      token: stockist,
    });
    expect(list(related.body).map((e) => e.id)).toEqual([exps[2]!.id]);
    const other = await api(
      "PATCH",
      `/api/v1/offices/${uplineId}/relationships/office-expeditions`,
      {
        token: stockist,
        body: body([]),
      },
    );
    expect(other.status).toBe(403);
    const unknown = await api("PATCH", path_, {
      token: stockist,
      body: body(["00000000-0000-7000-8000-000000000000"]),
    });
    expect(unknown.status).toBe(422);
    const wrongType = await api("PATCH", path_, {
      token: stockist,
      body: body([exps[0]!.id], "banks"),
    });
    expect(wrongType.status).toBe(409);
    expect((await api("PATCH", path_, { token: mitra, body: body([]) })).status).toBe(403);
  });
});
