// POST /api/v1/logout: ends an API sign-in by revoking its refresh-token family: the family of
// the refresh token in the body, else the one the access token was issued with. The access
// token itself is a short-lived JWT and stays valid until it expires (15 minutes).
import "server-only";
import type { Db } from "@/server/prisma-client";
import type { Actor } from "./actor";
import { familyOfToken, revokeFamily } from "./refresh-tokens";
import type { RequestMeta } from "./request-meta";

export interface TLogoutInput {
  refreshToken: string | null;
  /** `fid` claim of the presented access token, if any. */
  accessTokenFamilyId: string | null;
}

export async function logout(
  db: Db,
  input: TLogoutInput,
  actor: Actor,
  meta: RequestMeta,
): Promise<{ revoked: number }> {
  const fromBody = input.refreshToken
    ? await familyOfToken(db, input.refreshToken, actor.userId)
    : null;
  const familyId = fromBody ?? input.accessTokenFamilyId;
  const revoked = familyId ? await revokeFamily(db, familyId) : 0;
  await db.userLog.create({
    data: { userId: actor.userId, action: "logout", ipAddress: meta.ip, userAgent: meta.userAgent },
  });
  return { revoked };
}
