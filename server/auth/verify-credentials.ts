import type { Db } from "@/server/prisma-client";
import { hashPassword, verifyPassword } from "./password";
import { ACTIVE_OFFICE_WHERE, ACTIVE_USER_WHERE } from "./active-user";

export interface VerifiedUser {
  id: string;
  name: string;
  email: string;
  officeId: string | null;
}

// Compared against when no user matches, so an unknown login takes as long as a wrong password
// (the answer time does not tell which accounts exist).
let dummyHash: Promise<string> | null = null;

type SignInUser = VerifiedUser & { passwordHash: string };

/**
 * The account a sign-in names: `login` is a user's email or the code of the user's office
 * (SPEC §1: "username (email or ID)"), case-insensitive. Deleted and deactivated users, and users
 * of an inactive or suspended office, are not found (active-user.ts).
 */
export async function findSignInUser(db: Db, login: string): Promise<SignInUser | null> {
  const key = login.trim();
  if (!key) return null;
  const select = { id: true, name: true, email: true, officeId: true, passwordHash: true };
  return key.includes("@")
    ? db.user.findFirst({
        where: { email: { equals: key, mode: "insensitive" }, ...ACTIVE_USER_WHERE },
        select,
      })
    : db.user.findFirst({
        where: {
          ...ACTIVE_USER_WHERE,
          office: { code: { equals: key, mode: "insensitive" }, ...ACTIVE_OFFICE_WHERE },
        },
        orderBy: { createdAt: "asc" },
        select,
      });
}

/** Checks a password against the account found (or, for none, against a dummy hash). */
export async function checkPassword(
  user: SignInUser | null,
  password: string,
): Promise<VerifiedUser | null> {
  if (!user || !password) {
    dummyHash ??= hashPassword("tidak-ada-pengguna-ini");
    await verifyPassword(password || "-", await dummyHash);
    return null;
  }
  if (!(await verifyPassword(password, user.passwordHash))) return null;
  return { id: user.id, name: user.name, email: user.email, officeId: user.officeId };
}

/** Checks a sign-in; returns the user or null, never saying which part was wrong. */
export async function verifyCredentials(
  db: Db,
  login: string,
  password: string,
): Promise<VerifiedUser | null> {
  if (!login.trim() || !password) return null;
  return checkPassword(await findSignInUser(db, login), password);
}
