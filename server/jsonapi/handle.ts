// The one wrapper for every /api/v1 route handler: content negotiation, the caller (session or
// bearer), body parsing and error mapping. Handlers receive a context and return a Response.
import "server-only";
import { auth } from "@/auth";
import { getDb, type Db } from "@/server/db";
import { resolveActor, type Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import {
  assertAcceptable,
  assertContentType,
  errorResponse,
  MEDIA_TYPE,
  parseJsonBody,
  type JsonObject,
} from "./respond";
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  formDigest,
  idempotencyKeyOf,
} from "./idempotency";

const POSTING_METHODS = new Set(["POST", "PATCH", "PUT", "DELETE"]);

export type BodyKind = "none" | "jsonapi" | "json" | "multipart";

export interface HandlerContext {
  request: Request;
  url: URL;
  db: Db;
  params: Record<string, string>;
  /** The caller, or null for an anonymous request (only on auth: "optional" / "none"). */
  actor: Actor | null;
  /** Parsed body for "jsonapi" / "json" handlers. */
  body: JsonObject;
  /** Parsed form for "multipart" handlers. */
  form: FormData | null;
  /** The caller, or a 401. */
  requireActor(): Actor;
}

export interface HandleOptions {
  auth: "required" | "optional" | "none";
  body?: BodyKind;
  /** Media type of a file answer (see assertAcceptable). */
  produces?: string;
}

/** Uploads larger than this are refused before their body is read. */
const MAX_MULTIPART_BYTES = 10 * 1024 * 1024;

type RouteContext = { params: Promise<Record<string, string | string[]>> };

async function sessionUserId(): Promise<string | null> {
  const session = await auth();
  return session?.user?.id || null;
}

export function handle(options: HandleOptions, fn: (ctx: HandlerContext) => Promise<Response>) {
  return async (request: Request, route?: RouteContext): Promise<Response> => {
    const url = new URL(request.url);
    try {
      assertAcceptable(request, options.produces);
      const rawParams = (route ? await route.params : undefined) ?? {};
      const params: Record<string, string> = {};
      for (const [k, v] of Object.entries(rawParams))
        params[k] = Array.isArray(v) ? v.join("/") : v;

      const db = getDb();
      const actor = options.auth === "none" ? null : await resolveActor(db, request, sessionUserId);
      if (options.auth === "required" && !actor) throw AppError.unauthenticated();

      let body: JsonObject = {};
      let bodyText = "";
      let form: FormData | null = null;
      const kind = options.body ?? "none";
      if (kind === "jsonapi" || kind === "json") {
        assertContentType(request, { allowPlainJson: kind === "json" });
        bodyText = await request.text();
        body = parseJsonBody(bodyText);
      } else if (kind === "multipart") {
        const length = Number(request.headers.get("content-length") ?? "0");
        if (length > MAX_MULTIPART_BYTES)
          throw new AppError("PAYLOAD_TOO_LARGE", "Ukuran file terlalu besar", {
            source: { header: "Content-Length" },
          });
        const ct = request.headers.get("content-type") ?? "";
        if (!ct.toLowerCase().startsWith("multipart/form-data"))
          throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Content-Type harus multipart/form-data", {
            source: { header: "Content-Type" },
          });
        try {
          form = await request.formData();
        } catch {
          throw AppError.badRequest("Body multipart tidak valid");
        }
      }
      // Retried postings with the same Idempotency-Key get the first answer (ARCHITECTURE §2).
      // Every posting method and body kind (JSON, JSON:API, multipart, none) honours the key.
      const idemKey =
        actor && POSTING_METHODS.has(request.method) ? idempotencyKeyOf(request) : null;
      let claim: Awaited<ReturnType<typeof claimIdempotencyKey>> | null = null;
      if (idemKey) {
        claim = await claimIdempotencyKey(db, {
          scope: actor?.userId ?? "",
          key: idemKey,
          method: request.method,
          path: url.pathname,
          body: form ? await formDigest(form) : bodyText,
        });
        if (claim.replay)
          return new Response(claim.replay.body || null, {
            status: claim.replay.status,
            headers: { "Content-Type": MEDIA_TYPE, "Idempotent-Replayed": "true" },
          });
      }
      const response = await run();
      if (claim) {
        const text = await response.clone().text();
        await completeIdempotencyKey(db, claim.id, response.status, text);
      }
      return response;

      async function run(): Promise<Response> {
        try {
          return await fn({
            request,
            url,
            db,
            params,
            actor,
            body,
            form,
            requireActor() {
              if (!actor) throw AppError.unauthenticated();
              return actor;
            },
          });
        } catch (error) {
          return errorResponse(error, `${request.method} ${url.pathname}`);
        }
      }
    } catch (error) {
      return errorResponse(error, `${request.method} ${url.pathname}`);
    }
  };
}
