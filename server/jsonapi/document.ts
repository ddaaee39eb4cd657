// Building blocks of JSON:API documents, shared by the generic engine and custom actions.
import { bigintToJson, type JsonObject, type JsonValue } from "./respond";

export interface ResourceIdentifier {
  type: string;
  id: string;
}

export interface RelationshipObject {
  data?: ResourceIdentifier | ResourceIdentifier[] | null;
  links?: { self?: string; related?: string };
  meta?: JsonObject;
}

export interface ResourceObject {
  type: string;
  id: string;
  attributes?: Record<string, unknown>;
  relationships?: Record<string, RelationshipObject>;
  links?: { self: string };
  meta?: JsonObject;
}

export interface Document {
  data?: ResourceObject | ResourceObject[] | ResourceIdentifier | ResourceIdentifier[] | null;
  included?: ResourceObject[];
  meta?: Record<string, unknown>;
  links?: Record<string, string | null>;
  jsonapi: { version: "1.0" };
}

/**
 * Converts a value read from the database to its JSON:API form: BigInt money -> number (a decimal
 * string beyond 2^53, see bigintToJson), Date -> ISO 8601 (null if invalid). Never throws.
 */
export function toJsonValue(value: unknown): JsonValue {
  if (value === null || value === undefined) return null;
  if (typeof value === "bigint") return bigintToJson(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
    return value;
  if (Array.isArray(value)) return value.map(toJsonValue);
  if (typeof value === "object") {
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(value)) out[k] = toJsonValue(v);
    return out;
  }
  return null;
}

/** A date-only column (Prisma gives midnight UTC) as YYYY-MM-DD. */
export function toDateOnly(value: Date | null | undefined): string | null {
  return value && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : null;
}

export function singleDocument(
  data: ResourceObject | null,
  extra: Partial<Omit<Document, "data" | "jsonapi">> = {},
): Document {
  return { data, ...extra, jsonapi: { version: "1.0" } };
}

export function metaDocument(meta: Record<string, unknown>): Document {
  return { meta, jsonapi: { version: "1.0" } };
}
