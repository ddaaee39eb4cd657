/** Office category ids are fixed (docs/data-model.md); names as the UI shows them. */
export const OFFICE_CATEGORY_IDS = {
  PUSAT: 1,
  KANTOR_PELAYANAN: 2,
  STOCKIST_CENTER: 3,
  STOCKIST: 4,
  MEMBER: 5,
  SUPPLIER: 6,
} as const;

/**
 * The office categories with a saldo page (/saldo, SPEC §6): Stockist and Stockist Center, and
 * the Kantor Pelayanan, whose returs are credited to its saldo (docs/returns.md). The page and
 * the profile menu's 'Saldo' entry follow this one list.
 */
export const SALDO_OFFICE_CATEGORIES: readonly number[] = [
  OFFICE_CATEGORY_IDS.STOCKIST,
  OFFICE_CATEGORY_IDS.STOCKIST_CENTER,
  OFFICE_CATEGORY_IDS.KANTOR_PELAYANAN,
];

export function hasSaldo(officeCategoryId: number | null | undefined): boolean {
  return officeCategoryId != null && SALDO_OFFICE_CATEGORIES.includes(officeCategoryId);
}

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
