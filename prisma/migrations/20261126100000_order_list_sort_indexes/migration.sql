-- The orders list over a million orders (docs/orders.md "Lists over a million orders",
-- bench/results/orders.md). Every list reads live orders (deleted_at IS NULL) in the order of its
-- sort, the page and its bounded count (at most 10,001 entries, ORDER_LIST_CAP) alike; these
-- partial indexes hold exactly those rows in that order, so page 1 and the count are index scans
-- that stop early (the count index-only), with no sort of the matches:
-- the default sort (-created_at, then id), a state filter with it, and sort=-final_price.
CREATE INDEX IF NOT EXISTS "orders_live_created_at_idx"
  ON "orders" ("created_at" DESC, "id") WHERE "deleted_at" IS NULL;
CREATE INDEX IF NOT EXISTS "orders_live_status_created_at_idx"
  ON "orders" ("status", "created_at" DESC, "id") WHERE "deleted_at" IS NULL;
CREATE INDEX IF NOT EXISTS "orders_live_final_price_idx"
  ON "orders" ("final_price" DESC, "id") WHERE "deleted_at" IS NULL;
