-- Orders (docs/orders.md): the states after validation (released = paid or acc-paid, goods may
-- leave; warehouse_rejected = the origin warehouse refused with cancel_warehouse_description),
-- order codes from a sequence (concurrent creations never compute the same number), the
-- per-period product limit, and the index the per-period limit sums over.
ALTER TYPE "order_status" ADD VALUE IF NOT EXISTS 'released';
ALTER TYPE "order_status" ADD VALUE IF NOT EXISTS 'warehouse_rejected';

CREATE SEQUENCE IF NOT EXISTS "order_code_seq";

ALTER TABLE "product_limits" ADD COLUMN "period_max_quantity" INTEGER;
ALTER TABLE "product_limits" ADD CONSTRAINT "product_limits_period_max_quantity_check"
  CHECK ("period_max_quantity" IS NULL OR "period_max_quantity" >= 0);

CREATE INDEX "orders_destination_office_id_period_id_idx" ON "orders"("destination_office_id", "period_id");

-- Totals are the server's: the final price always follows from its parts.
ALTER TABLE "orders" ADD CONSTRAINT "orders_final_price_check"
  CHECK ("final_price" = "total_price" - "discount" + "shipping_cost");
