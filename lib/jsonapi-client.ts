// Typed browser client for the JSON:API (/api/v1, docs/api.md): same-origin calls that carry the
// session cookie. Lists take the query shape of the API (page, sort, filter, include); failures
// become a JsonApiError whose message is what SPEC §8 shows (errors[0].detail, else
// 'Terjadi error') and whose fieldErrors feed `applyServerErrors`.
import { errorDetail } from "@/lib/error-detail";
import { JsonApiError, fieldErrorsOf, pointerErrorsOf } from "@/lib/jsonapi-errors";
import type { PageMeta } from "@/lib/pagination";

// The error helpers are jsonapi-errors.ts (a screen that only shows failures needs no client);
// they are re-exported here for the modules that call the API anyway.
export { JsonApiError, failureText, fieldErrorsOf, pointerErrorsOf } from "@/lib/jsonapi-errors";

export const JSONAPI_MEDIA_TYPE = "application/vnd.api+json";
export const API_BASE = "/api/v1";

export type FilterValue = string | number | boolean | null | undefined;

export interface ListParams {
  page?: { number: number; size: number };
  /** JSON:API sort, e.g. "-createdAt,name". */
  sort?: string;
  /** filter[search]; blank is left out. */
  search?: string;
  /** Other filter[...] values; null, undefined and "" are left out. */
  filter?: Record<string, FilterValue>;
  /** Related resources to include; `[]` asks for none (`include=`), undefined for the resource's default. */
  include?: string[];
  /** Sparse fieldsets: the attributes and relationships to return, per type. */
  fields?: Record<string, readonly string[]>;
}

export interface ResourceIdentifier {
  type: string;
  id: string;
}

export interface ResourceObject<A = Record<string, unknown>> {
  type: string;
  id: string;
  attributes: A;
  relationships?: Record<string, { data?: ResourceIdentifier | ResourceIdentifier[] | null }>;
}

/** A resource flattened for tables and forms: `id` plus its attributes. */
export type Row<A> = A & { id: string };

export interface ListResult<A> {
  rows: Row<A>[];
  resources: ResourceObject<A>[];
  included: ResourceObject[];
  page: PageMeta;
  /** The document's top-level meta (e.g. `totals` of a list). */
  meta?: Record<string, unknown>;
}

const enc = (s: string) => encodeURIComponent(s);

/** The query string (without "?") of a list call; brackets stay readable, values are encoded. */
export function buildListQuery(p: ListParams): string {
  const parts: string[] = [];
  if (p.page) parts.push(`page[number]=${p.page.number}`, `page[size]=${p.page.size}`);
  if (p.sort) parts.push(`sort=${enc(p.sort)}`);
  const search = p.search?.trim();
  if (search) parts.push(`filter[search]=${enc(search)}`);
  for (const [k, v] of Object.entries(p.filter ?? {})) {
    if (v === null || v === undefined || v === "") continue;
    parts.push(`filter[${enc(k)}]=${enc(String(v))}`);
  }
  // An empty list is sent as `include=`: JSON:API's "no related resources", not the default.
  if (p.include) parts.push(`include=${p.include.map(enc).join(",")}`);
  for (const [type, names] of Object.entries(p.fields ?? {}))
    parts.push(`fields[${enc(type)}]=${names.map(enc).join(",")}`);
  return parts.join("&");
}

/** meta.page of a list document, with safe defaults. */
export function pageMetaOf(body: unknown, count: number): PageMeta {
  const p = ((body as { meta?: { page?: Record<string, unknown> } } | null)?.meta?.page ??
    {}) as Record<string, unknown>;
  const num = (v: unknown, d: number) => (typeof v === "number" ? v : d);
  const nullable = (v: unknown) => (typeof v === "number" ? v : null);
  return {
    currentPage: num(p.currentPage, 1),
    from: nullable(p.from),
    lastPage: num(p.lastPage, 1),
    perPage: num(p.perPage, count),
    to: nullable(p.to),
    total: num(p.total, count),
    hasMore: p.hasMore === true,
  };
}

export function toRow<A>(r: ResourceObject<A>): Row<A> {
  return { ...r.attributes, id: r.id };
}

/** The included resource a to-one relationship of `r` points to, if it was included. */
export function relatedOne(
  r: ResourceObject<unknown>,
  name: string,
  included: ResourceObject[],
): ResourceObject | null {
  const data = r.relationships?.[name]?.data;
  if (!data || Array.isArray(data)) return null;
  return included.find((x) => x.type === data.type && x.id === data.id) ?? null;
}

async function call(
  path: string,
  init: RequestInit = {},
  extraHeaders: Record<string, string> = {},
): Promise<unknown> {
  const res = await fetch(path, {
    ...init,
    credentials: "same-origin",
    headers: {
      Accept: JSONAPI_MEDIA_TYPE,
      ...(init.body ? { "Content-Type": JSONAPI_MEDIA_TYPE } : {}),
      ...extraHeaders,
    },
  });
  return documentOf(res);
}

/** An API answer's document; a failure throws JsonApiError with its detail and field errors. */
export async function documentOf(res: Response): Promise<unknown> {
  const text = res.status === 204 ? "" : await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!res.ok) {
    const detail = res.status === 429 ? "Terlalu banyak permintaan" : errorDetail(body);
    throw new JsonApiError(res.status, detail, fieldErrorsOf(body), pointerErrorsOf(body));
  }
  return body;
}

/**
 * A GET of `/api/v1/{path}` (path relative to /api/v1, with its query) answering the document, or
 * throwing JsonApiError. A detail screen's loader reads through one, so the page's server can run
 * the same loader with `serverGet` (server/jsonapi/prefetch.ts) and the screen renders its data
 * in the page's HTML; in the browser it is `browserGet`.
 */
export type ApiGet = (path: string, signal?: AbortSignal) => Promise<unknown>;

export const browserGet: ApiGet = (path, signal) => call(`${API_BASE}/${path}`, { signal });

/**
 * A custom action (`/api/v1/{type}[/{id}]/-actions/{name}`, SPEC §7) or any other API path:
 * `path` is relative to /api/v1 and may carry a query. Postings pass an `idempotencyKey` so a
 * retried click does not post twice. Answers the JSON:API document (errors throw JsonApiError).
 */
export async function callApi<T = { data?: unknown; meta?: Record<string, unknown> }>(
  path: string,
  opts: { method?: string; body?: unknown; signal?: AbortSignal; idempotencyKey?: string } = {},
): Promise<T> {
  return (await call(
    `${API_BASE}/${path}`,
    {
      method: opts.method ?? "GET",
      signal: opts.signal,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    },
    opts.idempotencyKey ? { "Idempotency-Key": opts.idempotencyKey } : {},
  )) as T;
}

function resourcesOf<A>(value: unknown): ResourceObject<A>[] {
  return Array.isArray(value) ? (value as ResourceObject<A>[]) : [];
}

export async function listResources<A>(
  type: string,
  params: ListParams = {},
  signal?: AbortSignal,
): Promise<ListResult<A>> {
  const q = buildListQuery(params);
  return listResultOf<A>(await call(`${API_BASE}/${enc(type)}${q ? `?${q}` : ""}`, { signal }));
}

/** A list document (GET /api/v1/{type}) as a ListResult. */
export function listResultOf<A>(document: unknown): ListResult<A> {
  const body = document as {
    data?: unknown;
    included?: unknown;
    meta?: Record<string, unknown>;
  } | null;
  const resources = resourcesOf<A>(body?.data);
  return {
    meta: body?.meta ?? {},
    rows: resources.map(toRow),
    resources,
    included: resourcesOf<Record<string, unknown>>(body?.included),
    page: pageMetaOf(body, resources.length),
  };
}

/** One resource with its included resources (GET /api/v1/{type}/{id}). */
export interface ResourceResult<A> {
  resource: ResourceObject<A>;
  included: ResourceObject[];
}

/** A resource document (GET /api/v1/{type}/{id}) as a ResourceResult. */
export function resourceResultOf<A>(document: unknown): ResourceResult<A> {
  const body = document as { data: ResourceObject<A>; included?: unknown };
  return { resource: body.data, included: resourcesOf(body.included) };
}

/** The query string of GET /api/v1/{type}/{id} (shared with the server's prefetchResource). */
export function resourceUrl(
  type: string,
  id: string,
  params: Pick<ListParams, "include" | "fields"> = {},
): string {
  const q = buildListQuery(params);
  return `${enc(type)}/${enc(id)}${q ? `?${q}` : ""}`;
}

export async function getResource<A>(
  type: string,
  id: string,
  params: Pick<ListParams, "include" | "fields"> = {},
  signal?: AbortSignal,
): Promise<ResourceResult<A>> {
  return resourceResultOf<A>(
    await call(`${API_BASE}/${resourceUrl(type, id, params)}`, { signal }),
  );
}

export async function createResource<A>(
  type: string,
  attributes: Partial<A> | Record<string, unknown>,
  relationships?: Record<string, { data: ResourceIdentifier | ResourceIdentifier[] | null }>,
): Promise<Row<A>> {
  const body = (await call(`${API_BASE}/${enc(type)}`, {
    method: "POST",
    body: JSON.stringify({
      data: { type, attributes, ...(relationships ? { relationships } : {}) },
    }),
  })) as { data: ResourceObject<A> };
  return toRow(body.data);
}

export async function updateResource<A>(
  type: string,
  id: string,
  attributes: Partial<A> | Record<string, unknown>,
  relationships?: Record<string, { data: ResourceIdentifier | ResourceIdentifier[] | null }>,
): Promise<Row<A>> {
  const body = (await call(`${API_BASE}/${enc(type)}/${enc(id)}`, {
    method: "PATCH",
    body: JSON.stringify({
      data: { type, id, attributes, ...(relationships ? { relationships } : {}) },
    }),
  })) as { data: ResourceObject<A> };
  return toRow(body.data);
}

export async function deleteResource(type: string, id: string): Promise<void> {
  await call(`${API_BASE}/${enc(type)}/${enc(id)}`, { method: "DELETE" });
}
