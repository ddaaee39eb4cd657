// POST offices for a Kantor Pelayanan, Stockist Center, Stockist or Supplier (Pusat staff with
// offices.create). Members go through createMember; Pusat offices are not created over the API.
// Runs on the caller's transaction: the office and its warehouses (ensureOfficeWarehouses) commit
// together.
import type { DbClient } from "@/server/auth/db-client";
import { ensureOfficeWarehouses } from "./ensure-office-warehouses";
import { OFFICE_CATEGORY, type Actor } from "@/server/auth/actor";
import type { OfficeType } from "@/server/generated/prisma/enums";
import {
  OFFICE_CODE_TAKEN,
  ZOfficeCreateInput,
  type TOfficeCreateInput,
} from "@/lib/schemas/master";
import { requirePusatWith } from "@/server/master/access";
import { assertFree } from "@/server/master/unique";
import { assertOfficeReferences, invalidAt } from "./checks";

export const OFFICE_TYPE_OF_CATEGORY: Record<number, OfficeType> = {
  [OFFICE_CATEGORY.PUSAT]: "pusat",
  [OFFICE_CATEGORY.KANTOR_PELAYANAN]: "kantor_pelayanan",
  [OFFICE_CATEGORY.STOCKIST_CENTER]: "stockist_center",
  [OFFICE_CATEGORY.STOCKIST]: "stockist",
  [OFFICE_CATEGORY.MEMBER]: "member",
  [OFFICE_CATEGORY.SUPPLIER]: "supplier",
};

const CREATABLE = new Set<number>([
  OFFICE_CATEGORY.KANTOR_PELAYANAN,
  OFFICE_CATEGORY.STOCKIST_CENTER,
  OFFICE_CATEGORY.STOCKIST,
  OFFICE_CATEGORY.SUPPLIER,
]);

export async function createOffice(
  db: DbClient,
  input: TOfficeCreateInput,
  actor: Actor,
): Promise<string> {
  requirePusatWith(actor, "offices.create");
  const v = ZOfficeCreateInput.parse(input);
  const category = v["office-category"];
  const officeType = OFFICE_TYPE_OF_CATEGORY[category];
  if (!CREATABLE.has(category) || !officeType)
    throw invalidAt(
      "/data/relationships/office-category",
      "Kategori kantor harus Kantor Pelayanan, Stockist Center, Stockist atau Supplier",
    );
  const taken = await db.office.findFirst({
    where: { code: { equals: v.code, mode: "insensitive" } },
    select: { id: true },
  });
  assertFree(taken, null, `${OFFICE_CODE_TAKEN}: ${v.code}`, "code");
  await assertOfficeReferences(db, v);
  if (v.upline) {
    const upline = await db.office.findFirst({
      where: { id: v.upline, deletedAt: null },
      select: { id: true },
    });
    if (!upline) throw invalidAt("/data/relationships/upline", "Upline tidak ditemukan");
  }
  const row = await db.office.create({
    data: {
      code: v.code,
      name: v.name,
      officeType,
      officeCategoryId: category,
      phone: v.phone,
      email: v.email ?? null,
      address: v.address ?? null,
      address2: v.address2 ?? null,
      postalCode: v.postal_code ?? null,
      npwpNumber: v.npwp_number ?? null,
      npwpName: v.npwp_name ?? null,
      bankAccountNumber: v.bank_account_number ?? null,
      bankAccountName: v.bank_account_name ?? null,
      bankBranchName: v.bank_branch_name ?? null,
      isActive: v.is_active,
      isSuspended: false,
      areaId: v.area ?? null,
      bankId: v.bank ?? null,
      officeReferralId: v.upline ?? null,
      createdById: actor.userId,
    },
    select: { id: true, code: true, name: true, officeCategoryId: true },
  });
  await ensureOfficeWarehouses(db, row);
  return row.id;
}
