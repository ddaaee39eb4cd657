// Nobody grants themselves more than they have (docs/security.md "Role grants"): every path that
// sets a user's roles (PATCH users/{id}, PATCH users/{id}/relationships/roles, POST users) and
// every path that sets a role's permissions (POST/PATCH roles) goes through these checks.
// - Nobody changes their own roles (superadmin included): 403.
// - Nobody grants a role carrying a permission they do not hold themselves, nor the superadmin
//   role unless they are superadmin: 403. Superadmin holds every permission.
// Roles the user already has are not re-checked, so an admin may save a user form unchanged.
import { SUPERADMIN_ROLE, type Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import type { DbOrTx } from "./user-refs";

export const OWN_ROLES_FORBIDDEN = "Anda tidak dapat mengubah role anda sendiri";
export const ROLE_GRANT_FORBIDDEN =
  "Anda tidak dapat memberikan role dengan hak akses yang tidak anda miliki";
export const PERMISSION_GRANT_FORBIDDEN =
  "Anda tidak dapat memberikan hak akses yang tidak anda miliki";

/** Checks that `actor` may give user `targetUserId` (null: a new user) exactly `roleIds`. */
export async function assertMayGrantRoles(
  db: DbOrTx,
  actor: Actor,
  targetUserId: string | null,
  roleIds: string[],
): Promise<void> {
  const held = targetUserId
    ? (
        await db.userRole.findMany({ where: { userId: targetUserId }, select: { roleId: true } })
      ).map((r) => r.roleId)
    : [];
  const heldSet = new Set(held);
  const wanted = new Set(roleIds);
  const added = [...wanted].filter((id) => !heldSet.has(id));
  if (targetUserId !== null && targetUserId === actor.userId) {
    const removed = held.some((id) => !wanted.has(id));
    if (added.length || removed)
      throw new AppError("FORBIDDEN", OWN_ROLES_FORBIDDEN, {
        source: { pointer: "/data/relationships/roles" },
      });
  }
  if (actor.isSuperadmin || !added.length) return;
  const roles = await db.role.findMany({
    where: { id: { in: added } },
    select: {
      name: true,
      rolePermissions: {
        where: { permission: { deletedAt: null } },
        select: { permission: { select: { name: true } } },
      },
    },
  });
  const beyond = roles.some(
    (r) =>
      r.name === SUPERADMIN_ROLE ||
      r.rolePermissions.some((rp) => !actor.permissions.has(rp.permission.name)),
  );
  if (beyond)
    throw new AppError("FORBIDDEN", ROLE_GRANT_FORBIDDEN, {
      source: { pointer: "/data/relationships/roles" },
    });
}

/** Checks that `actor` holds every permission it puts into role `roleId` (null: a new role). */
export async function assertMayGrantPermissions(
  db: DbOrTx,
  actor: Actor,
  roleId: string | null,
  permissionIds: string[],
): Promise<void> {
  if (actor.isSuperadmin || !permissionIds.length) return;
  const held = roleId
    ? new Set(
        (
          await db.rolePermission.findMany({ where: { roleId }, select: { permissionId: true } })
        ).map((r) => r.permissionId),
      )
    : new Set<string>();
  const added = [...new Set(permissionIds)].filter((id) => !held.has(id));
  if (!added.length) return;
  const perms = await db.permission.findMany({
    where: { id: { in: added } },
    select: { name: true },
  });
  if (perms.some((p) => !actor.permissions.has(p.name)))
    throw new AppError("FORBIDDEN", PERMISSION_GRANT_FORBIDDEN, {
      source: { pointer: "/data/relationships/permissions" },
    });
}
