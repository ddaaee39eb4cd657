// Every answer under /api/v1 is a JSON:API document, including the ones Next.js would otherwise
// give itself: a method a route does not export (405 with an empty body) and a path no route
// matches (an HTML 404). Route files export all methods through `routeMethods`; the catch-all
// routes answer `unknownRoute`.
import { AppError } from "@/server/errors";
import { errorResponse } from "./respond";

type RouteContext = { params: Promise<Record<string, string | string[]>> };
export type RouteHandler = (request: Request, route: RouteContext) => Promise<Response>;

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof METHODS)[number];

/** The 405 JSON:API answer naming the methods the route has (Allow header, RFC 9110 §15.5.6). */
export function methodNotAllowed(method: string, allowed: readonly string[]): Response {
  return errorResponse(
    new AppError("METHOD_NOT_ALLOWED", `Metode ${method} tidak diizinkan untuk alamat ini`, {
      headers: { Allow: allowed.join(", ") },
    }),
  );
}

/** The route's handlers plus a JSON:API 405 for every method it does not have. */
export function routeMethods(
  handlers: Partial<Record<Method, RouteHandler>>,
): Record<Method, RouteHandler> {
  const allowed = METHODS.filter((m) => handlers[m]);
  const withHead = allowed.includes("GET") ? [...allowed, "HEAD"] : allowed;
  const out = {} as Record<Method, RouteHandler>;
  for (const m of METHODS)
    out[m] = handlers[m] ?? (async (request) => methodNotAllowed(request.method, withHead));
  return out;
}

/** A path under /api/v1 that no route serves: a JSON:API 404 for every method. */
async function notFoundRoute(request: Request): Promise<Response> {
  return errorResponse(
    AppError.notFound(`Alamat API tidak dikenal: ${new URL(request.url).pathname}`),
  );
}

export const unknownRoute: Record<Method, RouteHandler> = {
  GET: notFoundRoute,
  POST: notFoundRoute,
  PUT: notFoundRoute,
  PATCH: notFoundRoute,
  DELETE: notFoundRoute,
};
