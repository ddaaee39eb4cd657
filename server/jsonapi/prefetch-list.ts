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
import { headers } from "next/headers";
import { GET } from "@/app/api/v1/[type]/route";
import { JSONAPI_MEDIA_TYPE } from "@/lib/jsonapi-client";
import { firstPageUrl, type InitialList, type ListQuery } from "@/components/data-table/query";

export async function prefetchList(query: ListQuery): Promise<InitialList | undefined> {
  const url = firstPageUrl(query);
  const incoming = await headers();
  const forwarded = new Headers(incoming);
  forwarded.set("accept", JSONAPI_MEDIA_TYPE);
  forwarded.delete("content-type");
  forwarded.delete("content-length");
  const host = incoming.get("host") ?? "localhost";
  const request = new Request(`http://${host}/api/v1/${url}`, { headers: forwarded });
  const response = await GET(request, { params: Promise.resolve({ type: query.resource }) });
  if (!response.ok) return undefined;
  return { url, body: (await response.json()) as unknown };
}
