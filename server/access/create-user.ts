// POST users (Admin > Master > Users > Tambah User): a sign-in account of any office with its
// roles, by Pusat staff holding users.create. The password is hashed with the one helper
// (server/auth/password.ts); a taken email is a 409.
import type { Db } from "@/server/prisma-client";
import type { Actor } from "@/server/auth/actor";
import { assertMayGrantRoles } from "./role-grants";
import { hashPassword } from "@/server/auth/password";
import { requirePusatWith } from "@/server/master/access";
import { ZUserCreateInput, type TUserCreateInput } from "@/lib/schemas/users";
import { isUniqueError } from "./unique-error";
import { AppError } from "@/server/errors";
import { EMAIL_TAKEN } from "@/lib/schemas/users";
import { assertEmailFree, assertOfficeExists, assertRolesExist, setUserRoles } from "./user-refs";

export async function createUser(db: Db, input: TUserCreateInput, actor: Actor): Promise<string> {
  requirePusatWith(actor, "users.create");
  const v = ZUserCreateInput.parse(input);
  await assertEmailFree(db, v.email, null);
  await assertOfficeExists(db, v.office);
  await assertRolesExist(db, v.roles);
  await assertMayGrantRoles(db, actor, null, v.roles);
  const passwordHash = await hashPassword(v.password);
  try {
    return await db.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: {
          name: v.name,
          email: v.email,
          phone: v.phone ?? null,
          passwordHash,
          isActive: v.is_active,
          officeId: v.office,
          // Created by an administrator who knows the address: no verification round trip.
          emailVerifiedAt: new Date(),
        },
        select: { id: true },
      });
      await setUserRoles(tx, user.id, v.roles);
      return user.id;
    });
  } catch (error) {
    // A concurrent create with the same email loses at the unique index.
    if (isUniqueError(error))
      throw AppError.conflict(EMAIL_TAKEN, { pointer: "/data/attributes/email" });
    throw error;
  }
}
