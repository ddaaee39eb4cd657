// Goods in transit (docs/stock-movements.md "Goods in transit", ARCHITECTURE §2): units a partial
// receipt did not confirm stay in transit on the movement until they are settled, one
// settlement at a time, by the office that knows what happened to them:
//
//   returned  sender    still at the sender: back into the origin warehouse (movement_reversal)
//   susulan   sender    still at the sender: back into the origin warehouse (movement_reversal)
//                       and out again with a new follow-up movement (draft, `<code>-S<n>`)
//   lost      sender    lost on the road: written off against the expedition with a claim
//                       reference; no stock comes back (the settlement row is the record)
//   damaged   receiver  arrived damaged: into the receiver's damaged warehouse (movement_in)
//
// settleMovement runs on the caller's transaction: the movement row is locked (FOR UPDATE)
// before its lines are read, so settlements of one movement serialise and each sees what the
// previous ones left; each line is then moved by a conditional UPDATE (never past what is in
// transit, CHECK received + settled <= quantity as the last guard). The period of today must be
// open (postStock checks it again for the stock it posts). Each settlement writes its
// movement_settlements rows, a history row on the movement (and on its order or purchase
// order, whose state follows: followDocumentDelivery), and completes the movement
// (completed_at) when nothing is in transit any more.
import type { DbClient } from "@/server/auth/db-client";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { jakartaToday } from "@/lib/business-date";
import { SETTLEMENT_OUTCOME_LABEL } from "@/lib/labels/stock";
import { assertOpenPeriodFor } from "@/server/periods/assert-open-period";
import { damagedWarehouseOf } from "@/server/offices/ensure-office-warehouses";
import { postStock } from "@/server/stock/post-stock";
import {
  assertTransition,
  historyRow,
  planSettle,
  SETTLEMENT_SIDE,
  type SettleInput,
  type SettlementOutcome,
} from "./machine";
import { recordMovementTransition } from "./history";
import { followDocumentDelivery, lockMovementDocument } from "./follow-document-delivery";
import {
  createSusulan,
  loadMovementFor,
  lockedStatus,
  MOVEMENT_SOURCE,
  movementLines,
} from "./write";

export interface SettleMovementInput {
  outcome: SettlementOutcome;
  reason: string;
  /** Units per line; null settles everything still in transit. */
  details: readonly SettleInput[] | null;
  /** lost: the expedition that carried the goods (default: the movement's). */
  expeditionId?: string | null;
  /** lost: the claim lodged with the expedition (required). */
  claimReference?: string | null;
}

export interface SettleResult {
  settlementIds: string[];
  susulanId: string | null;
  /** Nothing of the movement is in transit any more. */
  completed: boolean;
}

const FORBIDDEN: Record<"origin" | "destination", string> = {
  origin: "Hanya kantor pengirim yang dapat menyelesaikan barang dalam perjalanan ini",
  destination: "Hanya kantor penerima yang dapat mencatat barang rusak saat diterima",
};

function invalid(pointer: string, detail: string): AppError {
  return AppError.validation([{ detail, source: { pointer: `/data/attributes/${pointer}` } }]);
}

/** The expedition and claim of a loss; other outcomes take neither (422 rather than ignored). */
async function lossDetails(
  db: DbClient,
  input: SettleMovementInput,
  movementExpeditionId: string | null,
): Promise<{ expeditionId: string | null; claimReference: string | null }> {
  const claim = input.claimReference?.trim() || null;
  if (input.outcome !== "lost") {
    if (input.expeditionId) throw invalid("expedition_id", "Ekspedisi hanya untuk barang hilang");
    if (claim) throw invalid("claim_reference", "Nomor klaim hanya untuk barang hilang");
    return { expeditionId: null, claimReference: null };
  }
  if (!claim) throw invalid("claim_reference", "Nomor klaim ekspedisi wajib diisi");
  const expeditionId = input.expeditionId ?? movementExpeditionId;
  if (!expeditionId) throw invalid("expedition_id", "Ekspedisi wajib diisi untuk barang hilang");
  const exp = await db.expedition.findFirst({
    where: { id: expeditionId, deletedAt: null },
    select: { id: true },
  });
  if (!exp) throw invalid("expedition_id", "Ekspedisi tidak ditemukan");
  return { expeditionId, claimReference: claim };
}

export async function settleMovement(
  db: DbClient,
  id: string,
  input: SettleMovementInput,
  actor: Actor,
): Promise<SettleResult> {
  const side = SETTLEMENT_SIDE[input.outcome];
  const m = await loadMovementFor(db, actor, id, side, FORBIDDEN[side]);
  const reason = input.reason.trim();
  if (!reason) throw invalid("reason", "Alasan wajib diisi");
  // The document row first, then the movement's (follow-document-delivery.ts); the movement
  // lock serialises settlements of this movement (and a settlement against anything else on it).
  const doc = await lockMovementDocument(db, id);
  const from = await lockedStatus(db, id);
  assertTransition(from, "settle", m.deliveryMethod);
  const loss = await lossDetails(db, input, m.expeditionId);
  const businessDate = jakartaToday();
  await assertOpenPeriodFor(db, businessDate);
  const plan = planSettle(await movementLines(db, id), input.details);

  let warehouseId: string | null = null;
  if (input.outcome === "returned" || input.outcome === "susulan") {
    if (!m.originWarehouseId) throw AppError.conflict("Pengiriman belum memiliki gudang asal");
    warehouseId = m.originWarehouseId;
  } else if (input.outcome === "damaged") {
    warehouseId = await damagedWarehouseOf(db, m.destinationOfficeId);
  }

  for (const { line, quantity } of plan.lines) {
    // Under the movement lock this always applies; the condition is the rule itself, so no
    // path can settle more than is in transit.
    const n = await db.$executeRaw`
      UPDATE movement_details SET settled_quantity = settled_quantity + ${quantity}, updated_at = now()
      WHERE id = ${line.id}::uuid AND quantity - received_quantity - settled_quantity >= ${quantity}`;
    if (n !== 1)
      throw invalid("details", `Jumlah ${line.productCode} melebihi barang dalam perjalanan`);
  }

  const label = SETTLEMENT_OUTCOME_LABEL[input.outcome];
  if (warehouseId) {
    const target = warehouseId;
    await postStock(
      db,
      {
        businessDate,
        lines: plan.lines.map(({ line, quantity }) => ({
          warehouseId: target,
          productId: line.productId,
          batchId: line.batchId,
          quantity,
          type:
            input.outcome === "damaged" ? ("movement_in" as const) : ("movement_reversal" as const),
          sourceType: MOVEMENT_SOURCE,
          sourceId: id,
          description: `${label} (${m.code}): ${reason}`.slice(0, 1000),
        })),
      },
      actor,
    );
  }

  const susulanId =
    input.outcome === "susulan"
      ? await createSusulan(
          db,
          id,
          plan.lines.map(({ line, quantity }) => ({
            productId: line.productId,
            batchId: line.batchId,
            quantity,
          })),
          actor,
        )
      : null;

  const settlementIds: string[] = [];
  for (const { line, quantity } of plan.lines) {
    const row = await db.movementSettlement.create({
      data: {
        stockMovementId: id,
        movementDetailId: line.id,
        productId: line.productId,
        outcome: input.outcome,
        quantity,
        reason,
        claimReference: loss.claimReference,
        expeditionId: loss.expeditionId,
        warehouseId,
        susulanMovementId: susulanId,
        officeId: actor.officeId,
        userId: actor.userId,
        businessDate,
      },
      select: { id: true },
    });
    settlementIds.push(row.id);
  }

  if (plan.completes)
    await db.stockMovement.update({ where: { id }, data: { completedAt: new Date() } });

  const units = plan.lines
    .map(({ line, quantity }) => `${line.productCode} ${quantity}`)
    .join(", ");
  const claim = loss.claimReference ? ` (klaim ${loss.claimReference})` : "";
  const note = `${label}: ${units}${claim}. ${reason}${plan.completes ? " Semua barang tercatat." : ""}`;
  await recordMovementTransition(
    db,
    historyRow(id, from, from, `settle-${input.outcome}`, actor.userId, note),
  );
  // The order or purchase order follows (follow-document-delivery.ts): a lost or damaged
  // remainder is accounted for and can complete it; returned units stay owed and a susulan's
  // count when it arrives. Its history records every settlement, so it shows why goods are open.
  await followDocumentDelivery(
    db,
    doc,
    { action: `settle-${input.outcome}`, note: `${m.code}: ${note}`, always: true },
    actor,
  );
  return { settlementIds, susulanId, completed: plan.completes };
}
