// Row ids made outside Prisma's `@default(uuid(7))`: in JS for raw INSERTs whose ids the caller
// needs, and in SQL for INSERT ... SELECT statements that make an unknown number of rows.
import { randomBytes } from "node:crypto";
import { Prisma } from "@/server/generated/prisma/client";

/** A UUIDv7 (RFC 9562): 48-bit Unix milliseconds, version 7, variant 10, random bits. */
export function uuidv7(now = Date.now()): string {
  const b = randomBytes(16);
  b.writeUIntBE(now, 0, 6);
  b[6] = 0x70 | (b[6]! & 0x0f);
  b[8] = 0x80 | (b[8]! & 0x3f);
  const h = b.toString("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * `n` UUIDv7s in ascending order: rows inserted by one statement (the lines of an order) keep the
 * order they were given when read back `ORDER BY created_at, id` (created_at ties there).
 */
export function orderedUuidv7s(n: number): string[] {
  const now = Date.now();
  return Array.from({ length: n }, () => uuidv7(now)).sort();
}

/**
 * The SQL side: `FROM ... , ${SQL_CLOCK}` gives `ts.t` = one clock_timestamp() per row, and
 * SQL_UUIDV7 is a UUIDv7 of it with the sub-millisecond fraction in its 12 rand_a bits, so ids
 * made by one statement sort in the order the rows were made.
 */
export const SQL_CLOCK = Prisma.sql`LATERAL (SELECT clock_timestamp() AS t) ts`;
export const SQL_UUIDV7 = Prisma.sql`(lpad(to_hex(floor(extract(epoch FROM ts.t) * 1000)::bigint), 12, '0')
  || '7' || lpad(to_hex(floor((extract(epoch FROM ts.t) * 1000
       - floor(extract(epoch FROM ts.t) * 1000)) * 4096)::int), 3, '0')
  || to_hex(8 + floor(random() * 4)::int) || substr(md5(random()::text), 1, 15))::uuid`;
