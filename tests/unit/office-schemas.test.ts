// The office screens' form schemas and their mapping to the API (lib/schemas/office.ts).
import { describe, expect, it } from "vitest";
import {
  ZOfficeBankForm,
  ZOfficeEditForm,
  ZTopUpForm,
  ZTopUpStockistInput,
  officeEditPayload,
  type TOfficeEditForm,
} from "@/lib/schemas/office";

const base: TOfficeEditForm = {
  code: "STK-009",
  name: " Stockist Sembilan ",
  phone: "0341123456",
  email: "",
  address: "Jl. Uji",
  address2: " ",
  postal_code: "",
  npwp_number: "",
  npwp_name: "",
  bank: "",
  bank_account_number: "",
  bank_account_name: "",
  bank_branch_name: "",
  area: "2",
  is_active: true,
  is_suspended: false,
  is_pbs_activated: false,
};

describe("office edit form", () => {
  it("turns empty text into null and the selects into relationships", () => {
    const { attributes, relationships } = officeEditPayload(base);
    expect(attributes).toMatchObject({
      name: "Stockist Sembilan",
      email: null,
      address: "Jl. Uji",
      address2: null,
      is_suspended: false,
    });
    expect(relationships).toEqual({
      bank: { data: null },
      area: { data: { type: "areas", id: "2" } },
    });
  });

  it("uses the SPEC messages", () => {
    const r = ZOfficeEditForm.safeParse({ ...base, name: "", email: "x@", area: "7" });
    expect(r.success).toBe(false);
    const byPath = Object.fromEntries(
      (r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]),
    );
    expect(byPath).toEqual({
      name: "Kolom wajib diisi",
      email: "Email tidak valid",
      area: "Area harus angka 0-4",
    });
  });
});

describe("top-up and bank account rules", () => {
  it("takes whole rupiah above zero", () => {
    expect(ZTopUpStockistInput.safeParse({ amount: 1500000 }).success).toBe(true);
    expect(ZTopUpStockistInput.safeParse({ amount: 0 }).error?.issues[0]?.message).toBe(
      "Jumlah topup harus lebih dari 0",
    );
    expect(ZTopUpStockistInput.safeParse({ amount: 10.5 }).error?.issues[0]?.message).toBe(
      "Harus bilangan bulat (rupiah)",
    );
    expect(
      ZTopUpForm.safeParse({ amount: null, topup_type: "saldo_stockist", description: "" }).error
        ?.issues[0]?.message,
    ).toBe("Kolom wajib diisi");
  });

  it("wants a bank and a numeric account number", () => {
    const r = ZOfficeBankForm.safeParse({
      bank: "",
      account_number: "12A",
      account_name: "",
      branch: "",
      is_active: true,
    });
    const byPath = Object.fromEntries(
      (r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]),
    );
    expect(byPath).toEqual({
      bank: "Kolom wajib diisi",
      account_number: "Nomor rekening harus angka",
      account_name: "Kolom wajib diisi",
    });
  });
});
