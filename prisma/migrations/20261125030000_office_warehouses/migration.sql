-- Backfill the warehouses every stock-holding office needs (server/offices/ensure-office-warehouses.ts,
-- the one mechanism for new offices): Pusat main + retur + damaged, Kantor Pelayanan, Stockist
-- Center, Stockist and Supplier main; members none. A type the office already has is kept.
INSERT INTO "warehouses" ("id", "code", "name", "office_id", "type", "is_active", "created_at", "updated_at")
SELECT gen_random_uuid(),
       'GD-' || o."code" || CASE t."type" WHEN 'retur' THEN '-RETUR' WHEN 'damaged' THEN '-RUSAK' ELSE '' END,
       LEFT(CASE t."type" WHEN 'retur' THEN 'Gudang Retur ' WHEN 'damaged' THEN 'Gudang Rusak ' ELSE 'Gudang ' END || o."name", 255),
       o."id",
       t."type"::"warehouse_type",
       true,
       now(),
       now()
FROM "offices" o
JOIN (VALUES (1, 'main'), (1, 'retur'), (1, 'damaged'), (2, 'main'), (3, 'main'), (4, 'main'), (6, 'main'))
  AS t("category", "type") ON t."category" = o."office_category_id"
WHERE o."deleted_at" IS NULL
  AND NOT EXISTS (
    SELECT 1 FROM "warehouses" w
    WHERE w."office_id" = o."id" AND w."type" = t."type"::"warehouse_type" AND w."deleted_at" IS NULL
  )
ON CONFLICT ("code") DO NOTHING;
