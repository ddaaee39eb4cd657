// Step "office_commissions" (issue 26 §2 step 4): the cashback of each office for the period,
// written to office_commissions (unique (office_id, period_id)) and credited to the office's saldo
// through postBalances exactly once (docs/period-close.md "Cashback: what the close pays").
//
// Orders already give the buyer category's cashback (cashback_jawa / cashback_luar_jawa) as the
// order's discount once its minimum order is reached (server/orders/machine.ts orderTotals, the
// kinds with `cashback: true` in server/orders/kinds.ts). The close therefore does not pay that
// again: per counted order of those kinds the office bought in the period it recomputes what the
// rule earns today (total_price >= min order: the cashback, at most the total) and pays only what
// the order did not already receive as discount, never less than 0. Normally that is 0; it is
// not when an order was validated before its category's cashback was raised, or when it was
// written without the discount (an imported or corrected document). The row keeps the
// period's points and bonus value too (Komisi Bulanan, current_office_commission).
//
// Idempotence: the row and its saldo posting commit in the same batch as the cursor; a repeated
// batch inserts nothing (ON CONFLICT DO NOTHING ... RETURNING) and so credits nothing.
import { Prisma } from "@/server/generated/prisma/client";
import { ORDER_KIND_CONFIG } from "@/server/orders/kinds";
import { postBalances } from "@/server/balances/post-balance";
import { formatRupiah } from "@/lib/format";
import type { OrderKind } from "@/lib/schemas/orders";
import type { DbOrTx } from "../../kinds";
import { keysetBatches, periodRange } from "../batching";
import type { CloseStepDefinition } from "../types";

const CASHBACK_KINDS = (Object.keys(ORDER_KIND_CONFIG) as OrderKind[]).filter(
  (k) => ORDER_KIND_CONFIG[k].cashback,
);
const BUYER_CATEGORIES = [
  ...new Set(CASHBACK_KINDS.flatMap((k) => ORDER_KIND_CONFIG[k].destination)),
];
const BUYERS = Prisma.sql`o.deleted_at IS NULL AND o.office_category_id IN (${Prisma.join(BUYER_CATEGORIES)})`;

export const officeCommissionsStep: CloseStepDefinition = {
  name: "office_commissions",
  label: "Menghitung komisi dan cashback kantor",
  kinds: ["periods"],
  async run(ctx) {
    const { from, to } = periodRange(ctx.period);
    const periodId = ctx.input.periodId;
    const periodName = ctx.period.name;
    await keysetBatches(
      ctx,
      async (db: DbOrTx) => {
        const [r] = await db.$queryRaw<
          { n: bigint }[]
        >`SELECT count(*) AS n FROM offices o WHERE ${BUYERS}`;
        return Number(r?.n ?? 0);
      },
      async (tx, after, limit) => {
        const [batch] = await tx.$queryRaw<{ units: bigint; last: string | null }[]>`
          SELECT count(*) AS units,
                 (SELECT b2.id::text FROM (SELECT o.id FROM offices o WHERE ${BUYERS}
                    ${after ? Prisma.sql`AND o.id > ${after}::uuid` : Prisma.empty}
                    ORDER BY o.id LIMIT ${limit}) b2 ORDER BY b2.id DESC LIMIT 1) AS last
          FROM (SELECT o.id FROM offices o WHERE ${BUYERS}
                ${after ? Prisma.sql`AND o.id > ${after}::uuid` : Prisma.empty}
                ORDER BY o.id LIMIT ${limit}) b`;
        const units = Number(batch?.units ?? 0);
        const last = batch?.last ?? null;
        if (units === 0 || last === null) return { units: 0, last: null };
        const created = await tx.$queryRaw<{ id: string; office_id: string; amount: bigint }[]>`
          WITH b AS (
            SELECT o.id, oc.cashback_jawa, oc.cashback_luar_jawa, oc.min_order_jawa,
                   oc.min_order_luar_jawa,
                   (COALESCE(a.province_id, c.province_id) ~ '^3[0-9]$') AS jawa
            FROM offices o
            JOIN office_categories oc ON oc.id = o.office_category_id
            LEFT JOIN LATERAL (
              SELECT province_id, city_id FROM office_addresses
              WHERE office_id = o.id ORDER BY is_primary DESC, created_at ASC LIMIT 1
            ) a ON true
            LEFT JOIN cities c ON c.id = a.city_id
            WHERE ${BUYERS} ${after ? Prisma.sql`AND o.id > ${after}::uuid` : Prisma.empty}
              AND o.id <= ${last}::uuid
          ), per AS (
            SELECT b.id AS office_id, count(x.id) AS orders,
                   COALESCE(sum(x.total_point), 0) AS point, COALESCE(sum(x.total_bonus), 0) AS bonus,
                   COALESCE(sum(e.earned), 0) AS earned, COALESCE(sum(x.discount), 0) AS given,
                   COALESCE(sum(GREATEST(e.earned - x.discount, 0)), 0) AS due
            FROM b
            JOIN orders x ON x.destination_office_id = b.id
              AND x.order_date BETWEEN ${from}::date AND ${to}::date
              AND x.deleted_at IS NULL AND x.status IN ('validated', 'released')
              AND x.order_type::text IN (${Prisma.join(CASHBACK_KINDS)})
            CROSS JOIN LATERAL (SELECT CASE
                WHEN x.total_price >= CASE WHEN b.jawa THEN b.min_order_jawa ELSE b.min_order_luar_jawa END
                THEN LEAST(CASE WHEN b.jawa THEN b.cashback_jawa ELSE b.cashback_luar_jawa END, x.total_price)
                ELSE 0 END AS earned) e
            GROUP BY b.id
          )
          INSERT INTO office_commissions (id, office_id, period_id, amount, total_point, total_bonus,
                                          description, updated_at)
          SELECT gen_random_uuid(), per.office_id, ${periodId}::uuid, per.due, per.point, per.bonus,
                 ${`Cashback ${periodName}`} || ': diperoleh ' || per.earned || ', sudah diberikan sebagai diskon ' || per.given,
                 now()
          FROM per
          ON CONFLICT (office_id, period_id) DO NOTHING
          RETURNING id::text AS id, office_id::text AS office_id, amount`;
        // Office id order, so that a rerun posts in the same order as an uninterrupted close;
        // the batch's credits in one postBalances (one journal per credit, as postBalance gives).
        created.sort((a, b) =>
          a.office_id < b.office_id ? -1 : a.office_id > b.office_id ? 1 : 0,
        );
        const credits = created
          .map((row) => ({ row, amount: BigInt(row.amount) }))
          .filter(({ amount }) => amount > 0n)
          .map(({ row, amount }) => ({
            officeId: row.office_id,
            amount,
            sourceId: row.id,
            description: `Cashback ${periodName} (${formatRupiah(amount)})`,
          }));
        await postBalances(
          tx,
          {
            account: "balance",
            type: "cashback",
            sourceType: "office_commissions",
            credits,
            // Journalled on the period's last day, inside the period being closed (docs/journals.md).
            date: ctx.period.endDate,
            journalPeriodMode: "closing",
          },
          { userId: ctx.input.userId },
        );
        return { units, last };
      },
    );
  },
};
