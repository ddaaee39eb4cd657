// Browser calls of the custom actions used by the setup screens ({type}/-actions/{name}); the
// same error handling as lib/jsonapi-client.ts (JsonApiError with the API's detail and fields).
import { errorDetail } from "@/components/widgets/toast";
import { API_BASE, JSONAPI_MEDIA_TYPE, JsonApiError, fieldErrorsOf } from "@/lib/jsonapi-client";

/** SPEC §8 success message of the setup screens. */
export const SAVED = "Data berhasil diupdate";

export async function callAction<T>(
  path: string,
  method: "GET" | "POST" | "PATCH",
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${API_BASE}/${path}`, {
    method,
    credentials: "same-origin",
    headers: {
      Accept: JSONAPI_MEDIA_TYPE,
      ...(body !== undefined ? { "Content-Type": JSONAPI_MEDIA_TYPE } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!res.ok) throw new JsonApiError(res.status, errorDetail(parsed), fieldErrorsOf(parsed));
  return parsed as T;
}
