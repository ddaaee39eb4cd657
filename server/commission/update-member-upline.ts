// Tool 'Update Upline Mitra Usaha' (/bonus/tool/update-upline-mitra-usaha): moves a member under
// another member. Refused: an upline that is the member itself or one of its downlines (a cycle,
// 422), and any change while the member period of today is not open (409 'Periode sudah
// ditutup', assertOpenPeriodFor): a closed month keeps its stored lines, and the change counts from
// the open month on. The referral row mirrors office_referral_id (docs/data-model.md), and the
// change is recorded (document_status_histories, type offices, action update-upline: from the old
// upline's code to the new one's). Concurrency: the member row is locked and the cycle is checked
// under the member registry lock, so two moves cannot build a cycle together.
import type { DbClient } from "@/server/auth/db-client";
import { OFFICE_CATEGORY, type Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { jakartaToday } from "@/lib/business-date";
import { assertOpenPeriodFor } from "@/server/periods/assert-open-period";
import { recordStatusChange } from "@/server/history/document-history";
import { lockMemberRegistry } from "@/server/offices/create-member";
import { ZUpdateUplineInput, type TUpdateUplineInput } from "@/lib/schemas/bonus-tools";
import {
  MEMBER_NOT_FOUND,
  UPLINE_IS_CYCLE,
  UPLINE_NOT_A_MEMBER,
  UPLINE_UNCHANGED,
} from "@/lib/schemas/bonus-tools-rules";

const POINTER = "/data/attributes/upline_code";

export async function updateMemberUpline(
  db: DbClient,
  input: TUpdateUplineInput & { memberId: string },
  actor: Pick<Actor, "userId">,
): Promise<void> {
  const v = ZUpdateUplineInput.parse(input);
  await assertOpenPeriodFor(db, jakartaToday(), "mitra-periods");
  await lockMemberRegistry(db);
  const [member] = await db.$queryRaw<{ id: string; upline_id: string | null }[]>`
    SELECT id, office_referral_id AS upline_id FROM offices
    WHERE id = ${input.memberId}::uuid AND office_category_id = ${OFFICE_CATEGORY.MEMBER}
      AND deleted_at IS NULL
    FOR UPDATE`;
  if (!member) throw AppError.notFound(MEMBER_NOT_FOUND);
  const upline = await db.office.findFirst({
    where: {
      code: { equals: v.upline_code, mode: "insensitive" },
      officeCategoryId: OFFICE_CATEGORY.MEMBER,
      deletedAt: null,
    },
    select: { id: true, code: true },
  });
  if (!upline)
    throw AppError.validation([{ detail: UPLINE_NOT_A_MEMBER, source: { pointer: POINTER } }]);
  if (upline.id === member.upline_id)
    throw AppError.validation([{ detail: UPLINE_UNCHANGED, source: { pointer: POINTER } }]);
  const [cycle] = await db.$queryRaw<{ ok: number }[]>`
    WITH RECURSIVE up AS (
      SELECT id, office_referral_id, 0 AS depth FROM offices WHERE id = ${upline.id}::uuid
      UNION
      SELECT o.id, o.office_referral_id, up.depth + 1 FROM offices o
      JOIN up ON o.id = up.office_referral_id WHERE up.depth < 10000
    )
    SELECT 1 AS ok FROM up WHERE id = ${member.id}::uuid LIMIT 1`;
  if (cycle) throw AppError.validation([{ detail: UPLINE_IS_CYCLE, source: { pointer: POINTER } }]);
  const previous = member.upline_id
    ? await db.office.findUnique({ where: { id: member.upline_id }, select: { code: true } })
    : null;
  await db.office.update({
    where: { id: member.id },
    data: { officeReferralId: upline.id, referredBy: upline.code },
  });
  await db.uplineRelation.upsert({
    where: { officeId_relationType: { officeId: member.id, relationType: "referral" } },
    update: { uplineId: upline.id },
    create: { officeId: member.id, uplineId: upline.id, relationType: "referral" },
  });
  await recordStatusChange(db, "offices", member.id, {
    from: previous?.code ?? null,
    to: upline.code,
    action: "update-upline",
    userId: actor.userId,
    note: v.note ?? null,
  });
}
