// Point addition (pencatatan tambah poin, docs/cash-bills.md): an order of kind point_addition
// that gives a member extra points with a required reason, dated today (Jakarta), in the member
// period covering today, and only while that member period is a bonus period (is_bonus_period);
// otherwise a 422 with Home's tooltip text (lib/home.ts NOT_BONUS_PERIOD_REASON). No goods, no
// money: total_point = the points, every price 0. It is validated at once (the points count from
// then on: the commission's points source sums validated and released orders); a correction is
// a soft delete (DELETE orders/{id}) and a new addition, until the member period closes.
//
// Who: orders.create, an office of the kind's origin categories (Pusat's Cash Bill staff, a
// stockist, an SC or a KP: kinds.ts); the member must be an active member office (422).
//
// Concurrency: the member period row covering today is read FOR SHARE (memberPeriodFor), and so
// is the accounting period (assertOpenPeriodFor), so a close that commits first is seen (409)
// and one that starts later waits for this insert. The order, its code (order_code_seq) and its
// history row are ONE statement.
import { jakartaDateString } from "@/lib/business-date";
import { NOT_BONUS_PERIOD_REASON } from "@/lib/home";
import type { TAddPointsInput } from "@/lib/schemas/cashbills";
import { hasPermission, type Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { SQL_CLOCK, SQL_UUIDV7, uuidv7 } from "@/server/ids";
import { ORDER_DOCUMENT_TYPE } from "@/server/orders/history";
import { ORDER_KIND_CONFIG } from "@/server/orders/kinds";
import { memberPeriodFor } from "@/server/orders/member-period";
import { buyerContext, partyOffice } from "@/server/orders/rules";
import { assertOpenPeriodFor } from "@/server/periods/assert-open-period";

const KIND = "point_addition" as const;
const MEMBER_POINTER = "/data/relationships/destination-office";

/** Records a point addition; returns the new order's id. */
export async function addPoints(
  db: DbClient,
  v: TAddPointsInput,
  actor: Actor,
  clientId?: string,
): Promise<string> {
  if (!hasPermission(actor, "orders.create")) throw AppError.forbidden();
  const cfg = ORDER_KIND_CONFIG[KIND];
  const own = actor.officeId
    ? await db.office.findFirst({
        where: { id: actor.officeId, deletedAt: null },
        select: { id: true, officeCategoryId: true },
      })
    : null;
  if (!own || !cfg.origin.includes(own.officeCategoryId))
    throw AppError.forbidden("Kantor Anda tidak dapat mencatat tambah poin");
  const member = await partyOffice(
    db,
    v["destination-office"],
    cfg.destination,
    MEMBER_POINTER,
    "Mitra usaha",
  );
  const today = new Date(`${jakartaDateString()}T00:00:00Z`);
  const memberPeriodId = await memberPeriodFor(db, KIND, today);
  const period = await db.memberPeriod.findUnique({
    where: { id: memberPeriodId ?? "" },
    select: { isBonusPeriod: true },
  });
  if (!period?.isBonusPeriod)
    throw AppError.validation([
      { detail: NOT_BONUS_PERIOD_REASON, source: { pointer: "/data/attributes/total_point" } },
    ]);
  const { periodId } = await assertOpenPeriodFor(db, today);
  const buyer = await buyerContext(db, member.id);
  const month = jakartaDateString().slice(0, 7).replace("-", "");
  const id = clientId ?? uuidv7();
  const points = BigInt(v.total_point);
  await db.$executeRaw`
    WITH o AS (
      INSERT INTO orders (id, code, order_type, status, origin_office_id, destination_office_id,
        area_id, buyer_type_id, order_date, period_id, member_period_id, total_point,
        description, validated_at, validated_by_id, created_by_id, created_at, updated_at)
      VALUES (${id}::uuid,
        ${`${cfg.codePrefix}-${month}-`} || lpad(nextval('order_code_seq')::text, 6, '0'),
        ${KIND}::order_type, 'validated', ${own.id}::uuid, ${member.id}::uuid, ${buyer.areaId},
        ${buyer.buyerTypeId}::uuid, ${today}::date, ${periodId}::uuid, ${memberPeriodId}::uuid,
        ${points}, ${v.description}, now(), ${actor.userId}::uuid, ${actor.userId}::uuid,
        now(), now())
      RETURNING id
    )
    INSERT INTO document_status_histories (id, document_type, document_id, from_status,
                                           to_status, action, user_id, note, created_at)
    SELECT ${SQL_UUIDV7}, ${ORDER_DOCUMENT_TYPE}, o.id, NULL, 'validated', 'add-points',
           ${actor.userId}::uuid, ${v.description}, ts.t
    FROM o, ${SQL_CLOCK}`;
  return id;
}
