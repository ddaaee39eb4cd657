// The resource registry's vocabulary: a JSON:API type described as typed config over a Prisma
// model. Registering a resource is a few lines (see server/reference/resources.ts).
import type { ZodType } from "zod";
import type { Db } from "@/server/prisma-client";
import type { Actor } from "@/server/auth/actor";
import type { Prisma } from "@/server/generated/prisma/client";

/** Prisma delegate names: "office", "officeCategory", ... */
export type ModelKey = Uncapitalize<Prisma.ModelName>;

export type Row = Record<string, unknown>;
export type Where = Record<string, unknown>;

export type AttrKind =
  "string" | "number" | "boolean" | "datetime" | "date" | "money" | "json" | "enum";

export interface AttributeDef {
  /** Prisma field read for this attribute (and written by the generic create/update). */
  field: string;
  kind: AttrKind;
  /** Computed value; when set, `field` is still what sorting/filtering use. */
  get?: (row: Row) => unknown;
  sortable?: boolean;
  /**
   * Custom Prisma `orderBy` entry for this attribute, e.g. to place nulls first:
   * `(desc) => ({ readAt: { sort: desc ? "asc" : "desc", nulls: desc ? "last" : "first" } })`.
   * `desc` is the effective direction. Sorts with a hook are offset-paged only
   * (cursor paging answers 400), because a keyset cannot be built over them.
   */
  order?: (desc: boolean) => Where;
  /** Written by the generic create/update (when the resource uses them). */
  writable?: boolean;
  /**
   * Who may change this attribute on an existing row. A PATCH that would give it another value
   * is 403 for anyone else, checked by the engine before the update runs (write-access.ts).
   * Creation is governed by the resource's create access and use case.
   */
  write?: Access;
  /**
   * Who may read this attribute of this row (personal data, docs/security-data.md). The serializer
   * omits the attribute from every document it emits for a caller the rule refuses: lists, reads,
   * includes, related routes, action answers. Unset: whoever may read the row reads it.
   */
  read?: ReadRule;
}

/** An attribute read rule: the caller (null when anonymous) and the database row being emitted. */
export type ReadRule = (actor: Actor | null, row: Row) => boolean;

export interface RelationshipDef {
  /** Target JSON:API type. */
  type: string;
  kind: "one" | "many";
  /** to-one: the foreign key on this model. */
  foreignKey?: string;
  /** to-many: the foreign key on the target model that points here. */
  inverseKey?: string;
  /** many-to-many through a join model (e.g. users.roles via userRole: userId -> roleId). */
  through?: { model: ModelKey; from: string; to: string };
  /**
   * to-many computed by a use case (no key or join model holds it, e.g. the payment method types an
   * office accepts, kept in a setup row): the target ids per parent id.
   */
  computed?: (db: Db, parentIds: unknown[]) => Promise<Map<unknown, unknown[]>>;
  /** Extra condition on the target rows (e.g. hide soft-deleted). */
  where?: Where;
  /** Written by the generic create/update via `foreignKey`. */
  writable?: boolean;
  /** to-one: who may change it on an existing row (as AttributeDef.write). */
  write?: Access;
  /**
   * `PATCH /{type}/{id}/relationships/{name}` replaces a to-many set: `access` is checked first,
   * then `run` gets the parent id and the ids of `data` (all of this relationship's type).
   */
  replace?: {
    access: Access;
    run: (ctx: WriteContext, parentId: string | number, ids: string[]) => Promise<void>;
  };
}

/** `filters`: every filter[...] of the request, for a filter whose condition depends on another. */
export type FilterFn = (
  value: string,
  actor: Actor,
  filters?: ReadonlyMap<string, string>,
) => Where;

/**
 * Who may use an operation. "authenticated": a signed-in user who belongs somewhere (an office or
 * a role); a self-registered account that Pusat has not yet given either reads nothing with it.
 * "account": any signed-in user, for the caller's own account rows (users, scoped to itself).
 */
export type Access =
  "public" | "authenticated" | "account" | { permission: string } | ((actor: Actor) => boolean);

export interface WriteContext {
  db: Db;
  actor: Actor;
  request: Request;
  /** A client-generated UUID for the row a create makes (only when `create.clientIds`). */
  clientId?: string;
}

/** One foreign key that points at a resource's rows; `where` narrows it (e.g. not deleted). */
export interface Reference {
  model: ModelKey;
  field: string;
  where?: Where;
}

export interface ResourceDef {
  type: string;
  model: ModelKey;
  /** How ids look: uuid (most), code strings (regions), integers (office categories, areas). */
  idKind: "uuid" | "string" | "int";
  attributes: Record<string, AttributeDef>;
  relationships?: Record<string, RelationshipDef>;
  filters?: Record<string, FilterFn>;
  /** Prisma fields searched (case-insensitive contains) by filter[search]. */
  search?: string[];
  /** e.g. "-createdAt" or "name". */
  defaultSort: string;
  defaultInclude?: string[];
  pageSize?: { default: number; max: number };
  /**
   * Lists count at most this many matching rows (a table that grows without bound, where an
   * exact count of a million rows costs more than the page): past it meta.page.total is the
   * cap, meta.page.totalCapped is true, lastPage is the cap's last page (or the next page while
   * rows go on) and hasMore / links.next say whether rows follow.
   */
  countCap?: number;
  /** Has a deletedAt column: lists hide deleted rows, DELETE sets it (filter[trashed]=with|only shows them). */
  softDelete?: boolean;
  /** Prisma `include` added to every read of this model, for computed attributes (keep it small). */
  rowInclude?: Record<string, unknown>;
  /** Base condition on every query (beside soft delete and the scope). */
  baseWhere?: Where;
  access: {
    read: Access;
    create?: Access;
    update?: Access;
    delete?: Access;
  };
  /** Row-level visibility for an actor: a Prisma where, or null for every row. */
  scope?: (actor: Actor) => Where | null;
  /** Creation: zod schema over API names (attributes + relationship ids) and an optional use case. */
  create?: {
    schema: ZodType<Record<string, unknown>>;
    run?: (ctx: WriteContext, input: Record<string, unknown>) => Promise<string | number>;
    /**
     * The use case in `run` creates its row with `ctx.clientId` when given, so the resource
     * accepts client-generated UUIDs (the generic create always does for uuid-keyed resources).
     */
    clientIds?: boolean;
  };
  update?: {
    schema: ZodType<Record<string, unknown>>;
    run?: (ctx: WriteContext, id: string | number, input: Record<string, unknown>) => Promise<void>;
  };
  /**
   * Records that point at a row of this resource (a lookup such as a bank or a unit): DELETE is
   * refused with 409 while any of them exists ("<label> ini dipakai oleh N data ..."), before the
   * custom or generic delete runs, so a value in use cannot vanish from under the records.
   */
  referencedBy?: { label: string; refs: Reference[] };
  /**
   * Extra `meta` of a list, computed over the same where as the page (filters, scope, soft
   * delete), e.g. the sums of money columns (orders: meta.totals). Runs beside the page; `count`
   * is the list's own count of the matches (with countCap: at most countCap + 1), so a meta that
   * depends on how many rows match does not count them a second time.
   */
  listMeta?: (db: Db, where: Where, count: Promise<number>) => Promise<Record<string, unknown>>;
  /** Custom delete use case; default: soft delete when softDelete, else a hard delete. */
  remove?: (ctx: WriteContext, id: string | number) => Promise<void>;
}

export function defineResource(def: ResourceDef): ResourceDef {
  return def;
}
