-- Disputes (docs/money.md "Disputes"): the kind of a dispute, who resolved it, and which office
-- uploaded an image (an image uploaded before its dispute exists may be attached only by that
-- office). Dispute codes DSP-YYYYMM-NNNNNN from one sequence.
CREATE TYPE "dispute_kind" AS ENUM ('wrong_amount', 'goods_missing');
ALTER TABLE "disputes" ADD COLUMN "kind" "dispute_kind" NOT NULL DEFAULT 'wrong_amount';
ALTER TABLE "disputes" ADD COLUMN "resolved_by_id" UUID;
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_resolved_by_id_fkey" FOREIGN KEY ("resolved_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
-- The Pusat list: open disputes first, newest first.
DROP INDEX IF EXISTS "disputes_status_idx";
CREATE INDEX "disputes_status_created_at_idx" ON "disputes"("status", "created_at");

ALTER TABLE "dispute_images" ADD COLUMN "office_id" UUID;
ALTER TABLE "dispute_images" ADD COLUMN "uploaded_by_id" UUID;
ALTER TABLE "dispute_images" ADD CONSTRAINT "dispute_images_uploaded_by_id_fkey" FOREIGN KEY ("uploaded_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
CREATE INDEX "dispute_images_office_id_created_at_idx" ON "dispute_images"("office_id", "created_at");

CREATE SEQUENCE IF NOT EXISTS "dispute_code_seq";

-- Money reports (docs/money.md "Reports", bench/results/money.md): the per-office reports sum
-- one office's orders (as buyer or seller) and payments of a date range per row.
-- (The orders of an office by date come from 20261126070000_order_report_indexes.)
CREATE INDEX "payments_office_id_payment_date_idx" ON "payments"("office_id", "payment_date");
