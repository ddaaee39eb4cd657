// POST /{type}, PATCH /{type}/{id}, DELETE /{type}/{id}: access, the body parsed with the
// resource's schema, field write rules, the referenced-by guard, then the resource's use case (or
// the generic Prisma write for plain master data) and the row read back as the caller sees it.
// Concurrency is the use case's: the engine opens no transaction of its own.
import type { Db } from "@/server/prisma-client";
import { AppError } from "@/server/errors";
import type { ResourceDef, Row } from "./resource";
import type { Document } from "./document";
import type { JsonObject } from "./respond";
import type { ResourceRegistry } from "./registry";
import { checkAccess } from "./access";
import { assertIdFree, clientIdOf, parseInput, resourceFromBody } from "./body";
import { findVisible, read } from "./read";
import { assertFieldWrites } from "./write-access";
import { delegate, type RequestContext } from "./delegate";

/** POST /{type} */
export async function create(
  registry: ResourceRegistry,

  ctx: RequestContext & { request: Request },
  type: string,
  body: JsonObject,
): Promise<{ doc: Document; id: string }> {
  const def = registry.get(type);
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
  const doc = await read(registry, ctx, type, String(id));
  return { doc, id: String(id) };
}

/** PATCH /{type}/{id} */
export async function update(
  registry: ResourceRegistry,

  ctx: RequestContext & { request: Request },
  type: string,
  rawId: string,
  body: JsonObject,
): Promise<Document> {
  const def = registry.get(type);
  checkAccess(def.access.update, ctx.actor, "update");
  const actor = ctx.actor;
  if (!actor || !def.update)
    throw new AppError("METHOD_NOT_ALLOWED", "Resource ini tidak dapat diubah lewat API");
  const existing = await findVisible(ctx, def, rawId, { withTrashed: true });
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
  return read(registry, { ...ctx, url: withTrashedUrl }, type, rawId);
}

/** DELETE /{type}/{id} */
export async function remove(
  registry: ResourceRegistry,

  ctx: RequestContext & { request: Request },
  type: string,
  rawId: string,
): Promise<void> {
  const def = registry.get(type);
  checkAccess(def.access.delete, ctx.actor, "delete");
  const actor = ctx.actor;
  if (!actor) throw AppError.unauthenticated();
  const existing = await findVisible(ctx, def, rawId);
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
