// The member document of getMember / updateMember (offices with include bank, addresses,
// upline-relations, education, profession, area, histories) as the member form model (SPEC §3).
import type { ResourceIdentifier, ResourceObject } from "@/lib/jsonapi-client";
import { emptyMemberForm, normalizeArea, type MemberFormValues } from "@/lib/schemas/member-rules";
import { officeCodeLabel } from "@/components/widgets/office-lookup";
import type { MemberDocument } from "./api";
import { primaryAddressOf } from "./member-form-load";

export interface MemberHistoryRow {
  id: string;
  type: string;
  code: string | null;
  name: string | null;
  createdAt: string | null;
}

export interface LoadedMember {
  values: MemberFormValues;
  histories: MemberHistoryRow[];
}

function ids(rel: ResourceObject["relationships"], name: string): ResourceIdentifier[] {
  const data = rel?.[name]?.data;
  if (!data) return [];
  return Array.isArray(data) ? data : [data];
}

const str = (v: unknown): string => (typeof v === "string" ? v : v == null ? "" : String(v));

export function memberFromDocument(doc: MemberDocument): LoadedMember {
  const r = doc.data;
  const a = r.attributes;
  const included = doc.included ?? [];
  const find = (id: ResourceIdentifier | undefined) =>
    id ? included.find((x) => x.type === id.type && x.id === id.id) : undefined;
  const first = (name: string) => ids(r.relationships, name)[0]?.id ?? "";

  const address = primaryAddressOf(doc);
  const referral = ids(r.relationships, "upline-relations")
    .map(find)
    .find((x) => x?.attributes.relation_type === "referral");
  const bank = find(ids(r.relationships, "bank")[0]);
  const sex = str(a.sex);
  const marital = str(a.marital_status);

  const values: MemberFormValues = {
    ...emptyMemberForm(),
    id: r.id,
    nomor: officeCodeLabel(str(a.code) || null, str(a.temp_code) || null),
    nama_lengkap: str(a.name),
    nama_distributor: str(a.name),
    no_nik: str(a.ktp_number),
    email: str(a.email),
    no_hp: str(a.phone),
    tanggal_lahir: str(a.birthdate),
    education_id: first("education"),
    profession_id: first("profession"),
    jenis_kelamin: sex === "male" || sex === "female" ? sex : "",
    status_pernikahan: marital === "married" || marital === "single" ? marital : "",
    nama_pasangan: str(a.spouse_name),
    tanggal_pasangan: str(a.spouse_birthdate),
    nama_pewaris: str(a.devisor_name),
    tanggal_pewaris: str(a.devisor_birthdate),
    alamat: {
      detail: str(address.address ?? a.address),
      provinsi: str(address.province_id),
      kabupaten: str(address.city_id),
      kecamatan: str(address.district_id),
      desa: str(address.village_id),
      kode_pos: str(address.postal_code ?? a.postal_code),
    },
    area: normalizeArea(a.area_code),
    bank_id: first("bank"),
    bank: {
      nama_bank: str(bank?.attributes.name),
      no_rekening: str(a.bank_account_number),
      cabang_bank: str(a.bank_branch_name),
      nama_rekening: str(a.bank_account_name),
    },
    no_npwp: str(a.npwp_number),
    nama_npwp: str(a.npwp_name),
    is_active: a.is_active !== false,
    is_kta_need_delivery: a.is_kta_need_delivery === true,
    referal: {
      id: str(a.office_referral_id),
      no_upline: str(referral?.attributes.code),
      nama_upline: str(referral?.attributes.upline_name),
    },
  };
  const histories = ids(r.relationships, "histories")
    .map(find)
    .filter((x): x is ResourceObject => !!x)
    .map((h) => ({
      id: h.id,
      type: str(h.attributes.history_type),
      code: str(h.attributes.code) || null,
      name: str(h.attributes.name) || null,
      createdAt: str(h.attributes.createdAt) || null,
    }));
  return { values, histories };
}
