import "server-only";
// A list screen's first page, loaded by the server component that renders the screen, so the
// rows are in the page's HTML: without it a list showed 'Memuat...' until the page's script had
// run and asked the API, which made the rows the page's late largest paint and shifted the layout
// when they came (docs/browser-performance.md "Lists render their first page on the server").
//
// It is the API's own answer: the request goes through the same route handler a browser's GET
// /api/v1/{type} does (the dispatch table the route files bind, dispatch.ts), with the page request's headers (its session cookie), so it carries the
// same scope, checks and document. A refusal (403, 400) is not an error of the page: the table
// then asks for the page itself and shows the API's message as before.
//
// `prefetchResource` does the same for a detail screen's one resource (GET /api/v1/{type}/{id}),
// and `serverGet` + `prefetched` for a detail screen that reads several documents: its loader
// reads through an `ApiGet` (lib/jsonapi-client.ts), the browser's fetch in the browser and
// `serverGet` (the API's route handlers, in-process) on the server, so the screen renders its
// data in the page's HTML and does not show 'Memuat…' first, then move as it arrives.
import { headers } from "next/headers";
import { apiRoutes, getRouteOf } from "./dispatch";
import {
  JSONAPI_MEDIA_TYPE,
  JsonApiError,
  documentOf,
  resourceResultOf,
  resourceUrl,
  type ApiGet,
  type ListParams,
  type ResourceResult,
} from "@/lib/jsonapi-client";
import { firstPageUrl, type InitialList, type ListQuery } from "@/components/data-table/query";

/** A GET of `/api/v1/{url}` as the page's own request: its headers, its session. */
async function apiRequest(url: string): Promise<Request> {
  const incoming = await headers();
  const forwarded = new Headers(incoming);
  forwarded.set("accept", JSONAPI_MEDIA_TYPE);
  forwarded.delete("content-type");
  forwarded.delete("content-length");
  const host = incoming.get("host") ?? "localhost";
  return new Request(`http://${host}/api/v1/${url}`, { headers: forwarded });
}

export async function prefetchList(query: ListQuery): Promise<InitialList | undefined> {
  const url = firstPageUrl(query);
  const response = await apiRoutes.collection.GET(await apiRequest(url), {
    params: Promise.resolve({ type: query.resource }),
  });
  if (!response.ok) return undefined;
  return { url, body: (await response.json()) as unknown };
}

/** The resource as `getResource` gives it, or undefined when the API refuses (404, 403...). */
export async function prefetchResource<A>(
  type: string,
  id: string,
  params: Pick<ListParams, "include" | "fields"> = {},
): Promise<ResourceResult<A> | undefined> {
  const response = await apiRoutes.member.GET(await apiRequest(resourceUrl(type, id, params)), {
    params: Promise.resolve({ type, id }),
  });
  if (!response.ok) return undefined;
  return resourceResultOf<A>(await response.json());
}

/** `ApiGet` on the server: the API's own GET handler, in-process, as the page's request. */
export const serverGet: ApiGet = async (path) => {
  const request = await apiRequest(path);
  const pathname = new URL(request.url).pathname.replace(/^\/api\/v1\//, "");
  const route = getRouteOf(pathname);
  if (!route) throw new Error(`serverGet does not serve /api/v1/${pathname}`);
  const [handler, params] = route;
  return documentOf(await handler(request, { params: Promise.resolve(params) }));
};

/**
 * A screen's data loaded by the page's server (its loader run with `serverGet`), or undefined when
 * the API refuses: the screen then loads in the browser and shows the API's message as before.
 */
export async function prefetched<T>(load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load();
  } catch (error) {
    // A refusal is the API's answer to show in the browser; anything else is a bug to see here.
    if (!(error instanceof JsonApiError)) console.error("prefetched:", error);
    return undefined;
  }
}
