-- The orders list over a million orders (bench/results/orders.md). filter[search] matches the
-- order code, the origin code and the buyer's code and name with ILIKE '%...%'. Only trigram
-- indexes serve that, and a match through the buyer relation (a subquery in an OR) made every
-- search read every order. So the buyer's "<code> <name>" is kept on the order itself
-- (buyer_search, trigram-indexed): set from the office when an order is written or changes
-- buyer, and rewritten when an office's code or name changes. The application never writes it.
CREATE INDEX IF NOT EXISTS "orders_code_trgm_idx" ON "orders" USING GIN ("code" gin_trgm_ops);
CREATE INDEX IF NOT EXISTS "orders_origin_code_trgm_idx" ON "orders" USING GIN ("origin_code" gin_trgm_ops);

ALTER TABLE "orders" ADD COLUMN "buyer_search" TEXT;

CREATE FUNCTION "orders_set_buyer_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT f.code || ' ' || f.name INTO NEW.buyer_search FROM offices f WHERE f.id = NEW.destination_office_id;
  RETURN NEW;
END
$$;

CREATE TRIGGER "orders_buyer_search" BEFORE INSERT OR UPDATE OF "destination_office_id" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "orders_set_buyer_search"();

CREATE FUNCTION "offices_renew_order_buyer_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders SET buyer_search = NEW.code || ' ' || NEW.name WHERE destination_office_id = NEW.id;
  RETURN NULL;
END
$$;

CREATE TRIGGER "offices_order_buyer_search" AFTER UPDATE OF "code", "name" ON "offices"
  FOR EACH ROW WHEN (OLD.code IS DISTINCT FROM NEW.code OR OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION "offices_renew_order_buyer_search"();

UPDATE "orders" o SET "buyer_search" = f.code || ' ' || f.name FROM "offices" f WHERE f.id = o.destination_office_id;

CREATE INDEX "orders_buyer_search_trgm_idx" ON "orders" USING GIN ("buyer_search" gin_trgm_ops);
