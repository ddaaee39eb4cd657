// The one way a request's JSON text becomes a value (docs/security.md "Body limits"). Besides
// malformed JSON, a body nested deeper than MAX_JSON_DEPTH is refused with a 400 at the body
// BEFORE JSON.parse and before anything recursive (the NUL scan, zod, the engine) walks it: a
// body nested 10,000 levels deep used to overflow the stack there and answer 500.
import { AppError } from "@/server/errors";

/** Deepest nesting of objects and arrays a request body may have (a JSON:API document needs ~6). */
export const MAX_JSON_DEPTH = 64;

export const JSON_TOO_DEEP = `Body JSON terlalu dalam (maksimal ${MAX_JSON_DEPTH} tingkat)`;

/**
 * True when `text` opens more than `max` objects/arrays inside each other. One pass over the
 * characters, no recursion; brackets inside strings do not count.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > max) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth--;
  }
  return false;
}

/** Parses request JSON: 400 at the body (pointer "") when it is malformed or nested too deep. */
export function parseJsonText(text: string): unknown {
  if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH))
    throw AppError.badRequest(JSON_TOO_DEEP, { pointer: "" });
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw AppError.badRequest("Body bukan JSON yang valid", { pointer: "" });
  }
}
