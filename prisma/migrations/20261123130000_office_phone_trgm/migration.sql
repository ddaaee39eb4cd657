-- offices filter[search] matches code, name and phone with ILIKE '%...%'. Code and name had
-- trigram indexes, phone not, so the OR fell back to a sequential scan of every office (109 ms
-- over 50 000 members; 14 ms with this index, bench/results/jsonapi.md).
CREATE INDEX "offices_phone_trgm_idx" ON "offices" USING GIN ("phone" gin_trgm_ops);
