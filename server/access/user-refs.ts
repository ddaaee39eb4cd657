// Shared checks of the user admin use cases: the office and the roles a user is given must exist
// (422 at their relationship pointer otherwise) and an email belongs to one account only (409).
import { AppError } from "@/server/errors";
import { EMAIL_TAKEN, OFFICE_NOT_FOUND, ROLE_NOT_FOUND } from "@/lib/schemas/users";

import type { DbClient } from "@/server/auth/db-client";

/** The app client or an interactive transaction. */
export type DbOrTx = DbClient;

export async function assertOfficeExists(db: DbOrTx, officeId: string): Promise<void> {
  const office = await db.office.findFirst({
    where: { id: officeId, deletedAt: null },
    select: { id: true },
  });
  if (!office)
    throw AppError.validation([
      { detail: OFFICE_NOT_FOUND, source: { pointer: "/data/relationships/office" } },
    ]);
}

export async function assertRolesExist(db: DbOrTx, roleIds: string[]): Promise<void> {
  const unique = [...new Set(roleIds)];
  const found = await db.role.count({ where: { id: { in: unique }, deletedAt: null } });
  if (found !== unique.length)
    throw AppError.validation([
      { detail: ROLE_NOT_FOUND, source: { pointer: "/data/relationships/roles" } },
    ]);
}

/** 409 when another account (deleted ones included: an address is never reused) has the email. */
export async function assertEmailFree(
  db: DbOrTx,
  email: string,
  selfId: string | null,
): Promise<void> {
  const other = await db.user.findUnique({ where: { email }, select: { id: true } });
  if (other && other.id !== selfId)
    throw AppError.conflict(EMAIL_TAKEN, { pointer: "/data/attributes/email" });
}

/**
 * Replaces the user's roles by `roleIds` (inside the caller's transaction). The current role
 * stays when it is still one of them, else it becomes the first of the new roles.
 */
export async function setUserRoles(tx: DbOrTx, userId: string, roleIds: string[]): Promise<void> {
  const unique = [...new Set(roleIds)];
  await tx.userRole.deleteMany({ where: { userId, roleId: { notIn: unique } } });
  await tx.userRole.createMany({
    data: unique.map((roleId) => ({ userId, roleId })),
    skipDuplicates: true,
  });
  const user = await tx.user.findUnique({ where: { id: userId }, select: { currentRoleId: true } });
  if (!user?.currentRoleId || !unique.includes(user.currentRoleId))
    await tx.user.update({ where: { id: userId }, data: { currentRoleId: unique[0] ?? null } });
}
