// Shared checks of the office write use cases: existence of referenced rows (422 with a pointer).
import type { DbClient as Db } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";

export function invalidAt(pointer: string, detail: string): AppError {
  return AppError.validation([{ detail, source: { pointer } }]);
}

/** Bank, education, profession ids named by a form must exist and not be deleted. */
export async function assertOfficeReferences(
  db: Db,
  refs: { bank?: string | null; education?: string | null; profession?: string | null },
): Promise<void> {
  const [bank, education, profession] = await Promise.all([
    refs.bank
      ? db.bank.findFirst({ where: { id: refs.bank, deletedAt: null }, select: { id: true } })
      : Promise.resolve({ id: "" }),
    refs.education
      ? db.education.findFirst({
          where: { id: refs.education, deletedAt: null },
          select: { id: true },
        })
      : Promise.resolve({ id: "" }),
    refs.profession
      ? db.profession.findFirst({
          where: { id: refs.profession, deletedAt: null },
          select: { id: true },
        })
      : Promise.resolve({ id: "" }),
  ]);
  if (!bank) throw invalidAt("/data/relationships/bank", "Bank tidak ditemukan");
  if (!education) throw invalidAt("/data/relationships/education", "Pendidikan tidak ditemukan");
  if (!profession) throw invalidAt("/data/relationships/profession", "Pekerjaan tidak ditemukan");
}

/**
 * The cascading address of the member form: the village must lie in the district, the district in
 * the city, the city in the province. Answers the city's price area (SPEC §4: area follows the city).
 */
export async function resolveAddressRegion(
  db: Db,
  d: { province_id: string; city_id: string; district_id: string; village_id: string },
  base = "/data/attributes/address_details",
): Promise<{ areaId: number }> {
  const village = await db.village.findUnique({
    where: { id: d.village_id },
    select: {
      districtId: true,
      district: { select: { cityId: true, city: { select: { provinceId: true, areaId: true } } } },
    },
  });
  if (!village) throw invalidAt(`${base}/village_id`, "Desa/kelurahan tidak ditemukan");
  if (village.districtId !== d.district_id)
    throw invalidAt(`${base}/village_id`, "Desa/kelurahan tidak berada di kecamatan ini");
  if (village.district.cityId !== d.city_id)
    throw invalidAt(`${base}/district_id`, "Kecamatan tidak berada di kabupaten/kota ini");
  if (village.district.city.provinceId !== d.province_id)
    throw invalidAt(`${base}/city_id`, "Kabupaten/kota tidak berada di provinsi ini");
  return { areaId: village.district.city.areaId };
}
