// Rows of one resource as a document's primary data and `included`: the include tree loaded
// (include.ts), then every row serialized with the caller's fields, read rules and linkage
// visibility (serialize.ts). Used by every read path: list, read, related.
import type { ResourceDef, Row } from "./resource";
import type { ParsedQuery } from "./query";
import type { ResourceRegistry } from "./registry";
import { IncludeBudget, includeTree, loadIncludes, maxIncluded } from "./include";
import { linkVisibility, Serializer, type Linkage } from "./serialize";
import type { RequestContext } from "./delegate";

/** The primary data and included resources of `rows` for this request's query. */
export async function render(
  registry: ResourceRegistry,
  ctx: RequestContext,
  def: ResourceDef,
  rows: Row[],
  query: ParsedQuery,
) {
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
      registry,
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
  const linkable = await linkVisibility(ctx, registry, [
    ...rows.map((row) => ({ def, row })),
    ...includedItems,
  ]);
  const s = new Serializer(registry, ctx.url, query.fields, linkage, ctx.actor, linkable);
  const included = includedItems.map((v) => s.resource(v.def, v.row));
  return { data: rows.map((r) => s.resource(def, r)), included };
}
