// The audience of a broadcast (docs/customer-service.md "Broadcasts"): offices by category, area,
// province (any of its addresses), active state and/or an uploaded list of codes — every given
// criterion must hold — that have a usable phone. One recipient per phone (the number in the
// 62… form). Counted and inserted by SQL in one statement each (INSERT … SELECT), so a
// 100,000-recipient broadcast never passes through the app's memory.
import { Prisma } from "@/server/generated/prisma/client";
import type { DbClient } from "@/server/auth/db-client";
import type { TAudience } from "@/lib/schemas/customer-service";

/** The SQL of an office's phone as the gateways want it (normalizePhone in SQL). */
const PHONE_SQL = Prisma.sql`(CASE
  WHEN regexp_replace(o.phone, '\\D', '', 'g') LIKE '0%' THEN '62' || substr(regexp_replace(o.phone, '\\D', '', 'g'), 2)
  WHEN regexp_replace(o.phone, '\\D', '', 'g') LIKE '8%' THEN '62' || regexp_replace(o.phone, '\\D', '', 'g')
  ELSE regexp_replace(o.phone, '\\D', '', 'g') END)`;

function audienceWhere(a: TAudience): Prisma.Sql {
  const parts: Prisma.Sql[] = [
    Prisma.sql`o.deleted_at IS NULL`,
    Prisma.sql`length(regexp_replace(coalesce(o.phone, ''), '\\D', '', 'g')) BETWEEN 8 AND 16`,
  ];
  if (a.category_ids?.length)
    parts.push(Prisma.sql`o.office_category_id = ANY(${a.category_ids}::int[])`);
  if (a.area_ids?.length) parts.push(Prisma.sql`o.area_id = ANY(${a.area_ids}::int[])`);
  if (a.province_ids?.length)
    parts.push(
      Prisma.sql`EXISTS (SELECT 1 FROM office_addresses oa WHERE oa.office_id = o.id AND oa.province_id = ANY(${a.province_ids}::text[]))`,
    );
  if (a.is_active === true) parts.push(Prisma.sql`o.is_active AND NOT o.is_suspended`);
  if (a.is_active === false) parts.push(Prisma.sql`NOT o.is_active`);
  if (a.codes?.length)
    parts.push(Prisma.sql`lower(o.code) = ANY(${a.codes.map((c) => c.toLowerCase())}::text[])`);
  return Prisma.join(parts, " AND ");
}

export interface AudienceCount {
  recipients: number;
  /** Of them, numbers that answered STOP (listed, skipped). */
  optedOut: number;
}

export async function countAudience(db: DbClient, a: TAudience): Promise<AudienceCount> {
  const rows = await db.$queryRaw<{ recipients: bigint; opted_out: bigint }[]>`
    WITH phones AS (SELECT DISTINCT ${PHONE_SQL} AS phone FROM offices o WHERE ${audienceWhere(a)})
    SELECT count(*)::bigint AS recipients,
      count(*) FILTER (WHERE EXISTS (SELECT 1 FROM whatsapp_opt_outs s WHERE s.phone = phones.phone))::bigint AS opted_out
    FROM phones`;
  return {
    recipients: Number(rows[0]?.recipients ?? 0),
    optedOut: Number(rows[0]?.opted_out ?? 0),
  };
}

/** Inserts the recipients of `broadcastId` (STOP numbers as `skipped`); answers the counts. */
export async function insertRecipients(
  db: DbClient,
  broadcastId: string,
  a: TAudience,
): Promise<{ total: number; skipped: number }> {
  const inserted = await db.$executeRaw`
    INSERT INTO broadcast_recipients (id, broadcast_id, phone, office_id, status, created_at, updated_at)
    SELECT gen_random_uuid(), ${broadcastId}::uuid, x.phone, x.office_id,
      (CASE WHEN EXISTS (SELECT 1 FROM whatsapp_opt_outs s WHERE s.phone = x.phone)
        THEN 'skipped' ELSE 'queued' END)::chat_message_status,
      now(), now()
    FROM (
      SELECT DISTINCT ON (${PHONE_SQL}) ${PHONE_SQL} AS phone, o.id AS office_id
      FROM offices o WHERE ${audienceWhere(a)}
      ORDER BY ${PHONE_SQL}, o.is_active DESC, o.created_at ASC
    ) x
    ON CONFLICT (broadcast_id, phone) DO NOTHING`;
  const skipped = await db.broadcastRecipient.count({ where: { broadcastId, status: "skipped" } });
  return { total: inserted, skipped };
}
