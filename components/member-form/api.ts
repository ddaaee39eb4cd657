// Browser calls of the member form (docs/api-master.md "Member form"). Writes return the raw
// JSON:API errors so that each `source.pointer` can land on its form field.
import { errorDetail } from "@/components/widgets/toast";
import {
  API_BASE,
  JSONAPI_MEDIA_TYPE,
  browserGet,
  type FilterValue,
  type ResourceObject,
} from "@/lib/jsonapi-client";
import { loadOptions, type Option } from "./member-form-load";

export type { Option };

export interface ApiErrorItem {
  detail?: string;
  source?: { pointer?: string };
}

export class MemberApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: ApiErrorItem[],
  ) {
    super(message);
    this.name = "MemberApiError";
  }
}

export interface MemberDocument {
  data: ResourceObject;
  included?: ResourceObject[];
}

async function send(path: string, init: RequestInit = {}): Promise<unknown> {
  const res = await fetch(`${API_BASE}${path}`, {
    ...init,
    credentials: "same-origin",
    headers: {
      Accept: JSONAPI_MEDIA_TYPE,
      ...(init.body ? { "Content-Type": JSONAPI_MEDIA_TYPE } : {}),
    },
  });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!res.ok) {
    const errors = (body as { errors?: ApiErrorItem[] } | null)?.errors;
    throw new MemberApiError(res.status, errorDetail(body), Array.isArray(errors) ? errors : []);
  }
  return body;
}

export async function fetchMember(id: string, signal?: AbortSignal): Promise<MemberDocument> {
  return (await send(`/offices/${encodeURIComponent(id)}/-actions/getMember`, {
    signal,
  })) as MemberDocument;
}

export async function createMember(registrarOfficeId: string, document: unknown) {
  return (await send(`/offices/${encodeURIComponent(registrarOfficeId)}/-actions/createMember`, {
    method: "POST",
    body: JSON.stringify(document),
  })) as MemberDocument;
}

export async function updateMember(id: string, document: unknown) {
  return (await send(`/offices/${encodeURIComponent(id)}/-actions/updateMember`, {
    method: "PATCH",
    body: JSON.stringify(document),
  })) as MemberDocument;
}

export interface UplineHit {
  id: string;
  code: string;
  name: string;
}

/** A member office by its exact code (SPEC §2: typing a code looks it up with page[limit]=1). */
export async function lookupUpline(code: string, signal?: AbortSignal): Promise<UplineHit | null> {
  const q = `filter[code]=${encodeURIComponent(code.trim())}&filter[office_category_id]=5&page[limit]=1`;
  const body = (await send(`/simple-offices?${q}`, { signal })) as {
    data?: ResourceObject<{ code: string; name: string }>[];
  };
  const hit = body.data?.[0];
  return hit ? { id: hit.id, code: hit.attributes.code, name: hit.attributes.name } : null;
}

/** The first member this office registered (lowest code): the stockist's default upline. */
export async function firstOwnMember(signal?: AbortSignal): Promise<UplineHit | null> {
  const body = (await send(`/offices?filter[registrar]=me&sort=code&page[size]=1`, {
    signal,
  })) as { data?: ResourceObject<{ code: string; name: string }>[] };
  const hit = body.data?.[0];
  return hit ? { id: hit.id, code: hit.attributes.code, name: hit.attributes.name } : null;
}

/** Every row of a small list (regions, banks, educations, professions), page by page. */
export function listOptions(
  type: string,
  filter: Record<string, FilterValue>,
  sort: string,
  signal?: AbortSignal,
): Promise<Option[]> {
  return loadOptions(browserGet, type, filter, sort, signal);
}

/** The URL of downloadMitra with the list's filters (a plain link: the browser downloads it). */
export function downloadMitraUrl(filter: Record<string, FilterValue>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(filter)) {
    if (v === null || v === undefined || v === "") continue;
    parts.push(`filter[${encodeURIComponent(k)}]=${encodeURIComponent(String(v))}`);
  }
  return `${API_BASE}/offices/-actions/downloadMitra${parts.length ? `?${parts.join("&")}` : ""}`;
}
