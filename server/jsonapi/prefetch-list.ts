import "server-only";
// A list screen's first page, loaded by the server component that renders the screen, so the
// rows are in the page's HTML: without it a list showed 'Memuat...' until the page's script had
// run and asked the API, which made the rows the page's late largest paint and shifted the layout
// when they came (docs/browser-performance.md "Lists render their first page on the server").
//
// It is the API's own answer: the request goes through the same route handler a browser's GET
// /api/v1/{type} does, with the page request's headers (its session cookie), so it carries the
// same scope, checks and document. A refusal (403, 400) is not an error of the page: the table
// then asks for the page itself and shows the API's message as before.
//
// `prefetchResource` does the same for a detail screen's one resource (GET /api/v1/{type}/{id}):
// the screen renders its data, or its form filled in, in the page's HTML.
import { headers } from "next/headers";
import { GET as listGET } from "@/app/api/v1/[type]/route";
import { GET as resourceGET } from "@/app/api/v1/[type]/[id]/route";
import {
  JSONAPI_MEDIA_TYPE,
  resourceResultOf,
  resourceUrl,
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
  const response = await listGET(await apiRequest(url), {
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
  const response = await resourceGET(await apiRequest(resourceUrl(type, id, params)), {
    params: Promise.resolve({ type, id }),
  });
  if (!response.ok) return undefined;
  return resourceResultOf<A>(await response.json());
}
