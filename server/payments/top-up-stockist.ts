// POST offices/{id}/-actions/topUpStockist (SPEC §4 "top up stockist"): head office records a
// top-up request for a stockist's saldo (or an SC's restock saldo / remaining payment / deposit).
// It is created pending; nothing moves until approveTopupStockist (docs/data-model.md §4.7).
// The kind decides who may create it (TOPUP_CREATE_PERMISSION: the Kasir's saldo top-ups,
// Penjualan's SC deposit) and what approval will credit (credit_amount): the amount, or for an
// SC deposit the amount x the setup value sc_deposit_multiplier as it is now (docs/money.md).
// Runs on the caller's transaction (ARCHITECTURE §8); dated today (Jakarta), so today's period
// must be open (docs/ledgers.md "Period lock").
import { randomBytes } from "node:crypto";
import type { DbClient } from "@/server/auth/db-client";
import { assertOpenPeriodFor } from "@/server/periods/assert-open-period";
import { jakartaToday } from "@/lib/business-date";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { MONEY_MAX } from "@/lib/bounds";
import { hasPermission, isPusat } from "@/server/auth/actor";
import {
  TOPUP_CREATE_PERMISSION,
  TOPUP_TYPES_BY_CATEGORY,
  depositCredit,
  type TopupKind,
  ZTopUpStockistInput,
  type TTopUpStockistInput,
} from "@/lib/schemas/office";
import { TOPUP_MIN_SETUP_KEY, parseTopupMinimum, topupMinimumMessage } from "@/lib/labels/topups";
import { recordStatusChange } from "@/server/history/document-history";

export const SC_DEPOSIT_MULTIPLIER = "sc_deposit_multiplier";
const MONEY_MAX_BIG = BigInt(MONEY_MAX);

/** A Pusat user who may create some kind of top-up (403 otherwise). */
export function requireTopupCreator(actor: Actor): void {
  const kinds = Object.keys(TOPUP_CREATE_PERMISSION) as TopupKind[];
  if (!isPusat(actor) || !kinds.some((k) => mayCreateKind(actor, k))) throw AppError.forbidden();
}

export function mayCreateKind(actor: Actor, kind: TopupKind): boolean {
  return isPusat(actor) && hasPermission(actor, TOPUP_CREATE_PERMISSION[kind]);
}

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
  requireTopupCreator(actor);
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
  const code = v.topup_type ?? allowed.find((k) => mayCreateKind(actor, k));
  if (!code) throw AppError.forbidden("Anda tidak berhak membuat topup untuk kantor ini");
  if (!allowed.includes(code))
    throw AppError.validation([
      {
        detail: "Jenis topup tidak berlaku untuk kantor ini",
        source: { pointer: "/data/attributes/topup_type" },
      },
    ]);
  if (!mayCreateKind(actor, code)) throw AppError.forbidden("Anda tidak berhak membuat topup ini");
  const minimum = await readTopupMinimum(db, code);
  if (minimum !== null && v.amount < minimum)
    throw AppError.validation([
      { detail: topupMinimumMessage(minimum), source: { pointer: "/data/attributes/amount" } },
    ]);
  const amount = BigInt(v.amount);
  let creditAmount = amount;
  let multiplier: string | null = null;
  if (code === "deposit_sc") {
    const setup = await db.setup.findUnique({
      where: { setupKey: SC_DEPOSIT_MULTIPLIER },
      select: { value: true },
    });
    const credit = setup ? depositCredit(amount, setup.value) : null;
    if (credit === null || credit <= 0n)
      throw AppError.validation([
        {
          detail: "Pengali deposit SC (sc_deposit_multiplier) belum diatur di Setup",
          source: { pointer: "/data/attributes/amount" },
        },
      ]);
    if (credit > MONEY_MAX_BIG)
      throw AppError.validation([
        {
          detail: "Jumlah terlalu besar setelah dikali pengali deposit",
          source: { pointer: "/data/attributes/amount" },
        },
      ]);
    creditAmount = credit;
    multiplier = setup?.value.trim() ?? null;
  }
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
      amount,
      creditAmount,
      multiplier,
      status: "pending",
      transferDate: v.transfer_date ? new Date(`${v.transfer_date}T00:00:00Z`) : null,
      description: v.description ?? null,
      createdById: actor.userId,
    },
    select: { id: true },
  });
  await recordStatusChange(db, "topups", row.id, {
    from: null,
    to: "pending",
    action: "topUpStockist",
    userId: actor.userId,
    note: multiplier ? `Deposit ${creditAmount} = ${amount} x ${multiplier}` : null,
  });
  return row.id;
}

/** The setup value sc_deposit_multiplier as stored (for the deposit form's preview), or null. */
export async function readDepositMultiplier(db: DbClient): Promise<string | null> {
  const row = await db.setup.findUnique({
    where: { setupKey: SC_DEPOSIT_MULTIPLIER },
    select: { value: true },
  });
  return row?.value.trim() || null;
}

/**
 * The smallest amount of a top-up kind from Setup (TOPUP_MIN_SETUP_KEY: min_topup_stockist,
 * min_topup_deposit_sc), or null: a kind without a key, a missing row or a value that is not a
 * positive whole rupiah means no minimum (docs/money.md "Minimums").
 */
export async function readTopupMinimum(db: DbClient, kind: TopupKind): Promise<number | null> {
  const key = TOPUP_MIN_SETUP_KEY[kind];
  if (!key) return null;
  const row = await db.setup.findUnique({ where: { setupKey: key }, select: { value: true } });
  return parseTopupMinimum(row?.value);
}
