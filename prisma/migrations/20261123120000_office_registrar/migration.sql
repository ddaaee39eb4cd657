-- The office that registered a member, explicit. Until now it was inferred from the creating
-- user's current office (wrong once a user moves) or, for imported rows, from `referred_by`,
-- which createMember uses for the upline's code.
ALTER TABLE "offices" ADD COLUMN "registrar_office_id" UUID;

CREATE INDEX "offices_registrar_office_id_idx" ON "offices"("registrar_office_id");

ALTER TABLE "offices" ADD CONSTRAINT "offices_registrar_office_id_fkey" FOREIGN KEY ("registrar_office_id") REFERENCES "offices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Members registered through createMember: the creating user's office.
UPDATE "offices" AS m
SET "registrar_office_id" = u."office_id"
FROM "users" AS u
WHERE m."created_by_id" = u."id"
  AND m."office_category_id" = 5
  AND u."office_id" IS NOT NULL;

-- Imported members without a creating user: `referred_by` held the registering branch's code.
UPDATE "offices" AS m
SET "registrar_office_id" = r."id"
FROM "offices" AS r
WHERE m."registrar_office_id" IS NULL
  AND m."created_by_id" IS NULL
  AND m."office_category_id" = 5
  AND m."referred_by" = r."code"
  AND r."office_category_id" IN (2, 3, 4);
