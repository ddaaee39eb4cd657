-- The members' commission (issue 27 §2, docs/commission.md): plan versions, the lines of each
-- member's commission, and the columns office_commissions gains (the plan version, group points,
-- qualification, the amount before the cap, how it was paid and its saldo credit). A commission
-- is credited to saldo at most once: UNIQUE balance_trx_id here, and a partial unique index on
-- the ledger side.

CREATE TYPE "commission_payout_method" AS ENUM ('saldo', 'bank_transfer');

CREATE TABLE "commission_plans" (
    "id" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "min_personal_points" BIGINT NOT NULL,
    "point_value" BIGINT NOT NULL,
    "level_basis_points" INTEGER[],
    "cap_amount" BIGINT NOT NULL,
    "payout_method" "commission_payout_method" NOT NULL,
    "note" TEXT,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "commission_plans_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "commission_plans_values_check" CHECK (
      "version" >= 1 AND "min_personal_points" >= 0 AND "point_value" >= 0 AND "cap_amount" >= 0
      AND cardinality("level_basis_points") BETWEEN 1 AND 10
      AND 0 <= ALL ("level_basis_points") AND 10000 >= ALL ("level_basis_points"))
);
CREATE UNIQUE INDEX "commission_plans_version_key" ON "commission_plans"("version");
CREATE INDEX "commission_plans_created_at_idx" ON "commission_plans"("created_at");
ALTER TABLE "commission_plans" ADD CONSTRAINT "commission_plans_created_by_id_fkey"
  FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "office_commissions" ADD COLUMN "commission_plan_id" UUID;
ALTER TABLE "office_commissions" ADD COLUMN "group_points" BIGINT[] DEFAULT ARRAY[]::BIGINT[];
ALTER TABLE "office_commissions" ADD COLUMN "qualified" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "office_commissions" ADD COLUMN "gross_amount" BIGINT NOT NULL DEFAULT 0;
ALTER TABLE "office_commissions" ADD COLUMN "payout_method" "commission_payout_method";
ALTER TABLE "office_commissions" ADD COLUMN "balance_trx_id" UUID;
ALTER TABLE "office_commissions" ADD CONSTRAINT "office_commissions_amounts_check"
  CHECK ("amount" >= 0 AND "gross_amount" >= 0);
CREATE UNIQUE INDEX "office_commissions_balance_trx_id_key" ON "office_commissions"("balance_trx_id");
ALTER TABLE "office_commissions" ADD CONSTRAINT "office_commissions_commission_plan_id_fkey"
  FOREIGN KEY ("commission_plan_id") REFERENCES "commission_plans"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "office_commissions" ADD CONSTRAINT "office_commissions_balance_trx_id_fkey"
  FOREIGN KEY ("balance_trx_id") REFERENCES "balance_trxes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
-- The member's months, newest first (/komisi-bulanan).
CREATE INDEX "office_commissions_office_id_created_at_idx" ON "office_commissions"("office_id", "created_at");

CREATE TABLE "office_commission_lines" (
    "id" UUID NOT NULL,
    "office_commission_id" UUID NOT NULL,
    "office_id" UUID NOT NULL,
    "member_period_id" UUID NOT NULL,
    "source_office_id" UUID NOT NULL,
    "level" INTEGER NOT NULL,
    "points" BIGINT NOT NULL,
    "basis_points" INTEGER NOT NULL,
    "gross_amount" BIGINT NOT NULL,
    "amount" BIGINT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "office_commission_lines_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "office_commission_lines_values_check" CHECK (
      "level" >= 1 AND "points" >= 0 AND "basis_points" BETWEEN 0 AND 10000
      AND "amount" >= 0 AND "amount" <= "gross_amount")
);
CREATE UNIQUE INDEX "office_commission_lines_office_commission_id_source_office_id_key"
  ON "office_commission_lines"("office_commission_id", "source_office_id");
CREATE INDEX "office_commission_lines_office_commission_id_level_idx"
  ON "office_commission_lines"("office_commission_id", "level");
CREATE INDEX "office_commission_lines_office_id_member_period_id_idx"
  ON "office_commission_lines"("office_id", "member_period_id");
CREATE INDEX "office_commission_lines_source_office_id_member_period_id_idx"
  ON "office_commission_lines"("source_office_id", "member_period_id");
ALTER TABLE "office_commission_lines" ADD CONSTRAINT "office_commission_lines_office_commission_id_fkey"
  FOREIGN KEY ("office_commission_id") REFERENCES "office_commissions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "office_commission_lines" ADD CONSTRAINT "office_commission_lines_source_office_id_fkey"
  FOREIGN KEY ("source_office_id") REFERENCES "offices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "office_commission_lines" ADD CONSTRAINT "office_commission_lines_office_id_fkey"
  FOREIGN KEY ("office_id") REFERENCES "offices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "office_commission_lines" ADD CONSTRAINT "office_commission_lines_member_period_id_fkey"
  FOREIGN KEY ("member_period_id") REFERENCES "member_periods"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- One saldo credit per commission on the ledger side too.
CREATE UNIQUE INDEX "balance_trxes_commission_once"
  ON "balance_trxes"("source_id") WHERE "type" = 'commission' AND "source_type" = 'office_commissions';

-- Points of a member in a member period (server/commission/points-source.ts).
CREATE INDEX "orders_member_period_points_idx"
  ON "orders"("member_period_id", "destination_office_id")
  INCLUDE ("total_point") WHERE "deleted_at" IS NULL AND "status" IN ('validated', 'released');
