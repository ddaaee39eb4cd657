// The account endpoints accept a plain JSON object ({"email": ...}, as SPEC §7 names the bodies)
// or a JSON:API document ({"data": {"type": ..., "attributes": {...}}}). Either way the fields
// are validated as `attributes`, and errors point at /data/attributes/<field>.
import type { JsonObject, JsonValue } from "@/server/jsonapi/respond";

function isObject(v: JsonValue | undefined): v is JsonObject {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

export function bodyAttributes(body: JsonObject): JsonObject {
  const data = body.data;
  if (isObject(data) && isObject(data.attributes)) return data.attributes;
  return body;
}
