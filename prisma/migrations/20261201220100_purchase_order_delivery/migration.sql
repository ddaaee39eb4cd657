-- Issue 23 (after 20261201220000_order_delivery_status, which adds the value `sent`): a
-- purchase order's state follows its shipments to the end, as an order's delivery status does
-- (docs/purchasing.md "States"): `sent` while a shipment is on its way and nothing arrived, and
-- `received` once every ordered unit arrived or was written off (lost / damaged). Before, a
-- lost remainder kept the order `partially_received` for ever.
WITH live AS (
  SELECT m.id, m.purchase_order_id, m.status
  FROM stock_movements m
  WHERE m.purchase_order_id IS NOT NULL AND m.deleted_at IS NULL AND m.status <> 'cancelled'
),
off AS (
  SELECT l.purchase_order_id, s.product_id, SUM(s.quantity)::bigint AS written_off
  FROM live l JOIN movement_settlements s ON s.stock_movement_id = l.id
  WHERE s.outcome IN ('lost', 'damaged')
  GROUP BY l.purchase_order_id, s.product_id
),
state AS (
  SELECT d.purchase_order_id,
    CASE
      WHEN bool_and(d.received_quantity + COALESCE(o.written_off, 0) >= d.quantity) THEN 'received'
      WHEN SUM(d.received_quantity + COALESCE(o.written_off, 0)) > 0 THEN 'partially_received'
      WHEN EXISTS (SELECT 1 FROM live l WHERE l.purchase_order_id = d.purchase_order_id
                   AND l.status IN ('sent', 'partially_received', 'received')) THEN 'sent'
      ELSE NULL
    END AS target
  FROM purchase_order_details d
  LEFT JOIN off o ON o.purchase_order_id = d.purchase_order_id AND o.product_id = d.product_id
  WHERE d.purchase_order_id IN (SELECT purchase_order_id FROM live)
  GROUP BY d.purchase_order_id
),
changed AS (
  UPDATE purchase_orders po
  SET status = s.target::"purchase_order_status",
      received_at = CASE WHEN s.target = 'received' THEN COALESCE(po.received_at, now()) ELSE po.received_at END
  FROM state s, purchase_orders before
  WHERE po.id = s.purchase_order_id AND before.id = po.id
    AND s.target IS NOT NULL AND s.target <> po.status::text
    AND po.status IN ('submitted', 'processing', 'partially_received')
  RETURNING po.id, before.status AS from_status, s.target
)
INSERT INTO document_status_histories (id, document_type, document_id, from_status, to_status, action, note, created_at)
SELECT gen_random_uuid(), 'purchase-orders', c.id, c.from_status::text, c.target, 'delivery',
       'Status dihitung dari pengiriman yang ada (migrasi)', now()
FROM changed c;
