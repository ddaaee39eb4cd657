// The relationship routes: GET /{type}/{id}/{related} (the target as a read or a narrowed list),
// GET /{type}/{id}/relationships/{rel} (linkage naming only rows the caller may read), and PATCH of
// either (a to-many through its `replace` use case, a to-one through the resource's own update).
// The parent is always found as the caller sees it first (404 otherwise).
import { AppError } from "@/server/errors";
import type { RelationshipDef, ResourceDef, Where } from "./resource";
import type { Document } from "./document";
import { absoluteUrl, type JsonObject } from "./respond";
import type { ResourceRegistry } from "./registry";
import { canRead, checkAccess } from "./access";
import { identifier, linkVisibility, type Linkage } from "./serialize";
import { joinLinks, loadRelated } from "./include";
import { list } from "./list";
import { findVisible, read } from "./read";
import { isObject } from "./body";
import { update } from "./write";
import type { RequestContext } from "./delegate";

/** The relationship `relName` of `def` (an own name, never a prototype member), or 404. */
function relationNamed(def: ResourceDef, relName: string): RelationshipDef {
  const rel =
    def.relationships && Object.hasOwn(def.relationships, relName)
      ? def.relationships[relName]
      : undefined;
  if (!rel) throw AppError.notFound(`Relasi tidak dikenal: ${relName}`);
  return rel;
}

/** The parent row (visible to the caller) and the named relationship, or 404. */
async function relationOf(
  registry: ResourceRegistry,
  ctx: RequestContext,
  type: string,
  rawId: string,
  relName: string,
) {
  const def = registry.get(type);
  checkAccess(def.access.read, ctx.actor, "read");
  const rel = relationNamed(def, relName);
  const parent = await findVisible(ctx, def, rawId);
  return { def, rel, parent, target: registry.get(rel.type) };
}

/** GET /{type}/{id}/{related} */
export async function related(
  registry: ResourceRegistry,

  ctx: RequestContext,
  type: string,
  rawId: string,
  relName: string,
): Promise<Document> {
  const { rel, parent, target } = await relationOf(registry, ctx, type, rawId, relName);
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
    const doc = await read(registry, { ...ctx }, rel.type, String(fk));
    return { ...doc, links: { self: absoluteUrl(ctx.url, path) } };
  }
  const extra: Where[] = [];
  if (rel.where) extra.push(rel.where);
  if (rel.inverseKey) extra.push({ [rel.inverseKey]: parent.id });
  else if (rel.through || rel.computed) {
    const { to, links } = await joinLinks(ctx, rel, [parent.id]);
    extra.push({ id: { in: links.map((l) => l[to]) } });
  }
  return list(registry, ctx, rel.type, extra, path);
}

/** GET /{type}/{id}/relationships/{rel} */
export async function relationship(
  registry: ResourceRegistry,

  ctx: RequestContext,
  type: string,
  rawId: string,
  relName: string,
): Promise<Document> {
  const { def, rel, parent, target } = await relationOf(registry, ctx, type, rawId, relName);
  const links = {
    self: absoluteUrl(
      ctx.url,
      `/api/v1/${type}/${encodeURIComponent(rawId)}/relationships/${relName}`,
    ),
    related: absoluteUrl(ctx.url, `/api/v1/${type}/${encodeURIComponent(rawId)}/${relName}`),
  };
  if (rel.kind === "one" && rel.foreignKey) {
    const fk = parent[rel.foreignKey];
    const linkable = await linkVisibility(ctx, registry, [{ def, row: parent }]);
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
  await loadRelated(ctx, registry, rel, [parent], linkage, relName);
  return { data: linkage.get(parent)?.get(relName) ?? [], links, jsonapi: { version: "1.0" } };
}

/** PATCH /{type}/{id}/relationships/{rel}: replaces a to-many set (relationships with `replace`). */
export async function replaceRelationship(
  registry: ResourceRegistry,

  ctx: RequestContext & { request: Request },
  type: string,
  rawId: string,
  relName: string,
  body: JsonObject,
): Promise<Document> {
  const def = registry.get(type);
  const rel = relationNamed(def, relName);
  if (!rel.replace)
    throw new AppError("METHOD_NOT_ALLOWED", "Relasi ini tidak dapat diubah lewat API");
  checkAccess(rel.replace.access, ctx.actor, "update");
  const actor = ctx.actor;
  if (!actor) throw AppError.unauthenticated();
  const parent = await findVisible(ctx, def, rawId);
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
  return relationship(registry, ctx, type, rawId, relName);
}

/**
 * PATCH /{type}/{id}/{related} and PATCH /{type}/{id}/relationships/{rel} (SPEC §7 "GET/PATCH
 * {schema}/{id}/{related}"; JSON:API 1.0 "Updating Relationships"): the body is the new linkage.
 * A to-many relationship is replaced where it declares `replace` (replaceRelationship); a
 * to-one (`data`: {type, id} or null) goes through the resource's own PATCH (its update
 * schema, use case, field write rules and scope), so it changes only what PATCH /{type}/{id}
 * with that relationship would. Anything else is 405. The answer is the relationship's linkage.
 */
export async function updateRelationship(
  registry: ResourceRegistry,

  ctx: RequestContext & { request: Request },
  type: string,
  rawId: string,
  relName: string,
  body: JsonObject,
): Promise<Document> {
  const def = registry.get(type);
  const rel = relationNamed(def, relName);
  if (rel.kind === "many") return replaceRelationship(registry, ctx, type, rawId, relName, body);
  if (!rel.foreignKey || !(rel.writable || rel.write) || !def.update)
    throw new AppError("METHOD_NOT_ALLOWED", "Relasi ini tidak dapat diubah lewat API");
  if (!Object.hasOwn(body, "data"))
    throw AppError.badRequest("Body harus berisi data", { pointer: "/data" });
  const linkage = body.data;
  if (linkage !== null && (!isObject(linkage) || Array.isArray(linkage)))
    throw AppError.badRequest("data harus berupa {type, id} atau null", { pointer: "/data" });
  // The parent as the caller sees it (404 otherwise), then the resource's own PATCH.
  const parent = await findVisible(ctx, def, rawId);
  try {
    await update(registry, ctx, type, rawId, {
      data: { type, id: String(parent.id), relationships: { [relName]: { data: linkage } } },
    });
  } catch (error) {
    throw error instanceof AppError ? repointed(error, relName) : error;
  }
  return relationship(registry, ctx, type, rawId, relName);
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
