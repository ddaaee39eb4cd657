// Includes: one query per relationship level (two for a join model), never one per row. A client's
// include is held to a budget (JSONAPI_MAX_INCLUDED) and loads level by level; the default include
// loads concurrently. Every included row is read through its type's access and row scope.
import { AppError } from "@/server/errors";
import type { RelationshipDef, ResourceDef, Row } from "./resource";
import type { ResourceIdentifier } from "./document";
import type { ResourceRegistry } from "./registry";
import { parseSortString } from "./registry";
import { canRead } from "./access";
import { baseConditions, orderBy } from "./where";
import { identifier, type Linkage } from "./serialize";
import { delegate, withInclude, type RequestContext } from "./delegate";

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
export class IncludeBudget {
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

export function includeTree(paths: string[][]): Map<string, IncludeTree> {
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
export async function joinLinks(
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

export async function loadRelated(
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

export type Included = { key: string; def: ResourceDef; row: Row };

/**
 * The included rows of `tree` below `rows`, in the order of the tree (depth first), so the
 * document is the same however the queries interleave. Without a budget (the default include,
 * bounded by the page size) the relationships of one level load concurrently, and the to-ones of
 * one level that point at the same type (an order's origin and destination office) are one
 * query; with a budget (a client's include) they load one after another, each asking for no
 * more rows than are left.
 */
export async function loadIncludes(
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
