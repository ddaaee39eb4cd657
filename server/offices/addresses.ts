// POST/PATCH addresses (SPEC §7 "Offices": POST/PATCH addresses): the addresses of an office.
// Who writes (docs/api-master.md "Addresses"): Pusat staff with addresses.create / .update for
// any office; a stockist, SC or KP for its own office and the members (Mitra Usaha) it
// registered, not the stockists it referred; a member
// for its own office. Another office's address is 403 when the caller sees it, 404 when not
// (the addresses row scope). The region must be one chain (village in district in city in
// province, 422 at the field); one primary address per office (a new primary demotes the rest).
import type { DbClient } from "@/server/auth/db-client";
import { hasPermission, isPusat, OFFICE_CATEGORY, type Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import type { TAddressCreateInput, TAddressUpdateInput } from "@/lib/schemas/addresses";
import { invalidAt, resolveAddressRegion } from "./checks";

const ATTR = "/data/attributes";

/** 403 unless the caller may write the addresses of `officeId` (see the header). */
async function assertWritableOffice(
  db: DbClient,
  actor: Actor,
  officeId: string,
  permission: string,
) {
  if (!hasPermission(actor, permission)) throw AppError.forbidden();
  if (isPusat(actor) || actor.officeId === officeId) return;
  const registered = await db.office.count({
    where: {
      id: officeId,
      officeReferralId: actor.officeId ?? "",
      officeCategoryId: OFFICE_CATEGORY.MEMBER,
      deletedAt: null,
    },
  });
  if (registered === 0)
    throw AppError.forbidden("Alamat kantor lain hanya dapat diubah oleh kantor itu atau Pusat");
}

export async function createAddress(
  db: DbClient,
  input: TAddressCreateInput,
  actor: Actor,
  id?: string,
): Promise<string> {
  if (!hasPermission(actor, "addresses.create")) throw AppError.forbidden();
  const office = await db.office.findFirst({
    where: { id: input.office, deletedAt: null },
    select: { id: true },
  });
  if (!office) throw invalidAt("/data/relationships/office", "Kantor tidak ditemukan");
  await assertWritableOffice(db, actor, office.id, "addresses.create");
  await resolveAddressRegion(db, input, ATTR);
  const primary = input.is_primary ?? true;
  if (primary)
    await db.officeAddress.updateMany({
      where: { officeId: office.id, isPrimary: true },
      data: { isPrimary: false },
    });
  const row = await db.officeAddress.create({
    data: {
      ...(id ? { id } : {}),
      officeId: office.id,
      address: input.address ?? null,
      provinceId: input.province_id,
      cityId: input.city_id,
      districtId: input.district_id,
      villageId: input.village_id,
      postalCode: input.postal_code ?? null,
      isPrimary: primary,
    },
    select: { id: true },
  });
  return row.id;
}

export async function updateAddress(
  db: DbClient,
  id: string,
  input: TAddressUpdateInput,
  actor: Actor,
): Promise<void> {
  const row = await db.officeAddress.findUnique({
    where: { id },
    select: { officeId: true, provinceId: true, cityId: true, districtId: true, villageId: true },
  });
  if (!row) throw AppError.notFound("Alamat tidak ditemukan");
  await assertWritableOffice(db, actor, row.officeId, "addresses.update");
  const regionKeys = ["province_id", "city_id", "district_id", "village_id"] as const;
  const given = regionKeys.filter((k) => input[k] !== undefined);
  if (given.length > 0 && given.length < regionKeys.length) {
    const missing = regionKeys.find((k) => input[k] === undefined) ?? "province_id";
    throw invalidAt(
      `${ATTR}/${missing}`,
      "Provinsi, kabupaten/kota, kecamatan dan desa diubah bersama",
    );
  }
  if (given.length === regionKeys.length)
    await resolveAddressRegion(
      db,
      {
        province_id: input.province_id ?? "",
        city_id: input.city_id ?? "",
        district_id: input.district_id ?? "",
        village_id: input.village_id ?? "",
      },
      ATTR,
    );
  if (input.is_primary === true)
    await db.officeAddress.updateMany({
      where: { officeId: row.officeId, isPrimary: true, id: { not: id } },
      data: { isPrimary: false },
    });
  await db.officeAddress.update({
    where: { id },
    data: {
      ...(input.address !== undefined ? { address: input.address } : {}),
      ...(given.length
        ? {
            provinceId: input.province_id,
            cityId: input.city_id,
            districtId: input.district_id,
            villageId: input.village_id,
          }
        : {}),
      ...(input.postal_code !== undefined ? { postalCode: input.postal_code } : {}),
      ...(input.is_primary !== undefined ? { isPrimary: input.is_primary } : {}),
    },
  });
}
