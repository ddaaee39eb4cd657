// Document codes of purchasing: PO-YYYYMM-NNNNN and IG-YYYYMM-NNNNN. The number comes from a
// PostgreSQL sequence (migration 20261125150000_purchase_order_codes), so two concurrent
// creations never compute the same code; YYYYMM is the document's Jakarta month.
import type { DbClient } from "@/server/auth/db-client";

const SEQUENCES = {
  PO: "purchase_order_code_seq",
  IG: "incoming_good_code_seq",
} as const;

export type DocumentPrefix = keyof typeof SEQUENCES;

/** The YYYYMM part of a code for a business date (a `@db.Date` value, midnight UTC). */
export function codeMonth(date: Date): string {
  return `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

export async function nextDocumentCode(
  db: DbClient,
  prefix: DocumentPrefix,
  date: Date,
): Promise<string> {
  // The sequence name is one of the constants above, never input.
  const rows = await db.$queryRawUnsafe<{ n: bigint }[]>(
    `SELECT nextval('"${SEQUENCES[prefix]}"') AS n`,
  );
  const n = rows[0]?.n ?? 0n;
  return `${prefix}-${codeMonth(date)}-${String(n).padStart(5, "0")}`;
}
