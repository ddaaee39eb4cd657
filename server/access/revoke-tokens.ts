import type { DbOrTx } from "./user-refs";

/** Revokes every refresh token of the user that is still live (new password, deactivation). */
export async function revokeAllRefreshTokensOf(tx: DbOrTx, userId: string): Promise<void> {
  await tx.refreshToken.updateMany({
    where: { userId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
}

/**
 * An office was deactivated or suspended: its users' refresh tokens are revoked (as a deactivated
 * user's are) and returned, so the caller can drop them from the actor cache. Their sessions and
 * access tokens already stop at the next request (server/auth/active-user.ts).
 */
export async function revokeOfficeRefreshTokens(tx: DbOrTx, officeId: string): Promise<string[]> {
  const users = await tx.user.findMany({ where: { officeId }, select: { id: true } });
  const ids = users.map((u) => u.id);
  if (ids.length)
    await tx.refreshToken.updateMany({
      where: { userId: { in: ids }, revokedAt: null },
      data: { revokedAt: new Date() },
    });
  return ids;
}
