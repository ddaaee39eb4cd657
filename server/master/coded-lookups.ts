// Product categories (kelompok barang) and units (satuan): code + name + description lookups that
// Pusat maintains. Codes are unique across all rows (deleted ones included: the index is global).
import type { Db } from "@/server/prisma-client";
import { assertFree } from "./unique";

export type CodedLookupKind = "product-categories" | "units";

export const LOOKUP_LABEL: Record<CodedLookupKind, string> = {
  "product-categories": "Kelompok barang",
  units: "Satuan",
};

interface LookupTable {
  findUnique(args: {
    where: { code: string };
    select: { id: true };
  }): Promise<{ id: string } | null>;
  create(args: {
    data: { id?: string; code: string; name: string; description: string | null };
    select: { id: true };
  }): Promise<{ id: string }>;
  update(args: { where: { id: string }; data: Record<string, unknown> }): Promise<unknown>;
}

export function lookupTable(db: Db, kind: CodedLookupKind): LookupTable {
  return kind === "units" ? db.unit : db.productCategory;
}

export async function assertCodeFree(
  db: Db,
  kind: CodedLookupKind,
  code: string,
  selfId: string | null,
): Promise<void> {
  const found = await lookupTable(db, kind).findUnique({ where: { code }, select: { id: true } });
  assertFree(
    found,
    selfId,
    `Kode ${LOOKUP_LABEL[kind].toLowerCase()} sudah dipakai: ${code}`,
    "code",
  );
}
