/** Office category ids are fixed (docs/data-model.md); names as the UI shows them. */
export const OFFICE_CATEGORY_IDS = {
  PUSAT: 1,
  KANTOR_PELAYANAN: 2,
  STOCKIST_CENTER: 3,
  STOCKIST: 4,
  MEMBER: 5,
  SUPPLIER: 6,
} as const;

export const OFFICE_CATEGORY_LABEL: Record<number, string> = {
  1: "Pusat",
  2: "Kantor Pelayanan",
  3: "Stockist Center",
  4: "Stockist",
  5: "Mitra Usaha",
  6: "Supplier",
};

/** Price areas 0-4 (SPEC §9). */
export const AREA_LABEL: Record<number, string> = { 0: "Jawa", 1: "I", 2: "II", 3: "III", 4: "IV" };
