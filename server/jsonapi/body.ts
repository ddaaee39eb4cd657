// Request bodies: a JSON:API resource document as the flat input a create/update schema parses
// (attributes and relationship ids under their API names), client-generated ids, and zod issues as
// 422 items pointing into the document. Pure but for assertIdFree's one lookup.
import type { ZodType } from "zod";
import type { Db } from "@/server/prisma-client";
import { AppError } from "@/server/errors";
import type { ResourceDef } from "./resource";
import { zodToAppError, type JsonObject } from "./respond";
import { UUID } from "./where";
import { delegate } from "./delegate";

export interface BodyResource {
  attributes: Record<string, unknown>;
  relationships: Record<string, string | number | null | (string | number)[]>;
  /** data.id of a create document, as sent (see clientIdOf). */
  id?: unknown;
}

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

export function resourceFromBody(
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

export function clientIdOf(def: ResourceDef, id: unknown): string | undefined {
  if (id === undefined) return undefined;
  const source = { pointer: "/data/id" };
  const accepts = def.idKind === "uuid" && (!def.create?.run || def.create.clientIds === true);
  if (!accepts) throw new AppError("FORBIDDEN", CLIENT_ID_UNSUPPORTED, { source });
  if (typeof id !== "string" || !UUID.test(id))
    throw new AppError("FORBIDDEN", "ID dari klien harus berupa UUID", { source });
  return id.toLowerCase();
}

export async function assertIdFree(db: Db, def: ResourceDef, id: string): Promise<void> {
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

export function parseInput(
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
