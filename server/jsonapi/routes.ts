// Generic route handlers of /api/v1/{type}[/{id}[/{related} | /relationships/{rel}]].
import "server-only";
import { AppError } from "@/server/errors";
import { engine } from "@/server/api/registry";
import { handle } from "./handle";
import { absoluteUrl, documentResponse } from "./respond";

function known(type: string): void {
  if (!engine.registry.has(type)) throw AppError.notFound(`Resource tidak dikenal: ${type}`);
}

export const collectionRoutes = {
  GET: handle({ auth: "optional" }, async ({ db, actor, url, params }) => {
    const type = params.type ?? "";
    known(type);
    return documentResponse(await engine.list({ db, actor, url }, type));
  }),
  POST: handle(
    { auth: "required", body: "jsonapi" },
    async ({ db, actor, url, params, body, request }) => {
      const type = params.type ?? "";
      known(type);
      const { doc, id } = await engine.create({ db, actor, url, request }, type, body);
      return documentResponse(doc, 201, {
        Location: absoluteUrl(url, `/api/v1/${type}/${encodeURIComponent(id)}`),
      });
    },
  ),
};

export const memberRoutes = {
  GET: handle({ auth: "optional" }, async ({ db, actor, url, params }) => {
    const type = params.type ?? "";
    known(type);
    return documentResponse(await engine.read({ db, actor, url }, type, params.id ?? ""));
  }),
  PATCH: handle(
    { auth: "required", body: "jsonapi" },
    async ({ db, actor, url, params, body, request }) => {
      const type = params.type ?? "";
      known(type);
      return documentResponse(
        await engine.update({ db, actor, url, request }, type, params.id ?? "", body),
      );
    },
  ),
  DELETE: handle({ auth: "required" }, async ({ db, actor, url, params, request }) => {
    const type = params.type ?? "";
    known(type);
    await engine.remove({ db, actor, url, request }, type, params.id ?? "");
    return documentResponse(null, 204);
  }),
};

/** PATCH of a relationship's linkage, by either path (engine.updateRelationship). */
function relationshipPatch(param: "related" | "rel") {
  return handle(
    { auth: "required", body: "jsonapi" },
    async ({ db, actor, url, params, body, request }) => {
      const type = params.type ?? "";
      known(type);
      return documentResponse(
        await engine.updateRelationship(
          { db, actor, url, request },
          type,
          params.id ?? "",
          params[param] ?? "",
          body,
        ),
      );
    },
  );
}

export const relatedRoutes = {
  GET: handle({ auth: "optional" }, async ({ db, actor, url, params }) => {
    const type = params.type ?? "";
    known(type);
    return documentResponse(
      await engine.related({ db, actor, url }, type, params.id ?? "", params.related ?? ""),
    );
  }),
  // SPEC §7 "GET/PATCH {schema}/{id}/{related}".
  PATCH: relationshipPatch("related"),
};

export const relationshipRoutes = {
  GET: handle({ auth: "optional" }, async ({ db, actor, url, params }) => {
    const type = params.type ?? "";
    known(type);
    return documentResponse(
      await engine.relationship({ db, actor, url }, type, params.id ?? "", params.rel ?? ""),
    );
  }),
  PATCH: relationshipPatch("rel"),
};
