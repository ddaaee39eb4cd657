-- Issue 9 §2. Office codes are the login of an office and are looked up without regard to case,
-- so two offices may not differ only in case ('pusat' beside 'PUSAT'): a unique index on
-- lower(code). Fails loudly if existing data already holds such a pair (rename one first).
CREATE UNIQUE INDEX "offices_code_lower_key" ON "offices" (lower("code"));

-- Member numbers (MU-0000001 ...) come from this sequence, not from the highest code + 1, so no
-- edit of an office code can move or exhaust them. It starts after the highest number in use.
CREATE SEQUENCE "member_code_seq" AS integer MINVALUE 1 MAXVALUE 9999999 NO CYCLE;
SELECT setval(
  '"member_code_seq"',
  GREATEST(coalesce((SELECT max(substring("code" FROM 4)::integer)
                       FROM "offices" WHERE "code" ~ '^MU-[0-9]{7}$'), 0), 1),
  coalesce((SELECT max(substring("code" FROM 4)::integer)
              FROM "offices" WHERE "code" ~ '^MU-[0-9]{7}$'), 0) > 0
);
