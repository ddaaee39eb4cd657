-- Sales reports (docs/orders.md "Reports and exports", server/orders/reports.ts): an office's
-- orders over a date range (the office is origin OR destination: a BitmapOr of the two indexes,
-- each reading only the office's rows of those days). Pusat's reports over every office use
-- orders_order_date_idx. The order lines of those orders come through order_details_order_id_idx.
CREATE INDEX "orders_origin_office_id_order_date_idx" ON "orders"("origin_office_id", "order_date");
CREATE INDEX "orders_destination_office_id_order_date_idx" ON "orders"("destination_office_id", "order_date");
