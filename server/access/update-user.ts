// PATCH users/{id}: a user changes their own name, phone and current role (role switch); Pusat
// staff with users.update also change another user's email, password, office, active flag and
// roles (Admin > Master > Users > edit). The roles are replaced as a set.
import type { Db } from "@/server/prisma-client";
import { forgetActor, hasPermission, isPusat, type Actor } from "@/server/auth/actor";
import { hashPassword } from "@/server/auth/password";
import { revokeAllRefreshTokensOf } from "./revoke-tokens";
import { switchRole } from "@/server/users/switch-role";
import { AppError } from "@/server/errors";
import {
  EMAIL_TAKEN,
  SELF_USER_FIELDS,
  ZUserUpdateInput,
  type TUserUpdateInput,
} from "@/lib/schemas/users";
import { isUniqueError } from "./unique-error";
import { assertMayGrantRoles } from "./role-grants";
import { assertEmailFree, assertOfficeExists, assertRolesExist, setUserRoles } from "./user-refs";

const SELF = new Set<string>(SELF_USER_FIELDS);

export function mayAdministerUsers(actor: Actor, permission: "users.update" | "users.create") {
  return isPusat(actor) && hasPermission(actor, permission);
}

export async function updateUser(
  db: Db,
  input: TUserUpdateInput & { id: string },
  actor: Actor,
): Promise<void> {
  const { id, ...rest } = input;
  const v = ZUserUpdateInput.parse(rest);
  const self = actor.userId === id;
  const adminFields = Object.keys(v).filter((k) => !SELF.has(k) && k !== "password_confirmation");
  const admin = mayAdministerUsers(actor, "users.update");
  if (!self && !hasPermission(actor, "users.update")) throw AppError.forbidden();
  if (adminFields.length && !admin) throw AppError.forbidden();
  if (self && v.is_active === false)
    throw AppError.validation([
      {
        detail: "Anda tidak dapat menonaktifkan akun anda sendiri",
        source: { pointer: "/data/attributes/is_active" },
      },
    ]);

  if (v.current_role !== undefined) await switchRole(db, actor, id, v.current_role);
  if (v.email !== undefined) await assertEmailFree(db, v.email, id);
  if (v.office !== undefined) await assertOfficeExists(db, v.office);
  if (v.roles !== undefined) {
    await assertRolesExist(db, v.roles);
    await assertMayGrantRoles(db, actor, id, v.roles);
  }
  const data: {
    name?: string;
    phone?: string | null;
    email?: string;
    passwordHash?: string;
    isActive?: boolean;
    officeId?: string;
  } = {};
  if (v.name !== undefined) data.name = v.name;
  if (v.phone !== undefined) data.phone = v.phone;
  if (v.email !== undefined) data.email = v.email;
  if (v.is_active !== undefined) data.isActive = v.is_active;
  if (v.office !== undefined) data.officeId = v.office;
  if (v.password !== undefined) data.passwordHash = await hashPassword(v.password);
  try {
    await db.$transaction(async (tx) => {
      if (Object.keys(data).length) await tx.user.update({ where: { id }, data });
      if (v.roles !== undefined) await setUserRoles(tx, id, v.roles);
      // A new password or a deactivation ends the user's API sessions (refresh tokens).
      if (data.passwordHash !== undefined || data.isActive === false)
        await revokeAllRefreshTokensOf(tx, id);
    });
  } catch (error) {
    if (isUniqueError(error))
      throw AppError.conflict(EMAIL_TAKEN, { pointer: "/data/attributes/email" });
    throw error;
  }
  forgetActor(id);
}

/** PATCH users/{id}/relationships/roles: replace the user's roles (Pusat + users.update). */
export async function replaceUserRoles(
  db: Db,
  userId: string,
  roleIds: string[],
  actor: Actor,
): Promise<void> {
  if (!mayAdministerUsers(actor, "users.update")) throw AppError.forbidden();
  if (!roleIds.length)
    throw AppError.validation([
      { detail: "Pilih minimal satu role", source: { pointer: "/data" } },
    ]);
  await assertRolesExist(db, roleIds);
  await assertMayGrantRoles(db, actor, userId, roleIds);
  await db.$transaction((tx) => setUserRoles(tx, userId, roleIds));
  forgetActor(userId);
}
