// Step "stock_valuation" (issue 26 §2 step 6): per warehouse and product, the quantity the stock
// ledger (stock_trxes, the only way stock moves) shows at the end of the period's last Jakarta
// day, valued at the product's purchase price (products.purchase_price, the HPP; the price as it
// stands at the close, there is no price history for it), into stock_valuations. Products whose
// quantity is 0 then get no row. Batches of warehouses in id order; the unique (period_id,
// warehouse_id, product_id) makes a repeat a no-op.
import { Prisma } from "@/server/generated/prisma/client";
import type { DbOrTx } from "../../kinds";
import { keysetBatches, periodRange } from "../batching";
import type { CloseStepDefinition } from "../types";

export const stockValuationStep: CloseStepDefinition = {
  name: "stock_valuation",
  label: "Menilai persediaan akhir periode",
  kinds: ["periods"],
  async run(ctx) {
    const { endsAt } = periodRange(ctx.period);
    const periodId = ctx.input.periodId;
    await keysetBatches(
      ctx,
      async (db: DbOrTx) => {
        const [r] = await db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM warehouses`;
        return Number(r?.n ?? 0);
      },
      async (tx, after, limit) => {
        const [r] = await tx.$queryRaw<{ units: bigint; last: string | null }[]>`
          WITH w AS (
            SELECT id FROM warehouses
            ${after ? Prisma.sql`WHERE id > ${after}::uuid` : Prisma.empty}
            ORDER BY id LIMIT ${limit}
          ), q AS (
            SELECT t.warehouse_id, t.product_id, sum(t.quantity_change)::int AS quantity
            FROM stock_trxes t JOIN w ON w.id = t.warehouse_id
            WHERE t.created_at < ${endsAt}
            GROUP BY t.warehouse_id, t.product_id
          ), ins AS (
            INSERT INTO stock_valuations (id, period_id, warehouse_id, product_id, quantity,
                                          unit_cost, value)
            SELECT gen_random_uuid(), ${periodId}::uuid, q.warehouse_id, q.product_id, q.quantity,
                   p.purchase_price, q.quantity * p.purchase_price
            FROM q JOIN products p ON p.id = q.product_id
            WHERE q.quantity <> 0
            ON CONFLICT (period_id, warehouse_id, product_id) DO NOTHING
          )
          SELECT count(*) AS units, (SELECT w2.id::text FROM w w2 ORDER BY w2.id DESC LIMIT 1) AS last
          FROM w`;
        return { units: Number(r?.units ?? 0), last: r?.last ?? null };
      },
    );
  },
};
