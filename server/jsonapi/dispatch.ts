// The route handlers of the generic /api/v1 paths, in one table: the route files under
// app/api/v1/[type]/... only bind their methods to an entry (`export const { GET, ... } =
// apiRoutes.collection`), and `serverGet` (prefetch.ts) finds the entry for a path with
// `getRouteOf`, so a page's in-process read runs exactly the handler a browser's GET does.
// Each entry answers every method (routeMethods: a JSON:API 405 for the ones it lacks).
import "server-only";
import { actionRoutes } from "./action-route";
import { routeMethods, unknownRoute, type RouteHandler } from "./methods";
import { collectionRoutes, memberRoutes, relatedRoutes, relationshipRoutes } from "./routes";

export const apiRoutes = {
  /** /api/v1/{type} */
  collection: routeMethods(collectionRoutes),
  /** /api/v1/{type}/{id} */
  member: routeMethods(memberRoutes),
  /** /api/v1/{type}/{id}/{related} */
  related: routeMethods(relatedRoutes),
  /** /api/v1/{type}/{id}/relationships/{rel} */
  relationship: routeMethods(relationshipRoutes),
  /** /api/v1/{type}/-actions/{action} */
  collectionAction: routeMethods(actionRoutes("collection")),
  /** /api/v1/{type}/{id}/-actions/{action} */
  memberAction: routeMethods(actionRoutes("member")),
  /** Any other path under /api/v1: a JSON:API 404. */
  unknown: unknownRoute,
};

/**
 * The GET handler that serves `/api/v1/{pathname}` and its route parameters, as Next.js's router
 * would pick them for the route files above; null for a path only a specific route (login,
 * reports...) or none serves.
 */
export function getRouteOf(pathname: string): [RouteHandler, Record<string, string>] | null {
  const [type = "", second, third, fourth, ...rest] = pathname
    .split("/")
    .filter(Boolean)
    .map(decodeURIComponent);
  if (rest.length) return null;
  if (second === undefined) return [apiRoutes.collection.GET, { type }];
  if (second === "-actions" && third !== undefined && fourth === undefined)
    return [apiRoutes.collectionAction.GET, { type, action: third }];
  if (third === undefined) return [apiRoutes.member.GET, { type, id: second }];
  if (third === "-actions" && fourth !== undefined)
    return [apiRoutes.memberAction.GET, { type, id: second, action: fourth }];
  if (fourth === undefined && third !== "relationships")
    return [apiRoutes.related.GET, { type, id: second, related: third }];
  return null;
}
