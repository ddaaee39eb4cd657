// The member form model (lib/schemas/member.ts) and its config: step rules, the API document, the
// mapping of API error pointers back to form fields, the area rule and the history block's types.
import { describe, expect, it } from "vitest";
import {
  emptyMemberForm,
  formFieldOfPointer,
  memberDocument,
  memberFormSchema,
  normalizeArea,
  STEP_FIELDS,
  stepOfField,
  type MemberFormValues,
} from "@/lib/schemas/member";
import { draftKey, historyTypesFor } from "@/components/member-form/config";

function filled(): MemberFormValues {
  return {
    ...emptyMemberForm(),
    nama_distributor: "Sri",
    no_nik: "3273015203850001",
    email: "sri@example.com",
    no_hp: "081234567890",
    tanggal_lahir: "1990-01-02",
    education_id: "e",
    profession_id: "p",
    jenis_kelamin: "female",
    status_pernikahan: "single",
    nama_pewaris: "Ayu",
    tanggal_pewaris: "2010-01-01",
    alamat: {
      detail: "Jl. A",
      provinsi: "32",
      kabupaten: "32.73",
      kecamatan: "32.73.01",
      desa: "32.73.01.1002",
      kode_pos: "40153",
    },
    area: 2,
    bank_id: "b",
    bank: { nama_bank: "BCA", no_rekening: "123", cabang_bank: "KCP", nama_rekening: "Sri" },
    no_npwp: "1",
    nama_npwp: "Sri",
    referal: { id: "", no_upline: "MU-0000001", nama_upline: "" },
  };
}

/** The first message per field, as the form shows it (zodResolver keeps the first issue). */
const issuesAt = (values: unknown, kpView = false) => {
  const out = new Map<string, string>();
  const r = memberFormSchema({ kpView }).safeParse(values);
  if (!r.success)
    for (const i of r.error.issues) {
      const key = i.path.join(".");
      if (!out.has(key)) out.set(key, i.message);
    }
  return out;
};

describe("member form schema", () => {
  it("accepts a complete single member and reports every empty field with 'Kolom wajib diisi'", () => {
    expect(issuesAt(filled()).size).toBe(0);
    const empty = issuesAt(emptyMemberForm());
    for (const f of STEP_FIELDS.flat().filter(
      (f) => !["nama_pasangan", "tanggal_pasangan", "area"].includes(f),
    ))
      expect(empty.get(f), f).toBe("Kolom wajib diisi");
  });

  it("requires the spouse fields only when married, even while other steps are empty", () => {
    const married = { ...emptyMemberForm(), status_pernikahan: "married" };
    expect(issuesAt(married).get("nama_pasangan")).toBe("Kolom wajib diisi");
    expect(issuesAt(married).get("tanggal_pasangan")).toBe("Kolom wajib diisi");
    expect(issuesAt(filled()).has("nama_pasangan")).toBe(false);
  });

  it("does not ask sex and marital status in the KP view", () => {
    const v = { ...filled(), jenis_kelamin: "", status_pernikahan: "" };
    expect(issuesAt(v).get("jenis_kelamin")).toBe("Kolom wajib diisi");
    expect(issuesAt(v, true).size).toBe(0);
  });

  it("checks NIK, postal code and account number formats", () => {
    const v = filled();
    const bad = issuesAt({
      ...v,
      no_nik: "123",
      alamat: { ...v.alamat, kode_pos: "12" },
      bank: { ...v.bank, no_rekening: "12a" },
    });
    expect(bad.get("no_nik")).toBe("NIK harus 16 digit angka");
    expect(bad.get("alamat.kode_pos")).toBe("Kode pos harus 5 digit angka");
    expect(bad.get("bank.no_rekening")).toBe("Nomor rekening harus angka");
  });
});

describe("member document and errors", () => {
  it("builds the createMember document (office category 5) and the update document (data.id)", () => {
    const created = memberDocument(filled());
    expect(created.data).not.toHaveProperty("id");
    expect(created.data.attributes).toMatchObject({
      name: "Sri",
      ktp_number: "3273015203850001",
      spouse_name: null,
      address_details: { village_id: "32.73.01.1002" },
      referal: { no_upline: "MU-0000001" },
    });
    expect(created.data.relationships).toMatchObject({
      "office-category": { data: { id: "5" } },
      area: { data: { id: "2" } },
    });
    const updated = memberDocument(
      {
        ...filled(),
        status_pernikahan: "married",
        nama_pasangan: "Budi",
        tanggal_pasangan: "1988-01-01",
      },
      "abc",
    );
    expect(updated.data).toMatchObject({ id: "abc", attributes: { spouse_name: "Budi" } });
    expect(updated.data.relationships).not.toHaveProperty("office-category");
  });

  it("maps API pointers to form fields and steps", () => {
    expect(formFieldOfPointer("/data/attributes/ktp_number")).toBe("no_nik");
    expect(formFieldOfPointer("/data/attributes/referal/no_upline")).toBe("referal.no_upline");
    expect(formFieldOfPointer("/data/attributes/address_details/district_id")).toBe(
      "alamat.kecamatan",
    );
    expect(formFieldOfPointer("/data/relationships/bank")).toBe("bank_id");
    expect(formFieldOfPointer("/data/attributes/__proto__")).toBeNull();
    expect(stepOfField("no_nik")).toBe(0);
    expect(stepOfField("alamat.kecamatan")).toBe(1);
    expect(stepOfField("referal.no_upline")).toBe(2);
  });

  it("keeps the area within 0-4, else 0; drafts are per member", () => {
    expect([0, 4, "3", 5, -1, 1.5, "x", null].map(normalizeArea)).toEqual([0, 4, 3, 0, 0, 0, 0, 0]);
    expect(draftKey(null)).not.toBe(draftKey("a"));
    expect(draftKey("a")).not.toBe(draftKey("b"));
  });

  it("shows the promotion rows each viewer may see", () => {
    expect(historyTypesFor(5)).toEqual(
      expect.arrayContaining(["promoted_to_stockist_by", "promoted_to_sc_by"]),
    );
    expect(historyTypesFor(4)).toEqual(["promoted_to_sc_by", "promoting_to_sc"]);
    expect(historyTypesFor(3)).toEqual(["promoted_to_sc_by"]);
    expect(historyTypesFor(1)).toEqual(["promoted_to_stockist_by"]);
  });
});
