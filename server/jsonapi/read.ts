// GET /{type}/{id} and the visibility questions other code asks about one row (findVisible,
// isVisible, assertVisible): the same id parsing, soft delete, base where and row scope as the
// list, so a page guard and the API agree on what is a 404. Reads only.
import type { Db } from "@/server/prisma-client";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import type { ResourceDef, Row } from "./resource";
import { parseQuery } from "./query";
import type { Document } from "./document";
import { absoluteUrl } from "./respond";
import type { ResourceRegistry } from "./registry";
import { checkAccess } from "./access";
import { baseConditions, parseId } from "./where";
import { render } from "./render";
import { delegate, withInclude, type RequestContext } from "./delegate";

/** Finds one visible row or throws 404. */
export async function findVisible(
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
export async function isVisible(
  registry: ResourceRegistry,
  db: Db,
  actor: Actor | null,
  type: string,
  rawId: string,
): Promise<boolean> {
  const def = registry.get(type);
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
export async function assertVisible(
  registry: ResourceRegistry,
  db: Db,
  actor: Actor | null,
  type: string,
  rawId: string,
): Promise<void> {
  checkAccess(registry.get(type).access.read, actor, "read");
  if (!(await isVisible(registry, db, actor, type, rawId))) throw AppError.notFound();
}

/** GET /{type}/{id} */
export async function read(
  registry: ResourceRegistry,
  ctx: RequestContext,
  type: string,
  rawId: string,
): Promise<Document> {
  const def = registry.get(type);
  checkAccess(def.access.read, ctx.actor, "read");
  const query = parseQuery(onlyReadParams(ctx.url.searchParams), registry.spec(type));
  const row = await findVisible(ctx, def, rawId, {
    withTrashed: query.filters.get("trashed") === "with",
  });
  const { data, included } = await render(registry, ctx, def, [row], query);
  return {
    data: data[0] ?? null,
    ...(query.include.length ? { included } : {}),
    links: { self: absoluteUrl(ctx.url, `/api/v1/${type}/${encodeURIComponent(rawId)}`) },
    jsonapi: { version: "1.0" },
  };
}

/** A read's own parameters: include, fields and filter[trashed]; paging, sort and filters are a list's. */
function onlyReadParams(params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of params) {
    if (k.startsWith("page[") || k === "sort") continue;
    if (k.startsWith("filter[") && k !== "filter[trashed]") continue;
    out.append(k, v);
  }
  return out;
}
