// Cursor paging (page[after] / page[before]): a row's sort values as a cursor and a client's cursor
// back to typed values and a keyset condition. The cursor comes from the client: anything that is
// not what this file writes is a 400 'Cursor tidak valid', never a value handed to the database.
import type { ResourceDef, Where } from "./resource";
import { invalidCursor, type SortField } from "./query";
import { bigintToJson } from "./respond";
import { parseId, sortField } from "./where";

/** Rows after (or before) the cursor's row in the order of `sort`, id last. */
export function keysetWhere(
  def: ResourceDef,
  sort: SortField[],
  values: (string | number | null)[],
  backwards: boolean,
): Where {
  const keys = [...sort.filter((s) => s.name !== "id"), { name: "id", desc: false }];
  const parameter = backwards ? "page[before]" : "page[after]";
  if (values.length !== keys.length) throw invalidCursor(parameter);
  const typed = keys.map((k, i) => fromCursorValue(def, k.name, values[i], parameter));
  const ors: Where[] = [];
  for (let i = 0; i < keys.length; i++) {
    const and: Where[] = [];
    for (let j = 0; j < i; j++) {
      const k = keys[j];
      if (k) and.push({ [sortField(def, k.name)]: typed[j] });
    }
    const k = keys[i];
    if (!k) continue;
    const asc = k.desc === backwards;
    and.push({
      [sortField(def, k.name)]: { [asc ? "gt" : "lt"]: typed[i] },
    });
    ors.push({ AND: and });
  }
  return { OR: ors };
}

export function cursorValue(v: unknown): string | number | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === "bigint") return bigintToJson(v);
  if (typeof v === "number" || typeof v === "string") return v;
  return String(v);
}

/**
 * A cursor value back to the sort column's type. The cursor comes from the client, so anything
 * that is not what cursorValue writes for that column is a 400 'Cursor tidak valid', never a
 * value handed on to the database.
 */
function fromCursorValue(
  def: ResourceDef,
  name: string,
  v: string | number | null | undefined,
  parameter: string,
): unknown {
  const bad = () => invalidCursor(parameter);
  if (v === undefined) throw bad();
  if (typeof v === "string" && (v.includes("\u0000") || v.length > 512)) throw bad();
  if (name === "id") {
    if (v === null) throw bad();
    try {
      return parseId(def, String(v));
    } catch {
      throw bad();
    }
  }
  if (v === null) return null;
  const a = def.attributes[name];
  if (!a) throw bad();
  switch (a.kind) {
    case "datetime":
    case "date": {
      if (typeof v !== "string") throw bad();
      const d = new Date(v);
      const year = d.getUTCFullYear();
      if (Number.isNaN(d.getTime()) || year < 1 || year > 9999) throw bad();
      return d;
    }
    case "money":
      if (typeof v === "number" && Number.isSafeInteger(v)) return BigInt(v);
      if (typeof v === "string" && /^-?\d{1,19}$/.test(v)) return BigInt(v);
      throw bad();
    case "number":
      // Decimal columns come back as strings (cursorValue), Int/Float ones as numbers.
      if (typeof v === "number" && Number.isFinite(v)) return v;
      if (typeof v === "string" && /^-?\d{1,30}(\.\d{1,30})?$/.test(v)) return v;
      throw bad();
    case "boolean":
      if (v === "true" || v === "false") return v === "true";
      throw bad();
    case "json":
      throw bad();
    default:
      if (typeof v !== "string") throw bad();
      return v;
  }
}
