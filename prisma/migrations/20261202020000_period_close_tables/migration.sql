-- The accounting close's own tables (docs/period-close.md): office totals per period and the
-- stock valuation at the period end. Both are written only by the close steps, keyed so that a
-- repeated batch after a crash is a no-op (ON CONFLICT DO NOTHING on the unique keys).

-- CreateTable
CREATE TABLE "period_office_totals" (
    "id" UUID NOT NULL,
    "period_id" UUID NOT NULL,
    "office_id" UUID NOT NULL,
    "sales_count" INTEGER NOT NULL DEFAULT 0,
    "sales_amount" BIGINT NOT NULL DEFAULT 0,
    "sales_point" BIGINT NOT NULL DEFAULT 0,
    "sales_paid_amount" BIGINT NOT NULL DEFAULT 0,
    "purchase_count" INTEGER NOT NULL DEFAULT 0,
    "purchase_amount" BIGINT NOT NULL DEFAULT 0,
    "purchase_discount" BIGINT NOT NULL DEFAULT 0,
    "return_count" INTEGER NOT NULL DEFAULT 0,
    "return_amount" BIGINT NOT NULL DEFAULT 0,
    "payment_count" INTEGER NOT NULL DEFAULT 0,
    "payment_amount" BIGINT NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "period_office_totals_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stock_valuations" (
    "id" UUID NOT NULL,
    "period_id" UUID NOT NULL,
    "warehouse_id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "quantity" INTEGER NOT NULL,
    "unit_cost" BIGINT NOT NULL,
    "value" BIGINT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stock_valuations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "period_office_totals_period_id_office_id_key" ON "period_office_totals"("period_id", "office_id");
CREATE INDEX "period_office_totals_office_id_idx" ON "period_office_totals"("office_id");
CREATE UNIQUE INDEX "stock_valuations_period_id_warehouse_id_product_id_key" ON "stock_valuations"("period_id", "warehouse_id", "product_id");
CREATE INDEX "stock_valuations_warehouse_id_idx" ON "stock_valuations"("warehouse_id");
CREATE INDEX "stock_valuations_product_id_idx" ON "stock_valuations"("product_id");

-- AddForeignKey
ALTER TABLE "period_office_totals" ADD CONSTRAINT "period_office_totals_period_id_fkey" FOREIGN KEY ("period_id") REFERENCES "periods"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "period_office_totals" ADD CONSTRAINT "period_office_totals_office_id_fkey" FOREIGN KEY ("office_id") REFERENCES "offices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "stock_valuations" ADD CONSTRAINT "stock_valuations_period_id_fkey" FOREIGN KEY ("period_id") REFERENCES "periods"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "stock_valuations" ADD CONSTRAINT "stock_valuations_warehouse_id_fkey" FOREIGN KEY ("warehouse_id") REFERENCES "warehouses"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "stock_valuations" ADD CONSTRAINT "stock_valuations_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
