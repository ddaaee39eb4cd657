-- Cash bills, point additions and PBS (docs/cash-bills.md).
--
-- The PBS sales report (laporan penjualan PBS) is an order bundle of kind 'pbs'.
ALTER TABLE "order_bundles" DROP CONSTRAINT "order_bundles_kind_check";
ALTER TABLE "order_bundles" ADD CONSTRAINT "order_bundles_kind_check"
  CHECK ("kind" IN ('sales', 'restock', 'pbs'));

-- The Cash Bill and Bonus lists read one kind of live orders of every office in the default sort
-- (-created_at, id) over a million orders: a partial index in that order per kind, so page 1 and
-- the bounded count stop early (as orders_live_created_at_idx does for all kinds).
CREATE INDEX IF NOT EXISTS "orders_live_type_created_at_idx"
  ON "orders" ("order_type", "created_at" DESC, "id") WHERE "deleted_at" IS NULL;

-- A member's orders of a member period (its points, its cash bills of the month): the member is
-- the destination.
CREATE INDEX IF NOT EXISTS "orders_destination_member_period_idx"
  ON "orders" ("destination_office_id", "member_period_id") WHERE "deleted_at" IS NULL;
