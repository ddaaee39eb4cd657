// Real-HTTP client for API tests: talks to the app server that `npm test` starts, and validates
// every response body against the official JSON:API 1.0 schema (../shared/jsonapi-schema, with a
// vendored copy in tests/support/jsonapi-schema.json for machines without shared/).
import fs from "node:fs";
import path from "node:path";
import Ajv2020 from "ajv/dist/2020";
import AjvDraft7 from "ajv";
import addFormats from "ajv-formats";
import type { ValidateFunction } from "ajv";
import { expect } from "vitest";

export const MEDIA_TYPE = "application/vnd.api+json";

export function baseUrl(): string {
  const url = process.env.TEST_BASE_URL;
  if (!url) throw new Error("TEST_BASE_URL is not set: run API tests through `npm test`");
  return url;
}

let validator: ValidateFunction | null = null;

function loadSchema(): Record<string, unknown> {
  const shared = path.resolve(import.meta.dirname, "../../../shared/jsonapi-schema/schema.json");
  const vendored = path.resolve(import.meta.dirname, "jsonapi-schema.json");
  const file = fs.existsSync(shared) ? shared : vendored;
  return JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
}

function getValidator(): ValidateFunction {
  if (validator) return validator;
  const schema = loadSchema();
  const draft = String(schema.$schema ?? "");
  const ajv = draft.includes("2020")
    ? new Ajv2020({ strict: false, allErrors: true })
    : new AjvDraft7({ strict: false, allErrors: true });
  addFormats(ajv);
  validator = ajv.compile(schema);
  return validator;
}

/** Asserts that `body` is a valid JSON:API 1.0 document. */
export function expectJsonApi(body: unknown): void {
  const validate = getValidator();
  const ok = validate(body);
  expect(
    ok,
    `not a valid JSON:API document: ${JSON.stringify(validate.errors?.slice(0, 3))}\n${JSON.stringify(body).slice(0, 500)}`,
  ).toBe(true);
}

export interface ApiResponse<T = JsonApiDoc> {
  status: number;
  headers: Headers;
  body: T;
}

export interface JsonApiResource {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<
    string,
    {
      data?: { type: string; id: string } | { type: string; id: string }[] | null;
      links?: Record<string, string>;
    }
  >;
  links?: Record<string, string>;
}

export interface JsonApiDoc {
  data?: JsonApiResource | JsonApiResource[] | null;
  included?: JsonApiResource[];
  meta?: Record<string, unknown> & { page?: Record<string, number | boolean> };
  links?: Record<string, string | null>;
  errors?: {
    status: string;
    code: string;
    title: string;
    detail: string;
    source?: { pointer?: string; parameter?: string; header?: string };
  }[];
}

export interface ApiOptions {
  token?: string;
  body?: unknown;
  /** Raw body (string or FormData); overrides `body`. */
  raw?: BodyInit;
  headers?: Record<string, string>;
  /** Skip the schema check (for non-JSON answers such as files). */
  noSchema?: boolean;
  /** Another app instance's base URL (two-instances.test.ts); default the run's server. */
  base?: string;
}

/** Sends a request and checks the JSON:API schema of the answer (unless 204 or noSchema). */
export async function api<T = JsonApiDoc>(
  method: string,
  pathname: string,
  opts: ApiOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { Accept: MEDIA_TYPE, ...opts.headers };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  let body: BodyInit | undefined = opts.raw;
  if (body === undefined && opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers["Content-Type"] ??= MEDIA_TYPE;
  }
  const res = await fetch(new URL(pathname, opts.base ?? baseUrl()), {
    method,
    headers,
    body,
    redirect: "manual",
  });
  const text = await res.text();
  let parsed: unknown = null;
  if (text) {
    expect(
      res.headers.get("content-type") ?? "",
      `content type of ${method} ${pathname}`,
    ).toContain(opts.noSchema ? "" : MEDIA_TYPE);
    parsed = opts.noSchema ? text : JSON.parse(text);
    if (!opts.noSchema) expectJsonApi(parsed);
  }
  return { status: res.status, headers: res.headers, body: parsed as T };
}

/** Signs in through POST /api/v1/login and returns the access token. */
export async function login(email: string, password = "rahasia123"): Promise<string> {
  const res = await api<JsonApiDoc>("POST", "/api/v1/login", {
    body: { email, password },
    headers: { "Content-Type": "application/json" },
  });
  expect(res.status, `login ${email}: ${JSON.stringify(res.body)}`).toBe(200);
  const data = res.body.data as JsonApiResource;
  const token = data.attributes.token;
  if (typeof token !== "string") throw new Error("login answered without data.attributes.token");
  return token;
}

export function firstError(doc: JsonApiDoc) {
  const e = doc.errors?.[0];
  if (!e) throw new Error(`expected errors[] in ${JSON.stringify(doc)}`);
  return e;
}

/**
 * A browser session (Auth.js credentials sign-in, as the login page does): the Cookie header to
 * send with page requests. `ip` is the X-Forwarded-For of the sign-in (a fresh one per test
 * keeps login rate limits apart).
 */
export async function browserSession(
  email: string,
  password = "rahasia123",
  ip?: string,
): Promise<string> {
  const csrf = await fetch(new URL("/api/auth/csrf", baseUrl()));
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair = ""] = c.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  keep(csrf);
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await fetch(new URL("/api/auth/callback/credentials", baseUrl()), {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: cookie(),
      ...(ip ? { "X-Forwarded-For": ip } : {}),
    },
    body: new URLSearchParams({ email, password, csrfToken, callbackUrl: "/" }),
  });
  expect(res.status).toBe(302);
  keep(res);
  expect([...jar.keys()].some((k) => k.includes("session-token"))).toBe(true);
  return cookie();
}

/** GET a page with a browser session, redirects not followed: status, Location, HTML. */
export async function getPage(
  pathname: string,
  cookie: string,
): Promise<{ status: number; location: string | null; html: string }> {
  const res = await fetch(new URL(pathname, baseUrl()), {
    headers: { Cookie: cookie, Accept: "text/html" },
    redirect: "manual",
  });
  return { status: res.status, location: res.headers.get("location"), html: await res.text() };
}
