-- Issue 27, the Bonus area's remaining flags (docs/cash-bills.md "PBS", docs/commission.md
-- "ND and NE"):
-- 1. PBS is a property of the office, not of one of its users: offices.is_pbs_activated, true
--    for every office that had a PBS-activated user; users.is_pbs_activated goes (the session
--    user's flag is read from the office).
-- 2. The Nomor Distributor (ND) of a member: offices.nd_number (unique), the member period that
--    gave it and when; member_nd_runs keeps one row per run of 'Generate Mitra Usaha ND'.

ALTER TABLE "offices" ADD COLUMN "is_pbs_activated" BOOLEAN NOT NULL DEFAULT false;
UPDATE "offices" o SET "is_pbs_activated" = true
 WHERE EXISTS (SELECT 1 FROM "users" u WHERE u."office_id" = o."id" AND u."is_pbs_activated");
ALTER TABLE "users" DROP COLUMN "is_pbs_activated";

ALTER TABLE "offices" ADD COLUMN "nd_number" VARCHAR(20);
ALTER TABLE "offices" ADD COLUMN "nd_member_period_id" UUID;
ALTER TABLE "offices" ADD COLUMN "nd_assigned_at" TIMESTAMPTZ(3);
CREATE UNIQUE INDEX "offices_nd_number_key" ON "offices"("nd_number");
CREATE INDEX "offices_nd_member_period_id_idx" ON "offices"("nd_member_period_id");
ALTER TABLE "offices" ADD CONSTRAINT "offices_nd_member_period_id_fkey"
  FOREIGN KEY ("nd_member_period_id") REFERENCES "member_periods"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
-- An ND always comes with the period that gave it, and reads 'ND-' and at least seven digits
-- (the next one is the highest number + 1, server/commission/generate-nd.ts).
ALTER TABLE "offices" ADD CONSTRAINT "offices_nd_period_check"
  CHECK (("nd_number" IS NULL) = ("nd_member_period_id" IS NULL));
ALTER TABLE "offices" ADD CONSTRAINT "offices_nd_number_format_check"
  CHECK ("nd_number" ~ '^ND-[0-9]{7,}$');

CREATE TABLE "member_nd_runs" (
    "id" UUID NOT NULL,
    "member_period_id" UUID NOT NULL,
    "user_id" UUID,
    "assigned_count" INTEGER NOT NULL,
    "first_nd" VARCHAR(20),
    "last_nd" VARCHAR(20),
    "note" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "member_nd_runs_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "member_nd_runs_count_check" CHECK ("assigned_count" >= 0)
);
CREATE INDEX "member_nd_runs_member_period_id_created_at_idx" ON "member_nd_runs"("member_period_id", "created_at");
CREATE INDEX "member_nd_runs_created_at_idx" ON "member_nd_runs"("created_at");
ALTER TABLE "member_nd_runs" ADD CONSTRAINT "member_nd_runs_member_period_id_fkey"
  FOREIGN KEY ("member_period_id") REFERENCES "member_periods"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "member_nd_runs" ADD CONSTRAINT "member_nd_runs_user_id_fkey"
  FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
