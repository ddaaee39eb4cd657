// GET offices/-actions/exportMitra: the members (Mitra Usaha) the caller may see, as CSV. This
// download is not a JSON:API document (docs/api-master.md).
import type { Db } from "@/server/prisma-client";
import type { Prisma } from "@/server/generated/prisma/client";
import { OFFICE_CATEGORY, requirePermission, type Actor } from "@/server/auth/actor";
import { csvField } from "@/server/exports/cell";
import { memberPeriodTotals } from "@/server/commission/points-source";
import { jakartaToday } from "@/lib/business-date";
import { officeRecordScope } from "./scope";
import { canReadContact, canReadPersonal } from "./read-rules";

const MAX_ROWS = 100_000;
const BATCH = 2_000;

export { csvField };

export const EXPORT_MITRA_HEADER = [
  "kode",
  "nama",
  "nik",
  "no_hp",
  "email",
  "tanggal_lahir",
  "jenis_kelamin",
  "kode_upline",
  "area",
  "aktif",
  "tanggal_daftar",
  "kode_pendaftar",
  // The member's points and bonus value in the member period covering today (Jakarta), counted
  // as the commission counts them (server/commission/points-source.ts).
  "poin_periode_ini",
  "nilai_bonus_periode_ini",
];

export async function exportMitra(
  db: Db,
  input: { search?: string | null },
  actor: Actor,
): Promise<string> {
  requirePermission(actor, "offices.export");
  const scope = officeRecordScope(actor);
  const term = input.search?.trim();
  const where: Prisma.OfficeWhereInput = {
    AND: [
      { officeCategoryId: OFFICE_CATEGORY.MEMBER, deletedAt: null },
      ...(scope ? [scope] : []),
      ...(term
        ? [
            {
              OR: [
                { code: { contains: term, mode: "insensitive" as const } },
                { name: { contains: term, mode: "insensitive" as const } },
              ],
            },
          ]
        : []),
    ],
  };
  return mitraCsv(db, where, actor);
}

/**
 * The member CSV of exportMitra and downloadMitra: the rows matching `where`, in code order, read
 * in keyset batches so that 100 000 members never sit in memory as Prisma objects at once.
 */
export async function mitraCsv(
  db: Db,
  where: Prisma.OfficeWhereInput,
  actor: Actor,
): Promise<string> {
  const lines = [EXPORT_MITRA_HEADER.join(",")];
  const today = jakartaToday();
  const period = await db.memberPeriod.findFirst({
    where: { startDate: { lte: today }, endDate: { gte: today } },
    orderBy: { startDate: "desc" },
    select: { id: true },
  });
  let after: string | null = null;
  for (let fetched = 0; fetched < MAX_ROWS;) {
    const rows = await fetchBatch(db, after ? { AND: [where, { code: { gt: after } }] } : where);
    const totals = period
      ? await memberPeriodTotals(
          db,
          period.id,
          rows.map((r) => r.id),
        )
      : new Map<string, { points: bigint; bonus: bigint }>();
    for (const r of rows) {
      const t = totals.get(r.id);
      // The same read rules as the serializer (read-rules.ts): a hidden column is left empty.
      const personal = canReadPersonal(actor, r);
      const contact = canReadContact(actor, r);
      lines.push(
        [
          r.code,
          r.name,
          personal ? r.ktpNumber : null,
          contact ? r.phone : null,
          contact ? r.email : null,
          personal ? r.birthdate : null,
          personal ? r.sex : null,
          r.officeReferral?.code,
          r.areaId,
          r.isActive ? "ya" : "tidak",
          r.createdAt.toISOString(),
          r.registrarOffice?.code,
          period ? String(t?.points ?? 0n) : null,
          period ? String(t?.bonus ?? 0n) : null,
        ]
          .map(csvField)
          .join(","),
      );
    }
    fetched += rows.length;
    const last: { code: string } | undefined = rows[rows.length - 1];
    if (rows.length < BATCH || !last) break;
    after = last.code;
  }
  return `${lines.join("\r\n")}\r\n`;
}

function fetchBatch(db: Db, where: Prisma.OfficeWhereInput) {
  return db.office.findMany({
    where,
    orderBy: { code: "asc" },
    take: BATCH,
    select: {
      id: true,
      officeCategoryId: true,
      registrarOfficeId: true,
      officeReferralId: true,
      code: true,
      name: true,
      ktpNumber: true,
      phone: true,
      email: true,
      birthdate: true,
      sex: true,
      areaId: true,
      isActive: true,
      createdAt: true,
      officeReferral: { select: { code: true } },
      registrarOffice: { select: { code: true } },
    },
  });
}
