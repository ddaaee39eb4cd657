-- Purchasing (docs/purchasing.md): a cancelled purchase order keeps its reason, and document
-- codes (PO-YYYYMM-NNNNN, IG-YYYYMM-NNNNN) come from sequences, so concurrent creations never
-- compute the same number.
ALTER TABLE "purchase_orders" ADD COLUMN "cancel_reason" TEXT;

CREATE SEQUENCE IF NOT EXISTS "purchase_order_code_seq";
CREATE SEQUENCE IF NOT EXISTS "incoming_good_code_seq";
