import type { Db } from "@/server/prisma-client";
import { hashPassword, verifyPassword } from "./password";

export interface VerifiedUser {
  id: string;
  name: string;
  email: string;
  officeId: string | null;
}

// Compared against when no user matches, so an unknown login takes as long as a wrong password
// (the answer time does not tell which accounts exist).
let dummyHash: Promise<string> | null = null;

/**
 * Checks a sign-in: `login` is a user's email or the code of the user's office (SPEC §1:
 * "username (email or ID)"). Returns the user or null; never says which part was wrong.
 * Deleted and deactivated users cannot sign in.
 */
export async function verifyCredentials(
  db: Db,
  login: string,
  password: string,
): Promise<VerifiedUser | null> {
  const key = login.trim();
  if (!key || !password) return null;
  const user = key.includes("@")
    ? await db.user.findFirst({
        where: { email: { equals: key, mode: "insensitive" }, deletedAt: null, isActive: true },
      })
    : await db.user.findFirst({
        where: {
          deletedAt: null,
          isActive: true,
          office: { code: { equals: key, mode: "insensitive" }, deletedAt: null },
        },
        orderBy: { createdAt: "asc" },
      });
  if (!user) {
    dummyHash ??= hashPassword("tidak-ada-pengguna-ini");
    await verifyPassword(password, await dummyHash);
    return null;
  }
  if (!(await verifyPassword(password, user.passwordHash))) return null;
  return { id: user.id, name: user.name, email: user.email, officeId: user.officeId };
}
