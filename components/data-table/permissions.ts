// Whether the signed-in user may run an operation, to hide buttons the API would refuse
// (the API still checks: server/auth/actor.ts). Superadmin has every permission.
import type { SessionUser } from "@/lib/session-user";

export function can(user: Pick<SessionUser, "roles" | "permissions">, permission: string): boolean {
  return user.roles.includes("superadmin") || user.permissions.includes(permission);
}
