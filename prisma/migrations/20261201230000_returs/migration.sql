-- Returns (issue 25, docs/returns.md): a retur's goods travel as a stock movement of the ONE
-- shipment lifecycle (stock_movements.retur_id), so the separate retur_shipments table (never
-- written) goes. A retur gets its kind, delivery method, the times of its steps, the default
-- price of each line and the balance_trxes row of its credit: at most one credit per retur
-- (UNIQUE balance_trx_id, and a partial unique index on the ledger side).

DROP TABLE "retur_shipments";
DROP TYPE "retur_shipment_status";

CREATE TYPE "retur_kind" AS ENUM ('stockist', 'stockist_center', 'kantor_pelayanan', 'supplier');

ALTER TABLE "returs" ADD COLUMN "kind" "retur_kind" NOT NULL DEFAULT 'stockist';
ALTER TABLE "returs" ALTER COLUMN "kind" DROP DEFAULT;
ALTER TABLE "returs" ADD COLUMN "delivery_method" "delivery_method" NOT NULL DEFAULT 'dikirim';
ALTER TABLE "returs" ADD COLUMN "shipped_at" TIMESTAMPTZ(3);
ALTER TABLE "returs" ADD COLUMN "received_at" TIMESTAMPTZ(3);
ALTER TABLE "returs" ADD COLUMN "balance_trx_id" UUID;
ALTER TABLE "returs" ADD CONSTRAINT "returs_total_quantity_check" CHECK ("total_quantity" >= 0);
CREATE UNIQUE INDEX "returs_balance_trx_id_key" ON "returs"("balance_trx_id");
CREATE INDEX "returs_kind_created_at_idx" ON "returs"("kind", "created_at");
ALTER TABLE "returs" ADD CONSTRAINT "returs_balance_trx_id_fkey"
  FOREIGN KEY ("balance_trx_id") REFERENCES "balance_trxes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "retur_details" ADD COLUMN "default_price" BIGINT NOT NULL DEFAULT 0;
ALTER TABLE "retur_details" ADD CONSTRAINT "retur_details_default_price_check" CHECK ("default_price" >= 0);
DROP INDEX "retur_details_retur_id_idx";
CREATE UNIQUE INDEX "retur_details_retur_id_product_id_key" ON "retur_details"("retur_id", "product_id");

-- One credit per retur on the ledger side too: a second posting for the same retur fails.
CREATE UNIQUE INDEX "balance_trxes_retur_credit_once"
  ON "balance_trxes"("source_id") WHERE "type" = 'retur_credit' AND "source_type" = 'returs';

ALTER TABLE "stock_movements" ADD COLUMN "retur_id" UUID;
CREATE INDEX "stock_movements_retur_id_idx" ON "stock_movements"("retur_id");
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_retur_id_fkey"
  FOREIGN KEY ("retur_id") REFERENCES "returs"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
