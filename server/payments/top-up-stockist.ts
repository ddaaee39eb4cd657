// POST offices/{id}/-actions/topUpStockist (SPEC §4 "top up stockist"): head office records a
// top-up request for a stockist's saldo (or an SC's restock saldo / remaining payment / deposit).
// It is created pending; nothing moves until approveTopupStockist (docs/data-model.md §4.7).
// Runs on the caller's transaction (ARCHITECTURE §8); dated today (Jakarta), so today's period
// must be open (docs/ledgers.md "Period lock").
import { randomBytes } from "node:crypto";
import type { DbClient } from "@/server/auth/db-client";
import { assertOpenPeriodFor } from "@/server/periods/assert-open-period";
import { jakartaToday } from "@/lib/business-date";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { requirePusatWith } from "@/server/master/access";
import {
  TOPUP_TYPES_BY_CATEGORY,
  ZTopUpStockistInput,
  type TTopUpStockistInput,
} from "@/lib/schemas/office";

/** TU-<Jakarta date>-<48 random bits>: a clash is negligible, so no retry (a retry inside the
 * caller's transaction would be impossible after the failed INSERT). */
function topupCode(day: Date): string {
  const ymd = day.toISOString().slice(0, 10).replaceAll("-", "");
  return `TU-${ymd}-${randomBytes(6).toString("hex").toUpperCase()}`;
}

export async function topUpStockist(
  db: DbClient,
  input: TTopUpStockistInput & { officeId: string },
  actor: Actor,
): Promise<string> {
  requirePusatWith(actor, "offices.topup");
  const { officeId, ...rest } = input;
  const v = ZTopUpStockistInput.parse(rest);
  const office = await db.office.findFirst({
    where: { id: officeId, deletedAt: null },
    select: { officeCategoryId: true },
  });
  if (!office) throw AppError.notFound();
  const allowed = TOPUP_TYPES_BY_CATEGORY[office.officeCategoryId];
  if (!allowed)
    throw AppError.validation([
      {
        detail: "Topup saldo hanya untuk Stockist atau Stockist Center",
        source: { pointer: "/data/attributes/amount" },
      },
    ]);
  const code = v.topup_type ?? allowed[0] ?? "";
  if (!allowed.includes(code))
    throw AppError.validation([
      {
        detail: "Jenis topup tidak berlaku untuk kantor ini",
        source: { pointer: "/data/attributes/topup_type" },
      },
    ]);
  const type = await db.topupType.findUnique({ where: { code }, select: { id: true } });
  if (!type)
    throw AppError.validation([
      { detail: "Jenis topup tidak ditemukan", source: { pointer: "/data/attributes/topup_type" } },
    ]);
  const today = jakartaToday();
  await assertOpenPeriodFor(db, today);
  const row = await db.topup.create({
    data: {
      code: topupCode(today),
      officeId,
      topupTypeId: type.id,
      amount: BigInt(v.amount),
      status: "pending",
      transferDate: v.transfer_date ? new Date(`${v.transfer_date}T00:00:00Z`) : null,
      description: v.description ?? null,
      createdById: actor.userId,
    },
    select: { id: true },
  });
  await db.documentStatusHistory.create({
    data: {
      documentType: "topups",
      documentId: row.id,
      fromStatus: null,
      toStatus: "pending",
      action: "topUpStockist",
      userId: actor.userId,
    },
  });
  return row.id;
}
