// Parses and validates JSON:API query parameters against a resource's allow-lists.
// Every name coming from the request is looked up in a Map or Set, never used as an object key,
// so `include=__proto__` or `sort=constructor` is a clean 400 (STACK.md pitfall).
import { AppError } from "@/server/errors";

export interface SortField {
  name: string;
  desc: boolean;
}

export type Pagination =
  | { kind: "offset"; number: number; size: number }
  | { kind: "cursor"; limit: number; after: string | null; before: string | null };

export interface ParsedQuery {
  page: Pagination;
  sort: SortField[];
  /** Include paths split on dots: "office.office-category" -> ["office", "office-category"]. */
  include: string[][];
  /** True when `include` is the resource's default (no include parameter was sent). */
  includeIsDefault: boolean;
  /** Sparse fieldsets per type. */
  fields: Map<string, Set<string>>;
  filters: Map<string, string>;
}

export interface QuerySpec {
  /** Filter names this resource accepts (besides none). */
  filters: ReadonlySet<string>;
  sorts: ReadonlySet<string>;
  /** Every include path allowed, dotted ("office.office-category"). */
  includes: ReadonlySet<string>;
  /** Fields (attributes and relationships) per known type, for fields[type]. */
  typeFields: ReadonlyMap<string, ReadonlySet<string>>;
  defaultPageSize: number;
  maxPageSize: number;
  defaultSort: SortField[];
  defaultInclude: string[][];
}

const FAMILY = /^([a-z]+)(?:\[([^[\]]*)\])?$/;
const NAME = /^[a-zA-Z0-9_-]+$/;

function positiveInt(raw: string, parameter: string, min = 1): number {
  if (!/^\d{1,9}$/.test(raw))
    throw AppError.badRequest(`${parameter} harus berupa bilangan bulat`, { parameter });
  const n = Number(raw);
  if (n < min) throw AppError.badRequest(`${parameter} minimal ${min}`, { parameter });
  return n;
}

export function parseQuery(params: URLSearchParams, spec: QuerySpec): ParsedQuery {
  const page = new Map<string, string>();
  const fields = new Map<string, Set<string>>();
  const filters = new Map<string, string>();
  let sortRaw: string | null = null;
  let includeRaw: string | null = null;

  for (const [key, value] of params) {
    const m = FAMILY.exec(key);
    if (!m) throw AppError.badRequest(`Parameter tidak dikenal: ${key}`, { parameter: key });
    const family = m[1] ?? "";
    const member = m[2];
    switch (family) {
      case "page":
        if (
          member === undefined ||
          !["number", "size", "limit", "after", "before"].includes(member)
        )
          throw AppError.badRequest(`Parameter tidak dikenal: ${key}`, { parameter: key });
        page.set(member, value);
        break;
      case "filter":
        if (!member || !spec.filters.has(member))
          throw AppError.badRequest(`Filter tidak dikenal: ${member ?? ""}`, { parameter: key });
        filters.set(member, value);
        break;
      case "fields": {
        if (!member)
          throw AppError.badRequest("fields harus menyebut tipe: fields[tipe]", { parameter: key });
        const known = spec.typeFields.get(member);
        if (!known)
          throw AppError.badRequest(`Tipe tidak dikenal pada fields: ${member}`, {
            parameter: key,
          });
        const set = new Set<string>();
        for (const f of value
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)) {
          if (!known.has(f))
            throw AppError.badRequest(`Field tidak dikenal pada ${member}: ${f}`, {
              parameter: key,
            });
          set.add(f);
        }
        fields.set(member, set);
        break;
      }
      case "sort":
        if (member !== undefined)
          throw AppError.badRequest(`Parameter tidak dikenal: ${key}`, { parameter: key });
        sortRaw = value;
        break;
      case "include":
        if (member !== undefined)
          throw AppError.badRequest(`Parameter tidak dikenal: ${key}`, { parameter: key });
        includeRaw = value;
        break;
      default:
        throw AppError.badRequest(`Parameter tidak dikenal: ${key}`, { parameter: key });
    }
  }

  return {
    page: parsePage(page, spec),
    sort: sortRaw === null ? spec.defaultSort : parseSort(sortRaw, spec),
    include: includeRaw === null ? spec.defaultInclude : parseInclude(includeRaw, spec),
    includeIsDefault: includeRaw === null,
    fields,
    filters,
  };
}

function parsePage(page: Map<string, string>, spec: QuerySpec): Pagination {
  const cursor = page.has("limit") || page.has("after") || page.has("before");
  if (cursor) {
    if (page.has("number"))
      throw AppError.badRequest(
        "page[number] tidak dapat digabung dengan page[after]/page[before]",
        { parameter: "page[number]" },
      );
    if (page.has("after") && page.has("before"))
      throw AppError.badRequest("Gunakan page[after] atau page[before], tidak keduanya", {
        parameter: "page[before]",
      });
    const limitRaw = page.get("limit") ?? page.get("size");
    const limit =
      limitRaw === undefined ? spec.defaultPageSize : positiveInt(limitRaw, "page[limit]");
    for (const k of ["after", "before"] as const) {
      const v = page.get(k);
      if (v !== undefined && !/^[A-Za-z0-9_-]{1,512}$/.test(v))
        throw AppError.badRequest(CURSOR_INVALID, { parameter: `page[${k}]` });
    }
    return {
      kind: "cursor",
      limit: Math.min(limit, spec.maxPageSize),
      after: page.get("after") ?? null,
      before: page.get("before") ?? null,
    };
  }
  const numberRaw = page.get("number");
  const sizeRaw = page.get("size");
  const number = numberRaw === undefined ? 1 : positiveInt(numberRaw, "page[number]");
  const size = sizeRaw === undefined ? spec.defaultPageSize : positiveInt(sizeRaw, "page[size]");
  return { kind: "offset", number, size: Math.min(size, spec.maxPageSize) };
}

function parseSort(raw: string, spec: QuerySpec): SortField[] {
  const out: SortField[] = [];
  for (const part of raw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const desc = part.startsWith("-");
    const name = desc ? part.slice(1) : part;
    if (!NAME.test(name) || !spec.sorts.has(name))
      throw AppError.badRequest(`Tidak dapat mengurutkan berdasarkan: ${name}`, {
        parameter: "sort",
      });
    out.push({ name, desc });
  }
  return out;
}

function parseInclude(raw: string, spec: QuerySpec): string[][] {
  const out: string[][] = [];
  for (const path of raw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    if (!spec.includes.has(path))
      throw AppError.badRequest(`Relasi tidak dapat di-include: ${path}`, { parameter: "include" });
    out.push(path.split("."));
  }
  return out;
}

/** The one answer to a forged, damaged or stale paging cursor (400, source.parameter page[after|before]). */
export const CURSOR_INVALID = "Cursor tidak valid";

export function invalidCursor(parameter: string): AppError {
  return AppError.badRequest(CURSOR_INVALID, { parameter });
}

/** Opaque cursor for keyset paging: base64url of the last row's sort key and id. */
export function encodeCursor(values: (string | number | null)[]): string {
  return Buffer.from(JSON.stringify(values)).toString("base64url");
}

export function decodeCursor(cursor: string, parameter: string): (string | number | null)[] {
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (
      Array.isArray(v) &&
      v.every((x) => x === null || typeof x === "string" || typeof x === "number")
    )
      return v;
  } catch {
    // fall through
  }
  throw invalidCursor(parameter);
}
