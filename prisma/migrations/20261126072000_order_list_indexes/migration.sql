-- The orders list over a million orders (bench/results/orders.md): filter[search] matches the
-- order code and origin code with ILIKE '%...%', which only a trigram index serves (without
-- them every search read every order).
CREATE INDEX IF NOT EXISTS "orders_code_trgm_idx" ON "orders" USING GIN ("code" gin_trgm_ops);
CREATE INDEX IF NOT EXISTS "orders_origin_code_trgm_idx" ON "orders" USING GIN ("origin_code" gin_trgm_ops);
