// POST offices/{id}/-actions/topUpStockist (SPEC §4 "top up stockist"): head office records a
// top-up request for a stockist's saldo (or an SC's restock saldo / remaining payment / deposit).
// It is created pending; nothing moves until approveTopupStockist (docs/data-model.md §4.7).
import { randomBytes } from "node:crypto";
import type { Db } from "@/server/prisma-client";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { requirePusatWith } from "@/server/master/access";
import {
  TOPUP_TYPES_BY_CATEGORY,
  ZTopUpStockistInput,
  type TTopUpStockistInput,
} from "@/lib/schemas/office";

function topupCode(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll("-", "");
  return `TU-${day}-${randomBytes(4).toString("hex").toUpperCase()}`;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "P2002";
}

export async function topUpStockist(
  db: Db,
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
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.$transaction(async (tx) => {
        const row = await tx.topup.create({
          data: {
            code: topupCode(new Date()),
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
        await tx.documentStatusHistory.create({
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
      });
    } catch (error) {
      // A random code clash is astronomically rare; one retry settles it.
      if (attempt === 0 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}
