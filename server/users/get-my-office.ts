// The signed-in user's office as the settings Profile tab shows it (read-only): code, name,
// address, phone, email, category and price area.
import "server-only";
import type { Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";

export interface MyOffice {
  code: string;
  tempCode: string | null;
  name: string;
  address: string | null;
  address2: string | null;
  phone: string | null;
  email: string | null;
  category: string;
  area: string | null;
}

/** The office, or null for a user without one (e.g. just registered). */
export async function getMyOffice(db: DbClient, actor: Actor): Promise<MyOffice | null> {
  if (!actor.officeId) return null;
  const office = await db.office.findFirst({
    where: { id: actor.officeId, deletedAt: null },
    select: {
      code: true,
      tempCode: true,
      name: true,
      address: true,
      address2: true,
      phone: true,
      email: true,
      officeCategory: { select: { name: true } },
      area: { select: { name: true } },
    },
  });
  if (!office) return null;
  return {
    code: office.code,
    tempCode: office.tempCode,
    name: office.name,
    address: office.address,
    address2: office.address2,
    phone: office.phone,
    email: office.email,
    category: office.officeCategory.name,
    area: office.area?.name ?? null,
  };
}
