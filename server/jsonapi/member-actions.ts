// Shared pieces of member actions (`{type}/{id}/-actions/{name}`): the resource read back with
// meta.message after a write, and the factory of a state transition (one transaction around a
// use case, then that answer). Domain modules keep their rules; this only removes the plumbing.
import type { Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import type { Db } from "@/server/prisma-client";
import type { ActionContext, ActionDef, HttpMethod } from "./actions";
import type { BodyKind, HandlerContext } from "./handle";
import { absoluteUrl, documentResponse } from "./respond";
import { documentHistoryResponse } from "@/server/history/document-history";

/**
 * `type/id` as the caller reads it, with `meta.message` (and more meta); a 201 carries the
 * resource's Location. `include` is passed on as the read's include parameter.
 */
export async function memberDocument(
  ctx: ActionContext,
  type: string,
  id: string,
  message: string,
  options: { status?: number; include?: string; meta?: Record<string, unknown> } = {},
): Promise<Response> {
  const { status = 200, include, meta } = options;
  const engine = ctx.engine;
  const url = new URL(`/api/v1/${type}/${id}`, ctx.url);
  if (include) url.searchParams.set("include", include);
  const doc = await engine.read({ db: ctx.db, actor: ctx.actor, url }, type, id);
  return documentResponse(
    { ...doc, meta: { message, ...meta } },
    status,
    status === 201 ? { Location: absoluteUrl(ctx.url, `/api/v1/${type}/${id}`) } : undefined,
  );
}

/** Runs a write in one transaction; withNotices fits here when notices follow the commit. */
export type Commit = (db: Db, fn: (tx: DbClient) => Promise<unknown>) => Promise<unknown>;

const transaction: Commit = (db, fn) => db.$transaction(fn);

/**
 * A member action that moves `type/id` with `apply` in one transaction (`commit`) and answers
 * the resource with `message`. `input` (body checks, permission first) runs before the write.
 */
export function memberTransition<I = undefined>(def: {
  type: string;
  name: string;
  message: string;
  methods?: HttpMethod[];
  body?: BodyKind;
  commit?: Commit;
  input?: (ctx: HandlerContext, actor: Actor, id: string) => I;
  apply: (
    tx: DbClient,
    actor: Actor,
    id: string,
    input: I,
    ctx: HandlerContext,
  ) => Promise<unknown>;
}): ActionDef {
  const { type, name, message, methods = ["PATCH", "POST"], body, commit = transaction } = def;
  return {
    type,
    name,
    scope: "member",
    methods,
    auth: "required",
    ...(body ? { body } : {}),
    async run(ctx) {
      const actor = ctx.requireActor();
      const id = ctx.id ?? "";
      const input = def.input ? def.input(ctx, actor, id) : (undefined as I);
      await commit(ctx.db, (tx) => def.apply(tx, actor, id, input, ctx));
      return memberDocument(ctx, type, id, message);
    },
  };
}

/**
 * GET {type}/{id}/-actions/history: the document's state history (document_status_histories,
 * oldest first) for exactly those who may read the document as GET {type}/{id} decides it: 403
 * without the resource's read access, 404 for a row out of scope, unknown or malformed.
 */
export function historyAction(
  type: string,
  documentType: string,
  labels?: Readonly<Record<string, string>>,
): ActionDef {
  return {
    type,
    name: "history",
    scope: "member",
    methods: ["GET"],
    auth: "required",
    async run(ctx) {
      const id = ctx.id ?? "";
      await ctx.engine.assertVisible(ctx.db, ctx.actor, type, id);
      return documentHistoryResponse(ctx.db, documentType, id, labels);
    },
  };
}
