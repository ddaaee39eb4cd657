-- Order bundles (SC/KP/stockist sales reports) and payment bundles (docs/money.md "Order and
-- payment bundles"). A bundle reports one kind of its office's sales: `sales` (faktur, order
-- barang, member sales) or `restock` (restocks it sold).
ALTER TABLE "order_bundles" ADD COLUMN "kind" VARCHAR(16) NOT NULL DEFAULT 'sales';
ALTER TABLE "order_bundles" ADD CONSTRAINT "order_bundles_kind_check" CHECK ("kind" IN ('sales', 'restock'));
ALTER TABLE "order_bundles" ADD CONSTRAINT "order_bundles_money_check"
  CHECK ("total_price" >= 0 AND "paid_amount" >= 0);

-- Codes LP-YYYYMM-NNNNNN (order bundles) and PB-YYYYMM-NNNNNN (payment bundles).
CREATE SEQUENCE IF NOT EXISTS "order_bundle_code_seq";
CREATE SEQUENCE IF NOT EXISTS "payment_bundle_code_seq";

-- The office's own list with its state filters, newest first.
CREATE INDEX "order_bundles_office_id_kind_created_at_idx" ON "order_bundles" ("office_id", "kind", "created_at");
CREATE INDEX "order_bundles_is_submitted_is_validated_is_paid_created_at_idx"
  ON "order_bundles" ("is_submitted", "is_validated", "is_paid", "created_at");
-- The Kasir's queue of payment bundles waiting for verification.
CREATE INDEX "payment_bundles_is_verified_created_at_idx" ON "payment_bundles" ("is_verified", "created_at");
-- The orders a new report may take: the office's unbundled sales of a period.
CREATE INDEX "orders_bundle_candidates_idx" ON "orders" ("origin_office_id", "period_id")
  WHERE "order_bundle_id" IS NULL AND "deleted_at" IS NULL;
