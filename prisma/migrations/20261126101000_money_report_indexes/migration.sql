-- Hand-written (docs/money.md "Reports", bench/results/money.md): covering partial indexes for the
-- money reports that read a whole date range (Laporan Harian, Laporan Keuangan per Stockist).
-- Each holds only the rows the reports count, with every column they read, so a range is an
-- index-only scan in date order instead of a heap visit per payment, method line or order.
-- Prisma does not model partial or INCLUDE indexes (docs/data-model.md), so they live here only.

-- Payments counted by the reports (not deleted, not cancelled), by payment date.
CREATE INDEX IF NOT EXISTS "payments_counted_date_idx" ON "payments" ("payment_date")
  INCLUDE ("id", "office_id", "amount", "order_id")
  WHERE "deleted_at" IS NULL AND "status" <> 'cancelled';

-- Live payment method lines of a payment, with what the daily report groups and sums.
CREATE INDEX IF NOT EXISTS "payment_methods_live_payment_idx" ON "payment_methods" ("payment_id")
  INCLUDE ("payment_method_type_id", "office_bank_id", "amount")
  WHERE "deleted_at" IS NULL;

-- Orders counted by the reports (not deleted, validated or released), by order date.
CREATE INDEX IF NOT EXISTS "orders_counted_date_idx" ON "orders" ("order_date")
  INCLUDE ("destination_office_id", "final_price", "paid_amount")
  WHERE "deleted_at" IS NULL AND "status" IN ('validated', 'released');
