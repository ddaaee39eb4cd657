// PATCH offices/{id}: Pusat staff with offices.update edit any office; any other office edits only
// itself. Category and type change only through promoteToStockist / promoteToSC.
import type { Db } from "@/server/prisma-client";
import { forgetActor, hasPermission, isPusat, type Actor } from "@/server/auth/actor";
import { revokeOfficeRefreshTokens } from "@/server/access/revoke-tokens";
import { AppError } from "@/server/errors";
import {
  NIK_TAKEN,
  OFFICE_CODE_TAKEN,
  ZOfficeUpdateInput,
  type TOfficeUpdateInput,
} from "@/lib/schemas/master";
import { assertFree } from "@/server/master/unique";
import { assertOfficeReferences } from "./checks";

export function canUpdateOffice(actor: Actor, officeId: string): boolean {
  if (!hasPermission(actor, "offices.update")) return false;
  return isPusat(actor) || actor.officeId === officeId;
}

export async function updateOffice(
  db: Db,
  input: TOfficeUpdateInput & { id: string },
  actor: Actor,
): Promise<void> {
  const { id, ...rest } = input;
  if (!canUpdateOffice(actor, id)) throw AppError.forbidden();
  const v = ZOfficeUpdateInput.parse(rest);
  if (v.code !== undefined) {
    const found = await db.office.findFirst({
      where: { code: { equals: v.code, mode: "insensitive" } },
      select: { id: true },
    });
    assertFree(found, id, `${OFFICE_CODE_TAKEN}: ${v.code}`, "code");
  }
  if (v.ktp_number !== undefined) {
    const found = await db.office.findFirst({
      where: { ktpNumber: v.ktp_number, deletedAt: null, id: { not: id } },
      select: { id: true },
    });
    assertFree(found, id, NIK_TAKEN, "ktp_number");
  }
  await assertOfficeReferences(db, v);
  const date = (s: string | null | undefined) =>
    s === undefined ? undefined : s === null ? null : new Date(`${s}T00:00:00Z`);
  const single = v.marital_status === "single";
  const closing = v.is_active === false || v.is_suspended === true;
  const userIds = await db.$transaction(async (tx) => {
    await tx.office.update({
      where: { id },
      data: {
        code: v.code,
        name: v.name,
        phone: v.phone,
        email: v.email,
        address: v.address,
        address2: v.address2,
        postalCode: v.postal_code,
        npwpNumber: v.npwp_number,
        npwpName: v.npwp_name,
        bankAccountNumber: v.bank_account_number,
        bankAccountName: v.bank_account_name,
        bankBranchName: v.bank_branch_name,
        isActive: v.is_active,
        // Pusat-only fields (code, area, is_active, is_suspended) are guarded by their `write`
        // declaration in resources.ts before this runs.
        isSuspended: v.is_suspended,
        isPbsActivated: v.is_pbs_activated,
        isKtaNeedDelivery: v.is_kta_need_delivery,
        ktpNumber: v.ktp_number,
        birthdate: date(v.birthdate),
        sex: v.sex,
        maritalStatus: v.marital_status,
        // Spouse fields exist only for a married partner (SPEC §4).
        spouseName: single ? null : v.spouse_name,
        spouseBirthdate: single ? null : date(v.spouse_birthdate),
        devisorName: v.devisor_name,
        devisorBirthdate: date(v.devisor_birthdate),
        areaId: v.area,
        bankId: v.bank,
        educationId: v.education,
        professionId: v.profession,
      },
    });
    // Deactivating or suspending an office ends its users' sessions, as deactivating a user does.
    return closing ? revokeOfficeRefreshTokens(tx, id) : [];
  });
  for (const userId of userIds) forgetActor(userId);
}
