// The resource registry: every ResourceDef by its type, checked once at start-up (reserved names,
// relationship targets and keys), with the allow-lists a request's query is parsed against
// (filters, sorts, include paths up to MAX_INCLUDE_DEPTH, fields). Built once per process and
// read-only afterwards, so requests share it without locking.
import { AppError } from "@/server/errors";
import type { ResourceDef } from "./resource";
import type { QuerySpec, SortField } from "./query";

const MAX_INCLUDE_DEPTH = 3;

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

/** "a,-b" as sort fields (ResourceDef.defaultSort). */
export function parseSortString(s: string): SortField[] {
  return s
    .split(",")
    .filter(Boolean)
    .map((p) => (p.startsWith("-") ? { name: p.slice(1), desc: true } : { name: p, desc: false }));
}
