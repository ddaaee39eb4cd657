// The failures of the JSON:API client (jsonapi-client.ts): JsonApiError, whose message is what
// SPEC §8 shows (errors[0].detail, else 'Terjadi error') and whose fieldErrors feed
// `applyServerErrors`, and the readers of an error document. Its own module: a screen that
// loads the client when it first calls the API still shows and tells apart its failures.
import type { FailedResult } from "@/components/forms/server-errors";

export class JsonApiError extends Error {
  constructor(
    readonly status: number,
    detail: string,
    /** Attribute/relationship name -> first detail for it (422 `source.pointer`). */
    readonly fieldErrors: Record<string, string> = {},
    /** Every error's full `source.pointer` -> its detail (e.g. a line's
     *  `/data/attributes/details/1/quantity`), for forms with nested fields. */
    readonly pointers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = "JsonApiError";
  }

  /** The shape `applyServerErrors` takes. */
  toFailedResult(): FailedResult {
    return { error: this.message, fieldErrors: this.fieldErrors };
  }
}

/** Field errors from a JSON:API error document: `/data/attributes/x` and `/data/relationships/x` -> x. */
export function fieldErrorsOf(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return out;
  for (const e of errors as { detail?: unknown; source?: { pointer?: unknown } }[]) {
    const pointer = e?.source?.pointer;
    if (typeof pointer !== "string" || typeof e.detail !== "string") continue;
    const m = /^\/data\/(?:attributes|relationships)\/([^/]+)/.exec(pointer);
    const name = m?.[1];
    if (name && !(name in out)) out[name] = e.detail;
  }
  return out;
}

/** Full `source.pointer` -> first detail of a JSON:API error document. */
export function pointerErrorsOf(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return out;
  for (const e of errors as { detail?: unknown; source?: { pointer?: unknown } }[]) {
    const pointer = e?.source?.pointer;
    if (typeof pointer === "string" && typeof e.detail === "string" && !(pointer in out))
      out[pointer] = e.detail;
  }
  return out;
}

/** The text to show for any failure: the API detail, else 'Terjadi error'. */
export function failureText(err: unknown): string {
  return err instanceof JsonApiError ? err.message : "Terjadi error";
}
