// Checks that the ids a product names exist (and are not deleted): 422 with a pointer otherwise.
import type { Db } from "@/server/prisma-client";
import { AppError } from "@/server/errors";

function missing(relationship: string, detail: string): AppError {
  return AppError.validation([
    { detail, source: { pointer: `/data/relationships/${relationship}` } },
  ]);
}

export async function assertProductReferences(
  db: Db,
  input: { "product-category"?: string; unit?: string; office?: string | null },
): Promise<void> {
  const [category, unit, office] = await Promise.all([
    input["product-category"]
      ? db.productCategory.findFirst({
          where: { id: input["product-category"], deletedAt: null },
          select: { id: true },
        })
      : Promise.resolve({ id: "" }),
    input.unit
      ? db.unit.findFirst({ where: { id: input.unit, deletedAt: null }, select: { id: true } })
      : Promise.resolve({ id: "" }),
    input.office
      ? db.office.findFirst({ where: { id: input.office, deletedAt: null }, select: { id: true } })
      : Promise.resolve({ id: "" }),
  ]);
  if (!category) throw missing("product-category", "Kelompok barang tidak ditemukan");
  if (!unit) throw missing("unit", "Satuan tidak ditemukan");
  if (!office) throw missing("office", "Kantor tidak ditemukan");
}
