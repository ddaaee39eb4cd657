// Step "office_totals" (issue 26 §2 step 3): per branch office (every category but members) and
// the period, what it sold, bought, returned and paid, counted exactly as the money reports count
// them (server/money-reports/reports.ts: an order counts when not deleted and validated or
// released, a payment when not deleted and not cancelled), into period_office_totals. The
// revenue report (/kasir/laporan-omzet-sc) reads a closed period from here.
// Batches of offices in id order; the unique (period_id, office_id) makes a repeat a no-op.
import { Prisma } from "@/server/generated/prisma/client";
import { OFFICE_CATEGORY } from "@/server/auth/actor";
import type { DbOrTx } from "../../kinds";
import { keysetBatches, periodRange } from "../batching";
import type { CloseStepDefinition } from "../types";

const BRANCH = Prisma.sql`o.deleted_at IS NULL AND o.office_category_id <> ${OFFICE_CATEGORY.MEMBER}`;

export const officeTotalsStep: CloseStepDefinition = {
  name: "office_totals",
  label: "Menghitung total per kantor",
  kinds: ["periods"],
  async run(ctx) {
    const { from, to } = periodRange(ctx.period);
    const periodId = ctx.input.periodId;
    await keysetBatches(
      ctx,
      async (db: DbOrTx) => {
        const [r] = await db.$queryRaw<
          { n: bigint }[]
        >`SELECT count(*) AS n FROM offices o WHERE ${BRANCH}`;
        return Number(r?.n ?? 0);
      },
      async (tx, after, limit) => {
        const [r] = await tx.$queryRaw<{ units: bigint; last: string | null }[]>`
          WITH b AS (
            SELECT o.id FROM offices o
            WHERE ${BRANCH} ${after ? Prisma.sql`AND o.id > ${after}::uuid` : Prisma.empty}
            ORDER BY o.id LIMIT ${limit}
          ), ins AS (
            INSERT INTO period_office_totals (id, period_id, office_id, sales_count, sales_amount,
              sales_point, sales_paid_amount, purchase_count, purchase_amount, purchase_discount,
              return_count, return_amount, payment_count, payment_amount)
            SELECT gen_random_uuid(), ${periodId}::uuid, b.id,
                   s.n, COALESCE(s.amount, 0), COALESCE(s.point, 0), COALESCE(s.paid, 0),
                   p.n, COALESCE(p.amount, 0), COALESCE(p.discount, 0),
                   r.n, COALESCE(r.amount, 0), pay.n, COALESCE(pay.amount, 0)
            FROM b
            CROSS JOIN LATERAL (
              SELECT count(*) AS n, sum(x.final_price) AS amount, sum(x.total_point) AS point,
                     sum(x.paid_amount) AS paid
              FROM orders x
              WHERE x.origin_office_id = b.id AND x.order_date BETWEEN ${from}::date AND ${to}::date
                AND x.deleted_at IS NULL AND x.status IN ('validated', 'released')) s
            CROSS JOIN LATERAL (
              SELECT count(*) AS n, sum(x.final_price) AS amount, sum(x.discount) AS discount
              FROM orders x
              WHERE x.destination_office_id = b.id AND x.order_date BETWEEN ${from}::date AND ${to}::date
                AND x.deleted_at IS NULL AND x.status IN ('validated', 'released')) p
            CROSS JOIN LATERAL (
              SELECT count(*) AS n, sum(t.total_price) AS amount
              FROM returs t
              WHERE t.origin_office_id = b.id AND t.retur_date BETWEEN ${from}::date AND ${to}::date
                AND t.deleted_at IS NULL
                AND t.status IN ('validated', 'shipped', 'received', 'priced')) r
            CROSS JOIN LATERAL (
              SELECT count(*) AS n, sum(y.amount) AS amount
              FROM payments y
              WHERE y.office_id = b.id AND y.payment_date BETWEEN ${from}::date AND ${to}::date
                AND y.deleted_at IS NULL AND y.status <> 'cancelled') pay
            ON CONFLICT (period_id, office_id) DO NOTHING
          )
          SELECT count(*) AS units, (SELECT b2.id::text FROM b b2 ORDER BY b2.id DESC LIMIT 1) AS last
          FROM b`;
        return { units: Number(r?.units ?? 0), last: r?.last ?? null };
      },
    );
  },
};
