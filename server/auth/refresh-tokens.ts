// Rotating refresh tokens for API clients (ARCHITECTURE §4). A token is 32 random bytes
// (base64url) given to the client once; the database keeps only its SHA-256. Each sign-in starts
// a family; each refresh uses up the presented token and issues the next one of the family.
// Presenting a used token again means it leaked (or a client raced itself): the whole family
// is revoked, so neither the thief nor the client can go on without signing in again.
import "server-only";
import { randomUUID } from "node:crypto";
import type { Db } from "@/server/prisma-client";
import { AppError } from "@/server/errors";
import type { DbClient } from "./db-client";
import { randomToken, sha256Hex } from "./crypto";
import { ACTIVE_USER_WHERE } from "./active-user";
import type { RequestMeta } from "./request-meta";
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from "./tokens";

export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const INVALID_REFRESH_TOKEN = "Refresh token tidak valid atau sudah kedaluwarsa";

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  /** Id of the refresh_tokens row (the `auth-tokens` resource id). */
  refreshTokenId: string;
  familyId: string;
  userId: string;
  /** Lifetime of the access token in seconds. */
  expiresIn: number;
}

async function createRow(db: DbClient, userId: string, familyId: string, meta: RequestMeta) {
  const token = randomToken(32);
  const row = await db.refreshToken.create({
    data: {
      userId,
      familyId,
      tokenHash: sha256Hex(token),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
      userAgent: meta.userAgent,
      ip: meta.ip,
    },
    select: { id: true },
  });
  return { id: row.id, token };
}

/** Starts a new family for a sign-in and signs the first access token. */
export async function issueAuthTokens(
  db: DbClient,
  userId: string,
  meta: RequestMeta,
): Promise<IssuedTokens> {
  const familyId = randomUUID();
  const { id, token } = await createRow(db, userId, familyId, meta);
  const accessToken = await signAccessToken(userId, { familyId });
  return {
    accessToken,
    refreshToken: token,
    refreshTokenId: id,
    familyId,
    userId,
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
  };
}

type RotateOutcome =
  | { kind: "ok"; userId: string; familyId: string; id: string; token: string }
  | { kind: "invalid" }
  | { kind: "reused" };

/**
 * Uses up `refreshToken` and issues the next token of its family. The row is locked
 * (SELECT ... FOR UPDATE) so two concurrent uses of one token cannot both succeed: the second
 * waits, then finds the token used and revokes the family. Unknown, revoked, expired or reused
 * tokens are a 401; a reuse is committed (family revoked) before the 401 is thrown.
 */
export async function rotateRefreshToken(
  db: Db,
  refreshToken: string,
  meta: RequestMeta,
): Promise<IssuedTokens> {
  const hash = sha256Hex(refreshToken);
  const outcome = await db.$transaction(async (tx): Promise<RotateOutcome> => {
    const rows = await tx.$queryRaw<
      {
        id: string;
        user_id: string;
        family_id: string;
        expires_at: Date;
        used_at: Date | null;
        revoked_at: Date | null;
      }[]
    >`SELECT id, user_id, family_id, expires_at, used_at, revoked_at
        FROM refresh_tokens WHERE token_hash = ${hash} FOR UPDATE`;
    const row = rows[0];
    if (!row || row.revoked_at) return { kind: "invalid" };
    const now = new Date();
    if (row.used_at) {
      await revokeFamily(tx, row.family_id, now);
      return { kind: "reused" };
    }
    if (row.expires_at <= now) return { kind: "invalid" };
    const user = await tx.user.findFirst({
      where: { id: row.user_id, ...ACTIVE_USER_WHERE },
      select: { id: true },
    });
    if (!user) {
      await revokeFamily(tx, row.family_id, now);
      return { kind: "invalid" };
    }
    const next = await createRow(tx, row.user_id, row.family_id, meta);
    await tx.refreshToken.update({
      where: { id: row.id },
      data: { usedAt: now, replacedById: next.id },
    });
    return {
      kind: "ok",
      userId: row.user_id,
      familyId: row.family_id,
      id: next.id,
      token: next.token,
    };
  });
  if (outcome.kind !== "ok") {
    if (outcome.kind === "reused")
      console.warn("[auth] reuse of a used refresh token: family revoked");
    throw AppError.unauthenticated(INVALID_REFRESH_TOKEN);
  }
  const accessToken = await signAccessToken(outcome.userId, { familyId: outcome.familyId });
  return {
    accessToken,
    refreshToken: outcome.token,
    refreshTokenId: outcome.id,
    familyId: outcome.familyId,
    userId: outcome.userId,
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
  };
}

// Access tokens name their family (`fid`): once the family is revoked (logout, a password change,
// a deactivation, a reused refresh token) they stop working too, not at their expiry. The answer
// is cached per family for a few seconds to keep the lookup off most API requests; a revoke in
// this process clears the cache at once, other processes see it within FAMILY_CACHE_MS.
const FAMILY_CACHE_MS = 5_000;
const familyCache = new Map<string, { at: number; live: boolean }>();
let familyGeneration = 0;

function forgetFamilies(): void {
  familyCache.clear();
  familyGeneration += 1;
}

/** True while the family still has an unrevoked refresh token. */
export async function isFamilyLive(db: DbClient, familyId: string): Promise<boolean> {
  const hit = familyCache.get(familyId);
  if (hit && Date.now() - hit.at < FAMILY_CACHE_MS) return hit.live;
  const generation = familyGeneration;
  const row = await db.refreshToken.findFirst({
    where: { familyId, revokedAt: null },
    select: { id: true },
  });
  const live = row !== null;
  if (familyCache.size > 10_000) familyCache.clear();
  if (generation === familyGeneration) familyCache.set(familyId, { at: Date.now(), live });
  return live;
}

/** Revokes every token of a family; returns how many were still live. */
export async function revokeFamily(
  db: DbClient,
  familyId: string,
  at = new Date(),
): Promise<number> {
  const r = await db.refreshToken.updateMany({
    where: { familyId, revokedAt: null },
    data: { revokedAt: at },
  });
  forgetFamilies();
  return r.count;
}

/** Revokes all refresh tokens of a user (password reset), optionally sparing one family. */
export async function revokeUserTokens(
  db: DbClient,
  userId: string,
  exceptFamilyId: string | null = null,
): Promise<number> {
  const r = await db.refreshToken.updateMany({
    where: {
      userId,
      revokedAt: null,
      ...(exceptFamilyId ? { familyId: { not: exceptFamilyId } } : {}),
    },
    data: { revokedAt: new Date() },
  });
  forgetFamilies();
  return r.count;
}

/** The family of a presented refresh token when it belongs to `userId`, else null. */
export async function familyOfToken(
  db: DbClient,
  refreshToken: string,
  userId: string,
): Promise<string | null> {
  const row = await db.refreshToken.findUnique({
    where: { tokenHash: sha256Hex(refreshToken) },
    select: { userId: true, familyId: true },
  });
  return row && row.userId === userId ? row.familyId : null;
}
