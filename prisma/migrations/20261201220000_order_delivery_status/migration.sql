-- Issue 23: a document's status follows its goods to the end (docs/orders.md "Delivery
-- status"). An order keeps its commercial state (`status`: validated, released, ...) and gets
-- `delivery_status`, written by followDocumentDelivery (server/stock/movements) in the
-- transaction of every send, receipt and settlement of its movements:
--   pending -> sent -> partially_received -> completed
-- completed = every ordered unit received or written off (lost / damaged). A purchase order's
-- own state gains `sent` (the next migration: a new enum value is usable only after commit).
CREATE TYPE "order_delivery_status" AS ENUM ('pending', 'sent', 'partially_received', 'completed');

ALTER TABLE "orders"
  ADD COLUMN "delivery_status" "order_delivery_status" NOT NULL DEFAULT 'pending',
  ADD COLUMN "delivery_completed_at" TIMESTAMPTZ(3);

ALTER TYPE "purchase_order_status" ADD VALUE IF NOT EXISTS 'sent' BEFORE 'partially_received';

-- Backfill: the same rule as deliveryStateOf, over the shipments that exist. Per product:
-- received (movement lines) + written off (lost / damaged settlements) against the ordered
-- quantity; shipments cancelled or deleted do not count.
WITH live AS (
  SELECT m.id, m.order_id, m.status
  FROM stock_movements m
  WHERE m.order_id IS NOT NULL AND m.deleted_at IS NULL AND m.status <> 'cancelled'
),
got AS (
  SELECT l.order_id, md.product_id, SUM(md.received_quantity)::bigint AS received
  FROM live l JOIN movement_details md ON md.stock_movement_id = l.id
  GROUP BY l.order_id, md.product_id
),
off AS (
  SELECT l.order_id, s.product_id, SUM(s.quantity)::bigint AS written_off
  FROM live l JOIN movement_settlements s ON s.stock_movement_id = l.id
  WHERE s.outcome IN ('lost', 'damaged')
  GROUP BY l.order_id, s.product_id
),
per_product AS (
  SELECT d.order_id, d.product_id, SUM(d.quantity)::bigint AS ordered
  FROM order_details d
  WHERE d.order_id IN (SELECT order_id FROM live)
  GROUP BY d.order_id, d.product_id
),
state AS (
  SELECT p.order_id,
    CASE
      WHEN bool_and(COALESCE(g.received, 0) + COALESCE(o.written_off, 0) >= p.ordered) THEN 'completed'
      WHEN SUM(COALESCE(g.received, 0) + COALESCE(o.written_off, 0)) > 0 THEN 'partially_received'
      WHEN EXISTS (SELECT 1 FROM live l WHERE l.order_id = p.order_id
                   AND l.status IN ('sent', 'partially_received', 'received')) THEN 'sent'
      ELSE 'pending'
    END AS delivery
  FROM per_product p
  LEFT JOIN got g ON g.order_id = p.order_id AND g.product_id = p.product_id
  LEFT JOIN off o ON o.order_id = p.order_id AND o.product_id = p.product_id
  GROUP BY p.order_id
),
changed AS (
  UPDATE orders o
  SET delivery_status = s.delivery::"order_delivery_status",
      delivery_completed_at = CASE WHEN s.delivery = 'completed' THEN now() END
  FROM state s
  WHERE o.id = s.order_id AND s.delivery <> 'pending'
  RETURNING o.id, o.status, s.delivery
)
INSERT INTO document_status_histories (id, document_type, document_id, from_status, to_status, action, note, created_at)
SELECT gen_random_uuid(), 'orders', c.id, c.status::text, c.delivery, 'delivery',
       'Status pengiriman dihitung dari pengiriman yang ada (migrasi)', now()
FROM changed c;
