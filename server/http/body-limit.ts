// Request bodies are read under a byte limit, counted as the bytes arrive (docs/security.md "Body
// limits"): a declared Content-Length over the limit is refused before anything is read, and a
// body without one (chunked) is cut off as soon as it passes the limit. Either way 413.
import { AppError } from "@/server/errors";

function envBytes(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = raw === undefined || raw === "" ? NaN : Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export const BODY_LIMITS = {
  /** JSON and JSON:API bodies (MAX_JSON_BODY_BYTES, default 1 MB). */
  json: (): number => envBytes("MAX_JSON_BODY_BYTES", 1024 * 1024),
  /** multipart uploads (MAX_UPLOAD_BYTES, default 10 MB). */
  multipart: (): number => envBytes("MAX_UPLOAD_BYTES", 10 * 1024 * 1024),
};

export const BODY_TOO_LARGE = "Ukuran data terlalu besar";

function tooLarge(detail: string, header?: string): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", detail, { source: header ? { header } : undefined });
}

/** 413 when the request declares (Content-Length) a body over `limit`. */
export function assertDeclaredLength(request: Request, limit: number, detail = BODY_TOO_LARGE) {
  const declared = request.headers.get("content-length");
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > limit)
    throw tooLarge(detail, "Content-Length");
}

/** The body's bytes, at most `limit` of them; 413 (with `detail`) beyond that. */
export async function readBodyLimited(
  request: Request,
  limit: number,
  detail = BODY_TOO_LARGE,
): Promise<Uint8Array<ArrayBuffer>> {
  assertDeclaredLength(request, limit, detail);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      // Stop reading (backpressure pauses the socket) but do not cancel: cancelling destroys the
      // connection before the 413 answer can be written.
      reader.releaseLock();
      throw tooLarge(detail);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/** The body as UTF-8 text, read under `limit`. */
export async function readTextLimited(request: Request, limit: number): Promise<string> {
  return new TextDecoder().decode(await readBodyLimited(request, limit));
}
