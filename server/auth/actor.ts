// Who is calling: the one place where a browser session (Auth.js cookie) and a bearer token
// lead to the same user, office and permission checks.
import type { Db } from "@/server/prisma-client";
import type { OfficeType } from "@/server/generated/prisma/client";
import { AppError } from "@/server/errors";
import { sha256Hex } from "./crypto";
import { verifyAccessTokenClaims } from "./tokens";
import { isFamilyLive } from "./refresh-tokens";
import { ACTIVE_USER_WHERE } from "./active-user";

export const SUPERADMIN_ROLE = "superadmin";

export interface Actor {
  userId: string;
  name: string;
  email: string;
  officeId: string | null;
  officeCode: string | null;
  officeCategoryId: number | null;
  officeType: OfficeType | null;
  roles: string[];
  currentRole: string | null;
  /** Union of the permissions of all the user's roles. */
  permissions: ReadonlySet<string>;
  isSuperadmin: boolean;
  via: "session" | "bearer";
}

/** Office category ids are fixed (docs/data-model.md). */
export const OFFICE_CATEGORY = {
  PUSAT: 1,
  KANTOR_PELAYANAN: 2,
  STOCKIST_CENTER: 3,
  STOCKIST: 4,
  MEMBER: 5,
  SUPPLIER: 6,
} as const;

// Permissions change rarely; a short per-process cache keeps the permission join off every request.
const CACHE_TTL_MS = 10_000;
const cache = new Map<
  string,
  { at: number; actor: Omit<Actor, "via"> | null; stamp: string | null }
>();

/**
 * A short fingerprint of the user's password hash. Browser sessions carry the one they were signed
 * in with; once the password changes (update, reset, an admin setting a new one) the stamps differ
 * and those sessions end. The hash itself never leaves the server.
 */
export function credentialStamp(passwordHash: string): string {
  return sha256Hex(`session:${passwordHash}`).slice(0, 24);
}

/**
 * Bumped by forgetActor: a load that began before the bump read the old row and must not put it
 * back in the cache (e.g. a request in flight while the password changes would re-cache the old
 * stamp for 10 s and the new session stamp would not match).
 */
const generations = new Map<string, number>();

export function forgetActor(userId: string): void {
  cache.delete(userId);
  if (generations.size > 5000) generations.clear();
  generations.set(userId, (generations.get(userId) ?? 0) + 1);
}

export async function loadActor(db: Db, userId: string, via: Actor["via"]): Promise<Actor | null> {
  const { actor } = await loadCached(db, userId);
  return actor ? { ...actor, via } : null;
}

/**
 * The stamp of the user's current password, or null for a missing or inactive user (or one whose
 * office is inactive or suspended: active-user.ts), which ends their browser session.
 */
export async function currentCredentialStamp(db: Db, userId: string): Promise<string | null> {
  const entry = await loadCached(db, userId);
  return entry.actor ? entry.stamp : null;
}

async function loadCached(
  db: Db,
  userId: string,
): Promise<{ actor: Omit<Actor, "via"> | null; stamp: string | null }> {
  const hit = cache.get(userId);
  if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit;
  const generation = generations.get(userId) ?? 0;
  const user = await db.user.findFirst({
    where: { id: userId, ...ACTIVE_USER_WHERE },
    select: {
      id: true,
      name: true,
      email: true,
      passwordHash: true,
      officeId: true,
      office: { select: { code: true, officeCategoryId: true, officeType: true } },
      currentRole: { select: { name: true } },
      userRoles: {
        where: { role: { deletedAt: null } },
        select: {
          role: {
            select: {
              name: true,
              rolePermissions: {
                where: { permission: { deletedAt: null } },
                select: { permission: { select: { name: true } } },
              },
            },
          },
        },
      },
    },
  });
  let actor: Omit<Actor, "via"> | null = null;
  if (user) {
    const roles = user.userRoles.map((ur) => ur.role.name);
    const permissions = new Set<string>();
    for (const ur of user.userRoles)
      for (const rp of ur.role.rolePermissions) permissions.add(rp.permission.name);
    actor = {
      userId: user.id,
      name: user.name,
      email: user.email,
      officeId: user.officeId,
      officeCode: user.office?.code ?? null,
      officeCategoryId: user.office?.officeCategoryId ?? null,
      officeType: user.office?.officeType ?? null,
      roles,
      currentRole: user.currentRole?.name ?? roles[0] ?? null,
      permissions,
      isSuperadmin: roles.includes(SUPERADMIN_ROLE),
    };
  }
  const entry = { at: Date.now(), actor, stamp: user ? credentialStamp(user.passwordHash) : null };
  if (cache.size > 5000) cache.clear();
  if ((generations.get(userId) ?? 0) === generation) cache.set(userId, entry);
  return entry;
}

/** The bearer token of the request, if any ("Authorization: Bearer <jwt>"). */
export function bearerToken(request: Request): string | null {
  const h = request.headers.get("authorization");
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h.trim());
  return m?.[1] ?? null;
}

/**
 * Resolves the caller: a bearer token first (API clients), else the browser session.
 * A present but invalid bearer token is a 401 rather than a silent fall-back to the cookie.
 */
export async function resolveActor(
  db: Db,
  request: Request,
  sessionUserId: () => Promise<string | null>,
): Promise<Actor | null> {
  const token = bearerToken(request);
  if (token) {
    const claims = await verifyAccessTokenClaims(token);
    // A token of a revoked sign-in (logout, password change, deactivation) ends with it.
    if (!claims?.familyId || !(await isFamilyLive(db, claims.familyId)))
      throw AppError.unauthenticated("Token tidak valid atau sudah kedaluwarsa");
    return loadActor(db, claims.userId, "bearer");
  }
  const sid = await sessionUserId();
  return sid ? loadActor(db, sid, "session") : null;
}

export function hasPermission(actor: Actor, permission: string): boolean {
  return actor.isSuperadmin || actor.permissions.has(permission);
}

export function requirePermission(actor: Actor, permission: string): void {
  if (!hasPermission(actor, permission)) throw AppError.forbidden();
}

export function isPusat(actor: Actor): boolean {
  return actor.isSuperadmin || actor.officeCategoryId === OFFICE_CATEGORY.PUSAT;
}
