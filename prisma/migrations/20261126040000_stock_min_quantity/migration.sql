-- Low-stock threshold per warehouse and product (PATCH stocks/{id}, docs/stock.md): a non-ledger
-- field; the quantity itself changes only through postStock.
ALTER TABLE "stocks" ADD COLUMN "min_quantity" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_min_quantity_check" CHECK ("min_quantity" >= 0);
