// Bearer access tokens for API clients: short-lived HS256 JWTs signed with AUTH_SECRET.
// Refresh tokens are opaque random strings stored hashed (server/auth/refresh-tokens.ts).
import { jwtVerify, SignJWT, errors as joseErrors } from "jose";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = "erp";
const AUDIENCE = "erp-api";

function secret(): Uint8Array {
  const s = process.env.AUTH_SECRET;
  if (!s) throw new Error("AUTH_SECRET is not set");
  return new TextEncoder().encode(s);
}

/**
 * `familyId` (optional) names the refresh-token family the token was issued with, so that
 * logout can revoke that family without the client sending its refresh token.
 */
export async function signAccessToken(
  userId: string,
  opts: { familyId?: string } = {},
): Promise<string> {
  return new SignJWT(opts.familyId ? { typ: "access", fid: opts.familyId } : { typ: "access" })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(secret());
}

/** Returns the user id of a valid, unexpired access token, or null. */
export async function verifyAccessToken(token: string): Promise<string | null> {
  return (await verifyAccessTokenClaims(token))?.userId ?? null;
}

/** The claims of a valid, unexpired access token (user id, refresh-token family), or null. */
export async function verifyAccessTokenClaims(
  token: string,
): Promise<{ userId: string; familyId: string | null } | null> {
  try {
    const { payload } = await jwtVerify(token, secret(), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ["HS256"],
    });
    if (payload.typ !== "access" || typeof payload.sub !== "string") return null;
    return { userId: payload.sub, familyId: typeof payload.fid === "string" ? payload.fid : null };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
