// Tool 'Hapus Mitra Usaha' (/bonus/tool/hapus-mitra-usaha): removes (soft-deletes) a member that
// never bought anything (no order addressed to it or written by it, whatever its state) and has
// no downline. Recorded in document_status_histories (offices, remove-member). The member row is
// locked first, so an order written at the same time either sees it deleted or blocks the delete.
import type { DbClient } from "@/server/auth/db-client";
import { OFFICE_CATEGORY, type Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { recordStatusChange } from "@/server/history/document-history";
import { ZRemoveMemberInput, type TRemoveMemberInput } from "@/lib/schemas/bonus-tools";
import {
  MEMBER_HAS_DOWNLINES,
  MEMBER_HAS_PURCHASES,
  MEMBER_NOT_FOUND,
} from "@/lib/schemas/bonus-tools-rules";

export async function removeMember(
  db: DbClient,
  input: TRemoveMemberInput & { memberId: string },
  actor: Pick<Actor, "userId">,
): Promise<void> {
  const v = ZRemoveMemberInput.parse(input);
  const [member] = await db.$queryRaw<{ id: string }[]>`
    SELECT id FROM offices
    WHERE id = ${input.memberId}::uuid AND office_category_id = ${OFFICE_CATEGORY.MEMBER}
      AND deleted_at IS NULL
    FOR UPDATE`;
  if (!member) throw AppError.notFound(MEMBER_NOT_FOUND);
  const [orders] = await db.$queryRaw<{ ok: number }[]>`
    SELECT 1 AS ok FROM orders
    WHERE destination_office_id = ${member.id}::uuid OR origin_office_id = ${member.id}::uuid
    LIMIT 1`;
  if (orders) throw AppError.conflict(MEMBER_HAS_PURCHASES);
  const downline = await db.office.findFirst({
    where: { officeReferralId: member.id, deletedAt: null },
    select: { id: true },
  });
  if (downline) throw AppError.conflict(MEMBER_HAS_DOWNLINES);
  await db.office.update({
    where: { id: member.id },
    data: { deletedAt: new Date(), isActive: false },
  });
  await recordStatusChange(db, "offices", member.id, {
    from: "active",
    to: "deleted",
    action: "remove-member",
    userId: actor.userId,
    note: v.note ?? null,
  });
}
