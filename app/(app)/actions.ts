"use server";

import { auth, signOut } from "@/auth";
import { getDb } from "@/server/db";
import { loadActor } from "@/server/auth/actor";
import { isAppError } from "@/server/errors";
import { switchRole } from "@/server/users/switch-role";

export async function logoutAction(): Promise<void> {
  await signOut({ redirectTo: "/login" });
}

/** Role switch (SPEC §4): the same use case as PATCH users/{id} with current_role. */
export async function switchRoleAction(roleName: string): Promise<{ error: string | null }> {
  const session = await auth();
  if (!session?.user?.id) return { error: "Silakan login terlebih dahulu" };
  const db = getDb();
  const actor = await loadActor(db, session.user.id, "session");
  if (!actor) return { error: "Silakan login terlebih dahulu" };
  try {
    await switchRole(db, actor, actor.userId, roleName);
    return { error: null };
  } catch (error) {
    if (isAppError(error)) return { error: error.message };
    throw error;
  }
}
