// Per-attribute write access (docs/security.md "Who may write which office attribute"): an
// attribute or to-one relationship may declare `write: Access`, and a PATCH that would change it
// is refused with 403 for any caller that access denies, one error per field, before the use case
// runs (so nothing changes). Sending the stored value back (a full form re-submitted) is allowed,
// so the same form serves both the office itself and Pusat.
import type { Actor } from "@/server/auth/actor";
import { hasPermission } from "@/server/auth/actor";
import { AppError, type ErrorItem } from "@/server/errors";
import type { Access, ResourceDef, Row } from "./resource";
import { hasStanding } from "./standing";

export const FIELD_WRITE_FORBIDDEN = "Anda tidak berhak mengubah kolom ini";

/** True when `access` lets `actor` through (the same rules as the engine's checkAccess). */
export function allows(access: Access, actor: Actor): boolean {
  if (access === "public" || access === "account") return true;
  if (access === "authenticated") return hasStanding(actor);
  return typeof access === "function" ? access(actor) : hasPermission(actor, access.permission);
}

function comparable(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

function sameValue(stored: unknown, sent: unknown): boolean {
  if (stored instanceof Date && typeof sent === "string") {
    // Dates travel as "YYYY-MM-DD" or ISO date-times.
    const iso = stored.toISOString();
    return sent.length === 10 ? iso.slice(0, 10) === sent : new Date(sent).getTime() === +stored;
  }
  return comparable(stored) === comparable(sent);
}

/**
 * Throws 403 (one error item per field, pointing at it) when `input` would change a field whose
 * `write` access `actor` lacks. `existing` is the stored row, `input` the parsed update input
 * (attribute and relationship API names).
 */
export function assertFieldWrites(
  def: ResourceDef,
  actor: Actor,
  existing: Row,
  input: Record<string, unknown>,
): void {
  const items: ErrorItem[] = [];
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    const attr = Object.hasOwn(def.attributes, key) ? def.attributes[key] : undefined;
    const rel =
      def.relationships && Object.hasOwn(def.relationships, key)
        ? def.relationships[key]
        : undefined;
    const rule = attr?.write ?? rel?.write;
    if (!rule || allows(rule, actor)) continue;
    const field = attr ? attr.field : rel?.foreignKey;
    if (field && sameValue(existing[field], value)) continue;
    items.push({
      code: "FORBIDDEN",
      detail: FIELD_WRITE_FORBIDDEN,
      source: { pointer: `/data/${attr ? "attributes" : "relationships"}/${key}` },
    });
  }
  if (items.length) throw new AppError("FORBIDDEN", FIELD_WRITE_FORBIDDEN, { items });
}
