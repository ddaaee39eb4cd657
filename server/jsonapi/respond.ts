// HTTP edge of the JSON:API: media types, documents in and out, and the one place where
// errors become `errors[]` with a status. Every /api/v1 route handler goes through `handle`.
import { jakartaDateString } from "@/lib/business-date";
import { ZodError } from "zod";
import { AppError, ERROR_STATUS, ERROR_TITLE, isAppError, type ErrorItem } from "@/server/errors";
import { Prisma } from "@/server/generated/prisma/client";

export const MEDIA_TYPE = "application/vnd.api+json";

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** Serialises a JSON:API document. BigInt (money) becomes a number; Dates become ISO 8601. */
export function stringifyDocument(doc: unknown): string {
  return JSON.stringify(doc, (_key, value: unknown) =>
    typeof value === "bigint" ? Number(value) : value,
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
  console.error(`[api] unexpected error${context ? ` in ${context}` : ""}`, error);
  return new AppError("INTERNAL", "Terjadi error");
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

export function errorResponse(error: unknown, context = ""): Response {
  const e = toAppError(error, context);
  return documentResponse(
    {
      errors: e.items.map((i) => errorObject(i, ERROR_STATUS[i.code])),
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

/**
 * A downloaded file that is not a JSON:API document: CSV exports (with a BOM so spreadsheet apps
 * read UTF-8), SVG images. `filename` makes it an attachment; `cache` defaults to no-store.
 */
export function fileResponse(
  body: string,
  opts: { type: "text/csv" | "image/svg+xml"; filename?: string; cache?: string },
): Response {
  const headers: Record<string, string> = {
    "Content-Type": `${opts.type}; charset=utf-8`,
    "Cache-Control": opts.cache ?? "no-store",
    "X-Content-Type-Options": "nosniff",
  };
  if (opts.filename) headers["Content-Disposition"] = `attachment; filename="${opts.filename}"`;
  return new Response(opts.type === "text/csv" ? `\uFEFF${body}` : body, { status: 200, headers });
}

/** `<name>-<yyyy-mm-dd>.csv`, the file name of a dated export. */
export function datedCsvName(name: string): string {
  return `${name}-${jakartaDateString()}.csv`;
}

/** Reads a JSON body; malformed JSON or a non-object is a 400. */
export async function readJsonBody(request: Request): Promise<JsonObject> {
  return parseJsonBody(await request.text());
}

export function parseJsonBody(text: string): JsonObject {
  if (text.trim() === "") throw AppError.badRequest("Body permintaan kosong", { pointer: "" });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw AppError.badRequest("Body bukan JSON yang valid", { pointer: "" });
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed))
    throw AppError.badRequest("Body harus berupa objek JSON", { pointer: "" });
  return parsed as JsonObject;
}

/** Absolute URL with brackets percent-encoded, as the JSON:API schema's uri format requires. */
export function absoluteUrl(base: URL, pathname: string, params?: URLSearchParams): string {
  // Paths are built by the server from encoded ids, so plain concatenation is safe and avoids a
  // URL parse per link (a list page has a few hundred links).
  const path = pathname.startsWith("/") ? pathname : `/${pathname}`;
  const query = params ? params.toString() : "";
  return `${base.origin}${path}${query ? `?${query.replace(/\[/g, "%5B").replace(/\]/g, "%5D")}` : ""}`;
}
