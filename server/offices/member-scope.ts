// Which Mitra Usaha (member offices) an actor manages on the member screens (SPEC §2
// "/master/member" and the stockist layout's "daftar-member"). Narrower than `officeScope`, which
// lets every branch see every member for the upline lookup:
//   - Pusat (and superadmin): every member;
//   - a registrar office (Stockist, Stockist Center, Kantor Pelayanan): the members it registered
//     (`registrar_office_id`, set by createMember and by the import);
//   - a member: itself;
//   - anyone else: nothing.
import type { Db } from "@/server/prisma-client";
import type { Prisma } from "@/server/generated/prisma/client";
import { isPusat, OFFICE_CATEGORY, type Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { UUID_RE } from "@/lib/schemas/master";

const NOTHING: Prisma.OfficeWhereInput = { id: { in: [] } };

/** Registered-by condition alone (no category), for the `registrar` filter and downloads. */
export function memberScope(actor: Actor): Prisma.OfficeWhereInput {
  const member = { officeCategoryId: OFFICE_CATEGORY.MEMBER, deletedAt: null };
  if (isPusat(actor)) return member;
  if (!actor.officeId) return NOTHING;
  if (actor.officeCategoryId === OFFICE_CATEGORY.MEMBER) return { ...member, id: actor.officeId };
  return { ...member, registrarOfficeId: actor.officeId };
}

/**
 * The member `id` if the actor manages it. Another office's member is a 404 (its existence is not
 * revealed); an office that is not a member is a 404 too.
 */
export async function findManagedMember(db: Db, actor: Actor, id: string): Promise<string> {
  if (!UUID_RE.test(id)) throw AppError.notFound();
  const row = await db.office.findFirst({
    where: { AND: [{ id }, memberScope(actor)] },
    select: { id: true },
  });
  if (!row) throw AppError.notFound();
  return row.id;
}
