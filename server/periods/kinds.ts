// The two period tables behind one set of use cases: general accounting periods (`periods`,
// Tutup Buku Penjualan) and member periods (`mitra-periods`, Tutup Buku Bonus). Both share the
// shape and the state machine of docs/data-model.md §4.9; only the table, the permissions and the
// close-run column differ.
import type { PeriodStatus } from "@/server/generated/prisma/client";
import { jakartaToday } from "@/lib/business-date";

export type PeriodKind = "periods" | "mitra-periods";

import type { DbClient } from "@/server/auth/db-client";

/** The app client or an interactive transaction. */
export type DbOrTx = DbClient;

export interface PeriodRow {
  id: string;
  name: string;
  startDate: Date;
  endDate: Date;
  status: PeriodStatus;
}

export const PERIOD_KIND = {
  periods: {
    label: "Periode",
    update: "periods.update",
    close: ["periods.close", "setups.run-close-period"],
    runColumn: "periodId",
  },
  "mitra-periods": {
    label: "Periode Mitra Usaha",
    update: "mitra-periods.update",
    close: ["mitra-periods.close"],
    runColumn: "memberPeriodId",
  },
} as const;

const SELECT = { id: true, name: true, startDate: true, endDate: true, status: true } as const;

/** Typed access to the table of a kind (the two Prisma delegates differ only in their names). */
export function periodTable(db: DbOrTx, kind: PeriodKind) {
  return {
    find: (id: string): Promise<PeriodRow | null> =>
      kind === "periods"
        ? db.period.findUnique({ where: { id }, select: SELECT })
        : db.memberPeriod.findUnique({ where: { id }, select: SELECT }),
    findMany: (where: {
      status?: PeriodStatus;
      NOT?: { id: string };
      startDate?: { lte: Date } | Date;
      endDate?: { gte: Date };
    }): Promise<PeriodRow[]> =>
      kind === "periods"
        ? db.period.findMany({ where, select: SELECT, orderBy: { startDate: "asc" } })
        : db.memberPeriod.findMany({ where, select: SELECT, orderBy: { startDate: "asc" } }),
    findByName: (name: string): Promise<{ id: string } | null> =>
      kind === "periods"
        ? db.period.findUnique({ where: { name }, select: { id: true } })
        : db.memberPeriod.findUnique({ where: { name }, select: { id: true } }),
    /**
     * Conditional state change: only while the period is in one of `from`; returns the number of
     * rows changed (0 or 1), so two writers never both move it.
     */
    transition: async (
      id: string,
      from: PeriodStatus[],
      data: { status: PeriodStatus; closedAt?: Date | null; closedById?: string | null },
    ): Promise<number> => {
      const where = { id, status: { in: from } };
      const res =
        kind === "periods"
          ? await db.period.updateMany({ where, data })
          : await db.memberPeriod.updateMany({ where, data });
      return res.count;
    },
    /** Conditional close: only an open period; returns the number of rows changed (0 or 1). */
    closeIfOpen: (id: string, userId: string | null, at: Date): Promise<number> =>
      periodTable(db, kind).transition(id, ["open"], {
        status: "closed",
        closedAt: at,
        closedById: userId,
      }),
    create: (data: { name: string; startDate: Date; endDate: Date }): Promise<PeriodRow> =>
      kind === "periods"
        ? db.period.create({ data: { ...data, status: "open" }, select: SELECT })
        : db.memberPeriod.create({ data: { ...data, status: "open" }, select: SELECT }),
    update: async (
      id: string,
      data: {
        name?: string;
        startDate?: Date;
        endDate?: Date;
        description?: string | null;
        isBonusPeriod?: boolean;
      },
    ): Promise<number> => {
      if (kind === "periods") {
        const { isBonusPeriod, ...rest } = data;
        void isBonusPeriod;
        return (await db.period.updateMany({ where: { id, status: "open" }, data: rest })).count;
      }
      return (await db.memberPeriod.updateMany({ where: { id, status: "open" }, data })).count;
    },
  };
}

/** A YYYY-MM-DD string as the Date Prisma stores in a date column (midnight UTC). */
export function dateOnly(s: string): Date {
  return new Date(`${s}T00:00:00Z`);
}

export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** Today in Asia/Jakarta (the company's business day) as midnight UTC of that date. */
export const businessToday = jakartaToday;
