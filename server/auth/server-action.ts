// The one wrapper for server actions (the counterpart of server/jsonapi/handle.ts for route
// handlers): resolves the caller from the Auth.js session, reads the request meta (IP, user
// agent), runs the use case and maps every error to the text the UI shows (SPEC §8: the first
// error's `detail`; field errors by field name). Errors are never thrown to the client, except
// Next's own control flow (redirect, notFound), which is rethrown.
import "server-only";
import { headers } from "next/headers";
import { unstable_rethrow } from "next/navigation";
import { auth } from "@/auth";
import { getDb, type Db } from "@/server/db";
import { AppError } from "@/server/errors";
import { mailLinkOrigin, toAppError } from "@/server/jsonapi/respond";
import type { ActionResult } from "@/lib/action-result";
import { loadActor, type Actor } from "./actor";
import { headersMeta, type RequestMeta } from "./request-meta";

export type { ActionResult };

export interface ActionContext {
  db: Db;
  meta: RequestMeta;
  headers: Headers;
}

export interface AuthedActionContext extends ActionContext {
  actor: Actor;
}

export interface ActionOptions {
  /** Used in the server log when something unexpected fails. */
  name: string;
  /** Text to show on success. */
  message?: string;
}

const POINTER_PREFIX = "/data/attributes/";

/** Turns anything thrown into the failed ActionResult (unexpected errors are logged, once). */
export function actionError(error: unknown, name: string): ActionResult<never> {
  const e = toAppError(error, `action ${name}`);
  const fieldErrors: Record<string, string> = {};
  for (const item of e.items) {
    const pointer = item.source?.pointer;
    if (!pointer?.startsWith(POINTER_PREFIX)) continue;
    const field = pointer.slice(POINTER_PREFIX.length);
    if (field && !(field in fieldErrors)) fieldErrors[field] = item.detail;
  }
  return {
    ok: false,
    status: e.status,
    error: e.items[0]?.detail || e.message || "Terjadi error",
    fieldErrors,
  };
}

async function context(): Promise<ActionContext> {
  const h = await headers();
  return { db: getDb(), meta: headersMeta(h), headers: h };
}

/** An action anyone may call (register, forgot and reset password). */
export async function publicAction<T>(
  options: ActionOptions,
  fn: (ctx: ActionContext) => Promise<T>,
): Promise<ActionResult<T>> {
  try {
    const data = await fn(await context());
    return { ok: true, data, message: options.message ?? null };
  } catch (error) {
    unstable_rethrow(error);
    return actionError(error, options.name);
  }
}

/** An action of the signed-in user: 401 without a session or when the user is gone. */
export async function userAction<T>(
  options: ActionOptions,
  fn: (ctx: AuthedActionContext) => Promise<T>,
): Promise<ActionResult<T>> {
  try {
    const ctx = await context();
    const session = await auth();
    const userId = session?.user?.id;
    const actor = userId ? await loadActor(ctx.db, userId, "session") : null;
    if (!actor) throw AppError.unauthenticated();
    const data = await fn({ ...ctx, actor });
    return { ok: true, data, message: options.message ?? null };
  } catch (error) {
    unstable_rethrow(error);
    return actionError(error, options.name);
  }
}

/**
 * The web app's origin for links in mails (mailLinkOrigin): APP_URL (or AUTH_URL) when set, else
 * the Host header, with forwarded headers only from TRUSTED_PROXIES.
 */
export function appOrigin(h: Headers): string {
  return mailLinkOrigin(h, h.get("host"));
}
