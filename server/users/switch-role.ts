// Role switch (SPEC §4 "Role switch", §5): PATCH users/{id} with attribute current_role. The
// generic users handler calls this for that attribute.
import "server-only";
import { forgetActor, type Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";

export interface SwitchRoleResult {
  userId: string;
  currentRole: string;
}

const POINTER = { pointer: "/data/attributes/current_role" };

/**
 * Makes `roleName` the user's current role. Only the user (or a superadmin) may switch; the
 * role must be one of the user's roles and the user must have at least 2 roles.
 */
export async function switchRole(
  db: DbClient,
  actor: Actor,
  userId: string,
  roleName: string,
): Promise<SwitchRoleResult> {
  if (actor.userId !== userId && !actor.isSuperadmin)
    throw AppError.forbidden("Anda hanya dapat mengganti role anda sendiri");
  const user = await db.user.findFirst({
    where: { id: userId, deletedAt: null },
    select: {
      userRoles: {
        where: { role: { deletedAt: null } },
        select: { role: { select: { id: true, name: true } } },
      },
    },
  });
  if (!user) throw AppError.notFound("User tidak ditemukan");
  const roles = user.userRoles.map((ur) => ur.role);
  if (roles.length < 2)
    throw AppError.validation([
      { detail: "Ganti role membutuhkan minimal 2 role", source: POINTER },
    ]);
  const role = roles.find((r) => r.name === roleName);
  if (!role)
    throw AppError.validation([{ detail: "Role tidak dimiliki user ini", source: POINTER }]);
  // One statement (nested write), so the change and its log entry land together on any client.
  await db.user.update({
    where: { id: userId },
    data: { currentRoleId: role.id, userLogs: { create: { action: "role_switched" } } },
  });
  forgetActor(userId);
  return { userId, currentRole: role.name };
}
