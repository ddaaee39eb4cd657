// The warehouses an office needs to hold stock (docs/ledgers.md "Warehouses"), in one place:
// created when an office is created or promoted, by the seed, and backfilled by migration
// 20261125030000_office_warehouses for offices that existed before.
//   Pusat: main GD-<code>, retur GD-<code>-RETUR, damaged GD-<code>-RUSAK
//   Kantor Pelayanan, Stockist Center, Stockist, Supplier: main GD-<code>
//   Mitra Usaha (member): none
// Idempotent: a type the office already has (under any code) is not created again. Runs on the
// caller's transaction.
import type { DbClient } from "@/server/auth/db-client";
import { OFFICE_CATEGORY_IDS, OFFICE_CATEGORY_LABEL } from "@/lib/office-categories";
import type { WarehouseType } from "@/server/generated/prisma/client";
import { AppError } from "@/server/errors";

const SUFFIX: Record<WarehouseType, { code: string; name: string }> = {
  main: { code: "", name: "Gudang" },
  retur: { code: "-RETUR", name: "Gudang Retur" },
  damaged: { code: "-RUSAK", name: "Gudang Rusak" },
  secondary: { code: "-2", name: "Gudang Kedua" },
};

/** The warehouse types an office of this category holds. */
export function warehouseTypesFor(officeCategoryId: number): WarehouseType[] {
  if (officeCategoryId === OFFICE_CATEGORY_IDS.PUSAT) return ["main", "retur", "damaged"];
  if (officeCategoryId === OFFICE_CATEGORY_IDS.MEMBER) return [];
  return OFFICE_CATEGORY_LABEL[officeCategoryId] ? ["main"] : [];
}

export function warehouseCode(officeCode: string, type: WarehouseType): string {
  return `GD-${officeCode}${SUFFIX[type].code}`;
}

export async function ensureOfficeWarehouses(
  db: DbClient,
  office: { id: string; code: string; name: string; officeCategoryId: number },
  names: Partial<Record<WarehouseType, string>> = {},
): Promise<{ id: string; type: WarehouseType }[]> {
  const types = warehouseTypesFor(office.officeCategoryId);
  if (types.length === 0) return [];
  const existing = await db.warehouse.findMany({
    where: { officeId: office.id, deletedAt: null },
    select: { id: true, type: true },
  });
  const have = new Set(existing.map((w) => w.type));
  const out = existing.filter((w) => types.includes(w.type));
  for (const type of types) {
    if (have.has(type)) continue;
    const code = warehouseCode(office.code, type);
    const w = await db.warehouse.upsert({
      where: { code },
      update: {},
      create: {
        code,
        name: names[type] ?? `${SUFFIX[type].name} ${office.name}`.slice(0, 255),
        officeId: office.id,
        type,
      },
      select: { id: true, type: true, officeId: true },
    });
    out.push({ id: w.id, type: w.type });
  }
  return out;
}

/**
 * The office's damaged warehouse (Gudang Rusak, GD-<code>-RUSAK), created when the office has
 * none yet: only Pusat gets one up front, but any receiver may book goods that arrived damaged
 * (docs/stock-movements.md "Goods in transit"). An upsert by code, so two bookings at once
 * create it once.
 */
export async function damagedWarehouseOf(db: DbClient, officeId: string): Promise<string> {
  const existing = await db.warehouse.findFirst({
    where: { officeId, type: "damaged", deletedAt: null },
    orderBy: { createdAt: "asc" },
    select: { id: true },
  });
  if (existing) return existing.id;
  const office = await db.office.findUniqueOrThrow({
    where: { id: officeId },
    select: { code: true, name: true },
  });
  const code = warehouseCode(office.code, "damaged");
  const w = await db.warehouse.upsert({
    where: { code },
    update: {},
    create: {
      code,
      name: `${SUFFIX.damaged.name} ${office.name}`.slice(0, 255),
      officeId,
      type: "damaged",
    },
    select: { id: true, officeId: true, type: true },
  });
  if (w.officeId !== officeId || w.type !== "damaged")
    throw AppError.conflict(`Kode gudang ${code} sudah dipakai gudang lain`);
  return w.id;
}
