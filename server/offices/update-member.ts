// Editing a Mitra Usaha with the member form (SPEC §2 "Member create/edit form", §7 "update adds
// data.id"): the same document as createMember, applied in one transaction to the office row, its
// primary structured address and its referral upline. The price area follows the city again.
// Who: Pusat with offices.update edits any member; a registrar office (Stockist, SC, KP) with
// offices.update edits the members it registered (member-scope.ts, others are 404); a member may
// edit itself but not move itself to another upline (403).
import type { Db } from "@/server/prisma-client";
import { hasPermission, OFFICE_CATEGORY, type Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { NIK_TAKEN, ZCreateMemberInput, type TCreateMemberInput } from "@/lib/schemas/master";
import { assertOfficeReferences, invalidAt, resolveAddressRegion } from "./checks";
import { assertMemberRules, findUpline, lockMemberRegistry, memberDate } from "./create-member";
import { findManagedMember } from "./member-scope";

export const UPLINE_CYCLE = "Upline tidak boleh mitra usaha ini sendiri atau downline-nya";
export const UPLINE_SELF_CHANGE = "Upline hanya dapat diubah oleh kantor pendaftar";

export async function updateMember(
  db: Db,
  input: TCreateMemberInput & { id: string },
  actor: Actor,
): Promise<void> {
  const { id: rawId, ...rest } = input;
  if (!actor.isSuperadmin && !hasPermission(actor, "offices.update")) throw AppError.forbidden();
  const id = await findManagedMember(db, actor, rawId);
  const v = ZCreateMemberInput.parse(rest);
  assertMemberRules(v, actor);
  await assertOfficeReferences(db, v);
  const { areaId } = await resolveAddressRegion(db, v.address_details);
  const upline = await findUpline(db, v.referal.no_upline);
  const current = await db.office.findUniqueOrThrow({
    where: { id },
    select: { officeReferralId: true },
  });
  if (upline.id !== current.officeReferralId) {
    if (actor.officeCategoryId === OFFICE_CATEGORY.MEMBER)
      throw AppError.forbidden(UPLINE_SELF_CHANGE);
    if (upline.id === id || (await isDownline(db, id, upline.id)))
      throw invalidAt("/data/attributes/referal/no_upline", UPLINE_CYCLE);
  }

  await db.$transaction(async (tx) => {
    await lockMemberRegistry(tx);
    const sameNik = await tx.office.findFirst({
      where: { ktpNumber: v.ktp_number, deletedAt: null, id: { not: id } },
      select: { id: true },
    });
    if (sameNik) throw AppError.conflict(NIK_TAKEN, { pointer: "/data/attributes/ktp_number" });
    await tx.office.update({
      where: { id },
      data: {
        name: v.name,
        areaId,
        address: v.address,
        postalCode: v.postal_code,
        phone: v.phone,
        email: v.email,
        sex: v.sex ?? null,
        maritalStatus: v.marital_status ?? null,
        ktpNumber: v.ktp_number,
        npwpNumber: v.npwp_number,
        npwpName: v.npwp_name,
        birthdate: memberDate(v.birthdate),
        spouseName: v.spouse_name ?? null,
        spouseBirthdate: memberDate(v.spouse_birthdate),
        devisorName: v.devisor_name,
        devisorBirthdate: memberDate(v.devisor_birthdate),
        educationId: v.education,
        professionId: v.profession,
        bankId: v.bank,
        bankAccountNumber: v.bank_account_number,
        bankAccountName: v.bank_account_name,
        bankBranchName: v.bank_branch_name,
        isKtaNeedDelivery: v.is_kta_need_delivery,
        officeReferralId: upline.id,
      },
    });
    const address = {
      address: v.address,
      provinceId: v.address_details.province_id,
      cityId: v.address_details.city_id,
      districtId: v.address_details.district_id,
      villageId: v.address_details.village_id,
      postalCode: v.postal_code,
    };
    const primary = await tx.officeAddress.findFirst({
      where: { officeId: id },
      orderBy: [{ isPrimary: "desc" }, { createdAt: "asc" }],
      select: { id: true },
    });
    if (primary)
      await tx.officeAddress.update({
        where: { id: primary.id },
        data: { ...address, isPrimary: true },
      });
    else await tx.officeAddress.create({ data: { ...address, officeId: id, isPrimary: true } });
    // The referral row mirrors office_referral_id (docs/data-model.md invariant).
    await tx.uplineRelation.upsert({
      where: { officeId_relationType: { officeId: id, relationType: "referral" } },
      update: { uplineId: upline.id },
      create: { officeId: id, uplineId: upline.id, relationType: "referral" },
    });
  });
}

/** True when `candidate` lies below `officeId` in the referral tree. */
async function isDownline(db: Db, officeId: string, candidate: string): Promise<boolean> {
  const rows = await db.$queryRaw<{ ok: number }[]>`
    WITH RECURSIVE tree AS (
      SELECT id FROM offices WHERE office_referral_id = ${officeId}::uuid
      UNION
      SELECT o.id FROM offices o JOIN tree t ON o.office_referral_id = t.id
    )
    SELECT 1 AS ok FROM tree WHERE id = ${candidate}::uuid LIMIT 1`;
  return rows.length > 0;
}
