// A request's query as Prisma conditions: ids, the rows the caller may see (base where, soft delete,
// row scope), filters, filter[search] and the order of rows. Pure: builds objects, reads nothing.
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import type { ResourceDef, Where } from "./resource";
import type { ParsedQuery, SortField } from "./query";

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseId(def: ResourceDef, raw: string): string | number {
  if (def.idKind === "int") {
    if (!/^\d{1,9}$/.test(raw)) throw AppError.notFound();
    return Number(raw);
  }
  if (def.idKind === "uuid" && !UUID.test(raw)) throw AppError.notFound();
  if (raw.length > 64) throw AppError.notFound();
  return raw;
}

/** The rows of `def` the caller may see at all: base where, soft delete, row scope. */
export function baseConditions(
  def: ResourceDef,
  actor: Actor | null,
  opts: { trashed?: string } = {},
): Where[] {
  const and: Where[] = [];
  if (def.baseWhere) and.push(def.baseWhere);
  if (def.softDelete) {
    if (opts.trashed === "only") and.push({ deletedAt: { not: null } });
    else if (opts.trashed !== "with") and.push({ deletedAt: null });
  }
  if (actor && def.scope) {
    const s = def.scope(actor);
    if (s) and.push(s);
  }
  return and;
}

/**
 * filter[search] on one field of ResourceDef.search: a direct field, or a dotted path through
 * to-one relations ("product.code" -> { product: { code: { contains } } }).
 */
function searchCondition(path: string, term: string): Where {
  return path.split(".").reduceRight<Where>((inner, key) => ({ [key]: inner }), {
    contains: term,
    mode: "insensitive",
  });
}

export function filterConditions(
  def: ResourceDef,
  query: ParsedQuery,
  actor: Actor | null,
): Where[] {
  const and: Where[] = [];
  for (const [name, value] of query.filters) {
    if (name === "trashed") {
      if (value !== "with" && value !== "only")
        throw AppError.badRequest("filter[trashed] harus 'with' atau 'only'", {
          parameter: "filter[trashed]",
        });
      continue;
    }
    if (name === "search") {
      const term = value.trim();
      if (term)
        and.push({
          OR: (def.search ?? []).map((f) => searchCondition(f, term)),
        });
      continue;
    }
    if (name === "id") {
      const ids = value
        .split(",")
        .map((v) => v.trim())
        .filter(Boolean);
      const parsed: (string | number)[] = [];
      for (const v of ids) {
        try {
          parsed.push(parseId(def, v));
        } catch {
          throw AppError.badRequest(`filter[id] tidak valid: ${v}`, { parameter: "filter[id]" });
        }
      }
      and.push({ id: { in: parsed } });
      continue;
    }
    const fn = def.filters?.[name];
    if (fn) and.push(fn(value, actor ?? anonymous, query.filters));
  }
  return and;
}

const anonymous: Actor = {
  userId: "",
  name: "",
  email: "",
  officeId: null,
  officeCode: null,
  officeCategoryId: null,
  officeType: null,
  roles: [],
  currentRole: null,
  permissions: new Set(),
  isSuperadmin: false,
  via: "session",
};

export function sortField(def: ResourceDef, name: string): string {
  if (name === "id") return "id";
  const a = def.attributes[name];
  if (!a)
    throw AppError.badRequest(`Tidak dapat mengurutkan berdasarkan: ${name}`, {
      parameter: "sort",
    });
  return a.field;
}

export function orderBy(def: ResourceDef, sort: SortField[], flip = false): Where[] {
  const out: Where[] = [];
  const dir = (desc: boolean) => (desc !== flip ? "desc" : "asc");
  let hasId = false;
  for (const s of sort) {
    const f = sortField(def, s.name);
    if (f === "id") hasId = true;
    const hook = s.name === "id" ? undefined : def.attributes[s.name]?.order;
    out.push(hook ? hook(s.desc !== flip) : { [f]: dir(s.desc) });
  }
  if (!hasId) out.push({ id: dir(false) });
  return out;
}
