// Idempotency-Key for posting endpoints (ARCHITECTURE §2): the first request with a key runs and
// its answer is stored; a retry with the same key and body gets the stored answer instead of a
// second posting. The same key with another body is a 422; a retry while the first is still
// running is a 409. Keys are per caller and route, kept for 24 hours. Every posting method (POST,
// PATCH, PUT, DELETE; JSON, JSON:API and multipart bodies) honours the key (server/jsonapi/handle.ts).
//
// A key still "processing" after STALE_MS belongs to a request that died between claiming it and
// recording its answer (a crash, a killed process): the next retry takes it over and runs again
// instead of answering 409 for 24 hours (docs/ledgers.md "Idempotency").
import crypto from "node:crypto";
import type { Db } from "@/server/prisma-client";
import { AppError } from "@/server/errors";

const TTL_MS = 24 * 60 * 60 * 1000;
/** A processing key untouched this long is abandoned and may be taken over by a retry. */
export const IDEMPOTENCY_STALE_MS = 60 * 1000;

/** The hash of a multipart body: its fields in order, files by name, type and content. */
export async function formDigest(form: FormData): Promise<string> {
  const h = crypto.createHash("sha256");
  for (const [name, value] of form.entries()) {
    h.update(`${name}\0`);
    if (typeof value === "string") h.update(`s:${value}\0`);
    else {
      h.update(`f:${value.name}\0${value.type}\0${value.size}\0`);
      h.update(Buffer.from(await value.arrayBuffer()));
    }
  }
  return `multipart:${h.digest("hex")}`;
}

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
  if (existing.status !== "completed" || existing.responseStatus === null) {
    // Abandoned by a request that never recorded its answer: take it over (one retry wins).
    const stale = new Date(Date.now() - IDEMPOTENCY_STALE_MS);
    const taken = await db.idempotencyKey.updateMany({
      where: { id: existing.id, status: "processing", updatedAt: { lt: stale } },
      data: { expiresAt: new Date(Date.now() + TTL_MS) },
    });
    if (taken.count === 1) return { id: existing.id, replay: null };
    throw AppError.conflict("Permintaan dengan Idempotency-Key ini sedang diproses", {
      header: "Idempotency-Key",
    });
  }
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

/**
 * Stores the answer of a claimed key. An answer that is not final releases the key so the same
 * request can be sent again with it: a failure of the server (5xx), or an answer that tells the
 * client to retry (`retryable`: it carries Retry-After, e.g. the 409 of a deadlock between
 * concurrent requests, which changed nothing). Stored, it would be replayed for 24 hours.
 */
export async function completeIdempotencyKey(
  db: Db,
  id: string,
  status: number,
  body: string,
  retryable = false,
): Promise<void> {
  if (status >= 500 || retryable) {
    await db.idempotencyKey.delete({ where: { id } }).catch(() => undefined);
    return;
  }
  await db.idempotencyKey.update({
    where: { id },
    data: { status: "completed", responseStatus: status, responseBody: body },
  });
}
