// The JSON:API engine: one implementation of list / read / create / update / delete / related /
// relationships for every registered resource. Resources are typed config (resource.ts); the work
// is done by one file per concern, this class only binds them to one registry:
//   registry.ts   the resource types and the allow-lists a query is parsed against
//   access.ts     may the caller do this to the type at all
//   where.ts      ids, row scope, filters and order as Prisma conditions
//   include.ts    included rows, one query per relationship level
//   serialize.ts  rows as resource objects, linkage only to rows the caller may read
//   render.ts     rows + includes as a document's data and included
//   list.ts       GET /{type} with offset or cursor (keyset.ts) paging
//   read.ts       GET /{type}/{id} and the visibility of one row
//   related.ts    /{type}/{id}/{related} and /relationships/{rel}, read and PATCH
//   body.ts       request documents as schema input, client ids, 422 pointers
//   write.ts      POST, PATCH and DELETE through the resource's use case
import type { Db } from "@/server/prisma-client";
import type { Actor } from "@/server/auth/actor";
import type { ResourceDef, Row, Where } from "./resource";
import type { Document } from "./document";
import type { JsonObject } from "./respond";
import type { ResourceRegistry } from "./registry";
import type { RequestContext } from "./delegate";
import { list, listOrderBy, listWhere } from "./list";
import { assertVisible, findVisible, isVisible, read } from "./read";
import { related, relationship, replaceRelationship, updateRelationship } from "./related";
import { create, remove, update } from "./write";

export { ResourceRegistry } from "./registry";
export { checkAccess } from "./access";
export { delegate, type RequestContext } from "./delegate";
export { inputFromDocument, validateInput } from "./body";

type WriteContext = RequestContext & { request: Request };

export class JsonApiEngine {
  constructor(readonly registry: ResourceRegistry) {}

  /**
   * The rows `GET /{type}` lists for this request's query (read access, row scope, soft delete,
   * every filter and filter[search]), without paging: the where a list's own action (e.g. the
   * exact totals of orders) must use so that it covers exactly the list's rows.
   */
  listWhere(ctx: RequestContext, type: string): Where {
    return listWhere(this.registry, ctx, type);
  }

  /** The order `GET /{type}` lists its rows in for this request's query (its sort, id last). */
  listOrderBy(ctx: RequestContext, type: string): Where[] {
    return listOrderBy(this.registry, ctx, type);
  }

  /** GET /{type} (or a related collection when `extra` narrows it). */
  list(ctx: RequestContext, type: string, extra: Where[] = [], selfPath?: string) {
    return list(this.registry, ctx, type, extra, selfPath);
  }

  /** Finds one visible row or throws 404. */
  findVisible(
    ctx: RequestContext,
    def: ResourceDef,
    rawId: string,
    opts: { withTrashed?: boolean } = {},
  ): Promise<Row> {
    return findVisible(ctx, def, rawId, opts);
  }

  /** True when GET /{type}/{id} would find the row for `actor` (read.ts). */
  isVisible(db: Db, actor: Actor | null, type: string, rawId: string): Promise<boolean> {
    return isVisible(this.registry, db, actor, type, rawId);
  }

  /** 403 unless `actor` may read `type`, 404 unless GET /{type}/{id} would find the row. */
  assertVisible(db: Db, actor: Actor | null, type: string, rawId: string): Promise<void> {
    return assertVisible(this.registry, db, actor, type, rawId);
  }

  /** GET /{type}/{id} */
  read(ctx: RequestContext, type: string, rawId: string): Promise<Document> {
    return read(this.registry, ctx, type, rawId);
  }

  /** GET /{type}/{id}/{related} */
  related(ctx: RequestContext, type: string, rawId: string, relName: string): Promise<Document> {
    return related(this.registry, ctx, type, rawId, relName);
  }

  /** GET /{type}/{id}/relationships/{rel} */
  relationship(ctx: RequestContext, type: string, rawId: string, relName: string) {
    return relationship(this.registry, ctx, type, rawId, relName);
  }

  /** PATCH /{type}/{id}/relationships/{rel} of a to-many with `replace`. */
  replaceRelationship(
    ctx: WriteContext,
    type: string,
    rawId: string,
    relName: string,
    body: JsonObject,
  ): Promise<Document> {
    return replaceRelationship(this.registry, ctx, type, rawId, relName, body);
  }

  /** PATCH /{type}/{id}/{related} and /relationships/{rel} (related.ts). */
  updateRelationship(
    ctx: WriteContext,
    type: string,
    rawId: string,
    relName: string,
    body: JsonObject,
  ): Promise<Document> {
    return updateRelationship(this.registry, ctx, type, rawId, relName, body);
  }

  /** POST /{type} */
  create(
    ctx: WriteContext,
    type: string,
    body: JsonObject,
  ): Promise<{ doc: Document; id: string }> {
    return create(this.registry, ctx, type, body);
  }

  /** PATCH /{type}/{id} */
  update(ctx: WriteContext, type: string, rawId: string, body: JsonObject): Promise<Document> {
    return update(this.registry, ctx, type, rawId, body);
  }

  /** DELETE /{type}/{id} */
  remove(ctx: WriteContext, type: string, rawId: string): Promise<void> {
    return remove(this.registry, ctx, type, rawId);
  }
}
