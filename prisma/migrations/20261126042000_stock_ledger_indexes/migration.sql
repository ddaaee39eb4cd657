-- Stock ledger indexes for lists over a million rows (issue 11 §5, bench/results/stock.md).
-- Net one index more per ledger INSERT; a bulk insert of 100k ledger rows measured no difference
-- with and without the type index (noise larger than the cost).

-- The newest row of a stock before a time (global report for a past day, ledger check, ledger
-- page newest first): (stock_id, created_at, id) serves ORDER BY created_at DESC, id DESC with
-- no sort step, one index probe per stock. Replaces (stock_id, created_at).
DROP INDEX IF EXISTS "stock_trxes_stock_id_created_at_idx";
CREATE INDEX "stock_trxes_stock_id_created_at_id_idx" ON "stock_trxes"("stock_id", "created_at", "id");

-- filter[warehouse_id] newest first: a warehouse's rows in time order. The old
-- (warehouse_id, product_id, created_at) served only warehouse+product, which stock_id (one stock
-- per warehouse and product) already serves.
DROP INDEX IF EXISTS "stock_trxes_warehouse_id_product_id_created_at_idx";
CREATE INDEX "stock_trxes_warehouse_id_created_at_idx" ON "stock_trxes"("warehouse_id", "created_at");

-- filter[trx_type] newest first: a rare type no longer scans the whole created_at index.
CREATE INDEX "stock_trxes_type_created_at_idx" ON "stock_trxes"("type", "created_at");
