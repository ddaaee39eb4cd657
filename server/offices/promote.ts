// Promotion of an office one step up the chain (SPEC §4 "Office: promote to stockist, promote to
// SC"). The category and type change together and two OfficeHistory rows record it both ways:
// (promoted, promoter, promoted_to_X_by) and (promoter, promoted, promoting_to_X). The promoted
// office gets the warehouses of its new category (ensureOfficeWarehouses). Runs on the caller's
// transaction (ARCHITECTURE §8).
import type { DbClient } from "@/server/auth/db-client";
import { ensureOfficeWarehouses } from "./ensure-office-warehouses";
import { isPusat, OFFICE_CATEGORY, requirePermission, type Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";

export interface PromotionStep {
  from: number;
  to: number;
  toType: "stockist" | "stockist_center";
  promotedBy: "promoted_to_stockist_by" | "promoted_to_sc_by";
  promoting: "promoting_to_stockist" | "promoting_to_sc";
  wrongCategory: string;
  /** Only head office may take this step. */
  pusatOnly: boolean;
}

export const TO_STOCKIST: PromotionStep = {
  from: OFFICE_CATEGORY.MEMBER,
  to: OFFICE_CATEGORY.STOCKIST,
  toType: "stockist",
  promotedBy: "promoted_to_stockist_by",
  promoting: "promoting_to_stockist",
  wrongCategory: "Hanya Mitra Usaha yang dapat dipromosikan menjadi Stockist",
  pusatOnly: false,
};

export const TO_SC: PromotionStep = {
  from: OFFICE_CATEGORY.STOCKIST,
  to: OFFICE_CATEGORY.STOCKIST_CENTER,
  toType: "stockist_center",
  promotedBy: "promoted_to_sc_by",
  promoting: "promoting_to_sc",
  wrongCategory: "Hanya Stockist yang dapat dipromosikan menjadi Stockist Center",
  pusatOnly: true,
};

/**
 * The promoter is the caller's office; when head office promotes, the promoted office's upline
 * (referral) is recorded as promoter if it has one.
 */
/** Who may take a step at all (checked before the office is looked up). */
export function assertMayPromote(actor: Actor, step: PromotionStep): void {
  requirePermission(actor, "offices.promote");
  if (step.pusatOnly && !isPusat(actor)) throw AppError.forbidden();
}

export async function promoteOffice(
  db: DbClient,
  input: { id: string; step: PromotionStep; description?: string | null },
  actor: Actor,
): Promise<void> {
  const { step } = input;
  assertMayPromote(actor, step);
  const office = await db.office.findFirst({
    where: { id: input.id, deletedAt: null },
    select: { id: true, code: true, name: true, officeCategoryId: true, officeReferralId: true },
  });
  if (!office) throw AppError.notFound();
  if (office.officeCategoryId !== step.from)
    throw AppError.validation([
      { detail: step.wrongCategory, source: { pointer: "/data/relationships/office-category" } },
    ]);
  const promoterId = isPusat(actor) ? (office.officeReferralId ?? actor.officeId) : actor.officeId;
  if (!promoterId || promoterId === office.id) throw AppError.forbidden();
  const tx = db;
  {
    const changed = await tx.office.updateMany({
      where: { id: office.id, officeCategoryId: step.from },
      data: { officeCategoryId: step.to, officeType: step.toType },
    });
    if (changed.count !== 1)
      throw AppError.conflict("Kantor sudah dipromosikan oleh permintaan lain");
    await tx.officeHistory.createMany({
      data: [
        {
          officeId: office.id,
          relatedOfficeId: promoterId,
          type: step.promotedBy,
          description: input.description ?? null,
        },
        {
          officeId: promoterId,
          relatedOfficeId: office.id,
          type: step.promoting,
          description: input.description ?? null,
        },
      ],
    });
    await ensureOfficeWarehouses(tx, { ...office, officeCategoryId: step.to });
  }
}
