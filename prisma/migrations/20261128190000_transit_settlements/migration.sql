-- Goods in transit (issue 23 §2, docs/stock-movements.md "Goods in transit"): units of a movement
-- that were sent but not received stay in transit on the movement until the sender settles them
-- (returned to its stock, sent again as a susulan, lost on the road with an expedition claim) or
-- the receiver books them damaged into its damaged warehouse. Per line:
--   quantity (sent) = received_quantity + in transit + settled_quantity (= sum of settlements).

CREATE TYPE "transit_settlement_outcome" AS ENUM ('returned', 'susulan', 'lost', 'damaged');

ALTER TABLE "movement_details" ADD COLUMN "settled_quantity" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "movement_details" ADD CONSTRAINT "movement_details_settled_check"
  CHECK ("settled_quantity" >= 0 AND "received_quantity" + "settled_quantity" <= "quantity");

ALTER TABLE "stock_movements" ADD COLUMN "completed_at" TIMESTAMPTZ(3);

CREATE TABLE "movement_settlements" (
    "id" UUID NOT NULL,
    "stock_movement_id" UUID NOT NULL,
    "movement_detail_id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "outcome" "transit_settlement_outcome" NOT NULL,
    "quantity" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "claim_reference" VARCHAR(100),
    "expedition_id" UUID,
    "warehouse_id" UUID,
    "susulan_movement_id" UUID,
    "office_id" UUID,
    "user_id" UUID,
    "business_date" DATE NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "movement_settlements_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "movement_settlements_quantity_check" CHECK ("quantity" > 0),
    -- A loss names its claim; only a loss has none of the stock coming back.
    CONSTRAINT "movement_settlements_lost_check"
      CHECK (("outcome" = 'lost') = ("warehouse_id" IS NULL)
             AND ("outcome" <> 'lost' OR "claim_reference" IS NOT NULL))
);

CREATE INDEX "movement_settlements_stock_movement_id_created_at_idx"
  ON "movement_settlements"("stock_movement_id", "created_at");
CREATE INDEX "movement_settlements_movement_detail_id_idx" ON "movement_settlements"("movement_detail_id");
CREATE INDEX "movement_settlements_susulan_movement_id_idx" ON "movement_settlements"("susulan_movement_id");
CREATE INDEX "movement_settlements_warehouse_id_idx" ON "movement_settlements"("warehouse_id");

ALTER TABLE "movement_settlements" ADD CONSTRAINT "movement_settlements_stock_movement_id_fkey"
  FOREIGN KEY ("stock_movement_id") REFERENCES "stock_movements"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "movement_settlements" ADD CONSTRAINT "movement_settlements_movement_detail_id_fkey"
  FOREIGN KEY ("movement_detail_id") REFERENCES "movement_details"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "movement_settlements" ADD CONSTRAINT "movement_settlements_warehouse_id_fkey"
  FOREIGN KEY ("warehouse_id") REFERENCES "warehouses"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "movement_settlements" ADD CONSTRAINT "movement_settlements_susulan_movement_id_fkey"
  FOREIGN KEY ("susulan_movement_id") REFERENCES "stock_movements"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "movement_settlements" ADD CONSTRAINT "movement_settlements_product_id_fkey"
  FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "movement_settlements" ADD CONSTRAINT "movement_settlements_expedition_id_fkey"
  FOREIGN KEY ("expedition_id") REFERENCES "expeditions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "movement_settlements" ADD CONSTRAINT "movement_settlements_office_id_fkey"
  FOREIGN KEY ("office_id") REFERENCES "offices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "movement_settlements" ADD CONSTRAINT "movement_settlements_user_id_fkey"
  FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Movements received before this rule: the receive put the missing units back into the origin
-- (movement_reversal, source the movement) and created a susulan at once. That was, in effect,
-- a susulan settlement; record it as one so every movement satisfies
-- sent = received + in transit + settled and the ledger check can match the reversal rows.
INSERT INTO "movement_settlements" ("id", "stock_movement_id", "movement_detail_id", "product_id",
  "outcome", "quantity", "reason", "warehouse_id", "susulan_movement_id", "office_id",
  "business_date", "created_at")
SELECT gen_random_uuid(), m."id", d."id", d."product_id", 'susulan', d."quantity" - d."received_quantity",
       'Susulan otomatis (sebelum penyelesaian barang dalam perjalanan)', m."origin_warehouse_id",
       (SELECT s."id" FROM "stock_movements" s WHERE s."parent_movement_id" = m."id"
        ORDER BY s."created_at" LIMIT 1),
       m."origin_office_id", (COALESCE(m."received_at", m."updated_at") AT TIME ZONE 'Asia/Jakarta')::date,
       COALESCE(m."received_at", m."updated_at")
FROM "stock_movements" m JOIN "movement_details" d ON d."stock_movement_id" = m."id"
WHERE m."status" = 'partially_received' AND d."received_quantity" < d."quantity"
  AND m."origin_warehouse_id" IS NOT NULL;

UPDATE "movement_details" d SET "settled_quantity" = d."quantity" - d."received_quantity"
FROM "stock_movements" m
WHERE m."id" = d."stock_movement_id" AND m."status" = 'partially_received'
  AND m."origin_warehouse_id" IS NOT NULL;

UPDATE "stock_movements" SET "completed_at" = COALESCE("received_at", "updated_at")
WHERE "status" = 'received'
   OR ("status" = 'partially_received' AND "origin_warehouse_id" IS NOT NULL);

