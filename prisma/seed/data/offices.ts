/**
 * Office categories and demo offices. Pure data, no database code.
 *
 * Region codes are Kemendagri/BPS codes from node_modules/idn-area-data/data
 * (regencies.csv, districts.csv, villages.csv). Money values are whole rupiah.
 */
import { OFFICE_CATEGORY } from "./access";
import { areaForCity, type BankCode } from "./reference";

export interface OfficeCategorySeed {
  id: number;
  name: string;
  /** Cashback (Rp) per order that reaches the minimum order, Jawa / outside Jawa. */
  cashbackJawa: number;
  cashbackLuarJawa: number;
  /** Minimum order (Rp) to the upline office, Jawa / outside Jawa. */
  minOrderJawa: number;
  minOrderLuarJawa: number;
}

export const OFFICE_CATEGORIES: OfficeCategorySeed[] = [
  {
    id: OFFICE_CATEGORY.PUSAT,
    name: "Pusat",
    cashbackJawa: 0,
    cashbackLuarJawa: 0,
    minOrderJawa: 0,
    minOrderLuarJawa: 0,
  },
  {
    id: OFFICE_CATEGORY.KANTOR_PELAYANAN,
    name: "Kantor Pelayanan",
    cashbackJawa: 3_000_000,
    cashbackLuarJawa: 4_000_000,
    minOrderJawa: 50_000_000,
    minOrderLuarJawa: 60_000_000,
  },
  {
    id: OFFICE_CATEGORY.STOCKIST_CENTER,
    name: "Stockist Center",
    cashbackJawa: 1_500_000,
    cashbackLuarJawa: 2_000_000,
    minOrderJawa: 25_000_000,
    minOrderLuarJawa: 30_000_000,
  },
  {
    id: OFFICE_CATEGORY.STOCKIST,
    name: "Stockist",
    cashbackJawa: 250_000,
    cashbackLuarJawa: 350_000,
    minOrderJawa: 5_000_000,
    minOrderLuarJawa: 7_500_000,
  },
  {
    id: OFFICE_CATEGORY.MEMBER,
    name: "Member",
    cashbackJawa: 0,
    cashbackLuarJawa: 0,
    minOrderJawa: 0,
    minOrderLuarJawa: 0,
  },
  {
    id: OFFICE_CATEGORY.SUPPLIER,
    name: "Supplier",
    cashbackJawa: 0,
    cashbackLuarJawa: 0,
    minOrderJawa: 0,
    minOrderLuarJawa: 0,
  },
];

export type OfficeType =
  "pusat" | "kantor_pelayanan" | "stockist_center" | "stockist" | "member" | "supplier";
export type Sex = "male" | "female";
export type MaritalStatus = "married" | "single";

export interface WarehouseSeed {
  code: string;
  name: string;
}

export interface OfficeSeed {
  key: string;
  code: string;
  name: string;
  officeCategoryId: number;
  officeType: OfficeType;
  /**
   * Stockist -> its Stockist Center; Stockist Center -> null (or its KP);
   * member -> sponsoring member (referral upline) or null for the tree root.
   */
  uplineKey: string | null;
  /** Members only: the office (stockist/SC/KP) that registered the member (registrar_office_id). */
  registrarKey: string | null;
  phone: string;
  email: string;
  address: string;
  postalCode: string;
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  villageCode: string;
  /** Price area 0-4 derived from the city (see reference.ts). */
  areaId: number;
  /** NIK of the office owner / person in charge (16 digits). */
  ktpNumber: string;
  birthdate: string;
  sex: Sex;
  maritalStatus: MaritalStatus;
  spouseName: string | null;
  spouseBirthdate: string | null;
  /** Heir (nama_pewaris / tanggal_pewaris). */
  devisorName: string | null;
  devisorBirthdate: string | null;
  /** Refers to EDUCATIONS[].name / PROFESSIONS[].name in reference.ts. */
  educationName: string | null;
  professionName: string | null;
  npwpNumber: string | null;
  npwpName: string | null;
  bankCode: BankCode;
  bankAccountNumber: string;
  bankAccountName: string;
  bankBranchName: string;
  isActive: boolean;
  isSuspended: boolean;
  isKtaNeedDelivery: boolean;
  /** One warehouse per non-member office; null for members. */
  warehouse: WarehouseSeed | null;
}

/**
 * NIK layout: 6-digit district code + DDMMYY (day + 40 for women) + 4-digit serial.
 */
function nik(districtCode: string, birthdate: string, sex: Sex, serial: number): string {
  const [y, m, d] = birthdate.split("-");
  const day = Number(d) + (sex === "female" ? 40 : 0);
  return `${districtCode.replace(/\./g, "")}${String(day).padStart(2, "0")}${m}${(y ?? "").slice(2)}${String(serial).padStart(4, "0")}`;
}

type OfficeInput = Omit<OfficeSeed, "areaId" | "ktpNumber" | "provinceCode" | "isSuspended"> & {
  nikSerial: number;
};

function office(input: OfficeInput): OfficeSeed {
  const { nikSerial, ...rest } = input;
  return {
    ...rest,
    provinceCode: input.cityCode.split(".")[0] ?? "",
    areaId: areaForCity(input.cityCode),
    ktpNumber: nik(input.districtCode, input.birthdate, input.sex, nikSerial),
    isSuspended: false,
  };
}

const COMPANY_DEFAULTS = {
  registrarKey: null,
  isActive: true,
  isKtaNeedDelivery: false,
} as const;

const MEMBER_DEFAULTS = {
  officeCategoryId: OFFICE_CATEGORY.MEMBER,
  officeType: "member",
  isActive: true,
  warehouse: null,
} as const;

export const OFFICES: OfficeSeed[] = [
  office({
    ...COMPANY_DEFAULTS,
    key: "pusat",
    code: "PUSAT",
    name: "PT Nusantara Sehat Sejahtera (Kantor Pusat)",
    officeCategoryId: OFFICE_CATEGORY.PUSAT,
    officeType: "pusat",
    uplineKey: null,
    phone: "0216345678",
    email: "pusat@nusantarasehat.co.id",
    address: "Jl. Cideng Barat No. 47",
    postalCode: "10150",
    cityCode: "31.71",
    districtCode: "31.71.01",
    villageCode: "31.71.01.1002",
    birthdate: "1970-08-17",
    sex: "male",
    maritalStatus: "married",
    spouseName: "Ratna Kusumawati",
    spouseBirthdate: "1973-02-11",
    devisorName: null,
    devisorBirthdate: null,
    educationName: "S2",
    professionName: "Wiraswasta",
    npwpNumber: "013456789071000",
    npwpName: "PT Nusantara Sehat Sejahtera",
    bankCode: "014",
    bankAccountNumber: "0123456789",
    bankAccountName: "PT Nusantara Sehat Sejahtera",
    bankBranchName: "KCU Gambir",
    warehouse: { code: "GD-PUSAT", name: "Gudang Pusat Jakarta" },
    nikSerial: 1,
  }),
  office({
    ...COMPANY_DEFAULTS,
    key: "kp-1",
    code: "KP-001",
    name: "Kantor Pelayanan Bandung",
    officeCategoryId: OFFICE_CATEGORY.KANTOR_PELAYANAN,
    officeType: "kantor_pelayanan",
    uplineKey: "pusat",
    phone: "0222503417",
    email: "kp.bandung@nusantarasehat.co.id",
    address: "Jl. Dipatiukur No. 112",
    postalCode: "40132",
    cityCode: "32.73",
    districtCode: "32.73.02",
    villageCode: "32.73.02.1002",
    birthdate: "1978-04-23",
    sex: "female",
    maritalStatus: "married",
    spouseName: "Asep Saepudin",
    spouseBirthdate: "1976-09-30",
    devisorName: "Nadia Putri Saepudin",
    devisorBirthdate: "2004-06-15",
    educationName: "S1",
    professionName: "Wiraswasta",
    npwpNumber: "024567890423000",
    npwpName: "Yuliana Sari",
    bankCode: "009",
    bankAccountNumber: "0987654321",
    bankAccountName: "Yuliana Sari",
    bankBranchName: "KCU Bandung Dago",
    warehouse: { code: "GD-KP-001", name: "Gudang KP Bandung" },
    nikSerial: 2,
  }),
  office({
    ...COMPANY_DEFAULTS,
    key: "sc-1",
    code: "SC-001",
    name: "Stockist Center Surabaya",
    officeCategoryId: OFFICE_CATEGORY.STOCKIST_CENTER,
    officeType: "stockist_center",
    uplineKey: null,
    phone: "0318412236",
    email: "sc.surabaya@nusantarasehat.co.id",
    address: "Jl. Jemursari No. 88",
    postalCode: "60239",
    cityCode: "35.78",
    districtCode: "35.78.02",
    villageCode: "35.78.02.1002",
    birthdate: "1975-11-05",
    sex: "male",
    maritalStatus: "married",
    spouseName: "Linda Wijaya",
    spouseBirthdate: "1978-01-19",
    devisorName: "Kevin Gunawan",
    devisorBirthdate: "2002-03-08",
    educationName: "S1",
    professionName: "Pedagang",
    npwpNumber: "035678901614000",
    npwpName: "Hendra Gunawan",
    bankCode: "008",
    bankAccountNumber: "1420012345678",
    bankAccountName: "Hendra Gunawan",
    bankBranchName: "KC Surabaya Jemursari",
    warehouse: { code: "GD-SC-001", name: "Gudang SC Surabaya" },
    nikSerial: 3,
  }),
  office({
    ...COMPANY_DEFAULTS,
    key: "stockist-1",
    code: "STK-001",
    name: "Stockist Malang Sejahtera",
    officeCategoryId: OFFICE_CATEGORY.STOCKIST,
    officeType: "stockist",
    uplineKey: "sc-1",
    phone: "081234560101",
    email: "stockist.malang@mail.example",
    address: "Jl. Kawi No. 21",
    postalCode: "65111",
    cityCode: "35.73",
    districtCode: "35.73.02",
    villageCode: "35.73.02.1001",
    birthdate: "1982-07-14",
    sex: "male",
    maritalStatus: "married",
    spouseName: "Endang Purwanti",
    spouseBirthdate: "1984-12-02",
    devisorName: "Aditya Suryanto",
    devisorBirthdate: "2008-10-10",
    educationName: "D3",
    professionName: "Wiraswasta",
    npwpNumber: "045678902652000",
    npwpName: "Bambang Suryanto",
    bankCode: "002",
    bankAccountNumber: "005101000123456",
    bankAccountName: "Bambang Suryanto",
    bankBranchName: "KC Malang Kawi",
    warehouse: { code: "GD-STK-001", name: "Gudang Stockist Malang" },
    nikSerial: 4,
  }),
  office({
    ...COMPANY_DEFAULTS,
    key: "stockist-2",
    code: "STK-002",
    name: "Stockist Semarang Berkah",
    officeCategoryId: OFFICE_CATEGORY.STOCKIST,
    officeType: "stockist",
    uplineKey: "sc-1",
    phone: "081234560202",
    email: "stockist.semarang@mail.example",
    address: "Jl. Pandanaran No. 9",
    postalCode: "50134",
    cityCode: "33.74",
    districtCode: "33.74.01",
    villageCode: "33.74.01.1001",
    birthdate: "1986-01-27",
    sex: "female",
    maritalStatus: "single",
    spouseName: null,
    spouseBirthdate: null,
    devisorName: "Sumarni",
    devisorBirthdate: "1960-05-05",
    educationName: "S1",
    professionName: "Pedagang",
    npwpNumber: null,
    npwpName: null,
    bankCode: "451",
    bankAccountNumber: "7123456789",
    bankAccountName: "Lestari Handayani",
    bankBranchName: "KC Semarang Pandanaran",
    warehouse: { code: "GD-STK-002", name: "Gudang Stockist Semarang" },
    nikSerial: 5,
  }),
  office({
    ...COMPANY_DEFAULTS,
    key: "supplier-1",
    code: "SUP-001",
    name: "PT Herbal Alam Lestari",
    officeCategoryId: OFFICE_CATEGORY.SUPPLIER,
    officeType: "supplier",
    uplineKey: null,
    phone: "0218840321",
    email: "penjualan@herbalalamlestari.co.id",
    address: "Kawasan Industri Kranji Blok C No. 5",
    postalCode: "17135",
    cityCode: "32.75",
    districtCode: "32.75.02",
    villageCode: "32.75.02.1002",
    birthdate: "1972-03-03",
    sex: "male",
    maritalStatus: "married",
    spouseName: "Wulan Sari",
    spouseBirthdate: "1975-07-21",
    devisorName: null,
    devisorBirthdate: null,
    educationName: "S1",
    professionName: "Wiraswasta",
    npwpNumber: "056789013432000",
    npwpName: "PT Herbal Alam Lestari",
    bankCode: "022",
    bankAccountNumber: "800123456700",
    bankAccountName: "PT Herbal Alam Lestari",
    bankBranchName: "KC Bekasi",
    warehouse: { code: "GD-SUP-001", name: "Gudang Supplier Herbal Alam Lestari" },
    nikSerial: 6,
  }),

  /* ---------------------------- members ---------------------------- */
  // Upline tree:
  // member-1 ── member-2 ── member-4 ── member-8
  //          │            │            └ member-9 ── member-12
  //          │            └ member-5
  //          └ member-3 ── member-6 ── member-10
  //                       └ member-7 ── member-11
  office({
    ...MEMBER_DEFAULTS,
    key: "member-1",
    code: "MU-0000001",
    name: "Rina Marlina",
    uplineKey: null,
    registrarKey: "stockist-1",
    phone: "081221340001",
    email: "rina.marlina@mail.example",
    address: "Jl. Gegerkalong Hilir No. 63",
    postalCode: "40153",
    cityCode: "32.73",
    districtCode: "32.73.01",
    villageCode: "32.73.01.1002",
    birthdate: "1985-03-12",
    sex: "female",
    maritalStatus: "married",
    spouseName: "Dadang Hermawan",
    spouseBirthdate: "1982-10-01",
    devisorName: "Salsabila Hermawan",
    devisorBirthdate: "2010-04-21",
    educationName: "S1",
    professionName: "Wiraswasta",
    npwpNumber: "067890124423000",
    npwpName: "Rina Marlina",
    bankCode: "014",
    bankAccountNumber: "4370123456",
    bankAccountName: "Rina Marlina",
    bankBranchName: "KCP Setiabudi Bandung",
    isKtaNeedDelivery: true,
    nikSerial: 1,
  }),
  office({
    ...MEMBER_DEFAULTS,
    key: "member-2",
    code: "MU-0000002",
    name: "Dedi Kurniawan",
    uplineKey: "member-1",
    registrarKey: "stockist-1",
    phone: "081221340002",
    email: "dedi.kurniawan@mail.example",
    address: "Jl. Tebet Timur Dalam II No. 14",
    postalCode: "12820",
    cityCode: "31.74",
    districtCode: "31.74.01",
    villageCode: "31.74.01.1001",
    birthdate: "1988-09-02",
    sex: "male",
    maritalStatus: "married",
    spouseName: "Yanti Susanti",
    spouseBirthdate: "1990-05-17",
    devisorName: "Yanti Susanti",
    devisorBirthdate: "1990-05-17",
    educationName: "D3",
    professionName: "Karyawan Swasta",
    npwpNumber: null,
    npwpName: null,
    bankCode: "008",
    bankAccountNumber: "1240009876543",
    bankAccountName: "Dedi Kurniawan",
    bankBranchName: "KCP Tebet",
    isKtaNeedDelivery: false,
    nikSerial: 2,
  }),
  office({
    ...MEMBER_DEFAULTS,
    key: "member-3",
    code: "MU-0000003",
    name: "Sri Wahyuni",
    uplineKey: "member-1",
    registrarKey: "sc-1",
    phone: "081221340003",
    email: "sri.wahyuni@mail.example",
    address: "Jl. Rungkut Asri Utara VI No. 30",
    postalCode: "60293",
    cityCode: "35.78",
    districtCode: "35.78.03",
    villageCode: "35.78.03.1001",
    birthdate: "1979-12-25",
    sex: "female",
    maritalStatus: "married",
    spouseName: "Slamet Riyadi",
    spouseBirthdate: "1977-08-08",
    devisorName: "Dimas Riyadi",
    devisorBirthdate: "2003-01-30",
    educationName: "SMA/SMK",
    professionName: "Ibu Rumah Tangga",
    npwpNumber: null,
    npwpName: null,
    bankCode: "002",
    bankAccountNumber: "003201028765432",
    bankAccountName: "Sri Wahyuni",
    bankBranchName: "KCP Rungkut",
    isKtaNeedDelivery: true,
    nikSerial: 3,
  }),
  office({
    ...MEMBER_DEFAULTS,
    key: "member-4",
    code: "MU-0000004",
    name: "Andi Saputra",
    uplineKey: "member-2",
    registrarKey: "kp-1",
    phone: "081221340004",
    email: "andi.saputra@mail.example",
    address: "Jl. Veteran Selatan No. 201",
    postalCode: "90131",
    cityCode: "73.71",
    districtCode: "73.71.02",
    villageCode: "73.71.02.1002",
    birthdate: "1991-06-18",
    sex: "male",
    maritalStatus: "single",
    spouseName: null,
    spouseBirthdate: null,
    devisorName: "Hasnah",
    devisorBirthdate: "1965-11-11",
    educationName: "S1",
    professionName: "Guru/Dosen",
    npwpNumber: "078901235801000",
    npwpName: "Andi Saputra",
    bankCode: "009",
    bankAccountNumber: "0456789123",
    bankAccountName: "Andi Saputra",
    bankBranchName: "KC Makassar",
    isKtaNeedDelivery: true,
    nikSerial: 4,
  }),
  office({
    ...MEMBER_DEFAULTS,
    key: "member-5",
    code: "MU-0000005",
    name: "I Ketut Ariawan",
    uplineKey: "member-2",
    registrarKey: "stockist-1",
    phone: "081221340005",
    email: "ketut.ariawan@mail.example",
    address: "Jl. Danau Tamblingan No. 77",
    postalCode: "80222",
    cityCode: "51.71",
    districtCode: "51.71.01",
    villageCode: "51.71.01.1002",
    birthdate: "1983-02-09",
    sex: "male",
    maritalStatus: "married",
    spouseName: "Ni Made Sukmawati",
    spouseBirthdate: "1986-07-04",
    devisorName: "Ni Made Sukmawati",
    devisorBirthdate: "1986-07-04",
    educationName: "SMA/SMK",
    professionName: "Wiraswasta",
    npwpNumber: null,
    npwpName: null,
    bankCode: "002",
    bankAccountNumber: "046701012345678",
    bankAccountName: "I Ketut Ariawan",
    bankBranchName: "KC Denpasar Renon",
    isKtaNeedDelivery: false,
    nikSerial: 5,
  }),
  office({
    ...MEMBER_DEFAULTS,
    key: "member-6",
    code: "MU-0000006",
    name: "Maria Simanjuntak",
    uplineKey: "member-3",
    registrarKey: "stockist-2",
    phone: "081221340006",
    email: "maria.simanjuntak@mail.example",
    address: "Jl. Pandu No. 45",
    postalCode: "20212",
    cityCode: "12.71",
    districtCode: "12.71.01",
    villageCode: "12.71.01.1002",
    birthdate: "1990-10-30",
    sex: "female",
    maritalStatus: "single",
    spouseName: null,
    spouseBirthdate: null,
    devisorName: "Tiurma Sitorus",
    devisorBirthdate: "1962-03-14",
    educationName: "S1",
    professionName: "Tenaga Kesehatan",
    npwpNumber: null,
    npwpName: null,
    bankCode: "016",
    bankAccountNumber: "2012345678",
    bankAccountName: "Maria Simanjuntak",
    bankBranchName: "KC Medan Pandu",
    isKtaNeedDelivery: true,
    nikSerial: 6,
  }),
  office({
    ...MEMBER_DEFAULTS,
    key: "member-7",
    code: "MU-0000007",
    name: "Joko Susilo",
    uplineKey: "member-3",
    registrarKey: "stockist-2",
    phone: "081221340007",
    email: "joko.susilo@mail.example",
    address: "Jl. Suroto No. 8, Kotabaru",
    postalCode: "55224",
    cityCode: "34.71",
    districtCode: "34.71.03",
    villageCode: "34.71.03.1002",
    birthdate: "1975-05-20",
    sex: "male",
    maritalStatus: "married",
    spouseName: "Sumiyati",
    spouseBirthdate: "1978-09-09",
    devisorName: "Bayu Susilo",
    devisorBirthdate: "2001-12-12",
    educationName: "S1",
    professionName: "Pegawai Negeri Sipil",
    npwpNumber: "089012346541000",
    npwpName: "Joko Susilo",
    bankCode: "200",
    bankAccountNumber: "0023401567890",
    bankAccountName: "Joko Susilo",
    bankBranchName: "KC Yogyakarta",
    isKtaNeedDelivery: false,
    nikSerial: 7,
  }),
  office({
    ...MEMBER_DEFAULTS,
    key: "member-8",
    code: "MU-0000008",
    name: "Nurhayati",
    uplineKey: "member-4",
    registrarKey: "kp-1",
    phone: "081221340008",
    email: "nurhayati@mail.example",
    address: "Jl. Sudirman Lrg. Pinang No. 12",
    postalCode: "30141",
    cityCode: "16.71",
    districtCode: "16.71.01",
    villageCode: "16.71.01.1001",
    birthdate: "1993-08-08",
    sex: "female",
    maritalStatus: "married",
    spouseName: "Muhammad Ridwan",
    spouseBirthdate: "1990-02-02",
    devisorName: "Muhammad Ridwan",
    devisorBirthdate: "1990-02-02",
    educationName: "SMA/SMK",
    professionName: "Pedagang",
    npwpNumber: null,
    npwpName: null,
    bankCode: "451",
    bankAccountNumber: "7234567890",
    bankAccountName: "Nurhayati",
    bankBranchName: "KC Palembang",
    isKtaNeedDelivery: true,
    nikSerial: 8,
  }),
  office({
    ...MEMBER_DEFAULTS,
    key: "member-9",
    code: "MU-0000009",
    name: "Yohanes Tandi",
    uplineKey: "member-4",
    registrarKey: "kp-1",
    phone: "081221340009",
    email: "yohanes.tandi@mail.example",
    address: "Jl. Pahlawan No. 19",
    postalCode: "75124",
    cityCode: "64.72",
    districtCode: "64.72.03",
    villageCode: "64.72.03.1001",
    birthdate: "1987-04-04",
    sex: "male",
    maritalStatus: "married",
    spouseName: "Elisabeth Rante",
    spouseBirthdate: "1989-06-26",
    devisorName: "Elisabeth Rante",
    devisorBirthdate: "1989-06-26",
    educationName: "D3",
    professionName: "Karyawan Swasta",
    npwpNumber: null,
    npwpName: null,
    bankCode: "009",
    bankAccountNumber: "0567891234",
    bankAccountName: "Yohanes Tandi",
    bankBranchName: "KC Samarinda",
    isKtaNeedDelivery: true,
    nikSerial: 9,
  }),
  office({
    ...MEMBER_DEFAULTS,
    key: "member-10",
    code: "MU-0000010",
    name: "Fitri Handayani",
    uplineKey: "member-6",
    registrarKey: "stockist-1",
    phone: "081221340010",
    email: "fitri.handayani@mail.example",
    address: "Jl. Raya Arjosari No. 56",
    postalCode: "65126",
    cityCode: "35.73",
    districtCode: "35.73.01",
    villageCode: "35.73.01.1002",
    birthdate: "1995-01-15",
    sex: "female",
    maritalStatus: "single",
    spouseName: null,
    spouseBirthdate: null,
    devisorName: "Suparmi",
    devisorBirthdate: "1968-08-17",
    educationName: "S1",
    professionName: "Karyawan Swasta",
    npwpNumber: null,
    npwpName: null,
    bankCode: "014",
    bankAccountNumber: "3150987654",
    bankAccountName: "Fitri Handayani",
    bankBranchName: "KCP Blimbing",
    isKtaNeedDelivery: false,
    nikSerial: 10,
  }),
  office({
    ...MEMBER_DEFAULTS,
    key: "member-11",
    code: "MU-0000011",
    name: "Rizky Pratama",
    uplineKey: "member-7",
    registrarKey: "stockist-2",
    phone: "081221340011",
    email: "rizky.pratama@mail.example",
    address: "Jl. Gajah Mada No. 101",
    postalCode: "78122",
    cityCode: "61.71",
    districtCode: "61.71.01",
    villageCode: "61.71.01.1003",
    birthdate: "1998-11-21",
    sex: "male",
    maritalStatus: "single",
    spouseName: null,
    spouseBirthdate: null,
    devisorName: "Herlina",
    devisorBirthdate: "1970-10-03",
    educationName: "S1",
    professionName: "Pelajar/Mahasiswa",
    npwpNumber: null,
    npwpName: null,
    bankCode: "011",
    bankAccountNumber: "003612345678",
    bankAccountName: "Rizky Pratama",
    bankBranchName: "KC Pontianak",
    isKtaNeedDelivery: true,
    nikSerial: 11,
  }),
  office({
    ...MEMBER_DEFAULTS,
    key: "member-12",
    code: "MU-0000012",
    name: "Agnes Wenas",
    uplineKey: "member-9",
    registrarKey: "kp-1",
    phone: "081221340012",
    email: "agnes.wenas@mail.example",
    address: "Jl. Yos Sudarso No. 33",
    postalCode: "95239",
    cityCode: "71.71",
    districtCode: "71.71.02",
    villageCode: "71.71.02.1002",
    birthdate: "1984-07-07",
    sex: "female",
    maritalStatus: "married",
    spouseName: "Frans Lumentut",
    spouseBirthdate: "1981-12-24",
    devisorName: "Frans Lumentut",
    devisorBirthdate: "1981-12-24",
    educationName: "S1",
    professionName: "Wiraswasta",
    npwpNumber: "090123457823000",
    npwpName: "Agnes Wenas",
    bankCode: "013",
    bankAccountNumber: "4102345678",
    bankAccountName: "Agnes Wenas",
    bankBranchName: "KC Manado",
    isKtaNeedDelivery: false,
    nikSerial: 12,
  }),
];

/** Offices in an order where every uplineKey/registrarKey precedes its dependants. */
export function officesInDependencyOrder(offices: OfficeSeed[] = OFFICES): OfficeSeed[] {
  const byKey = new Map(offices.map((o) => [o.key, o]));
  const done = new Set<string>();
  const out: OfficeSeed[] = [];
  const visit = (o: OfficeSeed, path: string[]): void => {
    if (done.has(o.key)) return;
    if (path.includes(o.key)) throw new Error(`Upline cycle: ${[...path, o.key].join(" -> ")}`);
    for (const dep of [o.uplineKey, o.registrarKey]) {
      if (dep === null) continue;
      const parent = byKey.get(dep);
      if (parent === undefined)
        throw new Error(`Office '${o.key}' references unknown office '${dep}'`);
      visit(parent, [...path, o.key]);
    }
    done.add(o.key);
    out.push(o);
  };
  for (const o of offices) visit(o, []);
  return out;
}
