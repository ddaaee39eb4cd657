// PATCH periods/{id} and mitra-periods/{id}: change an open period's name, dates, description
// (and for member periods is_bonus_period). A closed (or closing) period is final: 409. The dates
// must not overlap another period of the same kind (422) and the end is not before the start.
import type { Db } from "@/server/prisma-client";
import { hasPermission, isPusat, type Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import {
  PERIOD_CLOSED,
  PERIOD_END_BEFORE_START,
  ZPeriodUpdateInput,
  type TPeriodUpdateInput,
} from "@/lib/schemas/setup";
import { isUniqueError } from "@/server/access/unique-error";
import { dateOnly, isoDate, PERIOD_KIND, periodTable, type PeriodKind } from "./kinds";

export function requirePeriodPermission(actor: Actor, permissions: readonly string[]): void {
  if (!isPusat(actor) || !permissions.some((p) => hasPermission(actor, p)))
    throw AppError.forbidden();
}

export async function updatePeriod(
  db: Db,
  kind: PeriodKind,
  input: TPeriodUpdateInput & { id: string },
  actor: Actor,
): Promise<void> {
  requirePeriodPermission(actor, [PERIOD_KIND[kind].update]);
  const { id, ...rest } = input;
  const v = ZPeriodUpdateInput.parse(rest);
  if (kind === "periods" && v.is_bonus_period !== undefined)
    throw AppError.validation([
      {
        detail: "Atribut tidak dikenal: is_bonus_period",
        source: { pointer: "/data/attributes/is_bonus_period" },
      },
    ]);
  const t = periodTable(db, kind);
  const row = await t.find(id);
  if (!row) throw AppError.notFound("Periode tidak ditemukan");
  if (row.status !== "open") throw AppError.conflict(PERIOD_CLOSED);
  const start = v.start_date ?? isoDate(row.startDate);
  const end = v.end_date ?? isoDate(row.endDate);
  if (end < start)
    throw AppError.validation([
      { detail: PERIOD_END_BEFORE_START, source: { pointer: "/data/attributes/end_date" } },
    ]);
  const overlapping = await t.findMany({
    NOT: { id },
    startDate: { lte: dateOnly(end) },
    endDate: { gte: dateOnly(start) },
  });
  if (overlapping[0])
    throw AppError.validation([
      {
        detail: `Tanggal bentrok dengan periode ${overlapping[0].name}`,
        source: { pointer: `/data/attributes/${v.start_date ? "start_date" : "end_date"}` },
      },
    ]);
  if (v.name !== undefined) {
    const other = await t.findByName(v.name);
    if (other && other.id !== id)
      throw AppError.conflict("Nama periode sudah dipakai", { pointer: "/data/attributes/name" });
  }
  try {
    const changed = await t.update(id, {
      name: v.name,
      startDate: v.start_date ? dateOnly(v.start_date) : undefined,
      endDate: v.end_date ? dateOnly(v.end_date) : undefined,
      description: v.description === undefined ? undefined : (v.description ?? null),
      isBonusPeriod: v.is_bonus_period,
    });
    // Closed between the read and the write: the conditional update changed nothing.
    if (changed === 0) throw AppError.conflict(PERIOD_CLOSED);
  } catch (error) {
    if (isUniqueError(error))
      throw AppError.conflict("Nama periode sudah dipakai", { pointer: "/data/attributes/name" });
    throw error;
  }
}
