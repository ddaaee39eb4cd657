// HTTP edge of the JSON:API: media types, documents in and out, and the one place where
// errors become `errors[]` with a status. Every /api/v1 route handler goes through `handle`.
import { jakartaDateString } from "@/lib/business-date";
import { ZodError } from "zod";
import "@/lib/zod-locale";
import { AppError, ERROR_STATUS, ERROR_TITLE, isAppError, type ErrorItem } from "@/server/errors";
import { Prisma } from "@/server/generated/prisma/client";
import { isTrustedProxy, socketPeer } from "@/server/http/client-ip";
import { parseJsonText } from "@/server/http/json-text";

export const MEDIA_TYPE = "application/vnd.api+json";

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/**
 * BigInt (money) in JSON: a number while it is exactly representable (|n| <= 2^53 - 1, every
 * realistic rupiah amount), otherwise its decimal string, so a value beyond what a JSON number
 * can carry is neither rounded silently nor a thrown TypeError. Documented in docs/api.md.
 */
export function bigintToJson(value: bigint): number | string {
  return value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= BigInt(Number.MIN_SAFE_INTEGER)
    ? Number(value)
    : value.toString();
}

/** Serialises a JSON:API document. BigInt (money) becomes a number (see bigintToJson); Dates become ISO 8601. */
export function stringifyDocument(doc: unknown): string {
  return JSON.stringify(doc, (_key, value: unknown) =>
    typeof value === "bigint" ? bigintToJson(value) : value,
  );
}

export function documentResponse(
  doc: unknown,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  if (status === 204) return new Response(null, { status, headers });
  return new Response(stringifyDocument(doc), {
    status,
    headers: { "Content-Type": MEDIA_TYPE, ...headers },
  });
}

function errorObject(item: ErrorItem, status: number): JsonObject {
  const out: JsonObject = {
    status: String(status),
    code: item.code,
    title: item.title ?? ERROR_TITLE[item.code],
    detail: item.detail,
  };
  if (item.source) {
    const source: JsonObject = {};
    if (item.source.pointer !== undefined) source.pointer = item.source.pointer;
    if (item.source.parameter !== undefined) source.parameter = item.source.parameter;
    if (item.source.header !== undefined) source.header = item.source.header;
    out.source = source;
  }
  return out;
}

export const CLIENT_ABORTED = "Permintaan terputus sebelum selesai dikirim";

/**
 * The client closed the connection while its request body was still being read (Node's
 * IncomingMessage fails the read with `aborted`, ECONNRESET: a tab closed or a page left mid-send).
 */
function isClientAbort(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.message === "aborted" &&
    (error as NodeJS.ErrnoException).code === "ECONNRESET"
  );
}

/** Turns anything thrown into an AppError: expected errors keep their meaning, the rest is a logged 500. */
export function toAppError(error: unknown, context = ""): AppError {
  if (isAppError(error)) return error;
  if (error instanceof ZodError) return zodToAppError(error);
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2002") {
      const target = (error.meta?.target ?? error.meta?.["driverAdapterError"]) as unknown;
      const fields = Array.isArray(target) ? target.join(", ") : "";
      return AppError.conflict(
        fields ? `Data dengan ${fields} yang sama sudah ada` : "Data yang sama sudah ada",
      );
    }
    if (error.code === "P2025") return AppError.notFound();
    if (error.code === "P2003")
      return new AppError("VALIDATION_FAILED", "Data relasi tidak ditemukan atau masih dipakai");
  }
  // Nobody is left to read the answer; not a fault of the server, so not logged as one.
  if (isClientAbort(error)) return AppError.badRequest(CLIENT_ABORTED);
  const input = databaseInputError(error, context.startsWith("GET "));
  if (input) return input;
  // Retry-After: the client may send the same request again (with the same Idempotency-Key:
  // an answer that says "retry" is not stored under the key, server/jsonapi/idempotency.ts).
  if (isWriteConflict(error))
    return new AppError("CONFLICT", WRITE_CONFLICT, { headers: { "Retry-After": "1" } });
  console.error(`[api] unexpected error${context ? ` in ${context}` : ""}`, error);
  return new AppError("INTERNAL", "Terjadi error");
}

// ---------------------------------------------------------------------------------------------
// A value the database refuses (too long, out of range, a date PostgreSQL cannot hold, a character
// it cannot store, malformed text for a typed column) is the client's mistake, not a 500: the one
// mapping from Prisma/PostgreSQL error codes to 422 (a written value) or 400 (a read's query).
// Zod schemas catch the common cases first with a field pointer (define.ts helpers); this is the net.

const DATA_ERRORS: Record<string, string> = {
  P2000: "Teks terlalu panjang untuk kolom ini",
  "22001": "Teks terlalu panjang untuk kolom ini",
  P2020: "Angka di luar batas yang dapat disimpan",
  "22003": "Angka di luar batas yang dapat disimpan",
  "22008": "Tanggal di luar batas yang dapat disimpan",
  "22007": "Format tanggal tidak valid",
  "22P05": "Teks berisi karakter yang tidak dapat disimpan",
  "22021": "Teks berisi karakter yang tidak dapat disimpan",
  P2007: "Nilai tidak valid untuk kolom ini",
  "22P02": "Nilai tidak valid untuk kolom ini",
  P2023: "Nilai tidak valid untuk kolom ini",
};

/** The PostgreSQL SQLSTATE behind a Prisma error (driver adapter), if any. */
function sqlState(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  const walk = (v: unknown, depth: number): string | undefined => {
    if (depth > 4 || v === null || typeof v !== "object" || seen.has(v)) return undefined;
    seen.add(v);
    const o = v as Record<string, unknown>;
    if (typeof o.originalCode === "string" && /^[0-9A-Z]{5}$/.test(o.originalCode))
      return o.originalCode;
    for (const key of ["meta", "driverAdapterError", "cause"])
      if (key in o) {
        const found = walk(o[key], depth + 1);
        if (found) return found;
      }
    return undefined;
  };
  return walk(error, 0);
}

/**
 * Two transactions that wait for each other (a deadlock, 40P01, which PostgreSQL breaks by
 * aborting one) or a serialization failure (40001, Prisma's P2034): concurrent requests on the
 * same rows, not a server fault. The aborted request changed nothing (its transaction rolled
 * back), so it is a 409 with Retry-After: the client may send it again as it was. So is a
 * transaction that could not start or finish in time because the others held the rows and the
 * pool (P2028, e.g. 16 concurrent set-price calls on one retur, tests/integration/returs.test.ts).
 */
export const WRITE_CONFLICT =
  "Data sedang diubah bersamaan oleh permintaan lain; tidak ada yang berubah, silakan coba lagi";

function isWriteConflict(error: unknown): boolean {
  if (
    !(error instanceof Prisma.PrismaClientKnownRequestError) &&
    !(error instanceof Prisma.PrismaClientUnknownRequestError)
  )
    return false;
  if (
    error instanceof Prisma.PrismaClientKnownRequestError &&
    (error.code === "P2034" || error.code === "P2028")
  )
    return true;
  const state = sqlState(error);
  return state === "40P01" || state === "40001";
}

/** Prisma's own argument checks that a client's value (not the code) can fail. */
const VALIDATION_PATTERNS: [RegExp, string][] = [
  [/Provided Date object is invalid|Invalid (time|date)/i, "Tanggal tidak valid"],
  [/Unable to fit|out of range|overflow/i, "Angka di luar batas yang dapat disimpan"],
  [/Expected (Int|BigInt|Float|Decimal)\b/, "Harus angka yang valid"],
];

export function databaseInputError(error: unknown, read: boolean): AppError | null {
  let detail: string | undefined;
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    const state = sqlState(error);
    detail = (state ? DATA_ERRORS[state] : undefined) ?? DATA_ERRORS[error.code];
    const column = (error.meta?.column_name ?? error.meta?.column) as unknown;
    if (detail && typeof column === "string" && column) detail = `${detail}: ${column}`;
  } else if (error instanceof Prisma.PrismaClientUnknownRequestError) {
    const state = sqlState(error);
    detail = state ? DATA_ERRORS[state] : undefined;
  } else if (error instanceof Prisma.PrismaClientValidationError) {
    detail = VALIDATION_PATTERNS.find(([re]) => re.test(error.message))?.[1];
    // A read's query is built from static config plus the client's query values, so a value
    // Prisma refuses there (an enum filter value that is not one, text for an Int column) is the
    // query's fault. Logged, since a wrong filter definition would show up the same way.
    if (!detail && read) {
      console.warn("[api] query value refused by Prisma", error.message.split("\n").slice(-3));
      detail = "Nilai parameter tidak valid";
    }
  } else if (error instanceof RangeError && /Invalid time value/.test(error.message)) {
    detail = "Tanggal tidak valid";
  }
  if (!detail) return null;
  return read ? AppError.badRequest(detail) : AppError.validation([{ detail }]);
}

/** Zod issues become 422 items whose pointer follows the document: /data/attributes/<field>. */
export function zodToAppError(error: ZodError, base = "/data/attributes"): AppError {
  return AppError.validation(
    error.issues.map((issue) => ({
      detail: issue.message,
      source: { pointer: [base, ...issue.path.map(String)].join("/") },
    })),
  );
}

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export function errorResponse(error: unknown, context = ""): Response {
  const e = toAppError(error, context);
  return documentResponse(
    {
      // JSON:API's errors[] holds unique members: a schema or use case that reports the same
      // problem at the same place twice (a union beside a refine) is answered once.
      errors: uniqueBy(
        e.items.map((i) => errorObject(i, ERROR_STATUS[i.code])),
        (o) => JSON.stringify(o),
      ),
      jsonapi: { version: "1.0" },
    },
    e.status,
    e.headers,
  );
}

/** JSON:API 1.0 content negotiation for requests with a body. */
export function assertContentType(request: Request, { allowPlainJson = false } = {}): void {
  const raw = request.headers.get("content-type");
  if (!raw)
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", `Content-Type harus ${MEDIA_TYPE}`, {
      source: { header: "Content-Type" },
    });
  const [type, ...params] = raw.split(";").map((s) => s.trim());
  const mediaType = type?.toLowerCase();
  if (mediaType === MEDIA_TYPE) {
    if (params.some((p) => p !== "")) {
      throw new AppError(
        "UNSUPPORTED_MEDIA_TYPE",
        `${MEDIA_TYPE} tidak boleh memakai parameter media type`,
        {
          source: { header: "Content-Type" },
        },
      );
    }
    return;
  }
  if (allowPlainJson && mediaType === "application/json") return;
  throw new AppError("UNSUPPORTED_MEDIA_TYPE", `Content-Type harus ${MEDIA_TYPE}`, {
    source: { header: "Content-Type" },
  });
}

/**
 * 406 when the client accepts only the JSON:API media type with parameters (JSON:API 1.0 §Server
 * Responsibilities), or nothing the route can answer. `produces` names the media type of a file
 * answer (CSV, SVG): an Accept of only that type (or its `type/*`) is then fine too.
 */
export function assertAcceptable(request: Request, produces?: string): void {
  const accept = request.headers.get("accept");
  if (!accept) return;
  const ranges = accept.split(",").map((r) => r.trim().toLowerCase());
  if (produces) {
    const [major] = produces.split("/");
    const media = (r: string) => r.split(";")[0]?.trim() ?? "";
    if (ranges.some((r) => media(r) === produces || media(r) === `${major}/*`)) return;
  }
  const jsonApi = ranges.filter((r) => r.startsWith(MEDIA_TYPE));
  const others = ranges.filter((r) => !r.startsWith(MEDIA_TYPE));
  const acceptsOther = others.some((r) =>
    /^(\*\/\*|application\/\*|application\/json)(;|$)/.test(r),
  );
  if (
    jsonApi.length > 0 &&
    !acceptsOther &&
    jsonApi.every((r) => r !== MEDIA_TYPE && !/^application\/vnd\.api\+json\s*;\s*q=/.test(r))
  ) {
    throw new AppError("NOT_ACCEPTABLE", `Accept harus menerima ${MEDIA_TYPE} tanpa parameter`, {
      source: { header: "Accept" },
    });
  }
  if (
    jsonApi.length === 0 &&
    !acceptsOther &&
    !ranges.some((r) => r.startsWith("*/*") || r.startsWith("application/*"))
  ) {
    throw new AppError("NOT_ACCEPTABLE", `Accept harus menerima ${MEDIA_TYPE}`, {
      source: { header: "Accept" },
    });
  }
}

/** Media types of file answers (actions declare theirs in `ActionDef.produces`). */
export const FILE_TYPES = {
  csv: "text/csv",
  svg: "image/svg+xml",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
  /** dBase III table (orders/-actions/exportDbf). */
  dbf: "application/x-dbf",
} as const;
export type FileMediaType = (typeof FILE_TYPES)[keyof typeof FILE_TYPES];

/**
 * A downloaded file that is not a JSON:API document: CSV exports (with a BOM so spreadsheet apps
 * read UTF-8), SVG images, and streamed XLSX/PDF exports (`body` a ReadableStream: the bytes go
 * out as they are produced, see server/exports/stream.ts). `filename` makes it an attachment;
 * `cache` defaults to no-store. Errors found before the first byte are JSON:API errors as usual.
 */
export function fileResponse(
  body: string | ReadableStream<Uint8Array>,
  opts: { type: FileMediaType; filename?: string; cache?: string },
): Response {
  const text = opts.type === "text/csv" || opts.type === "image/svg+xml";
  const headers: Record<string, string> = {
    "Content-Type": text ? `${opts.type}; charset=utf-8` : opts.type,
    "Cache-Control": opts.cache ?? "no-store",
    "X-Content-Type-Options": "nosniff",
  };
  if (opts.filename) headers["Content-Disposition"] = `attachment; filename="${opts.filename}"`;
  if (typeof body !== "string") {
    // Tell proxies (nginx) not to buffer a streamed export.
    headers["X-Accel-Buffering"] = "no";
    return new Response(body, { status: 200, headers });
  }
  return new Response(opts.type === "text/csv" ? `\uFEFF${body}` : body, { status: 200, headers });
}

/** `<name>-<yyyy-mm-dd>.csv`, the file name of a dated export. */
export function datedCsvName(name: string): string {
  return datedFileName(name, "csv");
}

/** `<name>-<yyyy-mm-dd>.<ext>` (Jakarta day), the file name of a dated export. */
export function datedFileName(name: string, ext: "csv" | "xlsx" | "pdf" | "dbf"): string {
  return `${name}-${jakartaDateString()}.${ext}`;
}

/** Reads a JSON body; malformed JSON or a non-object is a 400. */
export async function readJsonBody(request: Request): Promise<JsonObject> {
  return parseJsonBody(await request.text());
}

export function parseJsonBody(text: string): JsonObject {
  if (text.trim() === "") throw AppError.badRequest("Body permintaan kosong", { pointer: "" });
  // Malformed or too deeply nested JSON is a 400 here, before anything recursive walks it.
  const parsed = parseJsonText(text);
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed))
    throw AppError.badRequest("Body harus berupa objek JSON", { pointer: "" });
  const nul = nulPointer(parsed, "");
  if (nul !== null) throw AppError.validation([{ detail: NUL_DETAIL, source: { pointer: nul } }]);
  return parsed as JsonObject;
}

// ---------------------------------------------------------------------------------------------
// NUL characters: PostgreSQL text cannot hold U+0000 ('invalid byte sequence for encoding
// "UTF8": 0x00'), so a NUL anywhere in the input is refused where the input is parsed (here and
// in handle.ts), never left to reach the database as a 500.

export const NUL_DETAIL = "Teks tidak boleh berisi karakter NUL (\\u0000)";

function pointerToken(key: string): string {
  return key.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** The JSON pointer of the first string (or member name) holding a NUL, or null. */
export function nulPointer(value: unknown, pointer: string): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? pointer : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulPointer(value[i], `${pointer}/${i}`);
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      const here = `${pointer}/${pointerToken(k)}`;
      if (k.includes("\u0000")) return here;
      const found = nulPointer(v, here);
      if (found !== null) return found;
    }
  }
  return null;
}

/** 400 with source.parameter for a query parameter whose name or value holds a NUL. */
export function assertNoNulInQuery(params: URLSearchParams): void {
  for (const [key, value] of params) {
    if (key.includes("\u0000") || value.includes("\u0000"))
      throw AppError.badRequest(NUL_DETAIL, { parameter: key.replaceAll("\u0000", "") });
  }
}

/** 422 for a multipart text field holding a NUL (the pointer names the form field). */
export function assertNoNulInForm(form: FormData): void {
  for (const [key, value] of form) {
    if (key.includes("\u0000") || (typeof value === "string" && value.includes("\u0000")))
      throw AppError.validation([
        {
          detail: NUL_DETAIL,
          source: { pointer: `/${pointerToken(key.replaceAll("\u0000", ""))}` },
        },
      ]);
  }
}

// ---------------------------------------------------------------------------------------------
// The origin links are built on. Next may hand route handlers a request.url naming `localhost`
// (its own listen address), so the origin comes from APP_URL when set, else from the Host header
// the client sent (validated as a host[:port]), else request.url.

const HOST_HEADER = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The first value of a comma-joined forwarded header ("a, b" -> "a"), lower-cased. */
function firstForwarded(value: string | null): string | null {
  const first = value?.split(",")[0]?.trim().toLowerCase();
  return first || null;
}

/** The origin a client reaches this app at: APP_URL, else the request's Host (X-Forwarded-Host/-Proto from a trusted proxy), else request.url's origin. */
export function requestOrigin(request: Request): string {
  const configured = process.env.APP_URL;
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      // A malformed APP_URL falls back to the request's own origin.
    }
  }
  const own = new URL(request.url);
  const host = request.headers.get("host");
  // X-Forwarded-Host / X-Forwarded-Proto count only from a proxy named in TRUSTED_PROXIES
  // (server/http/client-ip.ts); from anyone else they are the client's own words and ignored.
  if (isTrustedProxy(socketPeer(request.headers))) {
    const fHost = firstForwarded(request.headers.get("x-forwarded-host"));
    const fProto = firstForwarded(request.headers.get("x-forwarded-proto"));
    const proto = fProto === "http" || fProto === "https" ? `${fProto}:` : "http:";
    if (fHost && HOST_HEADER.test(fHost)) return `${proto}//${fHost.toLowerCase()}`;
    if (host && HOST_HEADER.test(host)) return `${proto}//${host.toLowerCase()}`;
  }
  // Our server speaks plain HTTP (scripts/server.mjs); TLS ends at a proxy, which is trusted or
  // sets APP_URL. request.url's scheme is not used: Next derives it from X-Forwarded-Proto,
  // whoever sent that.
  if (host && HOST_HEADER.test(host)) return `http://${host.toLowerCase()}`;
  return `http://${own.host}`;
}

/**
 * The origin of links sent by mail (password reset), where a forged origin would hand a token to
 * whoever named it: APP_URL (or AUTH_URL) when set, as production must. Without them the host is
 * `ownHost` (the API passes request.url's, the server's own; a server action the Host header),
 * and X-Forwarded-Host / X-Forwarded-Proto count only from a proxy in TRUSTED_PROXIES; from anyone
 * else the scheme is http (our server speaks plain HTTP), whatever the client wrote.
 */
export function mailLinkOrigin(headers: Headers, ownHost: string | null): string {
  const configured = process.env.APP_URL || process.env.AUTH_URL;
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      // A malformed setting falls back to the request, as requestOrigin does.
    }
  }
  let proto = "http:";
  let host = ownHost && HOST_HEADER.test(ownHost) ? ownHost.toLowerCase() : "localhost:3000";
  if (isTrustedProxy(socketPeer(headers))) {
    const fProto = firstForwarded(headers.get("x-forwarded-proto"));
    if (fProto === "http" || fProto === "https") proto = `${fProto}:`;
    const fHost = firstForwarded(headers.get("x-forwarded-host"));
    if (fHost && HOST_HEADER.test(fHost)) host = fHost;
  }
  return `${proto}//${host}`;
}

/** request.url with its origin replaced by requestOrigin (the base of every link in an answer). */
export function publicUrl(request: Request): URL {
  const own = new URL(request.url);
  const out = new URL(requestOrigin(request));
  out.pathname = own.pathname;
  out.search = own.search;
  return out;
}

/** Absolute URL with brackets percent-encoded, as the JSON:API schema's uri format requires. */
export function absoluteUrl(base: URL, pathname: string, params?: URLSearchParams): string {
  // Paths are built by the server from encoded ids, so plain concatenation is safe and avoids a
  // URL parse per link (a list page has a few hundred links).
  const path = pathname.startsWith("/") ? pathname : `/${pathname}`;
  const query = params ? params.toString() : "";
  return `${base.origin}${path}${query ? `?${query.replace(/\[/g, "%5B").replace(/\]/g, "%5D")}` : ""}`;
}
