// Route handlers for custom actions, shared by the two action routes.
import "server-only";
import { AppError } from "@/server/errors";
import { actionRegistry, engine } from "@/server/api/registry";
import type { HttpMethod } from "./actions";
import { handle } from "./handle";
import { errorResponse } from "./respond";

type Ctx = { params: Promise<Record<string, string | string[]>> };

function actionHandler(scope: "collection" | "member", method: HttpMethod) {
  return async (request: Request, route: Ctx): Promise<Response> => {
    const p = await route.params;
    const type = String(p.type ?? "");
    const name = String(p.action ?? "");
    const action = actionRegistry.find(scope, type, name);
    if (!action)
      return errorResponse(
        AppError.notFound(
          `Aksi tidak ditemukan: ${type}/${scope === "member" ? "{id}/" : ""}-actions/${name}`,
        ),
      );
    if (!action.methods.includes(method))
      return errorResponse(
        new AppError("METHOD_NOT_ALLOWED", `Metode ${method} tidak diizinkan untuk aksi ini`, {
          headers: { Allow: action.methods.join(", ") },
        }),
      );
    const id = scope === "member" ? String(p.id ?? "") : null;
    return handle(
      {
        auth: action.auth,
        body: method === "GET" || method === "DELETE" ? "none" : (action.body ?? "none"),
        produces: action.produces,
      },
      (ctx) => action.run({ ...ctx, id, engine }),
    )(request, route);
  };
}

export function actionRoutes(scope: "collection" | "member") {
  return {
    GET: actionHandler(scope, "GET"),
    POST: actionHandler(scope, "POST"),
    PATCH: actionHandler(scope, "PATCH"),
    DELETE: actionHandler(scope, "DELETE"),
  };
}
