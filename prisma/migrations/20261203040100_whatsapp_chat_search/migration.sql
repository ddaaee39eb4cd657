-- The inbox's search (filter[search] on whatsapp-chats: name, phone, office code, office name)
-- over one indexed column. Searching the office's columns through a join made every search two
-- sequential scans of offices and a hash join of every open conversation (p99 ~700 ms over
-- 20,000 conversations and 100,000 offices: bench/results/customer-service.md); the text kept
-- here by triggers is matched by a trigram index instead.
ALTER TABLE "whatsapp_chats" ADD COLUMN "search_text" TEXT;

CREATE FUNCTION whatsapp_chat_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := concat_ws(' ', NEW.name, NEW.phone,
    (SELECT concat_ws(' ', o.code, o.name) FROM offices o WHERE o.id = NEW.office_id));
  RETURN NEW;
END $$;

CREATE TRIGGER whatsapp_chats_search_text
  BEFORE INSERT OR UPDATE OF name, phone, office_id ON "whatsapp_chats"
  FOR EACH ROW EXECUTE FUNCTION whatsapp_chat_search_text();

-- An office renamed (or recoded): its conversations' search text follows.
CREATE FUNCTION office_chats_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE whatsapp_chats SET office_id = office_id WHERE office_id = NEW.id;
  RETURN NULL;
END $$;

CREATE TRIGGER offices_chats_search_text
  AFTER UPDATE OF code, name ON "offices"
  FOR EACH ROW WHEN (OLD.code IS DISTINCT FROM NEW.code OR OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION office_chats_search_text();

UPDATE "whatsapp_chats" SET office_id = office_id;

CREATE INDEX "whatsapp_chats_search_trgm_idx" ON "whatsapp_chats" USING GIN ("search_text" gin_trgm_ops);
