// Tool 'Generate Mitra Usaha ND' (/bonus/tool/generate-mitra-usaha-nd, docs/commission.md "ND and
// NE"): gives the next Nomor Distributor (ND-0000001, ND-0000002, ...) to every member that
// qualified in a CLOSED member period and has none yet, in member-code order, and records the run
// (who, when, how many) in member_nd_runs.
//
// Qualified = the close's own verdict: office_commissions.qualified of that period (personal
// points >= the minimum of the plan version the month was computed with, and > 0). A month closed
// without a plan has no rows, so no member qualifies in it.
//
// Correct under concurrency and idempotent: the numbering holds a transaction-level advisory lock
// (one numbering at a time, whatever the period), the period row is read FOR SHARE (it cannot be
// reopened meanwhile), and the one UPDATE takes only members whose nd_number is still NULL, so a
// second run (or a concurrent one, which waits for the lock and then sees the first's commit)
// assigns nothing more. offices_nd_number_key (UNIQUE) is the last guard.
import { Prisma } from "@/server/generated/prisma/client";
import type { DbClient } from "@/server/auth/db-client";
import { OFFICE_CATEGORY, type Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { uuidv7 } from "@/server/ids";
import { ZGenerateNdInput, type TGenerateNdInput } from "@/lib/schemas/bonus-tools";
import { ND_PERIOD_NOT_CLOSED, ND_PERIOD_NOT_FOUND } from "@/lib/schemas/bonus-tools-rules";

/** Advisory lock key of the ND numbering (any constant, unique in the app). */
const ND_LOCK = 270_004;

export interface NdRunResult {
  runId: string;
  assigned: number;
  firstNd: string | null;
  lastNd: string | null;
}

export async function generateMemberNd(
  db: DbClient,
  input: TGenerateNdInput & { memberPeriodId: string },
  actor: Pick<Actor, "userId">,
): Promise<NdRunResult> {
  const v = ZGenerateNdInput.parse({ note: input.note });
  const [period] = await db.$queryRaw<{ id: string; status: string }[]>`
    SELECT id, status::text AS status FROM member_periods
    WHERE id = ${input.memberPeriodId}::uuid FOR SHARE`;
  if (!period) throw AppError.notFound(ND_PERIOD_NOT_FOUND);
  if (period.status !== "closed") throw AppError.validation([{ detail: ND_PERIOD_NOT_CLOSED }]);
  await db.$executeRaw`SELECT pg_advisory_xact_lock(${ND_LOCK})`;
  const given = await db.$queryRaw<{ nd_number: string }[]>(Prisma.sql`
    WITH base AS (
      SELECT COALESCE(MAX(substring(nd_number FROM 4)::bigint), 0) AS last FROM offices
      WHERE nd_number IS NOT NULL
    ), q AS (
      SELECT m.id, row_number() OVER (ORDER BY m.code, m.id) AS n
      FROM office_commissions oc JOIN offices m ON m.id = oc.office_id
      WHERE oc.member_period_id = ${period.id}::uuid AND oc.qualified
        AND m.nd_number IS NULL AND m.deleted_at IS NULL
        AND m.office_category_id = ${OFFICE_CATEGORY.MEMBER}
    )
    UPDATE offices o
       SET nd_number = 'ND-' || lpad((base.last + q.n)::text, greatest(7, length((base.last + q.n)::text)), '0'),
           nd_member_period_id = ${period.id}::uuid,
           nd_assigned_at = now()
      FROM q, base
     WHERE o.id = q.id
    RETURNING o.nd_number`);
  const numbers = given.map((g) => g.nd_number).sort(byNumber);
  const runId = uuidv7();
  await db.memberNdRun.create({
    data: {
      id: runId,
      memberPeriodId: period.id,
      userId: actor.userId,
      assignedCount: numbers.length,
      firstNd: numbers[0] ?? null,
      lastNd: numbers.at(-1) ?? null,
      note: v.note ?? null,
    },
  });
  return {
    runId,
    assigned: numbers.length,
    firstNd: numbers[0] ?? null,
    lastNd: numbers.at(-1) ?? null,
  };
}

/** ND numbers in numeric order (ND-10000000 after ND-9999999). */
function byNumber(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}
