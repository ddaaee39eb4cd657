// The commission plan (docs/commission.md "The plan"): immutable versions in commission_plans.
// createPlanVersion writes the next version (Pusat, Admin > Setup > Mitra Usaha); currentPlan is
// the newest one, which the close step member_commission takes (and keeps in its state, so a
// version written while a close runs does not change that close). Concurrency: the version
// number is max + 1 under UNIQUE(version); two saves at once give one 409.
import type { DbClient } from "@/server/auth/db-client";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { isUniqueError } from "@/server/access/unique-error";
import type { CommissionPlan } from "@/server/generated/prisma/client";
import {
  percentToBasisPoints,
  ZCommissionPlanInput,
  type TCommissionPlanInput,
} from "@/lib/schemas/commission";
import type { CommissionPlanRule } from "./compute";

export const PLAN_VERSION_RACE = "Rencana komisi baru saja diubah; muat ulang lalu simpan lagi";

export function planRule(plan: CommissionPlan): CommissionPlanRule {
  return {
    minPersonalPoints: plan.minPersonalPoints,
    pointValue: plan.pointValue,
    levelBasisPoints: plan.levelBasisPoints,
    capAmount: plan.capAmount,
  };
}

export async function currentPlan(
  db: Pick<DbClient, "commissionPlan">,
): Promise<CommissionPlan | null> {
  return db.commissionPlan.findFirst({ orderBy: { version: "desc" } });
}

export async function createPlanVersion(
  db: DbClient,
  input: TCommissionPlanInput,
  actor: Pick<Actor, "userId">,
): Promise<string> {
  const v = ZCommissionPlanInput.parse(input);
  const last = await currentPlan(db);
  try {
    const plan = await db.commissionPlan.create({
      data: {
        version: (last?.version ?? 0) + 1,
        minPersonalPoints: BigInt(v.min_personal_points),
        pointValue: BigInt(v.point_value),
        levelBasisPoints: v.level_percentages.map(percentToBasisPoints),
        capAmount: BigInt(v.cap_amount),
        payoutMethod: v.payout_method,
        note: v.note ?? null,
        createdById: actor.userId,
      },
      select: { id: true },
    });
    return plan.id;
  } catch (error) {
    if (isUniqueError(error)) throw AppError.conflict(PLAN_VERSION_RACE);
    throw error;
  }
}
