// Idempotency-Key for posting endpoints (ARCHITECTURE §2): the first request with a key runs and
// its answer is stored; a retry with the same key and body gets the stored answer instead of a
// second posting. The same key with another body is a 422; a retry while the first is still
// running is a 409. Keys are per caller and route, kept for 24 hours.
import crypto from "node:crypto";
import type { Db } from "@/server/prisma-client";
import { AppError } from "@/server/errors";

const TTL_MS = 24 * 60 * 60 * 1000;

export interface IdempotencyClaim {
  id: string;
  replay: { status: number; body: string } | null;
}

export function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get("idempotency-key");
  if (key === null) return null;
  const k = key.trim();
  if (!/^[\x21-\x7e]{8,255}$/.test(k))
    throw AppError.badRequest("Idempotency-Key harus 8-255 karakter ASCII tanpa spasi", {
      header: "Idempotency-Key",
    });
  return k;
}

export async function claimIdempotencyKey(
  db: Db,
  args: { scope: string; key: string; method: string; path: string; body: string },
): Promise<IdempotencyClaim> {
  const requestHash = crypto
    .createHash("sha256")
    .update(`${args.method} ${args.path}\n${args.body}`)
    .digest("hex");
  await db.idempotencyKey.deleteMany({
    where: { expiresAt: { lt: new Date() }, scope: args.scope, key: args.key },
  });
  const inserted = await db.idempotencyKey.createManyAndReturn({
    data: [
      {
        scope: args.scope,
        key: args.key,
        method: args.method,
        path: args.path.slice(0, 500),
        requestHash,
        expiresAt: new Date(Date.now() + TTL_MS),
      },
    ],
    skipDuplicates: true,
  });
  const mine = inserted[0];
  if (mine) return { id: mine.id, replay: null };
  const existing = await db.idempotencyKey.findUnique({
    where: { scope_key: { scope: args.scope, key: args.key } },
  });
  if (!existing)
    throw AppError.conflict("Permintaan dengan Idempotency-Key ini sedang diproses", {
      header: "Idempotency-Key",
    });
  if (existing.requestHash !== requestHash)
    throw new AppError("VALIDATION_FAILED", "Idempotency-Key sudah dipakai untuk permintaan lain", {
      source: { header: "Idempotency-Key" },
    });
  if (existing.status !== "completed" || existing.responseStatus === null)
    throw AppError.conflict("Permintaan dengan Idempotency-Key ini sedang diproses", {
      header: "Idempotency-Key",
    });
  return {
    id: existing.id,
    replay: {
      status: existing.responseStatus,
      body:
        typeof existing.responseBody === "string"
          ? existing.responseBody
          : JSON.stringify(existing.responseBody ?? null),
    },
  };
}

/** Stores the answer of a claimed key; a failed request (5xx) releases the key so it can be retried. */
export async function completeIdempotencyKey(
  db: Db,
  id: string,
  status: number,
  body: string,
): Promise<void> {
  if (status >= 500) {
    await db.idempotencyKey.delete({ where: { id } }).catch(() => undefined);
    return;
  }
  await db.idempotencyKey.update({
    where: { id },
    data: { status: "completed", responseStatus: status, responseBody: body },
  });
}
