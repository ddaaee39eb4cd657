// Rows as JSON:API resource objects: attributes (with their read rules and sparse fieldsets),
// relationship links and linkage, where a to-one names only a row the caller may read
// (linkVisibility: one id query per scoped target type, never one per row).
import type { Actor } from "@/server/auth/actor";
import type { ResourceDef, Row } from "./resource";
import {
  toDateOnly,
  toJsonValue,
  type RelationshipObject,
  type ResourceIdentifier,
  type ResourceObject,
} from "./document";
import { absoluteUrl, type JsonValue } from "./respond";
import type { ResourceRegistry } from "./registry";
import { canRead } from "./access";
import { delegate, type RequestContext } from "./delegate";

/** The to-many linkage include loading found, per row and relationship name. */
export type Linkage = WeakMap<Row, Map<string, ResourceIdentifier[]>>;

function attributeValue(kind: string, value: unknown): JsonValue {
  if (kind === "date") return value instanceof Date ? toDateOnly(value) : toJsonValue(value);
  return toJsonValue(value);
}

export function identifier(def: ResourceDef, id: unknown): ResourceIdentifier {
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
