// Downloads a file answer of the API (CSV exports) in the browser: same-origin fetch with the
// session cookie, then a temporary object URL. Failures become a JsonApiError with the API's
// detail (SPEC §8), like every other call of lib/jsonapi-client.ts.
import { API_BASE, JsonApiError, buildListQuery, type ListParams } from "@/lib/jsonapi-client";
import { errorDetail } from "@/components/widgets/toast";

function fileNameOf(disposition: string | null, fallback: string): string {
  const m = disposition ? /filename="([^"]+)"/.exec(disposition) : null;
  return m?.[1] ?? fallback;
}

/** GET `${API_BASE}/${path}` with the list query `params`, saved as a file. */
export async function downloadFile(
  path: string,
  params: Omit<ListParams, "page"> = {},
  fallbackName = "export.csv",
): Promise<void> {
  const q = buildListQuery(params);
  const res = await fetch(`${API_BASE}/${path}${q ? `?${q}` : ""}`, {
    credentials: "same-origin",
    headers: { Accept: "text/csv, application/vnd.api+json" },
  });
  if (!res.ok) {
    let body: unknown = null;
    try {
      body = await res.json();
    } catch {
      body = null;
    }
    throw new JsonApiError(res.status, errorDetail(body));
  }
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileNameOf(res.headers.get("content-disposition"), fallbackName);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
