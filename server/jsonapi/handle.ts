// The one wrapper for every /api/v1 route handler: content negotiation, the caller (session or
// bearer), body parsing and error mapping. Handlers receive a context and return a Response.
import "server-only";
import { auth } from "@/auth";
import { getDb, type Db } from "@/server/db";
import { resolveActor, type Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { assertSameOrigin } from "@/server/http/same-origin";
import {
  assertDeclaredLength,
  BODY_LIMITS,
  readBodyLimited,
  readTextLimited,
} from "@/server/http/body-limit";
import {
  assertAcceptable,
  assertContentType,
  assertNoNulInForm,
  assertNoNulInQuery,
  errorResponse,
  MEDIA_TYPE,
  parseJsonBody,
  publicUrl,
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

const UPLOAD_TOO_LARGE = "Ukuran file terlalu besar";

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

async function sessionUserId(): Promise<string | null> {
  const session = await auth();
  return session?.user?.id || null;
}

/**
 * The Location of a replayed 201: the created resource's self link (every 201 answer carries the
 * resource it made, and its Location is that link), so a retried create answers as the first did.
 */
function replayedLocation(replay: { status: number; body: string }): Record<string, string> {
  if (replay.status !== 201) return {};
  try {
    const doc = JSON.parse(replay.body) as { data?: { links?: { self?: unknown } } };
    const self = doc.data?.links?.self;
    return typeof self === "string" ? { Location: self } : {};
  } catch {
    return {};
  }
}

export function handle(options: HandleOptions, fn: (ctx: HandlerContext) => Promise<Response>) {
  return async (request: Request, route?: RouteContext): Promise<Response> => {
    // Links in answers use the origin the client used (or APP_URL), see requestOrigin.
    const url = publicUrl(request);
    try {
      assertAcceptable(request, options.produces);
      // Input that PostgreSQL cannot hold is refused here for every route (respond.ts, NUL).
      assertNoNulInQuery(url.searchParams);
      const rawParams = (route ? await route.params : undefined) ?? {};
      const params: Record<string, string> = {};
      for (const [k, v] of Object.entries(rawParams)) {
        // An in-process caller (prefetch.ts) may hand a missing value: the param is then absent.
        if (v === undefined) continue;
        params[k] = Array.isArray(v) ? v.join("/") : v;
        if (params[k].includes("\u0000")) throw AppError.notFound();
      }

      const db = getDb();
      const actor = options.auth === "none" ? null : await resolveActor(db, request, sessionUserId);
      if (options.auth === "required" && !actor) throw AppError.unauthenticated();

      // --- CSRF (issue 9 §2): a write carried by the session cookie must come from our origin.
      // Bearer-token calls carry no ambient credential and are not checked (same-origin.ts).
      if (actor?.via === "session" && POSTING_METHODS.has(request.method))
        assertSameOrigin(request);
      // --- end CSRF

      let body: JsonObject = {};
      let bodyText = "";
      let form: FormData | null = null;
      const kind = options.body ?? "none";
      // Body limit (issue 9 §4): a handler that reads its own body (logout, broadcasting/auth)
      // uses readTextLimited; here a declared oversized body is refused before any handler runs.
      if (kind === "none") assertDeclaredLength(request, BODY_LIMITS.json());
      if (kind === "jsonapi" || kind === "json") {
        assertContentType(request, { allowPlainJson: kind === "json" });
        // Body limit (issue 9 §4): counted as the bytes arrive, 413 past MAX_JSON_BODY_BYTES.
        bodyText = await readTextLimited(request, BODY_LIMITS.json());
        body = parseJsonBody(bodyText);
      } else if (kind === "multipart") {
        const ct = request.headers.get("content-type") ?? "";
        if (!ct.toLowerCase().startsWith("multipart/form-data"))
          throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Content-Type harus multipart/form-data", {
            source: { header: "Content-Type" },
          });
        // Body limit (issue 9 §4): uploads are counted as the bytes arrive too (a chunked body
        // has no Content-Length to check), 413 past MAX_UPLOAD_BYTES.
        const bytes = await readBodyLimited(request, BODY_LIMITS.multipart(), UPLOAD_TOO_LARGE);
        try {
          form = await new Response(bytes, { headers: { "Content-Type": ct } }).formData();
        } catch {
          throw AppError.badRequest("Body multipart tidak valid");
        }
        assertNoNulInForm(form);
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
            headers: {
              "Content-Type": MEDIA_TYPE,
              "Idempotent-Replayed": "true",
              ...replayedLocation(claim.replay),
            },
          });
      }
      const response = await run();
      if (claim) {
        const text = await response.clone().text();
        await completeIdempotencyKey(
          db,
          claim.id,
          response.status,
          text,
          response.headers.has("Retry-After"),
        );
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
