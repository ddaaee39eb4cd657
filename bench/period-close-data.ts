// Generated data for closing an accounting period (the crash test in
// tests/integration/period-close-crash.test.ts and bench/period-close.ts): stockists bought from
// Pusat inside [from, to], their payments, and stock in their own warehouses, inserted set-based
// by PostgreSQL over a database that holds the demo seed (PUSAT, the stockist buyer type, products).
// Everything is derived from the row number, so two sets with different prefixes are the same
// data under other codes. The books stay sound (npm run ledger:check): an order's paid_amount is
// the sum of its counted payments, a stock's quantity the sum of its ledger rows.
//
// Cashback: the stockist category's luar-Jawa rule (the generated offices have no address) is
// the discount of two orders in three that reach the minimum order; the third is written without
// it, so the close's office_commissions step has something to pay (docs/period-close.md).
import type pg from "pg";

export interface CloseDataOptions {
  /** Code prefix of the generated offices, warehouses and documents (e.g. "CKA"). */
  prefix: string;
  offices: number;
  orders: number;
  /** At most one payment per order (the first `payments` orders get one). */
  payments: number;
  /** Warehouses (one per office, the first ones) and products stocked in each. */
  warehouses: number;
  products: number;
  /** Every order released (the benchmark: one payment for each); default: a few drafts and cancelled. */
  allReleased?: boolean;
  /** The period's first and last day, YYYY-MM-DD. */
  from: string;
  to: string;
}

export async function generateCloseData(client: pg.Client, o: CloseDataOptions): Promise<void> {
  const ids = await client.query<{ pusat: string; buyer: string }>(
    `SELECT (SELECT id::text FROM offices WHERE code = 'PUSAT') AS pusat,
            (SELECT id::text FROM buyer_types WHERE code = 'stockist') AS buyer`,
  );
  const { pusat, buyer } = ids.rows[0]!;
  const days =
    (Date.parse(`${o.to}T00:00:00Z`) - Date.parse(`${o.from}T00:00:00Z`)) / 86_400_000 + 1;
  const rule = await client.query<{ min: string; cashback: string }>(
    `SELECT min_order_luar_jawa::text AS min, cashback_luar_jawa::text AS cashback
     FROM office_categories WHERE id = 4`,
  );
  const min = BigInt(rule.rows[0]!.min);
  const cashback = BigInt(rule.rows[0]!.cashback);
  await client.query(
    `INSERT INTO offices (id, code, name, office_type, office_category_id, updated_at)
     SELECT gen_random_uuid(), $1 || '-' || lpad(g::text, 5, '0'), 'Uji Tutup ' || $1 || ' ' || g,
            'stockist', 4, now()
     FROM generate_series(1, $2::int) g`,
    [o.prefix, o.offices],
  );
  await client.query(`DROP TABLE IF EXISTS gen_offices`);
  await client.query(
    `CREATE TEMP TABLE gen_offices AS
     SELECT row_number() OVER (ORDER BY code) AS n, id FROM offices WHERE code LIKE $1 || '-%'`,
    [o.prefix],
  );
  // Orders: every office in turn, totals around the minimum order; one in 17 a draft and one in
  // 19 cancelled (neither counts), the rest released.
  await client.query(
    `INSERT INTO orders (id, code, order_type, status, origin_office_id, destination_office_id,
                         area_id, buyer_type_id, order_date, total_price, discount, final_price,
                         total_point, total_bonus, updated_at)
     SELECT gen_random_uuid(), $1 || '-O' || g, 'sale',
            (CASE WHEN $10::boolean THEN 'released' WHEN g % 17 = 0 THEN 'draft'
                  WHEN g % 19 = 0 THEN 'cancelled' ELSE 'released' END)::order_status,
            $2::uuid, go.id, 0, $3::uuid, $4::date + ((g * 7) % $6::int), t.total,
            d.discount, t.total - d.discount, t.total / 100000, t.total / 50000, now()
     FROM generate_series(1, $5::int) g
     JOIN gen_offices go ON go.n = 1 + (g % $7::int)
     CROSS JOIN LATERAL (SELECT ($8::bigint * (60 + (g * 13) % 60) / 100)::bigint AS total) t
     CROSS JOIN LATERAL (SELECT CASE WHEN t.total >= $8::bigint AND g % 3 <> 0
                                     THEN LEAST($9::bigint, t.total) ELSE 0 END AS discount) d`,
    [
      o.prefix,
      pusat,
      buyer,
      o.from,
      o.orders,
      days,
      o.offices,
      min.toString(),
      cashback.toString(),
      o.allReleased === true,
    ],
  );
  // Payments of the first orders by code: verified, one in 11 cancelled; paid_amount follows.
  await client.query(
    `INSERT INTO payments (id, code, order_id, office_id, amount, status, payment_date, updated_at)
     SELECT gen_random_uuid(), $1 || '-P' || substr(x.code, length($1) + 3), x.id,
            x.destination_office_id, x.final_price,
            (CASE WHEN x.n % 11 = 0 THEN 'cancelled' ELSE 'verified' END)::payment_status,
            x.order_date, now()
     FROM (SELECT id, code, destination_office_id, final_price, order_date,
                  row_number() OVER (ORDER BY code) AS n
           FROM orders WHERE code LIKE $1 || '-O%' AND status = 'released') x
     WHERE x.n <= $2::int`,
    [o.prefix, o.payments],
  );
  await client.query(
    `UPDATE orders x SET paid_amount = p.total, is_paid = p.total >= x.final_price
     FROM (SELECT order_id, sum(amount) AS total FROM payments
           WHERE code LIKE $1 || '-P%' AND status <> 'cancelled' GROUP BY order_id) p
     WHERE p.order_id = x.id`,
    [o.prefix],
  );
  // Stock: a warehouse for each of the first offices, the first products in each, ledger rows
  // inside the period and one after it (which the valuation at the period end leaves out).
  await client.query(
    `INSERT INTO warehouses (id, code, name, office_id, updated_at)
     SELECT gen_random_uuid(), $1 || '-W' || go.n, 'Gudang ' || $1 || ' ' || go.n, go.id, now()
     FROM gen_offices go WHERE go.n <= $2::int`,
    [o.prefix, o.warehouses],
  );
  await client.query(
    `INSERT INTO stocks (id, warehouse_id, product_id, quantity, updated_at)
     SELECT gen_random_uuid(), w.id, p.id, 0, now()
     FROM warehouses w
     CROSS JOIN (SELECT id FROM products WHERE deleted_at IS NULL ORDER BY code LIMIT $2::int) p
     WHERE w.code LIKE $1 || '-W%'`,
    [o.prefix, o.products],
  );
  await client.query(
    `INSERT INTO stock_trxes (id, stock_id, warehouse_id, product_id, type, quantity_change,
                              balance_after, source_type, created_at)
     SELECT gen_random_uuid(), s.id, s.warehouse_id, s.product_id,
            (CASE WHEN k.k = 1 THEN 'opening' ELSE 'adjustment' END)::stock_trx_type,
            k.change, 0, 'generated',
            CASE WHEN k.k = 3 THEN ($3::date + 1)::timestamp AT TIME ZONE 'Asia/Jakarta' + interval '2 hours'
                 ELSE ($2::date + k.k)::timestamp AT TIME ZONE 'Asia/Jakarta' + interval '9 hours' END
     FROM stocks s JOIN warehouses w ON w.id = s.warehouse_id AND w.code LIKE $1 || '-W%'
     CROSS JOIN LATERAL (VALUES
       (1, 50 + (abs(hashtext(substr(w.code, length($1) + 1) || s.product_id::text)) % 50)),
       (2, -(1 + abs(hashtext(s.product_id::text || substr(w.code, length($1) + 1))) % 19)),
       (3, 7)) k(k, change)`,
    [o.prefix, o.from, o.to],
  );
  await client.query(
    `UPDATE stock_trxes t SET balance_after = r.after
     FROM (SELECT t2.id, sum(t2.quantity_change) OVER (PARTITION BY t2.stock_id
                  ORDER BY t2.created_at, t2.id) AS after
           FROM stock_trxes t2 JOIN warehouses w ON w.id = t2.warehouse_id AND w.code LIKE $1 || '-W%') r
     WHERE r.id = t.id`,
    [o.prefix],
  );
  await client.query(
    `UPDATE stocks s SET quantity = q.total
     FROM (SELECT stock_id, sum(quantity_change)::int AS total FROM stock_trxes t
           JOIN warehouses w ON w.id = t.warehouse_id AND w.code LIKE $1 || '-W%' GROUP BY stock_id) q
     WHERE q.stock_id = s.id`,
    [o.prefix],
  );
}
