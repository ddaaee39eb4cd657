// The JSON:API engine: one implementation of list / read / create / update / delete / related /
// relationships for every registered resource. Resources are typed config (resource.ts); this file
// turns a parsed query into Prisma calls and rows into documents.
import type { Db } from "@/server/prisma-client";
import { hasPermission, type Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import type { ZodType } from "zod";
import type { Access, ModelKey, RelationshipDef, ResourceDef, Row, Where } from "./resource";
import {
  decodeCursor,
  encodeCursor,
  invalidCursor,
  parseQuery,
  type ParsedQuery,
  type QuerySpec,
  type SortField,
} from "./query";
import {
  toDateOnly,
  toJsonValue,
  type Document,
  type RelationshipObject,
  type ResourceIdentifier,
  type ResourceObject,
} from "./document";
import {
  absoluteUrl,
  bigintToJson,
  databaseInputError,
  zodToAppError,
  type JsonObject,
  type JsonValue,
} from "./respond";
import { Prisma } from "@/server/generated/prisma/client";
import { assertFieldWrites } from "./write-access";
import { hasStanding } from "./standing";

/** The subset of a Prisma delegate the engine uses. Prisma's own types are per model; the engine is generic. */
interface Delegate {
  findMany(args: {
    where?: Where;
    orderBy?: Where[];
    skip?: number;
    take?: number;
    include?: Row;
  }): Promise<Row[]>;
  findFirst(args: { where?: Where; include?: Row; select?: Row }): Promise<Row | null>;
  count(args: { where?: Where; take?: number; orderBy?: Where[] }): Promise<number>;
  create(args: { data: Row }): Promise<Row>;
  update(args: { where: Where; data: Row }): Promise<Row>;
  delete(args: { where: Where }): Promise<Row>;
  deleteMany(args: { where: Where }): Promise<{ count: number }>;
  createMany(args: { data: Row[]; skipDuplicates?: boolean }): Promise<{ count: number }>;
}

export function delegate(db: Db | Omit<Db, "$connect">, model: ModelKey): Delegate {
  // One deliberate cast: Prisma types each delegate separately; the engine only needs this shared shape.
  return (db as unknown as Record<ModelKey, Delegate>)[model];
}

const MAX_INCLUDE_DEPTH = 3;

function withInclude(def: ResourceDef): { include?: Row } {
  return def.rowInclude ? { include: def.rowInclude } : {};
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface RequestContext {
  db: Db;
  actor: Actor | null;
  url: URL;
}

export class ResourceRegistry {
  private readonly defs = new Map<string, ResourceDef>();
  private readonly specs = new Map<string, QuerySpec>();
  private readonly typeFields = new Map<string, ReadonlySet<string>>();

  constructor(defs: ResourceDef[]) {
    for (const d of defs) {
      if (this.defs.has(d.type)) throw new Error(`duplicate resource type ${d.type}`);
      // JSON:API reserves these member names inside attributes and relationships.
      for (const name of [...Object.keys(d.attributes), ...Object.keys(d.relationships ?? {})])
        if (name === "type" || name === "id" || name === "links" || name === "relationships")
          throw new Error(`${d.type}: "${name}" cannot be an attribute or relationship name`);
      this.defs.set(d.type, d);
      this.typeFields.set(
        d.type,
        new Set([...Object.keys(d.attributes), ...Object.keys(d.relationships ?? {})]),
      );
    }
    for (const d of defs) {
      for (const [name, rel] of Object.entries(d.relationships ?? {})) {
        if (!this.defs.has(rel.type))
          throw new Error(`${d.type}.${name}: unknown type ${rel.type}`);
        if (rel.kind === "one" && !rel.foreignKey)
          throw new Error(`${d.type}.${name}: to-one needs foreignKey`);
        if (rel.kind === "many" && !rel.inverseKey && !rel.through && !rel.computed)
          throw new Error(`${d.type}.${name}: to-many needs inverseKey, through or computed`);
      }
      this.specs.set(d.type, this.buildSpec(d));
    }
  }

  get(type: string): ResourceDef {
    const d = this.defs.get(type);
    if (!d) throw AppError.notFound(`Resource tidak dikenal: ${type}`);
    return d;
  }

  has(type: string): boolean {
    return this.defs.has(type);
  }

  types(): string[] {
    return [...this.defs.keys()];
  }

  spec(type: string): QuerySpec {
    const s = this.specs.get(type);
    if (!s) throw AppError.notFound(`Resource tidak dikenal: ${type}`);
    return s;
  }

  private buildSpec(d: ResourceDef): QuerySpec {
    const filters = new Set(Object.keys(d.filters ?? {}));
    if (d.search?.length) filters.add("search");
    if (d.softDelete) filters.add("trashed");
    filters.add("id");
    const sorts = new Set(
      Object.entries(d.attributes)
        .filter(([, a]) => a.sortable)
        .map(([n]) => n),
    );
    sorts.add("id");
    const includes = new Set<string>();
    const walk = (def: ResourceDef, prefix: string, depth: number) => {
      if (depth > MAX_INCLUDE_DEPTH) return;
      for (const [name, rel] of Object.entries(def.relationships ?? {})) {
        const path = prefix ? `${prefix}.${name}` : name;
        includes.add(path);
        const target = this.defs.get(rel.type);
        if (target) walk(target, path, depth + 1);
      }
    };
    walk(d, "", 1);
    const size = d.pageSize ?? { default: 15, max: 100 };
    return {
      filters,
      sorts,
      includes,
      typeFields: this.typeFields,
      defaultPageSize: size.default,
      maxPageSize: size.max,
      defaultSort: parseSortString(d.defaultSort),
      defaultInclude: (d.defaultInclude ?? []).map((p) => p.split(".")),
    };
  }
}

function parseSortString(s: string): SortField[] {
  return s
    .split(",")
    .filter(Boolean)
    .map((p) => (p.startsWith("-") ? { name: p.slice(1), desc: true } : { name: p, desc: false }));
}

// ---------------------------------------------------------------------------------------------
// Access

export function checkAccess(access: Access | undefined, actor: Actor | null, action: string): void {
  if (access === undefined)
    throw new AppError("METHOD_NOT_ALLOWED", `Aksi ${action} tidak tersedia untuk resource ini`);
  if (access === "public") return;
  if (!actor) throw AppError.unauthenticated();
  if (access === "account") return;
  if (access === "authenticated") {
    // An account with no office and no role (open registration) has no business data yet.
    if (!hasStanding(actor)) throw AppError.forbidden();
    return;
  }
  const ok = typeof access === "function" ? access(actor) : hasPermission(actor, access.permission);
  if (!ok) throw AppError.forbidden();
}

// ---------------------------------------------------------------------------------------------
// Where / order

export function parseId(def: ResourceDef, raw: string): string | number {
  if (def.idKind === "int") {
    if (!/^\d{1,9}$/.test(raw)) throw AppError.notFound();
    return Number(raw);
  }
  if (def.idKind === "uuid" && !UUID.test(raw)) throw AppError.notFound();
  if (raw.length > 64) throw AppError.notFound();
  return raw;
}

function baseConditions(
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

function filterConditions(def: ResourceDef, query: ParsedQuery, actor: Actor | null): Where[] {
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

function sortField(def: ResourceDef, name: string): string {
  if (name === "id") return "id";
  const a = def.attributes[name];
  if (!a)
    throw AppError.badRequest(`Tidak dapat mengurutkan berdasarkan: ${name}`, {
      parameter: "sort",
    });
  return a.field;
}

function orderBy(def: ResourceDef, sort: SortField[], flip = false): Where[] {
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

// ---------------------------------------------------------------------------------------------
// Serialisation

type Linkage = WeakMap<Row, Map<string, ResourceIdentifier[]>>;

function attributeValue(kind: string, value: unknown): JsonValue {
  if (kind === "date") return value instanceof Date ? toDateOnly(value) : toJsonValue(value);
  return toJsonValue(value);
}

function identifier(def: ResourceDef, id: unknown): ResourceIdentifier {
  void def;
  return { type: def.type, id: String(id) };
}

/**
 * Whether a to-one linkage may name `id` of `type` for the caller (see linkVisibility): linkage
 * names only rows the caller may read.
 */
export type LinkFilter = (type: string, id: unknown) => boolean;

const allLinks: LinkFilter = () => true;

export class Serializer {
  constructor(
    private readonly registry: ResourceRegistry,
    private readonly base: URL,
    private readonly fields: Map<string, Set<string>>,
    private readonly linkage: Linkage,
    /** The caller: attribute read rules (AttributeDef.read) are decided for it. */
    private readonly actor: Actor | null,
    private readonly linkable: LinkFilter = allLinks,
  ) {}

  resource(def: ResourceDef, row: Row): ResourceObject {
    const only = this.fields.get(def.type);
    const attributes: Record<string, JsonValue> = {};
    for (const [name, a] of Object.entries(def.attributes)) {
      if (only && !only.has(name)) continue;
      // A personal attribute the caller may not read is omitted, not nulled (docs/security-data.md).
      if (a.read && !a.read(this.actor, row)) continue;
      attributes[name] = attributeValue(a.kind, a.get ? a.get(row) : row[a.field]);
    }
    const id = String(row.id);
    const self = absoluteUrl(this.base, `/api/v1/${def.type}/${encodeURIComponent(id)}`);
    const relationships: Record<string, RelationshipObject> = {};
    const loaded = this.linkage.get(row);
    for (const [name, rel] of Object.entries(def.relationships ?? {})) {
      if (only && !only.has(name)) continue;
      const r: RelationshipObject = {
        links: {
          self: absoluteUrl(
            this.base,
            `/api/v1/${def.type}/${encodeURIComponent(id)}/relationships/${name}`,
          ),
          related: absoluteUrl(this.base, `/api/v1/${def.type}/${encodeURIComponent(id)}/${name}`),
        },
      };
      const target = this.registry.get(rel.type);
      if (rel.kind === "one" && rel.foreignKey) {
        const fk = row[rel.foreignKey];
        r.data =
          fk === null || fk === undefined || !this.linkable(target.type, fk)
            ? null
            : identifier(target, fk);
      } else if (loaded?.has(name)) {
        r.data = loaded.get(name) ?? [];
      }
      relationships[name] = r;
    }
    const out: ResourceObject = { type: def.type, id, attributes, links: { self } };
    if (Object.keys(relationships).length) out.relationships = relationships;
    return out;
  }
}

/**
 * Which to-one targets of `items` the caller may read, as a LinkFilter: one id query per target
 * type that has a row scope for the caller (never one per row); a target type the caller may not
 * read at all links to nothing. Rows already loaded for the document (primary or included) were
 * read through the scope and count as visible without a query.
 */
export async function linkVisibility(
  ctx: RequestContext,
  registry: ResourceRegistry,
  items: { def: ResourceDef; row: Row }[],
): Promise<LinkFilter> {
  const known = new Set(items.map(({ def, row }) => `${def.type}:${String(row.id)}`));
  const wanted = new Map<string, Set<unknown>>();
  const denied = new Set<string>();
  for (const { def, row } of items)
    for (const rel of Object.values(def.relationships ?? {})) {
      if (rel.kind !== "one" || !rel.foreignKey) continue;
      const fk = row[rel.foreignKey];
      if (fk === null || fk === undefined || known.has(`${rel.type}:${String(fk)}`)) continue;
      const target = registry.get(rel.type);
      if (!canRead(target, ctx.actor)) {
        denied.add(target.type);
        continue;
      }
      const scoped = !!target.baseWhere || (!!ctx.actor && !!target.scope?.(ctx.actor));
      if (!scoped) continue;
      const set = wanted.get(target.type) ?? new Set<unknown>();
      set.add(fk);
      wanted.set(target.type, set);
    }
  if (!wanted.size && !denied.size) return allLinks;
  const visible = new Map<string, Set<string>>();
  await Promise.all(
    [...wanted].map(async ([type, ids]) => {
      const target = registry.get(type);
      const scope = ctx.actor && target.scope ? target.scope(ctx.actor) : null;
      const rows = await delegate(ctx.db, target.model).findMany({
        where: {
          AND: [
            { id: { in: [...ids] } },
            ...(target.baseWhere ? [target.baseWhere] : []),
            ...(scope ? [scope] : []),
          ],
        },
        take: ids.size,
      });
      visible.set(type, new Set(rows.map((r) => String(r.id))));
    }),
  );
  return (type, id) => {
    if (denied.has(type)) return false;
    if (known.has(`${type}:${String(id)}`)) return true;
    const set = visible.get(type);
    return !set || set.has(String(id));
  };
}

// ---------------------------------------------------------------------------------------------
// Includes: one query per relationship level (two for a join model), never one per row.

/** Included resources one request may load (JSONAPI_MAX_INCLUDED, default 1000). */
export function maxIncluded(): number {
  const raw = Number(process.env.JSONAPI_MAX_INCLUDED);
  return Number.isInteger(raw) && raw > 0 ? raw : 1000;
}

/**
 * The included rows left for this request. Each include query asks for at most one row more than
 * is left, so an oversized include stops loading at the cap and answers 400 instead of reading
 * everything first.
 */
class IncludeBudget {
  private left: number;
  constructor(private readonly cap: number) {
    this.left = cap;
  }
  /** The `take` for the next query. */
  take(): number {
    return this.left + 1;
  }
  spend(n: number): void {
    this.left -= n;
    if (this.left < 0)
      throw AppError.badRequest(
        `Terlalu banyak data terkait (include) dalam satu permintaan: lebih dari ${this.cap}. Kurangi include atau page[size].`,
        { parameter: "include" },
      );
  }
}

interface IncludeTree {
  [name: string]: IncludeTree;
}

function includeTree(paths: string[][]): Map<string, IncludeTree> {
  const root = new Map<string, IncludeTree>();
  for (const path of paths) {
    const [head, ...rest] = path;
    if (!head) continue;
    let node: IncludeTree = root.get(head) ?? (Object.create(null) as IncludeTree);
    root.set(head, node);
    for (const part of rest) {
      const next: IncludeTree = node[part] ?? (Object.create(null) as IncludeTree);
      node[part] = next;
      node = next;
    }
  }
  return root;
}

/** The (parent, target) pairs of a to-many through a join model or computed by a use case. */
async function joinLinks(
  ctx: RequestContext,
  rel: RelationshipDef,
  parentIds: unknown[],
): Promise<{ from: string; to: string; links: Row[] }> {
  if (rel.computed) {
    const byParent = await rel.computed(ctx.db, parentIds);
    const links = [...byParent].flatMap(([from, ids]) => ids.map((to): Row => ({ from, to })));
    return { from: "from", to: "to", links };
  }
  if (!rel.through) return { from: "from", to: "to", links: [] };
  const { model, from, to } = rel.through;
  const links = await delegate(ctx.db, model).findMany({ where: { [from]: { in: parentIds } } });
  return { from, to, links };
}

/** The ids a to-one relationship of `rows` points at (no null, no repeat). */
function foreignIds(rows: Row[], fk: string): unknown[] {
  return [...new Set(rows.map((r) => r[fk]).filter((v) => v !== null && v !== undefined))];
}

async function loadRelated(
  ctx: RequestContext,
  registry: ResourceRegistry,
  rel: RelationshipDef,
  rows: Row[],
  linkage: Linkage,
  relName: string,
  budget?: IncludeBudget,
  /** The rows of every to-one of this level to the same type, read once (loadIncludes). */
  shared?: Promise<Row[]>,
): Promise<Row[]> {
  const target = registry.get(rel.type);
  const targetDelegate = delegate(ctx.db, target.model);
  const visible = [...baseConditions(target, ctx.actor), ...(rel.where ? [rel.where] : [])];
  const take = budget ? { take: budget.take() } : {};
  if (rel.kind === "one" && rel.foreignKey) {
    const ids = foreignIds(rows, rel.foreignKey);
    if (!ids.length) return [];
    if (shared) {
      const wanted = new Set(ids);
      return (await shared).filter((r) => wanted.has(r.id));
    }
    const found = await targetDelegate.findMany({
      where: { AND: [{ id: { in: ids } }, ...visible] },
      ...take,
      ...withInclude(target),
    });
    budget?.spend(found.length);
    return found;
  }
  const parentIds = rows.map((r) => r.id);
  const byParent = new Map<unknown, ResourceIdentifier[]>();
  let related: Row[] = [];
  if (rel.inverseKey) {
    const inv = rel.inverseKey;
    related = await targetDelegate.findMany({
      where: { AND: [{ [inv]: { in: parentIds } }, ...visible] },
      orderBy: orderBy(target, parseSortString(target.defaultSort)),
      ...take,
      ...withInclude(target),
    });
    budget?.spend(related.length);
    for (const t of related) {
      const list = byParent.get(t[inv]) ?? [];
      list.push(identifier(target, t.id));
      byParent.set(t[inv], list);
    }
  } else if (rel.through || rel.computed) {
    const { from, to, links } = await joinLinks(ctx, rel, parentIds);
    const targetIds = [...new Set(links.map((l) => l[to]))];
    related = targetIds.length
      ? await targetDelegate.findMany({
          where: { AND: [{ id: { in: targetIds } }, ...visible] },
          ...take,
          ...withInclude(target),
        })
      : [];
    budget?.spend(related.length);
    const present = new Set(related.map((t) => t.id));
    for (const l of links) {
      if (!present.has(l[to])) continue;
      const list = byParent.get(l[from]) ?? [];
      list.push(identifier(target, l[to]));
      byParent.set(l[from], list);
    }
  }
  for (const r of rows) {
    let m = linkage.get(r);
    if (!m) {
      m = new Map();
      linkage.set(r, m);
    }
    m.set(relName, byParent.get(r.id) ?? []);
  }
  return related;
}

type Included = { key: string; def: ResourceDef; row: Row };

/**
 * The included rows of `tree` below `rows`, in the order of the tree (depth first), so the
 * document is the same however the queries interleave. Without a budget (the default include,
 * bounded by the page size) the relationships of one level load concurrently, and the to-ones of
 * one level that point at the same type (an order's origin and destination office) are one
 * query; with a budget (a client's include) they load one after another, each asking for no
 * more rows than are left.
 */
async function loadIncludes(
  ctx: RequestContext,
  registry: ResourceRegistry,
  def: ResourceDef,
  rows: Row[],
  tree: Map<string, IncludeTree>,
  linkage: Linkage,
  budget: IncludeBudget | undefined,
): Promise<Included[]> {
  const branches = [...tree].flatMap(([name, sub]) => {
    const rel = def.relationships?.[name];
    if (!rel) return [];
    const target = registry.get(rel.type);
    return canRead(target, ctx.actor) ? [{ name, sub, rel, target }] : [];
  });
  const shared = new Map<string, Promise<Row[]>>();
  if (!budget) {
    const toOnes = new Map<string, { target: ResourceDef; ids: Set<unknown>; n: number }>();
    for (const { rel, target } of branches) {
      if (rel.kind !== "one" || !rel.foreignKey || rel.where) continue;
      const group = toOnes.get(target.type) ?? { target, ids: new Set<unknown>(), n: 0 };
      for (const id of foreignIds(rows, rel.foreignKey)) group.ids.add(id);
      group.n++;
      toOnes.set(target.type, group);
    }
    for (const [type, { target, ids, n }] of toOnes) {
      if (n < 2 || !ids.size) continue;
      const read = delegate(ctx.db, target.model).findMany({
        where: { AND: [{ id: { in: [...ids] } }, ...baseConditions(target, ctx.actor)] },
        ...withInclude(target),
      });
      read.catch(() => undefined); // awaited by each branch
      shared.set(type, read);
    }
  }
  const branch = async ({ name, sub, rel, target }: (typeof branches)[number]) => {
    const related = await loadRelated(
      ctx,
      registry,
      rel,
      rows,
      linkage,
      name,
      budget,
      shared.get(target.type),
    );
    const items: Included[] = related.map((row) => ({
      key: `${target.type}:${String(row.id)}`,
      def: target,
      row,
    }));
    const subTree = new Map(Object.entries(sub));
    if (subTree.size && related.length)
      items.push(...(await loadIncludes(ctx, registry, target, related, subTree, linkage, budget)));
    return items;
  };
  if (!budget) return (await Promise.all(branches.map(branch))).flat();
  const out: Included[] = [];
  for (const b of branches) out.push(...(await branch(b)));
  return out;
}

function canRead(def: ResourceDef, actor: Actor | null): boolean {
  try {
    checkAccess(def.access.read, actor, "read");
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Operations

export class JsonApiEngine {
  constructor(readonly registry: ResourceRegistry) {}

  /**
   * The rows `GET /{type}` lists for this request's query (read access, row scope, soft delete,
   * every filter and filter[search]), without paging: the where a list's own action (e.g. the
   * exact totals of orders) must use so that it covers exactly the list's rows.
   */
  listWhere(ctx: RequestContext, type: string): Where {
    return this.listQuery(ctx, type, []).where;
  }

  private listQuery(ctx: RequestContext, type: string, extra: Where[]) {
    const def = this.registry.get(type);
    checkAccess(def.access.read, ctx.actor, "read");
    const query = parseQuery(ctx.url.searchParams, this.registry.spec(type));
    // The order of rows would reveal an attribute the caller may not read (e.g. purchase_price).
    for (const s of query.sort) {
      const a = s.name === "id" ? undefined : def.attributes[s.name];
      if (a?.read && !a.read(ctx.actor, {}))
        throw AppError.badRequest(`Tidak dapat mengurutkan berdasarkan: ${s.name}`, {
          parameter: "sort",
        });
    }
    const where: Where = {
      AND: [
        ...baseConditions(def, ctx.actor, { trashed: query.filters.get("trashed") }),
        ...filterConditions(def, query, ctx.actor),
        ...extra,
      ],
    };
    return { def, query, where };
  }

  /** GET /{type} (or a related collection when `extra` narrows it). */
  async list(
    ctx: RequestContext,
    type: string,
    extra: Where[] = [],
    selfPath?: string,
  ): Promise<Document> {
    const { def, query, where } = this.listQuery(ctx, type, extra);
    const d = delegate(ctx.db, def.model);
    const path = selfPath ?? `/api/v1/${type}`;

    let rows: Row[];
    let meta: Record<string, unknown>;
    let links: Record<string, string | null>;
    // The count runs beside the page query, not before it. A resource with countCap (an
    // unbounded table such as the stock ledger) counts at most that many rows: past it, total is
    // the cap, meta.page.totalCapped is true and hasMore comes from fetching one row more.
    // The count is read once: listMeta gets it too (bounded at cap + 1, so it can tell "more than
    // the cap" from "exactly the cap").
    const cap = def.countCap;
    // A bounded count is ordered as the page (Prisma orders a count with `take` by id when not
    // told otherwise: over a million orders that sorted or walked every match by its uuid,
    // 0.3-2.5 s), so it reads at most cap + 1 entries of the index that serves the page.
    const counted = cap
      ? d.count({ where, take: cap + 1, orderBy: orderBy(def, query.sort) })
      : d.count({ where });
    counted.catch(() => undefined); // awaited below; this only stops an early 400 from leaving it unhandled
    const totalPromise = cap ? counted.then((n) => Math.min(n, cap)) : counted;
    totalPromise.catch(() => undefined); // as above
    const extraMetaPromise = def.listMeta
      ? def.listMeta(ctx.db, where, counted)
      : Promise.resolve({});
    extraMetaPromise.catch(() => undefined); // awaited below, as the count
    let total: number;
    if (query.page.kind === "offset") {
      const { number, size } = query.page;
      [total, rows] = await Promise.all([
        totalPromise,
        d.findMany({
          where,
          orderBy: orderBy(def, query.sort),
          skip: (number - 1) * size,
          take: cap ? size + 1 : size,
          ...withInclude(def),
        }),
      ]);
      const capped = !!cap && total >= cap;
      const beyond = rows.length > size;
      if (beyond) rows = rows.slice(0, size);
      // Capped: the last page known is the cap's, this one, or the next one when rows go on.
      const lastPage = Math.max(
        1,
        Math.ceil(total / size),
        capped && rows.length ? number + (beyond ? 1 : 0) : 1,
      );
      const from = rows.length ? (number - 1) * size + 1 : null;
      meta = {
        page: {
          currentPage: number,
          from,
          lastPage,
          perPage: size,
          to: rows.length ? (number - 1) * size + rows.length : null,
          total,
          hasMore: capped ? beyond : number < lastPage,
          ...(capped ? { totalCapped: true } : {}),
        },
      };
      const pageUrl = (n: number) =>
        this.pageLink(ctx.url, path, { "page[number]": String(n), "page[size]": String(size) });
      links = {
        self: this.pageLink(ctx.url, path, {}),
        first: pageUrl(1),
        prev: number > 1 ? pageUrl(Math.min(number - 1, lastPage)) : null,
        next: (capped ? beyond : number < lastPage) ? pageUrl(number + 1) : null,
        last: pageUrl(lastPage),
      };
    } else {
      const { limit, after, before } = query.page;
      const cursor = after ?? before;
      const sort = query.sort;
      const hooked = sort.find((s) => s.name !== "id" && def.attributes[s.name]?.order);
      if (hooked)
        throw AppError.badRequest(
          `Urutan ${hooked.name} hanya dapat dipakai dengan page[number]/page[size]`,
          { parameter: "sort" },
        );
      const cursorParam = after ? "page[after]" : "page[before]";
      const keyset = cursor
        ? this.keysetWhere(def, sort, decodeCursor(cursor, cursorParam), !!before)
        : null;
      const w = keyset ? { AND: [where, keyset] } : where;
      let fetched: Row[];
      [total, fetched] = await Promise.all([
        totalPromise,
        d
          .findMany({
            where: w,
            orderBy: orderBy(def, sort, !!before),
            take: limit + 1,
            ...withInclude(def),
          })
          .catch((error: unknown) => {
            // Only the cursor's values are client-given in this query: a value the database or
            // Prisma refuses (e.g. an enum value that is not one) means the cursor is not ours.
            if (keyset && isInputError(error)) throw invalidCursor(cursorParam);
            throw error;
          }),
      ]);
      const more = fetched.length > limit;
      rows = fetched.slice(0, limit);
      if (before) rows.reverse();
      const cursorOf = (r: Row) =>
        encodeCursor([
          ...sort.filter((s) => s.name !== "id").map((s) => cursorValue(r[sortField(def, s.name)])),
          String(r.id),
        ]);
      const firstRow = rows[0];
      const lastRow = rows[rows.length - 1];
      meta = {
        page: {
          perPage: limit,
          total,
          hasMore: before ? true : more,
          ...(cap && total >= cap ? { totalCapped: true } : {}),
        },
      };
      links = {
        self: this.pageLink(ctx.url, path, {}),
        first: this.pageLink(ctx.url, path, { "page[limit]": String(limit) }),
        prev:
          firstRow && (before ? more : !!after)
            ? this.pageLink(ctx.url, path, {
                "page[limit]": String(limit),
                "page[before]": cursorOf(firstRow),
              })
            : null,
        next:
          lastRow && (before || more)
            ? this.pageLink(ctx.url, path, {
                "page[limit]": String(limit),
                "page[after]": cursorOf(lastRow),
              })
            : null,
      };
    }

    const { data, included } = await this.render(ctx, def, rows, query);
    meta = { ...(await extraMetaPromise), ...meta };
    return {
      data,
      ...(included.length || query.include.length ? { included } : {}),
      meta,
      links,
      jsonapi: { version: "1.0" },
    };
  }

  private keysetWhere(
    def: ResourceDef,
    sort: SortField[],
    values: (string | number | null)[],
    backwards: boolean,
  ): Where {
    const keys = [...sort.filter((s) => s.name !== "id"), { name: "id", desc: false }];
    const parameter = backwards ? "page[before]" : "page[after]";
    if (values.length !== keys.length) throw invalidCursor(parameter);
    const typed = keys.map((k, i) => fromCursorValue(def, k.name, values[i], parameter));
    const ors: Where[] = [];
    for (let i = 0; i < keys.length; i++) {
      const and: Where[] = [];
      for (let j = 0; j < i; j++) {
        const k = keys[j];
        if (k) and.push({ [sortField(def, k.name)]: typed[j] });
      }
      const k = keys[i];
      if (!k) continue;
      const asc = k.desc === backwards;
      and.push({
        [sortField(def, k.name)]: { [asc ? "gt" : "lt"]: typed[i] },
      });
      ors.push({ AND: and });
    }
    return { OR: ors };
  }

  private pageLink(url: URL, path: string, set: Record<string, string>): string {
    const params = new URLSearchParams();
    for (const [k, v] of url.searchParams) if (!k.startsWith("page[")) params.append(k, v);
    for (const [k, v] of Object.entries(set)) params.set(k, v);
    return absoluteUrl(url, path, params);
  }

  private async render(ctx: RequestContext, def: ResourceDef, rows: Row[], query: ParsedQuery) {
    const linkage: Linkage = new WeakMap();
    const includedMap = new Map<string, { def: ResourceDef; row: Row }>();
    // The default include (SPEC §9) is the server's own choice, bounded by the page size: it
    // follows a sparse fieldset (a relationship left out of fields[type] is not loaded) and is not
    // held to the include cap, which bounds what a client asks for with `include`.
    const only = query.fields.get(def.type);
    const paths =
      query.includeIsDefault && only
        ? query.include.filter((p) => only.has(p[0] ?? ""))
        : query.include;
    if (paths.length && rows.length)
      for (const { key, def: target, row } of await loadIncludes(
        ctx,
        this.registry,
        def,
        rows,
        includeTree(paths),
        linkage,
        query.includeIsDefault ? undefined : new IncludeBudget(maxIncluded()),
      ))
        if (!includedMap.has(key)) includedMap.set(key, { def: target, row });
    const primary = new Set(rows.map((r) => `${def.type}:${String(r.id)}`));
    const includedItems = [...includedMap.entries()]
      .filter(([k]) => !primary.has(k))
      .map(([, v]) => v);
    const linkable = await linkVisibility(ctx, this.registry, [
      ...rows.map((row) => ({ def, row })),
      ...includedItems,
    ]);
    const s = new Serializer(this.registry, ctx.url, query.fields, linkage, ctx.actor, linkable);
    const included = includedItems.map((v) => s.resource(v.def, v.row));
    return { data: rows.map((r) => s.resource(def, r)), included };
  }

  /** Finds one visible row or throws 404. */
  async findVisible(
    ctx: RequestContext,
    def: ResourceDef,
    rawId: string,
    opts: { withTrashed?: boolean } = {},
  ): Promise<Row> {
    const id = parseId(def, rawId);
    const row = await delegate(ctx.db, def.model).findFirst({
      where: {
        AND: [
          { id },
          ...baseConditions(def, ctx.actor, { trashed: opts.withTrashed ? "with" : undefined }),
        ],
      },
      ...withInclude(def),
    });
    if (!row) throw AppError.notFound();
    return row;
  }

  /**
   * True when GET /{type}/{id} would find the row for `actor` (same id parsing, soft delete, base
   * condition and row scope; a malformed id is false). The server-side guard of detail pages
   * (server/shell/page-scope.ts) asks this, so a page and the API agree on what is a 404.
   */
  async isVisible(db: Db, actor: Actor | null, type: string, rawId: string): Promise<boolean> {
    const def = this.registry.get(type);
    let id: string | number;
    try {
      id = parseId(def, rawId);
    } catch {
      return false;
    }
    const row = await delegate(db, def.model).findFirst({
      where: { AND: [{ id }, ...baseConditions(def, actor)] },
      select: { id: true },
    });
    return row !== null;
  }

  /**
   * 403 unless `actor` may read `type` at all, 404 unless GET /{type}/{id} would find the row (as
   * isVisible): the access rule of the actions that answer about one row (its history).
   */
  async assertVisible(db: Db, actor: Actor | null, type: string, rawId: string): Promise<void> {
    checkAccess(this.registry.get(type).access.read, actor, "read");
    if (!(await this.isVisible(db, actor, type, rawId))) throw AppError.notFound();
  }

  /** GET /{type}/{id} */
  async read(ctx: RequestContext, type: string, rawId: string): Promise<Document> {
    const def = this.registry.get(type);
    checkAccess(def.access.read, ctx.actor, "read");
    const query = parseQuery(onlyReadParams(ctx.url.searchParams), this.registry.spec(type));
    const row = await this.findVisible(ctx, def, rawId, {
      withTrashed: query.filters.get("trashed") === "with",
    });
    const { data, included } = await this.render(ctx, def, [row], query);
    return {
      data: data[0] ?? null,
      ...(query.include.length ? { included } : {}),
      links: { self: absoluteUrl(ctx.url, `/api/v1/${type}/${encodeURIComponent(rawId)}`) },
      jsonapi: { version: "1.0" },
    };
  }

  /** The parent row (visible to the caller) and the named relationship, or 404. */
  private async relationOf(ctx: RequestContext, type: string, rawId: string, relName: string) {
    const def = this.registry.get(type);
    checkAccess(def.access.read, ctx.actor, "read");
    const rel =
      def.relationships && Object.hasOwn(def.relationships, relName)
        ? def.relationships[relName]
        : undefined;
    if (!rel) throw AppError.notFound(`Relasi tidak dikenal: ${relName}`);
    const parent = await this.findVisible(ctx, def, rawId);
    return { def, rel, parent, target: this.registry.get(rel.type) };
  }

  /** GET /{type}/{id}/{related} */
  async related(
    ctx: RequestContext,
    type: string,
    rawId: string,
    relName: string,
  ): Promise<Document> {
    const { rel, parent, target } = await this.relationOf(ctx, type, rawId, relName);
    const path = `/api/v1/${type}/${encodeURIComponent(rawId)}/${relName}`;
    if (rel.kind === "one" && rel.foreignKey) {
      checkAccess(target.access.read, ctx.actor, "read");
      const fk = parent[rel.foreignKey];
      if (fk === null || fk === undefined)
        return {
          data: null,
          links: { self: absoluteUrl(ctx.url, path) },
          jsonapi: { version: "1.0" },
        };
      const doc = await this.read({ ...ctx }, rel.type, String(fk));
      return { ...doc, links: { self: absoluteUrl(ctx.url, path) } };
    }
    const extra: Where[] = [];
    if (rel.where) extra.push(rel.where);
    if (rel.inverseKey) extra.push({ [rel.inverseKey]: parent.id });
    else if (rel.through || rel.computed) {
      const { to, links } = await joinLinks(ctx, rel, [parent.id]);
      extra.push({ id: { in: links.map((l) => l[to]) } });
    }
    return this.list(ctx, rel.type, extra, path);
  }

  /** GET /{type}/{id}/relationships/{rel} */
  async relationship(
    ctx: RequestContext,
    type: string,
    rawId: string,
    relName: string,
  ): Promise<Document> {
    const { def, rel, parent, target } = await this.relationOf(ctx, type, rawId, relName);
    const links = {
      self: absoluteUrl(
        ctx.url,
        `/api/v1/${type}/${encodeURIComponent(rawId)}/relationships/${relName}`,
      ),
      related: absoluteUrl(ctx.url, `/api/v1/${type}/${encodeURIComponent(rawId)}/${relName}`),
    };
    if (rel.kind === "one" && rel.foreignKey) {
      const fk = parent[rel.foreignKey];
      const linkable = await linkVisibility(ctx, this.registry, [{ def, row: parent }]);
      return {
        data:
          fk === null || fk === undefined || !linkable(target.type, fk)
            ? null
            : identifier(target, fk),
        links,
        jsonapi: { version: "1.0" },
      };
    }
    // A to-many linkage names only rows of a type the caller may read (loadRelated scopes them).
    if (!canRead(target, ctx.actor)) return { data: [], links, jsonapi: { version: "1.0" } };
    const linkage: Linkage = new WeakMap();
    await loadRelated(ctx, this.registry, rel, [parent], linkage, relName);
    return { data: linkage.get(parent)?.get(relName) ?? [], links, jsonapi: { version: "1.0" } };
  }

  /** PATCH /{type}/{id}/relationships/{rel}: replaces a to-many set (relationships with `replace`). */
  async replaceRelationship(
    ctx: RequestContext & { request: Request },
    type: string,
    rawId: string,
    relName: string,
    body: JsonObject,
  ): Promise<Document> {
    const def = this.registry.get(type);
    const rel =
      def.relationships && Object.hasOwn(def.relationships, relName)
        ? def.relationships[relName]
        : undefined;
    if (!rel) throw AppError.notFound(`Relasi tidak dikenal: ${relName}`);
    if (!rel.replace)
      throw new AppError("METHOD_NOT_ALLOWED", "Relasi ini tidak dapat diubah lewat API");
    checkAccess(rel.replace.access, ctx.actor, "update");
    const actor = ctx.actor;
    if (!actor) throw AppError.unauthenticated();
    const parent = await this.findVisible(ctx, def, rawId);
    const data = body.data;
    if (!Array.isArray(data))
      throw AppError.badRequest("data harus berupa array resource identifier", {
        pointer: "/data",
      });
    const ids = data.map((item, i) => {
      if (!isObject(item) || typeof item.type !== "string" || typeof item.id !== "string")
        throw AppError.badRequest("Relasi harus berupa {type, id}", { pointer: `/data/${i}` });
      if (item.type !== rel.type)
        throw AppError.conflict(`Tipe relasi ${relName} harus ${rel.type}`, {
          pointer: `/data/${i}/type`,
        });
      return item.id;
    });
    await rel.replace.run(
      { db: ctx.db, actor, request: ctx.request },
      parent.id as string | number,
      ids,
    );
    return this.relationship(ctx, type, rawId, relName);
  }

  /**
   * PATCH /{type}/{id}/{related} and PATCH /{type}/{id}/relationships/{rel} (SPEC §7 "GET/PATCH
   * {schema}/{id}/{related}"; JSON:API 1.0 "Updating Relationships"): the body is the new linkage.
   * A to-many relationship is replaced where it declares `replace` (replaceRelationship); a
   * to-one (`data`: {type, id} or null) goes through the resource's own PATCH (its update
   * schema, use case, field write rules and scope), so it changes only what PATCH /{type}/{id}
   * with that relationship would. Anything else is 405. The answer is the relationship's linkage.
   */
  async updateRelationship(
    ctx: RequestContext & { request: Request },
    type: string,
    rawId: string,
    relName: string,
    body: JsonObject,
  ): Promise<Document> {
    const def = this.registry.get(type);
    const rel =
      def.relationships && Object.hasOwn(def.relationships, relName)
        ? def.relationships[relName]
        : undefined;
    if (!rel) throw AppError.notFound(`Relasi tidak dikenal: ${relName}`);
    if (rel.kind === "many") return this.replaceRelationship(ctx, type, rawId, relName, body);
    if (!rel.foreignKey || !(rel.writable || rel.write) || !def.update)
      throw new AppError("METHOD_NOT_ALLOWED", "Relasi ini tidak dapat diubah lewat API");
    if (!Object.hasOwn(body, "data"))
      throw AppError.badRequest("Body harus berisi data", { pointer: "/data" });
    const linkage = body.data;
    if (linkage !== null && (!isObject(linkage) || Array.isArray(linkage)))
      throw AppError.badRequest("data harus berupa {type, id} atau null", { pointer: "/data" });
    // The parent as the caller sees it (404 otherwise), then the resource's own PATCH.
    const parent = await this.findVisible(ctx, def, rawId);
    try {
      await this.update(ctx, type, rawId, {
        data: { type, id: String(parent.id), relationships: { [relName]: { data: linkage } } },
      });
    } catch (error) {
      throw error instanceof AppError ? repointed(error, relName) : error;
    }
    return this.relationship(ctx, type, rawId, relName);
  }

  /** POST /{type} */
  async create(
    ctx: RequestContext & { request: Request },
    type: string,
    body: JsonObject,
  ): Promise<{ doc: Document; id: string }> {
    const def = this.registry.get(type);
    checkAccess(def.access.create, ctx.actor, "create");
    const actor = ctx.actor;
    if (!actor || !def.create)
      throw new AppError("METHOD_NOT_ALLOWED", "Resource ini tidak dapat dibuat lewat API");
    const resource = resourceFromBody(body, def, null);
    const clientId = clientIdOf(def, resource.id);
    const input = parseInput(def, def.create.schema, resource);
    if (clientId) await assertIdFree(ctx.db, def, clientId);
    const wctx = { db: ctx.db, actor, request: ctx.request, clientId };
    const id = def.create.run
      ? await def.create.run(wctx, input)
      : await genericCreate(wctx, def, input);
    const doc = await this.read(ctx, type, String(id));
    return { doc, id: String(id) };
  }

  /** PATCH /{type}/{id} */
  async update(
    ctx: RequestContext & { request: Request },
    type: string,
    rawId: string,
    body: JsonObject,
  ): Promise<Document> {
    const def = this.registry.get(type);
    checkAccess(def.access.update, ctx.actor, "update");
    const actor = ctx.actor;
    if (!actor || !def.update)
      throw new AppError("METHOD_NOT_ALLOWED", "Resource ini tidak dapat diubah lewat API");
    const existing = await this.findVisible(ctx, def, rawId, { withTrashed: true });
    const resource = resourceFromBody(body, def, String(existing.id));
    const input = parseInput(def, def.update.schema, resource);
    // Fields that declare who may write them (AttributeDef.write): 403 before anything changes.
    assertFieldWrites(def, actor, existing, input);
    // PATCH of deletedAt is a delete too (SPEC §4): the same guard as DELETE.
    if (input.deletedAt && existing.deletedAt == null)
      await assertUnreferenced(ctx.db, def, existing.id as string | number);
    const wctx = { db: ctx.db, actor, request: ctx.request };
    if (def.update.run) await def.update.run(wctx, existing.id as string | number, input);
    else await genericUpdate(wctx, def, existing.id as string | number, input);
    const withTrashedUrl = new URL(ctx.url);
    withTrashedUrl.search = "";
    if (def.softDelete) withTrashedUrl.searchParams.set("filter[trashed]", "with");
    return this.read({ ...ctx, url: withTrashedUrl }, type, rawId);
  }

  /** DELETE /{type}/{id} */
  async remove(
    ctx: RequestContext & { request: Request },
    type: string,
    rawId: string,
  ): Promise<void> {
    const def = this.registry.get(type);
    checkAccess(def.access.delete, ctx.actor, "delete");
    const actor = ctx.actor;
    if (!actor) throw AppError.unauthenticated();
    const existing = await this.findVisible(ctx, def, rawId);
    const id = existing.id as string | number;
    await assertUnreferenced(ctx.db, def, id);
    if (def.remove) return def.remove({ db: ctx.db, actor, request: ctx.request }, id);
    const d = delegate(ctx.db, def.model);
    if (def.softDelete) {
      await d.update({ where: { id }, data: { deletedAt: new Date() } });
      return;
    }
    try {
      await d.delete({ where: { id } });
    } catch (error) {
      if (isForeignKeyError(error))
        throw AppError.conflict("Data tidak dapat dihapus karena masih dipakai");
      throw error;
    }
  }
}

/**
 * The error of a synthetic `{data: {relationships: {rel: {data: …}}}}` body with its pointers
 * moved into the client's linkage body (`/data/relationships/rel[/data]/x` -> `/data/x`).
 */
function repointed(error: AppError, relName: string): AppError {
  const from = `/data/relationships/${relName}`;
  const moved = (pointer: string) => {
    const rest = pointer.slice(from.length);
    return `/data${rest.startsWith("/data") ? rest.slice("/data".length) : rest}`;
  };
  const under = (p: string | undefined): p is string =>
    p !== undefined && (p === from || p.startsWith(`${from}/`));
  if (!error.items.some((i) => under(i.source?.pointer))) return error;
  const items = error.items.map((i) => {
    const pointer = i.source?.pointer;
    return under(pointer) ? { ...i, source: { pointer: moved(pointer) } } : i;
  });
  return new AppError(error.code, error.message, { items, headers: error.headers });
}

/** 409 while records declared in `referencedBy` still point at the row (see ResourceDef). */
export async function assertUnreferenced(db: Db, def: ResourceDef, id: string | number) {
  if (!def.referencedBy) return;
  const counts = await Promise.all(
    def.referencedBy.refs.map((r) =>
      delegate(db, r.model).count({ where: { [r.field]: id, ...(r.where ?? {}) } }),
    ),
  );
  const used = counts.reduce((a, b) => a + b, 0);
  if (used)
    throw AppError.conflict(
      `${def.referencedBy.label} ini dipakai oleh ${used} data dan tidak dapat dihapus`,
    );
}

function isForeignKeyError(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "code" in error &&
    (error as { code: unknown }).code === "P2003"
  );
}

function onlyReadParams(params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of params) {
    if (k.startsWith("page[") || k === "sort") continue;
    if (k.startsWith("filter[") && k !== "filter[trashed]") continue;
    out.append(k, v);
  }
  return out;
}

function cursorValue(v: unknown): string | number | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === "bigint") return bigintToJson(v);
  if (typeof v === "number" || typeof v === "string") return v;
  return String(v);
}

/**
 * A cursor value back to the sort column's type. The cursor comes from the client, so anything
 * that is not what cursorValue writes for that column is a 400 'Cursor tidak valid', never a
 * value handed on to the database.
 */
function fromCursorValue(
  def: ResourceDef,
  name: string,
  v: string | number | null | undefined,
  parameter: string,
): unknown {
  const bad = () => invalidCursor(parameter);
  if (v === undefined) throw bad();
  if (typeof v === "string" && (v.includes("\u0000") || v.length > 512)) throw bad();
  if (name === "id") {
    if (v === null) throw bad();
    try {
      return parseId(def, String(v));
    } catch {
      throw bad();
    }
  }
  if (v === null) return null;
  const a = def.attributes[name];
  if (!a) throw bad();
  switch (a.kind) {
    case "datetime":
    case "date": {
      if (typeof v !== "string") throw bad();
      const d = new Date(v);
      const year = d.getUTCFullYear();
      if (Number.isNaN(d.getTime()) || year < 1 || year > 9999) throw bad();
      return d;
    }
    case "money":
      if (typeof v === "number" && Number.isSafeInteger(v)) return BigInt(v);
      if (typeof v === "string" && /^-?\d{1,19}$/.test(v)) return BigInt(v);
      throw bad();
    case "number":
      // Decimal columns come back as strings (cursorValue), Int/Float ones as numbers.
      if (typeof v === "number" && Number.isFinite(v)) return v;
      if (typeof v === "string" && /^-?\d{1,30}(\.\d{1,30})?$/.test(v)) return v;
      throw bad();
    case "boolean":
      if (v === "true" || v === "false") return v === "true";
      throw bad();
    case "json":
      throw bad();
    default:
      if (typeof v !== "string") throw bad();
      return v;
  }
}

/** An error caused by a value the client gave (Prisma argument validation or a data error). */
function isInputError(error: unknown): boolean {
  return (
    error instanceof Prisma.PrismaClientValidationError || databaseInputError(error, true) !== null
  );
}

// ---------------------------------------------------------------------------------------------
// Request bodies

interface BodyResource {
  attributes: Record<string, unknown>;
  relationships: Record<string, string | number | null | (string | number)[]>;
  /** data.id of a create document, as sent (see clientIdOf). */
  id?: unknown;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function resourceFromBody(
  body: JsonObject,
  def: ResourceDef,
  expectedId: string | null,
): BodyResource {
  const data = body.data;
  if (!isObject(data))
    throw AppError.badRequest("Body harus berisi objek data", { pointer: "/data" });
  if (typeof data.type !== "string")
    throw AppError.badRequest("data.type wajib diisi", { pointer: "/data/type" });
  if (data.type !== def.type)
    throw AppError.conflict(`Tipe data harus ${def.type}`, { pointer: "/data/type" });
  if (expectedId === null) {
    // A client-generated id on create is judged by the caller (engine.create: clientIdOf).
  } else {
    if (data.id === undefined)
      throw AppError.badRequest("data.id wajib diisi", { pointer: "/data/id" });
    if (String(data.id) !== expectedId)
      throw AppError.conflict("data.id tidak sama dengan URL", { pointer: "/data/id" });
  }
  const attrs = data.attributes === undefined ? {} : data.attributes;
  if (!isObject(attrs))
    throw AppError.badRequest("data.attributes harus berupa objek", {
      pointer: "/data/attributes",
    });
  const rels = data.relationships === undefined ? {} : data.relationships;
  if (!isObject(rels))
    throw AppError.badRequest("data.relationships harus berupa objek", {
      pointer: "/data/relationships",
    });
  const relationships: BodyResource["relationships"] = {};
  for (const [name, value] of Object.entries(rels)) {
    const pointer = `/data/relationships/${name}`;
    const rel =
      def.relationships && Object.hasOwn(def.relationships, name)
        ? def.relationships[name]
        : undefined;
    if (!rel)
      throw AppError.validation([{ detail: `Relasi tidak dikenal: ${name}`, source: { pointer } }]);
    if (!isObject(value) || !("data" in value))
      throw AppError.badRequest("Relasi harus berisi data", { pointer });
    const linkage = value.data;
    const idOf = (x: unknown, p: string): string | number => {
      if (
        !isObject(x) ||
        typeof x.type !== "string" ||
        (typeof x.id !== "string" && typeof x.id !== "number")
      )
        throw AppError.badRequest("Relasi harus berupa {type, id}", { pointer: p });
      if (x.type !== rel.type)
        throw AppError.conflict(`Tipe relasi ${name} harus ${rel.type}`, { pointer: `${p}/type` });
      return x.id;
    };
    if (linkage === null) relationships[name] = null;
    else if (Array.isArray(linkage))
      relationships[name] = linkage.map((x, i) => idOf(x, `${pointer}/data/${i}`));
    else relationships[name] = idOf(linkage, `${pointer}/data`);
  }
  return { attributes: attrs, relationships, id: expectedId === null ? data.id : undefined };
}

// ---------------------------------------------------------------------------------------------
// Client-generated ids (JSON:API 1.0): a UUID-keyed resource takes the client's UUID on create
// (generic create, or a create use case that declares `clientIds` and uses ctx.clientId); 403
// for every other resource or a malformed id, 409 when the id is taken (even by a deleted row).

const CLIENT_ID_UNSUPPORTED = "ID dari klien tidak didukung";

function clientIdOf(def: ResourceDef, id: unknown): string | undefined {
  if (id === undefined) return undefined;
  const source = { pointer: "/data/id" };
  const accepts = def.idKind === "uuid" && (!def.create?.run || def.create.clientIds === true);
  if (!accepts) throw new AppError("FORBIDDEN", CLIENT_ID_UNSUPPORTED, { source });
  if (typeof id !== "string" || !UUID.test(id))
    throw new AppError("FORBIDDEN", "ID dari klien harus berupa UUID", { source });
  return id.toLowerCase();
}

async function assertIdFree(db: Db, def: ResourceDef, id: string): Promise<void> {
  const taken = await delegate(db, def.model).findFirst({ where: { id } });
  if (taken) throw AppError.conflict("ID sudah dipakai", { pointer: "/data/id" });
}

/**
 * A JSON:API request document as the flat input a create/update schema parses: attributes and
 * relationship ids under their API names (custom actions that take a resource document use it).
 */
export function inputFromDocument(
  def: ResourceDef,
  body: JsonObject,
  expectedId: string | null = null,
): Record<string, unknown> {
  const resource = resourceFromBody(body, def, expectedId);
  if (resource.id !== undefined)
    throw new AppError("FORBIDDEN", CLIENT_ID_UNSUPPORTED, { source: { pointer: "/data/id" } });
  return { ...resource.attributes, ...resource.relationships };
}

function parseInput(
  def: ResourceDef,
  schema: NonNullable<ResourceDef["create"]>["schema"],
  resource: BodyResource,
): Record<string, unknown> {
  return validateInput(def, schema, { ...resource.attributes, ...resource.relationships });
}

/** Parses flat input with a schema; issues become 422 items pointing into the document. */
export function validateInput<T>(
  def: ResourceDef,
  schema: ZodType<T>,
  merged: Record<string, unknown>,
): T {
  const result = schema.safeParse(merged);
  if (result.success) return result.data;
  const rels = new Set(Object.keys(def.relationships ?? {}));
  const err = zodToAppError(result.error);
  // Relationship fields point into /data/relationships; unknown keys point at the key itself,
  // where it was sent (a member of a nested object, e.g. /data/attributes/methods/0/is_verified).
  // Several unknown members are one error each, at its own pointer.
  const pointerOf = (path: string[]) => {
    const key = path[0] ?? "";
    return rels.has(key)
      ? `/data/relationships/${key}`
      : `/data/attributes${key ? `/${path.join("/")}` : ""}`;
  };
  const items = result.error.issues.flatMap((issue, i) => {
    if (issue.code === "unrecognized_keys")
      return issue.keys.map((k) => ({
        detail: `Atribut tidak dikenal: ${k}`,
        source: { pointer: pointerOf([...issue.path.map(String), k]) },
      }));
    const item = err.items[i] ?? { code: "VALIDATION_FAILED" as const, detail: issue.message };
    return [{ detail: item.detail, source: { pointer: pointerOf(issue.path.map(String)) } }];
  });
  throw AppError.validation(items);
}

export function toColumns(def: ResourceDef, input: Record<string, unknown>): Row {
  const data: Row = {};
  for (const [key, value] of Object.entries(input)) {
    const attr = Object.hasOwn(def.attributes, key) ? def.attributes[key] : undefined;
    if (attr) {
      if (!attr.writable) continue;
      if (attr.kind === "money" && typeof value === "number") data[attr.field] = BigInt(value);
      else if ((attr.kind === "date" || attr.kind === "datetime") && typeof value === "string")
        data[attr.field] = new Date(value);
      else data[attr.field] = value;
      continue;
    }
    const rel =
      def.relationships && Object.hasOwn(def.relationships, key)
        ? def.relationships[key]
        : undefined;
    if (rel?.writable && rel.foreignKey) data[rel.foreignKey] = value;
  }
  return data;
}

async function genericCreate(
  ctx: { db: Db; clientId?: string },
  def: ResourceDef,
  input: Record<string, unknown>,
): Promise<string | number> {
  const data = toColumns(def, input);
  if (ctx.clientId) data.id = ctx.clientId;
  const row = await delegate(ctx.db, def.model).create({ data });
  return row.id as string | number;
}

async function genericUpdate(
  ctx: { db: Db },
  def: ResourceDef,
  id: string | number,
  input: Record<string, unknown>,
): Promise<void> {
  const data = toColumns(def, input);
  if (Object.keys(data).length) await delegate(ctx.db, def.model).update({ where: { id }, data });
}
