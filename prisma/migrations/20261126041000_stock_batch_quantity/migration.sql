-- stocks.batch_quantity: how much of the stock its batches hold (the sum of the warehouse's
-- batches of the product), kept by postStock on the stocks row itself. An unbatched decrement's
-- guard ("may not take goods the batches hold") becomes part of its one conditional UPDATE
-- (quantity - n >= batch_quantity), checked on the locked row version, so a posting needs no
-- batch sum query after the lock (issue 11 §5). The CHECK makes "batches stay within the stock"
-- a database rule.
ALTER TABLE "stocks" ADD COLUMN "batch_quantity" INTEGER NOT NULL DEFAULT 0;

UPDATE "stocks" s SET "batch_quantity" = b.total
FROM (SELECT warehouse_id, product_id, SUM(quantity)::integer AS total
      FROM "batches" GROUP BY warehouse_id, product_id) b
WHERE b.warehouse_id = s.warehouse_id AND b.product_id = s.product_id AND b.total <> 0;

ALTER TABLE "stocks" ADD CONSTRAINT "stocks_batch_quantity_check"
  CHECK ("batch_quantity" >= 0 AND "batch_quantity" <= "quantity");
