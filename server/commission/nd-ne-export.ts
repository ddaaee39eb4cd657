// Export Mitra Usaha ND/NE (/bonus/tool/export-mitra-usaha-nd-ne, docs/commission.md "ND and
// NE"): for one member period, the members that have an ND and either got it from this period
// (baru, 'ND') or qualified in it holding an ND from an earlier period (lama, 'NE'), in ND order,
// with the period's personal points. Keyset batches, streamed (server/exports/stream.ts).
import { Prisma } from "@/server/generated/prisma/client";
import type { DbClient } from "@/server/auth/db-client";
import { OFFICE_CATEGORY } from "@/server/auth/actor";
import type { TableExport } from "@/server/exports/stream";

export interface NdNeRow {
  ndNumber: string;
  code: string;
  name: string;
  isNew: boolean;
  ndPeriodName: string;
  points: number;
}

type Raw = {
  nd_number: string;
  code: string;
  name: string;
  is_new: boolean;
  nd_period_name: string;
  points: bigint | null;
};

/** The members of the period's ND/NE list, `size` at a time, in ND order. */
async function* ndNeBatches(
  db: Pick<DbClient, "$queryRaw">,
  periodId: string,
  size = 2000,
): AsyncGenerator<NdNeRow[]> {
  let after: string | null = null;
  for (;;) {
    const afterSql: Prisma.Sql = after
      ? Prisma.sql`AND (length(m.nd_number), m.nd_number) > (${after.length}, ${after})`
      : Prisma.empty;
    const rows: Raw[] = await db.$queryRaw<Raw[]>`
      SELECT m.nd_number, m.code, m.name, (m.nd_member_period_id = ${periodId}::uuid) AS is_new,
             np.name AS nd_period_name, oc.total_point AS points
      FROM offices m
      JOIN member_periods np ON np.id = m.nd_member_period_id
      LEFT JOIN office_commissions oc ON oc.office_id = m.id AND oc.member_period_id = ${periodId}::uuid
      WHERE m.nd_number IS NOT NULL AND m.deleted_at IS NULL
        AND m.office_category_id = ${OFFICE_CATEGORY.MEMBER}
        AND (m.nd_member_period_id = ${periodId}::uuid OR oc.qualified)
        ${afterSql}
      ORDER BY length(m.nd_number), m.nd_number
      LIMIT ${size}`;
    if (rows.length === 0) return;
    yield rows.map((r) => ({
      ndNumber: r.nd_number,
      code: r.code,
      name: r.name,
      isNew: r.is_new,
      ndPeriodName: r.nd_period_name,
      points: Number(r.points ?? 0n),
    }));
    if (rows.length < size) return;
    after = rows[rows.length - 1]!.nd_number;
  }
}

export function ndNeExport(
  db: Pick<DbClient, "$queryRaw">,
  period: { id: string; name: string },
): TableExport<NdNeRow> {
  return {
    title: "Mitra Usaha ND NE",
    subtitle: [
      `Periode: ${period.name}`,
      "ND = baru (ND diberikan dari periode ini), NE = lama (ND dari periode sebelumnya)",
    ],
    columns: [
      { header: "No. ND", width: 14, value: (r) => r.ndNumber },
      { header: "Kode", width: 14, value: (r) => r.code },
      { header: "Nama", width: 30, value: (r) => r.name },
      { header: "Jenis", width: 8, value: (r) => (r.isNew ? "ND" : "NE") },
      { header: "Status", width: 8, value: (r) => (r.isNew ? "baru" : "lama") },
      { header: "Periode ND", width: 18, value: (r) => r.ndPeriodName },
      { header: "Poin Pribadi", width: 12, numeric: true, value: (r) => r.points },
    ],
    batches: ndNeBatches(db, period.id),
  };
}
