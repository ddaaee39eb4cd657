import type { DbOrTx } from "./user-refs";

/** Revokes every refresh token of the user that is still live (new password, deactivation). */
export async function revokeAllRefreshTokensOf(tx: DbOrTx, userId: string): Promise<void> {
  await tx.refreshToken.updateMany({
    where: { userId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
}
